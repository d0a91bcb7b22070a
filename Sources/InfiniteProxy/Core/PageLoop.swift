import Foundation

/// The three-page window of an endless pager: page `current` of `count`, with its `previous` and
/// `next` neighbours, wrapping at both ends — and every decision the pager's scroll view needs.
///
/// The pager scrolls a content of ``contentPageCount`` pages (5 for two pages or more) but only the
/// three slots around the middle ever hold a page view. The loop is *continuously recentred*: each
/// time the offset moves half a page away from the middle slot, the window shifts by one page (or
/// more) and the offset moves back by exactly that many page lengths, momentum kept. The current
/// page is therefore always the page nearest the viewport, the visible region never leaves the
/// three slots, and no edge is ever reached. Because the index follows the offset frame by frame,
/// a second swipe that starts before the first has settled can never skip or repeat a page (3-page
/// pagers that only update their index in `scrollViewDidEndDecelerating` do).
///
/// ```swift
/// var loop = PageLoop(count: 5)                          // page 0; previous 4, next 1
/// let width: CGFloat = 390
/// loop.restingOffset(pageLength: width)                  // 780: the middle of 5 pages
/// let change = loop.didScroll(offset: 780 + 200, pageLength: width)
/// change.pageShift                                       // 1: past half a page, page 1 is current
/// change.offsetDelta                                     // -390: set contentOffset.x to 590
/// (loop.previousPage, loop.currentPage, loop.nextPage)   // (0, 1, 2)
/// ```
///
/// Small counts are safe: 0 pages has no content and never moves; 1 page has a one-page content,
/// no neighbours and never scrolls (two copies side by side would show during a drag); 2 pages
/// loop with the same page on both sides.
///
/// - Complexity: O(1) storage; every transition is O(1).
package struct PageLoop: Hashable, Sendable {
    /// One of the three page positions of the window.
    ///
    /// ```swift
    /// PageLoop.Slot.next.rawValue   // 1: one page after the current page
    /// ```
    package enum Slot: Int, CaseIterable, Hashable, Sendable {
        /// The page before the current one (the leading neighbour).
        case previous = -1
        /// The page the pager shows at rest.
        case current = 0
        /// The page after the current one (the trailing neighbour).
        case next = 1
    }

    /// How the offset must change after a transition.
    ///
    /// ```swift
    /// let change = PageLoop.OffsetChange(pageShift: -1, offsetDelta: 390)
    /// change.isNone   // false: the window moved back one page, the offset forward one page
    /// ```
    package struct OffsetChange: Hashable, Sendable {
        /// How many pages the window moved (positive: towards higher pages).
        package var pageShift: Int
        /// What to add to the scroll view's `contentOffset` along the axis (through the property, so
        /// momentum is kept).
        package var offsetDelta: CGFloat

        /// Creates a change.
        package init(pageShift: Int, offsetDelta: CGFloat) {
            self.pageShift = pageShift
            self.offsetDelta = offsetDelta
        }

        /// No change.
        package static let none = OffsetChange(pageShift: 0, offsetDelta: 0)

        /// Whether nothing needs to happen.
        package var isNone: Bool { pageShift == 0 && offsetDelta == 0 }
    }

    /// What a programmatic page change asks of the scroll view.
    ///
    /// First (if ``jumpOffset`` is set) assign that offset *without* animation — the window has
    /// already been moved so the picture does not change, or it is a deliberate cut for a long jump
    /// — then animate to ``targetOffset`` (or assign it, without animation).
    package struct ProgrammaticScroll: Hashable, Sendable {
        /// An offset to assign at once before animating, or nil.
        package var jumpOffset: CGFloat?
        /// Where the scroll ends.
        package var targetOffset: CGFloat
        /// Whether the window changed immediately (re-read ``PageLoop/page(in:)`` for every slot).
        package var windowChanged: Bool
    }

    /// The farthest a settle may end from the current page, in pages; it keeps every resting target
    /// inside the content, so UIKit never clamps or bounces it.
    package static let maximumSettleDistance = 2

    /// The number of pages; never negative.
    package private(set) var count: Int
    /// The page at the centre of the window, in `0..<count` (0 when there are no pages).
    package private(set) var currentPage: Int
    /// While a drag's deceleration or a programmatic scroll is running: where it will come to rest,
    /// in pages from ``currentPage`` (kept up to date as the window shifts); nil when at rest.
    package private(set) var settleTarget: Int?
    /// Whether a programmatic (animated) scroll is running; recentring waits until it ends, because
    /// UIKit's scroll animation would overwrite an assigned offset.
    package private(set) var isScrollingProgrammatically = false
    /// Whether a finger is down.
    package private(set) var isDragging = false
    /// Pages a page step asked for beyond where the running animation can slide without a cut
    /// (see ``scroll(byPages:animated:offset:pageLength:)``): the owner starts them, animated,
    /// when that animation ends (``takeQueuedPages()``). 0 otherwise; any other change drops them.
    package private(set) var queuedPages = 0
    /// The sum of every shift so far (wrapping on overflow): lets the owner of the page views tell
    /// how far the window moved since it last looked (see ``PageSlots``).
    package private(set) var windowPosition = 0

    /// Creates a loop of `count` pages showing `currentPage` (wrapped into range).
    ///
    /// ```swift
    /// PageLoop(count: 3, currentPage: -1).currentPage   // 2
    /// PageLoop(count: -4).count                         // 0: a negative count means no pages
    /// ```
    ///
    /// - Complexity: O(1).
    package init(count: Int, currentPage: Int = 0) {
        self.count = max(0, count)
        self.currentPage = self.count == 0 ? 0 : PageLoop.wrap(currentPage, count: self.count)
    }
}

