/// Where rows sit across the scrolling axis: in a straight column, or along a circular arc.
///
/// `.left` and `.right` are physical sides and stay put in a right-to-left app; `.leading` and
/// `.trailing` follow the view's `effectiveUserInterfaceLayoutDirection` (`.leading` is `.left`
/// in English and `.right` in Arabic or Hebrew).
///
/// ```swift
/// tableView.contentAlignment = .left       // the row at the vertical centre sits furthest left
/// tableView.contentAlignment = .leading    // furthest towards the leading edge, in every language
/// ```
public enum InfiniteContentAlignment: String, Sendable, Hashable, CaseIterable {
    /// Plain rows: no arc.
    case none
    /// The arc bulges to the left: the centred row is leftmost, rows curve right as they move away.
    case left
    /// The mirror image: the centred row is rightmost, rows curve left as they move away.
    case right
    /// The arc bulges towards the leading edge: `.left` in a left-to-right layout, `.right` in a
    /// right-to-left one.
    case leading
    /// The arc bulges towards the trailing edge: `.right` in a left-to-right layout, `.left` in a
    /// right-to-left one.
    case trailing

    /// The physical side (`.none`, `.left` or `.right`) this alignment means in `direction`.
    ///
    /// ```swift
    /// InfiniteContentAlignment.trailing.physicalSide(in: .rightToLeft)   // .left
    /// InfiniteContentAlignment.left.physicalSide(in: .rightToLeft)       // .left
    /// ```
    ///
    /// - Complexity: O(1).
    package func physicalSide(in direction: InfiniteLayoutDirection) -> InfiniteContentAlignment {
        switch (self, direction) {
        case (.none, _), (.left, _), (.right, _): self
        case (.leading, .leftToRight), (.trailing, .rightToLeft): .left
        case (.leading, .rightToLeft), (.trailing, .leftToRight): .right
        }
    }
}
