// CoreBenchmarks — what InfiniteProxy's core costs per index translation and per grid frame,
// with allocations counted by the harness's malloc interposer. (Per list frame: the shipped
// ListController, measured from the root package by Scripts/controller-frames.)
//
//   cd Benchmarks && swift package benchmark --target CoreBenchmarks
//
// Every benchmark runs 1 000 frames or calls per iteration (`scalingFactor: .kilo`); the harness
// prints metrics marked `*` per frame / per call. BENCHMARKS.md explains each row.
import Benchmark
import Foundation
import BenchmarkModels
import InfiniteProxy

private let metrics: [BenchmarkMetric] = [.wallClock, .throughput, .mallocCountTotal]

/// An engine planned for `counts` rows of 44 pt in an 844 pt viewport (the table of BENCHMARKS.md).
private func plannedEngine(_ counts: [Int]) -> InfiniteListEngine {
    let engine = InfiniteListEngine(axis: .vertical)
    let rows = CGFloat(counts.reduce(0, +))
    engine.reload(sourceItemCounts: counts, metrics: ListMetrics(
        viewportLength: 844, copyLength: rows * 44, largestItemExtent: 44, smallestItemExtent: 44))
    return engine
}

private let warmUpFrames = 20_000

/// `count` pseudo-random values in `0..<bound`, reproducible (SplitMix64).
private func randomValues(_ count: Int, below bound: Int, seed: UInt64) -> [Int] {
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

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.maxDuration = .seconds(2)

    // MARK: (2) Per call: index translation.

    let single = plannedEngine([10])
    let singlePaths = randomValues(1_024, below: single.repetition.totalVirtualItems, seed: 1)
        .map { VirtualIndexPath(section: 0, item: $0) }
    Benchmark(
        "Call: virtual -> source, 1 section",
        configuration: .init(metrics: metrics, scalingFactor: .kilo)
    ) { benchmark in
        var index = 0
        for _ in benchmark.scaledIterations {
            blackHole(single.sourceIndexPath(for: singlePaths[index & 1_023]))
            index &+= 1
        }
    }

    let sectioned = plannedEngine([5, 5, 5, 5])
    let sectionedPaths = zip(
        randomValues(1_024, below: sectioned.numberOfVirtualSections, seed: 2),
        randomValues(1_024, below: 5, seed: 3)
    ).map { VirtualIndexPath(section: $0, item: $1) }
    Benchmark(
        "Call: virtual -> source, 4 sections",
        configuration: .init(metrics: metrics, scalingFactor: .kilo)
    ) { benchmark in
        var index = 0
        for _ in benchmark.scaledIterations {
            blackHole(sectioned.sourceIndexPath(for: sectionedPaths[index & 1_023]))
            index &+= 1
        }
    }

    let repetition = single.repetition
    let twinQueries = zip(
        randomValues(1_024, below: 10, seed: 4),
        randomValues(1_024, below: repetition.totalVirtualItems, seed: 5)
    ).map { (SourceIndexPath(section: 0, item: $0), VirtualIndexPath(section: 0, item: $1)) }
    Benchmark(
        "Call: source -> nearest twin, 1 section",
        configuration: .init(metrics: metrics, scalingFactor: .kilo)
    ) { benchmark in
        var index = 0
        for _ in benchmark.scaledIterations {
            let (source, anchor) = twinQueries[index & 1_023]
            blackHole(repetition.nearestVirtualIndexPath(to: source, near: anchor))
            index &+= 1
        }
    }

    let sectionedRepetition = sectioned.repetition
    let sectionedTwinQueries = zip(
        zip(randomValues(1_024, below: 4, seed: 6), randomValues(1_024, below: 5, seed: 7)),
        zip(randomValues(1_024, below: sectioned.numberOfVirtualSections, seed: 8),
            randomValues(1_024, below: 5, seed: 9))
    ).map { (SourceIndexPath(section: $0.0, item: $0.1), VirtualIndexPath(section: $1.0, item: $1.1)) }
    Benchmark(
        "Call: source -> nearest twin, 4 sections",
        configuration: .init(metrics: metrics, scalingFactor: .kilo)
    ) { benchmark in
        var index = 0
        for _ in benchmark.scaledIterations {
            let (source, anchor) = sectionedTwinQueries[index & 1_023]
            blackHole(sectionedRepetition.nearestVirtualIndexPath(to: source, near: anchor))
            index &+= 1
        }
    }

    // A forwarded call in which the client names another of its rows (deselectRow(at:), say):
    // push the frame, translate the client's path to its nearest twin, pop.
    Benchmark(
        "Call: forwarded call + client path -> virtual",
        configuration: .init(metrics: metrics, scalingFactor: .kilo)
    ) { benchmark in
        var index = 0
        for _ in benchmark.scaledIterations {
            let (source, anchor) = twinQueries[index & 1_023]
            blackHole(single.forwarding(anchor) { _ in single.virtualIndexPath(forClientPath: source) })
            index &+= 1
        }
    }

    // MARK: (5) Grid, core only: TileGridController laid out every frame of a diagonal fling.

    var grid = GridFlingSession(seed: 2026)
    let diagonal = CGPoint(x: 35, y: 35)    // ≈ 3 000 pt/s at 60 Hz
    for _ in 0..<warmUpFrames { grid.step(by: diagonal) }
    Benchmark(
        "Grid frame: 100 pt tiles, 390x844, 3000 pt/s diagonal",
        configuration: .init(metrics: metrics, scalingFactor: .kilo)
    ) { benchmark in
        for _ in benchmark.scaledIterations { grid.step(by: diagonal) }
        blackHole(grid.checksum)
    }

    // Control: one heap allocation per call, to show the malloc counter sees allocations made
    // in this loop (the rows above must read 0, this one 1).
    Benchmark(
        "Control: one array allocated per call",
        configuration: .init(metrics: metrics, scalingFactor: .kilo)
    ) { benchmark in
        for index in benchmark.scaledIterations { blackHole([index]) }
    }

    // The harness's own cost: subtract from the rows above when reading unscaled figures.
    Benchmark(
        "Baseline: empty loop",
        configuration: .init(metrics: metrics, scalingFactor: .kilo)
    ) { benchmark in
        for index in benchmark.scaledIterations { blackHole(index) }
    }
}
