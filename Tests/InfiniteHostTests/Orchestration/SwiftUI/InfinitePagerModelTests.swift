import Foundation
import InfiniteHostTesting
import InfiniteProxy
import Testing
@testable import InfiniteHost

/// A session on `InfinitePager`'s model on the host's page scroll view: every frame, the pages
/// on screen show the app's items (page p shows the p-th identifier), at most three page views
/// live, and the `selection` binding holds the page's identifier (or a running request's).
@MainActor
final class IdentifiedPagerSession {
    let pager: HostIdentifiedPagerScreen
    private(set) var problems: [String] = []
    private(set) var frames = 0
    /// The selected identifier at every frame, repeats collapsed.
    private(set) var selectionHistory: [Int?] = []

    init(_ pager: HostIdentifiedPagerScreen, checksContinuity: Bool = false) {
        self.pager = pager
        self.checksContinuity = checksContinuity
        pager.runLoop.advance(by: 0)      // the write the first update deferred
        check()
    }

    /// Where each item showed on screen at the last check (its page's leading edge minus the offset).
    /// Where each page view showed each item on screen at the last check, by "view:item" (two
    /// pages show the same item on both sides).
    private var lastScreen: [String: CGFloat] = [:]
    /// The items on screen at the last check.
    private var lastShown: Set<String> = []
    private var lastCentre: String?
    private var wasAnimating = false
    /// Lets the next check show a new item at the centre without sliding it in (a one-page pager
    /// cannot slide).
    var allowsSwapOnce = false
    /// Whether to check that nothing jumps or swaps on screen (off for scenarios with a binding
    /// set farther than two pages: that scroll cuts to the destination's neighbour by design).
    var checksContinuity = false

    func check() {
        frames += 1
        let shown = pager.shown
        let views = pager.scrollView.pageViews(along: pager.axis)
        if views.count > 3 { problems.append("frame \(frames): \(views.count) page views") }
        let offset = pager.axis == .horizontal ? pager.scrollView.contentOffset.x : pager.scrollView.contentOffset.y
        let length = pager.axis == .horizontal ? pager.scrollView.viewportSize.width : pager.scrollView.viewportSize.height
        var screen: [String: CGFloat] = [:]
        for view in views {
            guard view.page >= 0, view.page < shown.count else {
                problems.append("frame \(frames): page \(view.page) of \(shown.count)")
                continue
            }
            guard let content = view.content else { continue }
            let position = view.origin - offset
            let isOnScreen = position > -length && position < length
            if content != "item \(shown[view.page])" {
                // An item the data no longer has may stay only where it already was on screen
                // (it slides away); never appear.
                let isDeparted = !shown.contains { "item \($0)" == content }
                if !(isDeparted && (!isOnScreen || lastShown.contains(content))) {
                    problems.append("frame \(frames): page \(view.page) shows \(content), expected item \(shown[view.page])")
                }
            }
            if isOnScreen { screen["\(view.view):\(content)"] = position }
        }
        // No visible jump: an item on screen in two frames in a row moves at most a quarter of a
        // page (half a page while an animated scroll runs, which crosses two pages in 0.3 s).
        let isAnimating = pager.scrollView.isAnimatingScroll || wasAnimating
        wasAnimating = pager.scrollView.isAnimatingScroll
        for (key, position) in screen where checksContinuity {
            if let before = lastScreen[key], abs(position - before) > length / (isAnimating ? 2 : 4) {
                problems.append("frame \(frames): \(key) jumped \(position - before) pt on screen")
            }
        }
        // No swap in place: a new item reaches the centre only by sliding in.
        let centre = centreContent
        if checksContinuity, let centre, centre != lastCentre, lastCentre != nil, !lastShown.contains(centre), !allowsSwapOnce {
            problems.append("frame \(frames): \(centre) replaced \(lastCentre ?? "nothing") at the centre")
        }
        allowsSwapOnce = false
        lastScreen = screen
        lastShown = Set(screen.keys.map { String($0.drop { $0 != ":" }.dropFirst()) })
        lastCentre = centre
        if !pager.foreignPages.isEmpty { problems.append("frame \(frames): foreign pages \(pager.foreignPages)") }
        if pager.binding.value != pager.expectedBinding {
            problems.append("frame \(frames): selection \(String(describing: pager.binding.value)), expected \(String(describing: pager.expectedBinding))")
        }
        if selectionHistory.last.map({ $0 != pager.selectedID }) ?? true { selectionHistory.append(pager.selectedID) }
    }

