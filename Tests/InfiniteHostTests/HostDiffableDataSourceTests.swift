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
    if reloads, Int.random(in: 0..<3, using: &rng) == 0 {
        snapshot.reconfigureItems((0..<2).compactMap { _ in snapshot.itemIdentifiers.randomElement(using: &rng) })
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

/// Whether the batch from `old` to `new` keeps `item` (an item that moves into an inserted
/// section is deleted and inserted again, as UIKit animates it).
private func survives(_ item: Int, _ old: HostDiffableSnapshot<Int, Int>, _ new: HostDiffableSnapshot<Int, Int>) -> Bool {
    guard let path = old.indexPath(for: item), new.indexPath(for: item) != nil else { return false }
    let update = old.batchUpdate(to: new)
    return !update.deletedItems.contains(path) && !update.deletedSections.contains(path.section)
}

/// Cell texts carry the item and a version that a reconfigure or reload bumps.
@MainActor
private final class Versions {
    private var versions: [Int: Int] = [:]
    func text(_ item: Int) -> String { "item \(item) v\(versions[item, default: 0])" }
    func item(of text: String) -> Int? { text.split(separator: " ").dropFirst().first.flatMap { Int($0) } }
    /// Bumps the items `snapshot` marks for reconfiguring (a reload asks for the same text again).
    func bump(for snapshot: HostDiffableSnapshot<Int, Int>) {
        for item in snapshot.reconfiguredItemIDs { versions[item, default: 0] += 1 }
    }
}

/// What one random diffable session did, for the report.
private struct SessionFigures: CustomStringConvertible {
    var applies = 0, frames = 0, sectionsAdded = 0, sectionsRemoved = 0, reconfigures = 0
    var recenteringJumps = 0, centredChecks = 0, finiteFrames = 0
    var description: String {
        "\(applies) applies over \(frames) frames (\(finiteFrames) finite: too little content); sections +\(sectionsAdded) −\(sectionsRemoved); "
            + "\(reconfigures) items reconfigured; \(recenteringJumps) recentering jumps; centred item checked across \(centredChecks) applies"
    }

    mutating func count(_ old: HostDiffableSnapshot<Int, Int>, _ new: HostDiffableSnapshot<Int, Int>) {
        let before = Set(old.sectionIdentifiers), after = Set(new.sectionIdentifiers)
        sectionsAdded += after.subtracting(before).count
        sectionsRemoved += before.subtracting(after).count
        reconfigures += new.reconfiguredItemIDs.count
    }
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
        #expect(dataSource.reloadApplies == 0)              // the first apply, animated, is a batch too
        #expect(dataSource.foreignPaths.isEmpty)
    }

    /// Issue 15: ≥ 1 000 random snapshots applied mid-fling on infinite tables and collection
    /// views — items inserted, deleted, moved, reloaded and reconfigured, sections added and
    /// removed. Every frame goes through the ``InvariantChecker`` and the ``CentreIdentityCheck``
    /// (both reset at an apply, where the client's paths change meaning); across each apply the
    /// centred item, when the snapshot keeps it, stays exactly where it was. No UIKit assertion,
    /// every visible cell shows its item's current version, the client sees only its own paths.
    @Test func randomAppliesMidFlingOnAnInfiniteTable() {
        var rng = SplitMix64(seed: 152)
        let table = HostTableView(viewportSize: CGSize(width: 390, height: 844))
        table.register(HostTableViewCell.self, forCellReuseIdentifier: "row")
        let versions = Versions()
        let dataSource = HostTableDiffableDataSource<Int, Int>(tableView: table) { table, path, item in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
            cell.text = versions.text(item)
            return cell
        }
        dataSource.apply(initialSnapshot([12]))
        let attachment = HostTableAttachment(tableView: table)
        table.layoutIfNeeded()
        var checker = InvariantChecker(axis: .vertical)
        var centre = CentreIdentityCheck()
        var figures = SessionFigures()
        var nextID = 1_000
        var jumps: [String] = [], mislabelled = 0
        for round in 0..<2_100 {
            if round % 40 == 0 { table.fling(velocity: CGPoint(x: 0, y: CGFloat.random(in: -9_000...9_000, using: &rng))) }
            attachment.step()
            if round % 2 == 0 {
                let offset = table.contentOffset.y
                let middle = offset + table.viewportSize.height / 2
                let before = table.visibleCells.first { $0.frame.minY <= middle && $0.frame.maxY > middle }
                    .map { ($0.text, $0.frame.minY - offset) }
                let old = dataSource.snapshot()
                let next = randomSnapshot(old, nextID: &nextID, reloads: true, &rng)
                figures.count(old, next)
                versions.bump(for: next)
                dataSource.apply(next, animatingDifferences: round % 6 != 0)
                figures.applies += 1
                table.layoutIfNeeded()
                if let (text, screen) = before, let item = versions.item(of: text), survives(item, old, dataSource.snapshot()) {
                    figures.centredChecks += 1
                    let now = table.visibleCells.filter { versions.item(of: $0.text) == item }.map { $0.frame.minY - table.contentOffset.y }
                    if !now.contains(where: { abs($0 - screen) <= 0.5 }), jumps.count < 5 { jumps.append("round \(round): \(text) at \(screen) → \(now)") }
                }
                checker.resetContinuity()
                centre.reset()
            }
            let frame = attachment.snapshot()
            if !attachment.engine.isLooping {            // too little content: finite, edges allowed
                figures.finiteFrames += 1
                checker.resetContinuity()
            }
            checker.check(frame)
            centre.check(table, frame: round)
            figures.frames += 1
            for cell in table.visibleCells {
                let source = attachment.sourceIndexPath(for: cell.layoutIndexPath ?? IndexPath())
                if cell.text != dataSource.itemIdentifier(for: source).map(versions.text) { mislabelled += 1 }
            }
        }
        figures.recenteringJumps = checker.jumpsChecked
        print("diffable session, infinite table: \(figures)")
        #expect(figures.applies >= 1_000)
        #expect(figures.sectionsAdded >= 20 && figures.sectionsRemoved >= 20, "\(figures)")
        #expect(figures.recenteringJumps > 0 && figures.finiteFrames < figures.frames / 10, "\(figures)")
        #expect(table.assertionFailures.isEmpty, "\(table.assertionFailures.prefix(3))")
        #expect(jumps.isEmpty, "\(jumps)")
        #expect(checker.violationCount == 0, "\(checker.violations.prefix(3))")
        #expect(centre.violations == 0, "\(centre.firstViolations)")
        #expect(mislabelled == 0)
        #expect(dataSource.foreignPaths.isEmpty)
        #expect(attachment.statistics.virtualBatches > figures.applies / 2)
        #expect(attachment.statistics.reconfiguredTwins > 0)
    }

    @Test func randomAppliesMidFlingOnAnInfiniteCollectionView() {
        var rng = SplitMix64(seed: 153)
        let layout = HostCollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 90, height: 100)
        layout.minimumLineSpacing = 10
        let view = HostCollectionView(viewportSize: CGSize(width: 390, height: 200), collectionViewLayout: layout)
        view.register(HostCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let versions = Versions()
        let dataSource = HostCollectionDiffableDataSource<Int, Int>(collectionView: view) { view, path, item in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
            cell.text = versions.text(item)
            return cell
        }
        dataSource.apply(initialSnapshot([10]))
        let attachment = HostCollectionAttachment(collectionView: view)
        view.layoutIfNeeded()
        var checker = InvariantChecker(axis: .horizontal)
        var centre = CentreIdentityCheck()
        var figures = SessionFigures()
        var nextID = 1_000
        var jumps: [String] = [], mislabelled = 0
        for round in 0..<2_100 {
            if round % 40 == 0 { view.fling(velocity: CGPoint(x: CGFloat.random(in: -8_000...8_000, using: &rng), y: 0)) }
            attachment.step()
            if round % 2 == 0 {
                let offset = view.contentOffset.x
                let middle = offset + view.viewportSize.width / 2
                let before = view.visibleCells.first { $0.frame.minX <= middle && $0.frame.maxX > middle }
                    .map { ($0.text, $0.frame.minX - offset) }
                let old = dataSource.snapshot()
                let next = randomSnapshot(old, nextID: &nextID, reloads: true, &rng)
                figures.count(old, next)
                versions.bump(for: next)
                dataSource.apply(next, animatingDifferences: round % 6 != 0)
                figures.applies += 1
                view.layoutIfNeeded()
                if let (text, screen) = before, let item = versions.item(of: text), survives(item, old, dataSource.snapshot()) {
                    figures.centredChecks += 1
                    let now = view.visibleCells.filter { versions.item(of: $0.text) == item }.map { $0.frame.minX - view.contentOffset.x }
                    if !now.contains(where: { abs($0 - screen) <= 0.5 }), jumps.count < 5 { jumps.append("round \(round): \(text) at \(screen) → \(now)") }
                }
                checker.resetContinuity()
                centre.reset()
            }
            let frame = attachment.snapshot()
            if !attachment.engine.isLooping {         // too little content: finite, edges allowed
                figures.finiteFrames += 1
                checker.resetContinuity()
            }
            checker.check(frame)
            centre.check(view, moved: frame.moved, frame: round)
            figures.frames += 1
            for cell in view.visibleCells {
                guard let virtual = VirtualIndexPath(cell.layoutIndexPath ?? IndexPath()) else { continue }
                let source = attachment.engine.sourceIndexPath(for: virtual)
                if cell.text != dataSource.itemIdentifier(for: source.indexPath).map(versions.text) { mislabelled += 1 }
            }
        }
        figures.recenteringJumps = checker.jumpsChecked
        print("diffable session, infinite collection view: \(figures)")
        #expect(figures.applies >= 1_000)
        #expect(figures.sectionsAdded >= 20 && figures.sectionsRemoved >= 20, "\(figures)")
        #expect(figures.recenteringJumps > 0 && figures.finiteFrames < figures.frames / 10, "\(figures)")
        #expect(view.assertionFailures.isEmpty, "\(view.assertionFailures.prefix(3))")
        #expect(jumps.isEmpty, "\(jumps)")
        #expect(checker.violationCount == 0, "\(checker.violations.prefix(3))")
        #expect(centre.violations == 0, "\(centre.firstViolations)")
        #expect(mislabelled == 0)
        #expect(dataSource.foreignPaths.isEmpty)
        #expect(attachment.controller.statistics.virtualBatches > figures.applies / 2)
        #expect(attachment.controller.statistics.reconfiguredTwins > 0)
    }
}

