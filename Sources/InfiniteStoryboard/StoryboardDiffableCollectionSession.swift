import Foundation
import InfiniteHost
import InfiniteProxy

nonisolated extension StoryboardScenario {
    /// The diffable collection screen: an infinite carousel whose client is a diffable data source.
    static var diffableCollectionScenario: StoryboardScenario {
        StoryboardScenario(name: "collection-diffable-update", title: "Diffable snapshots on an infinite carousel",
                           defaultSeconds: 8) { seconds in
            StoryboardDiffableCollectionSession(seconds: seconds).run()
        }
    }
}

/// One scripted session of an infinite horizontal host collection view whose data source is a
/// ``HostCollectionDiffableDataSource``: animated snapshots that insert, delete, move and
/// reconfigure items and add and remove a section, at rest and mid-fling.
///
/// Every frame goes through the ``InvariantChecker`` (continuity reset at an apply, where the
/// client's paths change meaning). Across each apply the session checks what the user sees: the
/// card at the centre of the screen, when the snapshot keeps it, stays at the same screen
/// position (0.5 pt); every visible cell shows the current text of the item the data source holds
/// at its source path (a reconfigured card shows its new text in the cell it had).
///
/// ```swift
/// let recording = StoryboardDiffableCollectionSession(seconds: 8).run()
/// recording.statistics.violations     // 0
/// ```
///
/// - Complexity: O(n log n) per apply for n items (the diff), O(v) per frame for v visible cells.
struct StoryboardDiffableCollectionSession {
    var seconds: TimeInterval
    var viewportSize = CGSize(width: 390, height: 240)

    static let name = "collection-diffable-update"
    static let title = "Diffable snapshots on an infinite carousel"

