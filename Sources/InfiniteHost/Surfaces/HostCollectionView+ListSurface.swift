import Foundation
import InfiniteProxy

/// `HostCollectionView` (flow layout) as the shipped ``ListController``'s surface: the same
/// requirements `UICollectionView+ListSurface.swift` answers on iOS, read from the host's model
/// of UIKit's collection view and flow layout.
///
/// ```swift
/// let interceptor = HostCollectionAttachment(collectionView: view)   // ListController<HostCollectionView>
/// view.layoutIfNeeded()                                               // plans and restores
/// ```
///
/// - Complexity: edge look-ups O(1) on the prepared layout, the nearest item O(log n + k) band search; counts and
///   measurement O(n) in the client's items.
extension HostCollectionView: ListSurface {
    package typealias ScrollPosition = HostCollectionViewScrollPosition
    package typealias Lines = HostCollectionView

    package var listAxis: InfiniteAxis { axis }

    /// The item's leading edge in reading coordinates (``LaidOutFrames/laidOutLeadingEdge(ofVirtual:)``).
    package func leadingEdge(ofVirtual item: VirtualIndexPath) -> CGFloat? { laidOutLeadingEdge(ofVirtual: item) }

    /// The view's direction and its layout's flipping, as the UIKit adapter reads them.
    package var horizontalMirroring: HorizontalMirroring {
        HorizontalMirroring(direction: effectiveUserInterfaceLayoutDirection,
                            layoutFlips: collectionViewLayout.flipsHorizontallyInOppositeLayoutDirection,
                            developmentDirection: collectionViewLayout.developmentLayoutDirection,
                            isFlowLayout: flowLayout != nil)
    }

    /// The shipped decision (``LaidOutFrames/nearestLaidOutItem(to:)``) over the host's queries.
    package func virtualItem(nearest position: CGFloat) -> VirtualIndexPath? { nearestLaidOutItem(to: position) }

    package var laidOutSectionCount: Int { numberOfSections(caller: .system) }

    package func laidOutItemCount(inSection section: Int) -> Int { numberOfItems(inSection: section, caller: .system) }

    package func forEachVisibleItem(_ body: (VirtualIndexPath) -> Void) {
        for path in indexPathsForVisibleItems(caller: .system) {
            if let virtual = VirtualIndexPath(path) { body(virtual) }
        }
    }

    /// The least and greatest of `indexPathsForVisibleItems`, as the UIKit adapter reads them.
    package func visibleItemEnds() -> ClosedRange<VirtualIndexPath>? {
        VirtualIndexPath.ends(of: indexPathsForVisibleItems(caller: .system))
    }

    package func reloadLaidOutData() { performReloadData() }

    /// The view's own `reconfigureItems(at:)`, as the UIKit adapter calls it.
    package func reconfigureVirtualItems(_ items: [VirtualIndexPath]) {
        reconfigureLaidOutItems(items.map(\.indexPath))
    }

    package func selectedVirtualItems() -> [VirtualIndexPath] {
        selected.sorted().compactMap(VirtualIndexPath.init)
    }

    /// The view's own `selectItem` / `deselectItem`, as the UIKit adapter calls them.
    package func setVirtualItem(_ item: VirtualIndexPath, selected: Bool) {
        if selected { selectItem(at: item.indexPath, caller: .system) } else { deselectItem(at: item.indexPath, caller: .system) }
    }

    package var allowsSeveralSelectedItems: Bool { allowsMultipleSelection }

    /// The displayed cell's `isHighlighted`, as the UIKit adapter sets it.
    package func setVirtualItem(_ item: VirtualIndexPath, highlighted: Bool) {
        displayedCells[item.indexPath]?.isHighlighted = highlighted
    }

    package func scrollToVirtualItem(_ path: VirtualIndexPath, at position: ScrollPosition, animated: Bool) {
        prepareLayoutIfNeeded()
        guard path.section >= 0, path.section < laidOutSectionCount, path.item >= 0,
              path.item < laidOutItemCount(inSection: path.section) else { return }
        performScroll(toItem: path.indexPath, at: position, animated: animated)
    }

