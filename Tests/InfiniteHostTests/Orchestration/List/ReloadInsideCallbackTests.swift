import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// A table wired to `client`, made infinite by the shipped controller, laid out.
private func makeList(_ client: PlainClient, height: CGFloat = 600) -> HostTableAttachment {
    let table = makeTable(height: height)
    table.dataSource = client
    table.delegate = client
    let attachment = HostTableAttachment(tableView: table)
    table.layoutIfNeeded()
    return attachment
}

/// Flings both ways and lets the table settle, so every copy's rows are displayed.
private func flingBothWays(_ attachment: HostTableAttachment) {
    for velocity in [-8_000, 8_000] as [CGFloat] {
        attachment.tableView.fling(velocity: CGPoint(x: 0, y: velocity))
        for _ in 0..<240 { attachment.step() }
    }
}

/// Issue 14, F3 and F5 (minimised from the adversarial suite's `reloadsChangingTheDataInsideWillDisplay`):
/// a client that calls `reloadData()` from inside `cellForRowAt` or `willDisplay`.
@Suite struct ReloadInsideCallbackTests {
    /// F3, seed 24008: the client shrinks its data inside `willDisplay` and reloads while the
    /// table lays out for the controller itself (the restore after an app's reload). That reload
    /// must re-plan: the table's counts come from the plan, and a stale plan hands the client the
    /// rows it no longer has (`cellForRowAt [0, 9]` of 8 rows) for as long as the table lives.
    @Test func aDataChangeInsideWillDisplayDuringTheControllersLayoutReplans() {
        let client = PlainClient(counts: [12])
        client.height = { _ in 50 }
        let attachment = makeList(client)
        let table = attachment.tableView
        client.onWillDisplay = { tableView, _ in
            client.onWillDisplay = nil
            client.counts = [8]
            tableView.reloadData()
        }
        table.reloadData()   // the app's own reload: the controller restores with layouts of its own
        #expect(client.onWillDisplay == nil, "the reload inside willDisplay did not happen")
        table.layoutIfNeeded()
        flingBothWays(attachment)
        #expect(attachment.engine.repetition.sourceItemCounts == [8])
        #expect(client.foreignPaths.isEmpty, "\(client.foreignPaths.prefix(4))")
        #expect(table.assertionFailures.isEmpty)
    }

    /// F5, seeds 24020, 24030, 24048 (long run), minimised: ten self-sizing rows (65 pt under the
    /// automatic estimate) and a client that reloads the same data from inside `cellForRowAt`. The
    /// reload re-plans from the lengths learned on screen, so the plan changes, and the table goes on
    /// to display the cell it asked for under the old plan: `willDisplay` and `didEndDisplaying`
    /// named the row the new plan maps that virtual path to (`willDisplay shows 0.0 for [0, 6]`),
    /// not the row the client configured the cell for. Cause: the display record was taken from the
    /// current plan at `willDisplay`; fixed by recording the client's row when the cell is
    /// configured (``CallbackBridge/forwardCell(_:fallback:_:)``).
    @Test func aCellConfiguredBeforeAReloadInsideCellForRowIsNamedAsConfigured() {
        let client = PlainClient(counts: [10])
        client.fitting = { _ in 65 }
        let table = makeTable(height: 600)
        table.rowHeight = HostTableView.automaticDimension
        table.dataSource = client
        table.delegate = client
        let attachment = HostTableAttachment(tableView: table)
        table.layoutIfNeeded()
        let plan = attachment.engine.repetition
        client.onCellForRow = { tableView, _ in
            client.onCellForRow = nil
            tableView.reloadData()
        }
        table.contentOffset.y += 300
        table.layoutIfNeeded()
        #expect(client.onCellForRow == nil, "the reload inside cellForRowAt did not happen")
        #expect(attachment.engine.repetition != plan, "the reload must change the plan for this test to bite")
        flingBothWays(attachment)
        #expect(client.foreignPaths.isEmpty, "\(client.foreignPaths.prefix(4))")
        #expect(table.assertionFailures.isEmpty)
    }

