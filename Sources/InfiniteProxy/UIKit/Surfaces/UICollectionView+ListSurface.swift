#if canImport(UIKit)
import UIKit

/// `UICollectionView` as the ``ListController``'s surface (a flow layout measured by its rules, any
/// other layout from the frames it laid out):
/// layout reads in virtual paths (`layoutAttributesForItem`, `layoutAttributesForElements(in:)`),
/// its own reload and scroll, and the interceptors of its ``InfiniteCollectionAttachment``. No
/// decisions: the controller calls these inside `passingThrough` (or `bypassingHooks`), so the
/// hooked methods used here give UIKit's own answers.
///
/// ```swift
/// let controller = ListController(surface: collectionView, scheduler: DispatchMainScheduler.shared)
/// ```
///
/// - Complexity: `leadingEdge` O(1); `virtualItem(nearest:)` one `layoutAttributesForElements`
///   query over a band of one screen (it allocates its answer, as UIKit does).
extension UICollectionView: ListSurface {
    package typealias Lines = UICollectionView

    /// The flow or compositional layout's scroll direction; vertical for a custom layout (UIKit's
    /// `UICollectionViewLayout` declares none).
    package var listAxis: InfiniteAxis {
        let direction = (collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection
            ?? (collectionViewLayout as? UICollectionViewCompositionalLayout)?.configuration.scrollDirection
        return direction == .horizontal ? .horizontal : .vertical
    }

    package func leadingEdge(ofVirtual item: VirtualIndexPath) -> CGFloat? { laidOutLeadingEdge(ofVirtual: item) }

    /// `effectiveUserInterfaceLayoutDirection` and the layout's flipping, passed through
    /// (``HorizontalMirroring``: a flow layout that does not flip lays out from the right; a
    /// compositional layout mirrors itself by drawing).
    package var horizontalMirroring: HorizontalMirroring {
        guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return .none }
        let layout = collectionViewLayout
        return HorizontalMirroring(
            direction: .rightToLeft,
            layoutFlips: layout.flipsHorizontallyInOppositeLayoutDirection || layout is UICollectionViewCompositionalLayout,
            developmentDirection: layout.developmentLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            isFlowLayout: layout is UICollectionViewFlowLayout)
    }

    /// The item nearest `position` along the axis, and among those on its line the one nearest
    /// the visible centre across it (``LaidOutFrames/nearestLaidOutItem(to:)``).
    package func virtualItem(nearest position: CGFloat) -> VirtualIndexPath? { nearestLaidOutItem(to: position) }

    package var laidOutSectionCount: Int { own { numberOfSections } }

    package func laidOutItemCount(inSection section: Int) -> Int {
        own { section >= 0 && section < numberOfSections ? numberOfItems(inSection: section) : 0 }
    }

    /// Runs the library's own call of a hooked method with UIKit's answer (``InfiniteListKind/own(_:_:)``).
    func own<Result>(_ body: () -> Result) -> Result { CollectionListKind.own(self, body) }

    package func forEachVisibleItem(_ body: (VirtualIndexPath) -> Void) {
        for indexPath in own({ indexPathsForVisibleItems }).sorted() {
            if let path = VirtualIndexPath(indexPath) { body(path) }
        }
    }

    /// The least and greatest of `indexPathsForVisibleItems`, read once (no walk, no sort).
    package func visibleItemEnds() -> ClosedRange<VirtualIndexPath>? {
        VirtualIndexPath.ends(of: own({ indexPathsForVisibleItems }))
    }

    package func reloadLaidOutData() { infinite_reloadData() }

    /// UIKit's own `reconfigureItems(at:)` (iOS 15; nothing before).
    package func reconfigureVirtualItems(_ items: [VirtualIndexPath]) {
        guard #available(iOS 15.0, *), !items.isEmpty else { return }
        infinite_reconfigureItems(at: items.map(\.indexPath))
    }

    package func selectedVirtualItems() -> [VirtualIndexPath] {
        own { indexPathsForSelectedItems ?? [] }.compactMap(VirtualIndexPath.init)
    }

    /// UIKit's own `selectItem` / `deselectItem`, not animated, without scrolling.
    package func setVirtualItem(_ item: VirtualIndexPath, selected: Bool) {
        own {
            if selected {
                selectItem(at: item.indexPath, animated: false, scrollPosition: [])
            } else {
                deselectItem(at: item.indexPath, animated: false)
            }
        }
    }

    package var allowsSeveralSelectedItems: Bool {
        if #available(iOS 14.0, *), isEditing { return allowsMultipleSelectionDuringEditing }
        return allowsMultipleSelection
    }

    /// The item's cell on screen: `isHighlighted`.
    package func setVirtualItem(_ item: VirtualIndexPath, highlighted: Bool) {
        own { cellForItem(at: item.indexPath) }?.isHighlighted = highlighted
    }

    package func scrollToVirtualItem(_ path: VirtualIndexPath, at position: UICollectionView.ScrollPosition, animated: Bool) {
        guard path.item >= 0, path.item < laidOutItemCount(inSection: path.section) else { return }
        own { scrollToItem(at: path.indexPath, at: position, animated: animated) }
    }

    package func installInterceptors() { infiniteCollectionAttachment?.install(on: self) }
    package func uninstallInterceptors() { infiniteCollectionAttachment?.uninstall(from: self) }
    package func refreshInterceptors() { infiniteCollectionAttachment?.reassign(on: self) }

