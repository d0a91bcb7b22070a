#if canImport(UIKit) && canImport(XCTest)
import InfiniteProxy
// `@preconcurrency`: SDKs before iOS 17 declare `UIAccessibilityTraits.adjustable` as a mutable global.
@preconcurrency import UIKit
import XCTest

/// `InfinitePageView` on real UIKit: the shell forwards to the shipped pager controller and applies
/// what it decides (geometry, page content, accessibility). The decisions themselves are tested on
/// the headless host (`PagerControllerTests`); these tests check the adapter's wiring.
@MainActor
final class InfinitePageViewUIKitTests: XCTestCase {
    /// A data source of labels, delivered at once or held back.
    private final class LabelPages: InfinitePageViewDataSource {
        var count: Int
        var holdBack = false
        var held: [InfinitePageRequest] = []

        init(count: Int) { self.count = count }

        func numberOfPages(in pageView: InfinitePageView) -> Int { count }

        func pageView(_ pageView: InfinitePageView, loadPage request: InfinitePageRequest) {
            if holdBack { held.append(request); return }
            let label = request.reusableView as? UILabel ?? UILabel()
            label.text = "page \(request.page)"
            label.accessibilityLabel = "photo \(request.page)"
            request.fulfill(with: label)
        }
    }

    private func makePager(pages: Int) -> (InfinitePageView, LabelPages, UIWindow) {
        let pager = InfinitePageView(frame: .zero)
        let source = LabelPages(count: pages)
        pager.dataSource = source
        let window = makeKeyWindow(holding: pager, size: CGSize(width: 390, height: 300))
        return (pager, source, window)
    }

    private func scrollView(of pager: InfinitePageView) throws -> UIScrollView {
        try XCTUnwrap(pager.subviews.compactMap { $0 as? UIScrollView }.first)
    }

    func testLayoutPlacesThreePagesAroundTheMiddle() throws {
        let (pager, _, window) = makePager(pages: 5)
        let scrollView = try scrollView(of: pager)
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 5 * 390, height: 300))
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 780, y: 0))
        XCTAssertFalse(scrollView.showsHorizontalScrollIndicator)
        XCTAssertTrue(scrollView.alwaysBounceHorizontal)
        XCTAssertEqual((pager.currentPageView as? UILabel)?.text, "page 0")
        pager.scrollToPage(3, animated: false)
        XCTAssertEqual(pager.currentPage, 3)
        XCTAssertEqual((pager.currentPageView as? UILabel)?.text, "page 3")
        _ = window
    }

    func testVerticalAxisLaysOutAlongY() throws {
        let (pager, _, window) = makePager(pages: 4)
        pager.axis = .vertical
        let scrollView = try scrollView(of: pager)
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 390, height: 5 * 300))
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 600))
        XCTAssertTrue(scrollView.alwaysBounceVertical)
        XCTAssertFalse(scrollView.alwaysBounceHorizontal)
        _ = window
    }

    func testHeldBackPagesShowAPlaceholderAndStaleRequestsAreCancelled() {
        let pager = InfinitePageView(frame: .zero)
        let source = LabelPages(count: 5)
        source.holdBack = true
        pager.dataSource = source
        let window = makeKeyWindow(holding: pager, size: CGSize(width: 390, height: 300))
        XCTAssertNil(pager.currentPageView)
        let first = source.held
        XCTAssertEqual(first.map(\.page).sorted(), [0, 1, 4])
        pager.reloadData()
        XCTAssertTrue(first.allSatisfy(\.isCancelled))
        let current = source.held.last { $0.page == 0 }
        current?.fulfill(with: UILabel())
        XCTAssertNotNil(pager.currentPageView)
        _ = window
    }

    func testAdjustableElementPagesAtOnce() {
        let (pager, _, window) = makePager(pages: 3)
        pager.isAccessibilityAdjustable = true
        XCTAssertTrue(pager.isAccessibilityElement)
        XCTAssertTrue(pager.accessibilityTraits.contains(.adjustable))
        XCTAssertEqual(pager.accessibilityValue, "Page 1 of 3")
        XCTAssertEqual(pager.accessibilityLabel, "photo 0")
        pager.accessibilityIncrement()
        XCTAssertEqual(pager.currentPage, 1)
        XCTAssertEqual(pager.accessibilityValue, "Page 2 of 3")
        pager.isAccessibilityAdjustable = false
        XCTAssertFalse(pager.isAccessibilityElement)
        _ = window
    }

    func testThreeFingerSwipePagesThePager() throws {
        let (pager, _, window) = makePager(pages: 4)
        let scrollView = try scrollView(of: pager)
        XCTAssertTrue(scrollView.accessibilityScroll(.left))
        XCTAssertEqual(pager.currentPage, 1)
        XCTAssertTrue(scrollView.accessibilityScroll(.right))
        XCTAssertTrue(scrollView.accessibilityScroll(.right))
        XCTAssertEqual(pager.currentPage, 3)
        _ = window
    }
}
#endif
