import Foundation
import InfiniteProxy
import Testing
@testable import InfiniteHost

/// The ribbon as `InfiniteScrollView` runs it: the shipped controller with a ``TileRibbonLayout``.
typealias HostRibbonView = HostTiledView<TileRibbonLayout>

/// A ribbon data source: fixed lengths; every view is configured with its item.
final class RibbonTileSource {
    let lengths: [CGFloat]

    init(lengths: [CGFloat]) { self.lengths = lengths }

    func ribbonView(_ ribbonView: HostRibbonView, viewForTileAt index: Int) -> HostTileView? {
        let tile = ribbonView.dequeueReusableTileView() ?? ribbonView.makeTileView()
        tile.dataIndex = index
        return tile
    }
}

/// Runs a ribbon at 60 fps and checks every frame against the distance the user scrolled,
/// measured with the data source's own lengths.
private struct RibbonSession {
    let ribbon: HostRibbonView
    let lengths: [CGFloat]
    let cycle: CGFloat
    /// The tile number of a live tile and where it started on screen at world 0.
    var anchorTile: Int
    var anchorScreen: CGFloat
    /// Distance scrolled, split into whole cycles and the rest (no rounding drift).
    var cycles = 0
    var rest: CGFloat = 0
    var frames = 0
    var problems: [String] = []
    var centers: [Int] = []          // the centre item each time it changes
    var peakLive = 0

    init(ribbon: HostRibbonView, lengths: [CGFloat]) {
        self.ribbon = ribbon
        self.lengths = lengths
        cycle = lengths.reduce(0, +)
        anchorTile = ribbon.layout.centerTile ?? 0
        let frame = ribbon.layout.frame(ofTile: anchorTile) ?? .zero
        anchorScreen = ribbon.layout.axis == .horizontal ? frame.minX - ribbon.contentOffset.x : frame.minY - ribbon.contentOffset.y
    }

    var axisIsHorizontal: Bool { ribbon.layout.axis == .horizontal }

    /// Where tile `t` must start on screen: whole cycles plus prefix sums of `lengths`.
    func screenStart(of t: Int) -> CGFloat {
        let n = lengths.count
        func split(_ t: Int) -> (Int, Int) { let i = ((t % n) + n) % n; return ((t - i) / n, i) }
        let (ct, it) = split(t), (ca, ia) = split(anchorTile)
        let prefixT = lengths[..<it].reduce(0, +), prefixA = lengths[..<ia].reduce(0, +)
        return anchorScreen + CGFloat(ct - ca - cycles) * cycle + prefixT - prefixA - rest
    }

    mutating func step() {
        ribbon.step(1.0 / 60.0)
        let moved = axisIsHorizontal ? ribbon.lastPhysicsMovement.x : ribbon.lastPhysicsMovement.y
        rest += moved
        let whole = (rest / cycle).rounded(.down)
        cycles += Int(whole)
        rest -= whole * cycle
        check()
    }

    mutating func check() {
        frames += 1
        let offset = axisIsHorizontal ? ribbon.contentOffset.x : ribbon.contentOffset.y
        let length = axisIsHorizontal ? ribbon.viewportSize.width : ribbon.viewportSize.height
        var found: [String] = []
        var onScreen = 0
        ribbon.forEachLiveTile { tile, _, view in
            guard let view else { found.append("tile \(tile) has no view"); return }
            let index = ribbon.layout.dataIndex(ofTile: tile)
            if view.dataIndex != index { found.append("view shows \(String(describing: view.dataIndex)) for item \(index)") }
            let start = (axisIsHorizontal ? view.frame.minX : view.frame.minY) - offset
            if abs(start - screenStart(of: tile)) > 1e-6 { found.append("tile \(tile) at \(start), expected \(screenStart(of: tile))") }
            if start < length && start + lengths[index] > 0 { onScreen += 1 }
        }
        // Live: the visible tiles and at most one more on each side.
        if ribbon.liveTileCount > onScreen + 2 { found.append("\(ribbon.liveTileCount) live for \(onScreen) visible") }
        peakLive = max(peakLive, ribbon.liveTileCount)
        if let center = ribbon.centerIndex, center != centers.last { centers.append(center) }
        if !found.isEmpty, problems.count < 10 { problems.append("frame \(frames): \(found.prefix(3))") }
    }
}

/// The shipped ``TileScrollController`` running a ribbon on the host's tile scroll view.
@Suite struct TileScrollControllerRibbonTests {
    private func makeRibbon(axis: InfiniteAxis, lengths: [CGFloat], source: RibbonTileSource) -> HostRibbonView {
        let size = axis == .horizontal ? CGSize(width: 390, height: 200) : CGSize(width: 390, height: 844)
        let ribbon = HostRibbonView(viewportSize: size, layout: TileRibbonLayout(axis: axis, lengths: []))
        ribbon.attach(source)
        ribbon.layoutIfNeeded()
        return ribbon
    }

