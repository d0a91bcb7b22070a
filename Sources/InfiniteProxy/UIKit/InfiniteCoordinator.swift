#if canImport(UIKit)
import UIKit

/// The per-view state behind a collection view's `enableInfiniteScrolling`: one engine, the
/// interceptors, and the glue between UIKit's events and the engine's decisions.
///
/// - Important: tables no longer use this class — they run the shared, tested `ListController`
///   (`Orchestration/List`). Collection views still do, until they move onto it too (issue 10).
///
/// A coordinator is attached to its view as an associated object the first time the view is made
/// infinite, and lives as long as the view. It holds the view weakly and the interceptors
/// strongly (UIKit holds them weakly). Subclasses supply what differs between tables and
/// collection views: the client's counts and sizes, the layout geometry, and the view's own
/// `dataSource` / `delegate` / `prefetchDataSource` properties.
///
/// **Activation.** The view is *active* — interceptors installed, content repeating — while
/// `enableInfiniteScrolling` is on and VoiceOver is not running. Activation and deactivation keep
/// the item the user was looking at where it was (capture, reload, restore), hide and restore the
/// scroll indicators and `scrollsToTop`.
///
/// **VoiceOver.** While `UIAccessibility.isVoiceOverRunning` the view scrolls finitely: every
/// row is reachable with the VoiceOver gestures, the "row 3 of 10" announcements are true, and
/// nobody is trapped in an endless list. The coordinator observes
/// `UIAccessibility.voiceOverStatusDidChangeNotification` and switches both ways, keeping the
/// row on screen.
///
/// **Recentering** happens in `scrollViewDidScroll` (the delegate interceptor calls
/// ``scrollViewDidScroll()``): the engine decides, the coordinator sets the `contentOffset`
/// property (a fling keeps its momentum), lays out, and corrects by the twin's real position. It
/// never reloads while scrolling and does nothing while a reload's position is still pending or
/// while an animated programmatic scroll runs.
///
/// **Client calls inside callbacks** reach ``callingUIKit(with:_:)`` from the method hooks
/// (`UITableView+InfiniteHooks.swift`, `UICollectionView+InfiniteHooks.swift`).
@MainActor
class InfiniteCoordinator {
    /// What to restore once the layout can answer.
    enum PendingPosition {
        /// A remembered item and its place on screen.
        case memo(ListPositionMemo)
        /// The client's first item at the start of the visible area (first activation, new data source).
        case start
    }

    /// The view, held weakly: it owns this coordinator.
    weak var scrollView: UIScrollView?
    /// Every decision.
    let engine: InfiniteListEngine
    /// The forwarding helpers and display records the interceptors use.
    let callbacks: CallbackBridge

    /// `enableInfiniteScrolling` as the client set it.
    private(set) var isRequested = false
    /// Whether the interceptors are installed and the content repeats (requested, no VoiceOver).
    private(set) var isActive = false

    /// The client's counts changed or were never read: plan before answering UIKit's counts.
    var needsPlan = true
    /// A position to restore after the next reload or layout.
    var pendingPosition: PendingPosition?
    /// The viewport's size changed while scrolling: re-plan once it settles.
    var needsViewportReplan = false
    /// The viewport at the last layout or scroll (what the user saw), for captures after a size change.
    var lastViewport: ListViewport?
    /// The visible and cross lengths the current plan was made for.
    private var plannedVisibleLength: CGFloat = 0
    private var plannedCrossLength: CGFloat = 0

    /// Depth of the coordinator's own calls to hooked lifecycle methods (setters, `reloadData`,
    /// batch updates), which must reach UIKit's implementation directly.
    private var bypassDepth = 0

    /// Set while the coordinator itself moves the offset (its own `scrollViewDidScroll` is ignored).
    private(set) var isAdjustingOffset = false
    /// An animated scroll (ours or the client's) is running: no recentering until it ends.
    private(set) var isAnimatingScroll = false
    private var animationGeneration = 0

    /// Nesting of `beginUpdates` / `performBatchUpdates` on the view.
    var batchDepth = 0
    /// A structural change (insert, delete, move) arrived inside a batch: reload when it closes.
    var needsStructuralReload = false
    /// A reload is already scheduled because the client went away.
    private var isReloadScheduledForLostClient = false

