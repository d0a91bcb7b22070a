#if canImport(UIKit) && canImport(XCTest)
import Darwin
import InfiniteProxy
import ObjectiveC
import UIKit
import XCTest

// Issue 12: the app patterns of issue 11 on a real UITableView / UICollectionView (simulator only;
// compiled by Scripts/ios-build). The host twins are Tests/InfiniteHostTests/AppCodeSourceSpaceTests,
// AppCodeCollectionSourceSpaceTests, InterceptedClientTests, MethodHookInstallerTests and
// ZeroReplyTests. Each screen here is an ordinary one with only `enableInfiniteScrolling = true`:
// five rows, UIKit's default (estimated) row height, so the table lays out padding rows and a
// virtual path would trap `items[path.row]` or name the wrong record.

/// A screen's model and table client: it knows nothing of infinite scrolling, indexes `items`
/// with the paths it is handed and tags each cell with its path
/// (``RecordingTableClient/tag(for:)``).
@MainActor
private final class PatternTableClient: NSObject, UITableViewDataSource, UITableViewDelegate {
    var items: [String]
    /// Every path `cellForRowAt` was handed, in order.
    private(set) var cellRequests: [IndexPath] = []
    /// Every path `willDisplay` was handed.
    private(set) var displayed: [IndexPath] = []

    init(rows: Int) { items = (0..<rows).map { "item \($0)" } }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.tag = RecordingTableClient.tag(for: indexPath)
        cell.textLabel?.text = items[indexPath.row]  // traps on a virtual path
        return cell
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        displayed.append(indexPath)
    }
}

/// RxCocoa's `DelegateProxy` shape: reads the table's delegate, forwards to it, assigns itself,
/// and answers `responds(to:)` with its own methods or the forwardee's. It records a call that
/// comes back into it while it is forwarding (two proxies asking each other until the stack
/// overflows).
@MainActor
private final class WrappingDelegate: NSObject, UITableViewDelegate {
    nonisolated(unsafe) weak var forwardTo: AnyObject?
    nonisolated(unsafe) private(set) var recursed = false
    nonisolated(unsafe) private var depth = 0
    private(set) var forwarded = 0

    init(wrapping delegate: AnyObject?) { forwardTo = delegate }

    override func responds(to aSelector: Selector!) -> Bool {
        if super.responds(to: aSelector) { return true }
        depth += 1
        defer { depth -= 1 }
        guard depth == 1 else {
            recursed = true
            return false
        }
        return forwardTo?.responds(to: aSelector) ?? false
    }

    override func forwardingTarget(for aSelector: Selector!) -> Any? {
        guard depth == 0 else {
            recursed = true
            return nil
        }
        return forwardTo
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        depth += 1
        defer { depth -= 1 }
        guard depth == 1 else {
            recursed = true
            return
        }
        forwarded += 1
        (forwardTo as? UITableViewDelegate)?.tableView?(tableView, willDisplay: cell, forRowAt: indexPath)
    }
}

/// A delegate that only counts scrolls and displays (used to die under the table).
@MainActor
private final class DyingDelegate: NSObject, UITableViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
}

/// A `_cmd`-keyed swizzler of `UITableView.reloadData` (DZNEmptyDataSet-style), installed on
/// UITableView itself: the previous implementation is stored under the selector's name.
nonisolated(unsafe) private var baseCmdKeyedCalls = 0
nonisolated(unsafe) private var baseCmdKeyedLost = 0
nonisolated(unsafe) private var baseCmdKeyedOriginals: [String: IMP] = [:]
nonisolated(unsafe) private var baseCmdKeyedInstalledBeforeHooks: Bool?

/// Whether `imp` lies in UIKit's image (UIKitCore), i.e. nobody has replaced it yet.
private func isUIKitImplementation(_ imp: IMP) -> Bool {
    var info = Dl_info()
    guard dladdr(unsafeBitCast(imp, to: UnsafeRawPointer.self), &info) != 0, let name = info.dli_fname else { return false }
    return String(cString: name).hasSuffix("/UIKitCore")
}

/// Installs the swizzler once per process; remembers whether UITableView's `reloadData` was still
/// UIKit's then (no table had been made infinite yet, so our hooks were not installed).
@MainActor private func installCmdKeyedSwizzlerOnUITableView() {
    guard baseCmdKeyedInstalledBeforeHooks == nil else { return }
    let selector = #selector(UITableView.reloadData)
    guard let method = class_getInstanceMethod(UITableView.self, selector) else { return }
    baseCmdKeyedInstalledBeforeHooks = isUIKitImplementation(method_getImplementation(method))
    typealias Original = @convention(c) (AnyObject, Selector) -> Void
    let block: @convention(block) (AnyObject) -> Void = { receiver in
        // A real one reads `_cmd`; a block cannot, so it looks its original up under the selector
        // it was installed for.
        baseCmdKeyedCalls += 1
        guard let original = baseCmdKeyedOriginals[NSStringFromSelector(selector)] else {
            baseCmdKeyedLost += 1
            return
        }
        unsafeBitCast(original, to: Original.self)(receiver, selector)
    }
    let previous = method_setImplementation(method, imp_implementationWithBlock(block))
    baseCmdKeyedOriginals[NSStringFromSelector(selector)] = previous
}

