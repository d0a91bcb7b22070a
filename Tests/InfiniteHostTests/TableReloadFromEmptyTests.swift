import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// A table that gets its first data by `reloadData()` after having none starts as a first load
/// does: the client's row 0 at the top of the visible area, inside the recentering band, so a
/// flick backwards loops instead of stopping at the content's edge.
@MainActor
@Suite struct TableReloadFromEmptyTests {
    @Test func aReloadFromEmptyShowsRowZeroAtTheTop() {
        let client = PlainClient(counts: [])
        client.height = { _ in 60 }
        let table = makeTable(height: 700)
        table.dataSource = client
        table.delegate = client
        let attachment = HostTableAttachment(tableView: table)
        table.layoutIfNeeded()
        #expect(table.contentOffset.y == 0)

        client.counts = [25]
        table.reloadData()
        table.layoutIfNeeded()
        #expect(attachment.engine.isLooping)
        let top = table.visibleCells.min { $0.frame.minY < $1.frame.minY }
        let topPath = top.flatMap { $0.layoutIndexPath }.map { attachment.sourceIndexPath(for: $0) }
        #expect(topPath == IndexPath(row: 0, section: 0))
        #expect(abs((top?.frame.minY ?? .nan) - table.contentOffset.y) < 0.5)

        let session = HostListSession(attachment, liveCellAllowance: 4)
        session.start()
        session.fling(-3_000)
        _ = session.waitUntilIdle()
        #expect(session.report.edgeHits == 0)
        #expect(session.report.violationCount == 0, "\(session.report)")
        #expect(client.foreignPaths.isEmpty)
    }
}
