#if canImport(UIKit) && canImport(XCTest)
import InfiniteProxy
import UIKit
import XCTest

/// Right to left on real UIKit (registers R-a and R-b in `Docs/HostFidelity.md`): how a horizontal
/// flow layout places item 0 in a right-to-left view, with and without
/// `flipsHorizontallyInOppositeLayoutDirection`, and an infinite carousel starting at item 0 on
/// the right with next going left.
@MainActor
final class RightToLeftFactsTests: XCTestCase {
    private final class FlippingFlowLayout: UICollectionViewFlowLayout {
        override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
    }

    private func carousel(_ layout: UICollectionViewFlowLayout, client: RecordingCollectionClient) -> (UICollectionView, UIWindow) {
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 120, height: 260)
        layout.minimumLineSpacing = 10
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        view.semanticContentAttribute = .forceRightToLeft
        view.contentInsetAdjustmentBehavior = .never
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = client
        view.delegate = client
        let window = makeKeyWindow(holding: view, size: CGSize(width: 390, height: 300))
        view.layoutIfNeeded()
        return (view, window)
    }

    /// Where the user sees a cell: its frame in the window (UIKit's drawing flip included).
    private func onScreen(_ cell: UICollectionViewCell) -> CGRect { cell.convert(cell.bounds, to: nil) }

    /// R-a: a flow layout that does not flip (UIKit's default) lays its items out from the right
    /// itself: item 0 at the content's right end, item 1 on its left, in content coordinates.
    func testFlowLayoutLaysOutFromTheRightInContentCoordinates() {
        let client = RecordingCollectionClient(counts: [8])
        let layout = UICollectionViewFlowLayout()
        let (view, window) = carousel(layout, client: client)
        defer { window.isHidden = true }
        XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        XCTAssertFalse(layout.flipsHorizontallyInOppositeLayoutDirection, "R-a: the flow layout's default")
        let first = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame ?? .null
        let second = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame ?? .null
        XCTAssertEqual(first.maxX, view.contentSize.width, accuracy: 0.5, "R-a: item 0 at the content's right end")
        XCTAssertLessThan(second.maxX, first.minX, "R-a: item 1 on item 0's left")
    }

    /// R-b: a layout that flips keeps left-to-right coordinates (item 0 at x = 0) and UIKit draws
    /// the view mirrored: item 0 appears at the right edge.
    func testFlippingLayoutKeepsCoordinatesAndDrawsMirrored() {
        let client = RecordingCollectionClient(counts: [8])
        let layout = FlippingFlowLayout()
        let (view, window) = carousel(layout, client: client)
        defer { window.isHidden = true }
        let first = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame ?? .null
        XCTAssertEqual(first.minX, 0, accuracy: 0.5, "R-b: left-to-right coordinates")
        let cell = view.cellForItem(at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(cell.map(onScreen)?.maxX ?? 0, 390, accuracy: 0.5, "R-b: drawn at the right edge")
    }

    /// R-c: a plain scroll view mirrors nothing, so the pager places page 1 on page 0's left itself.
    func testPagerPutsPageOneOnTheLeft() throws {
        final class Pages: InfinitePageViewDataSource {
            func numberOfPages(in pageView: InfinitePageView) -> Int { 5 }
            func pageView(_ pageView: InfinitePageView, loadPage request: InfinitePageRequest) {
                let label = request.reusableView as? UILabel ?? UILabel()
                label.text = "page \(request.page)"
                request.fulfill(with: label)
            }
        }
        let pager = InfinitePageView(frame: .zero)
        pager.semanticContentAttribute = .forceRightToLeft
        let scrollView = try XCTUnwrap(pager.subviews.compactMap { $0 as? UIScrollView }.first)
        scrollView.semanticContentAttribute = .forceRightToLeft
        let source = Pages()
        pager.dataSource = source
        let window = makeKeyWindow(holding: pager, size: CGSize(width: 390, height: 300))
        defer { window.isHidden = true }
        pager.layoutIfNeeded()
        XCTAssertEqual(scrollView.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        func screenX(of text: String) -> CGFloat? {
            scrollView.subviews.flatMap(\.subviews).compactMap { $0 as? UILabel }.first { $0.text == text }
                .map { $0.convert($0.bounds, to: nil).midX }
        }
        let zero = try XCTUnwrap(screenX(of: "page 0"))
        let one = try XCTUnwrap(screenX(of: "page 1"))
        XCTAssertEqual(zero, 195, accuracy: 0.5)
        XCTAssertLessThan(one, zero, "R-c: page 1 on page 0's left")
        pager.scrollToNextPage(animated: false)
        XCTAssertEqual(pager.currentPage, 1)
    }

    /// R-a and R-b with the library: an infinite carousel shows item 0 at the right edge and the
    /// next item comes from the left, whichever way the layout shows right to left.
    func testInfiniteCarouselStartsAtTheRightAndNextComesFromTheLeft() {
        for layout in [UICollectionViewFlowLayout(), FlippingFlowLayout()] {
            let client = RecordingCollectionClient(counts: [5])
            let (view, window) = carousel(layout, client: client)
            defer { window.isHidden = true }
            view.enableInfiniteScrolling = true
            view.layoutIfNeeded()
            let zero = RecordingTableClient.tag(for: IndexPath(item: 0, section: 0))
            let one = RecordingTableClient.tag(for: IndexPath(item: 1, section: 0))
            let first = view.visibleCells.filter { $0.tag == zero }.map(onScreen).max { $0.maxX < $1.maxX }
            XCTAssertEqual(first?.maxX ?? 0, 390, accuracy: 0.5, "item 0 at the right edge (\(type(of: layout)))")
            let next = view.visibleCells.filter { $0.tag == one }.map(onScreen).max { $0.maxX < $1.maxX }
            XCTAssertLessThan(next?.maxX ?? .infinity, first?.minX ?? 0, "item 1 on its left (\(type(of: layout)))")
            view.infinite.scrollToNextItem(animated: false)
            view.layoutIfNeeded()
            let centred = view.visibleCells.first { abs(onScreen($0).midX - 195) < 1 }
            XCTAssertEqual(centred?.tag, one, "next centres item 1 (\(type(of: layout)))")
        }
    }
}
#endif
