import Foundation
import InfiniteProxy

/// Supplies the pages of a ``HostPageView`` (the host's `InfinitePageViewDataSource`): page content
/// is a string standing in for a view.
@MainActor
public protocol HostPageViewDataSource: AnyObject {
    /// The number of pages.
    func numberOfPages(in pageView: HostPageView) -> Int
    /// Load page `request.page`: call `request.fulfill(with:)` now or later.
    func pageView(_ pageView: HostPageView, loadPage request: HostPageRequest)
}

/// One request for a page's content (the host's `InfinitePageRequest`).
///
/// ```swift
/// func pageView(_ pageView: HostPageView, loadPage request: HostPageRequest) {
///     request.fulfill(with: "photo \(request.page)")
/// }
/// ```
public final class HostPageRequest {
    /// The page to load.
    public let page: Int
    /// The content this page view showed before, offered for reuse.
    public let reusableContent: String?
    weak var pageView: HostPageView?
    let slotView: Int
    let ticket: UInt64

    init(page: Int, reusableContent: String?, pageView: HostPageView, slotView: Int, ticket: UInt64) {
        self.page = page
        self.reusableContent = reusableContent
        self.pageView = pageView
        self.slotView = slotView
        self.ticket = ticket
    }

    /// Whether the page view no longer wants this content (it moved on, reloaded, or is gone).
    public var isCancelled: Bool { pageView.map { !$0.isWaiting(for: self) } ?? true }

    /// Shows `content` for the page; ignored when cancelled or already fulfilled.
    public func fulfill(with content: String) { pageView?.fulfill(self, with: content) }
}

/// The auto-advance timer of a ``HostPageView`` (a repeating `Timer` in the `.common` mode whose
/// target holds the pager weakly). The pager fires it from ``HostPageView/step(_:)``; a test can
/// keep it and fire it after the pager is gone.
public final class HostPageTimer {
    /// Seconds between fires.
    public let interval: TimeInterval
    /// The generation ``AutoScrollState`` started it with.
    public let generation: UInt64
    /// When it fires next (scroll-view time).
    public internal(set) var fireDate: TimeInterval
    /// False once invalidated.
    public private(set) var isValid = true
    /// Fires so far.
    public private(set) var fireCount = 0
    weak var owner: HostPageView?

    init(interval: TimeInterval, generation: UInt64, fireDate: TimeInterval, owner: HostPageView) {
        self.interval = interval
        self.generation = generation
        self.fireDate = fireDate
        self.owner = owner
    }

    /// One fire: the owner ticks; without an owner (deallocated) or on a stale tick, the timer
    /// invalidates itself and does nothing else (``AutoScrollState/orphanedTick``).
    public func fire() {
        guard isValid else { return }
        fireCount += 1
        fireDate += interval
        guard let owner, owner.autoAdvanceTimerFired(generation: generation) else {
            invalidate()
            return
        }
    }

    /// Stops the timer.
    public func invalidate() { isValid = false }
}

/// A headless model of `InfinitePageView`: a pager over a ``HostScrollView`` with three page views,
/// driven by the same ``PageLoop``, ``PageSlots`` and ``AutoScrollState`` decisions as the UIKit
/// view, in the same order.
///
/// ```swift
/// let pager = HostPageView(pageSize: CGSize(width: 390, height: 300))
/// pager.dataSource = photos
/// pager.isInWindow = true
/// pager.scrollView.beginDragging()
/// pager.scrollView.drag(by: CGPoint(x: -60, y: 0))       // finger moves left: towards page 1
/// pager.scrollView.endDragging(velocity: CGPoint(x: 1_500, y: 0))
/// pager.runUntilIdle()
/// pager.currentPage                                       // 1
/// ```
///
/// - Complexity: ``step(_:)`` is O(1) plus the data source's work.
public final class HostPageView: HostScrollViewDelegate {
    /// The scroll view; drive touches through it (`beginDragging`, `drag(by:)`, `endDragging`).
    public let scrollView: HostScrollView
    /// Supplies the pages; setting it reloads. Held weakly.
    public weak var dataSource: HostPageViewDataSource? { didSet { reloadData() } }
    /// Called whenever ``currentPage`` changes.
    public var onCurrentPageChange: ((Int) -> Void)?
    /// The release speed (points per millisecond) from which a swipe is a flick.
    public var flickVelocity: CGFloat = PagingTarget.defaultFlickVelocity