@MainActor
final class AppPatternsUIKitTests: XCTestCase {
    /// A five-row table with UIKit's default row height and estimate, infinite, in a key window,
    /// scrolled a little so the first visible row is not the client's row 0.
    private func makeScreen(rows: Int = 5) -> (UITableView, PatternTableClient, UIWindow) {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let client = PatternTableClient(rows: rows)
        table.dataSource = client
        table.delegate = client
        let window = makeKeyWindow(holding: table)
        table.enableInfiniteScrolling = true
        table.layoutIfNeeded()
        table.contentOffset.y += 3 * 44 + 10
        table.layoutIfNeeded()
        return (table, client, window)
    }

    /// The client's row a cell shows (its tag).
    private func source(_ cell: UITableViewCell) -> IndexPath { RecordingTableClient.path(forTag: cell.tag) }

    /// The visible cell nearest the middle of the screen.
    private func middleCell(_ table: UITableView) -> UITableViewCell? {
        let middle = table.bounds.midY
        return table.visibleCells.min { abs($0.frame.midY - middle) < abs($1.frame.midY - middle) }
    }

    /// The screen has padding rows: more cells on screen than the model has items, and UIKit's
    /// own count is larger than the app's.
    func testTheShortListHasPaddingRows() {
        let (table, client, window) = makeScreen()
        XCTAssertTrue(table.infinite.isLooping)
        XCTAssertGreaterThan(table.visibleCells.count, client.items.count)
        XCTAssertEqual(client.cellRequests.filter { $0.row >= 5 || $0.section != 0 }, [])
        _ = window
    }

    /// A segue's `prepare(for:sender:)` reads `indexPathForSelectedRow` outside callbacks.
    func testSegueReadsTheSelectedRowOutsideCallbacks() {
        let (table, client, window) = makeScreen()
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        let path = table.indexPathForSelectedRow
        XCTAssertEqual(path, IndexPath(row: 2, section: 0))
        XCTAssertEqual(path.map { client.items[$0.row] }, "item 2")
        _ = window
    }

    /// A button in a cell asks `indexPath(for: cell)` in its action.
    func testCellButtonFindsItsRow() {
        let (table, _, window) = makeScreen()
        XCTAssertFalse(table.visibleCells.isEmpty)
        for cell in table.visibleCells {
            XCTAssertEqual(table.indexPath(for: cell), source(cell))
        }
        _ = window
    }

