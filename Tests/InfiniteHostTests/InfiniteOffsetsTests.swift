import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

// Issue 11, item 6: what an app's own offset reads mean on an infinite view.

@Suite struct InfiniteOffsetsTests {
    /// A keyboard appearing (bottom inset +300) while the list rests keeps the plan — the padding
    /// still covers the smaller visible area — so nothing reloads under the user's typing, and
    /// the rows stay where they are; hiding it again keeps it too.
    @Test func keyboardInsetKeepsThePlan() {
        let client = PlainClient(counts: [12])
        let table = makeTable(height: 800, insets: HostEdgeInsets(top: 47, bottom: 34))
        table.dataSource = client
        table.delegate = client
        let attachment = HostTableAttachment(tableView: table)
        table.layoutIfNeeded()
        table.contentOffset.y += 130
        table.layoutIfNeeded()
        let plan = attachment.engine.repetition
        let reloads = attachment.statistics.reloads
        let offset = table.contentOffset.y
        let requests = client.cellRequests.count
        for bottom: CGFloat in [334, 34] {
            table.adjustedContentInset = HostEdgeInsets(top: 47, bottom: bottom)
            table.setNeedsLayout()
            table.layoutIfNeeded()
            #expect(attachment.engine.repetition == plan)
            #expect(attachment.statistics.reloads == reloads)
            #expect(table.contentOffset.y == offset)
        }
        #expect(client.cellRequests.count - requests <= 8)   // rows newly uncovered only, no reload
        #expect(table.assertionFailures.isEmpty)
    }

    /// Hide-on-scroll from offset deltas: `infinite.continuousContentOffset` moves only with the
    /// user's scrolling, across recentering jumps, while `contentOffset` jumps by whole copies.
    @Test func continuousOffsetIgnoresRecenteringJumps() {
        let client = PlainClient(counts: [6])
        let table = makeTable(height: 800)
        table.dataSource = client
        table.delegate = client
        let attachment = HostTableAttachment(tableView: table)
        table.layoutIfNeeded()
        var scrolled: CGFloat = 0
        let start = attachment.continuousContentOffset.y
        let jumps = attachment.statistics.jumps
        for _ in 0..<400 {
            table.contentOffset.y += 37
            scrolled += 37
            table.layoutIfNeeded()
        }
        #expect(attachment.statistics.jumps > jumps)
        #expect(abs(attachment.continuousContentOffset.y - start - scrolled) < 0.5)
    }
}
