import Foundation

/// Whether self-sizing items keep their lengths from one display to the next.
///
/// A looping list lands its recentering jumps on twins laid out at the lengths their own copies
/// measured; when an item measures differently every time it is displayed (a cell whose height
/// depends on something that changes per configuration), each jump moves the rows on screen. An
/// item whose length changed at two displays in a row is unstable; once
/// ``unstableItemLimit`` items are, the list falls back to finite scrolling (a finite table lays
/// rows out where they are, as UIKit always does). One change per item — a rotation, a new text
/// size, new content — is ordinary and never counts twice: each display at an unchanged length
/// clears the item's last change, and the controller resets the record whenever the client's data,
/// the text size or the width changes.
///
/// ```swift
/// var stability = LengthStability()
/// stability.displayed(item, length: 52, previous: 44)   // false: one change
/// stability.displayed(item, length: 61, previous: 52)   // false: item unstable (1 of 4)
/// stability.isUnstable                                    // true once 4 items are
/// ```
///
/// - Complexity: O(1) per display (nothing at all while no length changes).
struct LengthStability {
    /// How many unstable items make the list fall back to finite scrolling.
    static let unstableItemLimit = 4
    /// Half a point: smaller differences are layout rounding, not a new length.
    static let tolerance: CGFloat = 0.5

    /// Items whose last display changed their length.
    private var changedAtLastDisplay: Set<SourceIndexPath> = []
    /// Items whose length changed at two displays in a row.
    private var unstableItems: Set<SourceIndexPath> = []
    /// Whether ``unstableItemLimit`` items changed their length at two displays in a row.
    private(set) var isUnstable = false

    /// `source` was displayed at `length`, having been displayed at `previous` (nil: not seen
    /// since the record was reset). Returns true when this display made the lengths unstable.
    mutating func displayed(_ source: SourceIndexPath, length: CGFloat, previous: CGFloat?) -> Bool {
        guard let previous else { return false }
        guard abs(length - previous) > Self.tolerance else {
            if !changedAtLastDisplay.isEmpty { changedAtLastDisplay.remove(source) }
            return false
        }
        guard changedAtLastDisplay.contains(source) else {
            changedAtLastDisplay.insert(source)
            return false
        }
        unstableItems.insert(source)
        guard !isUnstable, unstableItems.count >= Self.unstableItemLimit else { return false }
        isUnstable = true
        return true
    }

    /// `source`'s content changed (the client reloaded or reconfigured it): its next length is new.
    mutating func forget(_ source: SourceIndexPath) {
        if !changedAtLastDisplay.isEmpty { changedAtLastDisplay.remove(source) }
    }

    /// Starts afresh: the client's data, the text size or the width changed.
    mutating func reset() { self = LengthStability() }
}
