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

/// A flow-layout client whose items are 60 pt plus 10 pt per item number tall, recording every
/// path `sizeForItemAt` is handed.
@MainActor
private final class SizingCollectionClient: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let count: Int
    private(set) var sizedPaths: [IndexPath] = []

    init(count: Int) { self.count = count }

    static func height(ofItem item: Int) -> CGFloat { 60 + CGFloat(item) * 10 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.tag = RecordingTableClient.tag(for: indexPath)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizedPaths.append(indexPath)
        return CGSize(width: 390, height: Self.height(ofItem: indexPath.item))
    }
}

/// Issue 11, items 3-5 on real UIKit (simulator only; compiled by Scripts/ios-build): register
/// entry H-a of `Docs/HostFidelity.md`, guesses (1)-(3).
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

    /// Register H-a, guess (1): UIKit's own sends use the stored interceptor, not the getter.
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

    /// Register H-a, guess (3): block-based forwarders that return a `CGRect` (`rectForRow(at:)`)
    /// or take one (`indexPathsForRows(in:)`) carry it intact through the hook and the original.
    /// For every row on screen of an infinite table, `rectForRow(at:)` with the client's path is
    /// the frame of a cell showing that row, and the rows in that frame are that row.
    func testRectsCrossTheHooksIntact() {
        let (table, _, window) = makeInfinite(UITableView.self, rows: 5)
        table.contentOffset.y += 3 * 44 + 10
        table.layoutIfNeeded()
        let inside = table.visibleCells.filter { table.bounds.contains($0.frame) }
        XCTAssertGreaterThan(inside.count, 5)
        for cell in inside {
            let row = RecordingTableClient.path(forTag: cell.tag)
            let rect = table.rectForRow(at: row)
            XCTAssertEqual(rect.size, CGSize(width: table.bounds.width, height: 44), "rectForRow(\(row))")
            XCTAssertTrue(inside.contains { $0.tag == cell.tag && $0.frame == rect }, "rectForRow(\(row)) = \(rect): no twin there")
            XCTAssertEqual(table.indexPathsForRows(in: cell.frame.insetBy(dx: 0, dy: 10)), [row])
        }
        _ = window
    }

    /// Register H-a, guess (2): a flow layout reads `collectionView.delegate` inside layout (the
    /// getter answers UIKit with the interceptor), so on an infinite collection view the client's
    /// `sizeForItemAt` is asked with its own paths only, and every item is laid out at the size
    /// the client gave its row.
    func testAFlowLayoutAsksTheClientsSizesWithItsOwnPaths() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 0
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let client = SizingCollectionClient(count: 6)
        collectionView.dataSource = client
        collectionView.delegate = client
        let window = makeKeyWindow(holding: collectionView)
        collectionView.enableInfiniteScrolling = true
        collectionView.layoutIfNeeded()
        XCTAssertTrue(collectionView.delegate === client)
        for _ in 0..<60 {
            collectionView.contentOffset.y += 53
            collectionView.layoutIfNeeded()
        }
        XCTAssertTrue(collectionView.infinite.isLooping)
        XCTAssertFalse(client.sizedPaths.isEmpty)
        XCTAssertEqual(client.sizedPaths.filter { $0.section != 0 || !(0..<6).contains($0.item) }, [])
        for cell in collectionView.visibleCells {
            let item = RecordingTableClient.path(forTag: cell.tag).row
            XCTAssertEqual(cell.frame.height, SizingCollectionClient.height(ofItem: item), "item \(item)")
        }
        _ = window
    }

    /// Register H-a, guess (4): `protocol_getMethodDescription` searches the protocols a protocol
    /// adopts, so the dead-client stand-in finds a `UIScrollViewDelegate` method's types through
    /// `UITableViewDelegate`; a selector of no such protocol has none.
    func testProtocolMethodDescriptionsSearchAdoptedProtocols() throws {
        let tableDelegate = try XCTUnwrap(NSProtocolFromString("UITableViewDelegate"))
        let zoomed = protocol_getMethodDescription(tableDelegate, #selector(UIScrollViewDelegate.scrollViewDidZoom(_:)), false, true)
        XCTAssertNotNil(zoomed.types, "UIScrollViewDelegate's method not found through UITableViewDelegate")
        let foreign = protocol_getMethodDescription(tableDelegate, #selector(UIView.layoutSubviews), false, true)
        XCTAssertNil(foreign.types)
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
