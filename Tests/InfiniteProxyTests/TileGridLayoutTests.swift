import Foundation
import InfiniteHostTesting
import Testing
@testable import InfiniteProxy

/// Drives a ``TileGridLayout`` the way a view's glue does, keeps its own slot table from the
/// updates, and checks every layout against an independent "world" model: the total distance the
/// user scrolled, from which the screen position of every tile follows without the controller.
private struct GridHarness {
    var grid: TileGridLayout
    var viewport: GridViewport
    /// slot → tile, as the glue's view array would hold it.
    var table: [Int: GridCoordinate] = [:]
    /// Where tile `anchor` was on screen (top-left) when the world was at 0.
    var anchor = GridCoordinate.zero
    var anchorScreen = CGPoint.zero
    var world = CGPoint.zero
    var layouts = 0
    var peakLive = 0
    /// Broken invariants since the last check (collected cheaply; reported once per check).
    var problems: [String] = []

    mutating func verify(_ condition: Bool, _ message: @autoclosure () -> String = "", line: Int = #line) {
        if !condition, problems.count < 20 { problems.append("line \(line): \(message())") }
    }

    init(tile: CGSize, size: CGSize, initial: GridCoordinate = .zero, insets: (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)) {
        grid = TileGridLayout(tileSize: tile, initialCoordinate: initial)
        self.tile = tile
        viewport = GridViewport(contentOffset: .zero, size: size,
                                insetTop: insets.0, insetLeft: insets.1, insetBottom: insets.2, insetRight: insets.3)
        apply(grid.layout(viewport))
        calibrate()
    }

    /// The tile size (kept here: reading it through `grid` copies the controller in debug builds).
    var tile: CGSize

    /// Re-reads where a live tile is on screen and restarts the world model from there.
    mutating func calibrate() {
        guard let (key, _) = grid.liveTiles.first, let frame = grid.frame(for: key) else { return }
        anchor = key
        anchorScreen = CGPoint(x: frame.minX - viewport.contentOffset.x, y: frame.minY - viewport.contentOffset.y)
        world = .zero
    }

    /// Where tile `c` must be on screen according to the world model.
    func expectedScreenOrigin(of c: GridCoordinate) -> CGPoint {
        CGPoint(x: anchorScreen.x + CGFloat(c.x - anchor.x) * tile.width - world.x,
                y: anchorScreen.y + CGFloat(c.y - anchor.y) * tile.height - world.y)
    }

    mutating func apply(_ update: TileLayoutUpdate<GridCoordinate>) {
        layouts += 1
        if let offset = update.contentOffset { viewport.contentOffset = offset }
        verify(update.jump.x.truncatingRemainder(dividingBy: tile.width) == 0)
        verify(update.jump.y.truncatingRemainder(dividingBy: tile.height) == 0)
        for freed in update.removed {
            verify(table[freed.slot] == freed.key, "freed slot \(freed.slot) did not hold \(freed.key)")
            table[freed.slot] = nil
        }
        for placed in update.added {
            verify(table[placed.slot] == nil, "slot \(placed.slot) given twice")
            table[placed.slot] = placed.key
            verify(grid.frame(for: placed.key) == placed.frame)
        }
        peakLive = max(peakLive, table.count)
    }

    /// The user moves the content by `delta` (offset grows by `delta`), then the glue lays out.
    mutating func scroll(by delta: CGPoint) {
        viewport.contentOffset = CGPoint(x: viewport.contentOffset.x + delta.x, y: viewport.contentOffset.y + delta.y)
        world = CGPoint(x: world.x + delta.x, y: world.y + delta.y)
        apply(grid.layout(viewport))
        // A jump lands inside the band: laying out again at once changes nothing (no ping-pong).
        let again = grid.layout(viewport)
        verify(again.contentOffset == nil && again.changesNoTile, "layout not idempotent")
    }

