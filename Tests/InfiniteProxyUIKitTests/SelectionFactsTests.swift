#if canImport(UIKit) && canImport(XCTest)
import UIKit
import XCTest

/// What UIKit does with a selection that the controller keeps on every twin of an item: register
/// entry I-a of `Docs/HostFidelity.md`.
@MainActor
final class SelectionFactsTests: XCTestCase {
    private func makeTable(_ client: LoggingTableClient, multiple: Bool) -> (UITableView, UIWindow) {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(CountingTableCell.self, forCellReuseIdentifier: "row")
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = 44
        table.allowsMultipleSelection = multiple
        table.dataSource = client
        table.delegate = client
        let window = makeKeyWindow(holding: table)
        table.layoutIfNeeded()
        return (table, window)
    }

    private func makeCollection(_ client: LoggingCollectionClient, multiple: Bool) -> (UICollectionView, UIWindow) {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 0
        layout.itemSize = CGSize(width: 390, height: 44)
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        view.contentInsetAdjustmentBehavior = .never
        view.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "cell")
        view.allowsMultipleSelection = multiple
        view.dataSource = client
        view.delegate = client
        let window = makeKeyWindow(holding: view)
        view.layoutIfNeeded()
        return (view, window)
    }

    /// I-a (1). Without multiple selection, `selectRow` / `selectItem` deselects the selected row;
    /// with it, both stay selected.
    func testProgrammaticSelectionKeepsOneRowWithoutMultipleSelection() {
        for multiple in [false, true] {
            let client = LoggingTableClient(counts: [50])
            let (table, window) = makeTable(client, multiple: multiple)
            table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
            table.selectRow(at: IndexPath(row: 7, section: 0), animated: false, scrollPosition: .none)
            XCTAssertEqual(table.indexPathsForSelectedRows?.map(\.row).sorted(), multiple ? [2, 7] : [7])
            let collectionClient = LoggingCollectionClient(counts: [50])
            let (view, collectionWindow) = makeCollection(collectionClient, multiple: multiple)
            view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
            view.selectItem(at: IndexPath(item: 7, section: 0), animated: false, scrollPosition: [])
            XCTAssertEqual(view.indexPathsForSelectedItems?.map(\.item).sorted(), multiple ? [2, 7] : [7])
            withExtendedLifetime((window, collectionWindow)) {}
        }
    }

    /// I-a (2). A row selected with `selectRow` inside `willDisplay`, its cell set selected too,
    /// shows selected and the user can deselect it (the table's model holds it).
    func testSelectingInsideWillDisplayKeepsTheRowSelectedAndDeselectable() {
        let client = LoggingTableClient(counts: [200])
        let (table, window) = makeTable(client, multiple: true)
        client.onWillDisplay = { table, path in
            guard path.row == 30 else { return }
            table.selectRow(at: path, animated: false, scrollPosition: .none)
            table.cellForRow(at: path)?.setSelected(true, animated: false)
        }
        table.contentOffset.y = 25 * 44
        table.layoutIfNeeded()
        XCTAssertEqual(table.indexPathsForSelectedRows?.map(\.row), [30])
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 30, section: 0))?.isSelected, true)
        table.deselectRow(at: IndexPath(row: 30, section: 0), animated: false)
        XCTAssertNil(table.indexPathsForSelectedRows)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 30, section: 0))?.isSelected, false)
        withExtendedLifetime(window) {}
    }

    /// I-a (3). `reloadData` clears the selection: a table's at once, a collection view's at its
    /// next layout, so a `selectItem` right after `reloadData` is lost and one after the layout
    /// stays (why the controller selects the kept items again after the next layout pass).
    func testReloadDataClearsTheSelection() {
        let client = LoggingTableClient(counts: [50])
        let (table, window) = makeTable(client, multiple: false)
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        table.reloadData()
        XCTAssertNil(table.indexPathsForSelectedRows)
        let collectionClient = LoggingCollectionClient(counts: [50])
        let (view, collectionWindow) = makeCollection(collectionClient, multiple: false)
        view.reloadData()
        view.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        view.layoutIfNeeded()
        XCTAssertEqual(view.indexPathsForSelectedItems ?? [], [])
        view.reloadData()
        view.layoutIfNeeded()
        view.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        XCTAssertEqual(view.indexPathsForSelectedItems?.map(\.item), [3])
        withExtendedLifetime((window, collectionWindow)) {}
    }
}
#endif
