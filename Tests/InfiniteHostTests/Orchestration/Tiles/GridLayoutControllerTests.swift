import Foundation
import InfiniteProxy
import Testing
@testable import InfiniteHost

/// A headless collection view with a custom layout, reduced to what `InfiniteGridLayout` uses:
/// one section of `itemCount` items; every bounds change asks the layout
/// `shouldInvalidateLayout(forBoundsChange:)` and, if so, `invalidationContext(forBoundsChange:)`,
/// whose `contentOffsetAdjustment` moves the offset (momentum kept — a guess: UIKit documents the
/// adjustment, not its effect on a fling); a layout pass calls `prepare()`; a requested reload
/// runs on the next frame with the count the layout asks for.
private final class GridLayoutCollectionModel: HostScrollView {
    let controller: GridLayoutController
    let runLoop = HostRunLoop()
    var itemCount = 0
    private(set) var invalidatedItems = 0
    private(set) var reloads = 0
    private var pendingReload = false
    private var isAdjusting = false

    init(viewportSize: CGSize, tileSize: CGSize, initial: GridCoordinate = .zero) {
        controller = GridLayoutController(tileSize: tileSize, initialCoordinate: initial, scheduler: runLoop)
        super.init(viewportSize: viewportSize)
        itemCount = controller.itemCount(boundsSize: viewportSize, screenSize: .zero)
    }

    override func didScroll() {
        guard !isAdjusting else { return }
        let viewport = gridViewport
        guard controller.shouldInvalidate(forBoundsChange: viewport, surface: self) else { return }
        let invalidation = controller.invalidation(forBoundsChange: viewport)
        invalidatedItems += controller.invalidatedSlots.count
        #expect(Set(controller.invalidatedSlots).count == controller.invalidatedSlots.count)
        if let adjustment = invalidation.contentOffsetAdjustment {
            isAdjusting = true
            assignContentOffset(CGPoint(x: contentOffset.x + adjustment.x, y: contentOffset.y + adjustment.y))
            isAdjusting = false
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        if pendingReload {
            pendingReload = false
            reloads += 1
            itemCount = controller.itemCount(boundsSize: viewportSize, screenSize: .zero)
        }
        let preparation = controller.prepare(itemCount: itemCount, viewport: gridViewport)
        if contentSize != controller.layout.contentSize { contentSize = controller.layout.contentSize }
        if let offset = preparation.contentOffset { assignContentOffset(offset) }
        if preparation.requestsReload { pendingReload = true }
    }

    /// One frame: the run loop's queued work (a requested stop), then the scroll view's frame.
    func tick() {
        runLoop.advance(by: 1.0 / 60.0)
        step()
    }

    /// Every live tile has a slot below the item count; the visible tiles are all alive.
    func expectConsistent(sourceLocation: SourceLocation = #_sourceLocation) {
        var live = 0
        controller.forEachTile(in: CGRect(origin: .zero, size: contentSize)) { slot, _ in
            live += 1
            #expect(slot < itemCount, sourceLocation: sourceLocation)
        }
        let visible = TileRange.covering(bounds, tileSize: controller.layout.tileSize, origin: controller.layout.origin)
        for coordinate in visible {
            #expect(controller.layout.slots.contains(coordinate), "\(coordinate) not alive", sourceLocation: sourceLocation)
        }
        #expect(live == controller.layout.slots.count, sourceLocation: sourceLocation)
    }
}

@Suite struct GridLayoutControllerTests {
    private let phone = CGSize(width: 390, height: 844)
    private let tile = CGSize(width: 100, height: 100)

    private let surface = HostScrollView(viewportSize: CGSize(width: 390, height: 844))

    private func viewport(_ offset: CGPoint, _ size: CGSize = CGSize(width: 390, height: 844)) -> GridViewport {
        GridViewport(contentOffset: offset, size: size)
    }

    // MARK: Unit

    /// The item count covers a square as wide as the longest side of bounds and screen.
    @Test func itemCountCoversRotation() {
        let controller = GridLayoutController(tileSize: tile, scheduler: HostRunLoop())
        let square = TileRange.maximumCount(viewportSize: CGSize(width: 844, height: 844), tileSize: tile, ring: 1)
        #expect(controller.itemCount(boundsSize: phone, screenSize: .zero) == square)
        #expect(controller.itemCount(boundsSize: CGSize(width: 300, height: 300), screenSize: CGSize(width: 844, height: 390)) == square)
        let tiny = GridLayoutController(tileSize: CGSize(width: 1, height: 1), scheduler: HostRunLoop())
        #expect(tiny.itemCount(boundsSize: phone, screenSize: .zero) == tiny.layout.maximumVisibleTiles)
    }

