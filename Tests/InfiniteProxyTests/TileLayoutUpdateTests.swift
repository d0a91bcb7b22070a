import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct TileLayoutUpdateTests {
    @Test func defaultsChangeNothing() {
        let update = TileLayoutUpdate<GridCoordinate>(contentSize: CGSize(width: 10, height: 10))
        #expect(update.changesNoTile && update.contentOffset == nil && update.jump == CGPoint(x: 0, y: 0))
        #expect(update.status == .ready)
        let moved = TileLayoutUpdate<Int>(contentSize: .zero, jump: CGPoint(x: -400, y: 0), movedAllTiles: true)
        #expect(!moved.changesNoTile && moved.jump.x == -400)
        let added = TileLayoutUpdate<Int>(contentSize: .zero, added: [PlacedTile(key: 3, slot: 0, frame: .zero)])
        #expect(!added.changesNoTile)
        let removed = TileLayoutUpdate<Int>(contentSize: .zero, removed: [FreedTile(key: 3, slot: 0)])
        #expect(!removed.changesNoTile)
    }

    @Test func everyProblemHasAMessage() {
        for status in TileLayoutStatus.allCases {
            #expect((status.message == nil) == (status == .ready))
        }
    }
}
