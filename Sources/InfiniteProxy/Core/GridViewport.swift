import Foundation

/// A scroll view's position in both directions, as a tiled view's glue reads it.
///
/// ```swift
/// let viewport = GridViewport(contentOffset: scrollView.contentOffset,
///                             size: scrollView.bounds.size,
///                             insetTop: scrollView.adjustedContentInset.top,
///                             insetLeft: scrollView.adjustedContentInset.left,
///                             insetBottom: scrollView.adjustedContentInset.bottom,
///                             insetRight: scrollView.adjustedContentInset.right)
/// viewport.bounds           // the rectangle of content under the scroll view
/// viewport.visibleCenter    // the centre of what is not under a bar
/// ```
///
/// - Complexity: O(1).
package struct GridViewport: Sendable, Equatable {
    /// Offset, width and left/right insets.
    package var horizontal: ListViewport
    /// Offset, height and top/bottom insets.
    package var vertical: ListViewport

    /// Creates a viewport from its two axes.
    package init(horizontal: ListViewport, vertical: ListViewport) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Creates a viewport from a scroll view's offset, bounds size and adjusted content insets.
    package init(
        contentOffset: CGPoint, size: CGSize,
        insetTop: CGFloat = 0, insetLeft: CGFloat = 0, insetBottom: CGFloat = 0, insetRight: CGFloat = 0
    ) {
        horizontal = ListViewport(offset: contentOffset.x, length: size.width, insetBefore: insetLeft, insetAfter: insetRight)
        vertical = ListViewport(offset: contentOffset.y, length: size.height, insetBefore: insetTop, insetAfter: insetBottom)
    }

    /// The content offset.
    @inlinable
    package var contentOffset: CGPoint {
        get { CGPoint(x: horizontal.offset, y: vertical.offset) }
        set {
            horizontal.offset = newValue.x
            vertical.offset = newValue.y
        }
    }

    /// The bounds size.
    @inlinable
    package var size: CGSize { CGSize(width: horizontal.length, height: vertical.length) }

    /// The bounds in content coordinates.
    @inlinable
    package var bounds: CGRect { CGRect(origin: contentOffset, size: size) }

    /// The centre of the region not covered by insets, in content coordinates.
    @inlinable
    package var visibleCenter: CGPoint { CGPoint(x: horizontal.visibleCenter, y: vertical.visibleCenter) }

    /// The viewport along `axis`.
    @inlinable
    package func along(_ axis: InfiniteAxis) -> ListViewport {
        axis == .horizontal ? horizontal : vertical
    }

    /// The viewport across `axis`.
    @inlinable
    package func across(_ axis: InfiniteAxis) -> ListViewport {
        axis == .horizontal ? vertical : horizontal
    }

    /// Whether every value is finite and both lengths are not negative.
    package var isUsable: Bool {
        horizontal.isFinite && vertical.isFinite && horizontal.length >= 0 && vertical.length >= 0
    }
}