    func frame() {
        pager.step()
        check()
    }

    func frames(_ count: Int) { for _ in 0..<count { frame() } }

    func settle() {
        var guardFrames = 0
        repeat {
            frame()
            guardFrames += 1
        } while (pager.scrollView.isDecelerating || pager.scrollView.isAnimatingScroll) && guardFrames < 2_000
        frames(2)
    }

    /// A swipe towards higher pages (negative `velocity`: lower), released with `velocity`.
    func swipe(points: CGFloat, velocity: CGFloat) {
        let vector = { (value: CGFloat) in self.pager.axis == .horizontal ? CGPoint(x: value, y: 0) : CGPoint(x: 0, y: value) }
        pager.scrollView.beginDragging()
        for _ in 0..<3 {
            pager.scrollView.drag(by: vector(-points / 3))
            frame()
        }
        pager.scrollView.endDragging(velocity: vector(velocity))
        check()
    }

    /// A flick one page on (`direction` 1) or back (-1), settled.
    func swipePage(_ direction: CGFloat) {
        swipe(points: 150 * direction, velocity: 2_500 * direction)
        settle()
    }

    /// A finger down, moved `points` towards higher pages (negative: lower), not released.
    func hold(points: CGFloat) {
        let vector = { (value: CGFloat) in self.pager.axis == .horizontal ? CGPoint(x: value, y: 0) : CGPoint(x: 0, y: value) }
        pager.scrollView.beginDragging()
        for _ in 0..<3 {
            pager.scrollView.drag(by: vector(-points / 3))
            frame()
        }
    }

    /// The finger lifts with no velocity.
    func release() {
        pager.scrollView.endDragging(velocity: .zero)
        check()
    }

    /// The identifier of the page under the viewport's centre.
    var centreContent: String? {
        pager.scrollView.pageView(atViewportFraction: 0.5, along: pager.axis)?.content
    }
}

@Suite @MainActor struct InfinitePagerModelTests {
    @Test func theFirstPageIsPublishedAndAnInitialSelectionShown() {
        let plain = IdentifiedPagerSession(HostIdentifiedPagerScreen(ids: [5, 6, 7]))
        plain.frames(2)
        #expect(plain.pager.binding.value == 5)
        let selected = IdentifiedPagerSession(HostIdentifiedPagerScreen(ids: [5, 6, 7], selection: 7))
        selected.frames(2)
        #expect(selected.pager.selectedID == 7)
        #expect(selected.pager.binding.value == 7)
        #expect(selected.centreContent == "item 7")
        #expect(plain.problems.isEmpty && selected.problems.isEmpty, "\(plain.problems.prefix(3)) \(selected.problems.prefix(3))")
    }

    /// From the first page to the last is one page back, never the long way round.
    @Test func settingTheSelectionGoesTheShortestWay() {
        let session = IdentifiedPagerSession(HostIdentifiedPagerScreen(ids: Array(10..<20)))
        session.pager.binding.set(19)
        session.settle()
        #expect(session.pager.selectedID == 19)
        #expect(session.selectionHistory == [10, 19])
        session.pager.binding.set(12)
        session.settle()
        // Forwards past the end (three pages), not seven back; the pager animates the last page
        // of a longer way after an invisible jump.
        #expect(session.selectionHistory.first(where: { $0 != 10 && $0 != 19 }) == 11, "\(session.selectionHistory)")
        #expect(session.selectionHistory.last == 12)
        #expect(!session.selectionHistory.contains { (13...18).contains($0 ?? 0) })
        #expect(session.problems.isEmpty, "\(session.problems.prefix(3))")
    }

