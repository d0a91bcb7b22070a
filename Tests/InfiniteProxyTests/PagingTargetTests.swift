import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct PagingTargetTests {
    // MARK: Reference

    /// A brute-force reading of the rules: enumerate snap points, keep the allowed ones, take the
    /// one nearest to the goal. Written in offset space, independently of the implementation.
    private func reference(
        current: CGFloat, proposed: CGFloat, velocity: CGFloat, grid: PagingGrid,
        maximum: Int?, interrupted: CGFloat?, flick: CGFloat = PagingTarget.defaultFlickVelocity
    ) -> CGFloat {
        let candidates = (-40...40).map { grid.offset(ofIndex: $0) }
        func nearest(_ goal: CGFloat, among points: [CGFloat]) -> CGFloat {
            points.min { ($0 - goal).magnitude < ($1 - goal).magnitude } ?? goal
        }
        if velocity.magnitude < flick || velocity == 0 {
            return nearest(current, among: candidates)
        }
        let forward = velocity > 0
        // The last snap point passed (or reached) in the direction of travel.
        var base = forward
            ? candidates.filter { $0 <= current }.max() ?? current
            : candidates.filter { $0 >= current }.min() ?? current
        if let interrupted {
            let target = nearest(interrupted, among: candidates)
            if forward, target > current, target > base { base = target }
            if !forward, target < current, target < base { base = target }
        }
        var allowed = candidates.filter { forward ? $0 > base : $0 < base }
        if let maximum {
            let limit = CGFloat(max(1, maximum)) * grid.pitch
            allowed = allowed.filter { ($0 - base).magnitude <= limit + grid.pitch / 1000 }
        }
        return nearest(proposed, among: allowed)
    }

    private let grids: [PagingGrid] = [
        PagingGrid(pitch: 100, anchorOffset: 0),
        PagingGrid(pitch: 73.5, anchorOffset: -12.25),
        .centered(firstItemLeading: 20, itemExtent: 300, pitch: 310, viewportLength: 390),
        .leading(firstItemLeading: 16, pitch: 110, leadingInset: 16),
    ]

    // MARK: Exhaustive small cases

    /// Every combination of a position inside an item, a release speed, a projected travel and a
    /// per-flick limit, on four grids, against the brute-force reference.
    @Test func matchesTheReferenceOnAGridOfReleases() {
        let fractions: [CGFloat] = [0, 0.05, 0.3, 0.49, 0.51, 0.7, 0.97]
        let velocities: [CGFloat] = [0, 0.1, -0.1, 0.29, -0.29, 0.3, -0.3, 0.8, -0.8, 4, -4]
        let travels: [CGFloat] = [0, 0.25, 0.6, 1.4, 2.6, 7.3, -0.25, -0.6, -1.4, -2.6, -7.3]
        var checked = 0
        for grid in grids {
            for item in [-3, 5] {
                for fraction in fractions {
                    let current = grid.offset(ofIndex: item) + fraction * grid.pitch
                    for velocity in velocities {
                        for travel in travels {
                            for maximum in [nil, 1, 2, 5] as [Int?] {
                                let proposed = current + travel * grid.pitch
                                let got = PagingTarget.targetOffset(
                                    currentOffset: current, proposedOffset: proposed, velocity: velocity,
                                    grid: grid, maximumItemsPerFlick: maximum)
                                let expected = reference(
                                    current: current, proposed: proposed, velocity: velocity,
                                    grid: grid, maximum: maximum, interrupted: nil)
                                #expect(abs(got - expected) < 1e-6,
                                        "grid \(grid) current \(current) v \(velocity) travel \(travel) max \(String(describing: maximum))")
                                checked += 1
                            }
                        }
                    }
                }
            }
        }
        #expect(checked == 4 * 2 * 7 * 11 * 11 * 4)
    }

    @Test func slowReleaseSnapsToNearestAndShortSwipesReturn() {
        let grid = PagingGrid(pitch: 100, anchorOffset: 0)
        // Dragged 49 pt forwards from item 3, released slowly: back to item 3.
        #expect(PagingTarget.targetOffset(currentOffset: 349, proposedOffset: 352, velocity: 0.01, grid: grid) == 300)
        // Dragged 51 pt: on to item 4.
        #expect(PagingTarget.targetOffset(currentOffset: 351, proposedOffset: 352, velocity: 0.01, grid: grid) == 400)
        // Dragged 49 pt backwards from item 3, released with a slow forward drift: back to item 3.
        #expect(PagingTarget.targetOffset(currentOffset: 251, proposedOffset: 240, velocity: -0.2, grid: grid) == 300)
    }

    @Test func fastFlickTravelsSeveralItemsButNeverBackwards() {
        let grid = PagingGrid(pitch: 100, anchorOffset: 0)
        // A fast flick: UIKit's projection with the normal rate is 4 · 499 ≈ 1996 pt.
        let far = PagingTarget.targetOffset(currentOffset: 310, velocity: 4, decelerationRate: 0.998, grid: grid)
        #expect(far == 2300)
        // A flick whose proposal lies *behind* the finger (UIKit never does this, a client might):
        // still the next item ahead.
        #expect(PagingTarget.targetOffset(currentOffset: 310, proposedOffset: 100, velocity: 0.5, grid: grid) == 400)
        #expect(PagingTarget.targetOffset(currentOffset: 390, proposedOffset: 900, velocity: -0.5, grid: grid) == 300)
        // A flick from exactly on a snap point moves at least one item.
        #expect(PagingTarget.targetOffset(currentOffset: 300, proposedOffset: 300, velocity: 0.5, grid: grid) == 400)
        #expect(PagingTarget.targetOffset(currentOffset: 300, proposedOffset: 300, velocity: -0.5, grid: grid) == 200)
    }

    @Test func maximumItemsPerFlickCountsFromTheLastPassedItem() {
        let grid = PagingGrid(pitch: 100, anchorOffset: 0)
        for maximum in 1...4 {
            let forward = PagingTarget.targetOffset(
                currentOffset: 360, proposedOffset: 5_000, velocity: 3, grid: grid, maximumItemsPerFlick: maximum)
            #expect(forward == CGFloat(300 + 100 * maximum))
            let backward = PagingTarget.targetOffset(
                currentOffset: 340, proposedOffset: -5_000, velocity: -3, grid: grid, maximumItemsPerFlick: maximum)
            #expect(backward == CGFloat(400 - 100 * maximum))
        }
        // A limit below one counts as one.
        #expect(PagingTarget.targetOffset(currentOffset: 0, proposedOffset: 900, velocity: 2, grid: grid,
                                          maximumItemsPerFlick: 0) == 100)
    }

    /// A second flick before the first settled continues from the first one's target.
    @Test func interruptedSettleIsContinuedNotSwallowed() {
        let grid = PagingGrid(pitch: 100, anchorOffset: 0)
        // First flick from 0 aimed at 100; the finger lands again at 40 and flicks forwards.
        let second = PagingTarget.targetOffset(
            currentOffset: 40, proposedOffset: 60, velocity: 1, grid: grid,
            maximumItemsPerFlick: 1, interruptedTargetOffset: 100)
        #expect(second == 200)
        // Without the interrupted target the same flick would only complete the first one.
        #expect(PagingTarget.targetOffset(currentOffset: 40, proposedOffset: 60, velocity: 1, grid: grid,
                                          maximumItemsPerFlick: 1) == 100)
        // A flick against the interrupted settle ignores its target.
        #expect(PagingTarget.targetOffset(currentOffset: 40, proposedOffset: 20, velocity: -1, grid: grid,
                                          maximumItemsPerFlick: 1, interruptedTargetOffset: 100) == 0)
        // A slow release settles on the nearest item whatever was interrupted.
        #expect(PagingTarget.targetOffset(currentOffset: 40, proposedOffset: 40, velocity: 0, grid: grid,
                                          maximumItemsPerFlick: 1, interruptedTargetOffset: 100) == 0)
    }

    @Test func interruptedSettlesAgainstTheReference() {
        var random = SplitMix64(seed: 0x1A7E)
        for _ in 0..<3_000 {
            let grid = grids[Int.random(in: 0..<grids.count, using: &random)]
            let current = grid.anchorOffset + CGFloat(Double.random(in: -6...6, using: &random)) * grid.pitch
            let velocity = CGFloat(Double.random(in: -3...3, using: &random))
            let proposed = current + CGFloat(Double.random(in: -5...5, using: &random)) * grid.pitch
            let interrupted = grid.offset(ofIndex: Int.random(in: -8...8, using: &random))
            let maximum: Int? = Bool.random(using: &random) ? Int.random(in: 1...3, using: &random) : nil
            let got = PagingTarget.targetOffset(
                currentOffset: current, proposedOffset: proposed, velocity: velocity, grid: grid,
                maximumItemsPerFlick: maximum, interruptedTargetOffset: interrupted)
            let expected = reference(current: current, proposed: proposed, velocity: velocity, grid: grid,
                                     maximum: maximum, interrupted: interrupted)
            #expect(abs(got - expected) < 1e-6)
            if velocity >= PagingTarget.defaultFlickVelocity { #expect(got > current) }
            if velocity <= -PagingTarget.defaultFlickVelocity { #expect(got < current) }
        }
    }

    @Test func targetGrowsWithTheProposal() {
        let grid = PagingGrid(pitch: 90, anchorOffset: 7)
        var previous = -CGFloat.infinity
        for step in 0...400 {
            let proposed = 200 + CGFloat(step) * 7.3
            let target = PagingTarget.targetOffset(currentOffset: 200, proposedOffset: proposed, velocity: 2, grid: grid)
            #expect(target >= previous)
            previous = target
        }
    }

    @Test func boundsClampFiniteContent() {
        let grid = PagingGrid(pitch: 100, anchorOffset: 0)
        #expect(PagingTarget.targetOffset(currentOffset: 880, proposedOffset: 1_400, velocity: 2, grid: grid,
                                          bounds: 0...950) == 950)
        #expect(PagingTarget.targetOffset(currentOffset: 20, proposedOffset: -900, velocity: -2, grid: grid,
                                          bounds: 0...950) == 0)
    }

    @Test func badInputFallsBackSafely() {
        let grid = PagingGrid(pitch: 100, anchorOffset: 0)
        // Invalid grids return UIKit's proposal.
        for bad in [PagingGrid(pitch: 0, anchorOffset: 0), PagingGrid(pitch: -5, anchorOffset: 0),
                    PagingGrid(pitch: .nan, anchorOffset: 0), PagingGrid(pitch: 100, anchorOffset: .infinity)] {
            #expect(PagingTarget.targetOffset(currentOffset: 10, proposedOffset: 77, velocity: 1, grid: bad) == 77)
        }
        // A non-finite current offset: the proposal; a non-finite proposal too: the current offset.
        #expect(PagingTarget.targetOffset(currentOffset: .nan, proposedOffset: 77, velocity: 1, grid: grid) == 77)
        #expect(PagingTarget.targetOffset(currentOffset: .nan, proposedOffset: .infinity, velocity: 1, grid: grid).isNaN)
        // A non-finite velocity is a slow release.
        #expect(PagingTarget.targetOffset(currentOffset: 140, proposedOffset: 900, velocity: .nan, grid: grid) == 100)
        #expect(PagingTarget.targetOffset(currentOffset: 140, proposedOffset: 900, velocity: .infinity, grid: grid) == 100)
        // A non-finite proposal on a flick: the next item ahead.
        #expect(PagingTarget.targetOffset(currentOffset: 140, proposedOffset: .nan, velocity: 1, grid: grid) == 200)
        // Offsets too far out for an Int index: the proposal.
        #expect(PagingTarget.targetOffset(currentOffset: 1e300, proposedOffset: 5, velocity: 0, grid: grid) == 5)
        // Projection with a nonsense rate does not move.
        #expect(PagingTarget.projectedOffset(currentOffset: 3, velocity: 2, decelerationRate: 1) == 3)
        #expect(PagingTarget.projectedOffset(currentOffset: 3, velocity: .nan, decelerationRate: 0.998) == 3)
        // An infinite flick threshold turns every release into a slow one.
        #expect(PagingTarget.targetOffset(currentOffset: 140, proposedOffset: 900, velocity: 50, grid: grid,
                                          flickVelocity: .infinity) == 100)
    }

    @Test func projectionMatchesUIKitsRates() {
        // UIKit: v · r / (1 − r); 2 pt/ms at 0.998 → 998 pt, at 0.99 → 198 pt.
        #expect(abs(PagingTarget.projectedOffset(currentOffset: 0, velocity: 2, decelerationRate: 0.998) - 998) < 1e-9)
        #expect(abs(PagingTarget.projectedOffset(currentOffset: 10, velocity: -2, decelerationRate: 0.99) - (10 - 198)) < 1e-9)
    }

    @Test func docExamples() {
        let grid = PagingGrid(pitch: 100, anchorOffset: 0)
        #expect(PagingTarget.targetOffset(currentOffset: 240, proposedOffset: 250, velocity: 0.05, grid: grid) == 200)
        #expect(PagingTarget.targetOffset(currentOffset: 240, proposedOffset: 870, velocity: 1.3, grid: grid) == 900)
        #expect(PagingTarget.targetOffset(currentOffset: 240, proposedOffset: 870, velocity: 1.3, grid: grid,
                                          maximumItemsPerFlick: 1) == 300)
        #expect(PagingTarget.targetOffset(currentOffset: 260, proposedOffset: 230, velocity: -0.4, grid: grid) == 200)
        #expect(PagingTarget.targetOffset(currentOffset: 0, velocity: 1, decelerationRate: 0.998, grid: grid) == 500)
        #expect(PagingTarget.targetIndex(currentOffset: 120, proposedOffset: 120, velocity: 0, grid: grid) == 1)
        let centered = PagingGrid.centered(firstItemLeading: 20, itemExtent: 300, pitch: 310, viewportLength: 390)
        #expect(centered.anchorOffset == -25)
        #expect(centered.offset(ofIndex: 2) == 595)
        #expect(centered.nearestIndex(toOffset: 400) == 1)
        #expect(PagingGrid.leading(firstItemLeading: 16, pitch: 110, leadingInset: 16).anchorOffset == 0)
        #expect(PagingGrid.centered(firstItemLeading: 0, itemExtent: 200, pitch: 210, viewportLength: 400).anchorOffset == -100)
        #expect(PagingGrid(pitch: 100, anchorOffset: 10).offset(ofIndex: -2) == -190)
        #expect(PagingGrid(pitch: 100, anchorOffset: 10).position(ofOffset: 260) == 2.5)
        #expect(PagingGrid(pitch: 100, anchorOffset: 0).nearestIndex(toOffset: 149) == 1)
    }
}

extension PagingTargetTests {
    /// Issue 14, item 8: a snap point or projection beyond the float range gave ±infinity.
    @Test func targetsAreFiniteForAFiniteOffset() {
        let wide = PagingGrid(pitch: 1e300, anchorOffset: 0)
        let target = PagingTarget.targetOffset(currentOffset: 0, proposedOffset: 1e308, velocity: 5, grid: wide)
        #expect(target.isFinite)
        let projected = PagingTarget.projectedOffset(currentOffset: 1e308, velocity: 1e308, decelerationRate: 0.998)
        #expect(projected == .greatestFiniteMagnitude)
        let flung = PagingTarget.targetOffset(currentOffset: 100, velocity: -1e308, decelerationRate: 0.998,
                                              grid: PagingGrid(pitch: 390, anchorOffset: 0))
        #expect(flung.isFinite)
    }
}
