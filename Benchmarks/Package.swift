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
        // The benchmarks' models: the grid fling session and the competitors' virtual-item
        // formulas. Shared by the executables and the tests. Per-frame costs of the SHIPPED
        // controllers are measured from the root package (Scripts/controller-frames), because
        // the controllers are `package` API this sibling package cannot see.
        .target(
            name: "BenchmarkModels",
            dependencies: [.product(name: "InfiniteProxy", package: library)]
        ),
        .executableTarget(name: "virtual-item-counts", dependencies: ["BenchmarkModels"]),
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
        .testTarget(name: "BenchmarkModelsTests", dependencies: ["BenchmarkModels"]),
    ]
)
