import Foundation
import InfiniteProxy

/// The host's tile scroll view is what ``TileScrollController`` drives on Linux: the same
/// ``TileSurface`` that `UIScrollView`'s adapter implements on iOS.
extension HostTileScrollView: TileSurface {
    package func addTile(_ view: HostTileView, frame: CGRect) { addTileSubview(view, frame: frame) }
    package func moveTile(_ view: HostTileView, to frame: CGRect) { moveTileSubview(view, to: frame) }
    package func removeTile(_ view: HostTileView) { removeTileSubview(view) }
}
