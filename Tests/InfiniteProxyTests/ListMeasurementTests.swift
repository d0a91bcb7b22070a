import Foundation
import InfiniteHostTesting
import Testing
@testable import InfiniteProxy

@Suite struct ListMeasurementTests {
    @Test func docExamples() {
        let table = ListMeasurement.table(
            viewportLength: 763, sourceItemCounts: [3, 2],
            rowExtent: { _ in ItemExtent(length: 44, isEstimate: false) }, sectionExtras: { _ in 28 })
        #expect(table.copyLength == 276)
        #expect(ListMeasurement.itemsPerLine(availableCrossLength: 390, itemCrossLength: 120, interitemSpacing: 10) == 3)
        #expect(ListMeasurement.itemsPerLine(availableCrossLength: 100, itemCrossLength: 300, interitemSpacing: 10) == 1)
        let carousel = ListMeasurement.flow(
            viewportLength: 390, crossLength: 200, sourceItemCounts: [5],
            section: { _ in ListMeasurement.FlowSection(lineSpacing: 10) },
            item: { _ in ListMeasurement.FlowItem(length: 300, crossLength: 200) })
        #expect(carousel.copyLength == 1550)
        #expect(carousel.itemsPerLine == 1)
    }

    @Test func uniformRowsWithExceptionsGiveThePerRowMetrics() {
        var generator = SplitMix64(seed: 11)
        for _ in 0..<200 {
            let counts = (0..<Int.random(in: 1...4, using: &generator)).map { _ in Int.random(in: 0...6, using: &generator) }
            let uniform = ItemExtent(length: CGFloat(Int.random(in: 0...60, using: &generator)),
                                     isEstimate: Bool.random(using: &generator))
            var exceptions: [SourceIndexPath: ItemExtent] = [:]
            for _ in 0..<Int.random(in: 0...5, using: &generator) {
                // Some outside the counts: ignored, as the per-row form never asks about them.
                let path = SourceIndexPath(section: Int.random(in: 0...4, using: &generator),
                                           item: Int.random(in: 0...7, using: &generator))
                exceptions[path] = ItemExtent(length: CGFloat(Int.random(in: 0...90, using: &generator)), isEstimate: false)
            }
            let extras = counts.indices.map { _ in CGFloat(Int.random(in: -5...40, using: &generator)) }
            let perRow = ListMeasurement.table(
                viewportLength: 700, sourceItemCounts: counts, rowExtent: { exceptions[$0] ?? uniform },
                sectionExtras: { extras[$0] })
            let summed = ListMeasurement.table(
                viewportLength: 700, sourceItemCounts: counts, uniformRowExtent: uniform, exceptions: exceptions,
                sectionExtras: { extras[$0] })
            // The same metrics; the shortest length of estimated rows is a product instead of a
            // sum of fractions, so it may differ in the last bits.
            #expect(abs(summed.shortestCopyLength - perRow.shortestCopyLength) <= 1e-9 * max(1, perRow.shortestCopyLength))
            var aligned = summed
            aligned.shortestCopyLength = perRow.shortestCopyLength
            #expect(aligned == perRow, "\(counts) \(uniform) \(exceptions)")
        }
        let million = ListMeasurement.table(
            viewportLength: 763, sourceItemCounts: [1_000_000], uniformRowExtent: ItemExtent(length: 44, isEstimate: true),
            exceptions: [SourceIndexPath(section: 0, item: 3): ItemExtent(length: 30, isEstimate: false)],
            sectionExtras: { _ in 0 })
        #expect(million.copyLength == 43_999_986)
        #expect(million.extentsAreEstimates)
    }

