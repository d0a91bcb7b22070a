import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// A table wired to `client` and made infinite.
private func makeInfiniteTable(
    client: PlainClient, width: CGFloat = 390, height: CGFloat = 844, insets: HostEdgeInsets = .zero,
    configure: (HostTableView) -> Void = { _ in }
) -> HostTableAttachment {
    let table = makeTable(width: width, height: height, insets: insets)
    configure(table)
    table.dataSource = client
    table.delegate = client
    let attachment = HostTableAttachment(tableView: table)
    table.layoutIfNeeded()
    return attachment
}

/// A started session whose every frame also checks that the table raised no UIKit assertion.
private func startSession(_ attachment: HostTableAttachment, liveCellAllowance: Int = 4) -> HostListSession<HostTableAttachment> {
    let session = HostListSession(attachment, liveCellAllowance: liveCellAllowance)
    session.start()
    return session
}

/// The session's figures, printed for the record, and the common expectations.
private func expectClean(
    _ session: HostListSession<HostTableAttachment>, _ client: PlainClient, _ name: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectClean(session, foreignPaths: client.foreignPaths, name, sourceLocation: sourceLocation)
}

private func expectClean(
    _ session: HostListSession<HostTableAttachment>, foreignPaths: [String], _ name: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let attachment = session.subject
    print("[\(name)] \(session.report); \(attachment.statistics.jumps) jumps, \(attachment.tableView.cellsCreated) cells made")
    #expect(session.report.violationCount == 0, "\(session.report)", sourceLocation: sourceLocation)
    #expect(session.report.edgeHits == 0, sourceLocation: sourceLocation)
    #expect(attachment.tableView.assertionFailures.isEmpty, "\(attachment.tableView.assertionFailures.prefix(3))",
            sourceLocation: sourceLocation)
    #expect(foreignPaths.isEmpty, "\(foreignPaths.prefix(5))", sourceLocation: sourceLocation)
}

/// How many rows on screen show the client's row `row` (section 0).
private func twins(of row: Int, in attachment: HostTableAttachment) -> Int {
    attachment.tableView.visibleCells.filter { attachment.sourceIndexPath(for: $0.layoutIndexPath ?? IndexPath()).row == row }.count
}

/// The screen position (minY − offset) of every visible row, by its source path.
private func screen(_ attachment: HostTableAttachment) -> [(IndexPath, CGFloat)] {
    attachment.tableView.visibleCells.map { cell in
        (attachment.sourceIndexPath(for: cell.layoutIndexPath ?? IndexPath()), cell.frame.minY - attachment.tableView.contentOffset.y)
    }
}

@Suite struct HostTableAttachmentTests {
    // MARK: Sessions

    /// Forty hard flings (20 000 pt/s, alternating in pairs) through hundreds of copies.
    @Test func hardFlingThroughHundredsOfCopies() {
        let client = PlainClient(counts: [10])
        let attachment = makeInfiniteTable(client: client, insets: HostEdgeInsets(top: 47, bottom: 34))
        #expect(attachment.engine.isLooping)
        let session = startSession(attachment)
        for index in 0..<40 {
            session.fling(index % 4 < 2 ? 20_000 : -20_000)
            session.wait(0.4)
        }
        session.waitUntilIdle()
        let copies = session.report.distance / (10 * 44)
        #expect(copies > 300, "only \(copies) copies")
        #expect(attachment.statistics.jumps > 300)
        #expect(session.report.peakLiveCells <= 21)
        expectClean(session, client, "hard fling, \(Int(copies)) copies")
    }

    /// Two rows in an 800 pt viewport: enough copies, jumps only while moving, never back and forth.
    @Test func twoRowsInAnEightHundredPointTableLoopSmoothly() {
        let client = PlainClient(counts: [2])
        let attachment = makeInfiniteTable(client: client, height: 800)
        let session = startSession(attachment)
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
        #expect(attachment.statistics.jumps > 50)
        #expect(attachment.tableView.visibleCells.count >= 18)    // 800 / 44
        expectClean(session, client, "2 rows in 800 pt")
    }

