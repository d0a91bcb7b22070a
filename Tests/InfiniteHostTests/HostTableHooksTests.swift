import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// Runs `body` on a new thread — a real one, not the main thread — and waits for it. The main
/// thread stays blocked meanwhile, so nothing else touches the host's views.
///
/// Only hooks whose UIKit originals the model runs without main-actor closures handed to the
/// standard library are called here (`delegate`, `deselectRow(at:animated:)`): Swift checks the
/// executor of such closures, so the model's `reloadData` trapped off the main actor — a check
/// of the host's Swift code, not of UIKit's (which has none) nor of the library's gate.
nonisolated private func onAnotherThread<Result>(_ body: @escaping () -> Result) -> Result {
    nonisolated(unsafe) let body = body
    nonisolated(unsafe) var result: Result?
    let done = DispatchSemaphore(value: 0)
    Thread {
        result = body()
        done.signal()
    }.start()
    done.wait()
    return result!
}

/// The hook model's bodies called from a background thread: they pass the shipped `HookGate`, as
/// the glue's bodies do on UIKit.
@Suite struct HostTableHooksTests {
    /// A table of 30 rows on the hook model, infinite or not.
    private struct Fixture {
        let hooks = HostTableHooks()
        let table = makeTable()
        let client = PlainClient(counts: [30])
        let object: HostMethodTable.Object
        let infinite: HostTableAttachment?

        init(infinite isInfinite: Bool, multipleSelection: Bool = false) {
            table.allowsMultipleSelection = multipleSelection
            table.dataSource = client
            table.delegate = client
            object = hooks.makeTable(table)
            infinite = isInfinite ? HostTableAttachment(tableView: table) : nil
            table.layoutIfNeeded()
        }

        /// `send` from app code on another thread; the thread's answer, and whether it was the
        /// main thread.
        func fromAppOnAnotherThread(_ selector: String, _ arguments: [Any] = []) -> (AnyObject?, Bool) {
            nonisolated(unsafe) let (runtime, stack, object, arguments) = (hooks.runtime, hooks.stack, object, arguments)
            let app = stack.app.code(0x40)
            return onAnotherThread {
                let answer = stack.call(from: app) { runtime.send(selector, to: object, arguments) } as AnyObject?
                return (answer, Thread.isMainThread)
            }
        }
    }

    /// A table that was never made infinite: every hook is UIKit's original from another thread,
    /// with no diagnostic.
    @Test func aFiniteTableGetsUIKitsOriginalsFromAnotherThread() {
        let fixture = Fixture(infinite: false)
        let (delegate, onMain) = fixture.fromAppOnAnotherThread("delegate")
        #expect(!onMain)
        #expect(delegate === fixture.client)
        let row = IndexPath(row: 2, section: 0)
        fixture.table.selectRow(at: row, animated: false, scrollPosition: .none, caller: .system)
        _ = fixture.fromAppOnAnotherThread("deselectRowAtIndexPath:animated:", [row, false])
        #expect(!fixture.table.isRowSelected(at: row))
        #expect(fixture.hooks.uikitCalls.suffix(2) == ["delegate", "deselectRowAtIndexPath:animated:"])
        #expect(fixture.hooks.diagnostics.messages.isEmpty)
    }

