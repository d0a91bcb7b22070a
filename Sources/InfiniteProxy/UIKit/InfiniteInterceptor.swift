#if canImport(UIKit)
import UIKit

/// The base of every interceptor: an `NSObject` that UIKit sees as the view's data source, delegate
/// or prefetch data source, standing in for one client object.
///
/// Each subclass plays exactly one *role* for one kind of view (a table's data source, a
/// collection's delegate…) and lists the selectors it implements itself in
/// ``interceptedSelectors``. Everything else reaches the client unchanged through
/// ``forwardingTarget(for:)``.
///
/// `responds(to:)` is faithful: an intercepted selector is claimed when the client implements it,
/// or when it is one of ``selectorsAnsweredWithoutClient`` — methods the proxy needs for itself and
/// for which it reproduces UIKit's default when the client lacks them (`numberOfSections` → 1,
/// `willDisplay` and the scroll-view callbacks → nothing). Any other selector is claimed when the
/// client claims it. Claiming a method the client lacks would change UIKit's behaviour (a
/// `heightForRowAt` stops self-sizing, a `viewForHeaderInSection` adds headers), so the proxy never
/// does.
///
/// One object per role, rather than one object for both data source and delegate, keeps this
/// exact when the client uses different objects for the two: a data-source object that happens to
/// implement a delegate method is never called as a delegate.
///
/// References are weak both ways: to the client (``target``) and to the ``owner`` — the
/// `ListController` of a table or a collection view — that the view owns
/// through an associated object. A deallocated client
/// makes every intercepted method return UIKit's empty default.
///
/// - Important: UIKit caches `responds(to:)` when the proxy is assigned; the controller assigns
///   nil and then the proxy again whenever ``target`` changes.
@MainActor
class InfiniteInterceptor: NSObject {
    /// The client object this proxy stands in for.
    ///
    /// `nonisolated(unsafe)`: `responds(to:)` and `forwardingTarget(for:)` are nonisolated
    /// Objective-C entry points. The reference is only written on the main thread, and loading a
    /// weak reference is atomic, so reading it from those entry points is safe.
    nonisolated(unsafe) weak var target: AnyObject? {
        didSet {
            guard target !== oldValue else { return }
            if let oldValue { DeallocationSentinel.detach(from: oldValue, key: sentinelKey) }
            if let target { watch(target) }
        }
    }

    /// The per-view state that owns this proxy (held weakly: the view owns it).
    weak var owner: (any InfiniteInterceptorOwner)?


    /// The selectors this class implements itself (for its ``InterceptorRole``).
    nonisolated let interceptedSelectors: Set<Selector>
    /// The intercepted selectors claimed even when the client lacks them, because the proxy needs
    /// them and reproduces UIKit's default.
    nonisolated let selectorsAnsweredWithoutClient: Set<Selector>

    /// Creates a proxy for `role`, intercepting the selectors ``InterceptorRole`` lists for it; its
    /// controller attaches itself right after.
    init(role: InterceptorRole) {
        self.interceptedSelectors = Set(role.selectors.map(NSSelectorFromString))
        self.selectorsAnsweredWithoutClient = Set(role.answeredWithoutClient.map(NSSelectorFromString))
            .intersection(interceptedSelectors)
        super.init()
    }

    /// Whether UIKit may call `selector`: see the class comment.
    ///
    /// - Complexity: O(1).
    override nonisolated func responds(to selector: Selector!) -> Bool {
        guard let selector else { return false }
        if interceptedSelectors.contains(selector) {
            return selectorsAnsweredWithoutClient.contains(selector) || target?.responds(to: selector) == true
        }
        return super.responds(to: selector) || target?.responds(to: selector) == true
    }

    /// The client, for every selector the proxy does not implement itself; when the client is
    /// gone (or no longer answers a selector UIKit cached), ``DeadClientStandIn``, which answers
    /// UIKit's zero default instead of raising "unrecognized selector" (``InterceptorForwarding``).
    override nonisolated func forwardingTarget(for selector: Selector!) -> Any? {
        guard let selector, !interceptedSelectors.contains(selector) else { return nil }
        let target = self.target
        switch InterceptorForwarding(clientResponds: target?.responds(to: selector) == true) {
        case .client: return target
        case .standIn: return DeadClientStandIn.shared
        }
    }

    deinit {
        if let target { DeallocationSentinel.detach(from: target, key: sentinelKey) }
    }

    // MARK: A client that goes away