    @Test func variableHeights() {
        let client = PlainClient(counts: [13])
        client.height = { path in 30 + CGFloat((path.row * 37) % 90) }
        let attachment = makeInfiniteTable(client: client, insets: HostEdgeInsets(top: 47, bottom: 34))
        let session = startSession(attachment)
        var generator = SplitMix64(seed: 11)
        session.boredUser(seconds: 60, maximumSpeed: 15_000, using: &generator)
        #expect(attachment.statistics.jumps > 20)
        for cell in attachment.tableView.visibleCells {
            let source = attachment.sourceIndexPath(for: cell.layoutIndexPath ?? IndexPath())
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
        let attachment = makeInfiniteTable(client: client, insets: HostEdgeInsets(top: 47, bottom: 34)) { table in
            table.rowHeight = HostTableView.automaticDimension
            table.estimatedRowHeight = estimate
        }
        let session = startSession(attachment)
        for velocity: CGFloat in [8_000, -12_000, 15_000, -4_000] {
            session.fling(velocity)
            session.waitUntilIdle()
        }
        var generator = SplitMix64(seed: 12)
        session.boredUser(seconds: 60, maximumSpeed: 12_000, using: &generator)
        for cell in attachment.tableView.visibleCells {
            #expect(cell.frame.height == real(attachment.sourceIndexPath(for: cell.layoutIndexPath ?? IndexPath())))
        }
        #expect(attachment.statistics.jumps > 20)
        expectClean(session, client, "self-sizing, real = \(realOverEstimate) × estimate")
    }

    /// Self-sizing rows whose estimate is 10× or 100× too large or too small are re-planned with
    /// their learned heights once the first screen is laid out, then survive flings and a bored
    /// user with 0 invariant violations and no edge hit.
    @Test(arguments: [CGFloat(10), CGFloat(1) / 10, CGFloat(100), CGFloat(1) / 100])
    func selfSizingRowsWithEstimatesFarOff(estimateOverReal: CGFloat) {
        let client = PlainClient(counts: [12])
        let real: (IndexPath) -> CGFloat = { path in 40 + CGFloat((path.row * 29) % 50) }   // 40…89, mean ≈ 64
        client.fitting = real
        let attachment = makeInfiniteTable(client: client, insets: HostEdgeInsets(top: 47, bottom: 34)) { table in
            table.rowHeight = HostTableView.automaticDimension
            table.estimatedRowHeight = max(1, (64 * estimateOverReal).rounded())
        }
        let planned = attachment.engine.repetition.totalVirtualItems
        // A few frames with the main queue turning (the session below steps the table only).
        for _ in 0..<5 { attachment.step() }
        let session = startSession(attachment)
        // The first screen's heights re-planned the table: learned heights count in full (up to
        // the estimate) where estimates counted a tenth — 10× smaller when the estimate was too
        // small, about the same when it was 10× too large (a tenth of it is the real height), and
        // larger when it was 100× too large (a tenth of it is still 10× the real height).
        #expect(attachment.controller.statistics.replans >= 2)
        let replanned = attachment.engine.repetition.totalVirtualItems
        if estimateOverReal < 1 {
            #expect(replanned * 5 < planned)
        } else if estimateOverReal <= 10 {
            #expect(replanned <= planned)
        } else {
            #expect(replanned > planned)
        }
        print("[estimates \(estimateOverReal)× the real height] virtual rows \(planned) → \(replanned)")
        for velocity: CGFloat in [8_000, -12_000, 15_000, -30_000, 30_000] {
            session.fling(velocity)
            session.waitUntilIdle()
        }
        var generator = SplitMix64(seed: 14)
        session.boredUser(seconds: 60, maximumSpeed: 15_000, using: &generator)
        for cell in attachment.tableView.visibleCells {
            #expect(cell.frame.height == real(attachment.sourceIndexPath(for: cell.layoutIndexPath ?? IndexPath())))
        }
        #expect(attachment.statistics.jumps > 20)
        expectClean(session, client, "self-sizing, estimate = \(estimateOverReal) × real")
    }

    /// Rows whose self-sized height changes every time they are displayed (a cell that measures
    /// differently each time it is configured): recentering jumps would land on twins laid out at
    /// other heights and move the rows on screen (686 violations in this session before), so the
    /// table falls back to finite scrolling once four rows changed at two displays in a row,
    /// keeping the row on screen. While it loops no row moves; the switch is one reload, which
    /// measures the rows on screen again (they move by their new heights, as at any reload of
    /// such rows); afterwards it is a finite table, whose own corrections for rows above move
    /// rows by the height changes, as UIKit's do. A client reload starts it looping again.
    @Test func selfSizingHeightsThatChangeOnEveryDisplayFallBackToFinite() {
        let client = PlainClient(counts: [25])
        var measurements = 0
        client.fitting = { path in
            measurements += 1
            return 40 + CGFloat((path.row * 29 + measurements) % 50)
        }
        let attachment = makeInfiniteTable(client: client, insets: HostEdgeInsets(top: 47, bottom: 34)) { table in
            table.rowHeight = HostTableView.automaticDimension
            table.estimatedRowHeight = 64
        }
        for _ in 0..<5 { attachment.step() }
        // The main queue turns every frame, as on iOS: the fallback runs on the next turn.
        let session = HostListSession(attachment, liveCellAllowance: 4, mainQueue: attachment.runLoop)
        // Violations while looping, and in the frame that switched to finite.
        var loopingFrames = 0, loopingViolations = 0, switchViolations = 0, counted = 0
        session.frameCheck = { _ in
            let violations = session.report.violationCount
            if attachment.engine.isLooping {
                loopingFrames += 1
                loopingViolations += violations - counted
            } else if loopingFrames == session.report.frames {
                switchViolations = violations - counted
            }
            counted = violations
        }
        session.start()
        for velocity: CGFloat in [8_000, -12_000, 15_000, -30_000, 30_000] {
            session.fling(velocity)
            session.waitUntilIdle()
        }
        var generator = SplitMix64(seed: 101)
        session.boredUser(seconds: 60, maximumSpeed: 15_000, using: &generator)
        print("[self-sizing, a new height on every display] looping for \(loopingFrames) frames, "
              + "\(switchViolations) rows moved by the switch's reload; \(session.report)")
        #expect(measurements > 200)
        #expect(!attachment.engine.isLooping)
        #expect(loopingFrames > 0 && loopingFrames < 60)
        #expect(loopingViolations == 0)
        #expect(attachment.tableView.assertionFailures.isEmpty)
        #expect(client.foreignPaths.isEmpty, "\(client.foreignPaths.prefix(5))")
        // New data (here the same rows, measured alike at every display): looping again.
        client.fitting = { path in 40 + CGFloat((path.row * 29) % 50) }
        attachment.tableView.reloadData()
        attachment.tableView.layoutIfNeeded()
        #expect(attachment.engine.isLooping)
    }

    /// Several sections (one empty) with titled headers, delegate-sized footers, a table header and
    /// insets: sections repeat as a block.
    @Test func sectionsWithHeadersFootersAndInsets() {
        let client = PlainClient(counts: [3, 0, 5, 2])
        client.titles = true
        client.footerHeight = { section in section == 2 ? 16 : 4 }
        client.height = { path in path.section == 2 ? 60 : 44 }
        let attachment = makeInfiniteTable(client: client, insets: HostEdgeInsets(top: 47, bottom: 34)) { table in
            table.tableHeaderHeight = 120
        }
        let repetition = attachment.engine.repetition
        #expect(!repetition.repeatsWithinSection)
        #expect(attachment.tableView.numberOfSections(caller: .system) == 4 * repetition.copies)
        #expect(attachment.tableView.numberOfSections == 4)
        let session = startSession(attachment)
        var generator = SplitMix64(seed: 13)
        session.boredUser(seconds: 60, maximumSpeed: 15_000, using: &generator)
        // Every visible row shows its source row.
        for cell in attachment.tableView.visibleCells {
            let virtual = cell.layoutIndexPath ?? IndexPath()
            #expect(cell.text == "\(virtual.section % 4).\(virtual.row)")
        }
        #expect(attachment.statistics.jumps > 20)
        expectClean(session, client, "sections, headers, footers, insets")
    }

    /// A reload deep in the content: same data mid-fling is invisible; fewer rows keep the centred
    /// row (clamped) where it was.
    @Test func reloadDeepInTheContentKeepsTheRow() {
        let client = PlainClient(counts: [30])
        client.height = { path in 44 + CGFloat(path.row % 3) * 8 }
        let attachment = makeInfiniteTable(client: client, insets: HostEdgeInsets(top: 47, bottom: 34))
        let session = startSession(attachment)
        for _ in 0..<6 {
            session.fling(-15_000)
            session.wait(0.5)
        }
        #expect(attachment.statistics.jumps > 10)
        // Same data, mid-fling: nothing visible happens (continuity kept).
        session.fling(9_000)
        session.wait(0.3)
        attachment.tableView.reloadData()
        session.step(60)
        #expect(session.report.violationCount == 0, "\(session.report)")
        // Fewer rows, mid-fling: the centred row, clamped into the new data, stays at its place.
        session.waitUntilIdle()
        let centred = attachment.centeredIndexPath
        let before = screen(attachment).first { $0.0 == centred }
        client.counts = [17]
        attachment.tableView.reloadData()
        attachment.tableView.layoutIfNeeded()
        let expected = IndexPath(row: min(centred?.row ?? 0, 16), section: 0)
        let after = screen(attachment).first { $0.0 == expected }
        #expect(after != nil)
        if let before, let after, centred == expected { #expect(abs(before.1 - after.1) < 0.5) }
        #expect(attachment.engine.repetition.itemsPerCopy == 17)
        session.resetContinuity()
        session.fling(12_000)
        session.waitUntilIdle()
        session.fling(-12_000)
        session.waitUntilIdle()
        expectClean(session, client, "reload deep in the content")
    }

    /// Five minutes of random flings, drags and touches at 60 fps, every invariant checked every
    /// frame; 5N minutes with `INFINITE_ADVERSARIAL_SCALE=N` (the whole hour at 12).
    @Test func boredUserSession() {
        let seconds = 300 * AdversarialTableTests.scale
        let client = PlainClient(counts: [25])
        client.height = { path in 44 + CGFloat((path.row * 13) % 5) * 11 }
        let attachment = makeInfiniteTable(client: client, insets: HostEdgeInsets(top: 47, bottom: 34))
        let session = startSession(attachment)
        var generator = SplitMix64(seed: 2026)
        session.boredUser(seconds: Double(seconds), maximumSpeed: 15_000, using: &generator)
        #expect(session.report.frames >= 60 * seconds)
        #expect(attachment.statistics.jumps > 1_000 * seconds / 3_600)
        expectClean(session, client, "bored user, \(seconds) s")
    }

    // MARK: Dequeuing with twins on screen

    /// Two rows in 800 pt: every row has nine twins on screen. The client dequeues with the source
    /// path it was given, and the table's "dequeue for the path I asked for" rule never fires.
    @Test func dequeuingWithTheSourcePathWhileTwinsAreVisible() {
        let client = PlainClient(counts: [2])
        let attachment = makeInfiniteTable(client: client, height: 800)
        #expect(twins(of: 0, in: attachment) >= 9)
        let session = startSession(attachment)
        session.fling(8_000)
        session.waitUntilIdle()
        session.fling(-8_000)
        session.waitUntilIdle()
        #expect(client.cellRequests.count > 100)
        expectClean(session, client, "dequeue with source paths, twins visible")
        // Control: without the glue's translation the same client trips UIKit's assertion.
        attachment.tableView.interposer = nil
        attachment.tableView.reloadData()
        attachment.tableView.layoutIfNeeded()
        #expect(attachment.tableView.assertionFailures.contains { $0.kind == .dequeuedForUnrequestedIndexPath })
    }

    // MARK: Edge cases of the data

    @Test(arguments: [[0], [], [0, 0]])
    func noRowsStaysFiniteAndEmpty(counts: [Int]) {
        let client = PlainClient(counts: counts)
        let attachment = makeInfiniteTable(client: client)
        #expect(!attachment.engine.isLooping)
        #expect(attachment.tableView.visibleCells.isEmpty)
        #expect(attachment.tableView.contentSize.height == 0)
        #expect(attachment.tableView.showsVerticalScrollIndicator)
        attachment.tableView.fling(velocity: CGPoint(x: 0, y: 5_000))
        attachment.tableView.runUntilIdle()
        #expect(attachment.tableView.visibleCells.isEmpty)
        #expect(attachment.centeredIndexPath == nil)
        #expect(attachment.tableView.assertionFailures.isEmpty)
        #expect(client.foreignPaths.isEmpty)
    }

    @Test func oneRowLoops() {
        let client = PlainClient(counts: [1])
        let attachment = makeInfiniteTable(client: client, insets: HostEdgeInsets(top: 47, bottom: 34))
        #expect(attachment.engine.isLooping)
        #expect(!attachment.tableView.showsVerticalScrollIndicator)
        #expect(!attachment.tableView.scrollsToTop)
        #expect(Set(attachment.indexPathsForVisibleRows) == [IndexPath(row: 0, section: 0)])
        let session = startSession(attachment)
        for velocity: CGFloat in [12_000, -20_000, 3_000] {
            session.fling(velocity)
            session.waitUntilIdle()
        }
        #expect(attachment.statistics.jumps > 100)
        expectClean(session, client, "one row")
    }

    // MARK: Arc

    /// Every visible row, every frame, sits on a true circle: x = ±(R − √(R² − dy²)), dy from the
    /// centre of the area inside the insets, R given or derived from the size.
    @Test(arguments: [InfiniteContentAlignment.left, .right])
    func arcFollowsATrueCircle(alignment: InfiniteContentAlignment) {
        let client = PlainClient(counts: [7])
        client.height = { path in 50 + CGFloat(path.row % 3) * 20 }
        let attachment = makeInfiniteTable(client: client, insets: HostEdgeInsets(top: 47, bottom: 34))
        attachment.contentAlignment = alignment
        let sign: CGFloat = alignment == .left ? 1 : -1
        var radius: CGFloat = 0
        var rowsChecked = 0
        var offCircle: [String] = []
        let session = HostListSession(attachment)
        session.frameCheck = { snapshot in
            let centre = snapshot.viewport.offset + 47 + (844 - 47 - 34) / 2
            for item in snapshot.items {
                let dy = abs(item.frame.midY - centre)
                let expected = sign * (dy >= radius ? radius : radius - (radius * radius - dy * dy).squareRoot())
                rowsChecked += 1
                if abs(item.frame.minX - expected) > 1e-6 { offCircle.append("\(item.source) dy \(dy): \(item.frame.minX) ≠ \(expected)") }
            }
        }
        // The default radius puts rows at the edges of the visible area a third of the width in.
        let half: CGFloat = (844 - 47 - 34) / 2
        let third: CGFloat = 390 / 3
        radius = (half * half + third * third) / (2 * third)
        session.start()
        session.fling(9_000)
        session.waitUntilIdle()
        session.drag(-600, over: 1)
        attachment.arcRadius = 500
        radius = 500
        session.fling(-9_000)
        session.waitUntilIdle()
        #expect(rowsChecked > 5_000)
        #expect(offCircle.isEmpty, "\(offCircle.prefix(3))")
        expectClean(session, client, "arc \(alignment)")
        // Straight again with .none, and while disabled.
        attachment.contentAlignment = .none
        attachment.tableView.layoutIfNeeded()
        #expect(attachment.tableView.visibleCells.allSatisfy { $0.frame.minX == 0 })
        attachment.contentAlignment = alignment
        attachment.isEnabled = false
        attachment.tableView.layoutIfNeeded()
        #expect(attachment.tableView.visibleCells.allSatisfy { $0.frame.minX == 0 })
    }

    /// In a right-to-left table `.leading` bends rows like `.right` and `.trailing` like `.left`;
    /// `.left` stays the physical left.
    @Test func arcSidesInARightToLeftTable() {
        func minX(_ alignment: InfiniteContentAlignment, _ direction: InfiniteLayoutDirection) -> [CGFloat] {
            let client = PlainClient(counts: [7])
            let attachment = makeInfiniteTable(client: client, insets: HostEdgeInsets(top: 47, bottom: 34))
            attachment.tableView.effectiveUserInterfaceLayoutDirection = direction
            attachment.contentAlignment = alignment
            let session = HostListSession(attachment)
            session.start()
            session.drag(-150, over: 0.5)
            session.waitUntilIdle()
            expectClean(session, client, "arc \(alignment) \(direction)")
            return attachment.tableView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.map(\.frame.minX)
        }
        let right = minX(.right, .leftToRight)
        let left = minX(.left, .leftToRight)
        #expect(right.contains { $0 < 0 })
        #expect(minX(.leading, .rightToLeft) == right)
        #expect(minX(.trailing, .rightToLeft) == left)
        #expect(minX(.left, .rightToLeft) == left)
        #expect(minX(.leading, .leftToRight) == left)
    }

    // MARK: Clients

    /// A client with only `numberOfRowsInSection` and `cellForRowAt`: UIKit's defaults apply (one
    /// section, `rowHeight`, no headers) and it loops.
    @Test func clientWithOnlyTheTwoRequiredMethods() {
        let client = TwoMethodClient(rows: 5)
        let table = makeTable(insets: HostEdgeInsets(top: 47, bottom: 34))
        table.rowHeight = 60
        table.dataSource = client
        let attachment = HostTableAttachment(tableView: table)
        let session = startSession(attachment)
        #expect(attachment.engine.isLooping)
        #expect(attachment.delegate == nil)
        #expect(table.visibleCells.allSatisfy { $0.frame.height == 60 })
        #expect(table.rectForHeader(inSection: 0).height == 0)
        session.fling(15_000)
        session.waitUntilIdle()
        session.fling(-15_000)
        session.waitUntilIdle()
        #expect(client.cellRequests > 100)
        #expect(attachment.statistics.jumps > 20)
        expectClean(session, foreignPaths: client.foreignPaths.map { "\($0)" }, "two-method client")
    }

    /// A client implementing nearly every method: all of them get source paths and sections, and
    /// the session stays clean while it taps, reorders and scrolls.
    @Test func clientImplementingNearlyEverything() {
        let client = PlainClient(counts: [4, 6])
        client.height = { path in 44 + CGFloat(path.row) * 4 }
        client.estimate = { _ in 50 }
        client.titles = true
        client.headerHeight = { _ in 30 }
        client.footerHeight = { _ in 10 }
        client.willSelect = { $0 }
        client.moveTarget = { _, proposed in proposed }
        client.deselectOnSelect = true
        let attachment = makeInfiniteTable(client: client, insets: HostEdgeInsets(top: 47, bottom: 34))
        let session = startSession(attachment)
        var generator = SplitMix64(seed: 5)
        for _ in 0..<20 {
            session.fling(CGFloat.random(in: -12_000...12_000, using: &generator))
            session.wait(0.8)
            let cells = attachment.tableView.visibleCells
            if let cell = cells.dropFirst(cells.count / 2).first, let path = cell.layoutIndexPath {
                attachment.tableView.simulateTap(onRowAt: path)
            }
        }
        session.waitUntilIdle()
        #expect(client.selections.count == 20)
        #expect(client.willDisplayCount > 100 && client.didEndDisplayingCount > 100)
        #expect(client.scrollCallbacks > 500)
        #expect(client.pathsSeen > 1_000)
        #expect(attachment.tableView.indexPathsForSelectedRows == nil)
        expectClean(session, client, "nearly everything")
    }

    /// The client is the only strong owner of itself; once it goes, the table empties without a
    /// crash or an assertion, even mid-fling.
    @Test func deallocatedClientLeavesAnEmptyTable() {
        var client: PlainClient? = PlainClient(counts: [10])
        weak let weakClient = client
        let attachment = makeInfiniteTable(client: client ?? PlainClient(counts: []))
        attachment.tableView.fling(velocity: CGPoint(x: 0, y: 6_000))
        for _ in 0..<10 { attachment.step() }
        client = nil
        #expect(weakClient == nil)
        for _ in 0..<60 { attachment.step() }
        #expect(attachment.tableView.numberOfSections == 0)
        #expect(attachment.tableView.visibleCells.isEmpty)
        #expect(attachment.tableView.liveCellCount == 0)
        #expect(!attachment.engine.isLooping)
        #expect(attachment.tableView.assertionFailures.isEmpty)
    }

    @Test func neitherTableNorGlueNorClientIsLeaked() {
        weak var weakInfinite: HostTableAttachment?
        weak var weakTable: HostTableView?
        weak var weakClient: PlainClient?
        do {
            let client = PlainClient(counts: [10])
            let attachment = makeInfiniteTable(client: client)
            weakInfinite = attachment
            weakTable = attachment.tableView
            weakClient = client
            attachment.tableView.fling(velocity: CGPoint(x: 0, y: 6_000))
            attachment.tableView.runUntilIdle()
            #expect(attachment.statistics.jumps > 0)
        }
        #expect(weakInfinite == nil)
        #expect(weakTable == nil)
        #expect(weakClient == nil)
    }

    @Test func reassigningTheDataSourceKeepsTheTableInfinite() {
        let first = PlainClient(counts: [10])
        let attachment = makeInfiniteTable(client: first)
        let second = PlainClient(counts: [4])
        attachment.tableView.dataSource = second
        attachment.tableView.delegate = second
        attachment.tableView.layoutIfNeeded()
        #expect(attachment.dataSource === second)
        #expect(attachment.delegate === second)
        #expect(attachment.tableView.storedDataSource === attachment)
        #expect(attachment.tableView.dataSource === second)   // app code gets its object (issue 11)
        #expect(attachment.engine.isLooping)
        #expect(attachment.engine.repetition.itemsPerCopy == 4)
        #expect(attachment.tableView.visibleCells.allSatisfy { cell in
            attachment.sourceIndexPath(for: cell.layoutIndexPath ?? IndexPath()).row < 4 && cell.text.hasPrefix("0.")
        })
        // The cells shown for the first client end at the second one (as in UIKit); nothing else.
        #expect(second.foreignPaths.filter { !$0.hasPrefix("didEndDisplaying") }.isEmpty)
    }

