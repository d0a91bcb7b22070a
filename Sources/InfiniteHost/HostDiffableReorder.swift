import Foundation

/// A user's reorder through a diffable data source, as UIKit performs it: the view records its own
/// move (`_expectedDiffableUpdateItem`) around the data source's `moveRowAt` / `moveItemAt`; the
/// data source turns the paths it was handed into a reordering transaction and applies its final
/// snapshot; the updater, seeing the expected move, switches the snapshot without touching the
/// view and compares the view's move with the snapshot's difference — on a mismatch it calls the
/// view's `reloadData()`, inside the move.
///
/// ```swift
/// HostDiffableReorder.matches(expected: HostMove(from: [0, 1], to: [0, 3]),
///                             update: snapshot.batchUpdate(to: reordered))   // true: the same move
/// ```
///
/// Evidence (decompiled UIKitCore of an iOS 26.1 restore, search corpus, read not run):
/// `-[UICollectionViewDiffableDataSource collectionView:moveItemAtIndexPath:toIndexPath:]` calls
/// `-[__UIDiffableDataSource _commitReorderingForItemAtIndexPath:toDestinationIndexPath:]`, which
/// builds a `UICollectionViewUpdateItem` move of the two paths, computes a reordering transaction
/// on the current snapshot (`_reorderingTransactionForReorderingUpdate:`) and applies its final
/// snapshot animated; the updater's blocks in
/// `_performUpdateWithCollectionViewUpdateItems:…animated:` read `[view _expectedDiffableUpdateItem]`
/// and, when set, run the update handler, then
/// `if (![self _doesExpectedUpdate:expected matchActualUpdates:updates allowingEmptyUpdates:…]) [view reloadData]`,
/// and dispatch the completion to the next turn. The view sets the expected item around the data
/// source's call (shown for a drop's placeholder in `_UICollectionViewDragAndDropController`:
/// `setExpectedDiffableUpdateItem:` before and nil after; for a table's reorder a **guess**: the
/// table has the same accessor). What `_doesExpectedUpdate:…` accepts is a **guess** from its
/// blocks (they test for insert and delete actions): no update, the same move, or a delete at its
/// source with an insert at its destination.
///
/// - Complexity: O(n log n) for n items (the snapshot's diff).
package enum HostDiffableReorder {
    /// Whether the snapshot's `update` is the move the view expected (or nothing, which UIKit allows).
    package static func matches(expected: HostMove<IndexPath>, update: HostBatchUpdate) -> Bool {
        let sectionsUntouched = update.insertedSections.isEmpty && update.deletedSections.isEmpty
            && update.movedSections.isEmpty && update.reloadedSections.isEmpty
        guard sectionsUntouched, update.reloadedItems.isEmpty else { return false }
        let moved = update.movedItems, deleted = update.deletedItems, inserted = update.insertedItems
        if moved.isEmpty && deleted.isEmpty && inserted.isEmpty { return true }
        if moved == [expected] && deleted.isEmpty && inserted.isEmpty { return true }
        return moved.isEmpty && deleted == [expected.from] && inserted == [expected.to]
    }
}

extension HostDiffableSnapshot {
    /// The reordering transaction's final snapshot: the item at `from` moved to `to` (a
    /// post-removal destination, as `moveRowAt` hands it); nil when either path is outside.
    ///
    /// ```swift
    /// // ["a", "b", "c"]: moving [0, 0] to [0, 2] gives ["b", "c", "a"]
    /// ```
    ///
    /// - Complexity: O(n) for n items.
    package func reordered(movingItemAt from: IndexPath, to: IndexPath) -> HostDiffableSnapshot? {
        guard let item = itemIdentifier(at: from), to.count == 2, to.section >= 0, to.section < numberOfSections else {
            return nil
        }
        var next = self
        next.deleteItems([item])
        guard to.item >= 0, to.item <= next.numberOfItems(inSection: to.section) else { return nil }
        next.insertItems([item], at: to.item, inSection: to.section)
        return next
    }
}
