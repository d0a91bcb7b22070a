import Foundation

/// A table's sizing inputs as UIKit reads them; nil means the client does not implement that
/// method. The rules that turn them into a plan are ``TableMeasurement``'s, shared by UIKit and
/// the host (so T8 and T9 have one answer).
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
    func clientRowHeight(at source: SourceIndexPath) -> CGFloat?
    func clientEstimatedRowHeight(at source: SourceIndexPath) -> CGFloat?
    func clientHeaderHeight(inSection section: Int) -> CGFloat?
    func clientFooterHeight(inSection section: Int) -> CGFloat?
    func clientHasHeaderTitle(inSection section: Int) -> Bool
    func clientHasFooterTitle(inSection section: Int) -> Bool
}

/// UIKit's table sizing rules, as one copy's ``ListMetrics``.
///
/// - Rows: the delegate's height, else `rowHeight`; a self-sizing row uses its measured height
///   when it was seen on screen (T7), else its estimate.
/// - Headers and footers (T8): the delegate's height, `automaticDimension` meaning the table's
///   `sectionHeaderHeight`; without a delegate height, a titled section gets `sectionHeaderHeight`,
///   an untitled one none. Automatic table-wide heights count as 0 (a lower bound).
/// - Positions are estimates (T9) when the table estimates at all: `estimatedRowHeight != 0`
///   (UIKit's default is automatic) or the delegate estimates.
///
/// ```swift
/// TableMeasurement.headerLength(delegate: -1, hasTitle: false, tableValue: 28)   // 28
/// TableMeasurement.headerLength(delegate: nil, hasTitle: true, tableValue: 28)   // 28
/// TableMeasurement.headerLength(delegate: nil, hasTitle: false, tableValue: 28)  // 0
/// ```
///
/// - Complexity: O(n) in the client's rows.
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
        var metrics = ListMeasurement.table(
            viewportLength: viewportLength, sourceItemCounts: counts,
            rowExtent: { source in
                let extent = ItemExtent.resolve(
                    explicit: sizing.clientRowHeight(at: source), fixed: rowHeight,
                    estimate: sizing.clientEstimatedRowHeight(at: source), defaultEstimate: defaultEstimate)
                if extent.isEstimate, let measured = measuredExtents[source], measured.isFinite, measured > 0 {
                    return ItemExtent(length: measured, isEstimate: true)
                }
                return extent
            },
            sectionExtras: { section in
                headerLength(delegate: sizing.clientHeaderHeight(inSection: section),
                             hasTitle: sizing.clientHasHeaderTitle(inSection: section),
                             tableValue: sizing.sectionHeaderHeight)
                    + headerLength(delegate: sizing.clientFooterHeight(inSection: section),
                                   hasTitle: sizing.clientHasFooterTitle(inSection: section),
                                   tableValue: sizing.sectionFooterHeight)
            })
        if estimatesPositions(sizing) { metrics.extentsAreEstimates = true }
        return metrics
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

    /// Whether the table places rows it has not displayed at estimated positions (T9): UIKit's
    /// default `estimatedRowHeight` is automatic, only 0 turns estimates off.
    package static func estimatesPositions(_ sizing: some TableSizing) -> Bool {
        sizing.clientEstimatesRowHeights || sizing.estimatedRowHeight != 0
    }
}
