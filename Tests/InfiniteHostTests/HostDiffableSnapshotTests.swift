import Foundation
import Testing
@testable import InfiniteHost

@Suite struct HostDiffableSnapshotTests {
    @Test func docExample() {
        var snapshot = HostDiffableSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b"], toSection: 0)
        var next = snapshot
        next.deleteItems(["a"])
        #expect(snapshot.batchUpdate(to: next).deletedItems == [IndexPath(item: 0, section: 0)])
        #expect(next.indexPath(for: "b") == IndexPath(item: 0, section: 0))
        #expect(next.itemIdentifier(at: IndexPath(item: 0, section: 0)) == "b")
    }

    /// Sections and items matched by identifier: a moved section, an item moving across sections,
    /// an item whose section goes away (inserted again), a reloaded item that stays.
    @Test func diffMatchesByIdentifier() throws {
        var old = HostDiffableSnapshot<String, Int>()
        old.appendSections(["A", "B", "C"])
        old.appendItems([1, 2, 3], toSection: "A")
        old.appendItems([4, 5], toSection: "B")
        old.appendItems([6], toSection: "C")
        var new = HostDiffableSnapshot<String, Int>()
        new.appendSections(["B", "A", "D"])
        new.appendItems([5, 4, 3], toSection: "B")
        new.appendItems([1, 2, 6], toSection: "A")
        new.reloadItems([1])
        let update = old.batchUpdate(to: new)
        #expect(update.deletedSections == [2])
        #expect(update.insertedSections == [2])
        #expect(update.movedSections.count == 1)
        #expect(update.movedItems.contains(HostMove(from: IndexPath(item: 2, section: 0), to: IndexPath(item: 2, section: 0))))
        #expect(update.insertedItems == [IndexPath(item: 2, section: 1)])          // 6: its section C is deleted
        #expect(update.reloadedItems == [IndexPath(item: 0, section: 0)])
        // UIKit's rules accept it.
        let plan = try update.plan(oldCounts: [3, 2, 1], newCounts: [3, 3, 0], kind: .collection)
        #expect(plan.items[1].first == .old(section: 0, row: 0) || plan.items[1].first == .fresh)
    }
}
