import Foundation
import InfiniteHostTesting
import Testing
@testable import InfiniteProxy

/// A list laid out like a plain table: each section a header then rows of fixed extent.
private struct UniformGeometry: InfiniteListGeometry {
    var repetition: Repetition
    var extent: CGFloat
    var header: CGFloat = 0

    func leadingEdge(of item: VirtualIndexPath) -> CGFloat? {
        guard repetition.contains(item) else { return nil }
        var position: CGFloat = 0
        for section in 0..<item.section {
            position += header + CGFloat(repetition.numberOfVirtualItems(inVirtualSection: section)) * extent
        }
        return position + header + CGFloat(item.item) * extent
    }

    func item(nearest position: CGFloat) -> VirtualIndexPath? {
        var start: CGFloat = 0
        var best: (VirtualIndexPath, CGFloat)?
        for section in 0..<repetition.numberOfVirtualSections {
            let count = repetition.numberOfVirtualItems(inVirtualSection: section)
            let rows = start + header
            if count > 0 {
                let index = min(max(0, Int(((position - rows) / extent).rounded(.down))), count - 1)
                let center = rows + (CGFloat(index) + 0.5) * extent
                if best == nil || abs(center - position) < best!.1 {
                    best = (VirtualIndexPath(section: section, item: index), abs(center - position))
                }
            }
            start = rows + CGFloat(count) * extent
        }
        return best?.0
    }

    var contentLength: CGFloat {
        (0..<repetition.numberOfVirtualSections).reduce(0) {
            $0 + header + CGFloat(repetition.numberOfVirtualItems(inVirtualSection: $1)) * extent
        }
    }
}

@Suite struct InfiniteListEngineTests {
    private func engine(counts: [Int], viewport: CGFloat, extent: CGFloat, header: CGFloat = 0,
                        strategy: RepetitionStrategy = .automatic) -> (InfiniteListEngine, UniformGeometry) {
        let engine = InfiniteListEngine(axis: .vertical, strategy: strategy)
        let total = counts.reduce(0, +)
        // Headers repeat with their sections; a single section's header is not part of a copy.
        let headersPerCopy = counts.count == 1 ? 0 : CGFloat(counts.count) * header
        engine.reload(sourceItemCounts: counts, metrics: ListMetrics(
            viewportLength: viewport, copyLength: CGFloat(total) * extent + headersPerCopy,
            largestItemExtent: extent, smallestItemExtent: extent))
        return (engine, UniformGeometry(repetition: engine.repetition, extent: extent, header: header))
    }

    @Test func docExample() {
        let (engine, _) = engine(counts: [10], viewport: 800, extent: 44)
        // 10 rows + 2 × 21 rows of padding (400 + 512 pt of margin, the floor).
        #expect(engine.numberOfVirtualItems(inVirtualSection: 0) == 52)
        #expect(engine.sourceIndexPath(for: VirtualIndexPath(section: 0, item: 23)) == SourceIndexPath(section: 0, item: 2))
    }

