import Foundation
import InfiniteHostTesting
import Testing
@testable import InfiniteProxy

/// Drives a ``TileRibbonLayout`` like the glue and checks it against a world model along the axis.
private struct RibbonHarness {
    var ribbon: TileRibbonLayout
    var viewport: GridViewport
    var table: [Int: Int] = [:]                 // slot → tile
    var anchor = 0
    var anchorScreen: CGFloat = 0
    var world: CGFloat = 0
    var lengths: [CGFloat]
    /// Broken invariants since the last check (collected cheaply; reported once per check).
    var problems: [String] = []

    mutating func verify(_ condition: Bool, _ message: @autoclosure () -> String = "", line: Int = #line) {
        if !condition, problems.count < 20 { problems.append("line \(line): \(message())") }
    }

    init(axis: InfiniteAxis, lengths: [CGFloat], size: CGSize, initialIndex: Int = 0) {
        self.lengths = lengths
        ribbon = TileRibbonLayout(axis: axis, lengths: lengths, initialIndex: initialIndex)
        viewport = GridViewport(contentOffset: .zero, size: size)
        apply(ribbon.layout(viewport))
        calibrate()
    }

    var axis: InfiniteAxis { ribbon.axis }

    mutating func calibrate() {
        guard let (tile, _) = ribbon.liveTiles.first, let frame = ribbon.frame(ofTile: tile) else { return }
        anchor = tile
        anchorScreen = axis == .horizontal ? frame.minX - viewport.contentOffset.x : frame.minY - viewport.contentOffset.y
        world = 0
    }

    /// Independent of the ribbon: whole cycles plus the test's own prefix sums.
    func worldStart(of tile: Int) -> CGFloat {
        let n = lengths.count
        func split(_ t: Int) -> (cycle: Int, index: Int) {
            let index = ((t % n) + n) % n
            return ((t - index) / n, index)
        }
        func prefix(_ index: Int) -> CGFloat { lengths[..<index].reduce(0, +) }
        let (cycleT, indexT) = split(tile), (cycleA, indexA) = split(anchor)
        let cycleLength = lengths.reduce(0, +)
        return anchorScreen + CGFloat(cycleT - cycleA) * cycleLength + prefix(indexT) - prefix(indexA) - world
    }

    mutating func apply(_ update: TileLayoutUpdate<Int>) {
        if let offset = update.contentOffset { viewport.contentOffset = offset }
        for freed in update.removed {
            verify(table[freed.slot] == freed.key)
            table[freed.slot] = nil
        }
        for placed in update.added {
            verify(table[placed.slot] == nil)
            table[placed.slot] = placed.key
        }
    }

    mutating func scroll(by delta: CGFloat) {
        var offset = viewport.contentOffset
        if axis == .horizontal { offset.x += delta } else { offset.y += delta }
        viewport.contentOffset = offset
        world += delta
        apply(ribbon.layout(viewport))
        // A jump lands inside the band: laying out again at once changes nothing (no ping-pong).
        let again = ribbon.layout(viewport)
        verify(again.contentOffset == nil && again.changesNoTile, "layout not idempotent")
    }

    mutating func check(_ note: String) {
        verify(ribbon.slots._invariantViolation() == nil)
        verify(table.count == ribbon.slots.count)
        let length = axis == .horizontal ? viewport.size.width : viewport.size.height
        let offset = axis == .horizontal ? viewport.contentOffset.x : viewport.contentOffset.y
        let largest = lengths.max() ?? 0
        for (_, tile) in table {
            guard let frame = ribbon.frame(ofTile: tile) else { problems.append("no frame"); continue }
            let screen = (axis == .horizontal ? frame.minX : frame.minY) - offset
            verify(abs(screen - worldStart(of: tile)) < 1e-6, "\(note) tile \(tile)")
            verify(screen > -2 * largest - 1e-6 && screen < length + 2 * largest + 1e-6, "\(note) tile \(tile) far away")
        }
        // Tiles the world says are visible are alive: walk from the tile at the screen's start.
        var tile = anchor + Int(((world - anchorScreen) / (lengths.reduce(0, +) / CGFloat(lengths.count))).rounded(.down)) - 2 * lengths.count - 2
        while worldStart(of: tile + 1) <= 0 { tile += 1 }
        while worldStart(of: tile) < length {
            let start = worldStart(of: tile), end = start + lengths[ribbon.dataIndex(ofTile: tile)]
            if min(end, length) - max(start, 0) > 1e-6 { verify(ribbon.slots.contains(tile), "\(note) visible \(tile) missing") }
            tile += 1
        }
        if let span = ribbon.span {
            verify(offset >= span.margin - 1e-6 && offset + length <= span.contentLength - span.margin + 1e-6, "\(note) offset \(offset)")
        }
        #expect(problems.isEmpty, "\(problems)")
        problems.removeAll()
    }
}

