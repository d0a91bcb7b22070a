#if canImport(UIKit)
import UIKit

/// What an infinite `UICollectionView` carries: see ``InfiniteListAttachment``.
typealias InfiniteCollectionAttachment = InfiniteListAttachment<CollectionListKind>

/// A `UICollectionView` as ``InfiniteListAttachment`` sees it: its hooks, interceptors and slots.
/// Besides VoiceOver its controller hears whether the view is in a window and whether the app is
/// active.
///
/// ```swift
/// CollectionListKind.attachment(of: collectionView)?.controller   // nil until made infinite
/// ```
///
/// - Complexity: O(1).
enum CollectionListKind: InfiniteListKind {
    static func installInfiniteHooks() -> Bool { UICollectionView.installInfiniteHooks() }

    static func interceptors(for controller: ListController<UICollectionView>) -> [InfiniteInterceptor] {
        let dataSource = InfiniteCollectionDataSourceInterceptor(), delegate = InfiniteCollectionDelegateInterceptor()
        let drag = InfiniteCollectionDragInterceptor(), drop = InfiniteCollectionDropInterceptor()
        (dataSource.controller, delegate.controller, drag.controller, drop.controller) = (controller, controller, controller, controller)
        return [dataSource, delegate, InfiniteCollectionPrefetchInterceptor(), drag, drop]
    }

    static func observations(of view: UICollectionView,
                             controller: ListController<UICollectionView>) -> [NotificationObservation] {
        controller.windowDidChange(isInWindow: view.window != nil)
        controller.reduceMotionDidChange(isEnabled: UIAccessibility.isReduceMotionEnabled)
        return [
            NotificationObservation(name: UIAccessibility.reduceMotionStatusDidChangeNotification) { [weak controller] in
                controller?.reduceMotionDidChange(isEnabled: UIAccessibility.isReduceMotionEnabled)
            },
            NotificationObservation(name: UIApplication.willResignActiveNotification) { [weak controller] in
                controller?.applicationDidChange(isActive: false)
            },
            NotificationObservation(name: UIApplication.didBecomeActiveNotification) { [weak controller] in
                controller?.applicationDidChange(isActive: true)
            },
        ]
    }

    static func stored(_ role: ListController<UICollectionView>.ClientRole, in view: UICollectionView) -> AnyObject? {
        switch role {
        case .dataSource: view.infinite_dataSource()
        case .delegate: view.infinite_delegate()
        case .prefetchDataSource: view.infinite_prefetchDataSource()
        case .dragDelegate: view.infinite_dragDelegate()
        case .dropDelegate: view.infinite_dropDelegate()
        }
    }

    static func store(_ object: AnyObject?, as role: ListController<UICollectionView>.ClientRole, in view: UICollectionView) {
        switch role {
        case .dataSource: view.infinite_setDataSource(object as? UICollectionViewDataSource)
        case .delegate: view.infinite_setDelegate(object as? UICollectionViewDelegate)
        case .prefetchDataSource: view.infinite_setPrefetchDataSource(object as? UICollectionViewDataSourcePrefetching)
        case .dragDelegate: view.infinite_setDragDelegate(object as? UICollectionViewDragDelegate)
        case .dropDelegate: view.infinite_setDropDelegate(object as? UICollectionViewDropDelegate)
        }
    }
}

extension UICollectionView {
    /// The infinite-scrolling state of this view, or nil when it was never made infinite.
    nonisolated var infiniteCollectionAttachment: InfiniteCollectionAttachment? { CollectionListKind.attachment(of: self) }

    /// The controller, if this view was ever made infinite.
    var infiniteCollectionController: ListController<UICollectionView>? { infiniteCollectionAttachment?.controller }
}
#endif
