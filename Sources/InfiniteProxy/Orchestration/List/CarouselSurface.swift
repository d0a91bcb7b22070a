import Foundation

/// One line of a flow layout along its scrolling axis: where it starts, how long it is, the line
/// spacing after it and its index among all lines (sections included).
///
/// ```swift
/// LayoutLine(start: 310, extent: 300, spacing: 10, index: 1)
/// ```
package struct LayoutLine: Sendable, Equatable {
    package var start: CGFloat
    package var extent: CGFloat
    package var spacing: CGFloat
    package var index: Int

    package init(start: CGFloat, extent: CGFloat, spacing: CGFloat, index: Int) {
        self.start = start
        self.extent = extent
        self.spacing = spacing
        self.index = index
    }
}

/// What a ``Carousel`` reads of a flow layout beyond ``ListSurface``: lines (a carousel pages and
/// advances by lines, one item each in a single-row carousel).
///
/// `UICollectionView`'s adapter reads `layoutAttributesForItem`; the host's collection view its
/// flow layout's line table. Tables have none (``NoCarouselSurface``).
///
/// - Complexity: both look-ups O(log n) or better on the adapters.
@MainActor
package protocol CarouselSurface: AnyObject {
    /// The laid-out line holding a virtual item, nil when it names none.
    func line(ofVirtual item: VirtualIndexPath) -> LayoutLine?
    /// The item in the same column `lines` lines away (across sections), nil beyond the content.
    func virtualItem(movingLines lines: Int, from item: VirtualIndexPath) -> VirtualIndexPath?
    /// Where a laid-out section starts along the axis (its header included), nil without it.
    func sectionStart(_ section: Int) -> CGFloat?
}

/// The carousel target of a list that has none (tables).
@MainActor
package final class NoCarouselSurface: CarouselSurface {
    private init() {}
    package func line(ofVirtual item: VirtualIndexPath) -> LayoutLine? { nil }
    package func virtualItem(movingLines lines: Int, from item: VirtualIndexPath) -> VirtualIndexPath? { nil }
    package func sectionStart(_ section: Int) -> CGFloat? { nil }
}
