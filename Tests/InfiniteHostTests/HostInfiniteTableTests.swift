import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// A table wired to `client` and made infinite.
private func makeInfiniteTable(
    client: PlainClient, width: CGFloat = 390, height: CGFloat = 844, insets: HostEdgeInsets = .zero,
    configure: (HostTableView) -> Void = { _ in }
) -> HostInfiniteTable {
    let table = makeTable(width: width, height: height, insets: insets)
    configure(table)
    table.dataSource = client
    table.delegate = client
    let infinite = HostInfiniteTable(tableView: table)
    table.layoutIfNeeded()
    return infinite
}

/// A started session whose every frame also checks that the table raised no UIKit assertion.
private func startSession(_ infinite: HostInfiniteTable, liveCellAllowance: Int = 4) -> HostListSession<HostInfiniteTable> {
    let session = HostListSession(infinite, liveCellAllowance: liveCellAllowance)
    session.start()
    return session
}

/// The session's figures, printed for the record, and the common expectations.
private func expectClean(
    _ session: HostListSession<HostInfiniteTable>, _ client: PlainClient, _ name: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let infinite = session.subject
    print("[\(name)] \(session.report); \(infinite.statistics.jumps) jumps, \(infinite.tableView.cellsCreated) cells made")
    #expect(session.report.violationCount == 0, "\(session.report)", sourceLocation: sourceLocation)
    #expect(session.report.edgeHits == 0, sourceLocation: sourceLocation)
    #expect(infinite.tableView.assertionFailures.isEmpty, "\(infinite.tableView.assertionFailures.prefix(3))",
            sourceLocation: sourceLocation)
    #expect(client.foreignPaths.isEmpty, "\(client.foreignPaths.prefix(5))", sourceLocation: sourceLocation)
}

/// The screen position (minY − offset) of every visible row, by its source path.
private func screen(_ infinite: HostInfiniteTable) -> [(IndexPath, CGFloat)] {
    infinite.tableView.visibleCells.map { cell in
        (infinite.sourceIndexPath(for: cell.layoutIndexPath ?? IndexPath()), cell.frame.minY - infinite.tableView.contentOffset.y)
    }
}

@Suite struct HostInfiniteTableTests {
    // MARK: Sessions

    /// Forty hard flings (20 000 pt/s, alternating in pairs) through hundreds of copies.
    @Test func hardFlingThroughHundredsOfCopies() {
        let client = PlainClient(counts: [10])
        let infinite = makeInfiniteTable(client: client, insets: HostEdgeInsets(top: 47, bottom: 34))
        #expect(infinite.engine.isLooping)
        let session = startSession(infinite)
        for index in 0..<40 {
            session.fling(index % 4 < 2 ? 20_000 : -20_000)
            session.wait(0.4)
        }
        session.waitUntilIdle()
        let copies = session.report.distance / (10 * 44)
        #expect(copies > 300, "only \(copies) copies")
        #expect(infinite.statistics.jumps > 300)
        #expect(session.report.peakLiveCells <= 21)
        expectClean(session, client, "hard fling, \(Int(copies)) copies")
    }

    /// Two rows in an 800 pt viewport: enough copies, jumps only while moving, never back and forth.
    @Test func twoRowsInAnEightHundredPointTableLoopSmoothly() {
        let client = PlainClient(counts: [2])
        let infinite = makeInfiniteTable(client: client, height: 800)
        let session = startSession(infinite)
        var jumpsWhileStill = 0
        var previousJump: CGFloat = 0
        var reversals = 0
        session.frameCheck = { snapshot in
            if snapshot.jump != 0 && snapshot.moved == 0 { jumpsWhileStill += 1 }
            if snapshot.jump != 0 {
                if previousJump != 0 && (previousJump > 0) != (snapshot.jump > 0) && snapshot.moved != 0 { reversals += 1 }
                previousJump = snapshot.jump
            }
        }
        session.drag(1_000, over: 5)             // slow
        previousJump = 0
        session.drag(-1_000, over: 5)
        previousJump = 0
        session.fling(6_000)
        session.waitUntilIdle()
        previousJump = 0
        session.fling(-6_000)
        session.waitUntilIdle()
        #expect(jumpsWhileStill == 0)
        #expect(reversals == 0)
        #expect(infinite.statistics.jumps > 50)
        #expect(infinite.tableView.visibleCells.count >= 18)    // 800 / 44
        expectClean(session, client, "2 rows in 800 pt")
    }

    @Test func variableHeights() {
        let client = PlainClient(counts: [13])
        client.height = { path in 30 + CGFloat((path.row * 37) % 90) }
        let infinite = makeInfiniteTable(client: client, insets: HostEdgeInsets(top: 47, bottom: 34))
        let session = startSession(infinite)
        var generator = SplitMix64(seed: 11)
        session.boredUser(seconds: 60, maximumSpeed: 15_000, using: &generator)
        #expect(infinite.statistics.jumps > 20)
        for cell in infinite.tableView.visibleCells {
            let source = infinite.sourceIndexPath(for: cell.layoutIndexPath ?? IndexPath())
            #expect(cell.frame.height == client.height?(source))
        }
        expectClean(session, client, "variable heights")
    }

