import Foundation

/// The length of one row or item along the scrolling axis, as the planner should count it, and
/// whether it is only an estimate.
///
/// UIKit spreads a row's height over several sources: the delegate's `heightForRowAt`, the table's
/// `rowHeight`, `estimatedHeightForRowAt` and `estimatedRowHeight`, any of which may be
/// `UITableView.automaticDimension` (−1). ``resolve(explicit:fixed:estimate:defaultEstimate:fallback:)``
/// reads them in UIKit's order.
///
/// ```swift
/// ItemExtent.resolve(explicit: nil, fixed: 44, estimate: nil, defaultEstimate: -1)
/// // ItemExtent(length: 44, isEstimate: false)       — a plain fixed-height table
/// ItemExtent.resolve(explicit: -1, fixed: -1, estimate: nil, defaultEstimate: 80)
/// // ItemExtent(length: 80, isEstimate: true)        — self-sizing rows, estimated at 80 pt
/// ```
///
/// - Complexity: O(1) storage and per call.
package struct ItemExtent: Sendable, Equatable {
    /// The length in points (finite, never negative).
    package var length: CGFloat
    /// Whether the real length is only known once the item is laid out (self-sizing).
    package var isEstimate: Bool
    /// False when the length given was NaN, infinite or negative: such an item cannot be laid out
    /// end to end with others, and ``ListMeasurement`` makes the whole content finite.
    ///
    /// ```swift
    /// ItemExtent(length: .nan, isEstimate: false).isValid   // false (length reads as 0)
    /// ItemExtent(length: 0, isEstimate: false).isValid      // true: a hidden row
    /// ```
    package var isValid: Bool

    /// Whether this estimate comes from the client's own heights (``RowHeightSample``): positions
    /// stay estimates (UIKit lays an undisplayed row out at its estimate), but the planner counts
    /// it in full instead of ``RepetitionPlanner/estimateShrinkFactor`` times shorter. Always false
    /// for an exact extent.
    package var isSampled = false

    /// An estimate from sampled heights (``isSampled``), counted in full by the planner.
    ///
    /// ```swift
    /// ItemExtent.sampled(length: 20)   // 20 pt, isEstimate and isSampled
    /// ```
    ///
    /// - Complexity: O(1).
    package static func sampled(length: CGFloat) -> ItemExtent {
        var extent = ItemExtent(length: length, isEstimate: true)
        extent.isSampled = true
        return extent
    }

    /// The length the planner counts for coverage: ``planningLength``, or for an estimate that is
    /// not sampled ``RepetitionPlanner/estimateShrinkFactor`` times less (the shortest it may turn
    /// out).
    ///
    /// ```swift
    /// ItemExtent(length: 44, isEstimate: true).coverageLength   // 4.4
    /// ItemExtent.sampled(length: 44).coverageLength             // 44
    /// ```
    package var coverageLength: CGFloat {
        isEstimate && !isSampled ? planningLength / RepetitionPlanner.estimateShrinkFactor : planningLength
    }

    /// The length UIKit's layouts fall back to when nothing usable is configured (a table row's
    /// historic default height).
    package static let defaultFallback: CGFloat = 44

    /// The smallest length the planner counts an item as: a hidden (zero-length) row must not make
    /// the whole list unmeasurable. Over-counting such a row only adds a little padding.
    package static let minimumPlanningLength: CGFloat = 1

    /// Creates an extent; a non-finite or negative length reads as 0 and marks the extent
    /// invalid (``isValid``).
    package init(length: CGFloat, isEstimate: Bool) {
        self.isValid = length.isFinite && length >= 0
        self.length = isValid ? length : 0
        self.isEstimate = isEstimate
    }

    /// UIKit's `automaticDimension` (−1): "the cell sizes itself".
    package static let automaticDimension: CGFloat = -1

    /// ``length``, but never below ``minimumPlanningLength``.
    ///
    /// ```swift
    /// ItemExtent(length: 0, isEstimate: false).planningLength   // 1
    /// ```
    @inlinable
    package var planningLength: CGFloat { max(length, ItemExtent.minimumPlanningLength) }

    /// Reads an item's length from UIKit's sources, in UIKit's order.
    ///
    /// `explicit` (the delegate's answer) or, when the delegate gave none, `fixed` (the view's
    /// `rowHeight`) is exact when finite and not negative. When it is ``automaticDimension`` (−1)
    /// the row sizes itself, and the first positive finite of `estimate` and `defaultEstimate` is
    /// used as an estimate, else `fallback`. Any other value — NaN, ±infinity, another negative
    /// number — is a height UIKit cannot lay out: the extent is invalid (``isValid`` false), and
    /// the content that holds it stays finite (README, "Edge cases").
    ///
    /// ```swift
    /// ItemExtent.resolve(explicit: 60, fixed: 44, estimate: nil, defaultEstimate: 0)   // 60, exact
    /// ItemExtent.resolve(explicit: nil, fixed: -1, estimate: nil, defaultEstimate: -1) // 44, estimate
    /// ItemExtent.resolve(explicit: .nan, fixed: 44, estimate: nil, defaultEstimate: 0).isValid  // false
    /// ```
    ///
    /// - Parameters:
    ///   - explicit: the delegate's length for this item, or nil when it implements none.
    ///   - fixed: the view-wide length (`rowHeight`), used only when `explicit` is nil.
    ///   - estimate: the delegate's estimate for this item, or nil.
    ///   - defaultEstimate: the view-wide estimate (`estimatedRowHeight`).
    ///   - fallback: the length when nothing is usable.
    /// - Complexity: O(1).
    package static func resolve(
        explicit: CGFloat?,
        fixed: CGFloat,
        estimate: CGFloat?,
        defaultEstimate: CGFloat,
        fallback: CGFloat = defaultFallback
    ) -> ItemExtent {
        let given = explicit ?? fixed
        if given != automaticDimension {
            // Usable → exact; NaN, infinite or negative → invalid (the initialiser marks it).
            return ItemExtent(length: given, isEstimate: false)
        }
        for candidate in [estimate, defaultEstimate] {
            if let candidate, candidate.isFinite, candidate > 0 {
                return ItemExtent(length: candidate, isEstimate: true)
            }
        }
        return ItemExtent(length: isUsable(fallback) ? fallback : defaultFallback, isEstimate: true)
    }

    /// A row's extent in a table that *estimates* (self-sizing, or `estimatedRowHeight ≠ 0`),
    /// from what UIKit itself knows before the row is displayed: the height the row had when it
    /// was last displayed (`learned`, exact), else its estimate as in
    /// ``resolve(explicit:fixed:estimate:defaultEstimate:fallback:)``.
    ///
    /// Such a table asks `heightForRowAt` only for rows it displays, so a plan must not ask for
    /// every row either; heights learned from displayed rows count in full, so an estimate ten
    /// times off is corrected after the first screen.
    ///
    /// ```swift
    /// ItemExtent.resolve(learned: 400, estimate: nil, defaultEstimate: 44)   // 400, exact
    /// ItemExtent.resolve(learned: nil, estimate: 60, defaultEstimate: 44)    // 60, estimate
    /// ```
    ///
    /// - Complexity: O(1).
    package static func resolve(
        learned: CGFloat?, estimate: CGFloat?, defaultEstimate: CGFloat, fallback: CGFloat = defaultFallback
    ) -> ItemExtent {
        if let learned { return ItemExtent(length: learned, isEstimate: false) }
        return resolve(explicit: automaticDimension, fixed: automaticDimension, estimate: estimate,
                       defaultEstimate: defaultEstimate, fallback: fallback)
    }

    private static func isUsable(_ value: CGFloat) -> Bool { value.isFinite && value >= 0 }
}