    /// Flings one way for two simulated minutes, then the other way: the items go round and round
    /// in order, wrapping from the last to the first and back, without an edge hit.
    @Test(arguments: [
        (InfiniteAxis.horizontal, [140.0, 90, 200, 120, 160, 80, 230, 110]),
        (InfiniteAxis.vertical, [50.0, 70]),          // shorter than the screen
        (InfiniteAxis.horizontal, [500.0]),           // one item wider than the screen
    ])
    func wrapsInBothDirections(axis: InfiniteAxis, lengths: [Double]) {
        let lengths = lengths.map { CGFloat($0) }
        let source = RibbonTileSource(lengths: lengths)
        let ribbon = makeRibbon(axis: axis, lengths: lengths, source: source)
        var session = RibbonSession(ribbon: ribbon, lengths: lengths)
        var generator = SplitMix64(seed: UInt64(lengths.count))
        var forwardCenters: [Int] = []
        for direction in [CGFloat(1), -1] {
            session.centers = []
            while session.frames < (direction > 0 ? 7_200 : 14_400) {
                let speed = CGFloat(1_000 + generator.next() % 9_000)
                let velocity = axis == .horizontal ? CGPoint(x: direction * speed, y: 0) : CGPoint(x: 0, y: direction * speed)
                ribbon.fling(velocity: velocity)
                for _ in 0..<(20 + Int(generator.next() % 100)) where ribbon.isDecelerating { session.step() }
            }
            if direction > 0 { forwardCenters = session.centers }
        }
        let backwardCenters = session.centers
        #expect(session.problems.isEmpty, "\(session.problems)")
        #expect(ribbon.edgeHits == 0)
        #expect(ribbon.layout.jumpCount > 20)
        let n = lengths.count
        // Forward the centre item only ever steps to the next one (wrapping n−1 → 0)…
        if n > 1 {
            let forwardSteps = zip(forwardCenters, forwardCenters.dropFirst()).map { ($1 - $0 + n) % n }
            let backwardSteps = zip(backwardCenters, backwardCenters.dropFirst()).map { ($0 - $1 + n) % n }
            #expect(forwardSteps.allSatisfy { $0 >= 1 && $0 < n }, "\(forwardSteps.prefix(20))")
            #expect(backwardSteps.allSatisfy { $0 >= 1 && $0 < n })
            // …and it wrapped: passed from the last item to the first going forward, and back.
            #expect(zip(forwardCenters, forwardCenters.dropFirst()).contains { $0 == n - 1 && $1 == 0 } || n == 2)
            #expect(zip(backwardCenters, backwardCenters.dropFirst()).contains { $0 == 0 && $1 == n - 1 } || n == 2)
            #expect(forwardCenters.count > 3 * n && backwardCenters.count > 3 * n)
        }
        print("Ribbon controller \(axis) \(lengths.count) items: \(session.frames) frames, \(ribbon.layout.jumpCount) jumps, "
              + "live peak \(session.peakLive), views created \(ribbon.tileViewsCreated), reused \(ribbon.tilesReused), edge hits \(ribbon.edgeHits)")
    }

    @Test func emptyDataShowsNothingAndRecovers() {
        let ribbon = makeRibbon(axis: .horizontal, lengths: [], source: RibbonTileSource(lengths: []))
        #expect(ribbon.liveTileCount == 0 && ribbon.centerIndex == nil)
        ribbon.fling(velocity: CGPoint(x: 3_000, y: 0))
        ribbon.runUntilIdle()
        let zero = RibbonTileSource(lengths: [0, 0, 0])
        ribbon.attach(zero)
        ribbon.layoutIfNeeded()
        #expect(ribbon.liveTileCount == 0 && ribbon.layout.status == .noData)
        let real = RibbonTileSource(lengths: [100, 0, 60])
        ribbon.attach(real)
        ribbon.layoutIfNeeded()
        #expect(ribbon.liveTileCount > 0 && ribbon.centerIndex == 0)
    }
}

extension HostTiledView where Layout == TileRibbonLayout {
    /// `dataSource = source` of `InfiniteScrollView`: the count and lengths are read, every tile reloads.
    func attach(_ source: RibbonTileSource) {
        tileProvider = source.ribbonView(_:viewForTileAt:)
        reloadData(count: source.lengths.count) { source.lengths[$0] }
    }
}