// MARK: - What an apply sends (decompiled UIKitCore, see HostDiffableApplyRoute)

@MainActor
private func labelledTable(inWindow: Bool = true) -> (HostTableView, HostTableDiffableDataSource<Int, Int>) {
    let table = HostTableView(viewportSize: CGSize(width: 390, height: 844))
    table.isInWindow = inWindow
    table.register(HostTableViewCell.self, forCellReuseIdentifier: "row")
    let dataSource = HostTableDiffableDataSource<Int, Int>(tableView: table) { table, path, item in
        let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
        cell.text = "item \(item)"
        return cell
    }
    return (table, dataSource)
}

@MainActor
private func labelledCollection(inWindow: Bool = true) -> (HostCollectionView, HostCollectionDiffableDataSource<Int, Int>) {
    let layout = HostCollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 390, height: 44)
    layout.minimumLineSpacing = 0
    let view = HostCollectionView(viewportSize: CGSize(width: 390, height: 844), collectionViewLayout: layout)
    view.isInWindow = inWindow
    view.register(HostCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let dataSource = HostCollectionDiffableDataSource<Int, Int>(collectionView: view) { view, path, item in
        let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
        cell.text = "item \(item)"
        return cell
    }
    return (view, dataSource)
}

/// `snapshot` with its first item moved to the end and one item appended.
private func edited(_ snapshot: HostDiffableSnapshot<Int, Int>, appending item: Int) -> HostDiffableSnapshot<Int, Int> {
    var next = snapshot
    if let first = next.itemIdentifiers.first {
        next.deleteItems([first])
        next.appendItems([first], toSection: next.sectionIdentifiers[0])
    }
    next.appendItems([item], toSection: next.sectionIdentifiers[0])
    return next
}

