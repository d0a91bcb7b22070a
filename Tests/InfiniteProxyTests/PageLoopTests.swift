import Foundation
import InfiniteHostTesting
import Testing
@testable import InfiniteProxy

/// A model pager around a ``PageLoop``: a scroll offset, a deceleration that approaches its target,
/// and the *truth* — the position `P` (in pages) of the viewport's leading edge on an endless strip
/// where page `k` occupies `[k, k+1)`, moved only by physical movement (drag, momentum, animation).
/// Every frame checks that what the loop shows at several points of the viewport is the strip's
/// page there, and that only the three slots around the middle are ever visible.
private struct PagerSimulation {
    let width: CGFloat
    var loop: PageLoop
    var offset: CGFloat
    var truth: CGFloat
    var target: CGFloat?          // deceleration / animation target (offset space)
    var animating = false
    var frames = 0
    var failures: [String] = []

    init(count: Int, page: Int, width: CGFloat = 390) {
        self.width = width
        loop = PageLoop(count: count, currentPage: page)
        offset = loop.restingOffset(pageLength: width)
        truth = CGFloat(loop.currentPage)
    }

    var count: Int { loop.count }

    func wrap(_ value: Int) -> Int { ((value % count) + count) % count }

    /// The page the strip shows at fraction `f` of the viewport.
    func truthPage(at f: CGFloat) -> Int { wrap(Int((truth + f).rounded(.down))) }

    /// The page the loop shows there, or nil if that point is outside the three slots.
    func loopPage(at f: CGFloat) -> Int? {
        let position = (offset - loop.restingOffset(pageLength: width)) / width
        let slot = Int((position + f).rounded(.down))
        guard (-1...1).contains(slot) else { return nil }
        return loop.page(atDistance: slot)
    }

    mutating func check(_ context: String) {
        frames += 1
        for f: CGFloat in [0.0137, 0.4871, 0.9863] {
            let shown = loopPage(at: f)
            if shown != truthPage(at: f) {
                failures.append("\(context): at \(f) loop shows \(String(describing: shown)), strip shows \(truthPage(at: f)) (P = \(truth))")
            }
        }
        let low: CGFloat = 0, high = loop.contentLength(pageLength: width) - width
        if offset < low - 1e-6 || offset > high + 1e-6 { failures.append("\(context): offset \(offset) left the content") }
    }

    /// Physical movement (drag, momentum, animation frame), then `scrollViewDidScroll`.
    mutating func move(by delta: CGFloat, _ context: String) {
        offset += delta
        truth += delta / width
        let change = loop.didScroll(offset: offset, pageLength: width)
        if change.pageShift != 0 && animating { failures.append("\(context): recentred during an animation") }
        offset += change.offsetDelta
        if let t = target { target = t + change.offsetDelta }   // UIKit moves the target with the offset
        check(context)
    }

    mutating func beginDrag() {
        target = nil            // a touch stops the momentum
        animating = false
        loop.willBeginDragging()
    }

    mutating func release(velocity: CGFloat) {
        let resting = loop.willEndDragging(offset: offset, velocity: velocity, pageLength: width)
        if resting == offset {
            target = nil
            apply(loop.didEndDragging(willDecelerate: false, offset: offset, pageLength: width), "rest")
        } else {
            target = resting
            _ = loop.didEndDragging(willDecelerate: true, offset: offset, pageLength: width)
        }
    }

    /// One frame of deceleration: 15 % of the remaining distance, the last half point exactly.
    mutating func stepSettle() {
        guard let t = target else { return }
        let remaining = t - offset
        if abs(remaining) < 0.5 {
            move(by: remaining, "arrive")
            target = nil
            let wasAnimating = animating
            animating = false
            apply(loop.didEndScrolling(offset: offset, pageLength: width), wasAnimating ? "animation end" : "decelerate end")
        } else {
            move(by: remaining * 0.15, "settle")
        }
    }

    mutating func settle() {
        var guardFrames = 0
        while target != nil && guardFrames < 10_000 { stepSettle(); guardFrames += 1 }
    }

    /// An offset change the loop asks for at rest: apart from a sub-point snap (visible movement,
    /// added to the truth) it must leave the picture as it is, which ``check(_:)`` verifies.
    mutating func apply(_ change: PageLoop.OffsetChange, _ context: String) {
        offset += change.offsetDelta
        let snap = change.offsetDelta + CGFloat(change.pageShift) * width
        if abs(snap) > 1 { failures.append("\(context): settle moved the picture by \(snap)") }
        truth += snap / width
        check(context)
    }

