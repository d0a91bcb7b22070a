import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// A self-sizing cell whose sizing override is app code: UIKit calls it inside its own layout
/// pass, and it reads `tableView.delegate` (through the hook model, from the app's image).
private final class AppSizedCell: HostTableViewCell {
    /// The app code's read, and what each read answered.
    static var read: (() -> AnyObject?)?
    static var answers: [AnyObject?] = []

    override func systemLayoutFittingHeight() -> CGFloat? {
        if let read = Self.read { Self.answers.append(read()) }
        return 44
    }
}

/// App code nested in UIKit's work (issue case 5: a cell's `preferredLayoutAttributesFitting(_:)`
/// or `systemLayoutSizeFitting`, a custom layout's `prepare()`) is app code by its frames, and the
/// decided rule is the frame's: inside UIKit's own layout pass (a pass-through frame) it gets
/// UIKit's space, elsewhere the client's. New coverage: the rule was already this; no host test
/// pinned it.
@Suite struct AppCodeNestedInUIKitWorkTests {
    @Test func aCellsSizingOverrideGetsUIKitsSpaceInsideLayoutAndTheClientsOutside() throws {
        let hooks = HostTableHooks()
        let table = makeTable()
        table.register(AppSizedCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = HostTableView.automaticDimension
        let client = PlainClient(counts: [30])
        table.dataSource = client
        table.delegate = client
        let object = hooks.makeTable(table)
        let interceptor = HostTableAttachment(tableView: table)
        table.layoutIfNeeded()
        #expect(interceptor.controller.isLooping)

        let app = hooks.stack.app.code(0x600)
        AppSizedCell.answers = []
        AppSizedCell.read = { hooks.stack.call(from: app) { hooks.runtime.send("delegate", to: object) } as AnyObject? }
        defer { AppSizedCell.read = nil }

        // UIKit's layout pass, entered through the hooked `layoutSubviews` after a reload: every
        // row on screen is measured again, and the override's reads get the interceptor.
        hooks.runtime.send("reloadData", to: object)
        hooks.runtime.send("layoutSubviews", to: object)
        #expect(!AppSizedCell.answers.isEmpty, "no row was measured inside the pass")
        #expect(AppSizedCell.answers.allSatisfy { $0 === interceptor })

        // The same override called by the app itself (a button's action): the client.
        AppSizedCell.answers = []
        let cell = try #require(table.visibleCells.first as? AppSizedCell)
        _ = cell.systemLayoutFittingHeight()
        #expect(AppSizedCell.answers.count == 1)
        #expect(AppSizedCell.answers.first.flatMap { $0 } === client)
    }
}
