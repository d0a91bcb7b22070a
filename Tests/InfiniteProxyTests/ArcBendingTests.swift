import Foundation
import Testing
@testable import InfiniteProxy

/// Five 100 pt rows in a 500 pt viewport, recording the offsets the arc gives them.
@MainActor
private final class FakeRows: ArcSurface {
    var offsets: [Int: CGFloat] = [:]
    var resets = 0
    var infiniteLayoutDirection: InfiniteLayoutDirection = .leftToRight

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
    /// `.trailing` in a right-to-left surface bends rows exactly as `.left` does.
    @Test func trailingInARightToLeftSurfaceIsTheLeftArc() {
        let rows = FakeRows()
        rows.infiniteLayoutDirection = .rightToLeft
        let engine = InfiniteListEngine(axis: .vertical)
        engine.alignment = .trailing
        var arc = ArcBending<FakeRows>()
        let viewport = ListViewport(offset: 0, length: 500)
        arc.apply(on: rows, engine: engine, viewport: viewport, crossLength: 390)
        let trailing = rows.offsets
        engine.alignment = .left
        rows.infiniteLayoutDirection = .leftToRight
        arc.apply(on: rows, engine: engine, viewport: viewport, crossLength: 390)
        #expect(trailing == rows.offsets)
        #expect(trailing[0].map { $0 > 0 } == true)
    }

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

extension ArcBendingTests {
    /// The default radius is kept between passes (issue 13) but follows every change it depends
    /// on: the visible length (an inset, a rotation), the cross length, and a configured radius
    /// set and cleared. Each pass gives exactly the engine's arc for that pass.
    @Test func theKeptRadiusFollowsSizesAndTheConfiguredRadius() {
        let rows = FakeRows()
        let engine = InfiniteListEngine(axis: .vertical)
        engine.alignment = .right
        var arc = ArcBending<FakeRows>()
        let passes: [(ListViewport, CGFloat, CGFloat?)] = [
            (ListViewport(offset: 0, length: 500), 390, nil),
            (ListViewport(offset: 30, length: 500), 390, nil),
            (ListViewport(offset: 30, length: 500, insetBefore: 100), 390, nil),
            (ListViewport(offset: 30, length: 500, insetBefore: 100), 844, nil),
            (ListViewport(offset: 30, length: 500, insetBefore: 100), 844, 2_000),
            (ListViewport(offset: 30, length: 500, insetBefore: 100), 844, nil),
            (ListViewport(offset: 0, length: .nan), 390, nil),
            (ListViewport(offset: 0, length: 500), 390, nil),
        ]
        var seen: Set<CGFloat> = []
        for (viewport, cross, radius) in passes {
            engine.arcRadius = radius
            arc.apply(on: rows, engine: engine, viewport: viewport, crossLength: cross)
            let expected = engine.arc(for: viewport, crossLength: cross)
            seen.insert(expected.radius)
            for row in 0..<5 {
                let offset = expected.crossAxisOffset(itemCenter: CGFloat(row) * 100 + 50, viewportCenter: viewport.visibleCenter)
                #expect(rows.offsets[row]?.bitPattern == offset.bitPattern, "\(viewport) \(cross) \(String(describing: radius)) row \(row)")
            }
        }
        #expect(seen.count == 5)
    }

    /// A horizontal list bends by the rows' horizontal centres.
    @Test func aHorizontalListBendsByTheRowsHorizontalCentres() {
        let rows = FakeRows()
        let engine = InfiniteListEngine(axis: .horizontal)
        engine.alignment = .left
        var arc = ArcBending<FakeRows>()
        let viewport = ListViewport(offset: 0, length: 390)
        arc.apply(on: rows, engine: engine, viewport: viewport, crossLength: 500)
        let expected = engine.arc(for: viewport, crossLength: 500)
            .crossAxisOffset(itemCenter: 195, viewportCenter: viewport.visibleCenter)
        #expect(expected == 0)
        for row in 0..<5 { #expect(rows.offsets[row] == expected) }
        let moved = ListViewport(offset: 100, length: 390)
        arc.apply(on: rows, engine: engine, viewport: moved, crossLength: 500)
        let bent = engine.arc(for: moved, crossLength: 500).crossAxisOffset(itemCenter: 195, viewportCenter: moved.visibleCenter)
        #expect(bent > 0)
        for row in 0..<5 { #expect(rows.offsets[row] == bent) }
    }
}
