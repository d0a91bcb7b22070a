#if canImport(UIKit)
import UIKit

/// `UICollectionView` with a `UICollectionViewFlowLayout` as the ``ListController``'s surface:
/// layout reads in virtual paths (`layoutAttributesForItem`, `layoutAttributesForElements(in:)`),
/// its own reload and scroll, and the interceptors of its ``InfiniteCollectionAttachment``. No
/// decisions: the controller calls these inside `passingThrough` (or `bypassingHooks`), so the
/// hooked methods used here give UIKit's own answers. Other layouts measure as nil (finite).
///
/// ```swift
/// let controller = ListController(surface: collectionView, scheduler: DispatchMainScheduler.shared)
/// ```
///
/// - Complexity: `leadingEdge` O(1); `virtualItem(nearest:)` one `layoutAttributesForElements`
///   query over a band of one screen (it allocates its answer, as UIKit does).
extension UICollectionView: ListSurface {
    package typealias Lines = UICollectionView

    package var listAxis: InfiniteAxis {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection == .horizontal ? .horizontal : .vertical
    }

    package func leadingEdge(ofVirtual item: VirtualIndexPath) -> CGFloat? {
        itemFrame(of: item).map { listAxis == .vertical ? $0.minY : $0.minX }
    }

    /// The item nearest `position` along the axis, and among those on its line the one nearest
    /// the visible centre across it.
    package func virtualItem(nearest position: CGFloat) -> VirtualIndexPath? {
        guard position.isFinite else { return nil }
        let vertical = listAxis == .vertical
        let reach = max(vertical ? bounds.height : bounds.width, 44)
        let cross = vertical ? bounds.midX : bounds.midY
        for scale in [1, 4] as [CGFloat] {
            let band = vertical
                ? CGRect(x: bounds.minX, y: position - reach * scale, width: max(bounds.width, 1), height: 2 * reach * scale)
                : CGRect(x: position - reach * scale, y: bounds.minY, width: 2 * reach * scale, height: max(bounds.height, 1))
            let items = (collectionViewLayout.layoutAttributesForElements(in: band) ?? []).lazy.compactMap { attributes -> LaidOutItem? in
                guard attributes.representedElementCategory == .cell, let path = VirtualIndexPath(attributes.indexPath) else {
                    return nil
                }
                let frame = attributes.frame
                return vertical
                    ? LaidOutItem(path: path, leadingEdge: frame.minY, trailingEdge: frame.maxY, crossCenter: frame.midX)
                    : LaidOutItem(path: path, leadingEdge: frame.minX, trailingEdge: frame.maxX, crossCenter: frame.midY)
            }
            if let nearest = LaidOutItem.nearest(to: position, crossPosition: cross, among: items) { return nearest }
        }
        return nil
    }

    package var laidOutSectionCount: Int { numberOfSections }

    package func laidOutItemCount(inSection section: Int) -> Int {
        section >= 0 && section < numberOfSections ? numberOfItems(inSection: section) : 0
    }

    package func forEachVisibleItem(_ body: (VirtualIndexPath) -> Void) {
        for indexPath in indexPathsForVisibleItems.sorted() {
            if let path = VirtualIndexPath(indexPath) { body(path) }
        }
    }

    package func reloadLaidOutData() { reloadData() }

    package func scrollToVirtualItem(_ path: VirtualIndexPath, at position: UICollectionView.ScrollPosition, animated: Bool) {
        guard path.item >= 0, path.item < laidOutItemCount(inSection: path.section) else { return }
        scrollToItem(at: path.indexPath, at: position, animated: animated)
    }

    package func installInterceptors() { infiniteCollectionAttachment?.install(on: self) }
    package func uninstallInterceptors() { infiniteCollectionAttachment?.uninstall(from: self) }
    package func refreshInterceptors() { infiniteCollectionAttachment?.reassign(on: self) }

    package func sourceItemCounts() -> [Int] {
        guard let client = clientDataSource else { return [] }
        let sections = max(0, client.numberOfSections?(in: self) ?? 1)
        return (0..<sections).map { max(0, client.collectionView(self, numberOfItemsInSection: $0)) }
    }