// MARK: - The window

extension PageLoop {
    /// Whether there is no page at all.
    package var isEmpty: Bool { count == 0 }

    /// Whether the pager can move: two pages or more (a single page never scrolls).
    package var isLooping: Bool { count >= 2 }

    /// The page `distance` pages away from the current one, wrapping; nil with no pages, or for any
    /// other distance than 0 with a single page.
    ///
    /// ```swift
    /// PageLoop(count: 4, currentPage: 3).page(atDistance: 2)   // 1
    /// ```
    ///
    /// - Complexity: O(1).
    package func page(atDistance distance: Int) -> Int? {
        if count == 0 || (count == 1 && distance != 0) { return nil }
        // currentPage + distance, wrapped, without overflow (even for counts near `Int.max`).
        let step = PageLoop.wrap(distance, count: count)
        return currentPage >= count - step ? currentPage - (count - step) : currentPage + step
    }

    /// The page shown in `slot`, or nil when that slot stays empty.
    ///
    /// ```swift
    /// PageLoop(count: 2, currentPage: 0).page(in: .previous)   // 1 (and .next is 1 too)
    /// ```
    ///
    /// - Complexity: O(1).
    package func page(in slot: Slot) -> Int? { page(atDistance: slot.rawValue) }

    /// The page before the current one; nil with fewer than two pages.
    package var previousPage: Int? { page(in: .previous) }

    /// The page after the current one; nil with fewer than two pages.
    package var nextPage: Int? { page(in: .next) }

    /// The shortest signed distance from the current page to `page` (forwards on a tie).
    ///
    /// ```swift
    /// PageLoop(count: 10, currentPage: 9).distance(to: 1)   // 2
    /// PageLoop(count: 10, currentPage: 1).distance(to: 9)   // -2
    /// ```
    ///
    /// Returns 0 with no pages; `page` is wrapped into range first.
    ///
    /// - Complexity: O(1).
    package func distance(to page: Int) -> Int {
        guard count > 0 else { return 0 }
        let forward = PageLoop.wrap(PageLoop.wrap(page, count: count) - currentPage, count: count)
        return forward <= count / 2 ? forward : forward - count
    }

