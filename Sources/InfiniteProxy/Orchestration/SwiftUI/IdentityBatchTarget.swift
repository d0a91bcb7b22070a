import Foundation

/// A list view that takes a data change as a diffable data source sends it: one batch of public
/// deletes, inserts and moves, with the data switched inside the batch.
///
/// `UICollectionView`, `UITableView` (the SwiftUI layer) and the host's views conform. On an
/// infinite view the batch reaches the ``ListController`` through the same hooks as a diffable
/// `apply` (animated in every copy, the centred item kept on screen); on a finite one (VoiceOver
/// running) it is the view's own batch.
///
/// ```swift
/// let edits = IdentityDiff.edits(from: old, to: new)
/// collectionView.applyIdentityBatch(edits, commit: { source.ids = new }, completion: nil)
/// ```
///
/// - Complexity: O(edits) calls plus the view's batch.
@MainActor
package protocol IdentityBatchTarget: AnyObject {
    /// The view's public `performBatchUpdates(_:completion:)`.
    func performIdentityBatch(_ updates: @escaping () -> Void, completion: ((Bool) -> Void)?)
    /// The view's public `deleteSections(_:)` / `deleteSections(_:with:)`.
    func deleteIdentitySections(_ sections: IndexSet)
    /// The view's public `insertSections(_:)` / `insertSections(_:with:)`.
    func insertIdentitySections(_ sections: IndexSet)
    /// The view's public `moveSection(_:toSection:)`.
    func moveIdentitySection(_ section: Int, toSection newSection: Int)
    /// The view's public `deleteItems(at:)` / `deleteRows(at:with:)`.
    func deleteIdentityItems(at paths: [IndexPath])
    /// The view's public `insertItems(at:)` / `insertRows(at:with:)`.
    func insertIdentityItems(at paths: [IndexPath])
    /// The view's public `moveItem(at:to:)` / `moveRow(at:to:)`.
    func moveIdentityItem(at path: IndexPath, to newPath: IndexPath)
    /// The view's public `reloadData()`.
    func reloadIdentityData()
}

extension IdentityBatchTarget {
    /// Sends `edits` as one batch, calling `commit` (which switches the data source to the new
    /// data) first inside it, as a diffable data source does: section deletes, inserts and
    /// moves, then item deletes, inserts and moves.
    package func applyIdentityBatch(_ edits: SourceEdits, commit: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        let deleted = edits.deletedItems.sorted().map(\.indexPath)
        let inserted = edits.insertedItems.sorted().map(\.indexPath)
        let moved = edits.movedItems.map { ($0.from.indexPath, $0.to.indexPath) }
        let deletedSections = IndexSet(edits.deletedSections)
        let insertedSections = IndexSet(edits.insertedSections)
        let movedSections = edits.movedSections
        performIdentityBatch({ [weak self] in
            commit()
            guard let self else { return }
            if !deletedSections.isEmpty { self.deleteIdentitySections(deletedSections) }
            if !insertedSections.isEmpty { self.insertIdentitySections(insertedSections) }
            for move in movedSections { self.moveIdentitySection(move.from, toSection: move.to) }
            if !deleted.isEmpty { self.deleteIdentityItems(at: deleted) }
            if !inserted.isEmpty { self.insertIdentityItems(at: inserted) }
            for (from, to) in moved { self.moveIdentityItem(at: from, to: to) }
        }, completion: completion)
    }
}
