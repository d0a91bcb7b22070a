import Foundation
import InfiniteProxy

/// A headless `UIScrollView` whose subviews are tile views: `addSubview`, `frame` and
/// `removeFromSuperview` of ``HostTileView``s, counted so a test can see every view that is on
/// screen. It is the host's ``TileSurface``; it makes no decision.
///
/// ```swift
/// let scrollView = HostTileScrollView(viewportSize: CGSize(width: 390, height: 844))
/// let tile = scrollView.makeTileView()
/// scrollView.addTile(tile, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
/// scrollView.tileSubviewCount     // 1
/// ```
///
/// - Complexity: every operation is O(1).
open class HostTileScrollView: HostScrollView {
    /// Tile views that are subviews now.
    package private(set) var tileSubviewCount = 0
    /// Tile views made by ``makeTileView()``.
    package private(set) var tileViewsCreated = 0

    /// A new tile view (`UIView()`), counted in ``tileViewsCreated``.
    package func makeTileView() -> HostTileView {
        tileViewsCreated += 1
        return HostTileView(serial: tileViewsCreated)
    }

    /// `addSubview` (if it is not one already) and `frame`.
    func addTileSubview(_ view: HostTileView, frame: CGRect) {
        if !view.isInUse {
            view.isInUse = true
            tileSubviewCount += 1
        }
        view.frame = frame
    }

    /// `frame` of a subview.
    func moveTileSubview(_ view: HostTileView, to frame: CGRect) {
        view.frame = frame
    }

    /// `removeFromSuperview`.
    func removeTileSubview(_ view: HostTileView) {
        guard view.isInUse else { return }
        view.isInUse = false
        tileSubviewCount -= 1
    }
}
