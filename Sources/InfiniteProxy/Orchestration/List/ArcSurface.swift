import Foundation

/// A view whose visible rows can be moved across the axis, for the circular arc
/// (`contentAlignment`). UIKit's table sets each cell's centre back on its row and a translation
/// transform; the host moves `frame.origin.x`.
///
/// ```swift
/// table.forEachVisibleRow { path, frame in table.setCrossOffset(30, forRowAt: path) }
/// table.resetCrossOffsets()
/// ```
///
/// - Complexity: O(visible rows) per pass.
@MainActor
package protocol ArcSurface: AnyObject {
    /// Every visible row with the frame the layout gave it (before any arc offset).
    func forEachVisibleRow(_ body: (VirtualIndexPath, CGRect) -> Void)
    /// Moves one visible row across the axis by `offset` from its laid-out place.
    func setCrossOffset(_ offset: CGFloat, forRowAt path: VirtualIndexPath)
    /// Puts every row the arc moved back.
    func resetCrossOffsets()
    /// The view's layout direction (`effectiveUserInterfaceLayoutDirection`): `.leading` and
    /// `.trailing` alignments resolve against it.
    var infiniteLayoutDirection: InfiniteLayoutDirection { get }
}

/// The arc target of a list that has none (collections).
@MainActor
package final class NoArcSurface: ArcSurface {
    private init() {}
    package func forEachVisibleRow(_ body: (VirtualIndexPath, CGRect) -> Void) {}
    package func setCrossOffset(_ offset: CGFloat, forRowAt path: VirtualIndexPath) {}
    package func resetCrossOffsets() {}
    package var infiniteLayoutDirection: InfiniteLayoutDirection { .leftToRight }
}
