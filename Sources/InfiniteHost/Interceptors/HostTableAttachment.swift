import Foundation
import InfiniteProxy

/// The attachment of a ``HostTableView``: it stands in for the table's data source and delegate,
/// forwards every callback to the client through the shipped ``CallbackBridge``, and asks the
/// shipped ``ListController`` at the points where UIKit's glue does (see ``HostListAttachment``).
///
/// It is the table's ``HostTableView/interposer`` for its whole life — as the glue's method hooks
/// stay exchanged — and acts only while the controller is active.
///
/// ```swift
/// let table = HostTableView(viewportSize: CGSize(width: 390, height: 844))
/// table.dataSource = names                      // a client that knows nothing of repetition
/// table.delegate = names
/// let attachment = HostTableAttachment(tableView: table)   // enableInfiniteScrolling = true
/// table.layoutIfNeeded()
/// attachment.centeredIndexPath                  // IndexPath(row: 0, section: 0): the client's row
/// ```
///
/// - Complexity: every callback O(1) plus the controller's work; see ``ListController``.
package final class HostTableAttachment: HostListAttachment<HostTableView> {
    /// The table.
    package var tableView: HostTableView { view }

    /// The client's data source while the interceptors are installed (weak).
    package private(set) weak var dataSource: (any HostTableViewDataSource)?
    /// The client's drag delegate while the interceptors are installed (weak).
    package internal(set) weak var dragDelegate: (any HostTableViewDragDelegate)?
    /// The client's drop delegate while the interceptors are installed (weak).
    package internal(set) weak var dropDelegate: (any HostTableViewDropDelegate)?
    /// The client's table delegate (its delegate, when it is one).
    package var delegate: (any HostTableViewDelegate)? { scrollDelegate as? any HostTableViewDelegate }

    private var compensationAtSnapshot: CGFloat = 0
    private var adjustmentAtSnapshot: CGFloat = 0

    /// Hooks `tableView` and, unless `isEnabled` is false, makes it infinite now
    /// (`enableInfiniteScrolling = true`).
    package init(tableView: HostTableView, strategy: RepetitionStrategy = .automatic, isEnabled: Bool = true,
                runLoop: HostRunLoop = HostRunLoop()) {
        super.init(view: tableView, strategy: strategy, runLoop: runLoop)
        tableView.register(HostTableViewCell.self, forCellReuseIdentifier: Self.placeholderIdentifier)
        tableView.interposer = self
        compensationAtSnapshot = tableView.offsetCompensation
        controller.setRequested(isEnabled)
    }

    // MARK: Installing (called by the surface)

    /// The client's data source: the attachment's client while installed, the table's own otherwise.
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

    override func client(for role: HostClientRole) -> AnyObject? {
        switch role {
        case .dataSource: dataSource
        case .delegate: scrollDelegate
        case .prefetchDataSource: nil
        case .dragDelegate: dragDelegate
        case .dropDelegate: dropDelegate
        }
    }

    // MARK: The `infinite` namespace (UITableView+Infinite.swift's, one call each)

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

    /// `infinite.indexPathsForVisibleRows`: the client's paths on screen, each once.
    package var indexPathsForVisibleRows: [IndexPath] { controller.visibleSourceIndexPaths }

    /// `infinite.continuousContentOffset`: the offset without the controller's own jumps.
    package var continuousContentOffset: CGPoint {
        CGPoint(x: tableView.contentOffset.x, y: controller.continuousOffset)
    }

    /// `infinite.scrollToRow(at:at:animated:)`: the shortest way; a path outside the data does nothing.
    package func scrollToRow(at indexPath: IndexPath, at position: HostTableView.ScrollPosition, animated: Bool) {
        scroll(toClientPath: indexPath, at: position, animated: animated)
    }

    /// `infinite.reloadRows(at:with:)`: reloads every visible twin of the client's rows.
    package func reloadRows(at indexPaths: [IndexPath]) {
        let twins = controller.visibleTwins(ofClientPaths: indexPaths)
        guard !twins.isEmpty else { return }
        controller.engine.passingThrough { tableView.reloadRows(at: twins) }
    }

    // MARK: Frames

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
        let items = tableView.visibleCells.map { cell in
            visibleItem(VirtualIndexPath(section: cell.layoutSection, item: cell.layoutRow), frame: cell.frame)
        }
        return HostFrameSnapshot(
            frame: tableView.frameCount, viewport: tableView.listViewport(along: .vertical),
            moved: tableView.lastPhysicsMovement.y,
            jump: jump, edgeHits: tableView.edgeHits, liveCells: tableView.liveCellCount, items: items)
    }
}

// MARK: - Data source

extension HostTableAttachment: HostTableViewDataSource {
    package func numberOfSections(in tableView: HostTableView) -> Int? {
        controller.numberOfSections(clientIsPresent: dataSource != nil)
    }

    package func tableView(_ tableView: HostTableView, numberOfRowsInSection section: Int) -> Int {
        controller.numberOfItems(inSection: section)
    }

