import Foundation
import InfiniteProxy

/// A headless model of `InfinitePageView`'s scroll view and its three page containers: what UIKit
/// would show (container frames and hidden flags, content views, placeholders, bounce, the
/// accessibility element's properties, VoiceOver announcements). It makes no decision: the
/// library's ``PagerController`` drives it, exactly as it drives the UIKit view.
///
/// ```swift
/// let scrollView = HostPageScrollView(pageSize: CGSize(width: 390, height: 300))
/// let pager = PagerController(surface: scrollView, scheduler: runLoop)
/// scrollView.pager = pager                  // delegate callbacks and layout reach the controller
/// scrollView.contentSource = photos
/// pager.reload(count: 5)
/// pager.windowDidChange(isInWindow: true)
/// scrollView.fling(velocity: CGPoint(x: 1_500, y: 0))
/// scrollView.runUntilIdle()
/// pager.currentPage                          // 1
/// ```
///
/// - Complexity: Every surface call is O(1).
package final class HostPageScrollView: HostScrollView {
    /// The controller that the scroll view's delegate callbacks and layout passes go to, as
    /// `InfinitePageView` forwards its scroll view's. Held weakly (the owner keeps it).
    package weak var pager: PagerController<HostPageScrollView>? {
        didSet { delegate = pager }
    }
    /// Supplies page content. Held weakly.
    package weak var contentSource: HostPageContentSource?

    /// `alwaysBounceHorizontal` (stored only).
    package var alwaysBounceHorizontal = false
    /// `alwaysBounceVertical` (stored only).
    package var alwaysBounceVertical = false

    /// Each container's frame; nil while hidden.
    package private(set) var containerFrames: [CGRect?] = [nil, nil, nil]
    /// Each container's content view.
    package private(set) var contents: [HostPageContent?] = [nil, nil, nil]
    /// Each container's placeholder: the source's text, `""` for the default activity indicator.
    package private(set) var placeholders: [String?] = [nil, nil, nil]
    /// The page each container was last asked to show.
    package private(set) var requestedPages: [Int?] = [nil, nil, nil]
    /// Every page asked of the content source, in order.
    package private(set) var requestLog: [Int] = []
    /// Placeholders shown so far.
    package private(set) var placeholderCount = 0

    /// `isAccessibilityElement` of the pager view.
    package private(set) var isAccessibilityElement = false
    /// Whether the pager view's traits are `.adjustable` (otherwise empty).
    package private(set) var isAdjustable = false
    /// `accessibilityValue` of the pager view.
    package private(set) var accessibilityValue: String?
    /// `accessibilityLabel` of the pager view (the app may set it; the pager only overwrites it
    /// while it is an adjustable element).
    package var accessibilityLabel: String?
    /// Each container's `accessibilityElementsHidden`.
    package private(set) var containerAccessibilityHidden = [false, false, false]
    /// Every `.pageScrolled` announcement posted, in order.
    package private(set) var announcements: [String?] = []

    /// Creates a page scroll view whose viewport is `pageSize`, with `InfinitePageView`'s settings
    /// (fast deceleration, no paging: the controller snaps through the target offset).
    package init(pageSize: CGSize) {
        super.init(viewportSize: pageSize)
        decelerationRate = .fast
    }

    /// The layout pass of the pager view (UIKit lays the scroll view out on every frame).
    package override func layoutSubviews() {
        pager?.layout()
    }

    /// VoiceOver's three-finger swipe (`accessibilityScroll(_:)`), handed to the pager.
    package func accessibilityScroll(_ direction: PagerAccessibilityScrollDirection) -> Bool {
        pager?.accessibilityScroll(direction) ?? false
    }

    // MARK: Observation

    /// A visible container: its index, the page asked of it, its origin along `axis`, and its
    /// content text (nil while the placeholder shows).
    package struct PageViewState: Equatable {
        package var view: Int
        package var page: Int
        package var origin: CGFloat
        package var content: String?
    }

    /// The visible containers in order along `axis`. A container's page is the one the pager's
    /// controller has it show: the page last asked for, renumbered when the data changed under
    /// the pager (`PagerController.dataDidChange(_:)`; UIKit's view keeps no page of its own).
    package func pageViews(along axis: InfiniteAxis = .horizontal) -> [PageViewState] {
        (0..<3).compactMap { index -> PageViewState? in
            guard let frame = containerFrames[index],
                  let page = pager.map({ $0.slots.content(ofView: index).page }) ?? requestedPages[index] else { return nil }
            return PageViewState(view: index, page: page, origin: axis == .horizontal ? frame.minX : frame.minY,
                                 content: contents[index]?.text)
        }.sorted { $0.origin < $1.origin }
    }

    /// The container covering the point at `fraction` (0…1) of the viewport along `axis`, or nil
    /// (blank).
    package func pageView(atViewportFraction fraction: CGFloat, along axis: InfiniteAxis = .horizontal) -> PageViewState? {
        let length = axis == .horizontal ? viewportSize.width : viewportSize.height
        let point = (axis == .horizontal ? contentOffset.x : contentOffset.y) + fraction * length
        return pageViews(along: axis).first { point >= $0.origin && point < $0.origin + length }
    }
}

