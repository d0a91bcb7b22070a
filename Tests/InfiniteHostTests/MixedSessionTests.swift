import Foundation
import Testing
import InfiniteProxy
import InfiniteHostTesting
@testable import InfiniteHost

/// The figures of mixed sessions (tables, collections): frames, events, items checked and lost,
/// edge hits, visible and centre jumps, foreign paths and other violations, with a few examples.
///
/// ```swift
/// var total = MixedSessionFigures()
/// total.add(run.finish())
/// ```
///
/// - Complexity: `add` is O(events).
struct MixedSessionFigures: CustomStringConvertible {
    var frames = 0
    var events: [String: Int] = [:]
    var rowChecks = 0
    var rowsLost = 0
    var edgeHits = 0
    var visibleJumps = 0
    var centreJumps = 0
    var structural = 0
    var foreignPaths = 0
    var examples: [String] = []

    mutating func add(_ other: MixedSessionFigures) {
        frames += other.frames
        other.events.forEach { events[$0.key, default: 0] += $0.value }
        rowChecks += other.rowChecks
        rowsLost += other.rowsLost
        edgeHits += other.edgeHits
        visibleJumps += other.visibleJumps
        centreJumps += other.centreJumps
        structural += other.structural
        foreignPaths += other.foreignPaths
        examples += other.examples.prefix(max(0, 12 - examples.count))
    }

    var description: String {
        "\(frames) frames, \(edgeHits) edge hits, \(visibleJumps) visible jumps, \(centreJumps) centre jumps, "
            + "\(rowsLost) rows lost of \(rowChecks) checked, \(foreignPaths) foreign paths, \(structural) other violations; "
            + "events \(events.sorted { $0.key < $1.key })"
    }

    /// Counts the checker's violations (edge hits, visible jumps, the rest) and the centre jumps.
    mutating func collect(checker: InvariantChecker, centreJumps: Int) {
        for violation in checker.violations {
            switch violation.kind {
            case .edgeHit: edgeHits += 1
            case .visibleJump: visibleJumps += 1
            default: structural += 1
            }
        }
        self.centreJumps = centreJumps
    }
}

/// One seeded session of an ordinary phone table (390×844, rows of 30–119 pt) under everything an
/// app does at once: flings at every speed, count changes (also during an animated `scrollToRow`),
/// rotations, keyboard insets, enable/disable toggles, VoiceOver on and off, arc and alignment
/// changes, same-data reloads and height models that change between reloads. Every frame is held
/// to the host invariants (``InvariantChecker``), centre identity (``CentreIdentityCheck``) and
/// the **row kept** check: the row under the centre before a count change, a toggle, VoiceOver,
/// an inset, an arc or alignment change, a reload or a height change is on screen right after
/// it, unless the change deleted it (not after a rotation: UIKit keeps the offset, and the plan
/// follows at rest). As in the
/// adversarial suites, the frame of a count change, a rotation, a toggle, VoiceOver or a height
/// change (the rows on screen change size) starts a new
/// continuity, and so does an arc or alignment change (rows move across the axis, as the app
/// asked); the frames after it are checked again. A keyboard inset keeps every row's place
/// along the axis but lets the rows move across it in that frame: an arc is a circle around the
/// centre of the visible area, which the inset moves; while scrolling, rows on the arc may move
/// across as far as a point of its circle does (``InvariantChecker/arcRadius``, the app's radius
/// or the default one for the visible area). With `diffable`, a diffable data source configures
/// the cells (labelled "0.item" with the item's number, heights following the item) and every
/// count change is a diffable apply instead: items deleted and inserted anywhere, animated, without
/// animation or with `applySnapshotUsingReloadData`; the row kept is the item. An event on a table whose library is off
/// before and after it is UIKit's own table's (a reload there re-estimates the rows above and
/// keeps the offset): not compared across.
///
/// ```swift
/// let run = MixedTableSession(seed: 21_000)
/// run.run(frames: 3_600)
/// run.figures.rowsLost   // 0
/// ```
///
/// - Complexity: O(frames × visible rows).
final class MixedTableSession {
    typealias Figures = MixedSessionFigures

