import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct GridCoordinateTests {
    @Test func docExample() {
        let home = GridCoordinate(x: 0, y: 0)
        #expect(home == .zero)
        #expect(home.offsetBy(x: 1, y: 0) == GridCoordinate(x: 1, y: 0))
        #expect(home.offsetBy(x: 1, y: 0).description == "(1, 0)")
        #expect(GridCoordinate(x: 2, y: 5).offsetBy(x: -3, y: 1) == GridCoordinate(x: -1, y: 6))
    }

    @Test func offsetsAddExactlyOverSmallValues() {
        for x in -4...4 {
            for y in -4...4 {
                for dx in -3...3 {
                    for dy in -3...3 {
                        let moved = GridCoordinate(x: x, y: y).offsetBy(x: dx, y: dy)
                        #expect(moved.x == x + dx && moved.y == y + dy)
                    }
                }
            }
        }
    }

    @Test func offsetsSaturateInsteadOfTrapping() {
        let limit = GridCoordinate.limit
        #expect(GridCoordinate(x: limit, y: 0).offsetBy(x: 5, y: 0).x == limit)
        #expect(GridCoordinate(x: -limit, y: 0).offsetBy(x: -5, y: 0).x == -limit)
        #expect(GridCoordinate(x: Int.max, y: Int.min).offsetBy(x: Int.max, y: Int.min) == GridCoordinate(x: limit, y: -limit))
        #expect(GridCoordinate(x: Int.max, y: Int.min).clamped == GridCoordinate(x: limit, y: -limit))
        #expect(GridCoordinate(x: 3, y: -3).clamped == GridCoordinate(x: 3, y: -3))
    }

    @Test func orderIsReadingOrder() {
        let sorted = [GridCoordinate(x: 1, y: 1), GridCoordinate(x: 0, y: 1), GridCoordinate(x: 5, y: 0)].sorted()
        #expect(sorted == [GridCoordinate(x: 5, y: 0), GridCoordinate(x: 0, y: 1), GridCoordinate(x: 1, y: 1)])
    }

    @Test func hashingDistinguishesEveryNearbyCoordinate() {
        var seen = Set<GridCoordinate>()
        for x in -20...20 { for y in -20...20 { seen.insert(GridCoordinate(x: x, y: y)) } }
        #expect(seen.count == 41 * 41)
        #expect(!seen.contains(GridCoordinate(x: 21, y: 0)))
    }
}
