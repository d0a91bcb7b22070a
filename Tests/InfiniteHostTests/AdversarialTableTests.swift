import Foundation
import Testing
import InfiniteProxy
import InfiniteHostTesting
@testable import InfiniteHost

/// One seeded adversarial session on an infinite host table run by the shipped `ListController`:
/// a random app (short or tall viewport, one to three sections, fixed or self-sizing rows with
/// estimates 10× or 0.1× off) and a random user and app mixing flings up to 30 000 pt/s, drags and
/// touches with count changes mid-fling (to 0 and back), resizes and keyboard insets, `isEnabled`
/// toggles, reloads from inside `cellForRowAt` / `willDisplay` / `didSelect`, the client going away
/// and a new one arriving, and VoiceOver switching. Every frame is checked by the
/// ``InvariantChecker`` (while the table loops), by the independent ``CentreIdentityCheck``, and
/// every path a client is handed must be its own.
///
/// ```swift
/// var run = AdversarialTableRun(seed: 7)
/// run.run(frames: 3_000)
/// #expect(run.violations.isEmpty)
/// ```
///
/// - Complexity: O(frames × visible rows).
final class AdversarialTableRun {
    /// The session's figures.
    struct Figures {
        var frames = 0
        var jumps = 0
        var framesChecked = 0
        var centreFramesCompared = 0
        var discontinuities = 0
        /// Frames in which the controller itself switched between looping and finite.
        var loopingSwitches = 0
        var events: [String: Int] = [:]
        var violations: [String: Int] = [:]
        var firstViolations: [String] = []
        /// The first violations of the kinds no known issue covers (foreign paths, bookkeeping,
        /// live cells, UIKit assertions), with their seeds.
        var structuralExamples: [String] = []
        var foreignPaths = 0
        var pathsSeen = 0
        var assertions = 0

        /// Takes a session's checks: frames checked, the first violations (with `context`), the
        /// violations by kind and the centre-identity findings.
        mutating func collect(_ checker: InvariantChecker, _ centre: CentreIdentityCheck, seed: UInt64, context: String) {
            framesChecked = checker.framesChecked
            centreFramesCompared = centre.framesCompared
            for violation in checker.violations where violation.kind != .visibleJump && violation.kind != .edgeHit
                && structuralExamples.count < 10 {
                structuralExamples.append("seed \(seed): \(violation)")
            }
            for violation in checker.violations where firstViolations.count < 10 {
                firstViolations.append("seed \(seed): \(violation)\(context)")
            }
            if checker.violationCount > 0 {
                for kind in Set(checker.violations.map(\.kind)) {
                    violations[kind.rawValue, default: 0] += checker.violations.filter { $0.kind == kind }.count
                }
                let listed = checker.violations.count
                if checker.violationCount > listed { violations["unlisted", default: 0] += checker.violationCount - listed }
            }
            if centre.violations > 0 {
                violations["centreJump", default: 0] += centre.violations
                for line in centre.firstViolations.prefix(3) where firstViolations.count < 10 {
                    firstViolations.append("seed \(seed): centre \(line)\(context)")
                }
            }
        }

        mutating func add(_ other: Figures) {
            frames += other.frames
            jumps += other.jumps
            framesChecked += other.framesChecked
            centreFramesCompared += other.centreFramesCompared
            discontinuities += other.discontinuities
            loopingSwitches += other.loopingSwitches
            events.merge(other.events, uniquingKeysWith: +)
            violations.merge(other.violations, uniquingKeysWith: +)
            if firstViolations.count < 10 { firstViolations += other.firstViolations.prefix(10 - firstViolations.count) }
            if structuralExamples.count < 10 { structuralExamples += other.structuralExamples.prefix(10 - structuralExamples.count) }
            foreignPaths += other.foreignPaths
            pathsSeen += other.pathsSeen
            assertions += other.assertions
        }
    }

    let seed: UInt64
    let table: HostTableView
    let attachment: HostTableAttachment
    private(set) var figures = Figures()
    private var generator: SplitMix64
    private var client: PlainClient?
    private var retired: [PlainClient] = []
    private var checker = InvariantChecker(axis: .vertical)
    private var centre = CentreIdentityCheck()
    private var discontinuity = false
    private var wasLooping = true
    private let dt: TimeInterval = 1.0 / 60.0
    /// Per-row heights of the app's data (by section, row), stable across count changes.
    private let rowHeight: (IndexPath) -> CGFloat
    private let estimateFactor: CGFloat
    private let selfSizing: Bool

    /// Events this run leaves out (to tell which kind of event a violation needs).
    let excluded: Set<String>

    /// Whether reloads from inside `willDisplay` may change the data (finding F3).
    let callbackDataChanges: Bool

    init(seed: UInt64, excluded: Set<String> = [], callbackDataChanges: Bool = false) {
        self.seed = seed
        self.excluded = excluded
        self.callbackDataChanges = callbackDataChanges
        var generator = SplitMix64(seed: seed)
        let short = Bool.random(using: &generator)
        let height = short ? CGFloat.random(in: 100...200, using: &generator).rounded()
            : CGFloat.random(in: 400...900, using: &generator).rounded()
        table = makeTable(width: 390, height: height)
        if Bool.random(using: &generator) {
            table.adjustedContentInset = HostEdgeInsets(top: short ? 0 : 47, bottom: short ? 0 : 34)
        }
        let base = CGFloat.random(in: 20...120, using: &generator).rounded()
        let spread = Int.random(in: 0...5, using: &generator)
        let rowHeight: (IndexPath) -> CGFloat = { path in
            let step: Int = (path.row * 7 + path.section * 3) % (spread + 1)
            return base + 17 * CGFloat(step)
        }
        self.rowHeight = rowHeight
        let selfSizing = Int.random(in: 0..<3, using: &generator) > 0
        self.selfSizing = selfSizing
        let estimateFactor: CGFloat = [10, 0.1, 1, 3][Int.random(in: 0..<4, using: &generator)]
        self.estimateFactor = estimateFactor
        if selfSizing {
            table.rowHeight = HostTableView.automaticDimension
            table.estimatedRowHeight = Bool.random(using: &generator) ? 44 : HostTableView.automaticDimension
        }
        let client = Self.makeClient(
            counts: Self.randomCounts(allowEmpty: false, using: &generator), rowHeight: rowHeight,
            estimateFactor: estimateFactor, selfSizing: selfSizing)
        self.generator = generator
        table.dataSource = client
        table.delegate = client
        self.client = client
        attachment = HostTableAttachment(tableView: table)
        let attachment = attachment
        table.environment.observe { [weak table] event in
            guard event == .voiceOverStatusDidChange, let table else { return }
            attachment.voiceOverStatusDidChange(isRunning: table.environment.isVoiceOverRunning)
        }
        table.layoutIfNeeded()
        record()
    }

