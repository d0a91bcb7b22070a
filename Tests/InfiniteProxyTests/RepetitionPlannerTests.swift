import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct RepetitionPlannerTests {
    /// Uniform extents: checks that every position the viewport centre may take inside the band
    /// keeps the viewport plus the margin on both sides inside the content.
    private func checkCoverage(counts: [Int], viewport: CGFloat, extent: CGFloat,
                               strategy: RepetitionStrategy, estimates: Bool = false,
                               itemsPerLine: Int = 1) {
        let total = counts.reduce(0, +)
        let lines = CGFloat(total) / CGFloat(itemsPerLine)
        let metrics = ListMetrics(viewportLength: viewport, copyLength: lines * extent,
                                  largestItemExtent: extent, smallestItemExtent: extent,
                                  itemsPerLine: itemsPerLine, extentsAreEstimates: estimates)
        let plan = RepetitionPlanner.plan(sourceItemCounts: counts, metrics: metrics, strategy: strategy)
        let repetition = plan.repetition
        guard total > 0 else {
            #expect(!repetition.isLooping)
            return
        }
        #expect(repetition.isLooping, "\(counts) \(viewport) \(extent) \(strategy)")
        guard repetition.isLooping else { return }
        // Positions in a uniform layout: the line an item sits on.
        func position(_ virtual: VirtualIndexPath) -> CGFloat {
            var index = virtual.item
            if !repetition.repeatsWithinSection {
                for section in 0..<virtual.section {
                    index += repetition.numberOfVirtualItems(inVirtualSection: section)
                }
            }
            return CGFloat(index / itemsPerLine) * extent
        }
        let contentLength = (CGFloat(repetition.totalVirtualItems) / CGFloat(itemsPerLine)).rounded(.up) * extent
        let perJump = repetition.copiesPerJump
        guard let first = repetition.firstVirtualItem(inCopy: 0),
              let twin = repetition.firstVirtualItem(inCopy: perJump) else {
            Issue.record("no twin one jump away to measure")
            return
        }
        #expect(repetition.copies % perJump == 0)
        let jump = position(twin) - position(first)
        #expect(abs(jump - CGFloat(perJump) * lines * extent) < 1e-9, "a jump is whole lines")
        let center = position(first) + CGFloat(repetition.copies / perJump) * jump / 2
        let reach = jump / 2 + plan.hysteresis + viewport / 2 + plan.margin
        #expect(center - reach >= -1e-9, "\(counts) v\(viewport) e\(extent) \(strategy): before")
        #expect(center + reach <= contentLength + 1e-9, "\(counts) v\(viewport) e\(extent) \(strategy): after")
        #expect(plan.margin >= viewport / 2 + extent)
        // One jump is a whole number of lines, so columns line up.
        #expect((repetition.copiesPerJump * total) % itemsPerLine == 0)
    }

    @Test(arguments: 0...12)
    func coverageExhaustive(count: Int) {
        for viewport: CGFloat in [100, 390, 800, 844] {
            for extent: CGFloat in [1, 44, 120, 500] {
                for strategy in RepetitionStrategy.allCases {
                    checkCoverage(counts: [count], viewport: viewport, extent: extent, strategy: strategy)
                    checkCoverage(counts: [count], viewport: viewport, extent: extent, strategy: strategy,
                                  estimates: true)
                    checkCoverage(counts: [count, 2], viewport: viewport, extent: extent, strategy: strategy)
                }
            }
        }
    }

    @Test func gridsJumpByWholeLines() {
        for count in 1...12 {
            for columns in 1...4 {
                checkCoverage(counts: [count], viewport: 844, extent: 130, strategy: .padding, itemsPerLine: columns)
                checkCoverage(counts: [count], viewport: 844, extent: 130, strategy: .copies, itemsPerLine: columns)
            }
        }
        let plan = RepetitionPlanner.plan(
            sourceItemCounts: [7],
            metrics: ListMetrics(viewportLength: 844, copyLength: 7.0 / 3 * 130, largestItemExtent: 130,
                                 smallestItemExtent: 130, itemsPerLine: 3))
        #expect(plan.repetition.copiesPerJump == 3)
        #expect(plan.repetition.leadingItems % 3 == 0)
    }

    @Test func contentShorterThanTheScreenGetsMoreThanThreeCopies() {
        let plan = RepetitionPlanner.plan(
            sourceItemCounts: [2],
            metrics: ListMetrics(viewportLength: 800, copyLength: 88, largestItemExtent: 44, smallestItemExtent: 44),
            strategy: .copies)
        #expect(plan.repetition.copies == 21)
        #expect(CGFloat(plan.repetition.copies) * 88 > 3 * 800 / 2)
    }

    @Test func largeDataNeedsOnlyPadding() {
        let plan = RepetitionPlanner.plan(
            sourceItemCounts: [10_000],
            metrics: ListMetrics(viewportLength: 844, copyLength: 440_000, largestItemExtent: 44, smallestItemExtent: 44))
        // One copy plus about a screen and an item on each side: n + 2·(items per screen + 1).
        let itemsPerScreen = Int((844.0 / 44).rounded(.up))
        #expect(plan.repetition.copies == 1)
        #expect(plan.repetition.leadingItems <= itemsPerScreen + 2)
        #expect(plan.repetition.totalVirtualItems <= 10_000 + 2 * (itemsPerScreen + 2))
        let copies = RepetitionPlanner.plan(
            sourceItemCounts: [10_000],
            metrics: ListMetrics(viewportLength: 844, copyLength: 440_000, largestItemExtent: 44, smallestItemExtent: 44),
            strategy: .copies)
        #expect(copies.repetition.copies == 2)
    }

    @Test func estimatesAddHysteresis() {
        let exact = RepetitionPlanner.plan(
            sourceItemCounts: [30],
            metrics: ListMetrics(viewportLength: 800, copyLength: 1320, largestItemExtent: 44, smallestItemExtent: 44))
        let estimated = RepetitionPlanner.plan(
            sourceItemCounts: [30],
            metrics: ListMetrics(viewportLength: 800, copyLength: 1320, largestItemExtent: 44,
                                 smallestItemExtent: 44, extentsAreEstimates: true))
        #expect(exact.hysteresis == 0)
        #expect(estimated.hysteresis == 400)
        #expect(estimated.repetition.totalVirtualItems > exact.repetition.totalVirtualItems)
    }

    @Test func noItemsStaysFinite() {
        let plan = RepetitionPlanner.plan(
            sourceItemCounts: [0],
            metrics: ListMetrics(viewportLength: 800, copyLength: 0, largestItemExtent: 0, smallestItemExtent: 0))
        #expect(plan.repetition.finiteReason == .empty)
        #expect(RepetitionPlanner.plan(
            sourceItemCounts: [],
            metrics: ListMetrics(viewportLength: 800, copyLength: 1, largestItemExtent: 1, smallestItemExtent: 1))
            .repetition.finiteReason == .empty)
    }

    @Test func unmeasurableMetricsStayFinite() {
        let bad: [ListMetrics] = [
            ListMetrics(viewportLength: .nan, copyLength: 440, largestItemExtent: 44, smallestItemExtent: 44),
            ListMetrics(viewportLength: 800, copyLength: .infinity, largestItemExtent: 44, smallestItemExtent: 44),
            ListMetrics(viewportLength: 0, copyLength: 440, largestItemExtent: 44, smallestItemExtent: 44),
            ListMetrics(viewportLength: 800, copyLength: 440, largestItemExtent: 44, smallestItemExtent: 0),
            ListMetrics(viewportLength: 800, copyLength: -1, largestItemExtent: 44, smallestItemExtent: 44),
            ListMetrics(viewportLength: 800, copyLength: 440, largestItemExtent: 44, smallestItemExtent: 44,
                        itemsPerLine: 0),
        ]
        for metrics in bad {
            let plan = RepetitionPlanner.plan(sourceItemCounts: [10], metrics: metrics)
            #expect(plan.repetition.finiteReason == .unmeasurable)
            #expect(plan.repetition.totalVirtualItems == 10)
        }
    }

    @Test func tinyItemsThatWouldNeedMillionsOfCopiesStayFinite() {
        let plan = RepetitionPlanner.plan(
            sourceItemCounts: [1],
            metrics: ListMetrics(viewportLength: 800, copyLength: 1e-4, largestItemExtent: 1e-4, smallestItemExtent: 1e-4))
        #expect(plan.repetition.finiteReason == .tooManyVirtualItems)
        let copies = RepetitionPlanner.plan(
            sourceItemCounts: [1, 1],
            metrics: ListMetrics(viewportLength: 800, copyLength: 1e-4, largestItemExtent: 1e-4, smallestItemExtent: 1e-4))
        #expect(copies.repetition.finiteReason == .tooManyVirtualItems)
    }

    @Test func measuringSumsExtents() {
        let metrics = ListMetrics.measuring(itemCount: 3, viewportLength: 800) { [44, 60, 44][$0] }
        #expect(metrics.copyLength == 148)
        #expect(metrics.largestItemExtent == 60)
        #expect(metrics.smallestItemExtent == 44)
        let empty = ListMetrics.measuring(itemCount: 0, viewportLength: 800) { _ in 44 }
        #expect(!empty.isMeasurable)
    }
}