    @Test func tableSumsRowsAndRepeatsExtrasOnlyForSeveralSections() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<200 {
            let counts = (0..<Int.random(in: 1...4, using: &generator)).map { _ in Int.random(in: 0...6, using: &generator) }
            var heights: [SourceIndexPath: CGFloat] = [:]
            for (section, count) in counts.enumerated() {
                for item in 0..<count { heights[SourceIndexPath(section: section, item: item)] = CGFloat(Int.random(in: 0...90, using: &generator)) }
            }
            let extras = counts.indices.map { _ in CGFloat(Int.random(in: -5...40, using: &generator)) }
            let estimated = Bool.random(using: &generator)
            let metrics = ListMeasurement.table(
                viewportLength: 700, sourceItemCounts: counts,
                rowExtent: { ItemExtent(length: heights[$0] ?? .nan, isEstimate: estimated) },
                sectionExtras: { extras[$0] })
            let planned = heights.values.map { max($0, 1) }
            let extra = counts.count > 1 ? extras.map { max($0, 0) }.reduce(0, +) : 0
            // A copy whose real length is 0 (every row hidden, no extras) or with no rows at all
            // (not measured) is not measurable.
            let real = planned.isEmpty ? 0 : heights.values.reduce(0, +) + extra
            #expect(metrics.copyLength == (real > 0 ? planned.reduce(0, +) + extra : 0))
            #expect(metrics.largestItemExtent == (planned.max() ?? 0))
            #expect(metrics.smallestItemExtent == (planned.min() ?? 0))
            #expect(metrics.extentsAreEstimates == (estimated && !planned.isEmpty))
            #expect(metrics.itemsPerLine == 1)
            #expect(metrics.isMeasurable == (!planned.isEmpty && real > 0))
        }
    }

    /// The largest k with k·w + (k − 1)·s ≤ available, by counting.
    @Test func itemsPerLineMatchesCounting() {
        for available in stride(from: 0, through: 400, by: 7) {
            for width in [1, 30, 120, 130, 390, 500] {
                for spacing in [0, 5, 10, 15] {
                    var fit = 1
                    while CGFloat((fit + 1) * width + fit * spacing) <= CGFloat(available) { fit += 1 }
                    #expect(ListMeasurement.itemsPerLine(
                        availableCrossLength: CGFloat(available), itemCrossLength: CGFloat(width),
                        interitemSpacing: CGFloat(spacing)) == fit)
                }
            }
        }
        #expect(ListMeasurement.itemsPerLine(availableCrossLength: 390, itemCrossLength: 120, interitemSpacing: 15) == 3)
        #expect(ListMeasurement.itemsPerLine(availableCrossLength: .nan, itemCrossLength: 10, interitemSpacing: 0) == 1)
        #expect(ListMeasurement.itemsPerLine(availableCrossLength: 100, itemCrossLength: 0, interitemSpacing: 0) == 1)
        #expect(ListMeasurement.itemsPerLine(availableCrossLength: 1e12, itemCrossLength: 1, interitemSpacing: 0) == 100_000)
    }

    /// A copy measured for uniform grids is never longer than the flow layout really makes it
    /// (lines filled left to right, a new line per section), and equals it for one full-line section.
    @Test func flowCopyIsALowerBoundOfTheRealLayout() {
        var generator = SplitMix64(seed: 99)
        for _ in 0..<300 {
            let counts = (0..<Int.random(in: 1...3, using: &generator)).map { _ in Int.random(in: 0...9, using: &generator) }
            let length = CGFloat(Int.random(in: 20...120, using: &generator))
            let cross = CGFloat(Int.random(in: 40...200, using: &generator))
            let section = ListMeasurement.FlowSection(
                lineSpacing: CGFloat(Int.random(in: 0...12, using: &generator)),
                interitemSpacing: CGFloat(Int.random(in: 0...12, using: &generator)),
                insetsAlongAxis: CGFloat(Int.random(in: 0...30, using: &generator)),
                crossInsets: CGFloat(Int.random(in: 0...30, using: &generator)),
                headerAndFooterLength: CGFloat(Int.random(in: 0...50, using: &generator)))
            let viewCross: CGFloat = 390
            let metrics = ListMeasurement.flow(
                viewportLength: 800, crossLength: viewCross, sourceItemCounts: counts,
                section: { _ in section }, item: { _ in ListMeasurement.FlowItem(length: length, crossLength: cross) })
            var perLine = 1
            while CGFloat(perLine + 1) * cross + CGFloat(perLine) * section.interitemSpacing <= viewCross - section.crossInsets {
                perLine += 1
            }
            // The real layout of one copy in the virtual content.
            var real: CGFloat = 0
            if counts.count == 1 {
                // Items flow on across copies: one copy is n items of a line pitch each, over perLine columns.
                real = CGFloat(counts[0]) * (length + section.lineSpacing) / CGFloat(perLine)
                #expect(abs(metrics.copyLength - real) < 1e-6)
                #expect(metrics.itemsPerLine == (counts[0] > 0 ? perLine : 1))
            } else {
                for count in counts {
                    real += section.insetsAlongAxis + section.headerAndFooterLength
                    let lines = (count + perLine - 1) / perLine
                    if lines > 0 { real += CGFloat(lines) * length + CGFloat(lines - 1) * section.lineSpacing }
                }
                #expect(metrics.copyLength <= real + 1e-6)
                #expect(metrics.itemsPerLine == 1)
            }
            let any = counts.contains { $0 > 0 }
            #expect(metrics.smallestItemExtent == (any ? length + section.lineSpacing : 0))
        }
    }

    @Test func estimatesAreReported() {
        let metrics = ListMeasurement.flow(
            viewportLength: 800, crossLength: 390, sourceItemCounts: [3],
            section: { _ in ListMeasurement.FlowSection() },
            item: { ListMeasurement.FlowItem(length: 50, crossLength: 390, isEstimate: $0.item == 1) })
        #expect(metrics.extentsAreEstimates)
        #expect(ListMeasurement.FlowItem(length: -3, crossLength: .nan).length == 0)
    }
}

