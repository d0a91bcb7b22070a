import Foundation
import InfiniteHostTesting
import Testing
@testable import InfiniteProxy

/// Whole copies laid out with different lengths, as a layout of self-sizing items leaves them:
/// the copies the user has seen are sized, the rest still carry their estimates.
private struct UnevenCopiesGeometry: InfiniteListGeometry {
    var repetition: Repetition
    /// Each copy's item extent (copies beyond the array use `estimate`).
    var sized: [Int: CGFloat]
    var estimate: CGFloat

    func extent(ofCopy copy: Int) -> CGFloat { sized[copy] ?? estimate }

    func leadingEdge(of item: VirtualIndexPath) -> CGFloat? {
        guard repetition.contains(item) else { return nil }
        let perCopy = repetition.itemsPerCopy
        let copy = item.item / perCopy
        var edge: CGFloat = 0
        for earlier in 0..<copy { edge += CGFloat(perCopy) * extent(ofCopy: earlier) }
        return edge + CGFloat(item.item % perCopy) * extent(ofCopy: copy)
    }

    func item(nearest position: CGFloat) -> VirtualIndexPath? {
        var edge: CGFloat = 0
        let perCopy = repetition.itemsPerCopy
        for copy in 0..<repetition.copies {
            let length = CGFloat(perCopy) * extent(ofCopy: copy)
            if position < edge + length || copy == repetition.copies - 1 {
                let index = min(perCopy - 1, max(0, Int(((position - edge) / extent(ofCopy: copy)).rounded(.down))))
                return VirtualIndexPath(section: 0, item: copy * perCopy + index)
            }
            edge += length
        }
        return nil
    }

    var contentLength: CGFloat {
        (0..<repetition.copies).reduce(0) { $0 + CGFloat(repetition.itemsPerCopy) * extent(ofCopy: $1) }
    }
}

/// The recentering band is measured in the middle of the content, where the user scrolls: with
/// self-sizing items the copies near the start may have been laid out once (sized, 3× their
/// estimate) while the rest still carry estimates. Measured at copy 0 the band lands far from the
/// real middle, jumps overshoot into unsized copies and the viewport ends at the content's edge
/// (found by the host's collection sessions: a 2-section self-sizing grid, estimate 100, real 300).
@Suite struct InfiniteListEngineEstimatesTests {
    private func engine(copiesWanted: Int) -> InfiniteListEngine {
        let engine = InfiniteListEngine(axis: .vertical, strategy: .copies)
        // 4 rows of an estimated 100 pt in an 800 pt viewport.
        engine.reload(sourceItemCounts: [4], metrics: ListMetrics(
            viewportLength: 800, copyLength: 400, largestItemExtent: 100, smallestItemExtent: 100,
            extentsAreEstimates: true))
        #expect(engine.repetition.copies >= copiesWanted)
        return engine
    }

    @Test func theBandSitsInTheMiddleEvenWhenTheFirstCopiesWereSized() {
        let engine = engine(copiesWanted: 6)
        let copies = engine.repetition.copies
        let middle = copies / 2
        // Copies 0 and 1 were shown once and sized at 3×; the middle ones are sized as well.
        var sized: [Int: CGFloat] = [0: 300, 1: 300]
        for copy in (middle - 1)...(middle + 1) { sized[copy] = 300 }
        let geometry = UnevenCopiesGeometry(repetition: engine.repetition, sized: sized, estimate: 100)
        // The viewport centred anywhere on the (sized) middle copy: inside the band, no jump.
        guard let middleEdge = geometry.leadingEdge(of: VirtualIndexPath(section: 0, item: middle * 4)) else {
            Issue.record("no middle copy"); return
        }
        for into in stride(from: CGFloat(0), through: 1_200, by: 100) {
            let viewport = ListViewport(offset: middleEdge + into - 400, length: 800)
            #expect(engine.recenteringJump(in: viewport, geometry: geometry) == nil, "\(into) pt into the middle copy")
        }
        // Further on, one jump back to a laid-out twin: the same item at the same place on
        // screen, landing inside the band.
        var offset = middleEdge + 1_200 - 400
        var found: AnchoredJump?
        while found == nil, offset < middleEdge + 2_400 {
            offset += 50
            found = engine.recenteringJump(in: ListViewport(offset: offset, length: 800), geometry: geometry)
        }
        guard let jump = found else { Issue.record("no jump within two copies past the middle"); return }
        #expect(jump.copies == -1)
        #expect(engine.sourceIndexPath(for: jump.anchor) == engine.sourceIndexPath(for: jump.twin))
        #expect(engine.recenteringJump(in: ListViewport(offset: jump.targetOffset, length: 800), geometry: geometry) == nil)
    }

