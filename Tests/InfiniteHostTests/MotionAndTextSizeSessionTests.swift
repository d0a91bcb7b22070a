import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// Whole sessions of the system settings that change how a list moves and how big its items are:
/// Reduce Motion (auto-scroll stops) and Dynamic Type (a new text size keeps the item on screen).
@MainActor
@Suite struct MotionAndTextSizeSessionTests {
    private func centeredItem(_ session: CollectionSession) -> Int { session.attachment.centeredIndexPath?.item ?? -1 }

    /// Reduce Motion turns auto-scroll off while it is on, neither animated nor as jumps, and on
    /// again from the item centred then; the user can still move the carousel by hand.
    @Test func reduceMotionTurnsAutoScrollOff() {
        let session = CollectionSession(axis: .horizontal, viewport: CGSize(width: 390, height: 300), counts: [5]) { layout, _ in
            layout.itemSize = CGSize(width: 300, height: 260)
            layout.minimumLineSpacing = 10
        } attachmentSetup: { attachment in
            attachment.isPagingEnabled = true
            attachment.autoScrollInterval = 1
        }
        session.run(seconds: 2.5)
        #expect(centeredItem(session) == 2)
        session.collectionView.environment.isReduceMotionEnabled = true
        #expect(!session.attachment.isAutoScrollTimerRunning)
        let advances = session.attachment.carouselStatistics.autoScrollAdvances
        session.run(seconds: 6)
        #expect(centeredItem(session) == 2)
        #expect(session.attachment.carouselStatistics.autoScrollAdvances == advances)
        session.attachment.scrollToNextItem(animated: false)
        #expect(centeredItem(session) == 3)
        session.collectionView.environment.isReduceMotionEnabled = false
        #expect(session.attachment.isAutoScrollTimerRunning)
        session.run(seconds: 1.5)
        #expect(centeredItem(session) == 4)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
    }

    /// A text size change in the middle of a fling: the rows take their new heights at once and
    /// the row the user was looking at stays on screen, where it was.
    @Test func textSizeChangeMidScrollKeepsTheRow() {
        let client = PlainClient(counts: [3, 9])
        var scale: CGFloat = 1
        client.height = { path in (44 + CGFloat(path.row % 4) * 10) * scale }
        let table = makeTable(insets: HostEdgeInsets(top: 47, bottom: 34))
        table.dataSource = client
        table.delegate = client
        let attachment = HostTableAttachment(tableView: table)
        table.layoutIfNeeded()
        let session = HostListSession(attachment)
        session.start()
        session.fling(5_000)
        session.step(20)
        let before = try! #require(session.lastSnapshot)
        let centre = before.viewport.visibleCenter
        let seen = try! #require(before.items.first { $0.frame.minY <= centre && $0.frame.maxY > centre })
        let replans = attachment.statistics.replans
        let seenOnScreen = seen.frame.minY - before.viewport.offset
        scale = 1.6
        attachment.contentSizeCategoryDidChange()
        // The rows change size under the user: the frame checker's continuity starts afresh, and
        // the row seen is checked here instead.
        session.resetContinuity()
        session.step(1)
        let after = try! #require(session.lastSnapshot)
        let top = after.viewport.offset + 47
        let bottom = after.viewport.offset + 844 - 34
        let kept = after.items.first { $0.source == seen.source && $0.frame.maxY > top + 20 && $0.frame.minY < bottom - 20 }
        #expect(kept != nil, "row \(seen.source) left the screen")
        // Where it was, give or take one frame of the fling (under 60 pt at this speed).
        if let kept { #expect(abs(kept.frame.minY - after.viewport.offset - seenOnScreen) < 60, "\(kept.frame.minY - after.viewport.offset) vs \(seenOnScreen)") }
        #expect(after.items.allSatisfy { item in
            let row = item.source.item
            return abs(item.frame.height - (44 + CGFloat(row % 4) * 10) * scale) < 0.5
        })
        #expect(attachment.statistics.replans > replans)
        session.waitUntilIdle()
        #expect(session.report.violationCount == 0, "\(session.report.firstViolations)")
        #expect(session.report.edgeHits == 0)
        #expect(client.foreignPaths.isEmpty)
    }
}
