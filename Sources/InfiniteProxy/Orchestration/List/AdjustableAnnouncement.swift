import Foundation

/// What the adjustable element of a looping view says: the item's own label and its position in
/// the app's numbering (1-based over the client's items, sections flattened).
///
/// ```swift
/// AdjustableAnnouncement.text(label: "Lisbon", index: 2, count: 12)   // "Lisbon, 3 of 12"
/// AdjustableAnnouncement.text(label: nil, index: 2, count: 12)        // "3 of 12"
/// AdjustableAnnouncement.text(label: "Lisbon", index: 2, count: 12) { "Stop \($0 + 1)/\($1)" }
///                                                                      // "Lisbon, Stop 3/12"
/// ```
///
/// - Complexity: O(length of the label).
package enum AdjustableAnnouncement {
    /// The announcement for item `index` (0-based) of `count`; `describe` words the position
    /// instead of "3 of 12". An empty label is left out.
    package static func text(label: String?, index: Int, count: Int,
                             describe: ((_ index: Int, _ count: Int) -> String)? = nil) -> String {
        let position = describe?(index, count) ?? "\(index + 1) of \(count)"
        guard let label, !label.isEmpty else { return position }
        return "\(label), \(position)"
    }
}
