#if canImport(UIKit) && canImport(XCTest)
import InfiniteProxy
import ObjectiveC
import UIKit
import XCTest

/// A client subclass that overrides `reloadData()` and calls `super`.
private final class CountingTable: UITableView {
    var overrides = 0
    override func reloadData() {
        overrides += 1
        super.reloadData()
    }
}

/// A subclass whose `reloadData()` is replaced DZNEmptyDataSet-style: the previous implementation
/// is stored and looked up by `_cmd` at each call.
private final class CmdKeyedTable: UITableView {}

nonisolated(unsafe) private var cmdKeyedCalls = 0
nonisolated(unsafe) private var cmdKeyedLost = 0
nonisolated(unsafe) private var cmdKeyedOriginals: [String: IMP] = [:]

@MainActor private func installCmdKeyedSwizzler(on cls: AnyClass) {
    let selector = #selector(UITableView.reloadData)
    typealias Original = @convention(c) (AnyObject, Selector) -> Void
    let block: @convention(block) (AnyObject) -> Void = { receiver in
        // A real `_cmd`-keyed swizzler reads `_cmd`; a block cannot, so this one records the
        // selector it was installed for and relies on the original being found under it.
        cmdKeyedCalls += 1
        guard let original = cmdKeyedOriginals[NSStringFromSelector(selector)] else {
            cmdKeyedLost += 1
            return
        }
        unsafeBitCast(original, to: Original.self)(receiver, selector)
    }
    let types = class_getInstanceMethod(cls, selector).flatMap(method_getTypeEncoding)
    let previous = class_replaceMethod(cls, selector, imp_implementationWithBlock(block), types)
        ?? class_getMethodImplementation(class_getSuperclass(cls), selector)
    cmdKeyedOriginals[NSStringFromSelector(selector)] = previous
}

/// Issue 11, items 3-5 on real UIKit (simulator only; compiled by Scripts/ios-build).
@MainActor
final class InfiniteHooksUIKitTests: XCTestCase {
    private func makeInfinite<Table: UITableView>(_ type: Table.Type, rows: Int = 10) -> (Table, RecordingTableClient, UIWindow) {
        let table = Table(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 44
        let client = RecordingTableClient(counts: [rows])
        table.dataSource = client
        table.delegate = client
        let window = makeKeyWindow(holding: table)
        table.enableInfiniteScrolling = true
        table.layoutIfNeeded()
        return (table, client, window)
    }

    /// Guess: UIKit's own sends use the stored interceptor, not the getter.
    func testGettersGiveTheClientWhileUIKitKeepsTheInterceptor() {
        let (table, client, window) = makeInfinite(UITableView.self)
        XCTAssertTrue(table.delegate === client)
        XCTAssertTrue(table.dataSource === client)
        for step in 1...40 { table.contentOffset.y += CGFloat(step) * 7; table.layoutIfNeeded() }
        XCTAssertTrue(table.infinite.isLooping)
        XCTAssertEqual(client.foreignPaths, [])
        _ = window
    }

    func testASubclassOverrideRunsOncePerReload() {
        let (table, _, window) = makeInfinite(CountingTable.self)
        table.overrides = 0
        table.reloadData()
        XCTAssertEqual(table.overrides, 1)
        XCTAssertTrue(table.infinite.isLooping)
        _ = window
    }

    func testACmdKeyedSwizzlerOnASubclassKeepsReloading() {
        installCmdKeyedSwizzler(on: CmdKeyedTable.self)
        let (table, client, window) = makeInfinite(CmdKeyedTable.self)
        cmdKeyedCalls = 0
        client.counts = [12]
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertEqual(cmdKeyedCalls, 1)
        XCTAssertEqual(cmdKeyedLost, 0)
        XCTAssertTrue(table.infinite.isLooping)
        _ = window
    }
}
#endif