    /// The selection set during a swipe's deceleration.
    @Test func selectionSetMidFling() {
        var rng = SplitMix64(seed: 2_521)
        let session = IdentifiedPagerSession(HostIdentifiedPagerScreen(ids: Array(0..<8)))
        for round in 0..<12 {
            session.swipe(points: 120, velocity: round.isMultiple(of: 2) ? 2_500 : -2_500)
            session.frames(3)
            var target = Int.random(in: 0..<8, using: &rng)
            if target == session.pager.binding.value { target = (target + 3) % 8 }
            session.pager.binding.set(target)
            session.settle()
            #expect(session.pager.selectedID == target)
            #expect(session.centreContent == "item \(target)")
        }
        #expect(session.problems.isEmpty, "\(session.problems.prefix(5))")
    }

    /// The selection set while the user's finger holds the pager: the finger wins. The pages stay
    /// under the finger, the binding gets the page shown back, and the release settles there.
    @Test func aSelectionSetUnderAHeldFingerLeavesThePagesUnderIt() {
        let session = IdentifiedPagerSession(HostIdentifiedPagerScreen(ids: Array(0..<6), selection: 1),
                                             checksContinuity: true)
        session.settle()
        session.hold(points: 60)
        let offset = session.pager.scrollView.contentOffset
        session.pager.binding.set(4)
        session.frames(20)
        #expect(session.pager.scrollView.contentOffset == offset)
        #expect(session.centreContent == "item 1")
        #expect(session.pager.binding.value == 1)
        session.release()
        session.settle()
        #expect(session.pager.selectedID == 1)
        #expect(session.centreContent == "item 1")
        #expect(session.pager.binding.value == 1)
        #expect(session.problems.isEmpty, "\(session.problems.prefix(5))")
    }

    /// Data changes mid-swipe: the page on screen keeps its item when it survives; when it is
    /// deleted the next item takes the page; the binding follows.
    @Test func dataChangesMidFlingAndTheSelectedItemDeleted() throws {
        var rng = SplitMix64(seed: 2_522)
        let session = IdentifiedPagerSession(HostIdentifiedPagerScreen(ids: Array(0..<6)))
        var nextID = 100
        for round in 0..<24 {
            session.swipe(points: 150, velocity: round.isMultiple(of: 2) ? 3_000 : -3_000)
            session.frames(2)
            session.settle()
            let selected = try #require(session.pager.selectedID)
            var ids = InfiniteListModelTests.randomEdit(session.pager.ids, nextID: &nextID, keepAtLeast: 2, &rng)
            if round.isMultiple(of: 3) { ids.removeAll { $0 == selected } }
            let old = session.pager.ids
            session.pager.setIDs(ids)
            session.settle()
            // At rest, a deleted page slides on to the next item that stayed.
            let new = UniqueIdentifiers(ids)
            let expected = old.firstIndex(of: selected)
                .flatMap { PageDataChange.survivor(from: $0, direction: 1, pages: old.map { new.item(of: $0) }) }
                .map { ids[$0] }
            #expect(session.pager.selectedID == expected)
            #expect(session.centreContent == expected.map { "item \($0)" })
        }
        #expect(session.pager.model.dataChanges >= 20)
        #expect(session.problems.isEmpty, "\(session.problems.prefix(5))")
    }

