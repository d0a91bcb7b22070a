import Foundation
import Testing
import InfiniteProxy
import InfiniteHostTesting
@testable import InfiniteHost

/// How a screen reorders on a local drop.
enum CollectionDropReordering: CaseIterable, CustomStringConvertible, Sendable {
    /// The data source implements `canMoveItemAt` / `moveItemAt`: UIKit moves the item itself and
    /// calls `moveItemAt` (the `.move` + `.insertAtDestinationIndexPath` reorder).
    case byTheView
    /// `performDropWith` moves the item in a batch (`moveItem(at:to:)`) and animates it there, as
    /// Apple's drag-and-drop collection samples do.
    case inPerformDrop

    var description: String { self == .byTheView ? "by the view" : "in performDrop" }
}

/// A screen with drag and drop on a collection view, as apps write one: it indexes its arrays with
/// every path it gets (a foreign path is recorded, and answered without indexing so the test goes
/// on), moves on local drops and inserts "new" on drops from elsewhere.
private final class DragDropClient: HostCollectionViewDataSource, HostCollectionViewDelegateFlowLayout,
                                    HostCollectionViewDragDelegate, HostCollectionViewDropDelegate {
    var sections: [[String]]
    let reordering: CollectionDropReordering
    var foreignPaths: [String] = []
    var proposals: [IndexPath?] = []
    var dragStarts: [IndexPath] = []
    var performedDrops = 0
    var dragEnds = 0

    init(_ sections: [[String]], reordering: CollectionDropReordering = .inPerformDrop) {
        self.sections = sections
        self.reordering = reordering
    }

    /// Whether `path` names one of the client's items (or, with `allowEnd`, the slot after a
    /// section's last item); records it otherwise.
    @discardableResult
    private func check(_ path: IndexPath?, _ label: String, allowEnd: Bool = false) -> Bool {
        guard let path else { return true }
        let valid = path.count == 2 && path.section >= 0 && path.section < sections.count && path.item >= 0
            && (path.item < sections[path.section].count || (allowEnd && path.item == sections[path.section].count))
        if !valid { foreignPaths.append("\(label) \(path)") }
        return valid
    }

    func numberOfSections(in collectionView: HostCollectionView) -> Int? { sections.count }

    func collectionView(_ collectionView: HostCollectionView, numberOfItemsInSection section: Int) -> Int {
        section >= 0 && section < sections.count ? sections[section].count : 0
    }

    func collectionView(_ collectionView: HostCollectionView, cellForItemAt indexPath: IndexPath) -> HostCollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.text = check(indexPath, "cellForItemAt") ? sections[indexPath.section][indexPath.item] : "?"
        return cell
    }

    func collectionView(_ collectionView: HostCollectionView, canMoveItemAt indexPath: IndexPath) -> Bool? {
        guard reordering == .byTheView else { return nil }
        return check(indexPath, "canMoveItemAt")
    }

    func collectionView(_ collectionView: HostCollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard check(sourceIndexPath, "moveItemAt source") else { return }
        let value = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        let destination = destinationIndexPath
        guard check(destination, "moveItemAt destination", allowEnd: true) else {
            sections[sourceIndexPath.section].insert(value, at: sourceIndexPath.item)
            return
        }
        sections[destination.section].insert(value, at: destination.item)
    }

    func collectionView(_ collectionView: HostCollectionView, itemsForBeginningDragAt indexPath: IndexPath) -> [HostDragItem] {
        dragStarts.append(indexPath)
        guard check(indexPath, "itemsForBeginning") else { return [] }
        return [HostDragItem(localObject: sections[indexPath.section][indexPath.item] as NSString)]
    }

    func collectionViewDragSessionDidEnd(_ collectionView: HostCollectionView) { dragEnds += 1 }

    func collectionView(_ collectionView: HostCollectionView, dropSessionDidUpdateWithDestinationIndexPath destinationIndexPath: IndexPath?,
                        isLocal: Bool) -> HostCollectionDropProposal? {
        check(destinationIndexPath, "dropSessionDidUpdate", allowEnd: true)
        proposals.append(destinationIndexPath)
        return HostCollectionDropProposal(operation: isLocal ? .move : .copy, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(_ collectionView: HostCollectionView, performDropWith coordinator: any HostCollectionDropCoordinating) {
        performedDrops += 1
        let last = sections.count - 1
        let destination = coordinator.destinationIndexPath ?? IndexPath(item: sections[last].count, section: last)
        guard check(destination, "drop destination", allowEnd: true) else { return }
        for item in coordinator.items {
            if let source = item.sourceIndexPath {
                guard check(source, "drop source") else { continue }
                let value = sections[source.section].remove(at: source.item)
                // The slot after the last item of the item's own section: its last place (apps clamp).
                let target = IndexPath(item: min(destination.item, sections[destination.section].count), section: destination.section)
                sections[target.section].insert(value, at: target.item)
                collectionView.performBatchUpdates { collectionView.moveItem(at: source, to: target) }
                coordinator.drop(item.dragItem, toItemAt: target)
            } else {
                sections[destination.section].insert("new", at: destination.item)
                collectionView.performBatchUpdates { collectionView.insertItems(at: [destination]) }
                coordinator.drop(item.dragItem, toItemAt: destination)
            }
        }
    }
}

/// A vertical list of full-width items, 100 points each, on a phone-sized screen; or, `horizontal`,
/// a carousel of 50-point cards on a 390-point strip.
@MainActor
private func makeList(_ client: DragDropClient, infinite isEnabled: Bool = true, axis: InfiniteAxis = .vertical)
    -> HostCollectionAttachment {
    let layout = HostCollectionViewFlowLayout()
    layout.scrollDirection = axis
    layout.itemSize = axis == .vertical ? CGSize(width: 390, height: 100) : CGSize(width: 50, height: 200)
    layout.minimumLineSpacing = axis == .vertical ? 0 : 10
    let viewport = axis == .vertical ? CGSize(width: 390, height: 844) : CGSize(width: 390, height: 220)
    let view = HostCollectionView(viewportSize: viewport, collectionViewLayout: layout)
    view.register(HostCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = client
    view.delegate = client
    view.dragDelegate = client
    view.dropDelegate = client
    let attachment = HostCollectionAttachment(collectionView: view, isEnabled: isEnabled)
    view.layoutIfNeeded()
    return attachment
}

/// Drag and drop on an infinite collection view (issue 15 item 4): the client's drag and drop
/// delegates and its data source see only its own paths; a drop lands between the items the user
/// dropped it between — also across the end of a copy, at a section's end, on one or two items and
/// mid-fling — whether UIKit performs the reorder or the app does in `performDropWith`; items
/// animate to the twin at the drop.
@MainActor
@Suite struct HostCollectionDragAndDropTests {
    private typealias Fixture = (attachment: HostCollectionAttachment, client: DragDropClient)

    private func visiblePaths(_ attachment: HostCollectionAttachment) -> [IndexPath] {
        attachment.collectionView.visibleCells.compactMap(\.layoutIndexPath).sorted()
    }

    private func source(_ attachment: HostCollectionAttachment, _ path: IndexPath) -> IndexPath {
        attachment.sourceIndexPath(for: path)
    }

    /// Where the item at `path` is on screen (its leading edge minus the offset).
    private func screenEdge(_ view: HostCollectionView, of path: IndexPath) -> CGFloat? {
        view.visibleCells.first { $0.layoutIndexPath == path }.map { edge(of: $0, in: view) }
    }

    /// What the cell at screen position `edge` shows, after a layout pass.
    private func shown(_ view: HostCollectionView, at edge: CGFloat) -> String? {
        view.layoutIfNeeded()
        return view.visibleCells.first { abs(self.edge(of: $0, in: view) - edge) < 0.5 }?.text
    }

    /// A cell's leading edge on screen, along the view's axis.
    private func edge(of cell: HostCollectionViewCell, in view: HostCollectionView) -> CGFloat {
        view.axis == .vertical ? cell.frame.minY - view.contentOffset.y : cell.frame.minX - view.contentOffset.x
    }

    /// UIKit's destination for a local move dropped in the slot before the item at virtual `slot`
    /// (the moved item's final path: one less when it came from before the slot).
    private func destination(moving: IndexPath, slot: IndexPath) -> IndexPath {
        moving.section == slot.section && moving.item < slot.item ? IndexPath(item: slot.item - 1, section: slot.section) : slot
    }

    /// Lets the controller's deferred reload run, then checks every visible cell shows the
    /// client's item at its client path (no stale copy), and that UIKit never asserted.
    private func expectSettled(_ fixture: Fixture, sourceLocation: SourceLocation = #_sourceLocation) {
        let (attachment, client) = fixture
        for _ in 0..<30 { attachment.step() }
        attachment.collectionView.layoutIfNeeded()
        for cell in attachment.collectionView.visibleCells {
            guard let path = cell.layoutIndexPath else { continue }
            let item = source(attachment, path)
            #expect(cell.text == client.sections[item.section][item.item], "\(path) → \(item)", sourceLocation: sourceLocation)
        }
        #expect(client.foreignPaths.isEmpty, "\(client.foreignPaths.prefix(5))", sourceLocation: sourceLocation)
        #expect(attachment.collectionView.assertionFailures.isEmpty, "\(attachment.collectionView.assertionFailures.prefix(3))",
                sourceLocation: sourceLocation)
    }

    /// The animation goes to an item that exists, is the client's `clientPath`, and is the twin at
    /// the drop (not one in a far copy).
    private func expectDroppedNear(_ attachment: HostCollectionAttachment, _ drop: IndexPath, clientPath: IndexPath, period: Int,
                                   sourceLocation: SourceLocation = #_sourceLocation) throws {
        let dropped = try #require(attachment.collectionView.droppedItems.last, sourceLocation: sourceLocation)
        #expect(dropped.existed, sourceLocation: sourceLocation)
        #expect(source(attachment, dropped.indexPath) == clientPath, sourceLocation: sourceLocation)
        #expect(dropped.indexPath.section == drop.section, sourceLocation: sourceLocation)
        #expect(abs(dropped.indexPath.item - drop.item) < period, "\(dropped.indexPath) for a drop at \(drop)",
                sourceLocation: sourceLocation)
    }

    /// A drag from a twin far from the client's own rows: the drag delegate gets the client's
    /// path (a client indexing its array with it does not trap), and so does the data source's
    /// `canMoveItemAt`.
    @Test(arguments: CollectionDropReordering.allCases)
    func aDragStartHandsTheClientItsOwnPath(_ reordering: CollectionDropReordering) throws {
        let client = DragDropClient([["a", "b", "c", "d", "e"]], reordering: reordering)
        let attachment = makeList(client)
        #expect(attachment.engine.isLooping)
        #expect(attachment.collectionView.storedDragDelegate === attachment)
        #expect(attachment.collectionView.dragDelegate === client)   // app code gets its object back
        #expect(attachment.collectionView.dropDelegate === client)
        let far = try #require(visiblePaths(attachment).first { $0.item >= 5 })
        let expected = source(attachment, far)
        // Dropped onto itself: nothing moves, but every question was asked.
        _ = attachment.collectionView.simulateDrop(from: far, at: far)
        #expect(client.dragStarts == [expected])
        #expect(client.proposals == [expected])
        #expect(client.sections == [["a", "b", "c", "d", "e"]])
        expectSettled((attachment, client))
    }

    /// Item "b" dragged to between one copy's "e" and the next copy's "a" becomes the last item,
    /// in a vertical list and in a horizontal carousel.
    @Test(arguments: CollectionDropReordering.allCases, [InfiniteAxis.vertical, .horizontal])
    func aLocalDropAcrossACopysEndLandsWhereDropped(_ reordering: CollectionDropReordering, axis: InfiniteAxis) throws {
        let client = DragDropClient([["a", "b", "c", "d", "e"]], reordering: reordering)
        let attachment = makeList(client, axis: axis)
        #expect(attachment.engine.isLooping)
        let paths = visiblePaths(attachment)
        let moving = try #require(paths.first { source(attachment, $0).item == 1 })
        let boundary = try #require(paths.first { $0.item > moving.item && source(attachment, $0).item == 0 })
        let drop = destination(moving: moving, slot: boundary)
        let view = attachment.collectionView
        let dropScreen = try #require(screenEdge(view, of: drop))
        let proposal = attachment.collectionView.simulateDrop(from: moving, at: drop)
        #expect(shown(view, at: dropScreen) == "b")   // where the user let go, at once
        #expect(proposal == HostCollectionDropProposal(operation: .move, intent: .insertAtDestinationIndexPath))
        #expect(client.sections == [["a", "c", "d", "e", "b"]])
        #expect(client.proposals == [IndexPath(item: 4, section: 0)])
        if reordering == .inPerformDrop {
            try expectDroppedNear(attachment, drop, clientPath: IndexPath(item: 4, section: 0), period: 5)
        } else {
            #expect(client.performedDrops == 0)
        }
        expectSettled((attachment, client))
        #expect(shown(view, at: dropScreen) == "b")   // and once the other copies reloaded
    }

    /// The same across the boundary the other way: "d" dragged back over the end of the previous
    /// copy, to between its "e" and this copy's "a", becomes the last item too.
    @Test(arguments: CollectionDropReordering.allCases)
    func aLocalDropBackwardsAcrossACopysEndLandsWhereDropped(_ reordering: CollectionDropReordering) throws {
        let client = DragDropClient([["a", "b", "c", "d", "e"]], reordering: reordering)
        let attachment = makeList(client)
        let paths = visiblePaths(attachment)
        let boundary = try #require(paths.dropFirst().first { source(attachment, $0).item == 0 })
        let moving = try #require(paths.first { $0.item > boundary.item && source(attachment, $0).item == 3 })
        let drop = destination(moving: moving, slot: boundary)
        let view = attachment.collectionView
        let dropScreen = try #require(screenEdge(view, of: drop))
        view.simulateDrop(from: moving, at: drop)
        #expect(client.sections == [["a", "b", "c", "e", "d"]])
        #expect(shown(view, at: dropScreen) == "d")
        if reordering == .inPerformDrop {
            try expectDroppedNear(attachment, drop, clientPath: IndexPath(item: 4, section: 0), period: 5)
        }
        expectSettled((attachment, client))
        #expect(shown(view, at: dropScreen) == "d")
    }

    /// A drop from another app inserts between the two items under the finger, and animates to
    /// the new item at the drop (in a copy the insertion shifted); over empty space (no path) it
    /// appends.
    @Test func aDropFromElsewhereInsertsBetweenTheItemsUnderTheFinger() throws {
        let client = DragDropClient([["a", "b", "c", "d", "e"]])
        let attachment = makeList(client)
        let paths = visiblePaths(attachment)
        let between = try #require(paths.dropFirst(2).first { source(attachment, $0).item == 3 })   // between "c" and "d"
        let view = attachment.collectionView
        let dropScreen = try #require(screenEdge(view, of: between))
        let proposal = attachment.collectionView.simulateDrop(from: nil, at: between)
        #expect(shown(view, at: dropScreen) == "new")
        #expect(proposal == HostCollectionDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath))
        #expect(client.sections == [["a", "b", "c", "new", "d", "e"]])
        try expectDroppedNear(attachment, between, clientPath: IndexPath(item: 3, section: 0), period: 6)
        expectSettled((attachment, client))
        #expect(shown(view, at: dropScreen) == "new")
        let unspecified = attachment.collectionView.simulateDrop(from: nil, at: nil)
        #expect(unspecified == HostCollectionDropProposal(operation: .copy))   // no path: intent .unspecified
        #expect(client.sections == [["a", "b", "c", "new", "d", "e", "new"]])
        #expect(client.proposals.last == .some(nil))
        expectSettled((attachment, client))
    }

    /// A drag that ends without a drop on this view (cancelled, or dropped on another view), then a
    /// drop from another view of the same app (a local session whose items have no source path):
    /// the proposals name the slot under the finger and the new item lands exactly there (the
    /// controller once kept the cancelled drag's origin and answered as for a move, one slot off).
    @Test(arguments: CollectionDropReordering.allCases)
    func aDropFromAnotherViewAfterACancelledDragLandsWhereDropped(_ reordering: CollectionDropReordering) throws {
        let client = DragDropClient([["a", "b", "c", "d", "e"]], reordering: reordering)
        let attachment = makeList(client)
        let view = attachment.collectionView
        let paths = visiblePaths(attachment)
        // "e" of one copy: a drag from it would move an item from after the drop slot in the client's list.
        let moving = try #require(paths.first { source(attachment, $0).item == 4 })
        let between = try #require(paths.first { $0.item > moving.item && source(attachment, $0).item == 3 })   // between "c" and "d"
        #expect(view.simulateDragEndingElsewhere(from: moving, hoveringOver: between))
        #expect(client.dragEnds == 1)   // forwarded to the client's drag delegate
        #expect(client.sections == [["a", "b", "c", "d", "e"]])
        let dropScreen = try #require(screenEdge(view, of: between))
        client.proposals.removeAll()
        let proposal = view.simulateDrop(from: nil, at: between, fromThisApp: true)
        #expect(proposal == HostCollectionDropProposal(operation: .move, intent: .insertAtDestinationIndexPath))
        #expect(client.proposals == [IndexPath(item: 3, section: 0)])
        #expect(client.sections == [["a", "b", "c", "new", "d", "e"]])
        #expect(shown(view, at: dropScreen) == "new")
        try expectDroppedNear(attachment, between, clientPath: IndexPath(item: 3, section: 0), period: 6)
        #expect(client.dragEnds == 1)
        expectSettled((attachment, client))
        #expect(shown(view, at: dropScreen) == "new")
    }

    /// UIKit ends every drag that began here, dropped here or not: the client's delegate hears of
    /// it after a drop it performs, after a reorder the view performs, and after a drop from
    /// elsewhere not at all.
    @Test(arguments: CollectionDropReordering.allCases)
    func everyDragThatBeganHereEnds(_ reordering: CollectionDropReordering) throws {
        let client = DragDropClient([["a", "b", "c", "d", "e"]], reordering: reordering)
        let attachment = makeList(client)
        let paths = visiblePaths(attachment)
        let moving = try #require(paths.first { source(attachment, $0).item == 1 })
        attachment.collectionView.simulateDrop(from: moving, at: IndexPath(item: moving.item + 2, section: 0))
        #expect(client.sections == [["a", "c", "d", "b", "e"]])
        #expect(client.dragEnds == 1)
        #expect(attachment.controller.dragOrigin == nil)
        attachment.collectionView.simulateDrop(from: nil, at: moving)
        #expect(client.dragEnds == 1)
        expectSettled((attachment, client))
    }

    /// The slot after a section's last item (UIKit names it with the section's count): a drop
    /// from elsewhere appends to the client's section, and an item moved there from the next
    /// section becomes its last.
    @Test(arguments: CollectionDropReordering.allCases)
    func aDropAtTheEndOfASectionAppends(_ reordering: CollectionDropReordering) throws {
        let client = DragDropClient([["a", "b", "c"], ["x", "y"]], reordering: reordering)
        let attachment = makeList(client)
        #expect(attachment.engine.isLooping)
        let view = attachment.collectionView
        let paths = visiblePaths(attachment)
        let firstOfBlock = try #require(paths.first { source(attachment, $0) == IndexPath(item: 0, section: 0) })
        let section = firstOfBlock.section
        let end = IndexPath(item: view.numberOfItems(inSection: section, caller: .system), section: section)
        attachment.collectionView.simulateDrop(from: nil, at: end)
        #expect(client.sections == [["a", "b", "c", "new"], ["x", "y"]])
        #expect(client.proposals == [IndexPath(item: 3, section: 0)])
        try expectDroppedNear(attachment, end, clientPath: IndexPath(item: 3, section: 0), period: 4)
        expectSettled((attachment, client))

        let x = try #require(visiblePaths(attachment).first { source(attachment, $0) == IndexPath(item: 0, section: 1) })
        let sectionEnd = IndexPath(item: view.numberOfItems(inSection: x.section - 1, caller: .system), section: x.section - 1)
        #expect(source(attachment, IndexPath(item: 0, section: sectionEnd.section)).section == 0)
        attachment.collectionView.simulateDrop(from: x, at: sectionEnd)
        #expect(client.sections == [["a", "b", "c", "new", "x"], ["y"]])
        if reordering == .inPerformDrop {
            try expectDroppedNear(attachment, sectionEnd, clientPath: IndexPath(item: 4, section: 0), period: 5)
        }
        expectSettled((attachment, client))
    }

    /// One item: dropping it on any twin leaves it where it is (its neighbours are itself); a drop
    /// from elsewhere next to it inserts. Two items: "a" dropped after "b" (before the next
    /// copy's "a") swaps them.
    @Test(arguments: CollectionDropReordering.allCases)
    func oneAndTwoItems(_ reordering: CollectionDropReordering) throws {
        let single = DragDropClient([["a"]], reordering: reordering)
        let one = makeList(single)
        #expect(one.engine.isLooping)
        let onePaths = visiblePaths(one)
        let lifted = onePaths[2]
        one.collectionView.simulateDrop(from: lifted, at: onePaths[5])
        #expect(single.sections == [["a"]])
        expectSettled((one, single))
        one.collectionView.simulateDrop(from: nil, at: visiblePaths(one)[3])
        #expect(single.sections == [["a", "new"]])   // after an "a", before the next: the client's end
        expectSettled((one, single))

        let pair = DragDropClient([["a", "b"]], reordering: reordering)
        let two = makeList(pair)
        #expect(two.engine.isLooping)
        let paths = visiblePaths(two)
        let a = try #require(paths.first { source(two, $0).item == 0 })
        let nextA = try #require(paths.first { $0.item > a.item + 1 && source(two, $0).item == 0 })
        let drop = destination(moving: a, slot: nextA)
        two.collectionView.simulateDrop(from: a, at: drop)
        #expect(pair.sections == [["b", "a"]])
        if reordering == .inPerformDrop {
            try expectDroppedNear(two, drop, clientPath: IndexPath(item: 1, section: 0), period: 2)
        }
        expectSettled((two, pair))
    }

    /// On iPad one finger holds a drag while another flings the list: the list recenters under
    /// the lifted item, and the drop, mid-fling and far from where the drag began, still lands
    /// between the two items under the finger.
    @Test(arguments: CollectionDropReordering.allCases)
    func aDropDuringAFlingLandsWhereDropped(_ reordering: CollectionDropReordering) throws {
        let values = (0..<8).map { "item \($0)" }
        let client = DragDropClient([values], reordering: reordering)
        let attachment = makeList(client)
        let view = attachment.collectionView
        let moving = try #require(visiblePaths(attachment).dropFirst(3).first)
        let movingValue = values[source(attachment, moving).item]
        let jumps = attachment.statistics.jumps
        var checker = InvariantChecker(axis: .vertical)
        checker.check(attachment.snapshot())
        view.fling(velocity: CGPoint(x: 0, y: 9_000))
        for _ in 0..<40 {
            attachment.step()
            checker.check(attachment.snapshot())
        }
        #expect(view.isDecelerating)
        #expect(attachment.statistics.jumps > jumps)   // the list recentered during the drag
        let paths = visiblePaths(attachment)
        let slot = try #require(paths.dropFirst(2).first { path in
            let before = source(attachment, IndexPath(item: path.item - 1, section: 0)).item
            let after = source(attachment, path).item
            return values[before] != movingValue && values[after] != movingValue
        })
        let predecessor = values[source(attachment, IndexPath(item: slot.item - 1, section: 0)).item]
        var expected = values.filter { $0 != movingValue }
        expected.insert(movingValue, at: try #require(expected.firstIndex(of: predecessor)) + 1)
        // Drag began at `moving`; UIKit reports the slot as the moved item's final path.
        let drop = destination(moving: moving, slot: slot)
        let dropScreen = try #require(screenEdge(view, of: drop))
        _ = attachment.collectionView.simulateDrop(from: moving, at: drop)
        #expect(client.sections == [expected])
        #expect(shown(view, at: dropScreen) == movingValue)
        if reordering == .inPerformDrop {
            try expectDroppedNear(attachment, drop, clientPath: IndexPath(item: expected.firstIndex(of: movingValue) ?? -1, section: 0),
                                  period: 8)
        }
        // The drop and the reload of the other copies that follows change what the copies show;
        // from then on the fling goes on with every invariant kept.
        for _ in 0..<2 { attachment.step() }
        checker.resetContinuity()
        var frames = 0
        while view.isDecelerating && frames < 2_000 {
            attachment.step()
            checker.check(attachment.snapshot())
            frames += 1
        }
        #expect(frames > 10)
        #expect(checker.violations.isEmpty, "\(checker.violations.prefix(5))")
        #expect(view.edgeHits == 0)
        expectSettled((attachment, client))
    }

    /// Switched off, the view hands the client its own paths unchanged and gives the delegates back.
    @Test(arguments: CollectionDropReordering.allCases)
    func aFiniteListPassesPathsThrough(_ reordering: CollectionDropReordering) {
        let client = DragDropClient([["a", "b", "c", "d", "e"]], reordering: reordering)
        let attachment = makeList(client, infinite: false)
        let view = attachment.collectionView
        #expect(view.storedDragDelegate === client)
        view.simulateDrop(from: IndexPath(item: 1, section: 0), at: IndexPath(item: 3, section: 0))
        #expect(client.sections == [["a", "c", "d", "b", "e"]])
        if reordering == .inPerformDrop {
            #expect(view.droppedItems.last?.indexPath == IndexPath(item: 3, section: 0))
        }
        attachment.isEnabled = true
        #expect(view.storedDragDelegate === attachment)
        #expect(view.storedDropDelegate === attachment)
        attachment.isEnabled = false
        #expect(view.storedDragDelegate === client)
        #expect(view.storedDropDelegate === client)
        #expect(client.foreignPaths.isEmpty)
    }
}

