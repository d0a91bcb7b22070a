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
/// Every decision is made by the library's pager controller (`PageLoop`, `PageSlots` and
/// `AutoScrollState` sequenced over time, the code the Linux tests run); this view only forwards
/// UIKit's events to it and is the surface it acts on. The scroll view is continuously recentred, so a second swipe before the first
/// has settled never skips or repeats a page; a slow swipe shorter than half a page returns, a
/// flick moves one page. With 0 pages nothing shows, with 1 page it does not scroll (no copy of
/// the page beside itself), with 2 pages it loops.
///
/// Pages can arrive asynchronously (``InfinitePageRequest``); a placeholder shows until then.
/// Auto-advance runs on a `Timer` in the `.common` run-loop mode that holds the pager weakly; it
/// pauses while a finger is down or a swipe settles, while the view is not in a window, while the app is
/// inactive and while VoiceOver's focus is inside the pager, and resumes a full interval later from
/// the page shown then.
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
    public var axis: InfiniteAxis {
        get { controller.axis }
        set { controller.axis = newValue }
    }

    /// Called on the main actor whenever ``currentPage`` changes (swipes, auto-advance, programmatic
    /// scrolls, reloads that clamp the page).
    ///
    /// ```swift
    /// pager.onCurrentPageChange = { [weak pageControl] page in pageControl?.currentPage = page }
    /// ```
    public var onCurrentPageChange: (@MainActor (Int) -> Void)? {
        get { controller.onCurrentPageChange }
        set { controller.onCurrentPageChange = newValue }
    }

    /// Seconds between automatic advances to the next page; nil (the default) or any value that is
    /// not finite and positive turns auto-advance off.
    ///
    /// ```swift
    /// pager.autoAdvanceInterval = 3
    /// ```
    public var autoAdvanceInterval: TimeInterval? {
        get { controller.autoAdvanceInterval }
        set { controller.autoAdvanceInterval = newValue }
    }

    /// Pauses auto-advance (for example while a video on the page plays) without forgetting the
    /// interval.
    ///
    /// ```swift
    /// pager.isAutoAdvancePaused = true
    /// ```
    public var isAutoAdvancePaused: Bool {
        get { controller.isAutoAdvancePaused }
        set { controller.isAutoAdvancePaused = newValue }
    }

    /// The release speed, in points per millisecond, from which a swipe counts as a flick and moves
    /// a page even when it is shorter than half a page. `.infinity` decides by distance alone.
    ///
    /// ```swift
    /// pager.flickVelocity = .infinity   // only swipes past half a page turn it
    /// ```
    public var flickVelocity: CGFloat {
        get { controller.flickVelocity }
        set { controller.flickVelocity = newValue }
    }

    /// When true the pager is a single adjustable accessibility element (VoiceOver: swipe up/down to
    /// change page; the page content is read as its label). When false (the default) the content of
    /// the current page stays accessible and VoiceOver pages with a three-finger swipe.
    ///
    /// ```swift
    /// pager.isAccessibilityAdjustable = true
    /// ```
    public var isAccessibilityAdjustable: Bool {
        get { controller.isAccessibilityAdjustable }
        set { controller.isAccessibilityAdjustable = newValue }
    }

    /// The text VoiceOver announces for a page (also the adjustable element's value); by default
    /// "Page 3 of 10". Arguments: the page (from 0) and the number of pages.
    ///
    /// ```swift
    /// pager.accessibilityPageDescription = { page, count in "Foto \(page + 1) von \(count)" }
    /// ```
    public var accessibilityPageDescription: (@MainActor (_ page: Int, _ count: Int) -> String)? {
        get { controller.accessibilityPageDescription }
        set { controller.accessibilityPageDescription = newValue }
    }

    /// The number of pages, as last read from the data source.
    ///
    /// ```swift
    /// pager.numberOfPages   // 10
    /// ```
    public var numberOfPages: Int { controller.numberOfPages }

    /// The page shown (the page nearest the viewport while scrolling); 0 when there are no pages.
    ///
    /// ```swift
    /// pager.currentPage   // 3
    /// ```
    public var currentPage: Int { controller.currentPage }

    /// The content view of the current page, or nil while it loads (or with no pages).
    ///
    /// ```swift
    /// (pager.currentPageView as? UIImageView)?.image
    /// ```
    public var currentPageView: UIView? { controller.currentPageView }

    /// Creates an empty pager.
    ///
    /// ```swift
    /// let pager = InfinitePageView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
    /// ```
    public override init(frame: CGRect) {
        scrollView = InfinitePageScrollView()
        controller = PagerController(surface: scrollView, scheduler: DispatchMainScheduler.shared)
        super.init(frame: frame)
        setUp()
    }

    /// Creates a pager from a storyboard or nib.
    ///
    /// ```swift
    /// @IBOutlet var pager: InfinitePageView!
    /// ```
    public required init?(coder: NSCoder) {
        scrollView = InfinitePageScrollView()
        controller = PagerController(surface: scrollView, scheduler: DispatchMainScheduler.shared)
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
        controller.reload(count: dataSource?.numberOfPages(in: self) ?? 0)
    }

    /// Shows `page` (wrapped into range), going the shortest way round. Animated, it slides (a
    /// destination more than two pages away is first cut to its neighbour); without animation, or
    /// before the view is laid out or in a window, it jumps.
    ///
    /// ```swift
    /// pager.scrollToPage(0, animated: true)   // from the last page: one page forwards
    /// ```
    public func scrollToPage(_ page: Int, animated: Bool) {
        controller.scrollToPage(page, animated: animated)
    }

    /// Moves one page forwards (wrapping), continuing a running animation.
    ///
    /// ```swift
    /// nextButton.addAction(UIAction { [weak pager] _ in pager?.scrollToNextPage() }, for: .primaryActionTriggered)
    /// ```
    public func scrollToNextPage(animated: Bool = true) { controller.scroll(byPages: 1, animated: animated) }

    /// Moves one page backwards (wrapping), continuing a running animation.
    ///
    /// ```swift
    /// pager.scrollToPreviousPage()
    /// ```
    public func scrollToPreviousPage(animated: Bool = true) { controller.scroll(byPages: -1, animated: animated) }

    // MARK: Shell

    private let scrollView: InfinitePageScrollView
    let controller: PagerController<InfinitePageScrollView>
    private let scrollDelegate = InfinitePageScrollDelegate()

    private func setUp() {
        clipsToBounds = true
        scrollView.frame = bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.isPagingEnabled = false          // it drifts after a recentre; targets do the snapping
        scrollView.decelerationRate = .fast
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.owner = self
        scrollDelegate.controller = controller
        scrollView.delegate = scrollDelegate
        addSubview(scrollView)
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(applicationWillResignActive),
                           name: UIApplication.willResignActiveNotification, object: nil)
        center.addObserver(self, selector: #selector(applicationDidBecomeActive),
                           name: UIApplication.didBecomeActiveNotification, object: nil)
        center.addObserver(self, selector: #selector(voiceOverStatusChanged),
                           name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
        controller.voiceOverDidChange(isRunning: UIAccessibility.isVoiceOverRunning)
        center.addObserver(self, selector: #selector(voiceOverFocusChanged),
                           name: UIAccessibility.elementFocusedNotification, object: nil)
        center.addObserver(self, selector: #selector(reduceMotionStatusChanged),
                           name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        controller.reduceMotionDidChange(isEnabled: UIAccessibility.isReduceMotionEnabled)
    }

    /// Lays out the scroll view and the three pages; a size change (rotation) keeps the page.
    ///
    /// ```swift
    /// pager.frame.size = CGSize(width: 844, height: 390)   // rotated: still the same page
    /// ```
    open override func layoutSubviews() {
        super.layoutSubviews()
        scrollView.frame = bounds
        controller.layout()
    }

    /// Pauses auto-advance while the view is not in a window, and resumes it a full interval after
    /// the view comes back.
    ///
    /// ```swift
    /// pager.removeFromSuperview()   // the timer stops; nothing keeps the pager alive
    /// ```
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        controller.windowDidChange(isInWindow: window != nil)
    }

    @objc private func applicationWillResignActive() { controller.applicationDidChange(isActive: false) }

    @objc private func applicationDidBecomeActive() { controller.applicationDidChange(isActive: true) }

    @objc private func voiceOverStatusChanged() {
        controller.voiceOverDidChange(isRunning: UIAccessibility.isVoiceOverRunning)
    }

    @objc private func voiceOverFocusChanged() {
        controller.voiceOverFocusDidChange(isInside: infiniteHoldsVoiceOverFocus(UIView.infiniteVoiceOverFocusedElement))
    }

    @objc private func reduceMotionStatusChanged() {
        controller.reduceMotionDidChange(isEnabled: UIAccessibility.isReduceMotionEnabled)
    }

    // MARK: Accessibility

    /// VoiceOver in adjustable mode (``isAccessibilityAdjustable``): swipe up shows the next page.
    ///
    /// ```swift
    /// pager.accessibilityIncrement()   // what VoiceOver calls; the page changes at once
    /// ```
    open override func accessibilityIncrement() {
        assumeMainActor { controller.accessibilityIncrement() }
    }

    /// VoiceOver in adjustable mode (``isAccessibilityAdjustable``): swipe down shows the previous page.
    ///
    /// ```swift
    /// pager.accessibilityDecrement()
    /// ```
    open override func accessibilityDecrement() {
        assumeMainActor { controller.accessibilityDecrement() }
    }
}

/// The pager's scroll view's delegate, kept out of the pager's public interface: every callback
/// goes to the controller.
@MainActor
private final class InfinitePageScrollDelegate: NSObject, UIScrollViewDelegate {
    weak var controller: PagerController<InfinitePageScrollView>?

    func scrollViewDidScroll(_ scrollView: UIScrollView) { controller?.didScroll() }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { controller?.willBeginDragging() }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        controller?.willEndDragging(velocity: velocity, targetContentOffset: &targetContentOffset.pointee)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        controller?.didEndDragging(willDecelerate: decelerate)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { controller?.didEndScrolling() }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { controller?.didEndScrolling() }
}
#endif
