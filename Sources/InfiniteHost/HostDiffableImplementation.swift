import Foundation

/// UIKit's private diffable implementation object (`__UIDiffableDataSource`), the part a
/// collection view's drag-and-drop reorder reaches: the view asks its data source for it
/// (`_diffableDataSourceImpl`) and, when the data source has reordering handlers, commits the
/// user's drop to it directly with the view's own paths — not through `moveItemAt`.
///
/// ```swift
/// if let impl = dataSource.diffableDataSourceImpl as? any HostDiffableImplementation,
///    impl.implementsReorderingHandlers {
///     impl.commitReordering(from: [0, 1], to: [0, 3], shouldPerformViewAnimations: true)
/// }
/// ```
///
/// Evidence (decompiled UIKitCore of an iOS 26.1 restore, search corpus, read not run):
/// `-[_UICollectionViewDragDestinationController _commitCurrentInteractiveReordering]` asks the view
/// `_dataSourceImplementsReorderingHandlers`; when true it takes `[view _diffableDataSourceImpl]`
/// (asserting it is not nil) and sends it
/// `_commitReorderingForItemAtIndexPath:toDestinationIndexPath:shouldPerformViewAnimations:` with
/// the drag's origin and the drop's destination, then `dropItem:toItemAtIndexPath:` for the item;
/// `-[__UIDiffableDataSource _commitReorderingForItemAtIndexPath:…shouldPerformViewAnimations:]`
/// builds a move update item of the two paths, keeps the reordering transaction as the pending
/// one and applies its final snapshot animated; the apply's view updates are the diff's when
/// `shouldPerformViewAnimations` is true and none when false
/// (`_onApplyQueue_applyDifferencesFromSnapshot:…` block: `flag ? updates : @[]`).
/// **Guess**: how the view answers `_dataSourceImplementsReorderingHandlers` (the host: the
/// implementation has any reordering handler).
///
/// - Complexity: the data source's apply.
@MainActor
package protocol HostDiffableImplementation: AnyObject {
    /// Whether the data source has reordering handlers (UIKit's view asks
    /// `_dataSourceImplementsReorderingHandlers`).
    var implementsReorderingHandlers: Bool { get }
    /// `_commitReorderingForItemAtIndexPath:toDestinationIndexPath:shouldPerformViewAnimations:`:
    /// moves the item at `from` to `to` (the moved item's final path) in the snapshot and applies
    /// it, sending the view the move when `shouldPerformViewAnimations`.
    func commitReordering(from: IndexPath, to: IndexPath, shouldPerformViewAnimations: Bool)
}
