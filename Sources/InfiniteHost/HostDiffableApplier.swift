import Foundation

/// A view a host diffable data source sends its applies to: the public calls UIKit's diffable
/// data sources make (as the system: UIKit's diffable data source is system code).
@MainActor
package protocol HostDiffableTarget: AnyObject {
    /// Which kind of view UIKit's updater drives (its decisions differ, ``HostDiffableApplyRoute``).
    var diffableView: HostDiffableApplyRoute.View { get }
    var isInWindow: Bool { get }
    /// UIKit's `_expectedDiffableUpdateItem`: the move the view is performing itself (a user's
    /// reorder) while it calls the data source's move method; nil otherwise (``HostDiffableReorder``).
    var expectedDiffableUpdate: HostMove<IndexPath>? { get }
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
    func reloadData()
    func layoutIfNeeded()
    /// Makes one of a batch's calls with the view's public section and item methods.
    func sendDiffableCall(_ call: HostDiffableViewCall)
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
/// makes, routed as UIKit's updater routes them (``HostDiffableApplyRoute``) and in its order
/// (``HostDiffableViewCall``).
///
/// ```swift
/// let applier = HostDiffableApplier<Int, Int>()
/// applier.apply(snapshot, to: table, animated: false)   // first apply: reloadData
/// applier.apply(edited, to: table, animated: true)      // one batch of the differences
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
    /// How the last apply that changed something reached the view, and the calls its batch made.
    private(set) var lastRoute: HostDiffableApplyRoute?
    private(set) var lastCalls: [HostDiffableViewCall] = []
    /// Reorders committed while the view expected its move, and those whose snapshot differed
    /// from it (the view was sent `reloadData()` inside the move).
    private(set) var reorderApplies = 0
    private(set) var reorderMismatchReloads = 0

    /// `apply(_:animatingDifferences:completion:)`: nothing for no differences (the completion
    /// runs at once), else the route UIKit's updater takes — `reloadData` (completion at once) or
    /// one batch switching to `snapshot` inside it (completion when it has animated). `animator`:
    /// a section-snapshot apply handing UIKit a property animator (its private batch). Without a
    /// view only the snapshot changes.
    func apply(_ snapshot: Snapshot, to view: (any HostDiffableTarget)?, animated: Bool, animator: Bool = false,
               completion: (() -> Void)?) {
        var next = snapshot
        next.clearReloads()
        guard let view else {
            current = next
            hasApplied = true
            completion?()
            return
        }
        let update = current.batchUpdate(to: snapshot)
        guard !update.isEmpty || !hasApplied else {
            current = next
            completion?()
            return
        }
        let route = HostDiffableApplyRoute(view: view.diffableView, isFirstApply: !hasApplied, animated: animated,
                                           hasAnimator: animator, isInWindow: view.isInWindow)
        hasApplied = true
        lastRoute = route
        switch route {
        case .reloadData:
            lastCalls = []
            reloadApplies += 1
            current = next
            view.reloadData()
            completion?()
        case .batch(let kind):
            batchApplies += 1
            let calls = HostDiffableViewCall.calls(for: update)
            lastCalls = calls
            let updates = {
                self.current = next   // the data source answers with the new snapshot inside the batch
                for call in calls { view.sendDiffableCall(call) }
            }
            let done: (Bool) -> Void = { _ in completion?() }
            switch kind {
            case .animated:
                view.performBatchUpdates(updates, completion: done)
            case .withoutAnimation:
                HostScrollView.performWithoutAnimation { view.performBatchUpdates(updates, completion: done) }
            case .privateAnimator:
                if let privateView = view as? any HostDiffablePrivateBatchTarget {
                    privateView.performPrivateBatchUpdates(updates, completion: done)
                } else {
                    view.performBatchUpdates(updates, completion: done)
                }
            }
        }
    }

    /// `-[__UIDiffableDataSource _commitReorderingForItemAtIndexPath:toDestinationIndexPath:]` (the
    /// data source's `moveRowAt` / `moveItemAt`): the current snapshot with the item at `from` moved
    /// to `to`, applied animated. While the view performs that move itself
    /// (``HostDiffableTarget/expectedDiffableUpdate``) the snapshot switches without a batch and the
    /// view gets `reloadData()` when the snapshot's difference is not the view's move
    /// (``HostDiffableReorder``). False, and nothing changes, for a path outside the snapshot.
    ///
    /// `handlers` (a collection view's `reorderingHandlers`): `willReorder` gets the reordering
    /// transaction before the snapshot switches, `didReorder` after it has.
    @discardableResult
    func commitReordering(from: IndexPath, to: IndexPath, view: (any HostDiffableTarget)?,
                          handlers: HostDiffableReorderingHandlers<SectionID, ItemID>? = nil) -> Bool {
        guard let next = current.reordered(movingItemAt: from, to: to) else { return false }
        let transaction = HostDiffableTransaction(initialSnapshot: current, finalSnapshot: next)
        handlers?.willReorder?(transaction)
        defer { handlers?.didReorder?(transaction) }
        guard let view, let expected = view.expectedDiffableUpdate else {
            apply(next, to: view, animated: true, completion: nil)
            return true
        }
        let update = current.batchUpdate(to: next)
        reorderApplies += 1
        hasApplied = true
        current = next   // the update handler
        if !HostDiffableReorder.matches(expected: expected, update: update) {
            reorderMismatchReloads += 1
            view.reloadData()
        }
        return true
    }

    /// `applySnapshotUsingReloadData(_:)` (iOS 15): the snapshot, `reloadData()`, then a layout
    /// pass when the view is in a window.
    func applyUsingReloadData(_ snapshot: Snapshot, to view: (any HostDiffableTarget)?) {
        current = snapshot
        current.clearReloads()
        hasApplied = true
        reloadApplies += 1
        guard let view else { return }
        let route = HostDiffableApplyRoute(reloadDataIsInWindow: view.isInWindow)
        lastRoute = route
        lastCalls = []
        view.reloadData()
        if route == .reloadData(layoutPass: true) { view.layoutIfNeeded() }
    }
}