    // MARK: The app

    private func randomCounts(allowEmpty: Bool) -> [Int] {
        Self.randomCounts(allowEmpty: allowEmpty, using: &generator)
    }

    private static func randomCounts(allowEmpty: Bool, using generator: inout SplitMix64) -> [Int] {
        if allowEmpty, Int.random(in: 0..<6, using: &generator) == 0 {
            return Bool.random(using: &generator) ? [0] : []
        }
        let sections = Int.random(in: 1...3, using: &generator)
        return (0..<sections).map { _ in
            Int.random(in: 0..<4, using: &generator) == 0 ? Int.random(in: 0...2, using: &generator)
                : Int.random(in: 1...30, using: &generator)
        }
    }

    private func makeClient(counts: [Int]) -> PlainClient {
        Self.makeClient(counts: counts, rowHeight: rowHeight, estimateFactor: estimateFactor, selfSizing: selfSizing)
    }

    private static func makeClient(
        counts: [Int], rowHeight: @escaping (IndexPath) -> CGFloat, estimateFactor factor: CGFloat, selfSizing: Bool
    ) -> PlainClient {
        let client = PlainClient(counts: counts)
        if selfSizing {
            client.fitting = rowHeight
            if factor != 1 { client.estimate = { rowHeight($0) * factor } }
        } else {
            client.height = rowHeight
        }
        return client
    }

    /// The client changes its data and reloads (mid-fling or at rest).
    private func changeCounts() {
        guard let client else { return }
        client.counts = randomCounts(allowEmpty: true)
        table.reloadData()
        markDiscontinuity()
    }

    // MARK: Running

    /// Runs random gestures and app events for `frames` frames.
    func run(frames budget: Int) {
        let end = figures.frames + budget
        while figures.frames < end {
            let remaining = end - figures.frames
            let choice = Int.random(in: 0..<100, using: &generator)
            switch choice {
            case 0..<30:
                guard !excluded.contains("fling") else { break }
                event("fling")
                let speed = CGFloat.random(in: 300...30_000, using: &generator)
                table.fling(velocity: CGPoint(x: 0, y: Bool.random(using: &generator) ? speed : -speed))
            case 30..<42:
                guard !excluded.contains("drag") else { break }
                event("drag")
                drag(frames: min(remaining, Int.random(in: 3...40, using: &generator)))
            case 42..<46:
                guard !excluded.contains("touch") else { break }
                event("touch")
                table.beginDragging()
                step(min(remaining, Int.random(in: 1...20, using: &generator)))
                table.endDragging(velocity: .zero)
            case 46..<54:
                guard !excluded.contains("countChange") else { break }
                event("countChange")
                changeCounts()
            case 54..<57:
                guard !excluded.contains("sameDataReload") else { break }
                event("sameDataReload")
                table.reloadData()
                markPlainReload()
            case 57..<62:
                guard !excluded.contains("keyboardInset") else { break }
                event("keyboardInset")
                var insets = table.adjustedContentInset
                insets.bottom = insets.bottom > 200 ? 0 : CGFloat.random(in: 216...336, using: &generator).rounded()
                table.adjustedContentInset = insets
            case 62..<65:
                guard !excluded.contains("rotation") else { break }
                event("rotation")
                let size = table.viewportSize
                table.viewportSize = CGSize(width: size.height < 300 ? size.width : size.height, height: size.height < 300 ? size.height : size.width)
                markDiscontinuity()
            case 65..<68:
                guard !excluded.contains("toggleEnabled") else { break }
                event("toggleEnabled")
                attachment.isEnabled.toggle()
                markDiscontinuity()
            case 68..<76:
                guard !excluded.contains("reloadInCallback") else { break }
                event("reloadInCallback")
                armCallbackReload()
            case 76..<80:
                guard !excluded.contains("tapReload") else { break }
                event("tapReload")
                tapReload()
            case 80..<82:
                guard !excluded.contains("clientReplaced") else { break }
                event("clientReplaced")
                replaceClient()
            case 82..<84:
                guard !excluded.contains("voiceOver") else { break }
                event("voiceOver")
                table.environment.isVoiceOverRunning.toggle()
                markDiscontinuity()
            default:
                break
            }
            let pause = Int.random(in: 0..<4, using: &generator) == 0 ? Int.random(in: 30...240, using: &generator)
                : Int.random(in: 1...20, using: &generator)
            step(min(max(0, end - figures.frames), pause))
        }
        // End enabled, without VoiceOver, so the next run starts where a user would.
        if !attachment.isEnabled { attachment.isEnabled = true; markDiscontinuity() }
        if table.environment.isVoiceOverRunning { table.environment.isVoiceOverRunning = false; markDiscontinuity() }
    }

    /// A reload from inside `cellForRowAt` or `willDisplay` during the next layout, with the data
    /// changed or not.
    private func armCallbackReload() {
        guard let client else { return }
        let inCellForRow = Bool.random(using: &generator)
        // Inside `cellForRowAt` the table is halfway through a layout pass over the old data, so a
        // client there reloads without changing its data (a data change there is the client's own
        // inconsistency: UIKit goes on with the pass's old rows, as the host does).
        let changes = callbackDataChanges && !inCellForRow && Bool.random(using: &generator)
        let counts = changes ? randomCounts(allowEmpty: true) : client.counts
        let fire: (HostTableView, IndexPath) -> Void = { [weak self, weak client] tableView, _ in
            guard let self, let client else { return }
            client.onCellForRow = nil
            client.onWillDisplay = nil
            if changes {
                client.counts = counts
                self.discontinuity = true
            } else if !self.attachment.controller.isActive {
                // UIKit's own reload (the library is off): the content may move (see
                // markPlainReload), and with estimates far below the real heights the kept offset
                // may be past the re-estimated content, blank until the next frame clamps it.
                self.plainReloadFramesLeft = 2
            }
            tableView.reloadData()
        }
        if inCellForRow { client.onCellForRow = fire } else { client.onWillDisplay = fire }
    }

