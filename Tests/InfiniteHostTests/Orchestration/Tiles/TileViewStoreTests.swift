import Foundation
import InfiniteProxy
import Testing
@testable import InfiniteHost

/// A second tile view class, for the per-type pools.
private final class OtherTileView {}

/// A surface whose tile views are plain objects: records what the store does to it.
private final class RecordingSurface: HostScrollView, TileSurface {
    var shown: [ObjectIdentifier: CGRect] = [:]
    func addTile(_ view: AnyObject, frame: CGRect) { shown[ObjectIdentifier(view)] = frame }
    func moveTile(_ view: AnyObject, to frame: CGRect) { shown[ObjectIdentifier(view)] = frame }
    func removeTile(_ view: AnyObject) { shown[ObjectIdentifier(view)] = nil }
}

@Suite struct TileViewStoreTests {
    private let frame = CGRect(x: 0, y: 0, width: 10, height: 10)

    @Test func placeShowsAndRecyclePoolsByType() {
        let surface = RecordingSurface(viewportSize: CGSize(width: 100, height: 100))
        var store = TileViewStore<AnyObject>()
        let a = HostTileScrollView(viewportSize: .zero).makeTileView(), b = OtherTileView()
        store.place(a, inSlot: 3, frame: frame, on: surface)
        store.place(b, inSlot: 0, frame: frame, on: surface)
        #expect(store.view(inSlot: 3) === a && store.view(inSlot: 0) === b && store.view(inSlot: 1) == nil)
        #expect(surface.shown.count == 2 && store.receivedCount == 2)
        store.recycle(slot: 3, from: surface)
        store.recycle(slot: 0, from: surface)
        #expect(surface.shown.isEmpty && store.pooledCount == 2)
        #expect(store.dequeue(ofType: OtherTileView.self) === b)
        #expect(store.dequeue(ofType: OtherTileView.self) == nil)
        #expect(store.dequeue(ofType: HostTileView.self) === a)
        #expect(store.reusedCount == 2 && store.pooledCount == 0)
        #expect(store.view(inSlot: -1) == nil && store.view(inSlot: 99) == nil)
    }

    /// A different view placed in an occupied slot recycles the old one; the same view stays.
    @Test func replacingAViewRecyclesTheOldOne() {
        let surface = RecordingSurface(viewportSize: .zero)
        var store = TileViewStore<AnyObject>()
        let a = OtherTileView(), b = OtherTileView()
        store.place(a, inSlot: 0, frame: frame, on: surface)
        store.place(a, inSlot: 0, frame: frame.offsetBy(dx: 5, dy: 0), on: surface)
        #expect(store.pooledCount == 0 && surface.shown[ObjectIdentifier(a)]?.minX == 5)
        store.place(b, inSlot: 0, frame: frame, on: surface)
        #expect(store.pooledCount == 1 && surface.shown[ObjectIdentifier(a)] == nil)
        store.place(nil, inSlot: 0, frame: frame, on: surface)
        #expect(store.pooledCount == 2 && surface.shown.isEmpty)
    }

    /// The pools hold at most `poolLimit` views in all; the rest are dropped (memory stays bounded).
    @Test func poolLimitBoundsMemory() {
        let surface = RecordingSurface(viewportSize: .zero)
        var store = TileViewStore<AnyObject>()
        store.poolLimit = 3
        for slot in 0..<5 { store.place(OtherTileView(), inSlot: slot, frame: frame, on: surface) }
        store.recycleAll(from: surface)
        #expect(store.pooledCount == 3 && store.discardedCount == 2 && store.liveViews.isEmpty)
    }

    /// A view handed back while it waits in the pool (a data source caching its views) leaves the
    /// pool; a view is never pooled twice.
    @Test func aPooledViewShownAgainLeavesThePool() {
        let surface = RecordingSurface(viewportSize: .zero)
        var store = TileViewStore<AnyObject>()
        let a = OtherTileView(), b = OtherTileView()
        store.place(a, inSlot: 0, frame: frame, on: surface)
        store.place(b, inSlot: 1, frame: frame, on: surface)
        store.recycleAll(from: surface)
        #expect(store.pooledCount == 2)
        store.place(a, inSlot: 5, frame: frame, on: surface)
        #expect(store.pooledCount == 1)
        #expect(store.dequeue(ofType: OtherTileView.self) === b)
        #expect(store.dequeue(ofType: OtherTileView.self) == nil)
        // The same view in two slots (a data source breaking the contract) is pooled once.
        store.place(b, inSlot: 6, frame: frame, on: surface)
        store.place(b, inSlot: 7, frame: frame, on: surface)
        store.recycleAll(from: surface)
        #expect(store.pooledCount == 2)
    }
}
