import Foundation
import InfiniteProxy

/// Queries: visible cells, attributes, hit testing.
extension HostCollectionView {
    // MARK: Queries

    /// Index paths of the displayed cells, in order.
    public var indexPathsForVisibleItems: [IndexPath] { indexPathsForVisibleItems(caller: .app) }

    /// `indexPathsForVisibleItems` as `caller` sees it (an infinite view's app: each of its items
    /// once, in layout order).
    public func indexPathsForVisibleItems(caller: CallerKind) -> [IndexPath] {
        handedOut(displayedCells.keys.sorted(), caller: caller)
    }

    /// The displayed cells, in index-path order.
    public var visibleCells: [HostCollectionViewCell] { displayedCells.keys.sorted().compactMap { displayedCells[$0] } }

    /// Cells alive: displayed, or handed out and not yet back in the pool.
    public var liveCellCount: Int { displayedCells.count }

    /// Cells waiting in the reuse pools.
    public var pooledViewCount: Int { reusePool.values.reduce(0) { $0 + $1.count } }

    /// The displayed supplementary views with their kinds and paths.
    public var visibleSupplementaryViews: [(kind: String, indexPath: IndexPath, view: HostCollectionReusableView)] {
        displayedSupplementary.sorted { ($0.key.indexPath, $0.key.kind) < ($1.key.indexPath, $1.key.kind) }
            .map { ($0.key.kind, $0.key.indexPath, $0.value) }
    }

    /// `cellForItem(at:)`: the displayed cell, or nil.
    public func cellForItem(at indexPath: IndexPath, caller: CallerKind = .app) -> HostCollectionViewCell? {
        displayedCells[clientPath(indexPath, caller: caller)]
    }

    /// `supplementaryView(forElementKind:at:)`: the displayed view, or nil.
    public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath,
                                  caller: CallerKind = .app) -> HostCollectionReusableView? {
        displayedSupplementary[SupplementaryKey(kind: kind, indexPath: clientPath(indexPath, caller: caller))]
    }

    /// `indexPath(for:)`: where a displayed cell is.
    public func indexPath(for cell: HostCollectionViewCell, caller: CallerKind = .app) -> IndexPath? {
        displayedCells.first { $0.value === cell }.map { handedOut($0.key, caller: caller) }
    }

    /// `layoutAttributesForItem(at:)`; prepares the layout first.
    public func layoutAttributesForItem(at indexPath: IndexPath, caller: CallerKind = .app) -> HostCollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: clientPath(indexPath, caller: caller))
    }

    /// `layoutAttributesForSupplementaryElement(ofKind:at:)`; prepares the layout first.
    public func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> HostCollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: clientPath(indexPath))
    }

    /// `indexPathForItem(at:)` (content coordinates).
    public func indexPathForItem(at point: CGPoint, caller: CallerKind = .app) -> IndexPath? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.indexPathForItem(at: point).map { handedOut($0, caller: caller) }
    }
}
