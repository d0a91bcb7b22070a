import Foundation

/// A view a host diffable data source sends its applies to: the public calls UIKit's diffable
/// data sources make (as the system: UIKit's diffable data source is system code).
@MainActor
package protocol HostDiffableTarget: AnyObject {
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
    func reloadData()
    /// Sends one batch's differences with the view's public section and item methods.
    func sendDiffableUpdate(_ update: HostBatchUpdate)
}

/// A view whose batch a diffable data source can also open with UIKit's private
/// `_performBatchUpdates:viewPropertyAnimator:customAnimationsProvider:` — the call an *animated*
/// section-snapshot apply makes (evidence in ``HostCollectionDiffableDataSource``). The glue's
/// `performBatchUpdates` hook does not see it; the public calls inside it reach the hooks.
@MainActor
package protocol HostDiffablePrivateBatchTarget: HostDiffableTarget {
    func performPrivateBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
}

/// What `apply` does, shared by ``HostTableDiffableDataSource`` and
/// ``HostCollectionDiffableDataSource``: the snapshot last applied, and the view calls an apply
/// makes (see those types for UIKit's behaviour it models).
///
/// ```swift
/// let applier = HostDiffableApplier<Int, Int>()
/// applier.apply(snapshot, to: table)            // first apply: reloadData
/// applier.apply(edited, to: table)              // one batch of the differences
/// ```
///
/// - Complexity: `apply` is O(n log n) for n items plus the view's batch.
@MainActor
final class HostDiffableApplier<SectionID: Hashable, ItemID: Hashable> {
    typealias Snapshot = HostDiffableSnapshot<SectionID, ItemID>

    private(set) var current = Snapshot()
    private var hasApplied = false
    /// Applies sent as one batch, and as `reloadData`.
    private(set) var batchApplies = 0
    private(set) var reloadApplies = 0

    /// `apply(_:animatingDifferences:completion:)`: `reloadData` the first time (or without a
    /// view), nothing for no differences, else one batch switching to `snapshot` inside it.
    /// With `privateBatch`, a view that has one opens its batch with UIKit's private call
    /// (``HostDiffablePrivateBatchTarget``).
    func apply(_ snapshot: Snapshot, to view: (any HostDiffableTarget)?, privateBatch: Bool = false,
               completion: (() -> Void)?) {
        guard let view, hasApplied else {
            applyUsingReloadData(snapshot, to: view)
            completion?()
            return
        }
        let update = current.batchUpdate(to: snapshot)
        var next = snapshot
        next.clearReloads()
        guard !update.isEmpty else {
            current = next
            completion?()
            return
        }
        batchApplies += 1
        let updates = {
            self.current = next   // the data source answers with the new snapshot inside the batch
            view.sendDiffableUpdate(update)
        }
        if privateBatch, let privateView = view as? any HostDiffablePrivateBatchTarget {
            privateView.performPrivateBatchUpdates(updates, completion: { _ in completion?() })
        } else {
            view.performBatchUpdates(updates, completion: { _ in completion?() })
        }
    }

    /// `applySnapshotUsingReloadData(_:)` (iOS 15): the snapshot, then `reloadData()`.
    func applyUsingReloadData(_ snapshot: Snapshot, to view: (any HostDiffableTarget)?) {
        current = snapshot
        current.clearReloads()
        hasApplied = true
        reloadApplies += 1
        view?.reloadData()
    }
}

extension HostTableView: HostDiffableTarget {
    package func sendDiffableUpdate(_ update: HostBatchUpdate) {
        if !update.deletedSections.isEmpty { deleteSections(IndexSet(update.deletedSections)) }
        if !update.insertedSections.isEmpty { insertSections(IndexSet(update.insertedSections)) }
        for move in update.movedSections { moveSection(move.from, toSection: move.to) }
        if !update.deletedItems.isEmpty { deleteRows(at: Array(update.deletedItems)) }
        if !update.insertedItems.isEmpty { insertRows(at: Array(update.insertedItems)) }
        for move in update.movedItems { moveRow(at: move.from, to: move.to) }
        if !update.reloadedItems.isEmpty { reloadRows(at: Array(update.reloadedItems), caller: .system) }
        if !update.reconfiguredItems.isEmpty { reconfigureRows(at: Array(update.reconfiguredItems), caller: .system) }
    }
}

extension HostCollectionView: HostDiffablePrivateBatchTarget {
    package func sendDiffableUpdate(_ update: HostBatchUpdate) {
        if !update.deletedSections.isEmpty { deleteSections(IndexSet(update.deletedSections)) }
        if !update.insertedSections.isEmpty { insertSections(IndexSet(update.insertedSections)) }
        for move in update.movedSections { moveSection(move.from, toSection: move.to) }
        if !update.deletedItems.isEmpty { deleteItems(at: Array(update.deletedItems)) }
        if !update.insertedItems.isEmpty { insertItems(at: Array(update.insertedItems)) }
        for move in update.movedItems { moveItem(at: move.from, to: move.to) }
        if !update.reloadedItems.isEmpty { reloadItems(at: Array(update.reloadedItems)) }
        if !update.reconfiguredItems.isEmpty { reconfigureItems(at: Array(update.reconfiguredItems), caller: .system) }
    }
}
