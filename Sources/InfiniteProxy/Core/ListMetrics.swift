import Foundation

/// What the planner needs to know about one copy of the content along the scrolling axis.
///
/// Extents include the spacing that follows an item (`rowHeight`, or item size + line spacing).
/// The glue measures these from the client (row heights, flow-layout sizes) when data is
/// (re)loaded; estimates are fine as long as ``extentsAreEstimates`` says so.
///
/// ```swift
/// // 10 rows of 44 pt in a 390×844 table whose safe area takes 47 + 34 pt.
/// let metrics = ListMetrics(viewportLength: 844 - 47 - 34, copyLength: 440,
///                           largestItemExtent: 44, smallestItemExtent: 44)
/// ```
package struct ListMetrics: Sendable, Equatable {
    /// The visible length along the axis: bounds minus the adjusted insets on that axis.
    package var viewportLength: CGFloat
    /// The length of one copy of the content along the axis, headers, footers and spacing
    /// included (the period's estimate).
    package var copyLength: CGFloat
    /// The largest item extent (with its trailing spacing); for a grid, a line's.
    package var largestItemExtent: CGFloat
    /// The smallest item extent (with its trailing spacing); for a grid, a line's. Padding is
    /// counted in these.
    package var smallestItemExtent: CGFloat
    /// Items side by side on one line (a grid's columns); 1 for tables and single-line carousels.
    package var itemsPerLine: Int
    /// Whether extents are estimates that change once items are displayed (self-sizing), or
    /// items sit at estimated positions until displayed.
    package var extentsAreEstimates: Bool
    /// Whether some item reported a NaN, infinite or negative length (``ItemExtent/isValid``):
    /// such content is not measurable, so it stays finite.
    package var hasInvalidExtent = false

    /// ``shortestCopyLength`` when measured item by item (nil: derived from the flag).
    private var measuredShortestCopyLength: CGFloat?
    /// ``shortestItemExtent`` when measured item by item (nil: derived from the flag).
    private var measuredShortestItemExtent: CGFloat?

    /// Creates metrics.
    package init(
        viewportLength: CGFloat,
        copyLength: CGFloat,
        largestItemExtent: CGFloat,
        smallestItemExtent: CGFloat,
        itemsPerLine: Int = 1,
        extentsAreEstimates: Bool = false
    ) {
        self.viewportLength = viewportLength
        self.copyLength = copyLength
        self.largestItemExtent = largestItemExtent
        self.smallestItemExtent = smallestItemExtent
        self.itemsPerLine = itemsPerLine
        self.extentsAreEstimates = extentsAreEstimates
    }

    /// The shortest one copy can turn out once its self-sizing items are laid out: what the
    /// planner counts coverage with.
    ///
    /// Unless set (``ListMeasurement`` sets it, counting exact items — heights the client gave or
    /// heights learned from displayed rows — at their length and estimates as
    /// ``RepetitionPlanner/estimateShrinkFactor`` times smaller), it is ``copyLength``, divided by
    /// that factor when ``extentsAreEstimates``.
    ///
    /// ```swift
    /// var metrics = ListMetrics(viewportLength: 800, copyLength: 440, largestItemExtent: 44,
    ///                           smallestItemExtent: 44, extentsAreEstimates: true)
    /// metrics.shortestCopyLength   // 44: 440 / 10
    /// ```
    package var shortestCopyLength: CGFloat {
        get { measuredShortestCopyLength ?? copyLength / estimateShrink }
        set { measuredShortestCopyLength = newValue }
    }

    /// The shortest any one item (a grid's line) can turn out: padding is counted in it. Unless
    /// set, ``smallestItemExtent``, divided by ``RepetitionPlanner/estimateShrinkFactor`` when
    /// ``extentsAreEstimates``.
    package var shortestItemExtent: CGFloat {
        get { measuredShortestItemExtent ?? smallestItemExtent / estimateShrink }
        set { measuredShortestItemExtent = newValue }
    }

    private var estimateShrink: CGFloat { extentsAreEstimates ? RepetitionPlanner.estimateShrinkFactor : 1 }

    /// Metrics measured from per-item extents, O(n): one copy's length is the sum of the extents
    /// plus `extraLengthPerCopy` (headers, footers, section insets).
    ///
    /// ```swift
    /// ListMetrics.measuring(itemCount: 3, viewportLength: 800) { [44, 60, 44][$0] }
    /// // copyLength 148, largest 60, smallest 44
    /// ```
    ///
    /// As in ``ListMeasurement``: a zero extent counts as ``ItemExtent/minimumPlanningLength``, a
    /// NaN, infinite or negative one makes the metrics unmeasurable (``hasInvalidExtent``), and
    /// so does a copy whose extents are all 0.
    ///
    /// - Complexity: O(itemCount), calling `extent` once per item.
    package static func measuring(
        itemCount: Int,
        viewportLength: CGFloat,
        extraLengthPerCopy: CGFloat = 0,
        itemsPerLine: Int = 1,
        extentsAreEstimates: Bool = false,
        extent: (Int) -> CGFloat
    ) -> ListMetrics {
        var total: CGFloat = 0
        var realTotal: CGFloat = 0
        var largest: CGFloat = 0
        var smallest = CGFloat.infinity
        var invalid = false
        for index in 0..<max(0, itemCount) {
            let item = ItemExtent(length: extent(index), isEstimate: extentsAreEstimates)
            let value = item.planningLength
            invalid = invalid || !item.isValid
            realTotal += item.length
            total += value
            largest = max(largest, value)
            smallest = min(smallest, value)
        }
        let lines = max(1, itemsPerLine)
        var metrics = ListMetrics(
            viewportLength: viewportLength,
            copyLength: realTotal > 0 ? total / CGFloat(lines) + extraLengthPerCopy : 0,
            largestItemExtent: largest,
            smallestItemExtent: itemCount > 0 ? smallest : 0,
            itemsPerLine: lines,
            extentsAreEstimates: extentsAreEstimates)
        metrics.hasInvalidExtent = invalid
        return metrics
    }

    /// Whether every length is finite and positive (zero-length content cannot loop) and no item
    /// had an invalid length.
    package var isMeasurable: Bool {
        !hasInvalidExtent
            && viewportLength.isFinite && viewportLength > 0
            && copyLength.isFinite && copyLength > 0
            && largestItemExtent.isFinite && largestItemExtent > 0
            && smallestItemExtent.isFinite && smallestItemExtent > 0
            && shortestCopyLength.isFinite && shortestCopyLength > 0
            && shortestItemExtent.isFinite && shortestItemExtent > 0
            && itemsPerLine >= 1
    }
}
