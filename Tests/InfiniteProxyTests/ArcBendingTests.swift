import Foundation
import Testing
@testable import InfiniteProxy

/// Five 100 pt rows in a 500 pt viewport, recording the offsets the arc gives them.
@MainActor
private final class FakeRows: ArcSurface {
    var offsets: [Int: CGFloat] = [:]
    var resets = 0

    func forEachVisibleRow(_ body: (VirtualIndexPath, CGRect) -> Void) {
        for row in 0..<5 {
            body(VirtualIndexPath(section: 0, item: row), CGRect(x: 0, y: CGFloat(row) * 100, width: 390, height: 100))
        }
    }

    func setCrossOffset(_ offset: CGFloat, forRowAt path: VirtualIndexPath) { offsets[path.item] = offset }

    func resetCrossOffsets() {
        offsets.removeAll()
        resets += 1
    }
}

@MainActor
@Suite struct ArcBendingTests {
    /// Rows sit on one circle: the centred row furthest left, rows equally far above and below
    /// moved equally; `.none` straightens them once.
    @Test func rowsFollowOneCircleAndStraightenOnce() {
        let rows = FakeRows()
        let engine = InfiniteListEngine(axis: .vertical)
        engine.alignment = .left
        var arc = ArcBending<FakeRows>()
        let viewport = ListViewport(offset: 0, length: 500)
        arc.apply(on: rows, engine: engine, viewport: viewport, crossLength: 390)
        let expected = engine.arc(for: viewport, crossLength: 390)
        for row in 0..<5 {
            #expect(rows.offsets[row] == expected.crossAxisOffset(itemCenter: CGFloat(row) * 100 + 50, viewportCenter: 250))
        }
        #expect(rows.offsets[0] == rows.offsets[4])
        #expect(rows.offsets[1] == rows.offsets[3])
        #expect(rows.offsets[2] != rows.offsets[0])
        #expect(arc.hasBentRows)
        engine.alignment = .none
        arc.apply(on: rows, engine: engine, viewport: viewport, crossLength: 390)
        #expect(rows.offsets.isEmpty)
        arc.reset(on: rows)
        #expect(rows.resets == 1)
    }
}
