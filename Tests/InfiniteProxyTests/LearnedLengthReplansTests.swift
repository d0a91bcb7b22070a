import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct LearnedLengthReplansTests {
    @Test func oneReplanForTheFirstScreenAndOneForTheWholeCopy() {
        var learning = LearnedLengthReplans(sourceItems: 10)
        learning.planned(learned: 0)
        #expect(!learning.wants(learned: 0))
        #expect(learning.wants(learned: 4))     // the first screen
        learning.record(learned: 4)
        learning.planned(learned: 4)
        #expect(!learning.wants(learned: 9))
        #expect(learning.wants(learned: 10))    // the copy is whole
        learning.record(learned: 10)
        learning.planned(learned: 10)
        #expect(!learning.wants(learned: 11))
    }

    @Test func totalsSaturate() {
        #expect(LearnedLengthReplans.total([3, -2, 4]) == 7)
        #expect(LearnedLengthReplans.total([.max, 1]) == .max)
        #expect(LearnedLengthReplans.total([]) == 0)
    }
}
