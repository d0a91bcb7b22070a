import Foundation

/// The arc component of a ``ListController``: bends the visible rows of an ``ArcSurface`` onto a
/// circle after every layout pass and scroll frame, and straightens them when the alignment goes
/// back to `.none` or the list stops being infinite.
///
/// ```swift
/// var arc = ArcBending<HostTableView>()
/// arc.apply(on: table, engine: engine, viewport: viewport, crossLength: 390)   // rows on the circle
/// arc.reset(on: table)                                                       // straight again
/// ```
///
/// - Complexity: O(visible rows) per pass; one arc per pass, not per row, and the default radius
///   derived again only when the visible length or the cross length changed. No allocation.
@MainActor
package struct ArcBending<Target: ArcSurface> {
    /// Whether some row may be bent (so a reset has work to do).
    package private(set) var hasBentRows = false
    /// The sizes the cached default radius was derived from (NaN: none yet; NaN equals nothing).
    private var radiusVisibleLength = CGFloat.nan
    private var radiusCrossLength = CGFloat.nan
    /// ``ArcLayout/defaultRadius(visibleLength:crossLength:)`` for those sizes.
    private var cachedDefaultRadius: CGFloat = 0

    package init() {}

    /// Bends every visible row for `viewport`, or straightens them for `.none`.
    package mutating func apply(on target: Target, engine: InfiniteListEngine, viewport: ListViewport, crossLength: CGFloat) {
        let alignment = engine.alignment
        guard alignment != .none else {
            reset(on: target)
            return
        }
        let arc = ArcLayout(alignment: alignment,
                            radius: engine.arcRadius ?? defaultRadius(visibleLength: viewport.visibleLength, crossLength: crossLength),
                            layoutDirection: target.infiniteLayoutDirection)
        let offsets = arc.offsets(around: viewport.visibleCenter)
        if engine.axis == .vertical {
            target.forEachVisibleRow { path, frame in
                target.setCrossOffset(offsets.offset(itemCenter: frame.midY), forRowAt: path)
            }
        } else {
            target.forEachVisibleRow { path, frame in
                target.setCrossOffset(offsets.offset(itemCenter: frame.midX), forRowAt: path)
            }
        }
        hasBentRows = true
    }

    /// The radius ``InfiniteListEngine/arc(for:crossLength:)`` derives without a configured one,
    /// computed again only when a size changed (a rotation, an inset): the same value, per frame
    /// without the arithmetic.
    ///
    /// - Complexity: O(1).
    private mutating func defaultRadius(visibleLength: CGFloat, crossLength: CGFloat) -> CGFloat {
        if visibleLength != radiusVisibleLength || crossLength != radiusCrossLength {
            cachedDefaultRadius = ArcLayout.defaultRadius(visibleLength: visibleLength, crossLength: crossLength)
            radiusVisibleLength = visibleLength
            radiusCrossLength = crossLength
        }
        return cachedDefaultRadius
    }

    /// Puts every bent row back.
    package mutating func reset(on target: Target) {
        guard hasBentRows else { return }
        target.resetCrossOffsets()
        hasBentRows = false
    }
}
