import Foundation
import InfiniteProxy

extension HostCollectionView: InfiniteCompatible {}

/// The host's `collectionView.infinite` namespace, as `UICollectionView+Infinite.swift`'s: one
/// call each to the view's ``HostCollectionAttachment`` (the finite view's own answers without one).
///
/// ```swift
/// let interceptor = HostCollectionAttachment(collectionView: view)   // enableInfiniteScrolling = true
/// view.infinite.isPagingEnabled = true
/// view.infinite.scrollToNextItem(animated: true)
/// ```
///
/// - Complexity: O(1) plus the controller's work.
extension Infinite where Base: HostCollectionView {
    private var interceptor: HostCollectionAttachment? { base.hostAttachment }

    /// Snap to items when a drag ends.
    package var isPagingEnabled: Bool {
        get { interceptor?.isPagingEnabled ?? false }
        nonmutating set { interceptor?.isPagingEnabled = newValue }
    }

    /// Seconds between automatic advances; nil = off.
    package var autoScrollInterval: TimeInterval? {
        get { interceptor?.autoScrollInterval }
        nonmutating set { interceptor?.autoScrollInterval = newValue }
    }

    /// The client's item nearest the centre (a source path).
    package var centeredIndexPath: IndexPath? { interceptor?.centeredIndexPath }

    /// The client's paths of the items on screen.
    package var indexPathsForVisibleItems: [IndexPath] {
        interceptor?.indexPathsForVisibleItems ?? base.indexPathsForVisibleItems
    }

    /// Scrolls to the nearest twin of a source item.
    package func scrollToItem(at indexPath: IndexPath, at position: HostCollectionViewScrollPosition, animated: Bool) {
        interceptor?.scrollToItem(at: indexPath, at: position, animated: animated)
    }

    /// Scrolls to the next item.
    package func scrollToNextItem(animated: Bool) { interceptor?.scrollToNextItem(animated: animated) }

    /// Scrolls to the previous item.
    package func scrollToPreviousItem(animated: Bool) { interceptor?.scrollToPreviousItem(animated: animated) }
}
