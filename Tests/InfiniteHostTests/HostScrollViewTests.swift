import Foundation
import Testing
@testable import InfiniteHost

@Suite struct HostScrollViewTests {
    private func tallScrollView() -> HostScrollView {
        let scrollView = HostScrollView(viewportSize: CGSize(width: 390, height: 844))
        scrollView.contentSize = CGSize(width: 390, height: 100_000)
        scrollView.contentOffset = CGPoint(x: 0, y: 50_000)
        return scrollView
    }

    @Test func flingComesToRestNearUIKitsProjection() {
        let scrollView = tallScrollView()
        scrollView.fling(velocity: CGPoint(x: 0, y: 3_000))
        let frames = scrollView.runUntilIdle()
        let travelled = scrollView.contentOffset.y - 50_000
        // UIKit: v/1000 · 0.998/0.002 = 1497 pt.
        #expect(abs(travelled - 1497) < 15)
        #expect(frames > 60 && frames < 600)
        #expect(!scrollView.isDecelerating)
        #expect(scrollView.edgeHits == 0)
    }

    @Test func fastRateStopsSooner() {
        let scrollView = tallScrollView()
        scrollView.decelerationRate = .fast
        scrollView.fling(velocity: CGPoint(x: 0, y: 3_000))
        scrollView.runUntilIdle()
        #expect(abs(scrollView.contentOffset.y - 50_000 - 297) < 10)
    }

    private final class Retargeting: HostScrollViewDelegate {
        var velocities: [CGPoint] = []
        func scrollViewWillEndDragging(
            _ scrollView: HostScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: inout CGPoint
        ) {
            velocities.append(velocity)
            targetContentOffset.y = 51_000
        }
    }

    @Test func delegateChosenTargetIsWhereMomentumEnds() {
        let scrollView = tallScrollView()
        let delegate = Retargeting()
        scrollView.delegate = delegate
        scrollView.fling(velocity: CGPoint(x: 0, y: 3_000))
        scrollView.runUntilIdle()
        #expect(scrollView.contentOffset.y == 51_000)
        #expect(delegate.velocities == [CGPoint(x: 0, y: 3)])   // points per millisecond
    }

    private final class JumpingBack: HostScrollViewDelegate {
        var jumps = 0
        func scrollViewDidScroll(_ scrollView: HostScrollView) {
            if scrollView.contentOffset.y > 50_500 {
                jumps += 1
                scrollView.contentOffset.y -= 1_000
            }
        }
        func scrollViewWillEndDragging(
            _ scrollView: HostScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: inout CGPoint
        ) { targetContentOffset.y = 52_000 }
    }

    /// Assigning the offset mid-fling keeps momentum and moves the chosen resting point with it.
    @Test func assigningTheOffsetKeepsMomentumAndShiftsTheTarget() {
        let scrollView = tallScrollView()
        let delegate = JumpingBack()
        scrollView.delegate = delegate
        scrollView.fling(velocity: CGPoint(x: 0, y: 6_000))
        scrollView.runUntilIdle()
        #expect(delegate.jumps >= 1)
        #expect(scrollView.contentOffset.y == 52_000 - 1_000 * CGFloat(delegate.jumps))
    }

    @Test func setContentOffsetWithoutAnimationCancelsMomentum() {
        let scrollView = tallScrollView()
        scrollView.fling(velocity: CGPoint(x: 0, y: 3_000))
        scrollView.step()
        scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        scrollView.step()
        #expect(scrollView.contentOffset.y == 100)
        #expect(!scrollView.isDecelerating)
    }

    /// Register S2: an animated `setContentOffset` mid-fling ends the deceleration (and its
    /// resting point) and the animation ends where it was asked to.
    @Test func setContentOffsetWithAnimationEndsMomentumAndEndsAtItsTarget() {
        let scrollView = tallScrollView()
        scrollView.fling(velocity: CGPoint(x: 0, y: 3_000))
        scrollView.step()
        #expect(scrollView.isDecelerating)
        scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
        #expect(!scrollView.isDecelerating)
        #expect(scrollView.isAnimatingScroll)
        scrollView.runUntilIdle()
        #expect(scrollView.contentOffset.y == 100)
    }

    @Test func reachingTheEndCountsOneEdgeHitAndStops() {
        let scrollView = HostScrollView(viewportSize: CGSize(width: 390, height: 844))
        scrollView.contentSize = CGSize(width: 390, height: 2_000)
        scrollView.fling(velocity: CGPoint(x: 0, y: 8_000))
        scrollView.runUntilIdle()
        #expect(scrollView.edgeHits == 1)
        #expect(scrollView.contentOffset.y == CGFloat(2_000 - 844))
    }

