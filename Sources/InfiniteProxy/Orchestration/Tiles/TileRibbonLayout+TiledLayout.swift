import Foundation

/// The ribbon as a tiled layout: keys are tile numbers, items the data indices they show.
extension TileRibbonLayout: TiledLayout {
    package func item(ofTile key: Int) -> Int { dataIndex(ofTile: key) }

    package func contentOffset(centering item: Int) -> CGPoint? { contentOffset(centeringDataIndex: item) }

    package mutating func center(on item: Int) { center(onDataIndex: item) }

    /// The visible tiles plus the ring on each side, between 8 and 4 096.
    package func reusePoolLimit(viewportSize: CGSize) -> Int {
        max(8, min(visibleTiles.count + 2 * ring, 4_096))
    }
}
