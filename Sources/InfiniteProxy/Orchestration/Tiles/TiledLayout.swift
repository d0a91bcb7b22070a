import Foundation

/// The decisions of a tiled view, as ``TileScrollController`` and ``GridLayoutController`` use them: one
/// abstraction over ``TileGridLayout`` (the 2-D grid) and ``TileRibbonLayout`` (the ribbon).
///
/// A *key* is a tile's identity (a ``GridCoordinate``; a tile number on the ribbon); an *item* is
/// what the data source is asked for (the same coordinate; the data index the tile shows).
///
/// ```swift
/// var grid = TileGridLayout(tileSize: CGSize(width: 100, height: 100))
/// let update = grid.layout(viewport, recenter: true)
/// grid.item(ofTile: GridCoordinate(x: 2, y: 3))        // (2, 3): what the data source is asked for
/// grid.reusePoolLimit(viewportSize: viewport.size)      // how many recycled views to keep
/// ```
///
/// - Complexity: each requirement is the conforming layout's; ``frame(ofTile:)``,
///   ``item(ofTile:)`` and ``reusePoolLimit(viewportSize:)`` are O(1).
package protocol TiledLayout {
    /// A tile's identity.
    associatedtype Key: Hashable & Sendable
    /// What the data source is asked for about a tile.
    associatedtype Item

    /// The live tiles and their slots.
    var slots: TileSlotMap<Key> { get }
    /// Why the view shows nothing, or `.ready`.
    var status: TileLayoutStatus { get }
    /// Lays out for `viewport`; `recenter` is false while a programmatic scroll animation runs.
    mutating func layout(_ viewport: GridViewport, recenter: Bool) -> TileLayoutUpdate<Key>
    /// The tile's frame in content coordinates, or nil when it cannot be expressed.
    func frame(ofTile key: Key) -> CGRect?
    /// What the data source is asked for about tile `key`.
    func item(ofTile key: Key) -> Item
    /// The tile under a content point, or nil.
    func tile(at point: CGPoint) -> Key?
    /// The offset that centres `item` (its nearest tile) in the visible region, if it lies within
    /// the current content (an animation can reach it); nil otherwise.
    func contentOffset(centering item: Item) -> CGPoint?
    /// Puts `item` at the visible centre on the next layout, without animation.
    mutating func center(on item: Item)
    /// How many recycled views a view pool keeps for a viewport of `viewportSize`.
    func reusePoolLimit(viewportSize: CGSize) -> Int
}