    /// Programmatic scroll: apply the plan (a jump, then a linear animation over `frames` frames).
    mutating func perform(_ plan: PageLoop.ProgrammaticScroll, animated: Bool, invisible: Bool) {
        if let jump = plan.jumpOffset {
            let pictureBefore = [0.0137, 0.4871, 0.9863].map { truthPage(at: $0) }
            offset = jump
            if invisible {
                // A jump is not movement: the loop must still show the same strip.
                let shown = [0.0137, 0.4871, 0.9863].map { loopPage(at: $0) }
                if shown != pictureBefore.map(Optional.some) {
                    failures.append("jump changed the picture: \(shown) vs \(pictureBefore)")
                }
            } else {
                truth = resync()    // a deliberate cut
            }
        }
        if animated {
            animating = true
            target = plan.targetOffset
            let start = offset
            let steps = 10
            for i in 1...steps {
                let next = start + (plan.targetOffset - start) * CGFloat(i) / CGFloat(steps)
                move(by: next - offset, "animation")
            }
            stepSettle()
        } else {
            offset = plan.targetOffset
            truth = resync()
            check("no animation")
        }
    }

    /// A strip position consistent with what the loop shows now (after a deliberate cut).
    func resync() -> CGFloat {
        let position = (offset - loop.restingOffset(pageLength: width)) / width
        return CGFloat(loop.currentPage) + position
    }
}

@Suite struct PageLoopTests {
    // MARK: The window

