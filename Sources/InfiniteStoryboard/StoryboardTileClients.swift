import Foundation
import InfiniteHost
import InfiniteProxy

/// The storyboard's grid data source: a reused tile view per coordinate, as an app writes it.
final class StoryboardGridClient {
    /// Tiles asked for.
    private(set) var requests = 0

    func view(on gridView: HostTiledView<TileGridLayout>, forTileAt coordinate: GridCoordinate) -> HostTileView? {
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

    func view(on ribbonView: HostTiledView<TileRibbonLayout>, forTileAt index: Int) -> HostTileView? {
        let view = ribbonView.dequeueReusableTileView() ?? ribbonView.makeTileView()
        view.dataIndex = index
        return view
    }
}
