import Foundation
import InfiniteProxy
import Testing
@testable import InfiniteHost

/// The ribbon (`InfiniteScrollView`) and the tile grid (`InfiniteGridView`) in a right-to-left app:
/// tile x + 1 lies on tile x's left, so a fling with the finger moving right (the offset
/// decreasing) goes to higher items and columns, across recentering jumps, every frame.
@MainActor
@Suite struct TileScrollControllerRightToLeftTests {
    /// Every live pair (tile, tile + 1) touches with tile + 1 on the left; every view shows its item.
    private func ribbonProblems(_ ribbon: HostRibbonView, lengths: [CGFloat]) -> [String] {
        var frames: [Int: CGRect] = [:]
        var problems: [String] = []
        ribbon.forEachLiveTile { tile, _, view in
            guard let view else { return }
            frames[tile] = view.frame
            if view.dataIndex != ribbon.layout.dataIndex(ofTile: tile) { problems.append("tile \(tile) shows \(String(describing: view.dataIndex))") }
        }
        for (tile, frame) in frames {
            guard let next = frames[tile + 1] else { continue }
            if abs(next.maxX - frame.minX) > 1e-6 { problems.append("tile \(tile + 1) ends at \(next.maxX), tile \(tile) starts at \(frame.minX)") }
        }
        return problems
    }

    @Test func ribbonItemsFollowLeftwardsAndFlingsInReadingDirectionGoForward() {
        let lengths: [CGFloat] = [140, 90, 200, 120, 160]
        let source = RibbonTileSource(lengths: lengths)
        let ribbon = HostRibbonView(viewportSize: CGSize(width: 390, height: 200), layout: TileRibbonLayout(axis: .horizontal, lengths: []))
        ribbon.effectiveUserInterfaceLayoutDirection = .rightToLeft
        ribbon.attach(source)
        ribbon.layoutIfNeeded()
        #expect(ribbon.centerIndex == 0)
        #expect(ribbonProblems(ribbon, lengths: lengths).isEmpty)
        var centers: [Int] = []
        var problems: [String] = []
        for _ in 0..<12 {
            ribbon.fling(velocity: CGPoint(x: -2_500, y: 0))   // the finger moves right
            for _ in 0..<90 where ribbon.isDecelerating {
                ribbon.step(1.0 / 60.0)
                problems += ribbonProblems(ribbon, lengths: lengths)
                if let center = ribbon.centerIndex, center != centers.last { centers.append(center) }
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(3))")
        let steps = zip(centers, centers.dropFirst()).map { ($1 - $0 + 5) % 5 }
        #expect(centers.count > 10 && steps.allSatisfy { $0 >= 1 && $0 <= 2 }, "\(centers.prefix(20))")
        #expect(ribbon.layout.jumpCount > 0)
        #expect(ribbon.edgeHits == 0)
    }

    @Test func gridColumnsFollowLeftwardsAndATapFindsItsTile() {
        let source = GridTileSource()
        let grid = HostGridView(viewportSize: CGSize(width: 390, height: 844),
                                layout: TileGridLayout(tileSize: CGSize(width: 110, height: 90), initialCoordinate: .zero))
        grid.effectiveUserInterfaceLayoutDirection = .rightToLeft
        grid.tileProvider = source.gridView(_:viewForTileAt:)
        grid.layoutIfNeeded()
        func problems() -> [String] {
            var frames: [GridCoordinate: CGRect] = [:]
            var found: [String] = []
            grid.forEachLiveTile { key, _, view in
                guard let view else { return }
                frames[key] = view.frame
                if view.coordinate != grid.layout.item(ofTile: key) { found.append("\(key) shows \(String(describing: view.coordinate))") }
            }
            for (key, frame) in frames {
                if let next = frames[GridCoordinate(x: key.x + 1, y: key.y)], abs(next.maxX - frame.minX) > 1e-6 {
                    found.append("column \(key.x + 1) ends at \(next.maxX), \(key.x) starts at \(frame.minX)")
                }
                if let below = frames[GridCoordinate(x: key.x, y: key.y + 1)], abs(below.minY - frame.maxY) > 1e-6 {
                    found.append("row \(key.y + 1) starts at \(below.minY)")
                }
            }
            return found
        }
        #expect(grid.centerCoordinate == .zero)
        #expect(problems().isEmpty, "\(problems().prefix(3))")
        // A tap in the middle of tile (0, 0) and one on its left, in the view's coordinates.
        var origin: CGRect?
        grid.forEachLiveTile { key, _, view in if key == .zero { origin = view?.frame } }
        #expect(origin != nil, "tile (0, 0) is live")
        if let zero = origin {
            #expect(grid.controller.item(at: CGPoint(x: zero.midX, y: zero.midY), on: grid) == .zero)
            #expect(grid.controller.item(at: CGPoint(x: zero.midX - 110, y: zero.midY), on: grid) == GridCoordinate(x: 1, y: 0))
        }
        let startColumn = grid.centerCoordinate?.x ?? 0
        var found: [String] = []
        for _ in 0..<6 {
            grid.fling(velocity: CGPoint(x: -3_000, y: 800))   // the finger moves right and up
            for _ in 0..<120 where grid.isDecelerating {
                grid.step(1.0 / 60.0)
                found += problems()
            }
        }
        #expect(found.isEmpty, "\(found.prefix(3))")
        #expect((grid.centerCoordinate?.x ?? 0) - startColumn > 20, "columns rise in reading direction")
        #expect((grid.centerCoordinate?.y ?? 0) > 0)
        #expect(grid.jumpCount > 0)
        #expect(grid.edgeHits == 0)
    }
}
