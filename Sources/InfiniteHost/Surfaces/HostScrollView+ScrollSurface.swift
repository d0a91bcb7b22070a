import Foundation
import InfiniteProxy

/// The host's scroll view is what the library's controllers drive on Linux: the same
/// ``ScrollSurface`` that `UIScrollView`'s adapter implements on iOS.
extension HostScrollView: ScrollSurface, ScrollChromeFlags {
    /// `effectiveUserInterfaceLayoutDirection` as the surfaces report it (the arc, the pager and
    /// the tiles read it; every `UIScrollView` answers it on iOS).
    package var infiniteLayoutDirection: InfiniteLayoutDirection { effectiveUserInterfaceLayoutDirection }

    package var surfaceInsets: SurfaceInsets { adjustedContentInset }

    package func assignContentOffset(_ offset: CGPoint) {
        assignOffsetKeepingMomentum(offset)
    }
}
