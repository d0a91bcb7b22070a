#if canImport(UIKit) && canImport(XCTest)
import UIKit
import XCTest

/// Register entries E-b and E-d of `Docs/HostFidelity.md`: what UIKit's diffable data sources send
/// to their view, which the host models in `HostDiffableApplier` (a non-animated first apply and
/// `applySnapshotUsingReloadData`: `reloadData`; an animated apply, and a later non-animated one in
/// a window: one `performBatchUpdates` that switches the snapshot inside its block and calls the
/// view's public move/insert/delete/reload methods, moves first; a table without a window:
/// `reloadData`; no differences: nothing). The library's hooks see
/// only those public calls, so this is what makes a diffable data source work on an infinite view.
///
/// The views are subclasses that log those public methods (an override sees UIKit's own sends
/// as well as the app's); calls inside a batch's block are logged indented by two spaces.
@MainActor
final class DiffableFactsTests: XCTestCase {
    private typealias Snapshot = NSDiffableDataSourceSnapshot<Int, String>

    private func snapshot(_ items: [String]) -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections([0])
        snapshot.appendItems(items, toSection: 0)
        return snapshot
    }

    private func makeTable() -> (LoggingDiffableTable, UITableViewDiffableDataSource<Int, String>, UIWindow) {
        let table = LoggingDiffableTable(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 44
        let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) { table, path, item in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
            cell.textLabel?.text = item
            return cell
        }
        let window = makeKeyWindow(holding: table)
        table.layoutIfNeeded()
        table.clearLog()
        return (table, dataSource, window)
    }

    /// Register E-b. The first apply reloads the table (no batch); so does
    /// `applySnapshotUsingReloadData` (iOS 15) later on.
    func testTheFirstApplyAndApplyUsingReloadDataReloadTheTable() {
        let (table, dataSource, window) = makeTable()
        dataSource.apply(snapshot(["a", "b", "c", "d", "e"]), animatingDifferences: false)
        XCTAssertEqual(table.log, ["reloadData"])
        table.layoutIfNeeded()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 5)
        if #available(iOS 15, *) {
            table.clearLog()
            dataSource.applySnapshotUsingReloadData(snapshot(["a", "x"]))
            XCTAssertEqual(table.log, ["reloadData"])
            table.layoutIfNeeded()
            XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
        }
        _ = window
    }

    /// Register E-b. A later animated apply is one `performBatchUpdates`: the data source still
    /// answers the old snapshot when the batch begins, the deletions (old numbering) and
    /// insertions (new numbering) are sent inside its block, and the completion runs after the
    /// apply returned. Applying the same snapshot again sends nothing.
    func testALaterApplyIsOneBatchOfPublicEdits() {
        let (table, dataSource, window) = makeTable()
        dataSource.apply(snapshot(["a", "b", "c", "d", "e"]), animatingDifferences: false)
        table.layoutIfNeeded()
        table.clearLog()
        var returned = false
        var completedInside = false
        var completed = false
        dataSource.apply(snapshot(["a", "c", "x", "e"]), animatingDifferences: true) {
            completedInside = !returned
            completed = true
        }
        returned = true
        XCTAssertEqual(table.log.filter { !$0.hasPrefix("  ") }, ["performBatchUpdates"])
        XCTAssertEqual(Set(table.log.filter { $0.hasPrefix("  ") }), ["  deleteRows 0.1 0.3", "  insertRows 0.2"])
        XCTAssertEqual(table.rowsWhenBatchesBegan, [5], "the snapshot switched before the batch began")
        XCTAssertTrue(runMainLoop(until: { completed }), "no completion")
        XCTAssertFalse(completedInside, "the completion ran inside apply")
        XCTAssertEqual(table.numberOfRows(inSection: 0), 4)

        table.clearLog()
        dataSource.apply(snapshot(["a", "c", "x", "e"]), animatingDifferences: true)
        XCTAssertEqual(table.log, [], "an apply without differences sent something")
        _ = window
    }

    /// Register E-b (iOS 15). Without animation a later apply is still one batch (not a reload);
    /// an item that moves is sent as `moveRow` from its old to its new row.
    func testANonAnimatedApplyIsABatchWithAMove() throws {
        guard #available(iOS 15, *) else { throw XCTSkip("non-animated applies diff from iOS 15") }
        let (table, dataSource, window) = makeTable()
        dataSource.apply(snapshot(["a", "b", "c", "d"]), animatingDifferences: false)
        table.layoutIfNeeded()
        table.clearLog()
        dataSource.apply(snapshot(["d", "a", "b", "c"]), animatingDifferences: false)
        XCTAssertEqual(table.log, ["performBatchUpdates", "  moveRow 0.3 0.0"])
        XCTAssertEqual(table.rowsWhenBatchesBegan, [4])
        table.layoutIfNeeded()
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "d")
        _ = window
    }

    /// Register E-b. An item the snapshot marks for reload is sent as `reloadRows` inside the
    /// batch (the host sends it as the system: UIKit's diffable data source is system code).
    func testAReloadedItemIsReloadedInsideTheBatch() {
        let (table, dataSource, window) = makeTable()
        dataSource.apply(snapshot(["a", "b", "c"]), animatingDifferences: false)
        table.layoutIfNeeded()
        table.clearLog()
        var reloaded = snapshot(["a", "b", "c"])
        reloaded.reloadItems(["b"])
        dataSource.apply(reloaded, animatingDifferences: true)
        XCTAssertEqual(table.log, ["performBatchUpdates", "  reloadRows 0.1"])
        _ = window
    }

    /// Register E-b on a collection view: the first apply reloads, a later one is one batch of
    /// `deleteItems` / `insertItems` sent inside its block, the old snapshot still answering when
    /// it begins.
    func testACollectionViewGetsTheSameCalls() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 44)
        let collectionView = LoggingDiffableCollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, path, _ in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
        }
        let window = makeKeyWindow(holding: collectionView)
        collectionView.layoutIfNeeded()
        collectionView.clearLog()
        dataSource.apply(snapshot(["a", "b", "c", "d", "e"]), animatingDifferences: false)
        XCTAssertEqual(collectionView.log, ["reloadData"])
        collectionView.layoutIfNeeded()
        collectionView.clearLog()
        dataSource.apply(snapshot(["a", "c", "x", "e"]), animatingDifferences: true)
        XCTAssertEqual(collectionView.log.filter { !$0.hasPrefix("  ") }, ["performBatchUpdates"])
        XCTAssertEqual(Set(collectionView.log.filter { $0.hasPrefix("  ") }), ["  deleteItems 0.1 0.3", "  insertItems 0.2"])
        XCTAssertEqual(collectionView.itemsWhenBatchesBegan, [5])
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 4)
        _ = window
    }

    // MARK: Routes read from decompiled UIKitCore (`HostDiffableApplyRoute`, `HostDiffableViewCall`)

    /// Register E-d. An *animated* first apply is a batch (the updater checks "first apply" only
    /// when not animating), inserting the sections.
    func testAnAnimatedFirstApplyIsABatch() {
        let (table, dataSource, window) = makeTable()
        dataSource.apply(snapshot(["a", "b"]), animatingDifferences: true)
        XCTAssertEqual(table.log, ["performBatchUpdates", "  insertSections [0]"])
        _ = window
    }

    /// Register E-d. `applySnapshotUsingReloadData` lays the table out at once when it is in a
    /// window (`_reloadData` calls `layoutIfNeeded`).
    func testApplyUsingReloadDataLaysOutInAWindow() throws {
        guard #available(iOS 15, *) else { throw XCTSkip("applySnapshotUsingReloadData is iOS 15") }
        let (table, dataSource, window) = makeTable()
        table.logsLayout = true
        dataSource.applySnapshotUsingReloadData(snapshot(["a", "b"]))
        XCTAssertEqual(table.log, ["reloadData", "layoutSubviews"])
        _ = window
    }

    /// Register E-d. A later non-animated apply runs its batch with animations off
    /// (`performWithoutAnimation`); without a window a table gets `reloadData` instead.
    func testANonAnimatedApplyIsABatchWithoutAnimationOrOffWindowAReload() throws {
        guard #available(iOS 15, *) else { throw XCTSkip("non-animated applies diff from iOS 15") }
        let (table, dataSource, window) = makeTable()
        dataSource.apply(snapshot(["a", "b", "c"]), animatingDifferences: false)
        table.layoutIfNeeded()
        table.clearLog()
        dataSource.apply(snapshot(["a", "c"]), animatingDifferences: false)
        XCTAssertEqual(table.log, ["performBatchUpdates", "  deleteRows 0.1"])
        XCTAssertEqual(table.animationsEnabledWhenBatchesBegan, [false])
        table.removeFromSuperview()
        table.clearLog()
        dataSource.apply(snapshot(["c", "x"]), animatingDifferences: false)
        XCTAssertEqual(table.log, ["reloadData"])
        dataSource.apply(snapshot(["x"]), animatingDifferences: true)
        XCTAssertEqual(table.log, ["reloadData", "performBatchUpdates", "  deleteRows 0.0"])
        _ = window
    }

    /// Register E-d. Inside the batch the moves come first, then deletes and inserts.
    func testMovesAreSentFirstInsideTheBatch() {
        let (table, dataSource, window) = makeTable()
        dataSource.apply(snapshot(["a", "b", "c", "d"]), animatingDifferences: false)
        table.layoutIfNeeded()
        table.clearLog()
        dataSource.apply(snapshot(["x", "d", "a", "c"]), animatingDifferences: true)
        let inside = table.log.filter { $0.hasPrefix("  ") }
        XCTAssertTrue(inside.first?.hasPrefix("  moveRow") == true, "\(table.log)")
        XCTAssertEqual(inside.filter { !$0.hasPrefix("  moveRow") }, ["  deleteRows 0.1", "  insertRows 0.0"])
        _ = window
    }
}