    mutating func check(_ note: String = "", deep: Bool = true) {
        let size = viewport.size
        if deep { verify(grid._slotsAreConsistent) }
        verify(table.count == grid.slots.count, "\(note)")
        for (slot, key) in table { verify(grid.slots.key(inSlot: slot) == key) }
        // Every live tile is where the world says, and within one ring of the screen.
        for (slot, key) in table {
            guard let frame = grid.frame(for: key) else { problems.append("no frame for \(key)"); continue }
            let screen = CGPoint(x: frame.minX - viewport.contentOffset.x, y: frame.minY - viewport.contentOffset.y)
            let expected = expectedScreenOrigin(of: key)
            verify(abs(screen.x - expected.x) < 1e-6 && abs(screen.y - expected.y) < 1e-6,
                    "\(note) tile \(key) slot \(slot) at \(screen), expected \(expected)")
            verify(screen.x + tile.width > -tile.width - 1e-6 && screen.x < size.width + tile.width + 1e-6)
            verify(screen.y + tile.height > -tile.height - 1e-6 && screen.y < size.height + tile.height + 1e-6)
        }
        // Every tile the world says is on screen is alive.
        let firstX = Int(((world.x - anchorScreen.x) / tile.width).rounded(.down)) - 1 + anchor.x
        let firstY = Int(((world.y - anchorScreen.y) / tile.height).rounded(.down)) - 1 + anchor.y
        let columns = Int((size.width / tile.width).rounded(.up)) + 3
        let rows = Int((size.height / tile.height).rounded(.up)) + 3
        for x in firstX..<(firstX + columns) {
            for y in firstY..<(firstY + rows) {
                let c = GridCoordinate(x: x, y: y)
                let origin = expectedScreenOrigin(of: c)
                let overlapX = min(origin.x + tile.width, size.width) - max(origin.x, 0)
                let overlapY = min(origin.y + tile.height, size.height) - max(origin.y, 0)
                if overlapX > 1e-6, overlapY > 1e-6 {
                    verify(grid.slots.contains(c), "\(note) visible tile \(c) is not alive")
                }
            }
        }
        verify(table.count <= TileRange.maximumCount(viewportSize: size, tileSize: tile, ring: 1))
        // The bounds keep a whole margin from every edge of the content.
        if let h = grid.horizontalSpan, let v = grid.verticalSpan {
            let bounds = viewport.bounds
            verify(bounds.minX >= h.margin - 1e-6 && bounds.maxX <= h.contentLength - h.margin + 1e-6, "\(note) x \(bounds)")
            verify(bounds.minY >= v.margin - 1e-6 && bounds.maxY <= v.contentLength - v.margin + 1e-6, "\(note) y \(bounds)")
        }
        #expect(problems.isEmpty, "\(problems)")
        problems.removeAll()
    }
}

extension TileGridLayout {
    var _slotsAreConsistent: Bool { slots._invariantViolation() == nil }
}

@Suite struct TileGridLayoutTests {
    @Test func docExample() throws {
        var grid = TileGridLayout(tileSize: CGSize(width: 100, height: 100), initialCoordinate: .zero)
        let update = grid.layout(GridViewport(contentOffset: .zero, size: CGSize(width: 390, height: 844)))
        #expect(update.contentSize == CGSize(width: 1_814, height: 3_432))
        let offset = try #require(update.contentOffset)
        #expect(update.added.count == 45)
        #expect(grid.centerCoordinate == .zero)
        let frame = try #require(grid.frame(for: .zero))
        #expect(frame.midX - offset.x == 195 && frame.midY - offset.y == 422)
    }

    /// The initial tile's centre is at the visible centre for many sizes, tile sizes and insets.
    @Test func initialCoordinateIsCentred() throws {
        var generator = SplitMix64(seed: 1)
        for _ in 0..<500 {
            let tile = CGSize(width: CGFloat(10 + generator.next() % 300), height: CGFloat(10 + generator.next() % 300))
            let size = CGSize(width: CGFloat(100 + generator.next() % 1_300), height: CGFloat(100 + generator.next() % 1_300))
            let insets = (CGFloat(generator.next() % 100), CGFloat(generator.next() % 50), CGFloat(generator.next() % 80), CGFloat(generator.next() % 50))
            let initial = GridCoordinate(x: Int(generator.next() % 2_000_001) - 1_000_000, y: Int(generator.next() % 201) - 100)
            var harness = GridHarness(tile: tile, size: size, initial: initial, insets: insets)
            let frame = try #require(harness.grid.frame(for: initial))
            let center = harness.viewport.visibleCenter
            #expect(abs(frame.midX - center.x) < 1e-9 && abs(frame.midY - center.y) < 1e-9)
            #expect(harness.grid.centerCoordinate == initial)
            harness.check("initial")
        }
    }

