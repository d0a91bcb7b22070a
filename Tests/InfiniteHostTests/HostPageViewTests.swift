import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// An ordinary page source: "page N" for page N, delivered at once or held back until asked.
private final class PageSource: HostPageViewDataSource {
    var count: Int
    var isAsync = false
    var pending: [HostPageRequest] = []

    init(count: Int, async: Bool = false) {
        self.count = count
        self.isAsync = async
    }

    func numberOfPages(in pageView: HostPageView) -> Int { count }

    func pageView(_ pageView: HostPageView, loadPage request: HostPageRequest) {
        if isAsync {
            pending.append(request)
        } else {
            request.fulfill(with: "page \(request.page)")
        }
    }

    /// Delivers every held request (stale ones included: the pager must ignore those).
    func deliverAll() {
        let requests = pending
        pending.removeAll()
        for request in requests { request.fulfill(with: "page \(request.page)") }
    }
}

/// A pager session with the truth kept outside the pager: `truth` is the position (in pages) of
/// the viewport's leading edge on an endless strip of pages, moved only by the scroll view's
/// physical movement (drags and momentum). Every frame checks what the pager shows against it.
private final class PagerSession {
    let source: PageSource
    let pager: HostPageView
    let width: CGFloat = 390
    var truth: CGFloat
    var failures: [String] = []
    var frames = 0

    init(count: Int, page: Int = 0, async: Bool = false) {
        source = PageSource(count: count, async: async)
        pager = HostPageView(pageSize: CGSize(width: 390, height: 300))
        pager.dataSource = source
        pager.isInWindow = true
        if page != 0 { pager.scrollToPage(page, animated: false) }
        truth = CGFloat(pager.currentPage)
        check("start")
    }

