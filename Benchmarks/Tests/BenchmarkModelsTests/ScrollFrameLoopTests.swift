import Foundation
import Testing
import InfiniteProxy
import BenchmarkModels

/// The benchmarked frame loop must be a correct infinite list, or its figures mean nothing: no
/// edge is ever reached, every client path translates back, and jumps do happen.
@Suite struct ScrollFrameLoopTests {
    @Test(arguments: FrameScenario.allCases)
    func scenariosRunCleanly(scenario: FrameScenario) {
        var loop = scenario.makeLoop()
        for _ in 0..<5_000 { loop.step() }
        #expect(loop.edgeHits == 0)
        #expect(loop.translationMisses == 0)
        #expect(loop.jumps > 0)
        // At 50 pt per frame over 44 pt rows, at least one row appears per frame on average.
        #expect(loop.cellsShown >= loop.frames)
    }

    @Test func randomFlingsOverManyShapes() {
        var random = SplitMix64(seed: 7)
        let shapes: [[Int]] = [[1], [2], [3], [7], [10], [19], [20], [100], [5, 5, 5, 5], [2, 0, 3], [1, 1]]
        for counts in shapes {
            for strategy in [RepetitionStrategy.automatic, .copies, .padding] {
                var loop = ScrollFrameLoop(sourceItemCounts: counts, strategy: strategy, velocity: 0)
                for _ in 0..<2_000 {
                    if Int.random(in: 0..<30, using: &random) == 0 {
                        // A new fling: up to 12 000 pt/s either way (200 pt per frame).
                        loop.velocity = CGFloat(Int.random(in: -200...200, using: &random))
                    }
                    loop.step()
                }
                #expect(loop.edgeHits == 0, "\(counts) \(strategy)")
                #expect(loop.translationMisses == 0, "\(counts) \(strategy)")
            }
        }
    }

    @Test func arcPerFrameEqualsArcPerRow() {
        var perRow = ScrollFrameLoop(sourceItemCounts: [10], arcEvaluation: .perRow)
        var perFrame = ScrollFrameLoop(sourceItemCounts: [10], arcEvaluation: .perFrame)
        for _ in 0..<1_000 {
            #expect(perRow.step() == perFrame.step())
        }
    }

    @Test func arcChangesTheChecksum() {
        var bent = ScrollFrameLoop(sourceItemCounts: [10])
        var straight = ScrollFrameLoop(sourceItemCounts: [10], alignment: .none)
        var differs = false
        for _ in 0..<100 where bent.step() != straight.step() { differs = true }
        #expect(differs)
    }

    @Test func jumpFrequencyMatchesThePeriod() {
        // 10 rows of 44 pt: one jump per 440 pt, i.e. every 8.8 frames at 50 pt per frame.
        var loop = ScrollFrameLoop(sourceItemCounts: [10])
        for _ in 0..<8_800 { loop.step() }
        #expect((995...1_001).contains(loop.jumps))
    }
}
