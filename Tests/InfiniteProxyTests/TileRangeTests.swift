import Foundation
import InfiniteHostTesting
import Testing
@testable import InfiniteProxy

@Suite struct TileRangeTests {
    @Test func docExamples() {
        let range = TileRange.covering(CGRect(x: 120, y: 40, width: 390, height: 844),
                                       tileSize: CGSize(width: 100, height: 100),
                                       origin: GridCoordinate(x: 7, y: -3))
        #expect(range.columns == 8..<13)
        #expect(range.rows == -3..<6)
        #expect(range.count == 45)
        #expect(TileRange(columns: 0..<2, rows: 5..<6).expanded(by: 1) == TileRange(columns: -1..<3, rows: 4..<7))
        #expect(TileRange.span(from: 150, to: 300, tileLength: 100) == 1..<3)
        #expect(TileRange.span(from: -0.5, to: 0, tileLength: 100) == -1..<0)
        #expect(TileRange.maximumCount(viewportSize: CGSize(width: 390, height: 844),
                                       tileSize: CGSize(width: 100, height: 100), ring: 1) == 84)
    }

    /// Brute force: tile i overlaps (start, end) with positive length.
    private func bruteSpan(_ start: Double, _ end: Double, _ tile: Double) -> Range<Int>? {
        guard start < end else { return nil }
        // Search a window generously wider than the interval; the overlap test decides.
        let window = Int((start / tile).rounded(.down)) - 3...Int((end / tile).rounded(.up)) + 3
        let hits = window.filter { i in
            min(Double(i + 1) * tile, end) - max(Double(i) * tile, start) > 0
        }
        guard let first = hits.first, let last = hits.last else { return nil }
        #expect(hits.count == last - first + 1)
        return first..<(last + 1)
    }

    /// Every interval with quarter-point ends in [-12, 12] against three tile lengths (all values
    /// exact in binary, so brute force and the formula must agree exactly).
    @Test(arguments: [1.0, 2.5, 4.0])
    func spanMatchesBruteForceExhaustively(tile: Double) {
        let points = stride(from: -12.0, through: 12.0, by: 0.25).map { $0 }
        for start in points {
            for end in points {
                #expect(TileRange.span(from: CGFloat(start), to: CGFloat(end), tileLength: CGFloat(tile))
                        == bruteSpan(start, end, tile), "start \(start) end \(end)")
            }
        }
    }

    @Test func coveringAddsTheOriginAndMatchesBruteForceRandomly() {
        var generator = SplitMix64(seed: 11)
        for _ in 0..<3_000 {
            let tile = CGSize(width: draw(&generator, from: 1, below: 65) / 4, height: draw(&generator, from: 1, below: 65) / 4)
            let rect = CGRect(x: draw(&generator, from: -400, below: 400) / 8, y: draw(&generator, from: -400, below: 400) / 8,
                              width: draw(&generator, from: 0, below: 400) / 8, height: draw(&generator, from: 0, below: 400) / 8)
            let origin = GridCoordinate(x: Int(generator.next() % 2_000_001) - 1_000_000, y: Int(generator.next() % 201) - 100)
            let range = TileRange.covering(rect, tileSize: tile, origin: origin)
            let xs = bruteSpan(Double(rect.minX), Double(rect.maxX), Double(tile.width))
            let ys = bruteSpan(Double(rect.minY), Double(rect.maxY), Double(tile.height))
            if let xs, let ys {
                #expect(range.columns == (xs.lowerBound + origin.x)..<(xs.upperBound + origin.x))
                #expect(range.rows == (ys.lowerBound + origin.y)..<(ys.upperBound + origin.y))
                #expect(Array(range).count == range.count)
            } else {
                #expect(range.isEmpty)
                #expect(range.count == 0)
            }
        }
    }

    @Test func iterationIsRowMajorAndComplete() {
        let range = TileRange(columns: -1..<2, rows: 3..<5)
        #expect(Array(range) == [
            GridCoordinate(x: -1, y: 3), GridCoordinate(x: 0, y: 3), GridCoordinate(x: 1, y: 3),
            GridCoordinate(x: -1, y: 4), GridCoordinate(x: 0, y: 4), GridCoordinate(x: 1, y: 4),
        ])
        #expect(Array(TileRange(columns: 0..<0, rows: 0..<5)).isEmpty)
        #expect(Array(TileRange(columns: 0..<3, rows: 2..<2)).isEmpty)
        for coordinate in range { #expect(range.contains(coordinate)) }
        #expect(!range.contains(GridCoordinate(x: 2, y: 3)))
    }

    @Test func expandingKeepsEmptyEmptyAndShrinksToEmpty() {
        #expect(TileRange.empty.expanded(by: 3).isEmpty)
        #expect(TileRange(columns: 0..<2, rows: 0..<2).expanded(by: -1).isEmpty)
        #expect(TileRange(columns: 0..<3, rows: 0..<3).expanded(by: -1) == TileRange(columns: 1..<2, rows: 1..<2))
    }

    /// No offset makes a viewport touch more than the maximum count (checked against brute force).
    @Test func maximumCountBoundsEveryOffset() {
        var generator = SplitMix64(seed: 5)
        for _ in 0..<2_000 {
            let tile = CGSize(width: draw(&generator, from: 1, below: 41) / 2, height: draw(&generator, from: 1, below: 41) / 2)
            let size = CGSize(width: draw(&generator, from: 0, below: 200) / 2, height: draw(&generator, from: 0, below: 200) / 2)
            let maximum = TileRange.maximumCount(viewportSize: size, tileSize: tile, ring: 0)
            for _ in 0..<5 {
                let rect = CGRect(origin: CGPoint(x: CGFloat(generator.next() % 1_000) / 8, y: CGFloat(generator.next() % 1_000) / 8), size: size)
                #expect(TileRange.covering(rect, tileSize: tile, origin: .zero).count <= maximum)
                #expect(TileRange.covering(rect, tileSize: tile, origin: .zero).expanded(by: 1).count
                        <= TileRange.maximumCount(viewportSize: size, tileSize: tile, ring: 1))
            }
        }
    }

    @Test func badInputGivesEmpty() {
        let good = CGRect(x: 0, y: 0, width: 100, height: 100)
        for bad in [CGFloat.nan, .infinity, -.infinity, 0, -10] {
            #expect(TileRange.covering(good, tileSize: CGSize(width: bad, height: 10), origin: .zero).isEmpty)
            #expect(TileRange.covering(good, tileSize: CGSize(width: 10, height: bad), origin: .zero).isEmpty)
            #expect(TileRange.maximumCount(viewportSize: good.size, tileSize: CGSize(width: bad, height: 10), ring: 1) == 0)
        }
        for bad in [CGFloat.nan, .infinity, -.infinity] {
            #expect(TileRange.covering(CGRect(x: bad, y: 0, width: 10, height: 10), tileSize: CGSize(width: 10, height: 10), origin: .zero).isEmpty)
            #expect(TileRange.covering(CGRect(x: 0, y: 0, width: bad, height: 10), tileSize: CGSize(width: 10, height: 10), origin: .zero).isEmpty)
        }
        #expect(TileRange.covering(CGRect(x: 0, y: 0, width: 0, height: 10), tileSize: CGSize(width: 10, height: 10), origin: .zero).isEmpty)
        #expect(TileRange.covering(CGRect(x: 1e300, y: 0, width: 1, height: 10), tileSize: CGSize(width: 1e-300, height: 10), origin: .zero).isEmpty)
        // Near the coordinate limit the range saturates instead of trapping.
        let far = TileRange.covering(good, tileSize: CGSize(width: 10, height: 10), origin: GridCoordinate(x: Int.max, y: Int.min))
        #expect(far.isEmpty || far.count <= 100)
    }
}

/// A whole number in `start..<end` drawn from `generator` (as `start + next() % (end - start)`), as a `CGFloat`.
private func draw(_ generator: inout SplitMix64, from start: Int, below end: Int) -> CGFloat {
    CGFloat(start + Int(generator.next() % UInt64(end - start)))
}
