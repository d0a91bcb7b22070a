import Foundation

/// What a method hook's body does with one call, decided before anything else it does.
///
/// ```swift
/// HookRoute(isInfinite: false, isMainThread: false)   // .original: not our view, any thread
/// HookRoute(isInfinite: true, isMainThread: false)    // .originalOffMainThread: + one diagnostic
/// HookRoute(isInfinite: true, isMainThread: true)     // .translated
/// ```
///
/// - Complexity: O(1); `isMainThread` is read only for an infinite view.
package enum HookRoute: Equatable, Sendable {
    /// The view was never made infinite: UIKit's original, exactly as without the library.
    case original
    /// An infinite view called off the main thread: UIKit's original, untranslated, and one
    /// diagnostic per hook (the library's state is main-thread only; UIKit's views are too).
    case originalOffMainThread
    /// An infinite view on the main thread: the body may translate.
    case translated

    package init(isInfinite: Bool, isMainThread: @autoclosure () -> Bool) {
        if !isInfinite {
            self = .original
        } else {
            self = isMainThread() ? .translated : .originalOffMainThread
        }
    }
}

/// The gate every method hook body passes first, on UIKit (`InfiniteHookGate.swift`) and on the
/// host's hook model alike: ``HookRoute`` over the view's attachment and the thread, with the
/// off-main diagnostic sent once per hook (``OffMainThreadHookLog``).
///
/// The thread check and the diagnostic's sink are injected: UIKit passes `Thread.isMainThread`
/// and `os_log`, the host its own main thread and a recorder.
///
/// ```swift
/// let gate = HookGate(offMainThread: OffMainThreadHookLog { print($0) })
/// gate.admit(view.attachment, hook: "infinite_reloadData()")
/// // nil → call UIKit's original; else translate with the attachment
/// ```
///
/// - Complexity: O(1). On a view that is not infinite: one nil check, no allocation, no lock,
///   no thread check.
package struct HookGate: Sendable {
    /// Whether the caller runs on the main thread (read only for an infinite view).
    package let isMainThread: @Sendable () -> Bool
    /// Where an infinite view's off-main call is reported.
    package let offMainThread: OffMainThreadHookLog

    package init(isMainThread: @escaping @Sendable () -> Bool = { Thread.isMainThread }, offMainThread: OffMainThreadHookLog) {
        self.isMainThread = isMainThread
        self.offMainThread = offMainThread
    }

    /// The route of a call of `hook` on a view whose attachment is `attachment` (nil: never made
    /// infinite); an off-main call is reported here.
    @inline(__always)
    package func route<Attachment>(_ attachment: Attachment?, hook: StaticString) -> HookRoute {
        let route = HookRoute(isInfinite: attachment != nil, isMainThread: isMainThread())
        if route == .originalOffMainThread { offMainThread.report(hook) }
        return route
    }

    /// `attachment` when the body may translate this call of `hook`, nil when it must call UIKit's
    /// original: the view is not infinite, the call is off the main thread (reported), or
    /// `takesCall` (read on the main thread only) declines it.
    @inline(__always)
    package func admit<Attachment>(_ attachment: Attachment?, hook: StaticString,
                                   takesCall: (Attachment) -> Bool = { _ in true }) -> Attachment? {
        guard let attachment, route(attachment, hook: hook) == .translated else { return nil }
        return takesCall(attachment) ? attachment : nil
    }
}

/// The one diagnostic for a hooked method of an infinite view called off the main thread: the
/// first time each hook is called so, ``message(hook:)`` goes to the sink (a fault-level log line
/// on UIKit). The call itself runs UIKit's original, as it would without the library.
///
/// ```swift
/// let log = OffMainThreadHookLog { os_log(.fault, "%{public}s", $0) }
/// log.report("infinite_reloadData()")   // true: sent
/// log.report("infinite_reloadData()")   // false: sent before
/// ```
///
/// - Complexity: O(1) under a lock, plus the sink the first time per hook.
package final class OffMainThreadHookLog: @unchecked Sendable {
    private let sink: @Sendable (String) -> Void
    private let lock = NSLock()
    private var reported: Set<String> = []

    package init(sink: @escaping @Sendable (String) -> Void) {
        self.sink = sink
    }

    /// The diagnostic for `hook`.
    package static func message(hook: String) -> String {
        "InfiniteProxy: \(hook) called off the main thread on an infinite view; UIKit's own method ran, untranslated. UIKit views are main-thread only."
    }

    /// Sends `hook`'s diagnostic unless it was sent before; returns whether it sent.
    @discardableResult
    package func report(_ hook: StaticString) -> Bool {
        let name = "\(hook)"
        lock.lock()
        let isFirst = reported.insert(name).inserted
        lock.unlock()
        guard isFirst else { return false }
        sink(Self.message(hook: name))
        return true
    }
}
