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
        #expect(fixture.interceptor.engine.isLooping)
        let first = fixture.collectionView.visibleCells
            .filter { $0.text == CollectionClient.label(IndexPath(item: 0, section: 0)) }
            .map { axis == .vertical ? $0.frame.minY : $0.frame.minX }
            .min { abs($0 - fixture.offset) < abs($1 - fixture.offset) }
        #expect(first.map { $0 - fixture.offset } == 42, "item 0 at \(String(describing: first)), offset \(fixture.offset)")
    }
}
