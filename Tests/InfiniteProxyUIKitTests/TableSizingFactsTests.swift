#if canImport(UIKit) && canImport(XCTest)
import InfiniteHostTesting
import SwiftUI
import UIKit
import XCTest

/// How a real `UITableView` sizes its rows — estimates, measuring on display, its own offset
/// corrections: register entries T-a, T-b and T-k of `Docs/HostFidelity.md`, which the host models
/// in `HostTableView` and the planner (`TableMeasurement`) relies on.
@MainActor
final class TableSizingFactsTests: XCTestCase {
    private func makeTable(_ client: LoggingTableClient, configure: (UITableView) -> Void = { _ in })
        -> (UITableView, UIWindow) {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        configure(table)
        table.dataSource = client
        table.delegate = client
        let window = makeKeyWindow(holding: table)
        table.layoutIfNeeded()
        return (table, window)
    }

    private func measuredRows(_ log: [String]) -> Set<Int> {
        Set(log.compactMap { $0.hasPrefix("height 0.") ? Int($0.dropFirst("height 0.".count)) : nil })
    }

    /// Register T-a. Since iOS 11 a table estimates row heights by default (`automaticDimension`);
    /// the host's default must match, or the plans the tests check are not the plans apps get.
    func testEstimatedRowHeightDefaultsToAutomaticDimension() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        XCTAssertEqual(table.estimatedRowHeight, UITableView.automaticDimension)
    }

    /// Register T-a. Under the automatic estimate `heightForRowAt` is asked only for the rows being
    /// displayed (plus at most a row or two UIKit lays out ahead), not for the whole table.
    func testUnderTheAutomaticEstimateOnlyDisplayedRowsAreMeasured() {
        let client = LoggingTableClient(counts: [100])
        client.height = { path in 30 + CGFloat(path.row % 5) * 10 }
        let (table, window) = makeTable(client)
        let measured = measuredRows(client.log)
        let visible = table.indexPathsForVisibleRows?.map(\.row) ?? []
        XCTAssertFalse(visible.isEmpty)
        XCTAssertTrue(Set(visible).isSubset(of: measured), "displayed rows are measured")
        XCTAssertLessThanOrEqual(measured.max() ?? 0, (visible.max() ?? 0) + 2, "rows far below were measured: \(measured.sorted())")
        _ = window
    }

    /// Register T-a. `estimatedRowHeight = 0` turns estimates off: every row is measured at load,
    /// before the first cell is asked for.
    func testWithoutEstimatesEveryRowIsMeasuredBeforeTheFirstCell() throws {
        let client = LoggingTableClient(counts: [100])
        client.height = { path in 30 + CGFloat(path.row % 5) * 10 }
        let (_, window) = makeTable(client) { $0.estimatedRowHeight = 0 }
        let firstCell = try XCTUnwrap(client.log.firstIndex { $0.hasPrefix("cellForRow") })
        XCTAssertEqual(measuredRows(Array(client.log[..<firstCell])), Set(0..<100))
        _ = window
    }

    /// Register T-b. Rows estimated at 40 pt and 60–150 pt in reality: scrolled far down, then
    /// dragged up frame by frame, rows above the screen take their real heights as they arrive and
    /// UIKit moves `contentOffset` by the difference, so no row on screen moves other than by the
    /// drag (the host's `offsetCompensation`). Checked by the sessions' runner and checker.
    func testRowsTakingTheirRealHeightAboveTheScreenDoNotMoveVisibleRows() {
        let client = LoggingTableClient(counts: [1_000])
        client.height = { path in 60 + CGFloat((path.row * 37) % 91) }
        let (table, window) = makeTable(client) { $0.estimatedRowHeight = 40 }
        table.contentOffset.y = 20_000
        table.layoutIfNeeded()
        let list = UIKitScriptedList(scrollView: table, axis: .vertical) { visibleItems(of: table) }
        var runner = SessionScriptRunner(list: list, counts: client.counts)
        runner.run(SessionScript(counts: client.counts, steps: SessionScript.drag(-3_600, frames: 300)))
        XCTAssertEqual(runner.checker.violations.map(\.description), [])
        XCTAssertGreaterThan(runner.checker.jumpsChecked, 0, "UIKit corrected the offset as rows above took their height")
        _ = window
    }

    /// Register T-k. A positive `rowHeight`, the automatic estimate and a delegate with no sizing
    /// methods: every row is placed exactly at `rowHeight` (the automatic estimate is `rowHeight`),
    /// so scrolling to the end and back never corrects the offset.
    func testFixedRowHeightUnderTheAutomaticEstimateIsExact() throws {
        let client = LoggingTableClient(counts: [1_000])
        let (table, window) = makeTable(client) { $0.rowHeight = 44 }
        XCTAssertEqual(table.contentSize.height, 44_000)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 999, section: 0)).minY, 43_956)
        let bottom = table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height
        for target in stride(from: CGFloat(0), through: bottom, by: 2_000) + [bottom, 20_000, 0] {
            table.contentOffset.y = target
            table.layoutIfNeeded()
            XCTAssertEqual(table.contentOffset.y, target, "UIKit corrected the offset at \(target)")
        }
        XCTAssertEqual(table.contentSize.height, 44_000)
        _ = window
    }

    /// Register T-k (a guess). A height learned by displaying a row is forgotten by `reloadData`:
    /// a row displayed before the reload but not after is laid out at the estimate again. The
    /// planner counts a learned height never above the row's estimate because of this.
    func testReloadDataForgetsMeasuredHeights() {
        let client = LoggingTableClient(counts: [1_000])
        client.height = { path in 44 + CGFloat(path.row % 3) * 20 }
        let (table, window) = makeTable(client) { $0.rowHeight = 44 }
        let row = IndexPath(row: 1, section: 0)
        XCTAssertEqual(table.rectForRow(at: row).height, 64, "row 1 was displayed and measured")
        table.contentOffset.y = 20_000
        table.layoutIfNeeded()
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertFalse(table.indexPathsForVisibleRows?.contains(row) ?? true)
        XCTAssertEqual(table.rectForRow(at: row).height, 44, "row 1 keeps its measured height after reloadData")
        _ = window
    }

    /// Register U-a (a guess). A `UIHostingConfiguration` row whose SwiftUI content grows is
    /// resized in place (iOS 16 `selfSizingInvalidation`, on by default): it gets its new height,
    /// the row below moves down by the difference, its own top and `contentOffset` stay.
    @available(iOS 16.0, *)
    func testAHostedRowThatGrowsIsResizedInPlace() throws {
        final class Extra: ObservableObject { @Published var points: CGFloat = 0 }
        struct Row: View {
            let row: Int
            @ObservedObject var extra: Extra
            var body: some View {
                Text("row \(row)").frame(height: 60 + (row == 12 ? extra.points : 0))
            }
        }
        final class Source: NSObject, UITableViewDataSource {
            let extra = Extra()
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                cell.contentConfiguration = UIHostingConfiguration { Row(row: indexPath.row, extra: extra) }.margins(.all, 0)
                return cell
            }
        }
        let source = Source()
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        let window = makeKeyWindow(holding: table)
        table.contentOffset.y = 600
        table.layoutIfNeeded()
        let grown = IndexPath(row: 12, section: 0), below = IndexPath(row: 13, section: 0)
        let before = (table.rectForRow(at: grown), table.rectForRow(at: below), table.contentOffset.y)
        XCTAssertEqual(before.0.height, 60, accuracy: 1)
        source.extra.points = 120
        for _ in 0..<5 {
            RunLoop.main.run(until: Date().addingTimeInterval(0.05))
            table.layoutIfNeeded()
        }
        XCTAssertEqual(table.rectForRow(at: grown).height, 180, accuracy: 1, "the row took its new height")
        XCTAssertEqual(table.rectForRow(at: grown).minY, before.0.minY, accuracy: 0.5, "its top stayed")
        XCTAssertEqual(table.rectForRow(at: below).minY, before.1.minY + 120, accuracy: 1, "the row below moved down")
        XCTAssertEqual(table.contentOffset.y, before.2, accuracy: 0.5, "the offset stayed")
        _ = window
    }
}
#endif
