import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct UniqueSectionsTests {
    @Test func docExample() {
        let unique = UniqueSections([(id: "A", items: [1, 2]), (id: "B", items: [3, 1]), (id: "A", items: [9])])
        #expect(unique.sectionIDs == ["A", "B"])
        #expect(unique.items == [[1, 2], [3]])
        #expect(unique.itemOffsets == [[0, 1], [0]])
        #expect(unique.sectionOffsets == [0, 1])
        #expect(unique.path(of: 3) == SourceIndexPath(section: 1, item: 0))
        #expect(unique.path(of: 9) == nil)
        #expect(unique.duplicates == [1])
        #expect(unique.duplicateSections == ["A"])
        #expect(unique.count == 3)
        #expect(unique.itemCounts == [2, 1])
    }

    @Test func lookUpsOutsideTheDataAreNil() {
        let unique = UniqueSections([(id: 0, items: ["x"]), (id: 1, items: [])])
        #expect(unique.id(at: SourceIndexPath(section: 0, item: 0)) == "x")
        #expect(unique.id(at: SourceIndexPath(section: 1, item: 0)) == nil)
        #expect(unique.id(at: SourceIndexPath(section: 2, item: 0)) == nil)
        #expect(unique.id(at: SourceIndexPath(section: -1, item: 0)) == nil)
        #expect(unique.contains("x") && !unique.contains("y"))
        #expect(UniqueSections<Int, Int>().count == 0)
        #expect(UniqueSections<Int, Int>().sectionIDs.isEmpty)
    }

    @Test func sameIdentifiers() {
        let a = UniqueSections([(id: 0, items: [1, 2])])
        #expect(a.hasSameIdentifiers(as: UniqueSections([(id: 0, items: [1, 2, 1])])))
        #expect(!a.hasSameIdentifiers(as: UniqueSections([(id: 1, items: [1, 2])])))
        #expect(!a.hasSameIdentifiers(as: UniqueSections([(id: 0, items: [1]), (id: 1, items: [2])])))
    }

    @Test func diagnosticNamesItemsAndSections() throws {
        #expect(UniqueSections([(id: 0, items: [1, 2])]).diagnostic(in: "InfiniteList") == nil)
        let items = try #require(UniqueSections([(id: 0, items: [1]), (id: 1, items: [1])]).diagnostic(in: "InfiniteList"))
        #expect(items.hasPrefix("InfiniteList: the ID 1 occurs more than once in the data"))
        let both = try #require(UniqueSections([(id: 0, items: [1, 1, 2, 2]), (id: 0, items: [])]).diagnostic(in: "InfiniteList"))
        #expect(both.contains("the IDs 1, 2 occur more than once, the section ID 0 occurs more than once in the data"))
    }
}
