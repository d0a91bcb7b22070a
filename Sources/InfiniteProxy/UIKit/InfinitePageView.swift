#if canImport(UIKit)
// `@preconcurrency`: SDKs before iOS 17 declare `UIAccessibilityTraits.adjustable` as a mutable
// global, which Swift 6 otherwise refuses to read.
@preconcurrency import UIKit

/// A pager that shows page `i` of `N` and wraps at both ends, with only three page views alive
/// (previous, current, next).
///
/// ```swift
/// let pager = InfinitePageView(frame: view.bounds)
/// pager.dataSource = photos                     // an InfinitePageViewDataSource
/// pager.autoAdvanceInterval = 4                 // seconds; nil = off (the default)
/// pager.onCurrentPageChange = { page in pageControl.currentPage = page }
/// view.addSubview(pager)
/// pager.scrollToPage(3, animated: false)        // safe before layout
/// ```
///
/// Every decision is made by ``PageLoop`` (window, recentring, snap targets), ``PageSlots`` (which
/// page view shows which page, stale loads) and ``AutoScrollState`` (the timer); this view only
/// applies them. The scroll view is continuously recentred, so a second swipe before the first
/// has settled never skips or repeats a page; a slow swipe shorter than half a page returns, a
/// flick moves one page. With 0 pages nothing shows, with 1 page it does not scroll (no copy of
/// the page beside itself), with 2 pages it loops.
///
/// Pages can arrive asynchronously (``InfinitePageRequest``); a placeholder shows until then.
/// Auto-advance runs on a `Timer` in the `.common` run-loop mode with a weak target; it pauses while
/// a finger is down or a swipe settles, while the view is not in a window, while the app is
/// inactive and while VoiceOver runs, and resumes a full interval later from the page shown then.
/// VoiceOver users page with a three-finger swipe, or, with ``isAccessibilityAdjustable``, by
/// swiping up and down on the pager as on an adjustable control.
///
/// - Complexity: Each frame is O(1); at most one page is requested per page passed.
@MainActor
open class InfinitePageView: UIView {
    // MARK: Public API

    /// Supplies the pages; setting it reloads. Held weakly.
    ///
    /// ```swift
    /// pager.dataSource = self
    /// ```
    public weak var dataSource: InfinitePageViewDataSource? {
        didSet { reloadData() }
    }

    /// The direction of paging: `.horizontal` (the default) or `.vertical`.
    ///
    /// ```swift
    /// pager.axis = .vertical    // a story-style pager
    /// ```
    public var axis: InfiniteAxis = .horizontal {
        didSet {
            guard axis != oldValue else { return }
            applyGeometry()
        }
    }

    /// Called on the main actor whenever ``currentPage`` changes (swipes, auto-advance, programmatic
    /// scrolls, reloads that clamp the page).
    ///
    /// ```swift
    /// pager.onCurrentPageChange = { [weak pageControl] page in pageControl?.currentPage = page }
    /// ```
    public var onCurrentPageChange: (@MainActor (Int) -> Void)?

    /// Seconds between automatic advances to the next page; nil (the default) or any value that is
    /// not finite and positive turns auto-advance off.
    ///
    /// ```swift
    /// pager.autoAdvanceInterval = 3
    /// ```
    public var autoAdvanceInterval: TimeInterval? {
        get { autoScroll.interval }
        set { apply(autoScroll.setInterval(newValue)) }
    }

    /// Pauses auto-advance (for example while a video on the page plays) without forgetting the
    /// interval.
    ///
    /// ```swift
    /// pager.isAutoAdvancePaused = true
    /// ```
    public var isAutoAdvancePaused: Bool {
        get { autoScroll.pauseReasons.contains(.requested) }
        set { apply(newValue ? autoScroll.pause(.requested) : autoScroll.resume(.requested)) }
    }

