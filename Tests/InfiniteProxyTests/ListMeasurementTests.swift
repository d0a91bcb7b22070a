import Foundation
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
            #expect(metrics.copyLength == planned.reduce(0, +) + extra)
            #expect(metrics.largestItemExtent == (planned.max() ?? 0))
            #expect(metrics.smallestItemExtent == (planned.min() ?? 0))
            #expect(metrics.extentsAreEstimates == (estimated && !planned.isEmpty))
            #expect(metrics.itemsPerLine == 1)
            #expect(metrics.isMeasurable == !planned.isEmpty)
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
