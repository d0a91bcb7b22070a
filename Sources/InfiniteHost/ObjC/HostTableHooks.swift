import Foundation
import InfiniteProxy

/// The UIKit glue's method hooks (`UIKit/InfiniteMethodHooks.swift` and
/// `UITableView+InfiniteHooks.swift`) on the method-table model: a `UITableView` class whose
/// `reloadData` and `layoutSubviews` are UIKit's (``HostTableView``'s own), bodies installed under
/// those selectors by the shipped ``MethodHookInstaller``, and forwarders under the bodies'
/// `infinite_…` selectors that call the previous implementation with UIKit's selector as `_cmd`.
///
/// Each body passes the shipped ``HookGate`` first, as the glue's bodies do: a table that was never
/// made infinite → UIKit's original; an infinite one called off the model's main thread → the
/// original, untranslated, with one diagnostic per hook (recorded in ``diagnostics``); otherwise
/// the controller. The controller's own reload goes through the forwarder
/// (``HostTableView/originalReload``), as the glue's surface calls `infinite_reloadData()`.
///
/// ```swift
/// let hooks = HostTableHooks()
/// let object = hooks.makeTable(table)          // an instance of the model's UITableView
/// hooks.install()                              // once per class, idempotent
/// hooks.runtime.send("reloadData", to: object) // what app code's `tableView.reloadData()` does
/// ```
///
/// - Complexity: a send costs the model's lookup plus the controller's work.
package final class HostTableHooks {
    package let runtime: HostMethodTable
    /// The model's `UIView` (whose `didMoveToWindow` `UITableView` only inherits).
    package let viewClass: HostMethodTable.Class
    /// The model's `UITableView`.
    package let tableClass: HostMethodTable.Class
    /// `_cmd` of every call that reached UIKit's own implementations, in order.
    package private(set) var uikitCalls: [String] = []
    /// Associated-object reads made by the bodies (the attachment look-up).
    package private(set) var attachmentReads = 0
    private var registry = MethodHookRegistry<ObjectIdentifier>()
    /// The diagnostics of infinite tables' hooks called off the main thread, in order.
    package let diagnostics = HostDiagnosticRecorder()
    /// The shipped gate, with the model's main thread and ``diagnostics`` as its sink.
    private let gate: HookGate

    /// The frames and images the caller check reads (``HostCallStack``).
    package let stack: HostCallStack
    /// The shipped caller check, with the entry of every body registered.
    package let check = HookCallerCheck()
    /// Where each implementation's code starts, by ``HostMethodTable/Implementation/id``.
    private var entries: [Int: UInt] = [:]
    private var bodyIDs: Set<Int> = []
    /// Where each body's thunk starts, by alias.
    private var thunks: [String: UInt] = [:]

    /// The glue's hooks on `UITableView`, in the glue's order (a subset: the lifecycle ones, a
    /// getter and a path-taking method).
    package static let hooks = [
        MethodHook("delegate", alias: "infinite_delegate", critical: true, appCode: true),
        MethodHook("reloadData", alias: "infinite_reloadData", critical: true),
        MethodHook("layoutSubviews", alias: "infinite_layoutSubviews", critical: true),
        MethodHook("didMoveToWindow", alias: "infinite_didMoveToWindow"),
        MethodHook("deselectRowAtIndexPath:animated:", alias: "infinite_deselectRowAtIndexPath:animated:", appCode: true),
    ]

    /// `isMainThread` is the model's main thread (by default ``HostMainThread``: the main queue,
    /// where the host's views and tests run).
    package init(runtime: HostMethodTable = HostMethodTable(), stack: HostCallStack = HostCallStack(),
                 isMainThread: @escaping @Sendable () -> Bool = { HostMainThread.isCurrent }) {
        self.runtime = runtime
        self.stack = stack
        gate = HookGate(isMainThread: isMainThread, offMainThread: OffMainThreadHookLog { [diagnostics] in diagnostics.record($0) })
        viewClass = runtime.makeClass("UIView")
        tableClass = runtime.makeClass("UITableView", superclass: viewClass)
        runtime.addMethod("didMoveToWindow", to: viewClass) { [unowned self] _, cmd, _ in
            uikitCalls.append(cmd)
            return nil
        }
        runtime.addMethod("layoutSubviews", to: viewClass) { [unowned self] _, cmd, _ in
            uikitCalls.append(cmd)
            return nil
        }
        runtime.addMethod("reloadData", to: tableClass) { [unowned self] object, cmd, _ in
            uikitCalls.append(cmd)
            (object.payload as? HostTableView)?.performReload()
            return nil
        }
        runtime.addMethod("layoutSubviews", to: tableClass) { [unowned self] object, cmd, _ in
            uikitCalls.append(cmd)
            (object.payload as? HostTableView)?.layoutIfNeeded()
            return nil
        }
        runtime.addMethod("delegate", to: tableClass) { [unowned self] object, cmd, _ in
            uikitCalls.append(cmd)
            return (object.payload as? HostTableView)?.storedDelegate   // the ivar
        }
        runtime.addMethod("deselectRowAtIndexPath:animated:", to: tableClass) { [unowned self] object, cmd, arguments in
            uikitCalls.append(cmd)
            // UIKit's own: the path as given, in the table's (virtual) rows.
            (object.payload as? HostTableView)?.deselectRow(at: arguments[0] as! IndexPath, animated: false, caller: .system)
            return nil
        }
        addBodies()
    }

    /// Records that `implementation`'s code starts at `entry` (a swizzler's block in the app's
    /// image, say), so the caller check can tell its frames.
    package func place(_ implementation: HostMethodTable.Implementation, at entry: UInt) {
        entries[implementation.id] = entry
    }

    /// Who sent the message the body `alias` of `object` is handling: the shipped
    /// ``HookCallerCheck`` over the model's frames, as `HookCaller.current()` on UIKit.
    package func caller(of object: HostMethodTable.Object, body alias: String) -> CallerKind {
        let thunk = thunks[alias] ?? 0
        let wrappers = wrapperEntries(of: object)
        check.synchronize(generation: stack.generation)
        return check.caller(of: stack.returnAddresses(thunk: thunk)) { [check, stack] address in
            check.rule.frame(at: address, wrappers: wrappers, image: stack.image(of:))
        }
    }

    /// The entries of the implementations that replaced a hooked selector over ours, on
    /// `object`'s class and its superclasses up to the model's `UITableView`: swizzlers installed
    /// after ours and subclass overrides.
    private func wrapperEntries(of object: HostMethodTable.Object) -> [UInt] {
        var found: [UInt] = []
        var current: HostMethodTable.Class? = object.isa
        while let cls = current {
            for hook in Self.hooks {
                guard let implementation = runtime.ownImplementation(of: hook.selector, in: cls),
                      !bodyIDs.contains(implementation.id), let entry = entries[implementation.id] else { continue }
                found.append(entry)
            }
            if cls === tableClass { break }
            current = cls.superclass
        }
        return found
    }

    /// An instance of `cls` (the model's `UITableView` by default) standing for `table`; the
    /// controller's own reloads reach the original through the forwarder. Installs the hooks first, as the glue does before a table gets its attachment.
    package func makeTable(_ table: HostTableView, class cls: HostMethodTable.Class? = nil) -> HostMethodTable.Object {
        install()
        let object = runtime.makeObject(cls ?? tableClass, payload: table)
        table.originalReload = { [unowned runtime, weak object] in
            if let object { runtime.send("infinite_reloadData", to: object) }
        }
        return object
    }

    /// Installs the hooks on the model's `UITableView` the first time (``MethodHookRegistry``).
    @discardableResult
    package func install() -> MethodHookInstallation {
        install(Self.hooks, on: tableClass)
    }

    /// The selectors the installation hooked on the model's `UITableView`.
    package var installed: [String] { install().installed }

    /// Installs `hooks` on `cls` once, with the glue's forwarders.
    @discardableResult
    package func install(_ hooks: [MethodHook], on cls: HostMethodTable.Class) -> MethodHookInstallation {
        registry.installOnce(ObjectIdentifier(cls)) {
            MethodHookInstaller.install(hooks, on: cls, in: runtime, translatingAppCode: InfiniteHooks.translatesAppCode) { hook, original in
                forwarder(calling: original, selector: hook.selector, of: cls)
            }
        }
    }

    /// The glue's forwarder (`ForwarderShape.forwarder(to:)`): the previous implementation with
    /// UIKit's selector as `_cmd`, or the superclass's current one when `cls` only inherited it.
    private func forwarder(
        calling original: HookedOriginal<HostMethodTable.Implementation>, selector: String, of cls: HostMethodTable.Class
    ) -> HostMethodTable.Implementation {
        runtime.implementation { [unowned runtime] object, _, arguments in
            let target: HostMethodTable.Implementation? = switch original {
            case .own(let implementation): implementation
            case .inherited: runtime.lookUp(selector, from: cls.superclass)
            case .current: runtime.lookUp(selector, from: cls)
            }
            guard let target else { return nil }
            return runtime.call(target, object, cmd: selector, arguments)
        }
    }

    /// The bodies, compiled into the class under their `infinite_…` selectors.
    private func addBodies() {
        runtime.addMethod("infinite_reloadData", to: tableClass) { [unowned self] object, _, _ in
            guard let controller = admit(object, hook: "infinite_reloadData()")?.controller else {
                return runtime.send("infinite_reloadData", to: object)
            }
            controller.hookedReloadData { _ = runtime.send("infinite_reloadData", to: object) }
            return nil
        }
        runtime.addMethod("infinite_layoutSubviews", to: tableClass) { [unowned self] object, _, _ in
            guard let controller = admit(object, hook: "infinite_layoutSubviews()")?.controller else {
                return runtime.send("infinite_layoutSubviews", to: object)
            }
            controller.hookedLayoutSubviews(on: controller.ownSurface(object)) {
                _ = runtime.send("infinite_layoutSubviews", to: object)
            }
            return nil
        }
        runtime.addMethod("infinite_didMoveToWindow", to: tableClass) { [unowned self] object, _, _ in
            runtime.send("infinite_didMoveToWindow", to: object)
        }
        // `UITableView+InfiniteHooks.swift`'s `infinite_delegate()` (`infiniteVisible`).
        runtime.addMethod("infinite_delegate", to: tableClass) { [unowned self] object, _, _ in
            guard let interceptor = admit(object, hook: "infinite_delegate()") else {
                return runtime.send("infinite_delegate", to: object)
            }
            let caller = caller(of: object, body: "infinite_delegate")
            let stored = runtime.send("infinite_delegate", to: object) as AnyObject?
            return InterceptedClient.visible(stored: stored, interceptor: interceptor, client: interceptor.scrollDelegate,
                                             duringViewsOwnWork: interceptor.controller.isRunningViewsOwnWork || caller == .system)
        }
        // `infinite_deselectRow(at:animated:)`: the shipped `deselecting` (every selected twin).
        runtime.addMethod("infinite_deselectRowAtIndexPath:animated:", to: tableClass) { [unowned self] object, _, arguments in
            guard let controller = admit(object, hook: "infinite_deselectRow(at:animated:)")?.controller else {
                return runtime.send("infinite_deselectRowAtIndexPath:animated:", to: object, arguments)
            }
            let caller = caller(of: object, body: "infinite_deselectRowAtIndexPath:animated:")
            controller.deselecting(clientPath: arguments[0] as! IndexPath, caller: caller) {
                runtime.send("infinite_deselectRowAtIndexPath:animated:", to: object, [$0, arguments[1]])
            }
            return nil
        }
        // Every body's code lives in the library's image; UIKit's in UIKitCore.
        for alias in Self.hooks.map(\.alias) {
            guard let body = runtime.lookUp(alias, from: tableClass) else { continue }
            let entry = stack.newEntry(in: stack.library)
            entries[body.id] = entry
            thunks[alias] = entry
            bodyIDs.insert(body.id)
            check.register(entry: entry)
        }
        for selector in Self.hooks.map(\.selector) {
            guard let original = runtime.lookUp(selector, from: tableClass) else { continue }
            entries[original.id] = stack.newEntry(in: stack.uikit)
        }
    }

    /// The attachment look-up (one associated-object read) through the shipped gate: the table's
    /// attachment when the body may translate this call of `hook`, nil when it runs the original.
    private func admit(_ object: HostMethodTable.Object, hook: StaticString) -> HostTableAttachment? {
        attachmentReads += 1
        return gate.admit((object.payload as? HostTableView)?.interposer as? HostTableAttachment, hook: hook)
    }
}
