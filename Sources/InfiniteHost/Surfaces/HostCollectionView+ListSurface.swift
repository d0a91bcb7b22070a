import Foundation
import InfiniteProxy

/// `HostCollectionView` (flow layout) as the shipped ``ListController``'s surface: the same
/// requirements `UICollectionView+ListSurface.swift` answers on iOS, read from the host's model
/// of UIKit's collection view and flow layout.
///
/// ```swift
/// let interceptor = HostCollectionInterceptor(collectionView: view)   // ListController<HostCollectionView>
/// view.layoutIfNeeded()                                               // plans and restores
/// ```
///
/// - Complexity: edge look-ups O(1) on the prepared layout, the nearest item O(log n); counts and
///   measurement O(n) in the client's items.
extension HostCollectionView: ListSurface {
    package typealias ScrollPosition = HostCollectionViewScrollPosition
    package typealias Lines = HostCollectionView

    package var listAxis: InfiniteAxis { axis }

    package func leadingEdge(ofVirtual item: VirtualIndexPath) -> CGFloat? {
        collectionViewLayout.frameOfItem(at: item.indexPath).map(collectionViewLayout.mainStart)
    }

    /// The shipped decision (``LaidOutFrames/nearestLaidOutItem(to:)``) over the host's queries.
    package func virtualItem(nearest position: CGFloat) -> VirtualIndexPath? { nearestLaidOutItem(to: position) }

    package var laidOutSectionCount: Int { numberOfSections }

    package func laidOutItemCount(inSection section: Int) -> Int { numberOfItems(inSection: section) }

    package func forEachVisibleItem(_ body: (VirtualIndexPath) -> Void) {
        for path in indexPathsForVisibleItems {
            if let virtual = VirtualIndexPath(path) { body(virtual) }
        }
    }

    package func reloadLaidOutData() { performReloadData() }

    package func scrollToVirtualItem(_ path: VirtualIndexPath, at position: ScrollPosition, animated: Bool) {
        prepareLayoutIfNeeded()
        guard path.section >= 0, path.section < numberOfSections, path.item >= 0,
              path.item < numberOfItems(inSection: path.section) else { return }
        performScroll(toItem: path.indexPath, at: position, animated: animated)
    }

    package func installInterceptors() { hostInterceptor?.install() }
    package func uninstallInterceptors() { hostInterceptor?.uninstall() }
    /// The host reads its delegate's optional methods per call: nothing is cached to refresh.
    package func refreshInterceptors() {}

    package func sourceItemCounts() -> [Int] {
        guard let client = hostInterceptor?.clientDataSource else { return [] }
        let sections = max(0, client.numberOfSections(in: self) ?? 1)
        return (0..<sections).map { max(0, client.collectionView(self, numberOfItemsInSection: $0)) }
    }

    package func measureCopy(viewportLength: CGFloat, crossLength: CGFloat, counts: [Int],
                             measuredExtents: [SourceIndexPath: CGFloat]) -> ListMetrics? {
        let sizing = HostFlowSizing(collectionView: self, layout: collectionViewLayout,
                                    delegate: hostInterceptor?.clientDelegate as? any HostCollectionViewDelegateFlowLayout)
        return FlowMeasurement.metrics(sizing, viewportLength: viewportLength, crossLength: crossLength, counts: counts)
    }

    package var carouselSurface: HostCollectionView? { self }

    var hostInterceptor: HostCollectionInterceptor? { interposer as? HostCollectionInterceptor }

    /// The centre of the visible area across the axis, in content coordinates.
    var visibleCrossCenter: CGFloat {
        let insets = adjustedContentInset
        return axis == .vertical
            ? contentOffset.x + insets.left + max(0, viewportSize.width - insets.left - insets.right) / 2
            : contentOffset.y + insets.top + max(0, viewportSize.height - insets.top - insets.bottom) / 2
    }
}

/// The host layout's answers to UIKit's queries, one each, for ``LaidOutFrames``' decisions.
extension HostCollectionView: LaidOutFrames {
    package var laidOutBounds: CGRect { bounds }

    package func laidOutFrame(ofVirtual item: VirtualIndexPath) -> CGRect? { collectionViewLayout.frameOfItem(at: item.indexPath) }

    package func forEachLaidOutFrame(in rect: CGRect, _ body: (VirtualIndexPath, CGRect) -> Void) {
        collectionViewLayout.forEachItemFrame(in: rect) { path, frame in
            if let virtual = VirtualIndexPath(path) { body(virtual, frame) }
        }
    }

    /// No point query, as UIKit's adapter.
    package func laidOutItem(at point: CGPoint) -> VirtualIndexPath? { nil }
}

/// The flow layout's lines, for the shipped ``Carousel``.
extension HostCollectionView: CarouselSurface {
    package func line(ofVirtual item: VirtualIndexPath) -> LayoutLine? {
        let layout = collectionViewLayout
        guard let extent = layout.lineExtent(of: item.indexPath), let index = layout.lineIndex(of: item.indexPath) else {
            return nil
        }
        return LayoutLine(start: extent.start, extent: extent.extent, spacing: layout.lineSpacing(inSection: item.section),
                          index: index)
    }

    package func virtualItem(movingLines lines: Int, from item: VirtualIndexPath) -> VirtualIndexPath? {
        collectionViewLayout.indexPath(movingLines: lines, from: item.indexPath).flatMap(VirtualIndexPath.init)
    }

    package func sectionStart(_ section: Int) -> CGFloat? {
        let sections = collectionViewLayout.sections
        return section >= 0 && section < sections.count ? sections[section].start : nil
    }
}
