import Foundation
import InfiniteProxy

/// The attachment of a ``HostCollectionView``: it stands in for the view's data source, delegate
/// (flow layout included) and prefetching data source, forwards every callback to the client
/// through the shipped ``CallbackBridge``, and asks the shipped ``ListController`` at the points
/// where UIKit's glue does (see ``HostListAttachment``).
///
/// It is the view's ``HostCollectionView/interposer`` for its whole life — as the glue's method
/// hooks stay exchanged — and acts only while the controller is active.
///
/// ```swift
/// let view = HostCollectionView(viewportSize: CGSize(width: 390, height: 844))
/// view.dataSource = photos                       // a client that knows nothing of repetition
/// view.delegate = photos
/// let attachment = HostCollectionAttachment(collectionView: view)   // enableInfiniteScrolling = true
/// view.layoutIfNeeded()
/// attachment.centeredIndexPath                   // the client's item at the centre
/// ```
///
/// - Complexity: every callback O(1) plus the controller's work; see ``ListController``.
package final class HostCollectionAttachment: HostListAttachment<HostCollectionView> {
    /// The collection view.
    package var collectionView: HostCollectionView { view }

    /// The client's data source while the interceptors are installed (weak).
    package private(set) weak var dataSource: (any HostCollectionViewDataSource)?
    /// The client's prefetching data source while the interceptors are installed (weak).
    package private(set) weak var prefetchDataSource: (any HostCollectionViewDataSourcePrefetching)?
    /// The client's drag delegate while the interceptors are installed (weak).
    package internal(set) weak var dragDelegate: (any HostCollectionViewDragDelegate)?
    /// The client's drop delegate while the interceptors are installed (weak).
    package internal(set) weak var dropDelegate: (any HostCollectionViewDropDelegate)?
    /// The client's collection delegate (its delegate, when it is one).
    package var delegate: (any HostCollectionViewDelegate)? { scrollDelegate as? any HostCollectionViewDelegate }
    /// The client's flow-layout delegate (its delegate, when it is one).
    package var flowDelegate: (any HostCollectionViewDelegateFlowLayout)? {
        scrollDelegate as? any HostCollectionViewDelegateFlowLayout
    }

    private var observerTokens: [Int] = []
    private var environmentToken: Int?

    /// Hooks `collectionView` and, unless `isEnabled` is false, makes it infinite now
    /// (`enableInfiniteScrolling = true`).
    package init(collectionView: HostCollectionView, strategy: RepetitionStrategy = .automatic, isEnabled: Bool = true,
                runLoop: HostRunLoop = HostRunLoop()) {
        super.init(view: collectionView, strategy: strategy, runLoop: runLoop)
        collectionView.register(HostCollectionViewCell.self, forCellWithReuseIdentifier: Self.placeholderIdentifier)
        collectionView.interposer = self
        controller.voiceOverDidChange(isRunning: collectionView.environment.isVoiceOverRunning)
        controller.applicationDidChange(isActive: collectionView.environment.isApplicationActive)
        controller.reduceMotionDidChange(isEnabled: collectionView.environment.isReduceMotionEnabled)
        controller.windowDidChange(isInWindow: collectionView.isInWindow)
        let environment = collectionView.environment
        environmentToken = environment.observe { [weak self] event in
            guard let self else { return }
            switch event {
            case .voiceOverStatusDidChange: self.controller.voiceOverDidChange(isRunning: environment.isVoiceOverRunning)
            case .reduceMotionStatusDidChange: self.controller.reduceMotionDidChange(isEnabled: environment.isReduceMotionEnabled)
            case .contentSizeCategoryDidChange: self.controller.contentSizeCategoryDidChange()
            case .applicationWillResignActive: self.controller.applicationDidChange(isActive: false)
            case .applicationDidBecomeActive: self.controller.applicationDidChange(isActive: true)
            case .elementFocused:
                self.controller.voiceOverFocusDidChange(isInside: self.containsElement(environment.voiceOverFocusedElement))
            }
        }
        observerTokens.append(collectionView.observeWindow { [weak self] inWindow in
            self?.controller.windowDidChange(isInWindow: inWindow)
        })
        controller.setRequested(isEnabled)
    }

    isolated deinit {
        for token in observerTokens { collectionView.removeObserver(token) }
        if let environmentToken { collectionView.environment.removeObserver(environmentToken) }
    }

    // MARK: Installing (called by the surface)

    /// The client's data source: the attachment's client while installed, the view's own otherwise.
    var clientDataSource: (any HostCollectionViewDataSource)? {
        controller.isActive ? dataSource : collectionView.dataSource
    }

    /// The client's delegate, likewise.
    var clientDelegate: (any HostScrollViewDelegate)? {
        controller.isActive ? scrollDelegate : collectionView.delegate
    }

    func install() {
        typealias Rule = InterceptorInstallation
        dataSource = Rule.client(stored: collectionView.storedDataSource, interceptor: self, current: dataSource)
            as? any HostCollectionViewDataSource
        scrollDelegate = Rule.client(stored: collectionView.storedDelegate, interceptor: self, current: scrollDelegate)
            as? any HostScrollViewDelegate
        prefetchDataSource = Rule.client(stored: collectionView.storedPrefetchDataSource, interceptor: self,
                                         current: prefetchDataSource) as? any HostCollectionViewDataSourcePrefetching
        dragDelegate = Rule.client(stored: collectionView.storedDragDelegate, interceptor: self, current: dragDelegate)
            as? any HostCollectionViewDragDelegate
        dropDelegate = Rule.client(stored: collectionView.storedDropDelegate, interceptor: self, current: dropDelegate)
            as? any HostCollectionViewDropDelegate
        collectionView.dataSource = self
        collectionView.delegate = self
        if let installed = Rule.installed(client: prefetchDataSource, interceptor: self) {
            collectionView.prefetchDataSource = installed
        }
        collectionView.storedDragDelegate = Rule.installed(client: dragDelegate, interceptor: self)
        collectionView.storedDropDelegate = Rule.installed(client: dropDelegate, interceptor: self)
    }

    func uninstall() {
        collectionView.dataSource = dataSource
        collectionView.delegate = scrollDelegate
        if collectionView.prefetchDataSource === self { collectionView.prefetchDataSource = prefetchDataSource }
        collectionView.storedDragDelegate = dragDelegate
        collectionView.storedDropDelegate = dropDelegate
        dataSource = nil
        scrollDelegate = nil
        prefetchDataSource = nil
        dragDelegate = nil
        dropDelegate = nil
    }

    override func client(for role: HostClientRole) -> AnyObject? {
        switch role {
        case .dataSource: dataSource
        case .delegate: scrollDelegate
        case .prefetchDataSource: prefetchDataSource
        case .dragDelegate: dragDelegate
        case .dropDelegate: dropDelegate
        }
    }

    // MARK: The `infinite` namespace (UICollectionView+Infinite.swift's, one call each)

    /// `infinite.indexPathsForVisibleItems`: the client's paths on screen, each once.
    package var indexPathsForVisibleItems: [IndexPath] { controller.visibleSourceIndexPaths }

    /// `infinite.scrollToItem(at:at:animated:)`: the shortest way; a path outside the data does nothing.
    package func scrollToItem(at indexPath: IndexPath, at position: HostCollectionViewScrollPosition, animated: Bool) {
        scroll(toClientPath: indexPath, at: position, animated: animated)
    }

    // MARK: Carousel (`infinite.isPagingEnabled`, `autoScrollInterval`, next/previous)

    /// `infinite.isPagingEnabled`: snap to items when a drag ends.
    package var isPagingEnabled: Bool {
        get { controller.carousel?.isPagingEnabled ?? false }
        set { controller.setPagingEnabled(newValue) }
    }

    /// `infinite.autoScrollInterval`: seconds between automatic advances; nil = off.
    package var autoScrollInterval: TimeInterval? {
        get { controller.carousel?.autoScroll.interval }
        set { controller.setAutoScrollInterval(newValue) }
    }

    /// `infinite.scrollToNextItem(animated:)`.
    package func scrollToNextItem(animated: Bool) { controller.advanceCarousel(by: 1, animated: animated) }

    /// `infinite.scrollToPreviousItem(animated:)`.
    package func scrollToPreviousItem(animated: Bool) { controller.advanceCarousel(by: -1, animated: animated) }

    /// Whether an auto-scroll timer is scheduled.
    package var isAutoScrollTimerRunning: Bool { controller.carousel?.isAutoScrollTimerRunning ?? false }

    /// The carousel's counters (zero without a carousel).
    package var carouselStatistics: Carousel.Statistics { controller.carousel?.statistics ?? Carousel.Statistics() }

    // MARK: Frames

    /// What the view shows now, for the ``InvariantChecker``: `jump` is everything the controller
    /// and the layout's self-sizing added to the offset since the previous snapshot (the view's
    /// movement accounting, which this takes and resets).
    ///
    /// - Complexity: O(v) for v visible items.
    package func snapshot() -> HostFrameSnapshot {
        let axis = collectionView.axis
        let movement = collectionView.takeFrameMovement()
        let items = collectionView.visibleCells.compactMap { cell in
            cell.layoutIndexPath.flatMap(VirtualIndexPath.init).map { visibleItem($0, frame: cell.frame) }
        }
        return HostFrameSnapshot(
            frame: collectionView.frameCount, viewport: collectionView.listViewport(along: axis),
            moved: axis == .vertical ? movement.moved.y : movement.moved.x,
            jump: axis == .vertical ? movement.adjusted.y : movement.adjusted.x,
            edgeHits: collectionView.edgeHits, liveCells: collectionView.liveCellCount, items: items)
    }
}