    @Test func aRandomWalkOverUnevenCopiesNeverLeavesTheContent() {
        let engine = engine(copiesWanted: 6)
        let copies = engine.repetition.copies
        var sized: [Int: CGFloat] = [0: 300, 1: 300]
        var geometry = UnevenCopiesGeometry(repetition: engine.repetition, sized: sized, estimate: 100)
        var offset = (geometry.leadingEdge(of: VirtualIndexPath(section: 0, item: (copies / 2) * 4)) ?? 0) - 400
        var generator = SplitMix64(seed: 9)
        var jumps = 0
        for _ in 0..<4_000 {
            offset += CGFloat(Int.random(in: -300...300, using: &generator))
            // What the viewport shows gets sized (and stays sized), shifting nothing before it in
            // this model's copies after the first visible one.
            if let first = geometry.item(nearest: offset), let last = geometry.item(nearest: offset + 800) {
                for copy in (first.item / 4)...(last.item / 4) where sized[copy] == nil {
                    let before = geometry.leadingEdge(of: first) ?? 0
                    sized[copy] = 300
                    geometry.sized = sized
                    offset += (geometry.leadingEdge(of: first) ?? 0) - before   // keep the screen still
                }
            }
            #expect(offset >= 0 && offset + 800 <= geometry.contentLength, "edge reached at \(offset)")
            if offset < 0 || offset + 800 > geometry.contentLength { return }
            if let jump = engine.recenteringJump(in: ListViewport(offset: offset, length: 800), geometry: geometry) {
                jumps += 1
                offset = jump.targetOffset
            }
        }
        #expect(jumps > 50)
    }

    /// F8: counted in items, the band does not depend on the points laid out across estimates.
    /// The copy after the middle one was sized at a tenth of its estimate (10 pt rows): in points
    /// its rows sit inside a band 200 pt wide each side of the middle, so no jump comes however far
    /// the user goes there; counted in items, a row more than half a copy plus the hysteresis
    /// (a quarter copy, at most) from the band's centre jumps one copy back, to its twin.
    @Test func countedInItemsTheBandIgnoresEstimatedPoints() {
        let engine = engine(copiesWanted: 6)
        let copies = engine.repetition.copies
        let sizedCopy = copies / 2 + 1
        // The band's centre in copies: the start of the middle jump, or half a jump into it.
        let bandCenter = CGFloat(copies / 2) + (copies % 2 == 0 ? 0 : 0.5)
        let geometry = UnevenCopiesGeometry(repetition: engine.repetition, sized: [sizedCopy: 10], estimate: 100)
        var jumps = 0
        for row in 0..<4 {
            let item = VirtualIndexPath(section: 0, item: sizedCopy * 4 + row)
            guard let edge = geometry.leadingEdge(of: item) else { Issue.record("no row \(row)"); return }
            let viewport = ListViewport(offset: edge + 5 - 400, length: 800)
            #expect(engine.recenteringJump(in: viewport, geometry: geometry) == nil, "row \(row) in points")
            let jump = engine.recenteringJumpCountingItems(in: viewport, geometry: geometry)
            let distance = CGFloat(sizedCopy) + (CGFloat(row) + 0.5) / 4 - bandCenter
            #expect((jump != nil) == (distance >= 0.75), "row \(row), \(distance) copies from the centre")
            guard let jump else { continue }
            jumps += 1
            #expect(jump.copies == -1)
            #expect(jump.anchor == item)
            #expect(jump.twin == VirtualIndexPath(section: 0, item: (sizedCopy - 1) * 4 + row))
            #expect(jump.targetOffset == (geometry.leadingEdge(of: jump.twin) ?? 0) - jump.anchorScreenPosition)
        }
        #expect(jumps > 0)
    }

    /// F4 (seed 14000): two copies, the first unseen at estimates 40× its rows (2 000 pt), the
    /// second seen (50 pt rows). Measured across the first, the band reaches 20 000 pt past the
    /// middle, beyond the content's end 1 000 pt after it: near that end the band asks for no
    /// jump. The jump away from the end moves the centred row to its twin a copy earlier, at the
    /// same place on screen, where the band asks for none; near the start, a copy later.
    @Test func nearAnEndAJumpAwayFromItLandsInsideTheBand() {
        let engine = InfiniteListEngine(axis: .vertical, strategy: .copies)
        // The largest extent given small, so the margin (and the plan) stays at two copies.
        engine.reload(sourceItemCounts: [20], metrics: ListMetrics(
            viewportLength: 106, copyLength: 40_000, largestItemExtent: 100, smallestItemExtent: 100,
            extentsAreEstimates: true))
        #expect(engine.repetition.copies == 2)
        let geometry = UnevenCopiesGeometry(repetition: engine.repetition, sized: [1: 50], estimate: 2_000)
        #expect(geometry.contentLength == 41_000)
        let nearEnd = ListViewport(offset: 41_000 - 106 - 100, length: 106)
        #expect(engine.recenteringJump(in: nearEnd, geometry: geometry) == nil)
        guard let back = engine.recenteringJumpAwayFromEnd(towardsStart: true, in: nearEnd, geometry: geometry) else {
            Issue.record("no jump away from the end"); return
        }
        #expect(back.copies == -1)
        #expect(engine.sourceIndexPath(for: back.anchor) == engine.sourceIndexPath(for: back.twin))
        #expect(back.targetOffset == (geometry.leadingEdge(of: back.twin) ?? 0) - back.anchorScreenPosition)
        #expect(engine.recenteringJump(in: ListViewport(offset: back.targetOffset, length: 106), geometry: geometry) == nil)
        let nearStart = ListViewport(offset: 100, length: 106)
        let forward = engine.recenteringJumpAwayFromEnd(towardsStart: false, in: nearStart, geometry: geometry)
        #expect(forward?.copies == 1)
        #expect(forward.map { engine.sourceIndexPath(for: $0.anchor) == engine.sourceIndexPath(for: $0.twin) } == true)
    }
}
