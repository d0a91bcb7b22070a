import Foundation
import InfiniteProxy
import Testing
@testable import InfiniteHost

/// A diffable client whose cell text carries a version per item: a reconfigure shows the new
/// version in the cell it already had. It notes every path and identifier its cell provider sees.
@MainActor
private final class VersionedItems {
    var versions: [Int: Int] = [:]
    var providerCalls: [(path: IndexPath, item: Int)] = []
    /// Calls whose path did not name the item in the data source's snapshot.
    var foreignCalls = 0

    func text(_ item: Int) -> String { "item \(item) v\(versions[item, default: 0])" }

    func bump(_ items: [Int]) { for item in items { versions[item, default: 0] += 1 } }
}

private func oneSection(_ items: [Int]) -> HostDiffableSnapshot<Int, Int> {
    var snapshot = HostDiffableSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(items, toSection: 0)
    return snapshot
}

/// Issue 15: `reconfigureItems` on a diffable snapshot of an infinite list — the data source
/// sends `reconfigureRows`/`reconfigureItems` inside its batch with the paths before the update;
/// the controller reconfigures every twin on screen after its virtual batch, keeping the cells.
@MainActor
@Suite struct ListControllerReconfiguresTests {
    private func table(items: [Int]) -> (HostTableView, HostTableDiffableDataSource<Int, Int>, HostTableAttachment, VersionedItems) {
        let table = HostTableView(viewportSize: CGSize(width: 390, height: 844))
        table.rowHeight = 64
        table.register(HostTableViewCell.self, forCellReuseIdentifier: "row")
        let client = VersionedItems()
        var dataSource: HostTableDiffableDataSource<Int, Int>?
        dataSource = HostTableDiffableDataSource<Int, Int>(tableView: table) { table, path, item in
            client.providerCalls.append((path, item))
            if dataSource?.itemIdentifier(for: path) != item { client.foreignCalls += 1 }
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
            cell.text = client.text(item)
            return cell
        }
        dataSource?.apply(oneSection(items))
        let attachment = HostTableAttachment(tableView: table)
        table.layoutIfNeeded()
        return (table, dataSource!, attachment, client)
    }

    private func collection(items: [Int]) -> (HostCollectionView, HostCollectionDiffableDataSource<Int, Int>, HostCollectionAttachment, VersionedItems) {
        let layout = HostCollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 90, height: 100)
        layout.minimumLineSpacing = 10
        let view = HostCollectionView(viewportSize: CGSize(width: 390, height: 200), collectionViewLayout: layout)
        view.register(HostCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let client = VersionedItems()
        var dataSource: HostCollectionDiffableDataSource<Int, Int>?
        dataSource = HostCollectionDiffableDataSource<Int, Int>(collectionView: view) { view, path, item in
            client.providerCalls.append((path, item))
            if dataSource?.itemIdentifier(for: path) != item { client.foreignCalls += 1 }
            let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
            cell.text = client.text(item)
            return cell
        }
        dataSource?.apply(oneSection(items))
        let attachment = HostCollectionAttachment(collectionView: view)
        view.layoutIfNeeded()
        return (view, dataSource!, attachment, client)
    }

    /// A reconfigured item: every visible twin shows the new version in the cell it had, the
    /// provider is asked once per twin on screen with the client's path of that item, no cell is
    /// prepared for reuse, and the rows do not move.
    @Test func aDiffableReconfigureReachesEveryTwinOnScreenOfAnInfiniteTable() throws {
        let (table, dataSource, attachment, client) = table(items: [0, 1, 2, 3, 4])
        defer { withExtendedLifetime(attachment) {} }
        let twins = table.visibleCells.filter { $0.text == client.text(2) }
        try #require(twins.count >= 2, "five 64-point rows on 844 points show item 2 at least twice")
        let frames = table.visibleCells.map { ($0.serial, $0.frame.minY - table.contentOffset.y) }
        let reuses = twins.map(\.reuseCount)
        let created = table.cellsCreated
        client.providerCalls.removeAll()
        var next = dataSource.snapshot()
        next.reconfigureItems([2])
        client.bump([2])
        dataSource.apply(next, animatingDifferences: true)
        table.layoutIfNeeded()
        #expect(client.providerCalls.count == twins.count)
        #expect(client.providerCalls.allSatisfy { $0.path == IndexPath(row: 2, section: 0) && $0.item == 2 })
        #expect(twins.allSatisfy { $0.text == client.text(2) })
        #expect(twins.map(\.reuseCount) == reuses)
        #expect(table.cellsCreated == created)
        #expect(table.visibleCells.map { ($0.serial, $0.frame.minY - table.contentOffset.y) }.elementsEqual(frames) { $0 == $1 })
        #expect(client.foreignCalls == 0)
        #expect(dataSource.foreignPaths.isEmpty)
        #expect(table.assertionFailures.isEmpty, "\(table.assertionFailures)")
    }