// MARK: - Data source

extension HostCollectionAttachment: HostCollectionViewDataSource {
    package func numberOfSections(in collectionView: HostCollectionView) -> Int? {
        controller.numberOfSections(clientIsPresent: dataSource != nil)
    }

    package func collectionView(_ collectionView: HostCollectionView, numberOfItemsInSection section: Int) -> Int {
        controller.numberOfItems(inSection: section)
    }

    package func collectionView(_ collectionView: HostCollectionView, cellForItemAt indexPath: IndexPath) -> HostCollectionViewCell {
        cell(at: indexPath, fallback: HostCollectionViewCell(),
             placeholder: { collectionView.dequeueReusableCell(withReuseIdentifier: Self.placeholderIdentifier, for: indexPath) },
             client: dataSource.map { client in { client.collectionView(collectionView, cellForItemAt: $0) } })
    }

    package func collectionView(
        _ collectionView: HostCollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> HostCollectionReusableView? {
        guard let client = dataSource else { return nil }
        return callbacks.forwardSupplementary(indexPath, fallback: nil) {
            client.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: $0)
        }
    }

    package func collectionView(_ collectionView: HostCollectionView, canMoveItemAt indexPath: IndexPath) -> Bool? {
        callbacks.forward(indexPath, fallback: nil) { dataSource?.collectionView(collectionView, canMoveItemAt: $0) }
    }

