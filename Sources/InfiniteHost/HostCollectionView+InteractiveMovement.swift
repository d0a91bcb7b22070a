import Foundation
import InfiniteProxy

/// An interactive movement (`beginInteractiveMovementForItem(at:)`,
/// `updateInteractiveMovementTargetPosition(_:)`, `endInteractiveMovement()`,
/// `cancelInteractiveMovement()`), as an app drives one from its own gesture recognizer:
/// - it begins only on a displayed item whose data source answers `canMoveItemAt` true (a
///   diffable data source answers with its `reorderingHandlers.canReorderItem`);
/// - each update takes the item under the point as the target (the moved item's final path);
/// - the end calls the data source's `moveItemAt(_:to:)` with the origin and the target when they
///   differ, then moves the item in the view's own model without asking for counts or cells
///   (UIKit already shows it there). With a diffable data source the view records its move in
///   ``expectedDiffableUpdate`` while `moveItemAt` runs (``HostDiffableReorder``); a
///   `reloadData()` inside that call (the data source's answer when the snapshot's move is not
///   the view's) already loaded the moved data, and the view's own move is then not applied;
/// - a cancel ends the movement with no call.
///
/// Not modelled: the tentative layout while the finger moves (other items making room), the
/// delegate's `targetIndexPathForMoveOfItemFromOriginalIndexPath:…` and `targetIndexPathForMoveFromItemAt:…`.
///
/// Evidence: Apple, `beginInteractiveMovementForItem(at:)` ("returns false if … the data source
/// … cannot move the item"), `endInteractiveMovement()` ("ends interactive movement tracking and
/// moves the target item to its new location"); decompiled UIKitCore (read, not run):
/// `-[_UICollectionViewDragDestinationController _commitCurrentInteractiveReordering]`, for a data
/// source without reordering handlers, calls `_notifyDataSourceForMoveOfItemFromIndexPath:toIndexPath:`
/// and then the view's `moveItemAtIndexPath:toIndexPath:`. **Guess** (as for a table, HostFidelity
/// E-e): the end of an interactive movement sets `_expectedDiffableUpdateItem` around the data
/// source's call when the view is connected to a diffable data source.
extension HostCollectionView {
    /// `beginInteractiveMovementForItem(at:)`: false when a movement is under way, no item is
    /// displayed at `indexPath`, or the data source does not answer `canMoveItemAt` true.
    ///
    /// ```swift
    /// collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0))
    /// ```
    ///
    /// - Complexity: O(1) plus the data source's answer.
    @discardableResult
    package func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, isValidItem(indexPath),
              storedDataSource?.collectionView(self, canMoveItemAt: indexPath) == true else { return false }
        interactiveMovement = HostMove(from: indexPath, to: indexPath)
        return true
    }

    /// `updateInteractiveMovementTargetPosition(_:)`: the item under `point` (content
    /// coordinates) becomes the target; over empty space the target stays.
    ///
    /// - Complexity: the layout's hit test.
    package func updateInteractiveMovementTargetPosition(_ point: CGPoint) {
        guard var movement = interactiveMovement, let target = indexPathForItem(at: point, caller: .system) else { return }
        movement.to = target
        interactiveMovement = movement
    }

    /// `endInteractiveMovement()`: commits the move (see the type's description).
    ///
    /// - Complexity: the data source's work, plus O(n) for the view's own move.
    package func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        let (from, destination) = (movement.from, movement.to)
        guard from != destination, isValidItem(from), destination.section >= 0, destination.section < sectionCounts.count
        else { return }
        var counts = sectionCounts
        counts[from.section] -= 1
        counts[destination.section] += 1
        guard destination.item >= 0, destination.item < counts[destination.section] else { return }
        let reloads = reloadCount
        if storedDataSource?.diffableDataSourceImpl != nil { expectedDiffableUpdate = movement }
        userMoveDepth += 1
        storedDataSource?.collectionView(self, moveItemAt: from, to: destination)
        userMoveDepth -= 1
        expectedDiffableUpdate = nil
        guard reloadCount == reloads else { return }
        var batch = HostBatchUpdate()
        batch.movedItems = [movement]
        applyBatch(batch, newCounts: counts)
    }

    /// `cancelInteractiveMovement()`: the item goes back; the data source is not called.
    package func cancelInteractiveMovement() {
        interactiveMovement = nil
    }
}
