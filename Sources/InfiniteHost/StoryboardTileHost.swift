import Foundation
import InfiniteProxy

/// A minimal headless tiled scroll view for the storyboard: a ``HostScrollView`` that runs a tile
/// controller (``TileGridController`` or ``RibbonController``) in `layoutSubviews`, the way
/// `InfiniteGridView` and `InfiniteScrollView` do — Apple's "recenter in `layoutSubviews`"
/// technique: the controller decides the content size, whether to move the offset by whole
/// tiles (assigned through the `contentOffset` property, so momentum is kept) and which tiles
/// come and go.
///
/// It records what the storyboard needs per frame: the jump the controller made and the tiles
/// on screen.
///
/// ```swift
/// let grid = StoryboardTileHost(viewportSize: CGSize(width: 390, height: 844),
///                               controller: .grid(TileGridController(tileSize: CGSize(width: 120, height: 120))))
/// grid.layoutIfNeeded()
/// grid.fling(velocity: CGPoint(x: 3_000, y: -8_000))
/// ```
final class StoryboardTileHost: HostScrollView {
    enum Controller {
        case grid(TileGridController)
        case ribbon(RibbonController)
    }

    private(set) var controller: Controller
    /// What the controller added to the offset since the last ``takeJump()``.
    private var jump: CGPoint = .zero
    private var isApplying = false
    /// Layout problems reported by the controller (anything but `.ready`).
    private(set) var statuses: Set<TileLayoutStatus> = []

    init(viewportSize: CGSize, controller: Controller) {
        self.controller = controller
        super.init(viewportSize: viewportSize)
    }

    override func layoutSubviews() {
        guard !isApplying else { return }
        let viewport = GridViewport(contentOffset: contentOffset, size: viewportSize)
        let contentSize: CGSize
        let newOffset: CGPoint?
        let status: TileLayoutStatus
        switch controller {
        case .grid(var grid):
            let update = grid.layout(viewport)
            controller = .grid(grid)
            (contentSize, newOffset, status) = (update.contentSize, update.contentOffset, update.status)
        case .ribbon(var ribbon):
            let update = ribbon.layout(viewport)
            controller = .ribbon(ribbon)
            (contentSize, newOffset, status) = (update.contentSize, update.contentOffset, update.status)
        }
        if status != .ready { statuses.insert(status) }
        isApplying = true
        if self.contentSize != contentSize { self.contentSize = contentSize }
        if let newOffset, newOffset != contentOffset {
            jump.x += newOffset.x - contentOffset.x
            jump.y += newOffset.y - contentOffset.y
            contentOffset = newOffset          // the property: momentum kept
        }
        isApplying = false
    }

    /// The controller's offset changes since the last call.
    func takeJump() -> CGPoint {
        defer { jump = .zero }
        return jump
    }

    /// Tiles touching the bounds: source = the data (grid coordinate, or ribbon data index),
    /// virtual = the tile's slot (grid) or tile number (ribbon).
    var visibleTiles: [StoryboardItem] {
        let bounds = self.bounds
        switch controller {
        case .grid(let grid):
            return grid.liveTiles.compactMap { tile in
                guard let frame = grid.frame(for: tile.key), frame.intersects(bounds) else { return nil }
                return StoryboardItem(source: [tile.key.x, tile.key.y], virtual: [tile.slot], frame: frame,
                                      label: "\(tile.key.x),\(tile.key.y)")
            }
        case .ribbon(let ribbon):
            return ribbon.liveTiles.compactMap { tile in
                guard let frame = ribbon.frame(ofTile: tile.key), frame.intersects(bounds) else { return nil }
                return StoryboardItem(source: [ribbon.dataIndex(ofTile: tile.key)], virtual: [tile.key], frame: frame)
            }
        }
    }

    /// Tiles alive (visible plus the ring kept around them).
    var liveTileCount: Int {
        switch controller {
        case .grid(let grid): grid.liveTiles.count
        case .ribbon(let ribbon): ribbon.liveTiles.count
        }
    }
}