    // MARK: Position keeping

    @Test func disablingAndEnablingKeepTheRow() {
        let client = PlainClient(counts: [60])
        client.height = { path in 40 + CGFloat(path.row % 4) * 6 }
        let attachment = makeInfiniteTable(client: client, insets: HostEdgeInsets(top: 47, bottom: 34))
        attachment.tableView.fling(velocity: CGPoint(x: 0, y: -14_000))
        attachment.tableView.runUntilIdle()
        attachment.scrollToRow(at: IndexPath(row: 31, section: 0), at: .middle, animated: false)
        let rowsBefore = screen(attachment)
        #expect(attachment.centeredIndexPath == IndexPath(row: 31, section: 0))
        attachment.isEnabled = false
        attachment.tableView.layoutIfNeeded()
        #expect(!attachment.engine.isLooping)
        #expect(attachment.tableView.numberOfRows(inSection: 0) == 60)
        #expect(attachment.tableView.showsVerticalScrollIndicator && attachment.tableView.scrollsToTop)
        #expect(attachment.centeredIndexPath == IndexPath(row: 31, section: 0))
        expectSameScreen(rowsBefore, screen(attachment))
        attachment.isEnabled = true
        attachment.tableView.layoutIfNeeded()
        #expect(attachment.engine.isLooping)
        #expect(!attachment.tableView.showsVerticalScrollIndicator && !attachment.tableView.scrollsToTop)
        #expect(attachment.centeredIndexPath == IndexPath(row: 31, section: 0))
        expectSameScreen(rowsBefore, screen(attachment))
        #expect(attachment.tableView.assertionFailures.isEmpty)
        #expect(client.foreignPaths.isEmpty)
    }

