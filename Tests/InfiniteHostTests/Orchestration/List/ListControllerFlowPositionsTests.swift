import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// Flow-layout position rules of the shipped ``ListController`` (C8 here; C4, a rotation keeping
/// the centred line's centre, is `CollectionSessionTests.rotationKeepsTheCenteredItem`).
@MainActor
@Suite struct ListControllerFlowPositionsTests {
    /// C8: the first load shows item 0 where a finite list shows it — after the section's header
    /// and inset (the old glue put its leading edge flush with the visible area's start).
    @Test(arguments: [InfiniteAxis.vertical, .horizontal])
    func theFirstLoadHonoursTheSectionInsetAndHeader(axis: InfiniteAxis) {
        let fixture = InterceptedCollection(axis: axis, viewport: CGSize(width: 390, height: 600), counts: [9]) { layout, client in
            layout.itemSize = CGSize(width: 100, height: 100)
            client.sectionInset = HostEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
            client.headerLength = 30
        }
        #expect(fixture.attachment.engine.isLooping)
        let first = fixture.collectionView.visibleCells
            .filter { $0.text == CollectionClient.label(IndexPath(item: 0, section: 0)) }
            .map { axis == .vertical ? $0.frame.minY : $0.frame.minX }
            .min { abs($0 - fixture.offset) < abs($1 - fixture.offset) }
        #expect(first.map { $0 - fixture.offset } == 42, "item 0 at \(String(describing: first)), offset \(fixture.offset)")
    }

    /// F9, seed 34024: in a grid whose copy does not fill whole lines (8 items, 3 a line: a jump is
    /// 3 copies) an item's twins one copy apart sit in other columns. A same-data reload restored
    /// the item's twin nearest the middle, in another column: every cell on screen changed. The
    /// restore keeps the twin whose column the item had (a whole jump from the one on screen).
    @Test func aSameDataReloadKeepsAGridWhoseCopyDoesNotFillItsLines() {
        let fixture = InterceptedCollection(axis: .vertical, viewport: CGSize(width: 292, height: 835), counts: [8]) { layout, client in
            layout.minimumLineSpacing = 0
            layout.minimumInteritemSpacing = 8
            client.itemSize = { _ in CGSize(width: 91, height: 100) }
        }
        #expect(fixture.attachment.engine.repetition.copiesPerJump == 3)
        func screen() -> [String] {
            fixture.collectionView.visibleCells.map {
                "\($0.text)@\(Int($0.frame.minX.rounded())),\(Int(($0.frame.minY - fixture.offset).rounded()))"
            }.sorted()
        }
        for distance in [100, 300, -200, 500] as [CGFloat] {
            fixture.session.drag(distance, over: 0.3)
            _ = fixture.session.waitUntilIdle()
            let before = screen()
            fixture.collectionView.reloadData()
            fixture.collectionView.layoutIfNeeded()
            #expect(screen() == before, "after a drag of \(distance)")
        }
        #expect(fixture.failures.isEmpty, "\(fixture.failures)")
    }

    /// F9, seed 34032: a reload from no items to some had nothing on screen to keep, so the view
    /// stayed at offset 0 — the start of the leading padding, at the content's edge — and the next
    /// flick backwards hit it. It starts as a first load does (C8), inside the band.
    @Test func aReloadFromEmptyStartsAsAFirstLoad() {
        let fixture = InterceptedCollection(axis: .horizontal, viewport: CGSize(width: 199, height: 222), counts: []) { layout, _ in
            layout.itemSize = CGSize(width: 40, height: 221)
            layout.minimumLineSpacing = 0
        }
        #expect(fixture.offset == 0)
        fixture.client.counts = [22]
        fixture.collectionView.reloadData()
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.attachment.engine.isLooping)
        #expect(fixture.offset > 0)
        fixture.session.resetContinuity()
        fixture.session.fling(-3_000)
        _ = fixture.session.waitUntilIdle()
        #expect(fixture.collectionView.edgeHits == 0)
        #expect(fixture.failures.isEmpty, "\(fixture.failures)")
    }
}
