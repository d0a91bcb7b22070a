import InfiniteHost
import InfiniteProxy

extension Repetition {
    /// The plan in words, for the storyboard's notes.
    ///
    /// ```swift
    /// Repetition(sourceItemCounts: [12], copies: 1, leadingItems: 15, trailingItems: 15).storyboardDescription
    /// // "1 whole copy plus 15 + 15 items of padding, 42 virtual items for 12 of the client's"
    /// ```
    var storyboardDescription: String {
        if let reason = finiteReason { return "finite (\(reason.rawValue))" }
        var text = "\(copies) whole cop\(copies == 1 ? "y" : "ies")"
        if leadingItems > 0 || trailingItems > 0 {
            text += " plus \(leadingItems) + \(trailingItems) items of padding"
        }
        return text + ", \(totalVirtualItems) virtual items for \(itemsPerCopy) of the client's"
    }
}