    /// Moves the window by `pages` (wrapping); a pending settle target moves with it so that it
    /// still names the same page.
    ///
    /// ```swift
    /// var loop = PageLoop(count: 3)
    /// loop.shift(by: -1)
    /// loop.currentPage   // 2
    /// ```
    ///
    /// - Complexity: O(1).
    package mutating func shift(by pages: Int) {
        guard count > 0, pages != 0 else { return }
        // currentPage + pages, wrapped, without overflow for counts near `Int.max`.
        let step = PageLoop.wrap(pages, count: count)
        currentPage = currentPage >= count - step ? currentPage - (count - step) : currentPage + step
        windowPosition = windowPosition &+ pages
        if let target = settleTarget {
            settleTarget = target.subtractingReportingOverflow(pages).overflow ? 0 : target - pages
        }
    }

    static func wrap(_ value: Int, count: Int) -> Int {
        let remainder = value % count
        return remainder < 0 ? remainder + count : remainder
    }
}

// MARK: - Geometry

extension PageLoop {
    /// How many page lengths the scroll view's content spans: 0 with no pages, 1 with a single page,
    /// `2 · maximumSettleDistance + 1` (5) otherwise.
    ///
    /// ```swift
    /// PageLoop(count: 8).contentPageCount   // 5
    /// ```
    package var contentPageCount: Int {
        switch count {
        case 0: return 0
        case 1: return 1
        default: return 2 * PageLoop.maximumSettleDistance + 1
        }
    }

    /// The content length along the axis (`contentSize.width` for a horizontal pager).
    ///
    /// ```swift
    /// PageLoop(count: 8).contentLength(pageLength: 390)   // 1950
    /// ```
    ///
    /// A page length that is not finite and positive gives 0.
    ///
    /// - Complexity: O(1).
    package func contentLength(pageLength: CGFloat) -> CGFloat {
        guard let length = PageLoop.valid(pageLength) else { return 0 }
        return CGFloat(contentPageCount) * length
    }

    /// The offset at which the current page fills the viewport.
    ///
    /// ```swift
    /// PageLoop(count: 8).restingOffset(pageLength: 390)   // 780
    /// PageLoop(count: 1).restingOffset(pageLength: 390)   // 0
    /// ```
    ///
    /// - Complexity: O(1).
    package func restingOffset(pageLength: CGFloat) -> CGFloat {
        guard let length = PageLoop.valid(pageLength) else { return 0 }
        return CGFloat(contentPageCount / 2) * length
    }

    /// Where the page view of `slot` starts along the axis, in content coordinates; nil when the
    /// slot holds no page.
    ///
    /// ```swift
    /// PageLoop(count: 8).origin(of: .next, pageLength: 390)   // 1170
    /// ```
    ///
    /// - Complexity: O(1).
    package func origin(of slot: Slot, pageLength: CGFloat) -> CGFloat? {
        guard page(in: slot) != nil, let length = PageLoop.valid(pageLength) else { return nil }
        return restingOffset(pageLength: length) + CGFloat(slot.rawValue) * length
    }

    /// The signed distance, in pages, of `offset` from the resting offset (0.25: a quarter page
    /// towards the next page); nil for a non-finite offset or an invalid page length.
    ///
    /// ```swift
    /// PageLoop(count: 8).position(ofOffset: 877.5, pageLength: 390)   // 0.25
    /// ```
    ///
    /// - Complexity: O(1).
    package func position(ofOffset offset: CGFloat, pageLength: CGFloat) -> CGFloat? {
        guard offset.isFinite, let length = PageLoop.valid(pageLength) else { return nil }
        return (offset - restingOffset(pageLength: length)) / length
    }

    /// The page that covers the viewport's centre at `offset` (nil with no pages).
    ///
    /// ```swift
    /// PageLoop(count: 8, currentPage: 7).page(atOffset: 1000, pageLength: 390)   // 0
    /// ```
    ///
    /// - Complexity: O(1).
    package func page(atOffset offset: CGFloat, pageLength: CGFloat) -> Int? {
        guard count > 0 else { return nil }
        guard let position = position(ofOffset: offset, pageLength: pageLength),
              let distance = PagingTarget.integer(position.rounded(.toNearestOrAwayFromZero))
        else { return currentPage }
        return page(atDistance: count == 1 ? 0 : distance)
    }