    /// The first `prepare` places the initial tile at the visible centre; later ones leave the
    /// offset alone; `targetContentOffset` keeps the grid's offset once laid out.
    @Test func prepareAssignsAnOffsetOnlyWhenPlacing() throws {
        let controller = GridLayoutController(tileSize: tile, initialCoordinate: GridCoordinate(x: 7, y: -3), scheduler: HostRunLoop())
        #expect(controller.targetContentOffset(proposed: CGPoint(x: 1, y: 2)) == CGPoint(x: 1, y: 2))
        let count = controller.itemCount(boundsSize: phone, screenSize: .zero)
        let first = controller.prepare(itemCount: count, viewport: viewport(.zero))
        let offset = try #require(first.contentOffset)
        #expect(!first.requestsReload)
        #expect(controller.layout.centerCoordinate == GridCoordinate(x: 7, y: -3))
        #expect(controller.targetContentOffset(proposed: .zero) == offset)
        #expect(controller.prepare(itemCount: count, viewport: viewport(offset)).contentOffset == nil)
        // A new item count (a reload) frees every slot; the visible tiles get slots again.
        let before = controller.layout.slots.count
        #expect(controller.prepare(itemCount: count + 1, viewport: viewport(offset)).contentOffset == nil)
        #expect(controller.layout.slots.count == before)
    }

    /// Too few items: the visible tiles that find no slot wait, and one reload is requested (not
    /// one per layout); a new count re-arms it.
    @Test func slotLimitRequestsOneReload() {
        let controller = GridLayoutController(tileSize: tile, scheduler: HostRunLoop())
        let first = controller.prepare(itemCount: 10, viewport: viewport(.zero))
        #expect(first.requestsReload)
        #expect(controller.layout.status == .slotLimitReached && controller.reportedStatus == .slotLimitReached)
        let offset = controller.targetContentOffset(proposed: .zero)
        let again = controller.prepare(itemCount: 10, viewport: viewport(offset))
        #expect(!again.requestsReload)
        let more = controller.prepare(itemCount: 11, viewport: viewport(offset))
        #expect(more.requestsReload)
        let enough = controller.prepare(itemCount: controller.itemCount(boundsSize: phone, screenSize: .zero), viewport: viewport(offset))
        #expect(!enough.requestsReload)
        #expect(controller.layout.status == .ready)
    }

    /// A bounds change within the same tiles invalidates nothing; crossing a tile edge invalidates
    /// exactly the slots that changed; leaving the band gives a whole-tile adjustment and
    /// invalidates every live slot once.
    @Test func invalidationFollowsTheTiles() throws {
        let controller = GridLayoutController(tileSize: tile, scheduler: HostRunLoop())
        let count = controller.itemCount(boundsSize: phone, screenSize: .zero)
        let start = try #require(controller.prepare(itemCount: count, viewport: viewport(.zero)).contentOffset)
        #expect(!controller.shouldInvalidate(forBoundsChange: viewport(CGPoint(x: start.x + 0.5, y: start.y)), surface: surface)
                || controller.layout.visibleRange != TileRange.covering(viewport(CGPoint(x: start.x + 0.5, y: start.y)).bounds,
                                                                       tileSize: tile, origin: controller.layout.origin))
        let moved = viewport(CGPoint(x: start.x + 100, y: start.y))
        #expect(controller.shouldInvalidate(forBoundsChange: moved, surface: surface))
        let step = controller.invalidation(forBoundsChange: moved)
        #expect(step.contentOffsetAdjustment == nil)
        #expect(!controller.invalidatedSlots.isEmpty && Set(controller.invalidatedSlots).count == controller.invalidatedSlots.count)
        let span = try #require(controller.layout.horizontalSpan)
        let far = viewport(CGPoint(x: start.x + span.period * 1.5 + 200, y: start.y))
        #expect(controller.shouldInvalidate(forBoundsChange: far, surface: surface))
        let jump = controller.invalidation(forBoundsChange: far)
        let adjustment = try #require(jump.contentOffsetAdjustment)
        #expect(adjustment.y == 0 && adjustment.x < 0)
        #expect((adjustment.x / tile.width).rounded() == adjustment.x / tile.width)
        #expect(Set(controller.invalidatedSlots).isSuperset(of: controller.layout.liveTiles.map(\.slot)))
        #expect(Set(controller.invalidatedSlots).count == controller.invalidatedSlots.count)
        // Frames, free slots.
        let live = try #require(controller.layout.liveTiles.first)
        #expect(controller.itemFrame(ofSlot: live.slot) == controller.layout.frame(for: live.key))
        #expect(controller.itemFrame(ofSlot: count + 5) == nil)
        #expect(controller.hiddenItemFrame == CGRect(origin: .zero, size: tile))
    }

    // MARK: Host sessions