    /// A tap on a visible row whose `didSelect` reloads (with the data changed or not).
    private func tapReload() {
        guard let client, let cell = table.visibleCells.randomElement(using: &generator),
              let path = cell.layoutIndexPath else { return }
        let changes = Bool.random(using: &generator)
        let counts = changes ? randomCounts(allowEmpty: true) : client.counts
        client.onSelect = { [weak self, weak client] tableView, _ in
            guard let self, let client else { return }
            client.onSelect = nil
            if changes {
                client.counts = counts
                self.discontinuity = true
            }
            tableView.reloadData()
        }
        table.simulateTap(onRowAt: path)
        client.onSelect = nil
        markPlainReload()
        // A tap may have selected a row; the discontinuity is recorded at the next frame.
    }

    /// The client goes away (frames pass with blank rows), then a new one is assigned.
    private func replaceClient() {
        if let client { retire(client) }
        client = nil
        markDiscontinuity()
        step(Int.random(in: 1...10, using: &generator))
        let next = makeClient(counts: randomCounts(allowEmpty: true))
        client = next
        table.dataSource = next
        table.delegate = next
        markDiscontinuity()
    }

    private func retire(_ client: PlainClient) {
        figures.foreignPaths += client.foreignPaths.count
        figures.pathsSeen += client.pathsSeen
        if figures.firstViolations.count < 10, let first = client.foreignPaths.first {
            figures.firstViolations.append("seed \(seed): foreign path \(first)")
        }
        for path in client.foreignPaths.prefix(2) where figures.structuralExamples.count < 10 {
            figures.structuralExamples.append("seed \(seed): foreign path \(path)")
        }
        for path in client.foreignPaths {
            let context = path.split(separator: " ").prefix(path.hasPrefix("willDisplay shows") ? 2 : 1).joined(separator: " ")
            figures.violations["foreignPath \(context)", default: 0] += 1
        }
    }

    private func drag(frames: Int) {
        let perFrame = CGFloat.random(in: -60...60, using: &generator)
        table.beginDragging()
        for _ in 0..<max(1, frames) {
            table.step(dt)
            table.drag(by: CGPoint(x: 0, y: -perFrame))
            table.layoutIfNeeded()
            attachment.runLoop.advance(by: dt)
            figures.frames += 1
            record()
        }
        let release = Bool.random(using: &generator) ? 0 : perFrame * 60 * CGFloat.random(in: 0.5...3, using: &generator)
        table.endDragging(velocity: CGPoint(x: 0, y: release))
    }

    private func step(_ count: Int) {
        for _ in 0..<max(0, count) {
            attachment.step(dt)
            figures.frames += 1
            record()
        }
    }

    /// While the controller is off (switched off, VoiceOver) a reload is UIKit's own: a plain
    /// table re-estimates the rows above the visible ones and keeps its offset, so the content
    /// moves (the jump apps know from UIKit, modelled by the host). The library is not in the way
    /// then, so the frame after such a reload starts a new continuity.
    private func markPlainReload() {
        if !attachment.controller.isActive { markDiscontinuity() }
    }

    private func event(_ name: String) {
        figures.events[name, default: 0] += 1
        lastEvent = (name, figures.frames)
        onEvent?(name, figures.frames)
    }

    /// Frames still to be recorded as discontinuities after UIKit's own reload from inside a
    /// display callback (the library off).
    private var plainReloadFramesLeft = 0

    /// The last event and the frame it came at (for attributing a violation).
    private var lastEvent: (name: String, frame: Int) = ("start", 0)
    /// Violations attributed to the event before them ("kind after event"), when tracing.
    private(set) var attributions: [String] = []
    private var seenViolations = 0
    private var seenCentre = 0

    private func markDiscontinuity() {
        table.layoutIfNeeded()
        discontinuity = true
        record()
    }

    /// Called with every event and its frame (for minimising a finding).
    var onEvent: ((String, Int) -> Void)?

    /// Called with every frame's snapshot (for minimising a finding).
    var onRecord: ((HostFrameSnapshot) -> Void)?

    private func record() {
        let snapshot = attachment.snapshot()
        onRecord?(snapshot)
        if snapshot.jump != 0 { figures.jumps += 1 }
        if plainReloadFramesLeft > 0 {
            plainReloadFramesLeft -= 1
            discontinuity = true
        }
        if discontinuity {
            discontinuity = false
            figures.discontinuities += 1
            checker.resetContinuity()
            centre.reset()
        }
        // A finite table (switched off, VoiceOver, too little content) may reach its ends: only
        // a looping one is held to the infinite invariants. The controller switching between
        // looping and finite by itself (a resize or an inset leaves content too short to loop, or
        // long enough again) shows the finite content from its start: a discontinuity it chose,
        // counted apart.
        let looping = attachment.engine.isLooping
        if looping != wasLooping {
            wasLooping = looping
            figures.loopingSwitches += 1
            checker.resetContinuity()
            centre.reset()
        }
        if !looping { checker.resetContinuity() }
        checker.check(snapshot)
        centre.check(table, frame: snapshot.frame)
        if checker.violationCount != seenViolations || centre.violations != seenCentre {
            let kinds = checker.violations.dropFirst(seenViolations).map(\.kind.rawValue)
            let label = (Set(kinds).sorted() + (centre.violations != seenCentre ? ["centreJump"] : [])).joined(separator: "+")
            attributions.append("seed \(seed) frame \(figures.frames): \(label) after \(lastEvent.name) (\(figures.frames - lastEvent.frame) frames) "
                + "h=\(table.viewportSize.height) self=\(selfSizing) est=\(estimateFactor) looping=\(looping) enabled=\(attachment.isEnabled) vo=\(table.environment.isVoiceOverRunning) offset=\(table.contentOffset.y) content=\(table.contentSize.height)")
            seenViolations = checker.violationCount
            seenCentre = centre.violations
        }
    }

    /// Collects the figures (call once, at the end).
    func finish() -> Figures {
        if let client { retire(client) }
        client = nil
        var figures = figures
        figures.collect(checker, centre, seed: seed, context: "")
        figures.assertions = table.assertionFailures.count
        if figures.assertions > 0 {
            figures.violations["uikitAssertion", default: 0] += figures.assertions
            figures.firstViolations.append("seed \(seed): \(table.assertionFailures[0])")
        }
        return figures
    }
}

/// The adversarial suite for tables. `swift test` runs 35 seeded sessions of a minute (3 600
/// frames each; a few seconds in all); `INFINITE_ADVERSARIAL_SCALE=N swift test --filter
/// AdversarialTableTests` runs N times as many sessions of N minutes. Each test prints its figures.
@Suite struct AdversarialTableTests {
    nonisolated static let scale = SessionEnvironment.scale
    /// A minute at 60 frames a second by default; N minutes with `INFINITE_ADVERSARIAL_SCALE=N`.
    static let framesPerSession = 3_600 * scale
    /// What may move on screen: the kinds still open as known issues (F4).
    static let visualKinds: Set<String> = ["visibleJump", "centreJump", "edgeHit"]

