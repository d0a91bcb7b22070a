#if canImport(UIKit)
import UIKit

/// What an infinite `UITableView` carries as an associated object: its ``ListController``, its
/// three interceptors, the cells the arc bent, and the VoiceOver observer. Created the first time
/// the table is made infinite (after the method hooks are installed) and kept for the table's life.
///
/// ```swift
/// InfiniteTableAttachment.attachment(for: tableView)?.controller.setRequested(true)
/// ```
///
/// - Complexity: O(1).
@MainActor
final class InfiniteTableAttachment {
    nonisolated let controller: ListController<UITableView>
    let dataSource = InfiniteTableDataSourceInterceptor()
    let delegate = InfiniteTableDelegateInterceptor()
    let prefetch = InfiniteTablePrefetchInterceptor()
    let drag = InfiniteTableDragInterceptor()
    let drop = InfiniteTableDropInterceptor()
    /// Cells the arc moved, so they can all be put back.
    let bentCells = NSHashTable<UIView>.weakObjects()
    private var voiceOver: NotificationObservation?
    private var contentSize: NotificationObservation?

    /// The table's attachment, created on first use; nil when the hooks cannot be installed (the
    /// table then stays finite).
    static func attachment(for table: UITableView) -> InfiniteTableAttachment? {
        if let existing = table.infiniteTableAttachment { return existing }
        guard UITableView.installInfiniteHooks() else { return nil }
        let attachment = InfiniteTableAttachment(table: table)
        table.infiniteTableAttachment = attachment
        return attachment
    }

    private init(table: UITableView) {
        controller = ListController(surface: table, scheduler: DispatchMainScheduler.shared)
        for interceptor in [dataSource, delegate, prefetch, drag, drop] as [InfiniteInterceptor] { interceptor.owner = controller }
        dataSource.controller = controller
        delegate.controller = controller
        drag.controller = controller
        drop.controller = controller
        controller.voiceOverDidChange(isRunning: UIAccessibility.isVoiceOverRunning)
        voiceOver = NotificationObservation(name: UIAccessibility.voiceOverStatusDidChangeNotification) { [weak self] in
            self?.controller.voiceOverDidChange(isRunning: UIAccessibility.isVoiceOverRunning)
        }
        contentSize = NotificationObservation(name: UIContentSizeCategory.didChangeNotification) { [weak self] in
            self?.controller.contentSizeCategoryDidChange()
        }
    }

    /// The interceptors take the table's objects as their clients and are assigned.
    func install(on table: UITableView) {
        dataSource.target = InterceptorInstallation.client(stored: table.infinite_dataSource(), interceptor: dataSource, current: dataSource.target)
        delegate.target = InterceptorInstallation.client(stored: table.infinite_delegate(), interceptor: delegate, current: delegate.target)
        prefetch.target = InterceptorInstallation.client(stored: table.infinite_prefetchDataSource(), interceptor: prefetch, current: prefetch.target)
        drag.target = InterceptorInstallation.client(stored: table.infinite_dragDelegate(), interceptor: drag, current: drag.target)
        drop.target = InterceptorInstallation.client(stored: table.infinite_dropDelegate(), interceptor: drop, current: drop.target)
        reassign(on: table)
    }

    /// Assigns nil, then the interceptors, so UIKit re-reads `responds(to:)`. A nil data source or
    /// prefetch data source stays nil; the delegate interceptor is always installed (it recenters).
    func reassign(on table: UITableView) {
        table.infinite_setDataSource(nil)
        table.infinite_setDelegate(nil)
        table.infinite_setPrefetchDataSource(nil)
        table.infinite_setDataSource(InterceptorInstallation.installed(client: dataSource.target, interceptor: dataSource))
        table.infinite_setDelegate(delegate)
        table.infinite_setPrefetchDataSource(InterceptorInstallation.installed(client: prefetch.target, interceptor: prefetch))
        table.infinite_setDragDelegate(nil)
        table.infinite_setDropDelegate(nil)
        table.infinite_setDragDelegate(InterceptorInstallation.installed(client: drag.target, interceptor: drag))
        table.infinite_setDropDelegate(InterceptorInstallation.installed(client: drop.target, interceptor: drop))
    }

    /// Gives the table its clients back.
    func uninstall(from table: UITableView) {
        table.infinite_setDataSource(nil)
        table.infinite_setDelegate(nil)
        table.infinite_setPrefetchDataSource(nil)
        table.infinite_setDataSource(dataSource.target as? UITableViewDataSource)
        table.infinite_setDelegate(delegate.target as? UITableViewDelegate)
        table.infinite_setPrefetchDataSource(prefetch.target as? UITableViewDataSourcePrefetching)
        table.infinite_setDragDelegate(nil)
        table.infinite_setDropDelegate(nil)
        table.infinite_setDragDelegate(drag.target as? UITableViewDragDelegate)
        table.infinite_setDropDelegate(drop.target as? UITableViewDropDelegate)
    }
}

/// The scroll events and client notices the Objective-C interceptors deliver.
extension ListController: InfiniteInterceptorOwner {
    func interceptedDidScroll(_ scrollView: UIScrollView) { didScroll(from: scrollView) }
    func interceptedWillBeginDragging() { willBeginDragging() }
    /// The carousel's paging target first, the client's callback, then the target as the client
    /// left it is recorded.
    func interceptedWillEndDragging(velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>,
                                    client: () -> Void) {
        var target = targetContentOffset.pointee
        willEndDragging(velocity: velocity, target: &target) { proposed in
            targetContentOffset.pointee = proposed
            client()
            proposed = targetContentOffset.pointee
        }
        targetContentOffset.pointee = target
    }
    func interceptedDidEndDragging(willDecelerate: Bool) { didEndDragging(willDecelerate: willDecelerate) }
    func interceptedDidEndDecelerating() { didEndDecelerating() }
    func interceptedDidEndScrollingAnimation() { didEndScrollingAnimation() }
}

private final class InfiniteTableAttachmentKey: Sendable {}
private let attachmentKey = InfiniteTableAttachmentKey()

extension UITableView {
    /// The infinite-scrolling state of this table, or nil when it was never made infinite.
    nonisolated var infiniteTableAttachment: InfiniteTableAttachment? {
        get {
            objc_getAssociatedObject(self, Unmanaged.passUnretained(attachmentKey).toOpaque()) as? InfiniteTableAttachment
        }
        set {
            objc_setAssociatedObject(
                self, Unmanaged.passUnretained(attachmentKey).toOpaque(), newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }

    /// The controller, if this table was ever made infinite.
    var infiniteListController: ListController<UITableView>? { infiniteTableAttachment?.controller }
}
#endif