    @Test func windowWrapsForEverySmallCount() {
        for count in 0...9 {
            for start in -12...12 {
                let loop = PageLoop(count: count, currentPage: start)
                if count == 0 {
                    #expect(loop.isEmpty && loop.currentPage == 0)
                    #expect(Set(PageLoop.Slot.allCases.map { loop.page(in: $0) }) == [nil])
                    continue
                }
                // The reference: the pages laid out in a row, repeated, indexed by position.
                let row = Array(repeating: Array(0..<count), count: 40).flatMap { $0 }
                let middle = 20 * count + ((start % count) + count) % count
                #expect(loop.currentPage == row[middle])
                if count == 1 {
                    #expect(loop.previousPage == nil && loop.nextPage == nil && !loop.isLooping)
                } else {
                    #expect(loop.previousPage == row[middle - 1])
                    #expect(loop.nextPage == row[middle + 1])
                    for distance in -25...25 { #expect(loop.page(atDistance: distance) == row[middle + distance]) }
                }
            }
        }
    }

    @Test func distanceIsTheShortestWay() {
        for count in 1...9 {
            for current in 0..<count {
                let loop = PageLoop(count: count, currentPage: current)
                for page in -count..<(2 * count) {
                    let d = loop.distance(to: page)
                    #expect(loop.page(atDistance: d) == ((page % count) + count) % count)
                    // No shorter way, and forwards on a tie.
                    for other in -count...count where loop.page(atDistance: other) == loop.page(atDistance: d) {
                        #expect(abs(d) <= abs(other))
                        if abs(d) == abs(other) { #expect(d >= other) }
                    }
                }
            }
        }
        #expect(PageLoop(count: 0).distance(to: 5) == 0)
    }

    @Test func shiftMovesTheWindowAndTheSettleTarget() {
        var loop = PageLoop(count: 7, currentPage: 5)
        loop.willBeginDragging()
        _ = loop.willEndDragging(offset: loop.restingOffset(pageLength: 100) + 20, velocity: 2, pageLength: 100)
        #expect(loop.settleTarget == 1)
        let aimedAt = loop.page(atDistance: 1)
        loop.shift(by: 1)
        #expect(loop.currentPage == 6 && loop.settleTarget == 0 && loop.page(atDistance: 0) == aimedAt)
        loop.shift(by: -15)
        #expect(loop.currentPage == ((6 - 15) % 7 + 7) % 7)
        #expect(loop.page(atDistance: loop.settleTarget ?? 99) == aimedAt)
        loop.shift(by: Int.max)
        loop.shift(by: Int.min)
        #expect((0..<7).contains(loop.currentPage))
    }

    // MARK: Geometry

    @Test func geometryForEachCount() {
        let width: CGFloat = 390
        #expect(PageLoop(count: 0).contentLength(pageLength: width) == 0)
        #expect(PageLoop(count: 1).contentLength(pageLength: width) == width)
        #expect(PageLoop(count: 1).restingOffset(pageLength: width) == 0)
        #expect(PageLoop(count: 1).origin(of: .next, pageLength: width) == nil)
        #expect(PageLoop(count: 1).origin(of: .current, pageLength: width) == 0)
        for count in 2...5 {
            let loop = PageLoop(count: count)
            #expect(loop.contentLength(pageLength: width) == 5 * width)
            #expect(loop.restingOffset(pageLength: width) == 2 * width)
            #expect(loop.origin(of: .previous, pageLength: width) == width)
            #expect(loop.origin(of: .next, pageLength: width) == 3 * width)
        }
        for bad: CGFloat in [0, -10, .nan, .infinity] {
            let loop = PageLoop(count: 4)
            #expect(loop.contentLength(pageLength: bad) == 0)
            #expect(loop.restingOffset(pageLength: bad) == 0)
            #expect(loop.origin(of: .current, pageLength: bad) == nil)
            #expect(loop.position(ofOffset: 10, pageLength: bad) == nil)
        }
    }

    // MARK: Recentring

    /// Every offset on a fine grid: after recentring the offset is within half a page of the
    /// resting offset and the picture (the page at each point of the viewport) is unchanged.
    @Test func recentringNeverChangesThePicture() {
        let width: CGFloat = 100
        for count in 2...6 {
            for position in stride(from: -2.0, through: 2.0, by: 0.01) {
                var loop = PageLoop(count: count, currentPage: 1)
                let offset = loop.restingOffset(pageLength: width) + CGFloat(position) * width
                let before = [0.01, 0.5, 0.99].map { loop.page(atDistance: Int((CGFloat(position) + $0).rounded(.down))) }
                let change = loop.didScroll(offset: offset, pageLength: width)
                let after = offset + change.offsetDelta
                let relative = (after - loop.restingOffset(pageLength: width)) / width
                #expect(relative >= -0.5 - 1e-9 && relative < 0.5 + 1e-9)
                #expect(change.offsetDelta == -CGFloat(change.pageShift) * width)
                let shown = [0.01, 0.5, 0.99].map { loop.page(atDistance: Int((relative + $0).rounded(.down))) }
                #expect(shown == before, "count \(count) position \(position)")
            }
        }
    }

    @Test func recentringIsIdempotentAndBandIsHalfOpen() {
        let width: CGFloat = 390
        var loop = PageLoop(count: 3)
        let resting = loop.restingOffset(pageLength: width)
        #expect(loop.didScroll(offset: resting + 194.99, pageLength: width).isNone)
        let change = loop.didScroll(offset: resting + 195, pageLength: width)
        #expect(change.pageShift == 1)
        #expect(loop.didScroll(offset: resting + 195 + change.offsetDelta, pageLength: width).isNone)
        #expect(loop.didScroll(offset: resting - 195, pageLength: width).isNone)
        #expect(loop.didScroll(offset: resting - 195.01, pageLength: width).pageShift == -1)
    }

    @Test func nothingMovesWithFewerThanTwoPagesOrBadInput() {
        for count in 0...1 {
            var loop = PageLoop(count: count)
            #expect(loop.didScroll(offset: 5_000, pageLength: 390).isNone)
            loop.willBeginDragging()
            #expect(loop.willEndDragging(offset: 300, velocity: 5, pageLength: 390) == 0)
            #expect(loop.settleTarget == nil)
            let rest = loop.didEndScrolling(offset: 120, pageLength: 390)
            #expect(rest.pageShift == 0)
            #expect(rest.offsetDelta == (count == 0 ? 0 : -120))
            #expect(loop.currentPage == 0)
            #expect(loop.scroll(toPage: 3, animated: true, offset: 0, pageLength: 390).targetOffset == 0)
            #expect(loop.scroll(byPages: 1, animated: true, offset: 0, pageLength: 390).targetOffset == 0)
            #expect(!loop.isScrollingProgrammatically)
        }
        var loop = PageLoop(count: 5)
        for bad: CGFloat in [.nan, .infinity, -.infinity] {
            #expect(loop.didScroll(offset: bad, pageLength: 390).isNone)
            #expect(loop.didScroll(offset: 100, pageLength: bad).isNone)
            #expect(loop.didEndScrolling(offset: bad, pageLength: 390).isNone)
            #expect(loop.page(atOffset: bad, pageLength: 390) == loop.currentPage)
        }
        #expect(loop.willEndDragging(offset: .nan, velocity: 1, pageLength: 390) == 780)
        #expect(loop.currentPage == 0)
    }

    // MARK: Swipes

    @Test func halfPageRuleForSlowSwipes() {
        for count in 2...5 {
            for (drag, expected) in [(0.49, 0), (0.51, 1), (-0.49, 0), (-0.51, -1), (0.1, 0), (0.9, 1), (1.49, 1), (1.51, 2)] {
                var sim = PagerSimulation(count: count, page: 0)
                sim.beginDrag()
                for _ in 0..<10 { sim.move(by: CGFloat(drag) * sim.width / 10, "drag") }
                sim.release(velocity: 0)
                sim.settle()
                #expect(sim.failures.count == 0, "\(sim.failures.prefix(3))")
                #expect(abs(sim.truth - CGFloat(expected)) < 1e-9, "count \(count) drag \(drag)")
                #expect(sim.loop.currentPage == sim.wrap(expected))
                #expect(sim.offset == sim.loop.restingOffset(pageLength: sim.width))
            }
        }
    }

    @Test func flicksMoveOnePageEvenWhenShort() {
        for count in 2...4 {
            for direction: CGFloat in [1, -1] {
                var sim = PagerSimulation(count: count, page: 1)
                sim.beginDrag()
                sim.move(by: direction * 25, "drag")
                sim.release(velocity: direction * 1.5)
                sim.settle()
                #expect(sim.failures.count == 0, "\(sim.failures.prefix(3))")
                #expect(abs(sim.truth - (1 + direction)) < 1e-9)
                #expect(sim.loop.currentPage == sim.wrap(Int(1 + direction)))
            }
        }
    }

    /// The known failure of 3-page pagers: a second swipe before the first settled. Whatever the
    /// moment of the second flick, two flicks forwards move exactly two pages, and every frame
    /// shows the strip's pages (no skip, no repeat).
    @Test func secondSwipeBeforeSettleNeverSkipsOrRepeats() {
        for count in 2...5 {
            for interruptAfter in 0...40 {
                for (first, second) in [(1.0, 1.0), (-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0)] as [(CGFloat, CGFloat)] {
                    var sim = PagerSimulation(count: count, page: 0)
                    sim.beginDrag()
                    sim.move(by: first * 30, "first drag")
                    sim.release(velocity: first * 1.2)
                    for _ in 0..<interruptAfter { sim.stepSettle() }
                    sim.beginDrag()
                    sim.move(by: second * 30, "second drag")
                    sim.release(velocity: second * 1.2)
                    sim.settle()
                    #expect(sim.failures.count == 0, "count \(count) after \(interruptAfter)")
                    // A reversal before the first settle moved at all starts from exactly the first
                    // swipe's starting point: it goes one page from there, like any flick at rest.
                    let expected = first != second && interruptAfter == 0 ? second : first + second
                    #expect(abs(sim.truth - expected) < 1e-9, "count \(count) after \(interruptAfter) \(first) \(second)")
                    #expect(sim.loop.currentPage == sim.wrap(Int(expected)))
                }
            }
        }
    }

    /// Three flicks faster than the settle can move half a page: the third is absorbed, because a
    /// settle never aims more than two pages away (documented limit); nothing is skipped.
    @Test func tripleFlickWithinOneFrameIsCappedAtTwoPages() {
        var sim = PagerSimulation(count: 10, page: 0)
        for _ in 0..<3 {
            sim.beginDrag()
            sim.move(by: 10, "drag")
            sim.release(velocity: 2)
        }
        sim.settle()
        #expect(sim.failures.count == 0, "\(sim.failures.prefix(3))")
        #expect(abs(sim.truth - 2) < 1e-9)
    }

    /// Seeded random sessions: drags of any length, slow and fast releases, interruptions at any
    /// frame. The outcome must match a reference written on the endless strip (no window at all):
    /// a slow release rests on the nearest page; a flick moves to one page past the last page passed,
    /// or past the interrupted target if that lies ahead, at most two pages from the nearest page.
    @Test func randomSessionsMatchTheStripReference() {
        var random = SplitMix64(seed: 0x9A6E)
        var sessions = 0
        for _ in 0..<600 {
            let count = Int.random(in: 2...7, using: &random)
            var sim = PagerSimulation(count: count, page: Int.random(in: 0..<count, using: &random))
            var pending: CGFloat?         // the reference's target of the running settle
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                sim.beginDrag()
                let drag = CGFloat(Double.random(in: -1.8...1.8, using: &random))
                let moves = Int.random(in: 1...8, using: &random)
                for _ in 0..<moves { sim.move(by: drag * sim.width / CGFloat(moves), "drag") }
                let fast = Bool.random(using: &random)
                let velocity: CGFloat = fast
                    ? CGFloat(Double.random(in: 0.3...4, using: &random)) * (Bool.random(using: &random) ? 1 : -1)
                    : CGFloat(Double.random(in: -0.29...0.29, using: &random))
                // Reference on the strip.
                let p = sim.truth
                let nearest = (p + 0.5).rounded(.down)
                var expected: CGFloat
                if abs(velocity) < PagingTarget.defaultFlickVelocity {
                    expected = p.rounded(.toNearestOrAwayFromZero)
                    if abs(p - p.rounded(.down) - 0.5) < 1e-9 { expected = nearest }   // a tie; never sampled
                } else if velocity > 0 {
                    var base = p.rounded(.down)
                    if let pending, pending > p { base = max(base, pending) }
                    expected = min(base + 1, nearest + 2)
                } else {
                    var base = p.rounded(.up)
                    if let pending, pending < p { base = min(base, pending) }
                    expected = max(base - 1, nearest - 2)
                }
                sim.release(velocity: velocity)
                pending = expected
                if Bool.random(using: &random) {
                    sim.settle()
                    #expect(abs(sim.truth - expected) < 1e-6, "expected \(expected), got \(sim.truth)")
                    #expect(sim.loop.currentPage == sim.wrap(Int(expected.rounded())))
                    pending = nil
                } else {
                    for _ in 0..<Int.random(in: 0...30, using: &random) where sim.target != nil { sim.stepSettle() }
                    if sim.target == nil {
                        #expect(abs(sim.truth - expected) < 1e-6)
                        pending = nil
                    }
                }
            }
            sim.settle()
            if let pending { #expect(abs(sim.truth - pending) < 1e-6) }
            #expect(abs(sim.truth - sim.truth.rounded()) < 1e-6)
            #expect(sim.loop.currentPage == sim.wrap(Int(sim.truth.rounded())))
            #expect(sim.failures.count == 0, "\(sim.failures.prefix(3))")
            sessions += 1
        }
        #expect(sessions == 600)
    }

    // MARK: Programmatic scrolls

    @Test func scrollToEveryPageByTheShortestWay() {
        for count in 2...7 {
            for start in 0..<count {
                for destination in 0..<count {
                    for animated in [true, false] {
                        var sim = PagerSimulation(count: count, page: start)
                        let distance = sim.loop.distance(to: destination)
                        let plan = sim.loop.scroll(toPage: destination, animated: animated,
                                                   offset: sim.offset, pageLength: sim.width)
                        sim.perform(plan, animated: animated, invisible: animated && abs(distance) <= 2)
                        #expect(sim.failures.count == 0, "\(count) \(start)→\(destination) \(animated)")
                        #expect(sim.loop.currentPage == destination)
                        #expect(sim.offset == sim.loop.restingOffset(pageLength: sim.width))
                        #expect(!sim.loop.isScrollingProgrammatically && sim.loop.settleTarget == nil)
                        if animated && abs(distance) <= 2 {
                            // Slid all the way on the strip, in the shortest direction.
                            #expect(abs(sim.truth - CGFloat(start + distance)) < 1e-9)
                        }
                    }
                }
            }
        }
    }

    @Test func pressingNextTwiceDuringTheAnimationMovesTwoPages() {
        for count in 2...5 {
            for framesBetween in 0...9 {
                var sim = PagerSimulation(count: count, page: 0)
                let first = sim.loop.scroll(byPages: 1, animated: true, offset: sim.offset, pageLength: sim.width)
                #expect(first.jumpOffset == nil)
                sim.animating = true
                sim.target = first.targetOffset
                let start = sim.offset
                for i in 0..<framesBetween {
                    let next = start + (first.targetOffset - start) * CGFloat(i + 1) / 10
                    sim.move(by: next - sim.offset, "first animation")
                }
                let second = sim.loop.scroll(byPages: 1, animated: true, offset: sim.offset, pageLength: sim.width)
                sim.animating = false
                sim.perform(second, animated: true, invisible: true)
                #expect(sim.failures.count == 0, "count \(count) frames \(framesBetween)")
                #expect(abs(sim.truth - 2) < 1e-9)
                #expect(sim.loop.currentPage == 2 % count)
            }
        }
    }

    @Test func dragInterruptsAnAnimationAndContinuesFromIt() {
        var sim = PagerSimulation(count: 6, page: 0)
        let plan = sim.loop.scroll(byPages: 1, animated: true, offset: sim.offset, pageLength: sim.width)
        sim.animating = true
        sim.target = plan.targetOffset
        for _ in 0..<3 { sim.move(by: 40, "animation") }      // 120 pt of the way, no recentring
        sim.beginDrag()                                        // the animation stops
        #expect(!sim.loop.isScrollingProgrammatically)
        sim.move(by: 15, "drag")
        sim.release(velocity: 1)
        sim.settle()
        #expect(sim.failures.count == 0, "\(sim.failures.prefix(3))")
        #expect(abs(sim.truth - 2) < 1e-9)
    }

    /// FSPagerView crashed on scrollToItem before layout; here the page is simply taken.
    @Test func scrollBeforeLayoutTakesThePage() {
        for length: CGFloat in [0, .nan, -3] {
            var loop = PageLoop(count: 6)
            let plan = loop.scroll(toPage: 4, animated: true, offset: 0, pageLength: length)
            #expect(loop.currentPage == 4 && !loop.isScrollingProgrammatically && plan.targetOffset == 0)
            _ = loop.scroll(byPages: 1, animated: true, offset: 0, pageLength: length)
            #expect(loop.currentPage == 5)
        }
    }

    @Test func scrollByPagesWithoutAnimationAndWholeLaps() {
        var loop = PageLoop(count: 4, currentPage: 1)
        let plan = loop.scroll(byPages: -3, animated: false, offset: loop.restingOffset(pageLength: 50), pageLength: 50)
        #expect(plan.targetOffset == 100 && plan.jumpOffset == nil && plan.windowChanged)
        #expect(loop.currentPage == 2)
        let lap = loop.scroll(byPages: 8, animated: true, offset: 100, pageLength: 50)
        #expect(lap.targetOffset == 100 && lap.jumpOffset == nil && !lap.windowChanged)
        #expect(loop.currentPage == 2 && !loop.isScrollingProgrammatically)
        // A lap during an animation keeps the running target instead of turning back.
        let next = loop.scroll(byPages: 1, animated: true, offset: 100, pageLength: 50)
        #expect(next.targetOffset == 150 && loop.settleTarget == 1)
        let lapWhileMoving = loop.scroll(byPages: -4, animated: true, offset: 110, pageLength: 50)
        #expect(lapWhileMoving.targetOffset == 150 && loop.settleTarget == 1 && loop.isScrollingProgrammatically)
        // byPages 0 slides onto the running target.
        let onto = loop.scroll(byPages: 0, animated: true, offset: 120, pageLength: 50)
        #expect(onto.targetOffset == 150 && loop.settleTarget == 1)
    }

    // MARK: Reload

    @Test func reloadKeepsOrClampsThePage() {
        for old in 0...6 {
            for current in 0..<max(old, 1) {
                for new in 0...6 {
                    var loop = PageLoop(count: old, currentPage: current)
                    loop.willBeginDragging()
                    _ = loop.willEndDragging(offset: loop.restingOffset(pageLength: 10) + 3, velocity: 1, pageLength: 10)
                    loop.reload(count: new)
                    #expect(loop.count == new)
                    #expect(loop.settleTarget == nil && !loop.isScrollingProgrammatically)
                    let expected = new == 0 ? 0 : min(old == 0 ? 0 : current, new - 1)
                    #expect(loop.currentPage == expected)
                }
            }
        }
    }

    @Test func docExamples() {
        var loop = PageLoop(count: 5)
        #expect(loop.restingOffset(pageLength: 390) == 780)
        let change = loop.didScroll(offset: 780 + 200, pageLength: 390)
        #expect(change == PageLoop.OffsetChange(pageShift: 1, offsetDelta: -390))
        #expect(loop.previousPage == 0 && loop.currentPage == 1 && loop.nextPage == 2)
        #expect(PageLoop(count: 3, currentPage: -1).currentPage == 2)
        #expect(PageLoop(count: -4).count == 0)
        #expect(PageLoop(count: 4, currentPage: 3).page(atDistance: 2) == 1)
        #expect(PageLoop(count: 2, currentPage: 0).page(in: .previous) == 1)
        #expect(PageLoop(count: 10, currentPage: 9).distance(to: 1) == 2)
        #expect(PageLoop(count: 10, currentPage: 1).distance(to: 9) == -2)
        #expect(PageLoop(count: 8).contentLength(pageLength: 390) == 1950)
        #expect(PageLoop(count: 8).origin(of: .next, pageLength: 390) == 1170)
        #expect(PageLoop(count: 8).position(ofOffset: 877.5, pageLength: 390) == 0.25)
        #expect(PageLoop(count: 8, currentPage: 7).page(atOffset: 1000, pageLength: 390) == 0)
        var four = PageLoop(count: 4)
        #expect(four.didScroll(offset: 780 - 1_000, pageLength: 390) == PageLoop.OffsetChange(pageShift: -3, offsetDelta: 1170))
        #expect(four.currentPage == 1)
        var drag = PageLoop(count: 4)
        drag.willBeginDragging()
        #expect(drag.willEndDragging(offset: 840, velocity: 1.2, pageLength: 390) == 1170)
        #expect(drag.settleTarget == 1)
        var rest = PageLoop(count: 4)
        #expect(rest.didEndScrolling(offset: 1170, pageLength: 390) == PageLoop.OffsetChange(pageShift: 1, offsetDelta: -390))
        var ten = PageLoop(count: 10)
        let plan = ten.scroll(toPage: 2, animated: true, offset: 780, pageLength: 390)
        #expect(plan.jumpOffset == 390 && plan.targetOffset == 1170)
        var next = PageLoop(count: 10)
        #expect(next.scroll(byPages: 1, animated: false, offset: 780, pageLength: 390).targetOffset == 780)
        #expect(next.currentPage == 1)
        var shrink = PageLoop(count: 10, currentPage: 8)
        shrink.reload(count: 5)
        #expect(shrink.currentPage == 4)
    }
}

extension PageLoopTests {
    /// Issue 14, item 8: counts near `Int.max` overflowed `currentPage + pages`.
    @Test func countsNearIntMaxDoNotTrap() {
        var loop = PageLoop(count: .max, currentPage: .max - 1)
        loop.shift(by: .max - 1)
        #expect(loop.currentPage == Int.max - 2)   // (max − 1 + max − 1) mod max
        #expect(loop.page(atDistance: .max - 2) == Int.max - 4)
        _ = loop.scroll(byPages: .min, animated: true, offset: 780, pageLength: 390)
        _ = loop.scroll(toPage: .min, animated: false, offset: 780, pageLength: 390)
        #expect((0..<Int.max).contains(loop.currentPage))
        let caps = EndCapPageLoop(count: .max)
        #expect(caps.contentIndex(forPage: 3, nearestTo: 1e300) != nil)
    }
}

extension PageLoopTests {
    /// A page step the three slots cannot slide across from where the viewport is (it trails the
    /// current page by 0.4 while the settle heads one page on) slides to the next page without a
    /// jump offset and queues the rest; the queue is taken once, and a new swipe drops it.
    @Test func aPageStepBeyondTheSlotsQueuesTheRestInsteadOfCutting() {
        var loop = PageLoop(count: 5, currentPage: 1)
        let width: CGFloat = 390
        loop.willBeginDragging()
        let here = 780 - 0.4 * width
        #expect(loop.willEndDragging(offset: here, velocity: 3, pageLength: width) == 780)
        #expect(loop.settleTarget == 0)
        let plan = loop.scroll(byPages: 2, animated: true, offset: here, pageLength: width)
        #expect(plan.jumpOffset == nil)
        #expect(plan.targetOffset == 780 + width)
        #expect(loop.currentPage == 1 && loop.queuedPages == 1)
        #expect(loop.takeQueuedPages() == 1)
        #expect(loop.takeQueuedPages() == 0)
        _ = loop.scroll(byPages: 2, animated: true, offset: here, pageLength: width)
        loop.willBeginDragging()
        #expect(loop.queuedPages == 0)
    }
}
