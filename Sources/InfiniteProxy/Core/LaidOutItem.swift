import Foundation

/// One laid-out item as the glue reads it from UIKit (a table row's rect, a collection item's
/// layout attributes), reduced to what choosing "the item at this position" needs.
///
/// ```swift
/// let row = LaidOutItem(path: VirtualIndexPath(section: 0, item: 12),
///                       leadingEdge: 528, trailingEdge: 572, crossCenter: 195)
/// ```
package struct LaidOutItem: Sendable, Equatable {
    /// The item's virtual path.
    package var path: VirtualIndexPath
    /// Its leading edge along the scrolling axis (minY or minX), content coordinates.
    package var leadingEdge: CGFloat
    /// Its trailing edge along the axis (maxY or maxX).
    package var trailingEdge: CGFloat
    /// The centre of the item across the axis (midX for a vertical list).
    package var crossCenter: CGFloat

    /// Creates an item.
    package init(path: VirtualIndexPath, leadingEdge: CGFloat, trailingEdge: CGFloat, crossCenter: CGFloat) {
        self.path = path
        self.leadingEdge = leadingEdge
        self.trailingEdge = trailingEdge
        self.crossCenter = crossCenter
    }

    /// The item at, or nearest to, `position` along the axis: one whose span contains the
    /// position wins; otherwise the one whose nearer edge is closest. Ties go to the item whose
    /// centre across the axis is nearest `crossPosition` (the middle column of a grid), then to the
    /// smaller path. Items with non-finite edges are skipped; nil when none is left.
    ///
    /// ```swift
    /// LaidOutItem.nearest(to: 550, crossPosition: 195, among: visibleRows)   // virtual[0, 12]
    /// ```
    ///
    /// - Complexity: O(k) for k items, no allocation.
    package static func nearest(
        to position: CGFloat, crossPosition: CGFloat, among items: some Sequence<LaidOutItem>
    ) -> VirtualIndexPath? {
        guard position.isFinite else { return nil }
        var search = NearestSearch(position: position, crossPosition: crossPosition)
        for item in items { search.consider(item) }
        return search.path
    }

    /// ``nearest(to:crossPosition:among:)`` fed one item at a time (for callback enumerations
    /// that must not allocate a sequence).
    ///
    /// ```swift
    /// var search = LaidOutItem.NearestSearch(position: 550, crossPosition: 195)
    /// search.consider(row)                                     // search.path == row.path
    /// ```
    ///
    /// - Complexity: O(1) per item, no allocation.
    package struct NearestSearch {
        let position: CGFloat
        let crossPosition: CGFloat
        private var best: (path: VirtualIndexPath, along: CGFloat, across: CGFloat)?

        package init(position: CGFloat, crossPosition: CGFloat) {
            self.position = position
            self.crossPosition = crossPosition
        }

        /// The winner so far, nil before any eligible item (or for a non-finite position).
        package var path: VirtualIndexPath? { position.isFinite ? best?.path : nil }

        package mutating func consider(_ item: LaidOutItem) {
            guard item.leadingEdge.isFinite, item.trailingEdge.isFinite else { return }
            let low = min(item.leadingEdge, item.trailingEdge)
            let high = max(item.leadingEdge, item.trailingEdge)
            let along = position < low ? low - position : (position > high ? position - high : 0)
            let across = item.crossCenter.isFinite && crossPosition.isFinite
                ? abs(item.crossCenter - crossPosition) : .infinity
            if let current = best {
                if along > current.along { return }
                if along == current.along {
                    if across > current.across { return }
                    if across == current.across && item.path >= current.path { return }
                }
            }
            best = (item.path, along, across)
        }
    }
}
