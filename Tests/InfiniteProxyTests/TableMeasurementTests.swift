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
    var rowHeights: ((SourceIndexPath) -> CGFloat)?
    var estimates: ((SourceIndexPath) -> CGFloat)?
    var headerHeights: ((Int) -> CGFloat)?
    var headerTitles = false
    /// What the measurement asked the client about single rows.
    let calls = Calls()

    final class Calls {
        var heights = 0
        var estimates = 0
    }

    var clientSizesRowHeights: Bool { rowHeights != nil }
    var clientEstimatesRowHeights: Bool { estimates != nil }

    func clientRowHeight(at source: SourceIndexPath) -> CGFloat? {
        guard let rowHeights else { return nil }
        calls.heights += 1
        return rowHeights(source)
    }

    func clientEstimatedRowHeight(at source: SourceIndexPath) -> CGFloat? {
        guard let estimates else { return nil }
        calls.estimates += 1
        return estimates(source)
    }
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

    /// T9: UIKit's default `estimatedRowHeight` is automatic: positions are estimates unless it is
    /// 0, or every height is known anyway (issue 14: fixed `rowHeight`, no delegate sizing).
    @Test func automaticEstimatesMakePositionsEstimates() {
        var sizing = FakeSizing()
        sizing.estimatedRowHeight = TableMeasurement.automaticDimension
        sizing.rowHeights = { _ in 44 }
        #expect(TableMeasurement.metrics(sizing, viewportLength: 700, counts: [10], measuredExtents: [:]).extentsAreEstimates)
        sizing.estimatedRowHeight = 0
        #expect(!TableMeasurement.metrics(sizing, viewportLength: 700, counts: [10], measuredExtents: [:]).extentsAreEstimates)
        sizing.estimates = { _ in 44 }
        #expect(TableMeasurement.metrics(sizing, viewportLength: 700, counts: [10], measuredExtents: [:]).extentsAreEstimates)
    }

    /// Issue 14 item 2 / fidelity T-c: a fixed `rowHeight` and a client that implements neither
    /// `heightForRowAt` nor `estimatedHeightForRowAt` is exact under the automatic estimate — UIKit
    /// has nothing to estimate — and costs no row call.
    @Test func fixedRowHeightWithoutDelegateSizingIsExact() {
        var sizing = FakeSizing()
        sizing.estimatedRowHeight = TableMeasurement.automaticDimension
        let metrics = TableMeasurement.metrics(sizing, viewportLength: 700, counts: [10], measuredExtents: [:])
        #expect(!metrics.extentsAreEstimates)
        #expect(metrics.copyLength == 440)
        #expect(metrics.shortestCopyLength == 440)
        #expect(metrics.shortestItemExtent == 44)
        #expect(sizing.calls.heights == 0 && sizing.calls.estimates == 0)
        // Estimates off: no delegate sizing, no row call either.
        sizing.estimatedRowHeight = 0
        #expect(!TableMeasurement.metrics(sizing, viewportLength: 700, counts: [10], measuredExtents: [:]).extentsAreEstimates)
        #expect(sizing.calls.heights == 0 && sizing.calls.estimates == 0)
        // An explicit estimate (not automatic) still places undisplayed rows at the estimate.
        sizing.estimatedRowHeight = 80
        #expect(TableMeasurement.metrics(sizing, viewportLength: 700, counts: [10], measuredExtents: [:]).extentsAreEstimates)
    }

    /// Issue 13: with estimated positions, a reload asks no row about its height but a bounded
    /// sample (`RowHeightSample`) — so 10⁶ rows cost O(sections) client calls plus at most 64.
    @Test func estimatedPositionsAskAtMostASampleOfRows() {
        var sizing = FakeSizing()
        sizing.estimatedRowHeight = TableMeasurement.automaticDimension
        sizing.rowHeights = { _ in 44 }
        let metrics = TableMeasurement.metrics(sizing, viewportLength: 700, counts: [1_000_000], measuredExtents: [:])
        #expect(sizing.calls.heights == RowHeightSample.maximumRows)
        #expect(sizing.calls.estimates == 0)
        #expect(metrics.extentsAreEstimates)
        #expect(metrics.copyLength == CGFloat(1_000_000 * 44))
        #expect(metrics.shortestCopyLength == CGFloat(1_000_000 * 44))   // sampled: counted in full
    }

    /// The precedence with estimated positions: learned (exact, but never above what the row's
    /// undisplayed twins are laid out at) → client estimate → `estimatedRowHeight` > 0 →
    /// `rowHeight` > 0 → 44.
    @Test func estimatePrecedence() {
        func lengths(_ sizing: FakeSizing, learned: [SourceIndexPath: CGFloat] = [:]) -> (CGFloat, CGFloat) {
            let metrics = TableMeasurement.metrics(sizing, viewportLength: 700, counts: [1], measuredExtents: learned)
            return (metrics.copyLength, metrics.shortestCopyLength)
        }
        var sizing = FakeSizing()
        sizing.rowHeight = TableMeasurement.automaticDimension
        sizing.estimatedRowHeight = TableMeasurement.automaticDimension
        #expect(lengths(sizing) == (44, 4.4))                         // nothing usable: 44, an estimate
        sizing.rowHeight = 60
        // `heightForRowAt` answering `automaticDimension`: the row sizes itself, nothing sampled.
        sizing.rowHeights = { _ in TableMeasurement.automaticDimension }
        #expect(lengths(sizing) == (60, 6))                           // rowHeight
        sizing.estimatedRowHeight = 70
        #expect(lengths(sizing) == (70, 7))                           // estimatedRowHeight
        // A sampled height counts in full, capped at the estimate (its twins are laid out at it).
        sizing.rowHeights = { _ in 500 }
        #expect(lengths(sizing) == (70, 70))
        sizing.estimates = { _ in 80 }
        #expect(lengths(sizing) == (80, 8))                           // the client's estimate
        sizing.estimates = { _ in TableMeasurement.automaticDimension }
        #expect(lengths(sizing) == (70, 7))                           // automatic: the table's
        sizing.estimates = { _ in 80 }
        let row = SourceIndexPath(section: 0, item: 0)
        let calls = sizing.calls.heights
        #expect(lengths(sizing, learned: [row: 30]) == (30, 30))      // learned, exact
        #expect(lengths(sizing, learned: [row: 800]) == (80, 80))     // exact, capped at the estimate
        #expect(sizing.calls.heights == calls)                        // per-row estimates: no sample
    }

    /// T7: measured lengths replace estimates; once every row of a copy was seen the copy is exact.
    @Test func measuredLengthsReplaceEstimates() {
        var sizing = FakeSizing()
        sizing.rowHeight = TableMeasurement.automaticDimension
        sizing.estimatedRowHeight = 50
        let measured = [SourceIndexPath(section: 0, item: 1): CGFloat(40)]
        let partly = TableMeasurement.metrics(sizing, viewportLength: 700, counts: [3], measuredExtents: measured)
        #expect(partly.copyLength == CGFloat(50 + 40 + 50))
        #expect(partly.shortestCopyLength == CGFloat(5 + 40 + 5))
        #expect(partly.extentsAreEstimates)
        let all = Dictionary(uniqueKeysWithValues: (0..<3).map { (SourceIndexPath(section: 0, item: $0), CGFloat(40)) })
        let seen = TableMeasurement.metrics(sizing, viewportLength: 700, counts: [3], measuredExtents: all)
        #expect(!seen.extentsAreEstimates)
        #expect(seen.shortestCopyLength == 120)
    }
}

