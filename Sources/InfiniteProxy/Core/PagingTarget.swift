import Foundation

/// The snap points of a paging scroll view along one axis: every offset at which an item sits
/// exactly where paging should leave it (centred, or with its leading edge at an inset).
///
/// Snap point `k` is `anchorOffset + k · pitch`. Index 0 is the item whose snap point is
/// `anchorOffset`; in an infinite collection the index is a *virtual* position (it can be negative
/// or larger than the item count), and only differences between indices matter.
///
/// ```swift
/// // Items 300 pt wide, 10 pt apart, first item at x = 20 (section inset), centred in a 390 pt view.
/// let grid = PagingGrid.centered(firstItemLeading: 20, itemExtent: 300, pitch: 310, viewportLength: 390)
/// grid.anchorOffset                // -25: item 0's centre (170) minus half the viewport (195)
/// grid.offset(ofIndex: 2)          // 595
/// grid.nearestIndex(toOffset: 400) // 1
/// ```
///
/// - Complexity: O(1) storage; every method is O(1).
package struct PagingGrid: Hashable, Sendable {
    /// Distance between two neighbouring snap points: the item extent plus the line spacing.
    package var pitch: CGFloat
    /// A content offset at which some item (index 0) is snapped.
    package var anchorOffset: CGFloat

    /// Creates a grid from its pitch and one snap point.
    ///
    /// ```swift
    /// let pages = PagingGrid(pitch: 390, anchorOffset: 0)    // a full-width pager
    /// ```
    ///
    /// - Complexity: O(1).
    @inlinable
    package init(pitch: CGFloat, anchorOffset: CGFloat) {
        self.pitch = pitch
        self.anchorOffset = anchorOffset
    }

    /// Snap points that put an item's leading edge `leadingInset` points inside the visible bounds.
    ///
    /// ```swift
    /// // Section inset 16, items snap 16 pt from the left edge of the bounds:
    /// PagingGrid.leading(firstItemLeading: 16, pitch: 110, leadingInset: 16).anchorOffset   // 0
    /// ```
    ///
    /// - Parameters:
    ///   - firstItemLeading: the content coordinate of some item's leading edge (item 0 of the grid).
    ///   - pitch: item extent plus line spacing.
    ///   - leadingInset: where that edge should sit, measured from the bounds' leading edge (for
    ///     example `adjustedContentInset.left`, or a "peek" margin).
    /// - Complexity: O(1).
    @inlinable
    package static func leading(firstItemLeading: CGFloat, pitch: CGFloat, leadingInset: CGFloat = 0) -> PagingGrid {
        PagingGrid(pitch: pitch, anchorOffset: firstItemLeading - leadingInset)
    }

    /// Snap points that put an item's centre at the centre of a `viewportLength`-long viewport.
    ///
    /// ```swift
    /// PagingGrid.centered(firstItemLeading: 0, itemExtent: 200, pitch: 210, viewportLength: 400)
    ///     .anchorOffset   // -100
    /// ```
    ///
    /// - Parameters:
    ///   - firstItemLeading: the content coordinate of some item's leading edge (item 0 of the grid).
    ///   - itemExtent: that item's length along the axis.
    ///   - pitch: item extent plus line spacing.
    ///   - viewportLength: the length of the region the item is centred in (bounds width or height,
    ///     minus the adjusted insets if the item should be centred in the inset area).
    ///   - leadingInset: the distance from the bounds' leading edge to that region.
    /// - Complexity: O(1).
    @inlinable
    package static func centered(
        firstItemLeading: CGFloat, itemExtent: CGFloat, pitch: CGFloat,
        viewportLength: CGFloat, leadingInset: CGFloat = 0
    ) -> PagingGrid {
        PagingGrid(pitch: pitch,
                   anchorOffset: firstItemLeading + itemExtent / 2 - leadingInset - viewportLength / 2)
    }

    /// Whether the grid can snap at all: a finite, positive pitch and a finite anchor.
    @inlinable
    package var isValid: Bool { pitch.isFinite && pitch > 0 && anchorOffset.isFinite }

    /// The snap offset of index `index`.
    ///
    /// ```swift
    /// PagingGrid(pitch: 100, anchorOffset: 10).offset(ofIndex: -2)   // -190
    /// ```
    ///
    /// - Complexity: O(1).
    @inlinable
    package func offset(ofIndex index: Int) -> CGFloat { anchorOffset + CGFloat(index) * pitch }

    /// The fractional index of `offset` (index 2.5 lies half-way between snap points 2 and 3);
    /// nil for an invalid grid or a non-finite offset.
    ///
    /// ```swift
    /// PagingGrid(pitch: 100, anchorOffset: 10).position(ofOffset: 260)   // 2.5
    /// ```
    ///
    /// - Complexity: O(1).
    @inlinable
    package func position(ofOffset offset: CGFloat) -> CGFloat? {
        guard isValid, offset.isFinite else { return nil }
        return (offset - anchorOffset) / pitch
    }

    /// The index of the snap point nearest `offset` (half-way rounds away from zero); nil for an
    /// invalid grid, a non-finite offset, or an index outside `Int`'s range.
    ///
    /// ```swift
    /// PagingGrid(pitch: 100, anchorOffset: 0).nearestIndex(toOffset: 149)   // 1
    /// ```
    ///
    /// - Complexity: O(1).
    @inlinable
    package func nearestIndex(toOffset offset: CGFloat) -> Int? {
        guard let position = position(ofOffset: offset) else { return nil }
        return PagingTarget.integer(position.rounded(.toNearestOrAwayFromZero))
    }
}

