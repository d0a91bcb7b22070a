#if canImport(UIKit)
import UIKit

// An infinite view's `contentOffset` is UIKit's own and jumps by whole copies
// when the list recenters. Code that works from offset *deltas* (hide a bar on scroll, parallax)
// reads the continuous offset instead: one line, same deltas as the user's finger.

@MainActor
extension Infinite where Base: InfiniteListView {
    /// The content offset without the library's own jumps (recentering, restores): along the
    /// scrolling axis it changes only as the user or your code scrolls, so its deltas suit
    /// hide-on-scroll and parallax code. UIKit's own offset on a view that is not infinite.
    ///
    /// ```swift
    /// let delta = tableView.infinite.continuousContentOffset.y - lastY   // no ±copy spikes
    /// ```
    ///
    /// - Complexity: O(1).
    public var continuousContentOffset: CGPoint {
        guard let controller = base.existingListAttachment?.listController else { return base.contentOffset }
        switch controller.listAxis {
        case .vertical: return CGPoint(x: base.contentOffset.x, y: controller.continuousOffset)
        case .horizontal: return CGPoint(x: controller.continuousOffset, y: base.contentOffset.y)
        }
    }
}
#endif
