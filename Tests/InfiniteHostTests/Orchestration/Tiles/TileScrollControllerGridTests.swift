import Foundation
import InfiniteProxy
import Testing
@testable import InfiniteHost

/// The grid as `InfiniteGridView` runs it: the shipped controller with a ``TileGridLayout``.
typealias HostGridView = HostTiledView<TileGridLayout>

/// A data source that configures every tile view with its coordinate, as a client's would, and
/// leaves the tiles in `holes` empty.
final class GridTileSource {
    var holes: (GridCoordinate) -> Bool = { _ in false }
    private(set) var requests = 0

    func gridView(_ gridView: HostGridView, viewForTileAt coordinate: GridCoordinate) -> HostTileView? {
        requests += 1
        if holes(coordinate) { return nil }
        let tile = gridView.dequeueReusableTileView() ?? gridView.makeTileView()
        tile.coordinate = coordinate
        return tile
    }
}

/// The scroll position the user produced, kept apart from the grid: whole tiles plus a fraction,
/// so that an hour of scrolling adds no rounding error.
struct GridWorld {
    let tile: CGSize
    /// A tile and where its top-left corner was on screen when the world was at zero.
    var anchor: GridCoordinate
    var anchorScreen: CGPoint
    var tilesX = 0, tilesY = 0
    var fractionX: CGFloat = 0, fractionY: CGFloat = 0

    init(grid: HostGridView) {
        tile = grid.tileSize
        anchor = grid.centerCoordinate ?? .zero
        let frame = grid.layout.frame(for: anchor) ?? .zero
        anchorScreen = CGPoint(x: frame.minX - grid.contentOffset.x, y: frame.minY - grid.contentOffset.y)
    }

    /// The content moved by `delta` of offset (drags and momentum, never jumps).
    mutating func move(by delta: CGPoint) {
        fractionX += delta.x
        fractionY += delta.y
        let wholeX = (fractionX / tile.width).rounded(.down), wholeY = (fractionY / tile.height).rounded(.down)
        tilesX += Int(wholeX)
        tilesY += Int(wholeY)
        fractionX -= wholeX * tile.width
        fractionY -= wholeY * tile.height
    }

    /// Where tile `c`'s top-left corner must be on screen.
    func screenOrigin(of c: GridCoordinate) -> CGPoint {
        CGPoint(x: anchorScreen.x + CGFloat(c.x - anchor.x - tilesX) * tile.width - fractionX,
                y: anchorScreen.y + CGFloat(c.y - anchor.y - tilesY) * tile.height - fractionY)
    }

    /// The tiles overlapping the screen, by the world alone: columns and rows.
    func visible(in size: CGSize) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>) {
        // Tile c is on screen when screenOrigin(c) < size and screenOrigin(c) + tile > 0.
        func span(_ origin: CGFloat, _ anchor: Int, _ tiles: Int, _ fraction: CGFloat, _ length: CGFloat, _ tileLength: CGFloat) -> ClosedRange<Int> {
            // screen(c) = origin + (c − anchor − tiles)·t − fraction
            let first = Int(((fraction - origin) / tileLength - 1).rounded(.down)) + anchor + tiles
            func screen(_ c: Int) -> CGFloat { origin + CGFloat(c - anchor - tiles) * tileLength - fraction }
            var low = first - 2
            while screen(low) + tileLength <= 0 { low += 1 }
            var high = low
            while screen(high + 1) < length { high += 1 }
            return low...high
        }
        return (span(anchorScreen.x, anchor.x, tilesX, fractionX, size.width, tile.width),
                span(anchorScreen.y, anchor.y, tilesY, fractionY, size.height, tile.height))
    }
}

/// Per-frame checks of a grid against its world, with cheap bookkeeping and one `#expect` per
/// check.
struct GridSessionLog {
    var frames = 0
    var liveTotal = 0
    var visibleTotal = 0
    var peakLive = 0
    var peakVisible = 0
    var worstDeviation: CGFloat = 0
    var problems: [String] = []

