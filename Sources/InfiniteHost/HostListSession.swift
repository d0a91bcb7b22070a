import Foundation
import InfiniteProxy

/// A host list — a table or collection view with its infinite glue — that a ``HostListSession``
/// can drive and check frame by frame.
@MainActor
package protocol HostListSessionSubject: AnyObject {
    /// The scroll view gestures act on.
    var sessionScrollView: HostScrollView { get }
    /// The axis gestures and invariants are measured along.
    var sessionAxis: InfiniteAxis { get }
    /// What is on screen after the last frame (see ``HostFrameSnapshot``).
    func snapshot() -> HostFrameSnapshot
}

/// A scripted user on a host list: gestures frame by frame at 60 fps, with every frame's
/// ``HostFrameSnapshot`` fed to an ``InvariantChecker`` (and to an optional extra check).
///
/// Velocities and distances are along the subject's axis, in the direction of the *offset*:
/// positive scrolls forward (down a table), negative back.
///
/// ```swift
/// let session = HostListSession(infiniteTable)
/// session.start()
/// session.fling(-20_000)           // a hard fling up
/// session.waitUntilIdle()
/// #expect(session.checker.violations.isEmpty)
/// var generator = SplitMix64(seed: 7)
/// session.boredUser(seconds: 3_600, using: &generator)   // an hour of random flings
/// ```
///
/// - Complexity: each frame is one `step` of the scroll view, one snapshot and one check: O(v²)
///   for v visible items (the checker's matching).
package final class HostListSession<Subject: HostListSessionSubject> {
    /// The list being driven.
    package let subject: Subject
    /// The invariants so far.
    package private(set) var checker: InvariantChecker
    /// Simulated seconds per frame.
    package let frameDuration: TimeInterval
    /// Called with every checked snapshot (arc checks, client-path checks, …).
    package var frameCheck: ((HostFrameSnapshot) -> Void)?
    /// The last snapshot checked.
    package private(set) var lastSnapshot: HostFrameSnapshot?
    /// Frames stepped.
    package private(set) var frames = 0
    /// The distance the user's gestures and momentum moved the content, summed without sign.
    package private(set) var distance: CGFloat = 0
    /// Gestures performed.
    package private(set) var gestures = 0

    private var scrollView: HostScrollView { subject.sessionScrollView }
    private var axis: InfiniteAxis { subject.sessionAxis }

    /// The main queue the session turns once a frame, as UIKit's run loop does (nil: only the
    /// scroll view steps; work the controller queued waits).
    private let mainQueue: HostRunLoop?

    /// Creates a session; call ``start()`` before the first gesture. With `mainQueue`, work the
    /// controller queues for the next turn (`DispatchQueue.main.async` on iOS) runs each frame.
    package init(_ subject: Subject, tolerance: CGFloat = 0.5, liveCellAllowance: Int = 4,
                frameDuration: TimeInterval = 1.0 / 60.0, mainQueue: HostRunLoop? = nil) {
        self.subject = subject
        self.mainQueue = mainQueue
        self.frameDuration = frameDuration
        self.checker = InvariantChecker(axis: subject.sessionAxis, tolerance: tolerance, liveCellAllowance: liveCellAllowance)
    }

    /// Lays the list out and checks the first frame.
    package func start() {
        scrollView.layoutIfNeeded()
        record()
    }

    /// Forgets continuity after a deliberate discontinuity (data changed, a programmatic jump),
    /// then checks the current frame as a new start.
    package func resetContinuity() {
        scrollView.layoutIfNeeded()
        checker.resetContinuity()
        record()
    }

    // MARK: Frames

    /// Steps `count` frames, checking each.
    package func step(_ count: Int = 1) {
        for _ in 0..<max(0, count) {
            scrollView.step(frameDuration)
            mainQueue?.advance(by: frameDuration)
            frames += 1
            record()
        }
    }

    /// Lets `seconds` pass (momentum and animations run on).
    package func wait(_ seconds: TimeInterval) {
        step(frameCount(seconds))
    }

    /// Steps until nothing moves, at most `limit` seconds; returns the frames stepped.
    @discardableResult
    package func waitUntilIdle(limit: TimeInterval = 120) -> Int {
        var stepped = 0
        let maximum = frameCount(limit)
        repeat {
            step()
            stepped += 1
        } while (scrollView.isDecelerating || scrollView.isAnimatingScroll) && stepped < maximum
        return stepped
    }

    // MARK: Gestures

    /// A flick: touch down and lift at once with `velocity` points per second.
    package func fling(_ velocity: CGFloat) {
        gestures += 1
        scrollView.fling(velocity: vector(velocity))
    }

    /// A finger drags the content `distance` points over `seconds`, one step per frame, then lifts
    /// with `releaseVelocity` points per second (0: it stops where it is).
    package func drag(_ distance: CGFloat, over seconds: TimeInterval, releaseVelocity: CGFloat = 0) {
        gestures += 1
        let count = max(1, frameCount(seconds))
        // The finger moves against the offset.
        let perFrame = vector(-distance / CGFloat(count))
        scrollView.beginDragging()
        for _ in 0..<count {
            scrollView.step(frameDuration)
            scrollView.drag(by: perFrame)
            scrollView.layoutIfNeeded()
            frames += 1
            record()
        }
        scrollView.endDragging(velocity: vector(releaseVelocity))
    }

    /// A finger lands (stopping any momentum), rests for `seconds`, and lifts without moving.
    package func touchAndHold(_ seconds: TimeInterval) {
        gestures += 1
        scrollView.beginDragging()
        wait(seconds)
        scrollView.endDragging(velocity: .zero)
    }

    /// A bored user: random flings (up to `maximumSpeed` points per second either way), drags and
    /// touches with random pauses, for exactly `seconds` of simulated time.
    ///
    /// - Complexity: O(seconds · 60) frames.
    package func boredUser(
        seconds: TimeInterval, maximumSpeed: CGFloat = 12_000,
        using generator: inout some RandomNumberGenerator
    ) {
        let end = frames + frameCount(seconds)
        let topSpeed = max(300, maximumSpeed)
        while frames < end {
            let sign: CGFloat = Bool.random(using: &generator) ? 1 : -1
            let choice = Int.random(in: 0..<10, using: &generator)
            let remaining = TimeInterval(end - frames) * frameDuration
            if choice < 6 {
                fling(sign * CGFloat.random(in: 300...topSpeed, using: &generator))
            } else if choice < 9 {
                let distance = sign * CGFloat.random(in: 40...700, using: &generator)
                let release = sign * CGFloat.random(in: 0...(topSpeed / 3), using: &generator)
                let duration = TimeInterval.random(in: 0.1...0.6, using: &generator)
                drag(distance, over: min(duration, remaining), releaseVelocity: release)
            } else {
                touchAndHold(min(TimeInterval.random(in: 0.05...0.4, using: &generator), remaining))
            }
            let pause = TimeInterval.random(in: 0.1...2.5, using: &generator)
            step(min(frameCount(pause), max(0, end - frames)))
        }
    }

    // MARK: Report

    /// The session's figures.
    package var report: HostListSessionReport {
        HostListSessionReport(
            frames: frames, seconds: TimeInterval(frames) * frameDuration, gestures: gestures,
            distance: distance, framesWithJump: checker.jumpsChecked, edgeHits: scrollView.edgeHits,
            peakLiveCells: checker.peakLiveCells, violationCount: checker.violationCount,
            firstViolations: Array(checker.violations.prefix(5)))
    }

    // MARK: Private

    private func record() {
        let snapshot = subject.snapshot()
        distance += abs(snapshot.moved)
        checker.check(snapshot)
        frameCheck?(snapshot)
        lastSnapshot = snapshot
    }

    private func frameCount(_ seconds: TimeInterval) -> Int {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return max(1, Int((seconds / frameDuration).rounded()))
    }

    private func vector(_ value: CGFloat) -> CGPoint {
        axis == .vertical ? CGPoint(x: 0, y: value) : CGPoint(x: value, y: 0)
    }
}

/// What a ``HostListSession`` measured.
package struct HostListSessionReport: Sendable, CustomStringConvertible {
    package var frames: Int
    package var seconds: TimeInterval
    package var gestures: Int
    /// Points moved by gestures and momentum (without sign).
    package var distance: CGFloat
    /// Frames in which the offset was adjusted (recentering, restores, estimate compensation).
    package var framesWithJump: Int
    package var edgeHits: Int
    package var peakLiveCells: Int
    package var violationCount: Int
    package var firstViolations: [InvariantViolation]

    package var description: String {
        "\(frames) frames (\(Int(seconds)) s), \(gestures) gestures, \(Int(distance)) pt, "
            + "\(framesWithJump) frames with a jump, \(edgeHits) edge hits, peak \(peakLiveCells) live cells, "
            + "\(violationCount) violations\(firstViolations.isEmpty ? "" : ": \(firstViolations)")"
    }
}