    /// An infinite table called from another thread: UIKit's originals, untranslated (the app's
    /// `delegate` read gets the stored interceptor, its row 2 is the table's row 2), one
    /// diagnostic per hook however often it is called, and no crash; back on the main thread the
    /// same calls are translated again. (Before, the host's bodies had no thread check: the read
    /// got the client and the deselect hit the twin of item 2.)
    @Test func anInfiniteTableGetsUIKitsOriginalsUntranslatedAndOneDiagnosticPerHook() throws {
        let fixture = Fixture(infinite: true)
        let interceptor = try #require(fixture.infinite)
        #expect(interceptor.controller.isLooping)
        let row = IndexPath(row: 2, section: 0)
        let twin = fixture.table.virtualPath(forClientPath: row, caller: .app)
        #expect(twin != row)
        for _ in 0..<2 {
            let (delegate, onMain) = fixture.fromAppOnAnotherThread("delegate")
            #expect(!onMain)
            #expect(delegate === interceptor)
            fixture.table.selectRow(at: twin, animated: false, scrollPosition: .none, caller: .system)
            _ = fixture.fromAppOnAnotherThread("deselectRowAtIndexPath:animated:", [row, false])
            #expect(fixture.table.isRowSelected(at: twin), "the app's row 2 was translated to its twin")
            #expect(fixture.hooks.uikitCalls.suffix(2) == ["delegate", "deselectRowAtIndexPath:animated:"])
        }
        let hooks = ["infinite_delegate()", "infinite_deselectRow(at:animated:)"]
        #expect(fixture.hooks.diagnostics.messages == hooks.map { OffMainThreadHookLog.message(hook: $0) })

        // The main thread: translated again, and nothing more reported.
        fixture.table.layoutIfNeeded()
        let app = fixture.hooks.stack.app.code(0x40)
        #expect(fixture.hooks.stack.call(from: app) { fixture.hooks.runtime.send("delegate", to: fixture.object) } as AnyObject?
                === fixture.client)
        let onScreen = fixture.table.virtualPath(forClientPath: row, caller: .app)
        fixture.table.selectRow(at: onScreen, animated: false, scrollPosition: .none, caller: .system)
        fixture.hooks.stack.call(from: app) {
            fixture.hooks.runtime.send("deselectRowAtIndexPath:animated:", to: fixture.object, [row, false])
        }
        #expect(!fixture.table.isRowSelected(at: onScreen))
        #expect(fixture.hooks.diagnostics.messages.count == 2)
    }

    /// The model's `deselectRow(at:animated:)` body is the shipped one
    /// (``ListController/deselecting(clientPath:caller:_:)``): app code deselecting its row 2 on
    /// a table with several selected twins of it deselects every twin, as UIKit's hook does.
    /// (Before, the model translated the path to one twin and left the other selected.)
    @Test func theAppsDeselectDeselectsEverySelectedTwin() throws {
        let fixture = Fixture(infinite: true, multipleSelection: true)
        let interceptor = try #require(fixture.infinite)
        #expect(interceptor.controller.isLooping)
        let engine = interceptor.controller.engine
        let source = SourceIndexPath(section: 0, item: 2)
        let twins = (0..<engine.numberOfVirtualSections).flatMap { section in
            (0..<engine.numberOfVirtualItems(inVirtualSection: section)).map { VirtualIndexPath(section: section, item: $0) }
        }.filter { engine.sourceIndexPath(for: $0) == source }.prefix(2).map(\.indexPath)
        try #require(twins.count == 2)
        for twin in twins { fixture.table.selectRow(at: twin, animated: false, scrollPosition: .none, caller: .system) }
        let app = fixture.hooks.stack.app.code(0x40)
        fixture.hooks.stack.call(from: app) {
            fixture.hooks.runtime.send("deselectRowAtIndexPath:animated:", to: fixture.object, [source.indexPath, false])
        }
        #expect(twins.filter { fixture.table.isRowSelected(at: $0) } == [])
    }

    /// The negative control: with a gate that takes every thread for the main one — no thread
    /// check, as the host's bodies had before they ran the shipped gate — the same read from
    /// another thread is translated (the client), so the test above can fail.
    @Test func withoutTheThreadCheckTheReadFromAnotherThreadIsTranslated() {
        let hooks = HostTableHooks(isMainThread: { true })
        let table = makeTable()
        let client = PlainClient(counts: [30])
        table.dataSource = client
        table.delegate = client
        nonisolated(unsafe) let object = hooks.makeTable(table)
        let interceptor = HostTableAttachment(tableView: table)
        table.layoutIfNeeded()
        #expect(interceptor.controller.isLooping)
        nonisolated(unsafe) let (runtime, stack) = (hooks.runtime, hooks.stack)
        let app = stack.app.code(0x40)
        nonisolated(unsafe) let answer = onAnotherThread {
            stack.call(from: app) { runtime.send("delegate", to: object) } as AnyObject?
        }
        #expect(answer === client)
        #expect(hooks.diagnostics.messages.isEmpty)
    }
}