    mutating func check(_ grid: HostGridView, _ world: GridWorld) {
        frames += 1
        let size = grid.viewportSize
        let visible = world.visible(in: size)
        let visibleCount = visible.columns.count * visible.rows.count
        let live = grid.liveTileCount
        liveTotal += live
        visibleTotal += visibleCount
        peakLive = max(peakLive, live)
        peakVisible = max(peakVisible, visibleCount)
        func fail(_ message: @autoclosure () -> String) {
            if problems.count < 10 { problems.append("frame \(frames): \(message())") }
        }
        // Bounded by what is visible: the visible tiles plus one ring.
        if live > (visible.columns.count + 2) * (visible.rows.count + 2) {
            fail("\(live) live tiles for \(visible.columns.count)×\(visible.rows.count) visible")
        }
        let offset = grid.contentOffset
        var deviation = worstDeviation
        grid.forEachLiveTile { coordinate, _, view in
            guard let view else { return fail("tile \(coordinate) has no view") }
            // Identity: the view shows the tile at its place.
            if view.coordinate != coordinate || !view.isInUse { fail("view \(view.serial) shows \(String(describing: view.coordinate)) at \(coordinate)") }
            // Position: where the world says, and within one ring of the screen.
            let expected = world.screenOrigin(of: coordinate)
            let error = max(abs(view.frame.minX - offset.x - expected.x), abs(view.frame.minY - offset.y - expected.y))
            deviation = max(deviation, error)
            if error > 1e-6 { fail("tile \(coordinate) at \(view.frame.origin) − \(offset), expected \(expected)") }
            if !(visible.columns.lowerBound - 1...visible.columns.upperBound + 1).contains(coordinate.x)
                || !(visible.rows.lowerBound - 1...visible.rows.upperBound + 1).contains(coordinate.y) {
                fail("tile \(coordinate) alive beyond the ring of \(visible)")
            }
        }
        worstDeviation = deviation
        // Every visible tile is alive.
        for x in visible.columns {
            for y in visible.rows where !grid.layout.slots.contains(GridCoordinate(x: x, y: y)) {
                fail("visible tile (\(x), \(y)) is not alive")
            }
        }
        // The bounds never touch the content's edges.
        let bounds = grid.bounds
        if bounds.minX < 0 || bounds.minY < 0 || bounds.maxX > grid.contentSize.width || bounds.maxY > grid.contentSize.height {
            fail("bounds \(bounds) outside content \(grid.contentSize)")
        }
    }

    var meanLive: Double { Double(liveTotal) / Double(max(frames, 1)) }
    var meanVisible: Double { Double(visibleTotal) / Double(max(frames, 1)) }
}

/// The shipped ``TileScrollController`` running a grid on the host's tile scroll view.
@Suite struct TileScrollControllerGridTests {
    private func makeGrid(
        size: CGSize = CGSize(width: 390, height: 844), tile: CGSize = CGSize(width: 110, height: 90),
        initial: GridCoordinate = .zero, source: GridTileSource
    ) -> HostGridView {
        let grid = HostGridView(viewportSize: size, layout: TileGridLayout(tileSize: tile, initialCoordinate: initial))
        grid.adjustedContentInset = HostEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        grid.tileProvider = source.gridView(_:viewForTileAt:)
        grid.layoutIfNeeded()
        return grid
    }

