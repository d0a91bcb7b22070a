import Foundation
import InfiniteProxy

/// The host's counterpart of the UIKit table interceptors and method hooks: it stands in for a
/// ``HostTableView``'s data source and delegate, forwards every callback to the client through the
/// shipped ``CallbackBridge``, and asks the shipped ``ListController`` at the points where UIKit's
/// glue does. It decides nothing itself.
///
/// It is the table's ``HostTableView/interposer`` for its whole life — as the glue's method hooks
/// stay exchanged — and acts only while the controller is active.
///
/// ```swift
/// let table = HostTableView(viewportSize: CGSize(width: 390, height: 844))
/// table.dataSource = names                      // a client that knows nothing of repetition
/// table.delegate = names
/// let infinite = HostTableInterceptor(tableView: table)   // enableInfiniteScrolling = true
/// table.layoutIfNeeded()
/// infinite.centeredIndexPath                    // IndexPath(row: 0, section: 0): the client's row
/// ```
///
/// - Complexity: every callback O(1) plus the controller's work; see ``ListController``.
package final class HostTableInterceptor {
    /// The table (held strongly; it holds this object weakly, as UIKit holds delegates).
    package let tableView: HostTableView
    /// The shipped orchestration.
    package let controller: ListController<HostTableView>
    /// Where the controller's deferred work runs; ``step(_:)`` advances it with the table.
    package let runLoop: HostRunLoop

    /// The client's data source while the interceptors are installed (weak).
    package private(set) weak var dataSource: (any HostTableViewDataSource)?
    /// The client's delegate while the interceptors are installed (weak).
    package private(set) weak var scrollDelegate: (any HostScrollViewDelegate)?
    /// The client's drag delegate while the interceptors are installed (weak).
    package internal(set) weak var dragDelegate: (any HostTableViewDragDelegate)?
    /// The client's drop delegate while the interceptors are installed (weak).
    package internal(set) weak var dropDelegate: (any HostTableViewDropDelegate)?
    /// The client's table delegate (its delegate, when it is one).
    package var delegate: (any HostTableViewDelegate)? { scrollDelegate as? any HostTableViewDelegate }

    /// The identifier of the blank cell shown for rows of a client that went away.
    package static let placeholderIdentifier = "InfiniteProxy.placeholder"

    private var compensationAtSnapshot: CGFloat = 0
    private var adjustmentAtSnapshot: CGFloat = 0

    /// Hooks `tableView` and, unless `isEnabled` is false, makes it infinite now
    /// (`enableInfiniteScrolling = true`).
    package init(tableView: HostTableView, strategy: RepetitionStrategy = .automatic, isEnabled: Bool = true,
                runLoop: HostRunLoop = HostRunLoop()) {
        self.tableView = tableView
        self.runLoop = runLoop
        controller = ListController(surface: tableView, strategy: strategy, scheduler: runLoop)
        tableView.register(HostTableViewCell.self, forCellReuseIdentifier: Self.placeholderIdentifier)
        tableView.interposer = self
        compensationAtSnapshot = tableView.offsetCompensation
        controller.setRequested(isEnabled)
    }

    // MARK: Installing (called by the surface)

    /// The client's data source: the interceptor's client while installed, the table's own otherwise.
    var clientDataSource: (any HostTableViewDataSource)? {
        controller.isActive ? dataSource : tableView.dataSource
    }

    /// The client's table delegate, likewise.
    var clientDelegate: (any HostTableViewDelegate)? {
        controller.isActive ? delegate : tableView.delegate as? any HostTableViewDelegate
    }

    func install() {
        typealias Rule = InterceptorInstallation
        dataSource = Rule.client(stored: tableView.storedDataSource, interceptor: self, current: dataSource)
            as? any HostTableViewDataSource
        scrollDelegate = Rule.client(stored: tableView.storedDelegate, interceptor: self, current: scrollDelegate)
            as? any HostScrollViewDelegate
        dragDelegate = Rule.client(stored: tableView.storedDragDelegate, interceptor: self, current: dragDelegate)
            as? any HostTableViewDragDelegate
        dropDelegate = Rule.client(stored: tableView.storedDropDelegate, interceptor: self, current: dropDelegate)
            as? any HostTableViewDropDelegate
        tableView.dataSource = self
        tableView.delegate = self
        tableView.storedDragDelegate = Rule.installed(client: dragDelegate, interceptor: self)
        tableView.storedDropDelegate = Rule.installed(client: dropDelegate, interceptor: self)
    }

    func uninstall() {
        tableView.dataSource = dataSource
        tableView.delegate = scrollDelegate
        tableView.storedDragDelegate = dragDelegate
        tableView.storedDropDelegate = dropDelegate
        dataSource = nil
        scrollDelegate = nil
        dragDelegate = nil
        dropDelegate = nil
    }

    // MARK: The `infinite` namespace (UITableView+Infinite.swift's, one call each)

    /// `enableInfiniteScrolling`.
    package var isEnabled: Bool {
        get { controller.isRequested }
        set { controller.setRequested(newValue) }
    }

    /// `contentAlignment`.
    package var contentAlignment: InfiniteContentAlignment {
        get { controller.engine.alignment }
        set { controller.setAlignment(newValue) }
    }

    /// `infinite.arcRadius`.
    package var arcRadius: CGFloat? {
        get { controller.engine.arcRadius }
        set { controller.setArcRadius(newValue) }
    }

    /// `infinite.onCenteredIndexPathChange`.
    package var onCenteredIndexPathChange: ((IndexPath) -> Void)? {
        get { controller.onCenteredIndexPathChange }
        set { controller.onCenteredIndexPathChange = newValue }
    }

    /// The decisions.
    package var engine: InfiniteListEngine { controller.engine }
    /// The controller's counters.
    package var statistics: ListController<HostTableView>.Statistics { controller.statistics }

    /// `infinite.indexPathsForVisibleRows`: the client's paths on screen, each once.
    package var indexPathsForVisibleRows: [IndexPath] { controller.visibleSourceIndexPaths }

    /// `infinite.centeredIndexPath`.
    package var centeredIndexPath: IndexPath? { controller.centeredSourceIndexPath?.indexPath }

    /// `infinite.continuousContentOffset`: the offset without the controller's own jumps.
    package var continuousContentOffset: CGPoint {
        CGPoint(x: tableView.contentOffset.x, y: controller.continuousOffset)
    }

    /// `infinite.scrollToRow(at:at:animated:)`: the shortest way; a path outside the data does nothing.
    package func scrollToRow(at indexPath: IndexPath, at position: HostTableView.ScrollPosition, animated: Bool) {
        guard let source = SourceIndexPath(indexPath) else { return }
        controller.scroll(toSource: source, direction: .nearest, position: position, animated: animated)
    }

    /// `infinite.sourceIndexPath(for:)`.
    package func sourceIndexPath(for virtual: IndexPath) -> IndexPath {
        controller.sourceIndexPath(forVirtual: virtual)
    }

    /// `infinite.reloadRows(at:with:)`: reloads every visible twin of the client's rows.
    package func reloadRows(at indexPaths: [IndexPath]) {
        let twins = controller.visibleTwins(ofClientPaths: indexPaths)
        guard !twins.isEmpty else { return }
        controller.engine.passingThrough { tableView.reloadRows(at: twins) }
    }

    /// VoiceOver started or stopped (UIKit: `voiceOverStatusDidChangeNotification`).
    package func voiceOverStatusDidChange(isRunning: Bool) {
        controller.voiceOverDidChange(isRunning: isRunning)
    }

    // MARK: Frames

    /// Advances the table by one frame, then the run loop (deferred work, fallbacks).
    package func step(_ dt: TimeInterval = 1.0 / 60.0) {
        tableView.step(dt)
        runLoop.advance(by: dt)
    }

    /// What the table shows now, for the ``InvariantChecker``: `jump` is everything the controller
    /// and the table's estimate compensation added to the offset since the previous snapshot.
    ///
    /// - Complexity: O(v) for v visible rows.
    package func snapshot() -> HostFrameSnapshot {
        let compensation = tableView.offsetCompensation
        let adjustment = controller.statistics.offsetAdjustment
        let jump = (adjustment - adjustmentAtSnapshot) + (compensation - compensationAtSnapshot)
        adjustmentAtSnapshot = adjustment
        compensationAtSnapshot = compensation
        let cells = tableView.visibleCells
        var items: [HostVisibleItem] = []
        items.reserveCapacity(cells.count)
        for cell in cells {
            let virtual = VirtualIndexPath(section: cell.layoutSection, item: cell.layoutRow)
            let source = controller.isActive ? engine.sourceIndexPath(for: virtual)
                : SourceIndexPath(section: virtual.section, item: virtual.item)
            items.append(HostVisibleItem(virtual: virtual, source: source, frame: cell.frame))
        }
        let viewport = tableView.listViewport(along: .vertical)
        return HostFrameSnapshot(
            frame: tableView.frameCount, viewport: viewport, moved: tableView.lastPhysicsMovement.y,
            jump: jump, edgeHits: tableView.edgeHits, liveCells: tableView.liveCellCount, items: items)
    }

    var callbacks: CallbackBridge { controller.callbacks }
}

