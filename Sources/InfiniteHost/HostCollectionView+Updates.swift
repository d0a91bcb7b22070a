import Foundation
import InfiniteProxy

/// Updates: `performBatchUpdates`, item and section inserts, deletes, moves, reloads and
/// reconfigures, and UIKit's count validation.
///
/// ```swift
/// photos.remove(at: 0)
/// collectionView.performBatchUpdates({
///     collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
/// }, completion: { _ in print("animated") })
/// ```
///
/// What the model does, as UIKit does it:
/// - Outside a batch each call is a batch of its own; inside `performBatchUpdates` (nestable) the
///   calls are collected and applied together when the outermost batch closes, with UIKit's index
///   conventions (``HostBatchUpdate``).
/// - Opening a batch while a `reloadData` is still pending reads the counts first — from data the
///   app may already have changed, so a following insert then fails validation (UIKit's classic
///   "invalid number of items" crash after `reloadData` + `insertItems` in one turn).
/// - Closing a batch reads the counts again and checks them ("Invalid update: invalid number of
///   items in section …", recorded as ``HostCollectionAssertionRule/invalidUpdate``; the view
///   then keeps its old state).
/// - Surviving items keep their displayed cells (re-keyed to their new paths, no callbacks);
///   deleted and reloaded items on screen end their display with their old paths; new and reloaded
///   items get cells at the next layout. The layout is invalidated; the offset stays.
/// - `reconfigureItems` (iOS 15) asks the data source for the displayed cells again, and a
///   dequeue for such a path returns the cell already shown: no `prepareForReuse`, no display
///   callbacks. Items not on screen are left alone.
/// - `performBatchUpdates`' completion runs when the animation has run, at a later frame.
///
/// - Complexity: closing a batch is O(n) for n items plus the data source's calls.
extension HostCollectionView {
    // MARK: Batches

