import Foundation

/// How virtual content is built from the source content.
package enum RepetitionStrategy: String, Sendable, Hashable, CaseIterable {
    /// Padding for a single section, whole copies for several sections (the default).
    case automatic
    /// Whole copies of the content.
    case copies
    /// One jump's worth of whole copies plus partial copies before and after (single section).
    case padding
}

/// A repetition together with the recentering slack that goes with it.
package struct InfinitePlan: Sendable, Equatable {
    /// The virtual content.
    package var repetition: Repetition
    /// Extra distance beyond half a period before a jump (positive for estimated extents, so a
    /// jump that lands slightly off because an estimate was wrong never triggers another).
    package var hysteresis: CGFloat
    /// The distance kept covered beyond each side of the viewport at all times.
    package var margin: CGFloat

    /// Finite content with no recentering.
    package static func finite(sourceItemCounts: [Int], reason: Repetition.FiniteReason) -> InfinitePlan {
        InfinitePlan(
            repetition: .finite(sourceItemCounts: sourceItemCounts, reason: reason),
            hysteresis: 0, margin: 0)
    }
}

/// Decides how many copies or how much padding keeps the viewport, plus a margin on each side,
/// covered at all times — or that content cannot loop.
///
/// The viewport's centre roams a band one jump wide (plus ``InfinitePlan/hysteresis`` each
/// side) around the middle of the content; the content must reach from half a viewport plus the
/// margin before the band to the same after it. The centre leaves the band by at most what a
/// scroll moves between two recentering decisions (one per frame), so the margin is the larger of
/// that travel (``flingTravelPerFrame``), half a viewport plus the largest item, and a floor
/// (``minimumMargin``) — see ``margin(viewportLength:largestItemExtent:)``.
///
/// Every check that needs only the counts (no items, `Int` overflow, too many virtual items or
/// sections) comes first, before any item is measured: see
/// ``finiteReason(sourceItemCounts:strategy:)``.
///
/// ```swift
/// // 2 rows of 44 pt in an 800 pt table: content far shorter than the screen.
/// let plan = RepetitionPlanner.plan(
///     sourceItemCounts: [2],
///     metrics: ListMetrics(viewportLength: 800, copyLength: 88,
///                          largestItemExtent: 44, smallestItemExtent: 44),
///     strategy: .copies)
/// plan.margin                 // 512: the floor (half the screen plus a row is 444)
/// plan.repetition.copies      // 22 — 1 936 pt of content around an 800 pt screen
/// ```
///
/// - Complexity: O(S) for S sections.
package enum RepetitionPlanner {
    /// How many times shorter than their estimates self-sizing items may turn out while the plan
    /// still covers the viewport: with ``ListMetrics/extentsAreEstimates`` the planner counts
    /// padding and copies as if every extent were this many times smaller.
    ///
    /// Estimates that are too *small* are harmless (the content only gets longer once measured);
    /// estimates more than this factor too large can let the viewport reach the content's edge
    /// until the next reload plans with the heights seen.
    package static let estimateShrinkFactor: CGFloat = 10

    /// The fastest a scroll view is expected to move, in points per second.
    ///
    /// UIKit does not cap a fling's velocity, but a finger's release seldom exceeds 10 000 pt/s,
    /// and successive flings add up (UIKit adds a new fling's velocity to a running one); the
    /// strongest flings measured against this library were 30 000 pt/s.
    package static let maximumFlingVelocity: CGFloat = 30_000

    /// The longest time between two recentering decisions while a scroll view moves, in seconds.
    ///
    /// The glue decides on every `scrollViewDidScroll`, which UIKit sends once per display frame
    /// while dragging or decelerating: 1/60 s on a 60 Hz screen, 1/120 s on ProMotion. A dropped
    /// frame doubles it; ``minimumMargin`` covers that up to 15 000 pt/s.
    package static let longestFrameInterval: CGFloat = 1.0 / 60

    /// How far a scroll can move between two recentering decisions:
    /// ``maximumFlingVelocity`` × ``longestFrameInterval`` = 500 pt.
    ///
    /// Not UIKit's whole deceleration projection (`v / 1000 · rate / (1 − rate)`, 14 970 pt for
    /// 30 000 pt/s at the normal rate 0.998): the viewport is recentred on every frame of a fling,
    /// so only one frame's travel has to fit beyond the band, and covering the projection would
    /// cost some 340 rows of 44 pt of padding on each side of every table.
    package static let flingTravelPerFrame: CGFloat = maximumFlingVelocity * longestFrameInterval

    /// The smallest margin kept beyond each side of the viewport, whatever its size (the tile
    /// views' margin): a short table needs as much room for a fling as a tall one.
    package static let minimumMargin: CGFloat = 512

    /// Most virtual sections a plan may ask UIKit to manage; beyond it content stays finite.
    ///
    /// UIKit keeps per-section records (header and footer views, section frames) that every
    /// reload and layout pass walks, so many sections of few items cost far more than the same
    /// items in one section: 5 000 sections of one 4 pt row became 1.9 M virtual sections on
    /// main. The figure is a guess: two copies of an app's 100 000 sections (which UIKit must
    /// handle finite anyway) still loop.
    package static let maximumVirtualSections = 200_000

    /// The margin for a viewport: the distance kept covered beyond each side of it.
    ///
    /// ```swift
    /// RepetitionPlanner.margin(viewportLength: 200, largestItemExtent: 44)    // 512 (the floor)
    /// RepetitionPlanner.margin(viewportLength: 1366, largestItemExtent: 80)   // 763
    /// ```
    ///
    /// - Complexity: O(1).
    package static func margin(viewportLength: CGFloat, largestItemExtent: CGFloat) -> CGFloat {
        max(minimumMargin, flingTravelPerFrame, viewportLength / 2 + largestItemExtent)
    }

    /// Why content with these counts cannot loop whatever its sizes, or nil when it may: no items,
    /// counts overflowing `Int`, or even the smallest plan — two copies, or one copy plus one item
    /// of padding on each side for a padded single section — beyond
    /// ``Repetition/maximumVirtualItems`` or ``maximumVirtualSections``.
    ///
    /// Checked before measuring anything: `[Int.max]` or 3 million rows fall back at once, without
    /// asking the client about any row.
    ///
    /// ```swift
    /// RepetitionPlanner.finiteReason(sourceItemCounts: [Int.max])     // .overflow
    /// RepetitionPlanner.finiteReason(sourceItemCounts: [3_000_000])   // .tooManyVirtualItems
    /// RepetitionPlanner.finiteReason(sourceItemCounts: [10])          // nil
    /// ```
    ///
    /// - Complexity: O(S), no allocation.
    package static func finiteReason(
        sourceItemCounts: some Collection<Int>, strategy: RepetitionStrategy = .automatic
    ) -> Repetition.FiniteReason? {
        var total = 0
        var sectionCount = 0
        for count in sourceItemCounts {
            sectionCount += 1
            guard count > 0 else { continue }
            let (sum, overflow) = total.addingReportingOverflow(count)
            if overflow { return .overflow }
            total = sum
        }
        if total == 0 { return .empty }
        let padded = sectionCount == 1 && strategy != .copies
        let smallest = padded ? total.addingReportingOverflow(2) : total.multipliedReportingOverflow(by: 2)
        if smallest.overflow { return .overflow }
        if smallest.partialValue > Repetition.maximumVirtualItems { return .tooManyVirtualItems }
        if sectionCount > 1 && sectionCount > maximumVirtualSections / 2 { return .tooManyVirtualItems }
        return nil
    }

    /// Plans the virtual content.
    ///
    /// Falls back to finite content (``Repetition/isLooping`` false) for no items, unmeasurable
    /// metrics (zero, negative or non-finite lengths, an invalid item, content of length 0) or a
    /// plan beyond ``Repetition/maximumVirtualItems`` items or ``maximumVirtualSections``
    /// sections. The counts are checked first (``finiteReason(sourceItemCounts:strategy:)``), so
    /// the reason for counts that can never loop does not depend on the metrics.
    ///
    /// - Complexity: O(S).
    package static func plan(
        sourceItemCounts: [Int],
        metrics: ListMetrics,
        strategy: RepetitionStrategy = .automatic
    ) -> InfinitePlan {
        if let reason = finiteReason(sourceItemCounts: sourceItemCounts, strategy: strategy) {
            return .finite(sourceItemCounts: sourceItemCounts, reason: reason)
        }
        guard metrics.isMeasurable else {
            return .finite(sourceItemCounts: sourceItemCounts, reason: .unmeasurable)
        }
        let itemsPerCopy = sourceItemCounts.reduce(0) { $0 + max(0, $1) }
        let singleSection = sourceItemCounts.count == 1
        let itemsPerLine = max(1, metrics.itemsPerLine)
        let copiesPerJump = singleSection
            ? leastCommonMultiple(itemsPerCopy, itemsPerLine) / itemsPerCopy : 1

        let viewport = metrics.viewportLength
        let period = metrics.copyLength
        let jumpLength = CGFloat(copiesPerJump) * period
        let margin = margin(viewportLength: viewport, largestItemExtent: metrics.largestItemExtent)
        let hysteresis = metrics.extentsAreEstimates ? min(jumpLength / 2, viewport / 2) : 0
        // Coverage is counted with lengths that real layout cannot undercut: estimates may be far
        // too large (a row estimated at 440 pt that sizes itself to 44 pt), so they count as a
        // fraction of themselves (exact and learned lengths count in full).
        let countedPeriod = metrics.shortestCopyLength
        let countedJump = CGFloat(copiesPerJump) * countedPeriod
        let countedSmallest = metrics.shortestItemExtent

        let usePadding: Bool
        switch strategy {
        case .automatic, .padding: usePadding = singleSection
        case .copies: usePadding = false
        }

        let repetition: Repetition
        if usePadding {
            // Whole copies for one jump, then padding reaching half a viewport + margin + slack
            // beyond the band on each side.
            let padLength = hysteresis + viewport / 2 + margin
            // Padding is counted in lines (an extent is a line's), then in items.
            let lines = (padLength / countedSmallest).rounded(.up)
            guard lines * CGFloat(itemsPerLine) < CGFloat(Repetition.maximumVirtualItems) else {
                return .finite(sourceItemCounts: sourceItemCounts, reason: .tooManyVirtualItems)
            }
            let padItems = Int(lines) * itemsPerLine
            repetition = Repetition(
                sourceItemCounts: sourceItemCounts, copies: copiesPerJump,
                leadingItems: padItems, trailingItems: padItems, copiesPerJump: copiesPerJump)
        } else {
            let needed = ((countedJump + 2 * hysteresis + viewport + 2 * margin) / countedPeriod).rounded(.up)
            guard needed * CGFloat(itemsPerCopy) <= CGFloat(Repetition.maximumVirtualItems),
                  singleSection || needed * CGFloat(sourceItemCounts.count) <= CGFloat(maximumVirtualSections)
            else {
                return .finite(sourceItemCounts: sourceItemCounts, reason: .tooManyVirtualItems)
            }
            // A whole number of jumps, and at least two, so a jump's twin is always laid out.
            let copies = roundUp(max(2 * copiesPerJump, Int(needed)), toMultipleOf: copiesPerJump)
            repetition = Repetition(
                sourceItemCounts: sourceItemCounts, copies: copies, copiesPerJump: copiesPerJump)
        }
        guard repetition.isLooping else {
            return .finite(sourceItemCounts: sourceItemCounts, reason: repetition.finiteReason ?? .overflow)
        }
        guard repetition.totalVirtualItems <= Repetition.maximumVirtualItems,
              repetition.numberOfVirtualSections <= maximumVirtualSections else {
            return .finite(sourceItemCounts: sourceItemCounts, reason: .tooManyVirtualItems)
        }
        return InfinitePlan(repetition: repetition, hysteresis: hysteresis, margin: margin)
    }

    static func roundUp(_ value: Int, toMultipleOf step: Int) -> Int {
        guard step > 1 else { return value }
        let remainder = value % step
        return remainder == 0 ? value : value + (step - remainder)
    }

    static func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
        var (x, y) = (abs(a), abs(b))
        while y != 0 { (x, y) = (y, x % y) }
        return x
    }

    static func leastCommonMultiple(_ a: Int, _ b: Int) -> Int {
        guard a > 0, b > 0 else { return max(a, b, 1) }
        let (product, overflow) = (a / greatestCommonDivisor(a, b)).multipliedReportingOverflow(by: b)
        return overflow ? a : product
    }
}