@MainActor
@Suite struct HostDiffableApplyRoutesTests {
    /// UIKit's updater consults "first apply" only when not animating: an animated first apply is
    /// a batch (inserting the sections), a non-animated one `reloadData` with no layout pass.
    @Test func firstApplyIsABatchWhenAnimatedAndAReloadWhenNot() {
        let (table, animatedSource) = labelledTable()
        animatedSource.apply(initialSnapshot([5, 3]), animatingDifferences: true)
        #expect(animatedSource.batchApplies == 1 && animatedSource.reloadApplies == 0)
        #expect(table.reloadCount == 0)
        table.layoutIfNeeded()
        #expect(table.visibleCells.map(\.text) == (0..<8).map { "item \($0)" })
        #expect(table.assertionFailures.isEmpty, "\(table.assertionFailures)")

        let (plain, plainSource) = labelledTable()
        plainSource.apply(initialSnapshot([5, 3]), animatingDifferences: false)
        #expect(plainSource.batchApplies == 0 && plainSource.reloadApplies == 1)
        #expect(plain.visibleCells.isEmpty)                      // no layout pass of its own

        let (view, collectionSource) = labelledCollection()
        collectionSource.apply(initialSnapshot([5, 3]), animatingDifferences: true)
        #expect(collectionSource.batchApplies == 1 && collectionSource.reloadApplies == 0)
        view.layoutIfNeeded()
        #expect(view.visibleCells.count == 8 && view.assertionFailures.isEmpty, "\(view.assertionFailures)")
    }

