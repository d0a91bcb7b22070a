import Foundation

/// What a ``PagerController`` reads from and does to its pager: a scroll view holding three page
/// containers, plus the pager's data source and accessibility element.
///
/// `InfinitePageView`'s private scroll view conforms on iOS; the headless host's
/// `HostPageScrollView` conforms on Linux, so the tests run the controller that ships.
///
/// ```swift
/// surface.placeContainer(1, frame: CGRect(x: 780, y: 0, width: 390, height: 300))
/// surface.loadPage(PagerPageTicket(page: 4, container: 1, ticket: 9), reusing: nil)
/// ```
///
/// - Complexity: Every requirement should be O(1); ``placeContainer(_:frame:)`` and
///   ``applyAccessibility(_:)`` run once per page passed, never on an ordinary frame.
@MainActor
package protocol PagerSurface: ScrollSurface {
    /// A page's content view (`UIView` on iOS).
    associatedtype PageView: AnyObject

    /// Shows container `index` (0, 1 or 2) at `frame` in content coordinates, or hides it (nil).
    func placeContainer(_ index: Int, frame: CGRect?)
    /// Adds `view` to container `index`, filling it and resized with it.
    func install(_ view: PageView, inContainer index: Int)
    /// Takes the content view out of container `index` and returns it (to be offered for reuse).
    func removeView(inContainer index: Int) -> PageView?
    /// The content view in container `index`, if any.
    func view(inContainer index: Int) -> PageView?
    /// Asks the data source for `request.page`; the content comes back through
    /// ``PagerController/fulfill(_:with:)``, now or later.
    func loadPage(_ request: PagerPageTicket, reusing view: PageView?)
    /// Shows a placeholder (the data source's, or a default) in container `index` while `page` loads.
    func installPlaceholder(forPage page: Int, inContainer index: Int)
    /// Removes the placeholder of container `index`, if any.
    func removePlaceholder(inContainer index: Int)
    /// `alwaysBounceHorizontal`.
    var alwaysBounceHorizontal: Bool { get set }
    /// `alwaysBounceVertical`.
    var alwaysBounceVertical: Bool { get set }
    /// Applies what VoiceOver should see (the decisions are the controller's).
    func applyAccessibility(_ state: PagerAccessibilityState)
    /// `UIAccessibility.post(notification: .pageScrolled, argument: description)`.
    func announcePageScrolled(_ description: String?)
    /// The view's `effectiveUserInterfaceLayoutDirection`: a horizontal pager in a right-to-left
    /// view pages leftwards (page n + 1 on page n's left).
    var infiniteLayoutDirection: InfiniteLayoutDirection { get }
}

/// One request for a page's content: which page, which container shows it, and the ticket that
/// tells a current request from a stale one.
///
/// ```swift
/// let ticket = PagerPageTicket(page: 4, container: 1, ticket: 9)
/// controller.isWaiting(for: ticket)   // false once the pager moved on
/// ```
package struct PagerPageTicket: Hashable, Sendable {
    /// The page to load.
    package var page: Int
    /// The container (0, 1 or 2) that shows it.
    package var container: Int
    /// ``PageSlots``' ticket for this request.
    package var ticket: UInt64

    package init(page: Int, container: Int, ticket: UInt64) {
        self.page = page
        self.container = container
        self.ticket = ticket
    }
}