    /// Random frame-sized movements in every direction, thousands of them, for several tile sizes:
    /// identity and position exact, visible tiles alive, live tiles within one ring, margins kept.
    @Test(arguments: [CGSize(width: 100, height: 100), CGSize(width: 37.5, height: 260), CGSize(width: 500, height: 20)])
    func randomScrollingKeepsEveryInvariant(tile: CGSize) {
        var generator = SplitMix64(seed: UInt64(tile.width * 1_000 + tile.height))
        var harness = GridHarness(tile: tile, size: CGSize(width: 390, height: 844))
        var jumps = 0
        for step in 0..<6_000 {
            let scale = [1.0, 20.0, 200.0, 500.0][Int(generator.next() % 4)]
            let delta = CGPoint(x: CGFloat(Double(generator.next() % 2_001) / 1_000 - 1) * scale,
                                y: CGFloat(Double(generator.next() % 2_001) / 1_000 - 1) * scale)
            let before = harness.grid.jumpCount
            harness.scroll(by: delta)
            jumps += harness.grid.jumpCount - before
            harness.check("step \(step)", deep: step % 50 == 0)
        }
        #expect(jumps > 100)
        #expect(harness.grid.slots.slotCount <= TileRange.maximumCount(viewportSize: harness.viewport.size, tileSize: tile, ring: 1))
    }

    /// 37 500 tiles in one direction: the origin grows by exactly the tiles scrolled.
    @Test func longDistanceKeepsIdentityExact() throws {
        var harness = GridHarness(tile: CGSize(width: 64, height: 64), size: CGSize(width: 400, height: 400))
        for _ in 0..<5_000 { harness.scroll(by: CGPoint(x: 480, y: -192)) }
        harness.check("far")
        // 5 000 × 480 / 64 = 37 500 tiles right, 15 000 tiles up.
        #expect(harness.grid.centerCoordinate == GridCoordinate(x: 37_500, y: -15_000))
    }

    /// Size changes (rotation, split view) keep the grid point at the visible centre there.
    @Test func resizingKeepsTheCentreAtTheCentre() throws {
        var generator = SplitMix64(seed: 9)
        var harness = GridHarness(tile: CGSize(width: 90, height: 70), size: CGSize(width: 390, height: 844))
        for step in 0..<400 {
            harness.scroll(by: CGPoint(x: CGFloat(Int(generator.next() % 801) - 400), y: CGFloat(Int(generator.next() % 801) - 400)))
            let before = try #require(harness.grid.anchor(at: harness.viewport.visibleCenter))
            let size = step % 2 == 0 ? CGSize(width: harness.viewport.size.height, height: harness.viewport.size.width)
                : CGSize(width: CGFloat(200 + generator.next() % 1_200), height: CGFloat(200 + generator.next() % 1_200))
            harness.viewport = GridViewport(contentOffset: harness.viewport.contentOffset, size: size,
                                            insetTop: CGFloat(generator.next() % 60), insetBottom: CGFloat(generator.next() % 30))
            let update = harness.grid.layout(harness.viewport)
            #expect(update.contentOffset != nil)
            harness.apply(update)
            let after = try #require(harness.grid.anchor(at: harness.viewport.visibleCenter))
            #expect(after.coordinate == before.coordinate)
            #expect(abs(after.fraction.x - before.fraction.x) < 1e-9 && abs(after.fraction.y - before.fraction.y) < 1e-9)
            harness.calibrate()
            harness.check("resize \(step)")
        }
    }

    @Test func tileSizeChangeKeepsTheCentreInGridUnits() throws {
        var harness = GridHarness(tile: CGSize(width: 100, height: 100), size: CGSize(width: 390, height: 844), initial: GridCoordinate(x: 5, y: 5))
        harness.scroll(by: CGPoint(x: 30, y: -20))
        let before = try #require(harness.grid.anchor(at: harness.viewport.visibleCenter))
        harness.grid.setTileSize(CGSize(width: 50, height: 80))
        harness.tile = CGSize(width: 50, height: 80)
        harness.apply(harness.grid.layout(harness.viewport))
        let after = try #require(harness.grid.anchor(at: harness.viewport.visibleCenter))
        #expect(after.coordinate == before.coordinate)
        #expect(abs(after.fraction.x - before.fraction.x) < 1e-9 && abs(after.fraction.y - before.fraction.y) < 1e-9)
        harness.calibrate()
        harness.check("new tile size")
    }

