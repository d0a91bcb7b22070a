import Foundation
import InfiniteProxy

/// Supplies the tiles of a ``HostRibbonView`` (the host's `InfiniteScrollViewDataSource`).
@MainActor
public protocol HostRibbonViewDataSource: AnyObject {
    /// The number of tiles in the data set.
    func numberOfTiles(in ribbonView: HostRibbonView) -> Int
    /// Tile `index`'s length along the axis.
    func ribbonView(_ ribbonView: HostRibbonView, lengthOfTileAt index: Int) -> CGFloat
    /// The view for tile `index`, or nil to leave it empty.
    func ribbonView(_ ribbonView: HostRibbonView, viewForTileAt index: Int) -> HostTileView?
}

/// A headless `InfiniteScrollView`: a ``HostScrollView`` that drives a ``RibbonController`` in
/// `layoutSubviews` exactly as the UIKit ribbon does.
///
/// ```swift
/// let ribbon = HostRibbonView(viewportSize: CGSize(width: 390, height: 200), axis: .horizontal)
/// ribbon.dataSource = source
/// ribbon.layoutIfNeeded()
/// ribbon.fling(velocity: CGPoint(x: -6_000, y: 0))
/// ribbon.runUntilIdle()
/// ribbon.centerIndex          // the data item in the middle, wrapped
/// ```
open class HostRibbonView: HostScrollView {
    /// The source of tiles. Held weakly; call ``reloadData()`` after setting it.
    public weak var dataSource: HostRibbonViewDataSource?
    /// The decisions; read it to check them.
    public private(set) var controller: RibbonController
    /// The most tiles alive at once.
    public private(set) var peakLiveTiles = 0
    /// Tile views made by ``makeTileView()``.
    public var tilesCreated: Int { store.created }
    /// Tile views handed out again.
    public var tilesReused: Int { store.reused }

    private let store = HostTileStore()
    private var isApplyingLayout = false

    /// Creates a ribbon.
    public init(viewportSize: CGSize, axis: InfiniteAxis) {
        controller = RibbonController(axis: axis, lengths: [])
        super.init(viewportSize: viewportSize)
    }

    /// The data item at the centre of the visible region.
    public var centerIndex: Int? { controller.centerDataIndex }

    /// Live tiles.
    public var liveTileCount: Int { controller.slots.count }

    /// A recycled tile view, or nil.
    public func dequeueReusableTileView() -> HostTileView? { store.dequeue() }

    /// A new tile view (counted in ``tilesCreated``).
    public func makeTileView() -> HostTileView { store.make() }

    /// Calls `body` for every live tile (tile number, slot, view) without allocating.
    public func forEachLiveTile(_ body: (Int, Int, HostTileView?) -> Void) {
        controller.slots.forEachLive { tile, slot in body(tile, slot, store.view(inSlot: slot)) }
    }

    /// Reads the count and lengths again.
    public func reloadData() {
        var lengths: [CGFloat] = []
        if let dataSource {
            let count = max(0, dataSource.numberOfTiles(in: self))
            lengths = (0..<count).map { dataSource.ribbonView(self, lengthOfTileAt: $0) }
        }
        controller.reload(lengths: lengths)
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        guard !isApplyingLayout else { return }
        isApplyingLayout = true
        defer { isApplyingLayout = false }
        let insets = adjustedContentInset
        let viewport = GridViewport(
            contentOffset: contentOffset, size: viewportSize,
            insetTop: insets.top, insetLeft: insets.left, insetBottom: insets.bottom, insetRight: insets.right)
        let update = controller.layout(viewport)
        if contentSize != update.contentSize { contentSize = update.contentSize }
        if let offset = update.contentOffset { contentOffset = offset }
        for freed in update.removed { store.recycle(slot: freed.slot) }
        if update.movedAllTiles {
            controller.slots.forEachLive { tile, slot in
                if let view = store.view(inSlot: slot), let frame = controller.frame(ofTile: tile) { view.frame = frame }
            }
        }
        for placed in update.added {
            let view = dataSource?.ribbonView(self, viewForTileAt: controller.dataIndex(ofTile: placed.key))
            store.place(view, inSlot: placed.slot, frame: placed.frame)
        }
        store.poolLimit = max(8, min(controller.visibleTiles.count + 2 * controller.ring, 4_096))
        peakLiveTiles = max(peakLiveTiles, controller.slots.count)
    }
}