    @Test func insetsExtendTheScrollableRange() {
        let scrollView = HostScrollView(viewportSize: CGSize(width: 390, height: 844))
        scrollView.contentSize = CGSize(width: 390, height: 2_000)
        scrollView.adjustedContentInset = HostEdgeInsets(top: 47, bottom: 34)
        #expect(scrollView.minimumOffset.y == -47)
        #expect(scrollView.maximumOffset.y == CGFloat(2_000 + 34 - 844))
    }

    @Test func draggingPastAnEdgeRubberBands() {
        let scrollView = HostScrollView(viewportSize: CGSize(width: 390, height: 844))
        scrollView.contentSize = CGSize(width: 390, height: 2_000)
        scrollView.beginDragging()
        scrollView.drag(by: CGPoint(x: 0, y: 100))
        #expect(scrollView.contentOffset.y == -50)
        #expect(scrollView.edgeHits == 1)
        scrollView.endDragging(velocity: .zero)
        // The release springs back over frames, each reported as movement (issue 14, F7).
        #expect(scrollView.isDecelerating)
        #expect(scrollView.contentOffset.y == -50)
        var previous = scrollView.contentOffset.y
        var frames = 0
        while scrollView.isDecelerating && frames < 600 {
            scrollView.step()
            frames += 1
            #expect(scrollView.contentOffset.y - previous == scrollView.lastPhysicsMovement.y)
            #expect(scrollView.contentOffset.y >= previous)
            previous = scrollView.contentOffset.y
        }
        #expect(frames > 1)
        #expect(scrollView.contentOffset.y == 0)
        #expect(scrollView.edgeHits == 1)
    }

    @Test func nonFiniteOffsetsAreIgnored() {
        let scrollView = tallScrollView()
        scrollView.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
        #expect(scrollView.contentOffset.y == 50_000)
    }

    @Test func animatedScrollArrivesAndReports() {
        final class Recorder: HostScrollViewDelegate {
            var ended = 0
            func scrollViewDidEndScrollingAnimation(_ scrollView: HostScrollView) { ended += 1 }
        }
        let scrollView = tallScrollView()
        let recorder = Recorder()
        scrollView.delegate = recorder
        scrollView.setContentOffset(CGPoint(x: 0, y: 50_400), animated: true)
        scrollView.runUntilIdle()
        #expect(scrollView.contentOffset.y == 50_400)
        #expect(recorder.ended == 1)
    }
}

extension HostScrollViewTests {
    @Test func animatedScrollReportsItsMovement() {
        let scrollView = HostScrollView(viewportSize: CGSize(width: 390, height: 844))
        scrollView.contentSize = CGSize(width: 390, height: 100_000)
        scrollView.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
        var total: CGFloat = 0
        while scrollView.isAnimatingScroll {
            let before = scrollView.contentOffset.y
            scrollView.step()
            #expect(scrollView.lastPhysicsMovement.y == scrollView.contentOffset.y - before)
            total += scrollView.lastPhysicsMovement.y
        }
        #expect(total == 400)
    }
}

extension HostScrollViewTests {
    /// UIKit fact, half known (T11/C11): assigning `contentOffset` does not stop a running
    /// `setContentOffset(_:animated: true)` (openradar 16724593). Whether the animation then goes
    /// on between absolute offsets or moves with the assignment is unknown: the host models both,
    /// `.absolute` by default (the harder case for a library that recenters).
    @Test(arguments: [HostScrollView.AnimationRetargeting.absolute, .followsAssignments])
    func offsetAssignedDuringAnAnimatedScrollDoesNotStopIt(retargeting: HostScrollView.AnimationRetargeting) {
        let scrollView = HostScrollView(viewportSize: CGSize(width: 390, height: 844))
        scrollView.contentSize = CGSize(width: 390, height: 100_000)
        scrollView.contentOffset.y = 10_000
        scrollView.animationRetargeting = retargeting
        #expect(HostScrollView(viewportSize: .zero).animationRetargeting == .absolute)
        scrollView.setContentOffset(CGPoint(x: 0, y: 10_400), animated: true)
        scrollView.step()
        scrollView.step()
        let before = scrollView.contentOffset.y
        scrollView.contentOffset.y -= 5_000                          // a recentering jump
        #expect(scrollView.isAnimatingScroll)
        scrollView.step()
        switch retargeting {
        case .absolute:
            #expect(scrollView.contentOffset.y > before)               // the jump is undone at once
        case .followsAssignments:
            #expect(scrollView.contentOffset.y < before - 4_000)      // the animation moved with it
        }
        scrollView.runUntilIdle()
        #expect(scrollView.contentOffset.y == (retargeting == .absolute ? 10_400 : 5_400))
    }
}
