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
/// What `apply` does (**guesses**, from UIKit's documentation and the diffable data source's
/// public behaviour; see ``HostDiffableSnapshot`` for the diff):
/// - the first apply, and ``applySnapshotUsingReloadData(_:)`` (iOS 15), call `reloadData()`;
/// - every later apply calls `performBatchUpdates` once, switching to the new snapshot inside the
///   updates block and then calling the view's public `deleteSections`, `insertSections`,
///   `moveSection`, `deleteRows`, `insertRows`, `moveRow`, `reloadRows` — with or without
///   animation (iOS 15 and later diff either way; only the animation differs, which the host does
///   not draw); an apply with no differences sends nothing;
/// - the completion runs when the batch's animation ends.
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
        applier.apply(snapshot, to: tableView, completion: completion)
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
}