    private func expectSameScreen(
        _ before: [(IndexPath, CGFloat)], _ after: [(IndexPath, CGFloat)],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(before.map(\.0) == after.map(\.0), sourceLocation: sourceLocation)
        for (old, new) in zip(before, after) {
            #expect(abs(old.1 - new.1) < 0.5, "\(old.0): \(old.1) → \(new.1)", sourceLocation: sourceLocation)
        }
    }

    /// A new size (rotation) plans again for the new viewport; rows stay where they were.
    @Test func rotationReplansAndKeepsRowsInPlace() {
        let client = PlainClient(counts: [10])
        let attachment = makeInfiniteTable(client: client)
        attachment.tableView.fling(velocity: CGPoint(x: 0, y: 7_000))
        attachment.tableView.runUntilIdle()
        let replans = attachment.statistics.replans
        let before = screen(attachment).filter { $0.1 >= 0 && $0.1 + 44 <= 390 }
        attachment.tableView.viewportSize = CGSize(width: 844, height: 390)
        attachment.tableView.layoutIfNeeded()
        #expect(attachment.statistics.replans == replans + 1)
        #expect(attachment.engine.lastMetrics?.viewportLength == 390)
        let after = screen(attachment).filter { $0.1 >= 0 && $0.1 + 44 <= 390 }
        expectSameScreen(before, after)
        let session = startSession(attachment)
        session.fling(-10_000)
        session.waitUntilIdle()
        expectClean(session, client, "after rotation")
    }