    /// Runs `sessions` seeded sessions from `firstSeed` and prints their figures.
    static func runSessions(
        _ sessions: Int, firstSeed: UInt64, excluding: Set<String> = [], callbackDataChanges: Bool, name: String
    ) -> AdversarialTableRun.Figures {
        var total = AdversarialTableRun.Figures()
        let excluded = excluding.union(SessionEnvironment.excludedEvents)
        for index in 0..<sessions {
            let run = AdversarialTableRun(seed: firstSeed + UInt64(index), excluded: excluded, callbackDataChanges: callbackDataChanges)
            run.run(frames: framesPerSession)
            total.add(run.finish())
            if SessionEnvironment.traces {
                for line in run.attributions { print("TRACE \(name) \(line)") }
            }
        }
        print("\(name): \(sessions) sessions, \(total.frames) frames, \(total.jumps) frames with a jump, "
              + "\(total.discontinuities) discontinuities, \(total.loopingSwitches) looping switches, \(total.framesChecked) frames checked, "
              + "\(total.centreFramesCompared) centre comparisons, \(total.pathsSeen) client paths, "
              + "\(total.foreignPaths) foreign, violations \(total.violations.sorted { $0.key < $1.key }), "
              + "events \(total.events.sorted { $0.key < $1.key })")
        return total
    }

    /// Every event of the mix but reloads inside `cellForRowAt` / `willDisplay` (F5, below);
    /// reloads inside `didSelect` change the data or not.
    @Test func randomSessionsKeepEveryInvariant() {
        let sessions = 25 * Self.scale
        let total = Self.runSessions(
            sessions, firstSeed: 14_000, excluding: ["reloadInCallback"], callbackDataChanges: false, name: "AdversarialTable")
        #expect(total.frames >= sessions * Self.framesPerSession)
        #expect(total.centreFramesCompared > total.frames / 2)
        #expect(total.foreignPaths == 0, "\(total.structuralExamples)")
        let structural = total.violations.filter { !Self.visualKinds.contains($0.key) }
        #expect(structural.isEmpty, "\(structural): \(total.structuralExamples)")
        let visual = total.violations.filter { Self.visualKinds.contains($0.key) }
        // F4 and F6 fixed (was 26 visible / 13 centre / 4 edge): F1, F7, the restore-anchor fixes,
        // learned estimates, the blank-frame rule of the centre check, anchors with a visible
        // leading edge (seed 14012, `aRestoreOfARowStartingAboveTheScreenKeepsTheRowsOnScreen`) and
        // the jump away from the content's end (seed 14000,
        // `aFlingTowardsAnUnseenCopyOfTenfoldEstimatesDoesNotHitTheEnd`). `ADV_TRACE=1` attributes
        // a violation to the event before it.
        #expect(visual.isEmpty, "\(visual): \(total.firstViolations)")
    }

    /// F3 and F5: the whole mix with reloads from inside `cellForRowAt` (same data) and
    /// `willDisplay` (data changed or not). Every path the client is handed is its own, every cell
    /// is named as the row it shows, and no cell outlives the screen — causes minimised in
    /// `ReloadInsideCallbackTests` (a reload inside the controller's own layout pass re-plans, a
    /// cell configured before a reload is named as configured, a reload inside a layout pass
    /// restores at the end of the pass) and `HostTableViewTests` (the pass is laid out again).
    @Test func reloadsChangingTheDataInsideWillDisplay() {
        let sessions = 10 * Self.scale
        let total = Self.runSessions(sessions, firstSeed: 24_000, callbackDataChanges: true, name: "AdversarialTable.callbackDataChanges")
        #expect(total.assertions == 0, "\(total.firstViolations)")
        #expect(total.foreignPaths == 0, "\(total.structuralExamples)")
        let structural = total.violations.filter { !Self.visualKinds.contains($0.key) }
        #expect(structural.isEmpty, "\(structural): \(total.structuralExamples)")
        let visual = total.violations.filter { Self.visualKinds.contains($0.key) }
        // Clean since the jump away from the content's end (an edge hit after a drag on a
        // self-sizing table with 3× estimates, seed 24006); at ×4 since the reload's kept row
        // inside a revealing pass (seed 24036) and the jump away from the end decided after a
        // fling frame's layout (seed 24022).
        #expect(visual.isEmpty, "\(visual): \(total.firstViolations)")
    }
}

/// The adversarial suite's findings, each minimised from a seed.
@Suite struct AdversarialTableFindingsTests {
    /// A client whose first section is empty: every path it is handed must still be its own.
    @Test func anEmptyFirstSectionIsNeverAskedAbout() {
        let client = PlainClient(counts: [0, 7])
        client.fitting = { _ in 50 }
        client.estimate = { _ in 500 }
        let table = makeTable(height: 476)
        table.rowHeight = HostTableView.automaticDimension
        table.dataSource = client
        table.delegate = client
        let attachment = HostTableAttachment(tableView: table)
        table.layoutIfNeeded()
        for velocity in [-20_000, 25_000, -3_000, 9_000] as [CGFloat] {
            table.fling(velocity: CGPoint(x: 0, y: velocity))
            for _ in 0..<300 { attachment.step() }
        }
        #expect(client.foreignPaths.isEmpty, "\(client.foreignPaths.prefix(3))")
    }

    /// Seed 14018, minimised: uniform self-sizing rows (65 pt) under UIKit's default estimate,
    /// hard flings. A recentering jump made while a row it crosses is still estimated is off by
    /// the row's estimate error (a jump of 1 409 pt for a period of 1 430): the rows on screen move
    /// 21 pt in one frame. Both checks see it: the controller's bookkeeping and the independent one.
    /// Cause: the jump was measured in `scrollViewDidScroll`, before the layout of the movement
    /// that sent it, from rows still at their estimate; fixed by laying out first
    /// (`ListController.layOutBeforeJumping`).
    @Test func aJumpAcrossAnEstimatedRowIsInvisible() {
        let client = PlainClient(counts: [22])
        client.fitting = { _ in 65 }
        let table = makeTable(height: 531)
        table.rowHeight = HostTableView.automaticDimension
        table.dataSource = client
        table.delegate = client
        let attachment = HostTableAttachment(tableView: table)
        table.layoutIfNeeded()
        var checker = InvariantChecker(axis: .vertical)
        var centre = CentreIdentityCheck()
        checker.check(attachment.snapshot())
        centre.check(table, frame: 0)
        var generator = SplitMix64(seed: 14_018)
        for _ in 0..<60 {
            let speed = CGFloat.random(in: 5_000...30_000, using: &generator)
            table.fling(velocity: CGPoint(x: 0, y: Bool.random(using: &generator) ? speed : -speed))
            for _ in 0..<Int.random(in: 10...120, using: &generator) {
                attachment.step()
                checker.check(attachment.snapshot())
                centre.check(table, frame: table.frameCount)
            }
        }
        #expect(checker.violations.isEmpty, "\(checker.violations.prefix(3))")
        #expect(centre.violations == 0, "\(centre.firstViolations.prefix(3))")
        #expect(client.foreignPaths.isEmpty)
    }