    static func valid(_ pageLength: CGFloat) -> CGFloat? {
        pageLength.isFinite && pageLength > 0 ? pageLength : nil
    }
}

// MARK: - Scroll-view events

extension PageLoop {
    /// `scrollViewDidScroll`: recentres when the offset is half a page or more from the resting
    /// offset, moving the window by whole pages; apply ``OffsetChange/offsetDelta`` to the offset
    /// (property assignment, momentum kept) and re-read the slots.
    ///
    /// Nothing happens while a programmatic scroll animates, with fewer than two pages, or for an
    /// invalid offset or page length.
    ///
    /// ```swift
    /// var loop = PageLoop(count: 4)
    /// loop.didScroll(offset: 780 - 1_000, pageLength: 390)   // pageShift -3, offsetDelta +1170
    /// loop.currentPage                                       // 1
    /// ```
    ///
    /// - Complexity: O(1).
    package mutating func didScroll(offset: CGFloat, pageLength: CGFloat) -> OffsetChange {
        guard !isScrollingProgrammatically else { return .none }
        return recenter(offset: offset, pageLength: pageLength)
    }

    /// `scrollViewWillBeginDragging`: a finger lands (a running settle stops; its target is kept
    /// so a flick in the same direction continues from it).
    ///
    /// ```swift
    /// var loop = PageLoop(count: 4)
    /// loop.willBeginDragging()
    /// loop.isDragging   // true
    /// ```
    ///
    /// - Complexity: O(1).
    package mutating func willBeginDragging() {
        isDragging = true
        isScrollingProgrammatically = false
        queuedPages = 0
    }

    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: the resting offset to write
    /// into `targetContentOffset`.
    ///
    /// A slow release settles on the nearest page (a drag shorter than half a page returns); a flick
    /// (|velocity| ≥ `flickVelocity`, points per millisecond) moves one page in its direction, or one
    /// page past the target of the settle it interrupted. The result is always a whole page from the
    /// resting offset and at most ``maximumSettleDistance`` pages away.
    ///
    /// ```swift
    /// var loop = PageLoop(count: 4)
    /// loop.willBeginDragging()
    /// loop.willEndDragging(offset: 780 + 60, velocity: 1.2, pageLength: 390)   // 1170: next page
    /// loop.settleTarget                                                          // 1
    /// ```
    ///
    /// - Complexity: O(1).
    package mutating func willEndDragging(
        offset: CGFloat, velocity: CGFloat, pageLength: CGFloat,
        flickVelocity: CGFloat = PagingTarget.defaultFlickVelocity
    ) -> CGFloat {
        isDragging = false
        let resting = restingOffset(pageLength: pageLength)
        guard isLooping, let length = PageLoop.valid(pageLength), offset.isFinite else {
            settleTarget = nil
            return resting
        }
        let grid = PagingGrid(pitch: length, anchorOffset: resting)
        let limit = PageLoop.maximumSettleDistance
        var target = PagingTarget.targetIndex(
            currentOffset: offset, proposedOffset: offset, velocity: velocity, grid: grid,
            maximumItemsPerFlick: 1,
            interruptedTargetOffset: settleTarget.map { grid.offset(ofIndex: $0) },
            flickVelocity: flickVelocity) ?? 0
        target = min(max(target, -limit), limit)
        settleTarget = target
        return grid.offset(ofIndex: target)
    }

    /// `scrollViewDidEndDragging(_:willDecelerate:)`. Without deceleration the pager is at rest: this
    /// settles like ``didEndScrolling(offset:pageLength:)`` and returns its change; otherwise `.none`.
    ///
    /// ```swift
    /// var loop = PageLoop(count: 4)
    /// loop.didEndDragging(willDecelerate: false, offset: 780, pageLength: 390).isNone   // true
    /// ```
    ///
    /// - Complexity: O(1).
    package mutating func didEndDragging(willDecelerate: Bool, offset: CGFloat, pageLength: CGFloat) -> OffsetChange {
        isDragging = false
        guard !willDecelerate else { return .none }
        return didEndScrolling(offset: offset, pageLength: pageLength)
    }

