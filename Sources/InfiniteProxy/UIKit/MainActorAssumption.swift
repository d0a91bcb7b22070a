#if canImport(UIKit)
import Foundation

/// Runs main-actor code from a `nonisolated` entry point that UIKit only ever calls on the main
/// thread (the core's geometry protocol, Objective-C callbacks, main-queue blocks).
///
/// `MainActor.assumeIsolated` is not in the iOS 16 SDK's concurrency library, so this does the
/// same thing: it checks, in debug builds, that it runs on the main thread, then calls `body`
/// without a hop.
///
/// ```swift
/// nonisolated func leadingEdge(of item: VirtualIndexPath) -> CGFloat? {
///     assumeMainActor { table.rectForRow(at: item.indexPath).minY }
/// }
/// ```
///
/// - Important: Only for code paths that are on the main thread by construction.
@inline(__always)
func assumeMainActor<Result>(_ body: @MainActor () throws -> Result) rethrows -> Result {
    assert(Thread.isMainThread, "InfiniteProxy: UIKit glue called off the main thread")
    return try withoutActuallyEscaping(body) { mainActorBody in
        try unsafeBitCast(mainActorBody, to: (() throws -> Result).self)()
    }
}
#endif
