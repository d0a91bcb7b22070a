#if canImport(UIKit)
import ObjectiveC
import UIKit

/// Installs the method hooks of `UITableView` and `UICollectionView` — once per class, for the
/// whole process — without renaming UIKit's methods.
///
/// Each hook is a UIKit selector `S` and an `infinite_S` method compiled in
/// `UITableView+InfiniteHooks.swift` / `UICollectionView+InfiniteHooks.swift`. The shared
/// ``MethodHookInstaller`` (tested on the host against ``HostMethodTable``) then:
/// - gives `S` the body's implementation (`class_replaceMethod` on the class itself, so a
///   superclass is never modified, and a subclass's override that calls `super` runs it once);
/// - gives `infinite_S` a *forwarder* made here with `imp_implementationWithBlock`: it calls the
///   implementation `S` had before — UIKit's, or another library's replacement — with `S` as
///   `_cmd`. So the body reaches the original by calling `infinite_S(…)`, and a `_cmd`-keyed
///   swizzler (DZNEmptyDataSet, analytics SDKs) installed before or after ours still finds its
///   original: nothing under UIKit's selector was renamed, and the body never reads `_cmd`.
///
/// The controller's own calls to UIKit (its reloads, the empty update that animates heights,
/// re-assigning the interceptors) go through `infinite_S` too: straight to the original, never
/// through a subclass's override again. A subclass that overrides `reloadData()` therefore runs
/// its override once per app call, and one that defers `super.reloadData()` to a later turn
/// cannot loop.
///
/// **Why it is inert for views that are not infinite.** Each body reads the view's attachment
/// (one associated-object read) and, without one, calls the forwarder: UIKit's method runs with
/// its own `_cmd` and arguments untouched.
///
/// **Why not a per-instance subclass.** KVO already swaps the class of observed instances (clients
/// and UIKit observe `contentOffset`), and two class swaps must then be undone in order.
///
/// If a critical method is missing, nothing is installed and the view stays finite.
@MainActor
enum InfiniteMethodHooks {
    /// One hook: UIKit's selector, the body's, and the forwarder's calling convention.
    struct Hook {
        let selector: Selector
        let alias: Selector
        let shape: ForwarderShape
        let isCritical: Bool

        let isAppCode: Bool

        init(_ selector: Selector, _ alias: Selector, _ shape: ForwarderShape, critical: Bool = false, appCode: Bool = false) {
            self.selector = selector
            self.alias = alias
            self.shape = shape
            self.isCritical = critical
            self.isAppCode = appCode
        }

        var methodHook: MethodHook {
            MethodHook(NSStringFromSelector(selector), alias: NSStringFromSelector(alias), critical: isCritical, appCode: isAppCode)
        }
    }

    private static var registry = MethodHookRegistry<ObjectIdentifier>()

    /// Installs `hooks` on `cls` the first time it is asked; returns whether every critical hook is
    /// in place (remembered for later calls).
    ///
    /// - Complexity: O(hooks) the first time, O(1) after.
    static func install(on cls: AnyClass, _ hooks: [Hook]) -> Bool {
        registry.installOnce(ObjectIdentifier(cls)) {
            let shapes = Dictionary(hooks.map { ($0.methodHook.selector, $0.shape) }, uniquingKeysWith: { first, _ in first })
            return MethodHookInstaller.install(hooks.map(\.methodHook), on: cls, in: Runtime(),
                                               translatingAppCode: InfiniteHooks.translatesAppCode) { hook, previous in
                let selector = NSSelectorFromString(hook.selector)
                let original = Original(cls: cls, selector: selector, captured: previous)
                return (shapes[hook.selector] ?? .none).forwarder(to: original)
            }
        }.isComplete
    }

    /// The Objective-C runtime as the installer's method table.
    struct Runtime: MethodHookTable {
        func implementation(of selector: String, in cls: AnyClass) -> IMP? {
            class_getInstanceMethod(cls, NSSelectorFromString(selector)).map(method_getImplementation)
        }

