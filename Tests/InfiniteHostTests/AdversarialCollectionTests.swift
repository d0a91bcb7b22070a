import Foundation
import Testing
import InfiniteProxy
import InfiniteHostTesting
@testable import InfiniteHost

/// One seeded adversarial session on an infinite host collection view run by the shipped
/// `ListController`, in the style of ``AdversarialTableRun``: a random app (vertical grid or
/// horizontal carousel, short or tall along the axis, one to three sections, a fixed flow-layout
/// item size, sizes from the delegate, or self-sizing items with estimates 10× or 0.1× off,
/// spacing, section insets, paging) and a random user and app mixing flings up to 30 000 pt/s,
/// drags and touches with count changes mid-fling (to 0 and back), same-data reloads, reloads
/// from `didSelectItemAt`, resizes and rotations, `isEnabled` toggles and VoiceOver. Every frame
/// is checked by the ``InvariantChecker`` (while the content loops), by the independent
/// ``CentreIdentityCheck``, every cell must show the item its path maps to, and every path the
/// client is handed must be its own.
///
/// ```swift
/// let run = AdversarialCollectionRun(seed: 7)
/// run.run(frames: 3_000)
/// #expect(run.finish().violations.isEmpty)
/// ```
///
/// - Complexity: O(frames × visible items).
final class AdversarialCollectionRun {
    typealias Figures = AdversarialTableRun.Figures

    let seed: UInt64
    let collectionView: HostCollectionView
    let layout: HostCollectionViewFlowLayout
    let attachment: HostCollectionAttachment
    let runLoop = HostRunLoop()
    let client: CollectionClient
    private(set) var figures = Figures()
    private var generator: SplitMix64
    private var checker: InvariantChecker
    private var centre = CentreIdentityCheck()
    private var discontinuity = false
    private var wasLooping = true
    private var previousCounts: [Int] = []
    private var voiceOver = false
    private let dt: TimeInterval = 1.0 / 60.0
    private let axis: InfiniteAxis
    /// Events this run leaves out.
    let excluded: Set<String>
    /// The last event and its frame; violations attributed to it when tracing (`ADV_TRACE`).
    private var lastEvent: (name: String, frame: Int) = ("start", 0)
    private(set) var attributions: [String] = []
    private var seenViolations = 0
    private var seenCentre = 0
    private let appDescription: String
    /// Whether the items size themselves (the layout's `estimatedItemSize` is set).
    let selfSizing: Bool

