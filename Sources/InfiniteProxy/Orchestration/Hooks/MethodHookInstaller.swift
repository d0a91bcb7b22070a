/// One method of a UIKit class that the list glue replaces, by selector name.
///
/// `selector` is UIKit's (`"reloadData"`); `alias` names the replacement's body as compiled
/// (`"infinite_reloadData"`). After ``MethodHookInstaller/install(_:on:in:forwarder:)``:
/// - `selector` runs the body, whoever sends it (app code, a subclass's `super` call, UIKit);
/// - `alias` runs a *forwarder* that calls the implementation `selector` had before, with
///   `selector` — never `alias` — as `_cmd`. The body and the controller reach UIKit's original
///   through it.
///
/// ```swift
/// MethodHook("reloadData", alias: "infinite_reloadData", critical: true)
/// ```
///
/// - Complexity: O(1).
package struct MethodHook: Hashable, Sendable {
    /// UIKit's selector (Objective-C spelling).
    package let selector: String
    /// The body's selector; after installation, the way to the original implementation.
    package let alias: String
    /// Whether infinite scrolling cannot work without it.
    package let isCritical: Bool
    /// Whether it only answers app code in the client's space (a getter, a method taking or
    /// returning paths, sections or counts): left out when ``InfiniteHooks/translatesAppCode`` is false.
    package let isAppCode: Bool

    package init(_ selector: String, alias: String, critical: Bool = false, appCode: Bool = false) {
        self.selector = selector
        self.alias = alias
        self.isCritical = critical
        self.isAppCode = appCode
    }
}

/// The implementation a hooked selector had before the hook: what the forwarder calls.
package enum HookedOriginal<Implementation> {
    /// The class defined the method itself: this implementation (captured at installation; it may
    /// be another library's replacement, which then keeps working because it still gets its `_cmd`).
    case own(Implementation)
    /// The class only inherited the method: the forwarder looks the superclass's implementation
    /// up at each call (RSSwizzle's rule), so a later replacement in the superclass is honoured.
    case inherited
    /// The selector was left to UIKit (an app-code hook with ``InfiniteHooks/translatesAppCode``
    /// false): the forwarder calls the class's current implementation of it.
    case current
}

/// An Objective-C method table as far as hook installation needs it: the runtime on iOS
/// (`class_getInstanceMethod`, `class_replaceMethod`), ``HostMethodTable`` on the host.
@MainActor
package protocol MethodHookTable {
    associatedtype Class
    associatedtype Implementation

    /// The implementation `cls` answers for `selector`, its own or inherited; nil when none.
    func implementation(of selector: String, in cls: Class) -> Implementation?
    /// Makes `implementation` `cls`'s own for `selector` (adding the method when `cls` only
    /// inherited it) and returns `cls`'s previous own implementation, nil when it had none
    /// (`class_replaceMethod`).
    func replaceImplementation(of selector: String, in cls: Class, with implementation: Implementation) -> Implementation?
}

/// What an installation did.
package struct MethodHookInstallation: Equatable, Sendable {
    /// Every critical hook is in place (the views may be made infinite).
    package let isComplete: Bool
    /// The selectors now hooked, in installation order.
    package let installed: [String]
    /// The selectors the class (or the library) lacks; none was touched when a critical one is here.
    package let missing: [String]
}

/// Installs ``MethodHook``s the way InterposeKit and RSSwizzle do: the original implementation
/// stays reachable under UIKit's selector, so `_cmd`-keyed swizzlers (DZNEmptyDataSet, analytics
/// SDKs) installed before or after keep working, and the body never depends on `_cmd`.
///
/// Rules, in order:
/// 0. with `translatingAppCode` false, the app-code hooks (``MethodHook/isAppCode``) leave UIKit's
///    selector alone: only `alias` gets `forwarder(hook, .current)`, so the library's own calls
///    of `alias` still reach UIKit's method; they are neither installed nor missing;
/// 1. a hook is *available* when the class answers both `selector` and `alias`;
/// 2. if a critical hook is unavailable, nothing is touched and the installation is incomplete
///    (views stay finite rather than run half-hooked);
/// 3. each available hook, in list order: `selector` gets the body's implementation
///    (`class_replaceMethod`, which keeps the superclass untouched), then `alias` gets
///    `forwarder(hook, previous)`, where previous is `selector`'s former own implementation or
///    ``HookedOriginal/inherited``.
///
/// Idempotence is the caller's: install once per class through a ``MethodHookRegistry``.
///
/// ```swift
/// let result = MethodHookInstaller.install(hooks, on: table, in: runtime) { hook, original in
///     makeForwarder(hook, original)
/// }
/// result.isComplete   // true when every critical selector exists
/// ```
///
/// - Complexity: O(hooks).
@MainActor
package enum MethodHookInstaller {
    package static func install<Table: MethodHookTable>(
        _ hooks: [MethodHook], on cls: Table.Class, in table: Table, translatingAppCode: Bool = true,
        forwarder: (MethodHook, HookedOriginal<Table.Implementation>) -> Table.Implementation
    ) -> MethodHookInstallation {
        let leftToUIKit = translatingAppCode ? [] : hooks.filter(\.isAppCode)
        let hooks = translatingAppCode ? hooks : hooks.filter { !$0.isAppCode }
        var available: [(MethodHook, Table.Implementation)] = []
        var missing: [String] = []
        var criticalMissing = false
        for hook in hooks {
            if table.implementation(of: hook.selector, in: cls) != nil,
               let body = table.implementation(of: hook.alias, in: cls) {
                available.append((hook, body))
            } else {
                missing.append(hook.selector)
                if hook.isCritical { criticalMissing = true }
            }
        }
        guard !criticalMissing else { return MethodHookInstallation(isComplete: false, installed: [], missing: missing) }
        var installed: [String] = []
        for (hook, body) in available {
            let previous = table.replaceImplementation(of: hook.selector, in: cls, with: body)
            let original: HookedOriginal<Table.Implementation> = previous.map { .own($0) } ?? .inherited
            _ = table.replaceImplementation(of: hook.alias, in: cls, with: forwarder(hook, original))
            installed.append(hook.selector)
        }
        for hook in leftToUIKit where table.implementation(of: hook.alias, in: cls) != nil {
            _ = table.replaceImplementation(of: hook.alias, in: cls, with: forwarder(hook, .current))
        }
        return MethodHookInstallation(isComplete: true, installed: installed, missing: missing)
    }
}

/// Remembers each class's installation so hooks are installed once per class, for the process.
///
/// ```swift
/// var registry = MethodHookRegistry<ObjectIdentifier>()
/// registry.installOnce(ObjectIdentifier(UITableView.self)) { install() }   // installs
/// registry.installOnce(ObjectIdentifier(UITableView.self)) { install() }   // remembered
/// ```
///
/// - Complexity: O(1) after the first call per key.
package struct MethodHookRegistry<Key: Hashable> {
    private var results: [Key: MethodHookInstallation] = [:]

    package init() {}

    /// The installation for `key`, made by `install` the first time only.
    package mutating func installOnce(_ key: Key, _ install: () -> MethodHookInstallation) -> MethodHookInstallation {
        if let done = results[key] { return done }
        let result = install()
        results[key] = result
        return result
    }
}
