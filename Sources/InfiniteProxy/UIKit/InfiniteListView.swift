#if canImport(UIKit)
import UIKit

/// `UITableView` and `UICollectionView`: the list views that scroll forever with
/// `enableInfiniteScrolling`. The members of the `infinite` namespace they share are declared
/// once, for both.
///
/// ```swift
/// func report(_ list: some InfiniteListView) {
///     print(list.infinite.isLooping, list.infinite.continuousContentOffset)
/// }
/// ```
///
/// Only UIKit's two list views conform. A type of yours that conforms gets the answers of a view
/// that is not infinite.
public protocol InfiniteListView: UIScrollView {}

extension UITableView: InfiniteListView {}
extension UICollectionView: InfiniteListView {}

/// What the shared members reach of a list view's attachment, whichever kind of list it is.
@MainActor
protocol InfiniteListAttachmentAccess: AnyObject {
    /// The view's controller, as the members need it.
    var listController: any InfiniteListControllerAccess { get }
    /// Sets how VoiceOver meets `view` (the attachment's own view).
    func setVoiceOverBehavior(_ behavior: InfiniteVoiceOverBehavior, ofListView view: UIScrollView)
    /// VoiceOver started or stopped for `view` (the attachment's own view).
    func voiceOverStatusDidChange(isRunning: Bool, listView view: UIScrollView)
}

/// The controller's members the shared namespace members read and set (``ListController``
/// answers them for every kind of view).
@MainActor
protocol InfiniteListControllerAccess: AnyObject {
    var isLooping: Bool { get }
    var onCenteredIndexPathChange: ((IndexPath) -> Void)? { get set }
    var accessibilityText: ListAccessibilityText { get set }
    var voiceOverBehavior: InfiniteVoiceOverBehavior { get }
    var continuousOffset: CGFloat { get }
    var listAxis: InfiniteAxis { get }
    func sourceIndexPath(forVirtual indexPath: IndexPath) -> IndexPath
    func virtualPath(forClientPath clientPath: IndexPath, caller: CallerKind) -> IndexPath
}

extension ListController: InfiniteListControllerAccess {
    var listAxis: InfiniteAxis { engine.axis }
}

extension InfiniteListAttachment: InfiniteListAttachmentAccess {
    var listController: any InfiniteListControllerAccess { controller }

    func setVoiceOverBehavior(_ behavior: InfiniteVoiceOverBehavior, ofListView view: UIScrollView) {
        guard let view = view as? Kind.View else { return }
        setVoiceOverBehavior(behavior, of: view)
    }

    func voiceOverStatusDidChange(isRunning: Bool, listView view: UIScrollView) {
        guard let view = view as? Kind.View else { return }
        voiceOverStatusDidChange(isRunning: isRunning, view: view)
    }
}

extension InfiniteListView {
    /// The view's attachment if it was ever made infinite, else nil (nothing is created).
    var existingListAttachment: (any InfiniteListAttachmentAccess)? {
        if let table = self as? UITableView { return table.infiniteTableAttachment }
        if let collection = self as? UICollectionView { return collection.infiniteCollectionAttachment }
        return nil
    }

    /// The view's attachment, created on first use (the hooks installed); nil when the hooks
    /// cannot be installed or the view is not one of UIKit's list views.
    @MainActor var listAttachment: (any InfiniteListAttachmentAccess)? {
        if let table = self as? UITableView { return InfiniteTableAttachment.attachment(for: table) }
        if let collection = self as? UICollectionView { return InfiniteCollectionAttachment.attachment(for: collection) }
        return nil
    }
}

@MainActor
extension Infinite where Base: InfiniteListView {
    /// Whether the view repeats its content right now: false while it is switched off, while it
    /// falls back to finite scrolling (too little content, VoiceOver's finite mode, unusable
    /// sizes) and for a view that was never made infinite.
    ///
    /// ```swift
    /// if tableView.infinite.isLooping { showLoopHint() }
    /// ```
    public var isLooping: Bool {
        base.existingListAttachment?.listController.isLooping ?? false
    }

    /// Called with your index path whenever the centred row or item changes (scrolling, paging,
    /// auto-scroll, your own scrolls), never for the list's invisible recentering jumps.
    ///
    /// ```swift
    /// collectionView.infinite.onCenteredIndexPathChange = { pageControl.currentPage = $0.item }
    /// ```
    public var onCenteredIndexPathChange: ((IndexPath) -> Void)? {
        get { base.existingListAttachment?.listController.onCenteredIndexPathChange }
        nonmutating set { base.listAttachment?.listController.onCenteredIndexPathChange = newValue }
    }

    /// Your index path for one of the *view's own* (virtual) paths — one that reached your code
    /// through a system framework rather than from the view's API (which already answers you in
    /// your paths: do not convert those, it would map them twice), or from code UIKit calls
    /// itself, such as a compositional layout's `sectionProvider` (its section index). A path of
    /// a view that is not infinite is returned unchanged.
    ///
    /// ```swift
    /// let section = collectionView.infinite.sourceIndexPath(for: IndexPath(item: 0, section: index)).section
    /// ```
    public func sourceIndexPath(for indexPath: IndexPath) -> IndexPath {
        base.existingListAttachment?.listController.sourceIndexPath(forVirtual: indexPath) ?? indexPath
    }

    /// Your index path's twin in the *view's own* paths: the twin on screen, else the one nearest
    /// the centre — the path to pass to UIKit's own methods when ``InfiniteHooks/translatesAppCode``
    /// is false (`cellForRow(at:)`, `deselectRow(at:animated:)`). Unchanged on a view that is not
    /// infinite.
    ///
    /// ```swift
    /// tableView.deselectRow(at: tableView.infinite.viewIndexPath(for: IndexPath(row: 2, section: 0)), animated: true)
    /// ```
    public func viewIndexPath(for indexPath: IndexPath) -> IndexPath {
        base.existingListAttachment?.listController.virtualPath(forClientPath: indexPath, caller: .app) ?? indexPath
    }
}
#endif
