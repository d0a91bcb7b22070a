import Foundation
import InfiniteHostTesting
import Testing
@testable import InfiniteProxy

@Suite struct CenteredIDSyncTests {
    let shown: (Int) -> Bool = { (0..<10).contains($0) }

    @Test func docExample() {
        var sync = CenteredIDSync<Int>()
        #expect(sync.bindingRead(nil, isShown: shown) == nil)
        #expect(sync.centred(4, isScrollingToTarget: false) == .some(4))
        #expect(sync.bindingRead(4, isShown: shown) == nil)
        #expect(sync.bindingRead(9, isShown: shown) == 9)
        #expect(sync.centred(6, isScrollingToTarget: true) == nil)
        #expect(sync.centred(9, isScrollingToTarget: false) == nil)
        #expect(sync.published == 9 && sync.target == nil)
    }

    /// A recentering jump shows the same item: nothing is published.
    @Test func theSameItemIsNotPublishedTwice() {
        var sync = CenteredIDSync<Int>()
        #expect(sync.centred(3, isScrollingToTarget: false) == .some(3))
        for _ in 0..<5 { #expect(sync.centred(3, isScrollingToTarget: false) == nil) }
    }

    /// Our own write comes back in the next update: no scroll.
    @Test func theEchoOfAPublicationIsNoRequest() {
        var sync = CenteredIDSync<Int>()
        _ = sync.bindingRead(nil, isShown: shown)
        _ = sync.centred(1, isScrollingToTarget: false)
        _ = sync.centred(2, isScrollingToTarget: false)
        #expect(sync.bindingRead(2, isShown: shown) == nil)
    }

    /// A write deferred past an update (SwiftUI forbids writing state during one): the update
    /// reads the binding's old value, which must not scroll back to it.
    @Test func aStaleReadWhileAWriteIsOnItsWayIsNoRequest() {
        var sync = CenteredIDSync<Int>()
        #expect(sync.bindingRead(1, isShown: shown) == 1)
        _ = sync.centred(1, isScrollingToTarget: false)
        #expect(sync.centred(2, isScrollingToTarget: false) == .some(2))   // written later
        #expect(sync.bindingRead(1, isShown: shown) == nil)                  // stale
        #expect(sync.bindingRead(2, isShown: shown) == nil)                  // the write lands
        #expect(sync.published == 2 && sync.target == nil)
    }

    /// The app sets the value it already had before: it is a request once the binding changed.
    @Test func settingBackAnOldValueScrolls() {
        var sync = CenteredIDSync<Int>()
        _ = sync.bindingRead(nil, isShown: shown)
        _ = sync.centred(1, isScrollingToTarget: false)
        _ = sync.bindingRead(1, isShown: shown)
        _ = sync.centred(2, isScrollingToTarget: false)
        _ = sync.bindingRead(2, isShown: shown)
        #expect(sync.bindingRead(1, isShown: shown) == 1)
    }

    /// An unknown identifier or nil: the binding gets the centred item back, no scroll.
    @Test func anUnknownValueIsCorrected() {
        var sync = CenteredIDSync<Int>()
        _ = sync.bindingRead(nil, isShown: shown)
        _ = sync.centred(1, isScrollingToTarget: false)
        #expect(sync.bindingRead(42, isShown: shown) == nil)
        #expect(sync.centred(1, isScrollingToTarget: false) == .some(1))
        #expect(sync.bindingRead(nil, isShown: shown) == nil)
        #expect(sync.centred(1, isScrollingToTarget: false) == .some(1))
    }

    /// A user's drag interrupts the requested scroll: the centred item is published at once.
    @Test func anInterruptedRequestPublishesWhereItStopped() {
        var sync = CenteredIDSync<Int>()
        _ = sync.bindingRead(nil, isShown: shown)
        _ = sync.centred(0, isScrollingToTarget: false)
        #expect(sync.bindingRead(5, isShown: shown) == 5)
        #expect(sync.expectedBinding(centred: 2, isScrollingToTarget: true) == 5)
        #expect(sync.centred(3, isScrollingToTarget: false) == .some(3))
        #expect(sync.expectedBinding(centred: 3, isScrollingToTarget: false) == 3)
    }

    /// The requested item is deleted while its scroll runs.
    @Test func aRequestForADeletedItemIsDropped() {
        var sync = CenteredIDSync<Int>()
        _ = sync.bindingRead(nil, isShown: shown)
        _ = sync.centred(0, isScrollingToTarget: false)
        _ = sync.bindingRead(5, isShown: shown)
        sync.dataChanged { $0 != 5 }
        #expect(sync.target == nil)
        #expect(sync.centred(2, isScrollingToTarget: true) == .some(2))
    }

    /// Random interleavings of reads, requests, scrolls and echoes: the binding never makes the
    /// model scroll to a value it published itself, and at rest it always holds the centred item.
    @Test func randomInterleavingsFormNoLoop() {
        var rng = SplitMix64(seed: 2_525)
        for _ in 0..<200 {
            var sync = CenteredIDSync<Int>()
            var binding: Int? = nil
            var centred = 0
            var scrollingTo: Int?
            var published: Set<Int?> = []
            for _ in 0..<100 {
                switch Int.random(in: 0..<4, using: &rng) {
                case 0:   // the app sets a value
                    binding = Int.random(in: 0..<10, using: &rng)
                case 1:   // the user scrolls (interrupting a requested scroll)
                    centred = Int.random(in: 0..<10, using: &rng)
                    scrollingTo = nil
                case 2:   // a requested scroll ends at its target
                    if let target = scrollingTo { centred = target; scrollingTo = nil }
                default:
                    break
                }
                if let value = sync.centred(centred, isScrollingToTarget: scrollingTo != nil) {
                    binding = value
                    published.insert(value)
                }
                let wasPublished = binding == sync.published
                if let target = sync.bindingRead(binding, isShown: shown) {
                    #expect(!wasPublished)
                    scrollingTo = target
                }
            }
            // At rest.
            if let target = scrollingTo { centred = target; scrollingTo = nil }
            if let value = sync.centred(centred, isScrollingToTarget: false) { binding = value }
            #expect(sync.bindingRead(binding, isShown: shown) == nil)
            #expect(binding == centred)
        }
    }
}
