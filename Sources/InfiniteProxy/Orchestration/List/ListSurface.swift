import Foundation

/// A table or a flow-layout collection view, as the ``ListController`` sees it: a scroll surface
/// whose layout it reads in virtual paths, whose data it reloads, and whose interceptors it
/// installs and removes.
///
/// The UIKit adapters (`UITableView+ListSurface.swift`) and the headless host's
/// `HostTableView` conform; the controller is generic over the surface, so its per-frame path is
/// specialised (no existential).
///
/// ```swift
/// let controller = ListController(surface: table, axis: .vertical, scheduler: runLoop)
/// controller.setRequested(true)      // interceptors installed, content repeats
/// ```
///
/// - Important: every method runs UIKit's own implementation: the controller calls them inside
///   ``InfiniteListEngine/passingThrough(_:)`` where a hook could translate, and they never call
///   back into the controller.
/// - Complexity: the look-ups (`leadingEdge`, `virtualItem(nearest:)`) are O(log n) or better on
///   both adapters; the controller calls a handful per frame.
@MainActor
package protocol ListSurface: ScrollSurface {
    /// The view's own scroll-position enum (`UITableView.ScrollPosition`, the host's).
    associatedtype ScrollPosition: Sendable
    /// What bends rows onto the arc (the surface itself for tables, ``NoArcSurface`` otherwise).
    associatedtype Arc: ArcSurface = NoArcSurface
    /// What a ``Carousel`` reads of the layout (the surface itself for flow layouts,
    /// ``NoCarouselSurface`` otherwise).
    associatedtype Lines: CarouselSurface = NoCarouselSurface

    /// The axis the list scrolls along.
    var listAxis: InfiniteAxis { get }
    /// The leading edge (minY / minX) of a laid-out virtual item, nil when it names none.
    func leadingEdge(ofVirtual item: VirtualIndexPath) -> CGFloat?
    /// The laid-out item nearest `position` along the axis (content coordinates), nil without items.
    func virtualItem(nearest position: CGFloat) -> VirtualIndexPath?
    /// The sections the view laid out (its own `numberOfSections`).
    var laidOutSectionCount: Int { get }
    /// The items the view laid out in a section (0 for a section it does not have).
    func laidOutItemCount(inSection section: Int) -> Int
    /// Visible items in layout order.
    func forEachVisibleItem(_ body: (VirtualIndexPath) -> Void)
    /// The least and greatest visible items in index-path order (`first...last`), nil when none
    /// is visible: the ends of what ``forEachVisibleItem(_:)`` visits, in any layout (on a grid
    /// the least is the first item of the first visible line, whichever item is nearest an edge).
    /// By default a walk of the visible items; a surface that knows its ends answers without one.
    func visibleItemEnds() -> ClosedRange<VirtualIndexPath>?
    /// The view's own `reloadData`.
    func reloadLaidOutData()
    /// The view's own batch update (`performBatchUpdates`) of `edits`, in its own paths, animated
    /// or inside `UIView.performWithoutAnimation`; `completion` runs when the view's animation ends.
    func performVirtualBatch(_ edits: VirtualEdits, animated: Bool, completion: ((Bool) -> Void)?)
    /// The view's own `reconfigureRows(at:)` / `reconfigureItems(at:)` (iOS 15) of laid-out items,
    /// outside any batch: their displayed cells are asked for again and kept. Nothing by default
    /// (surfaces without cells) and before iOS 15.
    func reconfigureVirtualItems(_ items: [VirtualIndexPath])
    /// The view's selected items (`indexPathsForSelectedRows` / `indexPathsForSelectedItems`), in
    /// its own paths; none by default.
    func selectedVirtualItems() -> [VirtualIndexPath]
    /// The view's own `selectRow`/`selectItem` (not animated, no scrolling, no delegate calls;
    /// without multiple selection the view deselects the others) or `deselectRow`/`deselectItem`.
    func setVirtualItem(_ item: VirtualIndexPath, selected: Bool)
    /// Whether several items can be selected now (while editing, the editing setting).
    var allowsSeveralSelectedItems: Bool { get }
    /// The item's cell on screen shows it highlighted or not (the cell's own highlight, no
    /// delegate calls, the view's highlighted path unchanged); nothing when it has no cell.
    func setVirtualItem(_ item: VirtualIndexPath, highlighted: Bool)
    /// The view's own scroll to an item (`scrollToRow` / `scrollToItem`); paths it does not have
    /// are ignored.
    func scrollToVirtualItem(_ path: VirtualIndexPath, at position: ScrollPosition, animated: Bool)
    /// Installs the interceptors as data source and delegate, taking the current objects as clients.
    func installInterceptors()
    /// Gives the view its clients back.
    func uninstallInterceptors()
    /// Assigns nil then the interceptors again, so the view re-reads `responds(to:)` (UIKit);
    /// nothing to do where the view does not cache it.
    func refreshInterceptors()
    /// The client's item counts per section, read now (UIKit's default of one section applied;
    /// empty without a client).
    func sourceItemCounts() -> [Int]
    /// One copy's metrics by the view's sizing rules, or nil when it cannot be measured.
    ///
    /// - Parameter measuredExtents: real lengths of self-sizing items seen on screen.
    func measureCopy(viewportLength: CGFloat, crossLength: CGFloat, counts: [Int],
                     measuredExtents: [SourceIndexPath: CGFloat]) -> ListMetrics?
    /// Whether one copy is measured from the frames the view's layout laid out (layout sizing,
    /// `LayoutMeasurement.swift`: a compositional or custom collection layout) rather than by
    /// ``measureCopy(viewportLength:crossLength:counts:measuredExtents:)``. False by default.
    var measuresCopyFromLayout: Bool { get }
    /// The frame the view's layout gives a virtual item (UIKit's `layoutAttributesForItem(at:)`),
    /// nil when it has none. Only layout sizing reads it; nil by default.
    func laidOutItemFrame(ofVirtual item: VirtualIndexPath) -> CGRect?
    /// Runs `body` with the arc target: `self` for tables (`body(self)`); does nothing otherwise.
    ///
    /// A call rather than a property, so the controller bends the rows on a target it does not
    /// retain: the view passes itself, which its caller holds (a property's result is retained,
    /// and a weakly referenced view's retain and release take the runtime's slow path, ~200
    /// instructions a frame).
    func withArcSurface(_ body: (Arc) -> Void)
    /// The carousel's lines: `self` for flow layouts, nil otherwise.
    var carouselSurface: Lines? { get }
    /// How the view shows a right-to-left interface along a horizontal axis
    /// (``HorizontalMirroring``, from `effectiveUserInterfaceLayoutDirection` and the layout's
    /// `flipsHorizontallyInOppositeLayoutDirection`); `.none` by default (tables).
    var horizontalMirroring: HorizontalMirroring { get }
}

