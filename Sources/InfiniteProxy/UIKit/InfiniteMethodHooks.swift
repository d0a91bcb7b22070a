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

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    func forwarder(to original: InfiniteMethodHooks.Original) -> IMP {
        let sel = original.selector
        switch self {
        case .none, .v:
            typealias F = @convention(c) (AnyObject, Selector) -> Void
            let block: @convention(block) (AnyObject) -> Void = { receiver in
                guard let imp = original.implementation else { return }
                unsafeBitCast(imp, to: F.self)(receiver, sel)
            }
            return imp_implementationWithBlock(block)
        case .o_v:
            typealias F = @convention(c) (AnyObject, Selector, AnyObject?) -> Void
            let block: @convention(block) (AnyObject, AnyObject?) -> Void = { receiver, a in
                guard let imp = original.implementation else { return }
                unsafeBitCast(imp, to: F.self)(receiver, sel, a)
            }
            return imp_implementationWithBlock(block)
        case .oi_v:
            typealias F = @convention(c) (AnyObject, Selector, AnyObject?, Int) -> Void
            let block: @convention(block) (AnyObject, AnyObject?, Int) -> Void = { receiver, a, b in
                guard let imp = original.implementation else { return }
                unsafeBitCast(imp, to: F.self)(receiver, sel, a, b)
            }
            return imp_implementationWithBlock(block)
        case .oo_v:
            typealias F = @convention(c) (AnyObject, Selector, AnyObject?, AnyObject?) -> Void
            let block: @convention(block) (AnyObject, AnyObject?, AnyObject?) -> Void = { receiver, a, b in
                guard let imp = original.implementation else { return }
                unsafeBitCast(imp, to: F.self)(receiver, sel, a, b)
            }
            return imp_implementationWithBlock(block)
        case .ii_v:
            typealias F = @convention(c) (AnyObject, Selector, Int, Int) -> Void
            let block: @convention(block) (AnyObject, Int, Int) -> Void = { receiver, a, b in
                guard let imp = original.implementation else { return }
                unsafeBitCast(imp, to: F.self)(receiver, sel, a, b)
            }
            return imp_implementationWithBlock(block)
        case .ob_v:
            typealias F = @convention(c) (AnyObject, Selector, AnyObject?, Bool) -> Void
            let block: @convention(block) (AnyObject, AnyObject?, Bool) -> Void = { receiver, a, b in
                guard let imp = original.implementation else { return }
                unsafeBitCast(imp, to: F.self)(receiver, sel, a, b)
            }
            return imp_implementationWithBlock(block)
        case .obi_v:
            typealias F = @convention(c) (AnyObject, Selector, AnyObject?, Bool, Int) -> Void
            let block: @convention(block) (AnyObject, AnyObject?, Bool, Int) -> Void = { receiver, a, b, c in
                guard let imp = original.implementation else { return }
                unsafeBitCast(imp, to: F.self)(receiver, sel, a, b, c)
            }
            return imp_implementationWithBlock(block)
        case .oib_v:
            typealias F = @convention(c) (AnyObject, Selector, AnyObject?, Int, Bool) -> Void
            let block: @convention(block) (AnyObject, AnyObject?, Int, Bool) -> Void = { receiver, a, b, c in
                guard let imp = original.implementation else { return }
                unsafeBitCast(imp, to: F.self)(receiver, sel, a, b, c)
            }
            return imp_implementationWithBlock(block)
        case .o:
            typealias F = @convention(c) (AnyObject, Selector) -> Unmanaged<AnyObject>?
            let block: @convention(block) (AnyObject) -> Unmanaged<AnyObject>? = { receiver in
                guard let imp = original.implementation else { return nil }
                return unsafeBitCast(imp, to: F.self)(receiver, sel)
            }
            return imp_implementationWithBlock(block)
        case .o_o:
            typealias F = @convention(c) (AnyObject, Selector, AnyObject?) -> Unmanaged<AnyObject>?
            let block: @convention(block) (AnyObject, AnyObject?) -> Unmanaged<AnyObject>? = { receiver, a in
                guard let imp = original.implementation else { return nil }
                return unsafeBitCast(imp, to: F.self)(receiver, sel, a)
            }
            return imp_implementationWithBlock(block)
        case .oo_o:
            typealias F = @convention(c) (AnyObject, Selector, AnyObject?, AnyObject?) -> Unmanaged<AnyObject>?
            let block: @convention(block) (AnyObject, AnyObject?, AnyObject?) -> Unmanaged<AnyObject>? = { receiver, a, b in
                guard let imp = original.implementation else { return nil }
                return unsafeBitCast(imp, to: F.self)(receiver, sel, a, b)
            }
            return imp_implementationWithBlock(block)
        case .ooo_o:
            typealias F = @convention(c) (AnyObject, Selector, AnyObject?, AnyObject?, AnyObject?) -> Unmanaged<AnyObject>?
            let block: @convention(block) (AnyObject, AnyObject?, AnyObject?, AnyObject?) -> Unmanaged<AnyObject>? = {
                receiver, a, b, c in
                guard let imp = original.implementation else { return nil }
                return unsafeBitCast(imp, to: F.self)(receiver, sel, a, b, c)
            }
            return imp_implementationWithBlock(block)
        case .p_o:
            typealias F = @convention(c) (AnyObject, Selector, CGPoint) -> Unmanaged<AnyObject>?
            let block: @convention(block) (AnyObject, CGPoint) -> Unmanaged<AnyObject>? = { receiver, a in
                guard let imp = original.implementation else { return nil }
                return unsafeBitCast(imp, to: F.self)(receiver, sel, a)
            }
            return imp_implementationWithBlock(block)
        case .r_o:
            typealias F = @convention(c) (AnyObject, Selector, CGRect) -> Unmanaged<AnyObject>?
            let block: @convention(block) (AnyObject, CGRect) -> Unmanaged<AnyObject>? = { receiver, a in
                guard let imp = original.implementation else { return nil }
                return unsafeBitCast(imp, to: F.self)(receiver, sel, a)
            }
            return imp_implementationWithBlock(block)
        case .i_o:
            typealias F = @convention(c) (AnyObject, Selector, Int) -> Unmanaged<AnyObject>?
            let block: @convention(block) (AnyObject, Int) -> Unmanaged<AnyObject>? = { receiver, a in
                guard let imp = original.implementation else { return nil }
                return unsafeBitCast(imp, to: F.self)(receiver, sel, a)
            }
            return imp_implementationWithBlock(block)
        case .i_rect:
            typealias F = @convention(c) (AnyObject, Selector, Int) -> CGRect
            let block: @convention(block) (AnyObject, Int) -> CGRect = { receiver, a in
                guard let imp = original.implementation else { return .null }
                return unsafeBitCast(imp, to: F.self)(receiver, sel, a)
            }
            return imp_implementationWithBlock(block)
        case .i:
            typealias F = @convention(c) (AnyObject, Selector) -> Int
            let block: @convention(block) (AnyObject) -> Int = { receiver in
                guard let imp = original.implementation else { return 0 }
                return unsafeBitCast(imp, to: F.self)(receiver, sel)
            }
            return imp_implementationWithBlock(block)
        case .i_i:
            typealias F = @convention(c) (AnyObject, Selector, Int) -> Int
            let block: @convention(block) (AnyObject, Int) -> Int = { receiver, a in
                guard let imp = original.implementation else { return 0 }
                return unsafeBitCast(imp, to: F.self)(receiver, sel, a)
            }
            return imp_implementationWithBlock(block)
        case .o_rect:
            typealias F = @convention(c) (AnyObject, Selector, AnyObject?) -> CGRect
            let block: @convention(block) (AnyObject, AnyObject?) -> CGRect = { receiver, a in
                guard let imp = original.implementation else { return .null }
                return unsafeBitCast(imp, to: F.self)(receiver, sel, a)
            }
            return imp_implementationWithBlock(block)
        }
    }
}

#endif
