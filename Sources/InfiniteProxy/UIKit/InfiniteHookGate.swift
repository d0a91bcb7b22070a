#if canImport(UIKit)
import os
import UIKit

/// What an infinite table or collection view carries, as a hook body sees it.
@MainActor
protocol InfiniteHookAttachment: AnyObject, Sendable {
    associatedtype Surface: ListSurface
    /// The view's controller.
    nonisolated var controller: ListController<Surface> { get }
}

/// A view whose UIKit methods the library hooks (`UITableView`, `UICollectionView`), with the gate
/// every hook body passes first.
///
/// On a view that was never made infinite a hook is UIKit's original: one associated-object read
/// and the original call, from any thread, with no isolation check and no allocation (the bodies
/// are `nonisolated`). On an infinite view called off the main thread it is UIKit's original too,
/// untranslated, and ``OffMainThreadHookLog`` logs it once per hook. Only on the main thread does
/// the body enter the main actor (``assumeMainActor(_:)``) and translate. The decision is the
/// shared ``HookGate`` (``HookGate/uikit``), which the host's hook model runs too.
///
/// ```swift
/// @objc dynamic nonisolated func infinite_reloadData() {
///     infiniteControl(infinite_reloadData()) { controller in controller.hookedReloadData { infinite_reloadData() } }
/// }
/// ```
///
/// - Complexity: O(1); the gate allocates nothing.
protocol InfiniteHookedView: UIScrollView {
    associatedtype Attachment: InfiniteHookAttachment
    /// The view's attachment, or nil when it was never made infinite (one associated-object read).
    nonisolated var hookedAttachment: Attachment? { get }
}

extension InfiniteHookedView {
    /// The attachment when the body may translate this call, else nil (run the original). With
    /// `lifecycle`, also nil while the controller does not take lifecycle and structural calls
    /// (`ListController.interceptsLifecycle`).
    @inline(__always)
    nonisolated func infiniteHook(lifecycle: Bool = false, _ hook: StaticString = #function) -> Attachment? {
        HookGate.uikit.admit(hookedAttachment, hook: hook) { attachment in
            !lifecycle || assumeMainActor { attachment.controller.interceptsLifecycle }
        }
    }

    /// ``infiniteHook(lifecycle:_:)``'s controller with the caller of the hooked message
    /// (``HookCaller``), read in the body it is inlined into.
    @_transparent
    nonisolated func infiniteCall(_ hook: StaticString = #function)
        -> (controller: ListController<Attachment.Surface>, caller: CallerKind)? {
        guard let attachment = infiniteHook(hook) else { return nil }
        return (attachment.controller, HookCaller.current(self))
    }

    /// A hooked call that needs only the controller: `body` runs with it on the main actor when
    /// the gate admits the call (``infiniteHook(lifecycle:_:)``), UIKit's `original` otherwise.
    ///
    /// ```swift
    /// @objc dynamic nonisolated func infinite_reloadData() {
    ///     infiniteControl(infinite_reloadData()) { controller in controller.hookedReloadData { infinite_reloadData() } }
    /// }
    /// ```
    ///
    /// - Complexity: O(1) besides `body`; inlined into the hook's body, it allocates nothing.
    @_transparent
    nonisolated func infiniteControl<Result>(
        _ original: @autoclosure () -> Result, lifecycle: Bool = false, hook: StaticString = #function,
        _ body: @MainActor (ListController<Attachment.Surface>) -> Result
    ) -> Result {
        guard let controller = infiniteHook(lifecycle: lifecycle, hook)?.controller else { return original() }
        return assumeMainActor { body(controller) }
    }

    /// A hooked call that translates paths: `body` runs on the main actor with the controller and
    /// the caller (``infiniteCall(_:)``, read in the hook's own frame) when the gate admits the
    /// call, UIKit's `original` otherwise.
    ///
    /// ```swift
    /// @objc dynamic nonisolated func infinite_cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    ///     infiniteTranslate(infinite_cellForRow(at: indexPath)) { call in
    ///         call.controller.actingOn(clientPath: indexPath, caller: call.caller) { infinite_cellForRow(at: $0) }
    ///     }
    /// }
    /// ```
    ///
    /// - Complexity: O(1) besides `body` and the caller's read; it allocates nothing.
    @_transparent
    nonisolated func infiniteTranslate<Result>(
        _ original: @autoclosure () -> Result, hook: StaticString = #function,
        _ body: @MainActor ((controller: ListController<Attachment.Surface>, caller: CallerKind)) -> Result
    ) -> Result {
        guard let call = infiniteCall(hook) else { return original() }
        return assumeMainActor { body(call) }
    }

    /// A hooked client setter: the interceptor `role` takes `object` as its client while the
    /// controller takes lifecycle calls; otherwise UIKit's `original` stores it.
    @inline(__always)
    nonisolated func infiniteAssign(
        _ role: ListController<Attachment.Surface>.ClientRole, _ object: AnyObject?, hook: StaticString = #function,
        original: () -> Void, interceptor: @MainActor (Attachment) -> InfiniteInterceptor
    ) {
        guard let attachment = infiniteHook(lifecycle: true, hook) else { return original() }
        nonisolated(unsafe) let object = object
        assumeMainActor {
            let interceptor = interceptor(attachment)
            attachment.controller.clientAssigned(role, object: object, interceptor: interceptor) { interceptor.target = object }
        }
    }

    /// A hooked structural change: the controller takes `edits` (in the client's paths, built only
    /// then) while it takes lifecycle calls; otherwise UIKit's `original` applies them.
    @inline(__always)
    nonisolated func infiniteEdit(_ edits: @autoclosure () -> SourceEdits, hook: StaticString = #function, original: () -> Void) {
        guard let controller = infiniteHook(lifecycle: true, hook)?.controller else { return original() }
        let edits = edits()
        assumeMainActor { controller.clientEdited(edits) }
    }

    /// A hooked client getter: the client of `interceptor` for app code on an infinite view, the
    /// `stored` object (UIKit's ivar) otherwise (``InterceptedClient``).
    @_transparent
    nonisolated func infiniteVisible<Client>(
        _ stored: Client?, hook: StaticString = #function, interceptor: @MainActor (Attachment) -> InfiniteInterceptor
    ) -> Client? {
        guard let attachment = infiniteHook(hook) else { return stored }
        let caller = HookCaller.current(self)
        nonisolated(unsafe) let stored = stored as AnyObject?
        return assumeMainActor {
            let interceptor = interceptor(attachment)
            return InterceptedClient.visible(stored: stored, interceptor: interceptor, client: interceptor.target,
                                             duringViewsOwnWork: attachment.controller.isRunningViewsOwnWork || caller == .system)
        } as? Client
    }
}

extension UITableView: InfiniteHookedView {
    nonisolated var hookedAttachment: InfiniteTableAttachment? { infiniteTableAttachment }
}

extension UICollectionView: InfiniteHookedView {
    nonisolated var hookedAttachment: InfiniteCollectionAttachment? { infiniteCollectionAttachment }
}

extension InfiniteListAttachment: InfiniteHookAttachment {}

extension HookGate {
    /// UIKit's gate: the main thread is `Thread.isMainThread`; the diagnostic is a log line at
    /// fault level (``OffMainThreadHookLog``), once per hook for the process.
    static let uikit = HookGate(isMainThread: { Thread.isMainThread }, offMainThread: OffMainThreadHookLog { message in
        os_log(.fault, "%{public}s", message)
    })
}
#endif
