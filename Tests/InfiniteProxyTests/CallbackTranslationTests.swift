import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct CallbackTranslationTests {
    private let repetition = Repetition(sourceItemCounts: [10], copies: 3, leadingItems: 4, trailingItems: 4)
    private let virtual = VirtualIndexPath(section: 0, item: 21)       // source 7, copy 1
    private var source: SourceIndexPath { repetition.sourceIndexPath(for: virtual) }

    @Test func outsideAForwardedCallNothingIsTranslated() {
        let translation = CallbackTranslation()
        #expect(translation.virtualIndexPath(forClientPath: source, in: repetition) == nil)
        #expect(translation.virtualSection(forClientSection: 0, in: repetition) == nil)
    }

    @Test func theForwardedPathMapsBackToTheVirtualOne() {
        var translation = CallbackTranslation()
        translation.beginForwarding(virtual: virtual, source: source)
        #expect(source == SourceIndexPath(section: 0, item: 7))
        #expect(translation.virtualIndexPath(forClientPath: source, in: repetition) == virtual)
        translation.endFrame()
        #expect(translation.virtualIndexPath(forClientPath: source, in: repetition) == nil)
    }

    /// F6: the client changed its data and reloaded inside the callback (outside a layout pass);
    /// the twin recorded when the callback began holds another item in the new plan, so after the
    /// re-anchoring the callback's own path goes to its nearest twin there.
    @Test func theForwardedPathAfterAReplanMapsToATwinOfIt() {
        var translation = CallbackTranslation()
        translation.beginForwarding(virtual: virtual, source: source)   // virtual 21 = source 7
        let replanned = Repetition(sourceItemCounts: [8], copies: 3, leadingItems: 4, trailingItems: 4)
        #expect(replanned.sourceIndexPath(for: virtual) != source)
        // Inside a layout pass the view goes on with the pass's paths: the recorded twin stays.
        #expect(translation.virtualIndexPath(forClientPath: source, in: replanned) == virtual)
        translation.reanchorAfterReload(in: replanned)
        let mapped = translation.virtualIndexPath(forClientPath: source, in: replanned)
        #expect(mapped.map { replanned.sourceIndexPath(for: $0) } == source)
        #expect(mapped != virtual)
        translation.endFrame()
        translation.beginForwarding(virtual: virtual, source: source)
        translation.reanchorAfterReload(in: repetition)   // the plan still maps 21 to 7: unchanged
        #expect(translation.virtualIndexPath(forClientPath: source, in: repetition) == virtual)
        translation.endFrame()
    }

    /// The client removed the callback's item and reloaded inside the callback: the callback's
    /// path is outside its data now and goes to UIKit unchanged (as the client's own view takes
    /// it), not to the recorded twin, which holds another item; other paths keep the anchor.
    @Test func theForwardedPathOfARemovedItemIsPassedUnchanged() {
        var translation = CallbackTranslation()
        translation.beginForwarding(virtual: virtual, source: source)   // virtual 21 = source 7
        let twoItems = Repetition(sourceItemCounts: [2], copies: 15, leadingItems: 4, trailingItems: 4)
        #expect(twoItems.contains(virtual) && !twoItems.contains(source))
        translation.reanchorAfterReload(in: twoItems)
        #expect(translation.virtualIndexPath(forClientPath: source, in: twoItems) == nil)
        let other = translation.virtualIndexPath(forClientPath: SourceIndexPath(section: 0, item: 1), in: twoItems)
        #expect(other.map { abs($0.item - virtual.item) <= 1 } == true)
        translation.endFrame()
    }

    @Test func otherPathsMapToTheirNearestTwin() {
        var translation = CallbackTranslation()
        translation.beginForwarding(virtual: virtual, source: source)
        // Row 9 is two rows on; row 0 is three rows on (the next copy), not seven back.
        #expect(translation.virtualIndexPath(forClientPath: SourceIndexPath(section: 0, item: 9), in: repetition)
            == VirtualIndexPath(section: 0, item: 23))
        #expect(translation.virtualIndexPath(forClientPath: SourceIndexPath(section: 0, item: 0), in: repetition)
            == VirtualIndexPath(section: 0, item: 24))
        // Not the client's data: passed unchanged.
        #expect(translation.virtualIndexPath(forClientPath: SourceIndexPath(section: 0, item: 10), in: repetition) == nil)
    }

    @Test func uikitsOwnImplementationIsNotTranslatedTwice() {
        var translation = CallbackTranslation()
        translation.beginForwarding(virtual: virtual, source: source)
        translation.beginPassthrough()
        #expect(translation.virtualIndexPath(forClientPath: source, in: repetition) == nil)
        // UIKit asks the data source again inside: that nested call translates again.
        let nested = VirtualIndexPath(section: 0, item: 30)
        translation.beginForwarding(virtual: nested, source: repetition.sourceIndexPath(for: nested))
        #expect(translation.virtualIndexPath(forClientPath: SourceIndexPath(section: 0, item: 6), in: repetition) == nested)
        translation.endFrame()
        #expect(translation.virtualIndexPath(forClientPath: source, in: repetition) == nil)
        translation.endFrame()
        #expect(translation.virtualIndexPath(forClientPath: source, in: repetition) == virtual)
        translation.endFrame()
        #expect(translation.depth == 0)
        translation.endFrame()     // unbalanced end is harmless
        #expect(translation.depth == 0)
    }

    @Test func nestedFramesCloseInnermostFirst() {
        var translation = CallbackTranslation()
        #expect(translation.currentFrame == nil)
        translation.beginClientCall()
        translation.beginForwarding(virtual: virtual, source: source)
        translation.beginForwarding(virtualSection: 7, sourceSection: 1)
        translation.beginPassthrough()
        #expect(translation.depth == 4)
        #expect(translation.currentFrame == .passthrough)
        translation.endFrame()
        #expect(translation.currentFrame == .forwardedSection(virtual: 7, source: 1))
        translation.endFrame()
        #expect(translation.currentFrame == .forwarded(virtual: virtual, source: source))
        #expect(translation.depth == 2)
        translation.endFrame()
        #expect(translation.currentFrame == .client)
        translation.endFrame()
        #expect(translation.currentFrame == nil)
        #expect(translation.depth == 0)
    }

    @Test func sectionsTranslateWithinTheForwardedCopy() {
        let sections = Repetition(sourceItemCounts: [2, 3, 1], copies: 4)
        var translation = CallbackTranslation()
        translation.beginForwarding(virtualSection: 7, sourceSection: 1)     // copy 2
        #expect(translation.virtualSection(forClientSection: 1, in: sections) == 7)
        #expect(translation.virtualSection(forClientSection: 0, in: sections) == 6)
        #expect(translation.virtualSection(forClientSection: 3, in: sections) == nil)
        #expect(translation.virtualIndexPath(forClientPath: SourceIndexPath(section: 1, item: 2), in: sections)
            == VirtualIndexPath(section: 7, item: 2))
    }

    @Test func finiteContentIsNeverTranslated() {
        let finite = Repetition.finite(sourceItemCounts: [3], reason: .singleCopy)
        var translation = CallbackTranslation()
        translation.beginForwarding(virtual: VirtualIndexPath(section: 0, item: 1), source: SourceIndexPath(section: 0, item: 1))
        #expect(translation.virtualIndexPath(forClientPath: SourceIndexPath(section: 0, item: 1), in: finite) == nil)
    }
}

extension CallbackTranslationTests {
    /// Issue 14, item 8: a forwarded section far outside the content trapped in `copy × blocks`.
    @Test func extremeAnchorSectionsPassUnchanged() {
        let repetition = Repetition(sourceItemCounts: [2, 3, 1], copies: 4)
        var translation = CallbackTranslation()
        translation.beginForwarding(virtualSection: .max, sourceSection: 0)
        #expect(translation.virtualSection(forClientSection: 2, in: repetition) == nil)
        translation.endFrame()
        translation.beginForwarding(virtualSection: .min, sourceSection: 0)
        #expect(translation.virtualSection(forClientSection: 1, in: repetition) == nil)
        translation.endFrame()
        translation.beginForwarding(virtualSection: 7, sourceSection: 1)
        #expect(translation.virtualSection(forClientSection: 2, in: repetition) == 8)
    }
}