extension ListSurface where Lines == NoCarouselSurface {
    package var carouselSurface: NoCarouselSurface? { nil }
}

extension ListSurface where Arc == NoArcSurface {
    package func withArcSurface(_ body: (NoArcSurface) -> Void) {}
}

extension ListSurface {
    package var horizontalMirroring: HorizontalMirroring { .none }
    /// The least and greatest of ``forEachVisibleItem(_:)``'s items.
    ///
    /// - Complexity: O(visible items).
    package func visibleItemEnds() -> ClosedRange<VirtualIndexPath>? {
        // Plain comparisons, not `Optional.map` with a closure: a main-actor closure handed to a
        // nonisolated function checks its executor on every call (twice per visible item here).
        var ends: ClosedRange<VirtualIndexPath>?
        forEachVisibleItem { item in
            guard let current = ends else {
                ends = item...item
                return
            }
            if item < current.lowerBound {
                ends = item...current.upperBound
            } else if item > current.upperBound {
                ends = current.lowerBound...item
            }
        }
        return ends
    }
    package var measuresCopyFromLayout: Bool { false }
    package func reconfigureVirtualItems(_ items: [VirtualIndexPath]) {}
    package func laidOutItemFrame(ofVirtual item: VirtualIndexPath) -> CGRect? { nil }
    /// Surfaces without selection select nothing.
    package func selectedVirtualItems() -> [VirtualIndexPath] { [] }
    package func setVirtualItem(_ item: VirtualIndexPath, selected: Bool) {}
    package var allowsSeveralSelectedItems: Bool { false }
    /// Surfaces without cells highlight nothing.
    package func setVirtualItem(_ item: VirtualIndexPath, highlighted: Bool) {}

    /// The content's length along the list's axis.
    package var contentLength: CGFloat {
        listAxis == .vertical ? contentSize.height : contentSize.width
    }
}

/// Reading coordinates: what the ``ListController`` works in. Along a vertical axis, or a
/// horizontal one that is not mirrored, they are the view's content coordinates; in a flow layout
/// that lays out right to left itself (``HorizontalMirroring/coordinates``) position 0 is the
/// content's right end and offsets grow towards the left, so every decision (recentering, paging,
/// next and previous, position keeping) reads the content in reading order unchanged.
///
/// ```swift
/// surface.readingViewport(along: .horizontal)   // offset 0 when the right end is on screen
/// ```
///
/// - Complexity: O(1) plus the surface's own look-ups.
extension ListSurface {
    /// The conversion for this view now (the identity unless mirrored).
    package var readingMirror: ReadingMirror {
        guard listAxis == .horizontal, horizontalMirroring == .coordinates else { return .identity }
        return ReadingMirror(isMirrored: true, contentWidth: contentSize.width, boundsWidth: viewportSize.width)
    }

    /// The offset along `axis` in reading coordinates.
    package func readingOffset(along axis: InfiniteAxis) -> CGFloat {
        axis == .vertical ? contentOffset.y : readingMirror.offset(contentOffset.x)
    }

    /// The list viewport along `axis` in reading coordinates: mirrored, the right inset comes
    /// before the content.
    package func readingViewport(along axis: InfiniteAxis) -> ListViewport {
        var viewport = listViewport(along: axis)
        let mirror = axis == .horizontal ? readingMirror : .identity
        guard mirror.isMirrored else { return viewport }
        viewport.offset = mirror.offset(viewport.offset)
        swap(&viewport.insetBefore, &viewport.insetAfter)
        return viewport
    }

    /// The view's `contentOffset` with its `axis` component set to the reading offset `value`.
    package func contentOffset(settingReading value: CGFloat, along axis: InfiniteAxis) -> CGPoint {
        var point = contentOffset
        switch axis {
        case .vertical: point.y = value
        case .horizontal: point.x = readingMirror.offset(value)
        }
        return point
    }
}