    /// Called with the client's index path whenever the centred item changes.
    var onCenteredIndexPathChange: ((IndexPath) -> Void)?
    /// The last centred item reported.
    private(set) var lastCenteredSource: SourceIndexPath?

    private var savedSettings: (vertical: Bool, horizontal: Bool, scrollsToTop: Bool)?
    private var observers: [NotificationObservation] = []

    /// Creates the state for `view`; the subclass attaches its interceptors right after.
    init(view: UIScrollView, axis: InfiniteAxis) {
        scrollView = view
        engine = InfiniteListEngine(axis: axis, isEnabled: false)
        callbacks = CallbackBridge(engine: engine)
        observers.append(NotificationObservation(
            name: UIAccessibility.voiceOverStatusDidChangeNotification) { [weak self] in
                self?.updateActivation()
                self?.voiceOverStatusDidChange()
            })
    }

    /// Attaches the interceptors to this coordinator (called by the subclass's initialiser).
    func attach(_ interceptors: InfiniteInterceptor...) {
        for interceptor in interceptors { interceptor.owner = self }
    }

    // MARK: Subclass responsibilities

    /// The client's item counts per section (0 sections when there is no client).
    func clientSourceCounts() -> [Int] { [] }
    /// The planner's metrics for those counts, or nil when the view cannot be measured yet.
    func measureMetrics(sourceItemCounts: [Int]) -> ListMetrics? { nil }
    /// The layout geometry, in virtual paths.
    func makeGeometry() -> any InfiniteLayoutReading { NoLayout() }
    /// Installs the interceptors as the view's data source, delegate and prefetch data source,
    /// taking the current values as their clients.
    func installProxies() {}
    /// Gives the view its clients back.
    func uninstallProxies() {}
    /// UIKit's own `reloadData`, bypassing the hook.
    func reloadViewData() {}
    /// Scrolls UIKit's way to a virtual item (`scrollToRow` / `scrollToItem`), bypassing the hook.
    func scrollView(toVirtual path: VirtualIndexPath, position: ScrollPosition, animated: Bool) {}
    /// Extra work when the view settles (paging fix-up, auto-scroll).
    func didSettle() {}
    /// Extra work when the plan changed (auto-scroll's item count).
    func didPlan() {}
    /// Extra work when VoiceOver starts or stops (auto-scroll pauses).
    func voiceOverStatusDidChange() {}

    /// A scroll position, UIKit's collection enum.
    enum ScrollPosition {
        case collection(UICollectionView.ScrollPosition)
    }

    /// Whether the lifecycle hooks (data source and delegate setters, `reloadData`, batch updates,
    /// `layoutSubviews`) should act: the view is active and the call is not the coordinator's own.
    var interceptsLifecycle: Bool { isActive && bypassDepth == 0 }

    /// Runs the coordinator's own calls to hooked lifecycle methods: the hooks pass them straight to
    /// UIKit, and nothing inside is translated.
    func bypassingHooks<Result>(_ body: () -> Result) -> Result {
        bypassDepth += 1
        defer { bypassDepth -= 1 }
        return engine.passingThrough(body)
    }

    // MARK: Reading the view

    /// The viewport along the axis, from the view's offset, bounds and adjusted insets.
    func currentViewport() -> ListViewport {
        guard let view = scrollView else { return ListViewport(offset: 0, length: 0) }
        let insets = view.adjustedContentInset
        switch engine.axis {
        case .vertical:
            return ListViewport(offset: view.contentOffset.y, length: view.bounds.height,
                                insetBefore: insets.top, insetAfter: insets.bottom)
        case .horizontal:
            return ListViewport(offset: view.contentOffset.x, length: view.bounds.width,
                                insetBefore: insets.left, insetAfter: insets.right)
        }
    }

    /// The view's length across the axis, without the adjusted insets on that axis.
    func currentCrossLength() -> CGFloat {
        guard let view = scrollView else { return 0 }
        let insets = view.adjustedContentInset
        switch engine.axis {
        case .vertical: return view.bounds.width - insets.left - insets.right
        case .horizontal: return view.bounds.height - insets.top - insets.bottom
        }
    }

