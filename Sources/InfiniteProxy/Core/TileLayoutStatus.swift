/// Why a tiled view shows nothing, or ``ready`` when it works.
package enum TileLayoutStatus: String, Sendable, Hashable, CaseIterable {
    /// Laying out normally.
    case ready
    /// The tile size is zero, negative or not finite: the view is empty.
    case invalidTileSize
    /// Tiles so large that the content would exceed 16 777 216 pt, the longest a recentering view
    /// lays out.
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
    package var message: String? {
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