    /// The page loop (read-only, for tests).
    public private(set) var loop = PageLoop(count: 0)
    /// Which view shows which page (read-only, for tests).
    public private(set) var slots = PageSlots()
    /// The auto-advance state (read-only, for tests).
    public private(set) var autoScroll = AutoScrollState(pauseReasons: .notInWindow)
    /// The running auto-advance timer, if any.
    public private(set) var timer: HostPageTimer?
    /// Timers scheduled so far (each `.start` command schedules one).
    public private(set) var timersScheduled = 0
    /// Every page reported through ``onCurrentPageChange``, in order.
    public private(set) var reportedPages: [Int] = []
    /// Requests made to the data source, in order.
    public private(set) var requestLog: [Int] = []

    private var contents: [String?] = [nil, nil, nil]
    private var isApplyingGeometry = false
    private var reportedPage: Int?

    /// Creates a horizontal pager whose page (and viewport) is `pageSize`.
    public init(pageSize: CGSize) {
        scrollView = HostScrollView(viewportSize: pageSize)
        scrollView.decelerationRate = .fast
        scrollView.delegate = self
        applyGeometry()
    }

    // MARK: API (as InfinitePageView)

    /// The number of pages, as last read.
    public var numberOfPages: Int { loop.count }
    /// The page shown.
    public var currentPage: Int { loop.currentPage }

    /// Seconds between automatic advances; nil = off.
    public var autoAdvanceInterval: TimeInterval? {
        get { autoScroll.interval }
        set { apply(autoScroll.setInterval(newValue)) }
    }

    /// `didMoveToWindow`: whether the pager is in a window.
    public var isInWindow = false {
        didSet {
            guard isInWindow != oldValue else { return }
            apply(isInWindow ? autoScroll.resume(.notInWindow) : autoScroll.pause(.notInWindow))
        }
    }

    /// `willResignActive` / `didBecomeActive`.
    public var isApplicationActive = true {
        didSet {
            guard isApplicationActive != oldValue else { return }
            apply(isApplicationActive ? autoScroll.resume(.applicationInactive) : autoScroll.pause(.applicationInactive))
        }
    }

    /// Reads the count again and requests every page again.
    public func reloadData() {
        let count = max(0, dataSource?.numberOfPages(in: self) ?? 0)
        loop.reload(count: count)
        slots.reload()
        apply(autoScroll.update(itemCount: count))
        applyGeometry()
        reportPageIfChanged()
    }

    /// Changes the page size (rotation); the page is kept.
    public func resize(to pageSize: CGSize) {
        scrollView.viewportSize = pageSize
        applyGeometry()
    }

    /// Shows `page` by the shortest way.
    public func scrollToPage(_ page: Int, animated: Bool) {
        guard loop.count > 0 else { return }
        let plan = loop.scroll(toPage: page, animated: animated && canAnimate, offset: axisOffset, pageLength: pageLength)
        perform(plan, animated: animated && canAnimate)
    }

    /// One page forwards.
    public func scrollToNextPage(animated: Bool = true) { scroll(byPages: 1, animated: animated) }

    /// One page backwards.
    public func scrollToPreviousPage(animated: Bool = true) { scroll(byPages: -1, animated: animated) }

    /// VoiceOver's three-finger swipe (`accessibilityScroll`): forwards or backwards one page, at
    /// once; false when the pager cannot page.
    public func accessibilityScroll(forwards: Bool) -> Bool {
        guard loop.isLooping else { return false }
        scroll(byPages: forwards ? 1 : -1, animated: false)
        return true
    }

    // MARK: Frames

