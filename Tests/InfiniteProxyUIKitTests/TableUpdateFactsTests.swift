#if canImport(UIKit) && canImport(XCTest)
import UIKit
import XCTest

/// How a real `UITableView` applies reloads, moves and batches: register entries T-f, T-g, T-h
/// (valid batches) and T-i of `Docs/HostFidelity.md`. Invalid batches, which UIKit asserts on,
/// are in `UIKitAssertionFactsTests`.
@MainActor
final class TableUpdateFactsTests: XCTestCase {
    private func makeTable(_ client: LoggingTableClient) -> (UITableView, UIWindow) {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(CountingTableCell.self, forCellReuseIdentifier: "row")
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = 44
        table.dataSource = client
        table.delegate = client
        let window = makeKeyWindow(holding: table)
        table.layoutIfNeeded()
        return (table, window)
    }

    private func cells(of table: UITableView) -> [Int: UITableViewCell] {
        var cells: [Int: UITableViewCell] = [:]
        for path in table.indexPathsForVisibleRows ?? [] { cells[path.row] = table.cellForRow(at: path) }
        return cells
    }

    /// Register T-f (a guess: the harder order). `reloadData()` reads the counts inside the call;
    /// the rows that were on screen end their display at the next layout, with the paths they were
    /// shown at — which the shrunken data no longer has.
    func testReloadDataReadsCountsAtOnceAndEndsDisplayWithTheOldPathsLater() {
        let client = LoggingTableClient(counts: [10])
        let (table, window) = makeTable(client)
        XCTAssertEqual(table.visibleCells.count, 10)
        client.clearLog()
        client.counts = [3]
        table.reloadData()
        let inside = client.log
        XCTAssertTrue(inside.contains("numberOfRows 0"), "counts read inside reloadData: \(inside)")
        XCTAssertFalse(inside.contains { $0.hasPrefix("didEndDisplaying") }, "display ended inside reloadData: \(inside)")
        client.clearLog()
        table.layoutIfNeeded()
        let ended = client.log.filter { $0.hasPrefix("didEndDisplaying") }
        XCTAssertEqual(Set(ended), Set((0..<10).map { "didEndDisplaying 0.\($0)" }))
        XCTAssertEqual(table.visibleCells.count, 3)
        _ = window
    }

    /// Register T-g (programmatic half; a user's drag of a reorder control needs a UI test).
    /// `moveRow(at:to:)` does not call the data source's `moveRowAt` and keeps the row's cell.
    func testProgrammaticMoveRowKeepsTheCellAndDoesNotCallMoveRowAt() throws {
        let client = LoggingTableClient(counts: [20])
        let (table, window) = makeTable(client)
        let moved = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        client.clearLog()
        table.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 4, section: 0))
        table.layoutIfNeeded()
        XCTAssertTrue(client.moves.isEmpty)
        XCTAssertFalse(client.log.contains("cellForRow 0.4"), "the moved row was not asked for again: \(client.log)")
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 4, section: 0)) === moved)
        _ = window
    }

    /// Register T-h. A batch inserting a row above keeps every surviving row's cell (now one row
    /// lower), does not move the offset, and a deleted row on screen ends its display with its
    /// path before the batch.
    func testBatchUpdatesKeepSurvivingCellsAndEndDeletedRowsWithTheirOldPaths() {
        let client = LoggingTableClient(counts: [30])
        let (table, window) = makeTable(client)
        table.contentOffset.y = 88
        table.layoutIfNeeded()
        let before = cells(of: table)
        let offset = table.contentOffset.y
        table.performBatchUpdates {
            client.counts = [31]
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        }
        table.layoutIfNeeded()
        XCTAssertEqual(table.contentOffset.y, offset, "UIKit does not keep rows still for inserts above")
        for (row, cell) in before {
            if let now = table.cellForRow(at: IndexPath(row: row + 1, section: 0)) {
                XCTAssertTrue(now === cell, "row \(row) kept its cell")
            }
        }
        client.clearLog()
        table.performBatchUpdates {
            client.counts = [30]
            table.deleteRows(at: [IndexPath(row: 5, section: 0)], with: .none)
        }
        table.layoutIfNeeded()
        // The deleted cell may stay for its animation; its display ends by the animation's end.
        XCTAssertTrue(runMainLoop(until: { client.log.contains("didEndDisplaying 0.5") }), "\(client.log)")
        _ = window
    }

    /// Register T-h (a guess). An empty batch re-asks heights, but only of the displayed rows.
    func testAnEmptyBatchMeasuresOnlyDisplayedRows() {
        let client = LoggingTableClient(counts: [500])
        client.height = { _ in 50 }
        let (table, window) = makeTable(client)
        client.clearLog()
        table.beginUpdates()
        table.endUpdates()
        table.layoutIfNeeded()
        let measured = client.log.compactMap { $0.hasPrefix("height 0.") ? Int($0.dropFirst("height 0.".count)) : nil }
        let lastVisible = table.indexPathsForVisibleRows?.last?.row ?? 0
        XCTAssertFalse(measured.isEmpty, "heights were asked again")
        XCTAssertLessThanOrEqual(measured.max() ?? 0, lastVisible + 2, "\(measured)")
        _ = window
    }

    /// Register T-i. `performBatchUpdates`' completion never runs inside the call, with
    /// animations on or off; it runs later on the main run loop, with `true`.
    func testBatchCompletionRunsAfterTheCallReturns() {
        let client = LoggingTableClient(counts: [20])
        let (table, window) = makeTable(client)
        for animated in [true, false] {
            let wereEnabled = UIView.areAnimationsEnabled
            UIView.setAnimationsEnabled(animated)
            defer { UIView.setAnimationsEnabled(wereEnabled) }
            var returned = false
            var ranInside = false
            var finished: Bool?
            table.performBatchUpdates({
                client.counts[0] += 1
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            }, completion: { done in
                ranInside = !returned
                finished = done
            })
            returned = true
            XCTAssertFalse(ranInside, "animations \(animated): completion ran inside performBatchUpdates")
            XCTAssertTrue(runMainLoop(until: { finished != nil }), "animations \(animated): no completion")
            XCTAssertEqual(finished, true)
        }
        _ = window
    }
}
#endif
