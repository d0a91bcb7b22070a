import Foundation
import InfiniteProxy

/// A host tile scroll view whose `layoutSubviews` runs the library's ``TileScrollController`` — what
/// `InfiniteGridView` (with a ``TileGridLayout``) and `InfiniteScrollView` (with a
/// ``TileRibbonLayout``) are on iOS, without their public API. It only forwards events and
/// measures; every decision is the shipped driver's.
///
/// ```swift
/// let grid = HostTiledView(viewportSize: CGSize(width: 390, height: 844),
///                          controller: TileGridLayout(tileSize: CGSize(width: 100, height: 100)))
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
/// - Complexity: a frame costs the driver's layout on top of the physics.
package class HostTiledView<Controller: TiledLayout>: HostTileScrollView {
    /// The shipped driver this view runs.
    package let driver: TileScrollController<HostTileScrollView, Controller>
    /// The data source's `viewForTileAt` (nil: no data source). Setting it reloads the live tiles,
    /// as the UIKit views' `dataSource` does.
    package var tileProvider: ((HostTiledView, Controller.Item) -> HostTileView?)? {
        didSet { driver.reloadTiles(on: self) { item in tileProvider?(self, item) } }
    }
    /// The most tiles alive at once.
    package private(set) var peakLiveTiles = 0
    /// Layout statuses other than `.ready` reported so far.
    package private(set) var reportedStatuses: Set<TileLayoutStatus> = []
    /// What layouts moved the offset since the last ``takeLayoutJump()`` (the recentering jumps).
    private var layoutJump: CGPoint = .zero

    /// Creates a view running `controller`'s decisions.
    package init(viewportSize: CGSize, controller: Controller) {
        driver = TileScrollController(controller: controller)
        super.init(viewportSize: viewportSize)
        driver.onStatusChange = { [weak self] status in
            if status != .ready { self?.reportedStatuses.insert(status) }
        }
    }

    /// The decisions (read-only).
    package var controller: Controller { driver.controller }
    /// Live tiles.
    package var liveTileCount: Int { driver.controller.slots.count }
    /// Tile views handed out again by ``dequeueReusableTileView()``.
    package var tilesReused: Int { driver.store.reusedCount }
    /// Views waiting in the reuse pool.
    package var pooledTiles: Int { driver.store.pooledCount }
    /// Views dropped because the reuse pool was full.
    package var tilesDiscarded: Int { driver.store.discardedCount }

    /// A recycled tile view, or nil.
    package func dequeueReusableTileView() -> HostTileView? {
        driver.dequeueReusableTileView(ofType: HostTileView.self)
    }

    /// Calls `body` for every live tile (key, slot, view) without allocating.
    package func forEachLiveTile(_ body: (Controller.Key, Int, HostTileView?) -> Void) {
        driver.forEachLiveTile(body)
    }

    /// Every live tile with its slot and view.
    package var liveTiles: [(key: Controller.Key, slot: Int, view: HostTileView?)] {
        var tiles: [(key: Controller.Key, slot: Int, view: HostTileView?)] = []
        driver.forEachLiveTile { tiles.append(($0, $1, $2)) }
        return tiles
    }

    /// `reloadData()` of the grid: every live tile's view is asked for again.
    package func reloadTiles() {
        driver.reloadTiles(on: self) { item in tileProvider?(self, item) }
    }

    /// `scrollTo(_:animated:)` / `scrollToTile(at:animated:)`.
    package func scroll(to item: Controller.Item, animated: Bool) {
        driver.scroll(to: item, animated: animated, on: self)
    }

    override package func layoutSubviews() {
        let before = contentOffset
        driver.layoutTiles(on: self) { item in tileProvider?(self, item) }
        peakLiveTiles = max(peakLiveTiles, driver.controller.slots.count)
        layoutJump.x += contentOffset.x - before.x
        layoutJump.y += contentOffset.y - before.y
    }

    /// The offset the layouts added since the last call (what a recorder reports as jumps).
    package func takeLayoutJump() -> CGPoint {
        defer { layoutJump = .zero }
        return layoutJump
    }
}

extension HostTiledView where Controller == TileGridLayout {
    /// The tile at the centre of the visible region.
    package var centerCoordinate: GridCoordinate? { driver.controller.centerCoordinate }
    /// Recentering jumps so far.
    package var jumpCount: Int { driver.controller.jumpCount }
    /// The tile size; changing it keeps the centre (`InfiniteGridView.tileSize`).
    package var tileSize: CGSize {
        get { driver.controller.tileSize }
        set { driver.setTileSize(newValue, on: self) }
    }
}

extension HostTiledView where Controller == TileRibbonLayout {
    /// The data item at the centre of the visible region.
    package var centerIndex: Int? { driver.controller.centerDataIndex }
    /// `InfiniteScrollView.reloadData()`: the count and lengths are read again.
    package func reloadData(count: Int, lengthOfTile: (Int) -> CGFloat) {
        driver.reloadRibbon(count: count, on: self, lengthOfTile: lengthOfTile)
    }
}
