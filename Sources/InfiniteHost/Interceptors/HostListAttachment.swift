import Foundation
import InfiniteProxy

/// The host's model of UIKit's per-view attachment (`InfiniteTableAttachment`,
/// `InfiniteCollectionAttachment`): it owns the shipped ``ListController`` of one host list view,
/// stands in for the view's scroll-view delegate, and answers the `infinite` namespace and the
/// method hooks with one call to the controller each. It decides nothing itself.
///
/// ``HostTableAttachment`` and ``HostCollectionAttachment`` add what only their view has: its data
/// source, delegate and drag-and-drop protocols, and how it reports a frame.
///
/// ```swift
/// let attachment = HostTableAttachment(tableView: table)   // enableInfiniteScrolling = true
/// attachment.step()                                       // one frame, then the deferred work
/// attachment.centeredIndexPath                            // the client's row at the centre
/// ```
///
/// - Complexity: every callback O(1) plus the controller's work; see ``ListController``.
package class HostListAttachment<View: HostScrollView & ListSurface> {
    /// The view (held strongly; it holds this object weakly, as UIKit holds delegates).
    package let view: View
    /// The shipped orchestration.
    package let controller: ListController<View>
    /// Where the controller's deferred work runs; ``step(_:)`` advances it with the view.
    package let runLoop: HostRunLoop
    /// The client's delegate while the interceptors are installed (weak).
    package internal(set) weak var scrollDelegate: (any HostScrollViewDelegate)?

    /// The identifier of the blank cell shown for rows or items of a client that went away.
    package static var placeholderIdentifier: String { "InfiniteProxy.placeholder" }

    /// Creates the controller for `view`; the subclass hooks the view, then enables.
    init(view: View, strategy: RepetitionStrategy, runLoop: HostRunLoop) {
        self.view = view
        self.runLoop = runLoop
        controller = ListController(surface: view, strategy: strategy, scheduler: runLoop)
    }

    var callbacks: CallbackBridge { controller.callbacks }

    // MARK: The `infinite` namespace (one call each)

    /// `enableInfiniteScrolling`.
    package var isEnabled: Bool {
        get { controller.isRequested }
        set { controller.setRequested(newValue) }
    }

    /// `infinite.onCenteredIndexPathChange`.
    package var onCenteredIndexPathChange: ((IndexPath) -> Void)? {
        get { controller.onCenteredIndexPathChange }
        set { controller.onCenteredIndexPathChange = newValue }
    }

    /// The decisions.
    package var engine: InfiniteListEngine { controller.engine }
    /// The controller's counters.
    package var statistics: ListController<View>.Statistics { controller.statistics }

    /// `infinite.centeredIndexPath`.
    package var centeredIndexPath: IndexPath? { controller.centeredSourceIndexPath?.indexPath }

    /// `infinite.sourceIndexPath(for:)`.
    package func sourceIndexPath(for virtual: IndexPath) -> IndexPath {
        controller.sourceIndexPath(forVirtual: virtual)
    }

    /// `infinite.scrollToRow` / `scrollToItem`: the shortest way; a path outside the data does nothing.
    func scroll(toClientPath indexPath: IndexPath, at position: View.ScrollPosition, animated: Bool) {
        guard let source = SourceIndexPath(indexPath) else { return }
        controller.scroll(toSource: source, direction: .nearest, position: position, animated: animated)
    }

    /// VoiceOver started or stopped (UIKit: `voiceOverStatusDidChangeNotification`).
    package func voiceOverStatusDidChange(isRunning: Bool) {
        controller.voiceOverDidChange(isRunning: isRunning)
    }

    /// Reduce Motion turned on or off (UIKit: `reduceMotionStatusDidChangeNotification`).
    package func reduceMotionStatusDidChange(isEnabled: Bool) {
        controller.reduceMotionDidChange(isEnabled: isEnabled)
    }

    /// The text size changed (UIKit: `UIContentSizeCategory.didChangeNotification`).
    package func contentSizeCategoryDidChange() {
        controller.contentSizeCategoryDidChange()
    }

    // MARK: Frames

    /// Advances the view by one frame, then the run loop (deferred work, fallbacks).
    package func step(_ dt: TimeInterval = 1.0 / 60.0) {
        view.step(dt)
        runLoop.advance(by: dt)
    }

    /// One item of a ``HostFrameSnapshot``: its client path while active, its own path otherwise.
    func visibleItem(_ virtual: VirtualIndexPath, frame: CGRect) -> HostVisibleItem {
        let source = controller.isActive ? engine.sourceIndexPath(for: virtual)
            : SourceIndexPath(section: virtual.section, item: virtual.item)
        return HostVisibleItem(virtual: virtual, source: source, frame: frame)
    }

    /// The scroll view a ``HostListSession`` drives.
    package var sessionScrollView: HostScrollView { view }
    /// The axis a ``HostListSession`` measures along.
    package var sessionAxis: InfiniteAxis { view.listAxis }

    // MARK: The callbacks' shared bodies

    /// `cellForRowAt` / `cellForItemAt`: the client's cell for its path; while the client is gone
    /// (it went away after the view counted), a blank `placeholder` cell, and the controller
    /// reloads to nothing on the next turn.
    func cell<Cell: AnyObject>(at indexPath: IndexPath, fallback: @autoclosure () -> Cell, placeholder: () -> Cell,
                               client: ((IndexPath) -> Cell)?) -> Cell {
        guard let client else {
            controller.clientDisappeared()
            return callbacks.neutral(placeholder)
        }
        return callbacks.forwardCell(indexPath, fallback: fallback(), client)
    }

    /// `willDisplay`: the controller learns the cell's `length` along the axis, then the client
    /// sees its own path.
    func willDisplay(_ cell: AnyObject, at indexPath: IndexPath, length: CGFloat, client: (IndexPath) -> Void) {
        controller.startDisplay(of: ObjectIdentifier(cell), at: indexPath, length: length, client)
    }

    /// `itemsForBeginningDragAt`: the controller notes the drag; the client answers for its path.
    func dragItems(at indexPath: IndexPath, client: (IndexPath) -> [HostDragItem]) -> [HostDragItem] {
        controller.dragBegan(at: indexPath)
        return callbacks.forward(indexPath, fallback: [], client)
    }

    // MARK: The method hooks' shared gates

    /// The client's object for `role` while installed (the subclass knows its view's roles).
    func client(for role: HostClientRole) -> AnyObject? {
        role == .delegate ? scrollDelegate : nil
    }

    /// The glue's getter hooks: the client's object while this attachment is installed.
    func visible(stored: AnyObject?, role: HostClientRole) -> AnyObject? {
        InterceptedClient.visible(stored: stored, interceptor: self, client: client(for: role),
                                  duringViewsOwnWork: controller.isRunningViewsOwnWork)
    }

    /// The glue's setter hooks: whether the attachment takes the client's `object` (kept by
    /// `assign`) and stands in its place.
    func intercepts(_ role: ListController<View>.ClientRole, _ object: AnyObject?, assign: () -> Void) -> Bool {
        guard controller.interceptsLifecycle else { return false }
        controller.clientAssigned(role, object: object, interceptor: self, assign)
        return true
    }

    /// The `reloadData` hook: the shipped body (``ListController/hookedReloadData(original:)``);
    /// false when it would run UIKit's original, which the view then runs itself.
    func interceptsReloadData() -> Bool {
        var intercepted = true
        controller.hookedReloadData { intercepted = false }
        return intercepted
    }

    /// The edit hooks: the client's edit goes to the controller (animated in every copy).
    func intercepts(_ update: HostBatchUpdate) -> Bool {
        guard controller.interceptsLifecycle else { return false }
        controller.clientEdited(update.sourceEdits)
        return true
    }

    /// The `layoutSubviews` hook, before the view's own layout.
    func willLayoutSubviews() {
        if controller.interceptsLifecycle { controller.willLayout(on: view) }
    }

    /// The `layoutSubviews` hook, after the view's own layout.
    func didLayoutSubviews() {
        if controller.interceptsLifecycle { controller.didLayout(on: view) }
    }
}

