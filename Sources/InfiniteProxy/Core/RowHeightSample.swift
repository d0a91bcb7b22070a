import Foundation

/// A bounded sample of rows' real lengths, spread evenly over a copy, and the extent the rows
/// outside it are counted at — the first plan of a table whose client sizes its rows
/// (`heightForRowAt`) while UIKit estimates positions.
///
/// UIKit asks `heightForRowAt` only for the rows it displays, so before the first screen a plan
/// knows nothing but the estimate (44 pt by default), which it must count ten times shorter
/// (``RepetitionPlanner/estimateShrinkFactor``): 10 rows of 44 pt became 536 virtual rows instead
/// of 54. Asking at most ``maximumRows`` rows instead gives each sampled row its real length, and
/// the others the sample's shortest length (never below the sample's mean over the shrink factor,
/// so one hidden row does not count every other row as 1 pt). Every length is capped at the
/// estimate: a row's twins that were not displayed are laid out at it. The extents stay estimates
/// (positions are UIKit's estimates) but count in full (``ItemExtent/isSampled``); rows learned on
/// display replace them as before.
///
/// ```swift
/// var sample = RowHeightSample(estimate: 44)
/// RowHeightSample.forEachRow(sourceItemCounts: [100]) { row in
///     _ = sample.add(length: 20)               // the client's height for `row`
/// }
/// sample.count                                 // 64: rows 0, 1, 3, 4, 6, …, 98
/// sample.unsampledExtent                       // 20 pt, an estimate counted in full
/// ```
///
/// - Complexity: O(1) storage; O(S + ``maximumRows``) to visit the rows for S sections.
package struct RowHeightSample: Sendable, Equatable {
    /// Most rows a plan asks the client about: the cost of a plan in client calls is bounded
    /// whatever the number of rows.
    package static let maximumRows = 64

    /// The length UIKit lays out a row at before displaying it; every sampled length is capped
    /// at it.
    package let estimate: CGFloat
    /// Usable lengths added so far.
    package private(set) var count = 0
    private var shortest = CGFloat.infinity
    private var total: CGFloat = 0

    /// A sample of no row; a non-finite or negative estimate reads as ``ItemExtent/defaultFallback``.
    package init(estimate: CGFloat) {
        self.estimate = estimate.isFinite && estimate > 0 ? estimate : ItemExtent.defaultFallback
    }

    /// Visits the rows to sample, in path order: every row when a copy holds at most `limit`,
    /// else the rows at flat positions ⌊j·n / limit⌋ for j = 0 ..< `limit` of the copy's n rows.
    /// Visits nothing for counts that cannot loop
    /// (``RepetitionPlanner/finiteReason(sourceItemCounts:strategy:)``), or for `limit` ≤ 0.
    ///
    /// ```swift
    /// RowHeightSample.forEachRow(sourceItemCounts: [2, 0, 3], limit: 4) { print($0) }
    /// // (0, 0) (0, 1) (2, 0) (2, 1): flat positions 0, 1, 2, 3 of 5
    /// ```
    ///
    /// - Complexity: O(S + `limit`), no allocation.
    package static func forEachRow(
        sourceItemCounts: [Int], limit: Int = maximumRows, _ body: (SourceIndexPath) -> Void
    ) {
        guard limit > 0, RepetitionPlanner.finiteReason(sourceItemCounts: sourceItemCounts) == nil else { return }
        var rows = 0
        for count in sourceItemCounts where count > 0 { rows += count }   // no overflow: checked above
        let taken = min(rows, limit)
        var section = 0
        var sectionStart = 0   // flat position of `section`'s first row
        for j in 0..<taken {
            // ⌊j·rows / taken⌋ without overflow.
            let position = (rows / taken) * j + (rows % taken) * j / taken
            while section < sourceItemCounts.count,
                  position >= sectionStart + max(0, sourceItemCounts[section]) {
                sectionStart += max(0, sourceItemCounts[section])
                section += 1
            }
            guard section < sourceItemCounts.count else { return }
            body(SourceIndexPath(section: section, item: position - sectionStart))
        }
    }

    /// Adds one sampled row's length and returns the extent that row counts at: its length
    /// capped at ``estimate``, an estimate counted in full. An unusable length (NaN, infinite,
    /// negative — `automaticDimension` included, a row that sizes itself) adds nothing and
    /// returns nil: such a row is only known once UIKit displays it.
    ///
    /// ```swift
    /// var sample = RowHeightSample(estimate: 44)
    /// sample.add(length: 100)?.length   // 44: its undisplayed twins are laid out at the estimate
    /// sample.add(length: -1)            // nil
    /// ```
    ///
    /// - Complexity: O(1).
    @discardableResult
    package mutating func add(length: CGFloat) -> ItemExtent? {
        guard length.isFinite, length >= 0 else { return nil }
        let counted = min(length, estimate)
        count += 1
        shortest = min(shortest, counted)
        total += counted
        return .sampled(length: counted)
    }

    /// The extent of the rows outside the sample: the shortest sampled length, but not below the
    /// sampled mean divided by ``RepetitionPlanner/estimateShrinkFactor``; nil before any usable
    /// length (the rows then count at the estimate, shrunk, as without a sample).
    ///
    /// ```swift
    /// var sample = RowHeightSample(estimate: 44)
    /// for length in [30.0, 44, 60] { sample.add(length: length) }
    /// sample.unsampledExtent?.length   // 30
    /// ```
    ///
    /// - Complexity: O(1).
    package var unsampledExtent: ItemExtent? {
        guard count > 0 else { return nil }
        let mean = total / CGFloat(count)
        return .sampled(length: max(shortest, mean / RepetitionPlanner.estimateShrinkFactor))
    }
}
