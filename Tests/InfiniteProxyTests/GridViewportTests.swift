import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct GridViewportTests {
    @Test func docExampleAndAxes() {
        let viewport = GridViewport(contentOffset: CGPoint(x: 100, y: 200), size: CGSize(width: 390, height: 844),
                                    insetTop: 59, insetLeft: 10, insetBottom: 34, insetRight: 30)
        #expect(viewport.bounds == CGRect(x: 100, y: 200, width: 390, height: 844))
        // Visible: x 110 ..< 460 (350 wide), y 259 ..< 1010 (751 tall).
        #expect(viewport.visibleCenter == CGPoint(x: 285, y: 634.5))
        #expect(viewport.along(.horizontal) == viewport.horizontal && viewport.across(.horizontal) == viewport.vertical)
        #expect(viewport.along(.vertical) == viewport.vertical && viewport.across(.vertical) == viewport.horizontal)
        #expect(viewport.size == CGSize(width: 390, height: 844))
        var moved = viewport
        moved.contentOffset = CGPoint(x: -5, y: 7)
        #expect(moved.horizontal.offset == -5 && moved.vertical.offset == 7 && moved.size == viewport.size)
        #expect(viewport.isUsable)
    }

    @Test func unusableViewports() {
        for bad in [CGFloat.nan, .infinity, -.infinity] {
            #expect(!GridViewport(contentOffset: CGPoint(x: bad, y: 0), size: CGSize(width: 10, height: 10)).isUsable)
            #expect(!GridViewport(contentOffset: .zero, size: CGSize(width: 10, height: bad)).isUsable)
            #expect(!GridViewport(contentOffset: .zero, size: CGSize(width: 10, height: 10), insetTop: bad).isUsable)
        }
        #expect(!GridViewport(contentOffset: .zero, size: CGSize(width: -1, height: 10)).isUsable)
        #expect(GridViewport(contentOffset: .zero, size: .zero).isUsable)
    }
}