extension HostCollectionDragAndDropTests {
    /// As on a table: while a drop session is over the view no recentering jump and no re-plan or
    /// reload of the library's own; once it leaves, what waited runs.
    @Test func nothingJumpsOrReloadsWhileADropSessionIsOver() {
        let client = DragDropClient([(0..<20).map { "i\($0)" }])
        let attachment = makeList(client)
        let view = attachment.collectionView
        let before = attachment.controller.statistics
        var during = before
        view.simulateDropSessionHovering(at: IndexPath(item: 2, section: 0)) {
            // UIKit's autoscroll near an edge of the view, up to the content's end.
            for _ in 0..<400 where view.contentOffset.y + view.viewportSize.height + 60 < view.contentSize.height {
                view.contentOffset.y += 30
                attachment.step()
            }
            view.viewportSize = CGSize(width: 390, height: 300)
            for _ in 0..<5 {
                view.layoutIfNeeded()
                attachment.step()
            }
            during = attachment.controller.statistics
        }
        #expect(during.jumps == before.jumps)
        #expect(during.reloads == before.reloads && during.replans == before.replans)
        for _ in 0..<3 {
            view.layoutIfNeeded()
            view.contentOffset.y += 1
            attachment.step()
        }
        #expect(attachment.controller.statistics.jumps > during.jumps)
        #expect(client.foreignPaths.isEmpty, "\(client.foreignPaths)")
    }
}