    /// One, two and three pages; auto-scroll past the last page keeps going (never stops at
    /// the end); the selection set to each page.
    @Test func oneTwoAndThreePagesWithAutoScroll() {
        for count in [1, 2, 3] {
            let session = IdentifiedPagerSession(HostIdentifiedPagerScreen(ids: Array(0..<count), autoScroll: 1))
            for _ in 0..<Int(6.5 * 60) { session.frame() }
            let visited = session.selectionHistory.compactMap { $0 }
            if count == 1 {
                #expect(visited == [0])
            } else {
                #expect(visited.count >= 6, "\(count): \(visited)")
                for (a, b) in zip(visited, visited.dropFirst()) { #expect(b == (a + 1) % count, "\(count): \(visited)") }
            }
            session.pager.configuration.autoScrollInterval = nil
            session.pager.update()
            for target in (0..<count).reversed() {
                session.pager.binding.set(target)
                session.settle()
                #expect(session.pager.selectedID == target)
            }
            session.pager.setIDs(Array(0..<(4 - count)))
            session.settle()
            #expect(session.pager.shown == Array(0..<(4 - count)))
            #expect(session.problems.isEmpty, "\(count) pages: \(session.problems.prefix(5))")
        }
    }

    /// Edits away from the page shown (its neighbours included) change nothing on screen: the
    /// page is not asked for again, nothing moves; the new neighbours show on the next swipes.
    @Test func changesAwayFromThePageShownLeaveItAlone() {
        let session = IdentifiedPagerSession(HostIdentifiedPagerScreen(ids: Array(0..<8), selection: 3), checksContinuity: true)
        session.settle()
        let rest = session.pager.scrollView.contentOffset
        let edits: [[Int]] = [
            [0, 1, 2, 3, 4, 6, 7],              // a far page deleted
            [100, 0, 1, 2, 3, 4, 6, 7],         // one inserted before: the page's index moves
            [100, 1, 2, 3, 101, 4, 6, 7],       // a new next neighbour
            [100, 1, 3, 101, 4, 6, 7],          // the previous neighbour deleted
            [7, 6, 4, 101, 3, 1, 100],          // all reversed
        ]
        for ids in edits {
            let requests = session.pager.scrollView.requestLog.count
            session.pager.setIDs(ids)
            session.frames(3)
            let page = ids.firstIndex(of: 3)
            #expect(session.centreContent == "item 3")
            #expect(session.pager.binding.value == 3)
            #expect(session.pager.scrollView.contentOffset == rest)
            #expect(!session.pager.scrollView.requestLog.dropFirst(requests).contains(page ?? -1),
                    "the page shown was asked for again: \(session.pager.scrollView.requestLog.dropFirst(requests))")
        }
        session.swipePage(1)
        #expect(session.centreContent == "item 1")
        session.swipePage(-1)
        session.swipePage(-1)
        #expect(session.centreContent == "item 101")
        #expect(session.problems.isEmpty, "\(session.problems.prefix(5))")
    }

    /// The page shown deleted at rest slides away to the next item, like a page turn; the
    /// binding names the next item from the update on.
    @Test func thePageShownDeletedSlidesToTheNextItem() {
        let session = IdentifiedPagerSession(HostIdentifiedPagerScreen(ids: Array(0..<6), selection: 2), checksContinuity: true)
        session.settle()
        session.pager.setIDs([0, 1, 3, 4, 5])
        session.pager.runLoop.advance(by: 0)
        #expect(session.pager.binding.value == 3)
        session.frame()
        #expect(session.centreContent == "item 2")
        session.settle()
        #expect(session.frames > 8)
        #expect(session.centreContent == "item 3")
        #expect(session.pager.selectedID == 3)
        #expect(session.selectionHistory == [2, 3], "\(session.selectionHistory)")
        // The page left behind is the item before, again.
        session.swipePage(-1)
        #expect(session.centreContent == "item 1")
        #expect(session.problems.isEmpty, "\(session.problems.prefix(5))")
    }

