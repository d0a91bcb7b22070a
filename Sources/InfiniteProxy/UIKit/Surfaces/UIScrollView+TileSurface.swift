#if canImport(UIKit)
import UIKit

/// `UIScrollView` as a tiled view's surface: tile views are subviews. A thin adapter, no decisions.
extension UIScrollView: TileSurface {
    package func addTile(_ view: UIView, frame: CGRect) {
        view.frame = frame
        if view.superview !== self { addSubview(view) }
        view.isHidden = false
    }

    package func moveTile(_ view: UIView, to frame: CGRect) {
        view.frame = frame
    }

    package func removeTile(_ view: UIView) {
        view.removeFromSuperview()
    }

    /// `effectiveUserInterfaceLayoutDirection`, passed through (the controller mirrors).
    package var infiniteLayoutDirection: InfiniteLayoutDirection {
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
#endif
