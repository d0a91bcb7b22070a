import Foundation

/// The duplicate-end-caps page loop: the content is the real pages with copies of the last pages
/// before them and of the first pages after them, `[N−c … N−1, 0, 1, …, N−1, 0 … c−1]`; whenever
/// the position reaches a cap, the scroll view jumps to the cap's real twin, `N` items away.
///
/// With one cap per side (`c = 1`, a full-width pager) the content is `[N−1, 0, 1, …, N−1, 0]`.
/// Content index `i` shows page `(i − c) mod N`; page `p`'s real item is content index `c + p`.
///
/// ```swift
/// let loop = EndCapPageLoop(count: 4)          // content [3, 0, 1, 2, 3, 0]
/// loop.contentCount                            // 6
/// loop.page(forContentIndex: 0)                // 3 (a cap)
/// loop.twin(ofContentIndex: 0)                 // 4: the real page 3
/// loop.itemJump(atPosition: 0.4)               // 4: the cap at 0 is nearest; jump to its twin
/// ```
///
/// Positions are measured in items along the content (`PagingGrid.position(ofOffset:)` with grid
/// index 0 on content index 0). The position is kept in the band `[c − 0.5, c + N − 0.5)`, where
/// the nearest item is always a real one; jumps are whole multiples of `N` items, so the picture is
/// identical before and after (see ``Recentering``).
///
/// Small counts: 0 pages have no content; 1 page has no caps and does not loop (two copies would
/// show side by side); 2 pages loop as `[1, 0, 1, 0]`.
///
/// - Complexity: O(1) storage and O(1) per call.
package struct EndCapPageLoop: Hashable, Sendable {
    /// The number of real pages; never negative (and at most `Int.max / 4`).
    package let count: Int
    /// Copies on each side: 0 with fewer than two pages, at least 1 otherwise.
    package let capsPerSide: Int

    /// Creates the loop for `count` pages with `capsPerSide` copies on each side (at least 1 when
    /// the pages loop; see ``capsNeeded(visibleItems:centered:)``).
    ///
    /// ```swift
    /// EndCapPageLoop(count: 1).capsPerSide   // 0: a single page does not loop
    /// EndCapPageLoop(count: 5, capsPerSide: 0).capsPerSide   // 1
    /// ```
    ///
    /// - Complexity: O(1).
    package init(count: Int, capsPerSide: Int = 1) {
        // Counts near Int.max would overflow `contentCount`; a million caps make no sense either.
        self.count = min(max(0, count), Int.max / 4)
        self.capsPerSide = self.count < 2 ? 0 : min(max(1, capsPerSide), 1 << 20)
    }

    /// Caps needed per side so that the content always covers a viewport `visibleItems` items long
    /// (a fraction counts: 1.3 means one item and a third of the next are visible).
    ///
    /// With leading alignment the position names the item at the viewport's leading edge; with
    /// centred alignment the item at its centre.
    ///
    /// ```swift
    /// EndCapPageLoop.capsNeeded(visibleItems: 1, centered: false)     // 1: a full-width pager
    /// EndCapPageLoop.capsNeeded(visibleItems: 3.2, centered: true)    // 2
    /// ```
    ///
    /// Non-finite or non-positive input gives 1.
    ///
    /// - Complexity: O(1).
    package static func capsNeeded(visibleItems: CGFloat, centered: Bool) -> Int {
        guard visibleItems.isFinite, visibleItems > 0 else { return 1 }
        let needed = centered ? visibleItems / 2 : visibleItems - 0.5
        guard needed < CGFloat(1 << 20) else { return 1 << 20 }
        return max(1, Int(needed.rounded(.up)))
    }

    /// The number of items in the content: `count + 2 · capsPerSide`.
    package var contentCount: Int { count + 2 * capsPerSide }

    /// Whether the pages loop (two or more pages).
    package var isLooping: Bool { count >= 2 }

    /// The page content index `index` shows; nil outside `0..<contentCount`.
    ///
    /// ```swift
    /// EndCapPageLoop(count: 3).page(forContentIndex: 4)   // 0 (the trailing cap)
    /// ```
    ///
    /// - Complexity: O(1).
    package func page(forContentIndex index: Int) -> Int? {
        guard index >= 0, index < contentCount else { return nil }
        return PageLoop.wrap(index - capsPerSide, count: count)
    }

    /// The content index of page `page`'s real (non-cap) item; nil for a page outside `0..<count`.
    ///
    /// ```swift
    /// EndCapPageLoop(count: 3).contentIndex(forPage: 0)   // 1
    /// ```
    ///
    /// - Complexity: O(1).
    package func contentIndex(forPage page: Int) -> Int? {
        guard page >= 0, page < count else { return nil }
        return capsPerSide + page
    }

    /// The content index showing `page` nearest to `position` (a cap when that is the shorter way,
    /// so scrolling from the last page to the first moves forwards); nil for a page out of range or
    /// a non-finite position.
    ///
    /// ```swift
    /// EndCapPageLoop(count: 4).contentIndex(forPage: 0, nearestTo: 4)   // 5: the cap after page 3
    /// ```
    ///
    /// - Complexity: O(1).
    package func contentIndex(forPage page: Int, nearestTo position: CGFloat) -> Int? {
        guard let real = contentIndex(forPage: page) else { return nil }
        guard position.isFinite else { return nil }
        guard isLooping else { return real }
        let laps = ((position - CGFloat(real)) / CGFloat(count)).rounded(.toNearestOrAwayFromZero)
        var best = real
        for lap in [laps - 1, laps, laps + 1] where lap.magnitude <= CGFloat(contentCount) {
            let (laps, overflow) = Int(lap).multipliedReportingOverflow(by: count)
            let (candidate, overflow2) = real.addingReportingOverflow(laps)
            guard !overflow, !overflow2, candidate >= 0, candidate < contentCount else { continue }
            if (CGFloat(candidate) - position).magnitude < (CGFloat(best) - position).magnitude {
                best = candidate
            }
        }
        return best
    }

    /// Whether content index `index` is a cap (a copy, not the real page).
    ///
    /// ```swift
    /// EndCapPageLoop(count: 3).isCap(0)   // true
    /// ```
    ///
    /// - Complexity: O(1).
    package func isCap(_ index: Int) -> Bool {
        index >= 0 && index < contentCount && (index < capsPerSide || index >= capsPerSide + count)
    }

    /// The real content index showing the same page as `index` (itself when it is real); nil
    /// outside `0..<contentCount`.
    ///
    /// ```swift
    /// EndCapPageLoop(count: 3).twin(ofContentIndex: 4)   // 1
    /// ```
    ///
    /// - Complexity: O(1).
    package func twin(ofContentIndex index: Int) -> Int? {
        guard let page = page(forContentIndex: index) else { return nil }
        return capsPerSide + page
    }

    /// The jump, in items, to apply at `position` (add `jump · pitch` to the offset): `±k · count`
    /// when the nearest item is a cap, 0 inside the band or when the pages do not loop.
    ///
    /// ```swift
    /// let loop = EndCapPageLoop(count: 4)   // real items at 1...4
    /// loop.itemJump(atPosition: 4.49)       // 0: item 4 (page 3) is nearest
    /// loop.itemJump(atPosition: 4.5)        // -4: the trailing cap is nearest; jump to 0.5
    /// ```
    ///
    /// - Complexity: O(1).
    package func itemJump(atPosition position: CGFloat) -> Int {
        guard isLooping else { return 0 }
        let center = CGFloat(capsPerSide) - 0.5 + CGFloat(count) / 2
        let periods = Recentering.jumpPeriods(viewportCenter: position, bandCenter: center, period: CGFloat(count))
        let (jump, overflow) = periods.multipliedReportingOverflow(by: -count)
        return overflow ? 0 : jump
    }

    /// The offset change to apply at `offset` (through the `contentOffset` property while
    /// scrolling, so momentum is kept), for content laid out on `grid` with grid index 0 on content
    /// index 0. 0 for an invalid grid or offset.
    ///
    /// ```swift
    /// let grid = PagingGrid(pitch: 390, anchorOffset: 0)
    /// EndCapPageLoop(count: 4).offsetJump(atOffset: 100, grid: grid)   // 1560: cap 0 → real page 3
    /// ```
    ///
    /// - Complexity: O(1).
    package func offsetJump(atOffset offset: CGFloat, grid: PagingGrid) -> CGFloat {
        guard let position = grid.position(ofOffset: offset) else { return 0 }
        return CGFloat(itemJump(atPosition: position)) * grid.pitch
    }

    /// The jump, in items, for a scroll view that came to rest on content index `index` (the
    /// classic end-cap move: a cap is replaced by its twin); 0 on a real item or out of range.
    ///
    /// ```swift
    /// EndCapPageLoop(count: 4).settledJump(atContentIndex: 5)   // -4: cap of page 0 → index 1
    /// ```
    ///
    /// - Complexity: O(1).
    package func settledJump(atContentIndex index: Int) -> Int {
        guard let twin = twin(ofContentIndex: index) else { return 0 }
        return twin - index
    }
}
