import Foundation

/// `NSDiffableDataSourceTransaction` as a reorder hands it to the reordering handlers: the
/// snapshot before the user's move and the one after it.
///
/// ```swift
/// dataSource.reorderingHandlers.didReorder = { transaction in
///     items = transaction.finalSnapshot.itemIdentifiers
/// }
/// ```
///
/// - Complexity: O(1) to build (snapshots are values).
package struct HostDiffableTransaction<SectionID: Hashable, ItemID: Hashable> {
    package let initialSnapshot: HostDiffableSnapshot<SectionID, ItemID>
    package let finalSnapshot: HostDiffableSnapshot<SectionID, ItemID>
}

/// `UICollectionViewDiffableDataSource.ReorderingHandlers`: whether an item can be reordered
/// (none set: no item can), and the reordering transaction before and after the data source
/// commits a user's move.
///
/// ```swift
/// dataSource.reorderingHandlers.canReorderItem = { _ in true }
/// ```
///
/// Evidence (decompiled `__UIDiffableDataSource`, read not run): `canMoveItemAtIndexPath:` asks
/// `reorderingHandlers.canReorderItemHandler` with the item at the path (no item, or no handler:
/// false); `_commitReorderingForItemAtIndexPath:…` keeps the reordering transaction as the
/// pending one and applies its final snapshot; `_notifyDidApplyForCurrentTransactionIfNeeded`
/// calls `didReorderHandler` with the transaction when the apply was a reordering one (the
/// will-apply notification likewise). **Guess**: both run synchronously around the commit.
///
/// - Complexity: O(1) per handler call.
package struct HostDiffableReorderingHandlers<SectionID: Hashable, ItemID: Hashable> {
    package var canReorderItem: ((ItemID) -> Bool)?
    package var willReorder: ((HostDiffableTransaction<SectionID, ItemID>) -> Void)?
    package var didReorder: ((HostDiffableTransaction<SectionID, ItemID>) -> Void)?

    package init() {}
}
