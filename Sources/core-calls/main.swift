// core-calls — what the list core costs per index translation and the tile core per grid frame:
// nanoseconds per call, timed over `calls` calls after a warm-up. (Per list frame: the shipped
// ListController, measured by Scripts/controller-frames.) An executable target of the root package
// because the core is `package` API; it is not a product and no test depends on it.
//
//   swift run -c release core-calls [calls]                     (default: 10 000 000)
//
// Allocations: every row allocates nothing per call. Check it with valgrind's memcheck, whose
// "total heap usage … allocs" is the same for any `calls`:
//   valgrind --tool=memcheck .build/release/core-calls 0  and  … core-calls 100000
import BenchmarkModels
import Foundation
import InfiniteProxy

let calls = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 10_000_000

/// Keeps `value` alive so the optimiser cannot drop the work that produced it.
@inline(never) func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }

/// Runs `body` `calls` times (after `calls / 10` warm-up calls) and prints nanoseconds per call.
func measure(_ name: String, _ body: (Int) -> Void) {
    for index in 0..<(calls / 10) { body(index) }
    let clock = ContinuousClock()
    let elapsed = clock.measure { for index in 0..<calls { body(index) } }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let perCall = calls > 0 ? seconds * 1e9 / Double(calls) : 0
    print(name.padding(toLength: 56, withPad: " ", startingAt: 0) + String(format: "%8.2f ns", perCall))
}

/// An engine planned for `counts` rows of 44 pt in an 844 pt viewport (the table of BENCHMARKS.md).
func plannedEngine(_ counts: [Int]) -> InfiniteListEngine {
    let engine = InfiniteListEngine(axis: .vertical)
    let rows = CGFloat(counts.reduce(0, +))
    engine.reload(sourceItemCounts: counts, metrics: ListMetrics(
        viewportLength: 844, copyLength: rows * 44, largestItemExtent: 44, smallestItemExtent: 44))
    return engine
}

let warmUpFrames = 20_000

/// `count` pseudo-random values in `0..<bound`, reproducible (SplitMix64).
func randomValues(_ count: Int, below bound: Int, seed: UInt64) -> [Int] {
    var state = seed
    return (0..<count).map { _ in
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Int(z % UInt64(max(1, bound)))
    }
}

// MARK: Per call: index translation.

let single = plannedEngine([10])
let singlePaths = randomValues(1_024, below: single.repetition.totalVirtualItems, seed: 1)
    .map { VirtualIndexPath(section: 0, item: $0) }
measure("Call: virtual -> source, 1 section") { index in
    blackHole(single.sourceIndexPath(for: singlePaths[index & 1_023]))
}

let sectioned = plannedEngine([5, 5, 5, 5])
let sectionedPaths = zip(
    randomValues(1_024, below: sectioned.numberOfVirtualSections, seed: 2),
    randomValues(1_024, below: 5, seed: 3)
).map { VirtualIndexPath(section: $0, item: $1) }
measure("Call: virtual -> source, 4 sections") { index in
    blackHole(sectioned.sourceIndexPath(for: sectionedPaths[index & 1_023]))
}

let repetition = single.repetition
let twinQueries = zip(
    randomValues(1_024, below: 10, seed: 4),
    randomValues(1_024, below: repetition.totalVirtualItems, seed: 5)
).map { (SourceIndexPath(section: 0, item: $0), VirtualIndexPath(section: 0, item: $1)) }
measure("Call: source -> nearest twin, 1 section") { index in
    let (source, anchor) = twinQueries[index & 1_023]
    blackHole(repetition.nearestVirtualIndexPath(to: source, near: anchor))
}

let sectionedRepetition = sectioned.repetition
let sectionedTwinQueries = zip(
    zip(randomValues(1_024, below: 4, seed: 6), randomValues(1_024, below: 5, seed: 7)),
    zip(randomValues(1_024, below: sectioned.numberOfVirtualSections, seed: 8),
        randomValues(1_024, below: 5, seed: 9))
).map { (SourceIndexPath(section: $0.0, item: $0.1), VirtualIndexPath(section: $1.0, item: $1.1)) }
measure("Call: source -> nearest twin, 4 sections") { index in
    let (source, anchor) = sectionedTwinQueries[index & 1_023]
    blackHole(sectionedRepetition.nearestVirtualIndexPath(to: source, near: anchor))
}

// A forwarded call in which the client names another of its rows (deselectRow(at:), say):
// push the frame, translate the client's path to its nearest twin, pop.
measure("Call: forwarded call + client path -> virtual") { index in
    let (source, anchor) = twinQueries[index & 1_023]
    blackHole(single.forwarding(anchor) { _ in single.virtualIndexPath(forClientPath: source) })
}

// MARK: Grid, core only: TileGridLayout laid out every frame of a diagonal fling.

var grid = GridFlingSession(seed: 2026)
let diagonal = CGPoint(x: 35, y: 35)    // ≈ 3 000 pt/s at 60 Hz
for _ in 0..<warmUpFrames { grid.step(by: diagonal) }
measure("Grid frame: 100 pt tiles, 390x844, 3000 pt/s diagonal") { _ in grid.step(by: diagonal) }
blackHole(grid.checksum)

// Control: one heap allocation per call, to show the malloc counter sees allocations made
// in this loop (under memcheck, the rows above add no allocation per call; this one adds one).
measure("Control: one array allocated per call") { index in blackHole([index]) }

// The loop's own cost: subtract it from the rows above.
measure("Baseline: empty loop") { index in blackHole(index) }
