import Foundation
import Testing
@testable import InfiniteProxy

private final class Work: ScheduledWork, @unchecked Sendable {
    var isCancelled = false
    func cancel() { isCancelled = true }
}

@Suite struct ScrollTrackingTests {
    private let item = SourceIndexPath(section: 0, item: 7)

    @Test func anAnimationEndsOnceWithItsFallback() {
        var scrolling = ScrollTracking<Int>()
        let none = scrolling.beginAnimation()
        #expect(none == nil)
        let work = Work()
        scrolling.fallback = work
        scrolling.target = (item, 1)
        #expect(scrolling.isAnimating)
        let ended = scrolling.endAnimation()
        #expect(ended === work)
        #expect(!scrolling.isAnimating && scrolling.target == nil && scrolling.fallback == nil)
        let fired = scrolling.fallbackFired()
        #expect(!fired)                          // already over
    }

    @Test func aNewAnimationHandsBackTheOldFallback() {
        var scrolling = ScrollTracking<Int>()
        let first = Work()
        _ = scrolling.beginAnimation()
        scrolling.fallback = first
        let previous = scrolling.beginAnimation()
        #expect(previous === first)
        #expect(scrolling.fallback == nil && scrolling.isAnimating)
    }

    @Test func theFallbackEndsARunningAnimation() {
        var scrolling = ScrollTracking<Int>()
        _ = scrolling.beginAnimation()
        scrolling.fallback = Work()
        let fired = scrolling.fallbackFired()
        #expect(fired)
        #expect(!scrolling.isAnimating && scrolling.fallback == nil)
    }

    @Test func anInterruptedScrollResumesOnce() {
        var scrolling = ScrollTracking<Int>()
        let none = scrolling.takeResumable()
        #expect(none == nil)
        scrolling.toResume = (item, 2)
        let resumed = scrolling.takeResumable()
        #expect(resumed?.source == item && resumed?.position == 2)
        let again = scrolling.takeResumable()
        #expect(again == nil)
    }
}