@Suite struct TileRibbonLayoutTests {
    @Test func docExample() {
        var ribbon = TileRibbonLayout(axis: .horizontal, lengths: [120, 80, 200])
        let update = ribbon.layout(GridViewport(contentOffset: .zero, size: CGSize(width: 390, height: 200)))
        #expect(ribbon.centerDataIndex == 0)
        let items = update.added.sorted { $0.frame.minX < $1.frame.minX }.map { ribbon.dataIndex(ofTile: $0.key) }
        #expect(items == [2, 0, 1])
        #expect(update.added.allSatisfy { $0.frame.height == 200 && $0.frame.minY == 0 })
        #expect(update.contentSize.height == 200)
    }

    /// The initial item's leading edge is at the visible centre, both axes, with insets.
    @Test(arguments: InfiniteAxis.allCases)
    func initialItemStartsAtTheCentre(axis: InfiniteAxis) throws {
        for index in 0..<5 {
            var ribbon = TileRibbonLayout(axis: axis, lengths: [50, 70, 0, 90, 30], initialIndex: index)
            let viewport = GridViewport(contentOffset: .zero, size: CGSize(width: 390, height: 600), insetTop: 40, insetLeft: 10, insetBottom: 20)
            let update = ribbon.layout(viewport)
            let offset = try #require(update.contentOffset)
            let tile = index == 2 ? 3 : index        // item 2 has no length: its position is item 3's
            let frame = try #require(ribbon.frame(ofTile: tile))
            var shifted = viewport
            shifted.contentOffset = offset
            let center = shifted.visibleCenter
            if axis == .horizontal {
                #expect(abs(frame.minX - center.x) < 1e-9)
                #expect(offset.y == -40 && update.contentSize.height == 540)
            } else {
                #expect(abs(frame.minY - center.y) < 1e-9)
                #expect(offset.x == -10 && update.contentSize.width == 380)
            }
        }
    }

    /// Wraps forever in both directions with random frame-sized steps, for several data sets.
    @Test(arguments: [[100.0], [100.0, 50, 150], [3.0, 7, 0, 11], [600.0, 20, 20, 20], [40.0, 40, 40, 40, 40, 40, 40]])
    func scrollingBothWaysKeepsEveryInvariant(lengths: [Double]) {
        for axis in InfiniteAxis.allCases {
            var generator = SplitMix64(seed: UInt64(lengths.count * 7 + (axis == .vertical ? 1 : 0)))
            var harness = RibbonHarness(axis: axis, lengths: lengths.map { CGFloat($0) }, size: CGSize(width: 390, height: 700))
            var direction: CGFloat = 1
            var visited = Set<Int>()
            for step in 0..<3_000 {
                if step % 500 == 0 { direction = -direction }
                let delta = direction * CGFloat(generator.next() % 400) + CGFloat(Int(generator.next() % 41) - 20)
                harness.scroll(by: delta)
                if let center = harness.ribbon.centerDataIndex { visited.insert(center) }
                if step % 3 == 0 { harness.check("\(axis) step \(step)") }
            }
            #expect(harness.ribbon.jumpCount > 50)
            #expect(visited == Set(lengths.indices.filter { lengths[$0] > 0 }))
        }
    }

