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
        // 2 × 512 pt of margin (the floor) + 800 + 88 = 1 912 pt → 22 copies (21 with main's 444 pt margin).
        #expect(plan.repetition.copies == 22)
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
        // Issue 14, item 3: hidden rows among real ones keep looping; all hidden, or a bad
        // extent, is not measurable.
        #expect(ListMetrics.measuring(itemCount: 4, viewportLength: 800) { [44, 0, 0, 44][$0] }.isMeasurable)
        #expect(!ListMetrics.measuring(itemCount: 3, viewportLength: 800) { _ in 0 }.isMeasurable)
        for bad: CGFloat in [.nan, .infinity, -1] {
            #expect(!ListMetrics.measuring(itemCount: 3, viewportLength: 800) { $0 == 1 ? bad : 44 }.isMeasurable)
        }
    }
}

// MARK: - Issue 14: margins that cover a fling

extension RepetitionPlannerTests {
    /// Issue 14, item 1: short tables and a one-row full-screen table hit the content's edge on
    /// strong flings with main's margin (half the viewport plus a row). With UIKit's deceleration
    /// at 60 frames a second, recentring on every frame, no fling reaches an edge now.
    @Test(arguments: [
        (viewport: CGFloat(200), velocity: CGFloat(15_000)),
        (viewport: 100, velocity: 10_000),
        (viewport: 844, velocity: 30_000),
        (viewport: 200, velocity: 30_000),
        (viewport: 100, velocity: 30_000),
    ])
    func strongFlingsNeverReachTheEdge(viewport: CGFloat, velocity: CGFloat) {
        for counts in [[1], [3], [10], [2, 3]] {
            for strategy in [RepetitionStrategy.automatic, .copies] {
                var simulation = FlingSimulation.rows(counts, viewportLength: viewport, realExtent: 44, strategy: strategy)
                #expect(simulation.engine.isLooping)
                let outcome = simulation.run(flings: 40, velocity: velocity, seed: UInt64(viewport) &* 31 &+ UInt64(counts.count))
                #expect(outcome.edgeHits == 0, "\(viewport) pt at \(velocity) pt/s, \(counts) \(strategy): \(outcome)")
                #expect(outcome.framesOutsideBand == 0)
                #expect(outcome.jumps > 0)
            }
        }
    }

    /// The margin's parts, as documented.
    @Test func marginIsTheLargestOfFloorFlingAndHalfAViewport() {
        #expect(RepetitionPlanner.flingTravelPerFrame == 500)
        #expect(RepetitionPlanner.margin(viewportLength: 200, largestItemExtent: 44) == 512)
        #expect(RepetitionPlanner.margin(viewportLength: 1366, largestItemExtent: 80) == 763)
        #expect(RepetitionPlanner.margin(viewportLength: 100, largestItemExtent: 600) == 650)
        let plan = RepetitionPlanner.plan(
            sourceItemCounts: [3],
            metrics: ListMetrics(viewportLength: 100, copyLength: 132, largestItemExtent: 44, smallestItemExtent: 44))
        #expect(plan.margin == 512)
    }

    /// The cost for ordinary screens stays modest: virtual rows per source row for a 390×844
    /// table of 44 pt rows (main: 43 / 15 / 5.2 / 1.42 / 1.0042).
    @Test func ordinaryScreensStayModest() {
        let expected: [Int: Double] = [1: 45, 3: 47.0 / 3, 10: 5.4, 100: 1.44, 10_000: 1.0044]
        for (n, perItem) in expected {
            let plan = RepetitionPlanner.plan(
                sourceItemCounts: [n],
                metrics: ListMetrics(viewportLength: 844, copyLength: CGFloat(n) * 44, largestItemExtent: 44, smallestItemExtent: 44))
            #expect(abs(plan.repetition.virtualItemsPerSourceItem - perItem) < 1e-9, "n = \(n)")
        }
    }
}

// MARK: - Issue 14: counts first, sections capped, estimates far off

