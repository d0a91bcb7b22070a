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
    @Test func endOfDisplayNamesTheRecordedItem() {
        let engine = loopingEngine()
        #expect(engine.isLooping)
        let bridge = CallbackBridge(engine: engine)
        let view = View()
        var started: IndexPath?
        bridge.startDisplay(of: ObjectIdentifier(view), at: IndexPath(indexes: [0, 23])) { started = $0 }
        #expect(started == IndexPath(indexes: [0, 3]))
        engine.setEnabled(false)   // 1:1 now: [0, 23] would be row 23
        var ended: IndexPath?
        bridge.endDisplay(of: ObjectIdentifier(view), at: IndexPath(indexes: [0, 23])) { ended = $0 }
        #expect(ended == started)
        #expect(bridge.displayedSource(of: ObjectIdentifier(view)) == nil)
    }

    /// Inside a forwarded call the client's path maps back to the twin nearest the call's path.
    @Test func returnedPathsMapToTheNearestTwin() {
        let engine = loopingEngine()
        let bridge = CallbackBridge(engine: engine)
        let twin = bridge.forward(IndexPath(indexes: [0, 43]), fallback: IndexPath()) { source -> IndexPath in
            #expect(source == IndexPath(indexes: [0, 3]))
            return bridge.virtualPath(forReturned: IndexPath(indexes: [0, 4]))
        }
        #expect(twin == IndexPath(indexes: [0, 44]))
        #expect(bridge.virtualPath(forReturned: IndexPath(indexes: [0, 4])) == IndexPath(indexes: [0, 4]))   // outside: unchanged
        #expect(bridge.uniqueSourcePaths(for: [[0, 3], [0, 13], [0, 4]].map { IndexPath(indexes: $0) })
                == [[0, 3], [0, 4]].map { IndexPath(indexes: $0) })
    }
}
