import Foundation

/// A view's insets on each side (`UIEdgeInsets`, without UIKit).
///
/// ```swift
/// let insets = SurfaceInsets(top: 47, left: 0, bottom: 34, right: 0)
/// insets.before(.vertical)      // 47
/// ```
package struct SurfaceInsets: Sendable, Hashable {
    package var top: CGFloat
    package var left: CGFloat
    package var bottom: CGFloat
    package var right: CGFloat

    package init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    package static let zero = SurfaceInsets()

    /// The inset before the content along `axis` (top or left).
    package func before(_ axis: InfiniteAxis) -> CGFloat { axis == .vertical ? top : left }
    /// The inset after the content along `axis` (bottom or right).
    package func after(_ axis: InfiniteAxis) -> CGFloat { axis == .vertical ? bottom : right }
}

/// The scroll chrome an infinite view hides while it loops: indicators and scroll-to-top.
package struct ScrollChrome: Sendable, Hashable {
    package var showsVerticalIndicator: Bool
    package var showsHorizontalIndicator: Bool
    package var scrollsToTop: Bool

    package init(showsVerticalIndicator: Bool = true, showsHorizontalIndicator: Bool = true, scrollsToTop: Bool = true) {
        self.showsVerticalIndicator = showsVerticalIndicator
        self.showsHorizontalIndicator = showsHorizontalIndicator
        self.scrollsToTop = scrollsToTop
    }
}

/// What an orchestration controller reads from and does to a scroll view: the part of
/// `UIScrollView` every infinite feature (lists, pager, tiles) needs.
///
/// `UIScrollView` conforms through a thin adapter in `UIKit/Surfaces`; the headless host's
/// `HostScrollView` conforms directly. Controllers act on their view only through a surface, so
/// the code the Linux tests run is the code that ships.
///
/// ```swift
/// func nudge(_ surface: some ScrollSurface) {
///     var offset = surface.contentOffset
///     offset.y += 10
///     surface.assignContentOffset(offset)   // a fling keeps its momentum
/// }
/// ```
@MainActor
package protocol ScrollSurface: AnyObject {
    /// `contentOffset`.
    var contentOffset: CGPoint { get }
    /// `bounds.size`: the visible region.
    var viewportSize: CGSize { get }
    /// `adjustedContentInset`: content insets plus the safe area.
    var surfaceInsets: SurfaceInsets { get }
    /// `contentSize`.
    var contentSize: CGSize { get set }
    /// A finger is down (`isTracking`).
    var isTracking: Bool { get }
    /// The user is dragging (`isDragging`).
    var isDragging: Bool { get }
    /// The view coasts after a fling (`isDecelerating`).
    var isDecelerating: Bool { get }
    /// Indicators and scroll-to-top.
    var chrome: ScrollChrome { get set }
    /// Sets the `contentOffset` property: a fling keeps its momentum, and UIKit moves a
    /// deceleration target (including one the delegate set) by the same amount.
    func assignContentOffset(_ offset: CGPoint)
    /// `setContentOffset(_:animated:)`: momentum stops; an animated move ends with
    /// `scrollViewDidEndScrollingAnimation`.
    func setContentOffset(_ offset: CGPoint, animated: Bool)
    /// `setNeedsLayout()`.
    func setNeedsLayout()
    /// `layoutIfNeeded()`.
    func layoutIfNeeded()
}

extension ScrollSurface {
    /// The offset along `axis`.
    package func offset(along axis: InfiniteAxis) -> CGFloat {
        axis == .vertical ? contentOffset.y : contentOffset.x
    }

    /// The viewport's length along `axis`.
    package func viewportLength(along axis: InfiniteAxis) -> CGFloat {
        axis == .vertical ? viewportSize.height : viewportSize.width
    }

    /// The viewport's length across `axis`, without the adjusted insets on that side.
    package func crossLength(across axis: InfiniteAxis) -> CGFloat {
        let insets = surfaceInsets
        switch axis {
        case .vertical: return viewportSize.width - insets.left - insets.right
        case .horizontal: return viewportSize.height - insets.top - insets.bottom
        }
    }

    /// The list viewport along `axis`: offset, length and the adjusted insets on that axis.
    package func listViewport(along axis: InfiniteAxis) -> ListViewport {
        let insets = surfaceInsets
        return ListViewport(offset: offset(along: axis), length: viewportLength(along: axis),
                            insetBefore: insets.before(axis), insetAfter: insets.after(axis))
    }

    /// Whether nothing of the user's moves the offset: no finger, no deceleration.
    package var isUserScrolling: Bool { isTracking || isDragging || isDecelerating }
}
