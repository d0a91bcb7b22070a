import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// Each kind of caller of a hooked method, on the hook model with the shipped caller check:
/// UIKit, the app, a swizzler installed after ours, Foundation's KVC, JIT-run code, images loaded
/// late and unloaded.
@Suite struct HostCallStackTests {
    /// An infinite table of 30 rows on the hook model.
    private struct Fixture {
        let hooks: HostTableHooks
        let table: HostTableView
        let object: HostMethodTable.Object
        let infinite: HostTableAttachment
        let client: PlainClient
        var stack: HostCallStack { hooks.stack }
        var runtime: HostMethodTable { hooks.runtime }

        init() {
            hooks = HostTableHooks()
            table = makeTable()
            client = PlainClient(counts: [30])
            table.dataSource = client
            table.delegate = client
            object = hooks.makeTable(table)
            infinite = HostTableAttachment(tableView: table)
            table.layoutIfNeeded()
        }

        /// `tableView.delegate` read by code whose call returns to `returnAddress`.
        func delegate(from returnAddress: UInt) -> AnyObject? {
            stack.call(from: returnAddress) { runtime.send("delegate", to: object) } as AnyObject?
        }

        /// A visible row UIKit knows as row `r < 30`, whose item is not `r`.
        func selectedRowBelowTheCount() -> IndexPath? {
            let rows = table.indexPathsForVisibleRows(caller: .system) ?? []
            guard let row = rows.first(where: { $0.row < 30 && table.sourceRow(of: $0) != $0.row }) else { return nil }
            table.selectRow(at: row, animated: false, scrollPosition: .none, caller: .system)
            return row
        }
    }

    @Test func docExample() {
        let fixture = Fixture()
        #expect(fixture.delegate(from: fixture.stack.uikit.code(0x40)) === fixture.infinite)
        #expect(fixture.delegate(from: fixture.stack.app.code(0x40)) === fixture.client)
    }

    /// A swizzler installed after ours sits between the sender and our body: UIKit's
    /// `deselectRow(at:)` of its own row r < n deselects row r, not the twin of item r (before,
    /// the swizzler's frame in an app image made every call the app's).
    @Test func aSwizzlerInstalledAfterOursPassesUIKitsCallOn() throws {
        let fixture = Fixture()
        let selector = "deselectRowAtIndexPath:animated:"
        let ours = try #require(fixture.runtime.lookUp(selector, from: fixture.hooks.tableClass))
        let entry = fixture.stack.newEntry(in: fixture.stack.app)
        let wrapper = fixture.runtime.implementation { [runtime = fixture.runtime, stack = fixture.stack] object, cmd, arguments in
            stack.running(in: entry) { runtime.call(ours, object, cmd: cmd, arguments) }
        }
        fixture.hooks.place(wrapper, at: entry)
        _ = fixture.runtime.replaceImplementation(of: selector, in: fixture.hooks.tableClass, with: wrapper)

        let row = try #require(fixture.selectedRowBelowTheCount())
        fixture.stack.call(from: fixture.stack.uikit.code(0x200)) {
            fixture.runtime.send(selector, to: fixture.object, [row, true])
        }
        #expect(!fixture.table.isRowSelected(at: row))
        #expect(fixture.hooks.caller(of: fixture.object, body: "infinite_deselectRowAtIndexPath:animated:") == .system)

        // The app's own call through the same swizzler is still the app's: its item's twin on screen.
        let twin = fixture.table.virtualPath(forClientPath: IndexPath(row: 4, section: 0), caller: .app)
        fixture.table.selectRow(at: twin, animated: false, scrollPosition: .none, caller: .system)
        fixture.stack.call(from: fixture.stack.app.code(0x200)) {
            fixture.runtime.send(selector, to: fixture.object, [IndexPath(row: 4, section: 0), true])
        }
        #expect(!fixture.table.isRowSelected(at: twin))
    }

    /// Foundation's KVC and KVO read the getter for whoever asked them: `value(forKey:)` from the
    /// app returns the app's delegate, from UIKit the table's own (before: Foundation, a system
    /// image, got the interceptor for everyone).
    @Test func keyValueCodingAnswersWhoeverAskedFoundation() {
        let fixture = Fixture()
        let valueForKey = fixture.stack.foundation.code(0x1000)
        let fromApp = fixture.stack.call(from: fixture.stack.app.code(0x300)) {
            fixture.stack.running(in: valueForKey) { fixture.runtime.send("delegate", to: fixture.object) }
        } as AnyObject?
        #expect(fromApp === fixture.client)
        let fromUIKit = fixture.stack.call(from: fixture.stack.uikit.code(0x300)) {
            fixture.stack.running(in: valueForKey) { fixture.runtime.send("delegate", to: fixture.object) }
        } as AnyObject?
        #expect(fromUIKit === fixture.infinite)
        // A KVO change notification: Foundation's frames all the way up from the app's setter call.
        let notification = fixture.stack.call(from: fixture.stack.app.code(0x340)) {
            fixture.stack.running(in: fixture.stack.foundation.code(0x4000)) {
                fixture.stack.running(in: fixture.stack.foundation.code(0x5000)) {
                    fixture.stack.running(in: valueForKey) { fixture.runtime.send("delegate", to: fixture.object) }
                }
            }
        } as AnyObject?
        #expect(notification === fixture.client)
    }

    /// Code in no image (a JIT: Xcode previews) is the app's: system code always lives in an
    /// image (before: any address outside the app's recorded images was the system's).
    @Test func codeInNoImageIsTheApps() {
        let fixture = Fixture()
        #expect(fixture.stack.image(of: fixture.stack.jit + 0x40) == .none)
        #expect(fixture.delegate(from: fixture.stack.jit + 0x40) === fixture.client)
    }

    /// Images loaded late count like the others, however many (no fixed table: before, past 256
    /// app images later ones counted as the system's); an unloaded image's addresses are
    /// classified again when another image takes them.
    @Test func imagesLoadedLateAndUnloadedAreClassifiedAgain() {
        let fixture = Fixture()
        var last = fixture.stack.app
        for _ in 0..<300 { last = fixture.stack.load(.app) }
        #expect(fixture.delegate(from: last.code(0x80)) === fixture.client)
        fixture.stack.unload(last)
        let system = fixture.stack.load(.system)
        #expect(system.start == last.start)
        #expect(fixture.delegate(from: last.code(0x80)) === fixture.infinite)
    }

    /// A verdict costs one classification per return address while the images stay.
    @Test func eachReturnAddressIsClassifiedOnce() {
        let fixture = Fixture()
        _ = fixture.delegate(from: fixture.stack.app.code(0x40))
        let misses = fixture.hooks.check.misses
        for _ in 0..<50 { _ = fixture.delegate(from: fixture.stack.app.code(0x40)) }
        #expect(fixture.hooks.check.misses == misses)
    }
}

extension HostTableView {
    /// The client row UIKit's `path` shows.
    fileprivate func sourceRow(of path: IndexPath) -> Int {
        clientPath(forVirtualPath: path, caller: .app).row
    }
}
