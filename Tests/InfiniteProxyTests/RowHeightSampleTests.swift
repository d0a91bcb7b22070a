import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct RowHeightSampleTests {
    private func rows(_ counts: [Int], limit: Int = RowHeightSample.maximumRows) -> [SourceIndexPath] {
        var visited: [SourceIndexPath] = []
        RowHeightSample.forEachRow(sourceItemCounts: counts, limit: limit) { visited.append($0) }
        return visited
    }

    private func path(_ section: Int, _ item: Int) -> SourceIndexPath { SourceIndexPath(section: section, item: item) }

    /// The doc example: flat positions 0, 1, 2, 3 of 5 rows across an empty section.
    @Test func smallCopiesAreSampledWhole() {
        #expect(rows([2, 0, 3], limit: 4) == [path(0, 0), path(0, 1), path(2, 0), path(2, 1)])
        #expect(rows([2, 0, 3]) == [path(0, 0), path(0, 1), path(2, 0), path(2, 1), path(2, 2)])
        #expect(rows([1]) == [path(0, 0)])
    }

    /// Larger copies: `limit` distinct rows in path order, from the first row, spread over the
    /// whole copy (no gap longer than ⌈n / limit⌉ rows).
    @Test(arguments: [[100], [1_000_000], [7, 0, 13, 1_000, 3], Array(repeating: 10, count: 1_000)])
    func largeCopiesAreSpreadEvenly(counts: [Int]) {
        let n = counts.reduce(0, +)
        let visited = rows(counts)
        #expect(visited.count == RowHeightSample.maximumRows)
        #expect(visited.first == path(counts.firstIndex { $0 > 0 }!, 0))
        var starts: [Int] = []
        var start = 0
        for count in counts { starts.append(start); start += count }
        let flat = visited.map { starts[$0.section] + $0.item }
        #expect(visited.allSatisfy { $0.item >= 0 && $0.item < counts[$0.section] })
        #expect(zip(flat, flat.dropFirst()).allSatisfy { $0 < $1 })
        let gap = (n + RowHeightSample.maximumRows - 1) / RowHeightSample.maximumRows
        #expect(zip(flat, flat.dropFirst()).allSatisfy { $1 - $0 <= gap })
        #expect(n - flat.last! <= gap)
    }

    /// Counts that cannot loop are not sampled: no client call.
    @Test func countsThatCannotLoopVisitNothing() {
        #expect(rows([]).isEmpty)
        #expect(rows([0, 0]).isEmpty)
        #expect(rows([Int.max, 1]).isEmpty)
        #expect(rows([3_000_000]).isEmpty)
        #expect(rows([10], limit: 0).isEmpty)
    }

    /// Lengths are capped at the estimate; unusable ones add nothing.
    @Test func addCapsAtTheEstimateAndSkipsUnusableLengths() {
        var sample = RowHeightSample(estimate: 44)
        #expect(sample.add(length: 100) == .sampled(length: 44))
        #expect(sample.add(length: 20) == .sampled(length: 20))
        for unusable in [CGFloat.nan, .infinity, -.infinity, -1, -5] { #expect(sample.add(length: unusable) == nil) }
        #expect(sample.count == 2)
        #expect(sample.unsampledExtent == .sampled(length: 20))
        #expect(RowHeightSample(estimate: .nan).estimate == ItemExtent.defaultFallback)
    }

    /// The rows outside the sample count at the shortest sampled row, never below a tenth of the
    /// sampled mean; nothing usable leaves them at the estimate.
    @Test func unsampledRowsCountAtTheShortestButNotBelowATenthOfTheMean() {
        var sample = RowHeightSample(estimate: 44)
        #expect(sample.unsampledExtent == nil)
        for length in [30.0, 44, 60] { sample.add(length: length) }
        #expect(sample.unsampledExtent?.length == 30)
        var hidden = RowHeightSample(estimate: 44)
        hidden.add(length: 0)
        for _ in 0..<9 { hidden.add(length: 40) }
        // Mean 36: one hidden row does not make every row 0 pt.
        #expect(abs((hidden.unsampledExtent?.length ?? 0) - 3.6) < 1e-9)
    }

    /// Sampled estimates count in full; others ten times shorter.
    @Test func sampledEstimatesCountInFull() {
        #expect(ItemExtent(length: 44, isEstimate: true).coverageLength == 4.4)
        #expect(ItemExtent.sampled(length: 44).coverageLength == 44)
        #expect(ItemExtent.sampled(length: 44).isEstimate)
        #expect(ItemExtent.sampled(length: 0).coverageLength == ItemExtent.minimumPlanningLength)
        #expect(ItemExtent(length: 44, isEstimate: false).coverageLength == 44)
    }
}