    /// Seeds 24001, 24003, 24004 (visible jumps in the frame the reload fires), minimised: a
    /// self-sizing table (rows 65–99 pt under the automatic estimate) mid-fling, and a client that
    /// reloads the same data from inside `willDisplay` or `cellForRowAt` every 20 frames. The
    /// reload came inside the table's layout pass and restored the centred row at once: the
    /// reload had put every row back at its estimate, and the restore's own layout passes could
    /// not run inside the pass that called it, so nothing corrected it — the rows on screen moved
    /// by the estimates' error (40 pt). Cause: `ListController.clientRequestedReload` restored
    /// synchronously inside a layout pass; fixed by leaving the position pending for the end of
    /// the pass (`reloadInsideLayout(keeping:)`), where it is restored and corrected as the rows
    /// take their real heights. (A jump whose layout the client reloads in stops there too.)
    @Test(arguments: [false, true]) func aSameDataReloadInsideADisplayCallbackMidFlingIsInvisible(inCellForRow: Bool) {
        let client = PlainClient(counts: [20])
        client.fitting = { path in 65 + CGFloat(path.row % 3) * 17 }
        let table = makeTable(height: 500)
        table.rowHeight = HostTableView.automaticDimension
        table.dataSource = client
        table.delegate = client
        let attachment = HostTableAttachment(tableView: table)
        table.layoutIfNeeded()
        var checker = InvariantChecker(axis: .vertical)
        var centre = CentreIdentityCheck()
        checker.check(attachment.snapshot())
        centre.check(table, frame: 0)
        table.fling(velocity: CGPoint(x: 0, y: -3_000))
        var fired = 0
        for frame in 0..<200 {
            if frame % 20 == 5 {
                let fire: (HostTableView, IndexPath) -> Void = { tableView, _ in
                    client.onWillDisplay = nil
                    client.onCellForRow = nil
                    fired += 1
                    tableView.reloadData()
                }
                if inCellForRow { client.onCellForRow = fire } else { client.onWillDisplay = fire }
            }
            attachment.step()
            checker.check(attachment.snapshot())
            centre.check(table, frame: table.frameCount)
        }
        #expect(fired >= 5)
        #expect(checker.violations.isEmpty, "\(checker.violations.prefix(3))")
        #expect(centre.violations == 0, "\(centre.firstViolations.prefix(3))")
        #expect(client.foreignPaths.isEmpty, "\(client.foreignPaths.prefix(4))")
    }

    /// Seed 24008 (a jump two frames after a reload inside `willDisplay` that came in the
    /// controller's own restore): a same-data reload inside `willDisplay` while the controller
    /// settles the restore of an app's `reloadData()` (its own layout passes, self-sizing rows
    /// under the automatic estimate). `skip` lets that many `willDisplay`s pass first, so the
    /// reload lands in each of the restore's passes in turn; the centred row must stay where it
    /// was. What it guards: a reload there leaves its position pending, and the restore's
    /// settling passes stop correcting towards their old anchor (a path of the old plan) and
    /// settle the reload's position from the start, remembering the position being settled
    /// (`ListController.settlingMemo`), not the unsettled rows on screen (stopping alone moved
    /// the row by up to 90 pt for skips 12–17).
    @Test(arguments: Array(0...17)) func aReloadInsideTheRestoreOfAnAppsReloadKeepsTheRow(skip: Int) {
        let client = PlainClient(counts: [30])
        client.fitting = { path in 65 + CGFloat(path.row % 4) * 23 }
        let table = makeTable(height: 500)
        table.rowHeight = HostTableView.automaticDimension
        table.dataSource = client
        table.delegate = client
        let attachment = HostTableAttachment(tableView: table)
        table.layoutIfNeeded()
        table.fling(velocity: CGPoint(x: 0, y: -2_500))
        for _ in 0..<400 { attachment.step() }
        let centre = table.contentOffset.y + 250
        guard let cell = table.visibleCells.first(where: { $0.frame.minY <= centre && $0.frame.maxY > centre }) else {
            Issue.record("no centred row")
            return
        }
        let text = cell.text
        let screen = cell.frame.minY - table.contentOffset.y
        var seen = 0
        client.onWillDisplay = { tableView, _ in
            seen += 1
            guard seen > skip else { return }
            client.onWillDisplay = nil
            tableView.reloadData()
        }
        table.reloadData()   // the app's: the controller restores the centred row with passes of its own
        table.layoutIfNeeded()
        attachment.step()
        #expect(client.onWillDisplay == nil, "the reload inside willDisplay did not happen")
        let same = table.visibleCells.first { $0.text == text && abs($0.frame.minY - table.contentOffset.y - screen) < 0.5 }
        #expect(same != nil, "\(text) was at \(screen); now \(table.visibleCells.map { "\($0.text)@\($0.frame.minY - table.contentOffset.y)" })")
        #expect(client.foreignPaths.isEmpty, "\(client.foreignPaths.prefix(4))")
    }
}
