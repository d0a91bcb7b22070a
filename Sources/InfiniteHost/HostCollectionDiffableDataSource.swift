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
/// What `apply` does (**guesses**, from UIKit's documentation and the diffable data source's
/// public behaviour; see ``HostDiffableSnapshot`` for the diff):
/// - the first apply, and ``applySnapshotUsingReloadData(_:)`` (iOS 15), call `reloadData()`;
/// - every later apply calls `performBatchUpdates` once, switching to the new snapshot inside the
///   updates block and then calling the view's public `deleteSections`, `insertSections`,
///   `moveSection`, `deleteItems`, `insertItems`, `moveItem`, `reloadItems` — with or without
///   animation (iOS 15 and later diff either way; only the animation differs, which the host does
///   not draw); an apply with no differences sends nothing;
/// - the completion runs when the batch's animation ends.
///
/// - Complexity: `apply` is O(n log n) for n items plus the view's batch.
public final class HostCollectionDiffableDataSource<SectionID: Hashable, ItemID: Hashable>: HostCollectionViewDataSource {
    public typealias CellProvider = (HostCollectionView, IndexPath, ItemID) -> HostCollectionViewCell?
    public typealias Snapshot = HostDiffableSnapshot<SectionID, ItemID>

    private weak var collectionView: HostCollectionView?
    private let cellProvider: CellProvider
    private let applier = HostDiffableApplier<SectionID, ItemID>()
    private var current: Snapshot { applier.current }
    /// Paths the view asked about that the current snapshot does not hold.
    public private(set) var foreignPaths: [IndexPath] = []
    /// Applies sent as one batch, and as `reloadData`.
    public var batchApplies: Int { applier.batchApplies }
    public var reloadApplies: Int { applier.reloadApplies }

    /// Becomes `collectionView`'s data source.
    public init(collectionView: HostCollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// The snapshot last applied.
    public func snapshot() -> Snapshot { current }

    public func itemIdentifier(for indexPath: IndexPath) -> ItemID? { current.itemIdentifier(at: indexPath) }

    public func indexPath(for itemIdentifier: ItemID) -> IndexPath? { current.indexPath(for: itemIdentifier) }

    /// `apply(_:animatingDifferences:completion:)` (see ``HostDiffableApplier``).
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        applier.apply(snapshot, to: collectionView, completion: completion)
    }

    /// `applySnapshotUsingReloadData(_:)` (iOS 15): the snapshot, then `reloadData()`.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot) {
        applier.applyUsingReloadData(snapshot, to: collectionView)
    }

    // MARK: Data source

    public func numberOfSections(in collectionView: HostCollectionView) -> Int? { current.numberOfSections }

    public func collectionView(_ collectionView: HostCollectionView, numberOfItemsInSection section: Int) -> Int {
        if section < 0 || section >= current.numberOfSections { foreignPaths.append(IndexPath(item: -1, section: section)) }
        return current.numberOfItems(inSection: section)
    }

    public func collectionView(_ collectionView: HostCollectionView, cellForItemAt indexPath: IndexPath) -> HostCollectionViewCell {
        if let item = current.itemIdentifier(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            return cell
        }
        foreignPaths.append(indexPath)
        return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}
