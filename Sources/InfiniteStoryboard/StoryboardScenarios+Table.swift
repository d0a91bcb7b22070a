import Foundation
import InfiniteHost
import InfiniteProxy

nonisolated extension StoryboardScenario {
    /// The table screens of the storyboard.
    static var tableScenarios: [StoryboardScenario] {
        [
            StoryboardScenario(name: "table-arc-left", title: "Circular table, bulging left", defaultSeconds: 8) { seconds in
                StoryboardTableSession(
                    name: "table-arc-left", title: "Circular table, bulging left",
                    summary: "Twelve cities in 64-point rows with contentAlignment = .left: the row at the centre sits furthest left and rows curve right along a true circle (dashed). A gentle drag, then a hard fling down through many copies, then one back up.",
                    sections: [.init(title: nil, rows: StoryboardSampleData.cities)],
                    rowHeight: 64, alignment: .left,
                    script: [.wait(0.3), .drag(distance: 260, duration: 0.4, releaseVelocity: 1_800), .wait(1.2),
                             .fling(velocity: 9_000), .wait(2.6), .fling(velocity: -6_000), .wait(2.5)]
                ).run(seconds: seconds)
            },
            StoryboardScenario(name: "table-arc-right", title: "Circular table, bulging right", defaultSeconds: 8) { seconds in
                StoryboardTableSession(
                    name: "table-arc-right", title: "Circular table, bulging right",
                    summary: "The mirror image, contentAlignment = .right, scrolled upwards first: flings in both directions with the arc recomputed for every row on every frame, including rows that appear mid-fling.",
                    sections: [.init(title: nil, rows: StoryboardSampleData.cities)],
                    rowHeight: 64, alignment: .right,
                    script: [.wait(0.3), .fling(velocity: -7_000), .wait(2.4), .drag(distance: 400, duration: 0.5, releaseVelocity: 5_000),
                             .wait(2.2), .fling(velocity: -3_000), .wait(2)]
                ).run(seconds: seconds)
            },
            StoryboardScenario(name: "table-self-sizing", title: "Self-sizing rows, three sections", defaultSeconds: 8) { seconds in
                StoryboardTableSession(
                    name: "table-self-sizing", title: "Self-sizing rows, three sections",
                    summary: "Rows 44 to 152 points tall under automaticDimension with a 44-point estimate (wrong for most rows), in three titled sections that repeat as a block so each header stays above its own rows. Jumps are anchored on a laid-out row and re-resolved after layout, so wrong estimates never show.",
                    sections: StoryboardSampleData.notes,
                    rowHeight: HostTableView.automaticDimension, estimatedRowHeight: 44, alignment: .none,
                    script: [.wait(0.3), .fling(velocity: 7_000), .wait(2.2), .fling(velocity: -10_000), .wait(2.8),
                             .drag(distance: 300, duration: 0.6, releaseVelocity: 0), .wait(1)]
                ).run(seconds: seconds)
            },
            StoryboardScenario(name: "table-two-rows", title: "Two rows in a tall table", defaultSeconds: 6) { seconds in
                StoryboardTableSession(
                    name: "table-two-rows", title: "Two rows in a tall table",
                    summary: "Content far shorter than the screen: 2 rows of 44 points in an 844-point table get enough copies to cover the screen and a margin each side, and loop smoothly both ways — no ping-pong between two recentering rules.",
                    sections: [.init(title: nil, rows: ["Yes", "No"])],
                    rowHeight: 44, alignment: .none,
                    script: [.wait(0.3), .fling(velocity: 5_000), .wait(1.8), .fling(velocity: -8_000), .wait(2.2),
                             .drag(distance: 150, duration: 0.4, releaseVelocity: 600), .wait(1)]
                ).run(seconds: seconds)
            },
            diffableScenario,
        ]
    }
}