    /// Five minutes (5N with `INFINITE_ADVERSARIAL_SCALE=N`: the whole hour at 12) of a bored user at 60 frames a second: flicks in every direction (some caught
    /// mid-flight), slow wandering drags, pauses. Every frame: every live tile shows its own
    /// coordinate at the position the user's scrolling put it; every visible tile is alive; live
    /// tiles stay within the visible ones plus one ring; the content's edge is never reached.
    @Test func boredUserSession() {
        let source = GridTileSource()
        let grid = makeGrid(initial: GridCoordinate(x: 12, y: -40), source: source)
        var world = GridWorld(grid: grid)
        var log = GridSessionLog()
        var generator = SplitMix64(seed: 3_600)
        let hour = 5 * 60 * 60 * AdversarialTableTests.scale    // frames
        var flicks = 0, caught = 0, drags = 0
        var travelled: CGFloat = 0

        func frame() {
            grid.step(1.0 / 60.0)
            let moved = grid.lastPhysicsMovement
            world.move(by: moved)
            travelled += abs(moved.x) + abs(moved.y)
            log.check(grid, world)
        }
        func random(_ range: ClosedRange<Double>) -> CGFloat {
            CGFloat(range.lowerBound + (range.upperBound - range.lowerBound) * Double(generator.next() >> 11) / Double(1 << 53))
        }
        func drag(_ translation: CGPoint) {
            grid.drag(by: translation)
            let moved = grid.lastPhysicsMovement
            world.move(by: moved)
            travelled += abs(moved.x) + abs(moved.y)
            frame()
        }

        while log.frames < hour {
            let action = generator.next() % 100
            if action < 65 {
                // A flick: a short drag, then a release at up to 12 000 pt/s (rarely 20 000).
                flicks += 1
                let angle = random(0...(2 * .pi))
                let direction = CGPoint(x: cos(angle), y: sin(angle))
                grid.beginDragging()
                let finger = random(400...2_500) / 60
                for _ in 0..<(2 + Int(generator.next() % 6)) where log.frames < hour {
                    drag(CGPoint(x: -direction.x * finger, y: -direction.y * finger))
                }
                let speed = generator.next() % 20 == 0 ? random(15_000...20_000) : random(300...12_000)
                grid.endDragging(velocity: CGPoint(x: direction.x * speed, y: direction.y * speed))
                let interrupt = generator.next() % 100 < 30
                let coast = interrupt ? 5 + Int(generator.next() % 60) : 100_000
                var coasted = 0
                while grid.isDecelerating, coasted < coast, log.frames < hour {
                    frame()
                    coasted += 1
                }
                if grid.isDecelerating { caught += 1 }      // the next touch stops it
            } else if action < 85 {
                // A slow, wandering drag lifted without momentum.
                drags += 1
                grid.beginDragging()
                var angle = random(0...(2 * .pi))
                for _ in 0..<(30 + Int(generator.next() % 150)) where log.frames < hour {
                    angle += random(-0.2...0.2)
                    let speed = random(50...900) / 60
                    drag(CGPoint(x: cos(angle) * speed, y: sin(angle) * speed))
                }
                grid.endDragging(velocity: .zero)
            } else {
                for _ in 0..<(30 + Int(generator.next() % 240)) where log.frames < hour { frame() }
            }
        }

        #expect(log.problems.isEmpty, "\(log.problems)")
        #expect(grid.edgeHits == 0)
        #expect(log.frames == hour)
        #expect(grid.jumpCount > 1_000 * hour / 216_000)
        #expect(grid.reportedStatuses.isEmpty)
        // Memory bounded by what is visible: views made never exceed the most alive at once
        // plus what the reuse pool may keep.
        #expect(grid.peakLiveTiles <= TileRange.maximumCount(viewportSize: grid.viewportSize, tileSize: grid.tileSize, ring: 1))
        #expect(grid.tileViewsCreated <= grid.peakLiveTiles + grid.pooledTiles + grid.tilesDiscarded)
        #expect(grid.tileViewsCreated < 2 * grid.peakLiveTiles)
        #expect(grid.layout.slots.slotCount == grid.peakLiveTiles)
        #expect(grid.pooledTiles <= TileRange.maximumCount(viewportSize: grid.viewportSize, tileSize: grid.tileSize, ring: 1))
        print("""
            Grid controller bored-user session: \(log.frames) frames, \(flicks) flicks (\(caught) caught mid-flight), \
            \(drags) slow drags, \(Int(travelled)) pt travelled, \(grid.jumpCount) recentering jumps, \
            \(grid.edgeHits) edge hits; live tiles peak \(log.peakLive), mean \(String(format: "%.1f", log.meanLive)) \
            (visible peak \(log.peakVisible), mean \(String(format: "%.1f", log.meanVisible))); \
            tile views created \(grid.tileViewsCreated), reused \(grid.tilesReused), discarded \(grid.tilesDiscarded), \
            pooled at end \(grid.pooledTiles); data-source calls \(source.requests); worst position error \
            \(log.worstDeviation) pt; ended at \(grid.centerCoordinate.map(String.init(describing:)) ?? "-")
            """)
    }

    /// The longest flings UIKit produces, straight and diagonal: momentum carries through every
    /// recentering jump and never reaches an edge.
    @Test(arguments: [CGPoint(x: 20_000, y: 0), CGPoint(x: 0, y: -20_000), CGPoint(x: -14_000, y: 14_000)])
    func longestFlingsNeverReachAnEdge(velocity: CGPoint) throws {
        let source = GridTileSource()
        let grid = makeGrid(source: source)
        var world = GridWorld(grid: grid)
        var log = GridSessionLog()
        grid.fling(velocity: velocity)
        var frames = 0
        while grid.isDecelerating {
            grid.step(1.0 / 60.0)
            world.move(by: grid.lastPhysicsMovement)
            log.check(grid, world)
            frames += 1
        }
        #expect(log.problems.isEmpty, "\(log.problems)")
        #expect(grid.edgeHits == 0)
        #expect(grid.jumpCount > 5)
        // UIKit's projection: v/1000 · 0.998/0.002 = 499 v/1000 points, i.e. ~10 000 points for 20 000 pt/s.
        let travelledTiles = try #require(grid.centerCoordinate)
        let expected = CGPoint(x: velocity.x / 1_000 * 499 / 110, y: velocity.y / 1_000 * 499 / 90)
        #expect(abs(CGFloat(travelledTiles.x) - expected.x) <= 2 && abs(CGFloat(travelledTiles.y) - expected.y) <= 2)
    }

