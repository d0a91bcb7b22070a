#if canImport(UIKit) && canImport(XCTest)
import InfiniteProxy
import UIKit
import XCTest

/// Register entry E-e of `Docs/HostFidelity.md`: a user's reorder through a diffable data source.
/// The host models that the data source answers UIKit's private `_diffableDataSourceImpl` (which
/// the interceptor forwards, so the view stays connected to it), and that its `moveRowAt` commits
/// the move to its snapshot by applying the reordered snapshot, animated — as one batch with the
/// move when the table is not performing a reorder itself. The comparison UIKit makes during a
/// user's drag (its own move against the snapshot's, a reload on a mismatch) needs a real drag of
/// the reorder control (an XCUITest in an app target, which this package has none of).
@MainActor
final class DiffableReorderFactsTests: XCTestCase {
    private final class Reorderable: UITableViewDiffableDataSource<Int, String> {
        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    }

    /// Logs the batch and reload calls it receives (UIKit's own included).
    private final class LoggingTable: UITableView {
        private(set) var log: [String] = []
        func clearLog() { log = [] }
        override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
            log.append("performBatchUpdates")
            super.performBatchUpdates(updates, completion: completion)
        }
        override func reloadData() {
            log.append("reloadData")
            super.reloadData()
        }
    }

    private func makeTable(infinite: Bool) -> (LoggingTable, Reorderable, UIWindow) {
        let table = LoggingTable(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 44
        let dataSource = Reorderable(tableView: table) { table, path, item in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c", "d", "e"], toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: false)
        let window = makeKeyWindow(holding: table)
        table.enableInfiniteScrolling = infinite
        table.layoutIfNeeded()
        table.clearLog()
        return (table, dataSource, window)
    }

    /// The data source answers the private accessor, and an infinite table's data source
    /// interceptor forwards it (the host's `diffableDataSourceImpl`).
    func testTheDiffableImplementationAccessorReachesTheDataSourceThroughTheInterceptor() {
        let selector = NSSelectorFromString("_diffableDataSourceImpl")
        let (table, dataSource, window) = makeTable(infinite: true)
        XCTAssertTrue(dataSource.responds(to: selector))
        XCTAssertNotNil(dataSource.perform(selector)?.takeUnretainedValue())
        XCTAssertTrue(table.infinite.isLooping)
        // The table's own check, where it has one (`_<key>` accessor, found by key-value coding).
        if table.responds(to: NSSelectorFromString("_isConnectedToDiffableDataSource")) {
            XCTAssertEqual(table.value(forKey: "isConnectedToDiffableDataSource") as? Bool, true)
        }
        _ = window
    }

    /// `moveRowAt` outside a user's drag applies the reordered snapshot as one animated batch with
    /// the move (`_commitReorderingForItemAtIndexPath:toDestinationIndexPath:`).
    func testMoveRowAtAppliesTheReorderedSnapshot() {
        let (table, dataSource, window) = makeTable(infinite: false)
        dataSource.tableView(table, moveRowAt: IndexPath(row: 1, section: 0), to: IndexPath(row: 3, section: 0))
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["a", "c", "d", "b", "e"])
        XCTAssertTrue(table.log.contains("performBatchUpdates"), "\(table.log)")
        XCTAssertFalse(table.log.contains("reloadData"), "\(table.log)")
        _ = window
    }

    private func makeCollection() -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>, UIWindow) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 44)
        layout.minimumLineSpacing = 0
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, path, _ in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c", "d", "e"], toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: false)
        let window = makeKeyWindow(holding: view)
        view.layoutIfNeeded()
        return (view, dataSource, window)
    }

    /// A collection view's diffable data source answers `canMoveItemAt` with
    /// `reorderingHandlers.canReorderItem` for the item at the path (false without the handler),
    /// so an interactive movement begins only on such an item; through an infinite view's
    /// interceptor the handler gets the app's item (the host's `HostCollectionDiffableDataSource`).
    func testCanMoveItemAtAsksTheReorderingHandlerWithTheItem() {
        guard #available(iOS 14, *) else { return }
        let (view, dataSource, window) = makeCollection()
        XCTAssertFalse(dataSource.collectionView(view, canMoveItemAt: IndexPath(item: 1, section: 0)))
        var asked: [String] = []
        dataSource.reorderingHandlers.canReorderItem = { asked.append($0); return $0 != "b" }
        XCTAssertFalse(dataSource.collectionView(view, canMoveItemAt: IndexPath(item: 1, section: 0)))
        XCTAssertTrue(dataSource.collectionView(view, canMoveItemAt: IndexPath(item: 2, section: 0)))
        XCTAssertEqual(asked, ["b", "c"])
        XCTAssertFalse(view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        XCTAssertTrue(view.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        view.cancelInteractiveMovement()
        view.enableInfiniteScrolling = true
        view.layoutIfNeeded()
        asked = []
        let visible = view.indexPathsForVisibleItems.sorted()
        for path in visible { _ = view.dataSource?.collectionView?(view, canMoveItemAt: path) }
        XCTAssertEqual(asked.count, visible.count, "every twin's path names an item of the app's snapshot")
        XCTAssertTrue(view.infinite.isLooping)
        _ = window
    }

    /// A drag-and-drop reorder's commit, as `_UICollectionViewDragDestinationController
    /// _commitCurrentInteractiveReordering` sends it: to what the view's data source answers for
    /// `_diffableDataSourceImpl`, with the view's paths. On an infinite view that is the
    /// interceptor's stand-in: "d" dropped onto the next copy's "a" lands after "e" in the app's
    /// snapshot, and the reordering handlers see the app's order (the host's
    /// `HostCollectionDiffableReorderingDropTests.aDropAcrossTheEndOfACopyLandsWhereDroppedInEveryCopy`).
    /// Also records whether the view's own accessor returns the same object (it asks its data
    /// source, by a public report for iOS 14: HostFidelity E-e).
    func testADragReorderCommitOnAnInfiniteViewLandsInTheAppsSnapshot() throws {
        guard #available(iOS 14, *) else { return }
        let (view, dataSource, window) = makeCollection()
        var after: [[String]] = []
        let reordered = expectation(description: "didReorder ran")
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = {
            after.append($0.finalSnapshot.itemIdentifiers)
            reordered.fulfill()
        }
        view.enableInfiniteScrolling = true
        view.layoutIfNeeded()
        XCTAssertTrue(view.infinite.isLooping)
        let accessor = NSSelectorFromString("_diffableDataSourceImpl")
        let proxy = try XCTUnwrap(view.dataSource as? NSObject)
        let implementation = try XCTUnwrap(proxy.perform(accessor)?.takeUnretainedValue() as? NSObject)
        if view.responds(to: accessor) {
            XCTAssertTrue(view.perform(accessor)?.takeUnretainedValue() === implementation,
                          "the view's accessor asks its data source")
        }
        let commit = NSSelectorFromString("_commitReorderingForItemAtIndexPath:toDestinationIndexPath:shouldPerformViewAnimations:")
        XCTAssertTrue(implementation.responds(to: commit))
        let paths = view.indexPathsForVisibleItems.sorted()
        let source = { (path: IndexPath) in view.infinite.sourceIndexPath(for: path).item }
        let boundary = try XCTUnwrap(paths.dropFirst().first { source($0) == 0 })
        let moving = try XCTUnwrap(paths.first { $0.item > boundary.item && source($0) == 3 })
        typealias Commit = @convention(c) (AnyObject, Selector, NSIndexPath, NSIndexPath, ObjCBool) -> Void
        let method = try XCTUnwrap(implementation.method(for: commit))
        unsafeBitCast(method, to: Commit.self)(implementation, commit, moving as NSIndexPath, boundary as NSIndexPath, true)
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["a", "b", "c", "e", "d"])
        wait(for: [reordered], timeout: 2)
        XCTAssertEqual(after, [["a", "b", "c", "e", "d"]])
        _ = window
    }

    /// `moveItemAt` outside a user's drag commits the reorder: the snapshot changes, and the
    /// reordering handlers get the transaction (before: the old order; after: the new one).
    func testMoveItemAtCallsTheReorderingHandlersWithTheTransaction() {
        guard #available(iOS 14, *) else { return }
        let (view, dataSource, window) = makeCollection()
        var before: [[String]] = [], after: [[String]] = []
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.willReorder = { before.append($0.initialSnapshot.itemIdentifiers) }
        let reordered = expectation(description: "didReorder ran")
        dataSource.reorderingHandlers.didReorder = {
            after.append($0.finalSnapshot.itemIdentifiers)
            reordered.fulfill()
        }
        dataSource.collectionView(view, moveItemAt: IndexPath(item: 1, section: 0), to: IndexPath(item: 3, section: 0))
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["a", "c", "d", "b", "e"])
        XCTAssertEqual(before, [["a", "b", "c", "d", "e"]])
        wait(for: [reordered], timeout: 2)
        XCTAssertEqual(after, [["a", "c", "d", "b", "e"]])
        _ = window
    }
}
#endif
