import Foundation

extension ListViewport {
    /// The offsets a finite scroll view can rest at: from `−insetBefore` (content start at the top
    /// of the visible area) to the offset that shows the content's end above `insetAfter` — or just
    /// the first when the content is shorter than the visible area.
    ///
    /// ```swift
    /// let viewport = ListViewport(offset: 0, length: 800, insetBefore: 100, insetAfter: 34)
    /// viewport.offsetRange(contentLength: 2_000)   // -100...1234
    /// viewport.offsetRange(contentLength: 300)     // -100...-100
    /// ```
    ///
    /// A non-finite or negative content length counts as 0.
    ///
    /// - Complexity: O(1).
    package func offsetRange(contentLength: CGFloat) -> ClosedRange<CGFloat> {
        let before = insetBefore.isFinite ? insetBefore : 0
        let after = insetAfter.isFinite ? insetAfter : 0
        let content = contentLength.isFinite ? max(0, contentLength) : 0
        let visible = length.isFinite ? length : 0
        let lowest = -before
        return lowest...max(lowest, content + after - visible)
    }

    /// `offset` moved into ``offsetRange(contentLength:)`` (a non-finite offset gives the start).
    ///
    /// ```swift
    /// ListViewport(offset: 0, length: 800).clampedOffset(5_000, contentLength: 2_000)   // 1200
    /// ```
    ///
    /// - Complexity: O(1).
    package func clampedOffset(_ offset: CGFloat, contentLength: CGFloat) -> CGFloat {
        let range = offsetRange(contentLength: contentLength)
        guard offset.isFinite else { return range.lowerBound }
        return min(max(offset, range.lowerBound), range.upperBound)
    }
}