    let seed: UInt64
    let table: HostTableView
    let attachment: HostTableAttachment
    let client: PlainClient
    /// The diffable data source of a `diffable` session (items are numbers).
    let diffable: HostTableDiffableDataSource<Int, Int>?
    private var nextItem = 1_000
    private(set) var figures = Figures()
    private var generator: SplitMix64
    private var checker = InvariantChecker(axis: .vertical)
    private var centre = CentreIdentityCheck()
    private var wasLooping = true
    private var discontinuity = false
    private var heightShift = 0
    private var lastEvent = "start"
    /// The last few events with their frames, for the findings.
    private var recent: [String] = []
    /// Called after every frame and event, before the checks (to trace a finding).
    var observer: ((MixedTableSession, String) -> Void)?
    /// Events this run leaves out (to tell which kinds a finding needs).
    let excluded: Set<String>

    init(seed: UInt64, excluded: Set<String> = [], diffable isDiffable: Bool = false) {
        self.seed = seed
        self.excluded = excluded
        generator = SplitMix64(seed: seed)
        table = makeTable(width: 390, height: 844)
        table.adjustedContentInset = HostEdgeInsets(top: 47, bottom: 34)
        client = PlainClient(counts: [25])
        table.dataSource = client
        table.delegate = client
        if isDiffable {
            client.checksCellLabels = false
            var source: HostTableDiffableDataSource<Int, Int>?
            source = HostTableDiffableDataSource<Int, Int>(tableView: table) { table, path, item in
                let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
                cell.text = "0.\(item)"
                return cell
            }
            var snapshot = HostDiffableSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<25), toSection: 0)
            source?.apply(snapshot, animatingDifferences: false)
            diffable = source
        } else {
            diffable = nil
        }
        let shift = heightShift
        let diffable = diffable
        client.height = { path in 30 + CGFloat(((diffable?.itemIdentifier(for: path) ?? path.row) * 37 + shift * 11) % 90) }
        attachment = HostTableAttachment(tableView: table)
        let attachment = attachment
        table.environment.observe { [weak table] event in
            guard event == .voiceOverStatusDidChange, let table else { return }
            attachment.voiceOverStatusDidChange(isRunning: table.environment.isVoiceOverRunning)
        }
        table.layoutIfNeeded()
        record()
    }

    /// Rows of 30–119 pt, a model that changes when ``heightShift`` does.
    private func installHeights() {
        let shift = heightShift
        let diffable = diffable
        client.height = { path in 30 + CGFloat(((diffable?.itemIdentifier(for: path) ?? path.row) * 37 + shift * 11) % 90) }
    }

    // MARK: Running

    func run(frames budget: Int) {
        let end = figures.frames + budget
        while figures.frames < end {
            let choice = Int.random(in: 0..<100, using: &generator)
            switch choice {
            case 0..<34:
                let speed = CGFloat.random(in: 100...30_000, using: &generator)
                perform("fling") { table.fling(velocity: CGPoint(x: 0, y: Bool.random(using: &generator) ? speed : -speed)) }
            case 34..<44:
                perform("countChange", keeps: true) {
                    changeCounts()
                    discontinuity = true
                }
            case 44..<50:
                perform("countChangeDuringScroll") {
                    let count = client.counts.first ?? 0
                    guard count > 0 else { return }
                    attachment.scrollToRow(at: IndexPath(row: Int.random(in: 0..<count, using: &generator), section: 0),
                                           at: .middle, animated: true)
                    step(Int.random(in: 1...12, using: &generator))
                    keepingRow("countChangeDuringScroll") { changeCounts() }
                    discontinuity = true
                }
            case 50..<54:
                perform("rotation") {   // UIKit keeps the offset on a resize: the centre row may leave
                    let size = table.viewportSize
                    table.viewportSize = CGSize(width: size.height, height: size.width)
                    discontinuity = true
                }
            case 54..<60:
                perform("keyboardInset", keeps: true) {
                    var insets = table.adjustedContentInset
                    insets.bottom = insets.bottom > 200 ? 34 : 336
                    table.adjustedContentInset = insets
                    // An arc is a circle around the centre of the visible area: the rows keep
                    // their places along the axis and follow the moved centre across it.
                    checker.allowCrossAxisMove()
                }
            case 60..<64:
                perform("toggleEnabled", keeps: true) {
                    attachment.isEnabled.toggle()
                    discontinuity = true
                }
            case 64..<67:
                perform("voiceOver", keeps: true) {
                    table.environment.isVoiceOverRunning.toggle()
                    discontinuity = true
                }
            case 67..<72:
                perform("arcChange", keeps: true) {
                    attachment.arcRadius = [nil, 600, 300, 1_200][Int.random(in: 0..<4, using: &generator)]
                    discontinuity = true   // rows move across the axis, as asked
                }
            case 72..<75:
                perform("alignmentChange", keeps: true) {
                    attachment.contentAlignment = [.none, .left, .right][Int.random(in: 0..<3, using: &generator)]
                    discontinuity = true   // rows move across the axis, as asked
                }
            case 75..<81:
                perform("sameDataReload", keeps: true) { table.reloadData() }
            case 81..<84:
                perform("heightModelChange", keeps: true) {
                    heightShift += 1
                    installHeights()
                    table.reloadData()
                    discontinuity = true   // the rows on screen change size, as the app asked
                }
            default:
                break
            }
            let pause = Int.random(in: 0..<4, using: &generator) == 0 ? Int.random(in: 30...240, using: &generator)
                : Int.random(in: 1...20, using: &generator)
            step(min(max(0, end - figures.frames), pause))
        }
        if !attachment.isEnabled { attachment.isEnabled = true; discontinuity = true }
        if table.environment.isVoiceOverRunning { table.environment.isVoiceOverRunning = false; discontinuity = true }
    }

    private func perform(_ name: String, keeps: Bool = false, _ body: () -> Void) {
        guard !excluded.contains(name) else { return }
        figures.events[name, default: 0] += 1
        lastEvent = name
        observer?(self, "before \(name)")
        recent = recent.suffix(5) + ["\(figures.frames) \(name)"]
        if keeps { keepingRow(name, body) } else { body() }
        observer?(self, "after \(name)")
    }

    /// The client's counts change (rows added or removed at the end; now and then none or one).
    private func changeCounts() {
        if let diffable {
            applyChange(to: diffable)
            return
        }
        let choice = Int.random(in: 0..<10, using: &generator)
        client.counts = choice == 0 ? [Int.random(in: 0...1, using: &generator)] : [Int.random(in: 2...40, using: &generator)]
        table.reloadData()
    }

    /// A diffable apply: items deleted here and there and new ones inserted (now and then none or
    /// one item left), animated, without animation or with `applySnapshotUsingReloadData`.
    private func applyChange(to diffable: HostTableDiffableDataSource<Int, Int>) {
        var snapshot = diffable.snapshot()
        let items = snapshot.numberOfItems(inSection: 0)
        if Int.random(in: 0..<10, using: &generator) == 0 {
            snapshot = HostDiffableSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems((0..<Int.random(in: 0...1, using: &generator)).map { _ in newItem() }, toSection: 0)
        } else {
            let deletions = items == 0 ? 0 : Int.random(in: 0...min(items, 6), using: &generator)
            let doomed = (0..<deletions).compactMap { _ in
                snapshot.itemIdentifier(at: IndexPath(row: Int.random(in: 0..<items, using: &generator), section: 0))
            }
            snapshot.deleteItems(Array(Set(doomed)))
            for _ in 0..<Int.random(in: 0...8, using: &generator) {
                let at = Int.random(in: 0...snapshot.numberOfItems(inSection: 0), using: &generator)
                snapshot.insertItems([newItem()], at: at, inSection: 0)
            }
        }
        client.counts = [snapshot.numberOfItems(inSection: 0)]
        let route = Int.random(in: 0..<3, using: &generator)
        figures.events["diffableApply \(["animated", "withoutAnimation", "usingReloadData"][route])", default: 0] += 1
        appliedUsingReloadData = route == 2
        switch route {
        case 0: diffable.apply(snapshot, animatingDifferences: true)
        case 1: diffable.apply(snapshot, animatingDifferences: false)
        default: diffable.applySnapshotUsingReloadData(snapshot)
        }
    }

    /// Whether the last change was an `applySnapshotUsingReloadData` (UIKit's `reloadData`).
    private var appliedUsingReloadData = false

    private func newItem() -> Int {
        nextItem += 1
        return nextItem
    }

    /// Whether the row labelled `label` ("section.row", or "0.item" with a diffable data source)
    /// is still in the data.
    private func exists(_ label: String) -> Bool {
        guard let number = Int(label.split(separator: ".").last ?? "") else { return false }
        if let diffable { return diffable.indexPath(for: number) != nil }
        return number < (client.counts.first ?? 0)
    }

    /// Runs `body` and checks that the row under the centre before it is on screen right after
    /// it (after the layout pass it causes), unless `body` deleted it or the library was off
    /// throughout.
    private func keepingRow(_ name: String, _ body: () -> Void) {
        let centred = table.visibleCells.first { cell in
            let mid = table.contentOffset.y + table.adjustedContentInset.top
                + (table.viewportSize.height - table.adjustedContentInset.top - table.adjustedContentInset.bottom) / 2
            return cell.frame.minY <= mid && cell.frame.maxY > mid
        }?.text
        let wasActive = attachment.controller.isActive
        let itemsBefore = diffable?.snapshot().itemIdentifiers ?? []
        appliedUsingReloadData = false
        body()
        observer?(self, "body of \(name)")
        table.layoutIfNeeded()
        // Off before and after (switched off, VoiceOver): UIKit's own table, which re-estimates
        // the rows above on a reload and keeps its offset (the rows move); not the library's
        // promise, and not compared across.
        guard wasActive || attachment.controller.isActive else {
            discontinuity = true
            return
        }
        var centre = centred
        if appliedUsingReloadData, let label = centre, let diffable,
           let index = itemsBefore.firstIndex(where: { "0.\($0)" == label }) {
            // `applySnapshotUsingReloadData` is UIKit's `reloadData`: no identifiers reach the
            // table, which keeps the row at the same index (README: "`reloadData()` keeps the
            // logical row on screen (clamped if it is gone)"). The row kept is the item now at
            // that index; the identifier moving elsewhere is counted apart, as an event.
            let after = diffable.snapshot().itemIdentifiers
            guard !after.isEmpty else { return }
            let kept = "0.\(after[min(index, after.count - 1)])"
            if kept != label, exists(label) {
                figures.events["identifier moved by an apply using reloadData (index kept)", default: 0] += 1
            }
            centre = kept
        }
        guard let centre, exists(centre) else { return }
        figures.rowChecks += 1
        let shown = table.visibleCells.contains { cell in
            cell.text == centre && cell.frame.maxY > table.contentOffset.y
                && cell.frame.minY < table.contentOffset.y + table.viewportSize.height
        }
        if !shown {
            figures.rowsLost += 1
            if figures.examples.count < 12 {
                figures.examples.append("seed \(seed) frame \(figures.frames): row \(centre) lost after \(name) (infinite \(attachment.controller.isActive))")
            }
        }
    }

    private func step(_ count: Int) {
        for _ in 0..<max(0, count) {
            attachment.step()
            figures.frames += 1
            record()
        }
    }

    private func record() {
        observer?(self, "frame")
        let snapshot = attachment.snapshot()
        if discontinuity {
            discontinuity = false
            checker.resetContinuity()
            centre.reset()
        }
        let looping = attachment.engine.isLooping
        if looping != wasLooping {
            wasLooping = looping
            checker.resetContinuity()
            centre.reset()
        }
        if !looping { checker.resetContinuity() }
        let before = (checker.violationCount, centre.violations)
        checker.arcRadius = arcRadius()
        checker.check(snapshot)
        centre.check(table, frame: snapshot.frame)
        if (checker.violationCount, centre.violations) != before, figures.examples.count < 12 {
            let kinds = checker.violations.dropFirst(before.0).prefix(2).map(\.description)
            let centreMoves = centre.violations > before.1 ? centre.firstViolations.suffix(1) : []
            figures.examples.append("seed \(seed) frame \(figures.frames): \(kinds) centre \(centreMoves) after \(recent)")
        }
    }

    /// The radius of the circle the rows are bent on: the one the app set, else the one the
    /// documented default derives from the visible area; nil without an arc.
    private func arcRadius() -> CGFloat? {
        guard attachment.controller.isActive, attachment.contentAlignment != .none else { return nil }
        let insets = table.adjustedContentInset
        return attachment.arcRadius ?? ArcLayout.defaultRadius(
            visibleLength: max(0, table.viewportSize.height - insets.top - insets.bottom), crossLength: table.viewportSize.width)
    }

    /// The figures (call once, at the end).
    func finish() -> Figures {
        var figures = figures
        figures.collect(checker: checker, centreJumps: centre.violations)
        figures.foreignPaths = client.foreignPaths.count + (diffable?.foreignPaths.count ?? 0)
        figures.structural += table.assertionFailures.count
        return figures
    }
}

