import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// An ordinary page source: "page N" for page N, delivered at once or held back until asked.
final class PageSource: HostPageContentSource {
    var count: Int
    var isAsync = false
    var pending: [HostPageRequest] = []
    var placeholderText: String?

    init(count: Int, async: Bool = false) {
        self.count = count
        self.isAsync = async
    }

    func loadPage(_ request: HostPageRequest) {
        if isAsync {
            pending.append(request)
        } else {
            request.fulfill(with: content(for: request))
        }
    }

    func placeholder(forPage page: Int) -> String? { placeholderText.map { "\($0) \(page)" } }

    private func content(for request: HostPageRequest) -> HostPageContent {
        let content = request.reusableContent ?? HostPageContent(text: "")
        content.text = "page \(request.page)"
        content.accessibilityLabel = "photo \(request.page)"
        return content
    }

    /// Delivers every held request (stale ones included: the pager must ignore those).
    func deliverAll() {
        let requests = pending
        pending.removeAll()
        for request in requests { request.fulfill(with: content(for: request)) }
    }
}

/// The library's pager controller on the host's page scroll view and run loop, wired as
/// `InfinitePageView` wires them (delegate callbacks and layout go to the controller).
final class HostPager {
    let scrollView: HostPageScrollView
    let runLoop = HostRunLoop()
    let controller: PagerController<HostPageScrollView>
    let source: PageSource
    /// Every page reported through `onCurrentPageChange`, in order.
    var reportedPages: [Int] = []

    init(count: Int, pageSize: CGSize = CGSize(width: 390, height: 300), axis: InfiniteAxis = .horizontal,
         async: Bool = false, inWindow: Bool = true, layoutDirection: InfiniteLayoutDirection = .leftToRight) {
        source = PageSource(count: count, async: async)
        scrollView = HostPageScrollView(pageSize: pageSize)
        scrollView.effectiveUserInterfaceLayoutDirection = layoutDirection
        controller = PagerController(surface: scrollView, scheduler: runLoop)
        scrollView.pager = controller
        scrollView.contentSource = source
        controller.axis = axis
        controller.onCurrentPageChange = { [unowned self] in reportedPages.append($0) }
        reloadData()
        scrollView.layoutIfNeeded()          // the first layout pass, before any touch
        if inWindow { controller.windowDidChange(isInWindow: true) }
    }

    /// `reloadData()`: the count read from the source.
    func reloadData() { controller.reload(count: source.count) }

    /// One frame: the scroll view moves (calling the delegate, then laying out), then due timers fire.
    func step(_ dt: TimeInterval = 1.0 / 60.0) {
        scrollView.step(dt)
        runLoop.advance(by: dt)
    }

    @discardableResult
    func runUntilIdle(limit: Int = 10_000) -> Int {
        var frames = 0
        repeat {
            step()
            frames += 1
        } while (scrollView.isDecelerating || scrollView.isAnimatingScroll) && frames < limit
        return frames
    }

    func run(seconds: TimeInterval) {
        for _ in 0..<max(0, Int((seconds * 60).rounded(.up))) { step() }
    }

    var currentPage: Int { controller.currentPage }
    var axis: InfiniteAxis { controller.axis }
    var pageViews: [HostPageScrollView.PageViewState] { scrollView.pageViews(along: axis) }
    func pageView(atViewportFraction fraction: CGFloat) -> HostPageScrollView.PageViewState? {
        scrollView.pageView(atViewportFraction: fraction, along: axis)
    }
    var offset: CGFloat { scrollView.offset(along: axis) }
    /// A vector along the pager's axis.
    func vector(_ value: CGFloat) -> CGPoint { axis == .horizontal ? CGPoint(x: value, y: 0) : CGPoint(x: 0, y: value) }
    /// Whether an auto-advance timer runs.
    var hasTimer: Bool { controller.autoAdvanceTimer.map { !$0.isCancelled } ?? false }
}

/// A pager session with the truth kept outside the pager: `truth` is the position (in pages) of
/// the viewport's leading edge on an endless strip of pages, moved only by the scroll view's
/// physical movement (drags and momentum). Every frame checks what the pager shows against it.
final class PagerSession {
    let pager: HostPager
    var source: PageSource { pager.source }
    var length: CGFloat
    var truth: CGFloat
    var failures: [String] = []
    var frames = 0

    init(count: Int, page: Int = 0, axis: InfiniteAxis = .horizontal, async: Bool = false) {
        pager = HostPager(count: count, axis: axis, async: async)
        length = axis == .horizontal ? 390 : 300
        if page != 0 { pager.controller.scrollToPage(page, animated: false) }
        truth = CGFloat(pager.currentPage)
        check("start")
    }

    var count: Int { source.count }
    func wrap(_ value: Int) -> Int { ((value % count) + count) % count }

    private var physicalMovement: CGFloat {
        let moved = pager.scrollView.lastPhysicsMovement
        return pager.axis == .horizontal ? moved.x : moved.y
    }

    func check(_ context: String) {
        frames += 1
        guard count > 0 else {
            if !pager.pageViews.isEmpty { failures.append("\(context): page views with no pages") }
            return
        }
        let views = pager.pageViews
        if Set(views.map(\.view)).count != views.count || views.count > 3 {
            failures.append("\(context): \(views.count) page views, not distinct")
        }
        guard count >= 2 else { return }
        for fraction: CGFloat in [0.0137, 0.4871, 0.9863] {
            let expected = wrap(Int((truth + fraction).rounded(.down)))
            guard let shown = pager.pageView(atViewportFraction: fraction) else {
                failures.append("\(context): blank at \(fraction) (truth \(truth))")
                continue
            }
            if shown.page != expected {
                failures.append("\(context): shows page \(shown.page) at \(fraction), strip has \(expected) (truth \(truth))")
            }
            if let content = shown.content, content != "page \(shown.page)" {
                failures.append("\(context): page \(shown.page) shows \(content)")
            }
        }
    }

    /// One frame of time (momentum, animation, timers).
    func frame(_ context: String = "frame") {
        pager.step()
        truth += physicalMovement / length
        check(context)
    }

    /// A finger lands, moves `points` towards higher pages over `moves` frames, lifts with
    /// `velocity` (points per second, positive towards higher pages).
    func swipe(points: CGFloat, moves: Int = 3, velocity: CGFloat) {
        pager.scrollView.beginDragging()
        for _ in 0..<moves {
            pager.scrollView.drag(by: pager.vector(-points / CGFloat(moves)))   // content follows the finger
            truth += physicalMovement / length
            check("drag")
            frame("drag frame")
        }
        pager.scrollView.endDragging(velocity: pager.vector(velocity))
        check("release")
    }

    func settle() {
        var guardFrames = 0
        while (pager.scrollView.isDecelerating || pager.scrollView.isAnimatingScroll) && guardFrames < 5_000 {
            frame("settle")
            guardFrames += 1
        }
    }
}