    package func installInterceptors() { hostAttachment?.install() }
    package func uninstallInterceptors() { hostAttachment?.uninstall() }
    /// The host reads its delegate's optional methods per call: nothing is cached to refresh.
    package func refreshInterceptors() {}

    package func sourceItemCounts() -> [Int] {
        guard let client = hostAttachment?.clientDataSource else { return [] }
        return SourceCounts.read(sections: client.numberOfSections(in: self)) {
            client.collectionView(self, numberOfItemsInSection: $0)
        }
    }

    /// A flow layout's copy by ``FlowMeasurement``'s rules; nil for other layouts, which are
    /// measured from their frames (``measuresCopyFromLayout``), as on iOS.
    package func measureCopy(viewportLength: CGFloat, crossLength: CGFloat, counts: [Int],
                             measuredExtents: [SourceIndexPath: CGFloat]) -> ListMetrics? {
        guard let flow = flowLayout else { return nil }
        let sizing = HostFlowSizing(collectionView: self, layout: flow,
                                    delegate: hostAttachment?.clientDelegate as? any HostCollectionViewDelegateFlowLayout)
        return FlowMeasurement.metrics(sizing, viewportLength: viewportLength, crossLength: crossLength, counts: counts)
    }

    /// Any layout but a flow layout is measured from what it laid out (layout sizing).
    package var measuresCopyFromLayout: Bool { flowLayout == nil }

    package func laidOutItemFrame(ofVirtual item: VirtualIndexPath) -> CGRect? { laidOutFrame(ofVirtual: item) }

    package var carouselSurface: HostCollectionView? { self }

    var hostAttachment: HostCollectionAttachment? { interposer as? HostCollectionAttachment }
}

/// The view's own public batch calls (``HostListUpdating``).
extension HostCollectionView: VirtualBatchCalls {}

/// The host layout's answers to UIKit's queries, one each, for ``LaidOutFrames``' decisions.
extension HostCollectionView: LaidOutFrames {
    package var laidOutBounds: CGRect { bounds }

    package var laidOutMirror: ReadingMirror { readingMirror }

    package func laidOutFrame(ofVirtual item: VirtualIndexPath) -> CGRect? { collectionViewLayout.frameOfItem(at: item.indexPath) }

    package func forEachLaidOutFrame(in rect: CGRect, _ body: (VirtualIndexPath, CGRect) -> Void) {
        collectionViewLayout.forEachItemFrame(in: rect) { path, frame in
            if let virtual = VirtualIndexPath(path) { body(virtual, frame) }
        }
    }

    /// No point query, as UIKit's adapter.
    package func laidOutItem(at point: CGPoint) -> VirtualIndexPath? { nil }
}

/// The flow layout's public answers, as UIKit's adapter reads them (the layout's own
/// `sectionInset` and `minimumLineSpacing`, not a delegate's per-section values).
extension HostCollectionView: LaidOutLineFrames {
    package func laidOutHeaderFrame(inSection section: Int) -> CGRect? {
        collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: HostCollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
    }

    package func laidOutSectionInset(inSection section: Int) -> SurfaceInsets { flowLayout?.sectionInset ?? .zero }

    package func laidOutLineSpacing(inSection section: Int) -> CGFloat { flowLayout?.minimumLineSpacing ?? 0 }
}

/// The flow layout's lines, for the shipped ``Carousel``, by ``LaidOutLineFrames``' rules.
extension HostCollectionView: CarouselSurface {
    package func line(ofVirtual item: VirtualIndexPath) -> LayoutLine? { laidOutLine(ofVirtual: item) }

    package func virtualItem(movingLines lines: Int, from item: VirtualIndexPath) -> VirtualIndexPath? {
        laidOutItem(movingLines: lines, from: item)
    }

    package func sectionStart(_ section: Int) -> CGFloat? { laidOutSectionStart(section) }
}
