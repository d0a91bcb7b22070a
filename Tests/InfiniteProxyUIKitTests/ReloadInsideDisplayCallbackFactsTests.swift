#if canImport(UIKit) && canImport(XCTest)
import InfiniteHostTesting
import InfiniteProxy
import UIKit
import XCTest

/// A client that calls `reloadData()` from inside `cellForRowAt` or `willDisplay`: register entry
/// T-l of `Docs/HostFidelity.md` (F3/F5), which the host models in `HostTableView.layoutSubviews`
/// (the interrupted pass is laid out again before it returns), and the glue's answer to it
/// (host twins: `HostTableViewTests.aReloadInsideADisplayCallbackIsLaidOutInTheSamePassAsUIKit`,
/// `ReloadInsideCallbackTests.aSameDataReloadInsideADisplayCallbackMidFlingIsInvisible`).
@MainActor
final class ReloadInsideDisplayCallbackFactsTests: XCTestCase {
    /// Reloads once, from inside the next `cellForRowAt` (after its dequeue, as a "load more"
    /// client does) or `willDisplay`; `fired` runs with the log's length at that moment.
    private func reloadOnce(_ client: LoggingTableClient, inCellForRow: Bool, fired: @escaping (Int) -> Void) {
        if inCellForRow {
            client.makeCell = { [unowned client] tableView, path in
                client.makeCell = nil
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: path)
                fired(client.log.count)
                tableView.reloadData()
                return cell
            }
        } else {
            client.onWillDisplay = { [unowned client] tableView, _ in
                client.onWillDisplay = nil
                fired(client.log.count)
                tableView.reloadData()
            }
        }
    }

    /// Register T-l, on a plain table: 10 rows of 44 pt in a 200 pt table, scrolled to 130 so
    /// rows 5–7 arrive; the first of them reloads the (same) data from inside its callback. Within
    /// that one `layoutIfNeeded()` — no run-loop turn — every row on screen (2–7) is given a cell
    /// and a `willDisplay` *after* the reload, the table shows exactly those rows, and every cell
    /// that began its display and is not on screen ended it.
    ///
    /// A failure means the host's model is wrong: if the rows after the reload are missing from
    /// the log, UIKit leaves the reload's layout for a later pass (the transaction's commit or the
    /// next frame), and `HostTableView.layoutSubviews` must stop repeating the interrupted pass —
    /// the glue's position left pending by `ListController.reloadInsideLayout(keeping:)` would then
    /// be restored a pass later than the host shows. If displays do not balance, UIKit keeps (or
    /// never announces) a cell the host ends, and the glue's display records
    /// (`CallbackBridge.startDisplay`/`endDisplay`) would keep an entry UIKit never ends.
    private func checkReloadInsideACallbackIsLaidOutInTheSamePass(inCellForRow: Bool) throws {
        let client = LoggingTableClient(counts: [10])
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = 44
        table.estimatedRowHeight = 0
        table.dataSource = client
        table.delegate = client
        let window = makeKeyWindow(holding: table, size: CGSize(width: 390, height: 200))
        table.layoutIfNeeded()
        var firedAt: Int?
        reloadOnce(client, inCellForRow: inCellForRow) { firedAt = $0 }
        table.contentOffset.y = 130
        table.layoutIfNeeded()
        // Read before anything else asks the table (`visibleCells` may lay out on its own).
        let log = client.log
        let fired = try XCTUnwrap(firedAt, "no row arrived, so the reload never ran: \(log)")
        let afterReload = log[fired...]
        for row in 2...7 {
            XCTAssertTrue(afterReload.contains("cellForRow 0.\(row)"), "row \(row) not reloaded in the pass: \(afterReload)")
            XCTAssertTrue(afterReload.contains("willDisplay 0.\(row)"), "row \(row) not displayed in the pass: \(afterReload)")
        }
        let shown = table.visibleCells.map { RecordingTableClient.path(forTag: $0.tag).row }
        XCTAssertEqual(shown.sorted(), Array(2...7))
        let began = log.filter { $0.hasPrefix("willDisplay") }.count
        let ended = log.filter { $0.hasPrefix("didEndDisplaying") }.count
        XCTAssertEqual(began - ended, table.visibleCells.count, "displays do not balance: \(log)")
        // Not pinned (the host says yes): whether `willDisplay` still came for the cell whose
        // `cellForRowAt` reloaded. Printed for the register's simulator check.
        print("T-l (\(inCellForRow ? "cellForRowAt" : "willDisplay")): \(log)")
        _ = window
    }

    func testAReloadInsideWillDisplayIsLaidOutInTheSamePass() throws {
        try checkReloadInsideACallbackIsLaidOutInTheSamePass(inCellForRow: false)
    }

    func testAReloadInsideCellForRowIsLaidOutInTheSamePass() throws {
        try checkReloadInsideACallbackIsLaidOutInTheSamePass(inCellForRow: true)
    }

    /// Register T-l, the glue: an infinite table whose rows take their heights (65–99 pt, asked
    /// under the automatic estimate) as they are displayed, dragged 35 pt a frame, and a client
    /// that reloads the same data from inside a display callback every 20 frames. Every frame
    /// keeps the sessions' invariants (no visible jump: the reload is invisible), the client only
    /// ever sees its own rows, and the drag crossed copies. Host twin:
    /// `ReloadInsideCallbackTests.aSameDataReloadInsideADisplayCallbackMidFlingIsInvisible`.
    /// A failure with the fact tests above passing is a glue defect; with them failing, the
    /// host's model hid it.
    private func checkSameDataReloadsInsideCallbacksAreInvisible(inCellForRow: Bool) {
        let client = LoggingTableClient(counts: [20])
        client.height = { path in 65 + CGFloat(path.row % 3) * 17 }
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.contentInsetAdjustmentBehavior = .never
        table.dataSource = client
        table.delegate = client
        let window = makeKeyWindow(holding: table, size: CGSize(width: 390, height: 500))
        table.enableInfiniteScrolling = true
        table.layoutIfNeeded()
        XCTAssertTrue(table.infinite.isLooping)
        var runner = SessionScriptRunner(list: UIKitScriptedList(table: table, loggingClient: client), counts: client.counts)
        runner.start()
        var fired = 0
        for frame in 0..<400 {
            if frame % 20 == 5 { reloadOnce(client, inCellForRow: inCellForRow) { _ in fired += 1 } }
            runner.perform(.move(35))
        }
        XCTAssertGreaterThanOrEqual(fired, 10, "the reloads inside the callbacks did not happen")
        XCTAssertEqual(runner.checker.violations.map(\.description), [])
        XCTAssertGreaterThan(runner.checker.jumpsChecked, 0, "the drag crossed copies")
        XCTAssertTrue(table.infinite.isLooping)
        _ = window
    }

    func testSameDataReloadsInsideWillDisplayOnAnInfiniteTableAreInvisible() {
        checkSameDataReloadsInsideCallbacksAreInvisible(inCellForRow: false)
    }

    func testSameDataReloadsInsideCellForRowOnAnInfiniteTableAreInvisible() {
        checkSameDataReloadsInsideCallbacksAreInvisible(inCellForRow: true)
    }
}
#endif
