import Foundation
import InfiniteHostTesting
import InfiniteProxy
import Testing
@testable import InfiniteHost

@MainActor
@Suite struct HostDiffableSectionSnapshotTests {
    @Test func docExample() {
        var outline = HostDiffableSectionSnapshot<String>()
        outline.append(["Food", "Drinks"])
        outline.append(["Apple", "Bread"], to: "Food")
        #expect(outline.visibleItems == ["Food", "Drinks"])
        outline.expand(["Food"])
        #expect(outline.visibleItems == ["Food", "Apple", "Bread", "Drinks"])
        #expect(outline.items == ["Food", "Apple", "Bread", "Drinks"])
    }

    /// Nested parents: a child shows only when every ancestor is expanded; deleting a parent
    /// deletes its descendants; a missing parent or a duplicate identifier changes nothing.
    @Test func visibilityFollowsEveryAncestor() {
        var outline = HostDiffableSectionSnapshot<Int>()
        outline.append([1, 2])
        outline.append([10, 11], to: 1)
        outline.append([100], to: 10)
        outline.append([7], to: 99)                       // no such parent
        outline.append([2], to: 1)                        // already there
        outline.expand([10])
        #expect(outline.visibleItems == [1, 2])
        outline.expand([1])
        #expect(outline.visibleItems == [1, 10, 100, 11, 2])
        #expect(outline.level(of: 100) == 2 && outline.parent(of: 100) == 10)
        outline.collapse([1])
        #expect(!outline.isVisible(100) && outline.isExpanded(10))
        outline.delete([1])
        #expect(outline.items == [2] && !outline.contains(100) && outline.level(of: 10) == nil)
    }

    /// What the data source sends (evidence in ``HostCollectionDiffableDataSource``): the section's
    /// items become the outline's visible items, so expanding inserts the children after their
    /// parent and collapsing deletes them — one batch, within that section, other sections untouched.
    @Test func expandAndCollapseAreInsertsAndDeletesWithinTheSection() {
        let view = HostCollectionView(viewportSize: CGSize(width: 390, height: 844), collectionViewLayout: HostCollectionViewFlowLayout())
        view.register(HostCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = HostCollectionDiffableDataSource<String, Int>(collectionView: view) { view, path, item in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
            cell.text = "\(item)"
            return cell
        }
        var snapshot = HostDiffableSnapshot<String, Int>()
        snapshot.appendSections(["top", "outline"])
        snapshot.appendItems([90, 91], toSection: "top")
        dataSource.apply(snapshot)
        var outline = HostDiffableSectionSnapshot<Int>()
        outline.append([1, 2, 3])
        outline.append([20, 21], to: 2)
        dataSource.apply(outline, to: "outline")
        view.layoutIfNeeded()
        let collapsed = dataSource.snapshot()
        outline.expand([2])
        var expected = collapsed
        expected.insertItems([20, 21], at: 2, inSection: 1)
        let update = collapsed.batchUpdate(to: expected)
        #expect(update.insertedItems == [IndexPath(item: 2, section: 1), IndexPath(item: 3, section: 1)])
        #expect(update.deletedItems.isEmpty && update.movedItems.isEmpty && update.insertedSections.isEmpty)
        dataSource.apply(outline, to: "outline")
        #expect(dataSource.snapshot().itemIdentifiers == [90, 91, 1, 2, 20, 21, 3])
        #expect(dataSource.snapshot(for: "outline").isExpanded(2))
        outline.collapse([2])
        dataSource.apply(outline, to: "outline")
        view.layoutIfNeeded()
        #expect(dataSource.snapshot().itemIdentifiers == [90, 91, 1, 2, 3])
        #expect(dataSource.batchApplies == 4)              // the first, animated apply is a batch too
        #expect(view.assertionFailures.isEmpty, "\(view.assertionFailures)")
        #expect(dataSource.foreignPaths.isEmpty)
    }

    /// A tap on an outline's disclosure (UIKit's private animated batch of a section apply) on
    /// the twin under the centre: the parent expands in every copy, each twin's children right
    /// under it, the tapped twin where the finger was; a second tap collapses it everywhere. No
    /// reload. (A twin away from the centre: the centred row is the one kept, E-c.)
    @Test func aDisclosureTapExpandsAndCollapsesInEveryCopyUnderTheTappedTwin() throws {
        let (view, dataSource, attachment) = loopingOutline()
        let screen = { (cell: HostCollectionViewCell) in cell.frame.minY - view.contentOffset.y }
        let ordered = { view.visibleCells.sorted { $0.frame.minY < $1.frame.minY } }
        let middle = view.viewportSize.height / 2
        let tapped = try #require(ordered().first { screen($0) <= middle && screen($0) + 44 > middle })
        let (text, tappedScreen) = (tapped.text, screen(tapped))
        let parent = try #require(Int(text.dropFirst(5)))
        let children = ["item \(100 * (parent + 1))", "item \(100 * (parent + 1) + 1)"]
        let reloads = attachment.controller.statistics.reloads
        let batches = dataSource.batchApplies
        #expect(dataSource.simulateDisclosureTap(onCellAt: try #require(tapped.layoutIndexPath)))
        view.layoutIfNeeded()
        #expect(dataSource.snapshot(for: 0).isExpanded(parent))
        #expect(dataSource.batchApplies == batches + 1)
        #expect(dataSource.lastApplyRoute == .batch(.privateAnimator))
        #expect(attachment.controller.statistics.reloads == reloads)
        let cells = ordered()
        #expect(cells.contains { $0.text == text && abs(screen($0) - tappedScreen) < 0.5 },
                "the tapped twin moved: \(tappedScreen) → \(cells.map { "\($0.text)@\(screen($0))" })")
        var twins = 0
        for (index, cell) in cells.enumerated() where cell.text == text && index + 2 < cells.count {
            #expect([cells[index + 1].text, cells[index + 2].text] == children)
            twins += 1
        }
        #expect(twins >= 2, "children checked under \(twins) twins")
        let again = try #require(ordered().first { $0.text == text && abs(screen($0) - tappedScreen) < 0.5 }?.layoutIndexPath)
        #expect(dataSource.simulateDisclosureTap(onCellAt: again))
        view.layoutIfNeeded()
        #expect(!dataSource.snapshot(for: 0).isExpanded(parent))
        #expect(!view.visibleCells.contains { $0.text == children[0] })
        #expect(view.visibleCells.contains { $0.text == text && abs(screen($0) - tappedScreen) < 0.5 })
        for cell in view.visibleCells {
            let source = attachment.sourceIndexPath(for: cell.layoutIndexPath ?? IndexPath())
            #expect(cell.text == dataSource.itemIdentifier(for: source).map { "item \($0)" })
        }
        #expect(view.assertionFailures.isEmpty)
        #expect(dataSource.foreignPaths.isEmpty)
    }

