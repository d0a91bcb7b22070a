import Foundation
import InfiniteProxy

/// A page's content view on the host (a `UIView` on iOS): the text it shows and the label
/// VoiceOver would read.
///
/// ```swift
/// let content = HostPageContent(text: "Harbour", accessibilityLabel: "Harbour at dawn")
/// ```
package final class HostPageContent {
    /// What the page shows.
    package var text: String
    /// `accessibilityLabel`.
    package var accessibilityLabel: String?

    package init(text: String, accessibilityLabel: String? = nil) {
        self.text = text
        self.accessibilityLabel = accessibilityLabel
    }
}

/// The data source of a ``HostPageScrollView`` (the host's `InfinitePageViewDataSource`; the
/// page count goes straight to ``PagerController/reload(count:)``).
package protocol HostPageContentSource: AnyObject {
    /// Loads `request.page`: call `request.fulfill(with:)` now or later.
    func loadPage(_ request: HostPageRequest)
    /// The placeholder's text while `page` loads; nil = the default activity indicator.
    func placeholder(forPage page: Int) -> String?
}

extension HostPageContentSource {
    package func placeholder(forPage page: Int) -> String? { nil }
}

/// One request for a page's content (the host's `InfinitePageRequest`): it holds the controller
/// weakly and asks it whether it still waits.
///
/// ```swift
/// func loadPage(_ request: HostPageRequest) {
///     let content = request.reusableContent ?? HostPageContent(text: "")
///     content.text = "photo \(request.page)"
///     request.fulfill(with: content)
/// }
/// ```
package final class HostPageRequest {
    /// The page to load.
    package var page: Int { ticket.page }
    /// The content this container showed before, offered for reuse.
    package let reusableContent: HostPageContent?
    let ticket: PagerPageTicket
    weak var controller: PagerController<HostPageScrollView>?

    init(ticket: PagerPageTicket, reusableContent: HostPageContent?, controller: PagerController<HostPageScrollView>?) {
        self.ticket = ticket
        self.reusableContent = reusableContent
        self.controller = controller
    }

    /// Whether the pager no longer wants this content (it moved on, reloaded, or is gone).
    package var isCancelled: Bool { controller.map { !$0.isWaiting(for: ticket) } ?? true }

    /// Shows `content` for the page; ignored when cancelled or already fulfilled.
    package func fulfill(with content: HostPageContent) { controller?.fulfill(ticket, with: content) }
}
