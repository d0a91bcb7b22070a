/// The direction along which content scrolls and repeats.
///
/// ```swift
/// let axis = InfiniteAxis.vertical    // a table, a vertical flow layout
/// ```
public enum InfiniteAxis: String, Sendable, Hashable, CaseIterable {
    /// Top to bottom: tables and vertical collection layouts.
    case vertical
    /// Leading to trailing: carousels and ribbons.
    case horizontal
}