    init(seed: UInt64, excluded: Set<String> = []) {
        self.seed = seed
        self.excluded = excluded
        var generator = SplitMix64(seed: seed)
        let axis: InfiniteAxis = Bool.random(using: &generator) ? .vertical : .horizontal
        self.axis = axis
        let short = Bool.random(using: &generator)
        let along = short ? CGFloat.random(in: 100...200, using: &generator).rounded()
            : CGFloat.random(in: 300...900, using: &generator).rounded()
        let across = CGFloat.random(in: 200...420, using: &generator).rounded()
        let viewport = axis == .vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
        let layout = HostCollectionViewFlowLayout()
        layout.scrollDirection = axis
        layout.minimumLineSpacing = [0, 10, 24][Int.random(in: 0..<3, using: &generator)]
        layout.minimumInteritemSpacing = [0, 8][Int.random(in: 0..<2, using: &generator)]
        let client = CollectionClient(counts: Self.randomCounts(allowEmpty: false, using: &generator))
        // Item lengths along the axis; across it either a full line (one item per line) or a
        // few items per line.
        let base = CGFloat.random(in: 20...160, using: &generator).rounded()
        let spread = Int.random(in: 0...4, using: &generator)
        let perLine = [1, 1, 2, 3][Int.random(in: 0..<4, using: &generator)]
        let lineLength: CGFloat = (across - 8 * CGFloat(perLine - 1)) / CGFloat(perLine)
        let crossLength: CGFloat = max(10, lineLength.rounded(.down) - 1)
        let length: (SourceIndexPath) -> CGFloat = { path in
            let step: Int = (path.item * 7 + path.section * 3) % (spread + 1)
            return base + 17 * CGFloat(step)
        }
        let size: (SourceIndexPath) -> CGSize = { path in
            axis == .vertical ? CGSize(width: crossLength, height: length(path)) : CGSize(width: length(path), height: crossLength)
        }
        let mode = Int.random(in: 0..<3, using: &generator)
        let estimateFactor: CGFloat = [10, 0.1, 1, 3][Int.random(in: 0..<4, using: &generator)]
        switch mode {
        case 0:
            // A fixed item size from the layout.
            layout.itemSize = size(SourceIndexPath(section: 0, item: 0))
        case 1:
            // Sizes from the delegate.
            client.itemSize = size
        default:
            // Self-sizing, with an estimate off by a factor.
            let estimated = size(SourceIndexPath(section: 0, item: 0))
            layout.estimatedItemSize = axis == .vertical
                ? CGSize(width: estimated.width, height: max(1, estimated.height * estimateFactor))
                : CGSize(width: max(1, estimated.width * estimateFactor), height: estimated.height)
            client.fittingSize = size
        }
        if Int.random(in: 0..<4, using: &generator) == 0 {
            client.sectionInset = HostEdgeInsets(top: 6, left: 6, bottom: 6, right: 6)
        }
        selfSizing = mode == 2
        let paging = axis == .horizontal && Int.random(in: 0..<3, using: &generator) == 0
        appDescription = "axis \(axis) viewport \(viewport) mode \(mode) estimate ×\(estimateFactor) base \(base) spread \(spread) "
            + "per line \(perLine) paging \(paging)"
        self.generator = generator
        self.layout = layout
        self.client = client
        checker = InvariantChecker(axis: axis)
        let collectionView = HostCollectionView(viewportSize: viewport, collectionViewLayout: layout)
        collectionView.runLoop = runLoop
        collectionView.register(HostCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        client.collectionView = collectionView
        collectionView.dataSource = client
        collectionView.delegate = client
        collectionView.prefetchDataSource = client
        self.collectionView = collectionView
        attachment = HostCollectionAttachment(collectionView: collectionView, runLoop: runLoop)
        attachment.isPagingEnabled = paging
        collectionView.layoutIfNeeded()
        previousCounts = client.counts
        record()
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

    // MARK: Running

    /// Runs random gestures and app events for `frames` frames.
    func run(frames budget: Int) {
        let end = figures.frames + budget
        while figures.frames < end {
            let remaining = end - figures.frames
            let choice = Int.random(in: 0..<100, using: &generator)
            switch choice {
            case 0..<32:
                guard allow("fling") else { break }
                let speed = CGFloat.random(in: 300...30_000, using: &generator)
                collectionView.fling(velocity: vector(Bool.random(using: &generator) ? speed : -speed))
            case 32..<46:
                guard allow("drag") else { break }
                drag(frames: min(remaining, Int.random(in: 3...40, using: &generator)))
            case 46..<50:
                guard allow("touch") else { break }
                collectionView.beginDragging()
                step(min(remaining, Int.random(in: 1...20, using: &generator)))
                collectionView.endDragging(velocity: .zero)
            case 50..<60:
                guard allow("countChange") else { break }
                previousCounts = client.counts
                client.counts = Self.randomCounts(allowEmpty: true, using: &generator)
                collectionView.reloadData()
                markDiscontinuity()
            case 60..<64:
                guard allow("sameDataReload") else { break }
                collectionView.reloadData()
                markPlainReload()
            case 64..<70:
                guard allow("tapReload") else { break }
                tapReload()
            case 70..<74:
                guard allow("resize") else { break }
                // A split-view resize or a rotation: a new continuity.
                let size = collectionView.viewportSize
                collectionView.viewportSize = Bool.random(using: &generator)
                    ? CGSize(width: size.height, height: size.width)
                    : CGSize(width: (size.width * CGFloat.random(in: 0.6...1.4, using: &generator)).rounded(),
                             height: (size.height * CGFloat.random(in: 0.6...1.4, using: &generator)).rounded())
                markDiscontinuity()
            case 74..<77:
                guard allow("toggleEnabled") else { break }
                attachment.isEnabled.toggle()
                markDiscontinuity()
            case 77..<79:
                guard allow("voiceOver") else { break }
                voiceOver.toggle()
                attachment.voiceOverStatusDidChange(isRunning: voiceOver)
                markDiscontinuity()
            default:
                break
            }
            let pause = Int.random(in: 0..<4, using: &generator) == 0 ? Int.random(in: 30...240, using: &generator)
                : Int.random(in: 1...20, using: &generator)
            step(min(max(0, end - figures.frames), pause))
        }
        if !attachment.isEnabled { attachment.isEnabled = true; markDiscontinuity() }
        if voiceOver { voiceOver = false; attachment.voiceOverStatusDidChange(isRunning: false); markDiscontinuity() }
    }

    private func allow(_ name: String) -> Bool {
        guard !excluded.contains(name) else { return false }
        figures.events[name, default: 0] += 1
        lastEvent = (name, figures.frames)
        return true
    }

    /// A tap on a visible item whose `didSelectItemAt` reloads (with the data changed or not).
    private func tapReload() {
        guard let cell = collectionView.visibleCells.randomElement(using: &generator) else { return }
        let changes = Bool.random(using: &generator)
        let counts = changes ? Self.randomCounts(allowEmpty: true, using: &generator) : client.counts
        client.onSelect = { [weak self] collectionView, _ in
            guard let self else { return }
            self.client.onSelect = nil
            // What the client received so far was about the data as it was.
            self.checkReceivedPaths(frame: collectionView.frameCount)
            if changes {
                self.previousCounts = self.client.counts
                self.client.counts = counts
                self.discontinuity = true
            }
            collectionView.reloadData()
        }
        collectionView.tap(at: CGPoint(x: cell.frame.midX, y: cell.frame.midY))
        client.onSelect = nil
        markPlainReload()
    }

    /// A reload while the controller is off is the view's own (see ``AdversarialTableRun``).
    private func markPlainReload() {
        if !attachment.controller.isActive { markDiscontinuity() }
    }

    private func drag(frames: Int) {
        let perFrame = CGFloat.random(in: -60...60, using: &generator)
        collectionView.beginDragging()
        for _ in 0..<max(1, frames) {
            collectionView.step(dt)
            collectionView.drag(by: vector(-perFrame))
            collectionView.layoutIfNeeded()
            runLoop.advance(by: dt)
            figures.frames += 1
            record()
        }
        let release = Bool.random(using: &generator) ? 0 : perFrame * 60 * CGFloat.random(in: 0.5...3, using: &generator)
        collectionView.endDragging(velocity: vector(release))
    }

    private func step(_ count: Int) {
        for _ in 0..<max(0, count) {
            attachment.step(dt)
            figures.frames += 1
            record()
        }
    }

    private func vector(_ value: CGFloat) -> CGPoint {
        axis == .vertical ? CGPoint(x: 0, y: value) : CGPoint(x: value, y: 0)
    }

    private func markDiscontinuity() {
        collectionView.layoutIfNeeded()
        discontinuity = true
        record()
    }

    private func record() {
        let snapshot = attachment.snapshot()
        if snapshot.jump != 0 { figures.jumps += 1 }
        if discontinuity {
            discontinuity = false
            figures.discontinuities += 1
            checker.resetContinuity()
            centre.reset()
        }
        let looping = attachment.engine.isLooping
        if looping != wasLooping {
            wasLooping = looping
            figures.loopingSwitches += 1
            checker.resetContinuity()
            centre.reset()
        }
        if !looping { checker.resetContinuity() }
        checker.check(snapshot)
        centre.check(collectionView, moved: snapshot.moved, frame: snapshot.frame)
        checkClient(snapshot)
        if SessionEnvironment.traces,
           checker.violationCount != seenViolations || centre.violations != seenCentre {
            let kinds = checker.violations.dropFirst(seenViolations).map(\.kind.rawValue)
            let label = (Set(kinds).sorted() + (centre.violations != seenCentre ? ["centreJump"] : [])).joined(separator: "+")
            attributions.append("seed \(seed) frame \(figures.frames): \(label) after \(lastEvent.name) "
                + "(\(figures.frames - lastEvent.frame) frames) looping=\(looping) active=\(attachment.controller.isActive) \(appDescription)")
            seenViolations = checker.violationCount
            seenCentre = centre.violations
        }
    }

    /// Every path the client received is its own; every cell shows the item its path maps to.
    private func checkClient(_ snapshot: HostFrameSnapshot) {
        checkReceivedPaths(frame: snapshot.frame)
        guard attachment.controller.isActive else { return }
        for cell in collectionView.visibleCells {
            guard let path = cell.layoutIndexPath, let virtual = VirtualIndexPath(path) else { continue }
            let source = attachment.engine.sourceIndexPath(for: virtual)
            if !cell.text.isEmpty, cell.text != CollectionClient.label(source.indexPath) {
                foreign("frame \(snapshot.frame): \(virtual) shows \(cell.text), expected \(source)", kind: "wrongCell")
            }
        }
    }

    /// Checks the paths the client received since the last check against its data now.
    private func checkReceivedPaths(frame: Int) {
        let (paths, _, endDisplaying) = client.drainReceived()
        figures.pathsSeen += paths.count + endDisplaying.count
        func valid(_ path: SourceIndexPath, _ counts: [Int]) -> Bool {
            path.section >= 0 && path.section < counts.count && path.item >= 0 && path.item < counts[path.section]
        }
        for path in paths where !valid(path, client.counts) {
            foreign("frame \(frame): client got \(path) with counts \(client.counts)", kind: "foreignPath")
        }
        // After a reload the view ends the display of cells with the paths of the data as it was.
        let either = (0..<max(client.counts.count, previousCounts.count)).map { section in
            max(section < client.counts.count ? client.counts[section] : 0,
                section < previousCounts.count ? previousCounts[section] : 0)
        }
        for path in endDisplaying where !valid(path, either) {
            foreign("frame \(frame): didEndDisplaying got \(path) with counts \(either)", kind: "foreignPath didEndDisplaying")
        }
    }

    private func foreign(_ message: String, kind: String) {
        if kind.hasPrefix("foreignPath") { figures.foreignPaths += 1 }
        figures.violations[kind, default: 0] += 1
        if figures.structuralExamples.count < 10 { figures.structuralExamples.append("seed \(seed): \(message)") }
        if figures.firstViolations.count < 10 { figures.firstViolations.append("seed \(seed): \(message)") }
    }

    /// Collects the figures (call once, at the end).
    func finish() -> Figures {
        var figures = figures
        figures.collect(checker, centre, seed: seed, context: " [\(appDescription)]")
        for mismatch in client.displayPathMismatches.prefix(3) where figures.structuralExamples.count < 10 {
            figures.structuralExamples.append("seed \(seed): \(mismatch)")
        }
        if !client.displayPathMismatches.isEmpty {
            figures.violations["displayPathMismatch", default: 0] += client.displayPathMismatches.count
        }
        if selfSizing {
            // Kept apart in the report: visual findings of self-sizing collections (F8).
            for kind in AdversarialTableTests.visualKinds {
                if let count = figures.violations.removeValue(forKey: kind) {
                    figures.violations[kind + " (self-sizing)", default: 0] += count
                }
            }
        }
        figures.assertions = collectionView.assertionFailures.count
        if figures.assertions > 0 {
            figures.violations["uikitAssertion", default: 0] += figures.assertions
            figures.firstViolations.append("seed \(seed): \(collectionView.assertionFailures[0])")
        }
        return figures
    }
}

/// The adversarial suite for collection views. `swift test` runs 10 seeded sessions of a minute
/// (3 600 frames; a few seconds in all); `INFINITE_ADVERSARIAL_SCALE=N swift test --filter
/// AdversarialCollectionTests` runs 10N sessions of N minutes. The test prints its figures
/// (`ADV_TRACE=1` also prints each violation with the event before it).
@Suite struct AdversarialCollectionTests {
    static let framesPerSession = 3_600 * AdversarialTableTests.scale

    static func runSessions(_ sessions: Int, firstSeed: UInt64, name: String) -> AdversarialTableRun.Figures {
        var total = AdversarialTableRun.Figures()
        let excluded = SessionEnvironment.excludedEvents
        for index in 0..<sessions {
            let run = AdversarialCollectionRun(seed: firstSeed + UInt64(index), excluded: excluded)
            run.run(frames: framesPerSession)
            total.add(run.finish())
            for line in run.attributions { print("TRACE \(name) \(line)") }
        }
        print("\(name): \(sessions) sessions, \(total.frames) frames, \(total.jumps) frames with a jump, "
              + "\(total.discontinuities) discontinuities, \(total.loopingSwitches) looping switches, \(total.framesChecked) frames checked, "
              + "\(total.centreFramesCompared) centre comparisons, \(total.pathsSeen) client paths, "
              + "\(total.foreignPaths) foreign, violations \(total.violations.sorted { $0.key < $1.key }), "
              + "events \(total.events.sorted { $0.key < $1.key })")
        return total
    }

    /// A tap's or a same-data reload during a paging settle, at the size the settle started at,
    /// resettled it as after a rotation and moved the centred item (seed 34037, frame 308; the
    /// ×4 run also failed on seeds 34012, 34014, 34017 and 34032 this way): nothing moves now.
    @Test func aReloadDuringAPagingSettleAtTheSameSizeMovesNothing() {
        let run = AdversarialCollectionRun(seed: 34_037)
        run.run(frames: 600)
        let figures = run.finish()
        #expect(figures.violations.isEmpty, "\(figures.firstViolations.prefix(3))")
    }

    /// Seed 34014 (×4 run, frame 5740): a self-sizing paging carousel (128 pt wide, items 50–118
    /// pt under a 50-pt estimate) is resized to 161 pt during a paging settle; the resettle's
    /// animated scroll travels 450 pt across items still at their estimate, which take their real
    /// lengths as they appear and move the lines under the animation's fixed target: it came to
    /// rest 43 pt off the centred item's page, and the next reload (from `didSelectItemAt`) aligned
    /// the view to the page at once — the items on screen moved by 43 pt. Now a paging carousel's
    /// own animated scroll that ends off its page goes on to the page, animated.
    @Test func aResettleAcrossSelfSizingItemsEndsOnAPage() {
        let run = AdversarialCollectionRun(seed: 34_014)
        run.run(frames: 5_745)
        let figures = run.finish()
        #expect(figures.events["resize", default: 0] > 0)
        #expect(figures.violations.isEmpty, "\(figures.firstViolations.prefix(3))")
    }

    @Test func randomSessionsKeepEveryInvariant() {
        let sessions = 10 * AdversarialTableTests.scale
        let total = Self.runSessions(sessions, firstSeed: 34_000, name: "AdversarialCollection")
        #expect(total.frames >= sessions * Self.framesPerSession)
        #expect(total.centreFramesCompared > total.frames / 2)
        #expect(total.foreignPaths == 0, "\(total.structuralExamples)")
        // F8 (self-sizing items) and F9 (fixed sizes, long runs) are fixed: every kind counts,
        // self-sizing sessions' findings included (kept under their own key for the report).
        #expect(total.violations.isEmpty, "\(total.violations): \(total.firstViolations) \(total.structuralExamples)")
    }
}
