import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// The library's `PagerController` (what `InfinitePageView` runs on iOS) on the host's page scroll
/// view: swipes, asynchronous pages, auto-advance, programmatic scrolls, rotation — on both axes.
@Suite struct PagerControllerTests {
    // MARK: Swipes

    /// The known failure of 3-page pagers: the second swipe starts before the first settled. At
    /// every gap between the swipes, two swipes move exactly two pages and every frame shows the
    /// strip's pages, with no blank and no edge hit.
    @Test(arguments: InfiniteAxis.allCases)
    func rapidDoubleSwipesNeverSkipOrRepeat(axis: InfiniteAxis) {
        for count in [2, 3, 5, 10] {
            for gap in [0, 1, 2, 3, 5, 8, 12, 20, 40, 90] {
                for direction: CGFloat in [1, -1] {
                    let session = PagerSession(count: count, axis: axis)
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
                    #expect(session.pager.offset == 2 * session.length)
                }
            }
        }
    }

    @Test(arguments: InfiniteAxis.allCases)
    func halfPageRuleAndFlicks(axis: InfiniteAxis) {
        for count in [2, 3, 7] {
            for (points, velocity, expected) in [(0.45, 0.0, 0), (0.55, 0.0, 1), (-0.45, 0.0, 0), (-0.55, 0.0, -1),
                                                 (0.45, 200.0, 0), (0.2, 900.0, 1), (-0.2, -900.0, -1),
                                                 (1.3, 0.0, 1), (0.3, -900.0, 0)] as [(CGFloat, CGFloat, Int)] {
                let session = PagerSession(count: count, axis: axis)
                session.swipe(points: points * session.length, moves: 12, velocity: velocity)
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
        #expect(one.pager.scrollView.requestLog == [0])           // never a copy of the page beside itself

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
        none.pager.controller.scroll(byPages: 1, animated: true)
        none.swipe(points: 50, velocity: 900)
        none.settle()
        #expect(none.pager.pageViews.isEmpty && none.pager.reportedPages.isEmpty && none.failures.isEmpty)
        none.pager.controller.reload(count: -3)                       // a bad count is no pages
        #expect(none.pager.controller.numberOfPages == 0 && none.pager.scrollView.contentSize.width == 0)
    }

    /// Off-window (or before layout) nothing can be seen moving: programmatic scrolls jump.
    @Test func offWindowScrollsJumpInsteadOfAnimating() {
        let pager = HostPager(count: 5, inWindow: false)
        pager.controller.scroll(byPages: 1, animated: true)
        #expect(!pager.scrollView.isAnimatingScroll && pager.currentPage == 1)
        pager.controller.windowDidChange(isInWindow: true)
        pager.controller.scroll(byPages: 1, animated: true)
        #expect(pager.scrollView.isAnimatingScroll)
        pager.runUntilIdle()
        #expect(pager.currentPage == 2 && pager.reportedPages == [0, 1, 2])
    }

    /// A bored user: random drags and flicks with random pauses, interrupting settles at any frame.
    @Test(arguments: InfiniteAxis.allCases)
    func randomSessionsShowTheStripEveryFrame(axis: InfiniteAxis) {
        var random = SplitMix64(seed: 0xB0DE)
        for _ in 0..<40 {
            let count = Int.random(in: 2...8, using: &random)
            let session = PagerSession(count: count, page: Int.random(in: 0..<count, using: &random), axis: axis)
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
        pager.controller.scrollToPage(6, animated: false)
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
        let before = session.pager.scrollView.requestLog.count
        for _ in 0..<5 { session.swipe(points: 50, velocity: 1_500); session.settle() }
        #expect(session.pager.scrollView.requestLog.count - before == 5)      // one new page per page turned
        #expect(session.failures.count == 0, "\(session.failures.prefix(3))")
    }

    /// A page whose content did not arrive during `loadPage` shows a placeholder (the source's, or
    /// the default) until it does; a page fulfilled at once never shows one. The content view that
    /// left a container is offered back for reuse.
    @Test func placeholdersShowOnlyWhileAPageLoadsAndContentIsReused() {
        let sync = HostPager(count: 5)
        #expect(sync.scrollView.placeholderCount == 0)
        #expect(sync.scrollView.placeholders == [nil, nil, nil])

        let async = HostPager(count: 5, async: true)
        #expect(async.scrollView.placeholderCount == 3)
        #expect(async.scrollView.placeholders == ["", "", ""])            // the default indicator
        async.source.placeholderText = "thumbnail"
        async.source.deliverAll()
        #expect(async.scrollView.placeholders == [nil, nil, nil])
        let shown = async.scrollView.contents.map { $0.map(ObjectIdentifier.init) }
        async.controller.scroll(byPages: 1, animated: false)                 // page 2 needs a container
        #expect(async.scrollView.placeholderCount == 4)
        let waiting = async.pageViews.last
        #expect(waiting?.page == 2)
        #expect(async.scrollView.placeholders[waiting?.view ?? -1] == "thumbnail 2")
        let request = async.source.pending.last
        #expect(request?.page == 2)
        // The container that showed page 4 is offered its old content view.
        #expect(request?.reusableContent.map(ObjectIdentifier.init) == shown[waiting?.view ?? -1])
        async.source.deliverAll()
        #expect(async.scrollView.placeholders == [nil, nil, nil])
        #expect(async.pageViews.map(\.content) == ["page 0", "page 1", "page 2"])
        // A late second fulfilment of the same request changes nothing.
        let before = async.scrollView.contents.map { $0.map(ObjectIdentifier.init) }
        request?.fulfill(with: HostPageContent(text: "page 2 again"))
        #expect(async.scrollView.contents.map { $0.map(ObjectIdentifier.init) } == before)
    }

    // MARK: Auto-advance

    @Test func autoAdvancePausesWhileTouchingAndResumesFromTheCurrentPage() {
        let session = PagerSession(count: 5)
        let pager = session.pager
        pager.controller.autoAdvanceInterval = 2
        #expect(pager.hasTimer)
        pager.run(seconds: 2.5)
        #expect(pager.currentPage == 1)
        // A finger lands and stays down for ten seconds: nothing advances.
        pager.scrollView.beginDragging()
        #expect(!pager.hasTimer)
        pager.run(seconds: 10)
        #expect(pager.currentPage == 1)
        pager.scrollView.endDragging(velocity: .zero)
        #expect(pager.hasTimer)
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
        pager.controller.autoAdvanceInterval = 1
        pager.controller.windowDidChange(isInWindow: false)
        pager.run(seconds: 5)
        #expect(pager.currentPage == 0 && !pager.hasTimer)
        pager.controller.windowDidChange(isInWindow: true)
        pager.controller.applicationDidChange(isActive: false)
        pager.run(seconds: 5)
        #expect(pager.currentPage == 0)
        pager.controller.applicationDidChange(isActive: true)
        pager.run(seconds: 1.5)
        #expect(pager.currentPage == 1)
        pager.controller.autoAdvanceInterval = nil
        pager.run(seconds: 5)
        #expect(pager.currentPage == 1 && !pager.hasTimer)
        #expect(pager.runLoop.activeTimerCount == 0)
    }

    /// `isAutoAdvancePaused` stops the timer without forgetting the interval; it is one pause reason
    /// among others (VoiceOver's resume does not lift it).
    @Test func isAutoAdvancePausedStopsAndResumesWithoutForgettingTheInterval() {
        let pager = HostPager(count: 4)
        pager.controller.autoAdvanceInterval = 1
        pager.controller.isAutoAdvancePaused = true
        #expect(pager.controller.isAutoAdvancePaused && !pager.hasTimer)
        #expect(pager.controller.autoAdvanceInterval == 1)
        pager.controller.voiceOverDidChange(isRunning: true)
        pager.controller.voiceOverDidChange(isRunning: false)
        pager.run(seconds: 3)
        #expect(pager.currentPage == 0 && !pager.hasTimer)
        pager.controller.isAutoAdvancePaused = false
        #expect(!pager.controller.isAutoAdvancePaused && pager.hasTimer)
        pager.run(seconds: 1.5)
        #expect(pager.currentPage == 1)
    }

    /// VoiceOver pauses auto-advance while its focus is inside the pager (pages must not move under
    /// the reading cursor), and it starts again a full interval after the focus leaves.
    @Test func voiceOverPausesAutoAdvanceWhileItsFocusIsInside() {
        let pager = HostPager(count: 4)
        pager.controller.autoAdvanceInterval = 1
        pager.controller.voiceOverDidChange(isRunning: true)
        pager.controller.voiceOverFocusDidChange(isInside: true)
        #expect(!pager.hasTimer)
        pager.run(seconds: 4)
        #expect(pager.currentPage == 0)
        pager.controller.voiceOverFocusDidChange(isInside: false)
        pager.run(seconds: 0.9)
        #expect(pager.currentPage == 0)                 // a full interval after the focus left
        pager.run(seconds: 0.2)
        pager.runUntilIdle()
        #expect(pager.currentPage == 1)
    }

    /// With VoiceOver running and its focus elsewhere on screen, the pager goes on advancing, as
    /// the carousel does; VoiceOver stopping forgets where the focus was.
    @Test func voiceOverWithItsFocusElsewhereLeavesAutoAdvanceRunning() {
        let pager = HostPager(count: 4)
        pager.controller.autoAdvanceInterval = 1
        pager.controller.voiceOverDidChange(isRunning: true)
        #expect(pager.hasTimer)
        pager.run(seconds: 1.1)
        pager.runUntilIdle()
        #expect(pager.currentPage == 1)
        pager.controller.voiceOverFocusDidChange(isInside: true)
        #expect(!pager.hasTimer)
        pager.controller.voiceOverDidChange(isRunning: false)
        #expect(pager.hasTimer && !pager.controller.isVoiceOverFocusInside)
        pager.controller.voiceOverDidChange(isRunning: true)
        #expect(pager.hasTimer)
        // Focus reported while VoiceOver is off does not pause either.
        pager.controller.voiceOverDidChange(isRunning: false)
        pager.controller.voiceOverFocusDidChange(isInside: true)
        #expect(pager.hasTimer)
    }

    /// The timer lets the system fire up to a tenth of the interval late (battery), as `Timer`'s
    /// `tolerance`.
    @Test func autoAdvanceTimerToleranceIsATenthOfTheInterval() {
        #expect(PagerController<HostPageScrollView>.timerTolerance(forInterval: 2.5) == 0.25)
        let pager = HostPager(count: 4)
        pager.controller.autoAdvanceInterval = 2.5
        let timer = pager.controller.autoAdvanceTimer as? HostTimer
        #expect(timer?.interval == 2.5)
        #expect(timer?.tolerance == 0.25)
    }

    @Test func autoAdvanceSurvivesReloadAndCountChanges() {
        let session = PagerSession(count: 6, page: 4)
        let pager = session.pager
        pager.controller.autoAdvanceInterval = 1
        session.source.count = 3
        pager.reloadData()
        #expect(pager.currentPage == 2)                 // clamped, not back to 0
        pager.run(seconds: 1.5)
        #expect(pager.currentPage == 0)                 // 2 → 0: forwards
        session.source.count = 1
        pager.reloadData()
        #expect(!pager.hasTimer)
        pager.run(seconds: 3)
        #expect(pager.currentPage == 0)
        session.source.count = 4
        pager.reloadData()
        let scheduled = pager.runLoop.scheduledTimerCount
        pager.run(seconds: 1.5)
        #expect(pager.currentPage == 1 && pager.runLoop.scheduledTimerCount == scheduled)
        // Only one timer ever runs.
        #expect(pager.hasTimer && pager.runLoop.activeTimerCount == 1)
    }

    /// An auto-advance tick while the previous advance still animates continues it (no jump back,
    /// no skipped page), even with an interval shorter than the animation.
    @Test(arguments: InfiniteAxis.allCases)
    func fastAutoAdvanceNeverSkips(axis: InfiniteAxis) {
        let session = PagerSession(count: 7, axis: axis)
        let pager = session.pager
        pager.controller.autoAdvanceInterval = 0.2                 // the animation takes 0.3 s
        pager.run(seconds: 3.05)
        pager.controller.autoAdvanceInterval = nil
        pager.runUntilIdle()
        let reports = pager.reportedPages
        for (a, b) in zip(reports, reports.dropFirst()) { #expect(b == (a + 1) % 7) }
        #expect(reports.count >= 10)
        #expect(pager.scrollView.edgeHits == 0)
        #expect(pager.offset == 2 * session.length)
    }

    /// The timer does not keep the pager alive; once it is gone the timer stops and does nothing.
    @Test func pagerIsReleasedAndItsTimerThenDoesNothing() {
        let runLoop = HostRunLoop()
        var scrollView: HostPageScrollView? = HostPageScrollView(pageSize: CGSize(width: 300, height: 200))
        var pager: PagerController<HostPageScrollView>? = scrollView.map { PagerController(surface: $0, scheduler: runLoop) }
        pager?.reload(count: 3)
        pager?.windowDidChange(isInWindow: true)
        pager?.autoAdvanceInterval = 1
        weak let weakPager = pager
        #expect(runLoop.activeTimerCount == 1)
        pager = nil
        #expect(weakPager == nil)
        runLoop.advance(by: 3)
        #expect(runLoop.activeTimerCount == 0)
        #expect(scrollView?.contentOffset.x == 600)      // nothing moved: still resting on page 0
        scrollView = nil
    }

    // MARK: Programmatic, rotation

    @Test(arguments: InfiniteAxis.allCases)
    func programmaticScrollsTakeTheShortestWay(axis: InfiniteAxis) {
        let session = PagerSession(count: 10, axis: axis)
        let pager = session.pager
        pager.controller.scrollToPage(9, animated: true)
        pager.runUntilIdle()
        #expect(pager.currentPage == 9 && pager.reportedPages == [0, 9])
        pager.controller.scrollToPage(1, animated: true)           // 9 → 0 → 1, forwards
        pager.runUntilIdle()
        #expect(pager.currentPage == 1 && pager.reportedPages == [0, 9, 0, 1])
        pager.controller.scrollToPage(6, animated: true)           // five away: a cut, then one page
        pager.runUntilIdle()
        #expect(pager.currentPage == 6)
        pager.controller.scroll(byPages: 1, animated: true)
        pager.controller.scroll(byPages: 1, animated: true)        // pressed twice quickly
        pager.runUntilIdle()
        #expect(pager.currentPage == 8)
        #expect(pager.scrollView.edgeHits == 0)
        #expect(pager.offset == 2 * session.length)
    }

    /// UIKit may report `willDecelerate: false` for a release without velocity even when the
    /// target differs from the offset; the pager then slides to the target instead of jumping.
    @Test(arguments: InfiniteAxis.allCases)
    func releaseWithoutDecelerationSlidesToTheTarget(axis: InfiniteAxis) {
        let session = PagerSession(count: 5, axis: axis)
        let pager = session.pager
        pager.scrollView.beginDragging()
        pager.scrollView.drag(by: pager.vector(-0.64 * session.length))   // 0.64 page on: page 1 is nearest
        #expect(pager.currentPage == 1)
        var target = pager.scrollView.contentOffset
        pager.controller.willEndDragging(velocity: .zero, targetContentOffset: &target)
        let before = pager.offset
        pager.controller.didEndDragging(willDecelerate: false)
        #expect(pager.offset == before)                              // no jump...
        #expect(pager.scrollView.isAnimatingScroll)                  // ...a slide
        pager.runUntilIdle()
        #expect(pager.currentPage == 1)
        #expect(pager.offset == 2 * session.length)
    }

    @Test func scrollToPageBeforeLayoutIsSafe() {
        let pager = HostPager(count: 5, pageSize: .zero, inWindow: false)
        pager.controller.scrollToPage(3, animated: true)
        #expect(pager.currentPage == 3)
        pager.scrollView.viewportSize = CGSize(width: 390, height: 300)
        pager.scrollView.layoutIfNeeded()
        #expect(pager.pageView(atViewportFraction: 0.5)?.page == 3)
        #expect(pager.scrollView.contentOffset.x == CGFloat(2 * 390))
    }

    @Test(arguments: InfiniteAxis.allCases)
    func rotationMidFlingKeepsThePage(axis: InfiniteAxis) {
        let session = PagerSession(count: 6, axis: axis)
        let pager = session.pager
        session.swipe(points: 80, velocity: 1_500)
        session.frame()
        session.frame()
        // A rotation: the new bounds are laid out in the same run-loop turn, before the next frame.
        pager.scrollView.viewportSize = CGSize(width: 844, height: 390)
        pager.scrollView.layoutIfNeeded()
        pager.runUntilIdle()
        let length: CGFloat = axis == .horizontal ? 844 : 390
        #expect(pager.currentPage == 0 || pager.currentPage == 1)
        #expect(pager.offset == 2 * length)
        #expect(pager.scrollView.contentSize == (axis == .horizontal
            ? CGSize(width: 5 * 844, height: 390) : CGSize(width: 844, height: 5 * 390)))
        #expect(pager.pageView(atViewportFraction: 0.01)?.page == pager.currentPage)
        #expect(pager.pageView(atViewportFraction: 0.99)?.page == pager.currentPage)
    }

    /// P1, settled for the glue's rule: the geometry is re-applied only when the size changes. A
    /// layout pass at the same size (UIKit lays a scroll view out on every frame; the app may call
    /// `setNeedsLayout`) leaves a running fling alone; a real size change re-applies it.
    @Test func layoutReappliesTheGeometryOnlyWhenTheSizeChanges() {
        let session = PagerSession(count: 6)
        let pager = session.pager
        session.swipe(points: 40, velocity: 2_500)
        session.frame()
        #expect(pager.scrollView.isDecelerating)
        pager.scrollView.viewportSize = CGSize(width: 390, height: 300)     // the same size
        pager.scrollView.setNeedsLayout()
        pager.scrollView.layoutIfNeeded()
        #expect(pager.scrollView.isDecelerating)                            // the fling goes on
        session.settle()
        #expect(session.failures.isEmpty, "\(session.failures.prefix(2))")
        #expect(pager.currentPage == 1 && abs(session.truth - 1) < 0.001)

        session.swipe(points: 40, velocity: 2_500)
        session.frame()
        pager.scrollView.viewportSize = CGSize(width: 391, height: 300)     // a real change
        pager.scrollView.layoutIfNeeded()
        #expect(!pager.scrollView.isDecelerating)                           // ended on a page
        #expect(pager.offset == CGFloat(2 * 391))
    }

    /// The scroll view bounces along the page axis only, and only when there are pages; the
    /// indicators and scroll-to-top are off.
    @Test func bounceFollowsTheAxisAndTheCount() {
        let pager = HostPager(count: 3)
        #expect(pager.scrollView.alwaysBounceHorizontal && !pager.scrollView.alwaysBounceVertical)
        #expect(pager.scrollView.chrome == ScrollChrome(showsVerticalIndicator: false, showsHorizontalIndicator: false,
                                                        scrollsToTop: false))
        pager.controller.axis = .vertical
        #expect(!pager.scrollView.alwaysBounceHorizontal && pager.scrollView.alwaysBounceVertical)
        #expect(pager.scrollView.contentSize == CGSize(width: 390, height: 5 * 300))
        pager.source.count = 0
        pager.reloadData()
        #expect(!pager.scrollView.alwaysBounceHorizontal && !pager.scrollView.alwaysBounceVertical)
    }

    /// Changing the axis keeps the page and moves the containers onto the new axis.
    @Test func changingTheAxisKeepsThePage() {
        let pager = HostPager(count: 5)
        pager.controller.scrollToPage(3, animated: false)
        pager.controller.axis = .vertical
        #expect(pager.currentPage == 3)
        #expect(pager.scrollView.contentOffset == CGPoint(x: 0, y: 600))
        #expect(pager.pageViews.map(\.page) == [2, 3, 4])
        #expect(pager.pageViews.map(\.origin) == [300, 600, 900])
        #expect(pager.scrollView.containerFrames.compactMap { $0 }.allSatisfy { $0.minX == 0 && $0.width == 390 })
    }
}
