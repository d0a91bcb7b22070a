import Foundation

/// Runs a tiled scroll view — the 2-D grid or the ribbon — on its surface: lays the tiles out in
/// `layoutSubviews`, scrolls to an item, reloads, and reports the layout status.
///
/// The view (`InfiniteGridView`, `InfiniteScrollView`, the host's tiled view) owns the controller and
/// forwards its events; the controller decides, the ``TiledLayout`` computes, and the
/// ``TileSurface`` applies: content size, recentering jumps assigned through the `contentOffset`
/// property (momentum kept), tile views moved, recycled and placed through one
/// ``TileViewStore``. The data source is passed in as a non-escaping closure, so no reference
/// cycle exists and nothing is allocated per frame.
///
/// ```swift
/// // InfiniteGridView
/// open override func layoutSubviews() {
///     super.layoutSubviews()
///     controller.layoutTiles(on: self) { coordinate in dataSource?.gridView(self, viewForTileAt: coordinate) }
/// }
/// public func scrollTo(_ coordinate: GridCoordinate, animated: Bool) {
///     controller.scroll(to: coordinate, animated: animated, on: self)
/// }
/// ```
///
/// An animated programmatic scroll goes through the surface (`setContentOffset(_:animated: true)`)
/// and recentering waits while it runs, so the animation is not shifted under its own feet; it
/// resumes on the first layout after the animation reached its target, or at once when the user
/// begins dragging (``userDidBeginDragging(on:)``).
///
/// - Complexity: ``layoutTiles(on:viewForTile:)`` costs the layout's own plus O(1) per
///   tile that arrived or left (O(live tiles) after a jump); it allocates nothing once the
///   controller's and the store's buffers reached their steady size (the grid's do).
@MainActor
package final class TileScrollController<Surface: TileSurface, Layout: TiledLayout> {
    /// The decisions; read them for queries (centre, live tiles, frames).
    package private(set) var layout: Layout
    /// The live tiles' views and the reuse pool.
    package private(set) var store = TileViewStore<Surface.TileView>()
    /// The animated programmatic scroll that runs, if any; recentering waits while it does.
    package private(set) var programmaticScroll = ProgrammaticScroll()
    /// The status last reported (``onStatusChange`` is called when it changes).
    package private(set) var reportedStatus = TileLayoutStatus.ready
    /// Called when the layout status changes (the UIKit views print the message in debug builds).
    package var onStatusChange: (@MainActor (TileLayoutStatus) -> Void)?
    private var isApplyingLayout = false
    /// The content size the live tiles were placed for (a mirrored layout moves them when it changes).
    private var laidOutContentSize = CGSize.zero

    /// Creates a controller acting on `layout`'s decisions.
    package init(layout: Layout) {
        self.layout = layout
    }

    // MARK: Tiles

    /// A recycled tile view of exactly `type`, or nil (then the data source makes a new one).
    package func dequeueReusableTileView<Requested: AnyObject>(ofType type: Requested.Type) -> Requested? {
        store.dequeue(ofType: type)
    }

    /// The view showing tile `key`, if that tile is alive and has one.
    package func tileView(forTile key: Layout.Key) -> Surface.TileView? {
        layout.slots.slot(for: key).flatMap { store.view(inSlot: $0) }
    }

    /// Calls `body` for every live tile (key, slot, view) in slot order, without allocating.
    package func forEachLiveTile(_ body: (Layout.Key, Int, Surface.TileView?) -> Void) {
        layout.slots.forEachLive { key, slot in body(key, slot, store.view(inSlot: slot)) }
    }

    /// The item under a point in the surface's content (a tap), or nil.
    package func item(at point: CGPoint, on surface: Surface) -> Layout.Item? {
        var reading = point
        reading.x = mirror(surface).position(point.x)
        return layout.tile(at: reading).map { layout.item(ofTile: $0) }
    }

    /// The item under a point in the layout's own (reading) coordinates, or nil.
    package func item(at point: CGPoint) -> Layout.Item? {
        layout.tile(at: point).map { layout.item(ofTile: $0) }
    }

    // MARK: Right to left

    /// Reading coordinates: in a right-to-left view the layout is reflected in the
    /// content's width (tile x + 1 on tile x's left); a `UIScrollView` mirrors nothing by itself.
    /// The identity otherwise.
    package func mirror(_ surface: Surface) -> ReadingMirror {
        guard surface.infiniteLayoutDirection == .rightToLeft else { return .identity }
        return ReadingMirror(isMirrored: true, contentWidth: surface.contentSize.width, boundsWidth: surface.viewportSize.width)
    }

    /// The surface's viewport in reading coordinates (mirrored: the right inset comes first).
    private func readingViewport(_ surface: Surface) -> GridViewport {
        var viewport = surface.gridViewport
        let mirror = mirror(surface)
        guard mirror.isMirrored else { return viewport }
        viewport.horizontal.offset = mirror.offset(viewport.horizontal.offset)
        swap(&viewport.horizontal.insetBefore, &viewport.horizontal.insetAfter)
        return viewport
    }

    /// A reading-coordinate offset as the surface's `contentOffset`.
    private func contentOffset(_ reading: CGPoint, _ surface: Surface) -> CGPoint {
        CGPoint(x: mirror(surface).offset(reading.x), y: reading.y)
    }

    // MARK: Layout

    /// `layoutSubviews`: lays the tiles out for the surface's current viewport and asks
    /// `viewForTile` for the view of every tile that arrived. Re-entrant calls (a layout pass
    /// triggered while applying one) are ignored.
    package func layoutTiles(on surface: Surface, viewForTile: (Layout.Item) -> Surface.TileView?) {
        guard !isApplyingLayout else { return }
        isApplyingLayout = true
        defer { isApplyingLayout = false }
        endProgrammaticScrollIfOver(on: surface)
        let update = layout.layout(readingViewport(surface), recenter: !programmaticScroll.isRunning)
        if surface.contentSize != update.contentSize {
            // Mirrored, a new width moves every tile: keep the reading offset.
            let reading = readingViewport(surface).contentOffset
            surface.contentSize = update.contentSize
            if update.contentOffset == nil, mirror(surface).isMirrored { surface.assignContentOffset(contentOffset(reading, surface)) }
        }
        if let offset = update.contentOffset { surface.assignContentOffset(contentOffset(offset, surface)) }   // momentum kept
        let mirror = mirror(surface)
        for freed in update.removed { store.recycle(slot: freed.slot, from: surface) }
        if update.movedAllTiles || mirror.isMirrored && update.contentSize != laidOutContentSize {
            layout.slots.forEachLive { key, slot in
                if let view = store.view(inSlot: slot), let frame = layout.frame(ofTile: key) {
                    surface.moveTile(view, to: mirror.rect(frame))
                }
            }
        }
        laidOutContentSize = update.contentSize
        for placed in update.added {
            let view = viewForTile(layout.item(ofTile: placed.key))
            store.place(view, inSlot: placed.slot, frame: mirror.rect(placed.frame), on: surface)
        }
        store.poolLimit = layout.reusePoolLimit(viewportSize: surface.viewportSize)
        report(update.status)
    }

    /// Asks `viewForTile` again for every live tile's view (`reloadData`: recycled first, so the
    /// data source may dequeue them), then asks for a layout.
    package func reloadTiles(on surface: Surface, viewForTile: (Layout.Item) -> Surface.TileView?) {
        let mirror = mirror(surface)
        for tile in layout.slots.liveSlots {
            store.recycle(slot: tile.slot, from: surface)
            guard let frame = layout.frame(ofTile: tile.key) else { continue }
            let view = viewForTile(layout.item(ofTile: tile.key))
            store.place(view, inSlot: tile.slot, frame: mirror.rect(frame), on: surface)
        }
        surface.setNeedsLayout()
    }

    /// Lets `change` alter the decisions (a new tile size, new lengths), then asks for a layout.
    package func update(on surface: Surface, _ change: (inout Layout) -> Void) {
        change(&layout)
        surface.setNeedsLayout()
    }

    // MARK: Scrolling

    /// Scrolls so that `item` is at the visible centre: animated only when the controller can
    /// reach it within the current content, otherwise at once. Any momentum stops.
    package func scroll(to item: Layout.Item, animated: Bool, on surface: Surface) {
        surface.layoutIfNeeded()
        if animated, let reading = layout.contentOffset(centering: item) {
            let target = contentOffset(reading, surface)
            programmaticScroll.begin(toward: target)
            surface.setContentOffset(target, animated: true)
        } else {
            stopScrolling(on: surface)
            layout.center(on: item)
            surface.setNeedsLayout()
            surface.layoutIfNeeded()
        }
    }

    /// The user began dragging (the pan gesture recognizer began): an animated scroll that runs
    /// is over, and the recentering it held back happens now, in a layout before the drag's
    /// first movement. A fast fling moves hundreds of points in its first frame, from wherever the
    /// animation left the view — possibly in the margin past the recentering band, short of the
    /// content's edge. Without a running animation it does nothing (the layouts that follow the
    /// drag's movement recenter as usual).
    ///
    /// ```swift
    /// // InfiniteGridView: panGestureRecognizer.addTarget(self, action: #selector(handlePan(_:)))
    /// @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
    ///     if pan.state == .began { controller.userDidBeginDragging(on: self) }
    /// }
    /// ```
    ///
    /// - Complexity: one layout (``layoutTiles(on:viewForTile:)``) when an animation ran; O(1) otherwise.
    package func userDidBeginDragging(on surface: Surface) {
        guard programmaticScroll.isRunning else { return }
        programmaticScroll.cancel()
        surface.setNeedsLayout()
        surface.layoutIfNeeded()
    }

    /// Puts `item` at the visible centre on the next layout (`initialCoordinate` set later): any
    /// momentum or programmatic animation stops, so the view comes to rest there.
    package func center(on item: Layout.Item, on surface: Surface) {
        stopScrolling(on: surface)
        layout.center(on: item)
        surface.setNeedsLayout()
    }

    /// Replaces the controller (the ribbon's axis changed): scrolling stops and every tile view is
    /// recycled.
    package func replaceLayout(with layout: Layout, on surface: Surface) {
        stopScrolling(on: surface)
        store.recycleAll(from: surface)
        self.layout = layout
        surface.setNeedsLayout()
    }

    // MARK: Helpers

    /// Ends a programmatic scroll when it is over (``ProgrammaticScroll/update(offset:userIsScrolling:)``),
    /// before the layout may recenter. On arrival the animation is stopped exactly there with
    /// `setContentOffset(target, animated: false)`, so no recentering jump ever happens while an
    /// animation runs, whatever UIKit does to a running animation when the offset is assigned
    /// (unknown without a device).
    private func endProgrammaticScrollIfOver(on surface: Surface) {
        let ending = programmaticScroll.update(offset: surface.contentOffset, userIsScrolling: surface.isUserScrolling)
        if case .arrived(let target) = ending { surface.setContentOffset(target, animated: false) }
    }

    /// Stops momentum and any programmatic animation (`setContentOffset(offset, animated: false)`).
    private func stopScrolling(on surface: Surface) {
        programmaticScroll.cancel()
        surface.setContentOffset(surface.contentOffset, animated: false)
    }

    private func report(_ status: TileLayoutStatus) {
        guard status != reportedStatus else { return }
        reportedStatus = status
        onStatusChange?(status)
    }
}

