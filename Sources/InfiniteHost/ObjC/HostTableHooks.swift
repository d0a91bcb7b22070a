import Foundation
import InfiniteProxy

/// The UIKit glue's method hooks (`UIKit/InfiniteMethodHooks.swift` and
/// `UITableView+InfiniteHooks.swift`) on the method-table model: a `UITableView` class whose
/// `reloadData` and `layoutSubviews` are UIKit's (``HostTableView``'s own), bodies installed under
/// those selectors by the shipped ``MethodHookInstaller``, and forwarders under the bodies'
/// `infinite_…` selectors that call the previous implementation with UIKit's selector as `_cmd`.
///
/// Each body has the glue's one branch — an infinite table whose controller takes the call
/// (`ListController.interceptsLifecycle`) → the controller, else → the original — and the
/// controller's own reload goes through the forwarder (``HostTableView/originalReload``), as the
/// glue's surface calls `infinite_reloadData()`.
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

    /// The glue's hooks on `UITableView`, in the glue's order (a subset: the lifecycle ones).
    package static let hooks = [
        MethodHook("reloadData", alias: "infinite_reloadData", critical: true),
        MethodHook("layoutSubviews", alias: "infinite_layoutSubviews", critical: true),
        MethodHook("didMoveToWindow", alias: "infinite_didMoveToWindow"),
    ]

    package init(runtime: HostMethodTable = HostMethodTable()) {
        self.runtime = runtime
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
        addBodies()
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

    /// Installs `hooks` on `cls` once, with the glue's forwarders.
    @discardableResult
    package func install(_ hooks: [MethodHook], on cls: HostMethodTable.Class) -> MethodHookInstallation {
        registry.installOnce(ObjectIdentifier(cls)) {
            MethodHookInstaller.install(hooks, on: cls, in: runtime) { hook, original in
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
            }
            guard let target else { return nil }
            return runtime.call(target, object, cmd: selector, arguments)
        }
    }

    /// The bodies, compiled into the class under their `infinite_…` selectors.
    private func addBodies() {
        runtime.addMethod("infinite_reloadData", to: tableClass) { [unowned self] object, _, _ in
            guard let controller = controller(of: object) else { return runtime.send("infinite_reloadData", to: object) }
            controller.hookedReloadData { _ = runtime.send("infinite_reloadData", to: object) }
            return nil
        }
        runtime.addMethod("infinite_layoutSubviews", to: tableClass) { [unowned self] object, _, _ in
            guard let controller = controller(of: object) else { return runtime.send("infinite_layoutSubviews", to: object) }
            controller.hookedLayoutSubviews(on: controller.ownSurface(object)) {
                _ = runtime.send("infinite_layoutSubviews", to: object)
            }
            return nil
        }
        runtime.addMethod("infinite_didMoveToWindow", to: tableClass) { [unowned self] object, _, _ in
            runtime.send("infinite_didMoveToWindow", to: object)
        }
    }

    /// The attachment look-up (one associated-object read).
    private func controller(of object: HostMethodTable.Object) -> ListController<HostTableView>? {
        attachmentReads += 1
        return ((object.payload as? HostTableView)?.interposer as? HostTableAttachment)?.controller
    }
}