    /// F4, seed 14008 (its first 545 frames): a self-sizing table (rows 76–127 pt under UIKit's
    /// estimate) at rest, 23 rows just loaded so most are still estimated; the keyboard's bottom
    /// inset (34 → 333 pt) changes the visible length, so the controller re-plans, reloads and
    /// restores the centred row (row 0 at 260 pt). The restore's landing was outside the band, so
    /// it jumped, and the correction after layout followed the *jump's* anchor (row 20), not row 0:
    /// row 20 was kept where estimates had put it, and the three measured rows between them
    /// (313 pt real against 132 estimated) pushed row 0 181 pt down — every row on screen moved.
    /// Cause: `ListController.restorePendingPosition` anchored the correction on `jump.twin`; fixed
    /// by anchoring it on the remembered row's own twin (the jump moves it by the same copies).
    @Test func aRestoreAfterAKeyboardInsetKeepsTheRememberedRow() {
        let run = AdversarialTableRun(seed: 14_008, excluded: ["reloadInCallback"])
        run.run(frames: 545)
        let figures = run.finish()
        #expect(figures.events["keyboardInset", default: 0] > 0)
        #expect(figures.violations.isEmpty, "\(figures.firstViolations)")
    }

    /// F4, seed 14012 (frame 4787), minimised: fixed row heights (108–193 pt, `heightForRowAt`)
    /// under UIKit's automatic estimate (44 pt), a keyboard's bottom inset leaving 130 pt visible,
    /// at rest; the row at the visible centre (159 pt) starts 44.57 pt above the top. A reload (here
    /// the app's; in the seed the re-plan a keyboard inset deferred until the fling ended) drops the
    /// measured heights, and the restore put the row's leading edge back at −44.57 with the row at
    /// its 44-pt estimate: it ended above the screen, was never displayed nor measured, and every
    /// row on screen moved 115 pt up (its estimate error). Cause: the remembered item was the
    /// centred one even with its leading edge off screen (`ListController.capturePosition`); fixed
    /// by remembering the next row when its leading edge is visible (`anchorWithVisibleEdge`).
    @Test func aRestoreOfARowStartingAboveTheScreenKeepsTheRowsOnScreen() {
        let client = PlainClient(counts: [8])
        client.height = { 108 + CGFloat(($0.row * 7) % 6) * 17 }
        let table = makeTable(height: 390, insets: HostEdgeInsets(top: 0, bottom: 260))
        table.dataSource = client
        table.delegate = client
        let attachment = HostTableAttachment(tableView: table)
        table.layoutIfNeeded()
        attachment.step()
        let row3 = table.visibleCells.first {
            attachment.engine.sourceIndexPath(for: VirtualIndexPath(section: $0.layoutSection, item: $0.layoutRow)).item == 3
        }
        guard let row3 else { Issue.record("row 3 is not on screen"); return }
        table.contentOffset.y = row3.frame.minY + 44.57
        attachment.step()
        #expect(abs(row3.frame.minY - table.contentOffset.y + 44.57) < 0.01)
        var centre = CentreIdentityCheck()
        centre.check(table, frame: table.frameCount)
        table.reloadData()
        for _ in 0..<3 {
            attachment.step()
            centre.check(table, frame: table.frameCount)
        }
        #expect(attachment.engine.isLooping)
        #expect(attachment.controller.statistics.restores > 0)
        #expect(centre.framesCompared > 0)
        #expect(centre.violations == 0, "\(centre.firstViolations.prefix(3))")
    }

    /// F4, seed 14012 (frame 5267 once the restore above was fixed), minimised: fixed rows
    /// (108–193 pt) under the automatic estimate, the keyboard's inset, a fling upward just after
    /// the table loaded (rows off screen at their 44-pt estimate). A recentering jump kept its
    /// anchor — the row at the visible centre, 176 pt tall, starting 44.4 pt above the top — and put
    /// its twin there at its estimate: the twin ended above the screen, was never measured, and
    /// every row on screen moved (94 pt at the centre). Cause: the jump's anchor
    /// (`InfiniteListEngine.recenteringJump`, the item at the centre) started above the view's
    /// bounds; fixed in `ListController.recenteringJump(in:_:)` by anchoring on the next row when
    /// its leading edge is inside them (`anchorWithVisibleEdge`).
    @Test(arguments: [-3_000, -8_000] as [CGFloat]) func aJumpWhoseCentredRowStartsAboveTheScreenKeepsTheRowsOnScreen(velocity: CGFloat) {
        let client = PlainClient(counts: [2, 27])
        client.height = { 108 + CGFloat(($0.row * 7 + $0.section * 3) % 6) * 17 }
        let table = makeTable(width: 568, height: 390, insets: HostEdgeInsets(top: 0, bottom: 260))
        table.dataSource = client
        table.delegate = client
        let attachment = HostTableAttachment(tableView: table)
        table.layoutIfNeeded()
        attachment.step()
        var checker = InvariantChecker(axis: .vertical)
        var centre = CentreIdentityCheck()
        checker.check(attachment.snapshot())
        centre.check(table, frame: table.frameCount)
        table.fling(velocity: CGPoint(x: 0, y: velocity))
        for _ in 0..<120 {
            attachment.step()
            checker.check(attachment.snapshot())
            centre.check(table, frame: table.frameCount)
        }
        #expect(attachment.engine.isLooping)
        #expect(attachment.controller.statistics.jumps > 0)
        #expect(checker.violations.isEmpty, "\(checker.violations.prefix(3))")
        #expect(centre.violations == 0, "\(centre.firstViolations.prefix(3))")
    }

