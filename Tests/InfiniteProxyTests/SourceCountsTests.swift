import Testing
@testable import InfiniteProxy

/// `SourceCounts`: UIKit's defaults and bounds on a data source's raw counts, shared by every
/// list surface.
@Suite struct SourceCountsTests {
    @Test func docExample() {
        #expect(SourceCounts.read(sections: nil) { _ in 7 } == [7])
        #expect(SourceCounts.read(sections: 2) { $0 == 0 ? -3 : 4 } == [0, 4])
        #expect(SourceCounts.read(sections: -1) { _ in 7 } == [])
    }

    @Test func everySectionIsAskedOnceInOrder() {
        var asked: [Int] = []
        let counts = SourceCounts.read(sections: 4) { section in
            asked.append(section)
            return section * 10
        }
        #expect(counts == [0, 10, 20, 30])
        #expect(asked == [0, 1, 2, 3])
    }

    @Test func noSectionsAskNothing() {
        var asked = 0
        #expect(SourceCounts.read(sections: 0) { _ in asked += 1; return 1 } == [])
        #expect(SourceCounts.read(sections: Int.min) { _ in asked += 1; return 1 } == [])
        #expect(asked == 0)
    }

    @Test func extremeItemCountsPassToThePlanner() {
        #expect(SourceCounts.read(sections: 2) { $0 == 0 ? Int.max : Int.min } == [Int.max, 0])
    }
}
