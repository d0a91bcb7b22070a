import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

@MainActor
private func makeDiffableTable(_ items: [String], infinite: Bool)
    -> (HostTableView, HostTableDiffableDataSource<Int, String>, HostTableAttachment?) {
    let table = makeTable(height: 600)
    table.register(HostTableViewCell.self, forCellReuseIdentifier: "row")
    let dataSource = HostTableDiffableDataSource<Int, String>(tableView: table) { table, path, item in
        let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
        cell.text = item
        return cell
    }
    var snapshot = HostDiffableSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(items, toSection: 0)
    dataSource.apply(snapshot, animatingDifferences: false)
    let attachment = infinite ? HostTableAttachment(tableView: table) : nil
    table.layoutIfNeeded()
    return (table, dataSource, attachment)
}

/// A user's reorder through a diffable data source (HostFidelity E-e): the table records its own
/// move, the data source commits the move to its snapshot inside `moveRowAt`, and a snapshot
/// whose move is not the table's makes the data source reload the table inside the move.
@Suite struct HostDiffableReorderTests {
    @Test func theSnapshotsMoveIsTheOneTheTableExpected() {
        var snapshot = HostDiffableSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c", "d"], toSection: 0)
        let moved = snapshot.reordered(movingItemAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
        #expect(moved?.itemIdentifiers == ["b", "c", "d", "a"])
        let update = snapshot.batchUpdate(to: moved ?? snapshot)
        let expected = HostMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
        #expect(HostDiffableReorder.matches(expected: expected, update: update))
        #expect(HostDiffableReorder.matches(expected: expected, update: HostBatchUpdate()))
        let other = HostMove(from: IndexPath(row: 20, section: 0), to: IndexPath(row: 23, section: 0))
        #expect(!HostDiffableReorder.matches(expected: other, update: update))
        #expect(snapshot.reordered(movingItemAt: IndexPath(row: 4, section: 0), to: IndexPath(row: 0, section: 0)) == nil)
        #expect(snapshot.reordered(movingItemAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 4, section: 0)) == nil)
    }

    /// On a plain table the snapshot's move is the table's: no reload, the row keeps its cell.
    @Test func aReorderOnAPlainTableCommitsTheMoveWithoutAReload() {
        let (table, dataSource, _) = makeDiffableTable(["a", "b", "c", "d", "e"], infinite: false)
        let reloads = table.reloadCount
        table.simulateMove(from: IndexPath(row: 1, section: 0), toProposed: IndexPath(row: 3, section: 0))
        #expect(dataSource.snapshot().itemIdentifiers == ["a", "c", "d", "b", "e"])
        #expect(dataSource.reorderApplies == 1)
        #expect(dataSource.reorderMismatchReloads == 0)
        #expect(table.reloadCount == reloads)
        #expect(table.expectedDiffableUpdate == nil)
        table.layoutIfNeeded()
        #expect(table.visibleCells.map(\.text) == ["a", "c", "d", "b", "e"])
        #expect(table.assertionFailures.isEmpty)
    }

    /// "d" dragged back over the end of a copy, to just before that copy's "a": UIKit's move and
    /// the snapshot's differ (virtual against the app's paths), so the data source reloads the
    /// table inside the move. The library lets no reload run there: the move lands in the app's
    /// snapshot where it was dropped, and every copy shows it after the reload on the next turn.
    /// Failed before: one reload inside the move (the library reloaded synchronously).
    @Test func aDiffableReorderAcrossTheEndOfACopyLandsWhereDroppedWithoutAReloadInsideTheMove() throws {
        let (table, dataSource, attachment) = makeDiffableTable(["a", "b", "c", "d", "e"], infinite: true)
        let infinite = try #require(attachment)
        let paths = table.visibleCells.compactMap(\.layoutIndexPath).sorted()
        let source = { (path: IndexPath) in infinite.sourceIndexPath(for: path).row }
        let boundary = try #require(paths.dropFirst().first { source($0) == 0 })
        let moving = try #require(paths.first { $0.row > boundary.row && source($0) == 3 })
        table.simulateMove(from: moving, toProposed: boundary)
        #expect(dataSource.snapshot().itemIdentifiers == ["a", "b", "c", "e", "d"])
        #expect(dataSource.reorderApplies == 1)
        #expect(table.reloadsInsideUserMoves == 0)
        #expect(dataSource.foreignPaths.isEmpty)
        table.layoutIfNeeded()
        let shown = { table.visibleCells.map { "\($0.text)@\($0.frame.minY - table.contentOffset.y)" } }
        let before = shown()
        let dropped = try #require(table.visibleCells.firstIndex { $0.layoutIndexPath == boundary })
        #expect(before[dropped].hasPrefix("d@"))
        for _ in 0..<3 { infinite.step() }
        table.layoutIfNeeded()
        #expect(infinite.statistics.reloads > 0)
        let after = shown()
        for index in dropped - 1...dropped + 1 { #expect(after.contains(before[index]), "\(before) → \(after)") }
        for cell in table.visibleCells {
            let path = infinite.sourceIndexPath(for: cell.layoutIndexPath ?? IndexPath())
            #expect(cell.text == dataSource.itemIdentifier(for: path), "\(cell.text) at \(path)")
        }
        #expect(dataSource.foreignPaths.isEmpty)
        #expect(table.assertionFailures.isEmpty)
    }
}
