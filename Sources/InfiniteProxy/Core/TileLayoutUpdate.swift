import Foundation

/// A tile that has just been given a slot, and where to put it.
package struct PlacedTile<Key: Hashable & Sendable>: Equatable, Sendable {
    /// The tile's identity: a ``GridCoordinate`` in a grid, a tile number in a ribbon.
    package var key: Key
    /// The reusable slot it occupies (a view-array index, a collection-view item).
    package var slot: Int
    /// Its frame in content coordinates.
    package var frame: CGRect

    package init(key: Key, slot: Int, frame: CGRect) {
        self.key = key
        self.slot = slot
        self.frame = frame
    }
}

/// A tile that has just left, and the slot it freed.
package struct FreedTile<Key: Hashable & Sendable>: Hashable, Sendable {
    /// The tile's identity.
    package var key: Key
    /// The slot it no longer occupies.
    package var slot: Int

    package init(key: Key, slot: Int) {
        self.key = key
        self.slot = slot
    }
}

/// What a tiled view's glue applies after asking its controller to lay out.
///
/// In order: set ``contentSize`` (if it changed), assign ``contentOffset`` if there is one
/// (through the property, which keeps a fling's momentum), recycle the views of ``removed``,
/// re-read every remaining live tile's frame if ``movedAllTiles``, then give each of ``added`` a
/// view at its frame.
///
/// ```swift
/// let update = controller.layout(viewport)
/// if scrollView.contentSize != update.contentSize { scrollView.contentSize = update.contentSize }
/// if let offset = update.contentOffset { scrollView.contentOffset = offset }
/// for tile in update.removed { recycle(views[tile.slot]) }
/// if update.movedAllTiles { for (key, slot) in controller.liveTiles { views[slot].frame = controller.frame(for: key) } }
/// for tile in update.added { views[tile.slot] = makeView(tile.key, frame: tile.frame) }
/// ```
package struct TileLayoutUpdate<Key: Hashable & Sendable>: Sendable {
    /// The content size the scroll view must have.
    package var contentSize: CGSize
    /// The offset to assign, or nil to leave it.
    package var contentOffset: CGPoint?
    /// The part of the offset change that was a recentering jump (whole tiles), zero on most frames
    /// (a nil argument means zero).
    package var jump: CGPoint
    /// Whether every live tile's frame changed (a jump, a resize): re-read all of them.
    package var movedAllTiles: Bool
    /// Tiles that left, with the slots they freed.
    package var removed: [FreedTile<Key>]
    /// Tiles that arrived, with their slots and frames.
    package var added: [PlacedTile<Key>]
    /// The controller's state after the layout.
    package var status: TileLayoutStatus

    package init(
        contentSize: CGSize, contentOffset: CGPoint? = nil, jump: CGPoint? = nil, movedAllTiles: Bool = false,
        removed: [FreedTile<Key>] = [], added: [PlacedTile<Key>] = [], status: TileLayoutStatus = .ready
    ) {
        self.contentSize = contentSize
        self.contentOffset = contentOffset
        self.jump = jump ?? CGPoint(x: 0, y: 0)
        self.movedAllTiles = movedAllTiles
        self.removed = removed
        self.added = added
        self.status = status
    }

    /// Whether applying the update changes no tile (the content size and offset may still change).
    @inlinable
    package var changesNoTile: Bool { !movedAllTiles && removed.isEmpty && added.isEmpty }
}