extension RepetitionPlannerTests {
    /// Issue 14, item 4: 5 000 sections of one 4 pt row became 1.9 M virtual sections on main.
    @Test func virtualSectionsAreCapped() {
        let counts = Array(repeating: 1, count: 5_000)
        let plan = RepetitionPlanner.plan(
            sourceItemCounts: counts,
            metrics: ListMetrics(viewportLength: 844, copyLength: 20_000, largestItemExtent: 4, smallestItemExtent: 4))
        #expect(plan.repetition.numberOfVirtualSections <= RepetitionPlanner.maximumVirtualSections)
        // 20 000 pt a copy: two copies cover, well under the cap.
        #expect(plan.repetition.isLooping)
        let tiny = RepetitionPlanner.plan(
            sourceItemCounts: counts,
            metrics: ListMetrics(viewportLength: 844, copyLength: 5_000 * 0.004, largestItemExtent: 0.004, smallestItemExtent: 0.004))
        #expect(tiny.repetition.finiteReason == .tooManyVirtualItems)
        #expect(RepetitionPlanner.finiteReason(sourceItemCounts: Array(repeating: 1, count: 100_001)) == .tooManyVirtualItems)
        #expect(RepetitionPlanner.finiteReason(sourceItemCounts: [Int.max]) == .overflow)
        #expect(RepetitionPlanner.finiteReason(sourceItemCounts: [3_000_000]) == .tooManyVirtualItems)
        #expect(RepetitionPlanner.finiteReason(sourceItemCounts: [10]) == nil)
        #expect(RepetitionPlanner.finiteReason(sourceItemCounts: [0, 0]) == .empty)
        #expect(RepetitionPlanner.finiteReason(sourceItemCounts: [1_999_998]) == nil)
        #expect(RepetitionPlanner.finiteReason(sourceItemCounts: [1_999_998], strategy: .copies) == .tooManyVirtualItems)
    }

    /// Issue 14, item 2: self-sizing estimates ten times the real height (440 pt estimated,
    /// 44 pt real) no longer let strong flings reach the edge (main covered 4×); estimates ten
    /// times too small are harmless.
    @Test(arguments: [(estimate: CGFloat(440), real: CGFloat(44)), (estimate: 44, real: 440), (estimate: 400, real: 40)])
    func estimatesTenTimesOffStillCover(estimate: CGFloat, real: CGFloat) {
        for viewport: CGFloat in [844, 200] {
            for counts in [[1], [3], [10], [57], [2, 3]] {
                var simulation = FlingSimulation.rows(
                    counts, viewportLength: viewport, realExtent: real, plannedExtent: estimate)
                #expect(simulation.engine.isLooping)
                let outcome = simulation.run(flings: 30, velocity: 20_000, seed: UInt64(counts.reduce(0, +)))
                #expect(outcome.edgeHits == 0, "\(viewport) \(counts) est \(estimate) real \(real): \(outcome)")
                #expect(outcome.framesOutsideBand == 0)
            }
        }
    }

    /// Learned heights count in full: rows measured exactly are not shrunk like estimates, so a
    /// table whose rows were all displayed plans as if exact (the controller passes learned
    /// heights as exact `ItemExtent`s and keeps `extentsAreEstimates` for the hysteresis).
    @Test func learnedHeightsCountInFull() {
        let learned = ListMeasurement.table(
            viewportLength: 844, sourceItemCounts: [10],
            rowExtent: { _ in ItemExtent(length: 44, isEstimate: false) }, sectionExtras: { _ in 0 })
        var positionsEstimated = learned
        positionsEstimated.extentsAreEstimates = true
        #expect(positionsEstimated.shortestCopyLength == 440)
        #expect(positionsEstimated.shortestItemExtent == 44)
        let half = ListMeasurement.table(
            viewportLength: 844, sourceItemCounts: [10],
            rowExtent: { ItemExtent(length: 44, isEstimate: $0.item >= 5) }, sectionExtras: { _ in 0 })
        #expect(abs(half.shortestCopyLength - (5 * 44 + 5 * 4.4)) < 1e-9)
        #expect(abs(half.shortestItemExtent - 4.4) < 1e-12)
        let plain = ListMetrics(viewportLength: 844, copyLength: 440, largestItemExtent: 44, smallestItemExtent: 44,
                                extentsAreEstimates: true)
        #expect(plain.shortestCopyLength == 44)
        let exact = RepetitionPlanner.plan(sourceItemCounts: [10], metrics: positionsEstimated)
        let estimated = RepetitionPlanner.plan(sourceItemCounts: [10], metrics: plain)
        #expect(exact.repetition.totalVirtualItems < estimated.repetition.totalVirtualItems)
        #expect(exact.hysteresis == estimated.hysteresis)
    }
}
