import Foundation
import Testing
@testable import InfiniteHost

/// A ``PrefixSumTree`` built from runs past its dense limit keeps only the runs and the lengths
/// set since, and answers exactly as the dense tree does.
@Suite struct PrefixSumTreeSparseTests {
    @Test func docExample() {
        let rows = PrefixSumTree(runs: [.init(length: 0, count: 1), .init(length: 44, count: .max - 2)])
        #expect(rows.isSparse)
        #expect(rows.count == .max - 1)
        #expect(rows.start(of: 1_001) == 44_000)
    }

    /// `[Int.max]` rows between a header and a footer: nothing per row is stored, lengths set
    /// move what follows, and look-ups near the start are exact.
    @Test func intMaxElementsCostNothingPerElement() {
        var rows = PrefixSumTree(runs: [.init(length: 28, count: 1), .init(length: 44, count: .max), .init(length: 10, count: 1)])
        #expect(rows.isSparse)
        #expect(rows.count == .max, "elements past Int.max are left out")
        #expect(rows.total.isFinite && rows.total > 4e20)
        #expect(rows[0] == 28 && rows[1] == 44 && rows[.max - 1] == 44 && rows[.max] == 0)
        rows[3] = 100
        #expect(rows[3] == 100)
        #expect(rows.start(of: 4) == CGFloat(28 + 44 * 2 + 100))
        #expect(rows.start(of: 1_001) == CGFloat(28 + 44 * 999 + 100))
        #expect(rows.firstIndex(endingAfter: CGFloat(28 + 44 * 2 + 50)) == 3)
        #expect(rows.firstIndex(startingAtOrAfter: CGFloat(28 + 44 * 2 + 50)) == 4)
        #expect(rows.firstIndex(endingAfter: .infinity) == .max)
        #expect(rows.firstIndex(endingAfter: -1) == 0)
        rows[.max - 1] = 0   // the Fenwick walk stops at Int.max without overflowing
        #expect(rows[.max - 1] == 0)
        rows[3] = 44         // back to its run's length: no difference left
        #expect(rows.start(of: 1_001) == CGFloat(28 + 44 * 1_000))
    }

    /// The same runs and the same random updates, dense and sparse: every answer equal.
    @Test func answersAsTheDenseTreeDoes() {
        var generator = SplitMix64(seed: 7)
        let choices: [CGFloat] = [0, 1, 2.5, 44]
        for _ in 0..<60 {
            let runs = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                PrefixSumTree.Run(length: choices.randomElement(using: &generator) ?? 0, count: Int.random(in: 0...7, using: &generator))
            }
            var dense = PrefixSumTree(runs: runs, denseLimit: .max)
            var sparse = PrefixSumTree(runs: runs, denseLimit: 0)
            #expect(!dense.isSparse)
            #expect(sparse.isSparse || sparse.count == 0)
            #expect(dense.count == sparse.count)
            for round in 0..<6 {
                if round > 0 && dense.count > 0 {
                    let index = Int.random(in: -1...dense.count, using: &generator)
                    let value = choices.randomElement(using: &generator) ?? 0
                    dense[index] = value
                    sparse[index] = value
                }
                #expect(dense.total == sparse.total)
                for index in -1...(dense.count + 1) {
                    #expect(dense[index] == sparse[index])
                    #expect(dense.start(of: index) == sparse.start(of: index))
                }
                for probe in stride(from: CGFloat(-1), through: dense.total + 1, by: 0.5) {
                    #expect(dense.firstIndex(endingAfter: probe) == sparse.firstIndex(endingAfter: probe), "\(runs) \(probe)")
                    #expect(dense.firstIndex(startingAtOrAfter: probe) == sparse.firstIndex(startingAtOrAfter: probe), "\(runs) \(probe)")
                }
            }
        }
    }
}
