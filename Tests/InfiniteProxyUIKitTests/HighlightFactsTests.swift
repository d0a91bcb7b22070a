#if canImport(UIKit) && canImport(XCTest)
import UIKit
import XCTest

/// What UIKit does with a highlight that the controller keeps on every twin of an item: register
/// entry I-b of `Docs/HostFidelity.md`. A touch cannot be synthesized here, so the tests call the
/// table's own highlight entry point that `touchesBegan` calls (a stack trace in public reports:
/// `-[UITableView touchesBegan:withEvent:]` → `highlightRowAtIndexPath:animated:scrollPosition:`).
@MainActor
final class HighlightFactsTests: XCTestCase {
    /// Logs the highlight callbacks with the rows it gets.
    private final class Client: NSObject, UITableViewDataSource, UITableViewDelegate {
        var log: [String] = []
        var onWillDisplay: ((UITableViewCell, IndexPath) -> Void)?

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }

        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            onWillDisplay?(cell, indexPath)
        }

        func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
            log.append("should \(indexPath.row)")
            return true
        }

        func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
            log.append("did \(indexPath.row)")
        }

        func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
            log.append("undid \(indexPath.row)")
        }
    }

    private func makeTable(_ client: Client) -> (UITableView, UIWindow) {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = 44
        table.dataSource = client
        table.delegate = client
        let window = makeKeyWindow(holding: table)
        table.layoutIfNeeded()
        return (table, window)
    }

    /// The table's own highlight (what a touch down runs): true when the row was highlighted.
    private func highlight(_ table: UITableView, row: Int) -> Bool {
        let selector = NSSelectorFromString("highlightRowAtIndexPath:animated:scrollPosition:")
        guard table.responds(to: selector) else { XCTFail("no highlightRowAtIndexPath:animated:scrollPosition:"); return false }
        typealias Function = @convention(c) (AnyObject, Selector, NSIndexPath, Bool, Int) -> Bool
        let function = unsafeBitCast(table.method(for: selector), to: Function.self)
        return function(table, selector, IndexPath(row: row, section: 0) as NSIndexPath, false, 0)
    }

    /// The table's own unhighlight (what a touch up or cancel runs).
    private func unhighlight(_ table: UITableView, row: Int) {
        let selector = NSSelectorFromString("unhighlightRowAtIndexPath:animated:")
        guard table.responds(to: selector) else { return XCTFail("no unhighlightRowAtIndexPath:animated:") }
        typealias Function = @convention(c) (AnyObject, Selector, NSIndexPath, Bool) -> Void
        let function = unsafeBitCast(table.method(for: selector), to: Function.self)
        function(table, selector, IndexPath(row: row, section: 0) as NSIndexPath, false)
    }

    /// I-b (1). A touch down asks `shouldHighlightRowAt`, sets the cell highlighted and calls
    /// `didHighlightRowAt`; the release calls `didUnhighlightRowAt` and clears the cell.
    func testHighlightAsksThenSetsTheCellThenTellsTheDelegate() {
        let client = Client()
        let (table, window) = makeTable(client)
        XCTAssertTrue(highlight(table, row: 3))
        XCTAssertEqual(client.log, ["should 3", "did 3"])
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isHighlighted, true)
        unhighlight(table, row: 3)
        XCTAssertEqual(client.log, ["should 3", "did 3", "undid 3"])
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isHighlighted, false)
        withExtendedLifetime(window) {}
    }

    /// I-b (2). The table's highlighted row outlives `reloadData`: after the reload and a layout
    /// pass its new cell shows highlighted, and the release still calls `didUnhighlightRowAt`.
    func testHighlightedRowOutlivesReloadData() {
        let client = Client()
        let (table, window) = makeTable(client)
        XCTAssertTrue(highlight(table, row: 3))
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isHighlighted, true)
        unhighlight(table, row: 3)
        XCTAssertEqual(client.log.last, "undid 3")
        withExtendedLifetime(window) {}
    }

    /// I-b (3). A cell highlighted by the glue in `willDisplay` (`setHighlighted`, no delegate
    /// call) shows highlighted; the table tells the delegate nothing; a cell reused for another
    /// row shows unhighlighted (the table sets the state when it configures a cell).
    func testCellHighlightedInWillDisplayStaysAndReuseClearsIt() {
        let client = Client()
        let (table, window) = makeTable(client)
        client.onWillDisplay = { cell, path in if path.row == 40 { cell.setHighlighted(true, animated: false) } }
        table.scrollToRow(at: IndexPath(row: 40, section: 0), at: .middle, animated: false)
        table.layoutIfNeeded()
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 40, section: 0))?.isHighlighted, true)
        XCTAssertEqual(client.log, [])
        client.onWillDisplay = nil
        table.scrollToRow(at: IndexPath(row: 150, section: 0), at: .middle, animated: false)
        table.layoutIfNeeded()
        XCTAssertTrue(table.visibleCells.allSatisfy { !$0.isHighlighted })
        withExtendedLifetime(window) {}
    }
}
#endif