// MARK: - Data source

extension HostTableInterceptor: HostTableViewDataSource {
    package func numberOfSections(in tableView: HostTableView) -> Int? {
        controller.numberOfSections(clientIsPresent: dataSource != nil)
    }

    package func tableView(_ tableView: HostTableView, numberOfRowsInSection section: Int) -> Int {
        controller.numberOfItems(inSection: section)
    }

    package func tableView(_ tableView: HostTableView, cellForRowAt indexPath: IndexPath) -> HostTableViewCell {
        guard let client = dataSource else {
            // The client went away after the table counted its rows: a blank cell, and the
            // controller reloads to nothing on the next turn.
            controller.clientDisappeared()
            return callbacks.neutral { tableView.dequeueCell(withIdentifier: Self.placeholderIdentifier, for: indexPath) }
        }
        return callbacks.forwardCell(indexPath, fallback: HostTableViewCell(reuseIdentifier: nil)) {
            client.tableView(tableView, cellForRowAt: $0)
        }
    }

    package func tableView(_ tableView: HostTableView, titleForHeaderInSection section: Int) -> String? {
        callbacks.forward(section: section) { dataSource?.tableView(tableView, titleForHeaderInSection: $0) }
    }

    package func tableView(_ tableView: HostTableView, titleForFooterInSection section: Int) -> String? {
        callbacks.forward(section: section) { dataSource?.tableView(tableView, titleForFooterInSection: $0) }
    }

