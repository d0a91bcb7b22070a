import Foundation
import InfiniteProxy

// MARK: - Protocols (UIKit's names)

/// `UICollectionViewDataSource`.
///
/// Optional methods return an optional: the default `nil` means "not implemented", and the
/// collection view then does what UIKit does for a data source without the method. Implement
/// them with the optional return type (`-> Int?`); a non-optional return would not be called.
@MainActor
package protocol HostCollectionViewDataSource: AnyObject {
    /// Optional; nil = not implemented (one section).
    func numberOfSections(in collectionView: HostCollectionView) -> Int?
    func collectionView(_ collectionView: HostCollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: HostCollectionView, cellForItemAt indexPath: IndexPath) -> HostCollectionViewCell
    /// Optional; nil = not implemented (UIKit asserts if the layout has headers or footers).
    func collectionView(
        _ collectionView: HostCollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath) -> HostCollectionReusableView?
    /// Optional; nil = not implemented (the host then treats the item as not movable: implement
    /// it with `moveItemAt` to reorder, see ``HostCollectionView/simulateDrop(from:at:external:)``).
    func collectionView(_ collectionView: HostCollectionView, canMoveItemAt indexPath: IndexPath) -> Bool?
    /// Optional: the user moved an item (a reorder drop); update the data.
    func collectionView(_ collectionView: HostCollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// Optional: UIKit's private `_diffableDataSourceImpl`, answered by a diffable data source
    /// (nil: not one; ``HostCollectionView/expectedDiffableUpdate``).
    var diffableDataSourceImpl: AnyObject? { get }
}

extension HostCollectionViewDataSource {
    package func numberOfSections(in collectionView: HostCollectionView) -> Int? { nil }
    package func collectionView(
        _ collectionView: HostCollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath) -> HostCollectionReusableView? { nil }
    package func collectionView(_ collectionView: HostCollectionView, canMoveItemAt indexPath: IndexPath) -> Bool? { nil }
    package func collectionView(_ collectionView: HostCollectionView, moveItemAt sourceIndexPath: IndexPath,
                               to destinationIndexPath: IndexPath) {}
    package var diffableDataSourceImpl: AnyObject? { nil }
}

/// `UICollectionViewDelegate` (which refines the scroll-view delegate, as in UIKit).
///
/// Assign it to ``HostScrollView/delegate``; the collection view reads it back with `as?`.
@MainActor
package protocol HostCollectionViewDelegate: HostScrollViewDelegate {
    func collectionView(_ collectionView: HostCollectionView, willDisplay cell: HostCollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: HostCollectionView, didEndDisplaying cell: HostCollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: HostCollectionView, willDisplaySupplementaryView view: HostCollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath)
    func collectionView(
        _ collectionView: HostCollectionView, didEndDisplayingSupplementaryView view: HostCollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath)
    /// Optional; nil = not implemented (highlightable).
    func collectionView(_ collectionView: HostCollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool?
    func collectionView(_ collectionView: HostCollectionView, didHighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: HostCollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Optional; nil = not implemented (selectable).
    func collectionView(_ collectionView: HostCollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool?
    func collectionView(_ collectionView: HostCollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: HostCollectionView, didDeselectItemAt indexPath: IndexPath)
}

extension HostCollectionViewDelegate {
    package func collectionView(_ collectionView: HostCollectionView, willDisplay cell: HostCollectionViewCell, forItemAt indexPath: IndexPath) {}
    package func collectionView(_ collectionView: HostCollectionView, didEndDisplaying cell: HostCollectionViewCell, forItemAt indexPath: IndexPath) {}
    package func collectionView(
        _ collectionView: HostCollectionView, willDisplaySupplementaryView view: HostCollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath) {}
    package func collectionView(
        _ collectionView: HostCollectionView, didEndDisplayingSupplementaryView view: HostCollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    package func collectionView(_ collectionView: HostCollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool? { nil }
    package func collectionView(_ collectionView: HostCollectionView, didHighlightItemAt indexPath: IndexPath) {}
    package func collectionView(_ collectionView: HostCollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    package func collectionView(_ collectionView: HostCollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool? { nil }
    package func collectionView(_ collectionView: HostCollectionView, didSelectItemAt indexPath: IndexPath) {}
    package func collectionView(_ collectionView: HostCollectionView, didDeselectItemAt indexPath: IndexPath) {}
}

/// `UICollectionViewDelegateFlowLayout`: every method optional; nil = not implemented, the
/// layout's own property applies.
@MainActor
package protocol HostCollectionViewDelegateFlowLayout: HostCollectionViewDelegate {
    func collectionView(_ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize?
    func collectionView(_ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, insetForSectionAt section: Int) -> HostEdgeInsets?
    func collectionView(_ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat?
    func collectionView(_ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat?
    func collectionView(_ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, referenceSizeForHeaderInSection section: Int) -> CGSize?
    func collectionView(_ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, referenceSizeForFooterInSection section: Int) -> CGSize?
}

extension HostCollectionViewDelegateFlowLayout {
    package func collectionView(_ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize? { nil }
    package func collectionView(_ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, insetForSectionAt section: Int) -> HostEdgeInsets? { nil }
    package func collectionView(_ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat? { nil }
    package func collectionView(_ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat? { nil }
    package func collectionView(_ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, referenceSizeForHeaderInSection section: Int) -> CGSize? { nil }
    package func collectionView(_ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, referenceSizeForFooterInSection section: Int) -> CGSize? { nil }
}

/// `UICollectionViewDataSourcePrefetching`.
@MainActor
package protocol HostCollectionViewDataSourcePrefetching: AnyObject {
    func collectionView(_ collectionView: HostCollectionView, prefetchItemsAt indexPaths: [IndexPath])
    func collectionView(_ collectionView: HostCollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension HostCollectionViewDataSourcePrefetching {
    package func collectionView(_ collectionView: HostCollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

/// What the UIKit glue's swizzled entry points do: turn a path a client passes back (inside a
/// forwarded call) into the path the collection view should act on.
@MainActor
package protocol HostCollectionViewPathInterceptor: AnyObject {
    /// The path to act on for `path`, as passed by client code.
    func collectionView(_ collectionView: HostCollectionView, pathForClientPath path: IndexPath) -> IndexPath
}

/// The glue's method hooks on a collection view, as the host models them (the collection
/// counterpart of ``HostTableViewInterposing``): an object that stays the view's
/// ``HostCollectionView/interposer`` while infinite scrolling may be switched on, and that the
/// view consults where UIKit's exchanged implementations would run.
///
/// ```swift
/// collectionView.interposer = interceptor   // HostCollectionAttachment does this itself
/// collectionView.reloadData()               // → interceptor.collectionViewInterceptsReloadData
/// ```
///
/// - Complexity: every hook O(1) on the view's side.
@MainActor
package protocol HostCollectionViewInterposing: HostCollectionViewPathInterceptor, HostListPathHooks {
    /// The glue's hook on a configured dequeue (`dequeueConfiguredReusableCell(using:for:item:)`,
    /// `dequeueConfiguredReusableSupplementary(using:for:)`) from `caller`: `dequeue` runs the
    /// view's own on the path the call means, with `registration`'s handler swapped for the
    /// length of the call so that it runs as a callback with the client's path.
    func dequeuingConfigured(_ registration: HostViewRegistration, clientPath: IndexPath, caller: CallerKind,
                             _ dequeue: (IndexPath) -> HostCollectionReusableView) -> HostCollectionReusableView
    /// A client's data source assignment: the object the view should keep instead.
    func collectionView(_ collectionView: HostCollectionView, wrapDataSource dataSource: (any HostCollectionViewDataSource)?)
        -> (any HostCollectionViewDataSource)?
    /// A client's delegate assignment: the object the view should keep instead.
    func collectionView(_ collectionView: HostCollectionView, wrapDelegate delegate: (any HostScrollViewDelegate)?)
        -> (any HostScrollViewDelegate)?
    /// A client's prefetching data source assignment: the object the view should keep instead.
    func collectionView(
        _ collectionView: HostCollectionView, wrapPrefetchDataSource prefetchDataSource: (any HostCollectionViewDataSourcePrefetching)?
    ) -> (any HostCollectionViewDataSourcePrefetching)?
    /// A client's drag delegate assignment: the object the view should keep instead.
    func collectionView(_ collectionView: HostCollectionView, wrapDragDelegate delegate: (any HostCollectionViewDragDelegate)?)
        -> (any HostCollectionViewDragDelegate)?
    /// A client's drop delegate assignment: the object the view should keep instead.
    func collectionView(_ collectionView: HostCollectionView, wrapDropDelegate delegate: (any HostCollectionViewDropDelegate)?)
        -> (any HostCollectionViewDropDelegate)?
    /// What the `dataSource` / `delegate` / `prefetchDataSource` getter answers app code for the
    /// `stored` object (the glue's getter hooks: the client's object on an infinite view).
    func collectionView(_ collectionView: HostCollectionView, visible stored: AnyObject?, role: HostClientRole) -> AnyObject?
    /// A client's `reloadData()`. True when the hook reloaded (the view's own then does not run).
    func collectionViewInterceptsReloadData(_ collectionView: HostCollectionView) -> Bool
    /// A client's structural call (insert, delete or move items; insert, delete, reload or move
    /// sections), with the client's paths. True when the hook handled it, false to let the view
    /// record (or apply) and validate it.
    func collectionView(_ collectionView: HostCollectionView, interceptsUpdate update: HostBatchUpdate) -> Bool
    /// The view's paths a client's `reloadItems(at:)` refreshes (UIKit: the glue's hook).
    func collectionView(_ collectionView: HostCollectionView, virtualPathsReloadingClientPaths paths: [IndexPath]) -> [IndexPath]
    /// A client's `performBatchUpdates`. True when the hook ran `updates` and took `completion`
    /// (UIKit: the glue's hook replaces the call).
    func collectionView(
        _ collectionView: HostCollectionView, interceptsBatchUpdates updates: (() -> Void)?,
        completion: ((Bool) -> Void)?) -> Bool
    /// A client's `scrollToItem(at:at:animated:)`. True when the hook scrolled.
    func collectionView(
        _ collectionView: HostCollectionView, scrollToItemAtClientPath path: IndexPath,
        at position: HostCollectionViewScrollPosition, animated: Bool) -> Bool
    /// Before a layout pass (the glue's `layoutSubviews` hook runs before UIKit's own).
    func collectionViewWillLayoutSubviews(_ collectionView: HostCollectionView)
    /// After a layout pass.
    func collectionViewDidLayoutSubviews(_ collectionView: HostCollectionView)

    // The hooks told who called (the UIKit hooks read it from the return address; the
    // host's public entry points are the app's, its own internal calls pass `.system`).

    /// A `scrollToItem` by `caller`: true when the hook scrolled (or ignored the call).
    func collectionView(
        _ collectionView: HostCollectionView, scrollToItemAtClientPath path: IndexPath,
        at position: HostCollectionViewScrollPosition, animated: Bool, caller: CallerKind) -> Bool
}

extension HostCollectionViewInterposing {
    package func collectionView(_ collectionView: HostCollectionView, wrapDragDelegate delegate: (any HostCollectionViewDragDelegate)?)
        -> (any HostCollectionViewDragDelegate)? { delegate }

    package func collectionView(_ collectionView: HostCollectionView, wrapDropDelegate delegate: (any HostCollectionViewDropDelegate)?)
        -> (any HostCollectionViewDropDelegate)? { delegate }

    package func collectionView(
        _ collectionView: HostCollectionView, scrollToItemAtClientPath path: IndexPath,
        at position: HostCollectionViewScrollPosition, animated: Bool, caller: CallerKind
    ) -> Bool {
        self.collectionView(collectionView, scrollToItemAtClientPath: path, at: position, animated: animated)
    }
}