    /// The longest flings UIKit produces never reach an edge through the collection-view path
    /// (bounds change → adjustment), and the tiles stay consistent every frame.
    @Test(arguments: [CGPoint(x: 20_000, y: 0), CGPoint(x: 0, y: -20_000), CGPoint(x: -14_000, y: 14_000)])
    func longestFlingsNeverReachAnEdge(velocity: CGPoint) {
        let view = GridLayoutCollectionModel(viewportSize: phone, tileSize: tile)
        view.layoutIfNeeded()
        view.fling(velocity: velocity)
        while view.isDecelerating {
            view.step()
            view.expectConsistent()
        }
        #expect(view.edgeHits == 0)
        #expect(view.controller.layout.jumpCount > 5)
        #expect(view.reloads == 0)
    }

    /// An animated `scrollTo` suspends recentering until it arrives; after one interrupted by a
    /// still touch (issue 14 item 6), flings recenter again.
    @Test func programmaticScrollsThroughTheLayout() {
        let view = GridLayoutCollectionModel(viewportSize: phone, tileSize: tile, initial: GridCoordinate(x: 3, y: 3))
        view.layoutIfNeeded()
        let jumps = view.controller.layout.jumpCount
        view.controller.scroll(to: GridCoordinate(x: 6, y: -1), animated: true, surface: view) { view.setNeedsLayout() }
        #expect(view.isAnimatingScroll)
        while view.isAnimatingScroll {
            view.tick()
            if view.isAnimatingScroll { #expect(view.controller.layout.jumpCount == jumps) }
        }
        #expect(view.controller.layout.centerCoordinate == GridCoordinate(x: 6, y: -1))
        #expect(view.controller.recenters)
        let frame = view.controller.layout.frame(for: GridCoordinate(x: 6, y: -1)) ?? .zero
        #expect(abs(frame.midX - view.contentOffset.x - 195) < 1e-6 && abs(frame.midY - view.contentOffset.y - 422) < 1e-6)
        view.controller.scroll(to: GridCoordinate(x: 9, y: 1), animated: true, surface: view) { view.setNeedsLayout() }
        for _ in 0..<4 { view.tick() }
        view.beginDragging()
        view.endDragging(velocity: .zero)
        for velocity in [CGPoint(x: 20_000, y: 0), CGPoint(x: 0, y: 20_000)] {
            view.fling(velocity: velocity)
            view.runUntilIdle()
        }
        #expect(view.edgeHits == 0)
        #expect(!view.controller.programmaticScroll.isRunning)
        // Far away: at once, momentum stopped.
        view.fling(velocity: CGPoint(x: 5_000, y: 0))
        view.step()
        view.controller.scroll(to: GridCoordinate(x: -1_000_000, y: 4), animated: true, surface: view) { view.setNeedsLayout() }
        #expect(!view.isDecelerating && !view.isAnimatingScroll)
        #expect(view.controller.layout.centerCoordinate == GridCoordinate(x: -1_000_000, y: 4))
        view.expectConsistent()
    }

    /// A view that grows beyond the reported items asks for one reload and then shows every tile.
    @Test func growingBeyondTheItemsReloadsOnce() {
        let view = GridLayoutCollectionModel(viewportSize: CGSize(width: 200, height: 200), tileSize: tile)
        view.layoutIfNeeded()
        view.viewportSize = CGSize(width: 1_200, height: 1_200)
        view.layoutIfNeeded()
        #expect(view.controller.layout.status == .slotLimitReached)
        view.step()
        #expect(view.reloads == 1)
        #expect(view.controller.layout.status == .ready)
        view.expectConsistent()
    }

    /// `initialCoordinate` set later on the layout stops momentum (and any animation) and the grid
    /// comes to rest with that tile centred.
    @Test func settingTheInitialCoordinateLaterLandsThere() {
        let view = GridLayoutCollectionModel(viewportSize: phone, tileSize: tile)
        view.layoutIfNeeded()
        view.fling(velocity: CGPoint(x: 8_000, y: -5_000))
        for _ in 0..<10 { view.tick() }
        view.controller.center(on: GridCoordinate(x: 30, y: 12), surface: view)
        view.setNeedsLayout()
        view.runUntilIdle()
        #expect(view.controller.layout.centerCoordinate == GridCoordinate(x: 30, y: 12))
        view.controller.scroll(to: GridCoordinate(x: 32, y: 10), animated: true, surface: view) { view.setNeedsLayout() }
        view.tick()
        view.controller.center(on: GridCoordinate(x: -4, y: 4), surface: view)
        view.setNeedsLayout()
        view.runUntilIdle()
        #expect(view.controller.layout.centerCoordinate == GridCoordinate(x: -4, y: 4))
        #expect(view.controller.recenters)
        view.expectConsistent()
    }
}
