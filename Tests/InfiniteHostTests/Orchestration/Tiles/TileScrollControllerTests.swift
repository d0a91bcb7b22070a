import Foundation
import InfiniteProxy
import Testing
@testable import InfiniteHost

/// A grid data source that keeps one view per coordinate and hands it back whenever that tile is
/// asked for again (an app caching its tile views), making new views through the host view.
private final class CachingGridSource {
    var views: [GridCoordinate: HostTileView] = [:]

    func gridView(_ gridView: HostGridView, viewForTileAt coordinate: GridCoordinate) -> HostTileView? {
        if let view = views[coordinate] { return view }
        let view = gridView.dequeueReusableTileView() ?? gridView.makeTileView()
        views = views.filter { $0.value !== view }
        view.coordinate = coordinate
        views[coordinate] = view
        return view
    }
}

/// The tile controller's behaviours that the views' public API promises: programmatic scrolls
/// (animated and not), reload, data-source changes, `initialCoordinate`, the ribbon's axis.
@Suite struct TileScrollControllerTests {
    private func makeGrid(initial: GridCoordinate = .zero, source: GridTileSource = GridTileSource()) -> HostGridView {
        let grid = HostGridView(viewportSize: CGSize(width: 390, height: 844),
                                layout: TileGridLayout(tileSize: CGSize(width: 110, height: 90), initialCoordinate: initial))
        grid.adjustedContentInset = HostEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        grid.tileProvider = source.gridView(_:viewForTileAt:)
        grid.layoutIfNeeded()
        return grid
    }

    private func makeRibbon(lengths: [CGFloat], axis: InfiniteAxis = .horizontal) -> HostRibbonView {
        let ribbon = HostRibbonView(viewportSize: CGSize(width: 390, height: 200), layout: TileRibbonLayout(axis: axis, lengths: []))
        ribbon.attach(RibbonTileSource(lengths: lengths))
        ribbon.layoutIfNeeded()
        return ribbon
    }

    /// Every live tile's view shows its own coordinate and is on the scroll view; nothing else is.
    private func expectConsistent(_ grid: HostGridView, sourceLocation: SourceLocation = #_sourceLocation) {
        var withViews = 0
        grid.forEachLiveTile { coordinate, _, view in
            guard let view else { return }
            withViews += 1
            #expect(view.coordinate == coordinate && view.isInUse, sourceLocation: sourceLocation)
        }
        #expect(grid.tileSubviewCount == withViews, sourceLocation: sourceLocation)
    }

    // MARK: R1 — programmatic scrolls run on the host