/// "0.1 0.3": paths in order, as the logs name them.
private func names(_ paths: [IndexPath]) -> String {
    paths.sorted().map { "\($0.section).\($0.item)" }.joined(separator: " ")
}

/// A table logging the public update methods a diffable data source may send it.
private final class LoggingDiffableTable: UITableView {
    private(set) var log: [String] = []
    /// Rows the data source answered for section 0 as each batch began (before its block ran).
    private(set) var rowsWhenBatchesBegan: [Int] = []
    /// `UIView.areAnimationsEnabled` as each batch began.
    private(set) var animationsEnabledWhenBatchesBegan: [Bool] = []
    /// Whether `layoutSubviews` is logged too.
    var logsLayout = false
    private var batchDepth = 0

    func clearLog() {
        log.removeAll()
        rowsWhenBatchesBegan.removeAll()
        animationsEnabledWhenBatchesBegan.removeAll()
    }

    override func layoutSubviews() {
        if logsLayout { record("layoutSubviews") }
        super.layoutSubviews()
    }

    private func record(_ call: String) { log.append(batchDepth > 0 ? "  " + call : call) }

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        record("performBatchUpdates")
        rowsWhenBatchesBegan.append(dataSource?.tableView(self, numberOfRowsInSection: 0) ?? -1)
        animationsEnabledWhenBatchesBegan.append(UIView.areAnimationsEnabled)
        super.performBatchUpdates({
            self.batchDepth += 1
            updates?()
            self.batchDepth -= 1
        }, completion: completion)
    }

    override func beginUpdates() {
        record("beginUpdates")
        super.beginUpdates()
    }

    override func endUpdates() {
        record("endUpdates")
        super.endUpdates()
    }

    override func reloadData() {
        record("reloadData")
        super.reloadData()
    }

    override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        record("insertRows \(names(indexPaths))")
        super.insertRows(at: indexPaths, with: animation)
    }

    override func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        record("deleteRows \(names(indexPaths))")
        super.deleteRows(at: indexPaths, with: animation)
    }

    override func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record("moveRow \(names([indexPath])) \(names([newIndexPath]))")
        super.moveRow(at: indexPath, to: newIndexPath)
    }

    override func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        record("reloadRows \(names(indexPaths))")
        super.reloadRows(at: indexPaths, with: animation)
    }

    @available(iOS 15.0, *)
    override func reconfigureRows(at indexPaths: [IndexPath]) {
        record("reconfigureRows \(names(indexPaths))")
        super.reconfigureRows(at: indexPaths)
    }

    override func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        record("insertSections \(Array(sections))")
        super.insertSections(sections, with: animation)
    }

    override func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        record("deleteSections \(Array(sections))")
        super.deleteSections(sections, with: animation)
    }

    override func moveSection(_ section: Int, toSection newSection: Int) {
        record("moveSection \(section) \(newSection)")
        super.moveSection(section, toSection: newSection)
    }
}

