import Foundation
import InfiniteProxy

/// A tiled-view stand-in for benchmarks: a ``TileSurface`` that does nothing with the tiles it is
/// given (a UIKit view would add, move and remove subviews), so what a frame costs is the shipped
/// ``TileScrollController``'s work with its ``TileGridLayout``.
///
/// ```swift
/// let tiles = BenchTiles()
/// let controller = TileScrollController<BenchTiles, TileGridLayout>(layout: TileGridLayout(tileSize: CGSize(width: 100, height: 100)))
/// controller.layoutTiles(on: tiles) { _ in controller.dequeueReusableTileView(ofType: BenchTiles.Tile.self) ?? BenchTiles.Tile() }
/// ```
///
/// - Complexity: every requirement O(1), no allocation.
@MainActor
final class BenchTiles {
    final class Tile {}

    var contentOffset: CGPoint = .zero
    let viewportSize = CGSize(width: 390, height: 844)
    let surfaceInsets: SurfaceInsets = .zero
    var contentSize: CGSize = .zero
    let isTracking = false
    let isDragging = false
    let isDecelerating = true
    var chrome = ScrollChrome()
    /// Tiles added (placed) so far.
    private(set) var added = 0
}

extension BenchTiles: TileSurface {
    var infiniteLayoutDirection: InfiniteLayoutDirection { .leftToRight }
    typealias TileView = Tile

    func assignContentOffset(_ offset: CGPoint) { contentOffset = offset }
    func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }
    func setNeedsLayout() {}
    func layoutIfNeeded() {}
    func addTile(_ view: Tile, frame: CGRect) { added += 1 }
    func moveTile(_ view: Tile, to frame: CGRect) {}
    func removeTile(_ view: Tile) {}
}
