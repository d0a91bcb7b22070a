import InfiniteProxy

/// A stand-in for a hook body's caller check: what `HookCaller.current(_:)` runs on iOS in the
/// common case after the C walk — the shipped ``HookCallerCheck``'s two hits (the return into the
/// hook's thunk, then the sender in an app image) under an unchanged image generation. Swift
/// keeps no frame records on Linux, so the walk (which also reads the generation) is counted
/// apart, by a C harness (Scripts/controller-frames), and its results are given here.
enum BenchCaller {
    /// The return into a hook's thunk and a sender's return address, as the walk reads them.
    static let thunkReturn: UInt = 0x1_0200_1020
    static let senderReturn: UInt = 0x1_0000_4100

    @inline(never)
    static func hookedCall(_ check: HookCallerCheck, _ first: UInt, _ second: UInt, _ generation: UInt) -> CallerKind {
        if let kind = check.caller(first: first, second: second, generation: generation,
                                   classify: { classify($0) }) { return kind }
        return .system
    }

    /// The same call doing nothing (the harness's own cost).
    @inline(never)
    static func emptyCall(_ check: HookCallerCheck, _ first: UInt, _ second: UInt, _ generation: UInt) -> CallerKind {
        first == second ? .system : .app
    }

    @inline(never)
    private static func classify(_ address: UInt) -> CallerFrame {
        address == thunkReturn ? .hook : .app
    }
}
