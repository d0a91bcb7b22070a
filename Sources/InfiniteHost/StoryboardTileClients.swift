import Foundation
import InfiniteProxy

/// The storyboard's grid data source: a reused tile view per coordinate, as an app writes it.
final class StoryboardGridClient: HostGridViewDataSource {
    /// Tiles asked for.
    private(set) var requests = 0

    func gridView(_ gridView: HostGridView, viewForTileAt coordinate: GridCoordinate) -> HostTileView? {
        requests += 1
        let view = gridView.dequeueReusableTileView() ?? gridView.makeTileView()
        view.coordinate = coordinate
        return view
    }
}

/// The storyboard's ribbon data source: building façades of different widths.
final class StoryboardRibbonClient: HostRibbonViewDataSource {
    let widths: [CGFloat]

    init(widths: [CGFloat]) {
        self.widths = widths
    }

    func numberOfTiles(in ribbonView: HostRibbonView) -> Int { widths.count }

    func ribbonView(_ ribbonView: HostRibbonView, lengthOfTileAt index: Int) -> CGFloat { widths[index] }

    func ribbonView(_ ribbonView: HostRibbonView, viewForTileAt index: Int) -> HostTileView? {
        let view = ribbonView.dequeueReusableTileView() ?? ribbonView.makeTileView()
        view.dataIndex = index
        return view
    }
}

/// A ``HostGridView`` that measures what its own layout adds to the offset (the recentering
/// jumps) for the storyboard.
final class StoryboardGridView: HostGridView {
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

/// A ``HostRibbonView`` that measures what its own layout adds to the offset.
final class StoryboardRibbonView: HostRibbonView {
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