    /// F4, seed 14012, its first 5 300 frames: both findings above (a restore at frame 4787, a jump
    /// at frame 5267 once that was fixed) in the session they came from.
    @Test func seed14012KeepsEveryInvariant() {
        let run = AdversarialTableRun(seed: 14_012, excluded: ["reloadInCallback"])
        run.run(frames: 5_300)
        let figures = run.finish()
        #expect(figures.events["keyboardInset", default: 0] > 0)
        #expect(figures.jumps > 0)
        #expect(figures.violations.isEmpty, "\(figures.firstViolations)")
    }

    /// Seed 14126, its first 510 frames: a finite self-sizing table (147 pt, a keyboard inset of
    /// 234 pt, nothing visible) reloads from `didSelect`. The row under the centre (its edge 11 pt
    /// above the top) is the one remembered: a finite restore is clamped to the content's ends, and
    /// remembering the next row instead (as a looping table does, above) put that row 85 pt off.
    @Test func aFiniteTableRemembersTheRowUnderTheCentre() {
        let run = AdversarialTableRun(seed: 14_126, excluded: ["reloadInCallback"])
        run.run(frames: 510)
        let figures = run.finish()
        #expect(figures.events["tapReload", default: 0] > 0)
        #expect(figures.violations.isEmpty, "\(figures.firstViolations)")
    }

    /// F4, seed 14020 (frame 1077), minimised: one self-sizing row of 113 pt under a 44-pt estimate,
    /// at rest, the keyboard's bottom inset goes (309 → 0 pt). The visible length grows, so the
    /// controller re-plans, reloads and restores the centred row; the restore's landing is outside
    /// the band, so it jumps by whole copies, measured from the *jump's* anchor across rows still at
    /// their estimate. The correction then kept the remembered row's twin where those estimates put
    /// it — one estimate error (69 pt) away from where the user saw it — and every row moved.
    /// Cause: `ListController.restorePendingPosition` recorded the twin's laid-out edge as the
    /// correction's reference; fixed by recording where the remembered row must be (the landing
    /// plus its screen position).
    @Test func aRestoreThatJumpsAcrossEstimatedRowsKeepsTheRememberedRow() {
        let client = PlainClient(counts: [1])
        client.fitting = { _ in 113 }
        let table = makeTable(height: 746, insets: HostEdgeInsets(top: 47, bottom: 309))
        table.rowHeight = HostTableView.automaticDimension
        table.estimatedRowHeight = 44
        table.dataSource = client
        table.delegate = client
        let attachment = HostTableAttachment(tableView: table)
        table.layoutIfNeeded()
        attachment.step()
        var checker = InvariantChecker(axis: .vertical)
        var centre = CentreIdentityCheck()
        checker.check(attachment.snapshot())
        centre.check(table, frame: table.frameCount)
        table.adjustedContentInset = HostEdgeInsets(top: 47, bottom: 0)
        for _ in 0..<3 {
            attachment.step()
            checker.check(attachment.snapshot())
            centre.check(table, frame: table.frameCount)
        }
        #expect(attachment.engine.isLooping)
        #expect(attachment.controller.statistics.restores > 0)
        #expect(checker.violations.isEmpty, "\(checker.violations.prefix(3))")
        #expect(centre.violations == 0, "\(centre.firstViolations.prefix(3))")
    }

    /// F4, seeds 14005, 14019, 14031, 14039 (edge hits on 106- and 128-pt tables, jumps after
    /// touches and reloads), minimised: self-sizing rows whose `estimatedHeightForRowAt` is 10× their
    /// real height, hard flings on a short table. The plan learns the real heights from displayed
    /// rows, but after a reload the view took the client's estimate for every twin not displayed: the
    /// recentering band was measured across copies 10× too long, so the viewport roamed to the end
    /// of the real content, and rows that self-sized on the way moved those on screen. Fixed by
    /// answering the view's estimate with the length the row's twins were seen with
    /// (`ListController.learnedEstimate(at:)`, both interceptors).
    @Test(arguments: [106, 128] as [CGFloat]) func estimatesTenTimesTooLargeAreReplacedByLearnedHeights(height: CGFloat) {
        let client = PlainClient(counts: [25, 11])
        let real: (IndexPath) -> CGFloat = { 36 + CGFloat((($0.row * 7 + $0.section * 3) % 3)) * 17 }
        client.fitting = real
        client.estimate = { real($0) * 10 }
        let table = makeTable(height: height)
        table.rowHeight = HostTableView.automaticDimension
        table.dataSource = client
        table.delegate = client
        let attachment = HostTableAttachment(tableView: table)
        table.layoutIfNeeded()
        var checker = InvariantChecker(axis: .vertical)
        var centre = CentreIdentityCheck()
        // The user reads a copy's rows (learned), then the app reloads the same data.
        for _ in 0..<4 {
            table.fling(velocity: CGPoint(x: 0, y: 1_500))
            for _ in 0..<120 { attachment.step() }
        }
        table.reloadData()
        table.layoutIfNeeded()
        let edgeHitsBefore = table.edgeHits
        var generator = SplitMix64(seed: 14_005)
        for _ in 0..<80 {
            let speed = CGFloat.random(in: 10_000...30_000, using: &generator)
            table.fling(velocity: CGPoint(x: 0, y: Bool.random(using: &generator) ? speed : -speed))
            for _ in 0..<Int.random(in: 5...90, using: &generator) {
                attachment.step()
                checker.check(attachment.snapshot())
                centre.check(table, frame: table.frameCount)
            }
        }
        #expect(attachment.engine.isLooping)
        #expect(table.edgeHits == edgeHitsBefore)
        #expect(checker.violations.isEmpty, "\(checker.violations.prefix(3))")
        #expect(centre.violations == 0, "\(centre.firstViolations.prefix(3))")
    }

    /// F4, seed 14000 (frame 4880): a self-sizing table (390 pt) whose estimates are 10× its real
    /// heights, two copies: copy 0 never seen (12 215 pt of estimates), copy 1 seen (2 351 pt of
    /// real rows). The band was measured in points across copy 0 — half of it reached 4 000 pt past
    /// the content's end — so a fling in copy 1 hit the end without a jump. Fixed by a jump away
    /// from the end once the viewport is within the plan's margin of it, when the band says none
    /// (`ListController.jumpAwayFromEndIfNeeded`). Kept as its seed: the state needs the session's
    /// history of reloads and learned heights.
    @Test func aFlingTowardsAnUnseenCopyOfTenfoldEstimatesDoesNotHitTheEnd() {
        let run = AdversarialTableRun(seed: 14_000, excluded: ["reloadInCallback"])
        run.run(frames: 4_890)
        let figures = run.finish()
        #expect(figures.violations.isEmpty, "\(figures.firstViolations)")
    }