/// One scripted session of an infinite host table with a ``StoryboardTableClient``.
struct StoryboardTableSession {
    var name: String
    var title: String
    var summary: String
    var sections: [StoryboardTableClient.Section]
    var rowHeight: CGFloat
    /// UIKit's default, `automaticDimension` (fidelity register T-a): heights are asked only for
    /// displayed rows. A scenario sets a number only when it means to (the self-sizing one).
    var estimatedRowHeight: CGFloat = HostTableView.automaticDimension
    var alignment: InfiniteContentAlignment
    var script: [StoryboardGesture]
    var viewportSize = CGSize(width: 390, height: 844)

    func run(seconds: TimeInterval) -> StoryboardRecording {
        let table = HostTableView(viewportSize: viewportSize)
        table.rowHeight = rowHeight
        table.estimatedRowHeight = estimatedRowHeight
        table.register(HostTableViewCell.self, forCellReuseIdentifier: StoryboardTableClient.reuseIdentifier)
        let client = StoryboardTableClient(sections: sections)
        table.dataSource = client
        table.delegate = client
        // What `tableView.enableInfiniteScrolling = true` and `contentAlignment` install.
        let attachment = HostTableAttachment(tableView: table)
        attachment.contentAlignment = alignment

        var recorder = StoryboardRecorder(axis: .vertical)
        let engine = attachment.engine
        let label = { (item: HostVisibleItem) -> String? in
            let text = client.text(at: item.source)
            return client.sections.count > 1 ? "\(item.source.section)·\(item.source.item) \(text)" : "\(item.source.item) \(text)"
        }
        StoryboardScriptRunner(axis: .vertical, seconds: seconds).run(script, on: table, recorder: &recorder) { recorder in
            recorder.record(
                attachment.snapshot(), contentSize: table.contentSize, viewportSize: table.viewportSize,
                label: label, supplementary: headers(of: table, engine: engine, client: client))
        }
        for path in client.foreignPaths {
            recorder.checkClientPath(SourceIndexPath(section: path.section, item: path.row), sourceItemCounts: client.itemCounts)
        }
        var notes = [
            "The client was handed \(client.pathsSeen) index paths; \(client.foreignPaths.isEmpty ? "every one was its own" : "\(client.foreignPaths.count) were not its own").",
            "Plan: \(engine.repetition.storyboardDescription).",
            "UIKit assertions: \(table.assertionFailures.count).",
        ]
        if !table.assertionFailures.isEmpty {
            notes += table.assertionFailures.prefix(3).map { "assertion: \($0)" }
        }
        let arc = alignment == .none ? nil : StoryboardArc(
            alignment: alignment,
            radius: engine.arc(for: table.listViewport(along: .vertical), crossLength: table.viewportSize.width).radius,
            baseline: alignment == .left ? 0 : table.viewportSize.width)
        var recording = recorder.recording(
            name: name, title: title, summary: summary, arc: arc,
            sourceItems: client.itemCounts.reduce(0, +), virtualItems: engine.repetition.totalVirtualItems, notes: notes)
        if !table.assertionFailures.isEmpty {
            recording.statistics.violations += table.assertionFailures.count
            recording.violationDescriptions += table.assertionFailures.prefix(3).map { "UIKit assertion: \($0)" }
        }
        return recording
    }

    /// Section headers on screen, labelled with the client's titles.
    private func headers(of table: HostTableView, engine: InfiniteListEngine, client: StoryboardTableClient) -> [StoryboardItem] {
        guard client.sections.contains(where: { $0.title != nil }) else { return [] }
        let bounds = table.bounds
        let sections = table.visibleCells.compactMap { $0.layoutIndexPath?.section }
        guard let low = sections.min(), let high = sections.max() else { return [] }
        var items: [StoryboardItem] = []
        for section in max(0, low - 1)...min(table.numberOfSections(caller: .system) - 1, high + 1) {
            let rect = table.rectForHeader(inSection: section)
            guard rect.height > 0, rect.intersects(bounds) else { continue }
            let source = engine.sourceSection(forVirtualSection: section)
            items.append(StoryboardItem(
                source: [source], virtual: [section], frame: rect,
                label: client.sections.indices.contains(source) ? client.sections[source].title : nil))
        }
        return items
    }
}