    /// A looping outline of six parents with two children each, collapsed, on a phone.
    @MainActor
    private func loopingOutline() -> (HostCollectionView, HostCollectionDiffableDataSource<Int, Int>, HostCollectionAttachment) {
        let (view, dataSource) = diffableRowList()
        var outline = HostDiffableSectionSnapshot<Int>()
        outline.append(Array(0..<6))
        for parent in 0..<6 { outline.append([100 * (parent + 1), 100 * (parent + 1) + 1], to: parent) }
        var snapshot = HostDiffableSnapshot<Int, Int>()
        snapshot.appendSections([0])
        dataSource.apply(snapshot)
        dataSource.apply(outline, to: 0)
        let attachment = HostCollectionAttachment(collectionView: view)
        view.layoutIfNeeded()
        return (view, dataSource, attachment)
    }

    /// A disclosure tap on a twin near the top of the screen, away from the centre: the tapped
    /// twin should stay under the finger with its children right under it, and the rows above it
    /// should not move. Known issue (HostFidelity E-c): the controller keeps the centred row still
    /// and cannot tell which twin was tapped (UIKit's disclosure action carries the item, not a
    /// path), so the tapped twin moves up by the children inserted between it and the centre.
    @Test func aDisclosureTapOnATwinAwayFromTheCentreKeepsThatTwinUnderTheFinger() throws {
        let (view, dataSource, attachment) = loopingOutline()
        let screen = { (cell: HostCollectionViewCell) in cell.frame.minY - view.contentOffset.y }
        let ordered = { view.visibleCells.sorted { $0.frame.minY < $1.frame.minY } }
        let middle = view.viewportSize.height / 2
        let tapped = try #require(ordered().first { screen($0) >= 44 && screen($0) + 220 < middle })
        let (text, tappedScreen) = (tapped.text, screen(tapped))
        let parent = try #require(Int(text.dropFirst(5)))
        let children = ["item \(100 * (parent + 1))", "item \(100 * (parent + 1) + 1)"]
        let above = ordered().filter { screen($0) < tappedScreen }.map { "\($0.text)@\(screen($0))" }
        let reloads = attachment.controller.statistics.reloads
        #expect(dataSource.simulateDisclosureTap(onCellAt: try #require(tapped.layoutIndexPath)))
        view.layoutIfNeeded()
        #expect(attachment.controller.statistics.reloads == reloads)
        let cells = ordered()
        let shown = cells.map { "\($0.text)@\(screen($0))" }
        let kept = cells.firstIndex { $0.text == text && abs(screen($0) - tappedScreen) < 0.5 }
        withKnownIssue("the centred row is kept, not the tapped twin (HostFidelity E-c)") {
            let kept = try #require(kept, "the tapped twin moved: \(text)@\(tappedScreen) → \(shown)")
            #expect(kept + 2 < cells.count && [cells[kept + 1].text, cells[kept + 2].text] == children)
            for row in above { #expect(shown.contains(row), "\(row) moved: \(shown)") }
        }
        for cell in view.visibleCells {
            let source = attachment.sourceIndexPath(for: cell.layoutIndexPath ?? IndexPath())
            #expect(cell.text == dataSource.itemIdentifier(for: source).map { "item \($0)" })
        }
        #expect(view.assertionFailures.isEmpty)
        #expect(dataSource.foreignPaths.isEmpty)
    }

    /// Issue 15: expanding and collapsing an outline on an infinite collection view mid-fling —
    /// every frame checked (``InvariantChecker``, ``CentreIdentityCheck``); across each apply UIKit's
    /// count validation holds, the centred item stays where it was when it is still shown, every cell
    /// shows its item, and the client is asked only about its own paths. Both ways UIKit may open
    /// the batch: its private call (what the decompiled updater does for an animated section apply;
    /// the glue's hook does not see the batch open, the controller's batch nests in it — before the
    /// fix cells showed other items) and the public one.
    @Test(arguments: [true, false])
    func expandAndCollapseMidFlingOnAnInfiniteCollectionView(privateBatch: Bool) {
        var rng = SplitMix64(seed: 1_514)
        let (view, dataSource) = diffableRowList()
        dataSource.privateSectionBatches = privateBatch
        var outline = HostDiffableSectionSnapshot<Int>()
        let parents = Array(0..<6)
        outline.append(parents)
        for parent in parents { outline.append((0..<(1 + parent % 4)).map { 100 * (parent + 1) + $0 }, to: parent) }
        var snapshot = HostDiffableSnapshot<Int, Int>()
        snapshot.appendSections([0])
        dataSource.apply(snapshot)
        dataSource.apply(outline, to: 0)
        let attachment = HostCollectionAttachment(collectionView: view)
        view.layoutIfNeeded()
        let reloadsBefore = attachment.controller.statistics.reloads
        let batchesBefore = dataSource.batchApplies
        var checker = InvariantChecker(axis: .vertical)
        var centre = CentreIdentityCheck()
        var applies = 0, expands = 0, collapses = 0, jumps: [String] = [], mislabelled = 0
        for frame in 0..<1_500 {
            if frame % 90 == 0 { view.fling(velocity: CGPoint(x: 0, y: CGFloat.random(in: -7_000...7_000, using: &rng))) }
            attachment.step()
            if frame % 15 == 7 {
                let offset = view.contentOffset.y
                let middle = offset + view.viewportSize.height / 2
                let before = view.visibleCells.first { $0.frame.minY <= middle && $0.frame.maxY > middle }
                    .map { ($0.text, $0.frame.minY - offset) }
                // One parent at a time, and now and then two (a collapse and an expand: deletes and
                // inserts in one apply, sent as two calls).
                for _ in 0..<(applies % 4 == 3 ? 2 : 1) {
                    let parent = parents.randomElement(using: &rng) ?? 0
                    if outline.isExpanded(parent) {
                        outline.collapse([parent])
                        collapses += 1
                    } else {
                        outline.expand([parent])
                        expands += 1
                    }
                }
                dataSource.apply(outline, to: 0, animatingDifferences: true)
                applies += 1
                view.layoutIfNeeded()
                if let (text, screen) = before, outline.visibleItems.contains(where: { "item \($0)" == text }) {
                    let now = view.visibleCells.filter { $0.text == text }.map { $0.frame.minY - view.contentOffset.y }
                    if !now.contains(where: { abs($0 - screen) <= 0.5 }), jumps.count < 5 {
                        jumps.append("frame \(frame): \(text) at \(screen) → \(now)")
                    }
                }
                checker.resetContinuity()
                centre.reset()
            }
            let frameSnapshot = attachment.snapshot()
            checker.check(frameSnapshot)
            centre.check(view, moved: frameSnapshot.moved, frame: frame)
            for cell in view.visibleCells {
                guard let virtual = VirtualIndexPath(cell.layoutIndexPath ?? IndexPath()) else { continue }
                let source = attachment.engine.sourceIndexPath(for: virtual)
                if cell.text != "item \(dataSource.itemIdentifier(for: source.indexPath) ?? -1)" { mislabelled += 1 }
            }
        }
        #expect(applies == 100 && expands > 20 && collapses > 20)
        #expect(view.assertionFailures.isEmpty, "\(view.assertionFailures.prefix(3))")
        #expect(jumps.isEmpty, "\(jumps)")
        #expect(checker.violationCount == 0, "\(checker.violations.prefix(3))")
        #expect(centre.violations == 0, "\(centre.firstViolations)")
        #expect(mislabelled == 0)
        #expect(dataSource.foreignPaths.isEmpty)
        #expect(attachment.controller.statistics.virtualBatches == dataSource.batchApplies - batchesBefore)
        #expect(attachment.controller.statistics.reloads == reloadsBefore)      // no fallback reload
        #expect((attachment.controller.statistics.nestedBatches > 0) == privateBatch)
    }

    /// A reorderable list whose app reorders through animated section-snapshot applies made only of
    /// moves (one to three items each), mid-fling: each apply is one batch of the library's (no
    /// batch per move), passes UIKit's count check, keeps the centred item where it was and every
    /// cell labelled, with no fallback reload. Both ways UIKit may open the batch.
    @Test(arguments: [true, false])
    func movesOnlySectionAppliesInAReorderableListAreOneBatchEach(privateBatch: Bool) {
        var rng = SplitMix64(seed: 2_204)
        let (view, dataSource) = diffableRowList()
        dataSource.privateSectionBatches = privateBatch
        var order = Array(0..<24)
        var snapshot = HostDiffableSnapshot<Int, Int>()
        snapshot.appendSections([0])
        dataSource.apply(snapshot, animatingDifferences: false)
        var outline = HostDiffableSectionSnapshot<Int>()
        outline.append(order)
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        let attachment = HostCollectionAttachment(collectionView: view)
        view.layoutIfNeeded()
        let reloadsBefore = attachment.controller.statistics.reloads
        let batchesBefore = attachment.controller.statistics.virtualBatches
        var checker = InvariantChecker(axis: .vertical)
        var centre = CentreIdentityCheck()
        var applies = 0, jumps: [String] = [], mislabelled = 0
        for frame in 0..<900 {
            if frame % 90 == 0 { view.fling(velocity: CGPoint(x: 0, y: CGFloat.random(in: -7_000...7_000, using: &rng))) }
            attachment.step()
            if frame % 15 == 7 {
                let offset = view.contentOffset.y
                let middle = offset + view.viewportSize.height / 2
                let before = view.visibleCells.first { $0.frame.minY <= middle && $0.frame.maxY > middle }
                    .map { ($0.text, $0.frame.minY - offset) }
                let old = order
                while order == old {
                    for _ in 0..<Int.random(in: 1...3, using: &rng) {
                        let item = order.remove(at: Int.random(in: 0..<order.count, using: &rng))
                        order.insert(item, at: Int.random(in: 0...order.count, using: &rng))
                    }
                }
                outline = HostDiffableSectionSnapshot<Int>()
                outline.append(order)
                dataSource.apply(outline, to: 0, animatingDifferences: true)
                applies += 1
                attachment.runLoop.advance(by: 0)     // the turn's end: moves alone wait for it
                view.layoutIfNeeded()
                if let (text, screen) = before {
                    let now = view.visibleCells.filter { $0.text == text }.map { $0.frame.minY - view.contentOffset.y }
                    if !now.contains(where: { abs($0 - screen) <= 0.5 }), jumps.count < 5 {
                        jumps.append("frame \(frame): \(text) at \(screen) → \(now)")
                    }
                }
                checker.resetContinuity()
                centre.reset()
            }
            let frameSnapshot = attachment.snapshot()
            checker.check(frameSnapshot)
            centre.check(view, moved: frameSnapshot.moved, frame: frame)
            for cell in view.visibleCells {
                guard let virtual = VirtualIndexPath(cell.layoutIndexPath ?? IndexPath()) else { continue }
                let source = attachment.engine.sourceIndexPath(for: virtual)
                if cell.text != "item \(dataSource.itemIdentifier(for: source.indexPath) ?? -1)" { mislabelled += 1 }
            }
        }
        let moveOnly = dataSource.lastApplyCalls.allSatisfy { if case .moveItem = $0 { true } else { false } }
        #expect(applies == 60 && moveOnly, "\(dataSource.lastApplyCalls)")
        #expect(view.assertionFailures.isEmpty, "\(view.assertionFailures.count): \(view.assertionFailures.prefix(3))")
        #expect(attachment.controller.statistics.virtualBatches - batchesBefore == applies)
        #expect(attachment.controller.statistics.reloads == reloadsBefore)      // no fallback reload
        #expect(jumps.isEmpty, "\(jumps)")
        #expect(checker.violationCount == 0, "\(checker.violations.prefix(3))")
        #expect(centre.violations == 0, "\(centre.firstViolations)")
        #expect(mislabelled == 0)
        #expect(dataSource.foreignPaths.isEmpty)
    }
}