    /// `performBatchUpdates(_:completion:)`.
    package func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if let interposer, interposer.collectionView(self, interceptsBatchUpdates: updates, completion: completion) { return }
        openBatch()
        updates?()
        closeBatch()
        if let completion {
            runAfterAnimation(HostScrollView.updateAnimationDuration) { completion(true) }
        }
    }

    /// Whether a batch is open.
    package var isInBatchUpdates: Bool { batchDepth > 0 }

    /// UIKit's private `_performBatchUpdates:viewPropertyAnimator:customAnimationsProvider:` (an
    /// animated section-snapshot apply): the same batch, but the glue's hook does not see it open.
    package func performPrivateBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        openBatch()
        updates?()
        closeBatch()
        if let completion {
            runAfterAnimation(HostScrollView.updateAnimationDuration) { completion(true) }
        }
    }

    // MARK: Items

    /// `insertItems(at:)` (paths as after the update).
    package func insertItems(at indexPaths: [IndexPath]) {
        if intercepted({ $0.insertedItems.formUnion(indexPaths) }) { return }
        recordUpdate { $0.insertedItems.formUnion(indexPaths.map { clientPath($0) }) }
    }

    /// `deleteItems(at:)` (paths as before the update).
    package func deleteItems(at indexPaths: [IndexPath]) {
        if intercepted({ $0.deletedItems.formUnion(indexPaths) }) { return }
        recordUpdate { $0.deletedItems.formUnion(indexPaths.map { clientPath($0) }) }
    }

    /// `moveItem(at:to:)`; the data source is not told (the app moved its data already).
    package func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        if intercepted({ $0.movedItems.append(HostMove(from: indexPath, to: newIndexPath)) }) { return }
        recordUpdate { $0.movedItems.append(HostMove(from: clientPath(indexPath), to: clientPath(newIndexPath))) }
    }

    /// `reloadItems(at:)`: the items get new cells (old ones end their display). The glue's hook
    /// picks the view's paths (every visible twin; inside the client's batch, none now: the
    /// controller reloads them with the batch).
    package func reloadItems(at indexPaths: [IndexPath]) {
        let paths = interposer?.collectionView(self, virtualPathsReloadingClientPaths: indexPaths) ?? indexPaths
        recordUpdate { $0.reloadedItems.formUnion(paths) }
    }

    /// `reconfigureItems(at:)` (iOS 15): the displayed cells of these items are configured again
    /// in place, through `cellForItemAt`. Outside a batch at once, in the current numbering; inside
    /// one the paths are as before it, and the items that survive are reconfigured at their new
    /// paths once it is applied (**guess**: a diffable data source sends its reconfigures inside
    /// its batch with the paths before the update, while it already answers with the new
    /// snapshot). The glue's hook picks the view's paths (every visible twin; inside the client's
    /// batch none now: the controller reconfigures them after its batch).
    package func reconfigureItems(at indexPaths: [IndexPath], caller: CallerKind = .app) {
        let paths = interposer?.virtualPaths(reconfiguringClientPaths: indexPaths, caller: caller)
            ?? indexPaths
        if isInBatchUpdates {
            pendingBatch.reconfiguredItems.formUnion(paths)
            return
        }
        reconfigureLaidOutItems(paths)
    }

    /// Reconfigures displayed items in place (the view's paths).
    func reconfigureLaidOutItems(_ paths: [IndexPath]) {
        for path in paths.sorted() {
            guard let cell = displayedCells[path] else { continue }
            cellRequests += 1
            let returned = request(kind: Self.elementKindCell, at: path, reconfiguring: cell) { () -> HostCollectionViewCell? in
                guard let dataSource = storedDataSource else { return nil }
                return dataSource.collectionView(self, cellForItemAt: path)
            }
            if let returned, returned !== cell {
                record(.returnedViewNotDequeued, path,
                       "reconfigureItems: the data source returned a different cell for \(path) - a reconfigured item keeps its cell")
                enqueue(returned, kind: Self.elementKindCell)
            }
            cell.layoutIndexPath = path
        }
    }

    // MARK: Sections

    /// `insertSections(_:)` (indexes as after the update).
    package func insertSections(_ sections: IndexSet) {
        if intercepted({ $0.insertedSections.formUnion(sections) }) { return }
        recordUpdate { $0.insertedSections.formUnion(sections) }
    }

    /// `deleteSections(_:)` (indexes as before the update).
    package func deleteSections(_ sections: IndexSet) {
        if intercepted({ $0.deletedSections.formUnion(sections) }) { return }
        recordUpdate { $0.deletedSections.formUnion(sections) }
    }

    /// `reloadSections(_:)`.
    package func reloadSections(_ sections: IndexSet) {
        if intercepted({ $0.reloadedSections.formUnion(sections) }) { return }
        recordUpdate { $0.reloadedSections.formUnion(sections) }
    }

    /// `moveSection(_:toSection:)`.
    package func moveSection(_ section: Int, toSection newSection: Int) {
        if intercepted({ $0.movedSections.append(HostMove(from: section, to: newSection)) }) { return }
        recordUpdate { $0.movedSections.append(HostMove(from: section, to: newSection)) }
    }

    // MARK: Applying

    /// Whether the glue's hook took a client's structural call (with the client's paths).
    private func intercepted(_ change: (inout HostBatchUpdate) -> Void) -> Bool {
        guard let interposer else { return false }
        var update = HostBatchUpdate()
        change(&update)
        return interposer.collectionView(self, interceptsUpdate: update)
    }

    private func recordUpdate(_ change: (inout HostBatchUpdate) -> Void) {
        openBatch()
        change(&pendingBatch)
        closeBatch()
    }

    private func openBatch() {
        if batchDepth == 0 && needsReloadData { prepareLayoutIfNeeded() }
        batchDepth += 1
    }

    private func closeBatch() {
        batchDepth -= 1
        guard batchDepth == 0 else { return }
        let batch = pendingBatch
        pendingBatch = HostBatchUpdate()
        guard !batch.isEmpty else { return }
        applyBatch(batch)
    }

    /// Applies `batch` against the data source's counts now, or `newCounts` when the view already
    /// knows them (UIKit's own moves, which ask the data source for nothing).
    func applyBatch(_ batch: HostBatchUpdate, newCounts knownCounts: [Int]? = nil) {
        let newCounts = knownCounts ?? currentCounts()
        let plan: HostBatchUpdate.Plan
        do {
            plan = try batch.plan(oldCounts: sectionCounts, newCounts: newCounts, kind: .collection)
        } catch {
            record(.invalidUpdate, nil, error.message)
            return
        }
        var newPathOfOld: [IndexPath: IndexPath] = [:]
        var newSectionOfOld: [Int: Int] = [:]
        for (section, origin) in plan.sections.enumerated() {
            if let origin { newSectionOfOld[origin] = section }
            for (item, source) in plan.items[section].enumerated() {
                if case .old(let oldSection, let oldItem) = source {
                    newPathOfOld[IndexPath(item: oldItem, section: oldSection)] = IndexPath(item: item, section: section)
                }
            }
        }
        sectionCounts = newCounts
        // Cells: survivors are re-keyed, the rest end their display with their old paths.
        let oldCells = displayedCells.sorted { $0.key < $1.key }
        displayedCells.removeAll()
        for (path, cell) in oldCells {
            if let moved = newPathOfOld[path] {
                displayedCells[moved] = cell
                cell.layoutIndexPath = moved
                if awaitingWillDisplay.remove(path) != nil { awaitingWillDisplay.insert(moved) }
            } else {
                endDisplaying(cell, at: path)
            }
        }
        let oldViews = displayedSupplementary.sorted { $0.key.indexPath < $1.key.indexPath }
        displayedSupplementary.removeAll()
        for (key, view) in oldViews {
            if let section = newSectionOfOld[key.indexPath.section] {
                var moved = key
                moved.indexPath = IndexPath(item: key.indexPath.count == 2 ? key.indexPath.item : 0, section: section)
                displayedSupplementary[moved] = view
                view.layoutIndexPath = moved.indexPath
            } else {
                endDisplayingSupplementary(view, key: key)
            }
        }
        selected = Set(selected.compactMap { newPathOfOld[$0] })
        for (path, cell) in displayedCells { cell.isSelected = selected.contains(path) }
        if !batch.reconfiguredItems.isEmpty {
            reconfigureLaidOutItems(batch.reconfiguredItems.compactMap { newPathOfOld[$0] })
        }
        prefetched.removeAll()
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }
}
