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

    /// The virtual path of a source row's home twin, shifted by `offset` rows (independent of how
    /// much padding the planner chose).
    private func home(_ row: Int, _ engine: InfiniteListEngine, offset: Int = 0) -> IndexPath {
        let home = engine.homeVirtualIndexPath(for: SourceIndexPath(section: 0, item: row)) ?? VirtualIndexPath(section: 0, item: 0)
        return IndexPath(indexes: [home.section, home.item + offset])
    }

    /// T4: didEndDisplaying names the item willDisplay named, even after the plan changed.
    @Test func endOfDisplayNamesTheRecordedItem() {
        let engine = loopingEngine()
        #expect(engine.isLooping)
        let bridge = CallbackBridge(engine: engine)
        let view = View()
        var started: IndexPath?
        let shown = home(3, engine, offset: 10)   // a twin of row 3, one copy after its home
        bridge.startDisplay(of: ObjectIdentifier(view), at: shown) { started = $0 }
        #expect(started == IndexPath(indexes: [0, 3]))
        engine.setEnabled(false)   // 1:1 now: the shown path would name another row
        var ended: IndexPath?
        bridge.endDisplay(of: ObjectIdentifier(view), at: shown) { ended = $0 }
        #expect(ended == started)
        #expect(bridge.displayedSource(of: ObjectIdentifier(view)) == nil)
    }

    /// F5 (issue 14): `willDisplay` names the item the cell was configured for in its
    /// `cellForRowAt`, even when the plan changed in between (the client reloaded inside it);
    /// a cell configured at another path, or never through the bridge, gets the current plan's.
    @Test func startOfDisplayNamesTheItemTheCellWasConfiguredFor() {
        let engine = loopingEngine()
        let bridge = CallbackBridge(engine: engine)
        let view = View()
        let shown = home(3, engine, offset: 10)
        let cell = bridge.forwardCell(shown, fallback: view) { source -> View in
            #expect(source == IndexPath(indexes: [0, 3]))
            return view
        }
        #expect(cell === view)
        engine.setEnabled(false)   // 1:1 now: the shown path would name another row
        var started: IndexPath?
        bridge.startDisplay(of: ObjectIdentifier(view), at: shown) { started = $0 }
        #expect(started == IndexPath(indexes: [0, 3]))
        var ended: IndexPath?
        bridge.endDisplay(of: ObjectIdentifier(view), at: shown) { ended = $0 }
        #expect(ended == started)
        // The record is used once: a later display of the same cell maps with the plan then.
        bridge.startDisplay(of: ObjectIdentifier(view), at: IndexPath(indexes: [0, 5])) { started = $0 }
        #expect(started == IndexPath(indexes: [0, 5]))
        // Configured at one path, displayed at another: the current plan's.
        let other = View()
        _ = bridge.forwardCell(IndexPath(indexes: [0, 2]), fallback: other) { _ in other }
        bridge.startDisplay(of: ObjectIdentifier(other), at: IndexPath(indexes: [0, 7])) { started = $0 }
        #expect(started == IndexPath(indexes: [0, 7]))
    }

    /// A cell configured for an item the client then deleted (it changed its counts and reloaded
    /// inside `cellForRowAt`): its display is the view's, not the client's — neither its
    /// `willDisplay` nor its `didEndDisplaying` reaches the client, whose data has no such item.
    /// The next cell is forwarded as usual.
    @Test func aCellConfiguredForADeletedItemIsNotForwarded() {
        let engine = loopingEngine()
        let bridge = CallbackBridge(engine: engine)
        let view = View()
        let shown = home(8, engine)
        _ = bridge.forwardCell(shown, fallback: view) { _ in view }
        engine.reload(sourceItemCounts: [5], metrics: ListMeasurement.table(
            viewportLength: 800, sourceItemCounts: [5],
            rowExtent: { _ in ItemExtent(length: 44, isEstimate: false) }, sectionExtras: { _ in 0 }))
        var forwarded: [IndexPath] = []
        bridge.startDisplay(of: ObjectIdentifier(view), at: shown) { forwarded.append($0) }
        #expect(bridge.displayedSource(of: ObjectIdentifier(view)) == nil)
        bridge.endDisplay(of: ObjectIdentifier(view), at: shown) { forwarded.append($0) }
        #expect(forwarded.isEmpty, "\(forwarded)")
        let next = View()
        let path = home(2, engine)
        _ = bridge.forwardCell(path, fallback: next) { _ in next }
        bridge.startDisplay(of: ObjectIdentifier(next), at: path) { forwarded.append($0) }
        bridge.endDisplay(of: ObjectIdentifier(next), at: path) { forwarded.append($0) }
        #expect(forwarded == [IndexPath(indexes: [0, 2]), IndexPath(indexes: [0, 2])])
    }

    /// `recordDisplay` is `startDisplay` without the forwarding: the source it returns is the one
    /// `startDisplay` would forward (the configured item, else the current plan's), recorded for
    /// the end; nil, and the end withheld, for an item outside the client's data.
    @Test func recordingADisplayReturnsTheSourceStartDisplayForwards() {
        let engine = loopingEngine()
        let bridge = CallbackBridge(engine: engine)
        let view = View()
        let shown = home(3, engine, offset: 10)
        _ = bridge.forwardCell(shown, fallback: view) { _ in view }
        engine.setEnabled(false)   // 1:1 now: the shown path would name another row
        let virtual = VirtualIndexPath(shown)!
        #expect(bridge.recordDisplay(of: ObjectIdentifier(view), at: virtual) == SourceIndexPath(section: 0, item: 3))
        #expect(bridge.displayedSource(of: ObjectIdentifier(view)) == SourceIndexPath(section: 0, item: 3))
        var ended: IndexPath?
        bridge.endDisplay(of: ObjectIdentifier(view), at: shown) { ended = $0 }
        #expect(ended == IndexPath(indexes: [0, 3]))
        // Not configured: the current plan's item.
        #expect(bridge.recordDisplay(of: ObjectIdentifier(view), at: VirtualIndexPath(section: 0, item: 4))
                == SourceIndexPath(section: 0, item: 4))
        // Configured for an item the client then deleted: nil, and its end is not forwarded.
        engine.setEnabled(true)
        let deleted = View()
        let path = home(8, engine)
        _ = bridge.forwardCell(path, fallback: deleted) { _ in deleted }
        engine.reload(sourceItemCounts: [5], metrics: ListMeasurement.table(
            viewportLength: 800, sourceItemCounts: [5],
            rowExtent: { _ in ItemExtent(length: 44, isEstimate: false) }, sectionExtras: { _ in 0 }))
        #expect(bridge.recordDisplay(of: ObjectIdentifier(deleted), at: VirtualIndexPath(path)!) == nil)
        var forwarded: [IndexPath] = []
        bridge.endDisplay(of: ObjectIdentifier(deleted), at: path) { forwarded.append($0) }
        #expect(forwarded.isEmpty, "\(forwarded)")
    }

    /// Inside a forwarded call the client's path maps back to the twin nearest the call's path.
    @Test func returnedPathsMapToTheNearestTwin() {
        let engine = loopingEngine()
        let bridge = CallbackBridge(engine: engine)
        let called = home(3, engine, offset: 10)
        let twin = bridge.forward(called, fallback: IndexPath()) { source -> IndexPath in
            #expect(source == IndexPath(indexes: [0, 3]))
            return bridge.virtualPath(forReturned: IndexPath(indexes: [0, 4]))
        }
        #expect(twin == home(4, engine, offset: 10))
        #expect(bridge.virtualPath(forReturned: IndexPath(indexes: [0, 4])) == IndexPath(indexes: [0, 4]))   // outside: unchanged
        #expect(bridge.uniqueSourcePaths(for: [home(3, engine), home(3, engine, offset: 10), home(4, engine)])
                == [[0, 3], [0, 4]].map { IndexPath(indexes: $0) })
    }

    /// `willSelectRowAt`-style redirects: not implemented keeps UIKit's path, nil refuses, an
    /// answer lands on the twin nearest the tapped one.
    @Test func redirectsKeepRefuseOrMapTheAnswer() {
        let engine = loopingEngine()
        let bridge = CallbackBridge(engine: engine)
        let tapped = home(3, engine, offset: 10)
        var seen: IndexPath?
        #expect(bridge.forwardRedirect(tapped) { seen = $0; return .none } == tapped)
        #expect(seen == IndexPath(indexes: [0, 3]))
        #expect(bridge.forwardRedirect(tapped) { _ in .some(nil) } == nil)
        #expect(bridge.forwardRedirect(tapped) { _ in .some(IndexPath(indexes: [0, 5])) } == home(5, engine, offset: 10))
    }

    /// A move's target question: the client sees its own moving and proposed paths, its answer
    /// lands near the proposal, and a malformed moving path keeps the proposal untouched.
    @Test func moveTargetsSpeakTheClientsPaths() {
        let engine = loopingEngine()
        let bridge = CallbackBridge(engine: engine)
        let moving = home(2, engine, offset: 10)
        let proposed = home(6, engine, offset: 10)
        var asked: ([IndexPath], IndexPath)?
        let answer = bridge.forwardMoveTarget(moving: [moving], proposed: proposed) { moving, proposed in
            asked = (moving, proposed)
            return IndexPath(indexes: [0, 7])
        }
        #expect(asked?.0 == [IndexPath(indexes: [0, 2])])
        #expect(asked?.1 == IndexPath(indexes: [0, 6]))
        #expect(answer == home(7, engine, offset: 10))
        #expect(bridge.forwardMoveTarget(moving: [moving], proposed: proposed) { _, _ in nil } == proposed)
        #expect(bridge.forwardMoveTarget(moving: [IndexPath()], proposed: proposed) { _, _ in [0, 1] } == proposed)
    }

    /// The client's answer to a move-target question lands where that answer means, moving up or
    /// down: forwarding the resulting virtual move gives the client back its own answer.
    @Test func moveTargetAnswersRoundTrip() {
        let engine = loopingEngine()
        let bridge = CallbackBridge(engine: engine)
        for (from, proposal) in [(2, 6), (6, 2), (9, 11), (11, 9)] {
            let moving = home(from, engine, offset: 10)
            for wanted in 0..<10 {
                let destination = bridge.forwardMoveTarget(moving: [moving], proposed: home(proposal, engine, offset: 10)) { _, _ in
                    IndexPath(indexes: [0, wanted])
                }
                var moved: IndexPath?
                bridge.forwardUserMove(from: moving, to: destination) { moved = $1 }
                // The first and the last slot are one place on screen (between row 9 and row 0).
                let same = wanted == 0 ? [IndexPath(indexes: [0, 0]), IndexPath(indexes: [0, 9])] : [IndexPath(indexes: [0, wanted])]
                #expect(moved.map(same.contains) == true, "move \(from) near \(proposal) to \(wanted): \(String(describing: moved))")
            }
        }
    }

    /// A finished user move reaches the client as its own paths; a malformed path forwards nothing.
    @Test func userMovesForwardTheClientsPaths() {
        let engine = loopingEngine()
        let bridge = CallbackBridge(engine: engine)
        var moved: (IndexPath, IndexPath)?
        #expect(bridge.forwardUserMove(from: home(1, engine, offset: 10), to: home(8, engine, offset: 10)) { moved = ($0, $1) })
        #expect(moved?.0 == IndexPath(indexes: [0, 1]))
        #expect(moved?.1 == IndexPath(indexes: [0, 8]))
        moved = nil
        #expect(!bridge.forwardUserMove(from: IndexPath(), to: home(8, engine)) { moved = ($0, $1) })
        #expect(moved == nil)
    }
}
