import Foundation

/// Every decision behind an infinite ribbon: a ``TileRibbon`` of tiles along one axis that wraps
/// its data set forever in both directions.
///
/// The ribbon's counterpart of ``TileGridLayout``. Along the axis the content is a few
/// viewports long (``RecenteringSpan/varying(largestTileLength:boundsLength:)``); tile ``origin``
/// starts at content position 0. When the bounds' centre leaves its band, the controller moves
/// the offset back by the exact length of a whole number of tiles and ``origin`` forward by those
/// tiles — Apple's "recenter in `layoutSubviews`" technique, with tile identity kept as an
/// integer. Across the axis the content is exactly as long as the visible region, so the ribbon
/// never scrolls sideways; every tile spans it.
///
/// ```swift
/// var ribbon = TileRibbonLayout(axis: .horizontal, lengths: [120, 80, 200])
/// let update = ribbon.layout(GridViewport(contentOffset: .zero, size: CGSize(width: 390, height: 200)))
/// update.added.map { ribbon.dataIndex(ofTile: $0.key) }    // [2, 0, 1]: item 0 starts mid-screen
/// ribbon.centerDataIndex                                    // 0: item 0 starts in the middle
/// ```
///
/// Bad input never traps: no tiles or only zero-length ones give ``TileLayoutStatus/noData`` and
/// an empty view; a non-finite viewport keeps the last layout.
///
/// - Complexity: ``layout(_:recenter:)`` is O(log n) on frames where the visible tiles do not
///   change, otherwise O(log n + live tiles).
package struct TileRibbonLayout: Sendable {
    /// A continuous position on the ribbon: a tile number and how far along it.
    package struct Anchor: Sendable, Hashable {
        /// The tile number.
        package var tile: Int
        /// How far along the tile, in `0 ... 1`.
        package var fraction: CGFloat

        /// Creates an anchor; the fraction is clamped into `0 ... 1` (non-finite becomes ½).
        package init(tile: Int, fraction: CGFloat = 0.5) {
            self.tile = min(max(tile, -GridCoordinate.limit), GridCoordinate.limit)
            self.fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0.5
        }
    }

    /// The scrolling axis.
    package let axis: InfiniteAxis
    /// The data set's tile lengths, repeated.
    package private(set) var ribbon: TileRibbon
    /// Tiles kept alive beyond the visible ones on each side.
    package let ring: Int
    /// The most tiles the viewport may touch; beyond it the ribbon shows nothing.
    package var maximumVisibleTiles: Int = 10_000
    /// Slots at or above this are never opened.
    package var slotLimit: Int = .max

    /// The tile number that starts at content position 0 along the axis.
    package private(set) var origin: Int = 0
    /// The live tiles (by tile number) and their slots.
    package private(set) var slots = TileSlotMap<Int>()
    /// The tile numbers touching the bounds at the last layout.
    package private(set) var visibleTiles: Range<Int> = 0..<0
    /// The last viewport laid out (after any jump).
    package private(set) var viewport: GridViewport?
    /// The span along the axis for the last bounds length.
    package private(set) var span: RecenteringSpan?
    /// The content's (and every tile's) length across the axis.
    package private(set) var crossLength: CGFloat = 0
    /// Why the ribbon shows nothing, or `.ready`.
    package private(set) var status: TileLayoutStatus = .ready
    /// Recentering jumps made so far.
    package private(set) var jumpCount = 0

    private var pendingAnchor: Anchor?
    private var needsFullReload = false
    private var isIncomplete = false

    /// Creates a ribbon controller; data item `initialIndex` starts at the visible centre after
    /// the first layout (its leading edge there: `fraction` 0).
    package init(axis: InfiniteAxis, lengths: [CGFloat], initialIndex: Int = 0, ring: Int = 1) {
        self.axis = axis
        ribbon = TileRibbon(lengths: lengths)
        self.ring = min(max(ring, 0), 16)
        pendingAnchor = Anchor(tile: initialIndex, fraction: 0)
    }

    // MARK: Queries

    /// The data item tile `tile` shows.
    @inlinable
    package func dataIndex(ofTile tile: Int) -> Int { ribbon.dataIndex(ofTile: tile) }

    /// The frame of tile `tile` in content coordinates, or nil for an empty ribbon or a tile too
    /// far away to express.
    ///
    /// - Complexity: O(1).
    package func frame(ofTile tile: Int) -> CGRect? {
        guard let start = ribbon.distance(fromTile: origin, toTile: tile) else { return nil }
        let length = ribbon.length(ofTile: tile)
        switch axis {
        case .horizontal: return CGRect(x: start, y: 0, width: length, height: crossLength)
        case .vertical: return CGRect(x: 0, y: start, width: crossLength, height: length)
        }
    }

    /// The tile under a content point (along the axis only), or nil.
    package func tile(at point: CGPoint) -> Int? {
        anchor(atPosition: axis == .horizontal ? point.x : point.y)?.tile
    }

    /// The continuous position of a content position along the axis, or nil.
    package func anchor(atPosition position: CGFloat) -> Anchor? {
        guard let tile = ribbon.tile(atDistance: position, fromTile: origin),
              let start = ribbon.distance(fromTile: origin, toTile: tile) else { return nil }
        let length = ribbon.length(ofTile: tile)
        return Anchor(tile: tile, fraction: length > 0 ? (position - start) / length : 0)
    }

    /// The tile at the visible centre of the last layout.
    package var centerTile: Int? {
        guard let viewport, status == .ready || status == .slotLimitReached else { return nil }
        return anchor(atPosition: viewport.along(axis).visibleCenter)?.tile
    }

    /// The data item at the visible centre of the last layout.
    package var centerDataIndex: Int? { centerTile.map(dataIndex(ofTile:)) }

    /// The live tiles' numbers and slots, in slot order.
    package var liveTiles: [(key: Int, slot: Int)] { slots.liveSlots }

    /// The content size of the last layout.
    package var contentSize: CGSize {
        guard let span else { return .zero }
        return axis == .horizontal ? CGSize(width: span.contentLength, height: crossLength)
            : CGSize(width: crossLength, height: span.contentLength)
    }

    /// The tile number showing `dataIndex` nearest to the visible centre (or `dataIndex` itself
    /// before the first layout).
    package func nearestTile(showing dataIndex: Int) -> Int {
        guard ribbon.count > 0 else { return 0 }
        let index = min(max(dataIndex, 0), ribbon.count - 1)
        guard let center = centerTile else { return index }
        let base = center - ribbon.dataIndex(ofTile: center) + index
        return [base - ribbon.count, base, base + ribbon.count].min { ($0 - center).magnitude < ($1 - center).magnitude } ?? base
    }

    /// The offset that centres data item `dataIndex` (its nearest tile) in the visible region, if
    /// it lies inside the current content; nil otherwise or before the first layout.
    package func contentOffset(centeringDataIndex dataIndex: Int) -> CGPoint? {
        guard let viewport, let span, ribbon.count > 0, let frame = frame(ofTile: nearestTile(showing: dataIndex)) else {
            return nil
        }
        let along = viewport.along(axis)
        let position = (axis == .horizontal ? frame.midX : frame.midY) - along.insetBefore - along.visibleLength / 2
        guard position >= -along.insetBefore, position <= span.contentLength + along.insetAfter - along.length else {
            return nil
        }
        var offset = viewport.contentOffset
        if axis == .horizontal { offset.x = position } else { offset.y = position }
        return offset
    }

    // MARK: Changes

    /// Replaces the data set's lengths. Every tile is reloaded on the next layout; the data item
    /// at the visible centre stays there if it still exists.
    package mutating func reload(lengths: [CGFloat]) {
        var anchor = pendingAnchor
        if anchor == nil, let viewport, let current = self.anchor(atPosition: viewport.along(axis).visibleCenter) {
            anchor = current
        }
        let newRibbon = TileRibbon(lengths: lengths)
        if let old = anchor {
            let index = ribbon.dataIndex(ofTile: old.tile)
            anchor = Anchor(tile: index < newRibbon.count ? index : 0, fraction: old.fraction)
        }
        ribbon = newRibbon
        pendingAnchor = anchor
        span = nil
        needsFullReload = true
    }

    /// Puts data item `dataIndex`'s centre at the visible centre on the next layout, without
    /// animation.
    package mutating func center(onDataIndex dataIndex: Int) {
        pendingAnchor = Anchor(tile: nearestTile(showing: dataIndex), fraction: 0.5)
    }

    // MARK: Layout

    /// Lays out for `viewport`; see ``TileGridLayout/layout(_:recenter:)``.
    ///
    /// - Complexity: O(log n) when the visible tiles do not change, else O(log n + live tiles).
    package mutating func layout(_ viewport: GridViewport, recenter: Bool = true) -> TileLayoutUpdate<Int> {
        guard viewport.isUsable else {
            status = .invalidViewport
            return TileLayoutUpdate(contentSize: contentSize, status: status)
        }
        guard !ribbon.isEmpty else { return empty(because: .noData) }

        var current = viewport
        var movedAll = false
        var newOffset: CGPoint?
        let along = viewport.along(axis)
        let across = viewport.across(axis)

        let resized = span == nil || self.viewport?.size != viewport.size
            || crossLength != across.visibleLength
        if resized {
            if pendingAnchor == nil, let previous = self.viewport, status == .ready || status == .slotLimitReached {
                pendingAnchor = anchor(atPosition: previous.along(axis).visibleCenter)
            }
            guard let newSpan = RecenteringSpan.varying(largestTileLength: ribbon.largestLength, boundsLength: along.length)
            else { return empty(because: .tilesTooLarge) }
            span = newSpan
            crossLength = across.visibleLength
            movedAll = true
        }
        guard let span else { return empty(because: .tilesTooLarge) }

        var removed: [FreedTile<Int>] = []
        if needsFullReload {
            needsFullReload = false
            removed = slots.liveSlots.map { FreedTile(key: $0.key, slot: $0.slot) }
            slots.removeAll()
            visibleTiles = 0..<0
        }

        // Place the pending anchor so that it is at the visible centre, the bounds near the band.
        if let anchor = pendingAnchor {
            pendingAnchor = nil
            let centerInBounds = along.insetBefore + along.visibleLength / 2
            let target = span.centeredOffset(boundsLength: along.length) + centerInBounds
            let lead = ribbon.length(ofTile: anchor.tile) * anchor.fraction
            if let first = ribbon.tile(atDistance: lead - target, fromTile: anchor.tile),
               let start = ribbon.distance(fromTile: first, toTile: anchor.tile) {
                origin = first
                let position = start + lead - centerInBounds
                var offset = current.contentOffset
                if axis == .horizontal {
                    offset = CGPoint(x: position, y: -across.insetBefore)
                } else {
                    offset = CGPoint(x: -across.insetBefore, y: position)
                }
                current.contentOffset = offset
                newOffset = offset
                movedAll = true
            }
        }

        // Recenter by whole tiles, as near a whole number of periods as tiles allow.
        var jump = CGPoint.zero
        if recenter {
            let start = current.along(axis).offset
            let periods = span.jumpPeriods(boundsCenter: start + along.length / 2)
            if periods != 0, let shift = wholeTileShift(near: CGFloat(periods) * span.period) {
                origin = shift.tile
                if axis == .horizontal { jump.x = -shift.distance } else { jump.y = -shift.distance }
                current.contentOffset = CGPoint(x: current.contentOffset.x + jump.x, y: current.contentOffset.y + jump.y)
                newOffset = current.contentOffset
                movedAll = true
                jumpCount += 1
            }
        }
        self.viewport = current

        // Which tiles touch the bounds.
        let start = current.along(axis).offset
        var visible = crossLength > 0
            ? (ribbon.tiles(from: start, to: start + along.length, fromTile: origin) ?? 0..<0) : 0..<0
        var newStatus = TileLayoutStatus.ready
        if visible.count > maximumVisibleTiles {
            visible = 0..<0
            newStatus = .tooManyTiles
        }
        let size = contentSize
        if visible == visibleTiles, !movedAll, !isIncomplete, removed.isEmpty, status == newStatus {
            return TileLayoutUpdate(contentSize: size, contentOffset: newOffset, status: status)
        }
        visibleTiles = visible

        let keep = visible.isEmpty ? 0..<0
            : GridCoordinate.saturatingAdd(visible.lowerBound, -ring)..<GridCoordinate.saturatingAdd(visible.upperBound, ring)
        var leaving: [FreedTile<Int>] = []
        slots.forEachLive { tile, slot in
            if !keep.contains(tile) { leaving.append(FreedTile(key: tile, slot: slot)) }
        }
        for tile in leaving { slots.remove(tile.key) }
        removed += leaving
        var added: [PlacedTile<Int>] = []
        isIncomplete = false
        for tile in visible where ribbon.length(ofTile: tile) > 0 && !slots.contains(tile) {
            guard let slot = slots.insert(tile, slotLimit: slotLimit) else {
                isIncomplete = true
                continue
            }
            if let frame = frame(ofTile: tile) { added.append(PlacedTile(key: tile, slot: slot, frame: frame)) }
        }
        if isIncomplete, newStatus == .ready { newStatus = .slotLimitReached }
        status = newStatus
        return TileLayoutUpdate(
            contentSize: size, contentOffset: newOffset, jump: jump, movedAllTiles: movedAll && slots.count > added.count,
            removed: removed, added: added, status: status)
    }

    /// The tile whose start is nearest `distance` after ``origin``'s start, and that exact distance.
    private func wholeTileShift(near distance: CGFloat) -> (tile: Int, distance: CGFloat)? {
        guard let covering = ribbon.tile(atDistance: distance, fromTile: origin),
              let before = ribbon.distance(fromTile: origin, toTile: covering),
              let after = ribbon.distance(fromTile: origin, toTile: covering + 1) else { return nil }
        let choice = (distance - before) <= (after - distance) ? (covering, before) : (covering + 1, after)
        return choice.1 == 0 ? nil : (choice.0, choice.1)
    }

    private mutating func empty(because reason: TileLayoutStatus) -> TileLayoutUpdate<Int> {
        if pendingAnchor == nil, let previous = viewport, status == .ready || status == .slotLimitReached {
            pendingAnchor = anchor(atPosition: previous.along(axis).visibleCenter)
        }
        let removed = slots.liveSlots.map { FreedTile(key: $0.key, slot: $0.slot) }
        slots.removeAll()
        visibleTiles = 0..<0
        span = nil
        viewport = nil
        needsFullReload = false
        status = reason
        return TileLayoutUpdate(contentSize: .zero, removed: removed, status: reason)
    }
}
