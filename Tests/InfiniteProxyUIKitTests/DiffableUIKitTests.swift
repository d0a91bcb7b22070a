#if canImport(UIKit) && canImport(XCTest)
import InfiniteProxy
import UIKit
import XCTest

/// Diffable data sources as clients on real UIKit (issue 15): a snapshot's `reconfigureItems`
/// reaches every twin on screen in the cells already there, and expanding an outline (a section
/// snapshot, applied with animation) on an infinite collection view passes UIKit's count check.
/// The headless twins are `ListControllerReconfiguresTests` and `HostDiffableSectionSnapshotTests`.
@MainActor
final class DiffableUIKitTests: XCTestCase {
    func testAReconfigureKeepsTheCellOfEveryVisibleTwin() throws {
        guard #available(iOS 15, *) else { throw XCTSkip("reconfigureItems exists from iOS 15") }
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 64
        var versions: [Int: Int] = [:]
        var foreign = 0
        var dataSource: UITableViewDiffableDataSource<Int, Int>?
        dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: table) { table, path, item in
            if dataSource?.itemIdentifier(for: path) != item { foreign += 1 }
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
            cell.textLabel?.text = "item \(item) v\(versions[item, default: 0])"
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1, 2, 3, 4], toSection: 0)
        dataSource?.apply(snapshot, animatingDifferences: false)
        let window = makeKeyWindow(holding: table)
        table.enableInfiniteScrolling = true
        table.layoutIfNeeded()
        let twins = table.visibleCells.filter { $0.textLabel?.text == "item 2 v0" }
        XCTAssertGreaterThanOrEqual(twins.count, 2, "five 64-point rows on 844 points show item 2 twice")
        versions[2] = 1
        snapshot.reconfigureItems([2])
        dataSource?.apply(snapshot, animatingDifferences: true)
        table.layoutIfNeeded()
        XCTAssertTrue(twins.allSatisfy { cell in table.visibleCells.contains { $0 === cell } }, "the cells were kept")
        XCTAssertTrue(twins.allSatisfy { $0.textLabel?.text == "item 2 v1" })
        XCTAssertEqual(foreign, 0)
        _ = window
    }

    func testExpandingAnOutlineOnAnInfiniteCollectionViewPassesUIKitsCountCheck() throws {
        guard #available(iOS 14, *) else { throw XCTSkip("section snapshots exist from iOS 14") }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 44)
        layout.minimumLineSpacing = 0
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        var foreign = 0
        var dataSource: UICollectionViewDiffableDataSource<Int, Int>?
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, path, item in
            if dataSource?.itemIdentifier(for: path) != item { foreign += 1 }
            return view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        dataSource?.apply(snapshot, animatingDifferences: false)
        var outline = NSDiffableDataSourceSectionSnapshot<Int>()
        outline.append([0, 1, 2, 3])
        outline.append([10, 11, 12], to: 1)
        outline.append([20, 21], to: 2)
        dataSource?.apply(outline, to: 0, animatingDifferences: false)
        let window = makeKeyWindow(holding: view)
        view.enableInfiniteScrolling = true
        view.layoutIfNeeded()
        outline.expand([1])
        dataSource?.apply(outline, to: 0, animatingDifferences: true)      // UIKit's own batch call
        view.layoutIfNeeded()
        outline.collapse([1])
        outline.expand([2])
        dataSource?.apply(outline, to: 0, animatingDifferences: true)      // deletes, then inserts
        view.layoutIfNeeded()
        XCTAssertEqual(view.numberOfItems(inSection: 0), 6, "app code sees its own count: four parents, two children")
        XCTAssertEqual(foreign, 0)
        XCTAssertTrue(view.infinite.isLooping)
        _ = window
    }
}
#endif
