import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// A list of 44-pt rows with a diffable data source whose `reorderingHandlers` allow every item
/// and record each reordering transaction (also `HostCollectionDiffableReorderingDropTests`).
@MainActor
final class ReorderableCollection {
    let view: HostCollectionView
    let dataSource: HostCollectionDiffableDataSource<Int, String>
    private(set) var willReorder: [[String]] = []
    private(set) var didReorder: [[String]] = []

    init(_ items: [String]) {
        view = flowCollectionView(itemSize: CGSize(width: 390, height: 44), viewport: CGSize(width: 390, height: 600))
        dataSource = HostCollectionDiffableDataSource<Int, String>(collectionView: view) { view, path, item in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
            cell.text = item
            return cell
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.willReorder = { [unowned self] in willReorder.append($0.initialSnapshot.itemIdentifiers) }
        dataSource.reorderingHandlers.didReorder = { [unowned self] in didReorder.append($0.finalSnapshot.itemIdentifiers) }
        var snapshot = HostDiffableSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items, toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// The list made infinite and laid out, with a move back across the end of a copy: the
    /// second copy start on screen (`boundary`, an "a") and a later "d" (`moving`).
    func loopingWithAMoveAcrossACopysEnd() throws -> (infinite: HostCollectionAttachment, moving: IndexPath, boundary: IndexPath) {
        let infinite = HostCollectionAttachment(collectionView: view)
        view.layoutIfNeeded()
        let paths = view.visibleCells.compactMap(\.layoutIndexPath).sorted()
        let source = { (path: IndexPath) in infinite.sourceIndexPath(for: path).item }
        let boundary = try #require(paths.dropFirst().first { source($0) == 0 })
        let moving = try #require(paths.first { $0.item > boundary.item && source($0) == 3 })
        return (infinite, moving, boundary)
    }

    /// The user drags the item at `from` over the item at `over` and lets go.
    func drag(_ from: IndexPath, over: IndexPath) -> Bool {
        guard view.beginInteractiveMovementForItem(at: from),
              let target = view.layoutAttributesForItem(at: over, caller: .system) else { return false }
        view.updateInteractiveMovementTargetPosition(CGPoint(x: target.frame.midX, y: target.frame.midY))
        view.endInteractiveMovement()
        return true
    }
}

/// A user's interactive movement on a collection view whose diffable data source has
/// `reorderingHandlers` (HostFidelity E-e): `canMoveItemAt` asks `canReorderItem`, the end of the
/// movement commits through `moveItemAt` with the view's move expected, and the handlers see the
/// reordering transaction.
@Suite struct HostCollectionViewInteractiveMovementTests {
    /// On a plain list the snapshot's move is the view's: no reload, the handlers see the
    /// transaction, the cells show the new order.
    @Test func anInteractiveMovementOnAPlainListCommitsThroughTheReorderingHandlers() {
        let list = ReorderableCollection(["a", "b", "c", "d", "e"])
        list.view.layoutIfNeeded()
        let reloads = list.view.reloadCount
        #expect(list.drag(IndexPath(item: 1, section: 0), over: IndexPath(item: 3, section: 0)))
        #expect(list.dataSource.snapshot().itemIdentifiers == ["a", "c", "d", "b", "e"])
        #expect(list.willReorder == [["a", "b", "c", "d", "e"]])
        #expect(list.didReorder == [["a", "c", "d", "b", "e"]])
        #expect(list.dataSource.reorderApplies == 1)
        #expect(list.dataSource.reorderMismatchReloads == 0)
        #expect(list.view.reloadCount == reloads)
        #expect(list.view.expectedDiffableUpdate == nil)
        list.view.layoutIfNeeded()
        #expect(list.view.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.map(\.text) == ["a", "c", "d", "b", "e"])
        #expect(list.view.assertionFailures.isEmpty)
    }

    /// `canReorderItem` decides, and a cancelled movement commits nothing.
    @Test func canReorderItemDecidesWhetherAMovementBegins() {
        let list = ReorderableCollection(["a", "b", "c"])
        list.dataSource.reorderingHandlers.canReorderItem = { $0 != "b" }
        list.view.layoutIfNeeded()
        #expect(!list.view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        #expect(list.view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        list.view.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 100))
        list.view.cancelInteractiveMovement()
        #expect(list.dataSource.snapshot().itemIdentifiers == ["a", "b", "c"])
        #expect(list.didReorder.isEmpty)
        list.dataSource.reorderingHandlers.canReorderItem = nil
        #expect(!list.view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    }

    /// "d" dragged back over the end of a copy, onto that copy's "a", on an infinite list: the
    /// view's move (virtual paths) and the snapshot's (the app's) differ, so the data source
    /// reloads the view inside the move; the library lets no reload run there. The move lands in
    /// the app's snapshot where it was dropped, the handlers see the app's order, and every copy
    /// shows it after the reload on the next turn. (The library passed unchanged: the host did
    /// not model a collection view's interactive movement or reordering handlers before.)
    @Test func aDiffableReorderAcrossTheEndOfACopyLandsWhereDroppedWithoutAReloadInsideTheMove() throws {
        let list = ReorderableCollection(["a", "b", "c", "d", "e"])
        let (view, dataSource) = (list.view, list.dataSource)
        let (infinite, moving, boundary) = try list.loopingWithAMoveAcrossACopysEnd()
        #expect(list.drag(moving, over: boundary))
        #expect(dataSource.snapshot().itemIdentifiers == ["a", "b", "c", "e", "d"])
        #expect(list.didReorder == [["a", "b", "c", "e", "d"]])
        #expect(dataSource.reorderApplies == 1)
        #expect(dataSource.reorderMismatchReloads == 1, "the data source asked for a reload inside the move")
        #expect(view.reloadsInsideUserMoves == 0)
        #expect(dataSource.foreignPaths.isEmpty)
        view.layoutIfNeeded()
        let screen = { (cell: HostCollectionViewCell) in cell.frame.minY - view.contentOffset.y }
        let ordered = { view.visibleCells.sorted { $0.frame.minY < $1.frame.minY } }
        let shown = { ordered().map { "\($0.text)@\(screen($0))" } }
        let before = shown()
        let dropped = try #require(ordered().firstIndex { $0.layoutIndexPath == boundary })
        #expect(before[dropped].hasPrefix("d@"))
        for _ in 0..<3 { infinite.step() }
        view.layoutIfNeeded()
        #expect(infinite.statistics.reloads > 0)
        let after = shown()
        for index in dropped - 1...dropped + 1 { #expect(after.contains(before[index]), "\(before) → \(after)") }
        for cell in view.visibleCells {
            let path = infinite.sourceIndexPath(for: cell.layoutIndexPath ?? IndexPath())
            #expect(cell.text == dataSource.itemIdentifier(for: path), "\(cell.text) at \(path)")
        }
        #expect(dataSource.foreignPaths.isEmpty)
        #expect(view.assertionFailures.isEmpty)
    }
}
