#if canImport(UIKit)
import UIKit
import os

/// An attachment a hook body can hand the call to: what an infinite table or collection view carries.
@MainActor
protocol InfiniteHookAttachment: AnyObject, Sendable {
    /// Whether the controller takes the client's lifecycle and structural calls right now.
    var interceptsLifecycle: Bool { get }
}

/// The gate every hook body passes first: the view's attachment when the body may translate this
/// call, nil when the body must run UIKit's original untranslated.
///
/// Nil for a view that was never made infinite (one associated-object read, no isolation check,
/// callable from any thread), and for an infinite view called off the main thread (logged once
/// per hook by ``OffMainThreadHookLog``). With `lifecycle`, also nil while the controller does
/// not take lifecycle calls (``InfiniteHookAttachment/interceptsLifecycle``).
///
/// ```swift
/// @objc dynamic nonisolated func infinite_reloadData() {
///     guard let controller = infiniteHook()?.controller else { return infinite_reloadData() }
///     assumeMainActor { controller.hookedReloadData { infinite_reloadData() } }
/// }
/// ```
///
/// - Complexity: O(1); allocates nothing.
@inline(__always)
func infiniteHookGate<Attachment: InfiniteHookAttachment>(
    _ attachment: Attachment?, lifecycle: Bool, _ hook: StaticString
) -> Attachment? {
    guard let attachment else { return nil }
    guard Thread.isMainThread else {
        OffMainThreadHookLog.shared.report(hook)
        return nil
    }
    guard lifecycle else { return attachment }
    return assumeMainActor { attachment.interceptsLifecycle } ? attachment : nil
}

/// The one diagnostic for a hooked method of an infinite view called off the main thread: a log
/// line (fault level) naming the hook, the first time each hook is called so. The call itself
/// runs UIKit's original, as it would without the library.
///
/// ```swift
/// OffMainThreadHookLog.shared.report("infinite_reloadData()")
/// // InfiniteProxy: infinite_reloadData() called off the main thread on an infinite view; …
/// ```
///
/// - Complexity: O(1) under a lock.
final class OffMainThreadHookLog: @unchecked Sendable {
    static let shared = OffMainThreadHookLog()
    private let lock = NSLock()
    private var reported: Set<String> = []

    /// Logs `hook` unless it was logged before; returns whether it logged.
    @discardableResult
    func report(_ hook: StaticString) -> Bool {
        let name = "\(hook)"
        lock.lock()
        let isFirst = reported.insert(name).inserted
        lock.unlock()
        guard isFirst else { return false }
        os_log(.fault, "InfiniteProxy: %{public}s called off the main thread on an infinite view; UIKit's own method ran, untranslated. UIKit views are main-thread only.", name)
        return true
    }
}

extension UITableView {
    /// The table's attachment when a hook body may translate this call (``infiniteHookGate(_:lifecycle:_:)``).
    @inline(__always)
    nonisolated func infiniteHook(lifecycle: Bool = false, _ hook: StaticString = #function) -> InfiniteTableAttachment? {
        infiniteHookGate(infiniteTableAttachment, lifecycle: lifecycle, hook)
    }
}

extension UICollectionView {
    /// The view's attachment when a hook body may translate this call (``infiniteHookGate(_:lifecycle:_:)``).
    @inline(__always)
    nonisolated func infiniteHook(lifecycle: Bool = false, _ hook: StaticString = #function) -> InfiniteCollectionAttachment? {
        infiniteHookGate(infiniteCollectionAttachment, lifecycle: lifecycle, hook)
    }
}

extension InfiniteTableAttachment: InfiniteHookAttachment {
    var interceptsLifecycle: Bool { controller.interceptsLifecycle }
}

extension InfiniteCollectionAttachment: InfiniteHookAttachment {
    var interceptsLifecycle: Bool { controller.interceptsLifecycle }
}
#endif