    @Test func scrollingToANearTileAnimatesAndToAFarTileJumps() throws {
        var harness = GridHarness(tile: CGSize(width: 100, height: 100), size: CGSize(width: 390, height: 844))
        let near = GridCoordinate(x: 3, y: -2)
        let target = try #require(harness.grid.contentOffset(centering: near))
        // An animation toward `target` with recentering suspended reaches it without leaving the content.
        let start = harness.viewport.contentOffset
        for step in 1...20 {
            let t = CGFloat(step) / 20
            harness.viewport.contentOffset = CGPoint(x: start.x + (target.x - start.x) * t, y: start.y + (target.y - start.y) * t)
            harness.apply(harness.grid.layout(harness.viewport, recenter: false))
        }
        #expect(harness.grid.centerCoordinate == near)
        #expect(harness.grid.contentOffset(centering: GridCoordinate(x: 1_000, y: 0)) == nil)
        harness.grid.center(on: GridCoordinate(x: 1_000, y: -7))
        harness.apply(harness.grid.layout(harness.viewport))
        #expect(harness.grid.centerCoordinate == GridCoordinate(x: 1_000, y: -7))
        harness.calibrate()
        harness.check("after jump")
    }

    @Test func badTileSizesGiveAnEmptyGridAndRecover() {
        for bad in [CGSize(width: 0, height: 10), CGSize(width: -5, height: 10), CGSize(width: 10, height: CGFloat.nan),
                    CGSize(width: CGFloat.infinity, height: 10), CGSize(width: 0, height: 0)] {
            var grid = TileGridLayout(tileSize: bad)
            let update = grid.layout(GridViewport(contentOffset: .zero, size: CGSize(width: 390, height: 844)))
            #expect(update.added.isEmpty && update.contentSize == .zero)
            #expect(grid.status == .invalidTileSize && grid.status.message != nil)
            #expect(grid.centerCoordinate == nil && grid.frame(for: .zero) == nil && grid.coordinate(at: .zero) == nil)
            grid.setTileSize(CGSize(width: 50, height: 50))
            let recovered = grid.layout(GridViewport(contentOffset: .zero, size: CGSize(width: 390, height: 844)))
            #expect(grid.status == .ready && !recovered.added.isEmpty)
            #expect(grid.centerCoordinate == .zero)
        }
    }

    @Test func aBadTileSizeLaterEmptiesTheGridAndRemembersTheCentre() {
        var harness = GridHarness(tile: CGSize(width: 100, height: 100), size: CGSize(width: 390, height: 844), initial: GridCoordinate(x: 9, y: 9))
        let live = harness.grid.slots.count
        harness.grid.setTileSize(CGSize(width: -1, height: 100))
        let update = harness.grid.layout(harness.viewport)
        #expect(update.removed.count == live && harness.grid.slots.isEmpty)
        harness.grid.setTileSize(CGSize(width: 100, height: 100))
        _ = harness.grid.layout(harness.viewport)
        #expect(harness.grid.centerCoordinate == GridCoordinate(x: 9, y: 9))
    }