/// Mixed sessions of the ordinary phone table. By default a representative slice of the ordinary
/// hour: four sessions of one simulated minute (3 600 frames each). `INFINITE_ADVERSARIAL_SCALE=N`
/// runs 4N sessions of N minutes; from N = 4 on, one more session runs the whole hour (216 000
/// frames).
@Suite struct MixedSessionTests {
    nonisolated static let scale = SessionEnvironment.scale

    static func runSessions(
        _ sessions: Int, frames: Int, firstSeed: UInt64, excluding: Set<String> = [], diffable: Bool = false
    ) -> MixedTableSession.Figures {
        var total = MixedTableSession.Figures()
        for index in 0..<sessions {
            let run = MixedTableSession(seed: firstSeed + UInt64(index), excluded: excluding, diffable: diffable)
            run.run(frames: frames)
            total.add(run.finish())
        }
        print("MixedSession\(diffable ? " diffable" : "") (\(sessions) × \(frames) frames): \(total)")
        for line in total.examples { print("MixedSession finding: \(line)") }
        return total
    }

    /// The ordinary hour's slice: every perturbation within one session.
    @Test func anOrdinaryHourOfAPhoneTable() {
        let total = Self.runSessions(4 * Self.scale, frames: 3_600 * Self.scale, firstSeed: 21_000)
        #expect(total.frames >= 14_400 * Self.scale * Self.scale)
        #expect(total.rowChecks > 0)
        #expect(total.foreignPaths == 0, "\(total.examples)")
        #expect(total.structural == 0, "\(total.examples)")
        #expect(total.edgeHits == 0, "\(total)\n\(total.examples)")
        #expect(total.rowsLost == 0, "\(total)\n\(total.examples)")
        #expect(total.visibleJumps == 0, "\(total)\n\(total.examples)")
        #expect(total.centreJumps == 0, "\(total)\n\(total.examples)")
    }

