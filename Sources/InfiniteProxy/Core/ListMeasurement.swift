import Foundation

/// Builds the ``ListMetrics`` of one copy of a client's content from what the client says about
/// each item — the planner's input on every reload of a table or a flow-layout collection view.
///
/// Every length is a *lower bound* where UIKit's real layout may add more (section headers the
/// client does not size, lines a flow layout breaks early): a copy measured too short only makes
/// the planner lay out a few more items, whereas one measured too long could let the viewport
/// reach the content's edge. The jump itself is always measured from the real layout
/// (``InfiniteListEngine/recenteringJump(in:geometry:)``).
///
/// ```swift
/// // Two sections of 44 pt rows with 28 pt headers, in a 763 pt tall visible area.
/// let metrics = ListMeasurement.table(
///     viewportLength: 763, sourceItemCounts: [3, 2],
///     rowExtent: { _ in ItemExtent(length: 44, isEstimate: false) },
///     sectionExtras: { _ in 28 })
/// metrics.copyLength   // 276: 5 × 44 + 2 × 28
/// ```
///
/// Content that can never loop whatever its sizes (``RepetitionPlanner/finiteReason(sourceItemCounts:strategy:)``:
/// no items, `Int` overflow, more items or sections than a plan may hold) is not measured at all:
/// no closure is called and the metrics are unmeasurable. An item with an invalid length
/// (``ItemExtent/isValid``) or a copy whose real length is 0 also gives unmeasurable metrics, so
/// the plan is finite; a few zero-length items among others count as
/// ``ItemExtent/minimumPlanningLength`` and keep looping.
///
/// - Complexity: O(n) in the client's items (one closure call each) plus O(S) for S sections;
///   O(S) and no closure call when the counts cannot loop.
package enum ListMeasurement {
    /// The metrics of one copy of a table's rows.
    ///
    /// With one section only the rows repeat (its header and footer stay at the ends of the
    /// virtual content), so `sectionExtras` counts only when there are several sections, which
    /// repeat as a block.
    ///
    /// - Parameters:
    ///   - viewportLength: the visible length along the axis (bounds minus adjusted insets).
    ///   - sourceItemCounts: the client's rows per section.
    ///   - rowExtent: one row's extent (see ``ItemExtent/resolve(explicit:fixed:estimate:defaultEstimate:fallback:)``).
    ///   - sectionExtras: header plus footer length of a source section that the client sizes
    ///     explicitly (0 when unknown: a lower bound).
    /// - Complexity: O(n + S).
    package static func table(
        viewportLength: CGFloat,
        sourceItemCounts: some RandomAccessCollection<Int>,
        rowExtent: (SourceIndexPath) -> ItemExtent,
        sectionExtras: (Int) -> CGFloat
    ) -> ListMetrics {
        var accumulator = Accumulator()
        guard RepetitionPlanner.finiteReason(sourceItemCounts: sourceItemCounts) == nil else {
            return accumulator.unmeasured(viewportLength: viewportLength)
        }
        for (section, count) in zip(0..., sourceItemCounts) where count > 0 {
            for item in 0..<count {
                accumulator.add(rowExtent(SourceIndexPath(section: section, item: item)))
            }
        }
        return accumulator.tableMetrics(viewportLength: viewportLength, sectionCount: sourceItemCounts.count,
                                        sectionExtras: sectionExtras)
    }

    /// The metrics of one copy of a table's rows when every row has the extent `uniform` except
    /// the rows in `exceptions` (rows outside the counts are ignored): the metrics
    /// ``table(viewportLength:sourceItemCounts:rowExtent:sectionExtras:)`` gives for those extents,
    /// without visiting the rows — what a table whose heights are known, or estimated alike, costs
    /// to plan at any size.
    ///
    /// ```swift
    /// let metrics = ListMeasurement.table(
    ///     viewportLength: 763, sourceItemCounts: [1_000_000],
    ///     uniformRowExtent: ItemExtent(length: 44, isEstimate: true),
    ///     exceptions: [SourceIndexPath(section: 0, item: 3): ItemExtent(length: 30, isEstimate: false)],
    ///     sectionExtras: { _ in 0 })
    /// metrics.copyLength   // 43 999 986: 999 999 × 44 + 30
    /// ```
    ///
    /// - Complexity: O(S + k log k) for S sections and k exceptions; no per-row work.
    package static func table(
        viewportLength: CGFloat,
        sourceItemCounts: [Int],
        uniformRowExtent uniform: ItemExtent,
        exceptions: [SourceIndexPath: ItemExtent],
        sectionExtras: (Int) -> CGFloat
    ) -> ListMetrics {
        var accumulator = Accumulator()
        guard RepetitionPlanner.finiteReason(sourceItemCounts: sourceItemCounts) == nil else {
            return accumulator.unmeasured(viewportLength: viewportLength)
        }
        // In path order, so the sums do not depend on the dictionary's order.
        var excepted: [Int: Int] = [:]
        for (path, extent) in exceptions.sorted(by: { $0.key < $1.key })
        where path.section >= 0 && path.section < sourceItemCounts.count
            && path.item >= 0 && path.item < sourceItemCounts[path.section] {
            accumulator.add(extent)
            excepted[path.section, default: 0] += 1
        }
        // Without exceptions no section needs the dictionary (a hash per section).
        if excepted.isEmpty {
            accumulator.add(uniform, timesEach: sourceItemCounts)
        } else {
            for (section, count) in zip(0..., sourceItemCounts) where count > 0 {
                accumulator.add(uniform, times: count - excepted[section, default: 0])
            }
        }
        return accumulator.tableMetrics(viewportLength: viewportLength, sectionCount: sourceItemCounts.count,
                                        sectionExtras: sectionExtras)
    }

    /// What a flow-layout section adds around its items, in points.
    ///
    /// ```swift
    /// let section = ListMeasurement.FlowSection(lineSpacing: 10, interitemSpacing: 8, crossInsets: 32)
    /// ```
    package struct FlowSection: Sendable, Equatable {
        /// `minimumLineSpacing`: between lines, along the axis.
        package var lineSpacing: CGFloat
        /// `minimumInteritemSpacing`: between items of one line, across the axis.
        package var interitemSpacing: CGFloat
        /// The section inset before plus after the items, along the axis.
        package var insetsAlongAxis: CGFloat
        /// The section inset before plus after the items, across the axis.
        package var crossInsets: CGFloat
        /// Header plus footer length along the axis (0 = none).
        package var headerAndFooterLength: CGFloat

        /// Creates a section description; non-finite or negative values read as 0.
        package init(
            lineSpacing: CGFloat = 0, interitemSpacing: CGFloat = 0, insetsAlongAxis: CGFloat = 0,
            crossInsets: CGFloat = 0, headerAndFooterLength: CGFloat = 0
        ) {
            self.lineSpacing = ListMeasurement.clean(lineSpacing)
            self.interitemSpacing = ListMeasurement.clean(interitemSpacing)
            self.insetsAlongAxis = ListMeasurement.clean(insetsAlongAxis)
            self.crossInsets = ListMeasurement.clean(crossInsets)
            self.headerAndFooterLength = ListMeasurement.clean(headerAndFooterLength)
        }
    }

    /// One flow-layout item: its length along the axis and across it.
    ///
    /// ```swift
    /// // A 300 × 200 card in a horizontal carousel: 300 along the axis, 200 across.
    /// let card = ListMeasurement.FlowItem(length: 300, crossLength: 200)
    /// ```
    package struct FlowItem: Sendable, Equatable {
        /// Length along the scrolling axis.
        package var length: CGFloat
        /// Length across it.
        package var crossLength: CGFloat
        /// Whether the size is an estimate (self-sizing cells).
        package var isEstimate: Bool

        /// False when either length was NaN, infinite or negative: the content stays finite.
        package var isValid: Bool

        /// Creates an item; non-finite or negative lengths read as 0 and mark it invalid
        /// (``isValid``).
        package init(length: CGFloat, crossLength: CGFloat, isEstimate: Bool = false) {
            self.length = ListMeasurement.clean(length)
            self.crossLength = ListMeasurement.clean(crossLength)
            self.isEstimate = isEstimate
            self.isValid = length.isFinite && length >= 0 && crossLength.isFinite && crossLength >= 0
        }
    }

    /// How many items fit side by side on one flow-layout line: the largest `k ≥ 1` with
    /// `k·item + (k − 1)·spacing ≤ available` (a flow layout always places one item per line).
    ///
    /// ```swift
    /// ListMeasurement.itemsPerLine(availableCrossLength: 390, itemCrossLength: 120, interitemSpacing: 10)  // 3
    /// ListMeasurement.itemsPerLine(availableCrossLength: 100, itemCrossLength: 300, interitemSpacing: 10)  // 1
    /// ```
    ///
    /// - Complexity: O(1).
    package static func itemsPerLine(availableCrossLength: CGFloat, itemCrossLength: CGFloat, interitemSpacing: CGFloat) -> Int {
        let spacing = clean(interitemSpacing)
        let item = clean(itemCrossLength)
        guard availableCrossLength.isFinite, availableCrossLength > 0, item + spacing > 0 else { return 1 }
        // A hair of tolerance: 3 × 120 + 2 × 15 = 390 must fit in 390 despite rounding.
        let fit = ((availableCrossLength + spacing) * (1 + 1e-9) / (item + spacing)).rounded(.down)
        guard fit.isFinite, fit >= 1 else { return 1 }
        return Int(min(fit, 100_000))
    }

    /// The metrics of one copy of a flow layout's items.
    ///
    /// Items fill lines of ``itemsPerLine(availableCrossLength:itemCrossLength:interitemSpacing:)``
    /// items, counted with the narrowest item across the axis (exact for uniform items; more
    /// items per line — a shorter copy — otherwise). Each item's extent is its length plus the
    /// line spacing. With one section only its items repeat; several sections repeat as a block
    /// with their insets, headers and footers.
    ///
    /// ```swift
    /// // A one-section horizontal carousel: 300 pt items, 10 pt apart, in a 390 pt wide view.
    /// let metrics = ListMeasurement.flow(
    ///     viewportLength: 390, crossLength: 200, sourceItemCounts: [5],
    ///     section: { _ in ListMeasurement.FlowSection(lineSpacing: 10) },
    ///     item: { _ in ListMeasurement.FlowItem(length: 300, crossLength: 200) })
    /// metrics.copyLength        // 1550
    /// metrics.itemsPerLine      // 1
    /// ```
    ///
    /// - Parameters:
    ///   - viewportLength: visible length along the axis.
    ///   - crossLength: the view's length across the axis minus the adjusted insets.
    ///   - sourceItemCounts: the client's items per section.
    ///   - section: a source section's spacing and insets.
    ///   - item: a source item's size.
    /// - Complexity: O(n + S).
    package static func flow(
        viewportLength: CGFloat,
        crossLength: CGFloat,
        sourceItemCounts: some RandomAccessCollection<Int>,
        section: (Int) -> FlowSection,
        item: (SourceIndexPath) -> FlowItem
    ) -> ListMetrics {
        var accumulator = Accumulator()
        guard RepetitionPlanner.finiteReason(sourceItemCounts: sourceItemCounts) == nil else {
            return accumulator.unmeasured(viewportLength: viewportLength)
        }
        var copyLength: CGFloat = 0
        var shortestCopyLength: CGFloat = 0
        var realLength: CGFloat = 0
        var firstLineItems = 1
        var seenItems = false
        let single = sourceItemCounts.count == 1
        // One pass over the sections, each read once (main looked for the first non-empty section
        // again for every section: quadratic behind leading empty sections).
        for (sectionIndex, count) in zip(0..., sourceItemCounts) {
            let shape = section(sectionIndex)
            if !single {
                let around = shape.insetsAlongAxis + shape.headerAndFooterLength
                copyLength += around
                shortestCopyLength += around
                realLength += around
            }
            guard count > 0 else { continue }
            var sectionTotal: CGFloat = 0
            var sectionShortest: CGFloat = 0
            var narrowest = CGFloat.infinity
            for index in 0..<count {
                let size = item(SourceIndexPath(section: sectionIndex, item: index))
                var extent = ItemExtent(length: size.length + shape.lineSpacing, isEstimate: size.isEstimate)
                extent.isValid = extent.isValid && size.isValid
                let before = accumulator.shortestTotal
                accumulator.add(extent)
                sectionTotal += extent.planningLength
                sectionShortest += accumulator.shortestTotal - before
                realLength += extent.length
                narrowest = min(narrowest, size.crossLength)
            }
            let perLine = itemsPerLine(
                availableCrossLength: crossLength - shape.crossInsets,
                itemCrossLength: narrowest.isFinite ? narrowest : 0,
                interitemSpacing: shape.interitemSpacing)
            if !seenItems { firstLineItems = perLine }
            seenItems = true
            // The items' extents spread over `perLine` columns; the last line's trailing spacing
            // belongs to the next section only when sections repeat.
            let trailing = single ? 0 : shape.lineSpacing
            copyLength += sectionTotal / CGFloat(perLine) - trailing
            shortestCopyLength += sectionShortest / CGFloat(perLine) - trailing
        }
        return accumulator.metrics(
            viewportLength: viewportLength, itemsPerLine: single ? firstLineItems : 1,
            copyLength: max(0, copyLength), shortestCopyLength: max(0, shortestCopyLength),
            realLength: realLength)
    }

    // MARK: Private

    /// Sums, extremes and the estimate flag over the items of one copy.
    private struct Accumulator {
        /// Planning lengths (zero-length items count as ``ItemExtent/minimumPlanningLength``).
        var total: CGFloat = 0
        /// Coverage lengths (``ItemExtent/coverageLength``: estimates not sampled counted
        /// ``RepetitionPlanner/estimateShrinkFactor`` times smaller): the shortest the copy can turn out.
        var shortestTotal: CGFloat = 0
        /// The lengths as given (0 for hidden items).
        var realTotal: CGFloat = 0
        var largest: CGFloat = 0
        var smallest = CGFloat.infinity
        var shortest = CGFloat.infinity
        var anyEstimate = false
        var anyInvalid = false

        mutating func add(_ extent: ItemExtent) {
            let length = extent.planningLength
            let counted = extent.coverageLength
            total += length
            shortestTotal += counted
            realTotal += extent.length
            largest = max(largest, length)
            smallest = min(smallest, length)
            shortest = min(shortest, counted)
            anyEstimate = anyEstimate || extent.isEstimate
            anyInvalid = anyInvalid || !extent.isValid
        }

        /// `times` items of the same extent at once: the sums grow by a product.
        mutating func add(_ extent: ItemExtent, times: Int) {
            guard times > 0 else { return }
            let length = extent.planningLength
            let counted = extent.coverageLength
            let factor = CGFloat(times)
            total += length * factor
            shortestTotal += counted * factor
            realTotal += extent.length * factor
            largest = max(largest, length)
            smallest = min(smallest, length)
            shortest = min(shortest, counted)
            anyEstimate = anyEstimate || extent.isEstimate
            anyInvalid = anyInvalid || !extent.isValid
        }

        /// ``add(_:times:)`` for each count in turn (counts below 1 add nothing): the same sums in
        /// the same order, the extent's lengths and flags read once.
        mutating func add(_ extent: ItemExtent, timesEach counts: [Int]) {
            let length = extent.planningLength
            let counted = extent.coverageLength
            let real = extent.length
            var (total, shortestTotal, realTotal) = (self.total, self.shortestTotal, self.realTotal)
            var added = false
            for times in counts where times > 0 {
                let factor = CGFloat(times)
                total += length * factor
                shortestTotal += counted * factor
                realTotal += real * factor
                added = true
            }
            guard added else { return }
            (self.total, self.shortestTotal, self.realTotal) = (total, shortestTotal, realTotal)
            largest = max(largest, length)
            smallest = min(smallest, length)
            shortest = min(shortest, counted)
            anyEstimate = anyEstimate || extent.isEstimate
            anyInvalid = anyInvalid || !extent.isValid
        }

        /// Metrics of content whose real length is `realLength`: unmeasurable when it is under
        /// ``ItemExtent/minimumPlanningLength`` (every item hidden, or so small nothing shows) or
        /// an item was invalid.
        func metrics(
            viewportLength: CGFloat, itemsPerLine: Int, copyLength: CGFloat, shortestCopyLength: CGFloat,
            realLength: CGFloat
        ) -> ListMetrics {
            let empty = !(realLength >= ItemExtent.minimumPlanningLength)
            var metrics = ListMetrics(
                viewportLength: viewportLength,
                copyLength: empty ? 0 : copyLength,
                largestItemExtent: largest,
                smallestItemExtent: smallest.isFinite ? smallest : 0,
                itemsPerLine: itemsPerLine,
                extentsAreEstimates: anyEstimate)
            metrics.hasInvalidExtent = anyInvalid
            metrics.shortestCopyLength = empty ? 0 : shortestCopyLength
            metrics.shortestItemExtent = shortest.isFinite ? shortest : 0
            return metrics
        }

        /// A table copy's metrics: the rows added, plus every section's header and footer when
        /// there are several sections (one section's stay at the ends of the virtual content).
        func tableMetrics(viewportLength: CGFloat, sectionCount: Int, sectionExtras: (Int) -> CGFloat) -> ListMetrics {
            var extra: CGFloat = 0
            if sectionCount > 1 {
                for section in 0..<sectionCount { extra += ListMeasurement.clean(sectionExtras(section)) }
            }
            return metrics(
                viewportLength: viewportLength, itemsPerLine: 1,
                copyLength: total + extra, shortestCopyLength: shortestTotal + extra, realLength: realTotal + extra)
        }

        /// Metrics for counts that were not measured: nothing is measurable.
        func unmeasured(viewportLength: CGFloat) -> ListMetrics {
            metrics(viewportLength: viewportLength, itemsPerLine: 1, copyLength: 0, shortestCopyLength: 0, realLength: 0)
        }
    }

    fileprivate static func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
}
