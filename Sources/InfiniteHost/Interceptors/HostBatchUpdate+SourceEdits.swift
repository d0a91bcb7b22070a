import Foundation
import InfiniteProxy

/// A client's structural call, as the glue's hooks read it: the client's paths, unchanged.
///
/// ```swift
/// var update = HostBatchUpdate()
/// update.deletedItems = [IndexPath(row: 3, section: 0)]
/// update.sourceEdits.deletedItems     // [source[0, 3]]
/// ```
///
/// - Complexity: O(number of paths).
extension HostBatchUpdate {
    /// The call's edits in the client's paths (paths that are not two indexes long are dropped).
    var sourceEdits: SourceEdits {
        var edits = SourceEdits()
        edits.deletedSections = deletedSections
        edits.insertedSections = insertedSections
        edits.reloadedSections = reloadedSections
        edits.movedSections = movedSections.map { ListMove(from: $0.from, to: $0.to) }
        edits.deletedItems = Set(deletedItems.compactMap(SourceIndexPath.init))
        edits.insertedItems = Set(insertedItems.compactMap(SourceIndexPath.init))
        edits.reloadedItems = Set(reloadedItems.compactMap(SourceIndexPath.init))
        edits.movedItems = movedItems.compactMap { move in
            SourceIndexPath(move.from).flatMap { from in SourceIndexPath(move.to).map { ListMove(from: from, to: $0) } }
        }
        return edits
    }
}
