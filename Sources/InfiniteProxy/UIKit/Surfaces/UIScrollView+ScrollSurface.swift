#if canImport(UIKit)
import UIKit

/// `UIScrollView` as the orchestration controllers see it: a thin adapter, no decisions.
extension UIScrollView: ScrollSurface, ScrollChromeFlags {
    package var viewportSize: CGSize { bounds.size }

    package var surfaceInsets: SurfaceInsets {
        let insets = adjustedContentInset
        return SurfaceInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }

    package func assignContentOffset(_ offset: CGPoint) {
        contentOffset = offset
    }
}
#endif
