import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// The pager in a right-to-left app: page n + 1 lies on page n's left, so a swipe with the finger
/// moving right (the offset decreasing), next, and auto-advance go to higher pages, across the end
/// of the data and the pager's recentring, with every frame showing the pages in that order.
@MainActor
@Suite struct PagerRightToLeftTests {
    private func pager(count: Int = 5) -> HostPager {
        HostPager(count: count, layoutDirection: .rightToLeft)
    }

    /// The pages on screen from the right edge leftwards, with their on-screen x.
    private func pagesFromTheRight(_ pager: HostPager) -> [Int] {
        pager.pageViews.sorted { $0.origin > $1.origin }.map(\.page)
    }

    /// The next page waits on the left, the previous one on the right.
    private func expectNeighbours(_ pager: HostPager, _ context: String) {
        let page = pager.currentPage, count = pager.controller.numberOfPages
        #expect(pager.pageView(atViewportFraction: 0.5)?.page == page, "\(context)")
        #expect(pagesFromTheRight(pager) == [(page + count - 1) % count, page, (page + 1) % count], "\(context)")
    }

    @Test func pageZeroFillsTheViewAndPageOneWaitsOnTheLeft() {
        let pager = pager()
        #expect(pager.currentPage == 0)
        expectNeighbours(pager, "start")
    }

    /// Swipes with the finger moving right go forwards across the end; one moving left goes back.
    @Test func swipesInReadingDirectionGoToHigherPages() {
        let pager = pager()
        var pages: [Int] = []
        for step in 0..<12 {
            pager.scrollView.beginDragging()
            for _ in 0..<3 { pager.scrollView.drag(by: CGPoint(x: 40, y: 0)); pager.step() }
            pager.scrollView.endDragging(velocity: CGPoint(x: -900, y: 0))
            pager.runUntilIdle()
            pages.append(pager.currentPage)
            expectNeighbours(pager, "swipe \(step)")
        }
        #expect(pages == (1...12).map { $0 % 5 })
        pager.scrollView.beginDragging()
        for _ in 0..<3 { pager.scrollView.drag(by: CGPoint(x: -40, y: 0)); pager.step() }
        pager.scrollView.endDragging(velocity: CGPoint(x: 900, y: 0))
        pager.runUntilIdle()
        #expect(pager.currentPage == 1)
        expectNeighbours(pager, "back")
    }

    /// Next (animated) moves the content right: the offset decreases while the page rises.
    @Test func nextMovesTheContentRight() {
        let pager = pager()
        for step in 1...7 {
            let before = pager.scrollView.contentOffset.x
            pager.controller.scroll(byPages: 1, animated: true)
            pager.step()
            #expect(pager.scrollView.contentOffset.x < before, "step \(step)")
            pager.runUntilIdle()
            #expect(pager.currentPage == step % 5)
            expectNeighbours(pager, "next \(step)")
        }
    }

    @Test func autoAdvanceGoesInReadingDirection() {
        let pager = pager()
        pager.controller.autoAdvanceInterval = 2
        pager.run(seconds: 0.5)
        var pages: [Int] = []
        for step in 0..<8 {
            pager.run(seconds: 2)
            pages.append(pager.currentPage)
            expectNeighbours(pager, "tick \(step)")
        }
        #expect(pages == (1...8).map { $0 % 5 })
    }
}
