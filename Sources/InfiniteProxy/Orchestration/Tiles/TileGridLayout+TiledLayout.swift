import Foundation

/// The 2-D grid as a tiled layout: keys and items are both ``GridCoordinate``s.
extension TileGridLayout: TiledLayout {
    package func frame(ofTile key: GridCoordinate) -> CGRect? { frame(for: key) }

    package func item(ofTile key: GridCoordinate) -> GridCoordinate { key }

    package func tile(at point: CGPoint) -> GridCoordinate? { coordinate(at: point) }

    /// The most tiles alive at once for this viewport (visible plus the ring), between 16 and 4 096.
    package func reusePoolLimit(viewportSize: CGSize) -> Int {
        min(max(16, TileRange.maximumCount(viewportSize: viewportSize, tileSize: tileSize, ring: ring)), 4_096)
    }
}
