import Foundation
import Testing
@testable import InfiniteProxy

/// The gate every hook body passes first (``HookGate``), with the thread check and the
/// diagnostic's sink injected.
@Suite struct HookGateTests {
    /// Collects the sink's messages from any thread.
    private final class Sink: @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [String] = []
        var messages: [String] { lock.withLock { recorded } }
        func record(_ message: String) { lock.withLock { recorded.append(message) } }
    }

    /// A thread flag the test flips (`Mutex` is not on every platform the library supports).
    private final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Bool
        private(set) var reads = 0
        init(_ value: Bool) { self.value = value }
        func read() -> Bool { lock.withLock { reads += 1; return value } }
        func set(_ newValue: Bool) { lock.withLock { value = newValue } }
    }

    @Test func docExample() {
        #expect(HookRoute(isInfinite: false, isMainThread: false) == .original)
        #expect(HookRoute(isInfinite: true, isMainThread: false) == .originalOffMainThread)
        #expect(HookRoute(isInfinite: true, isMainThread: true) == .translated)
        #expect(HookRoute(isInfinite: false, isMainThread: true) == .original)
    }

    /// A view that is not infinite never reads the thread and never reports, on any thread.
    @Test func aViewThatIsNotInfiniteGetsTheOriginalWithoutAThreadCheck() {
        let sink = Sink()
        let flag = Flag(false)
        let gate = HookGate(isMainThread: { flag.read() }, offMainThread: OffMainThreadHookLog { sink.record($0) })
        #expect(gate.admit(nil as Int?, hook: "infinite_reloadData()") == nil)
        #expect(gate.route(nil as Int?, hook: "infinite_delegate()") == .original)
        #expect(flag.reads == 0)
        #expect(sink.messages.isEmpty)
    }

    /// Off the main thread an infinite view gets the original, and each hook is reported once
    /// however often it is called; on the main thread it translates, and `takesCall` decides.
    @Test func anInfiniteViewOffTheMainThreadIsReportedOncePerHook() {
        let sink = Sink()
        let flag = Flag(false)
        let gate = HookGate(isMainThread: { flag.read() }, offMainThread: OffMainThreadHookLog { sink.record($0) })
        for _ in 0..<3 {
            #expect(gate.admit(7, hook: "infinite_reloadData()") == nil)
            #expect(gate.admit(7, hook: "infinite_delegate()") == nil)
        }
        #expect(sink.messages == [OffMainThreadHookLog.message(hook: "infinite_reloadData()"),
                                  OffMainThreadHookLog.message(hook: "infinite_delegate()")])
        flag.set(true)
        #expect(gate.admit(7, hook: "infinite_reloadData()") == 7)
        #expect(gate.admit(7, hook: "infinite_reloadData()") { _ in false } == nil)
        #expect(sink.messages.count == 2)
    }

    /// The process's own main thread (the default check): a real background thread is not it.
    @Test func theDefaultCheckIsTheProcesssMainThread() {
        let sink = Sink()
        let gate = HookGate(offMainThread: OffMainThreadHookLog { sink.record($0) })
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var route: HookRoute?
        Thread {
            route = gate.route(1, hook: "infinite_layoutSubviews()")
            done.signal()
        }.start()
        done.wait()
        #expect(route == .originalOffMainThread)
        #expect(sink.messages.count == 1)
    }
}
