#if canImport(UIKit)
import UIKit

/// What an infinite list view (a `UITableView` or `UICollectionView`, described by `Kind`)
/// carries as an associated object: its ``ListController``, its five interceptors, the cells the
/// arc bent, and the VoiceOver observer (plus what `Kind` observes). Created the first time the
/// view is made infinite (after the method hooks are installed) and kept for the view's life.
///
/// ```swift
/// InfiniteTableAttachment.attachment(for: tableView)?.controller.setRequested(true)
/// ```
///
/// - Complexity: O(1).
@MainActor
final class InfiniteListAttachment<Kind: InfiniteListKind> {
    typealias Role = ListController<Kind.View>.ClientRole
    nonisolated let controller: ListController<Kind.View>
    /// The interceptors in ``roles`` order: data source, delegate, prefetch, drag, drop.
    let interceptors: [InfiniteInterceptor]
    /// Cells the arc moved, so they can all be put back.
    let bentCells = NSHashTable<UIView>.weakObjects()
    private var observers: [NotificationObservation] = []
    /// The adjustable element shown while VoiceOver meets the view as one element; nil until then.
    private var adjustableElement: InfiniteAdjustableElement?

    /// The slots the interceptors stand in, in the order they are assigned.
    private static var roles: [Role] { [.dataSource, .delegate, .prefetchDataSource, .dragDelegate, .dropDelegate] }
    var dataSource: InfiniteInterceptor { interceptors[0] }
    var delegate: InfiniteInterceptor { interceptors[1] }
    var prefetch: InfiniteInterceptor { interceptors[2] }
    var drag: InfiniteInterceptor { interceptors[3] }
    var drop: InfiniteInterceptor { interceptors[4] }

    /// The view's attachment, created on first use; nil when the hooks cannot be installed (the
    /// view then stays finite).
    static func attachment(for view: Kind.View) -> InfiniteListAttachment? {
        if let existing = Kind.attachment(of: view) { return existing }
        guard Kind.installInfiniteHooks() else { return nil }
        let attachment = InfiniteListAttachment(view: view)
        Kind.setAttachment(attachment, of: view)
        return attachment
    }

    private init(view: Kind.View) {
        let controller = ListController(surface: view, scheduler: DispatchMainScheduler.shared)
        self.controller = controller
        interceptors = Kind.interceptors(for: controller)
        for interceptor in interceptors { interceptor.owner = controller }
        controller.voiceOverDidChange(isRunning: UIAccessibility.isVoiceOverRunning)
        observers = Kind.observations(of: view, controller: controller) + [
            NotificationObservation(name: UIAccessibility.voiceOverStatusDidChangeNotification) { [weak self, weak view] in
                guard let view else { return }
                self?.voiceOverStatusDidChange(isRunning: UIAccessibility.isVoiceOverRunning, view: view)
            },
            NotificationObservation(name: UIAccessibility.elementFocusedNotification) { [weak self, weak view] in
                guard let self, let view else { return }
                let focused = UIView.infiniteVoiceOverFocusedElement
                self.controller.voiceOverFocusDidChange(isInside: view.infiniteHoldsVoiceOverFocus(focused, or: self.adjustableElement))
            },
            NotificationObservation(name: UIContentSizeCategory.didChangeNotification) { [weak controller] in
                controller?.contentSizeCategoryDidChange()
            },
        ]
    }

    /// `enableInfiniteScrolling`'s setter: the controller starts or stops repeating, then the
    /// view shows the adjustable element or its own elements.
    ///
    /// ```swift
    /// InfiniteTableAttachment.attachment(for: tableView)?.setRequested(true, of: tableView)
    /// ```
    ///
    /// - Complexity: the controller's re-plan; O(1) here.
    func setRequested(_ requested: Bool, of view: Kind.View) {
        controller.setRequested(requested)
        updateAccessibilityElements(of: view)
    }

    /// `infinite.voiceOverBehavior`'s setter: the controller decides, then the view shows the
    /// adjustable element or its own elements.
    ///
    /// ```swift
    /// InfiniteTableAttachment.attachment(for: tableView)?.setVoiceOverBehavior(.adjustable, of: tableView)
    /// ```
    ///
    /// - Complexity: the controller's work; O(1) here.
    func setVoiceOverBehavior(_ behavior: InfiniteVoiceOverBehavior, of view: Kind.View) {
        controller.setVoiceOverBehavior(behavior)
        updateAccessibilityElements(of: view)
    }

    /// VoiceOver started or stopped (`voiceOverStatusDidChangeNotification`): the controller
    /// decides, then the view's accessibility elements follow.
    func voiceOverStatusDidChange(isRunning: Bool, view: Kind.View) {
        controller.voiceOverDidChange(isRunning: isRunning)
        updateAccessibilityElements(of: view)
    }

    /// Shows VoiceOver the adjustable element while the controller says the view is one
    /// (`isAdjustableElement`), and gives the view its own elements back otherwise. Called when
    /// VoiceOver starts or stops, and when the behaviour or `enableInfiniteScrolling` changes.
    func updateAccessibilityElements(of view: Kind.View) {
        let shown: AnyObject? = view.accessibilityElements?.first.map { $0 as AnyObject }
        if controller.isAdjustableElement {
            let element = adjustableElement ?? makeAdjustableElement(in: view)
            adjustableElement = element
            if shown !== element { view.accessibilityElements = [element] }
        } else if let element = adjustableElement, shown === element {
            view.accessibilityElements = nil
        }
    }

