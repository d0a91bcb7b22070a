// swift-tools-version: 6.0
//
// InfiniteDemo — the InfiniteProxy demo app, as a Swift Playgrounds-style app package.
//
// Open this file (or the Demo folder) in Xcode 16 or later, pick an iPhone simulator and Run.
// Xcode resolves the library from the repository root (`path: ".."`), so the demo always runs
// the code you are editing. Nothing in this folder is generated; the app's sources are in
// Sources/ and compile on Linux against the iOS SDK with `Scripts/ios-build` (compiled only;
// linking and running need a Mac). `AppleProductTypes` exists only in Xcode and Swift
// Playgrounds, so `swift build` cannot build this package on Linux.
import PackageDescription
import AppleProductTypes

let package = Package(
    name: "InfiniteDemo",
    platforms: [
        .iOS("16.0"),
    ],
    products: [
        .iOSApplication(
            name: "InfiniteDemo",
            targets: ["InfiniteDemo"],
            bundleIdentifier: "dev.infiniteproxy.demo",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .calendar),
            accentColor: .presetColor(.indigo),
            supportedDeviceFamilies: [
                .pad,
                .phone,
            ],
            supportedInterfaceOrientations: [
                .portrait,
                .landscapeRight,
                .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ]
        ),
    ],
    dependencies: [
        .package(name: "InfiniteProxy", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "InfiniteDemo",
            dependencies: [
                .product(name: "InfiniteProxy", package: "InfiniteProxy"),
            ],
            path: "Sources"
        ),
    ]
)
