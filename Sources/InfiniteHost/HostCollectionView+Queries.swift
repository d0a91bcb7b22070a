import Foundation
import InfiniteProxy

/// Queries: visible cells, attributes, hit testing.
extension HostCollectionView {
    // MARK: Queries

    /// Index paths of the displayed cells, in order.
    package var indexPathsForVisibleItems: [IndexPath] { indexPathsForVisibleItems(caller: .app) }

    /// `indexPathsForVisibleItems` as `caller` sees it (an infinite view's app: each of its items
    /// once, in layout order).
    package func indexPathsForVisibleItems(caller: CallerKind) -> [IndexPath] {
        handedOut(displayedCells.keys.sorted(), caller: caller)
    }

    /// The displayed cells, in index-path order.
    package var visibleCells: [HostCollectionViewCell] { displayedCells.keys.sorted().compactMap { displayedCells[$0] } }

    /// Cells alive: displayed, or handed out and not yet back in the pool.
    package var liveCellCount: Int { displayedCells.count }

    /// Cells waiting in the reuse pools.
    package var pooledViewCount: Int { reusePool.values.reduce(0) { $0 + $1.count } }

    /// The displayed supplementary views with their kinds and paths.
    package var visibleSupplementaryViews: [(kind: String, indexPath: IndexPath, view: HostCollectionReusableView)] {
        displayedSupplementary.sorted { ($0.key.indexPath, $0.key.kind) < ($1.key.indexPath, $1.key.kind) }
            .map { ($0.key.kind, $0.key.indexPath, $0.value) }
    }

    /// `cellForItem(at:)`: the displayed cell, or nil.
    package func cellForItem(at indexPath: IndexPath, caller: CallerKind = .app) -> HostCollectionViewCell? {
        displayedCells[clientPath(indexPath, caller: caller)]
    }

    /// `supplementaryView(forElementKind:at:)`: the displayed view, or nil.
    package func supplementaryView(forElementKind kind: String, at indexPath: IndexPath,
                                  caller: CallerKind = .app) -> HostCollectionReusableView? {
        displayedSupplementary[SupplementaryKey(kind: kind, indexPath: clientPath(indexPath, caller: caller))]
    }

    /// `indexPath(for:)`: where a displayed cell is.
    package func indexPath(for cell: HostCollectionViewCell, caller: CallerKind = .app) -> IndexPath? {
        displayedCells.first { $0.value === cell }.map { handedOut($0.key, caller: caller) }
    }

    /// `layoutAttributesForItem(at:)`; prepares the layout first.
    package func layoutAttributesForItem(at indexPath: IndexPath, caller: CallerKind = .app) -> HostCollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: clientPath(indexPath, caller: caller))
    }

    /// `layoutAttributesForSupplementaryElement(ofKind:at:)`; prepares the layout first.
    package func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> HostCollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: clientPath(indexPath))
    }

    /// `indexPathForItem(at:)` (content coordinates).
    package func indexPathForItem(at point: CGPoint, caller: CallerKind = .app) -> IndexPath? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.indexPathForItem(at: point).map { handedOut($0, caller: caller) }
    }
}
