#if canImport(UIKit)
import UIKit

/// What an infinite `UICollectionView` carries as an associated object: its ``ListController``,
/// its three interceptors, and the VoiceOver and app-state observers. Created the first time the
/// view is made infinite (after the method hooks are installed) and kept for the view's life.
///
/// ```swift
/// InfiniteCollectionAttachment.attachment(for: collectionView)?.controller.setRequested(true)
/// ```
///
/// - Complexity: O(1).
@MainActor
final class InfiniteCollectionAttachment {
    nonisolated let controller: ListController<UICollectionView>
    let dataSource = InfiniteCollectionDataSourceInterceptor()
    let delegate = InfiniteCollectionDelegateInterceptor()
    let prefetch = InfiniteCollectionPrefetchInterceptor()
    let drag = InfiniteCollectionDragInterceptor()
    let drop = InfiniteCollectionDropInterceptor()
    private var observers: [NotificationObservation] = []

    /// The view's attachment, created on first use; nil when the hooks cannot be installed (the
    /// view then stays finite).
    static func attachment(for collectionView: UICollectionView) -> InfiniteCollectionAttachment? {
        if let existing = collectionView.infiniteCollectionAttachment { return existing }
        guard UICollectionView.installInfiniteHooks() else { return nil }
        let attachment = InfiniteCollectionAttachment(collectionView: collectionView)
        collectionView.infiniteCollectionAttachment = attachment
        return attachment
    }

    private init(collectionView: UICollectionView) {
        let controller = ListController(surface: collectionView, scheduler: DispatchMainScheduler.shared)
        self.controller = controller
        for interceptor in [dataSource, delegate, prefetch, drag, drop] as [InfiniteInterceptor] { interceptor.owner = controller }
        dataSource.controller = controller
        delegate.controller = controller
        drag.controller = controller
        drop.controller = controller
        controller.voiceOverDidChange(isRunning: UIAccessibility.isVoiceOverRunning)
        controller.windowDidChange(isInWindow: collectionView.window != nil)
        controller.reduceMotionDidChange(isEnabled: UIAccessibility.isReduceMotionEnabled)
        observers = [
            NotificationObservation(name: UIAccessibility.voiceOverStatusDidChangeNotification) { [weak controller] in
                controller?.voiceOverDidChange(isRunning: UIAccessibility.isVoiceOverRunning)
            },
            NotificationObservation(name: UIAccessibility.reduceMotionStatusDidChangeNotification) { [weak controller] in
                controller?.reduceMotionDidChange(isEnabled: UIAccessibility.isReduceMotionEnabled)
            },
            NotificationObservation(name: UIContentSizeCategory.didChangeNotification) { [weak controller] in
                controller?.contentSizeCategoryDidChange()
            },
            NotificationObservation(name: UIApplication.willResignActiveNotification) { [weak controller] in
                controller?.applicationDidChange(isActive: false)
            },
            NotificationObservation(name: UIApplication.didBecomeActiveNotification) { [weak controller] in
                controller?.applicationDidChange(isActive: true)
            },
        ]
    }

    /// The interceptors take the view's objects as their clients and are assigned.
    func install(on collectionView: UICollectionView) {
        dataSource.target = InterceptorInstallation.client(stored: collectionView.infinite_dataSource(), interceptor: dataSource, current: dataSource.target)
        delegate.target = InterceptorInstallation.client(stored: collectionView.infinite_delegate(), interceptor: delegate, current: delegate.target)
        prefetch.target = InterceptorInstallation.client(stored: collectionView.infinite_prefetchDataSource(), interceptor: prefetch, current: prefetch.target)
        drag.target = InterceptorInstallation.client(stored: collectionView.infinite_dragDelegate(), interceptor: drag, current: drag.target)
        drop.target = InterceptorInstallation.client(stored: collectionView.infinite_dropDelegate(), interceptor: drop, current: drop.target)
        reassign(on: collectionView)
    }

    /// Assigns nil, then the interceptors, so UIKit re-reads `responds(to:)`. A nil data source or
    /// prefetch data source stays nil; the delegate interceptor is always installed (it recenters).
    func reassign(on collectionView: UICollectionView) {
        collectionView.infinite_setDataSource(nil)
        collectionView.infinite_setDelegate(nil)
        collectionView.infinite_setPrefetchDataSource(nil)
        collectionView.infinite_setDataSource(InterceptorInstallation.installed(client: dataSource.target, interceptor: dataSource))
        collectionView.infinite_setDelegate(delegate)
        collectionView.infinite_setPrefetchDataSource(InterceptorInstallation.installed(client: prefetch.target, interceptor: prefetch))
        collectionView.infinite_setDragDelegate(nil)
        collectionView.infinite_setDropDelegate(nil)
        collectionView.infinite_setDragDelegate(InterceptorInstallation.installed(client: drag.target, interceptor: drag))
        collectionView.infinite_setDropDelegate(InterceptorInstallation.installed(client: drop.target, interceptor: drop))
    }

    /// Gives the view its clients back.
    func uninstall(from collectionView: UICollectionView) {
        collectionView.infinite_setDataSource(nil)
        collectionView.infinite_setDelegate(nil)
        collectionView.infinite_setPrefetchDataSource(nil)
        collectionView.infinite_setDataSource(dataSource.target as? UICollectionViewDataSource)
        collectionView.infinite_setDelegate(delegate.target as? UICollectionViewDelegate)
        collectionView.infinite_setPrefetchDataSource(prefetch.target as? UICollectionViewDataSourcePrefetching)
        collectionView.infinite_setDragDelegate(nil)
        collectionView.infinite_setDropDelegate(nil)
        collectionView.infinite_setDragDelegate(drag.target as? UICollectionViewDragDelegate)
        collectionView.infinite_setDropDelegate(drop.target as? UICollectionViewDropDelegate)
    }
}

private final class InfiniteCollectionAttachmentKey: Sendable {}
private let attachmentKey = InfiniteCollectionAttachmentKey()

extension UICollectionView {
    /// The infinite-scrolling state of this view, or nil when it was never made infinite.
    nonisolated var infiniteCollectionAttachment: InfiniteCollectionAttachment? {
        get {
            objc_getAssociatedObject(self, Unmanaged.passUnretained(attachmentKey).toOpaque()) as? InfiniteCollectionAttachment
        }
        set {
            objc_setAssociatedObject(
                self, Unmanaged.passUnretained(attachmentKey).toOpaque(), newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }

    /// The controller, if this view was ever made infinite.
    var infiniteCollectionController: ListController<UICollectionView>? { infiniteCollectionAttachment?.controller }
}
#endif
