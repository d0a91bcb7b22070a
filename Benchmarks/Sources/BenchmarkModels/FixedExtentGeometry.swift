import Foundation
import InfiniteProxy

/// A stand-in for UIKit's layout in the benchmarks: every item has the same extent along the axis,
/// no headers, footers or insets, laid out back to back in virtual order.
///
/// It answers the engine's two geometry questions in O(1) (O(log S) for S sections) without
/// allocating, so what the benchmarks measure is the library's work, not the stand-in's.
///
/// ```swift
/// let geometry = FixedExtentGeometry(repetition: engine.repetition, extent: 44)
/// geometry.leadingEdge(of: VirtualIndexPath(section: 0, item: 3))   // 132
/// geometry.item(nearest: 140)                                       // virtual[0, 3]
/// ```
///
/// - Complexity: O(S) to create; O(1) per look-up with one section, O(log S) with several.
public struct FixedExtentGeometry: InfiniteListGeometry, Sendable {
    /// The virtual content being laid out.
    public let repetition: Repetition
    /// Every item's extent along the axis, spacing included.
    public let extent: CGFloat
    /// Items before each source section within one copy.
    private let sectionStarts: [Int]

    /// Lays out `repetition` with items of `extent` points.
    public init(repetition: Repetition, extent: CGFloat) {
        self.repetition = repetition
        self.extent = extent
        var starts: [Int] = []
        starts.reserveCapacity(repetition.sourceItemCounts.count)
        var total = 0
        for count in repetition.sourceItemCounts {
            starts.append(total)
            total += count
        }
        sectionStarts = starts
    }

    /// All laid-out items.
    public var itemCount: Int { repetition.totalVirtualItems }

    /// The content's length along the axis.
    public var contentLength: CGFloat { CGFloat(itemCount) * extent }

    /// Items laid out before `item`, or nil when `item` is not laid out.
    ///
    /// - Complexity: O(1).
    public func linearIndex(of item: VirtualIndexPath) -> Int? {
        guard repetition.contains(item) else { return nil }
        if repetition.numberOfVirtualSections == 1 { return item.item }
        let sections = repetition.sourceSectionCount
        let copy = item.section / sections
        let section = item.section % sections
        return copy * repetition.itemsPerCopy + sectionStarts[section] + item.item
    }

    /// The item laid out at position `index` (0 ..< ``itemCount``), clamped into the content.
    ///
    /// - Complexity: O(1) with one virtual section, O(log S) otherwise.
    public func item(atLinearIndex index: Int) -> VirtualIndexPath {
        let clamped = min(max(0, index), max(0, itemCount - 1))
        if repetition.numberOfVirtualSections == 1 { return VirtualIndexPath(section: 0, item: clamped) }
        let perCopy = max(1, repetition.itemsPerCopy)
        let copy = clamped / perCopy
        let rest = clamped % perCopy
        // The last section starting at or before `rest`: empty sections share the next one's start.
        var low = 0
        var high = sectionStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionStarts[middle] <= rest { low = middle } else { high = middle - 1 }
        }
        return VirtualIndexPath(
            section: copy * repetition.sourceSectionCount + low, item: rest - sectionStarts[low])
    }

    public func leadingEdge(of item: VirtualIndexPath) -> CGFloat? {
        linearIndex(of: item).map { CGFloat($0) * extent }
    }

    public func item(nearest position: CGFloat) -> VirtualIndexPath? {
        guard itemCount > 0, position.isFinite, extent > 0 else { return nil }
        let index = (position / extent).rounded(.down)
        let bounded = min(max(index, 0), CGFloat(itemCount - 1))
        return item(atLinearIndex: Int(bounded))
    }
}