    /// `infinite.scrollToRow` goes to the twin nearest the centre: the shortest way.
    @Test func scrollToRowGoesTheShortestWay() {
        let client = PlainClient(counts: [10])
        let attachment = makeInfiniteTable(client: client)
        attachment.scrollToRow(at: IndexPath(row: 2, section: 0), at: .middle, animated: false)
        #expect(attachment.centeredIndexPath == IndexPath(row: 2, section: 0))
        // What the user sees move: offset changes minus the (invisible) jumps.
        func animatedTravel() -> CGFloat {
            _ = attachment.snapshot()
            var travelled: CGFloat = 0
            var previous = attachment.tableView.contentOffset.y
            repeat {
                attachment.step()
                let snapshot = attachment.snapshot()
                travelled += snapshot.viewport.offset - previous - snapshot.jump
                previous = snapshot.viewport.offset
            } while attachment.tableView.isAnimatingScroll
            return travelled
        }
        attachment.scrollToRow(at: IndexPath(row: 9, section: 0), at: .middle, animated: true)
        #expect(abs(animatedTravel() + 3 * 44) < 0.5)                     // 3 rows back, not 7 on
        #expect(attachment.centeredIndexPath == IndexPath(row: 9, section: 0))
        attachment.scrollToRow(at: IndexPath(row: 4, section: 0), at: .middle, animated: true)
        #expect(abs(animatedTravel() - 5 * 44) < 0.5)                     // a tie goes forward
        attachment.scrollToRow(at: IndexPath(row: 8, section: 0), at: .middle, animated: true)
        #expect(abs(animatedTravel() - 4 * 44) < 0.5)
        #expect(attachment.centeredIndexPath == IndexPath(row: 8, section: 0))
        #expect(attachment.tableView.assertionFailures.isEmpty)
    }