    /// The key of this proxy's sentinel on its client.
    private nonisolated var sentinelKey: UnsafeRawPointer { UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()) }

    /// Attaches a sentinel to the client that tells the controller when the client is
    /// deallocated. UIKit cached `responds(to:)` for the client's optional methods, and a
    /// forwarded method with no client left would raise "unrecognized selector"; the controller
    /// therefore assigns the proxies again (UIKit re-reads `responds(to:)`) and reloads to empty
    /// content on the next main-queue turn.
    private nonisolated func watch(_ client: AnyObject) {
        DeallocationSentinel.attach(to: client, key: sentinelKey) { [weak self] in
            DispatchQueue.main.async { [weak self] in
                assumeMainActor { self?.owner?.clientWentAway() }
            }
        }
    }

    // MARK: Helpers for subclasses (the shared CallbackBridge, one call each)

    /// The engine, or nil when the proxy is detached (its view is gone).
    var engine: InfiniteListEngine? { owner?.engine }

    /// Runs a client call that carries no index path with nothing translated inside it.
    func neutral<Result>(_ body: () -> Result) -> Result {
        guard let callbacks = owner?.callbacks else { return body() }
        return callbacks.neutral(body)
    }

    /// Runs a client callback about no item: the client's calls inside speak its own paths.
    func clientCall<Result>(_ body: () -> Result) -> Result {
        guard let callbacks = owner?.callbacks else { return body() }
        return callbacks.client(body)
    }

    /// Forwards a call about a virtual index path as the client's source path.
    func forward<Result>(
        _ indexPath: IndexPath, fallback: @autoclosure () -> Result, _ body: (IndexPath) -> Result
    ) -> Result {
        guard let callbacks = owner?.callbacks else { return fallback() }
        return callbacks.forward(indexPath, fallback: fallback(), body)
    }

    /// Forwards a call about a virtual index path to an optional client method: its answer, or
    /// `fallback` (UIKit's default) when the client has none.
    func forward<Result>(
        _ indexPath: IndexPath, default fallback: @autoclosure () -> Result, _ body: (IndexPath) -> Result?
    ) -> Result {
        forward(indexPath, fallback: fallback()) { body($0) ?? fallback() }
    }

    /// Forwards a call about a virtual section to an optional client method, likewise.
    func forward<Result>(section: Int, default fallback: @autoclosure () -> Result, _ body: (Int) -> Result?) -> Result {
        forward(section: section, fallback: fallback()) { body($0) ?? fallback() }
    }

    /// Forwards a cell request, remembering the client's item the cell was configured for.
    func forwardCell<Cell: UIView>(
        _ indexPath: IndexPath, fallback: @autoclosure () -> Cell, _ body: (IndexPath) -> Cell
    ) -> Cell {
        guard let callbacks = owner?.callbacks else { return fallback() }
        return callbacks.forwardCell(indexPath, fallback: fallback(), body)
    }

    /// Forwards a call about a supplementary view (header or footer) with its section mapped.
    func forwardSupplementary<Result>(
        _ indexPath: IndexPath, fallback: @autoclosure () -> Result, _ body: (IndexPath) -> Result
    ) -> Result {
        guard let callbacks = owner?.callbacks else { return fallback() }
        return callbacks.forwardSupplementary(indexPath, fallback: fallback(), body)
    }

    /// Forwards `willDisplay` for `view`, recording the client's item it shows.
    func forwardStartOfDisplay(
        _ view: UIView, at indexPath: IndexPath, supplementary: Bool = false, _ body: (IndexPath) -> Void
    ) {
        owner?.callbacks.startDisplay(of: ObjectIdentifier(view), at: indexPath, supplementary: supplementary, body)
    }

    /// Forwards `didEndDisplaying` for `view` with the item recorded at its `willDisplay`.
    func forwardEndOfDisplay(
        _ view: UIView, at indexPath: IndexPath, supplementary: Bool = false, _ body: (IndexPath) -> Void
    ) {
        owner?.callbacks.endDisplay(of: ObjectIdentifier(view), at: indexPath, supplementary: supplementary, body)
    }

    /// Forwards a call about a virtual section as the client's source section.
    func forward<Result>(section: Int, fallback: @autoclosure () -> Result, _ body: (Int) -> Result) -> Result {
        guard let callbacks = owner?.callbacks else { return fallback() }
        return callbacks.forward(section: section, body)
    }

    /// An index path the client returned from inside a forwarded call, as the virtual path UIKit
    /// should use.
    func virtualPath(forReturned indexPath: IndexPath) -> IndexPath {
        owner?.callbacks.virtualPath(forReturned: indexPath) ?? indexPath
    }

    /// The client's paths for a batch of virtual ones (prefetching), each once, in order.
    func uniqueSourcePaths(for indexPaths: [IndexPath]) -> [IndexPath] {
        owner?.callbacks.uniqueSourcePaths(for: indexPaths) ?? indexPaths
    }
}

/// What owns a view's interceptors: the engine and callback bridge they forward through, and the
/// events they deliver.
@MainActor
protocol InfiniteInterceptorOwner: AnyObject {
    var engine: InfiniteListEngine { get }
    var callbacks: CallbackBridge { get }
    func clientWentAway()
    func interceptedDidScroll(_ scrollView: UIScrollView)
    func interceptedWillBeginDragging()
    /// `client` forwards the call to the client; the owner runs it where its decisions need.
    func interceptedWillEndDragging(velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>,
                                    client: () -> Void)
    func interceptedDidEndDragging(willDecelerate: Bool)
    func interceptedDidEndDecelerating()
    func interceptedDidEndScrollingAnimation()
    /// The status VoiceOver reads after a three-finger scroll when the client has none.
    func interceptedScrollStatus() -> String?
}

/// An associated object whose release reports that the object it is attached to was deallocated.
final class DeallocationSentinel: @unchecked Sendable {
    private var onDeallocation: (@Sendable () -> Void)?

    private init(_ onDeallocation: @escaping @Sendable () -> Void) {
        self.onDeallocation = onDeallocation
    }

    /// Attaches a sentinel to `object` under `key`, replacing any earlier one.
    static func attach(to object: AnyObject, key: UnsafeRawPointer, _ onDeallocation: @escaping @Sendable () -> Void) {
        objc_setAssociatedObject(object, key, DeallocationSentinel(onDeallocation), .OBJC_ASSOCIATION_RETAIN)
    }

    /// Removes the sentinel under `key` without reporting.
    static func detach(from object: AnyObject, key: UnsafeRawPointer) {
        (objc_getAssociatedObject(object, key) as? DeallocationSentinel)?.onDeallocation = nil
        objc_setAssociatedObject(object, key, nil, .OBJC_ASSOCIATION_RETAIN)
    }

    deinit {
        onDeallocation?()
    }
}
#endif
