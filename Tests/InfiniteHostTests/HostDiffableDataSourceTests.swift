import Foundation
import InfiniteHostTesting
import InfiniteProxy
import Testing
@testable import InfiniteHost

/// A random next snapshot: items deleted, inserted and moved (within and across sections), now
/// and then a section added or removed.
private func randomSnapshot(
    _ old: HostDiffableSnapshot<Int, Int>, nextID: inout Int, reloads: Bool = false, _ rng: inout SplitMix64
) -> HostDiffableSnapshot<Int, Int> {
    var sections = old.sections.map { (id: $0.id, items: $0.items) }
    let total = sections.reduce(0) { $0 + $1.items.count }
    if sections.count > 1, Int.random(in: 0..<20, using: &rng) == 0 {
        sections.remove(at: Int.random(in: 0..<sections.count, using: &rng))
    }
    if sections.count < 4, Int.random(in: 0..<20, using: &rng) == 0 {
        let items = (0..<Int.random(in: 0...3, using: &rng)).map { _ in nextID += 1; return nextID }
        nextID += 1
        sections.insert((id: nextID, items: items), at: Int.random(in: 0...sections.count, using: &rng))
    }
    for _ in 0..<Int.random(in: 0...2, using: &rng) where total > 4 {
        let section = Int.random(in: 0..<sections.count, using: &rng)
        if !sections[section].items.isEmpty {
            sections[section].items.remove(at: Int.random(in: 0..<sections[section].items.count, using: &rng))
        }
    }
    for _ in 0..<Int.random(in: 0...2, using: &rng) where total < 30 {
        let section = Int.random(in: 0..<sections.count, using: &rng)
        nextID += 1
        sections[section].items.insert(nextID, at: Int.random(in: 0...sections[section].items.count, using: &rng))
    }
    if Bool.random(using: &rng) {
        let from = Int.random(in: 0..<sections.count, using: &rng)
        if !sections[from].items.isEmpty {
            let item = sections[from].items.remove(at: Int.random(in: 0..<sections[from].items.count, using: &rng))
            let to = Int.random(in: 0..<sections.count, using: &rng)
            sections[to].items.insert(item, at: Int.random(in: 0...sections[to].items.count, using: &rng))
        }
    }
    var snapshot = HostDiffableSnapshot<Int, Int>()
    for section in sections {
        snapshot.appendSections([section.id])
        snapshot.appendItems(section.items, toSection: section.id)
    }
    if reloads, Int.random(in: 0..<3, using: &rng) == 0, let item = snapshot.itemIdentifiers.randomElement(using: &rng) {
        snapshot.reloadItems([item])
    }
    return snapshot
}

private func initialSnapshot(_ counts: [Int]) -> HostDiffableSnapshot<Int, Int> {
    var snapshot = HostDiffableSnapshot<Int, Int>()
    var next = 0
    for (section, count) in counts.enumerated() {
        snapshot.appendSections([-1 - section])
        snapshot.appendItems(Array(next..<(next + count)), toSection: -1 - section)
        next += count
    }
    return snapshot
}

/// Whether the batch from `old` to `new` keeps the item shown as `text` (an item that moves into
/// an inserted section is deleted and inserted again, as UIKit animates it).
private func survives(_ text: String, _ old: HostDiffableSnapshot<Int, Int>, _ new: HostDiffableSnapshot<Int, Int>) -> Bool {
    guard let id = old.itemIdentifiers.first(where: { "item \($0)" == text }), let path = old.indexPath(for: id),
          new.indexPath(for: id) != nil else { return false }
    let update = old.batchUpdate(to: new)
    return !update.deletedItems.contains(path) && !update.deletedSections.contains(path.section)
}

@Suite struct HostDiffableDataSourceTests {
    /// The diff is a batch the host's model of UIKit accepts, and leaves every kept cell showing
    /// its item (a plain, finite table).
    @Test func randomAppliesOnAPlainTableAreValidBatches() {
        var rng = SplitMix64(seed: 151)
        let table = HostTableView(viewportSize: CGSize(width: 390, height: 844))
        table.register(HostTableViewCell.self, forCellReuseIdentifier: "row")
        let dataSource = HostTableDiffableDataSource<Int, Int>(tableView: table) { table, path, item in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
            cell.text = "item \(item)"
            return cell
        }
        dataSource.apply(initialSnapshot([5, 3, 6]))
        table.layoutIfNeeded()
        var nextID = 1_000
        for _ in 0..<400 {
            dataSource.apply(randomSnapshot(dataSource.snapshot(), nextID: &nextID, &rng))
            table.layoutIfNeeded()
            for cell in table.visibleCells {
                #expect(cell.text == "item \(dataSource.itemIdentifier(for: cell.layoutIndexPath ?? IndexPath()) ?? -1)")
            }
        }
        #expect(table.assertionFailures.isEmpty, "\(table.assertionFailures.prefix(3))")
        #expect(dataSource.batchApplies > 300)
        #expect(dataSource.reloadApplies == 1)
        #expect(dataSource.foreignPaths.isEmpty)
    }

