import Foundation
import InfiniteProxy

/// Supplies the tiles of a ``HostGridView`` (the host's `InfiniteGridViewDataSource`).
@MainActor
public protocol HostGridViewDataSource: AnyObject {
    /// The view for the tile at `coordinate`, or nil to leave it empty.
    func gridView(_ gridView: HostGridView, viewForTileAt coordinate: GridCoordinate) -> HostTileView?
}

/// A headless `InfiniteGridView`: a ``HostScrollView`` that drives a ``TileGridController`` in
/// `layoutSubviews` exactly as the UIKit view does — content size, whole-tile recentering
/// assigned through the `contentOffset` property (momentum kept), tile views recycled by slot.
///
/// ```swift
/// let grid = HostGridView(viewportSize: CGSize(width: 390, height: 844),
///                         tileSize: CGSize(width: 100, height: 100))
/// grid.dataSource = source            // dequeueReusableTileView() ?? makeTileView()
/// grid.layoutIfNeeded()
/// grid.fling(velocity: CGPoint(x: 4_000, y: -9_000))
/// grid.runUntilIdle()
/// grid.edgeHits                       // 0
/// grid.centerCoordinate               // where the fling came to rest
/// ```
///
/// - Complexity: a frame whose visible tiles did not change costs O(1) on top of the physics;
///   otherwise O(live tiles).
open class HostGridView: HostScrollView {
    /// The source of tile views. Held weakly.
    public weak var dataSource: HostGridViewDataSource?
    /// The decisions; read it to check them.
    public private(set) var controller: TileGridController

    /// Recentering jumps so far.
    public var jumpCount: Int { controller.jumpCount }
    /// The most tiles alive at once.
    public private(set) var peakLiveTiles = 0
    /// Tile views made by ``makeTileView()``.
    public var tilesCreated: Int { store.created }
    /// Tile views handed out again by ``dequeueReusableTileView()``.
    public var tilesReused: Int { store.reused }
    /// Views waiting in the reuse pool.
    public var pooledTiles: Int { store.pooledCount }
    /// Views dropped because the reuse pool was full.
    public var tilesDiscarded: Int { store.discarded }
    /// Layout statuses other than `.ready` seen so far.
    public private(set) var reportedStatuses: Set<TileLayoutStatus> = []

    private let store = HostTileStore()
    private var scrollTarget: CGPoint?
    private var isApplyingLayout = false

    /// Creates a grid.
    public init(viewportSize: CGSize, tileSize: CGSize, initialCoordinate: GridCoordinate = .zero) {
        controller = TileGridController(tileSize: tileSize, initialCoordinate: initialCoordinate)
        super.init(viewportSize: viewportSize)
    }

    /// The tile at the centre of the visible region.
    public var centerCoordinate: GridCoordinate? { controller.centerCoordinate }

    /// Live tiles.
    public var liveTileCount: Int { controller.slots.count }

    /// The tile size; changing it keeps the centre.
    public var tileSize: CGSize {
        get { controller.tileSize }
        set {
            controller.setTileSize(newValue)
            setNeedsLayout()
        }
    }

    /// A recycled tile view, or nil.
    public func dequeueReusableTileView() -> HostTileView? { store.dequeue() }

    /// A new tile view (counted in ``tilesCreated``).
    public func makeTileView() -> HostTileView { store.make() }

    /// Every live tile with its slot and view (nil when the data source gave none).
    public var liveTiles: [(coordinate: GridCoordinate, slot: Int, view: HostTileView?)] {
        controller.liveTiles.map { ($0.key, $0.slot, store.view(inSlot: $0.slot)) }
    }

    /// Calls `body` for every live tile without allocating.
    public func forEachLiveTile(_ body: (GridCoordinate, Int, HostTileView?) -> Void) {
        controller.slots.forEachLive { coordinate, slot in body(coordinate, slot, store.view(inSlot: slot)) }
    }

    /// The tile under a point in the content.
    public func coordinate(at point: CGPoint) -> GridCoordinate? { controller.coordinate(at: point) }

    /// `InfiniteGridView.scrollTo(_:animated:)`: animated within reach, at once beyond it.
    public func scrollTo(_ coordinate: GridCoordinate, animated: Bool) {
        layoutIfNeeded()
        if animated, let target = controller.contentOffset(centering: coordinate) {
            scrollTarget = target
            setContentOffset(target, animated: true)
        } else {
            scrollTarget = nil
            setContentOffset(contentOffset, animated: false)
            controller.center(on: coordinate)
            setNeedsLayout()
            layoutIfNeeded()
        }
    }

    open override func layoutSubviews() {
        guard !isApplyingLayout else { return }
        isApplyingLayout = true
        defer { isApplyingLayout = false }
        if let target = scrollTarget,
           isTracking || (abs(contentOffset.x - target.x) < 0.5 && abs(contentOffset.y - target.y) < 0.5) {
            scrollTarget = nil
        }
        let insets = adjustedContentInset
        let viewport = GridViewport(
            contentOffset: contentOffset, size: viewportSize,
            insetTop: insets.top, insetLeft: insets.left, insetBottom: insets.bottom, insetRight: insets.right)
        let update = controller.layout(viewport, recenter: scrollTarget == nil)
        if contentSize != update.contentSize { contentSize = update.contentSize }
        if let offset = update.contentOffset { contentOffset = offset }
        for freed in update.removed { store.recycle(slot: freed.slot) }
        if update.movedAllTiles {
            controller.slots.forEachLive { coordinate, slot in
                if let view = store.view(inSlot: slot), let frame = controller.frame(for: coordinate) { view.frame = frame }
            }
        }
        for placed in update.added {
            store.place(dataSource?.gridView(self, viewForTileAt: placed.key), inSlot: placed.slot, frame: placed.frame)
        }
        store.poolLimit = min(max(16, TileRange.maximumCount(viewportSize: viewportSize, tileSize: controller.tileSize, ring: 1)), 4_096)
        peakLiveTiles = max(peakLiveTiles, controller.slots.count)
        if update.status != .ready { reportedStatuses.insert(update.status) }
    }
}
