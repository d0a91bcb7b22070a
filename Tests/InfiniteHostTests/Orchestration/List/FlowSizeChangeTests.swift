import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// Issue 14, F9: a flow layout's size change while the user scrolls, minimised from the
/// adversarial suite (`AdversarialCollectionTests`, seed 34011).
@MainActor
@Suite struct FlowSizeChangeTests {
    /// Seed 34011, frame 4452: a rotation mid-fling turns one 324-pt item per line into two, so a
    /// copy is half as long; the plan made for one per line waited for the fling to end (T10) and
    /// the content ended inside the visible area (a recentering could not reach a twin two copies
    /// back). A flow layout re-plans at once, keeping the centred item (C4), and the fling goes on.
    @Test func aRotationMidFlingThatHalvesTheCopyNeverHitsTheEdge() {
        let fixture = InterceptedCollection(axis: .horizontal, viewport: CGSize(width: 856, height: 325), counts: [12, 20]) { layout, _ in
            layout.itemSize = CGSize(width: 64, height: 324)
            layout.minimumLineSpacing = 0
            layout.minimumInteritemSpacing = 0
        }
        let view = fixture.collectionView
        #expect(fixture.attachment.engine.isLooping)
        fixture.session.fling(3_000)
        fixture.session.step(8)
        #expect(view.isDecelerating)
        let centred = fixture.attachment.controller.centeredSourceIndexPath
        view.viewportSize = CGSize(width: 325, height: 856)
        view.layoutIfNeeded()
        #expect(fixture.attachment.controller.centeredSourceIndexPath == centred)
        #expect(view.isDecelerating)
        fixture.session.resetContinuity()
        _ = fixture.session.waitUntilIdle()
        #expect(view.edgeHits == 0, "offset \(fixture.offset), content \(view.contentSize)")
        #expect(fixture.failures.isEmpty, "\(fixture.failures)")
    }
}