    /// Self-sizing rows (`automaticDimension`) whose estimate is 3× too small or 3× too large.
    @Test(arguments: [CGFloat(3), CGFloat(1) / 3])
    func selfSizingRowsWithEstimatesOffByThree(realOverEstimate: CGFloat) {
        let client = PlainClient(counts: [12])
        let real: (IndexPath) -> CGFloat = { path in 40 + CGFloat((path.row * 29) % 50) }   // 40…89, mean ≈ 64
        client.fitting = real
        let estimate = (64 / realOverEstimate).rounded()
        let infinite = makeInfiniteTable(client: client, insets: HostEdgeInsets(top: 47, bottom: 34)) { table in
            table.rowHeight = HostTableView.automaticDimension
            table.estimatedRowHeight = estimate
        }
        let session = startSession(infinite)
        for velocity: CGFloat in [8_000, -12_000, 15_000, -4_000] {
            session.fling(velocity)
            session.waitUntilIdle()
        }
        var generator = SplitMix64(seed: 12)
        session.boredUser(seconds: 60, maximumSpeed: 12_000, using: &generator)
        for cell in infinite.tableView.visibleCells {
            #expect(cell.frame.height == real(infinite.sourceIndexPath(for: cell.layoutIndexPath ?? IndexPath())))
        }
        #expect(infinite.statistics.jumps > 20)
        expectClean(session, client, "self-sizing, real = \(realOverEstimate) × estimate")
    }

    /// Several sections (one empty) with titled headers, delegate-sized footers, a table header and
    /// insets: sections repeat as a block.
    @Test func sectionsWithHeadersFootersAndInsets() {
        let client = PlainClient(counts: [3, 0, 5, 2])
        client.titles = true
        client.footerHeight = { section in section == 2 ? 16 : 4 }
        client.height = { path in path.section == 2 ? 60 : 44 }
        let infinite = makeInfiniteTable(client: client, insets: HostEdgeInsets(top: 47, bottom: 34)) { table in
            table.tableHeaderHeight = 120
        }
        let repetition = infinite.engine.repetition
        #expect(!repetition.repeatsWithinSection)
        #expect(infinite.tableView.numberOfSections == 4 * repetition.copies)
        let session = startSession(infinite)
        var generator = SplitMix64(seed: 13)
        session.boredUser(seconds: 60, maximumSpeed: 15_000, using: &generator)
        // Every visible row shows its source row.
        for cell in infinite.tableView.visibleCells {
            let virtual = cell.layoutIndexPath ?? IndexPath()
            #expect(cell.text == "\(virtual.section % 4).\(virtual.row)")
        }
        #expect(infinite.statistics.jumps > 20)
        expectClean(session, client, "sections, headers, footers, insets")
    }

    /// A reload deep in the content: same data mid-fling is invisible; fewer rows keep the centred
    /// row (clamped) where it was.
    @Test func reloadDeepInTheContentKeepsTheRow() {
        let client = PlainClient(counts: [30])
        client.height = { path in 44 + CGFloat(path.row % 3) * 8 }
        let infinite = makeInfiniteTable(client: client, insets: HostEdgeInsets(top: 47, bottom: 34))
        let session = startSession(infinite)
        for _ in 0..<6 {
            session.fling(-15_000)
            session.wait(0.5)
        }
        #expect(infinite.statistics.jumps > 10)
        // Same data, mid-fling: nothing visible happens (continuity kept).
        session.fling(9_000)
        session.wait(0.3)
        infinite.tableView.reloadData()
        session.step(60)
        #expect(session.report.violationCount == 0, "\(session.report)")
        // Fewer rows, mid-fling: the centred row, clamped into the new data, stays at its place.
        session.waitUntilIdle()
        let centred = infinite.centeredIndexPath
        let before = screen(infinite).first { $0.0 == centred }
        client.counts = [17]
        infinite.tableView.reloadData()
        infinite.tableView.layoutIfNeeded()
        let expected = IndexPath(row: min(centred?.row ?? 0, 16), section: 0)
        let after = screen(infinite).first { $0.0 == expected }
        #expect(after != nil)
        if let before, let after, centred == expected { #expect(abs(before.1 - after.1) < 0.5) }
        #expect(infinite.engine.repetition.itemsPerCopy == 17)
        session.resetContinuity()
        session.fling(12_000)
        session.waitUntilIdle()
        session.fling(-12_000)
        session.waitUntilIdle()
        expectClean(session, client, "reload deep in the content")
    }

    /// One simulated hour of random flings, drags and touches at 60 fps, every invariant checked
    /// every frame.
    @Test func boredUserForOneHour() {
        let client = PlainClient(counts: [25])
        client.height = { path in 44 + CGFloat((path.row * 13) % 5) * 11 }
        let infinite = makeInfiniteTable(client: client, insets: HostEdgeInsets(top: 47, bottom: 34))
        let session = startSession(infinite)
        var generator = SplitMix64(seed: 2026)
        session.boredUser(seconds: 3_600, maximumSpeed: 15_000, using: &generator)
        #expect(session.report.frames >= 216_000)
        #expect(infinite.statistics.jumps > 1_000)
        expectClean(session, client, "bored user, 1 h")
    }
}