    /// Reconfigure and insert in one apply, mid-fling: the reconfigured item is refreshed where the
    /// batch moved it, in every twin on screen, and the centred item stays on screen where it was.
    @Test func aReconfigureWithAnInsertMidFlingFollowsTheItemOnAnInfiniteTable() {
        let (table, dataSource, attachment, client) = table(items: [0, 1, 2, 3, 4, 5])
        table.fling(velocity: CGPoint(x: 0, y: 6_000))
        for _ in 0..<12 { attachment.step() }
        let centre = table.contentOffset.y + table.viewportSize.height / 2
        let centred = table.visibleCells.first { $0.frame.minY <= centre && $0.frame.maxY > centre }
            .map { ($0.text, $0.frame.minY - table.contentOffset.y) }
        var next = dataSource.snapshot()
        next.insertItems([10], at: 0, inSection: 0)
        next.reconfigureItems([3])
        client.bump([3])
        let stale = "item 3 v0"
        dataSource.apply(next, animatingDifferences: true)
        table.layoutIfNeeded()
        #expect(!table.visibleCells.contains { $0.text == stale })
        #expect(table.visibleCells.contains { $0.text == client.text(3) })
        for cell in table.visibleCells {
            let source = attachment.sourceIndexPath(for: cell.layoutIndexPath ?? IndexPath())
            #expect(cell.text == dataSource.itemIdentifier(for: source).map(client.text))
        }
        if let (text, screen) = centred {
            #expect(table.visibleCells.contains { $0.text == text && abs($0.frame.minY - table.contentOffset.y - screen) <= 0.5 })
        }
        #expect(attachment.statistics.reconfiguredTwins > 0)
        #expect(client.foreignCalls == 0)
        #expect(table.assertionFailures.isEmpty, "\(table.assertionFailures)")
    }

    /// The app's own `reconfigureRows(at:)` outside a batch: every visible twin, in place.
    @Test func anAppReconfigureOutsideABatchRefreshesEveryVisibleTwin() {
        let (table, dataSource, attachment, client) = table(items: [0, 1, 2, 3])
        defer { withExtendedLifetime(attachment) {} }
        let twins = table.visibleCells.filter { $0.text == client.text(1) }
        client.bump([1])
        client.providerCalls.removeAll()
        table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
        #expect(client.providerCalls.count == twins.count)
        #expect(twins.allSatisfy { $0.text == client.text(1) })
        #expect(dataSource.foreignPaths.isEmpty)
        #expect(table.assertionFailures.isEmpty, "\(table.assertionFailures)")
    }

    @Test func aDiffableReconfigureReachesEveryTwinOnScreenOfAnInfiniteCollectionView() throws {
        let (view, dataSource, attachment, client) = collection(items: [0, 1, 2])
        view.fling(velocity: CGPoint(x: -5_000, y: 0))
        for _ in 0..<10 { attachment.step() }
        let twins = view.visibleCells.filter { $0.text == client.text(1) }
        try #require(twins.count >= 1)
        let reuses = Dictionary(uniqueKeysWithValues: twins.map { (ObjectIdentifier($0), $0.reuseCount) })
        client.providerCalls.removeAll()
        var next = dataSource.snapshot()
        next.reconfigureItems([1])
        next.deleteItems([0])
        client.bump([1])
        dataSource.apply(next, animatingDifferences: true)
        view.layoutIfNeeded()
        let shown = view.visibleCells.filter { $0.text.hasPrefix("item 1 ") }
        #expect(!shown.isEmpty && shown.allSatisfy { $0.text == client.text(1) })
        // The twins still on screen kept their cells: no prepareForReuse.
        let kept = twins.filter { cell in view.visibleCells.contains { $0 === cell } }
        #expect(kept.allSatisfy { $0.text == client.text(1) && $0.reuseCount == reuses[ObjectIdentifier($0)] })
        #expect(client.providerCalls.allSatisfy { dataSource.itemIdentifier(for: $0.path) == $0.item })
        #expect(client.foreignCalls == 0)
        #expect(dataSource.foreignPaths.isEmpty)
        #expect(view.assertionFailures.isEmpty, "\(view.assertionFailures)")
    }

    /// At rest, a reconfigure alone: one provider call per twin on screen, same cells, same places.
    @Test func aReconfigureAloneKeepsEveryCellOfAnInfiniteCollectionView() {
        let (view, dataSource, attachment, client) = collection(items: [0, 1, 2])
        defer { withExtendedLifetime(attachment) {} }
        let twins = view.visibleCells.filter { $0.text == client.text(2) }
        let positions = view.visibleCells.map { ($0.serial, $0.frame.minX - view.contentOffset.x) }
        client.providerCalls.removeAll()
        var next = dataSource.snapshot()
        next.reconfigureItems([2])
        client.bump([2])
        dataSource.apply(next, animatingDifferences: true)
        view.layoutIfNeeded()
        #expect(!twins.isEmpty)
        #expect(client.providerCalls.count == twins.count)
        #expect(client.providerCalls.allSatisfy { $0.path == IndexPath(item: 2, section: 0) && $0.item == 2 })
        #expect(twins.allSatisfy { $0.text == client.text(2) })
        #expect(view.visibleCells.map { ($0.serial, $0.frame.minX - view.contentOffset.x) }.elementsEqual(positions) { $0 == $1 })
        #expect(view.assertionFailures.isEmpty, "\(view.assertionFailures)")
    }
}
