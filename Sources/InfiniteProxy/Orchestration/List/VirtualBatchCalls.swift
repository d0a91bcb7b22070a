import Foundation

/// A list view's own batch calls, in its own (virtual) paths: UIKit's originals on iOS
/// (`infinite_…`, past the hooks), the host view's calls on Linux. A ``ListSurface`` that
/// conforms gets ``ListSurface/performVirtualBatch(_:animated:completion:)`` from them.
///
/// ```swift
/// var edits = VirtualEdits()
/// edits.deletedSections = [2]
/// edits.insertedItems = [VirtualIndexPath(section: 0, item: 3)]
/// table.performVirtualBatch(edits, animated: true, completion: nil)
/// // performOwnBatch { deleteVirtualSections([2]); insertVirtualItems([[0, 3]]) }
/// ```
@MainActor
package protocol VirtualBatchCalls: AnyObject {
    /// The view's own `performBatchUpdates(_:completion:)`.
    func performOwnBatch(_ updates: @escaping () -> Void, completion: ((Bool) -> Void)?)
    /// `UIView.performWithoutAnimation`.
    func withoutAnimation(_ body: () -> Void)
    func deleteVirtualSections(_ sections: IndexSet)
    func insertVirtualSections(_ sections: IndexSet)
    func reloadVirtualSections(_ sections: IndexSet)
    func moveVirtualSection(_ section: Int, to newSection: Int)
    func deleteVirtualItems(_ paths: [IndexPath])
    func insertVirtualItems(_ paths: [IndexPath])
    func reloadVirtualItems(_ paths: [IndexPath])
    func moveVirtualItem(_ path: IndexPath, to newPath: IndexPath)
}

extension VirtualBatchCalls {
    /// One batch of `edits` (inside ``withoutAnimation(_:)`` when not `animated`): sections
    /// deleted, inserted, reloaded, moved, then items deleted, inserted, reloaded, moved; an empty
    /// set makes no call, each move is a call of its own. `completion` is the batch's.
    ///
    /// - Complexity: O(operations) calls into the view.
    package func performVirtualBatch(_ edits: VirtualEdits, animated: Bool, completion: ((Bool) -> Void)?) {
        guard animated else {
            return withoutAnimation { performVirtualBatch(edits, animated: true, completion: completion) }
        }
        performOwnBatch({ [self] in
            if !edits.deletedSections.isEmpty { deleteVirtualSections(IndexSet(edits.deletedSections)) }
            if !edits.insertedSections.isEmpty { insertVirtualSections(IndexSet(edits.insertedSections)) }
            if !edits.reloadedSections.isEmpty { reloadVirtualSections(IndexSet(edits.reloadedSections)) }
            for move in edits.movedSections { moveVirtualSection(move.from, to: move.to) }
            if !edits.deletedItems.isEmpty { deleteVirtualItems(edits.deletedItems.map(\.indexPath)) }
            if !edits.insertedItems.isEmpty { insertVirtualItems(edits.insertedItems.map(\.indexPath)) }
            if !edits.reloadedItems.isEmpty { reloadVirtualItems(edits.reloadedItems.map(\.indexPath)) }
            for move in edits.movedItems { moveVirtualItem(move.from.indexPath, to: move.to.indexPath) }
        }, completion: completion)
    }
}
