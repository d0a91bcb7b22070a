import Foundation
import Testing
@testable import InfiniteHost

@Suite struct PrefixSumTreeTests {
    @Test func docExample() {
        var lengths = PrefixSumTree([28, 44, 44, 60])
        #expect(lengths.start(of: 2) == 72)
        #expect(lengths.firstIndex(endingAfter: 100) == 2)
        lengths[1] = 50
        #expect(lengths.total == 182)
        #expect(lengths.start(of: 3) == 122)
    }

    /// Brute force over every small list of lengths (0, 1 or 2.5 each, zeros included) and every
    /// probe position, after random updates.
    @Test func matchesBruteForce() {
        var generator = SplitMix64(seed: 42)
        let choices: [CGFloat] = [0, 1, 2.5]
        for count in 0...9 {
            for _ in 0..<30 {
                var values = (0..<count).map { _ in choices.randomElement(using: &generator) ?? 0 }
                var tree = PrefixSumTree(values)
                for round in 0..<4 {
                    if round > 0 && count > 0 {
                        let index = Int.random(in: 0..<count, using: &generator)
                        values[index] = choices.randomElement(using: &generator) ?? 0
                        tree[index] = values[index]
                    }
                    var starts: [CGFloat] = [0]
                    for value in values { starts.append(starts[starts.count - 1] + value) }
                    #expect(tree.total == starts[count])
                    for index in 0...count { #expect(tree.start(of: index) == starts[index]) }
                    for probe in stride(from: CGFloat(-1), through: starts[count] + 1, by: 0.5) {
                        let endingAfter = (0..<count).first { starts[$0 + 1] > probe } ?? count
                        #expect(tree.firstIndex(endingAfter: probe) == endingAfter, "\(values) \(probe)")
                        let startingAtOrAfter = (0..<count).first { starts[$0] >= probe } ?? count
                        #expect(tree.firstIndex(startingAtOrAfter: probe) == startingAtOrAfter, "\(values) \(probe)")
                    }
                }
            }
        }
    }

    @Test func badLengthsReadAsZero() {
        var tree = PrefixSumTree([.nan, -5, .infinity, 3])
        #expect(tree.total == 3)
        #expect(tree.start(of: 3) == 0)
        tree[0] = -1
        #expect(tree[0] == 0)
        #expect(tree.firstIndex(endingAfter: .nan) == 0)
        #expect(tree.firstIndex(startingAtOrAfter: .infinity) == 4)
    }

    @Test func largeTreeStaysExactForWholeLengths() {
        let count = 100_000
        var tree = PrefixSumTree(Array(repeating: 44, count: count))
        #expect(tree.start(of: 77_777) == CGFloat(77_777 * 44))
        tree[10] = 100
        #expect(tree.start(of: 77_777) == CGFloat(77_777 * 44 + 56))
        #expect(tree.firstIndex(endingAfter: CGFloat(77_777 * 44 + 56)) == 77_777)
    }
}

extension PrefixSumTreeTests {
    /// Issue 14, item 9: an index from before a reload reads as 0 and writes nothing.
    @Test func indicesOutsideTheTreeAreHarmless() {
        var empty = PrefixSumTree()
        #expect(empty[0] == 0 && empty[-1] == 0 && empty[Int.max] == 0)
        empty[3] = 10
        #expect(empty.count == 0 && empty.total == 0)
        var tree = PrefixSumTree([10, 20])
        tree[2] = 5
        tree[-1] = 5
        #expect(tree.total == 30 && tree[1] == 20 && tree[2] == 0)
    }
}
