#if canImport(UIKit)
import UIKit

/// The scroll-view part shared by the table and collection delegate interceptors.
///
/// The proxy needs six `UIScrollViewDelegate` callbacks for itself (and answers VoiceOver's
/// scroll status, `InterceptorRole.scrollSelectors`) — recentering on every
/// `scrollViewDidScroll`, paging in `scrollViewWillEndDragging`, and knowing when the view starts
/// and stops moving — so it claims them whether or not the client implements them. UIKit's
/// default for each is to do nothing, which is what the proxy does for a client that lacks them.
/// The controller acts first; the client then sees the result (for paging, the target offset
/// already chosen, which it may still change; the controller records it as the client left it).
@MainActor
class InfiniteScrollDelegateInterceptor: InfiniteInterceptor, UIScrollViewAccessibilityDelegate {
    private var scrollClient: UIScrollViewDelegate? { target as? UIScrollViewDelegate }

    /// `UIScrollViewAccessibilityDelegate`: the client's own status when it implements it, else
    /// the centred item's place in the data ("3 of 12", the controller's); UIKit's default would
    /// count pages of the repeated content.
    func accessibilityScrollStatus(for scrollView: UIScrollView) -> String? {
        if let client = target, client.responds(to: #selector(UIScrollViewAccessibilityDelegate.accessibilityScrollStatus(for:))) {
            // Looked up by selector, as UIKit does: a client need not declare the protocol.
            return clientCall { (client as AnyObject).accessibilityScrollStatus?(for: scrollView) ?? nil }
        }
        return owner?.interceptedScrollStatus()
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        owner?.interceptedDidScroll(scrollView)
        clientCall { scrollClient?.scrollViewDidScroll?(scrollView) }
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        owner?.interceptedWillBeginDragging()
        clientCall { scrollClient?.scrollViewWillBeginDragging?(scrollView) }
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let client: () -> Void = {
            self.clientCall {
                self.scrollClient?.scrollViewWillEndDragging?(
                    scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
            }
        }
        guard let owner else {
            client()
            return
        }
        owner.interceptedWillEndDragging(velocity: velocity, targetContentOffset: targetContentOffset, client: client)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        owner?.interceptedDidEndDragging(willDecelerate: decelerate)
        clientCall { scrollClient?.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate) }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        owner?.interceptedDidEndDecelerating()
        clientCall { scrollClient?.scrollViewDidEndDecelerating?(scrollView) }
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        owner?.interceptedDidEndScrollingAnimation()
        clientCall { scrollClient?.scrollViewDidEndScrollingAnimation?(scrollView) }
    }
}
#endif