    // MARK: Selection and returned paths

    /// `didSelectRowAt` → `deselectRow(at: sourcePath)` deselects the virtual row that was tapped,
    /// far from copy 0; `indexPathForSelectedRow` inside the callback is the client's path.
    @Test func deselectingTheSourcePathInDidSelectDeselectsTheTappedRow() {
        let client = PlainClient(counts: [5])
        let attachment = makeInfiniteTable(client: client, height: 800)
        let table = attachment.tableView
        let cell = table.visibleCells[12]
        let tapped = cell.layoutIndexPath ?? IndexPath()
        let source = attachment.sourceIndexPath(for: tapped)
        #expect(tapped.row != source.row)
        // Without deselecting, the tapped twin (and only it) is selected.
        table.simulateTap(onRowAt: tapped)
        #expect(table.isRowSelected(at: tapped))
        #expect(table.visibleCells.filter(\.isSelected).map(\.layoutIndexPath) == [tapped])
        #expect(client.selectedInsideCallback == [source])
        // With `deselectRow(at: indexPath)` in didSelect, the tapped row ends deselected.
        client.deselectOnSelect = true
        let other = table.visibleCells[7].layoutIndexPath ?? IndexPath()
        table.simulateTap(onRowAt: other)
        #expect(client.selections == [source, attachment.sourceIndexPath(for: other)])
        #expect(!table.isRowSelected(at: other))
        #expect(table.indexPathForSelectedRow == nil)
        // `scrollToRow(at: indexPath, at: .top)` in didSelect brings the tapped row itself to the
        // top (not its namesake in the first copy).
        client.scrollOnSelect = .top
        let low = table.visibleCells[15].layoutIndexPath ?? IndexPath()
        table.simulateTap(onRowAt: low)
        table.layoutIfNeeded()
        #expect(screen(attachment).first?.0 == attachment.sourceIndexPath(for: low))
        #expect(screen(attachment).first.map { abs($0.1) < 0.5 } == true)
        #expect(table.assertionFailures.isEmpty)
        #expect(client.foreignPaths.isEmpty)
    }

