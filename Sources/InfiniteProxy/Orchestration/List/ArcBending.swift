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
/// - Complexity: O(visible rows) per pass; one arc (and radius) per pass, not per row. No allocation.
@MainActor
package struct ArcBending<Target: ArcSurface> {
    /// Whether some row may be bent (so a reset has work to do).
    package private(set) var hasBentRows = false

    package init() {}

    /// Bends every visible row for `viewport`, or straightens them for `.none`.
    package mutating func apply(on target: Target, engine: InfiniteListEngine, viewport: ListViewport, crossLength: CGFloat) {
        guard engine.alignment != .none else {
            reset(on: target)
            return
        }
        let arc = engine.arc(for: viewport, crossLength: crossLength)
        let center = viewport.visibleCenter
        let axis = engine.axis
        target.forEachVisibleRow { path, frame in
            let itemCenter = axis == .vertical ? frame.midY : frame.midX
            target.setCrossOffset(arc.crossAxisOffset(itemCenter: itemCenter, viewportCenter: center), forRowAt: path)
        }
        hasBentRows = true
    }

    /// Puts every bent row back.
    package mutating func reset(on target: Target) {
        guard hasBentRows else { return }
        target.resetCrossOffsets()
        hasBentRows = false
    }
}
