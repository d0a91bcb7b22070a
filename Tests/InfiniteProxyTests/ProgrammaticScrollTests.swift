import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct ProgrammaticScrollTests {
    @Test func docExample() {
        var scroll = ProgrammaticScroll()
        #expect(!scroll.isRunning)
        scroll.begin(toward: CGPoint(x: 800, y: 900))
        #expect(scroll.update(offset: CGPoint(x: 790, y: 880), userIsScrolling: false) == nil)
        #expect(scroll.isRunning)
        #expect(scroll.update(offset: CGPoint(x: 799.8, y: 900), userIsScrolling: false) == .arrived(at: CGPoint(x: 800, y: 900)))
        #expect(!scroll.isRunning)
        #expect(scroll.update(offset: CGPoint(x: 800, y: 900), userIsScrolling: false) == nil)
    }

    /// Arrival needs both axes within half a point.
    @Test func arrivalIsWithinHalfAPointOnBothAxes() {
        var scroll = ProgrammaticScroll()
        scroll.begin(toward: CGPoint(x: 100, y: 100))
        #expect(scroll.update(offset: CGPoint(x: 100.4, y: 100.6), userIsScrolling: false) == nil)
        #expect(scroll.update(offset: CGPoint(x: 99.6, y: 100.5), userIsScrolling: false) == nil)
        #expect(scroll.update(offset: CGPoint(x: 99.51, y: 100.49), userIsScrolling: false) == .arrived(at: CGPoint(x: 100, y: 100)))
    }

    /// Issue 14 item 6: a touch that does not move stops the animation without a layout; only the
    /// fling's deceleration is seen afterwards. Deceleration (and dragging) must end the scroll, as
    /// tracking does; the shipped rule looked at tracking only.
    @Test func anyUserScrollingEndsIt() {
        var scroll = ProgrammaticScroll()
        scroll.begin(toward: CGPoint(x: 100, y: 100))
        #expect(scroll.update(offset: CGPoint(x: 3_000, y: 40), userIsScrolling: true) == .userTookOver)
        #expect(!scroll.isRunning)
        scroll.begin(toward: CGPoint(x: 100, y: 100))
        scroll.cancel()
        #expect(!scroll.isRunning)
    }
}
