import Foundation
import Testing
@testable import InfiniteProxy

/// A table's sizing inputs, set by hand.
@MainActor
private struct FakeSizing: TableSizing {
    var rowHeight: CGFloat = 44
    var estimatedRowHeight: CGFloat = 0
    var sectionHeaderHeight: CGFloat = 28
    var sectionFooterHeight: CGFloat = 28
    var clientEstimatesRowHeights = false
    var rowHeights: ((SourceIndexPath) -> CGFloat)?
    var headerHeights: ((Int) -> CGFloat)?
    var headerTitles = false

    func clientRowHeight(at source: SourceIndexPath) -> CGFloat? { rowHeights?(source) }
    func clientEstimatedRowHeight(at source: SourceIndexPath) -> CGFloat? { nil }
    func clientHeaderHeight(inSection section: Int) -> CGFloat? { headerHeights?(section) }
    func clientFooterHeight(inSection section: Int) -> CGFloat? { nil }
    func clientHasHeaderTitle(inSection section: Int) -> Bool { headerTitles }
    func clientHasFooterTitle(inSection section: Int) -> Bool { false }
}

@MainActor
@Suite struct TableMeasurementTests {
    /// The doc examples.
    @Test func headerRule() {
        #expect(TableMeasurement.headerLength(delegate: -1, hasTitle: false, tableValue: 28) == 28)
        #expect(TableMeasurement.headerLength(delegate: nil, hasTitle: true, tableValue: 28) == 28)
        #expect(TableMeasurement.headerLength(delegate: nil, hasTitle: false, tableValue: 28) == 0)
        #expect(TableMeasurement.headerLength(delegate: 12, hasTitle: true, tableValue: 28) == 12)
        #expect(TableMeasurement.headerLength(delegate: nil, hasTitle: true, tableValue: -1) == 0)   // automatic table-wide: a lower bound
        #expect(TableMeasurement.headerLength(delegate: .nan, hasTitle: true, tableValue: 28) == 0)
    }

    /// T8: a delegate answering `automaticDimension` gets the table's header height (the glue
    /// counted 0), and titled sections count their header.
    @Test func automaticAndTitledHeadersCount() {
        var sizing = FakeSizing()
        sizing.headerHeights = { _ in TableMeasurement.automaticDimension }
        let metrics = TableMeasurement.metrics(sizing, viewportLength: 700, counts: [2, 3], measuredExtents: [:])
        #expect(metrics.copyLength == CGFloat(5 * 44 + 2 * 28))
        var titled = FakeSizing()
        titled.headerTitles = true
        #expect(TableMeasurement.metrics(titled, viewportLength: 700, counts: [2, 3], measuredExtents: [:]).copyLength
                == CGFloat(5 * 44 + 2 * 28))
    }

    /// T9: UIKit's default `estimatedRowHeight` is automatic: positions are estimates unless it is 0.
    @Test func automaticEstimatesMakePositionsEstimates() {
        var sizing = FakeSizing()
        sizing.estimatedRowHeight = TableMeasurement.automaticDimension
        #expect(TableMeasurement.metrics(sizing, viewportLength: 700, counts: [10], measuredExtents: [:]).extentsAreEstimates)
        sizing.estimatedRowHeight = 0
        #expect(!TableMeasurement.metrics(sizing, viewportLength: 700, counts: [10], measuredExtents: [:]).extentsAreEstimates)
        sizing.clientEstimatesRowHeights = true
        #expect(TableMeasurement.metrics(sizing, viewportLength: 700, counts: [10], measuredExtents: [:]).extentsAreEstimates)
    }

    /// T7: measured lengths replace estimates of self-sizing rows, never exact heights.
    @Test func measuredLengthsReplaceEstimatesOnly() {
        var sizing = FakeSizing()
        sizing.rowHeight = TableMeasurement.automaticDimension
        sizing.estimatedRowHeight = 50
        let measured = [SourceIndexPath(section: 0, item: 1): CGFloat(90)]
        #expect(TableMeasurement.metrics(sizing, viewportLength: 700, counts: [3], measuredExtents: measured).copyLength == CGFloat(50 + 90 + 50))
        sizing.rowHeights = { _ in 44 }
        #expect(TableMeasurement.metrics(sizing, viewportLength: 700, counts: [3], measuredExtents: measured).copyLength == CGFloat(3 * 44))
    }
}
