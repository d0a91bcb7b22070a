#if canImport(UIKit)
import UIKit

/// Supplies the pages of an ``InfinitePageView``: how many there are, and the content of each,
/// at once or asynchronously.
///
/// ```swift
/// final class Photos: InfinitePageViewDataSource {
///     let urls: [URL]
///     init(urls: [URL]) { self.urls = urls }
///
///     func numberOfPages(in pageView: InfinitePageView) -> Int { urls.count }
///
///     func pageView(_ pageView: InfinitePageView, loadPage request: InfinitePageRequest) {
///         let imageView = request.reusableView as? UIImageView ?? UIImageView()
///         imageView.contentMode = .scaleAspectFill
///         Task {
///             let image = await ImageLoader.shared.image(at: urls[request.page])
///             guard !request.isCancelled else { return }   // the pager moved on
///             imageView.image = image
///             request.fulfill(with: imageView)
///         }
///     }
/// }
/// ```
///
/// Until a request is fulfilled, the page shows the view from
/// ``pageView(_:placeholderForPageAt:)`` (by default a spinning activity indicator).
@MainActor
public protocol InfinitePageViewDataSource: AnyObject {
    /// The number of pages; 0 shows nothing, 1 shows a page that does not scroll, 2 or more loop.
    ///
    /// ```swift
    /// func numberOfPages(in pageView: InfinitePageView) -> Int { photos.count }
    /// ```
    func numberOfPages(in pageView: InfinitePageView) -> Int

    /// Loads page `request.page`: call `request.fulfill(with:)` with its view, now or later (on the
    /// main actor). A request whose page view has moved on meanwhile is ignored, so a slow load can
    /// never show on the wrong page.
    ///
    /// ```swift
    /// func pageView(_ pageView: InfinitePageView, loadPage request: InfinitePageRequest) {
    ///     let label = request.reusableView as? UILabel ?? UILabel()
    ///     label.text = "Page \(request.page + 1)"
    ///     request.fulfill(with: label)
    /// }
    /// ```
    func pageView(_ pageView: InfinitePageView, loadPage request: InfinitePageRequest)

    /// The view shown while page `index` loads, or nil for the default activity indicator. Asked
    /// only when `loadPage` did not fulfil its request at once.
    ///
    /// ```swift
    /// func pageView(_ pageView: InfinitePageView, placeholderForPageAt index: Int) -> UIView? {
    ///     UIImageView(image: UIImage(named: "thumbnail-\(index)"))
    /// }
    /// ```
    func pageView(_ pageView: InfinitePageView, placeholderForPageAt index: Int) -> UIView?
}

extension InfinitePageViewDataSource {
    /// The default placeholder: nil, meaning a centred, spinning `UIActivityIndicatorView`.
    ///
    /// ```swift
    /// // Implement the method yourself to show something else while a page loads.
    /// ```
    public func pageView(_ pageView: InfinitePageView, placeholderForPageAt index: Int) -> UIView? { nil }
}

/// One request for a page's content, handed to
/// ``InfinitePageViewDataSource/pageView(_:loadPage:)``.
///
/// ```swift
/// func pageView(_ pageView: InfinitePageView, loadPage request: InfinitePageRequest) {
///     let view = request.reusableView ?? makePageView()
///     configure(view, for: request.page)
///     request.fulfill(with: view)
/// }
/// ```
///
/// The request holds its pager weakly; fulfilling it after the page view is gone, after the
/// page view has moved on to another page, or twice, does nothing.
@MainActor
public final class InfinitePageRequest {
    /// The page to load, in `0..<numberOfPages`.
    public let page: Int
    /// A content view this page slot showed before (now off screen), yours to reconfigure and
    /// return; nil at first.
    public let reusableView: UIView?

    let ticket: PagerPageTicket
    weak var controller: PagerController<InfinitePageScrollView>?

    init(ticket: PagerPageTicket, reusableView: UIView?, controller: PagerController<InfinitePageScrollView>) {
        self.page = ticket.page
        self.reusableView = reusableView
        self.ticket = ticket
        self.controller = controller
    }

    /// Whether the page view no longer wants this content: it moved on to another page, reloaded,
    /// or is gone. Check it before expensive work.
    ///
    /// ```swift
    /// guard !request.isCancelled else { return }
    /// ```
    public var isCancelled: Bool {
        controller.map { !$0.isWaiting(for: ticket) } ?? true
    }

    /// Shows `view` as the page's content (filling the page, resized with it). Ignored when the
    /// request is cancelled or already fulfilled.
    ///
    /// ```swift
    /// request.fulfill(with: imageView)
    /// ```
    ///
    /// - Important: Return a distinct view for every request; one view cannot be in two pages.
    public func fulfill(with view: UIView) {
        controller?.fulfill(ticket, with: view)
    }
}
#endif