    func run() -> StoryboardRecording {
        let layout = HostCollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 120, height: 180)
        layout.minimumLineSpacing = 12
        let collectionView = HostCollectionView(viewportSize: viewportSize, collectionViewLayout: layout)
        let runLoop = HostRunLoop()
        collectionView.runLoop = runLoop
        collectionView.register(HostCollectionViewCell.self, forCellWithReuseIdentifier: "card")
        let log = StoryboardDiffableLog()
        let dataSource = HostCollectionDiffableDataSource<Int, String>(collectionView: collectionView) { view, path, item in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "card", for: path)
            cell.text = log.text(item)
            return cell
        }
        var initial = HostDiffableSnapshot<Int, String>()
        initial.appendSections([0])
        initial.appendItems(StoryboardSampleData.cards, toSection: 0)
        dataSource.apply(initial, animatingDifferences: false)
        // What `collectionView.enableInfiniteScrolling = true` installs.
        let attachment = HostCollectionAttachment(collectionView: collectionView, runLoop: runLoop)

        var recorder = StoryboardRecorder(axis: .horizontal)
        let label = { (item: HostVisibleItem) -> String? in
            "\(item.source.item) \(dataSource.itemIdentifier(for: item.source.indexPath).map(log.text) ?? "?")"
        }
        /// Applies the snapshot `edit` makes of the current one, checking the centred card.
        func apply(_ edit: @escaping (inout HostDiffableSnapshot<Int, String>, StoryboardDiffableLog) -> Void) -> () -> Void {
            { [weak collectionView] in
                guard let collectionView else { return }
                let old = dataSource.snapshot()
                var next = old
                edit(&next, log)
                let offset = collectionView.contentOffset.x
                let centre = offset + collectionView.viewportSize.width / 2
                let centred = collectionView.visibleCells.first { $0.frame.minX <= centre && $0.frame.maxX > centre }
                    .flatMap { cell in
                        cell.layoutIndexPath.flatMap(VirtualIndexPath.init)
                            .map { (attachment.engine.sourceIndexPath(for: $0), cell.frame.minX - offset) }
                    }
                    .flatMap { source, screen in old.itemIdentifier(at: source.indexPath).map { ($0, screen) } }
                dataSource.apply(next, animatingDifferences: true)
                collectionView.layoutIfNeeded()
                log.checkCentred(centred, in: next) { item in
                    collectionView.visibleCells.filter { $0.text == log.text(item) }
                        .map { $0.frame.minX - collectionView.contentOffset.x }
                }
                for cell in collectionView.visibleCells {
                    guard let virtual = cell.layoutIndexPath.flatMap(VirtualIndexPath.init)
                    else { continue }
                    let source = attachment.engine.sourceIndexPath(for: virtual)
                    log.checkCell(showing: cell.text, expected: dataSource.itemIdentifier(for: source.indexPath).map(log.text),
                                  at: source)
                }
                log.continuityBroken = true
            }
        }
        let insertFront = apply { snapshot, log in
            log.nextID += 1
            snapshot.insertItems(["Card \(log.nextID)", "Card \(log.nextID)b"], at: 0, inSection: 0)
        }
        let deleteTwo = apply { snapshot, _ in
            let items = snapshot.itemIdentifiers
            guard items.count > 4 else { return }
            snapshot.deleteItems([items[1], items[items.count / 2]])
        }
        let renameTwo = apply { snapshot, log in
            let items = snapshot.itemIdentifiers
            guard items.count > 3 else { return }
            let renamed = [items[0], items[items.count / 2]]
            for item in renamed { log.versions[item, default: 0] += 1 }
            log.reconfigured += renamed.count
            snapshot.reconfigureItems(renamed)
        }
        let moveLastFirst = apply { snapshot, _ in StoryboardDiffableLog.moveLastToFirst(&snapshot) }
        let addSection = apply { snapshot, log in log.addSection(to: &snapshot) }
        let removeSection = apply { snapshot, log in log.removeLastSection(from: &snapshot) }
        let script: [StoryboardGesture] = [
            .wait(0.4), .action("apply: insert 2 at the front, at rest", insertFront), .wait(0.5),
            .fling(velocity: -6_000), .wait(0.25), .action("apply: delete 2, mid-fling", deleteTwo), .wait(0.25),
            .action("apply: reconfigure 2 cards, mid-fling", renameTwo), .wait(0.25),
            .action("apply: add a section of 3, mid-fling", addSection), .wait(1.6),
            .action("apply: move last to first, at rest", moveLastFirst), .wait(0.4),
            .fling(velocity: 7_000), .wait(0.3), .action("apply: remove the added section, mid-fling", removeSection),
            .wait(0.3), .action("apply: reconfigure 2 cards and insert 2, mid-fling", apply { snapshot, log in
                log.nextID += 1
                let items = snapshot.itemIdentifiers
                snapshot.insertItems(["Card \(log.nextID)"], at: min(2, items.count), inSection: 0)
                let renamed = Array(items.prefix(2))
                for item in renamed { log.versions[item, default: 0] += 1 }
                log.reconfigured += renamed.count
                snapshot.reconfigureItems(renamed)
            }), .wait(2.5),
        ]
        let dt = 1.0 / 60.0
        StoryboardScriptRunner(axis: .horizontal, seconds: seconds, frameDuration: dt).run(
            script, on: collectionView, recorder: &recorder, beforeFrame: { _ in runLoop.advance(by: dt) }
        ) { recorder in
            if log.continuityBroken {
                recorder.resetContinuity()
                log.continuityBroken = false
            }
            recorder.record(attachment.snapshot(), contentSize: collectionView.contentSize,
                            viewportSize: collectionView.viewportSize, label: label)
        }
        let counts = StoryboardDiffableLog.checkForeignPaths(dataSource.foreignPaths, of: dataSource.snapshot(),
                                                            recorder: &recorder)
        let engine = attachment.engine
        let statistics = attachment.statistics
        let notes = log.notes(
            noun: "card", batchApplies: dataSource.batchApplies, virtualBatches: statistics.virtualBatches,
            sections: "Sections added: \(log.sectionsAdded), removed: \(log.sectionsRemoved); cards reconfigured: \(log.reconfigured), \(statistics.reconfiguredTwins) cells on screen reconfigured in place.",
            foreignPaths: dataSource.foreignPaths.count, plan: engine.repetition.storyboardDescription,
            assertionFailures: collectionView.assertionFailures)
        var recording = recorder.recording(
            name: Self.name, title: Self.title,
            summary: "A diffable data source (\(StoryboardSampleData.cards.count) cards, 120 points wide) drives an infinite horizontal collection view. Snapshots that insert, delete, move and reconfigure cards, and add and remove a section, are applied with animation at rest and mid-fling; each becomes one animated batch in every copy, a reconfigured card changes its text in the cells already on screen, and the card at the centre stays exactly where it was.",
            sourceItems: counts.reduce(0, +), virtualItems: engine.repetition.totalVirtualItems, notes: notes)
        log.addViolations(to: &recording, assertionFailures: collectionView.assertionFailures)
        return recording
    }
}
