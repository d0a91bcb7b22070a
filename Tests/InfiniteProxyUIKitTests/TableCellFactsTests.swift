#if canImport(UIKit) && canImport(XCTest)
import UIKit
import XCTest

/// How a real `UITableView` hands out cells and in which order it calls its client: register
/// entries T-d (reuse) and T-e (callback order) of `Docs/HostFidelity.md`.
@MainActor
final class TableCellFactsTests: XCTestCase {
    /// A table of `size` without safe-area insets, so row positions are exact.
    private func makeTable(_ client: LoggingTableClient, size: CGSize = CGSize(width: 390, height: 844),
                           configure: (UITableView) -> Void = { _ in }) -> (UITableView, UIWindow) {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(CountingTableCell.self, forCellReuseIdentifier: "row")
        table.contentInsetAdjustmentBehavior = .never
        configure(table)
        table.dataSource = client
        table.delegate = client
        let window = makeKeyWindow(holding: table, size: size)
        table.layoutIfNeeded()
        return (table, window)
    }

    /// Register T-d. Scrolling 30 000 pt through 2 000 rows reuses cells: the distinct cell objects
    /// ever displayed stay within the rows on screen plus two, and every cell handed out again went
    /// through `prepareForReuse` (the host's pool per identifier).
    func testScrollingReusesABoundedSetOfCells() {
        let client = LoggingTableClient(counts: [2_000])
        var handedOut = 0
        var cells: [ObjectIdentifier: CountingTableCell] = [:]
        client.makeCell = { table, path in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
            handedOut += 1
            if let counting = cell as? CountingTableCell { cells[ObjectIdentifier(counting)] = counting }
            return cell
        }
        let (table, window) = makeTable(client) { $0.rowHeight = 44 }
        var mostVisible = table.visibleCells.count
        for _ in 0..<1_000 {
            table.contentOffset.y += 30
            table.layoutIfNeeded()
            mostVisible = max(mostVisible, table.visibleCells.count)
        }
        XCTAssertLessThanOrEqual(client.displayedCells.count, mostVisible + 2)
        XCTAssertEqual(cells.count, client.displayedCells.count, "every cell made was displayed")
        XCTAssertGreaterThan(handedOut, 600)
        let reuses = cells.values.reduce(0) { $0 + $1.reuses }
        XCTAssertEqual(reuses, handedOut - cells.count, "every cell handed out again went through prepareForReuse")
        _ = window
    }

    /// Register T-e. The first layout reads the counts, then per displayed row asks its height,
    /// its cell, then `willDisplay`; assigning the offset calls `scrollViewDidScroll` at once, and
    /// at the next layout the leaving row ends its display before the arriving row's cell is made.
    func testCallbacksComeInTheHostsOrder() throws {
        let client = LoggingTableClient(counts: [5])
        client.height = { _ in 40 }
        let (table, window) = makeTable(client, size: CGSize(width: 390, height: 100))
        let log = client.log
        let firstCell = try XCTUnwrap(log.firstIndex { $0.hasPrefix("cellForRow") })
        XCTAssertLessThan(try XCTUnwrap(log.firstIndex(of: "numberOfRows 0")), firstCell, "counts before cells")
        XCTAssertEqual(log.filter { $0.hasPrefix("willDisplay") }, ["willDisplay 0.0", "willDisplay 0.1", "willDisplay 0.2"])
        for row in 0..<3 {
            let height = try XCTUnwrap(log.firstIndex(of: "height 0.\(row)"), "row \(row) measured")
            let cell = try XCTUnwrap(log.firstIndex(of: "cellForRow 0.\(row)"))
            let display = try XCTUnwrap(log.firstIndex(of: "willDisplay 0.\(row)"))
            XCTAssertLessThan(height, cell, "row \(row): height before its cell")
            XCTAssertLessThan(cell, display, "row \(row): cell before willDisplay")
        }
        client.clearLog()
        table.contentOffset.y = 45
        XCTAssertEqual(client.log, ["didScroll"], "the offset changes first, the rows at the next layout")
        table.layoutIfNeeded()
        let scrolled = client.log
        let ended = try XCTUnwrap(scrolled.firstIndex(of: "didEndDisplaying 0.0"))
        let arrived = try XCTUnwrap(scrolled.firstIndex(of: "cellForRow 0.3"))
        let shown = try XCTUnwrap(scrolled.firstIndex(of: "willDisplay 0.3"))
        XCTAssertLessThan(ended, arrived, "leaving rows end before arriving rows: \(scrolled)")
        XCTAssertLessThan(arrived, shown)
        _ = window
    }
}
#endif