    /// Sets the offset along the axis through the `contentOffset` property (momentum is kept),
    /// ignoring the `scrollViewDidScroll` this causes.
    func setAxisOffset(_ value: CGFloat) {
        guard let view = scrollView, value.isFinite else { return }
        var offset = view.contentOffset
        switch engine.axis {
        case .vertical: offset.y = value
        case .horizontal: offset.x = value
        }
        guard offset != view.contentOffset else { return }
        let wasAdjusting = isAdjustingOffset
        isAdjustingOffset = true
        defer { isAdjustingOffset = wasAdjusting }
        view.contentOffset = offset
    }

    // MARK: Activation

    /// `enableInfiniteScrolling` changed.
    func setRequested(_ requested: Bool) {
        guard requested != isRequested else { return }
        isRequested = requested
        updateActivation()
    }

    /// Activates or deactivates to match the request and VoiceOver.
    func updateActivation() {
        let shouldBeActive = isRequested && !UIAccessibility.isVoiceOverRunning
        guard shouldBeActive != isActive, let view = scrollView else { return }
        if shouldBeActive { activate(view) } else { deactivate(view) }
    }

    private func activate(_ view: UIScrollView) {
        // Where the user is in the client's own (finite) content: the engine maps 1:1 for now.
        engine.setEnabled(false)
        engine.reload(sourceItemCounts: clientSourceCounts(), metrics: nil)
        // A view never laid out has no position yet: start at the client's first item.
        let memo = view.bounds.isEmpty ? nil : capturePosition(in: currentViewport())
        savedSettings = (view.showsVerticalScrollIndicator, view.showsHorizontalScrollIndicator, view.scrollsToTop)
        view.showsVerticalScrollIndicator = false
        view.showsHorizontalScrollIndicator = false
        view.scrollsToTop = false
        isActive = true
        installProxies()
        engine.setEnabled(true)
        reloadKeepingPosition(memo.map(PendingPosition.memo) ?? .start)
    }

    private func deactivate(_ view: UIScrollView) {
        let memo = pendingPosition == nil ? capturePosition(in: currentViewport()) : nil
        isAnimatingScroll = false
        // Let UIKit end the display of the repeated cells while the proxies are still in place:
        // their didEndDisplaying then reaches the client with the paths it was shown (recorded at
        // willDisplay), never a virtual path the client's data does not have.
        engine.setEnabled(false)
        reloadViewData()
        view.layoutIfNeeded()
        uninstallProxies()
        isActive = false
        engine.setEnabled(false)
        if let saved = savedSettings {
            view.showsVerticalScrollIndicator = saved.vertical
            view.showsHorizontalScrollIndicator = saved.horizontal
            view.scrollsToTop = saved.scrollsToTop
            savedSettings = nil
        }
        reloadViewData()
        pendingPosition = memo.map(PendingPosition.memo)
        restorePendingPositionNow()
        pendingPosition = nil
        didPlan()
    }

    // MARK: Planning and reloading

    /// Plans now if the client's data may have changed since the last plan (UIKit is about to ask
    /// for counts).
    func planIfNeeded() {
        if needsPlan { replan() }
    }

    /// Makes the plan current before a programmatic query: plans if needed while active; reads
    /// the client's counts afresh (1:1 mapping) otherwise.
    func refreshPlan() {
        if isActive {
            planIfNeeded()
        } else {
            engine.reload(sourceItemCounts: clientSourceCounts(), metrics: nil)
        }
    }

    /// Reads the client's counts, measures, and re-plans.
    func replan() {
        let counts = clientSourceCounts()
        let metrics = measureMetrics(sourceItemCounts: counts)
        engine.reload(sourceItemCounts: counts, metrics: metrics)
        needsPlan = false
        plannedVisibleLength = currentViewport().visibleLength
        plannedCrossLength = currentCrossLength()
        didPlan()
    }

    /// Re-plans, reloads UIKit's data and puts `position` back on screen.
    func reloadKeepingPosition(_ position: PendingPosition?) {
        replan()
        reloadViewData()
        if let position { pendingPosition = position }
        restorePendingPositionNow()
    }

