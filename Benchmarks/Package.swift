// swift-tools-version:6.1
import PackageDescription

// SwiftPM names a path dependency after its folder, so the library's package identity is the
// name of whatever folder the repository was cloned into.
let library = Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init) ?? "InfiniteProxy"

let package = Package(
    name: "InfiniteProxyBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The benchmarks' stand-ins and models: a fixed-extent geometry, the per-frame loop, the
        // competitors' virtual-item formulas. Shared by the executables and the tests.
        .target(
            name: "BenchmarkModels",
            dependencies: [.product(name: "InfiniteProxy", package: library)]
        ),
        .executableTarget(name: "virtual-item-counts", dependencies: ["BenchmarkModels"]),
        .executableTarget(name: "scroll-frames", dependencies: ["BenchmarkModels"]),
        .executableTarget(name: "long-session", dependencies: ["BenchmarkModels"]),
        .executableTarget(name: "grid-session", dependencies: ["BenchmarkModels"]),
        .executableTarget(
            name: "CoreBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "InfiniteProxy", package: library),
                "BenchmarkModels",
            ],
            path: "Benchmarks/CoreBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Hook for issue 7's host-based sessions: once the root package exports its headless host
        // as a product (`.library(name: "InfiniteHost", targets: ["InfiniteHost"])`), add
        // `.product(name: "InfiniteHost", package: library)` to a `SessionBenchmarks` target here
        // that drives the host's table and collection with FlingSession's flings and reports peak
        // live cells. Until then sessions run on the core alone (long-session, grid-session).
        .testTarget(name: "BenchmarkModelsTests", dependencies: ["BenchmarkModels"]),
    ]
)
