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

    /// Reconfigured items are sent with their paths before the update: in place, moved within
    /// their section or to another kept one; not when deleted; a reload of the same item wins.
    @Test func reconfiguredItemsKeepTheirOldPaths() {
        var old = HostDiffableSnapshot<String, Int>()
        old.appendSections(["A", "B"])
        old.appendItems([1, 2, 3, 4], toSection: "A")
        old.appendItems([5], toSection: "B")
        var new = HostDiffableSnapshot<String, Int>()
        new.appendSections(["A", "B"])
        new.appendItems([0, 4, 1, 2], toSection: "A")        // 0 new, 4 moved to the front, 3 gone
        new.appendItems([5], toSection: "B")
        new.reconfigureItems([1, 4, 5, 2, 3])
        new.reloadItems([2])
        let update = old.batchUpdate(to: new)
        #expect(update.reconfiguredItems == [IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0),
                                             IndexPath(item: 0, section: 1)])
        var across = new
        across.deleteItems([5])
        across.appendItems([5], toSection: "A")                 // 5 changes section
        across.reconfigureItems([5])
        #expect(old.batchUpdate(to: across).reconfiguredItems.contains(IndexPath(item: 0, section: 1)))
        #expect(update.reloadedItems == [IndexPath(item: 1, section: 0)])
        var cleared = new
        cleared.clearReloads()
        #expect(cleared.reconfiguredItemIDs.isEmpty && cleared.reloadedItemIDs.isEmpty)
        new.deleteItems([5])
        #expect(!new.reconfiguredItemIDs.contains(5))
    }
}