// MARK: - Issue 14: bad sizes, huge counts, many sections

/// Source item counts that count how often they are read (an operation count that does not
/// depend on the machine).
private final class ReadCounter: @unchecked Sendable { var reads = 0 }

private struct CountingCounts: RandomAccessCollection {
    let base: [Int]
    let counter: ReadCounter
    var startIndex: Int { base.startIndex }
    var endIndex: Int { base.endIndex }
    subscript(position: Int) -> Int {
        counter.reads += 1
        return base[position]
    }
}

extension ListMeasurementTests {
    /// Issue 14, item 3: NaN, infinite or negative sizes make the content finite; so does content
    /// whose rows are all 0 pt; a few 0-pt rows among real ones keep looping.
    @Test func badSizesMakeTheContentFinite() {
        let plan = { (heights: [CGFloat]) -> InfinitePlan in
            let metrics = ListMeasurement.table(
                viewportLength: 800, sourceItemCounts: [heights.count],
                rowExtent: { ItemExtent.resolve(explicit: heights[$0.item], fixed: -1, estimate: nil, defaultEstimate: -1) },
                sectionExtras: { _ in 0 })
            return RepetitionPlanner.plan(sourceItemCounts: [heights.count], metrics: metrics)
        }
        for bad: CGFloat in [.nan, .infinity, -.infinity, -3] {
            let result = plan([44, bad, 44])
            #expect(!result.repetition.isLooping, "\(bad)")
            #expect(result.repetition.finiteReason == .unmeasurable)
        }
        #expect(plan([0, 0, 0]).repetition.finiteReason == .unmeasurable)
        #expect(plan([0]).repetition.finiteReason == .unmeasurable)
        #expect(plan([44, 0, 0, 44, 0]).repetition.isLooping)
        #expect(plan([-1, -1]).repetition.isLooping)   // automaticDimension: estimated at 44 pt

        let flow = { (size: CGSize) -> InfinitePlan in
            let metrics = ListMeasurement.flow(
                viewportLength: 400, crossLength: 390, sourceItemCounts: [4],
                section: { _ in ListMeasurement.FlowSection() },
                item: { $0.item == 2 ? ListMeasurement.FlowItem(length: size.height, crossLength: size.width)
                                     : ListMeasurement.FlowItem(length: 100, crossLength: 100) })
            return RepetitionPlanner.plan(sourceItemCounts: [4], metrics: metrics)
        }
        #expect(!flow(CGSize(width: 100, height: CGFloat.nan)).repetition.isLooping)
        #expect(!flow(CGSize(width: CGFloat.infinity, height: 100)).repetition.isLooping)
        #expect(!flow(CGSize(width: 100, height: -5)).repetition.isLooping)
        #expect(flow(CGSize(width: 100, height: 0)).repetition.isLooping)
        let allZero = ListMeasurement.flow(
            viewportLength: 400, crossLength: 390, sourceItemCounts: [4],
            section: { _ in ListMeasurement.FlowSection() },
            item: { _ in ListMeasurement.FlowItem(length: 0, crossLength: 100) })
        #expect(!allZero.isMeasurable)
    }

