#if canImport(UIKit) && canImport(XCTest)
import InfiniteHostTesting
import InfiniteProxy
import UIKit
import XCTest

/// The table glue on real UIKit: one line makes an ordinary table loop, the client sees only its
/// own paths, and a long scroll keeps the invariants the headless sessions check.
@MainActor
final class InfiniteTableUIKitTests: XCTestCase {
    private func makeTable(rows: Int) -> (UITableView, RecordingTableClient, UIWindow) {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 44
        let client = RecordingTableClient(counts: [rows])
        table.dataSource = client
        table.delegate = client
        let window = makeKeyWindow(holding: table)
        return (table, client, window)
    }

    func testOneLineMakesAnOrdinaryTableLoop() {
        let (table, client, window) = makeTable(rows: 10)
        table.enableInfiniteScrolling = true
        table.layoutIfNeeded()
        XCTAssertTrue(table.infinite.isLooping)
        XCTAssertFalse(table.visibleCells.isEmpty)
        XCTAssertEqual(client.foreignPaths, [])
        _ = window
    }

    func testScrollingFiveHundredFramesDownKeepsEveryInvariant() {
        let (table, client, window) = makeTable(rows: 10)
        table.enableInfiniteScrolling = true
        table.layoutIfNeeded()
        var runner = SessionScriptRunner(list: UIKitScriptedList(table: table, client: client), counts: client.counts)
        runner.run(SessionScript(counts: client.counts,
                                 steps: SessionScript.drag(18_500, frames: 500) + SessionScript.drag(-26_500, frames: 500)))
        XCTAssertEqual(runner.checker.violations.map(\.description), [])
        XCTAssertGreaterThan(runner.checker.jumpsChecked, 0, "the session crossed copies")
        XCTAssertEqual(client.foreignPaths, [])
        _ = window
    }

    /// An app's network refresh: the data changes and `reloadData()` runs on a later main-queue
    /// turn, mid-session; the client keeps seeing only its own paths and the frames after the
    /// reload keep every invariant.
    func testAnAsynchronousReloadMidSessionKeepsTheClientsPaths() {
        let (table, client, window) = makeTable(rows: 10)
        table.enableInfiniteScrolling = true
        var runner = SessionScriptRunner(list: UIKitScriptedList(table: table, client: client), counts: client.counts)
        runner.run(SessionScript(counts: client.counts, steps: SessionScript.drag(4_000, frames: 200)))
        var reloaded = false
        DispatchQueue.main.async {
            client.change(to: [4])
            table.reloadData()
            reloaded = true
        }
        XCTAssertTrue(runMainLoop(until: { reloaded }))
        table.layoutIfNeeded()
        runner = SessionScriptRunner(list: UIKitScriptedList(table: table, client: client), counts: [4])
        runner.run(SessionScript(counts: [4], steps: SessionScript.drag(-6_000, frames: 300)))
        XCTAssertEqual(runner.checker.violations.map(\.description), [])
        XCTAssertTrue(table.infinite.isLooping)
        XCTAssertEqual(client.foreignPaths, [])
        _ = window
    }

    func testSwitchingOffGivesTheClientsBack() {
        let (table, client, window) = makeTable(rows: 10)
        table.enableInfiniteScrolling = true
        table.layoutIfNeeded()
        table.enableInfiniteScrolling = false
        XCTAssertTrue(table.dataSource === client)
        XCTAssertTrue(table.delegate === client)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 10)
        _ = window
    }

    func testADeallocatedClientLeavesAnEmptyTableNotACrash() {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let window = makeKeyWindow(holding: table)
        weak var weakClient: RecordingTableClient?
        do {
            let client = RecordingTableClient(counts: [10])
            weakClient = client
            table.dataSource = client
            table.delegate = client
            table.enableInfiniteScrolling = true
            table.layoutIfNeeded()
        }
        XCTAssertNil(weakClient)
        RunLoop.main.run(until: Date().addingTimeInterval(0.1))
        table.contentOffset.y += 500
        table.layoutIfNeeded()
        XCTAssertFalse(table.infinite.isLooping)
        _ = window
    }
}
#endif
