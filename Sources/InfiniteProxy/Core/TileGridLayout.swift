import Foundation

/// Every decision behind an infinite 2-D grid of tiles, in one value the UIKit views, the
/// collection-view layout and the headless host all drive.
///
/// The content is a few viewports wide and tall (``RecenteringSpan/uniform(tileLength:boundsLength:)``).
/// Tile ``origin`` has its top-left corner at content point `(0, 0)`; tile `c` sits at
/// `((c.x − origin.x)·w, (c.y − origin.y)·h)`. On every layout the controller checks whether the
/// bounds' centre has left the band around the middle of the content; if so it moves the offset
/// back by whole periods (whole tiles) and ``origin`` forward by the same tiles, so every tile
/// stays where it is on screen while the offset never comes near an edge — during drags and
/// flings alike, because the new offset is assigned through the `contentOffset` property.
///
/// Identity is exact: ``origin`` is an integer, and only the small difference `c − origin` is ever
/// turned into points. Tiles touching the bounds are alive; a tile stays alive until it is more
/// than ``ring`` tiles outside them, so at most `(columns + 2·ring) · (rows + 2·ring)` tiles live
/// at once. Each live tile owns a slot of a ``TileSlotMap`` for its whole life.
///
/// ```swift
/// var grid = TileGridLayout(tileSize: CGSize(width: 100, height: 100),
///                               initialCoordinate: GridCoordinate(x: 0, y: 0))
/// let update = grid.layout(GridViewport(contentOffset: .zero, size: CGSize(width: 390, height: 844)))
/// update.contentSize        // 1 814 × 3 432: a few viewports, never millions of points
/// update.contentOffset      // where tile (0, 0)'s centre is in the middle of the screen
/// update.added.count        // 45 tiles, each with a slot and a frame
/// grid.centerCoordinate     // (0, 0)
/// ```
///
/// Bad input never traps: a tile size that is not positive and finite, or tiles so large the
/// content would pass ``RecenteringSpan/maximumContentLength``, empties the grid; a viewport with a
/// non-finite offset or size keeps the last good layout; a viewport touching more than
/// ``maximumVisibleTiles`` tiles empties the grid. ``status`` says which.
///
/// - Complexity: ``layout(_:recenter:)`` is O(1) when the visible tiles did not change (most
///   frames), otherwise O(live tiles) and no allocation beyond the update's arrays.
package struct TileGridLayout: Sendable {
    /// A continuous position in the grid: a tile and a fraction of the way across it.
    package struct Anchor: Sendable, Equatable {
        /// The tile.
        package var coordinate: GridCoordinate
        /// How far across the tile, each component in `0 ..< 1`.
        package var fraction: CGPoint

        /// Creates an anchor; the fraction is clamped into `0 ... 1` (a non-finite one, or nil,
        /// becomes ½: the tile's centre).
        package init(coordinate: GridCoordinate, fraction: CGPoint? = nil) {
            self.coordinate = coordinate.clamped
            func clean(_ value: CGFloat?) -> CGFloat {
                guard let value, value.isFinite else { return 0.5 }
                return min(max(value, 0), 1)
            }
            self.fraction = CGPoint(x: clean(fraction?.x), y: clean(fraction?.y))
        }
    }

    /// The size of every tile.
    package private(set) var tileSize: CGSize
    /// How many tiles beyond the visible ones a tile may drift before it is removed.
    package let ring: Int
    /// The most tiles a viewport may touch; beyond it the grid shows nothing (``TileLayoutStatus/tooManyTiles``).
    package var maximumVisibleTiles: Int = 10_000
    /// Slots at or above this are never opened (a collection view's item count); tiles that find
    /// no slot are retried on the next layout.
    package var slotLimit: Int = .max

    /// The tile whose top-left corner is at content `(0, 0)`.
    package private(set) var origin: GridCoordinate
    /// The live tiles and their slots.
    package private(set) var slots = TileSlotMap<GridCoordinate>()
    /// The tiles touching the bounds at the last layout.
    package private(set) var visibleRange: TileRange = .empty
    /// The last viewport laid out (after any jump).
    package private(set) var viewport: GridViewport?
    /// The horizontal and vertical spans for the last bounds size.
    package private(set) var horizontalSpan: RecenteringSpan?
    package private(set) var verticalSpan: RecenteringSpan?
    /// Why the grid shows nothing, or `.ready`.
    package private(set) var status: TileLayoutStatus = .ready
    /// Recentering jumps made so far (for diagnostics and tests).
    package private(set) var jumpCount = 0

    /// Where the next layout that (re)places the content puts the visible centre.
    private var pendingAnchor: Anchor?
    /// The last update's arrays, kept so the next layout refills them in place: once the caller
    /// has dropped the previous update the storage is uniquely owned again, so a frame that
    /// changes tiles allocates nothing in steady state.
    private var removedBuffer: [FreedTile<GridCoordinate>] = []
    private var addedBuffer: [PlacedTile<GridCoordinate>] = []
    /// The last layout could not give every visible tile a slot.
    private var isIncomplete = false

    /// Creates a controller; `initialCoordinate`'s centre will be at the centre of the visible
    /// region after the first layout.
    ///
    /// - Parameters:
    ///   - tileSize: every tile's size; an unusable size gives an empty grid (see ``status``).
    ///   - initialCoordinate: the tile first shown in the middle (clamped to ±``GridCoordinate/limit``).
    ///   - ring: the extra tiles kept alive around the visible ones (at least 0; default 1).
    package init(tileSize: CGSize, initialCoordinate: GridCoordinate = .zero, ring: Int = 1) {
        self.tileSize = tileSize
        self.ring = min(max(ring, 0), 16)
        origin = initialCoordinate.clamped
        pendingAnchor = Anchor(coordinate: initialCoordinate)
    }

    // MARK: Queries

    /// Whether the tile size is positive and finite.
    @inlinable
    package var hasUsableTileSize: Bool {
        tileSize.width.isFinite && tileSize.height.isFinite && tileSize.width > 0 && tileSize.height > 0
    }

    /// The content size of the last layout (zero before it, or when the grid is empty).
    package var contentSize: CGSize {
        guard let horizontalSpan, let verticalSpan else { return .zero }
        return CGSize(width: horizontalSpan.contentLength, height: verticalSpan.contentLength)
    }

    /// The frame of `coordinate` in content coordinates, or nil for an unusable tile size or a
    /// coordinate too far from ``origin`` to express.
    ///
    /// - Complexity: O(1).
    package func frame(for coordinate: GridCoordinate) -> CGRect? {
        guard hasUsableTileSize else { return nil }
        let (dx, overflowX) = coordinate.x.subtractingReportingOverflow(origin.x)
        let (dy, overflowY) = coordinate.y.subtractingReportingOverflow(origin.y)
        guard !overflowX, !overflowY else { return nil }
        return CGRect(x: CGFloat(dx) * tileSize.width, y: CGFloat(dy) * tileSize.height,
                      width: tileSize.width, height: tileSize.height)
    }

    /// The tile under a point in content coordinates (whether or not it is alive), or nil for an
    /// unusable tile size or point.
    ///
    /// ```swift
    /// grid.coordinate(at: tapLocation)     // the tapped tile
    /// ```
    ///
    /// - Complexity: O(1).
    package func coordinate(at point: CGPoint) -> GridCoordinate? {
        anchor(at: point)?.coordinate
    }

    /// The continuous grid position of a content point, or nil for unusable input.
    package func anchor(at point: CGPoint) -> Anchor? {
        guard hasUsableTileSize, point.x.isFinite, point.y.isFinite else { return nil }
        let localX = point.x / tileSize.width, localY = point.y / tileSize.height
        let limit = CGFloat(1 << 50)
        guard localX.magnitude < limit, localY.magnitude < limit else { return nil }
        let column = localX.rounded(.down), row = localY.rounded(.down)
        return Anchor(coordinate: origin.offsetBy(x: Int(column), y: Int(row)),
                      fraction: CGPoint(x: localX - column, y: localY - row))
    }

    /// The tile at the centre of the visible region of the last layout.
    package var centerCoordinate: GridCoordinate? {
        guard let viewport, status == .ready || status == .slotLimitReached else { return nil }
        return coordinate(at: viewport.visibleCenter)
    }

    /// The live tiles' coordinates and slots, in slot order.
    package var liveTiles: [(key: GridCoordinate, slot: Int)] { slots.liveSlots }

    /// The offset that puts `coordinate`'s centre at the visible centre of the last viewport, if
    /// that offset lies inside the current content (so a scroll animation can reach it); nil when
    /// the tile is farther away, or before the first layout.
    ///
    /// - Complexity: O(1).
    package func contentOffset(centering coordinate: GridCoordinate) -> CGPoint? {
        guard let viewport, let horizontalSpan, let verticalSpan,
              let frame = frame(for: coordinate.clamped) else { return nil }
        let offset = CGPoint(
            x: frame.midX - viewport.horizontal.insetBefore - viewport.horizontal.visibleLength / 2,
            y: frame.midY - viewport.vertical.insetBefore - viewport.vertical.visibleLength / 2)
        guard offset.x >= -viewport.horizontal.insetBefore,
              offset.x <= horizontalSpan.contentLength + viewport.horizontal.insetAfter - viewport.horizontal.length,
              offset.y >= -viewport.vertical.insetBefore,
              offset.y <= verticalSpan.contentLength + viewport.vertical.insetAfter - viewport.vertical.length
        else { return nil }
        return offset
    }

    // MARK: Changes

    /// Puts `coordinate`'s centre at the visible centre on the next layout, without animation.
    package mutating func center(on coordinate: GridCoordinate) {
        pendingAnchor = Anchor(coordinate: coordinate)
    }

    /// Changes the tile size, keeping the grid position at the visible centre where it is.
    package mutating func setTileSize(_ size: CGSize) {
        guard size != tileSize else { return }
        if pendingAnchor == nil, let viewport { pendingAnchor = anchor(at: viewport.visibleCenter) }
        tileSize = size
        horizontalSpan = nil
        verticalSpan = nil
    }

    /// Frees every slot; the next layout gives the visible tiles new ones (after a collection
    /// view reloaded its items, say).
    ///
    /// - Returns: the tiles that were alive.
    @discardableResult
    package mutating func removeAllTiles() -> [FreedTile<GridCoordinate>] {
        let removed = slots.liveSlots.map { FreedTile(key: $0.key, slot: $0.slot) }
        slots.removeAll()
        visibleRange = .empty
        isIncomplete = true
        return removed
    }

    /// Whether the next ``layout(_:recenter:)`` with `viewport` places the content afresh (first
    /// layout, new bounds or tile size, ``center(on:)``) and so assigns a new offset.
    package func willPlaceContent(for viewport: GridViewport) -> Bool {
        pendingAnchor != nil || horizontalSpan == nil || verticalSpan == nil || self.viewport?.size != viewport.size
    }

    /// Whether ``layout(_:recenter:)`` with `viewport` may change anything — content, offset or
    /// tiles. Never false when it would; true also when only the visible block moved within the
    /// live ring. Cheap and without side effects, for `shouldInvalidateLayout(forBoundsChange:)`.
    ///
    /// - Complexity: O(1).
    package func needsLayout(for viewport: GridViewport, recenter: Bool = true) -> Bool {
        guard viewport.isUsable else { return false }
        guard hasUsableTileSize else { return !slots.isEmpty || status != .invalidTileSize }
        guard let horizontalSpan, let verticalSpan, self.viewport?.size == viewport.size,
              pendingAnchor == nil, !isIncomplete else { return true }
        let bounds = viewport.bounds
        if recenter, horizontalSpan.jumpPeriods(boundsCenter: bounds.midX) != 0
            || verticalSpan.jumpPeriods(boundsCenter: bounds.midY) != 0 { return true }
        var visible = TileRange.covering(bounds, tileSize: tileSize, origin: origin)
        if visible.count > maximumVisibleTiles { visible = .empty }
        return visible != visibleRange
    }

    // MARK: Layout

    /// Lays out for `viewport`: places the content after a size change, recenters by whole
    /// periods if the bounds' centre left its band, and gives slots to the tiles that became
    /// visible and takes them from tiles more than ``ring`` tiles away.
    ///
    /// - Parameters:
    ///   - viewport: the scroll view's offset, bounds size and adjusted insets, read just now.
    ///   - recenter: false while a programmatic scroll animation runs toward a fixed offset.
    /// - Returns: what the glue must apply, in the order ``TileLayoutUpdate`` describes.
    /// - Complexity: O(1) on frames where the visible tiles do not change, O(live tiles) otherwise.
    package mutating func layout(_ viewport: GridViewport, recenter: Bool = true) -> TileLayoutUpdate<GridCoordinate> {
        guard viewport.isUsable else {
            status = .invalidViewport
            return TileLayoutUpdate(contentSize: contentSize, status: status)
        }
        guard hasUsableTileSize else { return empty(viewport, because: .invalidTileSize) }

        var current = viewport
        var movedAll = false
        var newOffset: CGPoint?

        // 1. A new bounds size (or tile size): new spans, and the anchor goes to the visible centre.
        let resized = horizontalSpan == nil || verticalSpan == nil || self.viewport?.size != viewport.size
        if resized {
            if pendingAnchor == nil, let previous = self.viewport, status == .ready || status == .slotLimitReached {
                pendingAnchor = anchor(at: previous.visibleCenter)
            }
            guard let horizontal = RecenteringSpan.uniform(tileLength: tileSize.width, boundsLength: viewport.size.width),
                  let vertical = RecenteringSpan.uniform(tileLength: tileSize.height, boundsLength: viewport.size.height)
            else { return empty(viewport, because: .tilesTooLarge) }
            horizontalSpan = horizontal
            verticalSpan = vertical
        }
        guard let horizontalSpan, let verticalSpan else { return empty(viewport, because: .tilesTooLarge) }

        // 2. Place the pending anchor (first layout, resize, `center(on:)`, tile-size change).
        if let anchor = pendingAnchor {
            pendingAnchor = nil
            let x = Self.place(anchor.coordinate.x, fraction: anchor.fraction.x, tileLength: tileSize.width,
                               span: horizontalSpan, viewport: current.horizontal)
            let y = Self.place(anchor.coordinate.y, fraction: anchor.fraction.y, tileLength: tileSize.height,
                               span: verticalSpan, viewport: current.vertical)
            origin = GridCoordinate(x: x.origin, y: y.origin)
            current.contentOffset = CGPoint(x: x.offset, y: y.offset)
            newOffset = current.contentOffset
            movedAll = true
        }

        // 3. Recenter by whole periods.
        var jump = CGPoint.zero
        if recenter {
            let bounds = current.bounds
            let periodsX = horizontalSpan.jumpPeriods(boundsCenter: bounds.midX)
            let periodsY = verticalSpan.jumpPeriods(boundsCenter: bounds.midY)
            if periodsX != 0 || periodsY != 0 {
                jump = CGPoint(x: -CGFloat(periodsX) * horizontalSpan.period,
                               y: -CGFloat(periodsY) * verticalSpan.period)
                origin = origin.offsetBy(
                    x: GridCoordinate.saturatingMultiply(periodsX, horizontalSpan.tilesPerPeriod),
                    y: GridCoordinate.saturatingMultiply(periodsY, verticalSpan.tilesPerPeriod))
                current.contentOffset = CGPoint(x: current.contentOffset.x + jump.x,
                                                y: current.contentOffset.y + jump.y)
                newOffset = current.contentOffset
                movedAll = true
                jumpCount += 1
            }
        }
        self.viewport = current

        // 4. Which tiles touch the bounds.
        var visible = TileRange.covering(current.bounds, tileSize: tileSize, origin: origin)
        var newStatus = TileLayoutStatus.ready
        if visible.count > maximumVisibleTiles {
            visible = .empty
            newStatus = .tooManyTiles
        }
        let size = CGSize(width: horizontalSpan.contentLength, height: verticalSpan.contentLength)
        if visible == visibleRange, !movedAll, !isIncomplete, status == newStatus {
            return TileLayoutUpdate(contentSize: size, contentOffset: newOffset, status: status)
        }
        // After a complete layout every tile of its visible range is alive (each was alive or got a
        // slot, and only tiles outside the kept range are freed, which holds the new visible
        // range): those need no look-up below. A look-up hashes the coordinate (~250
        // instructions); on a fling's frame most visible tiles were visible before.
        let knownAlive = isIncomplete ? TileRange.empty : visibleRange
        visibleRange = visible

        // 5. Free the slots of tiles beyond the ring; give slots to newly visible tiles.
        let keep = visible.expanded(by: ring)
        var removed = removedBuffer
        removedBuffer = []
        removed.removeAll(keepingCapacity: true)
        slots.forEachLive { coordinate, slot in
            if !keep.contains(coordinate) { removed.append(FreedTile(key: coordinate, slot: slot)) }
        }
        for tile in removed { slots.remove(tile.key) }
        var added = addedBuffer
        addedBuffer = []
        added.removeAll(keepingCapacity: true)
        isIncomplete = false
        for coordinate in visible where !knownAlive.contains(coordinate) {
            guard let (inserted, slot) = slots.insertReporting(coordinate, slotLimit: slotLimit) else {
                isIncomplete = true
                continue
            }
            if inserted, let frame = frame(for: coordinate) {
                added.append(PlacedTile(key: coordinate, slot: slot, frame: frame))
            }
        }
        if isIncomplete, newStatus == .ready { newStatus = .slotLimitReached }
        status = newStatus
        removedBuffer = removed
        addedBuffer = added
        return TileLayoutUpdate(
            contentSize: size, contentOffset: newOffset, jump: jump, movedAllTiles: movedAll && slots.count > added.count,
            removed: removed, added: added, status: status)
    }

    /// Empties the grid (every tile leaves) and records why.
    private mutating func empty(_ viewport: GridViewport, because reason: TileLayoutStatus) -> TileLayoutUpdate<GridCoordinate> {
        if pendingAnchor == nil, let previous = self.viewport, status == .ready || status == .slotLimitReached {
            pendingAnchor = anchor(at: previous.visibleCenter)
        }
        let removed = slots.liveSlots.map { FreedTile(key: $0.key, slot: $0.slot) }
        slots.removeAll()
        visibleRange = .empty
        horizontalSpan = nil
        verticalSpan = nil
        self.viewport = nil
        status = reason
        return TileLayoutUpdate(contentSize: .zero, removed: removed, status: reason)
    }

    /// Along one axis: the origin and offset that put `fraction` of tile `coordinate` at the
    /// visible centre, with the bounds as near the band's centre as whole tiles allow.
    static func place(
        _ coordinate: Int, fraction: CGFloat, tileLength: CGFloat, span: RecenteringSpan, viewport: ListViewport
    ) -> (origin: Int, offset: CGFloat) {
        let visibleCenterInBounds = viewport.insetBefore + viewport.visibleLength / 2
        let target = span.centeredOffset(boundsLength: viewport.length) + visibleCenterInBounds
        var local = (target / tileLength - fraction).rounded(.down)
        // Tiles so small against the span that the index does not fit: the nearest that does
        // (the offset is then as far from the centre as those sizes make it, never a trap).
        if !local.isFinite { local = 0 }
        local = min(max(local, -CGFloat(GridCoordinate.limit)), CGFloat(GridCoordinate.limit))
        let index = Int(local)
        let offset = (local + fraction) * tileLength - visibleCenterInBounds
        return (GridCoordinate.saturatingAdd(coordinate, -index), offset)
    }
}