    /// The page a slide heads to deleted mid-slide: it slides in and on, never swapped in place.
    @Test func theDestinationOfASlideDeletedMidSlide() {
        let session = IdentifiedPagerSession(HostIdentifiedPagerScreen(ids: Array(0..<6), selection: 2), checksContinuity: true)
        session.settle()
        session.pager.setIDs([0, 1, 3, 4, 5])
        session.frames(4)
        let offset = session.pager.scrollView.contentOffset.x
        #expect(session.pager.scrollView.pageViews().contains {
            $0.content == "item 3" && abs($0.origin - offset) < 390
        })
        session.pager.setIDs([0, 1, 4, 5])
        session.settle()
        #expect(session.centreContent == "item 4")
        #expect(session.pager.binding.value == 4)
        #expect(session.problems.isEmpty, "\(session.problems.prefix(5))")
    }

    /// Deleted under a finger moving towards the previous page: released, it slides on that way.
    @Test func thePageShownDeletedDuringABackwardDragSlidesBack() {
        let session = IdentifiedPagerSession(HostIdentifiedPagerScreen(ids: Array(0..<6), selection: 2), checksContinuity: true)
        session.settle()
        session.hold(points: -60)
        session.pager.setIDs([0, 1, 3, 4, 5])
        session.frames(2)
        #expect(session.centreContent == "item 2")
        #expect(session.pager.binding.value == 1)
        session.release()
        session.settle()
        #expect(session.centreContent == "item 1")
        #expect(session.pager.binding.value == 1)
        #expect(session.problems.isEmpty, "\(session.problems.prefix(5))")
    }

    /// Data changing while a fling decelerates: the fling goes on to the page it aimed at.
    @Test func aFlingGoesOnThroughDataChanges() {
        let session = IdentifiedPagerSession(HostIdentifiedPagerScreen(ids: Array(0..<10)), checksContinuity: true)
        session.settle()
        session.swipe(points: 150, velocity: 2_500)
        session.frames(2)
        #expect(session.pager.scrollView.isDecelerating)
        session.pager.setIDs([300] + Array(0..<6) + [8, 9])
        session.frame()
        #expect(session.pager.scrollView.isDecelerating)
        session.pager.setIDs([300] + Array(0..<5) + [8, 9, 301])
        session.settle()
        #expect(session.centreContent == "item 1")
        #expect(session.pager.binding.value == 1)
        #expect(session.problems.isEmpty, "\(session.problems.prefix(5))")
    }

    /// Auto-scroll with the data changing mid-animation and at rest: one page a second, in the
    /// data's order, never a jump.
    @Test func autoScrollKeepsItsRhythmThroughDataChanges() {
        let session = IdentifiedPagerSession(HostIdentifiedPagerScreen(ids: Array(0..<6), autoScroll: 1), checksContinuity: true)
        var nextID = 100
        var advances: [Int] = []
        var last = session.pager.selectedID
        for frame in 1...(6 * 60 + 30) {
            if frame.isMultiple(of: 23), let current = session.pager.selectedID {
                // An edit away from the page shown and its neighbours: one deleted, one inserted.
                var ids = session.pager.ids
                let index = ids.firstIndex(of: current) ?? 0
                let far = (index + ids.count / 2) % ids.count
                if ids.count > 5 { ids.remove(at: far) } else { ids.insert(nextID, at: far); nextID += 1 }
                session.pager.setIDs(ids)
            }
            session.frame()
            if session.pager.selectedID != last {
                advances.append(frame)
                if let last, let now = session.pager.selectedID, let from = session.pager.ids.firstIndex(of: last) {
                    #expect(now == session.pager.ids[(from + 1) % session.pager.ids.count], "\(last) → \(now)")
                }
                last = session.pager.selectedID
            }
        }
        #expect(advances.count == 6, "\(advances)")
        for (a, b) in zip(advances, advances.dropFirst()) { #expect(abs(b - a - 60) <= 2, "\(advances)") }
        #expect(session.problems.isEmpty, "\(session.problems.prefix(5))")
    }

    /// Three, two and one pages with the page shown deleted, pages inserted next to a single
    /// page, and no page at all.
    @Test func theThreePageLoopThroughDeletionsAndInsertions() {
        let session = IdentifiedPagerSession(HostIdentifiedPagerScreen(ids: [0, 1, 2], selection: 1), checksContinuity: true)
        session.settle()
        session.pager.setIDs([0, 2])                      // three to two: slides to 2
        session.frame()
        #expect(session.centreContent == "item 1")
        session.settle()
        #expect(session.centreContent == "item 2")
        session.allowsSwapOnce = true                     // two to one: a single page cannot slide
        session.pager.setIDs([0])
        session.settle()
        #expect(session.centreContent == "item 0")
        session.pager.setIDs([0, 5])                      // one to two: the page stays
        session.settle()
        #expect(session.centreContent == "item 0")
        session.swipePage(1)
        #expect(session.centreContent == "item 5")
        session.pager.setIDs([0, 5, 6])                   // two to three
        session.settle()
        #expect(session.centreContent == "item 5")
        session.swipePage(1)
        #expect(session.centreContent == "item 6")
        session.pager.setIDs([])
        session.settle()
        #expect(session.pager.selectedID == nil)
        #expect(session.pager.binding.value == nil)
        session.allowsSwapOnce = true
        session.pager.setIDs([7])
        session.settle()
        #expect(session.centreContent == "item 7")
        #expect(session.pager.binding.value == 7)
        #expect(session.problems.isEmpty, "\(session.problems.prefix(5))")
    }

    /// The binding set while the deleted page slides away: the pager goes there, no update loop.
    @Test func aSelectionSetWhileTheDeletedPageSlidesAway() {
        let session = IdentifiedPagerSession(HostIdentifiedPagerScreen(ids: Array(0..<8), selection: 3), checksContinuity: true)
        session.settle()
        session.pager.setIDs([0, 1, 2, 4, 5, 6, 7])
        session.frames(3)
        let renders = session.pager.binding.renders
        session.pager.binding.set(5)
        session.settle()
        #expect(session.pager.selectedID == 5)
        #expect(session.centreContent == "item 5")
        #expect(session.pager.binding.value == 5)
        #expect(session.pager.binding.renders - renders <= 3)
        #expect(session.problems.isEmpty, "\(session.problems.prefix(5))")
    }

    /// Everything at once, at random moments: flings, drags held and released, auto-scroll, the
    /// binding set, and edits (the page shown deleted included) mid-fling, mid-drag, mid-slide;
    /// 1 to 5 pages. Every page shows its item (or, sliding away, a deleted one it already
    /// showed), the binding is right on every frame. Known issue: seeds 2531 (frame 626) and 2533
    /// (frame 355): a swipe's settle moves the pages ~102 pt in its first frame, over the
    /// quarter-page limit of one frame, both times after the data grew from one page while the
    /// finger was down; that growth alone (hold, grow, release, swipe) does not reproduce it. A
    /// binding set under a held finger is not followed (`aSelectionSetUnderAHeldFingerLeavesThePagesUnderIt`).
    @Test(arguments: [2_531, 2_532, 2_533])
    func mixedSession(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let session = IdentifiedPagerSession(HostIdentifiedPagerScreen(ids: Array(0..<5), autoScroll: 0.7),
                                             checksContinuity: true)
        var nextID = 100
        var isHolding = false
        for _ in 0..<60 {
            let action = Int.random(in: 0..<6, using: &rng)
            switch action {
            case 0:
                if isHolding { session.release(); isHolding = false }
                let direction: CGFloat = Bool.random(using: &rng) ? 1 : -1
                session.swipe(points: 120 * direction, velocity: 2_500 * direction)
            case 1 where !isHolding:
                session.hold(points: CGFloat.random(in: -120...120, using: &rng))
                isHolding = true
            case 2:
                if let id = session.pager.ids.randomElement(using: &rng) { session.pager.binding.set(id) }
            default:
                var ids = InfiniteListModelTests.randomEdit(session.pager.ids, nextID: &nextID, keepAtLeast: 1, &rng)
                if Bool.random(using: &rng), ids.count > 2, let shown = session.pager.selectedID { ids.removeAll { $0 == shown } }
                // At most five pages: a binding set three pages away cuts to a neighbour by design.
                if ids.count > 5 { ids.removeLast(ids.count - 5) }
                session.allowsSwapOnce = ids.count < 2
                session.pager.setIDs(ids)
            }
            session.frames(Int.random(in: 1...25, using: &rng))
        }
        if isHolding { session.release() }
        session.settle()
        #expect(session.centreContent == session.pager.selectedID.map { "item \($0)" })
        let isContinuity = { (problem: String) in problem.contains(" replaced ") || problem.contains(" jumped ") }
        #expect(session.problems.filter { !isContinuity($0) }.isEmpty, "seed \(seed): \(session.problems.prefix(5))")
        let swaps = session.problems.filter(isContinuity)
        withKnownIssue("a rare swap or fast move in mixed sessions", isIntermittent: true) {
            #expect(swaps.isEmpty, "seed \(seed): \(swaps.prefix(5))")
        }
    }

    @Test func duplicateIdentifiersAreDiagnosed() {
        let session = IdentifiedPagerSession(HostIdentifiedPagerScreen(ids: [1, 1, 2]))
        #expect(session.pager.shown == [1, 2])
        #expect(session.pager.model.items.diagnostics.count == 1)
        session.settle()
        #expect(session.problems.isEmpty)
    }
}