    @Test func pathsReturnedFromWillSelectAndMoveTargetsAreMappedBack() {
        let client = PlainClient(counts: [5])
        let attachment = makeInfiniteTable(client: client, height: 800)
        let table = attachment.tableView
        let tapped = table.visibleCells[11].layoutIndexPath ?? IndexPath()
        let source = attachment.sourceIndexPath(for: tapped)
        // willSelect redirects to the next source row: the twin next to the tapped row is selected.
        client.willSelect = { path in IndexPath(row: (path.row + 1) % 5, section: 0) }
        table.simulateTap(onRowAt: tapped)
        let next = IndexPath(row: tapped.row + 1, section: 0)
        #expect(table.indexPathsForSelectedRows(caller: .system) == [next])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: (source.row + 1) % 5, section: 0)])
        #expect(client.selections == [IndexPath(row: (source.row + 1) % 5, section: 0)])
        // willSelect refuses: nothing changes.
        client.willSelect = { _ in nil }
        table.simulateTap(onRowAt: table.visibleCells[3].layoutIndexPath ?? IndexPath())
        #expect(table.indexPathsForSelectedRows(caller: .system) == [next])
        // The proposal between a copy's row 4 and the next copy's row 0 is the client's end ([0, 4]);
        // a client that only allows row 1 gets the slot after the proposal's row 0 (its row 1).
        var proposals: [IndexPath] = []
        client.moveTarget = { _, proposed in
            proposals.append(proposed)
            return IndexPath(row: 1, section: 0)
        }
        let proposed = table.visibleCells.first { attachment.sourceIndexPath(for: $0.layoutIndexPath ?? IndexPath()).row == 0 && $0.layoutIndexPath?.row ?? 0 > 8 }?.layoutIndexPath ?? IndexPath()
        let from = IndexPath(row: proposed.row + 2, section: 0)
        let destination = table.simulateMove(from: from, toProposed: proposed)
        #expect(proposals == [IndexPath(row: 4, section: 0)])
        #expect(destination == IndexPath(row: proposed.row + 1, section: 0))
        #expect(client.moves.count == 1)
        #expect(client.moves.first?.0 == attachment.sourceIndexPath(for: from))
        #expect(client.moves.first?.1 == IndexPath(row: 1, section: 0))
        #expect(client.foreignPaths.isEmpty)
    }