extension TileScrollController where Layout == TileRibbonLayout {
    /// Reads the data set again — `count` tiles (a negative count is 0) of `lengthOfTile(i)` —
    /// and reloads every tile on the next layout; the item at the centre stays there if it exists.
    ///
    /// - Complexity: O(count) calls of `lengthOfTile`.
    package func reloadRibbon(count: Int, on surface: Surface, lengthOfTile: (Int) -> CGFloat) {
        let count = max(0, count)
        var lengths: [CGFloat] = []
        lengths.reserveCapacity(count)
        for index in 0..<count { lengths.append(lengthOfTile(index)) }
        update(on: surface) { $0.reload(lengths: lengths) }
    }

    /// Changes the scrolling axis: scrolling stops, every tile view is recycled, and the data item
    /// at the visible centre is centred along the new axis (item 0 before the first layout). Read
    /// the data again with ``reloadRibbon(count:on:lengthOfTile:)``: lengths may depend on the axis.
    ///
    /// ```swift
    /// ribbon.centerIndex                  // 3
    /// controller.setAxis(.vertical, on: ribbon)
    /// controller.reloadRibbon(count: n, on: ribbon) { lengths[$0] }
    /// ribbon.centerIndex                  // 3, now vertically centred
    /// ```
    ///
    /// - Returns: whether the axis changed (then the data must be read again).
    @discardableResult
    package func setAxis(_ axis: InfiniteAxis, on surface: Surface) -> Bool {
        guard axis != layout.axis else { return false }
        let centre = layout.centerDataIndex
        var ribbon = TileRibbonLayout(axis: axis, lengths: layout.ribbon.lengths, initialIndex: centre ?? 0)
        if let centre { ribbon.center(onDataIndex: centre) }
        replaceLayout(with: ribbon, on: surface)
        return true
    }
}

extension TileScrollController where Layout == TileGridLayout {
    /// Changes the tile size, keeping the grid position at the visible centre.
    package func setTileSize(_ size: CGSize, on surface: Surface) {
        update(on: surface) { $0.setTileSize(size) }
    }
}