    /// The client called `reloadData()` (or a structural change was turned into one).
    func clientRequestedReload() {
        guard batchDepth == 0 else {
            needsStructuralReload = true
            return
        }
        needsStructuralReload = false
        let memo = pendingPosition == nil ? capturePosition(in: currentViewport()) : nil
        reloadKeepingPosition(memo.map(PendingPosition.memo))
    }

    /// A batch (`endUpdates`, `performBatchUpdates`) closed: reload if it held structural changes.
    /// Returns whether it reloaded.
    @discardableResult
    func closeBatch() -> Bool {
        batchDepth = max(0, batchDepth - 1)
        guard batchDepth == 0, needsStructuralReload else { return false }
        clientRequestedReload()
        return true
    }

    /// The client object went away: let UIKit re-read the (now empty) counts once, later.
    func clientDisappeared() {
        guard !isReloadScheduledForLostClient else { return }
        isReloadScheduledForLostClient = true
        DispatchQueue.main.async { [weak self] in
            assumeMainActor {
                guard let self else { return }
                self.isReloadScheduledForLostClient = false
                if self.isActive { self.clientRequestedReload() }
            }
        }
    }

    /// A client object was deallocated: assign the proxies again so UIKit stops calling methods
    /// only the client implemented, and reload to the (now empty) content.
    func clientWentAway() {
        guard isActive else { return }
        reassignInterceptors()
        needsPlan = true
        clientRequestedReload()
    }

    /// Assigns nil, then the interceptors, so UIKit re-reads `responds(to:)` (subclasses).
    func reassignInterceptors() {}

    /// The item on screen, or nil when nothing is laid out.
    func capturePosition(in viewport: ListViewport) -> ListPositionMemo? {
        let geometry = makeGeometry()
        return engine.passingThrough { engine.capturePosition(in: viewport, geometry: geometry) }
    }

    /// Applies ``pendingPosition`` now, after a layout pass: a collection layout answers for the
    /// new data only once it has been prepared, and the content size (for clamping finite content)
    /// is only updated by a layout. On an active view the layout hook restores the position itself.
    func restorePendingPositionNow() {
        guard pendingPosition != nil, let view = scrollView else { return }
        engine.passingThrough { view.layoutIfNeeded() }
        restorePendingPosition()
    }

    /// Applies ``pendingPosition`` if the layout can answer; keeps it pending otherwise.
    func restorePendingPosition() {
        guard let pending = pendingPosition else { return }
        let viewport = currentViewport()
        let memo: ListPositionMemo
        switch pending {
        case .memo(let remembered):
            memo = remembered
        case .start:
            guard let first = engine.clampedSourceIndexPath(SourceIndexPath(section: 0, item: 0)) else {
                pendingPosition = nil
                return
            }
            memo = ListPositionMemo(source: first, screenPosition: viewport.insetBefore)
        }
        guard engine.homeVirtualIndexPath(for: memo.source) != nil else {
            pendingPosition = nil   // nothing to show
            return
        }
        let geometry = makeGeometry()
        guard let offset = engine.passingThrough({ engine.restoredOffset(for: memo, geometry: geometry) })
        else { return }   // not laid out yet: the next layout tries again
        pendingPosition = nil
        let target = engine.isLooping
            ? offset
            : viewport.clampedOffset(offset, contentLength: geometry.contentLength)
        setAxisOffset(target)
        lastViewport = currentViewport()
        didRestorePosition()
    }

    /// A remembered position was put back on screen (paging snaps to an item).
    func didRestorePosition() {}

    // MARK: Layout

    /// Before UIKit's layout: re-plan for a new viewport size (rotation, split view, keyboard) if
    /// the view is at rest; remember to do it later otherwise.
    func willLayout() {
        let viewport = currentViewport()
        let cross = currentCrossLength()
        let changed = abs(viewport.visibleLength - plannedVisibleLength) > 0.5 || abs(cross - plannedCrossLength) > 0.5
        guard changed || needsViewportReplan else { return }
        guard isAtRest else {
            needsViewportReplan = true
            return
        }
        needsViewportReplan = false
        let before = engine.repetition
        // What the user saw before the size changed (nil if nothing was laid out yet).
        let seen = lastViewport.flatMap { $0.visibleLength > 0 ? $0 : nil }
        let memo = pendingPosition == nil ? seen.flatMap(capturePosition(in:)) : nil
        replan()
        if engine.repetition != before {
            reloadViewData()
            if pendingPosition == nil { pendingPosition = memo.map(PendingPosition.memo) ?? .start }
        } else if let memo {
            // Same content, new size: keep the row the user saw where it was.
            pendingPosition = .memo(memo)
        }
    }