// MARK: - Scroll view delegate

extension HostListAttachment: HostScrollViewDelegate {
    package func scrollViewDidScroll(_ scrollView: HostScrollView) {
        controller.didScroll(on: view)
        callbacks.client { scrollDelegate?.scrollViewDidScroll(scrollView) }
    }

    package func scrollViewWillBeginDragging(_ scrollView: HostScrollView) {
        controller.willBeginDragging()
        callbacks.client { scrollDelegate?.scrollViewWillBeginDragging(scrollView) }
    }

    package func scrollViewWillEndDragging(
        _ scrollView: HostScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
    ) {
        controller.willEndDragging(velocity: velocity, target: &targetContentOffset) { target in
            callbacks.client {
                scrollDelegate?.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: &target)
            }
        }
    }

    package func scrollViewDidEndDragging(_ scrollView: HostScrollView, willDecelerate decelerate: Bool) {
        controller.didEndDragging(willDecelerate: decelerate)
        callbacks.client { scrollDelegate?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate) }
    }

    package func scrollViewDidEndDecelerating(_ scrollView: HostScrollView) {
        controller.didEndDecelerating()
        callbacks.client { scrollDelegate?.scrollViewDidEndDecelerating(scrollView) }
    }

    package func scrollViewDidEndScrollingAnimation(_ scrollView: HostScrollView) {
        controller.didEndScrollingAnimation()
        callbacks.client { scrollDelegate?.scrollViewDidEndScrollingAnimation(scrollView) }
    }
}