    /// One frame: the scroll view moves (calling the delegate), then a due timer fires.
    public func step(_ dt: TimeInterval = 1.0 / 60.0) {
        scrollView.step(dt)
        if let timer, timer.isValid, scrollView.time >= timer.fireDate { timer.fire() }
    }

    /// Steps until the scroll view rests (or `limit` frames).
    @discardableResult
    public func runUntilIdle(limit: Int = 10_000) -> Int {
        var frames = 0
        repeat {
            step()
            frames += 1
        } while (scrollView.isDecelerating || scrollView.isAnimatingScroll) && frames < limit
        return frames
    }

    /// Steps `seconds` of simulated time.
    public func run(seconds: TimeInterval) {
        let frames = Int((seconds * 60).rounded(.up))
        for _ in 0..<max(0, frames) { step() }
    }

    // MARK: Observation

    /// A page view as it stands: its slot, page, frame along the axis, and content (nil while the
    /// placeholder shows).
    public struct PageViewState: Equatable {
        public var view: Int
        public var slot: PageLoop.Slot
        public var page: Int
        public var origin: CGFloat
        public var content: String?
    }

    /// The page views that have a page, in slot order.
    public var pageViews: [PageViewState] {
        PageLoop.Slot.allCases.compactMap { slot in
            let view = slots.view(in: slot)
            guard let page = loop.page(in: slot), let origin = loop.origin(of: slot, pageLength: pageLength) else { return nil }
            let content = slots.content(ofView: view).isLoaded ? contents[view] : nil
            return PageViewState(view: view, slot: slot, page: page, origin: origin, content: content)
        }
    }

    /// The page view covering the point at `fraction` (0…1) of the viewport, or nil if no page
    /// view covers it (blank).
    public func pageView(atViewportFraction fraction: CGFloat) -> PageViewState? {
        let point = axisOffset + fraction * pageLength
        return pageViews.first { point >= $0.origin && point < $0.origin + pageLength }
    }

    // MARK: Delegate (the same calls as InfinitePageView)

    public func scrollViewDidScroll(_ scrollView: HostScrollView) {
        guard !isApplyingGeometry else { return }
        let change = loop.didScroll(offset: axisOffset, pageLength: pageLength)
        guard !change.isNone else { return }
        isApplyingGeometry = true
        scrollView.contentOffset.x += change.offsetDelta     // the property: momentum kept
        isApplyingGeometry = false
        syncPages()
        reportPageIfChanged()
    }

    public func scrollViewWillBeginDragging(_ scrollView: HostScrollView) {
        loop.willBeginDragging()
        apply(autoScroll.pause(.userInteraction))
    }

    public func scrollViewWillEndDragging(
        _ scrollView: HostScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
    ) {
        let target = loop.willEndDragging(offset: axisOffset, velocity: velocity.x, pageLength: pageLength,
                                          flickVelocity: flickVelocity)
        targetContentOffset = CGPoint(x: target, y: 0)
    }

    public func scrollViewDidEndDragging(_ scrollView: HostScrollView, willDecelerate decelerate: Bool) {
        if !decelerate, canAnimate, isOffRest {
            // A release without velocity whose target the scroll view did not move to: slide there.
            _ = loop.didEndDragging(willDecelerate: true, offset: axisOffset, pageLength: pageLength)
            scroll(byPages: 0, animated: true)
            return
        }
        let change = loop.didEndDragging(willDecelerate: decelerate, offset: axisOffset, pageLength: pageLength)
        if !decelerate { settle(change) }
    }

    private var isOffRest: Bool {
        guard let position = loop.position(ofOffset: axisOffset, pageLength: pageLength) else { return false }
        return abs(position - position.rounded()) * pageLength > 0.5
    }