    /// `applySnapshotUsingReloadData` reloads, then lays the view out at once when it is in a
    /// window (UIKit's `_reloadData` calls `layoutIfNeeded`), not when it is not.
    @Test func reloadDataApplyLaysOutOnlyInAWindow() {
        let (table, dataSource) = labelledTable()
        dataSource.applySnapshotUsingReloadData(initialSnapshot([4]))
        #expect(table.visibleCells.map(\.text) == (0..<4).map { "item \($0)" })
        let (offWindow, offSource) = labelledTable(inWindow: false)
        offSource.applySnapshotUsingReloadData(initialSnapshot([4]))
        #expect(offWindow.visibleCells.isEmpty)
        let (view, collectionSource) = labelledCollection()
        collectionSource.applySnapshotUsingReloadData(initialSnapshot([4]))
        #expect(view.visibleCells.count == 4)
    }

    /// A table without a window gets `reloadData` for a later non-animated apply; an animated one
    /// is a batch even there; a collection view without a window batches (recent SDK).
    @Test func offWindowNonAnimatedApplyReloadsATableOnly() {
        let (table, dataSource) = labelledTable()
        dataSource.apply(initialSnapshot([6]), animatingDifferences: false)
        table.layoutIfNeeded()
        table.isInWindow = false
        let reloadsBefore = table.reloadCount
        dataSource.apply(edited(dataSource.snapshot(), appending: 100), animatingDifferences: false)
        #expect(table.reloadCount == reloadsBefore + 1)
        #expect(dataSource.batchApplies == 0 && dataSource.reloadApplies == 2)
        dataSource.apply(edited(dataSource.snapshot(), appending: 101), animatingDifferences: true)
        #expect(dataSource.batchApplies == 1)
        table.isInWindow = true
        table.layoutIfNeeded()
        #expect(table.visibleCells.map(\.text) == [2, 3, 4, 5, 0, 100, 1, 101].map { "item \($0)" })
        #expect(table.assertionFailures.isEmpty, "\(table.assertionFailures)")

        let (view, collectionSource) = labelledCollection()
        collectionSource.apply(initialSnapshot([6]), animatingDifferences: false)
        view.layoutIfNeeded()
        view.isInWindow = false
        collectionSource.apply(edited(collectionSource.snapshot(), appending: 100), animatingDifferences: false)
        #expect(collectionSource.batchApplies == 1 && collectionSource.reloadApplies == 1)
    }

