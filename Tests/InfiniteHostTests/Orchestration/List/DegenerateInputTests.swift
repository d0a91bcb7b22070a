import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// A 390×844 table wired to `client`, made infinite by the shipped controller, laid out.
private func makeList(_ client: PlainClient, height: CGFloat = 844) -> HostTableAttachment {
    let table = makeTable(height: height)
    table.dataSource = client
    table.delegate = client
    let attachment = HostTableAttachment(tableView: table)
    table.layoutIfNeeded()
    return attachment
}

/// Input an app can give that has no sensible geometry: heights that are all degenerate,
/// counts too large for any table, a tall row when infinite scrolling switches off, and counts
/// changed inside `cellForRowAt`.
@Suite struct DegenerateInputTests {
    /// Every row degenerate (hidden, NaN, negative, infinite, denormal-small): the list stays
    /// finite, and the table keeps only a bounded number of cells alive.
    @Test(arguments: [0, .nan, -5, .infinity, -.infinity, 1e-300] as [CGFloat])
    func everyRowDegenerateFallsBackToFiniteWithBoundedCells(height: CGFloat) {
        let client = PlainClient(counts: [25])
        client.height = { _ in height }
        let attachment = makeList(client)
        let table = attachment.tableView
        for _ in 0..<5 { attachment.step() }
        table.fling(velocity: CGPoint(x: 0, y: -4_000))
        var maximum = table.liveCellCount
        for _ in 0..<60 {
            attachment.step()
            maximum = max(maximum, table.liveCellCount)
        }
        #expect(!attachment.engine.repetition.isLooping, "loops with \(table.contentSize.height) pt of content")
        #expect(maximum <= 25, "\(maximum) cells live at once")
        #expect(client.foreignPaths.isEmpty, "\(client.foreignPaths.prefix(4))")
    }

    /// Counts too large to loop (`[Int.max]`, two sections of `Int.max`): the list falls back to
    /// finite before any row is measured, and the host table (UIKit's model) shows the first
    /// rows, scrolls to row 1 000, and asks only the rows it shows. (Before, the model trapped
    /// allocating per row.)
    @Test(arguments: [[Int.max], [Int.max, Int.max]])
    func intMaxRowsShowTheFirstRows(counts: [Int]) {
        let client = PlainClient(counts: counts)
        let attachment = makeList(client)
        let table = attachment.tableView
        for _ in 0..<3 { attachment.step() }
        #expect(!attachment.engine.repetition.isLooping)
        #expect(table.visibleCells.first?.text == "0.0")
        #expect(table.visibleCells.count == 20, "844 pt of 44-pt rows: 20 rows")
        table.contentOffset.y = 44 * 1_000
        table.layoutIfNeeded()
        #expect(table.visibleCells.first?.text == "0.1000")
        #expect(client.cellRequests.count < 100, "\(client.cellRequests.count) rows asked")
        #expect(client.foreignPaths.isEmpty, "\(client.foreignPaths.prefix(4))")
    }

    /// A 1 273-pt row 0 centred among 25 rows of 44 pt: switching infinite scrolling off (and
    /// VoiceOver starting, the same path) keeps row 0 on screen.
    @Test(arguments: [false, true]) func switchingOffKeepsATallCentredRowOnScreen(voiceOver: Bool) {
        let client = PlainClient(counts: [25])
        client.height = { $0.row == 0 ? 1_273 : 44 }
        let attachment = makeList(client)
        let table = attachment.tableView
        #expect(table.visibleCells.map(\.text) == ["0.0"], "row 0 fills the screen at the start")
        table.contentOffset.y += 1_273 / 2 - 422   // row 0 centred
        for _ in 0..<3 { attachment.step() }
        #expect(attachment.centeredIndexPath == IndexPath(row: 0, section: 0))
        if voiceOver { attachment.voiceOverStatusDidChange(isRunning: true) } else { attachment.isEnabled = false }
        for frame in 0..<10 {
            attachment.step()
            let shown = table.visibleCells.map(\.text)
            #expect(shown.contains("0.0"), "frame \(frame): row 0 is off screen; shown \(shown)")
        }
    }

    /// A landscape phone with the keyboard up (390 pt tall, insets 47/336: 7 pt visible), the
    /// last row centred with its top just above the bounds: switching off keeps that row on
    /// screen. The row after it on screen is the first row of the next copy — not the row
    /// after it in the client's data, so it cannot stand in for it in the finite table.
    @Test func switchingOffKeepsTheLastRowWhenTheNextOnScreenIsTheNextCopysFirst() {
        let client = PlainClient(counts: [20])
        client.height = { $0.row == 19 ? 104 : 60 }
        let table = makeTable(width: 844, height: 390, insets: HostEdgeInsets(top: 47, bottom: 336))
        table.dataSource = client
        table.delegate = client
        let attachment = HostTableAttachment(tableView: table)
        table.layoutIfNeeded()
        for _ in 0..<3 { attachment.step() }
        guard let last = table.visibleCells.first(where: { $0.text == "0.19" })
            ?? { table.contentOffset.y += 600; table.layoutIfNeeded(); return table.visibleCells.first { $0.text == "0.19" } }()
        else {
            Issue.record("row 19 is not laid out: \(table.visibleCells.map(\.text))")
            return
        }
        table.contentOffset.y = last.frame.minY + 1.5   // its top 1.5 pt above the bounds
        table.layoutIfNeeded()
        for _ in 0..<3 { attachment.step() }
        #expect(attachment.engine.isLooping)
        #expect(attachment.centeredIndexPath == IndexPath(row: 19, section: 0))
        attachment.isEnabled = false
        table.layoutIfNeeded()
        let bounds = table.contentOffset.y...(table.contentOffset.y + 390)
        let shown = table.visibleCells.filter { $0.frame.maxY > bounds.lowerBound && $0.frame.minY < bounds.upperBound }
        #expect(shown.contains { $0.text == "0.19" }, "shown \(shown.map(\.text)) at offset \(table.contentOffset.y)")
    }

