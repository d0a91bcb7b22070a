import Foundation
import InfiniteHost
import InfiniteProxy

/// A long bored-user session on an infinite host table: the "simulated day of flings" of the
/// benchmarks, run on the headless host (cells, reuse, callback order) rather than the bare core.
///
/// A plain client — 25 rows of 44–88 pt, knowing nothing of infinite scrolling — in a 390×844
/// table with a 47/34 pt safe area; random flings, drags and touches at 60 frames a second, every
/// invariant checked every frame.
///
/// ```swift
/// let result = HostDaySession.run(simulatedSeconds: 3_600, seed: 2026)
/// result.report.edgeHits          // 0
/// result.report.peakLiveCells     // 15
/// ```
///
/// - Complexity: O(frames × visible rows).
package enum HostDaySession {
    /// What a day session measured.
    package struct Result: Sendable {
        /// The session runner's figures (frames, gestures, distance, jumps, edge hits, peak live
        /// cells, violations).
        package var report: HostListSessionReport
        /// Recentering jumps the infinite table performed.
        package var jumps: Int
        /// Cells the table ever created (the rest were reused).
        package var cellsCreated: Int
        /// Paths the client was handed that were not its own (must be 0).
        package var foreignPaths: Int
        /// Paths the client was handed in all.
        package var pathsSeen: Int
    }

    /// Runs `simulatedSeconds` of random gestures, seeded.
    package static func run(simulatedSeconds: TimeInterval, seed: UInt64) -> Result {
        let rows = (0..<25).map { "Row \($0)" }
        let heights: [CGFloat] = (0..<25).map { (row: Int) -> CGFloat in
            let points: Int = 44 + (row * 13) % 5 * 11
            return CGFloat(points)
        }
        let client = StoryboardTableClient(sections: [.init(title: nil, rows: rows, heights: heights)])
        let table = HostTableView(viewportSize: CGSize(width: 390, height: 844))
        table.adjustedContentInset = HostEdgeInsets(top: 47, bottom: 34)
        table.rowHeight = 44
        table.register(HostTableViewCell.self, forCellReuseIdentifier: StoryboardTableClient.reuseIdentifier)
        table.dataSource = client
        table.delegate = client
        let attachment = HostTableAttachment(tableView: table)
        table.layoutIfNeeded()
        let session = HostListSession(attachment)
        session.start()
        var generator = SplitMix64(seed: seed)
        session.boredUser(seconds: simulatedSeconds, maximumSpeed: 15_000, using: &generator)
        return Result(
            report: session.report, jumps: attachment.statistics.jumps,
            cellsCreated: table.cellsCreated, foreignPaths: client.foreignPaths.count,
            pathsSeen: client.pathsSeen)
    }
}
