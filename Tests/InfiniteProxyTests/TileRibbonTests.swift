import Foundation
import InfiniteHostTesting
import Testing
@testable import InfiniteProxy

@Suite struct TileRibbonTests {
    @Test func docExamples() {
        let ribbon = TileRibbon(lengths: [100, 50, 150])
        #expect(ribbon.cycleLength == 300)
        #expect(ribbon.dataIndex(ofTile: -1) == 2)
        #expect(ribbon.distance(fromTile: 0, toTile: 4) == 400)
        #expect(ribbon.tile(atDistance: -10, fromTile: 0) == -1)
        #expect(TileRibbon(count: 5, length: 100).tiles(from: 150, to: 400, fromTile: 10) == 11..<14)
    }

    @Test func dataIndexAndCycleAreFloorDivisionForEveryNearbyTile() {
        for count in 1...7 {
            let ribbon = TileRibbon(count: count, length: 10)
            for tile in -50...50 {
                let index = ribbon.dataIndex(ofTile: tile), cycle = ribbon.cycle(ofTile: tile)
                #expect((0..<count).contains(index))
                #expect(cycle * count + index == tile)
            }
        }
        #expect(TileRibbon(lengths: []).dataIndex(ofTile: -3) == 0)
        #expect(TileRibbon(count: 3, length: 1).dataIndex(ofTile: Int.min) == TileRibbon(count: 3, length: 1).dataIndex(ofTile: Int.min))
    }

    /// Brute force on an explicit list of tile starts over several cycles.
    @Test func distancesAndLookUpsMatchBruteForce() {
        var generator = SplitMix64(seed: 21)
        for _ in 0..<200 {
            let count = Int(1 + generator.next() % 6)
            // Quarter-point lengths, some zero: exact in binary.
            let lengths = (0..<count).map { _ in CGFloat(generator.next() % 5 == 0 ? 0 : 1 + generator.next() % 40) / 4 }
            let ribbon = TileRibbon(lengths: lengths)
            guard !ribbon.isEmpty else {
                #expect(ribbon.tile(atDistance: 0, fromTile: 0) == nil)
                #expect(ribbon.distance(fromTile: 0, toTile: 1) == nil)
                continue
            }
            // starts[t] for t in -5·count ..< 5·count, built by walking.
            let first = -5 * count
            var starts: [CGFloat] = []
            var position = -5 * lengths.reduce(0, +)
            for t in first..<(5 * count) {
                starts.append(position)
                position += lengths[((t % count) + count) % count]
            }
            func start(_ t: Int) -> CGFloat { starts[t - first] }
            for _ in 0..<40 {
                let a = Int(generator.next() % UInt64(6 * count)) - 3 * count
                let b = Int(generator.next() % UInt64(6 * count)) - 3 * count
                #expect(ribbon.distance(fromTile: a, toTile: b) == start(b) - start(a))
                // The tile covering a point: start ≤ p < start + length, positive length.
                let p = CGFloat(Int(generator.next() % 400) - 200) / 8 * (ribbon.cycleLength / 10)
                let point = start(0) + p
                if let found = ribbon.tile(atDistance: p, fromTile: 0), found - first >= 0, found - first < starts.count {
                    #expect(start(found) <= point && point < start(found) + lengths[ribbon.dataIndex(ofTile: found)],
                            "\(lengths) p \(p) found \(found)")
                } else {
                    Issue.record("no tile found for \(p) in \(lengths)")
                }
            }
        }
    }

    @Test func tileRangesCoverExactlyTheTouchedTiles() {
        let ribbon = TileRibbon(lengths: [30, 0, 50, 20])
        // from tile 0 (start 0): 30 | 0 | 50 | 20 | 30 ...
        #expect(ribbon.tiles(from: 0, to: 30, fromTile: 0) == 0..<2)     // 1 has no length: harmless
        #expect(ribbon.tiles(from: 0, to: 31, fromTile: 0) == 0..<3)
        #expect(ribbon.tiles(from: 29, to: 80, fromTile: 0) == 0..<3)
        #expect(ribbon.tiles(from: 80, to: 100.5, fromTile: 0) == 3..<5)
        #expect(ribbon.tiles(from: -1, to: 0, fromTile: 0) == -1..<0)
        #expect(ribbon.tiles(from: 5, to: 5, fromTile: 0) == nil)
    }

    @Test func badLengthsCountAsZero() {
        let ribbon = TileRibbon(lengths: [.nan, -4, .infinity, 10])
        #expect(ribbon.lengths == [0, 0, 0, 10])
        #expect(ribbon.cycleLength == 10 && ribbon.largestLength == 10)
        #expect(ribbon.tile(atDistance: 5, fromTile: 0) == 3)
        #expect(TileRibbon(lengths: [0, 0]).isEmpty)
        #expect(TileRibbon(count: -3, length: 10).isEmpty)
        #expect(TileRibbon(count: 3, length: 10).tile(atDistance: .nan, fromTile: 0) == nil)
        #expect(TileRibbon(count: 1, length: 10).distance(fromTile: Int.min, toTile: Int.max) == nil)
    }
}
