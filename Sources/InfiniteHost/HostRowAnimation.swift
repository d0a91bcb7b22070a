import Foundation

/// What a batch's row animation shows on screen, as UIKit animates it: every cell displayed
/// before the batch that stays displayed moves from its old frame to its new one, both in content
/// coordinates, while an offset assigned after the batch (before the next frame) moves the bounds
/// at once. A row the user saw at `old − offsetBefore` therefore first appears at
/// `old − offset` and comes to rest at `new − offset`; without animation it shows only the rest.
///
/// ```swift
/// // 44 pt deleted above the screen, the offset corrected by −44 after the batch:
/// // animated: the rows on screen start 44 pt lower and slide back (44 pt of visible movement);
/// // without animation they stay where they were (0 pt).
/// table.lastBatchAnimation?.visibleMovement(in: table)
/// ```
///
/// Evidence: Apple, `performBatchUpdates(_:completion:)` ("animates multiple insert, delete,
/// reload, and move operations as a group") and `UICollectionViewLayout`'s initial and final
/// layout attributes (an item's animation runs from its attributes before the update to those
/// after it, in the view's coordinates); an assignment of `contentOffset` is not animated. Public
/// reports of rows sliding when an app inserts above the screen and restores the offset
/// (HostFidelity E-a) are this effect. **Guess**: that UIKit does not itself cancel the shift.
///
/// - Complexity: O(cells displayed).
package struct HostRowAnimation {
    /// Whether the batch animated (animations were enabled: not inside `performWithoutAnimation`).
    package var animated: Bool
    /// The offset along the axis when the batch began.
    package var offsetBefore: CGFloat
    /// The leading edge (content coordinates) of each cell displayed when the batch began.
    package var edgesBefore: [ObjectIdentifier: CGFloat]

    /// The largest distance, over the batch's animation, between where a row is drawn and where
    /// the user saw it when the batch began, for every row that was on screen then and is still
    /// displayed (`edgeNow` and `offsetNow`: the row's leading edge and the offset after the batch).
    package func visibleMovement(of cells: [(id: ObjectIdentifier, edgeNow: CGFloat)], offsetNow: CGFloat,
                                 viewportLength: CGFloat) -> CGFloat {
        var largest: CGFloat = 0
        for cell in cells {
            guard let old = edgesBefore[cell.id] else { continue }
            let seen = old - offsetBefore
            guard seen > -1, seen < viewportLength else { continue }     // not on screen before
            let rest = cell.edgeNow - offsetNow
            let start = animated ? old - offsetNow : rest
            largest = max(largest, abs(start - seen), abs(rest - seen))
        }
        return largest
    }

    /// ``visibleMovement(of:offsetNow:viewportLength:)`` of a table's displayed cells now.
    @MainActor
    package func visibleMovement(in table: HostTableView) -> CGFloat {
        visibleMovement(of: table.visibleCells.map { (ObjectIdentifier($0), $0.frame.minY) },
                        offsetNow: table.contentOffset.y, viewportLength: table.viewportSize.height)
    }
}
