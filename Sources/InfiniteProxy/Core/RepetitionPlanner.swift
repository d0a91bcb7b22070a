import Foundation

/// How virtual content is built from the source content.
public enum RepetitionStrategy: String, Sendable, Hashable, CaseIterable {
    /// Padding for a single section, whole copies for several sections (the default).
    case automatic
    /// Whole copies of the content.
    case copies
    /// One jump's worth of whole copies plus partial copies before and after (single section).
    case padding
}

/// A repetition together with the recentering slack that goes with it.
public struct InfinitePlan: Sendable, Equatable {
    /// The virtual content.
    public var repetition: Repetition
    /// Extra distance beyond half a period before a jump (positive for estimated extents, so a
    /// jump that lands slightly off because an estimate was wrong never triggers another).
    public var hysteresis: CGFloat
    /// The distance kept covered beyond each side of the viewport at all times.
    public var margin: CGFloat

    /// Finite content with no recentering.
    public static func finite(sourceItemCounts: [Int], reason: Repetition.FiniteReason) -> InfinitePlan {
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
/// margin before the band to the same after it. The margin is half a viewport plus the largest
/// item, so a fling can move a whole viewport in one frame without reaching an edge.
///
/// ```swift
/// // 2 rows of 44 pt in an 800 pt table: content far shorter than the screen.
/// let plan = RepetitionPlanner.plan(
///     sourceItemCounts: [2],
///     metrics: ListMetrics(viewportLength: 800, copyLength: 88,
///                          largestItemExtent: 44, smallestItemExtent: 44),
///     strategy: .copies)
/// plan.repetition.copies      // 21 — 1 848 pt of content around an 800 pt screen
/// ```
///
/// - Complexity: O(S) for S sections.
public enum RepetitionPlanner {
    /// How many times shorter than their estimates self-sizing items may turn out while the plan
    /// still covers the viewport: with ``ListMetrics/extentsAreEstimates`` the planner counts
    /// padding and copies as if every extent were this many times smaller.
    ///
    /// Estimates that are too *small* are harmless (the content only gets longer once measured);
    /// estimates more than this factor too large can let the viewport reach the content's edge
    /// until the next reload plans with the heights seen.
    public static let estimateShrinkFactor: CGFloat = 4

    /// Plans the virtual content.
    ///
    /// Falls back to finite content (``Repetition/isLooping`` false) for no items, unmeasurable
    /// metrics (zero, negative or non-finite lengths) or a plan beyond
    /// ``Repetition/maximumVirtualItems``.
    ///
    /// - Complexity: O(S).
    public static func plan(
        sourceItemCounts: [Int],
        metrics: ListMetrics,
        strategy: RepetitionStrategy = .automatic
    ) -> InfinitePlan {
        let probe = Repetition(sourceItemCounts: sourceItemCounts, copies: 2)
        if let reason = probe.finiteReason, reason == .empty || reason == .overflow {
            return .finite(sourceItemCounts: sourceItemCounts, reason: reason)
        }
        guard metrics.isMeasurable else {
            return .finite(sourceItemCounts: sourceItemCounts, reason: .unmeasurable)
        }
        let itemsPerCopy = probe.itemsPerCopy
        let singleSection = sourceItemCounts.count == 1
        let itemsPerLine = max(1, metrics.itemsPerLine)
        let copiesPerJump = singleSection
            ? leastCommonMultiple(itemsPerCopy, itemsPerLine) / itemsPerCopy : 1

        let viewport = metrics.viewportLength
        let period = metrics.copyLength
        let jumpLength = CGFloat(copiesPerJump) * period
        let margin = viewport / 2 + metrics.largestItemExtent
        let hysteresis = metrics.extentsAreEstimates ? min(jumpLength / 2, viewport / 2) : 0
        // Coverage is counted with lengths that real layout cannot undercut: estimates may be far
        // too large (a row estimated at 192 pt that sizes itself to 64 pt), so they count as a
        // fraction of themselves.
        let shrink = metrics.extentsAreEstimates ? estimateShrinkFactor : 1
        let countedPeriod = period / shrink
        let countedJump = jumpLength / shrink
        let countedSmallest = metrics.smallestItemExtent / shrink

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
            guard needed * CGFloat(itemsPerCopy) <= CGFloat(Repetition.maximumVirtualItems) else {
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
        guard repetition.totalVirtualItems <= Repetition.maximumVirtualItems else {
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