    /// A long-press recognizer's action maps its location with `indexPathForRow(at:)`.
    func testLongPressFindsTheRowUnderTheFinger() throws {
        let (table, _, window) = makeScreen()
        let cell = try XCTUnwrap(middleCell(table))
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 20, y: cell.frame.midY)), source(cell))
        _ = window
    }

    /// An impressions timer logs `indexPathsForVisibleRows`: each of the app's rows once.
    func testImpressionsLogEachVisibleRowOnce() {
        let (table, _, window) = makeScreen()
        let logged = table.indexPathsForVisibleRows ?? []
        XCTAssertFalse(logged.isEmpty)
        XCTAssertEqual(logged.count, Set(logged).count)
        XCTAssertTrue(logged.allSatisfy { $0.section == 0 && (0..<5).contains($0.row) }, "\(logged)")
        XCTAssertEqual(Set(logged), Set(table.visibleCells.map(source)))
        XCTAssertEqual(logged, table.infinite.indexPathsForVisibleRows)  // screen order, first twin counts
        _ = window
    }

    /// Multi-select, then "Delete": `indexPathsForSelectedRows` names the app's records, and
    /// `deleteRows` with them removes those (UIKit raises on an inconsistent update).
    func testMultiSelectDeleteRemovesTheSelectedRecords() {
        let (table, client, window) = makeScreen()
        table.allowsMultipleSelection = true
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        let selected = table.indexPathsForSelectedRows ?? []
        XCTAssertEqual(Set(selected), [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
        // The delete button's action.
        for path in selected.sorted(by: >) { client.items.remove(at: path.row) }
        table.deleteRows(at: selected, with: .none)
        table.layoutIfNeeded()
        XCTAssertEqual(client.items, ["item 0", "item 2", "item 4"])
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        let shown = Set(table.visibleCells.compactMap { $0.textLabel?.text })
        XCTAssertTrue(shown.isSubset(of: Set(client.items)), "\(shown)")
        _ = window
    }

    /// "Select all" loops over `numberOfRows(inSection:)`.
    func testSelectAllLoopsOverTheModelsRows() {
        let (table, _, window) = makeScreen()
        table.allowsMultipleSelection = true
        XCTAssertEqual(table.numberOfSections, 1)
        let count = table.numberOfRows(inSection: 0)
        XCTAssertEqual(count, 5)
        for row in 0..<count { table.selectRow(at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none) }
        XCTAssertEqual(Set((table.indexPathsForSelectedRows ?? []).map(\.row)), Set(0..<5))
        _ = window
    }

    /// An image load started in `cellForRowAt` completes on a later main-queue turn:
    /// `cellForRow(at:)` with the captured path finds a cell showing it, and `reloadRows(at:)`
    /// asks the client for that path only (once per twin on screen).
    func testAsyncCompletionFindsAndReloadsTheCapturedRow() throws {
        let (table, client, window) = makeScreen()
        table.contentOffset.y += 2 * 44
        table.layoutIfNeeded()
        // What the image loader captured: the path `cellForRowAt` configured an on-screen cell
        // with (the cell's tag; UIKit may also prepare cells off screen, which `cellForRow(at:)`
        // does not return).
        let captured = source(try XCTUnwrap(middleCell(table)))
        let done = expectation(description: "completion ran")
        DispatchQueue.main.async {
            let cell = table.cellForRow(at: captured)
            XCTAssertNotNil(cell)
            XCTAssertEqual(cell.map(self.source), captured)
            let before = client.cellRequests.count
            table.reloadRows(at: [captured], with: .none)
            table.layoutIfNeeded()
            let asked = client.cellRequests[before...]
            XCTAssertFalse(asked.isEmpty)
            XCTAssertEqual(Set(asked), [captured])
            done.fulfill()
        }
        wait(for: [done], timeout: 3)
        _ = window
    }

    /// Coming back to the screen, the app restores its selection with `selectRow(at:)`: a visible
    /// cell showing that row is selected, and only one.
    func testRestoringASelectionSelectsTheRowOnScreen() {
        let (table, _, window) = makeScreen()
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        table.layoutIfNeeded()
        let selected = table.visibleCells.filter(\.isSelected)
        XCTAssertEqual(selected.count, 1)
        XCTAssertEqual(selected.first.map(source), IndexPath(row: 3, section: 0))
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 3, section: 0))
        _ = window
    }

    /// "Jump to item" with `scrollToRow(at:at: .middle)`: after layout, the row at the centre is it.
    func testScrollToRowLandsOnTheRow() throws {
        let (table, _, window) = makeScreen()
        for row in [4, 0, 2] {
            table.scrollToRow(at: IndexPath(row: row, section: 0), at: .middle, animated: false)
            table.layoutIfNeeded()
            let centre = CGPoint(x: 20, y: table.bounds.midY)
            XCTAssertEqual(table.indexPathForRow(at: centre), IndexPath(row: row, section: 0))
            let cell = try XCTUnwrap(middleCell(table))
            XCTAssertEqual(source(cell), IndexPath(row: row, section: 0))
            XCTAssertEqual(table.infinite.centeredIndexPath, IndexPath(row: row, section: 0))
        }
        _ = window
    }

    /// `tableView.delegate as? MyScreen` works on an infinite table.
    func testDelegateAndDataSourceCastToTheClient() {
        let (table, client, window) = makeScreen()
        XCTAssertTrue((table.delegate as? PatternTableClient) === client)
        XCTAssertTrue((table.dataSource as? PatternTableClient) === client)
        _ = window
    }

    /// A DelegateProxy-shaped wrapper reads the delegate, wraps it and assigns itself: it gets
    /// the callbacks, forwards them with the app's paths, and nothing recurses.
    func testADelegateWrappingHelperGetsCallbacksWithoutRecursion() {
        let (table, client, window) = makeScreen()
        let wrapper = WrappingDelegate(wrapping: table.delegate)
        XCTAssertTrue(wrapper.forwardTo === client)
        table.delegate = wrapper
        XCTAssertTrue(table.delegate === wrapper)
        let displayedBefore = client.displayed.count
        for _ in 0..<10 {
            table.contentOffset.y += 120
            table.layoutIfNeeded()
        }
        XCTAssertFalse(wrapper.recursed)
        XCTAssertGreaterThan(wrapper.forwarded, 0)
        let displayed = client.displayed[displayedBefore...]
        XCTAssertFalse(displayed.isEmpty)
        XCTAssertTrue(displayed.allSatisfy { $0.section == 0 && (0..<5).contains($0.row) })
        XCTAssertTrue(table.infinite.isLooping)
        _ = window
    }

    /// A `_cmd`-keyed swizzler of `UITableView.reloadData` installed before any table is made
    /// infinite keeps running exactly once per reload, and still reaches UIKit's original.
    /// Meaningful only when it runs before any other test makes a table infinite in the process:
    /// XCTest's default order is by class then method name, and this class and method sort first
    /// in the bundle; in any other order (randomized, or run after another test) it skips rather
    /// than pass vacuously. The subclass case is
    /// `InfiniteHooksUIKitTests.testACmdKeyedSwizzlerOnASubclassKeepsReloading`.
    func testACmdKeyedSwizzlerInstalledBeforeEnablingRunsOncePerReload() throws {
        installCmdKeyedSwizzlerOnUITableView()
        guard baseCmdKeyedInstalledBeforeHooks == true else {
            throw XCTSkip("UITableView's reloadData was already replaced when the swizzler was installed; run this test alone")
        }
        let (table, client, window) = makeScreen()
        baseCmdKeyedCalls = 0
        client.items.append("item 5")
        let before = client.cellRequests.count
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertEqual(baseCmdKeyedCalls, 1)
        XCTAssertEqual(baseCmdKeyedLost, 0)
        XCTAssertGreaterThan(client.cellRequests.count, before)  // UIKit's reload ran
        XCTAssertEqual(table.numberOfRows(inSection: 0), 6)
        XCTAssertTrue(table.infinite.isLooping)
        _ = window
    }

    /// The data source is deallocated; before the next main-queue turn (the proxies' repair) the
    /// table lays out again: no "unrecognized selector".
    func testADeadDataSourceBeforeTheRepairDoesNotCrash() {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        weak var weakClient: PatternTableClient?
        // The pool drains what UIKit's getters autoreleased, so the client really dies here.
        let window = autoreleasepool { () -> UIWindow in
            let client = PatternTableClient(rows: 5)
            weakClient = client
            table.dataSource = client
            table.delegate = client
            let window = makeKeyWindow(holding: table)
            table.enableInfiniteScrolling = true
            table.layoutIfNeeded()
            return window
        }
        XCTAssertNil(weakClient)
        table.setNeedsLayout()
        table.layoutIfNeeded()
        runMainLoop(until: { false }, limit: 0.1)
        table.layoutIfNeeded()
        _ = window
    }

    /// The delegate is deallocated; before the repair the user scrolls (UIKit sends its cached
    /// `scrollViewDidScroll` / `willDisplay`): each is answered, nothing raises.
    func testADeadDelegateBeforeTheRepairDoesNotCrash() {
        let (table, client, window) = makeScreen()
        weak var weakDelegate: DyingDelegate?
        autoreleasepool {
            let delegate = DyingDelegate()
            weakDelegate = delegate
            table.delegate = delegate
            table.contentOffset.y += 50
            table.layoutIfNeeded()
        }
        XCTAssertNil(weakDelegate)
        for _ in 0..<5 {
            table.contentOffset.y += 200
            table.layoutIfNeeded()
        }
        runMainLoop(until: { false }, limit: 0.1)
        table.contentOffset.y += 200
        table.layoutIfNeeded()
        XCTAssertEqual(client.cellRequests.filter { $0.row >= 5 || $0.section != 0 }, [])
        _ = window
    }

    /// A grid's "delete selected": `indexPathsForSelectedItems` names the app's items, and
    /// `deleteItems` with them removes those.
    func testCollectionDeleteSelectedItemsRemovesTheSelectedRecords() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let client = RecordingCollectionClient(counts: [4])
        collectionView.dataSource = client
        collectionView.delegate = client
        collectionView.allowsMultipleSelection = true
        let window = makeKeyWindow(holding: collectionView)
        collectionView.enableInfiniteScrolling = true
        collectionView.layoutIfNeeded()
        collectionView.contentOffset.x += 250
        collectionView.layoutIfNeeded()
        var items = ["a", "b", "c", "d"]

        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        let selected = collectionView.indexPathsForSelectedItems ?? []
        XCTAssertEqual(Set(selected), [IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0)])
        for path in selected.sorted(by: >) { items.remove(at: path.item) }
        client.change(to: [items.count])
        collectionView.deleteItems(at: selected)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(items, ["a", "c"])
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 2)
        XCTAssertEqual(client.foreignPaths, [])
        _ = window
    }
}
#endif
