// swift-tools-version:6.2
import PackageDescription

// The library product `InfiniteProxy` depends on no package. The headless host, the Linux
// storyboard (`infinite-demo`) and the benchmarks live here too but are not part of the product:
// they reach the library's `package` API, and none of them needs a package of its own.
/// The headless host models UIKit, whose views live on the main actor; so do the host's targets,
/// like the library's orchestration controllers they drive.
let mainActorByDefault: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

let package = Package(
    name: "InfiniteProxy",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13)],
    products: [
        .library(name: "InfiniteProxy", targets: ["InfiniteProxy"]),
    ],
    targets: [
        // Who sent a hooked message (frame records, image ranges): C because Swift reads neither.
        // Inert and unused off Apple platforms; no dependency.
        .target(name: "InfiniteCaller"),
        .target(name: "InfiniteProxy", dependencies: ["InfiniteCaller"]),
        // The checks every session runs (headless or on a simulator): invariant checker, seeded generator.
        .target(name: "InfiniteHostTesting", dependencies: ["InfiniteProxy"]),
        .target(name: "InfiniteHost", dependencies: ["InfiniteProxy", "InfiniteHostTesting"], swiftSettings: mainActorByDefault),
        // Scripted sessions on the host: the storyboard's scenarios and renderer, and the simulated day.
        .target(name: "InfiniteStoryboard", dependencies: ["InfiniteHost", "InfiniteProxy"], swiftSettings: mainActorByDefault),
        .executableTarget(name: "infinite-demo", dependencies: ["InfiniteStoryboard"], swiftSettings: mainActorByDefault),
        // A simulated day of flings on the headless host (benchmarks; see BENCHMARKS.md).
        .executableTarget(name: "host-day", dependencies: ["InfiniteStoryboard"], swiftSettings: mainActorByDefault),
        // The shipped controllers' per-frame cost on stand-in surfaces that do no work of their own
        // (benchmarks; Scripts/controller-frames and BENCHMARKS.md). A root target because the
        // controllers are `package` API; no product and no test depends on it.
        .executableTarget(name: "controller-frames", dependencies: ["InfiniteProxy"], swiftSettings: mainActorByDefault),
        // The benchmarks' models: the grid fling session and the competitors' virtual-item formulas
        // (BENCHMARKS.md), with their executables and the core's per-call cost.
        .target(name: "BenchmarkModels", dependencies: ["InfiniteProxy", "InfiniteHostTesting"]),
        .executableTarget(name: "virtual-item-counts", dependencies: ["BenchmarkModels"]),
        .executableTarget(name: "grid-session", dependencies: ["BenchmarkModels"]),
        .executableTarget(name: "core-calls", dependencies: ["BenchmarkModels", "InfiniteProxy"]),
        .testTarget(name: "BenchmarkModelsTests", dependencies: ["BenchmarkModels", "InfiniteProxy"]),
        .testTarget(name: "InfiniteProxyTests", dependencies: ["InfiniteProxy", "InfiniteHostTesting"]),
        .testTarget(name: "InfiniteHostTests", dependencies: ["InfiniteHost", "InfiniteProxy"], swiftSettings: mainActorByDefault),
        .testTarget(name: "InfiniteStoryboardTests", dependencies: ["InfiniteStoryboard", "InfiniteHost", "InfiniteProxy"],
                    swiftSettings: mainActorByDefault),
        // UIKit tests: real UITableView / UICollectionView on an iOS simulator (`xcodebuild test`,
        // see README). Every file is `#if canImport(UIKit)`: empty on Linux, compiled for iOS by
        // Scripts/ios-build against a minimal XCTest interface.
        .testTarget(name: "InfiniteProxyUIKitTests", dependencies: ["InfiniteProxy", "InfiniteHostTesting"]),
        // `InfiniteHooks.translatesAppCode = false` on UIKit: a bundle (so a process) of its own,
        // because the switch is read once per process, when the hooks are installed.
        .testTarget(name: "InfiniteProxyUIKitSwitchTests", dependencies: ["InfiniteProxy"]),
    ],
    swiftLanguageModes: [.v6]
)