    package func tableView(_ tableView: HostTableView, canMoveRowAt indexPath: IndexPath) -> Bool? {
        callbacks.forward(indexPath, fallback: nil) { dataSource?.tableView(tableView, canMoveRowAt: $0) }
    }

    /// A row moved by the user: the client moves its data; the controller reloads the other copies
    /// on the next turn (T14).
    package func tableView(_ tableView: HostTableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        controller.userMoved(from: sourceIndexPath, to: destinationIndexPath) {
            dataSource?.tableView(tableView, moveRowAt: $0, to: $1)
        }
    }
}

// MARK: - Delegate

extension HostTableInterceptor: HostTableViewDelegate {
    package func tableView(_ tableView: HostTableView, heightForRowAt indexPath: IndexPath) -> CGFloat? {
        callbacks.forward(indexPath, fallback: nil) { delegate?.tableView(tableView, heightForRowAt: $0) }
    }

    package func tableView(_ tableView: HostTableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat? {
        // Only for a client that implements it (the UIKit interceptor answers it only then).
        guard let estimate = callbacks.forward(indexPath, fallback: nil, { delegate?.tableView(tableView, estimatedHeightForRowAt: $0) })
        else { return nil }
        return controller.learnedEstimate(at: indexPath) ?? estimate
    }

    package func tableView(_ tableView: HostTableView, heightForHeaderInSection section: Int) -> CGFloat? {
        callbacks.forward(section: section) { delegate?.tableView(tableView, heightForHeaderInSection: $0) }
    }

    package func tableView(_ tableView: HostTableView, heightForFooterInSection section: Int) -> CGFloat? {
        callbacks.forward(section: section) { delegate?.tableView(tableView, heightForFooterInSection: $0) }
    }

    package func tableView(_ tableView: HostTableView, willDisplay cell: HostTableViewCell, forRowAt indexPath: IndexPath) {
        controller.willDisplayItem(at: indexPath, length: cell.frame.height, view: ObjectIdentifier(cell))
        callbacks.startDisplay(of: ObjectIdentifier(cell), at: indexPath) {
            delegate?.tableView(tableView, willDisplay: cell, forRowAt: $0)
        }
    }

    package func tableView(_ tableView: HostTableView, didEndDisplaying cell: HostTableViewCell, forRowAt indexPath: IndexPath) {
        callbacks.endDisplay(of: ObjectIdentifier(cell), at: indexPath) {
            delegate?.tableView(tableView, didEndDisplaying: cell, forRowAt: $0)
        }
    }

    package func tableView(_ tableView: HostTableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool? {
        callbacks.forward(indexPath, fallback: nil) { delegate?.tableView(tableView, shouldHighlightRowAt: $0) }
    }

    package func tableView(_ tableView: HostTableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?? {
        .some(callbacks.forwardRedirect(indexPath) { delegate?.tableView(tableView, willSelectRowAt: $0) ?? .none })
    }

    package func tableView(_ tableView: HostTableView, didSelectRowAt indexPath: IndexPath) {
        callbacks.forward(indexPath, fallback: ()) { delegate?.tableView(tableView, didSelectRowAt: $0) }
    }

    package func tableView(_ tableView: HostTableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?? {
        .some(callbacks.forwardRedirect(indexPath) { delegate?.tableView(tableView, willDeselectRowAt: $0) ?? .none })
    }

    package func tableView(_ tableView: HostTableView, didDeselectRowAt indexPath: IndexPath) {
        callbacks.forward(indexPath, fallback: ()) { delegate?.tableView(tableView, didDeselectRowAt: $0) }
    }

    package func tableView(
        _ tableView: HostTableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath? {
        callbacks.forwardMoveTarget(moving: [sourceIndexPath], proposed: proposedDestinationIndexPath) {
            delegate?.tableView(tableView, targetIndexPathForMoveFromRowAt: $0[0], toProposedIndexPath: $1)
        }
    }

    // Scroll view.

    package func scrollViewDidScroll(_ scrollView: HostScrollView) {
        controller.didScroll(on: tableView)
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

// MARK: - The method hooks

extension HostTableInterceptor: HostTableViewInterposing {
    package func tableView(_ tableView: HostTableView, virtualPathForClientPath path: IndexPath) -> IndexPath {
        controller.virtualPath(forClientPath: path)
    }

    package func tableView(_ tableView: HostTableView, virtualPathsReloadingClientPath path: IndexPath) -> [IndexPath] {
        controller.virtualPaths(reloadingClientPaths: [path])
    }

    package func tableView(_ tableView: HostTableView, virtualPathForClientPath path: IndexPath,
                          caller: CallerKind) -> IndexPath {
        controller.virtualPath(forClientPath: path, caller: caller)
    }

    package func tableView(_ tableView: HostTableView, virtualPathsReloadingClientPaths paths: [IndexPath],
                          caller: CallerKind) -> [IndexPath] {
        controller.virtualPaths(reloadingClientPaths: paths, caller: caller)
    }

    /// As the UIKit hook (`reconfiguring(clientPaths:)`).
    package func tableView(_ tableView: HostTableView, virtualPathsReconfiguringClientPaths paths: [IndexPath],
                          caller: CallerKind) -> [IndexPath] {
        controller.virtualPaths(reconfiguringClientPaths: paths, caller: caller)
    }

    package func tableView(_ tableView: HostTableView, clientPathForVirtualPath path: IndexPath,
                          caller: CallerKind) -> IndexPath {
        controller.clientPath(forVirtual: path, caller: caller)
    }

    package func tableView(_ tableView: HostTableView, clientPathsForVirtualPaths paths: [IndexPath],
                          caller: CallerKind) -> [IndexPath] {
        controller.clientPaths(forVirtual: paths, caller: caller)
    }

    package func tableView(_ tableView: HostTableView, virtualSectionForClientSection section: Int,
                          caller: CallerKind) -> Int {
        controller.virtualSection(forClientSection: section, caller: caller)
    }

    package func tableView(_ tableView: HostTableView, sectionCountFor caller: CallerKind) -> Int? {
        controller.sectionCount(caller: caller)
    }

    package func tableView(_ tableView: HostTableView, rowCountInSection section: Int, caller: CallerKind) -> Int? {
        controller.itemCount(inSection: section, caller: caller)
    }

    package func tableView(
        _ tableView: HostTableView, scrollToRowAtClientPath path: IndexPath,
        at position: HostTableView.ScrollPosition, animated: Bool, caller: CallerKind
    ) -> Bool {
        controller.hookedScroll(to: path, position: position, animated: animated, caller: caller)
    }

    package func tableView(_ tableView: HostTableView, clientPathForVirtualPath path: IndexPath) -> IndexPath {
        controller.clientPath(forVirtual: path)
    }

    package func tableView<Result>(_ tableView: HostTableView, passingThrough body: () throws -> Result) rethrows -> Result {
        try controller.engine.passingThrough(body)
    }

    package func tableView(
        _ tableView: HostTableView, wrapDataSource dataSource: (any HostTableViewDataSource)?
    ) -> (any HostTableViewDataSource)? {
        guard controller.interceptsLifecycle else { return dataSource }
        controller.clientAssigned(.dataSource, object: dataSource, interceptor: self) { self.dataSource = dataSource }
        return self
    }

    package func tableView(
        _ tableView: HostTableView, wrapDelegate delegate: (any HostScrollViewDelegate)?
    ) -> (any HostScrollViewDelegate)? {
        guard controller.interceptsLifecycle else { return delegate }
        controller.clientAssigned(.delegate, object: delegate, interceptor: self) { self.scrollDelegate = delegate }
        return self
    }

    package func tableView(
        _ tableView: HostTableView, wrapDragDelegate delegate: (any HostTableViewDragDelegate)?
    ) -> (any HostTableViewDragDelegate)? {
        guard controller.interceptsLifecycle else { return delegate }
        controller.clientAssigned(.dragDelegate, object: delegate, interceptor: self) { self.dragDelegate = delegate }
        return delegate == nil ? nil : self
    }

    package func tableView(
        _ tableView: HostTableView, wrapDropDelegate delegate: (any HostTableViewDropDelegate)?
    ) -> (any HostTableViewDropDelegate)? {
        guard controller.interceptsLifecycle else { return delegate }
        controller.clientAssigned(.dropDelegate, object: delegate, interceptor: self) { self.dropDelegate = delegate }
        return delegate == nil ? nil : self
    }

    /// The glue's getter hooks: the client's object while this interceptor is installed.
    package func tableView(_ tableView: HostTableView, visible stored: AnyObject?, role: HostClientRole) -> AnyObject? {
        let client: AnyObject? = switch role {
        case .dataSource: dataSource
        case .delegate: scrollDelegate
        case .prefetchDataSource: nil
        case .dragDelegate: dragDelegate
        case .dropDelegate: dropDelegate
        }
        return InterceptedClient.visible(stored: stored, interceptor: self, client: client,
                                         duringViewsOwnWork: controller.isRunningViewsOwnWork)
    }

    package func tableViewWillReloadData(_ tableView: HostTableView) {}
    package func tableViewDidReloadData(_ tableView: HostTableView) {}

    package func tableViewInterceptsReloadData(_ tableView: HostTableView) -> Bool {
        guard controller.interceptsReload else { return false }
        controller.clientRequestedReload()
        return true
    }

    package func tableView(
        _ tableView: HostTableView, scrollToRowAtClientPath path: IndexPath,
        at position: HostTableView.ScrollPosition, animated: Bool
    ) -> Bool {
        controller.hookedScroll(to: path, position: position, animated: animated, caller: nil)
    }

    /// As the UIKit hooks: the client's edit goes to the controller (animated in every copy).
    package func tableView(_ tableView: HostTableView, interceptsUpdate update: HostBatchUpdate) -> Bool {
        guard controller.interceptsLifecycle else { return false }
        controller.clientEdited(update.sourceEdits)
        return true
    }

    package func tableViewInterceptsBeginUpdates(_ tableView: HostTableView) -> Bool {
        guard controller.interceptsLifecycle else { return false }
        controller.beginBatch()
        return true
    }

    /// As the UIKit hook: the controller applies what the batch collected; a batch with nothing
    /// structural runs the table's own empty update (the idiom that animates new heights).
    package func tableViewInterceptsEndUpdates(_ tableView: HostTableView) -> Bool {
        guard controller.interceptsLifecycle else { return false }
        controller.clientEndedUpdates {
            tableView.beginUpdates()
            tableView.endUpdates()
        }
        return true
    }

    package func tableViewWillLayoutSubviews(_ tableView: HostTableView) {
        if controller.interceptsLifecycle { controller.willLayout(on: tableView) }
    }

    package func tableViewDidLayoutSubviews(_ tableView: HostTableView) {
        if controller.interceptsLifecycle { controller.didLayout(on: tableView) }
    }
}

// MARK: - Sessions

extension HostTableInterceptor: HostListSessionSubject {
    package var sessionScrollView: HostScrollView { tableView }
    package var sessionAxis: InfiniteAxis { .vertical }
}