    /// The client changes its counts and calls `reloadData()` inside `cellForRowAt`, every 7th
    /// cell, mid-fling (25 rows of 30–119 pt → 19 → 1 → 25 → none): `willDisplay` gets only the
    /// client's own paths, and the rows that stay do not move on screen.
    @Test func countsChangedInsideCellForRowMidFling() {
        let client = PlainClient(counts: [25])
        client.height = { 30 + CGFloat(($0.row * 37) % 90) }
        let attachment = makeList(client)
        let table = attachment.tableView
        var checker = InvariantChecker(axis: .vertical)
        var centre = CentreIdentityCheck()
        checker.check(attachment.snapshot())
        centre.check(table, frame: 0)
        let script = [[19], [1], [25], [0]]
        var calls = 0
        var changes = 0
        client.onCellForRow = { tableView, _ in
            calls += 1
            guard calls % 7 == 0, changes < script.count else { return }
            client.counts = script[changes]
            changes += 1
            tableView.reloadData()
        }
        table.fling(velocity: CGPoint(x: 0, y: -6_000))
        for _ in 0..<240 {
            let before = client.counts
            attachment.step()
            if client.counts != before {
                centre.reset()   // rows were deleted or inserted: the centre may be another row
            }
            checker.check(attachment.snapshot())
            centre.check(table, frame: table.frameCount)
            if calls > 0, changes < script.count, table.frameCount % 20 == 0 {
                table.fling(velocity: CGPoint(x: 0, y: table.frameCount % 40 == 0 ? 5_000 : -5_000))
            }
        }
        #expect(changes == script.count, "only \(changes) count changes happened")
        #expect(client.foreignPaths.isEmpty, "\(client.foreignPaths.prefix(4))")
        #expect(checker.violations.isEmpty, "\(checker.violations.prefix(3))")
        #expect(centre.violations == 0, "\(centre.firstViolations.prefix(3))")
    }

    /// The client empties its data and reloads inside `cellForRowAt` mid-fling: with nothing
    /// left to show the offset goes to the start and the fling stops there — no bounce against
    /// the end of no content, no path outside the (empty) data.
    @Test func dataEmptiedInsideCellForRowMidFlingStopsAtTheStart() {
        let client = PlainClient(counts: [25])
        client.height = { 30 + CGFloat(($0.row * 37) % 90) }
        let attachment = makeList(client)
        let table = attachment.tableView
        var calls = 0
        client.onCellForRow = { tableView, _ in
            calls += 1
            guard calls == 20 else { return }
            client.counts = [0]
            tableView.reloadData()
        }
        table.fling(velocity: CGPoint(x: 0, y: -6_000))
        for _ in 0..<30 { attachment.step() }
        #expect(calls >= 20)
        #expect(table.edgeHits == 0)
        #expect(table.contentOffset.y == 0)
        #expect(!table.isDecelerating)
        #expect(client.foreignPaths.isEmpty, "\(client.foreignPaths.prefix(4))")
    }

    /// An arc radius the app sets to NaN, a negative value or 1e300 mid-session: flings at
    /// several speeds keep every row where the movement puts it (no stream of jumps).
    @Test(arguments: [.nan, -50, 1e300, 0] as [CGFloat]) func anInvalidArcRadiusNeverMovesTheRows(radius: CGFloat) {
        let client = PlainClient(counts: [25])
        client.height = { 30 + CGFloat(($0.row * 37) % 90) }
        let attachment = makeList(client)
        let table = attachment.tableView
        attachment.arcRadius = radius
        table.layoutIfNeeded()
        var checker = InvariantChecker(axis: .vertical)
        var centre = CentreIdentityCheck()
        checker.check(attachment.snapshot())
        centre.check(table, frame: 0)
        for velocity in [-300, 4_000, -12_000, 30_000] as [CGFloat] {
            table.fling(velocity: CGPoint(x: 0, y: velocity))
            for _ in 0..<90 {
                attachment.step()
                checker.check(attachment.snapshot())
                centre.check(table, frame: table.frameCount)
            }
        }
        #expect(checker.violations.isEmpty, "\(checker.violations.prefix(3))")
        #expect(centre.violations == 0, "\(centre.firstViolations.prefix(3))")
        #expect(table.visibleCells.allSatisfy { $0.frame.minX.isFinite && $0.frame.width.isFinite })
    }
}
