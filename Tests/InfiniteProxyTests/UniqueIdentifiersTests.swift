import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct UniqueIdentifiersTests {
    @Test func docExample() {
        let unique = UniqueIdentifiers(["a", "b", "a", "c", "b"])
        #expect(unique.ids == ["a", "b", "c"])
        #expect(unique.elementOffsets == [0, 1, 3])
        #expect(unique.duplicates == ["a", "b"])
        #expect(unique.item(of: "c") == 2)
        #expect(unique.item(of: "z") == nil)
        #expect(unique.id(ofItem: 1) == "b")
        #expect(unique.id(ofItem: 3) == nil && unique.id(ofItem: -1) == nil)
    }

    @Test func aTripleIsReportedOnce() {
        let unique = UniqueIdentifiers([7, 7, 7])
        #expect(unique.ids == [7])
        #expect(unique.duplicates == [7])
        #expect(unique.count == 1)
    }

    @Test func diagnosticNamesTheDuplicates() throws {
        #expect(UniqueIdentifiers([1, 2]).diagnostic(in: "InfiniteList") == nil)
        let one = try #require(UniqueIdentifiers([1, 1]).diagnostic(in: "InfiniteList"))
        #expect(one.hasPrefix("InfiniteList: the ID 1 occurs more than once"))
        let many = try #require(UniqueIdentifiers(Array(0..<8) + Array(0..<8)).diagnostic(in: "InfinitePager"))
        #expect(many.contains("the IDs 0, 1, 2, 3, 4 and 3 more occur"))
    }

    @Test func emptyData() {
        let unique = UniqueIdentifiers([Int]())
        #expect(unique.count == 0 && unique.duplicates.isEmpty)
    }
}