extension HostPageScrollView: PagerSurface {
    package typealias PageView = HostPageContent

    package func placeContainer(_ index: Int, frame: CGRect?) {
        containerFrames[index] = frame
    }

    package func install(_ view: HostPageContent, inContainer index: Int) {
        contents[index] = view
    }

    package func removeView(inContainer index: Int) -> HostPageContent? {
        defer { contents[index] = nil }
        return contents[index]
    }

    package func view(inContainer index: Int) -> HostPageContent? { contents[index] }

    package func loadPage(_ request: PagerPageTicket, reusing view: HostPageContent?) {
        requestedPages[request.container] = request.page
        requestLog.append(request.page)
        contentSource?.loadPage(HostPageRequest(ticket: request, reusableContent: view, controller: pager))
    }

    package func installPlaceholder(forPage page: Int, inContainer index: Int) {
        placeholders[index] = contentSource?.placeholder(forPage: page) ?? ""
        placeholderCount += 1
    }

    package func removePlaceholder(inContainer index: Int) {
        placeholders[index] = nil
    }

    package func applyAccessibility(_ state: PagerAccessibilityState) {
        isAccessibilityElement = state.isAdjustableElement
        isAdjustable = state.isAdjustableElement
        accessibilityValue = state.value
        if case .content(let container) = state.label {
            accessibilityLabel = container.flatMap { contents[$0]?.accessibilityLabel }
        }
        for index in containerAccessibilityHidden.indices {
            containerAccessibilityHidden[index] = state.isHidden(container: index)
        }
    }

    package func announcePageScrolled(_ description: String?) {
        announcements.append(description)
    }
}

/// The scroll view's delegate callbacks go to the controller, as `InfinitePageView`'s private
/// scroll delegate forwards them.
extension PagerController: HostScrollViewDelegate where Surface == HostPageScrollView {
    package func scrollViewDidScroll(_ scrollView: HostScrollView) { didScroll() }

    package func scrollViewWillBeginDragging(_ scrollView: HostScrollView) { willBeginDragging() }

    package func scrollViewWillEndDragging(
        _ scrollView: HostScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
    ) {
        willEndDragging(velocity: velocity, targetContentOffset: &targetContentOffset)
    }

    package func scrollViewDidEndDragging(_ scrollView: HostScrollView, willDecelerate decelerate: Bool) {
        didEndDragging(willDecelerate: decelerate)
    }

    package func scrollViewDidEndDecelerating(_ scrollView: HostScrollView) { didEndScrolling() }

    package func scrollViewDidEndScrollingAnimation(_ scrollView: HostScrollView) { didEndScrolling() }
}