        func replaceImplementation(of selector: String, in cls: AnyClass, with implementation: IMP) -> IMP? {
            let name = NSSelectorFromString(selector)
            let types = class_getInstanceMethod(cls, name).flatMap(method_getTypeEncoding)
            return class_replaceMethod(cls, name, implementation, types)
        }
    }

    /// What a forwarder calls: the captured implementation, or the superclass's current one when
    /// the class only inherited the method.
    struct Original: @unchecked Sendable {
        let cls: AnyClass
        let selector: Selector
        let captured: HookedOriginal<IMP>

        var implementation: IMP? {
            switch captured {
            case .own(let implementation): implementation
            case .inherited: class_getMethodImplementation(class_getSuperclass(cls), selector)
            case .current: class_getMethodImplementation(cls, selector)
            }
        }

        /// Calls the original implementation as the C function type `F` (its Objective-C calling
        /// convention); `fallback` when there is none. Every forwarder shape is this one call.
        ///
        /// ```swift
        /// typealias F = @convention(c) (AnyObject, Selector) -> Void
        /// original.call(F.self, else: ()) { $0(receiver, original.selector) }
        /// ```
        ///
        /// - Complexity: O(1).
        @inline(__always)
        func call<F, Result>(_ type: F.Type, else fallback: Result, _ body: (F) -> Result) -> Result {
            guard let implementation else { return fallback }
            return body(unsafeBitCast(implementation, to: F.self))
        }
    }
}

/// The calling conventions of the hooked methods, as Objective-C sees them: `o` an object (or
/// block, or nil), `i` an integer or enum, `b` a `BOOL`, `p` a `CGPoint`; after `_`, the return.
/// The forwarder of each passes its arguments through unchanged.
enum ForwarderShape {
    case none
    case v, o_v, oi_v, oo_v, ii_v, ob_v, obi_v, oib_v
    case o, o_o, oo_o, ooo_o, p_o, r_o, i_o
    case o_rect, i_rect
    case i, i_i

