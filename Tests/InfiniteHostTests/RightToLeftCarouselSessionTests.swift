import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// A horizontal carousel in a right-to-left app. UIKit's flow layout lays its items out from the
/// right itself (item 0 at the content's right end) unless the app's layout flips, in which case
/// UIKit draws the view mirrored and keeps left-to-right coordinates (`Docs/HostFidelity.md`).
/// Either way item 0 starts at the leading (right) edge and next, previous, flings and
/// auto-scroll go in reading direction, across recentering jumps, with every invariant held.
@MainActor
@Suite struct RightToLeftCarouselSessionTests {
    private func carousel(counts: [Int] = [5], flips: Bool = false, paging: Bool = false,
                          configure: (HostCollectionViewFlowLayout) -> Void = { _ in }) -> CollectionSession {
        CollectionSession(axis: .horizontal, viewport: CGSize(width: 390, height: 300), counts: counts,
                          layoutDirection: .rightToLeft) { layout, _ in
            layout.itemSize = CGSize(width: 120, height: 260)
            layout.minimumLineSpacing = 10
            layout.flipsHorizontallyInOppositeLayoutDirection = flips
            configure(layout)
        } attachmentSetup: { attachment in
            attachment.isPagingEnabled = paging
        }
    }

    /// The on-screen x (from the view's left edge) of a visible item of the client's, as the user
    /// sees it: mirrored when UIKit draws the view mirrored. Nil when none is visible.
    private func screenX(ofSource item: Int, _ session: CollectionSession) -> ClosedRange<CGFloat>? {
        let view = session.collectionView
        let width = view.viewportSize.width
        let drawsMirrored = view.flowLayout?.drawsMirrored ?? false
        var best: ClosedRange<CGFloat>?
        for cell in view.visibleCells {
            guard let path = cell.layoutIndexPath, let virtual = VirtualIndexPath(path),
                  session.attachment.engine.sourceIndexPath(for: virtual).item == item else { continue }
            var minX = cell.frame.minX - view.contentOffset.x, maxX = cell.frame.maxX - view.contentOffset.x
            if drawsMirrored { (minX, maxX) = (width - maxX, width - minX) }
            guard maxX > 0, minX < width else { continue }
            if best == nil || minX > best!.lowerBound { best = minX...maxX }
        }
        return best
    }

    /// The client's items in on-screen order from the right edge leftwards.
    private func rightToLeftOrder(_ session: CollectionSession) -> [Int] {
        (0..<session.client.total).compactMap { item in screenX(ofSource: item, session).map { (item, $0.upperBound) } }
            .sorted { $0.1 > $1.1 }.map(\.0)
    }

    @Test(arguments: [false, true])
    func itemZeroStartsAtTheRightEdgeAndTheItemsFollowLeftwards(flips: Bool) {
        let session = carousel(flips: flips)
        #expect(session.attachment.engine.isLooping)
        let first = screenX(ofSource: 0, session)
        #expect(first.map { abs($0.upperBound - 390) < 0.5 } == true, "item 0 at \(String(describing: first))")
        #expect(Array(rightToLeftOrder(session).prefix(3)) == [0, 1, 2])
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
    }

    @Test(arguments: [false, true])
    func nextAndPreviousGoInReadingDirectionAcrossTheEnd(flips: Bool) {
        let session = carousel(flips: flips, paging: true)
        // 120-point items: the first load puts item 0 at the leading edge and paging centres the
        // item under the centre, item 1 (as in a left-to-right carousel).
        #expect(session.attachment.centeredIndexPath?.item == 1)
        var centred: [Int] = []
        for step in 2...13 {
            // The next item waits on the centred one's left (reading order) and comes to the centre.
            let next = screenX(ofSource: step % 5, session)
            #expect(next.map { $0.upperBound <= 195 } == true, "step \(step): next item at \(String(describing: next))")
            session.attachment.scrollToNextItem(animated: true)
            session.settle()
            centred.append(session.attachment.centeredIndexPath?.item ?? -1)
        }
        #expect(centred == (2...13).map { $0 % 5 })
        session.attachment.scrollToPreviousItem(animated: true)
        session.settle()
        #expect(session.attachment.centeredIndexPath?.item == 2)
        #expect(screenX(ofSource: 2, session).map { abs(($0.lowerBound + $0.upperBound) / 2 - 195) < 0.5 } == true)
        #expect(session.attachment.statistics.jumps + session.attachment.statistics.preJumps > 0)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
    }

    /// Flings towards the reading direction (the finger moves right) advance the items by as many
    /// as the content travelled, slow and fast; the other way goes back; across jumps, never
    /// hitting an edge.
    @Test(arguments: [false, true])
    func flingsInReadingDirectionAdvanceTheItems(flips: Bool) {
        let session = carousel(flips: flips, paging: true)
        // Reading forward is towards smaller x when the layout lays out from the right, larger x
        // when UIKit mirrors the drawing (coordinates stay left to right).
        let forward: CGFloat = flips ? 1 : -1
        var travelledInAll = 0
        for velocity: CGFloat in [1_200, 6_000, 1_200, 9_000, -1_200, -6_000, 1_200] {
            let before = session.attachment.centeredIndexPath?.item ?? -1
            let movedBefore = session.totalMoved
            session.flick(velocity: forward * velocity)
            // Items travelled in reading order (content movement is physical: mirrored by `forward`).
            let travelled = Int(((session.totalMoved - movedBefore) * forward / 130).rounded())
            #expect(velocity > 0 ? travelled >= 1 : travelled <= -1, "\(velocity): travelled \(travelled)")
            #expect(session.attachment.centeredIndexPath?.item == ((before + travelled) % 5 + 5) % 5,
                    "\(velocity): from \(before) by \(travelled)")
            travelledInAll += abs(travelled)
        }
        #expect(travelledInAll >= 12)
        #expect(session.attachment.statistics.jumps > 0)
        #expect(session.collectionView.edgeHits == 0)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
    }

    /// Auto-scroll advances in reading direction: every two seconds the item on the centred
    /// one's left comes to the centre, item numbers rising, for twenty ticks.
    @Test(arguments: [false, true])
    func autoScrollGoesInReadingDirection(flips: Bool) {
        let session = carousel(flips: flips, paging: true)
        session.attachment.autoScrollInterval = 2
        session.run(seconds: 0.9)
        let start = session.attachment.centeredIndexPath?.item ?? 0
        var seen: [Int] = []
        for _ in 0..<20 {
            let next = ((session.attachment.centeredIndexPath?.item ?? 0) + 1) % 5
            #expect(screenX(ofSource: next, session).map { $0.upperBound <= 195 } == true)
            session.run(seconds: 2)
            seen.append(session.attachment.centeredIndexPath?.item ?? -1)
        }
        #expect(seen == (1...20).map { (start + $0) % 5 }, "\(seen)")
        #expect(session.attachment.carouselStatistics.autoScrollAdvances == 20)
        #expect(session.collectionView.edgeHits == 0)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
    }
}
