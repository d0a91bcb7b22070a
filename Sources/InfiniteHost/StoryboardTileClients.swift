import Foundation
import InfiniteProxy

/// The storyboard's grid data source: a reused tile view per coordinate, as an app writes it.
final class StoryboardGridClient {
    /// Tiles asked for.
    private(set) var requests = 0

    func view(on gridView: HostTiledView<TileGridController>, forTileAt coordinate: GridCoordinate) -> HostTileView? {
        requests += 1
        let view = gridView.dequeueReusableTileView() ?? gridView.makeTileView()
        view.coordinate = coordinate
        return view
    }
}

/// The storyboard's ribbon data source: building façades of different widths.
final class StoryboardRibbonClient {
    let widths: [CGFloat]

    init(widths: [CGFloat]) {
        self.widths = widths
    }

    func view(on ribbonView: HostTiledView<RibbonController>, forTileAt index: Int) -> HostTileView? {
        let view = ribbonView.dequeueReusableTileView() ?? ribbonView.makeTileView()
        view.dataIndex = index
        return view
    }
}

/// A host tiled view (the shipped ``TileScrollDriver`` on the host) that measures what its own
/// layout adds to the offset (the recentering jumps) for the storyboard.
final class StoryboardTiledView<Controller: TiledLayoutController>: HostTiledView<Controller> {
    private var jump: CGPoint = .zero

    override func layoutSubviews() {
        let before = contentOffset
        super.layoutSubviews()
        jump.x += contentOffset.x - before.x
        jump.y += contentOffset.y - before.y
    }

    /// The offset the layout added since the last call.
    func takeJump() -> CGPoint {
        defer { jump = .zero }
        return jump
    }
}
