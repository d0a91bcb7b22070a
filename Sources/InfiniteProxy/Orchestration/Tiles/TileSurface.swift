import Foundation

/// A scroll view that shows tile views as its subviews: what ``TileScrollController`` acts on.
///
/// `UIScrollView` conforms through a thin adapter (`UIKit/Surfaces/UIScrollView+TileSurface.swift`,
/// tile views are `UIView`s); the headless host's `HostTileScrollView` conforms directly.
///
/// ```swift
/// surface.addTile(view, frame: CGRect(x: 0, y: 0, width: 100, height: 100))  // addSubview, frame, unhide
/// surface.moveTile(view, to: CGRect(x: 0, y: 100, width: 100, height: 100))
/// surface.removeTile(view)                                                     // removeFromSuperview
/// ```
///
/// - Complexity: every requirement is O(1).
@MainActor
package protocol TileSurface: ScrollSurface {
    /// The tile views' type (`UIView` on iOS, `HostTileView` on the host).
    associatedtype TileView: AnyObject
    /// Shows `view` at `frame`: adds it as a subview if it is not one, sets its frame, unhides it.
    func addTile(_ view: TileView, frame: CGRect)
    /// Sets a shown tile view's frame.
    func moveTile(_ view: TileView, to frame: CGRect)
    /// Takes `view` off the scroll view (it waits for reuse, or goes away).
    func removeTile(_ view: TileView)
    /// The view's `effectiveUserInterfaceLayoutDirection`: in a right-to-left view the tiles are
    /// laid out from the right (tile x + 1 on tile x's left), as the controller decides.
    var infiniteLayoutDirection: InfiniteLayoutDirection { get }
}

extension ScrollSurface {
    /// The grid viewport of this scroll view: offset, bounds size and adjusted insets.
    package var gridViewport: GridViewport {
        let insets = surfaceInsets
        return GridViewport(contentOffset: contentOffset, size: viewportSize,
                            insetTop: insets.top, insetLeft: insets.left, insetBottom: insets.bottom, insetRight: insets.right)
    }
}

extension ScrollChrome {
    /// A tiled view's chrome: no indicators (the offset jumps by whole tiles, so would they), no
    /// scroll-to-top (there is no top).
    package static let tiled = ScrollChrome(showsVerticalIndicator: false, showsHorizontalIndicator: false, scrollsToTop: false)
}

extension ScrollSurface {
    /// The grid viewport for proposed `bounds` (a collection view's bounds change), with this
    /// scroll view's adjusted insets.
    package func gridViewport(bounds: CGRect) -> GridViewport {
        let insets = surfaceInsets
        return GridViewport(contentOffset: bounds.origin, size: bounds.size,
                            insetTop: insets.top, insetLeft: insets.left, insetBottom: insets.bottom, insetRight: insets.right)
    }
}