    @Test func nonFiniteViewportsChangeNothing() {
        var harness = GridHarness(tile: CGSize(width: 100, height: 100), size: CGSize(width: 390, height: 844))
        let live = harness.grid.liveTiles.map(\.key)
        for bad in [CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 0, y: CGFloat.infinity)] {
            let update = harness.grid.layout(GridViewport(contentOffset: bad, size: CGSize(width: 390, height: 844)))
            #expect(update.changesNoTile && update.contentOffset == nil)
            #expect(harness.grid.status == .invalidViewport)
        }
        let badSize = harness.grid.layout(GridViewport(contentOffset: .zero, size: CGSize(width: CGFloat.nan, height: 844)))
        #expect(badSize.changesNoTile)
        #expect(harness.grid.liveTiles.map(\.key) == live)
        harness.scroll(by: CGPoint(x: 1, y: 1))
        #expect(harness.grid.status == .ready)
        harness.check("after NaN")
    }

    @Test func tooLargeOrTooManyTilesGiveAnEmptyGrid() {
        var huge = TileGridLayout(tileSize: CGSize(width: 1e8, height: 100))
        #expect(huge.layout(GridViewport(contentOffset: .zero, size: CGSize(width: 390, height: 844))).added.isEmpty)
        #expect(huge.status == .tilesTooLarge)
        var tiny = TileGridLayout(tileSize: CGSize(width: 0.5, height: 0.5))
        #expect(tiny.layout(GridViewport(contentOffset: .zero, size: CGSize(width: 390, height: 844))).added.isEmpty)
        #expect(tiny.status == .tooManyTiles)
        var small = TileGridLayout(tileSize: CGSize(width: 10, height: 10))
        small.maximumVisibleTiles = 1_000
        #expect(small.layout(GridViewport(contentOffset: .zero, size: CGSize(width: 390, height: 844))).added.isEmpty)
        #expect(small.status == .tooManyTiles)
        small.maximumVisibleTiles = 5_000
        #expect(small.layout(GridViewport(contentOffset: .zero, size: CGSize(width: 390, height: 844))).added.count >= 39 * 85)
        #expect(small.status == .ready)
    }

    @Test func zeroSizedBoundsShowNothingUntilLaidOut() {
        var harness = GridHarness(tile: CGSize(width: 100, height: 100), size: .zero, initial: GridCoordinate(x: 2, y: 3))
        #expect(harness.grid.slots.isEmpty)
        harness.viewport = GridViewport(contentOffset: harness.viewport.contentOffset, size: CGSize(width: 390, height: 844))
        harness.apply(harness.grid.layout(harness.viewport))
        #expect(harness.grid.centerCoordinate == GridCoordinate(x: 2, y: 3))
    }

    @Test func slotLimitDelaysTilesUntilItGrows() {
        var grid = TileGridLayout(tileSize: CGSize(width: 100, height: 100))
        grid.slotLimit = 10
        let viewport = GridViewport(contentOffset: .zero, size: CGSize(width: 390, height: 844))
        let first = grid.layout(viewport)
        #expect(first.added.count == 10 && grid.status == .slotLimitReached)
        #expect(first.added.allSatisfy { $0.slot < 10 })
        grid.slotLimit = 100
        let second = grid.layout(GridViewport(contentOffset: grid.viewport!.contentOffset, size: viewport.size))
        #expect(second.added.count == 35 && grid.status == .ready)
    }

    @Test func unchangedFramesReportNoChange() {
        var harness = GridHarness(tile: CGSize(width: 100, height: 100), size: CGSize(width: 390, height: 844))
        let update = harness.grid.layout(harness.viewport)
        #expect(update.changesNoTile && update.contentOffset == nil && update.jump == .zero)
        harness.scroll(by: CGPoint(x: 0.5, y: 0))
        harness.check()
    }

    /// `needsLayout(for:)` is never false when `layout(_:)` changes something, and is false on
    /// most frames.
    @Test func needsLayoutPredictsChanges() {
        var generator = SplitMix64(seed: 77)
        var grid = TileGridLayout(tileSize: CGSize(width: 80, height: 60))
        var viewport = GridViewport(contentOffset: .zero, size: CGSize(width: 390, height: 844))
        #expect(grid.needsLayout(for: viewport))
        var missed: [Int] = [], quiet = 0
        for step in 0..<3_000 {
            let predicted = grid.needsLayout(for: viewport)
            let update = grid.layout(viewport)
            let changed = !update.changesNoTile || update.contentOffset != nil
            if changed && !predicted { missed.append(step) }
            if !predicted { quiet += 1 }
            if let offset = update.contentOffset { viewport.contentOffset = offset }
            let scale = CGFloat([0.5, 10, 300][Int(generator.next() % 3)])
            viewport.contentOffset.x += CGFloat(Int(generator.next() % 201) - 100) / 100 * scale
            viewport.contentOffset.y += CGFloat(Int(generator.next() % 201) - 100) / 100 * scale
            if step % 700 == 699 {
                viewport = GridViewport(contentOffset: viewport.contentOffset, size: CGSize(width: viewport.size.height, height: viewport.size.width))
            }
        }
        #expect(missed.isEmpty, "changes not predicted at steps \(missed.prefix(10))")
        #expect(quiet > 1_000)
        #expect(!grid.needsLayout(for: GridViewport(contentOffset: CGPoint(x: CGFloat.nan, y: 0), size: viewport.size)))
        let freed = grid.removeAllTiles()
        #expect(!freed.isEmpty && grid.slots.isEmpty && grid.needsLayout(for: grid.viewport!))
        let readded = grid.layout(grid.viewport!)
        #expect(readded.added.count == grid.visibleRange.count && readded.added.count <= freed.count)
    }

    @Test func tapsFindTheirTile() throws {
        let harness = GridHarness(tile: CGSize(width: 100, height: 50), size: CGSize(width: 390, height: 844), initial: GridCoordinate(x: -4, y: 11))
        let frame = try #require(harness.grid.frame(for: GridCoordinate(x: -3, y: 12)))
        #expect(harness.grid.coordinate(at: CGPoint(x: frame.minX + 1, y: frame.maxY - 1)) == GridCoordinate(x: -3, y: 12))
        #expect(harness.grid.coordinate(at: CGPoint(x: frame.maxX, y: frame.minY)) == GridCoordinate(x: -2, y: 12))
        #expect(harness.grid.coordinate(at: CGPoint(x: CGFloat.nan, y: 0)) == nil)
    }
}
