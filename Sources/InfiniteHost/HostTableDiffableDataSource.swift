import Foundation

/// A model of `UITableViewDiffableDataSource`: the table's data source, answering from the
/// snapshot it last applied, and `apply` sending the table what UIKit's sends it.
///
/// ```swift
/// let dataSource = HostTableDiffableDataSource<Int, Int>(tableView: table) { table, path, item in
///     let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
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
/// non-animated one is a batch inside `performWithoutAnimation` (without a window: `reloadData`). An
/// apply with no differences sends nothing. A batch switches to the new snapshot inside its
/// updates block; its completion runs when the batch has animated.
///
/// - Complexity: `apply` is O(n log n) for n items plus the view's batch.
package final class HostTableDiffableDataSource<SectionID: Hashable, ItemID: Hashable>: HostTableViewDataSource {
    package typealias CellProvider = (HostTableView, IndexPath, ItemID) -> HostTableViewCell?
    package typealias Snapshot = HostDiffableSnapshot<SectionID, ItemID>

    private weak var tableView: HostTableView?
    private let cellProvider: CellProvider
    private let applier = HostDiffableApplier<SectionID, ItemID>()
    private var current: Snapshot { applier.current }
    /// Paths the view asked about that the current snapshot does not hold.
    package private(set) var foreignPaths: [IndexPath] = []
    /// Applies sent as one batch, and as `reloadData`.
    package var batchApplies: Int { applier.batchApplies }
    package var reloadApplies: Int { applier.reloadApplies }
    /// How the last apply that changed something reached the view, and the calls its batch made.
    package var lastApplyRoute: HostDiffableApplyRoute? { applier.lastRoute }
    package var lastApplyCalls: [HostDiffableViewCall] { applier.lastCalls }
    /// User reorders committed while the table performed the move, and those answered with
    /// `reloadData()` because the snapshot's move was not the table's (``HostDiffableReorder``).
    package var reorderApplies: Int { applier.reorderApplies }
    package var reorderMismatchReloads: Int { applier.reorderMismatchReloads }

    /// Becomes `tableView`'s data source.
    package init(tableView: HostTableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// The snapshot last applied.
    package func snapshot() -> Snapshot { current }

    package func itemIdentifier(for indexPath: IndexPath) -> ItemID? { current.itemIdentifier(at: indexPath) }

    package func indexPath(for itemIdentifier: ItemID) -> IndexPath? { current.indexPath(for: itemIdentifier) }

    /// `apply(_:animatingDifferences:completion:)` (see ``HostDiffableApplier``).
    package func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        applier.apply(snapshot, to: tableView, animated: animatingDifferences, completion: completion)
    }

    /// `applySnapshotUsingReloadData(_:)` (iOS 15): the snapshot, then `reloadData()`.
    package func applySnapshotUsingReloadData(_ snapshot: Snapshot) {
        applier.applyUsingReloadData(snapshot, to: tableView)
    }

    // MARK: Data source

    package func numberOfSections(in tableView: HostTableView) -> Int? { current.numberOfSections }

    package func tableView(_ tableView: HostTableView, numberOfRowsInSection section: Int) -> Int {
        if section < 0 || section >= current.numberOfSections { foreignPaths.append(IndexPath(item: -1, section: section)) }
        return current.numberOfItems(inSection: section)
    }

    package func tableView(_ tableView: HostTableView, cellForRowAt indexPath: IndexPath) -> HostTableViewCell {
        if let item = current.itemIdentifier(at: indexPath), let cell = cellProvider(tableView, indexPath, item) {
            return cell
        }
        foreignPaths.append(indexPath)
        return tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }

    /// `tableView(_:moveRowAt:to:)`: commits the user's reorder to the snapshot
    /// (``HostDiffableReorder``); a path outside the snapshot is recorded in ``foreignPaths``.
    package func tableView(_ tableView: HostTableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        if !applier.commitReordering(from: sourceIndexPath, to: destinationIndexPath, view: tableView) {
            foreignPaths.append(contentsOf: [sourceIndexPath, destinationIndexPath])
        }
    }

    /// `_diffableDataSourceImpl`: UIKit's private implementation object, which the table asks its
    /// data source for (`_isConnectedToDiffableDataSource`).
    package var diffableDataSourceImpl: AnyObject? { applier }
}