    /// T2 (the glue's documented contract): inside a callback, `reloadRows(at: [sourcePath])`
    /// reloads the callback's twin and every other visible twin; outside callbacks the app's path
    /// reloads every visible twin too (issue 11) while UIKit's own path is one row;
    /// `infinite.reloadRows` reloads the visible twins of a client's row, and a new height is
    /// `reloadData()` (which keeps the row on screen and every copy identical).
    @Test func reloadingARowReloadsEveryVisibleTwin() {
        let client = PlainClient(counts: [3])
        var tall = false
        client.height = { path in path.row == 1 && tall ? 90 : 44 }
        let attachment = makeInfiniteTable(client: client, height: 800)
        let table = attachment.tableView
        let twinsOnScreen = twins(of: 1, in: attachment)
        #expect(twinsOnScreen >= 5)
        // Inside didSelect.
        client.reloadOnSelect = true
        var requests = client.cellRequests.count
        let tapped = table.visibleCells.first { attachment.sourceIndexPath(for: $0.layoutIndexPath ?? IndexPath()).row == 1 }?.layoutIndexPath ?? IndexPath()
        table.simulateTap(onRowAt: tapped)
        #expect(client.cellRequests.count - requests == twinsOnScreen)
        #expect(Set(client.cellRequests.suffix(twinsOnScreen)) == [IndexPath(row: 1, section: 0)])
        // Outside any callback: UIKit's own path [0, 1] is one virtual row…
        requests = client.cellRequests.count
        let virtualRowOne = IndexPath(row: 1, section: 0)
        let virtualRowOneVisible = table.visibleCells.contains { $0.layoutIndexPath == virtualRowOne }
        table.reloadRows(at: [virtualRowOne], caller: .system)
        #expect(client.cellRequests.count - requests == (virtualRowOneVisible ? 1 : 0))
        // …and the app's is its row 1: every twin on screen.
        requests = client.cellRequests.count
        table.reloadRows(at: [IndexPath(row: 1, section: 0)])
        #expect(client.cellRequests.count - requests == twinsOnScreen)
        // The namespace's reload: every visible twin of the client's row.
        requests = client.cellRequests.count
        attachment.reloadRows(at: [IndexPath(row: 1, section: 0)])
        #expect(client.cellRequests.count - requests == twinsOnScreen)
        // A new height: reloadData, every twin grows, the period stays exact.
        tall = true
        table.reloadData()
        table.layoutIfNeeded()
        let session = startSession(attachment)
        session.fling(10_000)
        session.waitUntilIdle()
        session.fling(-10_000)
        session.waitUntilIdle()
        #expect(table.visibleCells.allSatisfy { cell in
            cell.frame.height == (attachment.sourceIndexPath(for: cell.layoutIndexPath ?? IndexPath()).row == 1 ? 90 : 44)
        })
        expectClean(session, client, "reload every twin")
    }

    /// Inserting rows while infinite reloads every copy and keeps the centred row.
    @Test func insertingRowsReloadsEveryCopy() {
        let client = PlainClient(counts: [8])
        let attachment = makeInfiniteTable(client: client)
        attachment.scrollToRow(at: IndexPath(row: 5, section: 0), at: .middle, animated: false)
        client.counts = [9]
        attachment.tableView.insertRows(at: [IndexPath(row: 8, section: 0)])
        attachment.tableView.layoutIfNeeded()
        #expect(attachment.engine.repetition.itemsPerCopy == 9)
        #expect(attachment.centeredIndexPath == IndexPath(row: 5, section: 0))
        #expect(attachment.tableView.assertionFailures.isEmpty)
    }
}