    /// The release speed, in points per millisecond, from which a swipe counts as a flick and moves
    /// a page even when it is shorter than half a page. `.infinity` decides by distance alone.
    ///
    /// ```swift
    /// pager.flickVelocity = .infinity   // only swipes past half a page turn it
    /// ```
    public var flickVelocity: CGFloat = PagingTarget.defaultFlickVelocity

    /// When true the pager is a single adjustable accessibility element (VoiceOver: swipe up/down to
    /// change page; the page content is read as its label). When false (the default) the content of
    /// the current page stays accessible and VoiceOver pages with a three-finger swipe.
    ///
    /// ```swift
    /// pager.isAccessibilityAdjustable = true
    /// ```
    public var isAccessibilityAdjustable = false {
        didSet { updateAccessibility() }
    }

    /// The text VoiceOver announces for a page (also the adjustable element's value); by default
    /// "Page 3 of 10". Arguments: the page (from 0) and the number of pages.
    ///
    /// ```swift
    /// pager.accessibilityPageDescription = { page, count in "Foto \(page + 1) von \(count)" }
    /// ```
    public var accessibilityPageDescription: (@MainActor (_ page: Int, _ count: Int) -> String)?

    /// The number of pages, as last read from the data source.
    ///
    /// ```swift
    /// pager.numberOfPages   // 10
    /// ```
    public var numberOfPages: Int { loop.count }

    /// The page shown (the page nearest the viewport while scrolling); 0 when there are no pages.
    ///
    /// ```swift
    /// pager.currentPage   // 3
    /// ```
    public var currentPage: Int { loop.currentPage }

    /// The content view of the current page, or nil while it loads (or with no pages).
    ///
    /// ```swift
    /// (pager.currentPageView as? UIImageView)?.image
    /// ```
    public var currentPageView: UIView? {
        let view = slots.view(in: .current)
        return slots.content(ofView: view).isLoaded ? contentViews[view] : nil
    }

    /// Creates an empty pager.
    ///
    /// ```swift
    /// let pager = InfinitePageView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
    /// ```
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a pager from a storyboard or nib.
    ///
    /// ```swift
    /// @IBOutlet var pager: InfinitePageView!
    /// ```
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    /// Reads the number of pages again and reloads all three pages. The current page is kept (or
    /// clamped to the last page); a running swipe or animation stops.
    ///
    /// ```swift
    /// photos.append(newPhoto)
    /// pager.reloadData()
    /// ```
    public func reloadData() {
        let count = max(0, dataSource?.numberOfPages(in: self) ?? 0)
        loop.reload(count: count)
        slots.reload()          // every page is requested again; old content views are offered for reuse
        apply(autoScroll.update(itemCount: count))
        applyGeometry()
        reportPageIfChanged()
    }

    /// Shows `page` (wrapped into range), going the shortest way round. Animated, it slides (a
    /// destination more than two pages away is first cut to its neighbour); without animation, or
    /// before the view is laid out or in a window, it jumps.
    ///
    /// ```swift
    /// pager.scrollToPage(0, animated: true)   // from the last page: one page forwards
    /// ```
    public func scrollToPage(_ page: Int, animated: Bool) {
        guard loop.count > 0 else { return }
        let plan = loop.scroll(toPage: page, animated: animated && canAnimate,
                               offset: axisOffset, pageLength: pageLength)
        perform(plan, animated: animated && canAnimate)
    }

    /// Moves one page forwards (wrapping), continuing a running animation.
    ///
    /// ```swift
    /// nextButton.addAction(UIAction { [weak pager] _ in pager?.scrollToNextPage() }, for: .primaryActionTriggered)
    /// ```
    public func scrollToNextPage(animated: Bool = true) { scroll(byPages: 1, animated: animated) }

    /// Moves one page backwards (wrapping), continuing a running animation.
    ///
    /// ```swift
    /// pager.scrollToPreviousPage()
    /// ```
    public func scrollToPreviousPage(animated: Bool = true) { scroll(byPages: -1, animated: animated) }

    // MARK: State

