import Foundation
@testable import InfiniteProxy

/// Rows of one fixed real extent laid out end to end, section after section (no headers): the
/// layout UIKit would make of a plan, whatever extents the plan was made from.
///
/// - Complexity: O(S) to build for S virtual sections, O(log S) per look-up.
struct UniformRowsGeometry: InfiniteListGeometry {
    let repetition: Repetition
    let extent: CGFloat
    /// `sectionStarts[s]` = virtual items before virtual section `s`.
    private let sectionStarts: [Int]
    let totalItems: Int

    init(repetition: Repetition, extent: CGFloat) {
        self.repetition = repetition
        self.extent = extent
        var starts: [Int] = []
        var total = 0
        for section in 0..<repetition.numberOfVirtualSections {
            starts.append(total)
            total += repetition.numberOfVirtualItems(inVirtualSection: section)
        }
        sectionStarts = starts
        totalItems = total
    }

    var contentLength: CGFloat { CGFloat(totalItems) * extent }

    func leadingEdge(of item: VirtualIndexPath) -> CGFloat? {
        guard repetition.contains(item) else { return nil }
        return CGFloat(sectionStarts[item.section] + item.item) * extent
    }

    func item(nearest position: CGFloat) -> VirtualIndexPath? {
        guard totalItems > 0, position.isFinite else { return nil }
        let linear = Int(min(max(0, (position / extent).rounded(.down)), CGFloat(totalItems - 1)))
        // The last section starting at or before `linear` that has items.
        var low = 0, high = sectionStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sectionStarts[mid] <= linear { low = mid } else { high = mid - 1 }
        }
        while repetition.numberOfVirtualItems(inVirtualSection: low) == 0 && low > 0 { low -= 1 }
        return VirtualIndexPath(section: low, item: linear - sectionStarts[low])
    }
}

/// UIKit's deceleration, frame by frame, with the engine recentring on every frame as the glue
/// does on every `scrollViewDidScroll`.
///
/// A fling at `v` pt/s decelerates at UIKit's normal rate (velocity × 0.998 per millisecond): in
/// a frame of `dt` ms it moves `v/1000 · (1 − rate^dt) / −ln(rate)` points, its whole projection
/// being `v/1000 · rate/(1 − rate)` ≈ 14 970 pt for 30 000 pt/s. Each fling starts where the
/// previous one stopped, in a random direction.
struct FlingSimulation {
    var engine: InfiniteListEngine
    var geometry: UniformRowsGeometry
    var viewportLength: CGFloat
    var framesPerSecond: CGFloat = 60
    var decelerationRate: CGFloat = 0.998

    /// Edge hits (a frame whose viewport left the content), jumps, and jumps that did not land in
    /// the band.
    struct Outcome: Equatable { var edgeHits = 0, jumps = 0, framesOutsideBand = 0, frames = 0 }

    /// Runs `flings` flings of `velocity` pt/s from the middle of the content.
    mutating func run(flings: Int, velocity: CGFloat, seed: UInt64) -> Outcome {
        var outcome = Outcome()
        var generator = SplitMix64(seed: seed)
        var offset = (geometry.contentLength - viewportLength) / 2
        if let jump = engine.recenteringJump(in: ListViewport(offset: offset, length: viewportLength), geometry: geometry) {
            offset = jump.targetOffset
        }
        let frameMilliseconds = 1000 / framesPerSecond
        let decayPerFrame = pow(decelerationRate, frameMilliseconds)
        let travelFactor = (1 - decayPerFrame) / -log(decelerationRate) / 1000
        for _ in 0..<flings {
            var v = Bool.random(using: &generator) ? velocity : -velocity
            while abs(v) > 20 {
                offset += v * travelFactor
                v *= decayPerFrame
                outcome.frames += 1
                if offset < 0 || offset + viewportLength > geometry.contentLength { outcome.edgeHits += 1 }
                let viewport = ListViewport(offset: offset, length: viewportLength)
                guard let jump = engine.recenteringJump(in: viewport, geometry: geometry) else { continue }
                outcome.jumps += 1
                offset = jump.targetOffset
                if engine.recenteringJump(in: ListViewport(offset: offset, length: viewportLength), geometry: geometry) != nil {
                    outcome.framesOutsideBand += 1
                }
            }
        }
        return outcome
    }

    /// A simulation of rows of `realExtent` planned from `plannedExtent` (an estimate when they
    /// differ).
    static func rows(
        _ counts: [Int], viewportLength: CGFloat, realExtent: CGFloat, plannedExtent: CGFloat? = nil,
        strategy: RepetitionStrategy = .automatic
    ) -> FlingSimulation {
        let planned = plannedExtent ?? realExtent
        let engine = InfiniteListEngine(axis: .vertical, strategy: strategy)
        engine.reload(sourceItemCounts: counts, metrics: ListMetrics(
            viewportLength: viewportLength, copyLength: CGFloat(counts.reduce(0, +)) * planned,
            largestItemExtent: planned, smallestItemExtent: planned,
            extentsAreEstimates: plannedExtent != nil))
        return FlingSimulation(
            engine: engine, geometry: UniformRowsGeometry(repetition: engine.repetition, extent: realExtent),
            viewportLength: viewportLength)
    }
}
