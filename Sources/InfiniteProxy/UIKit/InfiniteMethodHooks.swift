#if canImport(UIKit)
import ObjectiveC
import UIKit

/// Installs the method hooks behind "client calls inside callbacks" — once per class, for the
/// whole process — by exchanging the implementations of UIKit's methods with `infinite_…`
/// replacements declared in `UITableView+InfiniteHooks.swift` and
/// `UICollectionView+InfiniteHooks.swift`.
///
/// **Why exchange once, not a per-instance subclass.** A per-instance subclass (KVO's technique)
/// fights KVO itself: clients and UIKit observe `contentOffset` with KVO, which already swaps the
/// class of observed instances, and the two class swaps must then be undone in the right order.
/// Exchanging implementations once on `UITableView` and `UICollectionView` leaves every
/// instance's class alone and works for subclasses that override and call `super`.
///
/// **Why it is inert and safe for UIKit's own calls.** Each replacement first looks up the view's
/// controller (one associated-object read). Views that were never made infinite, or are not
/// active, run UIKit's implementation unchanged. On an active view:
/// - a *translating* hook (`dequeueReusableCell(withIdentifier:for:)`, `cellForRow(at:)`,
///   `deselectRow`…) changes the path only while the engine's translation stack has a forwarded
///   call on top — that is, while the proxy is inside a client callback — and only for a path of
///   the client's data. UIKit's own calls from layout, reloads, animations, accessibility or
///   scrolling happen outside forwarded calls (or inside `passingThrough`, which the controller
///   wraps around layout and around every original implementation it runs), so they are never
///   translated, and a translated call runs UIKit's original inside `passingThrough`, so what
///   UIKit does internally from there is not translated a second time;
/// - a *lifecycle* hook (setters, `reloadData`, batch updates, `layoutSubviews`) acts only when
///   the call is not the controller's own (``ListController/bypassingHooks(_:)``).
///
/// If a critical method cannot be exchanged (an SDK that renamed it), the view stays finite: the
/// controller refuses to activate rather than run half-hooked.
@MainActor
enum InfiniteMethodHooks {
    /// One exchange: UIKit's selector and the replacement's.
    struct Pair {
        let original: Selector
        let replacement: Selector
        /// Whether infinite scrolling cannot work without it.
        let isCritical: Bool

        init(_ original: Selector, _ replacement: Selector, critical: Bool = false) {
            self.original = original
            self.replacement = replacement
            self.isCritical = critical
        }
    }

    private static var results: [ObjectIdentifier: Bool] = [:]

    /// Exchanges every pair on `cls` the first time it is asked; returns whether all critical
    /// pairs are in place (remembered for later calls).
    ///
    /// - Complexity: O(pairs) the first time, O(1) after.
    static func install(on cls: AnyClass, pairs: [Pair]) -> Bool {
        let key = ObjectIdentifier(cls)
        if let done = results[key] { return done }
        var complete = true
        for pair in pairs {
            let exchanged = exchange(cls, pair.original, pair.replacement)
            if pair.isCritical && !exchanged { complete = false }
        }
        results[key] = complete
        return complete
    }

    /// Exchanges two implementations, adding the original to `cls` first when only a superclass
    /// implements it (so the superclass is never modified).
    private static func exchange(_ cls: AnyClass, _ original: Selector, _ replacement: Selector) -> Bool {
        guard let originalMethod = class_getInstanceMethod(cls, original),
              let replacementMethod = class_getInstanceMethod(cls, replacement) else { return false }
        if class_addMethod(cls, original, method_getImplementation(replacementMethod),
                           method_getTypeEncoding(replacementMethod)) {
            class_replaceMethod(cls, replacement, method_getImplementation(originalMethod),
                                method_getTypeEncoding(originalMethod))
        } else {
            method_exchangeImplementations(originalMethod, replacementMethod)
        }
        return true
    }
}

/// Carries a main-thread value into a main-queue block (UIKit's completion handlers are not
/// `Sendable` in the iOS 16 SDK, but they are only ever called on the main thread).
struct MainThreadBox<Value>: @unchecked Sendable {
    let value: Value
}
#endif