    /// Issue 14, item 4: counts that can never loop are not measured at all. On main `[Int.max]`
    /// asked for every row (it never returned) and 3 M rows cost 3 M calls before falling back.
    @Test func hugeCountsAreNotMeasured() {
        var calls = 0
        for counts in [[Int.max], [3_000_000], [Int.max, 1], [1_500_000, 1_500_000], [2_000_000]] {
            let metrics = ListMeasurement.table(
                viewportLength: 800, sourceItemCounts: counts,
                rowExtent: { _ in calls += 1; return ItemExtent(length: 44, isEstimate: false) },
                sectionExtras: { _ in calls += 1; return 0 })
            #expect(!metrics.isMeasurable)
            let flow = ListMeasurement.flow(
                viewportLength: 800, crossLength: 390, sourceItemCounts: counts,
                section: { _ in calls += 1; return ListMeasurement.FlowSection() },
                item: { _ in calls += 1; return ListMeasurement.FlowItem(length: 44, crossLength: 390) })
            #expect(!flow.isMeasurable)
            let plan = RepetitionPlanner.plan(sourceItemCounts: counts, metrics: metrics)
            #expect(!plan.repetition.isLooping)
            #expect(plan.repetition.finiteReason == .overflow || plan.repetition.finiteReason == .tooManyVirtualItems)
        }
        #expect(calls == 0)
        // Just under the cap: measured (one call per row), and it may loop.
        var rows = 0
        let metrics = ListMeasurement.table(
            viewportLength: 800, sourceItemCounts: [999_000],
            rowExtent: { _ in rows += 1; return ItemExtent(length: 44, isEstimate: false) }, sectionExtras: { _ in 0 })
        #expect(rows == 999_000)
        #expect(RepetitionPlanner.plan(sourceItemCounts: [999_000], metrics: metrics).repetition.isLooping)
    }

    /// Issue 14, item 5: flow measurement reads each section once. On main every section looked
    /// for the first non-empty one again: behind 50 000 empty sections, 100 000 sections cost
    /// some 2.5 billion reads.
    @Test func flowMeasurementIsLinearInSections() {
        let sections = 100_000
        let counter = ReadCounter()
        let counts = CountingCounts(base: (0..<sections).map { $0 < sections / 2 ? 0 : 1 }, counter: counter)
        var sectionCalls = 0
        var itemCalls = 0
        let metrics = ListMeasurement.flow(
            viewportLength: 800, crossLength: 390, sourceItemCounts: counts,
            section: { _ in sectionCalls += 1; return ListMeasurement.FlowSection(lineSpacing: 4) },
            item: { _ in itemCalls += 1; return ListMeasurement.FlowItem(length: 4, crossLength: 390) })
        #expect(sectionCalls == sections)
        #expect(itemCalls == sections / 2)
        #expect(counter.reads <= 3 * sections, "\(counter.reads) reads of \(sections) counts")
        #expect(metrics.copyLength == CGFloat(sections / 2) * 4)
    }
}
