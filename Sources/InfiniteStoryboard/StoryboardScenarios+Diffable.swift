import Foundation
import InfiniteHost
import InfiniteProxy

nonisolated extension StoryboardScenario {
    /// The diffable screen: an infinite table whose client is a diffable data source, applying
    /// animated snapshots at rest and mid-fling.
    static var diffableScenario: StoryboardScenario {
        StoryboardScenario(name: "table-diffable-update", title: "Diffable snapshots applied mid-fling", defaultSeconds: 8) { seconds in
            StoryboardDiffableTableSession(seconds: seconds).run()
        }
    }
}

/// One scripted session of an infinite host table whose data source is a
/// ``HostTableDiffableDataSource``: snapshots that insert, delete and move items, and add and
/// remove a section, are applied with animation at rest and mid-fling, each becoming one animated
/// virtual batch.
///
/// Every frame goes through the ``InvariantChecker``, except that source continuity is reset at
/// an apply (the client's paths change meaning there). Across each apply the session checks
/// what the user sees instead: the item at the centre of the screen, when the snapshot keeps it,
/// is still at the same screen position afterwards (0.5 pt), and every visible cell shows the
/// item the diffable data source holds at its source path.
///
/// ```swift
/// let recording = StoryboardDiffableTableSession(seconds: 8).run()
/// recording.statistics.violations     // 0
/// ```
///
/// - Complexity: O(n log n) per apply for n items (the diff), O(v²) per frame for v visible rows.
struct StoryboardDiffableTableSession {
    var seconds: TimeInterval
    var viewportSize = CGSize(width: 390, height: 844)

    static let name = "table-diffable-update"
    static let title = "Diffable snapshots applied mid-fling"

    func run() -> StoryboardRecording {
        let table = HostTableView(viewportSize: viewportSize)
        table.rowHeight = 64
        table.register(HostTableViewCell.self, forCellReuseIdentifier: "row")
        let dataSource = HostTableDiffableDataSource<Int, String>(tableView: table) { table, path, item in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
            cell.text = item
            return cell
        }
        var initial = HostDiffableSnapshot<Int, String>()
        initial.appendSections([0])
        initial.appendItems(StoryboardSampleData.cities, toSection: 0)
        dataSource.apply(initial, animatingDifferences: false)
        // What `tableView.enableInfiniteScrolling = true` installs.
        let attachment = HostTableAttachment(tableView: table)

        var recorder = StoryboardRecorder(axis: .vertical)
        let log = StoryboardDiffableLog()
        let label = { (item: HostVisibleItem) -> String? in
            "\(item.source.item) \(dataSource.itemIdentifier(for: item.source.indexPath) ?? "?")"
        }
        /// Applies the snapshot `edit` makes of the current one, checking the centred item.
        func apply(_ edit: @escaping (inout HostDiffableSnapshot<Int, String>, StoryboardDiffableLog) -> Void) -> () -> Void {
            { [weak table] in
                guard let table else { return }
                let old = dataSource.snapshot()
                var next = old
                edit(&next, log)
                let offset = table.contentOffset.y
                let centre = offset + table.viewportSize.height / 2
                let centred = table.visibleCells.first { $0.frame.minY <= centre && $0.frame.maxY > centre }
                    .map { ($0.text, $0.frame.minY - offset) }
                dataSource.apply(next, animatingDifferences: true)
                table.layoutIfNeeded()
                log.checkCentred(centred, in: next) { text in
                    table.visibleCells.filter { $0.text == text }.map { $0.frame.minY - table.contentOffset.y }
                }
                for cell in table.visibleCells {
                    let source = attachment.sourceIndexPath(for: cell.layoutIndexPath ?? IndexPath())
                    log.checkCell(showing: cell.text, expected: dataSource.itemIdentifier(for: source), at: source)
                }
                log.continuityBroken = true
            }
        }
        let insertTop = apply { snapshot, log in
            log.nextID += 1
            snapshot.insertItems(["New \(log.nextID)", "New \(log.nextID).5"], at: 0, inSection: 0)
        }
        let deleteThree = apply { snapshot, _ in
            let items = snapshot.itemIdentifiers
            snapshot.deleteItems(stride(from: 1, to: items.count, by: max(1, items.count / 3)).prefix(3).map { items[$0] })
        }
        let moveLastFirst = apply { snapshot, _ in StoryboardDiffableLog.moveLastToFirst(&snapshot) }
        let mixed = apply { snapshot, log in
            let items = snapshot.itemIdentifiers
            guard items.count > 4 else { return }
            log.nextID += 1
            snapshot.deleteItems([items[2], items[items.count - 2]])
            snapshot.deleteItems([items[0]])
            snapshot.insertItems([items[0]], at: snapshot.numberOfItems(inSection: 0), inSection: 0)
            snapshot.insertItems(["New \(log.nextID)"], at: 3, inSection: 0)
        }
        let addSection = apply { snapshot, log in log.addSection(to: &snapshot) }
        let removeSection = apply { snapshot, log in log.removeLastSection(from: &snapshot) }
        let script: [StoryboardGesture] = [
            .wait(0.4), .action("apply: insert 2 at the top, at rest", insertTop), .wait(0.6),
            .fling(velocity: 7_000), .wait(0.3), .action("apply: delete 3, mid-fling", deleteThree), .wait(0.3),
            .action("apply: move last to first, mid-fling", moveLastFirst), .wait(0.3),
            .action("apply: insert 2 at the top, mid-fling", insertTop), .wait(0.3),
            .action("apply: add a section of 3, mid-fling", addSection), .wait(1.5),
            .action("apply: delete, insert and move, at rest", mixed), .wait(0.5),
            .fling(velocity: -8_000), .wait(0.4), .action("apply: delete, insert and move, mid-fling", mixed), .wait(0.3),
            .action("apply: remove the added section, mid-fling", removeSection), .wait(2.1),
        ]
        StoryboardScriptRunner(axis: .vertical, seconds: seconds).run(script, on: table, recorder: &recorder) { recorder in
            if log.continuityBroken {
                recorder.resetContinuity()
                log.continuityBroken = false
            }
            recorder.record(attachment.snapshot(), contentSize: table.contentSize, viewportSize: table.viewportSize, label: label)
        }
        let counts = StoryboardDiffableLog.checkForeignPaths(dataSource.foreignPaths, of: dataSource.snapshot(),
                                                            recorder: &recorder)
        let engine = attachment.engine
        let notes = log.notes(
            noun: "item", batchApplies: dataSource.batchApplies, virtualBatches: attachment.statistics.virtualBatches,
            sections: "Sections added: \(log.sectionsAdded), removed: \(log.sectionsRemoved).",
            foreignPaths: dataSource.foreignPaths.count, plan: engine.repetition.storyboardDescription,
            assertionFailures: table.assertionFailures)
        var recording = recorder.recording(
            name: Self.name, title: Self.title,
            summary: "A diffable data source (\(StoryboardSampleData.cities.count) cities, 64-point rows) drives an infinite table. Snapshots that insert, delete and move items, and add and remove a section, are applied with animation at rest and mid-fling; each becomes one animated batch in every copy, UIKit's count validation holds, and the row at the centre of the screen stays exactly where it was.",
            sourceItems: counts.reduce(0, +), virtualItems: engine.repetition.totalVirtualItems, notes: notes)
        log.addViolations(to: &recording, assertionFailures: table.assertionFailures)
        return recording
    }
}