    /// Scroll by random amounts in both directions; after every jump the item at every screen
    /// position is the same source item as before, and the viewport never leaves the content.
    @Test(arguments: [[1], [2], [3], [10], [57], [2, 3], [0, 4, 1], [20, 20]])
    func jumpsAreInvisibleAndKeepTheViewportInside(counts: [Int]) {
        for strategy in [RepetitionStrategy.copies, .padding] {
            let viewportLength: CGFloat = 800
            let (engine, geometry) = engine(counts: counts, viewport: viewportLength, extent: 44, header: 28,
                                            strategy: strategy)
            #expect(engine.isLooping)
            let length = geometry.contentLength
            var offset = (length - viewportLength) / 2
            var generator = SplitMix64(seed: UInt64(counts.reduce(7, +)))
            var jumps = 0
            for _ in 0..<3_000 {
                // A frame moves at most the margin (half a viewport + an item): a fling of 24 000 pt/s.
                offset += CGFloat(Int.random(in: -440...440, using: &generator))
                #expect(offset >= 0 && offset + viewportLength <= length, "edge reached: \(counts) \(strategy)")
                let viewport = ListViewport(offset: offset, length: viewportLength)
                guard let jump = engine.recenteringJump(in: viewport, geometry: geometry) else { continue }
                jumps += 1
                // Same source item at the same screen position on both sides of the jump.
                for probe in stride(from: CGFloat(1), to: viewportLength, by: 37) {
                    let before = geometry.item(nearest: offset + probe).map(engine.sourceIndexPath(for:))
                    let after = geometry.item(nearest: jump.targetOffset + probe).map(engine.sourceIndexPath(for:))
                    #expect(before == after)
                }
                #expect(engine.sourceIndexPath(for: jump.anchor) == engine.sourceIndexPath(for: jump.twin))
                offset = jump.targetOffset
                engine.didPerform(jump)
                // Landing inside the band: the next decision is to stay.
                #expect(engine.recenteringJump(in: ListViewport(offset: offset, length: viewportLength),
                                               geometry: geometry) == nil)
            }
            #expect(jumps > 100)
            #expect(engine.jumpCount == jumps)
        }
    }

    @Test func insetsMoveTheVisibleCentre() {
        let (engine, geometry) = engine(counts: [10], viewport: 800, extent: 44)
        let length = geometry.contentLength
        let centred = (length - 800) / 2
        // Without insets the centre is in the band; a 300 pt top inset pushes it past it.
        #expect(engine.recenteringJump(in: ListViewport(offset: centred + 200, length: 800), geometry: geometry) == nil)
        #expect(engine.recenteringJump(in: ListViewport(offset: centred + 200, length: 800, insetBefore: 300),
                                       geometry: geometry) != nil)
    }

    @Test func finiteContentNeverJumps() {
        let (engine, geometry) = engine(counts: [0], viewport: 800, extent: 44)
        #expect(!engine.isLooping)
        #expect(engine.recenteringJump(in: ListViewport(offset: 5_000, length: 800), geometry: geometry) == nil)
        engine.setEnabled(false)
        #expect(engine.recenteringJump(in: ListViewport(offset: 5_000, length: 800), geometry: geometry) == nil)
    }

    @Test func disablingMakesMappingTheIdentityAndEnablingRestoresIt() {
        let (engine, _) = engine(counts: [10], viewport: 800, extent: 44)
        engine.setEnabled(false)
        #expect(!engine.isLooping)
        #expect(engine.numberOfVirtualItems(inVirtualSection: 0) == 10)
        #expect(engine.sourceIndexPath(for: VirtualIndexPath(section: 0, item: 7)) == SourceIndexPath(section: 0, item: 7))
        engine.setEnabled(true)
        #expect(engine.numberOfVirtualItems(inVirtualSection: 0) == 52)
    }

    @Test func positionSurvivesAReloadThatShrinksTheData() {
        let (engine, geometry) = engine(counts: [30], viewport: 800, extent: 44)
        let viewport = ListViewport(offset: geometry.contentLength / 2 - 400, length: 800)
        guard let memo = engine.capturePosition(in: viewport, geometry: geometry) else {
            Issue.record("nothing captured")
            return
        }
        // Same data: the same item at the same screen position (its home twin's leading edge,
        // less where it sat on screen).
        let same = engine.homeVirtualIndexPath(for: memo.source)
            .flatMap { geometry.leadingEdge(of: $0) }.map { $0 - memo.screenPosition }
        #expect(same.flatMap { geometry.item(nearest: $0 + 400) }.map(engine.sourceIndexPath(for:)) == memo.source)
        // Fewer rows: clamped to the last row.
        engine.reload(sourceItemCounts: [5], metrics: ListMetrics(viewportLength: 800, copyLength: 220,
                                                                  largestItemExtent: 44, smallestItemExtent: 44))
        let smaller = UniformGeometry(repetition: engine.repetition, extent: 44)
        let home = engine.homeVirtualIndexPath(for: memo.source)
        #expect(home.map(engine.sourceIndexPath(for:)) == SourceIndexPath(section: 0, item: min(memo.source.item, 4)))
        #expect(home.flatMap { smaller.leadingEdge(of: $0) } != nil)
        // Emptied: nothing to restore, no crash.
        engine.reload(sourceItemCounts: [0], metrics: nil)
        #expect(engine.homeVirtualIndexPath(for: memo.source) == nil)
    }

    @Test func clampingSkipsEmptySections() {
        let engine = InfiniteListEngine()
        engine.reload(sourceItemCounts: [3, 0, 0, 2], metrics: ListMetrics(
            viewportLength: 800, copyLength: 220, largestItemExtent: 44, smallestItemExtent: 44))
        #expect(engine.clampedSourceIndexPath(SourceIndexPath(section: 1, item: 5)) == SourceIndexPath(section: 0, item: 2))
        #expect(engine.clampedSourceIndexPath(SourceIndexPath(section: 2, item: 0)) == SourceIndexPath(section: 3, item: 0))
        #expect(engine.clampedSourceIndexPath(SourceIndexPath(section: 9, item: 9)) == SourceIndexPath(section: 3, item: 1))
    }

    @Test func forwardingTranslatesOnlyInsideTheCall() {
        let (engine, _) = engine(counts: [10], viewport: 800, extent: 44)
        let virtual = VirtualIndexPath(section: 0, item: 34)
        let seen: SourceIndexPath = engine.forwarding(virtual) { source in
            #expect(engine.virtualIndexPath(forClientPath: source) == virtual)
            engine.passingThrough {
                #expect(engine.virtualIndexPath(forClientPath: source) == nil)
            }
            return source
        }
        #expect(seen == SourceIndexPath(section: 0, item: 3))
        #expect(engine.virtualIndexPath(forClientPath: seen) == nil)
        #expect(engine.translation.depth == 0)
    }

    @Test func arcUsesTheDefaultRadiusUnlessSet() {
        let engine = InfiniteListEngine()
        let viewport = ListViewport(offset: 0, length: 844, insetBefore: 47, insetAfter: 47)
        #expect(engine.crossAxisOffset(itemCenter: 700, in: viewport, crossLength: 390) == 0)
        engine.alignment = .left
        let expected = ArcLayout(alignment: .left, radius: ArcLayout.defaultRadius(visibleLength: 750, crossLength: 390))
            .crossAxisOffset(itemCenter: 700, viewportCenter: 422)
        #expect(engine.crossAxisOffset(itemCenter: 700, in: viewport, crossLength: 390) == expected)
        engine.arcRadius = 300
        #expect(engine.crossAxisOffset(itemCenter: 422 + 300, in: viewport, crossLength: 390) == 300)
    }

    /// Ten million jumps by a period that is not a binary fraction: the position within the
    /// period stays where exact arithmetic puts it.
    @Test func noDriftAfterTenMillionJumps() {
        // Period 44.1 pt = 1764/40; each step moves 55.125 pt = 2205/40, so every step jumps.
        let period: CGFloat = 1764.0 / 40
        let step: CGFloat = 2205.0 / 40
        var center: CGFloat = 0
        var exactPhase = 0           // in 1/40 pt, modulo 1764
        var jumps = 0
        var worst: CGFloat = 0
        for index in 1...10_000_000 {
            center += step
            let jump = Recentering.jump(viewportCenter: center, bandCenter: 0, period: period)
            if jump != 0 { jumps += 1 }
            center += jump
            exactPhase = (exactPhase + 2205) % 1764
            if index % 1_000 == 0 || index == 10_000_000 {
                var expected = CGFloat(exactPhase) / 40
                if expected >= period / 2 { expected -= period }
                worst = max(worst, abs(center - expected))
            }
        }
        #expect(jumps == 10_000_000)
        #expect(worst < 1e-6, "drift \(worst) pt")
    }

    /// Self-sizing rows whose estimates were three times their real height (found by the host's
    /// self-sizing session): the plan, made from the estimates, must still keep the viewport
    /// inside the real content while it scrolls at up to 400 pt a frame, and every jump must land
    /// in the band (the next decision is to stay).
    @Test(arguments: [[1], [2], [10], [57], [2, 3], [0, 4, 1]])
    func estimatesThreeTimesTooLargeStillCoverTheViewport(counts: [Int]) {
        for strategy in [RepetitionStrategy.copies, .padding] {
            let viewportLength: CGFloat = 800
            let estimate: CGFloat = 132
            let real: CGFloat = 44
            let total = counts.reduce(0, +)
            let engine = InfiniteListEngine(axis: .vertical, strategy: strategy)
            engine.reload(sourceItemCounts: counts, metrics: ListMetrics(
                viewportLength: viewportLength, copyLength: CGFloat(total) * estimate,
                largestItemExtent: estimate, smallestItemExtent: estimate, extentsAreEstimates: true))
            #expect(engine.isLooping)
            let geometry = UniformGeometry(repetition: engine.repetition, extent: real)
            let length = geometry.contentLength
            // Start in the band: the first item of copy 0 at the top, then jump if needed.
            var offset = geometry.leadingEdge(of: engine.repetition.firstVirtualItem(inCopy: 0) ?? VirtualIndexPath(section: 0, item: 0)) ?? 0
            if let jump = engine.recenteringJump(in: ListViewport(offset: offset, length: viewportLength), geometry: geometry) {
                offset = jump.targetOffset
            }
            var generator = SplitMix64(seed: UInt64(total * 31 + 5))
            var edgeReached = false
            for _ in 0..<3_000 {
                offset += CGFloat(Int.random(in: -400...400, using: &generator))
                if offset < 0 || offset + viewportLength > length { edgeReached = true }
                let viewport = ListViewport(offset: offset, length: viewportLength)
                guard let jump = engine.recenteringJump(in: viewport, geometry: geometry) else { continue }
                #expect(engine.sourceIndexPath(for: jump.anchor) == engine.sourceIndexPath(for: jump.twin))
                offset = jump.targetOffset
                #expect(engine.recenteringJump(in: ListViewport(offset: offset, length: viewportLength),
                                               geometry: geometry) == nil)
            }
            #expect(!edgeReached, "\(counts) \(strategy): the viewport left the real content")
        }
    }
}

extension InfiniteListEngineTests {
    /// A view displayed under one plan ends its display under another: the recorded source path
    /// is reported, and the client's calls inside are translated around it.
    @Test func forwardingARecordedSourceSurvivesAReplan() {
        let engine = InfiniteListEngine()
        let metrics = ListMetrics(viewportLength: 800, copyLength: 440, largestItemExtent: 44, smallestItemExtent: 44)
        engine.reload(sourceItemCounts: [10], metrics: metrics)
        let virtual = VirtualIndexPath(section: 0, item: 34)
        let recorded = engine.sourceIndexPath(for: virtual)
        engine.reload(sourceItemCounts: [7], metrics: metrics)
        #expect(engine.sourceIndexPath(for: virtual) != recorded)
        let seen: SourceIndexPath = engine.forwarding(virtual, as: recorded) { source in
            #expect(engine.virtualIndexPath(forClientPath: source) == virtual)
            return source
        }
        #expect(seen == recorded)
        #expect(engine.translation.depth == 0)
    }
}
