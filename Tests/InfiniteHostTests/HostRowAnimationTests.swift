import Foundation
import Testing
@testable import InfiniteHost

/// What a batch's row animation shows (``HostRowAnimation``, HostFidelity E-a).
@Suite struct HostRowAnimationTests {
    /// 44 pt removed above the screen and the offset corrected by −44: animated, a row on screen
    /// starts 44 pt from where it was and slides back; without animation it does not move.
    @Test func anOffsetCorrectedAfterAnAnimatedBatchShowsAsSlidingRows() {
        let row = ObjectIdentifier(NSObject())
        var animation = HostRowAnimation(animated: true, offsetBefore: 1_000, edgesBefore: [row: 1_200])
        let after = [(id: row, edgeNow: CGFloat(1_156))]
        #expect(animation.visibleMovement(of: after, offsetNow: 956, viewportLength: 600) == 44)
        animation.animated = false
        #expect(animation.visibleMovement(of: after, offsetNow: 956, viewportLength: 600) == 0)
        // A row that was not on screen before the batch does not count.
        let offScreen = HostRowAnimation(animated: true, offsetBefore: 0, edgesBefore: [row: 1_200])
        #expect(offScreen.visibleMovement(of: after, offsetNow: -44, viewportLength: 600) == 0)
    }

    /// A batch with animations off (`performWithoutAnimation`) is recorded as such.
    @Test @MainActor func aTableRecordsWhetherItsBatchAnimated() {
        let table = makeTable(height: 600)
        let client = PlainClient(counts: [20])
        table.register(HostTableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = client
        table.layoutIfNeeded()
        client.counts = [19]
        table.deleteRows(at: [IndexPath(row: 0, section: 0)])
        #expect(table.lastBatchAnimation?.animated == true)
        client.counts = [18]
        HostScrollView.performWithoutAnimation { table.deleteRows(at: [IndexPath(row: 0, section: 0)]) }
        #expect(table.lastBatchAnimation?.animated == false)
    }
}
