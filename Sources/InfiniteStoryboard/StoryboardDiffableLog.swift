import Foundation
import InfiniteHost
import InfiniteProxy

/// What a diffable storyboard session (``StoryboardDiffableTableSession``,
/// ``StoryboardDiffableCollectionSession``) found across its applies, with the snapshot edits
/// and checks both sessions make.
///
/// ```swift
/// let log = StoryboardDiffableLog()
/// var snapshot = dataSource.snapshot()
/// log.addSection(to: &snapshot)          // a section of three extra items
/// dataSource.apply(snapshot, animatingDifferences: true)
/// log.checkCentred("Oslo", at: 410, in: snapshot, nowAt: [410])   // no failure
/// ```
///
/// - Complexity: each edit and check O(n) for n items in the snapshot.
final class StoryboardDiffableLog {
    var applies = 0
    var centredChecked = 0
    var failures: [String] = []
    var nextID = 0
    var sectionsAdded = 0
    var sectionsRemoved = 0
    var reconfigured = 0
    /// How often each item was edited (its text shows it).
    var versions: [String: Int] = [:]
    /// Set by an apply: the next frame starts a new continuity run.
    var continuityBroken = false

    /// The text a cell shows for `item`: its name, marked with its edit count once edited.
    func text(_ item: String) -> String {
        let version = versions[item, default: 0]
        return version == 0 ? item : "\(item) ✎\(version)"
    }

    /// Appends a section of three new items.
    func addSection(to snapshot: inout HostDiffableSnapshot<Int, String>) {
        nextID += 1
        let section = 100 + nextID
        snapshot.appendSections([section])
        snapshot.appendItems((1...3).map { "Extra \(nextID).\($0)" }, toSection: section)
        sectionsAdded += 1
    }

    /// Removes the last section, when there is more than one.
    func removeLastSection(from snapshot: inout HostDiffableSnapshot<Int, String>) {
        guard snapshot.numberOfSections > 1, let last = snapshot.sectionIdentifiers.last else { return }
        snapshot.deleteSections([last])
        sectionsRemoved += 1
    }

    /// Moves the last item to the front of the first section.
    static func moveLastToFirst(_ snapshot: inout HostDiffableSnapshot<Int, String>) {
        let items = snapshot.itemIdentifiers
        guard let last = items.last, items.count > 1 else { return }
        snapshot.deleteItems([last])
        snapshot.insertItems([last], at: 0, inSection: 0)
    }

    /// Counts an apply; when `next` keeps the item that was centred at `screen` before it, checks
    /// that one of its cells (at `now`, screen positions) is still there (0.5 pt).
    func checkCentred(_ centred: (item: String, screen: CGFloat)?, in next: HostDiffableSnapshot<Int, String>,
                      nowAt now: (String) -> [CGFloat]) {
        applies += 1
        guard let (item, screen) = centred, next.itemIdentifiers.contains(item) else { return }
        centredChecked += 1
        let positions = now(item)
        if !positions.contains(where: { abs($0 - screen) <= 0.5 }) {
            failures.append("apply \(applies): centred \(item) at \(screen) moved to \(positions)")
        }
    }

    /// Checks that a cell at `source` shows what the data source holds there.
    func checkCell(showing text: String, expected: String?, at source: some CustomStringConvertible) {
        if text != expected {
            failures.append("apply \(applies): cell shows \(text) at source \(source)")
        }
    }

    /// Checks every client path the data source was asked about against its final snapshot;
    /// returns the snapshot's item counts per section.
    static func checkForeignPaths(_ paths: [IndexPath], of snapshot: HostDiffableSnapshot<Int, String>,
                                  recorder: inout StoryboardRecorder) -> [Int] {
        let counts = (0..<snapshot.numberOfSections).map { snapshot.numberOfItems(inSection: $0) }
        for path in paths {
            recorder.checkClientPath(SourceIndexPath(section: path.section, item: path.item), sourceItemCounts: counts)
        }
        return counts
    }

    /// The notes both sessions print, `noun` naming what they hold ("item", "card").
    func notes(noun: String, batchApplies: Int, virtualBatches: Int, sections: String, foreignPaths: Int,
               plan: String, assertionFailures: [some CustomStringConvertible]) -> [String] {
        [
            "Edits applied: \(applies), \(batchApplies) sent as one batch each (the first snapshot: reloadData); animated virtual batches: \(virtualBatches).",
            sections,
            "Centred \(noun) checked across \(centredChecked) applies; \(failures.isEmpty ? "it never moved and every cell showed its item" : "\(failures.count) failures").",
            "The data source was asked \(foreignPaths == 0 ? "only about its own paths" : "about \(foreignPaths) paths it does not hold").",
            "Plan: \(plan).",
            "UIKit assertions: \(assertionFailures.count).",
        ] + assertionFailures.prefix(3).map { "assertion: \($0)" }
    }

    /// Counts the session's failures and the view's UIKit assertions as violations of `recording`.
    func addViolations(to recording: inout StoryboardRecording, assertionFailures: [some CustomStringConvertible]) {
        let all = failures + assertionFailures.map { "UIKit assertion: \($0)" }
        recording.statistics.violations += all.count
        recording.violationDescriptions += all.prefix(3)
    }
}
