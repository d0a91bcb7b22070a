import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct IndexEditMapTests {
    @Test func docExample() throws {
        let map = try #require(IndexEditMap(oldCount: 5, newCount: 5, removed: [1], added: [3]))
        #expect(map.newIndex(ofOld: 0) == 0)
        #expect(map.newIndex(ofOld: 1) == nil)
        #expect(map.newIndex(ofOld: 3) == 2)
        #expect(map.newIndex(ofOld: 4) == 4)
        #expect(map.oldIndex(ofNew: 3) == nil)
    }

    /// Every choice of removed and added indices on up to 6 old indices, against the rule itself:
    /// the survivors, in order, fill the new indices that are not added.
    @Test func everySmallBatchAgreesWithTheRule() throws {
        var checked = 0
        for oldCount in 0...6 {
            for removedMask in 0..<(1 << oldCount) {
                let removed = (0..<oldCount).filter { removedMask & (1 << $0) != 0 }
                let survivors = (0..<oldCount).filter { removedMask & (1 << $0) == 0 }
                for newCount in survivors.count...(survivors.count + 3) {
                    for addedMask in 0..<(1 << newCount) where addedMask.nonzeroBitCount == newCount - survivors.count {
                        let added = (0..<newCount).filter { addedMask & (1 << $0) != 0 }
                        let slots = (0..<newCount).filter { addedMask & (1 << $0) == 0 }
                        let map = try #require(IndexEditMap(oldCount: oldCount, newCount: newCount,
                                                            removed: removed.reversed(), added: added.reversed()))
                        var expectedNew = [Int?](repeating: nil, count: oldCount)
                        var expectedOld = [Int?](repeating: nil, count: newCount)
                        for (old, new) in zip(survivors, slots) { expectedNew[old] = new; expectedOld[new] = old }
                        #expect((0..<oldCount).map { map.newIndex(ofOld: $0) } == expectedNew)
                        #expect((0..<newCount).map { map.oldIndex(ofNew: $0) } == expectedOld)
                        // The walks give the same, on every part of the range.
                        for lower in -1...oldCount {
                            for upper in lower...(oldCount + 1) {
                                var walked: [Int?] = []
                                map.forEachNewIndex(ofOld: lower..<upper) { old, new in
                                    #expect(old == max(0, lower) + walked.count)
                                    walked.append(new)
                                }
                                #expect(walked == Array(expectedNew[min(oldCount, max(0, lower))..<min(oldCount, max(0, upper))]))
                            }
                        }
                        var walkedOld: [Int?] = []
                        map.forEachOldIndex(ofNew: 0..<newCount) { _, old in walkedOld.append(old) }
                        #expect(walkedOld == expectedOld)
                        #expect((0..<oldCount).map(map.isRemoved) == (0..<oldCount).map { removedMask & (1 << $0) != 0 })
                        #expect((0..<newCount).map(map.isAdded) == (0..<newCount).map { addedMask & (1 << $0) != 0 })
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 1_000)
    }

    @Test func rejectsWhatDoesNotAddUp() {
        #expect(IndexEditMap(oldCount: 3, newCount: 3, removed: [0], added: []) == nil)   // counts
        #expect(IndexEditMap(oldCount: 3, newCount: 2, removed: [3], added: []) == nil)   // out of range
        #expect(IndexEditMap(oldCount: 3, newCount: 2, removed: [-1], added: []) == nil)
        #expect(IndexEditMap(oldCount: 3, newCount: 4, removed: [], added: [4]) == nil)
        #expect(IndexEditMap(oldCount: 3, newCount: 1, removed: [1, 1], added: []) == nil) // twice
        #expect(IndexEditMap(oldCount: 1, newCount: 3, removed: [], added: [2, 2]) == nil)
        // Negative counts read as 0; out-of-range look-ups answer nil.
        let empty = IndexEditMap(oldCount: -4, newCount: 0, removed: [], added: [])
        #expect(empty?.newIndex(ofOld: 0) == nil && empty?.oldIndex(ofNew: -1) == nil)
    }

    @Test func largeCountsCostTheEditsOnly() throws {
        let map = try #require(IndexEditMap(oldCount: Int.max / 2, newCount: Int.max / 2,
                                            removed: [7, 1_000_000_000], added: [0, 5]))
        #expect(map.newIndex(ofOld: 4) == 6)   // the 5th survivor: new 0 and 5 are arrivals
        #expect(map.newIndex(ofOld: 6) == 8)
        #expect(map.newIndex(ofOld: 8) == 9)
        #expect(map.newIndex(ofOld: 1_000_000_001) == 1_000_000_001)
        #expect(map.oldIndex(ofNew: Int.max / 2 - 1) == Int.max / 2 - 1)
    }
}
