import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// A swizzler keyed on `_cmd`, as DZNEmptyDataSet and analytics SDKs write them: it replaces the
/// implementation, stores the previous one under the selector, and looks it up by `_cmd` at each
/// call.
private final class CmdKeyedSwizzler {
    private var originals: [String: HostMethodTable.Implementation] = [:]
    private(set) var calls = 0
    /// Calls whose `_cmd` found no original (the app's reload silently did nothing).
    private(set) var lost = 0

    func install(_ selector: String, on cls: HostMethodTable.Class, in runtime: HostMethodTable) {
        let replacement = runtime.implementation { [unowned self, unowned runtime] object, cmd, arguments in
            calls += 1
            guard let original = originals[cmd] else {
                lost += 1
                return nil
            }
            return runtime.call(original, object, cmd: cmd, arguments)
        }
        originals[selector] = runtime.replaceImplementation(of: selector, in: cls, with: replacement)
            ?? runtime.lookUp(selector, from: cls.superclass)
    }
}

@Suite("MethodHookInstaller: hooks keep UIKit's selector (issue 11, item 4)")
struct MethodHookInstallerTests {
    /// A table, its model object and (unless `infinite` is false) its attachment.
    private struct Fixture {
        let hooks: HostTableHooks
        let table: HostTableView
        let object: HostMethodTable.Object
        let attachment: HostTableAttachment?
        let runLoop: HostRunLoop
        /// Held here: the table and the interceptor hold it weakly.
        let client: PlainClient
    }

    private func makeFixture(_ hooks: HostTableHooks, infinite: Bool = true, class cls: HostMethodTable.Class? = nil,
                             client: PlainClient = PlainClient(counts: [30])) -> Fixture {
        let table = makeTable()
        table.dataSource = client
        table.delegate = client
        let object = hooks.makeTable(table, class: cls)
        let runLoop = HostRunLoop()
        let attachment = infinite ? HostTableAttachment(tableView: table, runLoop: runLoop) : nil
        table.layoutIfNeeded()
        return Fixture(hooks: hooks, table: table, object: object, attachment: attachment, runLoop: runLoop, client: client)
    }

    /// The app's `tableView.reloadData()` on the fixture; returns UIKit's reloads it caused.
    private func appReload(_ fixture: Fixture) -> Int {
        let before = fixture.table.reloadCount
        fixture.hooks.runtime.send("reloadData", to: fixture.object)
        return fixture.table.reloadCount - before
    }

    @Test func installsOnceKeepingTheOriginalUnderItsSelector() {
        let hooks = HostTableHooks()
        let first = hooks.install()
        let bodyAfterFirst = hooks.tableClass.definesOwn("reloadData") ? hooks.runtime.lookUp("reloadData", from: hooks.tableClass)?.id : nil
        let second = hooks.install()
        #expect(first == second)
        #expect(first.isComplete)
        #expect(first.installed == ["delegate", "reloadData", "layoutSubviews", "didMoveToWindow", "deselectRowAtIndexPath:animated:"])
        #expect(hooks.runtime.lookUp("reloadData", from: hooks.tableClass)?.id == bodyAfterFirst)

        let plain = makeFixture(hooks, infinite: false)
        #expect(appReload(plain) == 1)
        #expect(hooks.uikitCalls.last == "reloadData")   // UIKit's original saw its own `_cmd`
    }

    /// Views that are not infinite: one attachment read, then UIKit's original, once.
    @Test func viewsThatAreNotInfiniteAreUntouched() {
        let hooks = HostTableHooks()
        let plain = makeFixture(hooks, infinite: false)
        let reads = hooks.attachmentReads
        let calls = hooks.uikitCalls.count
        #expect(appReload(plain) == 1)
        #expect(hooks.attachmentReads == reads + 1)
        #expect(Array(hooks.uikitCalls.dropFirst(calls)) == ["reloadData"])
    }