    public func scrollViewDidEndDecelerating(_ scrollView: HostScrollView) {
        guard !isApplyingGeometry else { return }
        settle(loop.didEndScrolling(offset: axisOffset, pageLength: pageLength))
    }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: HostScrollView) {
        guard !isApplyingGeometry else { return }
        settle(loop.didEndScrolling(offset: axisOffset, pageLength: pageLength))
    }

    // MARK: Private (the same steps as InfinitePageView)

    private var pageLength: CGFloat { scrollView.viewportSize.width }
    private var axisOffset: CGFloat { scrollView.contentOffset.x }
    private var canAnimate: Bool { isInWindow && pageLength.isFinite && pageLength > 0 }

    private func setOffsetQuietly(_ offset: CGFloat) {
        isApplyingGeometry = true
        scrollView.setContentOffset(CGPoint(x: offset, y: 0), animated: false)
        isApplyingGeometry = false
    }

    private func applyGeometry() {
        let length = pageLength
        _ = loop.didEndScrolling(offset: loop.restingOffset(pageLength: length), pageLength: length)
        isApplyingGeometry = true
        scrollView.contentSize = CGSize(width: loop.contentLength(pageLength: length),
                                        height: scrollView.viewportSize.height)
        isApplyingGeometry = false
        setOffsetQuietly(loop.restingOffset(pageLength: length))
        syncPages()
    }

    private func syncPages() {
        for assignment in slots.sync(with: loop) { request(assignment) }
    }

    private func request(_ assignment: PageSlots.Assignment) {
        let reusable = contents[assignment.view]
        contents[assignment.view] = nil
        requestLog.append(assignment.page)
        let request = HostPageRequest(page: assignment.page, reusableContent: reusable, pageView: self,
                                      slotView: assignment.view, ticket: assignment.ticket)
        dataSource?.pageView(self, loadPage: request)
    }

    func isWaiting(for request: HostPageRequest) -> Bool {
        let content = slots.content(ofView: request.slotView)
        return content.ticket == request.ticket && !content.isLoaded && content.page != nil
    }

    func fulfill(_ request: HostPageRequest, with content: String) {
        guard isWaiting(for: request), slots.fulfill(view: request.slotView, ticket: request.ticket) else { return }
        contents[request.slotView] = content
    }

    private func scroll(byPages pages: Int, animated: Bool) {
        guard loop.count > 0 else { return }
        let plan = loop.scroll(byPages: pages, animated: animated && canAnimate, offset: axisOffset, pageLength: pageLength)
        perform(plan, animated: animated && canAnimate)
    }

    private func perform(_ plan: PageLoop.ProgrammaticScroll, animated: Bool) {
        if let jump = plan.jumpOffset { setOffsetQuietly(jump) }
        if plan.windowChanged { syncPages() }
        if animated {
            scrollView.setContentOffset(CGPoint(x: plan.targetOffset, y: 0), animated: true)
        } else {
            setOffsetQuietly(plan.targetOffset)
        }
        reportPageIfChanged()
    }

    private func settle(_ change: PageLoop.OffsetChange) {
        if !change.isNone { setOffsetQuietly(axisOffset + change.offsetDelta) }
        if change.pageShift != 0 { syncPages() }
        apply(autoScroll.resume(.userInteraction))
        reportPageIfChanged()
    }

    private func reportPageIfChanged() {
        let page = loop.count > 0 ? loop.currentPage : nil
        autoScroll.noteCenteredItem(page)
        guard page != reportedPage else { return }
        reportedPage = page
        if let page {
            reportedPages.append(page)
            onCurrentPageChange?(page)
        }
    }

    private func apply(_ command: AutoScrollState.TimerCommand) {
        switch command {
        case .none:
            break
        case .stop:
            timer?.invalidate()
            timer = nil
        case .start(let interval, let generation):
            timer?.invalidate()
            timer = HostPageTimer(interval: interval, generation: generation,
                                  fireDate: scrollView.time + interval, owner: self)
            timersScheduled += 1
        }
    }

    func autoAdvanceTimerFired(generation: UInt64) -> Bool {
        switch autoScroll.tick(generation: generation, centeredItem: loop.count > 0 ? loop.currentPage : nil) {
        case .advance:
            scroll(byPages: 1, animated: true)
            return true
        case .invalidate:
            return false
        }
    }
}