// MARK: - The path hooks

extension HostListAttachment: HostListPathHooks {
    package func virtualPath(forClientPath path: IndexPath, caller: CallerKind) -> IndexPath {
        controller.virtualPath(forClientPath: path, caller: caller)
    }

    package func virtualPaths(reloadingClientPaths paths: [IndexPath], caller: CallerKind) -> [IndexPath] {
        controller.virtualPaths(reloadingClientPaths: paths, caller: caller)
    }

    /// As the UIKit hook (`reconfiguring(clientPaths:)`).
    package func virtualPaths(reconfiguringClientPaths paths: [IndexPath], caller: CallerKind) -> [IndexPath] {
        controller.virtualPaths(reconfiguringClientPaths: paths, caller: caller)
    }

    package func clientPath(forVirtual path: IndexPath, caller: CallerKind) -> IndexPath {
        controller.clientPath(forVirtual: path, caller: caller)
    }

    package func clientPaths(forVirtual paths: [IndexPath], caller: CallerKind) -> [IndexPath] {
        controller.clientPaths(forVirtual: paths, caller: caller)
    }

    package func selecting(clientPath path: IndexPath?, caller: CallerKind, _ select: (IndexPath?) -> Void) {
        controller.selecting(clientPath: path, caller: caller, select)
    }

    package func deselecting(clientPath path: IndexPath, caller: CallerKind, _ deselect: (IndexPath) -> Void) {
        controller.deselecting(clientPath: path, caller: caller, deselect)
    }

    package func firstSelectedPath(forVirtual paths: [IndexPath], caller: CallerKind) -> IndexPath? {
        controller.firstSelectedPath(forVirtual: paths, caller: caller)
    }

    package func virtualSection(forClientSection section: Int, caller: CallerKind) -> Int {
        controller.virtualSection(forClientSection: section, caller: caller)
    }

    package func sectionCount(caller: CallerKind) -> Int? {
        controller.sectionCount(caller: caller)
    }

    package func itemCount(inSection section: Int, caller: CallerKind) -> Int? {
        controller.itemCount(inSection: section, caller: caller)
    }
}
