import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// A drag-and-drop reorder UIKit commits straight to a diffable data source's implementation
/// object (HostFidelity E-e): the commit carries the view's paths, which on a looping list the
/// library maps to the app's before the data source moves its item. UIKit drags for reordering
/// itself here: the list has no drag or drop delegate.
@Suite struct HostCollectionDiffableReorderingDropTests {
    /// The view's cells from top to bottom.
    @MainActor private func ordered(_ view: HostCollectionView) -> [HostCollectionViewCell] {
        view.visibleCells.sorted { $0.frame.minY < $1.frame.minY }
    }

    /// On a plain list the implementation gets the view's paths, which are the app's: the snapshot
    /// moves, the handlers see it, the data source's apply moves the cell; no `moveItemAt`, no reload.
    @Test func aDropOnAPlainListCommitsThroughTheImplementation() {
        let list = ReorderableCollection(["a", "b", "c", "d", "e"])
        list.view.layoutIfNeeded()
        let reloads = list.view.reloadCount
        #expect(list.view.simulateDiffableReorderingDrop(from: IndexPath(item: 1, section: 0), at: IndexPath(item: 3, section: 0)))
        #expect(list.dataSource.snapshot().itemIdentifiers == ["a", "c", "d", "b", "e"])
        #expect(list.didReorder == [["a", "c", "d", "b", "e"]])
        #expect(list.view.reloadCount == reloads)
        list.view.layoutIfNeeded()
        #expect(ordered(list.view).map(\.text) == ["a", "c", "d", "b", "e"])
        #expect(list.view.assertionFailures.isEmpty)
        #expect(list.dataSource.foreignPaths.isEmpty)
    }

    /// No reordering handlers: UIKit does not take this route.
    @Test func withoutReorderingHandlersNoSuchDropBegins() {
        let list = ReorderableCollection(["a", "b", "c"])
        list.dataSource.reorderingHandlers = HostDiffableReorderingHandlers()
        list.view.layoutIfNeeded()
        #expect(!list.view.simulateDiffableReorderingDrop(from: IndexPath(item: 0, section: 0), at: IndexPath(item: 2, section: 0)))
        #expect(list.dataSource.snapshot().itemIdentifiers == ["a", "b", "c"])
    }

    /// "d" dragged back across the end of a copy and dropped onto that copy's "a" on an infinite
    /// list: it lands where dropped — in the app's snapshot (after the previous copy's "e"), in the
    /// handlers' transaction, and on screen after the library's reload on the next turn: "d" in
    /// the slot it was dropped on, "e" still above it, the item that was there one row below; no
    /// reload inside the commit, no path outside the app's snapshot. Failed before: the
    /// implementation got the view's virtual paths (outside the snapshot: nothing moved).
    @Test func aDropAcrossTheEndOfACopyLandsWhereDroppedInEveryCopy() throws {
        let list = ReorderableCollection(["a", "b", "c", "d", "e"])
        let (view, dataSource) = (list.view, list.dataSource)
        let (infinite, moving, boundary) = try list.loopingWithAMoveAcrossACopysEnd()
        let screen = { (cell: HostCollectionViewCell) in cell.frame.minY - view.contentOffset.y }
        let slot = try screen(#require(view.visibleCells.first { $0.layoutIndexPath == boundary }))
        #expect(view.simulateDiffableReorderingDrop(from: moving, at: boundary))
        #expect(dataSource.foreignPaths.isEmpty, "the implementation was handed the view's paths")
        #expect(dataSource.snapshot().itemIdentifiers == ["a", "b", "c", "e", "d"])
        #expect(list.didReorder == [["a", "b", "c", "e", "d"]])
        #expect(view.reloadsInsideUserMoves == 0)
        for _ in 0..<3 { infinite.step() }
        view.layoutIfNeeded()
        #expect(infinite.statistics.reloads > 0)
        let shown = ordered(list.view).map { "\($0.text)@\(screen($0))" }
        for row in ["e@\(slot - 44)", "d@\(slot)", "a@\(slot + 44)"] { #expect(shown.contains(row), "\(row): \(shown)") }
        for cell in view.visibleCells {
            let path = infinite.sourceIndexPath(for: cell.layoutIndexPath ?? IndexPath())
            #expect(cell.text == dataSource.itemIdentifier(for: path), "\(cell.text) at \(path)")
        }
        #expect(dataSource.foreignPaths.isEmpty)
        #expect(view.assertionFailures.isEmpty)
    }
}