    /// Each way an apply reaches the view, on infinite lists mid-fling: animated batch,
    /// non-animated batch, `reloadData` off the window (tables), `applySnapshotUsingReloadData`.
    /// No UIKit assertion, every cell shows its item, the client is asked only about its own paths,
    /// and across a batch the centred item stays where it was.
    @Test(arguments: [false, true])
    func everyApplyRouteOnAnInfiniteList(collection: Bool) {
        var rng = SplitMix64(seed: collection ? 2_206 : 2_207)
        let (table, tableSource) = labelledTable()
        let (view, collectionSource) = labelledCollection()
        let scrollView: HostScrollView = collection ? view : table
        let apply: (HostDiffableSnapshot<Int, Int>, Bool) -> Void = { collection ? collectionSource.apply($0, animatingDifferences: $1) : tableSource.apply($0, animatingDifferences: $1) }
        let reloadApply: (HostDiffableSnapshot<Int, Int>) -> Void = { collection ? collectionSource.applySnapshotUsingReloadData($0) : tableSource.applySnapshotUsingReloadData($0) }
        let snapshot: () -> HostDiffableSnapshot<Int, Int> = { collection ? collectionSource.snapshot() : tableSource.snapshot() }
        let cells: () -> [(text: String, path: IndexPath, minY: CGFloat, maxY: CGFloat)] = {
            collection ? view.visibleCells.map { ($0.text, $0.layoutIndexPath ?? IndexPath(), $0.frame.minY, $0.frame.maxY) }
                : table.visibleCells.map { ($0.text, $0.layoutIndexPath ?? IndexPath(), $0.frame.minY, $0.frame.maxY) }
        }
        // The first apply comes after the library is on: an animated one (a batch into a view
        // that never loaded).
        let step: () -> Void
        let isLooping: () -> Bool
        let source: (IndexPath) -> IndexPath
        if collection {
            let attached = HostCollectionAttachment(collectionView: view)
            step = { attached.step() }
            isLooping = { attached.engine.isLooping }
            source = { path in VirtualIndexPath(path).map { attached.engine.sourceIndexPath(for: $0).indexPath } ?? path }
        } else {
            let attached = HostTableAttachment(tableView: table)
            step = { attached.step() }
            isLooping = { attached.engine.isLooping }
            source = { attached.sourceIndexPath(for: $0) }
        }
        apply(initialSnapshot([14]), true)
        scrollView.layoutIfNeeded()
        var nextID = 1_000, counts = [0, 0, 0, 0], jumps: [String] = [], mislabelled: [String] = []
        for round in 0..<240 {
            if round % 30 == 0 { scrollView.fling(velocity: CGPoint(x: 0, y: CGFloat.random(in: -7_000...7_000, using: &rng))) }
            step()
            guard round % 3 == 0 else { continue }
            let offset = scrollView.contentOffset.y
            let middle = offset + scrollView.viewportSize.height / 2
            let before = cells().first { $0.minY <= middle && $0.maxY > middle }.map { ($0.text, $0.minY - offset) }
            let old = snapshot()
            var next = randomSnapshot(old, nextID: &nextID, &rng)
            if next.itemIdentifiers.count < 12 { next.appendItems((0..<4).map { _ in nextID += 1; return nextID }, toSection: next.sectionIdentifiers[0]) }
            let route = (round / 3) % 4
            counts[route] += 1
            switch route {
            case 0: apply(next, true)
            case 1: apply(next, false)
            case 2:
                scrollView.isInWindow = false
                apply(next, false)
                scrollView.isInWindow = true
            default: reloadApply(next)
            }
            scrollView.layoutIfNeeded()
            if route < 2, let (text, screen) = before, let item = Int(text.split(separator: " ").last ?? ""),
               survives(item, old, snapshot()) {
                let now = cells().filter { $0.text == text }.map { $0.minY - scrollView.contentOffset.y }
                if !now.contains(where: { abs($0 - screen) <= 0.5 }), jumps.count < 5 { jumps.append("round \(round) route \(route): \(text) at \(screen) → \(now)") }
            }
            for cell in cells() {
                let expected = (collection ? collectionSource.itemIdentifier(for: source(cell.path)) : tableSource.itemIdentifier(for: source(cell.path))).map { "item \($0)" }
                if cell.text != expected, mislabelled.count < 5 { mislabelled.append("round \(round) route \(route): \(cell.text) at \(cell.path) ≠ \(expected ?? "nil")") }
            }
        }
        let failures = collection ? view.assertionFailures.map { "\($0)" } : table.assertionFailures.map { "\($0)" }
        let foreign = collection ? collectionSource.foreignPaths : tableSource.foreignPaths
        #expect(counts.allSatisfy { $0 >= 15 }, "\(counts)")
        #expect(failures.isEmpty, "\(failures.prefix(3))")
        #expect(mislabelled.isEmpty, "\(mislabelled)")
        #expect(jumps.isEmpty, "\(jumps)")
        #expect(foreign.isEmpty, "\(foreign.prefix(3))")
        #expect(isLooping())
    }
}

extension HostDiffableApplyRoutesTests {
    /// A later non-animated apply in a window is UIKit's public batch inside
    /// `performWithoutAnimation`, its moves sent first.
    @Test func laterNonAnimatedApplyIsABatchWithoutAnimationMovesFirst() {
        let (table, dataSource) = labelledTable()
        dataSource.apply(initialSnapshot([6]), animatingDifferences: false)
        table.layoutIfNeeded()
        var next = edited(dataSource.snapshot(), appending: 100)    // 0 moves to the end, 100 appended
        next.deleteItems([3])
        dataSource.apply(next, animatingDifferences: false)
        #expect(dataSource.lastApplyRoute == .batch(.withoutAnimation))
        #expect(HostScrollView.areAnimationsEnabled)
        guard case .moveItem? = dataSource.lastApplyCalls.first else {
            Issue.record("the first call is not a move: \(dataSource.lastApplyCalls)")
            return
        }
        #expect(dataSource.lastApplyCalls.suffix(2) == [.deleteItems([IndexPath(row: 3, section: 0)]),
                                                        .insertItems([IndexPath(row: 5, section: 0)])])
        table.layoutIfNeeded()
        #expect(table.visibleCells.map(\.text) == [1, 2, 4, 5, 0, 100].map { "item \($0)" })
        #expect(table.assertionFailures.isEmpty, "\(table.assertionFailures)")
    }
}