    /// Rotation in the middle of a fling keeps the point at the visible centre there.
    @Test func rotationMidFlingKeepsTheCentre() throws {
        let source = GridTileSource()
        let grid = makeGrid(source: source)
        grid.fling(velocity: CGPoint(x: 3_000, y: 5_000))
        for _ in 0..<20 { grid.step() }
        let visibleCenter = CGPoint(x: grid.contentOffset.x + 195, y: grid.contentOffset.y + 59 + (844 - 93) / 2)
        let before = try #require(grid.layout.anchor(at: visibleCenter))
        grid.viewportSize = CGSize(width: 844, height: 390)
        grid.adjustedContentInset = HostEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        grid.layoutIfNeeded()
        let newCenter = CGPoint(x: grid.contentOffset.x + 47 + (844 - 94) / 2, y: grid.contentOffset.y + (390 - 21) / 2)
        let after = try #require(grid.layout.anchor(at: newCenter))
        #expect(after.coordinate == before.coordinate)
        #expect(abs(after.fraction.x - before.fraction.x) < 1e-9 && abs(after.fraction.y - before.fraction.y) < 1e-9)
        // …and the fling goes on without reaching an edge.
        var world = GridWorld(grid: grid)
        var log = GridSessionLog()
        while grid.isDecelerating {
            grid.step()
            world.move(by: grid.lastPhysicsMovement)
            log.check(grid, world)
        }
        #expect(log.problems.isEmpty, "\(log.problems)")
        #expect(grid.edgeHits == 0)
    }

    @Test func scrollToAnimatesNearAndJumpsFar() throws {
        let source = GridTileSource()
        let grid = makeGrid(initial: GridCoordinate(x: 5, y: 5), source: source)
        grid.scroll(to: GridCoordinate(x: 6, y: 3), animated: true)
        #expect(grid.isAnimatingScroll)
        grid.runUntilIdle()
        #expect(grid.centerCoordinate == GridCoordinate(x: 6, y: 3))
        #expect(grid.edgeHits == 0)
        grid.fling(velocity: CGPoint(x: 9_000, y: 0))
        for _ in 0..<30 { grid.step() }
        grid.scroll(to: GridCoordinate(x: -100_000, y: 7), animated: true)     // far: at once, momentum stopped
        #expect(!grid.isDecelerating && !grid.isAnimatingScroll)
        #expect(grid.centerCoordinate == GridCoordinate(x: -100_000, y: 7))
        for (coordinate, _, view) in grid.liveTiles { #expect(view?.coordinate == coordinate) }
    }

    @Test func emptyTilesAndBadTileSizesNeverCrash() {
        let source = GridTileSource()
        source.holes = { ($0.x + $0.y).isMultiple(of: 3) }
        let grid = makeGrid(source: source)
        grid.fling(velocity: CGPoint(x: 5_000, y: 5_000))
        grid.runUntilIdle()
        for (coordinate, _, view) in grid.liveTiles {
            #expect((view == nil) == (coordinate.x + coordinate.y).isMultiple(of: 3))
        }
        for bad in [CGSize(width: 0, height: 90), CGSize(width: -10, height: 10), CGSize(width: CGFloat.nan, height: 10)] {
            grid.tileSize = bad
            grid.layoutIfNeeded()
            #expect(grid.liveTileCount == 0 && grid.contentSize == .zero)
            grid.fling(velocity: CGPoint(x: 2_000, y: 0))
            grid.runUntilIdle()
            #expect(grid.liveTileCount == 0)
        }
        #expect(grid.reportedStatuses.contains(.invalidTileSize))
        grid.tileSize = CGSize(width: 110, height: 90)
        grid.layoutIfNeeded()
        #expect(grid.liveTileCount > 0)
    }
}
