import Foundation
import InfiniteProxy
import Testing
@testable import InfiniteStoryboard
@testable import InfiniteHost

@Suite struct StoryboardScriptTests {
    private func plainScrollView(axis: InfiniteAxis) -> HostScrollView {
        let scrollView = HostScrollView(viewportSize: CGSize(width: 390, height: 844))
        scrollView.contentSize = CGSize(width: 100_000, height: 100_000)
        scrollView.contentOffset = CGPoint(x: 50_000, y: 50_000)
        return scrollView
    }

    @Test func runsExactlyTheFramesOfTheSessionAndRecordsEach() {
        for seconds in [0.5, 1.0, 2.25] {
            let scrollView = plainScrollView(axis: .vertical)
            var recorder = StoryboardRecorder(axis: .vertical)
            var records = 0
            let runner = StoryboardScriptRunner(axis: .vertical, seconds: seconds)
            runner.run([.fling(velocity: 2_000), .wait(10)], on: scrollView, recorder: &recorder) { _ in records += 1 }
            #expect(runner.frameCount == Int((seconds * 60).rounded()))
            #expect(records == runner.frameCount + 1)
            #expect(scrollView.frameCount == runner.frameCount)
        }
    }

    @Test func dragsMoveTheOffsetByTheirDistanceAgainstTheFinger() {
        for axis in InfiniteAxis.allCases {
            for distance: CGFloat in [300, -120, 45] {
                let scrollView = plainScrollView(axis: axis)
                let start = scrollView.contentOffset
                var recorder = StoryboardRecorder(axis: axis)
                var moved: CGFloat = 0
                StoryboardScriptRunner(axis: axis, seconds: 0.5).run(
                    [.drag(distance: distance, duration: 0.25, releaseVelocity: 0), .wait(1)],
                    on: scrollView, recorder: &recorder
                ) { _ in moved += axis == .vertical ? scrollView.lastPhysicsMovement.y : scrollView.lastPhysicsMovement.x }
                let end = scrollView.contentOffset
                let travelled = axis == .vertical ? end.y - start.y : end.x - start.x
                let across = axis == .vertical ? end.x - start.x : end.y - start.y
                #expect(abs(travelled - distance) < 1e-6, "\(axis) \(distance)")
                #expect(across == 0)
                #expect(abs(moved - distance) < 1e-6)
            }
        }
    }

    @Test func scriptsRepeatUntilTheTimeIsUp() {
        let scrollView = plainScrollView(axis: .vertical)
        var recorder = StoryboardRecorder(axis: .vertical)
        var actions = 0
        StoryboardScriptRunner(axis: .vertical, seconds: 1).run(
            [.action("tap", { actions += 1 }), .wait(0.25)], on: scrollView, recorder: &recorder
        ) { recorder in recorder.record(StoryboardFrame(
            frame: 0, time: 0, offset: scrollView.contentOffset, viewportSize: scrollView.viewportSize,
            contentSize: scrollView.contentSize, liveCells: 0, visible: [])) }
        #expect(actions == 4)
        #expect(recorder.frames.compactMap(\.event) == ["tap", "tap", "tap", "tap"])
    }

    @Test func gesturesDescribeThemselves() {
        #expect(StoryboardGesture.fling(velocity: -4_000).describe(axis: .vertical) == "fling ↑ 4\u{2009}000 pt/s")
        #expect(StoryboardGesture.fling(velocity: 900).describe(axis: .horizontal) == "fling → 900 pt/s")
        #expect(StoryboardGesture.drag(distance: 120, duration: 1, releaseVelocity: 0).describe(axis: .vertical) == "drag ↓ 120 pt")
        #expect(StoryboardGesture.wait(1.5).describe(axis: .vertical) == "wait 1.5 s")
    }

    @Test func badSecondsFallBackToOneSecond() {
        for bad in [0.0, -3, .nan, .infinity] {
            #expect(StoryboardScriptRunner(axis: .vertical, seconds: bad).frameCount == 60)
        }
    }
}
