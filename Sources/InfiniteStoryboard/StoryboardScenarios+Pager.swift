import Foundation
import InfiniteHost
import InfiniteProxy

nonisolated extension StoryboardScenario {
    /// The pager screen of the storyboard.
    static var pagerScenarios: [StoryboardScenario] {
        [
            StoryboardScenario(name: "pager", title: "Three-page pager", defaultSeconds: 10) { seconds in
                StoryboardPagerSession().run(seconds: seconds)
            },
        ]
    }
}

/// One scripted session of the library's ``PagerController`` on a ``HostPageScrollView``: five
/// pages that load asynchronously (a placeholder shows for a fifth of a second), auto-advance on
/// the simulated run loop, a swipe back, two quick swipes forward where the second starts before
/// the first has settled, and a short drag that snaps back.
struct StoryboardPagerSession {
    var pageSize = CGSize(width: 390, height: 300)
    var titles = ["Harbour", "Market", "Old town", "Hills", "Beach"]
    var loadDelay: TimeInterval = 0.2

    func run(seconds: TimeInterval) -> StoryboardRecording {
        let scrollView = HostPageScrollView(pageSize: pageSize)
        let runLoop = HostRunLoop()
        let pager = PagerController(surface: scrollView, scheduler: runLoop)
        scrollView.pager = pager
        let client = StoryboardPagerClient(titles: titles)
        scrollView.contentSource = client
        var reportedPages: [Int] = []
        pager.onCurrentPageChange = { reportedPages.append($0) }
        pager.reload(count: titles.count)
        pager.windowDidChange(isInWindow: true)
        pager.autoAdvanceInterval = 2.5
        // Measures what the pager itself adds to the offset (recentering, settling) as jumps.
        let observer = StoryboardOffsetObserver(forwardingTo: pager)
        scrollView.delegate = observer

        var recorder = StoryboardRecorder(axis: .horizontal)
        var lastOffset = scrollView.contentOffset
        let dt = 1.0 / 60.0
        let script: [StoryboardGesture] = [
            .wait(2.9),
            .drag(distance: -70, duration: 0.12, releaseVelocity: -1_600), .wait(0.9),
            .drag(distance: 90, duration: 0.1, releaseVelocity: 2_200), .wait(0.12),
            .drag(distance: 90, duration: 0.1, releaseVelocity: 2_200), .wait(1.2),
            .drag(distance: 120, duration: 0.6, releaseVelocity: 0), .wait(3.5),
        ]
        StoryboardScriptRunner(axis: .horizontal, seconds: seconds, frameDuration: dt).run(
            script, on: scrollView, recorder: &recorder,
            beforeFrame: { time in
                client.deliver(upTo: time, delay: loadDelay)
                // The run loop catches up with the frame: the auto-advance timer fires here.
                let before = scrollView.contentOffset.x
                runLoop.advance(by: time - runLoop.time)
                observer.jump += scrollView.contentOffset.x - before
                client.now = time
            }
        ) { recorder in
            let offset = scrollView.contentOffset
            let jump = observer.takeJump()
            let moved = CGPoint(x: offset.x - lastOffset.x - jump, y: 0)
            lastOffset = offset
            let pages = scrollView.pageViews().map { page in
                StoryboardItem(
                    source: [page.page], virtual: [page.view],
                    frame: CGRect(x: page.origin, y: 0, width: pageSize.width, height: pageSize.height),
                    label: "\(page.page) \(page.content ?? "loading…")")
            }
            recorder.record(StoryboardFrame(
                frame: 0, time: 0, offset: offset, moved: moved, jump: CGPoint(x: jump, y: 0),
                viewportSize: scrollView.viewportSize, contentSize: scrollView.contentSize,
                edgeHit: scrollView.edgeHits > observer.edgeHitsSeen, liveCells: pages.count, visible: pages))
            observer.edgeHitsSeen = scrollView.edgeHits
        }
        let notes = [
            "Pages reported: \(reportedPages.map(String.init).joined(separator: " → ")).",
            "Pages requested from the data source: \(scrollView.requestLog.count) (at most one per page passed, plus the first three).",
            "Auto-advance timers scheduled: \(runLoop.scheduledTimerCount); page views alive: \(scrollView.pageViews().count).",
        ]
        return recorder.recording(
            name: "pager", title: "Three-page pager",
            summary: "InfinitePageView's controller (the code that ships) on the host's scroll view: five pages, only three page views alive (previous, current, next), wrapping at both ends. Pages arrive asynchronously behind a placeholder; the timer advances every 2.5 s; a swipe back; two quick swipes where the second starts before the first settled (no page skipped or repeated); a slow drag shorter than half a page snaps back.",
            sourceItems: titles.count, virtualItems: 3, notes: notes)
    }
}

/// The pager's data source: a title per page, delivered `delay` seconds after it was asked for.
final class StoryboardPagerClient: HostPageContentSource {
    let titles: [String]
    var now: TimeInterval = 0
    private var pending: [(due: TimeInterval, request: HostPageRequest)] = []

    init(titles: [String]) {
        self.titles = titles
    }

    func loadPage(_ request: HostPageRequest) {
        pending.append((now, request))
    }

    /// Fulfils the requests made at least `delay` seconds before `time`.
    func deliver(upTo time: TimeInterval, delay: TimeInterval) {
        let due = pending.filter { $0.due + delay <= time }
        pending.removeAll { $0.due + delay <= time }
        for (_, request) in due where !request.isCancelled && titles.indices.contains(request.page) {
            let content = request.reusableContent ?? HostPageContent(text: "")
            content.text = titles[request.page]
            request.fulfill(with: content)
        }
    }
}

/// Sits between a scroll view and its real delegate and measures what the delegate adds to the
/// offset inside its callbacks (recentering in `scrollViewDidScroll`, settling at the end of a
/// scroll): the storyboard's `jump`.
final class StoryboardOffsetObserver: HostScrollViewDelegate {
    let target: HostScrollViewDelegate
    /// Offset added by the delegate since the last ``takeJump()``.
    var jump: CGFloat = 0
    /// Edge hits already reported.
    var edgeHitsSeen = 0
    private var depth = 0

    init(forwardingTo target: HostScrollViewDelegate) {
        self.target = target
    }

    func takeJump() -> CGFloat {
        defer { jump = 0 }
        return jump
    }

    private func measuring(_ scrollView: HostScrollView, _ body: () -> Void) {
        depth += 1
        let before = scrollView.contentOffset.x
        body()
        depth -= 1
        if depth == 0 { jump += scrollView.contentOffset.x - before }
    }

    func scrollViewDidScroll(_ scrollView: HostScrollView) {
        measuring(scrollView) { target.scrollViewDidScroll(scrollView) }
    }

    func scrollViewWillBeginDragging(_ scrollView: HostScrollView) {
        measuring(scrollView) { target.scrollViewWillBeginDragging(scrollView) }
    }

    func scrollViewWillEndDragging(
        _ scrollView: HostScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
    ) {
        target.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: &targetContentOffset)
    }

    func scrollViewDidEndDragging(_ scrollView: HostScrollView, willDecelerate decelerate: Bool) {
        measuring(scrollView) { target.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate) }
    }

    func scrollViewDidEndDecelerating(_ scrollView: HostScrollView) {
        measuring(scrollView) { target.scrollViewDidEndDecelerating(scrollView) }
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: HostScrollView) {
        measuring(scrollView) { target.scrollViewDidEndScrollingAnimation(scrollView) }
    }
}
