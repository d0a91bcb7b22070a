import Foundation
import InfiniteProxy

/// A host tile scroll view whose `layoutSubviews` runs the library's ``TileScrollController`` — what
/// `InfiniteGridView` (with a ``TileGridLayout``) and `InfiniteScrollView` (with a
/// ``TileRibbonLayout``) are on iOS, without their public API. It only forwards events and
/// measures; every decision is the shipped controller's.
///
/// ```swift
/// let grid = HostTiledView(viewportSize: CGSize(width: 390, height: 844),
///                          layout: TileGridLayout(tileSize: CGSize(width: 100, height: 100)))
/// grid.tileProvider = { view, coordinate in
///     let tile = view.dequeueReusableTileView() ?? view.makeTileView()
///     tile.coordinate = coordinate
///     return tile
/// }
/// grid.fling(velocity: CGPoint(x: 4_000, y: -9_000))
/// grid.runUntilIdle()
/// grid.edgeHits                       // 0
/// ```
///
/// - Complexity: a frame costs the controller's layout on top of the physics.
package class HostTiledView<Layout: TiledLayout>: HostTileScrollView {
    /// The shipped controller this view runs.
    package let controller: TileScrollController<HostTileScrollView, Layout>
    /// The data source's `viewForTileAt` (nil: no data source). Setting it reloads the live tiles,
    /// as the UIKit views' `dataSource` does.
    package var tileProvider: ((HostTiledView, Layout.Item) -> HostTileView?)? {
        didSet { controller.reloadTiles(on: self) { item in tileProvider?(self, item) } }
    }
    /// The most tiles alive at once.
    package private(set) var peakLiveTiles = 0
    /// Layout statuses other than `.ready` reported so far.
    package private(set) var reportedStatuses: Set<TileLayoutStatus> = []
    /// What layouts moved the offset since the last ``takeLayoutJump()`` (the recentering jumps).
    private var layoutJump: CGPoint = .zero

    /// Creates a view running `layout`'s decisions.
    package init(viewportSize: CGSize, layout: Layout) {
        controller = TileScrollController(layout: layout)
        super.init(viewportSize: viewportSize)
        controller.onStatusChange = { [weak self] status in
            if status != .ready { self?.reportedStatuses.insert(status) }
        }
    }

    /// The decisions (read-only).
    package var layout: Layout { controller.layout }
    /// Live tiles.
    package var liveTileCount: Int { controller.layout.slots.count }
    /// Tile views handed out again by ``dequeueReusableTileView()``.
    package var tilesReused: Int { controller.store.reusedCount }
    /// Views waiting in the reuse pool.
    package var pooledTiles: Int { controller.store.pooledCount }
    /// Views dropped because the reuse pool was full.
    package var tilesDiscarded: Int { controller.store.discardedCount }

    /// A recycled tile view, or nil.
    package func dequeueReusableTileView() -> HostTileView? {
        controller.dequeueReusableTileView(ofType: HostTileView.self)
    }

    /// Calls `body` for every live tile (key, slot, view) without allocating.
    package func forEachLiveTile(_ body: (Layout.Key, Int, HostTileView?) -> Void) {
        controller.forEachLiveTile(body)
    }

    /// Every live tile with its slot and view.
    package var liveTiles: [(key: Layout.Key, slot: Int, view: HostTileView?)] {
        var tiles: [(key: Layout.Key, slot: Int, view: HostTileView?)] = []
        controller.forEachLiveTile { tiles.append(($0, $1, $2)) }
        return tiles
    }

    /// `reloadData()` of the grid: every live tile's view is asked for again.
    package func reloadTiles() {
        controller.reloadTiles(on: self) { item in tileProvider?(self, item) }
    }

    /// `scrollTo(_:animated:)` / `scrollToTile(at:animated:)`.
    package func scroll(to item: Layout.Item, animated: Bool) {
        controller.scroll(to: item, animated: animated, on: self)
    }

    override package func layoutSubviews() {
        let before = contentOffset
        controller.layoutTiles(on: self) { item in tileProvider?(self, item) }
        peakLiveTiles = max(peakLiveTiles, controller.layout.slots.count)
        layoutJump.x += contentOffset.x - before.x
        layoutJump.y += contentOffset.y - before.y
    }

    /// The pan gesture recognizer began (the UIKit views' `handlePan(_:)`).
    override package func panDidBegin() {
        controller.userDidBeginDragging(on: self)
    }

    /// The offset the layouts added since the last call (what a recorder reports as jumps).
    package func takeLayoutJump() -> CGPoint {
        defer { layoutJump = .zero }
        return layoutJump
    }
}

extension HostTiledView where Layout == TileGridLayout {
    /// The tile at the centre of the visible region.
    package var centerCoordinate: GridCoordinate? { controller.layout.centerCoordinate }
    /// Recentering jumps so far.
    package var jumpCount: Int { controller.layout.jumpCount }
    /// The tile size; changing it keeps the centre (`InfiniteGridView.tileSize`).
    package var tileSize: CGSize {
        get { controller.layout.tileSize }
        set { controller.setTileSize(newValue, on: self) }
    }
}

extension HostTiledView where Layout == TileRibbonLayout {
    /// The data item at the centre of the visible region.
    package var centerIndex: Int? { controller.layout.centerDataIndex }
    /// `InfiniteScrollView.reloadData()`: the count and lengths are read again.
    package func reloadData(count: Int, lengthOfTile: (Int) -> CGFloat) {
        controller.reloadRibbon(count: count, on: self, lengthOfTile: lengthOfTile)
    }
}