    @Test func reloadKeepsTheCentreItemAndReloadsEveryTile() {
        var harness = RibbonHarness(axis: .horizontal, lengths: [100, 100, 100, 100], size: CGSize(width: 390, height: 100))
        harness.scroll(by: 230)
        let center = harness.ribbon.centerDataIndex
        let live = harness.ribbon.slots.count
        harness.ribbon.reload(lengths: [100, 100, 100, 100, 100, 100])
        let update = harness.ribbon.layout(harness.viewport)
        #expect(update.removed.count == live && !update.added.isEmpty)
        harness.table = [:]
        for placed in update.added { harness.table[placed.slot] = placed.key }
        if let offset = update.contentOffset { harness.viewport.contentOffset = offset }
        #expect(harness.ribbon.centerDataIndex == center)
        // Shrinking below the centre item falls back to item 0.
        harness.ribbon.reload(lengths: [100])
        _ = harness.ribbon.layout(harness.viewport)
        #expect(harness.ribbon.centerDataIndex == 0)
    }

    @Test func rotationKeepsTheCentreItem() throws {
        var harness = RibbonHarness(axis: .vertical, lengths: [80, 120, 60], size: CGSize(width: 390, height: 844))
        harness.scroll(by: 1_234)
        let before = try #require(harness.ribbon.anchor(atPosition: harness.viewport.visibleCenter.y))
        harness.viewport = GridViewport(contentOffset: harness.viewport.contentOffset, size: CGSize(width: 844, height: 390))
        harness.apply(harness.ribbon.layout(harness.viewport))
        let after = try #require(harness.ribbon.anchor(atPosition: harness.viewport.visibleCenter.y))
        #expect(after.tile == before.tile && abs(after.fraction - before.fraction) < 1e-9)
        #expect(harness.ribbon.frame(ofTile: after.tile)?.width == 844)
    }

    @Test func scrollingToAnItemPicksTheNearestCopy() throws {
        var harness = RibbonHarness(axis: .horizontal, lengths: [100, 100, 100, 100, 100], size: CGSize(width: 390, height: 100))
        let target = try #require(harness.ribbon.contentOffset(centeringDataIndex: 1))
        harness.viewport.contentOffset = target
        harness.apply(harness.ribbon.layout(harness.viewport, recenter: false))
        #expect(harness.ribbon.centerDataIndex == 1)
        harness.ribbon.center(onDataIndex: 4)
        harness.apply(harness.ribbon.layout(harness.viewport))
        #expect(harness.ribbon.centerDataIndex == 4)
        #expect(abs(try #require(harness.ribbon.centerTile) - 0) <= 5)
    }

    @Test func emptyDataAndBadInputShowNothing() {
        for lengths: [CGFloat] in [[], [0, 0], [.nan], [-5]] {
            var ribbon = TileRibbonLayout(axis: .horizontal, lengths: lengths)
            let update = ribbon.layout(GridViewport(contentOffset: .zero, size: CGSize(width: 390, height: 100)))
            #expect(update.added.isEmpty && update.contentSize == .zero && ribbon.status == .noData)
            #expect(ribbon.centerDataIndex == nil && ribbon.frame(ofTile: 0) == nil && ribbon.tile(at: .zero) == nil)
            ribbon.reload(lengths: [50, 50])
            #expect(!ribbon.layout(GridViewport(contentOffset: .zero, size: CGSize(width: 390, height: 100))).added.isEmpty)
        }
        var ribbon = TileRibbonLayout(axis: .horizontal, lengths: [50])
        _ = ribbon.layout(GridViewport(contentOffset: .zero, size: CGSize(width: 390, height: 100)))
        let nan = ribbon.layout(GridViewport(contentOffset: CGPoint(x: CGFloat.nan, y: 0), size: CGSize(width: 390, height: 100)))
        #expect(nan.changesNoTile && ribbon.status == .invalidViewport)
        var flat = TileRibbonLayout(axis: .horizontal, lengths: [50])
        #expect(flat.layout(GridViewport(contentOffset: .zero, size: CGSize(width: 390, height: 0))).added.isEmpty)
        var huge = TileRibbonLayout(axis: .horizontal, lengths: [1e8])
        #expect(huge.layout(GridViewport(contentOffset: .zero, size: CGSize(width: 390, height: 100))).added.isEmpty)
        #expect(huge.status == .tilesTooLarge)
    }
}
