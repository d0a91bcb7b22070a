import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// Fidelity of `HostCollectionView`'s updates to UIKit: batches, sections, reloads, reconfigures,
/// validation and completion timing.
@Suite struct HostCollectionViewUpdatesTests {
    /// A vertical list of 100 pt rows, 4 on screen.
    private func make(counts: [Int]) -> (HostCollectionView, CollectionClient) {
        let layout = HostCollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 100)
        layout.minimumLineSpacing = 0
        let client = CollectionClient(counts: counts)
        let collectionView = HostCollectionView(viewportSize: CGSize(width: 390, height: 400), collectionViewLayout: layout)
        collectionView.register(HostCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        client.collectionView = collectionView
        collectionView.dataSource = client
        collectionView.delegate = client
        collectionView.layoutIfNeeded()
        _ = client.drainReceived()
        return (collectionView, client)
    }

    private func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    /// UIKit fact: inserting and deleting items keeps the surviving items' cells (re-keyed, no
    /// callbacks); deleted items on screen end their display with their old paths; only new items
    /// are asked for.
    @Test func insertAndDeleteKeepSurvivingCellsAsUIKit() {
        let (collectionView, client) = make(counts: [10])
        let survivor = collectionView.cellForItem(at: path(2))
        let requests = collectionView.cellRequests
        client.counts = [10]
        collectionView.performBatchUpdates({
            collectionView.deleteItems(at: [path(0)])
            collectionView.insertItems(at: [path(3)])
        })
        collectionView.layoutIfNeeded()
        let received = client.drainReceived()
        #expect(received.endDisplaying.map(\.item) == [0])
        #expect(collectionView.cellForItem(at: path(1)) === survivor)                // item 2 became item 1
        #expect(collectionView.cellRequests == requests + 1)                         // only the new item 3
        #expect(collectionView.assertionFailures.isEmpty, "\(collectionView.assertionFailures)")
    }

    /// UIKit fact: "Invalid update: invalid number of items in section …" when the counts after a
    /// batch do not add up; the view keeps its state.
    @Test func invalidBatchRaisesUIKitsInvalidNumberOfItemsAssertion() {
        let (collectionView, client) = make(counts: [5])
        client.counts = [7]
        collectionView.insertItems(at: [path(0)])
        #expect(collectionView.assertionFailures.map(\.kind) == [.invalidUpdate])
        #expect(collectionView.assertionFailures.first?.message.hasPrefix("Invalid update: invalid number of items in section 0.") == true)
        #expect(collectionView.numberOfItems(inSection: 0) == 5)
    }

    /// UIKit fact: a batch opened while a `reloadData` is pending first reads the counts — the
    /// app's already-changed data — so the insert that follows does not add up (the well-known
    /// crash of `reloadData` followed by `insertItems` in the same turn).
    @Test func batchAfterPendingReloadReadsCountsFirstAsUIKit() {
        let (collectionView, client) = make(counts: [5])
        collectionView.reloadData()
        client.counts = [6]
        collectionView.insertItems(at: [path(5)])
        #expect(collectionView.assertionFailures.map(\.kind) == [.invalidUpdate])
    }

    /// UIKit fact (iOS 15): `reconfigureItems` asks `cellForItemAt` again and the dequeue hands back
    /// the cell already shown: no `prepareForReuse`, no display callbacks, no new cell.
    @Test func reconfigureItemsReusesTheDisplayedCellAsUIKit() {
        let (collectionView, client) = make(counts: [10])
        let cell = collectionView.cellForItem(at: path(1))
        let reuses = cell?.reuseCount
        let created = collectionView.viewsCreated
        collectionView.reconfigureItems(at: [path(1), path(9)])                       // item 9 is off screen
        let received = client.drainReceived()
        #expect(received.paths == [SourceIndexPath(section: 0, item: 1)])            // one cellForItemAt, no willDisplay
        #expect(received.endDisplaying.isEmpty)
        #expect(collectionView.cellForItem(at: path(1)) === cell)
        #expect(cell?.reuseCount == reuses)
        #expect(collectionView.viewsCreated == created)
        #expect(collectionView.assertionFailures.isEmpty, "\(collectionView.assertionFailures)")
    }

    /// UIKit fact: `reloadItems` replaces the item's cell: the old one ends its display.
    @Test func reloadItemsReplacesTheCellAsUIKit() {
        let (collectionView, client) = make(counts: [10])
        let reuses = collectionView.cellForItem(at: path(1))?.reuseCount ?? -1
        let requests = collectionView.cellRequests
        collectionView.reloadItems(at: [path(1)])
        collectionView.layoutIfNeeded()
        #expect(client.drainReceived().endDisplaying == [SourceIndexPath(section: 0, item: 1)])
        #expect(collectionView.cellRequests == requests + 1)
        // The old cell went back to the pool; the new request gets a pooled cell, prepared for reuse.
        #expect(collectionView.cellForItem(at: path(1))?.reuseCount == reuses + 1)
    }

    /// UIKit fact: `performBatchUpdates`' completion runs after the animation, never inside the call.
    @Test func performBatchUpdatesCompletionRunsAfterTheAnimationAsUIKit() {
        let (collectionView, client) = make(counts: [5])
        var finished: [Bool] = []
        client.counts = [4]
        collectionView.performBatchUpdates({ collectionView.deleteItems(at: [path(4)]) }, completion: { finished.append($0) })
        #expect(finished.isEmpty)
        #expect(collectionView.numberOfItems(inSection: 0) == 4)
        collectionView.runUntilIdle()
        #expect(finished == [true])
    }

    /// UIKit fact: section moves carry their items' cells; inserted sections are asked for.
    @Test func sectionUpdatesSpliceTheModelAsUIKit() {
        let (collectionView, client) = make(counts: [1, 1, 1])
        let third = collectionView.cellForItem(at: path(0, 2))
        client.counts = [1, 1, 1]
        collectionView.moveSection(2, toSection: 0)
        #expect(collectionView.cellForItem(at: path(0, 0)) === third)
        client.counts = [1, 2, 1, 1]
        collectionView.insertSections(IndexSet(integer: 1))
        client.counts = [1, 1, 1]
        collectionView.deleteSections(IndexSet(integer: 1))
        collectionView.layoutIfNeeded()
        #expect((0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) } == [1, 1, 1])
        #expect(collectionView.assertionFailures.isEmpty, "\(collectionView.assertionFailures)")
    }
}
