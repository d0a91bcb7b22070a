/// Where rows sit across the scrolling axis: in a straight column, or along a circular arc.
///
/// ```swift
/// tableView.contentAlignment = .left    // the row at the vertical centre sits furthest left
/// ```
public enum InfiniteContentAlignment: String, Sendable, Hashable, CaseIterable {
    /// Plain rows: no arc.
    case none
    /// The arc bulges to the left: the centred row is leftmost, rows curve right as they move away.
    case left
    /// The mirror image: the centred row is rightmost, rows curve left as they move away.
    case right
}