    /// `scrollViewDidEndDecelerating` or `scrollViewDidEndScrollingAnimation`: the pager is at rest.
    /// Recentres and snaps onto the nearest page if the offset is off by a fraction of a page
    /// (assign the new offset without animation).
    ///
    /// ```swift
    /// var loop = PageLoop(count: 4)
    /// loop.didEndScrolling(offset: 780 + 390, pageLength: 390)   // pageShift 1, offsetDelta -390
    /// ```
    ///
    /// - Complexity: O(1).
    package mutating func didEndScrolling(offset: CGFloat, pageLength: CGFloat) -> OffsetChange {
        isScrollingProgrammatically = false
        settleTarget = nil
        guard count > 0, let length = PageLoop.valid(pageLength) else { return .none }
        let resting = restingOffset(pageLength: length)
        guard offset.isFinite else { return .none }
        var change = recenter(offset: offset, pageLength: length)
        let settled = offset + change.offsetDelta
        if settled != resting {
            change.offsetDelta += resting - settled
        }
        return change
    }

    /// Moves to `page` by the shortest way (forwards on a tie).
    ///
    /// Not animated, the window moves and the offset rests (assign ``ProgrammaticScroll/targetOffset``).
    /// Animated, the scroll view animates at most two pages: a destination one or two pages away is
    /// reached by sliding (the window first moves under an unchanged picture); a farther one first
    /// cuts to the destination's neighbour.
    ///
    /// ```swift
    /// var loop = PageLoop(count: 10)
    /// let plan = loop.scroll(toPage: 2, animated: true, offset: 780, pageLength: 390)
    /// plan.jumpOffset     // 390: the window moved one page on, the same picture one page back
    /// plan.targetOffset   // 1170: slide two pages, onto page 2
    /// ```
    ///
    /// With fewer than two pages, or when already on `page`, the plan only settles the offset.
    /// Before layout (a page length that is not finite and positive) the move happens at once, so
    /// `scroll(toPage:)` before the first layout shows that page when layout comes.
    ///
    /// - Complexity: O(1).
    package mutating func scroll(toPage page: Int, animated: Bool, offset: CGFloat, pageLength: CGFloat) -> ProgrammaticScroll {
        guard count > 0 else { return ProgrammaticScroll(jumpOffset: nil, targetOffset: 0, windowChanged: false) }
        let start = beginProgrammaticScroll(offset: offset, pageLength: pageLength)
        settleTarget = nil
        return plan(distance: distance(to: page), animated: animated, start: start, pageLength: pageLength)
    }

    /// Moves by `pages` (positive: forwards). Animated, it continues from the target of a running
    /// settle (and any pages still queued), so pressing "next" twice quickly moves two pages, and
    /// `scroll(byPages: 0, …)` slides onto that target; whole laps (`pages` a multiple of `count`)
    /// add nothing.
    ///
    /// Animated, a destination the three page views cannot slide to from where the viewport is
    /// (a step pressed while a swipe's settle heads one page on and the viewport still trails the
    /// current page) is never cut to: the animation slides as far as the views reach and the rest,
    /// at most ``maximumSettleDistance`` pages, is queued (``queuedPages``) for the owner to
    /// start when the animation ends. Farther steps cut to the destination's neighbour, as
    /// ``scroll(toPage:animated:offset:pageLength:)`` does.
    ///
    /// ```swift
    /// var loop = PageLoop(count: 10)
    /// loop.scroll(byPages: 1, animated: false, offset: 780, pageLength: 390).targetOffset   // 780
    /// loop.currentPage                                                                      // 1
    /// ```
    ///
    /// - Complexity: O(1).
    package mutating func scroll(byPages pages: Int, animated: Bool, offset: CGFloat, pageLength: CGFloat) -> ProgrammaticScroll {
        guard count > 0 else { return ProgrammaticScroll(jumpOffset: nil, targetOffset: 0, windowChanged: false) }
        let queued = animated ? queuedPages : 0
        let start = beginProgrammaticScroll(offset: offset, pageLength: pageLength)
        let pending = animated ? (settleTarget ?? 0) &+ queued : 0
        settleTarget = nil
        let (sum, overflow) = pending.addingReportingOverflow(pages % count)
        var distance = overflow ? pages % count : sum
        if distance.magnitude > count { distance %= count }
        return plan(distance: distance, animated: animated, start: start, pageLength: pageLength, queueing: true)
    }

