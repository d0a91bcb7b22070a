import Foundation

/// A model of `UICollectionViewDiffableDataSource`: the view's data source, answering from the
/// snapshot it last applied, and `apply` sending the view what UIKit's sends it.
///
/// ```swift
/// let dataSource = HostCollectionDiffableDataSource<Int, Int>(collectionView: view) { view, path, item in
///     let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
///     cell.text = "item \(item)"
///     return cell
/// }
/// dataSource.apply(snapshot)                                 // first apply: reloadData
/// dataSource.apply(edited, animatingDifferences: true)       // one batch of the differences
/// ```
///
/// What `apply` does follows decompiled UIKitCore (``HostDiffableApplyRoute`` for which call
/// opens it, ``HostDiffableViewCall`` for the order inside a batch, ``HostDiffableSnapshot`` for the
/// diff): a non-animated first apply, and ``applySnapshotUsingReloadData(_:)``, call `reloadData()`
/// (the latter then lays out when in a window); an animated apply is one batch; a later
/// non-animated one is a batch inside `performWithoutAnimation`. An
/// apply with no differences sends nothing. A batch switches to the new snapshot inside its
/// updates block; its completion runs when the batch has animated.
///
/// - Complexity: `apply` is O(n log n) for n items plus the view's batch.
package final class HostCollectionDiffableDataSource<SectionID: Hashable, ItemID: Hashable>: HostCollectionViewDataSource {
    package typealias CellProvider = (HostCollectionView, IndexPath, ItemID) -> HostCollectionViewCell?
    package typealias Snapshot = HostDiffableSnapshot<SectionID, ItemID>

    private weak var collectionView: HostCollectionView?
    private let cellProvider: CellProvider
    private let applier = HostDiffableApplier<SectionID, ItemID>()
    /// Whether an animated section-snapshot apply opens its batch with UIKit's private call, as
    /// the decompiled updater does (true by default); false sends the public one.
    package var privateSectionBatches = true
    /// Outlines applied to sections (``apply(_:to:animatingDifferences:completion:)``).
    private var sectionSnapshots: [SectionID: HostDiffableSectionSnapshot<ItemID>] = [:]
    /// The item each cell was last configured for (the disclosure accessory's action captures it).
    private var configuredItems: [ObjectIdentifier: ItemID] = [:]
    private var current: Snapshot { applier.current }
    /// Paths the view asked about that the current snapshot does not hold.
    package private(set) var foreignPaths: [IndexPath] = []
    /// Applies sent as one batch, and as `reloadData`.
    package var batchApplies: Int { applier.batchApplies }
    package var reloadApplies: Int { applier.reloadApplies }
    /// How the last apply that changed something reached the view, and the calls its batch made.
    package var lastApplyRoute: HostDiffableApplyRoute? { applier.lastRoute }
    package var lastApplyCalls: [HostDiffableViewCall] { applier.lastCalls }

    /// User reorders committed while the view expected its move, and those answered with
    /// `reloadData()` because the snapshot's move was not the view's (``HostDiffableReorder``).
    package var reorderApplies: Int { applier.reorderApplies }
    package var reorderMismatchReloads: Int { applier.reorderMismatchReloads }
    /// `reorderingHandlers` (iOS 14): which items the user may reorder, and the reordering
    /// transaction around each commit (``HostDiffableReorderingHandlers``).
    package var reorderingHandlers = HostDiffableReorderingHandlers<SectionID, ItemID>()

    /// `supplementaryViewProvider`: asked for headers and footers with the path the view asks
    /// about (nil: none, as UIKit's assertion for a layout that has them).
    package var supplementaryViewProvider: ((HostCollectionView, String, IndexPath) -> HostCollectionReusableView?)?

    /// Becomes `collectionView`'s data source.
    package init(collectionView: HostCollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// The snapshot last applied.
    package func snapshot() -> Snapshot { current }

    package func itemIdentifier(for indexPath: IndexPath) -> ItemID? { current.itemIdentifier(at: indexPath) }

    package func indexPath(for itemIdentifier: ItemID) -> IndexPath? { current.indexPath(for: itemIdentifier) }

    /// `apply(_:animatingDifferences:completion:)` (see ``HostDiffableApplier``).
    package func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        forgetSectionSnapshots(changedBy: snapshot)
        applier.apply(snapshot, to: collectionView, animated: animatingDifferences, completion: completion)
    }

    /// `applySnapshotUsingReloadData(_:)` (iOS 15): the snapshot, then `reloadData()`.
    package func applySnapshotUsingReloadData(_ snapshot: Snapshot) {
        applier.applyUsingReloadData(snapshot, to: collectionView)
    }

    // MARK: Section snapshots (iOS 14)

    /// `apply(_:to:animatingDifferences:completion:)` for a section snapshot: the data source's
    /// snapshot with `section`'s items replaced by the outline's visible items (the section
    /// appended when missing), applied as any snapshot — expanding or collapsing becomes one batch
    /// of inserts or deletes within the section.
    ///
    /// Evidence (a decompilation of UIKitCore's `_UIDiffableDataSourceSectionController`,
    /// `__applySnapshot:toSection:…`): it takes the data source's snapshot, deletes the section's
    /// items (or appends the section), appends the section snapshot's `visibleItems` into it and
    /// applies that through the data source's ordinary apply. An *animated* section apply hands
    /// that apply a `UIViewPropertyAnimator` (a new 0.25 s one when none is given), and the
    /// updater (`_UIDiffableDataSourceViewUpdater`) then opens the view's batch with the private
    /// `_performBatchUpdates:viewPropertyAnimator:customAnimationsProvider:` instead of the public
    /// `performBatchUpdates:completion:`: the host does the same (``privateSectionBatches``), so
    /// the glue's batch hook does not see it open while the public inserts and deletes inside it
    /// reach the hooks. A non-animated section apply goes through the public batch (inside
    /// `UIView.performWithoutAnimation`). **Guess** (from decompiled code, not run): a device
    /// check should log which batch call an animated `apply(_:to:)` makes.
    package func apply(_ sectionSnapshot: HostDiffableSectionSnapshot<ItemID>, to section: SectionID,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var full = current
        if let index = full.sectionIdentifiers.firstIndex(of: section) {
            full.deleteItems(full.sections[index].items)
        } else {
            full.appendSections([section])
        }
        full.appendItems(sectionSnapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = sectionSnapshot
        applier.apply(full, to: collectionView, animated: animatingDifferences,
                      animator: animatingDifferences && privateSectionBatches, completion: completion)
    }

    /// A tap on the outline disclosure accessory of the cell displayed at `indexPath` (the view's
    /// own path, where the user's finger is): the item the cell was configured for is expanded or
    /// collapsed in its section's snapshot, which is applied to the section, animated. False when
    /// no cell is displayed there or its item has no children.
    ///
    /// Evidence (decompiled UIKitCore, `_UIDiffableDataSourceSectionController`, read not run):
    /// `_configureCell:forItem:inSnapshot:` gives the cell's disclosure a block that calls
    /// `_performDisclosureAction:forItem:` with the *item* it configured — no index path is
    /// resolved at the tap; that method finds the item's section, copies its section snapshot,
    /// expands or collapses the item and applies it to the section animated, which the updater
    /// opens with the private `_performBatchUpdates:viewPropertyAnimator:customAnimationsProvider:`
    /// (E-c). **Guess**: the accessory's action runs nothing else on the view before that apply.
    @discardableResult
    package func simulateDisclosureTap(onCellAt indexPath: IndexPath) -> Bool {
        guard let view = collectionView,
              let cell = view.visibleCells.first(where: { $0.layoutIndexPath == indexPath }),
              let item = configuredItems[ObjectIdentifier(cell)],
              let section = current.sections.first(where: { $0.items.contains(item) })?.id else { return false }
        var outline = snapshot(for: section)
        guard outline.hasChildren(item) else { return false }
        if outline.isExpanded(item) { outline.collapse([item]) } else { outline.expand([item]) }
        apply(outline, to: section, animatingDifferences: true)
        return true
    }

    /// `snapshot(for:)`: the section snapshot last applied to `section`, else its items as root
    /// items (empty for a section the data source does not hold).
    package func snapshot(for section: SectionID) -> HostDiffableSectionSnapshot<ItemID> {
        if let stored = sectionSnapshots[section] { return stored }
        var flat = HostDiffableSectionSnapshot<ItemID>()
        if let index = current.sectionIdentifiers.firstIndex(of: section) { flat.append(current.sections[index].items) }
        return flat
    }

    /// A whole snapshot replaces the outline of every section whose items it changes.
    private func forgetSectionSnapshots(changedBy snapshot: Snapshot) {
        guard !sectionSnapshots.isEmpty else { return }
        for (section, outline) in sectionSnapshots {
            let items = snapshot.sections.first { $0.id == section }?.items
            if items != outline.visibleItems { sectionSnapshots[section] = nil }
        }
    }

    // MARK: Data source

    package func numberOfSections(in collectionView: HostCollectionView) -> Int? { current.numberOfSections }

    package func collectionView(_ collectionView: HostCollectionView, numberOfItemsInSection section: Int) -> Int {
        if section < 0 || section >= current.numberOfSections { foreignPaths.append(IndexPath(item: -1, section: section)) }
        return current.numberOfItems(inSection: section)
    }

    package func collectionView(_ collectionView: HostCollectionView, cellForItemAt indexPath: IndexPath) -> HostCollectionViewCell {
        if let item = current.itemIdentifier(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            configuredItems[ObjectIdentifier(cell)] = item
            return cell
        }
        foreignPaths.append(indexPath)
        return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    package func collectionView(
        _ collectionView: HostCollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> HostCollectionReusableView? {
        supplementaryViewProvider?(collectionView, kind, indexPath)
    }

    /// `collectionView(_:canMoveItemAt:)`: ``reorderingHandlers``' `canReorderItem` for the item
    /// at the path; false without one, or for a path outside the snapshot (recorded in
    /// ``foreignPaths``).
    package func collectionView(_ collectionView: HostCollectionView, canMoveItemAt indexPath: IndexPath) -> Bool? {
        guard let item = current.itemIdentifier(at: indexPath) else {
            foreignPaths.append(indexPath)
            return false
        }
        return reorderingHandlers.canReorderItem?(item) ?? false
    }

    /// `collectionView(_:moveItemAt:to:)`: commits the user's reorder to the snapshot
    /// (``HostDiffableReorder``), with ``reorderingHandlers``' transaction around it; a path
    /// outside the snapshot is recorded in ``foreignPaths``.
    package func collectionView(_ collectionView: HostCollectionView, moveItemAt sourceIndexPath: IndexPath,
                               to destinationIndexPath: IndexPath) {
        if !applier.commitReordering(from: sourceIndexPath, to: destinationIndexPath, view: collectionView,
                                     handlers: reorderingHandlers) {
            foreignPaths.append(contentsOf: [sourceIndexPath, destinationIndexPath])
        }
    }

    /// `_diffableDataSourceImpl`: UIKit's private implementation object, which the view asks its
    /// data source for (`_isConnectedToDiffableDataSource`, a drag-and-drop reorder's commit:
    /// ``HostDiffableImplementation``).
    package var diffableDataSourceImpl: AnyObject? { implementation }

    private lazy var implementation = Implementation(dataSource: self)

    /// The implementation object's reorder commit (``HostDiffableImplementation``): the reordering
    /// transaction around it as for `moveItemAt`; the view gets the move only when
    /// `shouldPerformViewAnimations` (otherwise only the snapshot changes). A path outside the
    /// snapshot is recorded in ``foreignPaths``.
    fileprivate func commitDragReordering(from: IndexPath, to: IndexPath, shouldPerformViewAnimations: Bool) {
        if !applier.commitReordering(from: from, to: to, view: shouldPerformViewAnimations ? collectionView : nil,
                                     handlers: reorderingHandlers) {
            foreignPaths.append(contentsOf: [from, to])
        }
    }

    /// `__UIDiffableDataSource` as the view reaches it (``HostDiffableImplementation``).
    private final class Implementation: HostDiffableImplementation {
        private unowned let dataSource: HostCollectionDiffableDataSource

        init(dataSource: HostCollectionDiffableDataSource) { self.dataSource = dataSource }

        var implementsReorderingHandlers: Bool {
            let handlers = dataSource.reorderingHandlers
            return handlers.canReorderItem != nil || handlers.willReorder != nil || handlers.didReorder != nil
        }

        func commitReordering(from: IndexPath, to: IndexPath, shouldPerformViewAnimations: Bool) {
            dataSource.commitDragReordering(from: from, to: to, shouldPerformViewAnimations: shouldPerformViewAnimations)
        }
    }
}