    /// The same session with a diffable data source: every count change is a diffable apply
    /// (animated, without animation, or using `reloadData`), mixed with everything else.
    @Test func diffableAppliesMixedIntoAPhoneTableSession() {
        let total = Self.runSessions(2 * Self.scale, frames: 3_600 * Self.scale, firstSeed: 21_200, diffable: true)
        #expect(total.frames >= 7_200 * Self.scale * Self.scale)
        #expect(total.rowChecks > 0)
        #expect(total.events.keys.contains { $0.hasPrefix("diffableApply") })
        #expect(total.foreignPaths == 0, "\(total.examples)")
        #expect(total.structural == 0, "\(total.examples)")
        #expect(total.edgeHits == 0, "\(total)\n\(total.examples)")
        #expect(total.rowsLost == 0, "\(total)\n\(total.examples)")
        #expect(total.visibleJumps == 0, "\(total)\n\(total.examples)")
        #expect(total.centreJumps == 0, "\(total)\n\(total.examples)")
    }

    /// The whole ordinary hour in one session (behind `INFINITE_ADVERSARIAL_SCALE` ≥ 4).
    @Test(.enabled(if: scale >= 4)) func aWholeOrdinaryHour() {
        let total = Self.runSessions(1, frames: 216_000, firstSeed: 21_500)
        #expect(total.foreignPaths == 0 && total.structural == 0, "\(total.examples)")
        #expect(total.edgeHits == 0, "\(total)\n\(total.examples)")
        #expect(total.rowsLost == 0, "\(total)\n\(total.examples)")
        #expect(total.visibleJumps == 0, "\(total)\n\(total.examples)")
        #expect(total.centreJumps == 0, "\(total)\n\(total.examples)")
    }
}

