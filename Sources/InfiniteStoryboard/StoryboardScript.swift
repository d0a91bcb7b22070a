import Foundation
import InfiniteHost
import InfiniteProxy

/// One thing a scripted user does.
///
/// Distances and velocities are along the scenario's axis and in the direction of the *offset*:
/// positive scrolls forward (down a table, left-to-right through a carousel), negative back.
package enum StoryboardGesture {
    /// Nothing for a while: momentum and animations run on.
    case wait(TimeInterval)
    /// A finger drags the content `distance` points over `duration` seconds, then lifts with
    /// `releaseVelocity` points per second (0: it stops where it is).
    case drag(distance: CGFloat, duration: TimeInterval, releaseVelocity: CGFloat)
    /// A flick: touch down and lift at once with `velocity` points per second.
    case fling(velocity: CGFloat)
    /// A diagonal flick for views that scroll both ways.
    case fling2D(velocity: CGPoint)
    /// A diagonal drag for views that scroll both ways.
    case drag2D(distance: CGPoint, duration: TimeInterval, releaseVelocity: CGPoint)
    /// Something else (a programmatic scroll, a reload), described for the page.
    case action(String, () -> Void)

    /// Words for the page: "fling ↓ 4 000 pt/s".
    package func describe(axis: InfiniteAxis) -> String {
        switch self {
        case .wait(let seconds):
            return "wait \(StoryboardSVG.format(seconds)) s"
        case .drag(let distance, _, let velocity):
            let arrow = Self.arrow(distance, axis: axis)
            return velocity == 0
                ? "drag \(arrow) \(StoryboardHTML.points(abs(distance)))"
                : "drag \(arrow) \(StoryboardHTML.points(abs(distance))) and let go at \(Self.speed(velocity))"
        case .fling(let velocity):
            return "fling \(Self.arrow(velocity, axis: axis)) \(Self.speed(velocity))"
        case .fling2D(let velocity):
            return "fling \(Self.arrow(velocity.x, axis: .horizontal))\(Self.arrow(velocity.y, axis: .vertical)) \(Self.speed((velocity.x * velocity.x + velocity.y * velocity.y).squareRoot()))"
        case .drag2D(let distance, _, _):
            return "drag \(Self.arrow(distance.x, axis: .horizontal))\(Self.arrow(distance.y, axis: .vertical))"
        case .action(let text, _):
            return text
        }
    }

    static func arrow(_ value: CGFloat, axis: InfiniteAxis) -> String {
        if value == 0 { return "" }
        switch axis {
        case .vertical: return value > 0 ? "↓" : "↑"
        case .horizontal: return value > 0 ? "→" : "←"
        }
    }

    static func speed(_ value: CGFloat) -> String {
        StoryboardHTML.points(abs(value)).replacingOccurrences(of: " pt", with: " pt/s")
    }
}

/// Plays a script of gestures on a host scroll view, frame by frame, recording every frame.
///
/// The script repeats from its start until `seconds` of simulated time have passed, so any
/// `--seconds` works with any scenario. Frame 0 is recorded before the first step.
///
/// ```swift
/// var recorder = StoryboardRecorder(axis: .vertical)
/// StoryboardScriptRunner(axis: .vertical, seconds: 6).run(
///     [.fling(velocity: 5_000), .wait(1.5), .fling(velocity: -8_000)],
///     on: table, recorder: &recorder) { recorder in
///         recorder.record(table.snapshot(), contentSize: table.contentSize, viewportSize: table.viewportSize)
///     }
/// ```
///
/// - Complexity: O(frames) steps, plus whatever each step and record costs.
package struct StoryboardScriptRunner {
    /// The scrolling axis the gestures' scalars apply to.
    package var axis: InfiniteAxis
    /// Simulated seconds to run.
    package var seconds: TimeInterval
    /// Seconds per frame.
    package var frameDuration: TimeInterval

    /// Creates a runner.
    package init(axis: InfiniteAxis, seconds: TimeInterval, frameDuration: TimeInterval = 1.0 / 60.0) {
        self.axis = axis
        self.seconds = seconds.isFinite && seconds > 0 ? seconds : 1
        self.frameDuration = frameDuration
    }

    /// The number of frames a run steps.
    package var frameCount: Int { max(1, Int((seconds / frameDuration).rounded())) }

    /// Runs the script.
    ///
    /// - Parameters:
    ///   - script: the gestures (an empty script just waits).
    ///   - scrollView: the host view the gestures act on.
    ///   - recorder: receives the events; `record` is called once before the first step and
    ///     after every step.
    ///   - beforeFrame: called before every step (e.g. to fire a timer).
    ///   - record: records the frame.
    package func run(
        _ script: [StoryboardGesture], on scrollView: HostScrollView, recorder: inout StoryboardRecorder,
        beforeFrame: (TimeInterval) -> Void = { _ in },
        record: (inout StoryboardRecorder) -> Void
    ) {
        scrollView.layoutIfNeeded()
        record(&recorder)
        var frame = 0
        var index = 0
        let total = frameCount
        let steps = script.isEmpty ? [StoryboardGesture.wait(seconds)] : script
        while frame < total {
            let gesture = steps[index % steps.count]
            index += 1
            if case .wait = gesture {} else { recorder.note(gesture.describe(axis: axis)) }
            switch gesture {
            case .wait(let duration):
                for _ in 0..<frames(duration) where frame < total {
                    advance(scrollView, &frame, beforeFrame: beforeFrame, drag: nil)
                    record(&recorder)
                }
            case .fling(let velocity):
                scrollView.fling(velocity: vector(velocity))
            case .fling2D(let velocity):
                scrollView.fling(velocity: velocity)
            case .drag(let distance, let duration, let velocity):
                dragFrames(vector(distance), duration, vector(velocity), scrollView, &frame, total, &recorder, beforeFrame, record)
            case .drag2D(let distance, let duration, let velocity):
                dragFrames(distance, duration, velocity, scrollView, &frame, total, &recorder, beforeFrame, record)
            case .action(_, let body):
                body()
            }
        }
    }

    private func dragFrames(
        _ distance: CGPoint, _ duration: TimeInterval, _ velocity: CGPoint, _ scrollView: HostScrollView,
        _ frame: inout Int, _ total: Int, _ recorder: inout StoryboardRecorder,
        _ beforeFrame: (TimeInterval) -> Void, _ record: (inout StoryboardRecorder) -> Void
    ) {
        let count = max(1, frames(duration))
        // The finger moves against the offset.
        let perFrame = CGPoint(x: -distance.x / CGFloat(count), y: -distance.y / CGFloat(count))
        scrollView.beginDragging()
        for _ in 0..<count where frame < total {
            advance(scrollView, &frame, beforeFrame: beforeFrame, drag: perFrame)
            record(&recorder)
        }
        scrollView.endDragging(velocity: velocity)
    }

    private func advance(
        _ scrollView: HostScrollView, _ frame: inout Int, beforeFrame: (TimeInterval) -> Void, drag: CGPoint?
    ) {
        beforeFrame(Double(frame) * frameDuration)
        scrollView.step(frameDuration)
        if let drag {
            scrollView.drag(by: drag)
            scrollView.layoutIfNeeded()
        }
        frame += 1
    }

    private func frames(_ duration: TimeInterval) -> Int {
        guard duration.isFinite, duration > 0 else { return 0 }
        return max(1, Int((duration / frameDuration).rounded()))
    }

    private func vector(_ value: CGFloat) -> CGPoint {
        axis == .vertical ? CGPoint(x: 0, y: value) : CGPoint(x: value, y: 0)
    }
}