/// A collection view logging the public update methods a diffable data source may send it.
private final class LoggingDiffableCollectionView: UICollectionView {
    private(set) var log: [String] = []
    /// Items the data source answered for section 0 as each batch began (before its block ran).
    private(set) var itemsWhenBatchesBegan: [Int] = []
    private var batchDepth = 0

    func clearLog() {
        log.removeAll()
        itemsWhenBatchesBegan.removeAll()
    }

    private func record(_ call: String) { log.append(batchDepth > 0 ? "  " + call : call) }

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        record("performBatchUpdates")
        itemsWhenBatchesBegan.append(dataSource?.collectionView(self, numberOfItemsInSection: 0) ?? -1)
        super.performBatchUpdates({
            self.batchDepth += 1
            updates?()
            self.batchDepth -= 1
        }, completion: completion)
    }

    override func reloadData() {
        record("reloadData")
        super.reloadData()
    }

    override func insertItems(at indexPaths: [IndexPath]) {
        record("insertItems \(names(indexPaths))")
        super.insertItems(at: indexPaths)
    }

    override func deleteItems(at indexPaths: [IndexPath]) {
        record("deleteItems \(names(indexPaths))")
        super.deleteItems(at: indexPaths)
    }

    override func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record("moveItem \(names([indexPath])) \(names([newIndexPath]))")
        super.moveItem(at: indexPath, to: newIndexPath)
    }

    override func reloadItems(at indexPaths: [IndexPath]) {
        record("reloadItems \(names(indexPaths))")
        super.reloadItems(at: indexPaths)
    }

    @available(iOS 15.0, *)
    override func reconfigureItems(at indexPaths: [IndexPath]) {
        record("reconfigureItems \(names(indexPaths))")
        super.reconfigureItems(at: indexPaths)
    }

    override func insertSections(_ sections: IndexSet) {
        record("insertSections \(Array(sections))")
        super.insertSections(sections)
    }

    override func deleteSections(_ sections: IndexSet) {
        record("deleteSections \(Array(sections))")
        super.deleteSections(sections)
    }
}
#endif
