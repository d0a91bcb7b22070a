import Foundation

/// A table's sizing inputs as UIKit reads them; nil means the client does not implement that
/// method. The rules that turn them into a plan are ``TableMeasurement``'s, shared by UIKit and
/// the host, so both give one answer.
///
/// ```swift
/// TableMeasurement.metrics(table, viewportLength: 763, counts: [10], measuredExtents: [:])
/// ```
///
/// - Complexity: each requirement O(1) (one client call at most).
@MainActor
package protocol TableSizing {
    /// `rowHeight` (negative: `automaticDimension`).
    var rowHeight: CGFloat { get }
    /// `estimatedRowHeight` (negative: automatic, UIKit's default; 0: no estimates).
    var estimatedRowHeight: CGFloat { get }
    /// `sectionHeaderHeight` (negative: automatic).
    var sectionHeaderHeight: CGFloat { get }
    /// `sectionFooterHeight` (negative: automatic).
    var sectionFooterHeight: CGFloat { get }
    /// Whether the client's delegate implements `estimatedHeightForRowAt`.
    var clientEstimatesRowHeights: Bool { get }
    /// Whether the client's delegate implements `heightForRowAt`.
    var clientSizesRowHeights: Bool { get }
    func clientRowHeight(at source: SourceIndexPath) -> CGFloat?
    func clientEstimatedRowHeight(at source: SourceIndexPath) -> CGFloat?
    func clientHeaderHeight(inSection section: Int) -> CGFloat?
    func clientFooterHeight(inSection section: Int) -> CGFloat?
    func clientHasHeaderTitle(inSection section: Int) -> Bool
    func clientHasFooterTitle(inSection section: Int) -> Bool
}