    /// After UIKit's layout: restore a pending position, bend rows onto the arc, report the centre.
    func didLayout() {
        restorePendingPosition()
        if pendingPosition == nil { lastViewport = currentViewport() }
        reportCenteredItemIfChanged()
    }

    /// Whether nothing moves the offset: no finger, no deceleration, no animation.
    var isAtRest: Bool {
        guard let view = scrollView else { return true }
        return !view.isTracking && !view.isDragging && !view.isDecelerating && !isAnimatingScroll
    }

    // MARK: Scrolling

    /// Every `scrollViewDidScroll`: recenter, arc, centred item.
    func scrollViewDidScroll() {
        guard isActive, !isAdjustingOffset else { return }
        recenterIfNeeded()
        if pendingPosition == nil { lastViewport = currentViewport() }
        reportCenteredItemIfChanged()
    }

    /// Asks the engine for a jump and performs it.
    func recenterIfNeeded() {
        guard pendingPosition == nil, !needsPlan, !isAnimatingScroll, engine.isLooping else { return }
        let geometry = makeGeometry()
        let viewport = currentViewport()
        guard let jump = engine.passingThrough({ engine.recenteringJump(in: viewport, geometry: geometry) })
        else { return }
        perform(jump, geometry: geometry)
    }

    /// Moves the offset so that `jump.twin` takes `jump.anchor`'s place on screen: the property
    /// (momentum kept), a layout, then the correction by the twin's real position (self-sizing
    /// rows whose estimate was wrong).
    func perform(_ jump: AnchoredJump, geometry: any InfiniteLayoutReading) {
        guard let view = scrollView else { return }
        let before = currentViewport().offset
        setAxisOffset(jump.targetOffset)
        engine.passingThrough { view.layoutIfNeeded() }
        if let edge = engine.passingThrough({ geometry.leadingEdge(of: jump.twin) }) {
            setAxisOffset(jump.offset(forTwinLeadingEdge: edge))
        }
        engine.didPerform(jump)
        didJump(by: currentViewport().offset - before)
    }

    /// The offset moved by `delta` in a jump (paging keeps its target in step).
    func didJump(by delta: CGFloat) {}

    /// The user put a finger down.
    func scrollViewWillBeginDragging() {
        endAnimatedScroll()
    }

    /// The finger lifted; `targetContentOffset` is where UIKit will come to rest (paging may move it).
    func scrollViewWillEndDragging(velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}

    /// The finger lifted; the view decelerates or not.
    func scrollViewDidEndDragging(willDecelerate decelerate: Bool) {}

    /// The view came to rest after a drag, a deceleration or an animation.
    func scrollViewDidSettle() {
        guard isActive else { return }
        if needsViewportReplan { scrollView?.setNeedsLayout() }
        didSettle()
        reportCenteredItemIfChanged()
    }

    /// An animated scroll ended.
    func scrollViewDidEndScrollingAnimation() {
        endAnimatedScroll()
        scrollViewDidSettle()
    }

