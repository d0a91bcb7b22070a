import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// The shipped ``Carousel`` on a host collection view: paging (C2, C3), next/previous (C6),
/// prefetch batches (C13) and auto-scroll's pauses. Whole paging and auto-scroll sessions are in
/// `CollectionSessionTests`.
@MainActor
@Suite struct CarouselTests {
    private static let phone = CGSize(width: 390, height: 844)

    /// A horizontal paging carousel of 300-pt items 10 pt apart.
    private func carousel(count: Int) -> InterceptedCollection {
        let fixture = InterceptedCollection(axis: .horizontal, viewport: CGSize(width: 390, height: 300), counts: [count]) { layout, _ in
            layout.itemSize = CGSize(width: 300, height: 260)
            layout.minimumLineSpacing = 10
        }
        fixture.attachment.isPagingEnabled = true
        fixture.session.resetContinuity()
        return fixture
    }

    /// C3: the paging target is recorded after the client's `scrollViewWillEndDragging`, as the
    /// client left it (the old glue recorded its own choice before the client could change it), so
    /// a second swipe continues from where the view is really going.
    @Test func thePagingTargetIsRecordedAfterTheClientChangedIt() throws {
        let fixture = carousel(count: 7)
        fixture.client.retarget = { CGPoint(x: $0.x + 620, y: $0.y) }   // two items further
        var target = CGPoint(x: fixture.offset + 40, y: 0)
        fixture.attachment.scrollViewWillEndDragging(
            fixture.collectionView, withVelocity: CGPoint(x: 0.2, y: 0), targetContentOffset: &target)
        let recorded = try #require(fixture.attachment.controller.carousel?.pagingTarget)
        #expect(recorded.offset == target.x)
        #expect(fixture.client.willEndDraggingCalls == 1)
        #expect(fixture.attachment.carouselStatistics.pagingTargets == 1)
    }

    /// C6: a second "next" while the first advance still animates goes one item further (the old
    /// glue started again from the item centred at the time, repeating the first target).
    @Test func aSecondNextDuringTheAnimationGoesOneFurther() {
        let fixture = carousel(count: 7)
        #expect(fixture.centeredItem == 0)
        fixture.attachment.scrollToNextItem(animated: true)
        fixture.session.step(3)
        #expect(fixture.centeredItem == 0)   // still on its way
        fixture.attachment.scrollToNextItem(animated: true)
        fixture.session.waitUntilIdle(limit: 60)
        #expect(fixture.centeredItem == 2)
        fixture.attachment.scrollToPreviousItem(animated: false)
        #expect(fixture.centeredItem == 1)
        #expect(fixture.failures.isEmpty, "\(fixture.failures.prefix(5))")
    }

    /// C13: a prefetch batch with nothing in it does not reach the client.
    @Test func emptyPrefetchBatchesAreDropped() {
        let fixture = InterceptedCollection(axis: .vertical, viewport: Self.phone, counts: [5]) { layout, _ in
            layout.itemSize = CGSize(width: 390, height: 100)
        }
        let calls = fixture.client.prefetchCalls
        fixture.attachment.collectionView(fixture.collectionView, prefetchItemsAt: [])
        fixture.attachment.collectionView(fixture.collectionView, cancelPrefetchingForItemsAt: [])
        #expect(fixture.client.prefetchCalls == calls)
        fixture.attachment.collectionView(fixture.collectionView, prefetchItemsAt: [IndexPath(item: 12, section: 0)])
        #expect(fixture.client.prefetchCalls == calls + 1)
    }

    /// Auto-scroll pauses while VoiceOver runs with its focus inside the view and while the app is
    /// inactive (the host's environment posts what UIKit's notifications announce), and resumes after.
    @Test func autoScrollPausesForVoiceOverAndAnInactiveApp() {
        let fixture = carousel(count: 5)
        fixture.attachment.autoScrollInterval = 1
        #expect(fixture.attachment.isAutoScrollTimerRunning)
        fixture.collectionView.environment.isApplicationActive = false
        #expect(!fixture.attachment.isAutoScrollTimerRunning)
        fixture.collectionView.environment.isApplicationActive = true
        #expect(fixture.attachment.isAutoScrollTimerRunning)
        fixture.collectionView.environment.isVoiceOverRunning = true
        fixture.collectionView.environment.voiceOverFocusedElement = fixture.collectionView
        #expect(!fixture.attachment.isAutoScrollTimerRunning)
        #expect(!fixture.attachment.engine.isLooping)
        fixture.collectionView.environment.isVoiceOverRunning = false
        #expect(fixture.attachment.isAutoScrollTimerRunning)
        fixture.collectionView.isInWindow = false
        #expect(!fixture.attachment.isAutoScrollTimerRunning)
        fixture.collectionView.isInWindow = true
        #expect(fixture.attachment.isAutoScrollTimerRunning)
    }
}
