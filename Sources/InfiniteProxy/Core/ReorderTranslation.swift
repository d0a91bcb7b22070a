import Foundation

/// Where a row the user dragged to a new place in the virtual list goes in the client's data.
///
/// UIKit reports a reorder as (moving path, destination path), the destination being the moved
/// row's path *after* the move. Mapping the destination on its own (`source(destination)`) lands
/// one slot off whenever the drop is across the end of a copy: the row dropped between the last
/// row of one copy and the first row of the next would go to the client's row 0 *before* the
/// moving row's removal is accounted for, or next to the wrong neighbour. The rule here is by
/// neighbours: the moved row goes right after the row it was dropped after (or right before the
/// row it was dropped before, at the start of a section), in the client's own post-removal
/// indexes — exactly what the user sees in every copy, since each copy is the client's list.
///
/// ```swift
/// // 5 rows per copy; row 1 dropped between row 4 (end of a copy) and row 0 (next copy):
/// let row = { SourceIndexPath(section: 0, item: $0) }
/// ReorderTranslation.sourceDestination(moving: row(1), predecessor: row(4), successor: row(0))  // row 4: last
/// ```
///
/// - Complexity: O(1).
package enum ReorderTranslation {
    /// The client's destination (post-removal, as UIKit's `moveRowAt`'s) for `moving`, given the
    /// client's rows that end up just before and just after it in the destination section (nil
    /// at a section's ends). When both neighbours are the moving row itself (its own twins) or
    /// there is none, the row stays where it is; so it does when dropped back between its own
    /// neighbours — also where "after the predecessor" and "before the successor" differ, at a
    /// copy's end (the row 0 dropped between the last row and row 1 stays row 0, not the last).
    ///
    /// For a drop from elsewhere (nothing moves out of the list) pass `moving: nil`: the result is
    /// then an insertion index, and with no neighbour at all `emptySection`'s start (or row 0).
    package static func sourceDestination(
        moving: SourceIndexPath?, predecessor: SourceIndexPath?, successor: SourceIndexPath?, emptySection: Int? = nil
    ) -> SourceIndexPath {
        let afterPredecessor = predecessor.flatMap { predecessor in
            predecessor == moving ? nil
                : SourceIndexPath(section: predecessor.section, item: afterRemoval(predecessor, moving: moving) + 1)
        }
        let beforeSuccessor = successor.flatMap { successor in
            successor == moving ? nil : SourceIndexPath(section: successor.section, item: afterRemoval(successor, moving: moving))
        }
        if let moving, afterPredecessor == moving || beforeSuccessor == moving { return moving }
        if let afterPredecessor { return afterPredecessor }
        if let beforeSuccessor { return beforeSuccessor }
        if predecessor == nil, successor == nil, let emptySection {
            return SourceIndexPath(section: emptySection, item: 0)
        }
        return moving ?? SourceIndexPath(section: emptySection ?? 0, item: 0)
    }

    /// The neighbours of the moved row after a virtual move from `moving` to `destination` (both
    /// virtual, UIKit's semantics), as virtual paths of the list *before* the move.
    ///
    /// - Parameters:
    ///   - itemCount: the number of items in `destination`'s section before the move.
    ///   - moving: the moving row, or nil for a drop from elsewhere (an insertion before
    ///     `destination`).
    package static func virtualNeighbours(
        moving: VirtualIndexPath?, destination: VirtualIndexPath, itemCount: Int
    ) -> (predecessor: VirtualIndexPath?, successor: VirtualIndexPath?) {
        let sameSection = moving?.section == destination.section
        // The destination section without the moving row, as indexes into the section before the move.
        let remaining = sameSection ? itemCount - 1 : itemCount
        func original(_ index: Int) -> VirtualIndexPath? {
            guard index >= 0, index < remaining else { return nil }
            let item = sameSection && index >= (moving?.item ?? Int.max) ? index + 1 : index
            return VirtualIndexPath(section: destination.section, item: item)
        }
        let slot = min(max(destination.item, 0), remaining)
        return (original(slot - 1), original(slot))
    }

    private static func afterRemoval(_ path: SourceIndexPath, moving: SourceIndexPath?) -> Int {
        guard let moving else { return path.item }
        return path.section == moving.section && path.item > moving.item ? path.item - 1 : path.item
    }
}
