import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// A screen that reorders and accepts drops the way Apple's drag-and-drop table sample does:
/// local drops move the row (`moveRow` in a batch), drops from elsewhere insert one; each item is
/// animated to its destination row. It indexes its array with every path it gets.
private final class ReorderingClient: HostTableViewDataSource, HostTableViewDelegate, HostTableViewDragDelegate,
                                      HostTableViewDropDelegate {
    var rows: [String]
    var foreignPaths: [String] = []
    var proposals: [IndexPath?] = []
    var dragEnds = 0

    init(_ rows: [String]) { self.rows = rows }

    private func check(_ path: IndexPath?, _ label: String, allowEnd: Bool = false) {
        guard let path else { return }
        if path.section != 0 || path.row < 0 || path.row > rows.count || (!allowEnd && path.row == rows.count) {
            foreignPaths.append("\(label) \(path)")
        }
    }

    func tableView(_ tableView: HostTableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: HostTableView, cellForRowAt indexPath: IndexPath) -> HostTableViewCell {
        check(indexPath, "cellForRowAt")
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.text = rows[indexPath.row]
        return cell
    }

    func tableView(_ tableView: HostTableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        check(sourceIndexPath, "moveRowAt source")
        check(destinationIndexPath, "moveRowAt destination")
        rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    func tableView(_ tableView: HostTableView, itemsForBeginningDragAt indexPath: IndexPath) -> [HostDragItem] {
        check(indexPath, "itemsForBeginning")
        return [HostDragItem(localObject: rows[indexPath.row] as NSString)]
    }

    func tableViewDragSessionDidEnd(_ tableView: HostTableView) { dragEnds += 1 }

    func tableView(_ tableView: HostTableView, dropSessionDidUpdateWithDestinationIndexPath destinationIndexPath: IndexPath?,
                   isLocal: Bool) -> HostDropOperation? {
        check(destinationIndexPath, "dropSessionDidUpdate", allowEnd: !isLocal)
        proposals.append(destinationIndexPath)
        return isLocal ? .move : .copy
    }

    func tableView(_ tableView: HostTableView, performDropWith coordinator: any HostTableDropCoordinating) {
        let destination = coordinator.destinationIndexPath ?? IndexPath(row: rows.count, section: 0)
        for item in coordinator.items {
            if let source = item.sourceIndexPath {
                check(source, "drop source")
                check(destination, "drop destination")
                let row = rows.remove(at: source.row)
                rows.insert(row, at: destination.row)
                tableView.performBatchUpdates { tableView.moveRow(at: source, to: destination) }
            } else {
                check(destination, "drop destination", allowEnd: true)
                rows.insert("new", at: destination.row)
                tableView.performBatchUpdates { tableView.insertRows(at: [destination]) }
            }
            coordinator.drop(item.dragItem, toRowAt: destination)
        }
    }
}

@MainActor
private func makeTable(_ client: ReorderingClient, infinite isEnabled: Bool = true) -> HostTableAttachment {
    let table = makeTable(height: 600)
    table.register(HostTableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = client
    table.delegate = client
    table.dragDelegate = client
    table.dropDelegate = client
    let attachment = HostTableAttachment(tableView: table, isEnabled: isEnabled)
    table.layoutIfNeeded()
    return attachment
}

/// Drag and drop on an infinite table (issue 15 item 4): the client's drag and drop delegates see
/// only its own paths, a drop lands between the rows the user dropped it between — also across
/// the end of a copy — and items animate to the twin nearest the drop.
@Suite struct HostTableDragAndDropTests {
    private func visiblePaths(_ attachment: HostTableAttachment) -> [IndexPath] {
        attachment.tableView.visibleCells.compactMap(\.layoutIndexPath).sorted()
    }

    /// Row "b" dragged to between one copy's "e" and the next copy's "a" becomes the last row.
    @Test func aLocalDropAcrossACopysEndLandsWhereDropped() throws {
        let client = ReorderingClient(["a", "b", "c", "d", "e"])
        let attachment = makeTable(client)
        let table = attachment.tableView
        let paths = visiblePaths(attachment)
        let source = { (path: IndexPath) in attachment.sourceIndexPath(for: path).row }
        let moving = try #require(paths.first { source($0) == 1 })
        let boundary = try #require(paths.first { $0.row > moving.row && source($0) == 0 })
        let destination = IndexPath(row: boundary.row - 1, section: 0)   // post-removal, as UIKit reports a local move
        let screen = { (path: IndexPath) in table.visibleCells.first { $0.layoutIndexPath == path }.map { $0.frame.minY - table.contentOffset.y } }
        let dropScreen = try #require(screen(destination))
        #expect(table.simulateDrop(from: moving, at: destination) == .move)
        #expect(client.rows == ["a", "c", "d", "e", "b"])
        table.layoutIfNeeded()
        // "b" lands at the slot the user let go over (the batch once kept the centred row instead).
        #expect(table.visibleCells.first { abs($0.frame.minY - table.contentOffset.y - dropScreen) < 0.5 }?.text == "b")
        #expect(client.proposals == [IndexPath(row: 4, section: 0)])
        let dropped = try #require(table.droppedItems.last)
        #expect(attachment.sourceIndexPath(for: dropped.indexPath) == IndexPath(row: 4, section: 0))
        #expect(abs(dropped.indexPath.row - destination.row) < 5)   // the twin at the drop, not a far copy
        #expect(client.foreignPaths.isEmpty)
        #expect(table.assertionFailures.isEmpty)
    }

    /// A reorder the table performs itself (`moveRowAt`), back across a copy's end: the row lands where
    /// it was dropped, and the reload of the other copies that follows keeps on screen what the
    /// user saw — the row under the centre, and the moved row at its drop (the reload once kept
    /// the client's path under the centre, whose row the move had changed).
    @Test func aReorderByTheTableKeepsWhatTheUserSawThroughTheReload() throws {
        let client = ReorderingClient(["a", "b", "c", "d", "e"])
        let attachment = makeTable(client)
        let table = attachment.tableView
        let paths = visiblePaths(attachment)
        let source = { (path: IndexPath) in attachment.sourceIndexPath(for: path).row }
        let boundary = try #require(paths.dropFirst().first { source($0) == 0 })
        let moving = try #require(paths.first { $0.row > boundary.row && source($0) == 3 })
        table.simulateMove(from: moving, toProposed: boundary)   // back over the copy's end
        #expect(client.rows == ["a", "b", "c", "e", "d"])
        table.layoutIfNeeded()
        let shown = { table.visibleCells.map { "\($0.text)@\($0.frame.minY - table.contentOffset.y)" } }
        let before = shown()
        let dropped = try #require(table.visibleCells.firstIndex { $0.layoutIndexPath == boundary })
        #expect(before[dropped].hasPrefix("d@"))
        for _ in 0..<3 { attachment.step() }
        table.layoutIfNeeded()
        let after = shown()
        #expect(attachment.statistics.reloads > 0)
        // The moved row and its neighbours at the drop are where they were.

        for index in dropped - 1...dropped + 1 { #expect(after.contains(before[index]), "\(before) → \(after)") }
        #expect(client.foreignPaths.isEmpty)
        #expect(table.assertionFailures.isEmpty)
    }

    /// A drop from another app inserts between the two rows under the finger, in every copy; a
    /// drop below the last row UIKit can name appends near the centre.
    @Test func aDropFromElsewhereInsertsBetweenTheRowsUnderTheFinger() throws {
        let client = ReorderingClient(["a", "b", "c", "d", "e"])
        let attachment = makeTable(client)
        let table = attachment.tableView
        let paths = visiblePaths(attachment)
        let source = { (path: IndexPath) in attachment.sourceIndexPath(for: path).row }
        let between = try #require(paths.dropFirst(2).first { source($0) == 3 })   // between "c" and "d"
        #expect(table.simulateDrop(from: nil, at: between) == .copy)
        #expect(client.rows == ["a", "b", "c", "new", "d", "e"])
        table.layoutIfNeeded()
        #expect(table.simulateDrop(from: nil, at: nil) == .copy)
        #expect(client.rows.count == 7)
        #expect(client.foreignPaths.isEmpty)
        #expect(table.assertionFailures.isEmpty)
    }

    /// A drag that ends without a drop on this table (cancelled, or dropped on another view), then
    /// a drop from another view of the same app (a local session whose items have no source path):
    /// the proposals name the slot under the finger and the new row lands exactly there (the
    /// controller once kept the cancelled drag's origin and answered as for a move, one slot off).
    @Test func aDropFromAnotherViewAfterACancelledDragLandsWhereDropped() throws {
        let client = ReorderingClient(["a", "b", "c", "d", "e"])
        let attachment = makeTable(client)
        let table = attachment.tableView
        let paths = visiblePaths(attachment)
        let source = { (path: IndexPath) in attachment.sourceIndexPath(for: path).row }
        // "e" of one copy: a drag from it would move a row from after the drop slot in the client's list.
        let moving = try #require(paths.first { source($0) == 4 })
        let between = try #require(paths.first { $0.row > moving.row && source($0) == 3 })   // between "c" and "d"
        #expect(table.simulateDragEndingElsewhere(from: moving, hoveringOver: between))
        #expect(client.dragEnds == 1)   // forwarded to the client's drag delegate
        #expect(client.rows == ["a", "b", "c", "d", "e"])
        let dropScreen = try #require(table.visibleCells.first { $0.layoutIndexPath == between }
            .map { $0.frame.minY - table.contentOffset.y })
        client.proposals.removeAll()
        #expect(table.simulateDrop(from: nil, at: between, fromThisApp: true) == .move)
        #expect(client.proposals == [IndexPath(row: 3, section: 0)])
        #expect(client.rows == ["a", "b", "c", "new", "d", "e"])
        table.layoutIfNeeded()
        #expect(table.visibleCells.first { abs($0.frame.minY - table.contentOffset.y - dropScreen) < 0.5 }?.text == "new")
        let dropped = try #require(table.droppedItems.last)
        #expect(attachment.sourceIndexPath(for: dropped.indexPath) == IndexPath(row: 3, section: 0))
        #expect(client.dragEnds == 1)   // the drag that ended is this table's only one
        #expect(client.foreignPaths.isEmpty)
        #expect(table.assertionFailures.isEmpty)
    }

    /// UIKit ends every drag that began here, dropped here or not: the client's delegate hears
    /// of it after a local drop and after a drop its proposal refused.
    @Test func everyDragThatBeganHereEnds() throws {
        let client = ReorderingClient(["a", "b", "c", "d", "e"])
        let attachment = makeTable(client)
        let table = attachment.tableView
        let paths = visiblePaths(attachment)
        let source = { (path: IndexPath) in attachment.sourceIndexPath(for: path).row }
        let moving = try #require(paths.first { source($0) == 1 })
        #expect(table.simulateDrop(from: moving, at: IndexPath(row: moving.row + 2, section: 0)) == .move)
        #expect(client.dragEnds == 1)
        #expect(attachment.controller.dragOrigin == nil)
        #expect(table.simulateDrop(from: nil, at: moving) == .copy)
        #expect(client.dragEnds == 1)   // a drag from elsewhere ends elsewhere
        #expect(client.foreignPaths.isEmpty)
    }

    /// Switched off, the table hands the client its own paths unchanged, and the client gets its
    /// delegates back.
    @Test func aFiniteTablePassesPathsThrough() throws {
        let client = ReorderingClient(["a", "b", "c", "d", "e"])
        let attachment = makeTable(client, infinite: false)
        let table = attachment.tableView
        #expect(table.dragDelegate === client)
        #expect(table.simulateDrop(from: IndexPath(row: 1, section: 0), at: IndexPath(row: 3, section: 0)) == .move)
        #expect(client.rows == ["a", "c", "d", "b", "e"])
        #expect(table.droppedItems.last?.indexPath == IndexPath(row: 3, section: 0))
        attachment.controller.setRequested(true)
        #expect(table.storedDragDelegate === attachment)
        #expect(table.dragDelegate === client)   // app code gets its object (issue 11, item 3)
        attachment.controller.setRequested(false)
        #expect(table.dragDelegate === client)
        #expect(table.dropDelegate === client)
        #expect(client.foreignPaths.isEmpty)
    }

    /// Where a placeholder drop animates to on UIKit: a laid-out row at or before the destination
    /// (the slot after a section's last row names no row), else the centred row.
    @Test func dropsAnimateToARowThatExists() throws {
        let client = ReorderingClient(["a", "b", "c"])
        let attachment = makeTable(client)
        let controller = attachment.controller
        let rows = attachment.tableView.numberOfRows(inSection: 0, caller: .system)
        #expect(controller.existingVirtualItem(near: IndexPath(row: 7, section: 0)) == VirtualIndexPath(section: 0, item: 7))
        #expect(controller.existingVirtualItem(near: IndexPath(row: rows, section: 0)) == VirtualIndexPath(section: 0, item: rows - 1))
        let centred = try #require(controller.centeredVirtualIndexPath)
        #expect(controller.existingVirtualItem(near: nil) == centred)
        #expect(controller.existingVirtualItem(near: IndexPath(row: 0, section: 9)) == centred)
    }
}

extension HostTableDragAndDropTests {
    /// While a drop session is over the table UIKit routes data-source calls through its own
    /// shadow updates: no recentering jump and no re-plan or reload of the library's own, however
    /// far UIKit autoscrolls and even when the size changes; once the session leaves, recentering
    /// resumes.
    @Test func nothingJumpsOrReloadsWhileADropSessionIsOver() {
        let client = ReorderingClient((0..<30).map { "r\($0)" })
        let attachment = makeTable(client)
        let table = attachment.tableView
        let before = attachment.statistics
        var during = before
        table.simulateDropSessionHovering(at: IndexPath(row: 2, section: 0)) {
            // UIKit's autoscroll near an edge of the view, up to the content's end.
            for _ in 0..<400 where table.contentOffset.y + table.viewportSize.height + 60 < table.contentSize.height {
                table.contentOffset.y += 30
                attachment.step()
            }
            // A user's move meanwhile: the reload that follows one (every copy is stale) waits.
            let paths = visiblePaths(attachment)
            guard paths.count >= 4 else {
                Issue.record("only \(paths.count) rows on screen")
                return
            }
            table.simulateMove(from: paths[1], toProposed: paths[3])
            for _ in 0..<3 { attachment.step() }
            table.viewportSize = CGSize(width: 390, height: 300)
            for _ in 0..<5 {
                table.layoutIfNeeded()
                attachment.step()
            }
            during = attachment.statistics
        }
        #expect(during.jumps == before.jumps)
        #expect(during.reloads == before.reloads && during.replans == before.replans)
        for _ in 0..<3 {
            table.layoutIfNeeded()
            table.contentOffset.y += 1
            attachment.step()
        }
        #expect(attachment.statistics.jumps > during.jumps)            // recentering resumed
        #expect(attachment.statistics.reloads == during.reloads + 1)   // and the move's reload ran
        #expect(client.foreignPaths.isEmpty, "\(client.foreignPaths)")
    }
}