    /// The ribbon's `scrollToTile(at:animated: true)` animates through the surface; recentering
    /// waits while the animation runs (even where the bounds leave the band) and resumes on the
    /// first layout once it reached its target.
    @Test func ribbonAnimatedScrollSuppressesRecenteringUntilItArrives() throws {
        let lengths: [CGFloat] = [140, 90, 200, 120, 160, 80, 230, 110]
        let ribbon = makeRibbon(lengths: lengths)
        let layout = ribbon.layout
        let span = try #require(layout.span)
        // An item whose centring offset is reachable but outside the band: recentering would jump.
        let item = try #require(lengths.indices.first { index in
            guard let target = layout.contentOffset(centering: index) else { return false }
            return span.jumpPeriods(boundsCenter: target.x + 195) != 0
        })
        let jumps = layout.jumpCount
        ribbon.scroll(to: item, animated: true)
        #expect(ribbon.isAnimatingScroll && ribbon.controller.programmaticScroll.isRunning)
        var frames = 0
        while ribbon.isAnimatingScroll {
            ribbon.step()
            frames += 1
            if ribbon.isAnimatingScroll {
                #expect(ribbon.layout.jumpCount == jumps, "frame \(frames): recentered mid-animation")
            }
        }
        #expect(frames > 1)
        // The animation ended on its target and the same layout recentered; the item stays centred.
        #expect(ribbon.controller.programmaticScroll.isRunning == false)
        #expect(ribbon.layout.jumpCount == jumps + 1)
        #expect(ribbon.centerIndex == item)
        let frame = try #require(ribbon.layout.frame(ofTile: ribbon.layout.centerTile ?? 0))
        #expect(abs(frame.midX - ribbon.contentOffset.x - 195) < 1e-6)
        ribbon.fling(velocity: CGPoint(x: 20_000, y: 0))
        ribbon.runUntilIdle()
        #expect(ribbon.edgeHits == 0)
    }

    /// Without animation the ribbon centres the item at once and stops any momentum.
    @Test func ribbonScrollWithoutAnimationCentresAtOnce() {
        let ribbon = makeRibbon(lengths: [140, 90, 200, 120, 160, 80, 230, 110])
        ribbon.fling(velocity: CGPoint(x: 9_000, y: 0))
        for _ in 0..<20 { ribbon.step() }
        ribbon.scroll(to: 5, animated: false)
        #expect(!ribbon.isDecelerating && !ribbon.isAnimatingScroll)
        #expect(ribbon.centerIndex == 5)
        let frame = ribbon.layout.frame(ofTile: ribbon.layout.centerTile ?? 0) ?? .zero
        #expect(abs(frame.midX - ribbon.contentOffset.x - 195) < 1e-6)
    }

    /// The grid's animated `scrollTo` also waits with recentering and resumes afterwards.
    @Test func gridAnimatedScrollSuppressesRecentering() {
        let grid = makeGrid(initial: GridCoordinate(x: 5, y: 5))
        let jumps = grid.jumpCount
        grid.scroll(to: GridCoordinate(x: 8, y: 1), animated: true)
        #expect(grid.isAnimatingScroll)
        while grid.isAnimatingScroll {
            grid.step()
            if grid.isAnimatingScroll { #expect(grid.jumpCount == jumps) }
        }
        #expect(grid.centerCoordinate == GridCoordinate(x: 8, y: 1))
        grid.fling(velocity: CGPoint(x: -20_000, y: 14_000))
        grid.runUntilIdle()
        #expect(grid.edgeHits == 0)
        #expect(grid.jumpCount > jumps)
    }

    // MARK: Issue 14 item 6 — an interrupted animation must not stop recentering

    /// An animated `scrollTo` interrupted by a touch that does not move (no layout runs while the
    /// finger is down), then hard flings: every fling recenters and none reaches the edge.
    @Test func recenteringResumesAfterAnAnimationInterruptedByAStillTouch() {
        let grid = makeGrid(initial: GridCoordinate(x: 5, y: 5))
        grid.scroll(to: GridCoordinate(x: 7, y: 2), animated: true)
        for _ in 0..<5 { grid.step() }
        #expect(grid.isAnimatingScroll)
        grid.beginDragging()                      // the touch stops the animation…
        grid.endDragging(velocity: .zero)         // …and lifts without moving
        #expect(!grid.isAnimatingScroll)
        for velocity in [CGPoint(x: 20_000, y: 0), CGPoint(x: 0, y: -20_000), CGPoint(x: -14_000, y: 14_000)] {
            grid.fling(velocity: velocity)
            grid.runUntilIdle()
        }
        #expect(grid.edgeHits == 0)
        #expect(grid.controller.programmaticScroll.isRunning == false)
        expectConsistent(grid)
    }

    /// A drag that begins during an animated `scrollTo` recenters at once, in a layout before its
    /// first movement (the recentering the animation held back), and invisibly: every live tile
    /// keeps its place on screen. (A 251-pt ribbon of 12 tiles, 3 frames into a scroll to item 5:
    /// the animation is in the margin past the band.)
    @Test func aDragBeginningDuringAnAnimatedScrollRecentersAtOnce() {
        let ribbon = HostRibbonView(viewportSize: CGSize(width: 251, height: 200),
                                    layout: TileRibbonLayout(axis: .horizontal, lengths: []))
        ribbon.attach(RibbonTileSource(lengths: (0..<12).map { 40 + CGFloat(($0 * 37) % 200) }))
        ribbon.layoutIfNeeded()
        ribbon.scroll(to: 5, animated: true)
        for _ in 0..<3 { ribbon.step() }
        #expect(ribbon.isAnimatingScroll)
        _ = ribbon.takeLayoutJump()
        var screen: [Int: CGFloat] = [:]
        ribbon.forEachLiveTile { key, _, view in if let view { screen[key] = view.frame.minX - ribbon.contentOffset.x } }
        ribbon.beginDragging()
        #expect(ribbon.takeLayoutJump() != .zero)
        #expect(!ribbon.controller.programmaticScroll.isRunning)
        ribbon.forEachLiveTile { key, _, view in
            guard let view, let before = screen[key] else { return }
            #expect(abs(view.frame.minX - ribbon.contentOffset.x - before) < 0.01, "tile \(key) moved")
            #expect(view.dataIndex == ribbon.layout.dataIndex(ofTile: key))
        }
    }

    /// The same with the ribbon.
    @Test func ribbonRecenteringResumesAfterAnInterruptedAnimation() throws {
        let ribbon = makeRibbon(lengths: [140, 90, 200, 120, 160, 80, 230, 110])
        ribbon.scroll(to: 4, animated: true)
        for _ in 0..<3 { ribbon.step() }
        ribbon.beginDragging()
        ribbon.endDragging(velocity: .zero)
        ribbon.fling(velocity: CGPoint(x: -20_000, y: 0))
        ribbon.runUntilIdle()
        #expect(ribbon.edgeHits == 0)
    }

    // MARK: reloadData, data source, initialCoordinate

    /// `reloadData()` asks again for every live tile; a data source that hands back the view it
    /// already had (a cache) gets it back on screen, and that view is not also left in the reuse
    /// pool where the next `dequeue` would hand it out for another tile.
    @Test func reloadWithACachingSourceLeavesNoLiveViewInThePool() {
        let source = CachingGridSource()
        let grid = HostGridView(viewportSize: CGSize(width: 390, height: 844),
                                layout: TileGridLayout(tileSize: CGSize(width: 110, height: 90)))
        grid.tileProvider = source.gridView(_:viewForTileAt:)
        grid.layoutIfNeeded()
        let live = grid.liveTileCount
        grid.reloadTiles()
        expectConsistent(grid)
        #expect(grid.tileViewsCreated == live)
        while let pooled = grid.dequeueReusableTileView() {
            #expect(!pooled.isInUse, "view \(pooled.serial) is on screen and in the pool")
        }
        // Tiles that leave and come back get their cached view; it never shows two tiles.
        grid.fling(velocity: CGPoint(x: 3_000, y: 2_000))
        for _ in 0..<40 { grid.step() }
        grid.fling(velocity: CGPoint(x: -3_000, y: -2_000))
        grid.runUntilIdle()
        expectConsistent(grid)
    }

    /// Setting the data source asks at once for every live tile's view (the UIKit views'
    /// `dataSource` didSet); clearing it takes every tile view off the scroll view.
    @Test func settingTheDataSourceReloadsTheLiveTiles() {
        let grid = makeGrid()
        let other = CachingGridSource()
        grid.tileProvider = other.gridView(_:viewForTileAt:)
        #expect(other.views.count == grid.liveTileCount)
        expectConsistent(grid)
        grid.tileProvider = nil
        #expect(grid.tileSubviewCount == 0)
        grid.fling(velocity: CGPoint(x: 3_000, y: 0))
        grid.runUntilIdle()
        #expect(grid.tileSubviewCount == 0 && grid.liveTileCount > 0)
    }

    /// Setting `initialCoordinate` later "moves there at once": even mid-fling or mid-animation the
    /// grid comes to rest with that tile centred.
    @Test func settingTheInitialCoordinateLaterLandsThere() {
        let grid = makeGrid()
        grid.fling(velocity: CGPoint(x: 6_000, y: 4_000))
        for _ in 0..<10 { grid.step() }
        grid.controller.center(on: GridCoordinate(x: 40, y: -7), on: grid)
        grid.runUntilIdle()
        #expect(grid.centerCoordinate == GridCoordinate(x: 40, y: -7))
        grid.scroll(to: GridCoordinate(x: 42, y: -5), animated: true)
        grid.step()
        grid.controller.center(on: GridCoordinate(x: 0, y: 0), on: grid)
        grid.runUntilIdle()
        #expect(grid.centerCoordinate == GridCoordinate(x: 0, y: 0))
        grid.fling(velocity: CGPoint(x: 20_000, y: 0))
        grid.runUntilIdle()
        #expect(grid.edgeHits == 0)
    }

    // MARK: The ribbon's axis

    /// Changing the axis keeps the item at the centre (centred) and ends a running animation.
    @Test func changingTheAxisKeepsTheCentreItem() throws {
        let source = RibbonTileSource(lengths: [140, 90, 200, 120, 160, 80, 230, 110])
        let ribbon = makeRibbon(lengths: source.lengths)
        ribbon.scroll(to: 3, animated: false)
        #expect(ribbon.centerIndex == 3)
        #expect(ribbon.controller.setAxis(.vertical, on: ribbon))
        ribbon.attach(source)
        ribbon.layoutIfNeeded()
        #expect(ribbon.layout.axis == .vertical)
        #expect(ribbon.centerIndex == 3)
        #expect(ribbon.tileSubviewCount == ribbon.liveTileCount)
        ribbon.scroll(to: 6, animated: true)
        ribbon.step()
        let before = try #require(ribbon.centerIndex)
        #expect(ribbon.controller.setAxis(.horizontal, on: ribbon))
        ribbon.attach(source)
        #expect(!ribbon.isAnimatingScroll && ribbon.controller.programmaticScroll.isRunning == false)
        ribbon.runUntilIdle()
        #expect(ribbon.centerIndex == before)
        #expect(ribbon.contentOffset.y == 0)
        ribbon.fling(velocity: CGPoint(x: 20_000, y: 0))
        ribbon.runUntilIdle()
        #expect(ribbon.edgeHits == 0)
        #expect(!ribbon.controller.setAxis(.horizontal, on: ribbon))
    }
}
