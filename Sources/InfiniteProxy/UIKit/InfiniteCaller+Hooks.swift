#if canImport(UIKit)
import InfiniteCaller
import ObjectiveC
import UIKit

/// Who sent the message a method hook is handling: ``CallerKind/system`` for UIKit
/// calling itself, ``CallerKind/app`` for the app and the libraries it ships. Decided by
/// ``HookCallerRule`` from two return addresses read by the C target `InfiniteCaller` inside the
/// hook's body, against the hooks' entry points registered at installation and the images the
/// app ships (their ranges recorded once per image as dyld loads it).
///
/// ```swift
/// @objc dynamic nonisolated func infinite_indexPath(for cell: UITableViewCell) -> IndexPath? {
///     guard let call = infiniteCall() else { return infinite_indexPath(for: cell) }
///     …                                        // call.caller: read in this body's frame
/// }
/// ```
///
/// - Important: ``current()`` must run in the hook's own body (it is transparent, so it is inlined
///   even without optimisation, as is `infiniteCall()` that calls it), never inside a closure:
///   the walk starts at the frame that calls the C function.
/// - Complexity: a few loads and two range look-ups (≈ 100 ns).
@MainActor
enum HookCaller {
    private static var rule = HookCallerRule()

    /// Registers the entry points now installed for `selectors` on `cls` (after the exchange, the
    /// hooks' thunks).
    static func register(_ cls: AnyClass, selectors: [Selector]) {
        for selector in selectors {
            guard let method = class_getInstanceMethod(cls, selector) else { continue }
            let entry = unsafeBitCast(method_getImplementation(method), to: UnsafeRawPointer.self)
            rule.register(entry: UInt(infinite_caller_strip(entry)))
        }
    }

    /// The caller of the message the hook whose body this is inlined into is handling.
    @_transparent
    nonisolated static func current() -> CallerKind {
        var first: UInt = 0
        var second: UInt = 0
        infinite_caller_return_addresses(&first, &second)
        return classify(first: first, second: second)
    }

    nonisolated static func classify(first: UInt, second: UInt) -> CallerKind {
        assumeMainActor { rule.caller(first: first, second: second) { infinite_caller_image_is_system($0) } }
    }
}
#endif