/// A better first plan for tables whose client implements `heightForRowAt` under UIKit's
/// estimates: a bounded sample of rows' heights instead of the estimate shrunk tenfold.
@MainActor
@Suite struct TableMeasurementSampleTests {
    /// Virtual rows per source row of one section of `n` rows in an 844 pt table.
    private func ratio(_ sizing: FakeSizing, rows n: Int) -> Double {
        let metrics = TableMeasurement.metrics(sizing, viewportLength: 844, counts: [n], measuredExtents: [:])
        let plan = RepetitionPlanner.plan(sourceItemCounts: [n], metrics: metrics)
        return plan.repetition.virtualItemsPerSourceItem
    }

    /// The first plan is within 1.5× of the exact plan (every height known) at n = 1…10 000, for
    /// rows of 44 pt, short rows (20 pt) and rows of mixed heights, and asks at most 64 rows.
    @Test(arguments: [CGFloat(44), 20, -3])
    func firstPlanIsWithinOneAndAHalfOfExact(height: CGFloat) {
        // -3: rows of 30, 44 and 60 pt in turn.
        let heights: (SourceIndexPath) -> CGFloat = height > 0 ? { _ in height } : { [30, 44, 60][$0.item % 3] }
        for n in [1, 3, 10, 100, 1_000, 10_000] {
            var exact = FakeSizing()
            exact.rowHeights = heights
            var estimated = FakeSizing()   // its own call counts
            estimated.rowHeights = heights
            estimated.estimatedRowHeight = TableMeasurement.automaticDimension
            let exactRatio = ratio(exact, rows: n)
            let firstRatio = ratio(estimated, rows: n)
            #expect(firstRatio >= exactRatio, "n = \(n): \(firstRatio) below exact \(exactRatio)")
            #expect(firstRatio <= 1.5 * exactRatio, "n = \(n): \(firstRatio) vs exact \(exactRatio)")
            #expect(estimated.calls.heights <= min(n, 64), "n = \(n): \(estimated.calls.heights) calls")
            #expect(estimated.calls.estimates == 0)
        }
    }

    /// Several sections (whole copies) are not sampled: rows not displayed count at the
    /// estimate shrunk tenfold, as before.
    @Test func severalSectionsAreNotSampled() {
        var sizing = FakeSizing()
        sizing.estimatedRowHeight = TableMeasurement.automaticDimension
        sizing.rowHeights = { _ in 150 }
        let metrics = TableMeasurement.metrics(sizing, viewportLength: 130, counts: [2, 27], measuredExtents: [:])
        #expect(sizing.calls.heights == 0)
        #expect(abs(metrics.shortestCopyLength - 29 * 4.4) < 1e-9)
    }
}
