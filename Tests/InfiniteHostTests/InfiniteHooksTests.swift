import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// The app's switch: ``InfiniteHooks/translatesAppCode``.
@Suite struct InfiniteHooksTests {
    private func makeInfiniteTable(_ hooks: HostTableHooks, client: PlainClient)
        -> (HostTableView, HostMethodTable.Object, HostTableAttachment) {
        let table = makeTable()
        table.dataSource = client
        table.delegate = client
        let object = hooks.makeTable(table)
        let interceptor = HostTableAttachment(tableView: table)
        table.layoutIfNeeded()
        return (table, object, interceptor)
    }

    /// Off: the getters and path-taking methods are UIKit's (app code gets the view's own objects
    /// and paths), the library still reaches UIKit through their aliases, and the rest — reloads,
    /// layout, the callback translation — works as before.
    @Test func offLeavesTheAppCodeHooksToUIKit() {
        InfiniteHooks.translatesAppCode = false
        defer { InfiniteHooks.translatesAppCode = true }
        let hooks = HostTableHooks()
        let installation = hooks.install()
        #expect(installation.isComplete)
        #expect(installation.installed == ["reloadData", "layoutSubviews", "didMoveToWindow"])
        #expect(installation.missing.isEmpty)

        let client = PlainClient(counts: [30])
        let (table, object, interceptor) = makeInfiniteTable(hooks, client: client)
        let app = hooks.stack.app.code(0x40)
        #expect(hooks.stack.call(from: app) { hooks.runtime.send("delegate", to: object) } as AnyObject? === interceptor)
        #expect(hooks.runtime.send("infinite_delegate", to: object) as AnyObject? === interceptor)
        #expect(hooks.runtime.unrecognized.isEmpty)

        // The app's path goes to UIKit unchanged: its row 2 is the table's row 2.
        let row = IndexPath(row: 2, section: 0)
        table.selectRow(at: row, animated: false, scrollPosition: .none, caller: .system)
        hooks.stack.call(from: app) { hooks.runtime.send("deselectRowAtIndexPath:animated:", to: object, [row, false]) }
        #expect(!table.isRowSelected(at: row))
        #expect(hooks.uikitCalls.contains("deselectRowAtIndexPath:animated:"))

        // Still infinite: UIKit sees the virtual rows; the client its own in callbacks.
        #expect(table.numberOfRows(inSection: 0, caller: .system) > 30)
        var asked: [IndexPath] = []
        client.onCellForRow = { _, path in asked.append(path) }
        hooks.runtime.send("reloadData", to: object)
        table.layoutIfNeeded()
        #expect(interceptor.controller.isLooping)
        #expect(!asked.isEmpty && asked.allSatisfy { $0.row < 30 })
    }

    /// On (the default): app code gets its own objects and its paths mean the twin on screen.
    @Test func onAnswersAppCodeInItsOwnSpace() {
        #expect(InfiniteHooks.translatesAppCode)
        let hooks = HostTableHooks()
        #expect(hooks.install().installed.contains("delegate"))
        let client = PlainClient(counts: [30])
        let (table, object, interceptor) = makeInfiniteTable(hooks, client: client)
        defer { withExtendedLifetime(interceptor) {} }
        let app = hooks.stack.app.code(0x40)
        #expect(hooks.stack.call(from: app) { hooks.runtime.send("delegate", to: object) } as AnyObject? === client)
        let row = IndexPath(row: 2, section: 0)
        let twin = table.virtualPath(forClientPath: row, caller: .app)
        #expect(twin != row)
        table.selectRow(at: twin, animated: false, scrollPosition: .none, caller: .system)
        hooks.stack.call(from: app) { hooks.runtime.send("deselectRowAtIndexPath:animated:", to: object, [row, false]) }
        #expect(!table.isRowSelected(at: twin))
    }
}