/// Minimised from the ×4 mixed table sessions.
@Suite struct MixedSessionFindingsTests {
    /// Minimised from table seed 21202 f38 (an edge hit): a diffable apply without animation
    /// that replaces every item by one new item, the view 2 738 pt down. No twin survives the
    /// batch, so nothing was kept in place and the offset stayed where it was, past the end of
    /// the content that shrank (2 694 on 1 892 pt); the next fling's first frame met the edge.
    /// The offset now comes back inside the content before recentering.
    @Test(arguments: [CGFloat(-6_000), 6_000])
    func anApplyThatReplacesEveryItemLeavesTheOffsetInsideTheContent(velocity: CGFloat) {
        let session = MixedTableSession(seed: 1, diffable: true)
        let table = session.table
        guard let diffable = session.diffable else { return }
        var snapshot = HostDiffableSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1_001], toSection: 0)
        session.client.counts = [1]
        table.contentOffset = CGPoint(x: 0, y: 2_738)
        table.layoutIfNeeded()
        diffable.apply(snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
        #expect(table.contentOffset.y <= table.maximumOffset.y && table.contentOffset.y >= table.minimumOffset.y,
                "offset \(table.contentOffset.y), content \(table.contentSize.height)")
        table.fling(velocity: CGPoint(x: 0, y: velocity))
        for _ in 0..<30 { table.step(1.0 / 60.0) }
        #expect(table.edgeHits == 0)
    }
}
