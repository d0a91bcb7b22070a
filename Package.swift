// swift-tools-version:6.0
import PackageDescription

// The library product `InfiniteProxy` depends on no package. The headless host and the Linux
// storyboard (`infinite-demo`) live here too but are not part of the product; benchmarks are a
// sibling package in `Benchmarks/` so that their harness never reaches this manifest.
let package = Package(
    name: "InfiniteProxy",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13)],
    products: [
        .library(name: "InfiniteProxy", targets: ["InfiniteProxy"]),
    ],
    targets: [
        .target(name: "InfiniteProxy"),
        .target(name: "InfiniteHost", dependencies: ["InfiniteProxy"]),
        .executableTarget(name: "infinite-demo", dependencies: ["InfiniteHost", "InfiniteProxy"]),
        // A simulated day of flings on the headless host (benchmarks; see BENCHMARKS.md).
        .executableTarget(name: "host-day", dependencies: ["InfiniteHost"]),
        .testTarget(name: "InfiniteProxyTests", dependencies: ["InfiniteProxy"]),
        .testTarget(name: "InfiniteHostTests", dependencies: ["InfiniteHost", "InfiniteProxy"]),
    ],
    swiftLanguageModes: [.v6]
)
