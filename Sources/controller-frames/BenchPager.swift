import Foundation
import InfiniteProxy

/// A pager stand-in for benchmarks: a ``PagerSurface`` that stores what it is told in fixed
/// storage and whose data source answers at once with one of three preallocated page views, so
/// what a frame costs is the shipped ``PagerController``'s work.
///
/// ```swift
/// let pager = BenchPager()
/// let controller = PagerController(surface: pager, scheduler: IdleScheduler())
/// pager.controller = controller
/// controller.reload(count: 10)
/// ```
///
/// - Complexity: every requirement O(1), no allocation.
@MainActor
final class BenchPager {
    final class Page {}

    weak var controller: PagerController<BenchPager>?

    var contentOffset: CGPoint = .zero
    let viewportSize = CGSize(width: 390, height: 300)
    let surfaceInsets: SurfaceInsets = .zero
    var contentSize: CGSize = .zero
    let isTracking = false
    let isDragging = false
    let isDecelerating = true
    var chrome = ScrollChrome()
    var alwaysBounceHorizontal = false
    var alwaysBounceVertical = false

    private var frames: [CGRect?] = [nil, nil, nil]
    private var views: [Page?] = [Page(), Page(), Page()]
    private var spare: [Page] = []
    /// Pages requested from the data source (one per page passed, and three per reload).
    private(set) var pageRequests = 0

    init() {
        spare.reserveCapacity(3)
    }
}

extension BenchPager: PagerSurface {
    typealias PageView = Page

    var infiniteLayoutDirection: InfiniteLayoutDirection { .leftToRight }

    func assignContentOffset(_ offset: CGPoint) { contentOffset = offset }
    func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }
    func setNeedsLayout() {}
    func layoutIfNeeded() {}

    func placeContainer(_ index: Int, frame: CGRect?) { frames[index] = frame }
    func install(_ view: Page, inContainer index: Int) { views[index] = view }

    func removeView(inContainer index: Int) -> Page? {
        let view = views[index]
        views[index] = nil
        return view
    }

    func view(inContainer index: Int) -> Page? { views[index] }

    /// The data source answers at once, reusing the view it is offered.
    func loadPage(_ request: PagerPageTicket, reusing view: Page?) {
        pageRequests += 1
        let page = view ?? spare.popLast() ?? Page()
        controller?.fulfill(request, with: page)
    }

    func installPlaceholder(forPage page: Int, inContainer index: Int) {}
    func removePlaceholder(inContainer index: Int) {}
    func applyAccessibility(_ state: PagerAccessibilityState) {}
    func announcePageScrolled(_ description: String?) {}
}
