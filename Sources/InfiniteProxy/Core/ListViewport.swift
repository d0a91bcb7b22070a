import Foundation

/// The scroll position along the axis, as the glue reads it from a scroll view.
///
/// ```swift
/// let viewport = ListViewport(offset: tableView.contentOffset.y,
///                             length: tableView.bounds.height,
///                             insetBefore: tableView.adjustedContentInset.top,
///                             insetAfter: tableView.adjustedContentInset.bottom)
/// viewport.visibleCenter     // the centre of what the user sees, in content coordinates
/// ```
package struct ListViewport: Sendable, Equatable {
    /// `contentOffset` along the axis.
    package var offset: CGFloat
    /// The bounds' length along the axis.
    package var length: CGFloat
    /// The adjusted content inset before the content (top or left).
    package var insetBefore: CGFloat
    /// The adjusted content inset after the content (bottom or right).
    package var insetAfter: CGFloat

    /// Creates a viewport.
    package init(offset: CGFloat, length: CGFloat, insetBefore: CGFloat = 0, insetAfter: CGFloat = 0) {
        self.offset = offset
        self.length = length
        self.insetBefore = insetBefore
        self.insetAfter = insetAfter
    }

    /// The length the user sees: bounds minus insets (never negative).
    @inlinable
    package var visibleLength: CGFloat { max(0, length - insetBefore - insetAfter) }

    /// Where the visible region starts, in content coordinates.
    @inlinable
    package var visibleStart: CGFloat { offset + insetBefore }

    /// The centre of the visible region, in content coordinates.
    @inlinable
    package var visibleCenter: CGFloat { offset + insetBefore + visibleLength / 2 }

    /// Whether every value is finite.
    package var isFinite: Bool {
        offset.isFinite && length.isFinite && insetBefore.isFinite && insetAfter.isFinite
    }
}

/// What the engine asks the layout (UIKit's or the host's) while deciding a jump.
///
/// UITableView answers with `rectForRow(at:)` and `indexPathForRow(at:)`; a collection view with
/// its layout attributes. Both take *virtual* paths.
package protocol InfiniteListGeometry {
    /// The leading edge (minY or minX) of a laid-out virtual item, or nil if there is none.
    func leadingEdge(of item: VirtualIndexPath) -> CGFloat?
    /// The laid-out item nearest to `position` along the axis (content coordinates), or nil.
    func item(nearest position: CGFloat) -> VirtualIndexPath?
}

/// A recentering jump expressed as "put `twin` where `anchor` is on screen".
///
/// With exact extents the offset changes by a whole number of measured periods; with estimated
/// extents (self-sizing rows) the twin's position may be an estimate that changes once it is laid
/// out, so the glue sets ``targetOffset``, lets the layout run, and applies
/// ``offset(forTwinLeadingEdge:)`` with the twin's real position: no visible jump either way.
///
/// ```swift
/// if let jump = engine.recenteringJump(in: viewport, geometry: geometry) {
///     tableView.contentOffset.y = jump.targetOffset          // momentum is kept
///     tableView.layoutIfNeeded()
///     if let edge = geometry.leadingEdge(of: jump.twin) {
///         tableView.contentOffset.y = jump.offset(forTwinLeadingEdge: edge)
///     }
/// }
/// ```
package struct AnchoredJump: Sendable, Equatable {
    /// The item on screen the jump is measured from.
    package var anchor: VirtualIndexPath
    /// Its twin, whole copies away, that takes its place.
    package var twin: VirtualIndexPath
    /// The anchor's leading edge minus the offset: where it is on screen.
    package var anchorScreenPosition: CGFloat
    /// The offset that puts the twin there, from the layout as it was when deciding.
    package var targetOffset: CGFloat
    /// Whole copies moved (negative: backwards).
    package var copies: Int

    /// The offset that puts the twin at the anchor's screen position, given the twin's leading
    /// edge as laid out now.
    ///
    /// - Complexity: O(1).
    @inlinable
    package func offset(forTwinLeadingEdge twinLeadingEdge: CGFloat) -> CGFloat {
        twinLeadingEdge - anchorScreenPosition
    }
}

/// The item the user is looking at, remembered across a reload, a size change or enabling and
/// disabling, so it stays at the same place on screen.
package struct ListPositionMemo: Sendable, Equatable {
    /// The client's item nearest the viewport's centre.
    package var source: SourceIndexPath
    /// Its leading edge minus the offset.
    package var screenPosition: CGFloat

    package init(source: SourceIndexPath, screenPosition: CGFloat) {
        self.source = source
        self.screenPosition = screenPosition
    }
}