    /// A flow layout's copy by ``FlowMeasurement``'s rules; nil (finite) for other layouts.
    package func measureCopy(viewportLength: CGFloat, crossLength: CGFloat, counts: [Int],
                             measuredExtents: [SourceIndexPath: CGFloat]) -> ListMetrics? {
        guard let flow = collectionViewLayout as? UICollectionViewFlowLayout else { return nil }
        let sizing = UIKitFlowSizing(collectionView: self, layout: flow, delegate: clientDelegate as? UICollectionViewDelegateFlowLayout)
        return FlowMeasurement.metrics(sizing, viewportLength: viewportLength, crossLength: crossLength, counts: counts)
    }

    package var carouselSurface: UICollectionView? { self }

    func itemFrame(of item: VirtualIndexPath) -> CGRect? {
        guard item.item >= 0, item.item < laidOutItemCount(inSection: item.section),
              let frame = layoutAttributesForItem(at: item.indexPath)?.frame, !frame.isNull, !frame.isInfinite else { return nil }
        return frame
    }

    /// The client's data source: the interceptor's client while installed, the view's own otherwise.
    private var clientDataSource: UICollectionViewDataSource? {
        guard let attachment = infiniteCollectionAttachment, attachment.controller.isActive else { return dataSource }
        return attachment.dataSource.target as? UICollectionViewDataSource
    }

    /// The client's delegate, likewise.
    private var clientDelegate: UICollectionViewDelegate? {
        guard let attachment = infiniteCollectionAttachment, attachment.controller.isActive else { return delegate }
        return attachment.delegate.target as? UICollectionViewDelegate
    }
}

/// The flow layout's lines, for the ``Carousel``, read from layout attributes.
///
/// Guess (fidelity register): a flow layout has no public line table, so a line here is the
/// item's own frame along the axis, its spacing the layout's `minimumLineSpacing` (a delegate's
/// per-section spacing is not read), its index the item's flat position divided by the items that
/// share its line. Exact for single-line carousels (what paging is for); for grids the paging
/// target is still resolved on laid-out items.
extension UICollectionView: CarouselSurface {
    package func line(ofVirtual item: VirtualIndexPath) -> LayoutLine? {
        guard let frame = itemFrame(of: item) else { return nil }
        let vertical = listAxis == .vertical
        let spacing = (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
        var flat = item.item
        for section in 0..<min(item.section, numberOfSections) { flat += numberOfItems(inSection: section) }
        return LayoutLine(start: vertical ? frame.minY : frame.minX, extent: vertical ? frame.height : frame.width,
                          spacing: spacing, index: flat / max(1, itemsPerLine(around: item, frame: frame)))
    }

    package func virtualItem(movingLines lines: Int, from item: VirtualIndexPath) -> VirtualIndexPath? {
        guard let frame = itemFrame(of: item) else { return nil }
        var steps = lines * max(1, itemsPerLine(around: item, frame: frame))
        var section = item.section, index = item.item
        while steps != 0 {
            let forward = steps > 0
            index += forward ? 1 : -1
            while index < 0 || index >= laidOutItemCount(inSection: section) {
                section += forward ? 1 : -1
                guard section >= 0, section < numberOfSections else { return nil }
                index = forward ? 0 : laidOutItemCount(inSection: section) - 1
            }
            steps += forward ? -1 : 1
        }
        return VirtualIndexPath(section: section, item: index)
    }

    package func sectionStart(_ section: Int) -> CGFloat? {
        guard section >= 0, section < numberOfSections else { return nil }
        let vertical = listAxis == .vertical
        let header = layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
        if let header, !header.isNull, header.width > 0 || header.height > 0 { return vertical ? header.minY : header.minX }
        guard let first = itemFrame(of: VirtualIndexPath(section: section, item: 0)) else { return nil }
        let inset = (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
        return vertical ? first.minY - inset.top : first.minX - inset.left
    }

    /// Items sharing `item`'s line (same leading edge), counted in its section up to 64.
    private func itemsPerLine(around item: VirtualIndexPath, frame: CGRect) -> Int {
        let vertical = listAxis == .vertical
        let edge = vertical ? frame.minY : frame.minX
        var count = 1
        var index = item.item + 1
        while index < laidOutItemCount(inSection: item.section), count < 64,
              let other = itemFrame(of: VirtualIndexPath(section: item.section, item: index)),
              abs((vertical ? other.minY : other.minX) - edge) < 0.5 {
            count += 1
            index += 1
        }
        index = item.item - 1
        while index >= 0, count < 64, let other = itemFrame(of: VirtualIndexPath(section: item.section, item: index)),
              abs((vertical ? other.minY : other.minX) - edge) < 0.5 {
            count += 1
            index -= 1
        }
        return count
    }
}
#endif