    /// An item the user moved: the client moves its data, then every copy is reloaded (as the
    /// UIKit interceptor, through ``ListController/userMoved(from:to:_:)``).
    package func collectionView(_ collectionView: HostCollectionView, moveItemAt sourceIndexPath: IndexPath,
                               to destinationIndexPath: IndexPath) {
        controller.userMoved(from: sourceIndexPath, to: destinationIndexPath) {
            dataSource?.collectionView(collectionView, moveItemAt: $0, to: $1)
        }
    }

    /// `_diffableDataSourceImpl`: the client's implementation object behind a stand-in that maps
    /// a drag-and-drop reorder's commit to the client's paths
    /// (``HostDiffableImplementationStandIn``), as the UIKit interceptor's (HostFidelity E-e).
    package var diffableDataSourceImpl: AnyObject? {
        let implementation = dataSource?.diffableDataSourceImpl
        guard let modelled = implementation as? any HostDiffableImplementation else { return implementation }
        return HostDiffableImplementationStandIn(implementation: modelled, controller: controller)
    }
}

// MARK: - Delegate

extension HostCollectionAttachment: HostCollectionViewDelegateFlowLayout {
    package func collectionView(_ collectionView: HostCollectionView, willDisplay cell: HostCollectionViewCell, forItemAt indexPath: IndexPath) {
        if controller.showSelection(ofTwinAt: indexPath) { cell.isSelected = true }
        if let highlighted = controller.highlight(ofTwinAt: indexPath) { cell.isHighlighted = highlighted }
        willDisplay(cell, at: indexPath, length: collectionView.axis == .vertical ? cell.frame.height : cell.frame.width) {
            delegate?.collectionView(collectionView, willDisplay: cell, forItemAt: $0)
        }
    }

    package func collectionView(_ collectionView: HostCollectionView, didEndDisplaying cell: HostCollectionViewCell, forItemAt indexPath: IndexPath) {
        callbacks.endDisplay(of: ObjectIdentifier(cell), at: indexPath) {
            delegate?.collectionView(collectionView, didEndDisplaying: cell, forItemAt: $0)
        }
    }

    package func collectionView(
        _ collectionView: HostCollectionView, willDisplaySupplementaryView view: HostCollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        callbacks.startDisplay(of: ObjectIdentifier(view), at: indexPath, supplementary: true) {
            delegate?.collectionView(collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: $0)
        }
    }