    /// Issue 15: ≥ 1 000 random snapshots applied mid-fling on infinite tables and collection
    /// views — items inserted, deleted and moved, sections added and removed: no UIKit assertion,
    /// the centred item never jumps, every visible cell shows its item, the client sees only its
    /// own paths.
    @Test func randomAppliesMidFlingOnAnInfiniteTable() {
        var rng = SplitMix64(seed: 152)
        let table = HostTableView(viewportSize: CGSize(width: 390, height: 844))
        table.register(HostTableViewCell.self, forCellReuseIdentifier: "row")
        let dataSource = HostTableDiffableDataSource<Int, Int>(tableView: table) { table, path, item in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
            cell.text = "item \(item)"
            return cell
        }
        dataSource.apply(initialSnapshot([12]))
        let infinite = HostTableInterceptor(tableView: table)
        table.layoutIfNeeded()
        var nextID = 1_000
        var jumps: [String] = [], mislabelled = 0, applies = 0
        for round in 0..<1_200 {
            if round % 40 == 0 { table.fling(velocity: CGPoint(x: 0, y: CGFloat.random(in: -9_000...9_000, using: &rng))) }
            infinite.step()
            guard round % 2 == 0 else { continue }
            let offset = table.contentOffset.y
            let centre = offset + table.viewportSize.height / 2
            let before = table.visibleCells.first { $0.frame.minY <= centre && $0.frame.maxY > centre }
                .map { ($0.text, $0.frame.minY - offset) }
            let old = dataSource.snapshot()
            dataSource.apply(randomSnapshot(old, nextID: &nextID, reloads: true, &rng), animatingDifferences: round % 6 != 0)
            applies += 1
            table.layoutIfNeeded()
            if let (text, screen) = before, survives(text, old, dataSource.snapshot()) {
                let now = table.visibleCells.filter { $0.text == text }.map { $0.frame.minY - table.contentOffset.y }
                if !now.contains(where: { abs($0 - screen) <= 0.5 }), jumps.count < 5 { jumps.append("round \(round): \(text) at \(screen) → \(now)") }
            }
            for cell in table.visibleCells {
                let source = infinite.sourceIndexPath(for: cell.layoutIndexPath ?? IndexPath())
                if cell.text != "item \(dataSource.itemIdentifier(for: source) ?? -1)" { mislabelled += 1 }
            }
        }
        #expect(applies >= 600)
        #expect(table.assertionFailures.isEmpty, "\(table.assertionFailures.prefix(3))")
        #expect(jumps.isEmpty, "\(jumps)")
        #expect(mislabelled == 0)
        #expect(dataSource.foreignPaths.isEmpty)
        #expect(infinite.statistics.virtualBatches > applies / 2)
    }

    @Test func randomAppliesMidFlingOnAnInfiniteCollectionView() {
        var rng = SplitMix64(seed: 153)
        let layout = HostCollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 90, height: 100)
        layout.minimumLineSpacing = 10
        let view = HostCollectionView(viewportSize: CGSize(width: 390, height: 200), collectionViewLayout: layout)
        view.register(HostCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = HostCollectionDiffableDataSource<Int, Int>(collectionView: view) { view, path, item in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
            cell.text = "item \(item)"
            return cell
        }
        dataSource.apply(initialSnapshot([10]))
        let interceptor = HostCollectionInterceptor(collectionView: view)
        view.layoutIfNeeded()
        var nextID = 1_000
        var jumps: [String] = [], mislabelled = 0, applies = 0
        for round in 0..<1_200 {
            if round % 40 == 0 { view.fling(velocity: CGPoint(x: CGFloat.random(in: -8_000...8_000, using: &rng), y: 0)) }
            interceptor.step()
            guard round % 2 == 0 else { continue }
            let offset = view.contentOffset.x
            let centre = offset + view.viewportSize.width / 2
            let before = view.visibleCells.first { $0.frame.minX <= centre && $0.frame.maxX > centre }
                .map { ($0.text, $0.frame.minX - offset) }
            let old = dataSource.snapshot()
            dataSource.apply(randomSnapshot(old, nextID: &nextID, reloads: true, &rng), animatingDifferences: round % 6 != 0)
            applies += 1
            view.layoutIfNeeded()
            if let (text, screen) = before, survives(text, old, dataSource.snapshot()) {
                let now = view.visibleCells.filter { $0.text == text }.map { $0.frame.minX - view.contentOffset.x }
                if !now.contains(where: { abs($0 - screen) <= 0.5 }), jumps.count < 5 { jumps.append("round \(round): \(text) at \(screen) → \(now)") }
            }
            for cell in view.visibleCells {
                guard let virtual = VirtualIndexPath(cell.layoutIndexPath ?? IndexPath()) else { continue }
                let source = interceptor.engine.sourceIndexPath(for: virtual)
                if cell.text != "item \(dataSource.itemIdentifier(for: source.indexPath) ?? -1)" { mislabelled += 1 }
            }
        }
        #expect(applies >= 600)
        #expect(view.assertionFailures.isEmpty, "\(view.assertionFailures.prefix(3))")
        #expect(jumps.isEmpty, "\(jumps)")
        #expect(mislabelled == 0)
        #expect(dataSource.foreignPaths.isEmpty)
        #expect(interceptor.controller.statistics.virtualBatches > applies / 2)
    }
}