    /// The element, answering with the controller (held weakly: the view owns the attachment).
    private func makeAdjustableElement(in view: Kind.View) -> InfiniteAdjustableElement {
        let actions = InfiniteAdjustableElement.Actions(
            increment: { [weak controller] in controller?.accessibilityIncrement() },
            decrement: { [weak controller] in controller?.accessibilityDecrement() },
            value: { [weak controller] cellLabel in controller?.adjustableValue(fallbackLabel: { _ in cellLabel }) })
        return InfiniteAdjustableElement(container: view, actions: actions)
    }

    /// The interceptors take the view's objects as their clients and are assigned.
    func install(on view: Kind.View) {
        for (role, interceptor) in zip(Self.roles, interceptors) {
            interceptor.target = InterceptorInstallation.client(
                stored: Kind.stored(role, in: view), interceptor: interceptor, current: interceptor.target)
        }
        reassign(on: view)
    }

    /// Assigns nil, then the interceptors, so UIKit re-reads `responds(to:)`. An empty slot stays
    /// empty; the delegate interceptor is always installed (it recenters).
    func reassign(on view: Kind.View) {
        assign(interceptors.map { InterceptorInstallation.installed(client: $0.target, interceptor: $0, always: $0 === delegate) },
               on: view)
    }

    /// Gives the view its clients back.
    func uninstall(from view: Kind.View) { assign(interceptors.map(\.target), on: view) }

    /// Assigns nil and then `objects` to the data sources and delegate, then the same to the drag
    /// and drop delegates.
    private func assign(_ objects: [AnyObject?], on view: Kind.View) {
        for group in [0..<3, 3..<5] {
            for index in group { Kind.store(nil, as: Self.roles[index], in: view) }
            for index in group { Kind.store(objects[index], as: Self.roles[index], in: view) }
        }
    }
}

/// What ``InfiniteListAttachment`` needs to know of one kind of list view: its hooks, its
/// interceptors, what else it observes, and its client slots (UIKit's setters, typed per view).
@MainActor
protocol InfiniteListKind {
    associatedtype View: UIScrollView & ListSurface
    static func installInfiniteHooks() -> Bool
    /// New interceptors wired to `controller`, in ``InfiniteListAttachment/interceptors`` order.
    static func interceptors(for controller: ListController<View>) -> [InfiniteInterceptor]
    /// Observers beyond VoiceOver, made once the controller exists.
    static func observations(of view: View, controller: ListController<View>) -> [NotificationObservation]
    /// The object the view stores in `role`'s slot (UIKit's ivar, read past the hooks).
    static func stored(_ role: ListController<View>.ClientRole, in view: View) -> AnyObject?
    /// Stores `object` in `role`'s slot through UIKit's original setter.
    static func store(_ object: AnyObject?, as role: ListController<View>.ClientRole, in view: View)
    nonisolated static func attachment(of view: View) -> InfiniteListAttachment<Self>?
    nonisolated static func setAttachment(_ attachment: InfiniteListAttachment<Self>, of view: View)
}

private final class InfiniteListAttachmentKey: Sendable {}
private let attachmentKey = InfiniteListAttachmentKey()

extension InfiniteListKind {
    /// The attachment stored on `view`, or nil when it was never made infinite.
    nonisolated static func attachment(of view: View) -> InfiniteListAttachment<Self>? {
        objc_getAssociatedObject(view, Unmanaged.passUnretained(attachmentKey).toOpaque()) as? InfiniteListAttachment<Self>
    }

    nonisolated static func setAttachment(_ attachment: InfiniteListAttachment<Self>, of view: View) {
        objc_setAssociatedObject(
            view, Unmanaged.passUnretained(attachmentKey).toOpaque(), attachment, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}

extension InfiniteListKind {
    /// The client behind the attachment's `interceptor` while the controller is active; what the
    /// view's own getter answers (`viewsOwn`) otherwise.
    static func client(_ interceptor: (InfiniteListAttachment<Self>) -> InfiniteInterceptor, of view: View,
                       viewsOwn: () -> AnyObject?) -> AnyObject? {
        guard let attachment = attachment(of: view), attachment.controller.isActive else { return viewsOwn() }
        return interceptor(attachment).target
    }

    /// Runs the library's own call of a hooked method of `view` with UIKit's answer (the library
    /// lives in a non-system image, so outside a pass-through its calls would count as the app's).
    static func own<Result>(_ view: View, _ body: () -> Result) -> Result {
        guard let controller = attachment(of: view)?.controller else { return body() }
        return controller.engine.passingThrough(body)
    }
}

/// The scroll events and client notices the Objective-C interceptors deliver.
extension ListController: InfiniteInterceptorOwner {
    func interceptedDidScroll(_ scrollView: UIScrollView) { didScroll(from: scrollView) }
    func interceptedWillBeginDragging() { willBeginDragging() }
    /// The carousel's paging target first, the client's callback, then the target as the client
    /// left it is recorded.
    func interceptedWillEndDragging(velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>,
                                    client: () -> Void) {
        var target = targetContentOffset.pointee
        willEndDragging(velocity: velocity, target: &target) { proposed in
            targetContentOffset.pointee = proposed
            client()
            proposed = targetContentOffset.pointee
        }
        targetContentOffset.pointee = target
    }
    func interceptedDidEndDragging(willDecelerate: Bool) { didEndDragging(willDecelerate: willDecelerate) }
    func interceptedDidEndDecelerating() { didEndDecelerating() }
    func interceptedDidEndScrollingAnimation() { didEndScrollingAnimation() }
    func interceptedScrollStatus() -> String? { accessibilityScrollStatus() }
}
#endif
