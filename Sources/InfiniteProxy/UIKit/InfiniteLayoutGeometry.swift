#if canImport(UIKit)
import UIKit

/// The engine's ``InfiniteListGeometry`` over a collection view's layout: the layout's attributes
/// for items, along `axis`, in virtual paths.
///
/// It reads the layout object directly (`collectionViewLayout.layoutAttributesForItem(at:)`), never
/// the collection view's hooked method, and only for paths inside the collection view's counts.
struct InfiniteCollectionGeometry: InfiniteLayoutReading {
    let collectionView: UICollectionView
    let axis: InfiniteAxis

    nonisolated func leadingEdge(of item: VirtualIndexPath) -> CGFloat? {
        assumeMainActor { () -> CGFloat? in
            guard let frame = frame(of: item) else { return nil }
            return axis == .vertical ? frame.minY : frame.minX
        }
    }

    nonisolated func item(nearest position: CGFloat) -> VirtualIndexPath? {
        assumeMainActor { () -> VirtualIndexPath? in
            guard position.isFinite else { return nil }
            let bounds = collectionView.bounds
            let vertical = axis == .vertical
            let reach = max(vertical ? bounds.height : bounds.width, 44)
            let layout = collectionView.collectionViewLayout
            for scale in [1, 4] as [CGFloat] {
                let band = vertical
                    ? CGRect(x: bounds.minX, y: position - reach * scale, width: max(bounds.width, 1), height: 2 * reach * scale)
                    : CGRect(x: position - reach * scale, y: bounds.minY, width: 2 * reach * scale, height: max(bounds.height, 1))
                let items = (layout.layoutAttributesForElements(in: band) ?? []).compactMap { attributes -> LaidOutItem? in
                    guard attributes.representedElementCategory == .cell,
                          let path = VirtualIndexPath(attributes.indexPath) else { return nil }
                    let frame = attributes.frame
                    return vertical
                        ? LaidOutItem(path: path, leadingEdge: frame.minY, trailingEdge: frame.maxY, crossCenter: frame.midX)
                        : LaidOutItem(path: path, leadingEdge: frame.minX, trailingEdge: frame.maxX, crossCenter: frame.midY)
                }
                let cross = vertical ? bounds.midX : bounds.midY
                if let nearest = LaidOutItem.nearest(to: position, crossPosition: cross, among: items) {
                    return nearest
                }
            }
            return nil
        }
    }

    nonisolated var contentLength: CGFloat {
        assumeMainActor { () -> CGFloat in
            let size = collectionView.collectionViewLayout.collectionViewContentSize
            return axis == .vertical ? size.height : size.width
        }
    }

    /// The laid-out frame of an item, or nil outside the counts or when the layout has none.
    @MainActor
    func frame(of item: VirtualIndexPath) -> CGRect? {
        guard item.section >= 0, item.section < collectionView.numberOfSections,
              item.item >= 0, item.item < collectionView.numberOfItems(inSection: item.section),
              let attributes = collectionView.collectionViewLayout.layoutAttributesForItem(at: item.indexPath)
        else { return nil }
        return attributes.frame
    }
}
#endif
