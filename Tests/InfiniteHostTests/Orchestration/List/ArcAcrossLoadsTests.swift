import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// The phone table of the mixed sessions (390×844, insets 47/34, 25 rows of 30–119 pt), infinite,
/// bent to the left, scrolled a little way in and at rest.
@MainActor
private func makeBentTable() -> (HostTableAttachment, PlainClient) {
    let table = makeTable(width: 390, height: 844, insets: HostEdgeInsets(top: 47, bottom: 34))
    let client = PlainClient(counts: [25])
    client.height = { 30 + CGFloat(($0.row * 37) % 90) }
    table.dataSource = client
    table.delegate = client
    let attachment = HostTableAttachment(tableView: table)
    table.layoutIfNeeded()
    attachment.contentAlignment = .left
    table.fling(velocity: CGPoint(x: 0, y: -1_500))
    table.runUntilIdle()
    return (attachment, client)
}

/// What the user sees: each row's text, its screen position along the axis and its place across it.
@MainActor
private func shown(_ table: HostTableView) -> [String] {
    table.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.map {
        "\($0.text)@\(($0.frame.minY - table.contentOffset.y).rounded()) x \(($0.frame.minX * 10).rounded() / 10)"
    }
}

/// The rows' texts and screen positions along the axis only.
@MainActor
private func places(_ table: HostTableView) -> [String] {
    table.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.map {
        "\($0.text)@\(($0.frame.minY - table.contentOffset.y).rounded())"
    }
}

/// Checks that the rows on screen are bent (some row off the straight line) and that a layout
/// pass of the view's own, which bends them too, moves none of them.
@MainActor
private func expectBentAsTheViewWouldBendThem(_ table: HostTableView, sourceLocation: SourceLocation = #_sourceLocation) {
    let now = shown(table)
    #expect(now.contains { !$0.hasSuffix("x 0.0") }, "the rows are straight: \(now)", sourceLocation: sourceLocation)
    table.setNeedsLayout()
    table.layoutIfNeeded()
    #expect(shown(table) == now, "the view's next layout pass moved the rows", sourceLocation: sourceLocation)
}

/// The arc stays on the rows across the loads the controller makes itself: the rows a reload or a
/// switch puts back on screen are bent in that same call, as the rows were before, not at the
/// next scroll (which would move every row across the axis in one frame).
@Suite struct ArcAcrossLoadsTests {
    /// Switching infinite scrolling off straightens the rows (a finite table keeps them where its
    /// content's end allows); on again, they are on the arc at once, at the same places.
    @Test func switchingBackOnBendsTheRowsAtOnce() {
        let (attachment, client) = makeBentTable()
        defer { withExtendedLifetime(client) {} }
        let table = attachment.tableView
        #expect(shown(table).contains { !$0.hasSuffix("x 0.0") })
        attachment.isEnabled = false
        table.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { $0.frame.minX == 0 })
        let off = places(table)
        attachment.isEnabled = true
        #expect(places(table) == off)
        expectBentAsTheViewWouldBendThem(table)
    }

    /// After a count change the plan is made from estimates again; the re-plan for the heights
    /// learned on its first screen (on the next main-queue turn) reloads and restores: the rows
    /// stay where they were, on the arc.
    @Test func theReplanForLearnedHeightsKeepsTheRowsOnTheArc() {
        let (attachment, client) = makeBentTable()
        defer { withExtendedLifetime(client) {} }
        let table = attachment.tableView
        client.counts = [12]
        table.reloadData()
        let before = shown(table)
        let reloads = attachment.controller.statistics.reloads
        for _ in 0..<3 { attachment.step() }
        #expect(attachment.controller.statistics.reloads > reloads, "no re-plan for learned heights reloaded")
        #expect(shown(table) == before)
        expectBentAsTheViewWouldBendThem(table)
    }

    /// An alignment set while the list is finite (switched off) bends the rows as soon as it
    /// loops again.
    @Test func anAlignmentSetWhileOffBendsTheRowsWhenSwitchedOn() {
        let (attachment, client) = makeBentTable()
        defer { withExtendedLifetime(client) {} }
        let table = attachment.tableView
        attachment.isEnabled = false
        attachment.contentAlignment = .right
        table.layoutIfNeeded()
        let off = places(table)
        attachment.isEnabled = true
        #expect(places(table) == off)
        expectBentAsTheViewWouldBendThem(table)
    }

    /// VoiceOver stopping (the same switch): bent again at once.
    @Test func voiceOverStoppingBendsTheRowsAtOnce() {
        let (attachment, client) = makeBentTable()
        defer { withExtendedLifetime(client) {} }
        let table = attachment.tableView
        attachment.voiceOverStatusDidChange(isRunning: true)
        table.layoutIfNeeded()
        let off = places(table)
        attachment.voiceOverStatusDidChange(isRunning: false)
        #expect(places(table) == off)
        expectBentAsTheViewWouldBendThem(table)
    }

    /// A same-data reload keeps every row where it was, across the axis too.
    @Test func aSameDataReloadKeepsTheRowsOnTheArc() {
        let (attachment, client) = makeBentTable()
        defer { withExtendedLifetime(client) {} }
        let table = attachment.tableView
        let before = shown(table)
        table.reloadData()
        #expect(shown(table) == before)
        expectBentAsTheViewWouldBendThem(table)
    }
}