    /// The pages queued by a page step the last animation could not slide across (see
    /// ``scroll(byPages:animated:offset:pageLength:)``), now cleared: call when that animation
    /// ended and scroll by them, animated.
    ///
    /// ```swift
    /// var loop = PageLoop(count: 5)
    /// loop.takeQueuedPages()   // 0: nothing queued
    /// ```
    ///
    /// - Complexity: O(1).
    package mutating func takeQueuedPages() -> Int {
        defer { queuedPages = 0 }
        return queuedPages
    }

    /// Changes the number of pages (after `reloadData`): the current page is kept when it still
    /// exists, otherwise the last page becomes current; any settle is abandoned. Lay the slots out
    /// again and assign ``restingOffset(pageLength:)``.
    ///
    /// ```swift
    /// var loop = PageLoop(count: 10, currentPage: 8)
    /// loop.reload(count: 5)
    /// loop.currentPage   // 4
    /// ```
    ///
    /// - Complexity: O(1).
    package mutating func reload(count newCount: Int) {
        reload(count: newCount, offset: .nan, pageLength: 0)
    }

    /// ``reload(count:)`` while the viewport is at `offset` (mid-swipe or mid-animation): the page
    /// kept is the one under the viewport's centre, not the one the movement started from. An
    /// invalid offset or page length keeps the current page.
    ///
    /// ```swift
    /// var loop = PageLoop(count: 7, currentPage: 2)          // animating towards page 3
    /// loop.reload(count: 5, offset: 2.6 * 390, pageLength: 390)
    /// loop.currentPage   // 3: the page under the centre
    /// ```
    ///
    /// - Complexity: O(1).
    package mutating func reload(count newCount: Int, offset: CGFloat, pageLength: CGFloat) {
        if isLooping, let length = PageLoop.valid(pageLength), offset.isFinite {
            let resting = restingOffset(pageLength: length)
            let pages = Recentering.jumpPeriods(
                viewportCenter: offset + length / 2, bandCenter: resting + length / 2, period: length)
            shift(by: pages)
        }
        count = max(0, newCount)
        currentPage = count == 0 ? 0 : min(max(0, currentPage), count - 1)
        settleTarget = nil
        isScrollingProgrammatically = false
        queuedPages = 0
    }

    /// The data changed under the pager: `count` pages now (negative = 0), and the page at the
    /// centre of the window is now `page` (wrapped into range). The offset, the window's position
    /// and a running drag, settle or animation all stay: the pages are only renumbered. With
    /// fewer than two pages the settle and animation end; lay the slots out again when
    /// ``contentPageCount`` changed.
    ///
    /// ```swift
    /// var loop = PageLoop(count: 6, currentPage: 2)
    /// loop.renumber(count: 7, currentPage: 3)   // one page inserted before the page shown
    /// loop.nextPage                             // 4
    /// ```
    ///
    /// - Complexity: O(1).
    package mutating func renumber(count newCount: Int, currentPage page: Int) {
        count = max(0, newCount)
        currentPage = count == 0 ? 0 : PageLoop.wrap(page, count: count)
        guard !isLooping else { return }
        settleTarget = nil
        isScrollingProgrammatically = false
        queuedPages = 0
    }

    // MARK: Private

