import Foundation

/// The decisions of `InfiniteGridLayout` — a `UICollectionViewLayout` whose items are the slots
/// of a ``TileGridLayout`` — as values the layout applies.
///
/// UIKit drives a collection-view layout through a fixed protocol; each of its calls maps to one
/// method here:
///
/// | `UICollectionViewLayout` | controller |
/// |---|---|
/// | `numberOfItems` (the data source's count) | ``itemCount(boundsSize:screenSize:)`` |
/// | `prepare()` | ``prepare(itemCount:viewport:)`` → offset to assign, reload to request |
/// | `shouldInvalidateLayout(forBoundsChange:)` | ``shouldInvalidate(forBoundsChange:surface:)`` |
/// | `invalidationContext(forBoundsChange:)` | ``invalidation(forBoundsChange:)`` → `contentOffsetAdjustment`, ``invalidatedSlots`` |
/// | `layoutAttributesForElements(in:)` / `…ForItem(at:)` | ``forEachTile(in:_:)`` / ``itemFrame(ofSlot:)`` |
/// | `targetContentOffset(forProposedContentOffset:)` | ``targetContentOffset(proposed:)`` |
///
/// ```swift
/// let controller = GridLayoutController(tileSize: CGSize(width: 100, height: 100))
/// let preparation = controller.prepare(itemCount: 60, viewport: viewport)
/// preparation.contentOffset      // where the first layout centres the initial tile
/// if controller.shouldInvalidate(forBoundsChange: next, surface: collectionView) {
///     let invalidation = controller.invalidation(forBoundsChange: next)
///     invalidation.contentOffsetAdjustment   // whole tiles when the centre left its band
///     controller.invalidatedSlots                // the items whose tiles changed, each once
/// }
/// ```
///
/// Recentering belongs to bounds changes (it moves the offset by whole tiles through
/// `contentOffsetAdjustment`, momentum kept); `prepare()` moves the offset only when it places the
/// content afresh (first layout, new size or tile size, a jump to a far tile) — never snapping it
/// back on every invalidation. An animated `scrollTo` suspends recentering until it is over
/// (``ProgrammaticScroll``); when it arrives within half a point, the controller stops the animation
/// exactly on its target on the next turn of the run loop (outside UIKit's bounds change) and
/// recentering resumes only then, so no `contentOffsetAdjustment` is ever applied to a running
/// animation (what UIKit does to a running animation when the offset moves is unknown without a
/// device).
///
/// - Complexity: every bounds change costs the layout's own plus O(changed tiles); it
///   allocates nothing once the slot buffers reached their steady size (the invalidated slots are
///   refilled in place and de-duplicated with a generation-stamped mark per slot).
@MainActor
package final class GridLayoutController {
    /// The values `prepare()` applies.
    package struct Preparation: Equatable {
        /// The offset to assign through the `contentOffset` property (a fresh placement), or nil.
        package var contentOffset: CGPoint?
        /// Whether to reload the collection view once, on the next turn of the run loop (more
        /// tiles are visible than the data source reports items).
        package var requestsReload: Bool
    }

    /// The values `invalidationContext(forBoundsChange:)` applies.
    package struct Invalidation: Equatable {
        /// The context's `contentOffsetAdjustment`: a recentering jump by whole tiles, or nil.
        package var contentOffsetAdjustment: CGPoint?
    }

    /// The decisions; read them for queries (centre, slots, frames).
    package private(set) var layout: TileGridLayout
    /// The animated `scrollTo` that runs, if any.
    package private(set) var programmaticScroll = ProgrammaticScroll()
    /// The status last reported (``onStatusChange`` is called when it changes).
    package private(set) var reportedStatus = TileLayoutStatus.ready
    /// Called when the layout status changes (the layout prints the message in debug builds).
    package var onStatusChange: (@MainActor (TileLayoutStatus) -> Void)?
    /// The slots whose items the last ``invalidation(forBoundsChange:)`` invalidated, each once.
    package private(set) var invalidatedSlots: [Int] = []

    private let scheduler: any MainScheduler
    /// An arrived animation's stop is scheduled; recentering waits for it.
    private var isStoppingAnimation = false
    private var knownItemCount = -1
    private var reloadRequested = false
    private var slotMarks: [UInt32] = []
    private var markGeneration: UInt32 = 0

    /// Creates a controller; `scheduler` runs the stop of an arrived animation outside layout.
    package init(tileSize: CGSize, initialCoordinate: GridCoordinate = .zero, scheduler: any MainScheduler) {
        layout = TileGridLayout(tileSize: tileSize, initialCoordinate: initialCoordinate)
        self.scheduler = scheduler
    }

    /// Whether bounds changes may recenter: no animated `scrollTo` runs or is being stopped.
    package var recenters: Bool { !programmaticScroll.isRunning && !isStoppingAnimation }

    // MARK: Items

    /// The item count section 0 must report: the most tiles that can be alive at once in a
    /// square as wide as the longer side of the bounds and the screen (so rotation never needs
    /// more), capped at the layout's ``TileGridLayout/maximumVisibleTiles``.
    package func itemCount(boundsSize: CGSize, screenSize: CGSize) -> Int {
        let side = max(boundsSize.width, boundsSize.height, screenSize.width, screenSize.height)
        let count = TileRange.maximumCount(
            viewportSize: CGSize(width: side, height: side), tileSize: layout.tileSize, ring: layout.ring)
        return min(count, layout.maximumVisibleTiles)
    }

    /// The frame of the item in `slot`: its tile's frame, or nil for a free slot (show it hidden
    /// at ``hiddenItemFrame``, so UIKit never gets nil for an item it was told exists).
    package func itemFrame(ofSlot slot: Int) -> CGRect? {
        layout.slots.key(inSlot: slot).flatMap { layout.frame(for: $0) }
    }

    /// The frame of a hidden free slot: a tile's size at the origin (zero for an unusable size).
    package var hiddenItemFrame: CGRect {
        CGRect(origin: .zero, size: layout.hasUsableTileSize ? layout.tileSize : .zero)
    }

    /// Calls `body` with the slot and frame of every live tile whose frame intersects `rect`.
    package func forEachTile(in rect: CGRect, _ body: (Int, CGRect) -> Void) {
        layout.slots.forEachLive { coordinate, slot in
            guard let frame = layout.frame(for: coordinate), frame.intersects(rect) else { return }
            body(slot, frame)
        }
    }

    /// The offset to keep when UIKit proposes one of its own (after updates, rotation, a layout
    /// change): where the grid put the content, or the proposal before the first layout.
    package func targetContentOffset(proposed: CGPoint) -> CGPoint {
        layout.viewport?.contentOffset ?? proposed
    }

    // MARK: Changes

    /// Changes the tile size, keeping the grid position at the visible centre (then invalidate).
    package func setTileSize(_ size: CGSize) {
        layout.setTileSize(size)
    }

    /// `initialCoordinate` set later: scrolling stops and the next layout centres `coordinate`
    /// (then invalidate).
    package func center<Surface: ScrollSurface>(on coordinate: GridCoordinate, surface: Surface?) {
        programmaticScroll.cancel()
        isStoppingAnimation = false
        if let surface { surface.setContentOffset(surface.contentOffset, animated: false) }
        layout.center(on: coordinate)
    }

    /// `scrollTo(_:animated:)`: animated through the surface when the tile is within the current
    /// content (recentering waits until it is over), otherwise at once (`invalidate` then lays
    /// out again). Without a surface (no collection view yet) the first layout centres it.
    package func scroll<Surface: ScrollSurface>(
        to coordinate: GridCoordinate, animated: Bool, surface: Surface?, invalidate: () -> Void
    ) {
        guard let surface else {
            layout.center(on: coordinate)
            return
        }
        surface.layoutIfNeeded()
        if animated, let target = layout.contentOffset(centering: coordinate) {
            programmaticScroll.begin(toward: target)
            surface.setContentOffset(target, animated: true)
        } else {
            programmaticScroll.cancel()
            isStoppingAnimation = false
            surface.setContentOffset(surface.contentOffset, animated: false)
            layout.center(on: coordinate)
            invalidate()
            surface.layoutIfNeeded()
        }
    }

    // MARK: Layout

    /// `prepare()`: a changed item count (a reload) frees every slot; the slot limit follows the
    /// count; a fresh placement assigns an offset (never while an animated `scrollTo` runs); the
    /// first time the slots run short, one reload is requested.
    package func prepare(itemCount: Int, viewport: GridViewport) -> Preparation {
        if itemCount != knownItemCount {
            knownItemCount = itemCount
            reloadRequested = false
            layout.removeAllTiles()
        }
        layout.slotLimit = max(itemCount, 0)
        let placing = layout.willPlaceContent(for: viewport)
        let update = layout.layout(viewport, recenter: placing && recenters)
        var preparation = Preparation(contentOffset: nil, requestsReload: false)
        if let offset = update.contentOffset, offset != viewport.contentOffset { preparation.contentOffset = offset }
        if update.status == .slotLimitReached, !reloadRequested {
            reloadRequested = true
            preparation.requestsReload = true
        }
        report(update.status)
        return preparation
    }

    /// `shouldInvalidateLayout(forBoundsChange:)`: ends an animated `scrollTo` that is over
    /// (``ProgrammaticScroll``; an arrived one is stopped on its target on the next turn of the
    /// run loop), then whether the bounds change may alter content, offset or tiles.
    package func shouldInvalidate<Surface: ScrollSurface>(forBoundsChange viewport: GridViewport, surface: Surface) -> Bool {
        let userIsScrolling = surface.isUserScrolling
        if userIsScrolling { isStoppingAnimation = false }
        let ending = programmaticScroll.update(offset: viewport.contentOffset, userIsScrolling: userIsScrolling)
        if case .arrived(let target) = ending { scheduleStop(at: target, on: surface) }
        return layout.needsLayout(for: viewport, recenter: recenters)
    }

    /// `invalidationContext(forBoundsChange:)`: lays out for the new bounds; a recentering jump
    /// becomes the `contentOffsetAdjustment`, and ``invalidatedSlots`` lists the items whose tiles
    /// left, arrived or (after a jump) moved, each once.
    package func invalidation(forBoundsChange viewport: GridViewport) -> Invalidation {
        let update = layout.layout(viewport, recenter: recenters)
        var invalidation = Invalidation(contentOffsetAdjustment: nil)
        if let offset = update.contentOffset {
            invalidation.contentOffsetAdjustment = CGPoint(x: offset.x - viewport.contentOffset.x,
                                                           y: offset.y - viewport.contentOffset.y)
        }
        beginInvalidatedSlots()
        for freed in update.removed { invalidate(slot: freed.slot) }
        for placed in update.added { invalidate(slot: placed.slot) }
        if update.movedAllTiles {
            layout.slots.forEachLive { _, slot in invalidate(slot: slot) }
        }
        report(update.status)
        return invalidation
    }

    // MARK: Helpers

    /// Stops an arrived animation exactly on `target`, outside the bounds change, unless the user
    /// took over or a new scroll started meanwhile; recentering resumes after it.
    private func scheduleStop<Surface: ScrollSurface>(at target: CGPoint, on surface: Surface) {
        isStoppingAnimation = true
        scheduler.async { [weak self, weak surface] in
            guard let self, self.isStoppingAnimation else { return }
            self.isStoppingAnimation = false
            guard let surface, !surface.isUserScrolling, !self.programmaticScroll.isRunning else { return }
            surface.setContentOffset(target, animated: false)
        }
    }

    private func beginInvalidatedSlots() {
        invalidatedSlots.removeAll(keepingCapacity: true)
        if markGeneration == .max {
            markGeneration = 0
            for index in slotMarks.indices { slotMarks[index] = 0 }
        }
        markGeneration += 1
    }

    private func invalidate(slot: Int) {
        guard slot >= 0 else { return }
        if slot >= slotMarks.count { slotMarks.append(contentsOf: repeatElement(0, count: slot - slotMarks.count + 1)) }
        guard slotMarks[slot] != markGeneration else { return }
        slotMarks[slot] = markGeneration
        invalidatedSlots.append(slot)
    }

    private func report(_ status: TileLayoutStatus) {
        guard status != reportedStatus else { return }
        reportedStatus = status
        onStatusChange?(status)
    }
}