    // swiftlint:disable:next cyclomatic_complexity
    func forwarder(to original: InfiniteMethodHooks.Original) -> IMP {
        let sel = original.selector
        let block: Any
        switch self {
        case .none, .v:
            typealias F = @convention(c) (AnyObject, Selector) -> Void
            block = { r in original.call(F.self, else: ()) { $0(r, sel) } } as @convention(block) (AnyObject) -> Void
        case .o_v:
            typealias F = @convention(c) (AnyObject, Selector, AnyObject?) -> Void
            block = { r, a in original.call(F.self, else: ()) { $0(r, sel, a) } } as @convention(block) (AnyObject, AnyObject?) -> Void
        case .oi_v:
            typealias F = @convention(c) (AnyObject, Selector, AnyObject?, Int) -> Void
            block = { r, a, b in original.call(F.self, else: ()) { $0(r, sel, a, b) } } as @convention(block) (AnyObject, AnyObject?, Int) -> Void
        case .oo_v:
            typealias F = @convention(c) (AnyObject, Selector, AnyObject?, AnyObject?) -> Void
            block = { r, a, b in original.call(F.self, else: ()) { $0(r, sel, a, b) } } as @convention(block) (AnyObject, AnyObject?, AnyObject?) -> Void
        case .ii_v:
            typealias F = @convention(c) (AnyObject, Selector, Int, Int) -> Void
            block = { r, a, b in original.call(F.self, else: ()) { $0(r, sel, a, b) } } as @convention(block) (AnyObject, Int, Int) -> Void
        case .ob_v:
            typealias F = @convention(c) (AnyObject, Selector, AnyObject?, Bool) -> Void
            block = { r, a, b in original.call(F.self, else: ()) { $0(r, sel, a, b) } } as @convention(block) (AnyObject, AnyObject?, Bool) -> Void
        case .obi_v:
            typealias F = @convention(c) (AnyObject, Selector, AnyObject?, Bool, Int) -> Void
            block = { r, a, b, c in original.call(F.self, else: ()) { $0(r, sel, a, b, c) } } as @convention(block) (AnyObject, AnyObject?, Bool, Int) -> Void
        case .oib_v:
            typealias F = @convention(c) (AnyObject, Selector, AnyObject?, Int, Bool) -> Void
            block = { r, a, b, c in original.call(F.self, else: ()) { $0(r, sel, a, b, c) } } as @convention(block) (AnyObject, AnyObject?, Int, Bool) -> Void
        case .o:
            typealias F = @convention(c) (AnyObject, Selector) -> Unmanaged<AnyObject>?
            block = { r in original.call(F.self, else: nil) { $0(r, sel) } } as @convention(block) (AnyObject) -> Unmanaged<AnyObject>?
        case .o_o:
            typealias F = @convention(c) (AnyObject, Selector, AnyObject?) -> Unmanaged<AnyObject>?
            block = { r, a in original.call(F.self, else: nil) { $0(r, sel, a) } } as @convention(block) (AnyObject, AnyObject?) -> Unmanaged<AnyObject>?
        case .oo_o:
            typealias F = @convention(c) (AnyObject, Selector, AnyObject?, AnyObject?) -> Unmanaged<AnyObject>?
            block = { r, a, b in original.call(F.self, else: nil) { $0(r, sel, a, b) } } as @convention(block) (AnyObject, AnyObject?, AnyObject?) -> Unmanaged<AnyObject>?
        case .ooo_o:
            typealias F = @convention(c) (AnyObject, Selector, AnyObject?, AnyObject?, AnyObject?) -> Unmanaged<AnyObject>?
            block = { r, a, b, c in original.call(F.self, else: nil) { $0(r, sel, a, b, c) } } as @convention(block) (AnyObject, AnyObject?, AnyObject?, AnyObject?) -> Unmanaged<AnyObject>?
        case .p_o:
            typealias F = @convention(c) (AnyObject, Selector, CGPoint) -> Unmanaged<AnyObject>?
            block = { r, a in original.call(F.self, else: nil) { $0(r, sel, a) } } as @convention(block) (AnyObject, CGPoint) -> Unmanaged<AnyObject>?
        case .r_o:
            typealias F = @convention(c) (AnyObject, Selector, CGRect) -> Unmanaged<AnyObject>?
            block = { r, a in original.call(F.self, else: nil) { $0(r, sel, a) } } as @convention(block) (AnyObject, CGRect) -> Unmanaged<AnyObject>?
        case .i_o:
            typealias F = @convention(c) (AnyObject, Selector, Int) -> Unmanaged<AnyObject>?
            block = { r, a in original.call(F.self, else: nil) { $0(r, sel, a) } } as @convention(block) (AnyObject, Int) -> Unmanaged<AnyObject>?
        case .i_rect:
            typealias F = @convention(c) (AnyObject, Selector, Int) -> CGRect
            block = { r, a in original.call(F.self, else: .null) { $0(r, sel, a) } } as @convention(block) (AnyObject, Int) -> CGRect
        case .i:
            typealias F = @convention(c) (AnyObject, Selector) -> Int
            block = { r in original.call(F.self, else: 0) { $0(r, sel) } } as @convention(block) (AnyObject) -> Int
        case .i_i:
            typealias F = @convention(c) (AnyObject, Selector, Int) -> Int
            block = { r, a in original.call(F.self, else: 0) { $0(r, sel, a) } } as @convention(block) (AnyObject, Int) -> Int
        case .o_rect:
            typealias F = @convention(c) (AnyObject, Selector, AnyObject?) -> CGRect
            block = { r, a in original.call(F.self, else: .null) { $0(r, sel, a) } } as @convention(block) (AnyObject, AnyObject?) -> CGRect
        }
        return imp_implementationWithBlock(block)
    }
}

#endif