    private let scrollView = InfinitePageScrollView()
    private let scrollDelegate = InfinitePageScrollDelegate()
    private var containers: [UIView] = []
    private var contentViews: [UIView?] = [nil, nil, nil]
    private var placeholders: [UIView?] = [nil, nil, nil]
    private var loop = PageLoop(count: 0)
    private var slots = PageSlots()
    private var autoScroll = AutoScrollState(pauseReasons: .notInWindow)
    private var timer: Timer?
    private var reportedPage: Int?
    private var isApplyingGeometry = false
    private var laidOutSize: CGSize = .zero

    private func setUp() {
        clipsToBounds = true
        scrollView.frame = bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.isPagingEnabled = false          // it drifts after a recentre; targets do the snapping
        scrollView.decelerationRate = .fast
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.scrollsToTop = false
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.owner = self
        scrollDelegate.owner = self
        scrollView.delegate = scrollDelegate
        addSubview(scrollView)
        for _ in 0..<PageSlots.viewCount {
            let container = UIView()
            container.clipsToBounds = true
            container.isHidden = true
            scrollView.addSubview(container)
            containers.append(container)
        }
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(applicationWillResignActive),
                           name: UIApplication.willResignActiveNotification, object: nil)
        center.addObserver(self, selector: #selector(applicationDidBecomeActive),
                           name: UIApplication.didBecomeActiveNotification, object: nil)
        center.addObserver(self, selector: #selector(voiceOverStatusChanged),
                           name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
        if UIAccessibility.isVoiceOverRunning { apply(autoScroll.pause(.voiceOver)) }
        updateAccessibility()
    }

    // MARK: Layout

    /// Lays out the scroll view and the three pages; a size change (rotation) keeps the page.
    ///
    /// ```swift
    /// pager.frame.size = CGSize(width: 844, height: 390)   // rotated: still the same page
    /// ```
    open override func layoutSubviews() {
        super.layoutSubviews()
        scrollView.frame = bounds
        if bounds.size != laidOutSize {
            laidOutSize = bounds.size
            applyGeometry()
        }
    }

