import Foundation

/// A tile that has just been given a slot, and where to put it.
public struct PlacedTile<Key: Hashable & Sendable>: Equatable, Sendable {
    /// The tile's identity: a ``GridCoordinate`` in a grid, a tile number in a ribbon.
    public var key: Key
    /// The reusable slot it occupies (a view-array index, a collection-view item).
    public var slot: Int
    /// Its frame in content coordinates.
    public var frame: CGRect

    public init(key: Key, slot: Int, frame: CGRect) {
        self.key = key
        self.slot = slot
        self.frame = frame
    }
}

/// A tile that has just left, and the slot it freed.
public struct FreedTile<Key: Hashable & Sendable>: Hashable, Sendable {
    /// The tile's identity.
    public var key: Key
    /// The slot it no longer occupies.
    public var slot: Int

    public init(key: Key, slot: Int) {
        self.key = key
        self.slot = slot
    }
}

/// Why a tiled view shows nothing, or ``ready`` when it works.
public enum TileLayoutStatus: String, Sendable, Hashable, CaseIterable {
    /// Laying out normally.
    case ready
    /// The tile size is zero, negative or not finite: the view is empty.
    case invalidTileSize
    /// Tiles so large that the content would exceed ``RecenteringSpan/maximumContentLength``.
    case tilesTooLarge
    /// The offset or size is not finite: the last good layout is kept.
    case invalidViewport
    /// The viewport touches more tiles than the controller's `maximumVisibleTiles`: the view is empty.
    case tooManyTiles
    /// A ribbon with no tiles, or whose tiles all have zero length: the view is empty.
    case noData
    /// Some visible tiles found no free slot below the slot limit; they appear once slots free up
    /// or the limit grows.
    case slotLimitReached

    /// A sentence for a debug console, or nil for ``ready``.
    public var message: String? {
        switch self {
        case .ready: nil
        case .invalidTileSize: "tile size must be positive and finite; showing nothing"
        case .tilesTooLarge: "tiles are too large for a recentering content area; showing nothing"
        case .invalidViewport: "content offset or bounds are not finite; keeping the last layout"
        case .tooManyTiles: "the viewport touches more tiles than maximumVisibleTiles; showing nothing"
        case .noData: "no tiles (or only zero-length tiles); showing nothing"
        case .slotLimitReached: "more tiles are visible than slots exist; some tiles are missing until it grows"
        }
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
public struct TileLayoutUpdate<Key: Hashable & Sendable>: Sendable {
    /// The content size the scroll view must have.
    public var contentSize: CGSize
    /// The offset to assign, or nil to leave it.
    public var contentOffset: CGPoint?
    /// The part of the offset change that was a recentering jump (whole tiles), zero on most frames
    /// (a nil argument means zero).
    public var jump: CGPoint
    /// Whether every live tile's frame changed (a jump, a resize): re-read all of them.
    public var movedAllTiles: Bool
    /// Tiles that left, with the slots they freed.
    public var removed: [FreedTile<Key>]
    /// Tiles that arrived, with their slots and frames.
    public var added: [PlacedTile<Key>]
    /// The controller's state after the layout.
    public var status: TileLayoutStatus

    public init(
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
    public var changesNoTile: Bool { !movedAllTiles && removed.isEmpty && added.isEmpty }
}
