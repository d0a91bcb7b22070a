#if canImport(UIKit)
import UIKit

/// A data source for a collection view using ``InfiniteGridLayout``: one section of
/// ``InfiniteGridLayout/numberOfItems`` items, each cell asked for by tile coordinate.
///
/// ```swift
/// let dataSource = InfiniteGridDataSource(collectionView: collectionView, layout: layout) { collectionView, indexPath, coordinate in
///     collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
/// }
/// collectionView.dataSource = dataSource
/// ```
///
/// The cell provider must dequeue with the `indexPath` it is given. If it returns nil, or the item
/// is a free slot, the data source dequeues an empty cell of its own.
@MainActor
public final class InfiniteGridDataSource: NSObject, UICollectionViewDataSource {
    /// Makes the cell for a tile.
    public typealias CellProvider = (UICollectionView, IndexPath, GridCoordinate) -> UICollectionViewCell?

    private weak var layout: InfiniteGridLayout?
    private let cellProvider: CellProvider
    private static let emptyIdentifier = "InfiniteGridDataSource.empty"

    /// Creates a data source and registers its empty cell with `collectionView`.
    public init(collectionView: UICollectionView, layout: InfiniteGridLayout, cellProvider: @escaping CellProvider) {
        self.layout = layout
        self.cellProvider = cellProvider
        super.init()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.emptyIdentifier)
    }

    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? (layout?.numberOfItems ?? 0) : 0
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let coordinate = layout?.coordinate(at: indexPath),
           let cell = cellProvider(collectionView, indexPath, coordinate) {
            return cell
        }
        return collectionView.dequeueReusableCell(withReuseIdentifier: Self.emptyIdentifier, for: indexPath)
    }
}
#endif
