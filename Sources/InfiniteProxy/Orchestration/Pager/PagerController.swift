import Foundation

/// The pager's whole state machine: three page containers on a continuously recentred scroll
/// view, page requests and placeholders, auto-advance, and what VoiceOver sees. `InfinitePageView`
/// (iOS) and the headless host drive the same controller through a ``PagerSurface``.
///
/// Events in (scroll-delegate callbacks, layout, window / app-state / VoiceOver changes, the
/// public API), commands out through the surface. Every decision comes from ``PageLoop`` (window,
/// recentring, snap targets), ``PageSlots`` (which container shows which page, stale loads),
/// ``PageDataChange`` (what a data change keeps) and ``AutoScrollState`` (the timer); this class
/// only sequences them.
///
/// ```swift
/// let controller = PagerController(surface: scrollView, scheduler: runLoop)
/// controller.reload(count: 5)
/// controller.windowDidChange(isInWindow: true)
/// controller.autoAdvanceInterval = 3
/// controller.scrollToPage(2, animated: false)
/// controller.currentPage   // 2
/// ```
///
/// - Complexity: ``didScroll()`` is O(1) and allocation-free on a frame that passes no page
///   (measured with heaptrack on the host: 80 000 such frames, no allocation above noise); a frame
///   that passes a page re-assigns the three containers (``PageSlots/sync(with:)``, which builds
///   small arrays) and requests at most one page.
@MainActor
package final class PagerController<Surface: PagerSurface> {
    /// The view it acts on (the view owns the controller).
    package unowned let surface: Surface
    private let scheduler: any MainScheduler

    // MARK: Configuration (the public API of InfinitePageView, forwarded)

    // The state every scroll frame reads (`axis`, `loop`, `isApplyingGeometry`) is
    // `@exclusivity(unchecked)`, as the list engine's is: each access is a plain read or
    // assignment, or a mutating call on `loop` (a Core value that calls nothing out), so none
    // overlaps another, and a checked access costs ~77 instructions (three per frame: 228 of 481).
    /// The direction of paging; a change re-applies the geometry and keeps the page.
    @exclusivity(unchecked) package var axis: InfiniteAxis = .horizontal {
        didSet {
            guard axis != oldValue else { return }
            applyGeometry()
        }
    }

    /// Called whenever ``currentPage`` changes.
    package var onCurrentPageChange: (@MainActor (Int) -> Void)?

    /// The release speed (points per millisecond) from which a swipe is a flick.
    package var flickVelocity: CGFloat = PagingTarget.defaultFlickVelocity

    /// The pager is one adjustable accessibility element instead of showing the page's content.
    package var isAccessibilityAdjustable = false {
        didSet { updateAccessibility() }
    }

    /// The page description read by VoiceOver; nil = "Page 3 of 10".
    package var accessibilityPageDescription: (@MainActor (_ page: Int, _ count: Int) -> String)?

    /// Seconds between automatic advances; nil, or a value that is not finite and positive, is off.
    package var autoAdvanceInterval: TimeInterval? {
        get { autoScroll.interval }
        set { apply(autoScroll.setInterval(newValue)) }
    }

    /// Pauses auto-advance without forgetting the interval.
    package var isAutoAdvancePaused: Bool {
        get { autoScroll.pauseReasons.contains(.requested) }
        set { apply(newValue ? autoScroll.pause(.requested) : autoScroll.resume(.requested)) }
    }

    // MARK: State (read-only outside)

    /// The page window and the scroll position's meaning.
    @exclusivity(unchecked) package private(set) var loop = PageLoop(count: 0)
    /// Which container shows which page.
    package private(set) var slots = PageSlots()
    /// Auto-advance.
    package private(set) var autoScroll = AutoScrollState(pauseReasons: .notInWindow)
    /// The running auto-advance timer, if any.
    package private(set) var autoAdvanceTimer: (any ScheduledWork)?
    /// The page last reported through ``onCurrentPageChange``.
    package private(set) var reportedPage: Int?
    /// The size the geometry was last applied for.
    package private(set) var laidOutSize: CGSize?
    /// Whether the view is in a window (set by ``windowDidChange(isInWindow:)``).
    package private(set) var isInWindow = false
    /// Whether VoiceOver runs (``voiceOverDidChange(isRunning:)``).
    package private(set) var isVoiceOverRunning = false
    /// Whether VoiceOver's focus is on the pager or inside it (``voiceOverFocusDidChange(isInside:)``).
    package private(set) var isVoiceOverFocusInside = false

    @exclusivity(unchecked) private var isApplyingGeometry = false
    /// Whether a page shows an item that left the data (``PageSlots/hasLeaving`` as of the last
    /// change of the slots): the one thing an ordinary scroll frame reads of them.
    @exclusivity(unchecked) private var hasLeavingPages = false
    /// The way (1 or -1) a page whose item left the data slides away (``dataDidChange(_:)``).
    package private(set) var leavingDirection = 1

    /// Creates the controller of `surface`: scroll indicators and scroll-to-top off, auto-advance
    /// paused until the view is in a window. Nothing else touches the surface until the first
    /// ``layout()`` or ``reload(count:)``.
    ///
    /// - Parameter scheduler: runs the auto-advance timer (`DispatchMainScheduler` on iOS).
    package init(surface: Surface, scheduler: any MainScheduler) {
        self.surface = surface
        self.scheduler = scheduler
        surface.chrome = ScrollChrome(showsVerticalIndicator: false, showsHorizontalIndicator: false, scrollsToTop: false)
    }

    deinit {
        autoAdvanceTimer?.cancel()
    }

    /// The number of pages.
    package var numberOfPages: Int { loop.count }
    /// The page shown; 0 when there are none.
    package var currentPage: Int { loop.currentPage }

    /// The page the pager stands for: ``currentPage``, or, while the page on screen shows an item
    /// that left the data (``dataDidChange(_:)``), the page it slides to.
    package var selectedPage: Int {
        let content = slots.content(in: .current)
        guard content.isLeaving, !content.holdsDestination else { return loop.currentPage }
        return loop.page(atDistance: leavingDirection) ?? loop.currentPage
    }

    /// What the pager shows, as ``PageDataChange`` reads it: nil without pages.
    package var shownForDataChange: PageDataChange.Shown? {
        guard loop.count > 0 else { return nil }
        return slots.content(in: .current).isLeaving
            ? .leaving(towards: selectedPage, direction: leavingDirection) : .page(loop.currentPage)
    }

    /// The way the pager moves: the running settle's, else the finger's side of the page; 1
    /// (forwards) at rest.
    package var movingDirection: Int {
        if let target = loop.settleTarget, target != 0 { return target.signum() }
        if let position = loop.position(ofOffset: axisOffset, pageLength: pageLength), position < 0 { return -1 }
        return 1
    }

    /// The content view of the current page, or nil while it loads (or with no pages).
    package var currentPageView: Surface.PageView? {
        let view = slots.view(in: .current)
        return slots.content(ofView: view).isLoaded ? surface.view(inContainer: view) : nil
    }

    // MARK: Public API

    /// `reloadData()`: the new count (negative = 0); every page is requested again, the page under
    /// the viewport's centre is kept (or clamped), a running swipe or animation stops.
    package func reload(count: Int) {
        let count = max(0, count)
        loop.reload(count: count, offset: axisOffset, pageLength: pageLength)
        slots.reload()
        apply(autoScroll.update(itemCount: count))
        applyGeometry()
        reportPageIfChanged()
    }

    /// The app's data changed (`change` from ``PageDataChange``): the pages are renumbered
    /// without a reload. The page on screen stays as it is when its item stayed — a running
    /// swipe, settle or animation goes on, and only pages off screen (or a neighbour whose item
    /// changed) are asked for again, so new neighbours show on the next swipe. When its item left
    /// the data it stays on screen until it can slide away one page, animated, onto its
    /// neighbour: at once at rest, when a running settle or animation ends on it otherwise; once
    /// off screen it shows its slot's page. ``selectedPage`` names the neighbour meanwhile. A
    /// neighbour the viewport reaches whose item left stays the same way until off screen; a
    /// movement that comes to rest on it slides on to the page it stood for.
    /// A change that leaves one page or none replaces the page instead (``reload(count:)``).
    /// Auto-advance keeps its rhythm.
    ///
    /// ```swift
    /// let change = PageDataChange(old: [1, 2, 3, 4], new: UniqueIdentifiers([1, 3, 4]),
    ///                             shown: controller.shownForDataChange, direction: controller.movingDirection)
    /// controller.dataDidChange(change)   // page 1 (item 2) slides to page 1 (item 3)
    /// ```
    ///
    /// - Complexity: O(1) plus at most three page requests.
    package func dataDidChange(_ change: PageDataChange) {
        let leaving: Int?
        let contentPages = loop.contentPageCount
        // The neighbour the viewport reaches: a page there whose item left stays until off screen.
        let position = loop.position(ofOffset: axisOffset, pageLength: pageLength) ?? 0
        let onScreen: PageLoop.Slot? = position > 0 ? .next : position < 0 ? .previous : nil
        switch change.current {
        case .replaced(let page):
            reload(count: change.count)
            if let page { scrollToPage(page, animated: false) }
            return
        case .kept(let page):
            loop.renumber(count: change.count, currentPage: page)
            leaving = nil
        case .leaving(let towards, _) where !slots.content(in: .current).isLoaded:
            // Nothing on screen yet but a placeholder: the destination takes its place.
            loop.renumber(count: change.count, currentPage: towards)
            leaving = nil
        case .leaving(let towards, let direction):
            loop.renumber(count: change.count, currentPage: towards - direction)
            leavingDirection = direction
            leaving = slots.view(in: .current)
        }
        slots.renumber(pages: change.pages, leaving: leaving, onScreen: onScreen, in: loop)
        if leaving == nil, let onScreen, slots.content(in: onScreen).isLeaving { leavingDirection = onScreen.rawValue }
        apply(autoScroll.update(itemCount: change.count))
        if loop.contentPageCount != contentPages { applyGeometry() } else { syncPages() }
        reportPageIfChanged()
        if !loop.isDragging, loop.settleTarget == nil, !loop.isScrollingProgrammatically { releaseLeaving() }
    }

    /// At rest: a page on screen whose item left the data slides away; one off screen shows its
    /// page again.
    private func releaseLeaving() {
        guard slots.hasLeaving else { return }
        if slots.content(in: .current).isLeaving, loop.isLooping {
            if slots.content(in: .current).holdsDestination {
                // It stands on the page it gives way to: that page moves one step on, unseen.
                loop.renumber(count: loop.count, currentPage: loop.currentPage - leavingDirection)
                slots.renumber(pages: Array(0..<loop.count), leaving: slots.view(in: .current), in: loop)
                syncPages()
            }
            scroll(byPages: leavingDirection, animated: true)
            // Animated, the page is released when the slide ends; a jump released it already.
            if loop.isScrollingProgrammatically { return }
        }
        slots.releaseLeaving(in: PageLoop.Slot.allCases)
        syncPages()
        reportPageIfChanged()
    }

    /// Fills again the pages whose item left the data where the viewport does not reach.
    private func releaseHiddenLeaving() {
        guard let position = loop.position(ofOffset: axisOffset, pageLength: pageLength) else { return }
        var hidden: [PageLoop.Slot] = []
        if position >= 0 { hidden.append(.previous) }
        if position <= 0 { hidden.append(.next) }
        if abs(position) >= 1 { hidden.append(.current) }
        guard hidden.contains(where: { slots.content(in: $0).isLeaving }) else { return }
        slots.releaseLeaving(in: hidden)
        syncPages()
        reportPageIfChanged()
    }

    /// Shows `page` by the shortest way; without animation, or before layout or off-window, it jumps.
    package func scrollToPage(_ page: Int, animated: Bool) {
        guard loop.count > 0 else { return }
        let animate = animated && canAnimate
        let plan = loop.scroll(toPage: page, animated: animate, offset: axisOffset, pageLength: pageLength)
        perform(plan, animated: animate)
    }

    /// Moves `pages` pages (negative: backwards), continuing a running animation.
    package func scroll(byPages pages: Int, animated: Bool) {
        guard loop.count > 0 else { return }
        let animate = animated && canAnimate
        let plan = loop.scroll(byPages: pages, animated: animate, offset: axisOffset, pageLength: pageLength)
        perform(plan, animated: animate)
    }

    // MARK: Layout and environment

    /// `layoutSubviews`: re-applies the geometry when the viewport size changed since the last
    /// time (a rotation keeps the page; a running swipe ends on it). Any other layout pass —
    /// UIKit lays out a scroll view on every frame — changes nothing.
    package func layout() {
        let size = surface.viewportSize
        guard size != laidOutSize else { return }
        laidOutSize = size
        applyGeometry()
        releaseLeaving()
    }

    /// `didMoveToWindow`: off-window, auto-advance pauses and scrolls jump instead of animating.
    package func windowDidChange(isInWindow: Bool) {
        self.isInWindow = isInWindow
        apply(isInWindow ? autoScroll.resume(.notInWindow) : autoScroll.pause(.notInWindow))
    }

    /// `willResignActive` (false) / `didBecomeActive` (true).
    package func applicationDidChange(isActive: Bool) {
        apply(isActive ? autoScroll.resume(.applicationInactive) : autoScroll.pause(.applicationInactive))
    }

    /// Reduce Motion turned on or off: auto-advance stops while it is on (no page advances by
    /// itself, animated or not).
    package func reduceMotionDidChange(isEnabled: Bool) {
        apply(isEnabled ? autoScroll.pause(.reduceMotion) : autoScroll.resume(.reduceMotion))
    }

    /// VoiceOver started or stopped. Auto-advance pauses while VoiceOver runs with its focus inside
    /// the pager (``voiceOverFocusDidChange(isInside:)``); stopping forgets where the focus was.
    ///
    /// ```swift
    /// controller.voiceOverDidChange(isRunning: UIAccessibility.isVoiceOverRunning)
    /// ```
    ///
    /// - Complexity: O(1).
    package func voiceOverDidChange(isRunning: Bool) {
        isVoiceOverRunning = isRunning
        if !isRunning { isVoiceOverFocusInside = false }
        updateVoiceOverPause()
        updateAccessibility()
    }

    /// VoiceOver's focus moved (UIKit: `UIAccessibility.elementFocusedNotification`): `isInside`
    /// when the focused element is the pager (its adjustable element) or anything on its pages.
    /// Auto-advance pauses while VoiceOver runs with its focus inside, where a page moving by itself
    /// would pull the focus away, and runs again a full interval after the focus leaves.
    ///
    /// ```swift
    /// controller.voiceOverFocusDidChange(isInside: true)    // auto-advance pauses
    /// controller.voiceOverFocusDidChange(isInside: false)   // and starts again
    /// ```
    ///
    /// - Complexity: O(1).
    package func voiceOverFocusDidChange(isInside: Bool) {
        isVoiceOverFocusInside = isInside
        updateVoiceOverPause()
    }

    private func updateVoiceOverPause() {
        let pauses = isVoiceOverRunning && isVoiceOverFocusInside
        guard pauses != autoScroll.pauseReasons.contains(.voiceOver) else { return }
        apply(pauses ? autoScroll.pause(.voiceOver) : autoScroll.resume(.voiceOver))
    }

    // MARK: Geometry

    private var pageLength: CGFloat { surface.viewportLength(along: axis) }

    /// Reading coordinates: a horizontal pager in a right-to-left view puts page n + 1 on page
    /// n's left, so the loop's offsets, frames and velocities are mirrored in the content's width
    /// (a `UIScrollView` mirrors nothing by itself).
    private var mirror: ReadingMirror { mirror(of: surface) }

    /// ``mirror`` for a view already loaded (the `unowned` reference is read once per use).
    private func mirror(of surface: Surface) -> ReadingMirror {
        guard axis == .horizontal, surface.infiniteLayoutDirection == .rightToLeft else { return .identity }
        return ReadingMirror(isMirrored: true, contentWidth: surface.contentSize.width, boundsWidth: surface.viewportSize.width)
    }

    /// The offset along the axis, in reading coordinates. Reads the view once: a scroll frame that
    /// passes no page does little else.
    private var axisOffset: CGFloat {
        let surface = surface
        let offset = surface.contentOffset
        return axis == .horizontal ? mirror(of: surface).offset(offset.x) : offset.y
    }

    private var canAnimate: Bool { isInWindow && PageLoop.valid(pageLength) != nil }

    /// The view's `contentOffset` for a reading offset.
    private func point(_ offset: CGFloat) -> CGPoint {
        axis == .horizontal ? CGPoint(x: mirror.offset(offset), y: 0) : CGPoint(x: 0, y: offset)
    }

    /// Sets the offset without reacting to the `scrollViewDidScroll` it causes.
    private func setOffsetQuietly(_ offset: CGFloat) {
        isApplyingGeometry = true
        surface.setContentOffset(point(offset), animated: false)
        isApplyingGeometry = false
    }

    /// Content size, bounce, resting offset and page frames for the current size and count; any
    /// running swipe or animation ends on the current page.
    private func applyGeometry() {
        let length = pageLength
        _ = loop.didEndScrolling(offset: loop.restingOffset(pageLength: length), pageLength: length)
        _ = loop.takeQueuedPages()
        isApplyingGeometry = true
        let contentLength = loop.contentLength(pageLength: length)
        let size = surface.viewportSize
        surface.contentSize = axis == .horizontal
            ? CGSize(width: contentLength, height: size.height)
            : CGSize(width: size.width, height: contentLength)
        surface.alwaysBounceHorizontal = axis == .horizontal && loop.count > 0
        surface.alwaysBounceVertical = axis == .vertical && loop.count > 0
        isApplyingGeometry = false
        setOffsetQuietly(loop.restingOffset(pageLength: length))
        syncPages()
    }

    /// Reassigns the containers to the loop's window, places them and requests new pages.
    private func syncPages() {
        let assignments = slots.sync(with: loop)
        hasLeavingPages = slots.hasLeaving
        let length = pageLength
        let size = surface.viewportSize
        let mirror = mirror
        for raw in -1...1 {
            guard let slot = PageLoop.Slot(rawValue: raw) else { continue }
            let container = slots.view(in: slot)
            guard let origin = loop.origin(of: slot, pageLength: length) else {
                surface.placeContainer(container, frame: nil)
                continue
            }
            surface.placeContainer(container, frame: axis == .horizontal
                ? mirror.rect(CGRect(x: origin, y: 0, width: length, height: size.height))
                : CGRect(x: 0, y: origin, width: size.width, height: length))
        }
        for assignment in assignments { request(assignment) }
        updateAccessibility()
    }

    // MARK: Page requests

    private func request(_ assignment: PageSlots.Assignment) {
        let index = assignment.view
        let reusable = surface.removeView(inContainer: index)
        surface.removePlaceholder(inContainer: index)
        let ticket = PagerPageTicket(page: assignment.page, container: index, ticket: assignment.ticket)
        surface.loadPage(ticket, reusing: reusable)
        // Still waiting after the call: show a placeholder until the content arrives.
        if isWaiting(for: ticket) {
            surface.installPlaceholder(forPage: assignment.page, inContainer: index)
        }
    }

    /// Whether `request` is the one its container still waits for (not moved on, not reloaded,
    /// not fulfilled yet).
    package func isWaiting(for request: PagerPageTicket) -> Bool {
        let content = slots.content(ofView: request.container)
        return content.ticket == request.ticket && !content.isLoaded && content.page != nil
    }

    /// The content for `request` arrived: shown in place of the placeholder, unless the request
    /// is stale or already fulfilled (then nothing happens).
    package func fulfill(_ request: PagerPageTicket, with view: Surface.PageView) {
        guard isWaiting(for: request), slots.fulfill(view: request.container, ticket: request.ticket) else { return }
        let index = request.container
        surface.removePlaceholder(inContainer: index)
        _ = surface.removeView(inContainer: index)
        surface.install(view, inContainer: index)
        updateAccessibility()
    }

    // MARK: Scrolling

    private func perform(_ plan: PageLoop.ProgrammaticScroll, animated: Bool) {
        if let jump = plan.jumpOffset { setOffsetQuietly(jump) }
        if plan.windowChanged { syncPages() }
        if animated {
            surface.setContentOffset(point(plan.targetOffset), animated: true)
        } else {
            setOffsetQuietly(plan.targetOffset)
        }
        reportPageIfChanged()
    }

    /// `scrollViewDidScroll`: recentres by whole pages when the offset strays half a page; a
    /// page whose item left the data shows its slot's page again once off screen.
    package func didScroll() {
        guard !isApplyingGeometry else { return }
        let change = loop.didScroll(offset: axisOffset, pageLength: pageLength)
        if hasLeavingPages { releaseHiddenLeaving() }
        guard !change.isNone else { return }
        // The `contentOffset` property keeps the momentum (setContentOffset(_:animated:) would not).
        isApplyingGeometry = true
        var offset = surface.contentOffset
        if axis == .horizontal { offset.x = mirror.offset(axisOffset + change.offsetDelta) } else { offset.y += change.offsetDelta }
        surface.assignContentOffset(offset)
        isApplyingGeometry = false
        syncPages()
        reportPageIfChanged()
    }

    /// `scrollViewWillBeginDragging`: auto-advance pauses while the finger is down.
    package func willBeginDragging() {
        loop.willBeginDragging()
        apply(autoScroll.pause(.userInteraction))
    }

    /// `scrollViewWillEndDragging`: the page to settle on, written into `targetContentOffset`.
    package func willEndDragging(velocity: CGPoint, targetContentOffset: inout CGPoint) {
        let speed = axis == .horizontal ? mirror.velocity(velocity.x) : velocity.y
        let target = loop.willEndDragging(offset: axisOffset, velocity: speed, pageLength: pageLength,
                                          flickVelocity: flickVelocity)
        targetContentOffset = point(target)
    }

    /// `scrollViewDidEndDragging`.
    package func didEndDragging(willDecelerate: Bool) {
        if !willDecelerate, canAnimate, isOffRest {
            // A release without velocity whose target UIKit did not move to: slide there rather
            // than jump (the settle target chosen in willEndDragging is kept).
            _ = loop.didEndDragging(willDecelerate: true, offset: axisOffset, pageLength: pageLength)
            scroll(byPages: 0, animated: true)
            return
        }
        let change = loop.didEndDragging(willDecelerate: willDecelerate, offset: axisOffset, pageLength: pageLength)
        if !willDecelerate {
            settle(change)
            releaseLeaving()
        }
    }

    /// `scrollViewDidEndDecelerating` and `scrollViewDidEndScrollingAnimation`; pages a page step
    /// queued because the animation could not slide across them start now, animated.
    package func didEndScrolling() {
        // An animation cut short by our own offset change (a programmatic scroll replacing a running
        // one) is not a rest; the new scroll ends with its own callback.
        guard !isApplyingGeometry else { return }
        settle(loop.didEndScrolling(offset: axisOffset, pageLength: pageLength))
        let queued = loop.takeQueuedPages()
        if queued != 0 { scroll(byPages: queued, animated: true) } else { releaseLeaving() }
    }

    /// Whether the offset is more than half a point away from a page.
    private var isOffRest: Bool {
        guard let position = loop.position(ofOffset: axisOffset, pageLength: pageLength) else { return false }
        return abs(position - position.rounded()) * pageLength > 0.5
    }

    private func settle(_ change: PageLoop.OffsetChange) {
        if !change.isNone { setOffsetQuietly(axisOffset + change.offsetDelta) }
        if change.pageShift != 0 { syncPages() }
        apply(autoScroll.resume(.userInteraction))
        reportPageIfChanged()
    }

    private func reportPageIfChanged() {
        let page = loop.count > 0 ? selectedPage : nil
        autoScroll.noteCenteredItem(page)
        guard page != reportedPage else { return }
        reportedPage = page
        updateAccessibility()
        if let page { onCurrentPageChange?(page) }
    }

    // MARK: Auto-advance

    /// The timer's tolerance for `interval`: a tenth, so the system can batch wake-ups.
    package static func timerTolerance(forInterval interval: TimeInterval) -> TimeInterval { interval / 10 }

    private func apply(_ command: AutoScrollState.TimerCommand) {
        switch command {
        case .none:
            break
        case .stop:
            autoAdvanceTimer?.cancel()
            autoAdvanceTimer = nil
        case .start(let interval, let generation):
            autoAdvanceTimer?.cancel()
            autoAdvanceTimer = scheduler.repeating(
                every: interval, tolerance: Self.timerTolerance(forInterval: interval)
            ) { [weak self] timer in
                // Without the controller: AutoScrollState.orphanedTick, i.e. stop and nothing else.
                guard let self, self.autoAdvanceTimerFired(generation: generation) else {
                    timer.cancel()
                    return
                }
            }
        }
    }

    /// A timer fire; false when the firing timer should stop.
    private func autoAdvanceTimerFired(generation: UInt64) -> Bool {
        switch autoScroll.tick(generation: generation, centeredItem: loop.count > 0 ? loop.currentPage : nil) {
        case .advance:
            scroll(byPages: 1, animated: true)
            return true
        case .invalidate:
            return false
        }
    }

    // MARK: Accessibility

    /// What VoiceOver reads for the current page ("Page 3 of 10" unless the app describes it);
    /// nil without pages.
    package func pageDescription() -> String? {
        guard loop.count > 0 else { return nil }
        if let describe = accessibilityPageDescription { return describe(selectedPage, loop.count) }
        return "Page \(selectedPage + 1) of \(loop.count)"
    }

    /// The accessibility decisions for the current state.
    package var accessibilityState: PagerAccessibilityState {
        let isElement = isAccessibilityAdjustable && loop.count > 0
        let current = slots.view(in: .current)
        let loaded = slots.content(ofView: current).isLoaded
        // Only the current page is reachable for VoiceOver; the neighbours are off screen. In
        // adjustable mode the element itself speaks for the page, so every container is hidden.
        let hidden: PagerAccessibilityState.Containers = isAccessibilityAdjustable
            ? .all : PagerAccessibilityState.Containers.all.subtracting(.init(container: current))
        return PagerAccessibilityState(
            isAdjustableElement: isElement,
            value: isElement ? pageDescription() : nil,
            label: isElement ? .content(ofContainer: loaded ? current : nil) : .keep,
            hiddenContainers: hidden)
    }

    private func updateAccessibility() {
        surface.applyAccessibility(accessibilityState)
    }

    /// VoiceOver's swipe up on the adjustable element: the next page, at once, announced.
    package func accessibilityIncrement() { accessibilityStep(1) }

    /// VoiceOver's swipe down on the adjustable element: the previous page, at once, announced.
    package func accessibilityDecrement() { accessibilityStep(-1) }

    private func accessibilityStep(_ pages: Int) {
        guard loop.isLooping else { return }
        scroll(byPages: pages, animated: false)
        surface.announcePageScrolled(pageDescription())
    }

    /// VoiceOver's three-finger swipe: left, up or next shows the next page; right, down or
    /// previous the previous one; announced. False (VoiceOver plays its boundary sound) when the
    /// pager cannot page.
    package func accessibilityScroll(_ direction: PagerAccessibilityScrollDirection) -> Bool {
        guard loop.isLooping else { return false }
        switch direction {
        case .left, .up, .next: scroll(byPages: 1, animated: false)
        case .right, .down, .previous: scroll(byPages: -1, animated: false)
        }
        surface.announcePageScrolled(pageDescription())
        return true
    }
}