    package func tableView(_ tableView: HostTableView, cellForRowAt indexPath: IndexPath) -> HostTableViewCell {
        cell(at: indexPath, fallback: HostTableViewCell(reuseIdentifier: nil),
             placeholder: { tableView.dequeueCell(withIdentifier: Self.placeholderIdentifier, for: indexPath) },
             client: dataSource.map { client in { client.tableView(tableView, cellForRowAt: $0) } })
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
    /// on the next turn.
    package func tableView(_ tableView: HostTableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        controller.userMoved(from: sourceIndexPath, to: destinationIndexPath) {
            dataSource?.tableView(tableView, moveRowAt: $0, to: $1)
        }
    }

    /// `_diffableDataSourceImpl` reaches the client unchanged, as the UIKit interceptor's
    /// `forwardingTarget(for:)` forwards it (HostFidelity E-e: hiding it would disconnect the view
    /// from its diffable data source).
    package var diffableDataSourceImpl: AnyObject? { dataSource?.diffableDataSourceImpl }
}

// MARK: - Delegate

extension HostTableAttachment: HostTableViewDelegate {
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
        if controller.showSelection(ofTwinAt: indexPath) { cell.isSelected = true }
        if let highlighted = controller.highlight(ofTwinAt: indexPath) { cell.isHighlighted = highlighted }
        willDisplay(cell, at: indexPath, length: cell.frame.height) {
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

    package func tableView(_ tableView: HostTableView, didHighlightRowAt indexPath: IndexPath) {
        controller.userHighlighted(at: indexPath)
        callbacks.forward(indexPath, fallback: ()) { delegate?.tableView(tableView, didHighlightRowAt: $0) }
    }

    package func tableView(_ tableView: HostTableView, didUnhighlightRowAt indexPath: IndexPath) {
        callbacks.forward(controller.userUnhighlighted(at: indexPath), fallback: ()) { delegate?.tableView(tableView, didUnhighlightRowAt: $0) }
    }

    package func tableView(_ tableView: HostTableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?? {
        .some(callbacks.forwardRedirect(indexPath) { delegate?.tableView(tableView, willSelectRowAt: $0) ?? .none })
    }

    package func tableView(_ tableView: HostTableView, didSelectRowAt indexPath: IndexPath) {
        controller.userSelected(at: indexPath)
        callbacks.forward(indexPath, fallback: ()) { delegate?.tableView(tableView, didSelectRowAt: $0) }
    }

    package func tableView(_ tableView: HostTableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?? {
        .some(callbacks.forwardRedirect(indexPath) { delegate?.tableView(tableView, willDeselectRowAt: $0) ?? .none })
    }

    package func tableView(_ tableView: HostTableView, didDeselectRowAt indexPath: IndexPath) {
        controller.userDeselected(at: indexPath)
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
}

// MARK: - The method hooks

extension HostTableAttachment: HostTableViewInterposing {
    package func tableView(_ tableView: HostTableView, virtualPathForClientPath path: IndexPath) -> IndexPath {
        controller.virtualPath(forClientPath: path)
    }

    package func tableView(_ tableView: HostTableView, virtualPathsReloadingClientPath path: IndexPath) -> [IndexPath] {
        controller.virtualPaths(reloadingClientPaths: [path])
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
        intercepts(.dataSource, dataSource) { self.dataSource = dataSource } ? self : dataSource
    }

    package func tableView(
        _ tableView: HostTableView, wrapDelegate delegate: (any HostScrollViewDelegate)?
    ) -> (any HostScrollViewDelegate)? {
        intercepts(.delegate, delegate) { self.scrollDelegate = delegate } ? self : delegate
    }

    package func tableView(
        _ tableView: HostTableView, wrapDragDelegate delegate: (any HostTableViewDragDelegate)?
    ) -> (any HostTableViewDragDelegate)? {
        intercepts(.dragDelegate, delegate) { self.dragDelegate = delegate } && delegate != nil ? self : delegate
    }

    package func tableView(
        _ tableView: HostTableView, wrapDropDelegate delegate: (any HostTableViewDropDelegate)?
    ) -> (any HostTableViewDropDelegate)? {
        intercepts(.dropDelegate, delegate) { self.dropDelegate = delegate } && delegate != nil ? self : delegate
    }

    package func tableView(_ tableView: HostTableView, visible stored: AnyObject?, role: HostClientRole) -> AnyObject? {
        visible(stored: stored, role: role)
    }

    package func tableViewWillReloadData(_ tableView: HostTableView) {}
    package func tableViewDidReloadData(_ tableView: HostTableView) {}

    package func tableViewInterceptsReloadData(_ tableView: HostTableView) -> Bool { interceptsReloadData() }

    package func tableView(
        _ tableView: HostTableView, scrollToRowAtClientPath path: IndexPath,
        at position: HostTableView.ScrollPosition, animated: Bool
    ) -> Bool {
        controller.hookedScroll(to: path, position: position, animated: animated, caller: nil)
    }

    package func tableView(_ tableView: HostTableView, interceptsUpdate update: HostBatchUpdate) -> Bool {
        intercepts(update)
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

    package func tableViewWillLayoutSubviews(_ tableView: HostTableView) { willLayoutSubviews() }

    package func tableViewDidLayoutSubviews(_ tableView: HostTableView) { didLayoutSubviews() }
}

// MARK: - Sessions

extension HostTableAttachment: HostListSessionSubject {}