    /// Marks an animated scroll as running. UIKit reports its end with
    /// `scrollViewDidEndScrollingAnimation`, except when the offset did not change; a fallback ends
    /// it after a second (UIKit's animations take about 0.3 s).
    func beginAnimatedScroll() {
        isAnimatingScroll = true
        animationGeneration &+= 1
        let generation = animationGeneration
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
            assumeMainActor {
                guard let self, self.isAnimatingScroll, self.animationGeneration == generation else { return }
                self.isAnimatingScroll = false
                self.scrollViewDidSettle()
            }
        }
    }

    private func endAnimatedScroll() {
        isAnimatingScroll = false
    }

    // MARK: Centred item

    /// The client's item nearest the centre of the visible area.
    func centeredSourceIndexPath() -> SourceIndexPath? {
        if !isActive { refreshPlan() }
        let geometry = makeGeometry()
        let viewport = currentViewport()
        return engine.passingThrough { engine.centeredSourceIndexPath(in: viewport, geometry: geometry) }
    }

    /// The virtual item nearest the centre of the visible area.
    func centeredVirtualIndexPath() -> VirtualIndexPath? {
        let geometry = makeGeometry()
        let center = currentViewport().visibleCenter
        return engine.passingThrough { geometry.item(nearest: center) }
    }

    /// Reports the centred item to ``onCenteredIndexPathChange`` when it changed; never nil.
    func reportCenteredItemIfChanged() {
        guard onCenteredIndexPathChange != nil || wantsCenteredItem,
              let centered = centeredSourceIndexPath(), centered != lastCenteredSource else { return }
        lastCenteredSource = centered
        centeredItemDidChange(to: centered)
        onCenteredIndexPathChange?(centered.indexPath)
    }

    /// Whether a subclass follows the centred item even without a client closure (auto-scroll).
    var wantsCenteredItem: Bool { false }
    /// The centred item changed (auto-scroll's bookkeeping).
    func centeredItemDidChange(to source: SourceIndexPath) {}

    // MARK: Programmatic scrolling

    /// Scrolls to the twin of the client's `source` that `direction` picks, the shortest way: an
    /// invisible whole-copy jump first when that twin is not laid out, then UIKit's own scroll.
    ///
    /// Returns false when `source` is not in the client's data.
    @discardableResult
    func scroll(toSource source: SourceIndexPath, direction: InfiniteScrollDirection,
                position: ScrollPosition, animated: Bool) -> Bool {
        guard scrollView != nil else { return false }
        refreshPlan()
        let repetition = engine.repetition
        guard repetition.contains(source) else { return false }
        let target: VirtualIndexPath
        if let anchor = centeredVirtualIndexPath() ?? engine.homeVirtualIndexPath(for: source),
           let plan = InfiniteNavigation.scrollPlan(to: source, from: anchor, direction: direction, in: repetition) {
            if plan.preJumpCopies != 0 {
                let geometry = makeGeometry()
                let viewport = currentViewport()
                if let jump = engine.passingThrough({
                    InfiniteNavigation.preJump(for: plan, from: anchor, in: viewport, geometry: geometry)
                }) {
                    perform(jump, geometry: geometry)
                }
            }
            target = plan.target
        } else if let nearest = repetition.nearestVirtualIndexPath(
            to: source, near: centeredVirtualIndexPath() ?? VirtualIndexPath(section: 0, item: 0)) {
            target = nearest
        } else {
            return false
        }
        if animated && isActive { beginAnimatedScroll() }
        engine.passingThrough { scrollView(toVirtual: target, position: position, animated: animated) }
        if !animated { reportCenteredItemIfChanged() }
        return true
    }

    /// Runs `body` — a client call that returns a path or section with no path of its own (a
    /// section index title, a preferred focus) — inside a translation frame anchored on the item at
    /// the centre of the screen, so the answer maps to the twin nearest what the user sees.
    func forwardingNearCenter<Result>(_ body: () -> Result) -> Result {
        guard isActive, let center = centeredVirtualIndexPath() else { return engine.passingThrough(body) }
        return engine.forwarding(center) { _ in body() }
    }

    /// The user moved a row or item and the client moved its data: every other copy is stale.
    /// Reloads once UIKit's move has finished (never inside the move callback).
    func reloadAfterUserMove() {
        DispatchQueue.main.async { [weak self] in
            assumeMainActor {
                guard let self, self.isActive else { return }
                self.clientRequestedReload()
            }
        }
    }

    // MARK: Client calls inside callbacks

    /// Runs UIKit's original implementation of a method the client called with `clientPath`.
    ///
    /// Inside a forwarded callback (the engine's translation stack holds a forwarded frame), the
    /// client's path is its *source* path and UIKit gets the virtual path the callback was about
    /// — or the twin nearest it for any other path of the client's data. Outside callbacks, and for
    /// paths that are not in the client's data, the path goes to UIKit unchanged. Either way the
    /// original implementation runs inside `passingThrough`, so UIKit's own nested calls to hooked
    /// methods are never translated a second time.
    func callingUIKit<Result>(with clientPath: IndexPath, _ body: (IndexPath) -> Result) -> Result {
        guard isActive else { return body(clientPath) }
        var path = clientPath
        if let source = SourceIndexPath(clientPath), let virtual = engine.virtualIndexPath(forClientPath: source) {
            path = virtual.indexPath
        }
        return engine.passingThrough { body(path) }
    }

    /// ``callingUIKit(with:_:)`` for reloads (`reloadRows`, `reloadItems`, `reconfigureItems`):
    /// inside a callback, a client path stands for a change in the client's data, so besides the
    /// translated twin every *visible* twin of it reloads too (copies never disagree on screen;
    /// twins off screen are configured afresh when they appear).
    func callingUIKit<Result>(
        reloading clientPaths: [IndexPath], visible: () -> [IndexPath], _ body: ([IndexPath]) -> Result
    ) -> Result {
        guard isActive else { return body(clientPaths) }
        var paths: [IndexPath] = []
        var twinsOf = Set<SourceIndexPath>()
        for clientPath in clientPaths {
            guard let source = SourceIndexPath(clientPath),
                  let virtual = engine.virtualIndexPath(forClientPath: source) else {
                paths.append(clientPath)
                continue
            }
            paths.append(virtual.indexPath)
            twinsOf.insert(source)
        }
        if !twinsOf.isEmpty {
            var seen = Set(paths)
            for indexPath in engine.passingThrough(visible) {
                guard let virtual = VirtualIndexPath(indexPath),
                      twinsOf.contains(engine.sourceIndexPath(for: virtual)),
                      seen.insert(indexPath).inserted else { continue }
                paths.append(indexPath)
            }
        }
        return engine.passingThrough { body(paths) }
    }

    /// ``callingUIKit(with:_:)`` for a method UIKit must run untranslated (layout, reload).
    func callingUIKit<Result>(_ body: () -> Result) -> Result {
        guard isActive else { return body() }
        return engine.passingThrough(body)
    }
}