    /// F4, seed 14000, minimised: a fresh self-sizing table whose estimates are 10× the real
    /// heights starts on the middle of two copies; the copy before it is unseen, at its
    /// estimates. The band, measured in points across that copy, reached far past the content's
    /// end, so the user's first pass through the copy on screen hit the end. Fixed as above.
    @Test(arguments: [106, 128] as [CGFloat]) func aFirstPassThroughTenfoldEstimatesDoesNotHitTheEnd(height: CGFloat) {
        let client = PlainClient(counts: [25, 11])
        let real: (IndexPath) -> CGFloat = { 36 + CGFloat((($0.row * 7 + $0.section * 3) % 3)) * 17 }
        client.fitting = real
        client.estimate = { real($0) * 10 }
        let table = makeTable(height: height)
        table.rowHeight = HostTableView.automaticDimension
        table.dataSource = client
        table.delegate = client
        let attachment = HostTableAttachment(tableView: table)
        table.layoutIfNeeded()
        #expect(attachment.engine.repetition.copies == 2)
        var checker = InvariantChecker(axis: .vertical)
        var centre = CentreIdentityCheck()
        for _ in 0..<12 {
            table.fling(velocity: CGPoint(x: 0, y: 1_500))
            for _ in 0..<120 {
                attachment.step()
                checker.check(attachment.snapshot())
                centre.check(table, frame: table.frameCount)
            }
        }
        #expect(attachment.engine.isLooping)
        #expect(attachment.controller.statistics.jumps > 0)
        #expect(table.edgeHits == 0)
        #expect(checker.violations.isEmpty, "\(checker.violations.prefix(3))")
        #expect(centre.violations == 0, "\(centre.firstViolations.prefix(3))")
    }

    /// F6 (long run, seeds 14223, 14368, 14491, 14497, 14668; seed 14134 in the scale-4 run of
    /// this branch): a client that changes its data and reloads inside `didSelectRowAt`, then asks
    /// `cellForRow(at:)` for the selected row in the same callback, got a cell showing another of
    /// its rows. Cause: `CallbackTranslation` mapped the callback's own path to the virtual twin
    /// recorded when the callback began, which in the new plan may hold another item; fixed by
    /// using it only while the plan still maps it there, else the twin nearest it
    /// (`CallbackTranslationTests.theForwardedPathAfterAReplanMapsToATwinOfIt`). A simple tap
    /// with a data-changing reload does not reach the state (the restore's reload keeps the row
    /// under the recorded twin), so the finding is kept as its seed.
    @Test func cellForRowInsideDidSelectAfterAReloadShowsTheRow() {
        let run = AdversarialTableRun(seed: 14_134, excluded: ["reloadInCallback"])
        run.run(frames: 6_000)   // the frames the seed was found in
        let figures = run.finish()
        #expect(figures.events["tapReload", default: 0] > 0)
        #expect(figures.foreignPaths == 0, "\(figures.structuralExamples)")
    }

    /// Seed 14096 (×4 run, frame 8529), minimised: a client drops the selected row from its data
    /// in `didSelectRowAt` (30 rows → 2), reloads, and asks `cellForRow(at:)` for the row it was
    /// handed. Its row is gone, so UIKit's answer for the client's own table is nil; the
    /// controller kept mapping the callback's path to the recorded twin, which the new plan fills
    /// with another item, and the client got a cell showing that item. Cause:
    /// `CallbackTranslation.reanchorAfterReload` found no twin of the gone item and left the frame
    /// naming it; fixed by leaving the frame's anchor and naming no item, so the path is one
    /// outside the client's data (passed on unchanged, as every such path).
    @Test func cellForRowInsideDidSelectForARowTheReloadRemovedShowsNoOtherRow() {
        let tapped = 2
        let client = PlainClient(counts: [10])
        client.height = { _ in 44 }
        let table = makeTable(height: 300)
        table.dataSource = client
        table.delegate = client
        let attachment = HostTableAttachment(tableView: table)
        table.layoutIfNeeded()
        attachment.step()
        #expect(attachment.engine.isLooping)
        let row = table.visibleCells.first { cell in
            cell.frame.minY >= table.contentOffset.y
                && cell.layoutIndexPath.map { attachment.sourceIndexPath(for: $0).row == tapped } == true
        }?.layoutIndexPath
        guard let row else { Issue.record("row \(tapped) is not on screen"); return }
        client.onSelect = { tableView, _ in
            client.onSelect = nil
            client.counts = [2]
            tableView.reloadData()
        }
        table.simulateTap(onRowAt: row)
        attachment.step()
        #expect(client.selections.map(\.row) == [tapped])
        #expect(client.foreignPaths.isEmpty, "\(client.foreignPaths)")
    }

    /// Seed 14096, its first 8 530 frames: the finding above in the session it came from.
    @Test func seed14096CellForRowInsideDidSelectForARemovedRow() {
        let run = AdversarialTableRun(seed: 14_096, excluded: ["reloadInCallback"])
        run.run(frames: 8_530)
        let figures = run.finish()
        #expect(figures.events["tapReload", default: 0] > 0)
        #expect(figures.foreignPaths == 0, "\(figures.structuralExamples)")
    }

