import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// Issue 14, F8: self-sizing collection items (`estimatedItemSize`) in an infinite flow layout,
/// minimised from the adversarial suite (`AdversarialCollectionTests`).
@MainActor
@Suite struct SelfSizingCollectionTests {
    /// A horizontal self-sizing carousel: items `real(item)` pt wide, estimated at `estimate` pt.
    static func carousel(counts: [Int], width: CGFloat, estimate: CGFloat, spacing: CGFloat = 24,
                         real: @escaping (SourceIndexPath) -> CGFloat) -> InterceptedCollection {
        InterceptedCollection(axis: .horizontal, viewport: CGSize(width: width, height: 250), counts: counts) { layout, client in
            layout.minimumLineSpacing = spacing
            layout.estimatedItemSize = CGSize(width: estimate, height: 200)
            client.fittingSize = { CGSize(width: real($0), height: 200) }
        }
    }

    /// The centre of the cell showing `label` nearest the visible centre, on screen.
    static func screenCentre(of label: String, in fixture: InterceptedCollection) -> CGFloat? {
        let view = fixture.collectionView
        let centre = view.viewportSize.width / 2
        return view.visibleCells.filter { $0.text == label }.map { $0.frame.midX - fixture.offset }
            .min { abs($0 - centre) < abs($1 - centre) }
    }

    /// Seed 34005, frame 5054: a size change at rest keeps the centred item's centre (C4). The
    /// item is laid out at its estimate when the position is restored, and takes its real width
    /// in the next pass: the restore must keep its *real* centre, not the estimate's (it was
    /// 18.85 pt off: half of 40 − 2.3).
    @Test func aResizeKeepsTheRealCentreOfAnItemLaidOutAtItsEstimate() throws {
        let fixture = Self.carousel(counts: [28, 7], width: 642, estimate: 2.3) { $0.item % 2 == 0 ? 23 : 40 }
        let view = fixture.collectionView
        #expect(fixture.attachment.engine.isLooping)
        let centred = try #require(fixture.attachment.controller.centeredSourceIndexPath)
        let label = CollectionClient.label(centred.indexPath)
        let before = try #require(Self.screenCentre(of: label, in: fixture))
        view.viewportSize = CGSize(width: 1_548, height: 99)
        view.layoutIfNeeded()
        let after = try #require(Self.screenCentre(of: label, in: fixture))
        // Its centre keeps its distance from the visible centre (far from the clamp here).
        #expect(abs((after - 774) - (before - 321)) <= 0.5, "\(label): \(before) of 642, then \(after) of 1548")
        #expect(fixture.failures.isEmpty, "\(fixture.failures)")
    }

    /// Seed 34004, frame 3505: items estimated ten times their width. A reload discards the
    /// self-sized sizes (as UIKit's flow layout does), so the copies the user has not seen are
    /// laid out at the estimate: the band measured in points across them was ten times wider
    /// than the content, and a fling reached the end before any jump. Decided in items, the
    /// jump comes in time.
    @Test func flingsThroughItemsEstimatedTenTimesTooWideNeverHitTheEdge() {
        let fixture = Self.carousel(counts: [23, 23], width: 303, estimate: 1_290, spacing: 0) {
            129 + CGFloat(($0.item * 7 + $0.section * 3) % 2) * 17
        }
        #expect(fixture.attachment.engine.isLooping)
        for round in 0..<8 {
            fixture.session.fling(round < 6 ? 30_000 : -30_000)
            _ = fixture.session.waitUntilIdle()
        }
        #expect(fixture.collectionView.edgeHits == 0)
        #expect(fixture.failures.isEmpty, "\(fixture.failures)")
    }
}
