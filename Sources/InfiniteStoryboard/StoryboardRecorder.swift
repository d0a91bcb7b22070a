import Foundation
import InfiniteHost
import InfiniteProxy

/// Records a scripted session frame by frame and checks the invariants as it goes.
///
/// List views (tables, collections) hand in their ``HostFrameSnapshot``s, which go through an
/// ``InvariantChecker``; views that are not lists (grids, pagers, ribbons) hand in
/// ``StoryboardFrame``s directly and get the same checks in both directions: offset bookkeeping,
/// no edge hit, and every item fully on screen in two frames in a row moved only by what the user
/// moved.
///
/// ```swift
/// var recorder = StoryboardRecorder(axis: .vertical)
/// recorder.record(table.snapshot(), contentSize: table.contentSize, viewportSize: table.viewportSize)
/// table.scrollView.fling(velocity: CGPoint(x: 0, y: 4_000))
/// recorder.note("fling ↓")
/// for _ in 0..<120 { table.step(); recorder.record(table.snapshot(), …) }
/// let recording = recorder.recording(name: "table", title: "Table", summary: "…",
///                                    sourceItems: 10, virtualItems: 50)
/// ```
///
/// - Complexity: ``record(_:contentSize:viewportSize:crossOffset:label:)`` is O(v²) for v visible
///   items (the checker's matching), O(v) otherwise.
package struct StoryboardRecorder: Sendable {
    /// The scrolling axis.
    package let axis: InfiniteAxis
    /// Simulated seconds per frame.
    package let frameDuration: TimeInterval
    /// How far an item may be off its expected screen position before it counts as a jump.
    package let tolerance: CGFloat
    /// The frames recorded so far.
    package private(set) var frames: [StoryboardFrame] = []
    private var checker: InvariantChecker
    private var pendingEvent: String?
    private var ownViolations: [InvariantViolation] = []
    private var ownViolationCount = 0
    private var lastEdgeHits: Int?

    /// Creates a recorder.
    ///
    /// - Parameters:
    ///   - axis: the scrolling axis.
    ///   - frameDuration: simulated seconds per frame (1/60 by default).
    ///   - tolerance: the no-visible-jump tolerance in points.
    ///   - liveCellAllowance: live cells allowed beyond the visible ones.
    package init(
        axis: InfiniteAxis, frameDuration: TimeInterval = 1.0 / 60.0, tolerance: CGFloat = 0.5,
        liveCellAllowance: Int = 4
    ) {
        self.axis = axis
        self.frameDuration = frameDuration
        self.tolerance = tolerance
        self.checker = InvariantChecker(axis: axis, tolerance: tolerance, liveCellAllowance: liveCellAllowance)
    }

    /// The number the next recorded frame gets.
    package var nextFrameNumber: Int { frames.count }

    /// Attaches a description of what the script does to the next recorded frame.
    package mutating func note(_ event: String) {
        pendingEvent = pendingEvent.map { "\($0); \(event)" } ?? event
    }

    /// Forgets continuity after a deliberate discontinuity (a reload with new data, a
    /// programmatic jump the user asked for).
    package mutating func resetContinuity() {
        checker.resetContinuity()
        continuityBroken = true
    }

    private var continuityBroken = false

    /// Records a list view's frame; the snapshot goes through the ``InvariantChecker``.
    ///
    /// - Parameters:
    ///   - snapshot: the host list's state after the frame (its frame number is replaced by the
    ///     recorder's).
    ///   - contentSize: the content size after the frame.
    ///   - viewportSize: the bounds size.
    ///   - crossOffset: the content offset across the axis (usually 0).
    ///   - label: the text drawn on an item; nil draws its source row.
    ///   - supplementary: headers and footers on screen (drawn only).
    package mutating func record(
        _ snapshot: HostFrameSnapshot, contentSize: CGSize, viewportSize: CGSize,
        crossOffset: CGFloat = 0, label: ((HostVisibleItem) -> String?)? = nil,
        supplementary: [StoryboardItem] = []
    ) {
        var numbered = snapshot
        numbered.frame = nextFrameNumber
        checker.check(numbered)
        let edgeHit = lastEdgeHits.map { snapshot.edgeHits > $0 } ?? false
        lastEdgeHits = snapshot.edgeHits
        let along = snapshot.viewport.offset
        let offset = axis == .vertical ? CGPoint(x: crossOffset, y: along) : CGPoint(x: along, y: crossOffset)
        let moved = axis == .vertical ? CGPoint(x: 0, y: snapshot.moved) : CGPoint(x: snapshot.moved, y: 0)
        let jump = axis == .vertical ? CGPoint(x: 0, y: snapshot.jump) : CGPoint(x: snapshot.jump, y: 0)
        append(StoryboardFrame(
            frame: nextFrameNumber, time: 0, offset: offset, moved: frames.isEmpty ? .zero : moved,
            jump: frames.isEmpty ? .zero : jump, viewportSize: viewportSize, contentSize: contentSize,
            edgeHit: edgeHit, liveCells: snapshot.liveCells,
            visible: snapshot.items.map { StoryboardItem($0, label: label?($0)) }, supplementary: supplementary))
    }

    /// Records a frame of a view that is not a list (grid, pager, ribbon), checking offset
    /// bookkeeping on both axes, edge hits, and that items fully on screen in both frames only
    /// moved by ``StoryboardFrame/moved``. Its number and time are replaced by the recorder's.
    package mutating func record(_ frame: StoryboardFrame) {
        var frame = frame
        if frames.isEmpty {
            frame.moved = .zero
            frame.jump = .zero
        }
        if let previous = frames.last, !continuityBroken {
            checkContinuity(from: previous, to: frame, number: nextFrameNumber)
        }
        if frame.edgeHit { recordOwn(nextFrameNumber, .edgeHit, "offset \(frame.offset)") }
        append(frame)
    }

    /// Checks a path a client was handed (see ``InvariantChecker/checkClientPath(_:sourceItemCounts:frame:)``).
    package mutating func checkClientPath(_ path: SourceIndexPath, sourceItemCounts: [Int]) {
        checker.checkClientPath(path, sourceItemCounts: sourceItemCounts, frame: nextFrameNumber)
    }

    /// Every broken invariant so far (the first 100), in frame order.
    package var violations: [InvariantViolation] {
        (checker.violations + ownViolations).sorted { $0.frame < $1.frame }
    }

    /// How many invariants were broken.
    package var violationCount: Int { checker.violationCount + ownViolationCount }

    /// The finished recording.
    package func recording(
        name: String, title: String, summary: String, scrollsBothAxes: Bool = false,
        arc: StoryboardArc? = nil, sourceItems: Int, virtualItems: Int, notes: [String] = []
    ) -> StoryboardRecording {
        StoryboardRecording(
            name: name, title: title, summary: summary, axis: axis, scrollsBothAxes: scrollsBothAxes,
            arc: arc, sourceItems: sourceItems, virtualItems: virtualItems, notes: notes,
            frames: frames, violations: violationCount,
            violationDescriptions: violations.prefix(5).map(\.description))
    }

    // MARK: Private

    private mutating func append(_ frame: StoryboardFrame) {
        var frame = frame
        frame.frame = nextFrameNumber
        frame.time = (Double(frame.frame) * frameDuration * 1_000_000).rounded() / 1_000_000
        frame.event = [frame.event, pendingEvent].compactMap { $0 }.joined(separator: "; ").nilIfEmpty
        pendingEvent = nil
        continuityBroken = false
        frames.append(frame)
    }

    private mutating func checkContinuity(from before: StoryboardFrame, to after: StoryboardFrame, number: Int) {
        let expected = CGPoint(x: before.offset.x + after.moved.x + after.jump.x,
                               y: before.offset.y + after.moved.y + after.jump.y)
        if abs(expected.x - after.offset.x) > tolerance || abs(expected.y - after.offset.y) > tolerance {
            recordOwn(number, .offsetBookkeeping, "offset \(after.offset), expected \(expected)")
        }
        let beforeBounds = CGRect(origin: before.offset, size: before.viewportSize)
        let afterBounds = CGRect(origin: after.offset, size: after.viewportSize)
        var previousScreen: [[Int]: [CGPoint]] = [:]
        for item in before.visible where beforeBounds.contains(item.frame) {
            previousScreen[item.source, default: []].append(
                CGPoint(x: item.frame.minX - before.offset.x, y: item.frame.minY - before.offset.y))
        }
        for item in after.visible where afterBounds.contains(item.frame) {
            // Where the user's movement alone would have had it a frame ago.
            let screen = CGPoint(x: item.frame.minX - after.offset.x, y: item.frame.minY - after.offset.y)
            let expectedBefore = CGPoint(x: screen.x + after.moved.x, y: screen.y + after.moved.y)
            let expectedRect = CGRect(
                x: before.offset.x + expectedBefore.x, y: before.offset.y + expectedBefore.y,
                width: item.frame.width, height: item.frame.height)
            guard beforeBounds.contains(expectedRect) else { continue }
            let matched = previousScreen[item.source, default: []].contains {
                abs($0.x - expectedBefore.x) <= tolerance && abs($0.y - expectedBefore.y) <= tolerance
            }
            if !matched {
                recordOwn(number, .visibleJump, "\(item.label) at screen \(screen) was not at \(expectedBefore) before")
            }
        }
    }

    private mutating func recordOwn(_ frame: Int, _ kind: InvariantViolation.Kind, _ detail: String) {
        ownViolationCount += 1
        if ownViolations.count < 100 {
            ownViolations.append(InvariantViolation(frame: frame, kind: kind, detail: detail))
        }
    }
}

extension String {
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