/// Where a paging scroll view should come to rest when the finger lifts: the velocity-aware target
/// for `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
///
/// - A slow release (|velocity| below ``defaultFlickVelocity``) snaps to the snap point nearest the
///   current offset, so a drag shorter than half an item returns.
/// - A flick travels to the snap point nearest UIKit's projected resting point — several items for
///   a fast flick — but always at least to the next snap point in the flick's direction, and never
///   backwards.
/// - `maximumItemsPerFlick` caps the distance, counted from the last snap point the offset has
///   passed (or from the target of the settle the drag interrupted, so that a quick second flick
///   adds an item instead of being swallowed).
///
/// ```swift
/// let grid = PagingGrid(pitch: 100, anchorOffset: 0)
/// PagingTarget.targetOffset(currentOffset: 240, proposedOffset: 250, velocity: 0.05, grid: grid)   // 200
/// PagingTarget.targetOffset(currentOffset: 240, proposedOffset: 870, velocity: 1.3, grid: grid)    // 900
/// PagingTarget.targetOffset(currentOffset: 240, proposedOffset: 870, velocity: 1.3, grid: grid,
///                           maximumItemsPerFlick: 1)                                               // 300
/// ```
///
/// - Complexity: O(1), no allocation.
package enum PagingTarget {
    /// The release speed, in points per millisecond (UIKit's unit for the velocity it passes to
    /// `scrollViewWillEndDragging`), from which a release counts as a flick: 0.3 pt/ms.
    package static let defaultFlickVelocity: CGFloat = 0.3

    /// UIKit's projected resting offset for a release at `velocity` points per millisecond with a
    /// per-millisecond `decelerationRate` (0.998 normal, 0.99 fast): `v · r / (1 − r)`.
    ///
    /// Returns `currentOffset` for a non-finite velocity or a rate outside `(0, 1)`.
    ///
    /// ```swift
    /// PagingTarget.projectedOffset(currentOffset: 0, velocity: 2, decelerationRate: 0.998)   // 998
    /// ```
    ///
    /// - Complexity: O(1).
    @inlinable
    package static func projectedOffset(currentOffset: CGFloat, velocity: CGFloat, decelerationRate: CGFloat) -> CGFloat {
        guard velocity.isFinite, decelerationRate.isFinite, decelerationRate > 0, decelerationRate < 1
        else { return currentOffset }
        let projected = currentOffset + velocity * decelerationRate / (1 - decelerationRate)
        // A projection past the float range stops at its end (finite for a finite offset).
        guard currentOffset.isFinite, !projected.isFinite else { return projected }
        return projected.isNaN ? currentOffset : (projected > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude)
    }

    /// The offset to come to rest at, given UIKit's own proposal (`targetContentOffset` on entry).
    ///
    /// ```swift
    /// let grid = PagingGrid(pitch: 100, anchorOffset: 0)
    /// // A backward flick from 260 lands on 200, never on 300:
    /// PagingTarget.targetOffset(currentOffset: 260, proposedOffset: 230, velocity: -0.4, grid: grid)   // 200
    /// ```
    ///
    /// Bad input has a safe fallback: an invalid grid or a non-finite offset returns the proposal
    /// (or the current offset if the proposal is not finite either); a non-finite velocity counts as 0;
    /// a `maximumItemsPerFlick` below 1 counts as 1.
    ///
    /// - Parameters:
    ///   - currentOffset: the content offset along the axis when the finger lifts.
    ///   - proposedOffset: where UIKit would come to rest (`targetContentOffset.pointee` on entry).
    ///   - velocity: the release velocity along the axis in points per millisecond, as UIKit reports
    ///     it; positive means the offset grows.
    ///   - grid: the snap points (pitch and alignment).
    ///   - maximumItemsPerFlick: the largest number of items one flick may travel; nil = unlimited.
    ///   - interruptedTargetOffset: the resting offset of a settle that this drag interrupted (a
    ///     second swipe before the first settled); a flick in the same direction then continues
    ///     from that target.
    ///   - flickVelocity: the speed from which a release is a flick.
    ///   - bounds: the smallest and largest offset the content allows (finite content); nil for
    ///     infinite content. The result is clamped into it.
    /// - Returns: the resting offset (a snap point unless clamped into `bounds`).
    /// - Complexity: O(1).
    package static func targetOffset(
        currentOffset: CGFloat,
        proposedOffset: CGFloat,
        velocity: CGFloat,
        grid: PagingGrid,
        maximumItemsPerFlick: Int? = nil,
        interruptedTargetOffset: CGFloat? = nil,
        flickVelocity: CGFloat = defaultFlickVelocity,
        bounds: ClosedRange<CGFloat>? = nil
    ) -> CGFloat {
        let fallback = proposedOffset.isFinite ? proposedOffset : currentOffset
        guard let index = targetIndex(
            currentOffset: currentOffset, proposedOffset: proposedOffset, velocity: velocity,
            grid: grid, maximumItemsPerFlick: maximumItemsPerFlick,
            interruptedTargetOffset: interruptedTargetOffset, flickVelocity: flickVelocity)
        else { return clamp(fallback, into: bounds) }
        // A snap point beyond the float range (a pitch of 1e300 pt) is no target.
        let snapped = grid.offset(ofIndex: index)
        return clamp(snapped.isFinite ? snapped : fallback, into: bounds)
    }

    /// The same decision when only the velocity is known: the proposal is UIKit's projection with
    /// `decelerationRate` (0.998 for `.normal`, 0.99 for `.fast`).
    ///
    /// ```swift
    /// let grid = PagingGrid(pitch: 100, anchorOffset: 0)
    /// PagingTarget.targetOffset(currentOffset: 0, velocity: 1, decelerationRate: 0.998, grid: grid)   // 500
    /// ```
    ///
    /// - Complexity: O(1).
    package static func targetOffset(
        currentOffset: CGFloat,
        velocity: CGFloat,
        decelerationRate: CGFloat,
        grid: PagingGrid,
        maximumItemsPerFlick: Int? = nil,
        interruptedTargetOffset: CGFloat? = nil,
        flickVelocity: CGFloat = defaultFlickVelocity,
        bounds: ClosedRange<CGFloat>? = nil
    ) -> CGFloat {
        targetOffset(
            currentOffset: currentOffset,
            proposedOffset: projectedOffset(
                currentOffset: currentOffset, velocity: velocity, decelerationRate: decelerationRate),
            velocity: velocity, grid: grid, maximumItemsPerFlick: maximumItemsPerFlick,
            interruptedTargetOffset: interruptedTargetOffset, flickVelocity: flickVelocity, bounds: bounds)
    }

    /// The grid index to come to rest at (see ``targetOffset(currentOffset:proposedOffset:velocity:grid:maximumItemsPerFlick:interruptedTargetOffset:flickVelocity:bounds:)``);
    /// nil when the grid is invalid or the current offset is not finite.
    ///
    /// ```swift
    /// PagingTarget.targetIndex(currentOffset: 120, proposedOffset: 120, velocity: 0,
    ///                          grid: PagingGrid(pitch: 100, anchorOffset: 0))   // 1
    /// ```
    ///
    /// - Complexity: O(1).
    package static func targetIndex(
        currentOffset: CGFloat,
        proposedOffset: CGFloat,
        velocity: CGFloat,
        grid: PagingGrid,
        maximumItemsPerFlick: Int? = nil,
        interruptedTargetOffset: CGFloat? = nil,
        flickVelocity: CGFloat = defaultFlickVelocity
    ) -> Int? {
        guard let current = grid.position(ofOffset: currentOffset) else { return nil }
        let speed = velocity.isFinite ? velocity : 0
        let threshold = flickVelocity.isNaN ? defaultFlickVelocity : max(0, flickVelocity)
        guard speed != 0, speed.magnitude >= threshold else {
            return integer(current.rounded(.toNearestOrAwayFromZero))
        }
        let forward = speed > 0
        // The last snap point passed in the flick's direction...
        var base = forward ? current.rounded(.down) : current.rounded(.up)
        // ...or the target of the interrupted settle, if it still lies ahead in that direction.
        if let interrupted = interruptedTargetOffset.flatMap(grid.position(ofOffset:)) {
            let target = interrupted.rounded(.toNearestOrAwayFromZero)
            if forward, target > current { base = max(base, target) }
            if !forward, target < current { base = min(base, target) }
        }
        let step: CGFloat = forward ? 1 : -1
        let nearest = base + step
        var farthest = CGFloat.infinity * step
        if let limit = maximumItemsPerFlick { farthest = base + CGFloat(max(1, limit)) * step }
        var proposed = grid.position(ofOffset: proposedOffset)?.rounded(.toNearestOrAwayFromZero) ?? nearest
        if forward {
            proposed = min(max(proposed, nearest), farthest)
        } else {
            proposed = max(min(proposed, nearest), farthest)
        }
        return integer(proposed)
    }

    /// `value` as an `Int` if it is integral and representable; nil otherwise.
    @usableFromInline
    static func integer(_ value: CGFloat) -> Int? {
        guard value.isFinite, value.magnitude < 0x1p52 else { return nil }
        return Int(value)
    }

    private static func clamp(_ value: CGFloat, into bounds: ClosedRange<CGFloat>?) -> CGFloat {
        guard let bounds, bounds.lowerBound.isFinite, bounds.upperBound.isFinite else { return value }
        return min(max(value, bounds.lowerBound), bounds.upperBound)
    }
}