extension InfiniteCoordinator: InfiniteInterceptorOwner {
    func interceptedDidScroll() { scrollViewDidScroll() }
    func interceptedWillBeginDragging() { scrollViewWillBeginDragging() }
    func interceptedWillEndDragging(velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        scrollViewWillEndDragging(velocity: velocity, targetContentOffset: targetContentOffset)
    }
    func interceptedDidEndDragging(willDecelerate: Bool) {
        if !willDecelerate { scrollViewDidSettle() }
        scrollViewDidEndDragging(willDecelerate: willDecelerate)
    }
    func interceptedDidEndDecelerating() { scrollViewDidSettle() }
    func interceptedDidEndScrollingAnimation() { scrollViewDidEndScrollingAnimation() }
}

/// What the coordinator reads from a laid-out view: the engine's geometry plus the content length.
protocol InfiniteLayoutReading: InfiniteListGeometry {
    /// The content's length along the axis (`contentSize`).
    var contentLength: CGFloat { get }
}

/// A geometry with nothing laid out.
private struct NoLayout: InfiniteLayoutReading {
    nonisolated func leadingEdge(of item: VirtualIndexPath) -> CGFloat? { nil }
    nonisolated func item(nearest position: CGFloat) -> VirtualIndexPath? { nil }
    nonisolated var contentLength: CGFloat { 0 }
}

/// A block-based notification observer that removes itself when released.
final class NotificationObservation: @unchecked Sendable {
    private let token: NSObjectProtocol

    /// Observes `name` on the main queue; `handler` runs on the main actor.
    @MainActor
    init(name: Notification.Name, handler: @escaping @MainActor () -> Void) {
        token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in
            assumeMainActor { handler() }
        }
    }

    deinit {
        NotificationCenter.default.removeObserver(token)
    }
}

// MARK: - Association

private final class InfiniteCoordinatorKey: Sendable {}
private let coordinatorKey = InfiniteCoordinatorKey()

extension UIScrollView {
    /// The infinite-scrolling state of this view, or nil when it was never made infinite.
    var infiniteCoordinator: InfiniteCoordinator? {
        get {
            objc_getAssociatedObject(self, Unmanaged.passUnretained(coordinatorKey).toOpaque()) as? InfiniteCoordinator
        }
        set {
            objc_setAssociatedObject(
                self, Unmanaged.passUnretained(coordinatorKey).toOpaque(), newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }
}
#endif