    /// A critical selector missing: nothing is touched and the class stays finite.
    @Test func aMissingCriticalSelectorTouchesNothing() {
        let runtime = HostMethodTable()
        let cls = runtime.makeClass("Bare")
        runtime.addMethod("reloadData", to: cls) { _, _, _ in "uikit" }
        runtime.addMethod("infinite_reloadData", to: cls) { _, _, _ in "body" }
        let original = runtime.lookUp("reloadData", from: cls)?.id
        let result = MethodHookInstaller.install(HostTableHooks.hooks, on: cls, in: runtime) { _, _ in
            runtime.implementation { _, _, _ in nil }
        }
        #expect(!result.isComplete)
        #expect(result.installed.isEmpty)
        #expect(result.missing == ["delegate", "layoutSubviews", "didMoveToWindow", "deselectRowAtIndexPath:animated:"])
        #expect(runtime.lookUp("reloadData", from: cls)?.id == original)
    }

    /// A method the class only inherits: the forwarder calls the superclass's implementation as it
    /// is at call time, so a later replacement there is honoured (RSSwizzle's rule).
    @Test func anInheritedMethodReachesTheSuperclassAsItIsNow() {
        let hooks = HostTableHooks()
        let plain = makeFixture(hooks, infinite: false)
        #expect(!HostTableHooks.hooks.isEmpty)
        let later = CmdKeyedSwizzler()
        later.install("didMoveToWindow", on: hooks.viewClass, in: hooks.runtime)
        hooks.runtime.send("didMoveToWindow", to: plain.object)
        #expect(later.calls == 1)
        #expect(later.lost == 0)
        #expect(hooks.uikitCalls.last == "didMoveToWindow")
    }

    @Test func aCmdKeyedSwizzlerInstalledBeforeKeepsWorking() {
        let hooks = HostTableHooks()
        let swizzler = CmdKeyedSwizzler()
        swizzler.install("reloadData", on: hooks.tableClass, in: hooks.runtime)
        let fixture = makeFixture(hooks)
        let plain = makeFixture(hooks, infinite: false)
        let calls = swizzler.calls
        #expect(appReload(fixture) == 1)
        #expect(appReload(plain) == 1)
        #expect(swizzler.calls == calls + 2)
        #expect(swizzler.lost == 0)
        #expect(fixture.attachment?.engine.isLooping == true)
    }

    @Test func aCmdKeyedSwizzlerInstalledAfterKeepsWorking() {
        let hooks = HostTableHooks()
        let fixture = makeFixture(hooks)
        let plain = makeFixture(hooks, infinite: false)
        let swizzler = CmdKeyedSwizzler()
        swizzler.install("reloadData", on: hooks.tableClass, in: hooks.runtime)
        #expect(appReload(fixture) == 1)
        #expect(appReload(plain) == 1)
        #expect(swizzler.calls == 2)
        #expect(swizzler.lost == 0)
        #expect(fixture.attachment?.engine.isLooping == true)
    }

    /// An old-style swizzler that exchanges implementations after ours: its `xyz_` call lands on
    /// our body, which never reads `_cmd`, and UIKit still runs once.
    @Test func anExchangingSwizzlerInstalledAfterKeepsWorking() {
        let hooks = HostTableHooks()
        let fixture = makeFixture(hooks)
        var calls = 0
        hooks.runtime.addMethod("xyz_reloadData", to: hooks.tableClass) { [unowned runtime = hooks.runtime] object, _, _ in
            calls += 1
            return runtime.send("xyz_reloadData", to: object)
        }
        hooks.runtime.exchange("reloadData", "xyz_reloadData", in: hooks.tableClass)
        #expect(appReload(fixture) == 1)
        #expect(calls == 1)
        #expect(hooks.runtime.unrecognized.isEmpty)
    }