    private mutating func recenter(offset: CGFloat, pageLength: CGFloat) -> OffsetChange {
        guard isLooping, let length = PageLoop.valid(pageLength), offset.isFinite else { return .none }
        let resting = restingOffset(pageLength: length)
        // Viewport centre relative to the resting centre, in a band of ±half a page.
        let pages = Recentering.jumpPeriods(
            viewportCenter: offset + length / 2, bandCenter: resting + length / 2, period: length)
        guard pages != 0 else { return .none }
        shift(by: pages)
        return OffsetChange(pageShift: pages, offsetDelta: -CGFloat(pages) * length)
    }

    /// Whether the three slots cover every offset of a slide that starts `position` pages from
    /// the resting offset and ends one page away.
    private static func coversSlide(from position: CGFloat) -> Bool {
        position >= -1 && position <= 1
    }

    private struct ProgrammaticStart {
        var here: CGFloat
        var windowMoved: Bool
        var offsetMoved: Bool
    }

    /// Recentres from where the scroll view is now (it may be mid-settle or mid-animation: the new
    /// scroll replaces that one, so assigning the offset is safe).
    private mutating func beginProgrammaticScroll(offset: CGFloat, pageLength: CGFloat) -> ProgrammaticStart {
        isDragging = false
        isScrollingProgrammatically = false
        queuedPages = 0
        guard offset.isFinite, PageLoop.valid(pageLength) != nil else {
            return ProgrammaticStart(here: restingOffset(pageLength: pageLength), windowMoved: false, offsetMoved: true)
        }
        let change = recenter(offset: offset, pageLength: pageLength)
        return ProgrammaticStart(here: offset + change.offsetDelta, windowMoved: change.pageShift != 0,
                                 offsetMoved: change.offsetDelta != 0)
    }

    private mutating func plan(
        distance: Int, animated: Bool, start: ProgrammaticStart, pageLength: CGFloat, queueing: Bool = false
    ) -> ProgrammaticScroll {
        let resting = restingOffset(pageLength: pageLength)
        let jump = start.offsetMoved ? start.here : nil
        guard isLooping, distance != 0 else {
            // Only settle onto the current page.
            isScrollingProgrammatically = animated && PageLoop.valid(pageLength) != nil && start.here != resting
            settleTarget = isScrollingProgrammatically ? 0 : nil
            return ProgrammaticScroll(jumpOffset: jump, targetOffset: resting, windowChanged: start.windowMoved)
        }
        // Without animation — or before layout, when there is no page length to animate over —
        // the window moves at once.
        guard animated, let length = PageLoop.valid(pageLength) else {
            shift(by: distance)
            settleTarget = nil
            return ProgrammaticScroll(jumpOffset: nil, targetOffset: resting, windowChanged: true)
        }
        let step = distance.signum()
        var plan = ProgrammaticScroll(jumpOffset: jump, targetOffset: resting + CGFloat(step) * length,
                                      windowChanged: start.windowMoved)
        if distance.magnitude > 1 {
            // Move the window so that the destination is the neighbour in the direction of travel.
            var cut = distance - step
            let here = (start.here - resting) / length
            if queueing, !PageLoop.coversSlide(from: here - CGFloat(cut)),
               let reach = PagingTarget.integer(step > 0 ? (here + 1).rounded(.down) : (here - 1).rounded(.up)) {
                // A page step the views cannot slide across from here: slide as far as they
                // reach (the farthest cut that stays invisible) and queue the rest. (An offset
                // too far for an integer page keeps the cut.)
                let invisible = step > 0 ? min(max(0, reach), cut) : max(min(0, reach), cut)
                let rest = cut - invisible
                if rest.magnitude <= PageLoop.maximumSettleDistance {
                    queuedPages = rest
                    cut = invisible
                }
            }
            if cut != 0 {
                shift(by: cut)
                plan.windowChanged = true
            }
            let moved = start.here - CGFloat(cut) * length
            // Invisible when the three slots still cover every offset between there and the
            // target; otherwise a deliberate cut to the destination's neighbour.
            let position = (moved - resting) / length
            if cut != 0 { plan.jumpOffset = PageLoop.coversSlide(from: position) ? moved : resting }
        }
        settleTarget = step
        isScrollingProgrammatically = true
        return plan
    }
}