    package func sourceItemCounts() -> [Int] {
        guard let client = clientDataSource else { return [] }
        return SourceCounts.read(sections: client.numberOfSections?(in: self)) {
            client.collectionView(self, numberOfItemsInSection: $0)
        }
    }

    /// A flow layout's copy by ``FlowMeasurement``'s rules; nil for other layouts, which are
    /// measured from their frames (``measuresCopyFromLayout``, `LayoutMeasurement.swift`).
    package func measureCopy(viewportLength: CGFloat, crossLength: CGFloat, counts: [Int],
                             measuredExtents: [SourceIndexPath: CGFloat]) -> ListMetrics? {
        guard let flow = collectionViewLayout as? UICollectionViewFlowLayout else { return nil }
        let sizing = UIKitFlowSizing(collectionView: self, layout: flow, delegate: clientDelegate as? UICollectionViewDelegateFlowLayout)
        return FlowMeasurement.metrics(sizing, viewportLength: viewportLength, crossLength: crossLength, counts: counts)
    }

    /// Any layout but a flow layout (compositional, custom) is measured from what it laid out.
    package var measuresCopyFromLayout: Bool { !(collectionViewLayout is UICollectionViewFlowLayout) }

    /// `layoutAttributesForItem(at:)`'s frame (called inside `passingThrough`: UIKit's answer).
    package func laidOutItemFrame(ofVirtual item: VirtualIndexPath) -> CGRect? { laidOutFrame(ofVirtual: item) }

    package var carouselSurface: UICollectionView? { self }

    /// The client's data source: the interceptor's client while installed, the view's own otherwise.
    private var clientDataSource: UICollectionViewDataSource? {
        CollectionListKind.client({ $0.dataSource }, of: self) { dataSource } as? UICollectionViewDataSource
    }

    /// The client's delegate, likewise.
    private var clientDelegate: UICollectionViewDelegate? {
        CollectionListKind.client({ $0.delegate }, of: self) { delegate } as? UICollectionViewDelegate
    }
}

/// UIKit's originals straight away (`infinite_…`): the controller's batch is not the app's, so
/// neither a subclass's overrides nor the hooks run for it again.
extension UICollectionView: VirtualBatchCalls {
    package func performOwnBatch(_ updates: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        infinite_performBatchUpdates(updates, completion: completion)
    }
    package func withoutAnimation(_ body: () -> Void) { UIView.performWithoutAnimation(body) }
    package func deleteVirtualSections(_ sections: IndexSet) { infinite_deleteSections(sections) }
    package func insertVirtualSections(_ sections: IndexSet) { infinite_insertSections(sections) }
    package func reloadVirtualSections(_ sections: IndexSet) { infinite_reloadSections(sections) }
    package func moveVirtualSection(_ section: Int, to newSection: Int) { infinite_moveSection(section, toSection: newSection) }
    package func deleteVirtualItems(_ paths: [IndexPath]) { infinite_deleteItems(at: paths) }
    package func insertVirtualItems(_ paths: [IndexPath]) { infinite_insertItems(at: paths) }
    package func reloadVirtualItems(_ paths: [IndexPath]) { infinite_reloadItems(at: paths) }
    package func moveVirtualItem(_ path: IndexPath, to newPath: IndexPath) { infinite_moveItem(at: path, to: newPath) }
}

/// The layout's answers, one query each, for the decisions in ``LaidOutFrames``.
extension UICollectionView: LaidOutLineFrames {
    package var laidOutBounds: CGRect { bounds }

    package var laidOutMirror: ReadingMirror { readingMirror }

    package func laidOutFrame(ofVirtual item: VirtualIndexPath) -> CGRect? {
        guard item.item >= 0, item.item < laidOutItemCount(inSection: item.section),
              let frame = own({ layoutAttributesForItem(at: item.indexPath) })?.frame, !frame.isNull, !frame.isInfinite else { return nil }
        return frame
    }

    package func forEachLaidOutFrame(in rect: CGRect, _ body: (VirtualIndexPath, CGRect) -> Void) {
        for attributes in collectionViewLayout.layoutAttributesForElements(in: rect) ?? [] where attributes.representedElementCategory == .cell {
            if let path = VirtualIndexPath(attributes.indexPath) { body(path, attributes.frame) }
        }
    }

    /// No point query: the band search picks the item nearest the visible centre across the axis.
    package func laidOutItem(at point: CGPoint) -> VirtualIndexPath? { nil }

    package func laidOutHeaderFrame(inSection section: Int) -> CGRect? {
        layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
    }

    package func laidOutSectionInset(inSection section: Int) -> SurfaceInsets {
        let inset = (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
        return SurfaceInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
    }

    /// The layout's `minimumLineSpacing` (not yet checked on a device); a delegate's per-section
    /// spacing is not read.
    package func laidOutLineSpacing(inSection section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
}

/// The flow layout's lines, for the ``Carousel``, by ``LaidOutLineFrames``' rules.
extension UICollectionView: CarouselSurface {
    package func line(ofVirtual item: VirtualIndexPath) -> LayoutLine? { laidOutLine(ofVirtual: item) }

    package func virtualItem(movingLines lines: Int, from item: VirtualIndexPath) -> VirtualIndexPath? {
        laidOutItem(movingLines: lines, from: item)
    }

    package func sectionStart(_ section: Int) -> CGFloat? { laidOutSectionStart(section) }
}
#endif