    /// Negative control: main's mechanism (exchanging implementations) on the same model loses a
    /// `_cmd`-keyed swizzler installed before it — the failure the tests above guard against.
    @Test func exchangingImplementationsLosesACmdKeyedSwizzler() {
        let runtime = HostMethodTable()
        let cls = runtime.makeClass("UITableView")
        var uikit = 0
        runtime.addMethod("reloadData", to: cls) { _, _, _ in
            uikit += 1
            return nil
        }
        let swizzler = CmdKeyedSwizzler()
        swizzler.install("reloadData", on: cls, in: runtime)
        runtime.addMethod("infinite_reloadData", to: cls) { [unowned runtime] object, _, _ in
            runtime.send("infinite_reloadData", to: object)   // "the original", after the exchange
        }
        runtime.exchange("reloadData", "infinite_reloadData", in: cls)
        runtime.send("reloadData", to: runtime.makeObject(cls))
        #expect(swizzler.lost == 1)
        #expect(uikit == 0)
    }

    /// A client subclass overriding `reloadData()` and calling `super`: its override runs once per
    /// app call, and UIKit reloads once.
    @Test func aSubclassOverrideRunsOncePerReload() {
        let hooks = HostTableHooks()
        let subclass = hooks.runtime.makeClass("MyTable", superclass: hooks.tableClass)
        var overrides = 0
        hooks.runtime.addMethod("reloadData", to: subclass) { [unowned runtime = hooks.runtime] object, _, _ in
            overrides += 1
            return runtime.sendSuper("reloadData", from: subclass, to: object)
        }
        let fixture = makeFixture(hooks, class: subclass)
        overrides = 0
        #expect(appReload(fixture) == 1)
        #expect(overrides == 1)
    }

    /// A subclass deferring `super.reloadData()` to the next turn: one reload, then quiet.
    @Test func aDeferredSuperReloadDoesNotLoop() {
        let hooks = HostTableHooks()
        let subclass = hooks.runtime.makeClass("DeferringTable", superclass: hooks.tableClass)
        var overrides = 0
        var runLoop: HostRunLoop?
        hooks.runtime.addMethod("reloadData", to: subclass) { [unowned runtime = hooks.runtime] object, _, _ in
            overrides += 1
            runLoop?.async { runtime.sendSuper("reloadData", from: subclass, to: object) }
            return nil
        }
        let fixture = makeFixture(hooks, class: subclass)
        runLoop = fixture.runLoop
        overrides = 0
        let before = fixture.table.reloadCount
        hooks.runtime.send("reloadData", to: fixture.object)
        for _ in 0..<5 { fixture.runLoop.advance(by: 0) }
        #expect(overrides == 1)
        #expect(fixture.table.reloadCount == before + 1)
        #expect(fixture.runLoop.queuedBlockCount == 0)
    }

    /// Negative control: if the controller's own reload went through the app-facing selector (as on
    /// main, where the surface called `reloadData()`), the override would run twice and a deferred
    /// `super` would never settle — the model catches both.
    @Test func reloadingThroughTheAppFacingSelectorRunsOverridesAgain() {
        let hooks = HostTableHooks()
        let subclass = hooks.runtime.makeClass("DeferringTable", superclass: hooks.tableClass)
        var overrides = 0
        var runLoop: HostRunLoop?
        hooks.runtime.addMethod("reloadData", to: subclass) { [unowned runtime = hooks.runtime] object, _, _ in
            overrides += 1
            runLoop?.async { runtime.sendSuper("reloadData", from: subclass, to: object) }
            return nil
        }
        let fixture = makeFixture(hooks, class: subclass)
        runLoop = fixture.runLoop
        fixture.table.originalReload = { [unowned runtime = hooks.runtime, object = fixture.object] in
            runtime.send("reloadData", to: object)
        }
        overrides = 0
        hooks.runtime.send("reloadData", to: fixture.object)
        for _ in 0..<5 { fixture.runLoop.advance(by: 0) }
        #expect(overrides > 1)
        #expect(fixture.runLoop.queuedBlockCount > 0)
    }
}
