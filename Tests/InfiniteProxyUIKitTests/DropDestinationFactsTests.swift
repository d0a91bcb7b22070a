#if canImport(UIKit) && canImport(XCTest)
import UIKit
import XCTest

/// Register entry D-a of `Docs/HostFidelity.md`: the index conventions the host's drop model
/// (`HostTableView.simulateDrop`) and the shipped `ReorderTranslation` rely on. A local move's
/// destination is the row the item ends at once it was removed from its old place — the path
/// `moveRow(at:to:)` takes, which Apple's drag-and-drop sample feeds straight from the drop; a drop
/// from elsewhere inserts at an insertion index, the row count at a section's end. (The drop
/// proposals themselves need a real drag: an XCUITest in an app target, see the register.)
@MainActor
final class DropDestinationFactsTests: XCTestCase {
    private func makeTable(_ client: LoggingTableClient) -> (UITableView, UIWindow) {
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

    /// The cell at each row of section 0, for `rows` rows (all on screen).
    private func cells(of table: UITableView, rows: Int) -> [UITableViewCell?] {
        (0..<rows).map { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
    }

    /// Register D-a. `moveRow(at: 1, to: 4)` leaves the rows as `remove(at: 1)` then
    /// `insert(_, at: 4)` leave an array: the destination counts rows after the removal (before
    /// it, the row would end at 3).
    func testMoveRowTakesTheDestinationAfterTheRowsRemoval() {
        let client = LoggingTableClient(counts: [10])
        let (table, window) = makeTable(client)
        let before = cells(of: table, rows: 10)
        XCTAssertTrue(before.allSatisfy { $0 != nil }, "every row on screen")
        table.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 4, section: 0))
        table.layoutIfNeeded()
        var expected = Array(0..<10)
        expected.insert(expected.remove(at: 1), at: 4)        // [0, 2, 3, 4, 1, 5, …]
        let after = cells(of: table, rows: 10)
        for (row, oldRow) in expected.enumerated() {
            XCTAssertTrue(after[row] === before[oldRow], "row \(row) should show the cell of old row \(oldRow)")
        }
        _ = window
    }

    /// Register D-a. An insertion at the row count (UIKit's header: "a row that does not yet
    /// exist") appends a row: no assertion, the rows before it keep their cells.
    func testInsertingAtTheRowCountAppendsARow() {
        let client = LoggingTableClient(counts: [5])
        let (table, window) = makeTable(client)
        let before = cells(of: table, rows: 5)
        let failures = UIKitAssertionRecorder.recording {
            client.counts = [6]
            table.insertRows(at: [IndexPath(row: 5, section: 0)], with: .none)
            table.layoutIfNeeded()
        }
        XCTAssertEqual(failures, [])
        XCTAssertEqual(table.numberOfRows(inSection: 0), 6)
        let after = cells(of: table, rows: 6)
        for row in 0..<5 { XCTAssertTrue(after[row] === before[row], "row \(row) kept its cell") }
        XCTAssertNotNil(after[5])
        _ = window
    }
}
#endif
