import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct PageDataChangeTests {
    @Test func docExamples() {
        let change = PageDataChange(old: [1, 2, 3, 4], new: UniqueIdentifiers([1, 3, 4]), shown: .page(1), direction: 1)
        #expect(change.count == 3)
        #expect(change.pages == [0, nil, 1, 2])
        #expect(change.current == .leaving(towards: 1, direction: 1))
        #expect(PageDataChange.survivor(from: 3, direction: 1, pages: [0, nil, 1, nil]) == 0)
    }

    @Test func thePageShownStaysWhenItsItemStays() {
        let change = PageDataChange(old: [1, 2, 3], new: UniqueIdentifiers([9, 3, 2]), shown: .page(1), direction: -1)
        #expect(change.current == .kept(page: 2))
        #expect(change.pages == [nil, 2, 1])
    }

    /// Deleted: the nearest item that stayed in the pager's direction, wrapping; backwards too.
    @Test func aDeletedPageSlidesTheWayThePagerMoves() {
        let old = [1, 2, 3, 4, 5]
        let new = UniqueIdentifiers([1, 2, 5])
        #expect(PageDataChange(old: old, new: new, shown: .page(2), direction: 1).current == .leaving(towards: 2, direction: 1))
        #expect(PageDataChange(old: old, new: new, shown: .page(2), direction: 0).current == .leaving(towards: 2, direction: 1))
        #expect(PageDataChange(old: old, new: new, shown: .page(3), direction: -1).current == .leaving(towards: 1, direction: -1))
        // Wrapping past the last page.
        #expect(PageDataChange(old: old, new: UniqueIdentifiers([2, 3]), shown: .page(4), direction: 1).current
                == .leaving(towards: 0, direction: 1))
    }

    /// A page already sliding away keeps its way; its destination deleted too, the next one on.
    @Test func aPageAlreadyLeavingKeepsItsWay() {
        let old = [1, 3, 4, 5]
        #expect(PageDataChange(old: old, new: UniqueIdentifiers([1, 3, 4, 5, 6]), shown: .leaving(towards: 1, direction: 1),
                               direction: -1).current == .leaving(towards: 1, direction: 1))
        #expect(PageDataChange(old: old, new: UniqueIdentifiers([1, 4, 5]), shown: .leaving(towards: 1, direction: 1),
                               direction: 1).current == .leaving(towards: 1, direction: 1))
        #expect(PageDataChange(old: old, new: UniqueIdentifiers([4, 5]), shown: .leaving(towards: 1, direction: -1),
                               direction: 1).current == .leaving(towards: 1, direction: -1))
    }

    /// One page or none after, or none before: the page is replaced.
    @Test func smallCountsReplaceThePage() {
        #expect(PageDataChange(old: [1, 2], new: UniqueIdentifiers([2]), shown: .page(0), direction: 1).current
                == .replaced(page: 0))
        #expect(PageDataChange(old: [1, 2], new: UniqueIdentifiers([Int]()), shown: .page(0), direction: 1).current
                == .replaced(page: nil))
        #expect(PageDataChange(old: [Int](), new: UniqueIdentifiers([1, 2]), shown: nil, direction: 1).current
                == .replaced(page: nil))
        // Nothing kept: the first new page slides in.
        #expect(PageDataChange(old: [1, 2], new: UniqueIdentifiers([3, 4]), shown: .page(1), direction: -1).current
                == .leaving(towards: 0, direction: -1))
        #expect(PageDataChange(old: [1, 2], new: UniqueIdentifiers([3]), shown: .page(1), direction: 1).current
                == .replaced(page: 0))
        // A single page kept: it stays (the pager lays itself out again).
        #expect(PageDataChange(old: [1], new: UniqueIdentifiers([0, 1]), shown: .page(0), direction: 1).current
                == .kept(page: 1))
        #expect(PageDataChange(old: [1, 2], new: UniqueIdentifiers([1]), shown: .page(0), direction: 1).current
                == .kept(page: 0))
    }

    /// Exhaustive over small lists: a kept page names its own item; a leaving page's destination
    /// is an item of the new data, the first that stayed in that direction (the first page when
    /// none stayed).
    @Test func everyChangeOfSmallLists() {
        let lists: [[Int]] = [[], [0], [1], [0, 1], [1, 0], [0, 2], [0, 1, 2], [2, 0, 1], [3, 1], [0, 1, 2, 3], [3, 4]]
        for old in lists {
            for newIDs in lists {
                let new = UniqueIdentifiers(newIDs)
                for page in old.indices {
                    for direction in [-1, 1] {
                        let change = PageDataChange(old: old, new: new, shown: .page(page), direction: direction)
                        switch change.current {
                        case .kept(let kept):
                            #expect(newIDs[kept] == old[page])
                        case .leaving(let towards, let way):
                            #expect(way == direction && newIDs.count >= 2 && !newIDs.contains(old[page]))
                            var step = page
                            if old.contains(where: newIDs.contains) {
                                while !newIDs.contains(old[step]) { step = (step + way + old.count) % old.count }
                                #expect(newIDs[towards] == old[step], "\(old) → \(newIDs) from \(page)")
                            } else {
                                #expect(towards == 0)
                            }
                        case .replaced(let replaced):
                            #expect(newIDs.count < 2)
                            if let replaced { #expect(newIDs.indices.contains(replaced)) }
                        }
                    }
                }
            }
        }
    }
}