    /// Seed 24036 (×4 run, frame 6471), minimised: four fixed rows (63, 97, 131, 80 pt) under
    /// the automatic estimate, a 708-pt table with a 321-pt keyboard inset at rest with row 0 at
    /// the top; a fast fling upwards (459 pt in its first frame) reveals rows above, and the
    /// client reloads the same data in the first `willDisplay`. The controller remembered the row
    /// at the visible centre, two rows past the one being displayed, still at its estimate (the
    /// row between them too): the restore kept it where the estimates put it, and every row on
    /// screen moved by their errors (72 pt). Cause: `ListController.capturePosition` read a row
    /// the pass had not laid out yet; fixed by remembering, inside a display callback, the row
    /// the pass displayed before the one being revealed (`displayedNeighbour`).
    @Test func aReloadInWillDisplayAtAFlingsFirstFrameKeepsTheRowsOnScreen() {
        let client = PlainClient(counts: [4])
        let heights: [CGFloat] = [63, 97, 131, 80]
        client.height = { heights[$0.row] }
        let table = makeTable(height: 708, insets: HostEdgeInsets(top: 0, bottom: 321))
        table.dataSource = client
        table.delegate = client
        let attachment = HostTableAttachment(tableView: table)
        table.layoutIfNeeded()
        attachment.step()
        let row0 = table.visibleCells.first {
            $0.frame.minY > table.contentOffset.y && $0.layoutIndexPath.map { attachment.sourceIndexPath(for: $0).row == 0 } == true
        }
        guard let row0 else { Issue.record("row 0 is not on screen"); return }
        table.contentOffset.y = row0.frame.minY
        for _ in 0..<3 { attachment.step() }
        var checker = InvariantChecker(axis: .vertical)
        var centre = CentreIdentityCheck()
        checker.check(attachment.snapshot())
        centre.check(table, frame: table.frameCount)
        let reloadsBefore = attachment.controller.statistics.reloads
        client.onWillDisplay = { tableView, _ in
            client.onWillDisplay = nil
            tableView.reloadData()
        }
        table.fling(velocity: CGPoint(x: 0, y: -28_000))
        for _ in 0..<30 {
            attachment.step()
            checker.check(attachment.snapshot())
            centre.check(table, frame: table.frameCount)
        }
        #expect(attachment.controller.statistics.reloads > reloadsBefore)
        #expect(attachment.engine.isLooping)
        #expect(checker.violations.isEmpty, "\(checker.violations.prefix(3))")
        #expect(centre.violations == 0, "\(centre.firstViolations.prefix(3))")
    }

    /// Seed 24036, its first 6 475 frames: the finding above in the session it came from (a
    /// 405-pt move at frame 6471).
    @Test func seed24036AReloadInsideACallbackAtAFlingsFirstFrame() {
        let run = AdversarialTableRun(seed: 24_036, callbackDataChanges: true)
        run.run(frames: 6_475)
        let figures = run.finish()
        #expect(figures.events["reloadInCallback", default: 0] > 0)
        #expect(figures.violations.isEmpty, "\(figures.firstViolations) \(run.attributions)")
    }

    /// Seed 24022 (×4 run, frame 13353), minimised: a fresh self-sizing table of 194 pt, 50 rows
    /// of 33 and 50 pt whose `estimatedHeightForRowAt` is ten times that, flung downwards at
    /// 13 500 pt/s. Each frame of the fling displays rows at 10× their real height: as they shrink
    /// the content's end comes up 1 000–2 000 pt a frame while the viewport goes down ~200, and
    /// the end, more than the plan's margin (597 pt) away when `scrollViewDidScroll` checked it,
    /// was on screen after the frame's layout — the momentum hit it. Cause: the jump away from
    /// the end was decided only before the layout of the movement; fixed by deciding it again
    /// after that layout while the user scrolls (`ListController.jumpAwayFromEndAfterLayout`).
    @Test func aFlingThroughTenfoldEstimatesDoesNotOutrunTheJumpAwayFromTheEnd() {
        let client = PlainClient(counts: [2, 23, 25])
        let real: (IndexPath) -> CGFloat = { 33 + CGFloat(($0.row * 7 + $0.section * 3) % 2) * 17 }
        client.fitting = real
        client.estimate = { real($0) * 10 }
        let table = makeTable(height: 194)
        table.rowHeight = HostTableView.automaticDimension
        table.dataSource = client
        table.delegate = client
        let attachment = HostTableAttachment(tableView: table)
        table.layoutIfNeeded()
        var checker = InvariantChecker(axis: .vertical)
        var centre = CentreIdentityCheck()
        for _ in 0..<6 {
            table.fling(velocity: CGPoint(x: 0, y: 13_500))
            for _ in 0..<40 {
                attachment.step()
                checker.check(attachment.snapshot())
                centre.check(table, frame: table.frameCount)
            }
        }
        #expect(attachment.engine.isLooping)
        #expect(table.edgeHits == 0)
        #expect(checker.violations.isEmpty, "\(checker.violations.prefix(3))")
        #expect(centre.violations == 0, "\(centre.firstViolations.prefix(3))")
    }

    /// Seed 24022, its first 13 360 frames: the finding above in the session it came from
    /// (learned heights dropped by switching the table off and on, then a fling).
    @Test func seed24022AFlingAfterCallbackReloadsDoesNotHitTheEnd() {
        let run = AdversarialTableRun(seed: 24_022, callbackDataChanges: true)
        run.run(frames: 13_360)
        let figures = run.finish()
        #expect(figures.events["toggleEnabled", default: 0] > 0)
        #expect(figures.violations.isEmpty, "\(figures.firstViolations) \(run.attributions)")
    }

    /// F7 (long run, seeds 14122, 14337, 14345, 14386), minimised: an offset change that is
    /// neither the user's movement nor a reported jump. Seed 14337 dragged a 101-pt self-sizing
    /// table past its top edge (an edge hit, F4) and released it; the host snapped the offset back
    /// to the edge in one step that no frame reported as movement. Cause: the host model, not the
    /// controller — a release past an edge jumped back inside `endDragging`. UIKit springs back
    /// over frames as a deceleration (`willDecelerate` true); the host now does too
    /// (`HostScrollView.boundsTarget()`, a guess with its evidence there). Here on the table
    /// switched off (finite), where the same release happens on every rubber band.
    @Test func everyOffsetChangeIsMovementOrAReportedJump() {
        let client = PlainClient(counts: [2])
        client.height = { _ in 30 }
        let table = makeTable(height: 101)
        table.dataSource = client
        table.delegate = client
        let attachment = HostTableAttachment(tableView: table)
        attachment.isEnabled = false
        table.layoutIfNeeded()
        var checker = InvariantChecker(axis: .vertical)
        var centre = CentreIdentityCheck()
        checker.check(attachment.snapshot())
        centre.check(table, frame: 0)
        for finger in [40, -40] as [CGFloat] {
            table.beginDragging()
            for _ in 0..<10 {
                table.step()
                table.drag(by: CGPoint(x: 0, y: finger))
                table.layoutIfNeeded()
                checker.check(attachment.snapshot())
                centre.check(table, frame: table.frameCount)
            }
            table.endDragging(velocity: .zero)
            for _ in 0..<240 {
                attachment.step()
                checker.check(attachment.snapshot())
                centre.check(table, frame: table.frameCount)
            }
        }
        #expect(!attachment.engine.isLooping)
        #expect(table.edgeHits == 2)
        #expect(checker.violations.filter { $0.kind == .offsetBookkeeping }.isEmpty, "\(checker.violations.prefix(3))")
        #expect(centre.violations == 0, "\(centre.firstViolations.prefix(3))")
        #expect(table.contentOffset.y == 0)
    }
}
