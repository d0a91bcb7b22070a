import Foundation

/// Whether a batch of virtual edits changes what the user sees: an edit on screen animates, an
/// edit wholly off screen — in the copies above or below the viewport — need not.
///
/// An animated batch moves every cell from its frame before the batch to its frame after it, in
/// content coordinates, while the controller's offset correction (which keeps the centred item
/// still) moves the bounds at once: edits in the copies above the screen make every row on screen
/// start displaced by the height they added or removed and slide back. Applied without animation,
/// the same batch and correction show no movement.
///
/// ```swift
/// let visible = VirtualIndexPath(section: 0, item: 40)...VirtualIndexPath(section: 0, item: 52)
/// var edits = VirtualEdits()
/// edits.deletedItems = [VirtualIndexPath(section: 0, item: 3)]      // a copy above the screen
/// EditVisibility.touchesScreen(edits, oldVisible: visible, newVisible: nil)   // false
/// edits.deletedItems.insert(VirtualIndexPath(section: 0, item: 45))          // and on screen
/// EditVisibility.touchesScreen(edits, oldVisible: visible, newVisible: nil)   // true
/// ```
///
/// - Complexity: O(E) for E edits.
package enum EditVisibility {
    /// True when an edit falls on screen: a deleted, reloaded or moved-away item (or section)
    /// within `oldVisible`, the items on screen before the batch (old paths); an inserted or
    /// moved-in item (or section) within `newVisible`, those same rows after the batch (new paths).
    /// Without `newVisible` (a visible row at either end did not survive) any insert counts as on
    /// screen.
    package static func touchesScreen(_ edits: VirtualEdits, oldVisible: ClosedRange<VirtualIndexPath>,
                                      newVisible: ClosedRange<VirtualIndexPath>?) -> Bool {
        let oldSections = oldVisible.lowerBound.section...oldVisible.upperBound.section
        if edits.deletedItems.contains(where: oldVisible.contains)
            || edits.reloadedItems.contains(where: oldVisible.contains)
            || edits.movedItems.contains(where: { oldVisible.contains($0.from) })
            || edits.deletedSections.contains(where: oldSections.contains)
            || edits.reloadedSections.contains(where: oldSections.contains)
            || edits.movedSections.contains(where: { oldSections.contains($0.from) }) {
            return true
        }
        let inserts = !edits.insertedItems.isEmpty || !edits.insertedSections.isEmpty
            || !edits.movedItems.isEmpty || !edits.movedSections.isEmpty
        guard inserts else { return false }
        guard let newVisible else { return true }
        let newSections = newVisible.lowerBound.section...newVisible.upperBound.section
        return edits.insertedItems.contains(where: newVisible.contains)
            || edits.movedItems.contains(where: { newVisible.contains($0.to) })
            || edits.insertedSections.contains(where: newSections.contains)
            || edits.movedSections.contains(where: { newSections.contains($0.to) })
    }
}