    var count: Int { source.count }
    func wrap(_ value: Int) -> Int { ((value % count) + count) % count }

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
        truth += pager.scrollView.lastPhysicsMovement.x / width
        check(context)
    }

    /// A finger lands, moves `points` towards higher pages over `moves` frames, lifts with
    /// `velocity` (points per second, positive towards higher pages).
    func swipe(points: CGFloat, moves: Int = 3, velocity: CGFloat) {
        pager.scrollView.beginDragging()
        for _ in 0..<moves {
            pager.scrollView.drag(by: CGPoint(x: -points / CGFloat(moves), y: 0))   // content follows the finger
            truth += pager.scrollView.lastPhysicsMovement.x / width
            check("drag")
            frame("drag frame")
        }
        pager.scrollView.endDragging(velocity: CGPoint(x: velocity, y: 0))
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

@Suite struct HostPageViewTests {
    // MARK: Swipes

    /// The known failure of 3-page pagers: the second swipe starts before the first settled. At
    /// every gap between the swipes, two swipes move exactly two pages and every frame shows the
    /// strip's pages, with no blank and no edge hit.
    @Test func rapidDoubleSwipesNeverSkipOrRepeat() {
        for count in [2, 3, 5, 10] {
            for gap in [0, 1, 2, 3, 5, 8, 12, 20, 40, 90] {
                for direction: CGFloat in [1, -1] {
                    let session = PagerSession(count: count)
                    session.swipe(points: direction * 45, velocity: direction * 1_200)
                    for _ in 0..<gap { session.frame() }
                    session.swipe(points: direction * 45, velocity: direction * 1_200)
                    session.settle()
                    let expected = session.wrap(Int(2 * direction))
                    #expect(session.failures.count == 0, "n \(count) gap \(gap): \(session.failures.prefix(2))")
                    #expect(abs(session.truth - 2 * direction) < 0.001, "n \(count) gap \(gap) truth \(session.truth)")
                    #expect(session.pager.currentPage == expected)
                    // Reported once per page passed, in order: nothing skipped, nothing repeated.
                    #expect(session.pager.reportedPages == [0, session.wrap(Int(direction)), expected])
                    #expect(session.pager.scrollView.edgeHits == 0)
                    #expect(session.pager.scrollView.contentOffset.x == 2 * session.width)
                }
            }
        }
    }

    @Test func halfPageRuleAndFlicks() {
        for count in [2, 3, 7] {
            for (points, velocity, expected) in [(0.45, 0.0, 0), (0.55, 0.0, 1), (-0.45, 0.0, 0), (-0.55, 0.0, -1),
                                                 (0.45, 200.0, 0), (0.2, 900.0, 1), (-0.2, -900.0, -1),
                                                 (1.3, 0.0, 1), (0.3, -900.0, 0)] as [(CGFloat, CGFloat, Int)] {
                let session = PagerSession(count: count)
                session.swipe(points: points * session.width, moves: 12, velocity: velocity)
                session.settle()
                #expect(session.failures.count == 0, "\(session.failures.prefix(2))")
                #expect(abs(session.truth - CGFloat(expected)) < 0.001, "n \(count) \(points) \(velocity): \(session.truth)")
                #expect(session.pager.currentPage == session.wrap(expected))
                #expect(session.pager.scrollView.edgeHits == 0)
            }
        }
    }

    @Test func onePageDoesNotScrollAndTwoOrThreePagesLoop() {
        let one = PagerSession(count: 1)
        #expect(one.pager.pageViews.map(\.page) == [0])
        one.swipe(points: 100, velocity: 1_500)
        one.settle()
        #expect(one.pager.currentPage == 0 && one.pager.scrollView.contentOffset.x == 0)
        #expect(one.pager.reportedPages == [0])
        #expect(one.pager.requestLog == [0])           // never a copy of the page beside itself

        let two = PagerSession(count: 2)
        #expect(two.pager.pageViews.map(\.page) == [1, 0, 1])
        for _ in 0..<3 { two.swipe(points: 40, velocity: 1_000); two.settle() }
        two.swipe(points: -40, velocity: -1_000)
        two.settle()
        #expect(two.failures.count == 0, "\(two.failures.prefix(3))")
        #expect(two.pager.reportedPages == [0, 1, 0, 1, 0])
        #expect(abs(two.truth - 2) < 0.001)

        let three = PagerSession(count: 3)
        for _ in 0..<4 { three.swipe(points: -40, velocity: -1_000); three.settle() }
        #expect(three.failures.count == 0, "\(three.failures.prefix(3))")
        #expect(three.pager.reportedPages == [0, 2, 1, 0, 2])
        #expect(three.pager.scrollView.edgeHits == 0)

        let none = PagerSession(count: 0)
        none.pager.scrollToNextPage()
        none.swipe(points: 50, velocity: 900)
        none.settle()
        #expect(none.pager.pageViews.isEmpty && none.pager.reportedPages.isEmpty && none.failures.isEmpty)
    }

    /// A bored user: random drags and flicks with random pauses, interrupting settles at any frame.
    @Test func randomSessionsShowTheStripEveryFrame() {
        var random = SplitMix64(seed: 0xB0DE)
        for _ in 0..<40 {
            let count = Int.random(in: 2...8, using: &random)
            let session = PagerSession(count: count, page: Int.random(in: 0..<count, using: &random))
            for _ in 0..<12 {
                let points = CGFloat(Double.random(in: -500...500, using: &random))
                let velocity = Bool.random(using: &random) ? CGFloat(Double.random(in: -3_000...3_000, using: &random)) : 0
                // A finger moves at most 150 pt between two frames (9 000 pt/s).
                let moves = max(Int.random(in: 1...10, using: &random), Int((abs(points) / 150).rounded(.up)))
                session.swipe(points: points, moves: moves, velocity: velocity)
                for _ in 0..<Int.random(in: 0...50, using: &random) { session.frame() }
            }
            session.settle()
            #expect(session.failures.count == 0, "\(session.failures.prefix(3))")
            #expect(abs(session.truth - session.truth.rounded()) < 0.001)
            #expect(session.pager.currentPage == session.wrap(Int(session.truth.rounded())))
            #expect(session.pager.scrollView.edgeHits == 0)
            // Consecutive reports differ by one page (forwards or backwards); the first report is
            // page 0, before the session jumped to its starting page.
            let reports = session.pager.reportedPages.dropFirst(session.pager.reportedPages.first == 0 ? 1 : 0)
            for (a, b) in zip(reports, reports.dropFirst()) {
                #expect(session.wrap(b - a) == 1 || session.wrap(a - b) == 1)
            }
        }
    }

    // MARK: Asynchronous pages

    @Test func asyncPagesShowPlaceholderThenContentAndIgnoreStaleLoads() {
        let session = PagerSession(count: 10, async: true)
        let pager = session.pager
        #expect(session.source.pending.map(\.page).sorted() == [0, 1, 9])
        #expect(pager.pageViews.allSatisfy { $0.content == nil })       // placeholders
        session.source.deliverAll()
        #expect(pager.pageViews.map(\.content) == ["page 9", "page 0", "page 1"])

        // Swipe forwards: page 2 is requested and shows a placeholder; page 1 kept its content.
        session.swipe(points: 60, velocity: 1_200)
        session.settle()
        #expect(pager.currentPage == 1)
        #expect(pager.pageView(atViewportFraction: 0.5)?.content == "page 1")
        #expect(pager.pageViews.last?.page == 2 && pager.pageViews.last?.content == nil)
        let pageTwo = session.source.pending.first { $0.page == 2 }

        // Move far away before page 2 arrives: its request is void.
        pager.scrollToPage(6, animated: false)
        #expect(pageTwo?.isCancelled == true)
        session.truth = 6
        session.source.deliverAll()        // page 2 arrives late, and 5, 6, 7 on time
        #expect(pager.pageViews.map(\.content) == ["page 5", "page 6", "page 7"])
        session.check("after delivery")
        #expect(session.failures.count == 0, "\(session.failures.prefix(3))")

        // A reload voids everything pending and asks again.
        session.source.pending.removeAll()
        pager.reloadData()
        #expect(session.source.pending.count == 3)
        #expect(pager.pageViews.allSatisfy { $0.content == nil })
    }

    @Test func requestsArePerPagePassedNotPerFrame() {
        let session = PagerSession(count: 20)
        let before = session.pager.requestLog.count
        for _ in 0..<5 { session.swipe(points: 50, velocity: 1_500); session.settle() }
        #expect(session.pager.requestLog.count - before == 5)      // one new page per page turned
        #expect(session.failures.count == 0, "\(session.failures.prefix(3))")
    }

    // MARK: Auto-advance

    @Test func autoAdvancePausesWhileTouchingAndResumesFromTheCurrentPage() {
        let session = PagerSession(count: 5)
        let pager = session.pager
        pager.autoAdvanceInterval = 2
        #expect(pager.timer != nil)
        pager.run(seconds: 2.5)
        #expect(pager.currentPage == 1)
        // A finger lands and stays down for ten seconds: nothing advances.
        pager.scrollView.beginDragging()
        #expect(pager.timer == nil)
        pager.run(seconds: 10)
        #expect(pager.currentPage == 1)
        pager.scrollView.endDragging(velocity: .zero)
        #expect(pager.timer != nil)
        pager.run(seconds: 1.8)
        #expect(pager.currentPage == 1)                 // a full interval after the finger lifted
        pager.run(seconds: 0.6)
        #expect(pager.currentPage == 2)
        // The user swipes two pages on; the next advance continues from there, not from 0.
        session.truth = 2
        session.swipe(points: 60, velocity: 1_200)
        session.settle()
        session.swipe(points: 60, velocity: 1_200)
        session.settle()
        #expect(pager.currentPage == 4)
        pager.run(seconds: 2.5)
        #expect(pager.currentPage == 0)                 // 4 → 0 wraps forwards
        #expect(pager.reportedPages == [0, 1, 2, 3, 4, 0])
        #expect(pager.scrollView.edgeHits == 0)
    }

    @Test func autoAdvancePausesOffWindowAndWhileInactive() {
        let session = PagerSession(count: 4)
        let pager = session.pager
        pager.autoAdvanceInterval = 1
        pager.isInWindow = false
        pager.run(seconds: 5)
        #expect(pager.currentPage == 0 && pager.timer == nil)
        pager.isInWindow = true
        pager.isApplicationActive = false
        pager.run(seconds: 5)
        #expect(pager.currentPage == 0)
        pager.isApplicationActive = true
        pager.run(seconds: 1.5)
        #expect(pager.currentPage == 1)
        pager.autoAdvanceInterval = nil
        pager.run(seconds: 5)
        #expect(pager.currentPage == 1 && pager.timer == nil)
    }

    @Test func autoAdvanceSurvivesReloadAndCountChanges() {
        let session = PagerSession(count: 6, page: 4)
        let pager = session.pager
        pager.autoAdvanceInterval = 1
        session.source.count = 3
        pager.reloadData()
        #expect(pager.currentPage == 2)                 // clamped, not back to 0
        pager.run(seconds: 1.5)
        #expect(pager.currentPage == 0)                 // 2 → 0: forwards
        session.source.count = 1
        pager.reloadData()
        #expect(pager.timer == nil)
        pager.run(seconds: 3)
        #expect(pager.currentPage == 0)
        session.source.count = 4
        pager.reloadData()
        let scheduled = pager.timersScheduled
        pager.run(seconds: 1.5)
        #expect(pager.currentPage == 1 && pager.timersScheduled == scheduled)
        // Only one timer ever runs.
        #expect(pager.timer?.isValid == true)
    }

    /// An auto-advance tick while the previous advance still animates continues it (no jump back,
    /// no skipped page), even with an interval shorter than the animation.
    @Test func fastAutoAdvanceNeverSkips() {
        let session = PagerSession(count: 7)
        let pager = session.pager
        pager.autoAdvanceInterval = 0.2                 // the animation takes 0.3 s
        pager.run(seconds: 3.05)
        pager.autoAdvanceInterval = nil
        pager.runUntilIdle()
        let reports = pager.reportedPages
        for (a, b) in zip(reports, reports.dropFirst()) { #expect(b == (a + 1) % 7) }
        #expect(reports.count >= 10)
        #expect(pager.scrollView.edgeHits == 0)
        #expect(pager.scrollView.contentOffset.x == 2 * session.width)
    }

    @Test func pagerIsReleasedAndItsTimerThenDoesNothing() {
        var source: PageSource? = PageSource(count: 3)
        var pager: HostPageView? = HostPageView(pageSize: CGSize(width: 300, height: 200))
        pager?.dataSource = source
        pager?.isInWindow = true
        pager?.autoAdvanceInterval = 1
        weak let weakPager = pager
        let timer = pager?.timer
        #expect(timer != nil)
        pager = nil
        #expect(weakPager == nil)                       // the timer does not keep the pager alive
        timer?.fire()
        #expect(timer?.isValid == false)
        source = nil
    }

    // MARK: Programmatic, rotation, accessibility

    @Test func programmaticScrollsTakeTheShortestWay() {
        let session = PagerSession(count: 10)
        let pager = session.pager
        pager.scrollToPage(9, animated: true)
        pager.runUntilIdle()
        #expect(pager.currentPage == 9 && pager.reportedPages == [0, 9])
        pager.scrollToPage(1, animated: true)           // 9 → 0 → 1, forwards
        pager.runUntilIdle()
        #expect(pager.currentPage == 1 && pager.reportedPages == [0, 9, 0, 1])
        pager.scrollToPage(6, animated: true)           // five away: a cut, then one page
        pager.runUntilIdle()
        #expect(pager.currentPage == 6)
        pager.scrollToNextPage()
        pager.scrollToNextPage()                        // pressed twice quickly
        pager.runUntilIdle()
        #expect(pager.currentPage == 8)
        #expect(pager.scrollView.edgeHits == 0)
        #expect(pager.scrollView.contentOffset.x == 2 * session.width)
    }

    /// UIKit may report `willDecelerate: false` for a release without velocity even when the
    /// target differs from the offset; the pager then slides to the target instead of jumping.
    @Test func releaseWithoutDecelerationSlidesToTheTarget() {
        let session = PagerSession(count: 5)
        let pager = session.pager
        pager.scrollView.beginDragging()
        pager.scrollView.drag(by: CGPoint(x: -250, y: 0))          // 0.64 page on: page 1 is nearest
        #expect(pager.currentPage == 1)
        var target = pager.scrollView.contentOffset
        pager.scrollViewWillEndDragging(pager.scrollView, withVelocity: .zero, targetContentOffset: &target)
        let before = pager.scrollView.contentOffset.x
        pager.scrollViewDidEndDragging(pager.scrollView, willDecelerate: false)
        #expect(pager.scrollView.contentOffset.x == before)          // no jump...
        #expect(pager.scrollView.isAnimatingScroll)                  // ...a slide
        pager.runUntilIdle()
        #expect(pager.currentPage == 1)
        #expect(pager.scrollView.contentOffset.x == CGFloat(2 * 390))
    }

    @Test func scrollToPageBeforeLayoutIsSafe() {
        let source = PageSource(count: 5)
        let pager = HostPageView(pageSize: .zero)
        pager.dataSource = source
        pager.scrollToPage(3, animated: true)
        #expect(pager.currentPage == 3)
        pager.resize(to: CGSize(width: 390, height: 300))
        #expect(pager.pageView(atViewportFraction: 0.5)?.page == 3)
        #expect(pager.scrollView.contentOffset.x == CGFloat(2 * 390))
    }

    @Test func rotationMidFlingKeepsThePage() {
        let session = PagerSession(count: 6)
        let pager = session.pager
        session.swipe(points: 80, velocity: 1_500)
        session.frame()
        session.frame()
        pager.resize(to: CGSize(width: 844, height: 390))
        pager.runUntilIdle()
        #expect(pager.currentPage == 0 || pager.currentPage == 1)
        #expect(pager.scrollView.contentOffset.x == CGFloat(2 * 844))
        #expect(pager.pageView(atViewportFraction: 0.01)?.page == pager.currentPage)
        #expect(pager.pageView(atViewportFraction: 0.99)?.page == pager.currentPage)
    }

    @Test func voiceOverThreeFingerSwipesPage() {
        let session = PagerSession(count: 3)
        let pager = session.pager
        #expect(pager.accessibilityScroll(forwards: true))
        #expect(pager.currentPage == 1)
        #expect(pager.accessibilityScroll(forwards: false))
        #expect(pager.accessibilityScroll(forwards: false))
        #expect(pager.currentPage == 2)
        let one = PagerSession(count: 1)
        #expect(!one.pager.accessibilityScroll(forwards: true))
    }
}