    package func collectionView(
        _ collectionView: HostCollectionView, didEndDisplayingSupplementaryView view: HostCollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        callbacks.endDisplay(of: ObjectIdentifier(view), at: indexPath, supplementary: true) {
            delegate?.collectionView(collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: $0)
        }
    }

    package func collectionView(_ collectionView: HostCollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool? {
        callbacks.forward(indexPath, fallback: nil) { delegate?.collectionView(collectionView, shouldHighlightItemAt: $0) }
    }

    package func collectionView(_ collectionView: HostCollectionView, didHighlightItemAt indexPath: IndexPath) {
        controller.userHighlighted(at: indexPath)
        callbacks.forward(indexPath, fallback: ()) { delegate?.collectionView(collectionView, didHighlightItemAt: $0) }
    }

    package func collectionView(_ collectionView: HostCollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        callbacks.forward(controller.userUnhighlighted(at: indexPath), fallback: ()) { delegate?.collectionView(collectionView, didUnhighlightItemAt: $0) }
    }

    package func collectionView(_ collectionView: HostCollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool? {
        callbacks.forward(indexPath, fallback: nil) { delegate?.collectionView(collectionView, shouldSelectItemAt: $0) }
    }

    package func collectionView(_ collectionView: HostCollectionView, didSelectItemAt indexPath: IndexPath) {
        controller.userSelected(at: indexPath)
        callbacks.forward(indexPath, fallback: ()) { delegate?.collectionView(collectionView, didSelectItemAt: $0) }
    }

    package func collectionView(_ collectionView: HostCollectionView, didDeselectItemAt indexPath: IndexPath) {
        controller.userDeselected(at: indexPath)
        callbacks.forward(indexPath, fallback: ()) { delegate?.collectionView(collectionView, didDeselectItemAt: $0) }
    }

    package func collectionView(
        _ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize? {
        callbacks.forward(indexPath, fallback: nil) { flowDelegate?.collectionView(collectionView, layout: layout, sizeForItemAt: $0) }
    }

    package func collectionView(
        _ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, insetForSectionAt section: Int
    ) -> HostEdgeInsets? {
        callbacks.forward(section: section) { flowDelegate?.collectionView(collectionView, layout: layout, insetForSectionAt: $0) }
    }

    package func collectionView(
        _ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat? {
        callbacks.forward(section: section) {
            flowDelegate?.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: $0)
        }
    }

    package func collectionView(
        _ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat? {
        callbacks.forward(section: section) {
            flowDelegate?.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: $0)
        }
    }

    package func collectionView(
        _ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize? {
        callbacks.forward(section: section) {
            flowDelegate?.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: $0)
        }
    }

    package func collectionView(
        _ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, referenceSizeForFooterInSection section: Int
    ) -> CGSize? {
        callbacks.forward(section: section) {
            flowDelegate?.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: $0)
        }
    }
}

// MARK: - Prefetching

extension HostCollectionAttachment: HostCollectionViewDataSourcePrefetching {
    /// Each client item once; an empty batch is not forwarded (nothing to prefetch).
    package func collectionView(_ collectionView: HostCollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        let sources = callbacks.uniqueSourcePaths(for: indexPaths)
        guard !sources.isEmpty else { return }
        callbacks.client { prefetchDataSource?.collectionView(collectionView, prefetchItemsAt: sources) }
    }

    package func collectionView(_ collectionView: HostCollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        let sources = callbacks.uniqueSourcePaths(for: indexPaths)
        guard !sources.isEmpty else { return }
        callbacks.client { prefetchDataSource?.collectionView(collectionView, cancelPrefetchingForItemsAt: sources) }
    }
}

// MARK: - The method hooks

extension HostCollectionAttachment: HostCollectionViewInterposing {
    /// As the UIKit hook (`infinite_dequeueConfiguredReusableCell`): the registration's handler
    /// is swapped for one that runs it through ``ListController/forwardingRegistrationHandler(at:supplementary:_:)``.
    package func dequeuingConfigured(_ registration: HostViewRegistration, clientPath: IndexPath, caller: CallerKind,
                                     _ dequeue: (IndexPath) -> HostCollectionReusableView) -> HostCollectionReusableView {
        controller.actingOn(clientPath: clientPath, caller: caller) { path in
            let original = registration.configurationHandler
            let supplementary = registration.elementKind != nil
            registration.configurationHandler = { [controller] view, uikitPath, item in
                controller.forwardingRegistrationHandler(at: uikitPath, supplementary: supplementary) { original(view, $0, item) }
            }
            defer { registration.configurationHandler = original }
            return dequeue(path)
        }
    }

    package func collectionView(_ collectionView: HostCollectionView, pathForClientPath path: IndexPath) -> IndexPath {
        controller.virtualPath(forClientPath: path)
    }

    package func collectionView(
        _ collectionView: HostCollectionView, wrapDataSource dataSource: (any HostCollectionViewDataSource)?
    ) -> (any HostCollectionViewDataSource)? {
        intercepts(.dataSource, dataSource) { self.dataSource = dataSource } ? self : dataSource
    }

    package func collectionView(
        _ collectionView: HostCollectionView, wrapDelegate delegate: (any HostScrollViewDelegate)?
    ) -> (any HostScrollViewDelegate)? {
        intercepts(.delegate, delegate) { self.scrollDelegate = delegate } ? self : delegate
    }

    package func collectionView(
        _ collectionView: HostCollectionView,
        wrapPrefetchDataSource prefetchDataSource: (any HostCollectionViewDataSourcePrefetching)?
    ) -> (any HostCollectionViewDataSourcePrefetching)? {
        intercepts(.prefetchDataSource, prefetchDataSource) { self.prefetchDataSource = prefetchDataSource }
            && prefetchDataSource != nil ? self : prefetchDataSource
    }

    package func collectionView(
        _ collectionView: HostCollectionView, wrapDragDelegate delegate: (any HostCollectionViewDragDelegate)?
    ) -> (any HostCollectionViewDragDelegate)? {
        intercepts(.dragDelegate, delegate) { self.dragDelegate = delegate } && delegate != nil ? self : delegate
    }

    package func collectionView(
        _ collectionView: HostCollectionView, wrapDropDelegate delegate: (any HostCollectionViewDropDelegate)?
    ) -> (any HostCollectionViewDropDelegate)? {
        intercepts(.dropDelegate, delegate) { self.dropDelegate = delegate } && delegate != nil ? self : delegate
    }

    package func collectionView(_ collectionView: HostCollectionView, visible stored: AnyObject?, role: HostClientRole) -> AnyObject? {
        visible(stored: stored, role: role)
    }

    package func collectionViewInterceptsReloadData(_ collectionView: HostCollectionView) -> Bool { interceptsReloadData() }

    /// As the UIKit hook (`reloading(clientPaths:)`).
    package func collectionView(
        _ collectionView: HostCollectionView, virtualPathsReloadingClientPaths paths: [IndexPath]
    ) -> [IndexPath] {
        controller.virtualPaths(reloadingClientPaths: paths)
    }

    package func collectionView(_ collectionView: HostCollectionView, interceptsUpdate update: HostBatchUpdate) -> Bool {
        intercepts(update)
    }

    /// The UIKit hook's body (``ListController/clientPerformedBatch(_:completion:viewBatch:)``): the
    /// controller collects the batch's edits and applies them when it closes; a batch with nothing
    /// structural runs the view's own (empty) batch.
    package func collectionView(
        _ collectionView: HostCollectionView, interceptsBatchUpdates updates: (() -> Void)?,
        completion: ((Bool) -> Void)?
    ) -> Bool {
        guard controller.interceptsLifecycle else { return false }
        controller.clientPerformedBatch(updates, completion: completion) { collectionView.performBatchUpdates(nil, completion: $0) }
        return true
    }

    package func collectionView(
        _ collectionView: HostCollectionView, scrollToItemAtClientPath path: IndexPath,
        at position: HostCollectionViewScrollPosition, animated: Bool
    ) -> Bool {
        controller.hookedScroll(to: path, position: position, animated: animated, caller: nil)
    }

    package func collectionView(
        _ collectionView: HostCollectionView, scrollToItemAtClientPath path: IndexPath,
        at position: HostCollectionViewScrollPosition, animated: Bool, caller: CallerKind
    ) -> Bool {
        controller.hookedScroll(to: path, position: position, animated: animated, caller: caller)
    }

    package func collectionViewWillLayoutSubviews(_ collectionView: HostCollectionView) { willLayoutSubviews() }

    package func collectionViewDidLayoutSubviews(_ collectionView: HostCollectionView) { didLayoutSubviews() }
}

// MARK: - Sessions

extension HostCollectionAttachment: HostListSessionSubject {}