    /// Pauses auto-advance while the view is not in a window, and resumes it a full interval after
    /// the view comes back.
    ///
    /// ```swift
    /// pager.removeFromSuperview()   // the timer stops; nothing keeps the pager alive
    /// ```
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        apply(window == nil ? autoScroll.pause(.notInWindow) : autoScroll.resume(.notInWindow))
    }

    private var pageLength: CGFloat { axis == .horizontal ? bounds.width : bounds.height }

    private var axisOffset: CGFloat {
        axis == .horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
    }

    private var canAnimate: Bool { window != nil && PageLoop.valid(pageLength) != nil }

    private func point(_ offset: CGFloat) -> CGPoint {
        axis == .horizontal ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset)
    }

    /// Sets the offset without reacting to the `scrollViewDidScroll` it causes.
    private func setOffsetQuietly(_ offset: CGFloat) {
        isApplyingGeometry = true
        scrollView.setContentOffset(point(offset), animated: false)
        isApplyingGeometry = false
    }

    /// Content size, resting offset and page frames for the current size and count; any running
    /// swipe or animation ends on the current page.
    private func applyGeometry() {
        let length = pageLength
        _ = loop.didEndScrolling(offset: loop.restingOffset(pageLength: length), pageLength: length)
        isApplyingGeometry = true
        let contentLength = loop.contentLength(pageLength: length)
        scrollView.contentSize = axis == .horizontal
            ? CGSize(width: contentLength, height: bounds.height)
            : CGSize(width: bounds.width, height: contentLength)
        scrollView.alwaysBounceHorizontal = axis == .horizontal && loop.count > 0
        scrollView.alwaysBounceVertical = axis == .vertical && loop.count > 0
        isApplyingGeometry = false
        setOffsetQuietly(loop.restingOffset(pageLength: length))
        syncPages()
    }

    /// Reassigns the three page views to the loop's window, places them and requests new pages.
    private func syncPages() {
        let assignments = slots.sync(with: loop)
        let length = pageLength
        for slot in PageLoop.Slot.allCases {
            let container = containers[slots.view(in: slot)]
            if let origin = loop.origin(of: slot, pageLength: length) {
                container.frame = axis == .horizontal
                    ? CGRect(x: origin, y: 0, width: length, height: bounds.height)
                    : CGRect(x: 0, y: origin, width: bounds.width, height: length)
                container.isHidden = false
            } else {
                container.isHidden = true
            }
        }
        for assignment in assignments { request(assignment) }
        updateAccessibility()
    }

    private func request(_ assignment: PageSlots.Assignment) {
        let index = assignment.view
        let reusable = contentViews[index]
        reusable?.removeFromSuperview()
        contentViews[index] = nil
        placeholders[index]?.removeFromSuperview()
        placeholders[index] = nil
        let request = InfinitePageRequest(page: assignment.page, reusableView: reusable, pageView: self,
                                          slotView: index, ticket: assignment.ticket)
        dataSource?.pageView(self, loadPage: request)
        // Still waiting after the call: show a placeholder until the content arrives.
        if slots.content(ofView: index).ticket == assignment.ticket, !slots.content(ofView: index).isLoaded {
            let placeholder = dataSource?.pageView(self, placeholderForPageAt: assignment.page)
                ?? InfinitePageView.defaultPlaceholder()
            install(placeholder, in: containers[index])
            placeholders[index] = placeholder
        }
    }

    private static func defaultPlaceholder() -> UIView {
        let indicator = UIActivityIndicatorView(style: .medium)
        indicator.startAnimating()
        let holder = UIView()
        indicator.translatesAutoresizingMaskIntoConstraints = false
        holder.addSubview(indicator)
        NSLayoutConstraint.activate([
            indicator.centerXAnchor.constraint(equalTo: holder.centerXAnchor),
            indicator.centerYAnchor.constraint(equalTo: holder.centerYAnchor),
        ])
        return holder
    }

    private func install(_ view: UIView, in container: UIView) {
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(view)
    }

    func isWaiting(for request: InfinitePageRequest) -> Bool {
        let content = slots.content(ofView: request.slotView)
        return content.ticket == request.ticket && !content.isLoaded && content.page != nil
    }

    func fulfill(_ request: InfinitePageRequest, with view: UIView) {
        guard isWaiting(for: request), slots.fulfill(view: request.slotView, ticket: request.ticket) else { return }
        let index = request.slotView
        placeholders[index]?.removeFromSuperview()
        placeholders[index] = nil
        contentViews[index]?.removeFromSuperview()
        install(view, in: containers[index])
        contentViews[index] = view
        updateAccessibility()
    }

    // MARK: Scrolling

    private func scroll(byPages pages: Int, animated: Bool) {
        guard loop.count > 0 else { return }
        let plan = loop.scroll(byPages: pages, animated: animated && canAnimate,
                               offset: axisOffset, pageLength: pageLength)
        perform(plan, animated: animated && canAnimate)
    }

    private func perform(_ plan: PageLoop.ProgrammaticScroll, animated: Bool) {
        if let jump = plan.jumpOffset { setOffsetQuietly(jump) }
        if plan.windowChanged { syncPages() }
        if animated {
            scrollView.setContentOffset(point(plan.targetOffset), animated: true)
        } else {
            setOffsetQuietly(plan.targetOffset)
        }
        reportPageIfChanged()
    }

    fileprivate func scrollViewDidScroll() {
        guard !isApplyingGeometry else { return }
        let change = loop.didScroll(offset: axisOffset, pageLength: pageLength)
        guard !change.isNone else { return }
        // The `contentOffset` property keeps the momentum (setContentOffset(_:animated:) would not,
        // but during a drag or a deceleration UIKit treats the assignment the same way).
        isApplyingGeometry = true
        if axis == .horizontal {
            scrollView.contentOffset.x += change.offsetDelta
        } else {
            scrollView.contentOffset.y += change.offsetDelta
        }
        isApplyingGeometry = false
        syncPages()
        reportPageIfChanged()
    }

    fileprivate func scrollViewWillBeginDragging() {
        loop.willBeginDragging()
        apply(autoScroll.pause(.userInteraction))
    }

    fileprivate func scrollViewWillEndDragging(velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let speed = axis == .horizontal ? velocity.x : velocity.y
        let target = loop.willEndDragging(offset: axisOffset, velocity: speed, pageLength: pageLength,
                                          flickVelocity: flickVelocity)
        targetContentOffset.pointee = point(target)
    }

    fileprivate func scrollViewDidEndDragging(willDecelerate: Bool) {
        if !willDecelerate, canAnimate, isOffRest {
            // A release without velocity whose target UIKit did not move to: slide there rather
            // than jump (the settle target chosen in willEndDragging is kept).
            _ = loop.didEndDragging(willDecelerate: true, offset: axisOffset, pageLength: pageLength)
            scroll(byPages: 0, animated: true)
            return
        }
        let change = loop.didEndDragging(willDecelerate: willDecelerate, offset: axisOffset, pageLength: pageLength)
        if !willDecelerate { settle(change) }
    }

    /// Whether the offset is more than half a point away from a page.
    private var isOffRest: Bool {
        guard let position = loop.position(ofOffset: axisOffset, pageLength: pageLength) else { return false }
        return abs(position - position.rounded()) * pageLength > 0.5
    }

    fileprivate func scrollViewDidEndScrolling() {
        // An animation cut short by our own offset change (a programmatic scroll replacing a running
        // one) is not a rest; the new scroll ends with its own callback.
        guard !isApplyingGeometry else { return }
        settle(loop.didEndScrolling(offset: axisOffset, pageLength: pageLength))
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
        updateAccessibility()
        if let page { onCurrentPageChange?(page) }
    }

    // MARK: Auto-advance

    private func apply(_ command: AutoScrollState.TimerCommand) {
        switch command {
        case .none:
            break
        case .stop:
            timer?.invalidate()
            timer = nil
        case .start(let interval, let generation):
            timer?.invalidate()
            let target = InfinitePageTimerTarget(owner: self, generation: generation)
            let newTimer = Timer(timeInterval: interval, target: target,
                                 selector: #selector(InfinitePageTimerTarget.fire(_:)), userInfo: nil, repeats: true)
            newTimer.tolerance = interval / 10
            RunLoop.main.add(newTimer, forMode: .common)
            timer = newTimer
        }
    }

    /// A timer fire; false when the firing timer should invalidate itself.
    fileprivate func autoAdvanceTimerFired(generation: UInt64) -> Bool {
        switch autoScroll.tick(generation: generation, centeredItem: loop.count > 0 ? loop.currentPage : nil) {
        case .advance:
            scroll(byPages: 1, animated: true)
            return true
        case .invalidate:
            return false
        }
    }

    @objc private func applicationWillResignActive() { apply(autoScroll.pause(.applicationInactive)) }

    @objc private func applicationDidBecomeActive() { apply(autoScroll.resume(.applicationInactive)) }

    @objc private func voiceOverStatusChanged() {
        apply(UIAccessibility.isVoiceOverRunning ? autoScroll.pause(.voiceOver) : autoScroll.resume(.voiceOver))
        updateAccessibility()
    }

    // MARK: Accessibility

    private func pageDescription() -> String? {
        guard loop.count > 0 else { return nil }
        if let describe = accessibilityPageDescription { return describe(loop.currentPage, loop.count) }
        return "Page \(loop.currentPage + 1) of \(loop.count)"
    }

    private func updateAccessibility() {
        isAccessibilityElement = isAccessibilityAdjustable && loop.count > 0
        accessibilityTraits = isAccessibilityElement ? .adjustable : []
        accessibilityValue = isAccessibilityElement ? pageDescription() : nil
        if isAccessibilityElement {
            accessibilityLabel = currentPageView?.accessibilityLabel
        }
        // Only the current page is reachable for VoiceOver; the neighbours are off screen.
        for (index, container) in containers.enumerated() {
            container.accessibilityElementsHidden = isAccessibilityAdjustable || index != slots.view(in: .current)
        }
    }

    /// VoiceOver in adjustable mode (``isAccessibilityAdjustable``): swipe up shows the next page.
    ///
    /// ```swift
    /// pager.accessibilityIncrement()   // what VoiceOver calls; the page changes at once
    /// ```
    open override func accessibilityIncrement() {
        runOnMainActor { self.accessibilityStep(1) }
    }

    /// VoiceOver in adjustable mode (``isAccessibilityAdjustable``): swipe down shows the previous page.
    ///
    /// ```swift
    /// pager.accessibilityDecrement()
    /// ```
    open override func accessibilityDecrement() {
        runOnMainActor { self.accessibilityStep(-1) }
    }

    private func accessibilityStep(_ pages: Int) {
        guard loop.isLooping else { return }
        scroll(byPages: pages, animated: false)
        announcePage()
    }

    /// VoiceOver three-finger swipe (left or up: next page; right or down: previous page).
    fileprivate func accessibilityScrollPage(_ direction: UIAccessibilityScrollDirection) -> Bool {
        guard loop.isLooping else { return false }
        switch direction {
        case .left, .up, .next: scroll(byPages: 1, animated: false)
        case .right, .down, .previous: scroll(byPages: -1, animated: false)
        @unknown default: return false
        }
        announcePage()
        return true
    }

    private func announcePage() {
        UIAccessibility.post(notification: .pageScrolled, argument: pageDescription())
    }
}

