import Foundation
import Testing
@testable import InfiniteProxy

@MainActor
@Suite struct CallbackBridgeTests {
    private final class View {}

    private func loopingEngine() -> InfiniteListEngine {
        let engine = InfiniteListEngine(axis: .vertical)
        engine.reload(sourceItemCounts: [10], metrics: ListMeasurement.table(
            viewportLength: 800, sourceItemCounts: [10],
            rowExtent: { _ in ItemExtent(length: 44, isEstimate: false) }, sectionExtras: { _ in 0 }))
        return engine
    }

    /// T4: didEndDisplaying names the item willDisplay named, even after the plan changed.
    @Test func endOfDisplayNamesTheRecordedItem() throws {
        let engine = loopingEngine()
        #expect(engine.isLooping)
        let bridge = CallbackBridge(engine: engine)
        let view = View()
        // A twin of the client's row 3 one copy past its home (the padding is the planner's).
        let twin = try #require(engine.homeVirtualIndexPath(for: SourceIndexPath(section: 0, item: 3))
            .flatMap { engine.repetition.shifted($0, byCopies: 1) })
        var started: IndexPath?
        bridge.startDisplay(of: ObjectIdentifier(view), at: twin.indexPath) { started = $0 }
        #expect(started == IndexPath(indexes: [0, 3]))
        engine.setEnabled(false)   // 1:1 now: the twin's path would be another row
        var ended: IndexPath?
        bridge.endDisplay(of: ObjectIdentifier(view), at: twin.indexPath) { ended = $0 }
        #expect(ended == started)
        #expect(bridge.displayedSource(of: ObjectIdentifier(view)) == nil)
    }

    /// Inside a forwarded call the client's path maps back to the twin nearest the call's path.
    @Test func returnedPathsMapToTheNearestTwin() throws {
        let engine = loopingEngine()
        let bridge = CallbackBridge(engine: engine)
        let three = try #require(engine.homeVirtualIndexPath(for: SourceIndexPath(section: 0, item: 3))
            .flatMap { engine.repetition.shifted($0, byCopies: 1) })
        let four = VirtualIndexPath(section: three.section, item: three.item + 1)
        let next = try #require(engine.repetition.shifted(three, byCopies: -1))
        let twin = bridge.forward(three.indexPath, fallback: IndexPath()) { source -> IndexPath in
            #expect(source == IndexPath(indexes: [0, 3]))
            return bridge.virtualPath(forReturned: IndexPath(indexes: [0, 4]))
        }
        #expect(twin == four.indexPath)
        #expect(bridge.virtualPath(forReturned: IndexPath(indexes: [0, 4])) == IndexPath(indexes: [0, 4]))   // outside: unchanged
        #expect(bridge.uniqueSourcePaths(for: [three.indexPath, next.indexPath, four.indexPath])
                == [[0, 3], [0, 4]].map { IndexPath(indexes: $0) })
    }
}