extension HostTableView: HostDiffableTarget {
    package var diffableView: HostDiffableApplyRoute.View { .table }

    package func sendDiffableCall(_ call: HostDiffableViewCall) {
        switch call {
        case .moveSection(let from, let to): moveSection(from, toSection: to)
        case .moveItem(let from, let to): moveRow(at: from, to: to)
        case .reloadSections(let sections): reloadSections(sections)
        case .deleteSections(let sections): deleteSections(sections)
        case .insertSections(let sections): insertSections(sections)
        case .reconfigureItems(let paths): reconfigureRows(at: paths, caller: .system)
        case .reloadItems(let paths): reloadRows(at: paths, caller: .system)
        case .deleteItems(let paths): deleteRows(at: paths)
        case .insertItems(let paths): insertRows(at: paths)
        }
    }
}

extension HostCollectionView: HostDiffablePrivateBatchTarget {
    package var diffableView: HostDiffableApplyRoute.View { .collection }

    package func sendDiffableCall(_ call: HostDiffableViewCall) {
        switch call {
        case .moveSection(let from, let to): moveSection(from, toSection: to)
        case .moveItem(let from, let to): moveItem(at: from, to: to)
        case .reloadSections(let sections): reloadSections(sections)
        case .deleteSections(let sections): deleteSections(sections)
        case .insertSections(let sections): insertSections(sections)
        case .reconfigureItems(let paths): reconfigureItems(at: paths, caller: .system)
        case .reloadItems(let paths): reloadItems(at: paths)
        case .deleteItems(let paths): deleteItems(at: paths)
        case .insertItems(let paths): insertItems(at: paths)
        }
    }
}