/// The pager's scroll view: hands VoiceOver's three-finger swipes to the pager instead of scrolling
/// by itself.
@MainActor
private final class InfinitePageScrollView: UIScrollView {
    weak var owner: InfinitePageView?

    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        runOnMainActor { self.owner?.accessibilityScrollPage(direction) ?? false } ?? false
    }
}

/// Runs `body` on the main actor, synchronously, from a UIKit callback that UIKit always makes on
/// the main thread but that SDKs before iOS 17 do not mark `@MainActor` (the accessibility
/// overrides). This is `MainActor.assumeIsolated`, which those SDKs lack; off the main thread it
/// does nothing and returns nil.
private func runOnMainActor<T>(_ body: @MainActor () -> T) -> T? {
    guard Thread.isMainThread else { return nil }
    return withoutActuallyEscaping(body) { isolated in
        // A global-actor-isolated function has the same representation as a plain one; the check
        // above is the isolation proof.
        unsafeBitCast(isolated, to: (() -> T).self)()
    }
}

/// The scroll view's delegate, kept out of the pager's public interface.
@MainActor
private final class InfinitePageScrollDelegate: NSObject, UIScrollViewDelegate {
    weak var owner: InfinitePageView?

    func scrollViewDidScroll(_ scrollView: UIScrollView) { owner?.scrollViewDidScroll() }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { owner?.scrollViewWillBeginDragging() }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        owner?.scrollViewWillEndDragging(velocity: velocity, targetContentOffset: targetContentOffset)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        owner?.scrollViewDidEndDragging(willDecelerate: decelerate)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { owner?.scrollViewDidEndScrolling() }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { owner?.scrollViewDidEndScrolling() }
}

/// The auto-advance timer's target. The timer retains it; it holds the pager weakly, so the timer
/// never keeps the pager alive, and a fire after the pager is gone only invalidates the timer.
@MainActor
private final class InfinitePageTimerTarget: NSObject {
    weak var owner: InfinitePageView?
    let generation: UInt64

    init(owner: InfinitePageView, generation: UInt64) {
        self.owner = owner
        self.generation = generation
    }

    @objc func fire(_ timer: Timer) {
        // Without an owner: AutoScrollState.orphanedTick, i.e. invalidate and nothing else.
        guard let owner, owner.autoAdvanceTimerFired(generation: generation) else {
            timer.invalidate()
            return
        }
    }
}
#endif
