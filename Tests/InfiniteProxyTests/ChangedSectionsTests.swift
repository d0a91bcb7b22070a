import Foundation
import Testing
@testable import InfiniteProxy
import InfiniteHostTesting

@Suite struct ChangedSectionsTests {
    @Test func docExample() {
        #expect(ChangedSections.between(old: [3, 5, 0, 7], new: [3, 6, 0, 6]) == [1, 3])
        #expect(ChangedSections.between(old: [3, 5], new: [3, 5]) == [])
        #expect(ChangedSections.between(old: [3, 5], new: [3, 5, 1]) == nil)
    }

    @Test func emptyListsHaveNoChanges() {
        #expect(ChangedSections.between(old: [], new: []) == [])
        #expect(ChangedSections.between(old: [], new: [0]) == nil)
    }

    @Test func oneSharedBufferHasNoChanges() {
        let counts = Array(repeating: 10, count: 10_000)
        #expect(ChangedSections.between(old: counts, new: counts) == [])
    }

    /// Changes at block edges and inside blocks, on lists that end mid-block, against the
    /// section-by-section rule.
    @Test func everyChangeIsFoundAcrossBlockEdges() {
        let block = ChangedSections.blockLength
        for length in [1, block - 1, block, block + 1, 3 * block + 5] {
            let old = (0..<length).map { $0 % 7 }
            let candidates = Set([0, 1, block - 1, block, block + 1, 2 * block, length - 1]).filter { $0 < length }
            for first in candidates {
                for second in candidates {
                    var new = old
                    new[first] += 1
                    new[second] -= 3
                    let expected = (0..<length).filter { old[$0] != new[$0] }
                    #expect(ChangedSections.between(old: old, new: new) == expected,
                            "length \(length), sections \(first) and \(second)")
                }
            }
        }
    }

    /// A seeded sweep of random counts and edits against the rule.
    @Test func randomEditsAgreeWithTheRule() {
        var generator = SplitMix64(seed: 24)
        for _ in 0..<200 {
            let length = Int.random(in: 0...300, using: &generator)
            let old = (0..<length).map { _ in Int.random(in: 0...20, using: &generator) }
            var new = old
            for _ in 0..<Int.random(in: 0...5, using: &generator) where length > 0 {
                new[Int.random(in: 0..<length, using: &generator)] = Int.random(in: 0...20, using: &generator)
            }
            #expect(ChangedSections.between(old: old, new: new) == (0..<length).filter { old[$0] != new[$0] })
        }
    }
}