/// UIKit's table sizing rules, as one copy's ``ListMetrics``.
///
/// - Rows, when positions are exact (`estimatedRowHeight == 0`, nothing estimated): the
///   delegate's height, else `rowHeight`, asked for every row as UIKit does at load.
/// - Rows whose heights are known without asking: a positive `rowHeight`, UIKit's automatic
///   estimate and a client that implements neither `heightForRowAt` nor `estimatedHeightForRowAt`
///   — exact, no row call (`Docs/HostFidelity.md`).
/// - Rows, when positions are estimates (`estimatedRowHeight != 0`, UIKit's default, or the
///   delegate estimates): the height learned when the row was displayed, counted exact but never
///   above the row's estimate, since its twins that were not displayed are laid out at the
///   estimate (a reload drops UIKit's heights); else the delegate's estimate, else
///   `estimatedRowHeight` if positive, else `rowHeight` if positive, else 44 pt
///   (``ItemExtent/resolve(learned:estimate:defaultEstimate:fallback:)``). When the delegate
///   sizes rows (`heightForRowAt`) but does not estimate them, and the table has one section, at most
///   ``RowHeightSample/maximumRows`` rows spread over the copy are asked `heightForRowAt`, and the
///   rows not seen count at the sample's lengths, in full (``RowHeightSample``) rather than at the
///   estimate shrunk tenfold. Once every row of a copy was displayed the copy is exact.
/// - Headers and footers: the delegate's height, `automaticDimension` meaning the table's
///   `sectionHeaderHeight`; without a delegate height, a titled section gets `sectionHeaderHeight`,
///   an untitled one none. Automatic table-wide heights count as 0 (a lower bound).
///
/// ```swift
/// TableMeasurement.headerLength(delegate: -1, hasTitle: false, tableValue: 28)   // 28
/// TableMeasurement.headerLength(delegate: nil, hasTitle: true, tableValue: 28)   // 28
/// TableMeasurement.headerLength(delegate: nil, hasTitle: false, tableValue: 28)  // 0
/// ```
///
/// - Complexity: O(S + k log k) for S sections and k rows seen, and at most 64 `heightForRowAt`
///   calls, when no row needs asking per row (no `estimatedHeightForRowAt`, and no
///   `heightForRowAt` under exact positions); else O(n) in the client's rows. Client calls O(S)
///   plus, per row, one `estimatedHeightForRowAt` when the client implements it (UIKit asks it
///   too) and one `heightForRowAt` when positions are exact.
@MainActor
package enum TableMeasurement {
    /// UIKit's `automaticDimension`.
    package static let automaticDimension: CGFloat = -1

    /// One copy of the table's rows.
    package static func metrics(
        _ sizing: some TableSizing, viewportLength: CGFloat, counts: [Int],
        measuredExtents: [SourceIndexPath: CGFloat]
    ) -> ListMetrics {
        let rowHeight = sizing.rowHeight
        let defaultEstimate = sizing.estimatedRowHeight
        let sectionExtras = { (section: Int) -> CGFloat in
            headerLength(delegate: sizing.clientHeaderHeight(inSection: section),
                         hasTitle: sizing.clientHasHeaderTitle(inSection: section),
                         tableValue: sizing.sectionHeaderHeight)
                + headerLength(delegate: sizing.clientFooterHeight(inSection: section),
                               hasTitle: sizing.clientHasFooterTitle(inSection: section),
                               tableValue: sizing.sectionFooterHeight)
        }
        let clientEstimates = sizing.clientEstimatesRowHeights
        if !(clientEstimates || defaultEstimate != 0) {
            // Estimates off: UIKit asks every height at load (if the delegate sizes rows), and so
            // may the plan.
            let clientSizes = sizing.clientSizesRowHeights
            if !clientSizes {
                // Every row `rowHeight`: no row to visit but the learned ones, when self-sizing.
                let uniform = ItemExtent.resolve(explicit: nil, fixed: rowHeight, estimate: nil,
                                                 defaultEstimate: defaultEstimate)
                return ListMeasurement.table(
                    viewportLength: viewportLength, sourceItemCounts: counts, uniformRowExtent: uniform,
                    exceptions: uniform.isEstimate ? learnedExtents(measuredExtents, below: uniform.length) : [:],
                    sectionExtras: sectionExtras)
            }
            return ListMeasurement.table(
                viewportLength: viewportLength, sourceItemCounts: counts,
                rowExtent: { source in
                    let extent = ItemExtent.resolve(
                        explicit: clientSizes ? sizing.clientRowHeight(at: source) : nil, fixed: rowHeight,
                        estimate: nil, defaultEstimate: defaultEstimate)
                    // Self-sizing rows without an estimate: learned lengths as below.
                    guard extent.isEstimate, let learned = usable(measuredExtents[source]) else { return extent }
                    return ItemExtent.resolve(learned: min(learned, extent.length), estimate: nil,
                                              defaultEstimate: extent.length)
                },
                sectionExtras: sectionExtras)
        }
        if heightsAreKnown(sizing) {
            let exact = ItemExtent(length: rowHeight, isEstimate: false)
            return ListMeasurement.table(viewportLength: viewportLength, sourceItemCounts: counts,
                                         uniformRowExtent: exact, exceptions: [:], sectionExtras: sectionExtras)
        }
        // The table-wide estimate: `estimatedRowHeight` if positive, else `rowHeight` if positive.
        let tableEstimate = defaultEstimate > 0 ? defaultEstimate : rowHeight
        if !clientEstimates {
            // Every row at the table-wide estimate but the rows seen: O(sections + rows seen).
            let estimate = ItemExtent.resolve(learned: nil, estimate: nil, defaultEstimate: tableEstimate)
            var exceptions = learnedExtents(measuredExtents, below: estimate.length)
            var uniform = estimate
            if sizing.clientSizesRowHeights, counts.count == 1 {
                // The client sizes its rows: a bounded sample of them instead (rows seen answer
                // for themselves, without a call). One section only: with several, whole copies
                // of rows far taller than the estimate let a jump move the rows on screen
                // (`AdversarialTableTests.aJumpWhoseCentredRowStartsAboveTheScreenKeepsTheRowsOnScreen`).
                var sample = RowHeightSample(estimate: estimate.length)
                exceptions.reserveCapacity(exceptions.count + RowHeightSample.maximumRows)   // one allocation
                RowHeightSample.forEachRow(sourceItemCounts: counts) { row in
                    let learned = usable(measuredExtents[row])
                    guard let extent = sample.add(length: learned ?? sizing.clientRowHeight(at: row) ?? .nan),
                          learned == nil else { return }
                    exceptions[row] = extent
                }
                uniform = sample.unsampledExtent ?? estimate
            }
            return ListMeasurement.table(
                viewportLength: viewportLength, sourceItemCounts: counts, uniformRowExtent: uniform,
                exceptions: exceptions, sectionExtras: sectionExtras)
        }
        // Positions stay estimates while any row is; learned rows alone make the copy exact.
        return ListMeasurement.table(
            viewportLength: viewportLength, sourceItemCounts: counts,
            rowExtent: { source in
                let estimated = ItemExtent.resolve(
                    learned: nil, estimate: clientEstimates ? sizing.clientEstimatedRowHeight(at: source) : nil,
                    defaultEstimate: tableEstimate)
                guard let learned = usable(measuredExtents[source]) else { return estimated }
                return ItemExtent.resolve(learned: min(learned, estimated.length), estimate: nil,
                                          defaultEstimate: tableEstimate)
            },
            sectionExtras: sectionExtras)
    }

    /// Whether every row's height is known without asking the client although the table
    /// estimates: a positive `rowHeight`, the automatic estimate, and no delegate sizing
    /// (`Docs/HostFidelity.md`).
    ///
    /// ```swift
    /// // rowHeight 44, estimatedRowHeight automatic, neither sizing method: true
    /// ```
    ///
    /// - Complexity: O(1), no row call.
    package static func heightsAreKnown(_ sizing: some TableSizing) -> Bool {
        sizing.rowHeight.isFinite && sizing.rowHeight > 0 && sizing.estimatedRowHeight < 0
            && !sizing.clientSizesRowHeights && !sizing.clientEstimatesRowHeights
    }

    /// The rows seen at their learned lengths, each counted exact but never above `estimate`
    /// (its twins that were not displayed are laid out at the estimate).
    private static func learnedExtents(
        _ measured: [SourceIndexPath: CGFloat], below estimate: CGFloat
    ) -> [SourceIndexPath: ItemExtent] {
        var extents: [SourceIndexPath: ItemExtent] = [:]
        for (path, value) in measured {
            guard let learned = usable(value) else { continue }
            extents[path] = ItemExtent.resolve(learned: min(learned, estimate), estimate: nil, defaultEstimate: estimate)
        }
        return extents
    }

    private static func usable(_ value: CGFloat?) -> CGFloat? {
        guard let value, value.isFinite, value >= 0 else { return nil }
        return value
    }

    /// A header's (or footer's) length by UIKit's rule; 0 when unknown.
    package static func headerLength(delegate: CGFloat?, hasTitle: Bool, tableValue: CGFloat) -> CGFloat {
        let value: CGFloat
        if let delegate {
            value = delegate == automaticDimension ? tableValue : delegate
        } else {
            value = hasTitle ? tableValue : 0
        }
        return value.isFinite && value > 0 ? value : 0
    }
}
