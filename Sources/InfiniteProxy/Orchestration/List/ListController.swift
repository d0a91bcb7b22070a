import Foundation

/// The orchestration of one infinite list (a table today; collections plug in through the same
/// events): it sequences the ``InfiniteListEngine``'s decisions over time and acts on its view only
/// through a ``ListSurface``. UIKit's interceptors and method hooks and the headless host's
/// interceptor call the same methods, so the code the Linux tests run is the code that ships.
///
/// ```swift
/// let controller = ListController(surface: table, scheduler: runLoop)
/// controller.setRequested(true)     // interceptors in, content repeats, row 0 at the top
/// // interceptors:  controller.numberOfSections(clientIsPresent:), controller.didScroll(), …
/// controller.scroll(toSource: SourceIndexPath(section: 0, item: 7), direction: .nearest,
///                   position: .middle, animated: true)
/// ```
///
/// What it decides (each with the review's id where the host twin and the glue used to differ):
/// - **Activation**: active while requested and VoiceOver is off; switching keeps the item on
///   screen. Switching off reloads with the interceptors still installed, so the repeated cells'
///   `didEndDisplaying` carries recorded paths (T4), then gives the clients back (T5).
/// - **Planning** from the client's counts and ``ListSurface/measureCopy(viewportLength:crossLength:counts:measuredExtents:)``,
///   with the real lengths of self-sizing rows seen on screen (T7). A size change re-plans only at
///   rest, before the layout (T10).
/// - **Position keeping**: a restore lands inside the recentering band and is corrected by how far
///   its anchor moved in the next layout (T6).
/// - **Recentering** in `scrollViewDidScroll`: the offset property (momentum kept), a layout, then
///   the correction by the twin's real edge; never while a reload's position is pending, inside a
///   layout pass, or while an animated programmatic scroll runs (T11).
/// - **Chrome**: the axis indicator and `scrollsToTop` are hidden only while the content loops (T12).
/// - **Structural changes** become one position-keeping reload when the batch closes (T13, T15);
///   a user's move reloads on the next main-queue turn (T14).
/// - **Client calls**: inside a callback, client paths act on the callback's twin, reloads also
///   reload visible twins (T2), `scrollToRow` takes the shortest way (T3), and paths UIKit returns
///   to the client are the client's (T1). The public scroll re-plans and ignores paths outside the
///   data (T16).
///
/// - Complexity: per frame O(1) engine work plus a few surface look-ups, and O(visible rows) for
///   the arc; no allocation. A plan is O(n) in the client's items.
@MainActor
package final class ListController<Surface: ListSurface> {
    /// What to restore once the layout can answer.
    package enum PendingPosition: Equatable {
        /// A remembered item and its place on screen.
        case memo(ListPositionMemo)
        /// The client's first item at the start of the visible area.
        case start
    }

    /// Which client object was assigned.
    package enum ClientRole: Sendable {
        case dataSource, delegate, prefetchDataSource
    }

    /// Counters for tests, the storyboard and benchmarks.
    package struct Statistics: Sendable, Equatable {
        /// Recentering jumps performed.
        package var jumps = 0
        /// Plans made.
        package var replans = 0
        /// Reloads the controller asked the view for.
        package var reloads = 0
        /// Positions restored after a load.
        package var restores = 0
        /// Restores corrected after the next layout.
        package var correctedRestores = 0
        /// Jumps whose twin had moved by the time it was laid out (estimated heights).
        package var reResolvedJumps = 0
        /// Invisible jumps before a programmatic scroll.
        package var preJumps = 0
        /// Everything the controller added to the offset, in points (jumps, restores, corrections).
        package var offsetAdjustment: CGFloat = 0

        package init() {}
    }

    /// Every decision.
    package let engine: InfiniteListEngine
    /// The forwarding helpers and display records the interceptors use.
    package let callbacks: CallbackBridge
    /// Where deferred work runs (the main queue; the host's run loop).
    package let scheduler: any MainScheduler
    /// The view, held weakly: it owns the controller (associated object; the host interceptor).
    package private(set) weak var surface: Surface?
    /// The arc component (tables).
    package private(set) var arc = ArcBending<Surface.Arc>()

    package private(set) var statistics = Statistics()
    /// `enableInfiniteScrolling` as the client set it.
    package private(set) var isRequested = false
    /// Whether the interceptors are installed and the content repeats (requested, no VoiceOver).
    package private(set) var isActive = false
    /// Whether VoiceOver runs (the list is finite meanwhile).
    package private(set) var isVoiceOverRunning = false
    /// Called with the client's path whenever the centred item changes.
    package var onCenteredIndexPathChange: ((IndexPath) -> Void)?
    /// The last centred item reported.
    package private(set) var lastCenteredSource: SourceIndexPath?
    /// An animated programmatic scroll is running: no recentering until it ends.
    package private(set) var isAnimatingScroll = false
    /// A position to restore after the next reload or layout.
    package private(set) var pendingPosition: PendingPosition?

    private var needsPlan = true
    private var needsViewportReplan = false
    private var lastViewport: ListViewport?
    private var plannedVisibleLength: CGFloat = 0
    private var plannedCrossLength: CGFloat = 0
    private var bypassDepth = 0
    private var isAdjustingOffset = false
    private var isInLayout = false
    private var isRecentering = false
    private var batchDepth = 0
    private var needsStructuralReload = false
    private var isReloadScheduledForLostClient = false
    private var animationFallback: (any ScheduledWork)?
    private var savedChrome: ScrollChrome?
    /// After a restore: the item it anchored on and its edge then, to correct after layout (T6).
    private var pendingCorrection: (item: VirtualIndexPath, edge: CGFloat?, clamp: Bool, jumps: Int)?
    /// Real lengths of self-sizing items seen on screen (T7), for the next plan.
    package private(set) var measuredExtents: [SourceIndexPath: CGFloat] = [:]
    private var lastCounts: [Int] = []
    private var plansWithEstimates = false

    /// A controller for `surface`, inactive until ``setRequested(_:)``.
    package init(surface: Surface, strategy: RepetitionStrategy = .automatic, scheduler: any MainScheduler) {
        self.surface = surface
        self.scheduler = scheduler
        engine = InfiniteListEngine(axis: surface.listAxis, strategy: strategy, isEnabled: false)
        callbacks = CallbackBridge(engine: engine)
    }

    deinit {
        animationFallback?.cancel()
    }

    // MARK: Activation

    /// `enableInfiniteScrolling` changed.
    package func setRequested(_ requested: Bool) {
        guard requested != isRequested else { return }
        isRequested = requested
        updateActivation()
    }

    /// VoiceOver started or stopped: the list is finite while it runs, every item reachable.
    package func voiceOverDidChange(isRunning: Bool) {
        guard isRunning != isVoiceOverRunning else { return }
        isVoiceOverRunning = isRunning
        updateActivation()
    }

    /// Whether the lifecycle hooks (setters, `reloadData`, batches, layout) should reach the
    /// controller: active, and the call is not the controller's own.
    package var interceptsLifecycle: Bool { isActive && bypassDepth == 0 }

    /// Runs the controller's (or the adapter's) own calls to hooked lifecycle methods: the hooks
    /// pass them straight to the view, and nothing inside is translated.
    package func bypassingHooks<Result>(_ body: () -> Result) -> Result {
        bypassDepth += 1
        defer { bypassDepth -= 1 }
        return engine.passingThrough(body)
    }

    private func updateActivation() {
        let shouldBeActive = isRequested && !isVoiceOverRunning
        guard shouldBeActive != isActive, let surface else { return }
        if shouldBeActive { activate(surface) } else { deactivate(surface) }
    }

    private func activate(_ surface: Surface) {
        isInLayout = false
        // Where the user is in the client's own (finite) content: the engine maps 1:1 for now.
        engine.setEnabled(false)
        engine.reload(sourceItemCounts: bypassingHooks { surface.sourceItemCounts() }, metrics: nil)
        let memo = surface.viewportSize == .zero ? nil : capturePosition(in: currentViewport(surface))
        isActive = true
        bypassingHooks { surface.installInterceptors() }
        if surface.laidOutSectionCount > 0 {
            // Cells the view shows were configured without the interceptors: let them end their
            // display under the 1:1 mapping they were shown with (T4), before the plan repeats.
            bypassingHooks {
                surface.reloadLaidOutData()
                surface.layoutIfNeeded()
            }
        }
        engine.setEnabled(true)
        reloadKeepingPosition(memo.map(PendingPosition.memo) ?? .start)
    }

    private func deactivate(_ surface: Surface) {
        isInLayout = false
        let memo = pendingPosition == nil ? capturePosition(in: currentViewport(surface)) : nil
        if let target = surface.arcSurface { arc.reset(on: target) }
        endAnimatedScroll()
        pendingCorrection = nil
        // The view ends the display of the repeated cells while the interceptors are in place:
        // their didEndDisplaying reaches the client with the recorded paths (T4).
        engine.setEnabled(false)
        bypassingHooks {
            surface.reloadLaidOutData()
            surface.layoutIfNeeded()
            surface.uninstallInterceptors()
        }
        callbacks.forgetDisplayRecords()
        isActive = false
        engine.reload(sourceItemCounts: bypassingHooks { surface.sourceItemCounts() }, metrics: nil)
        updateChrome(surface)
        bypassingHooks { surface.reloadLaidOutData() }
        pendingPosition = memo.map(PendingPosition.memo)
        restorePendingPositionNow()
        pendingPosition = nil
    }

    // MARK: Counts (data-source interceptor)

    /// Sections the view should see. A client that went away has no items: re-plan to empty.
    package func numberOfSections(clientIsPresent: Bool) -> Int {
        if !clientIsPresent, !engine.lastSourceItemCounts.isEmpty { needsPlan = true }
        planIfNeeded()
        return engine.numberOfVirtualSections
    }

    /// Items the view should see in a virtual section.
    package func numberOfItems(inSection section: Int) -> Int {
        planIfNeeded()
        return engine.numberOfVirtualItems(inVirtualSection: section)
    }

    // MARK: Planning and reloading

    /// Plans now if the client's data may have changed since the last plan.
    package func planIfNeeded() {
        if needsPlan { replan() }
    }

    /// Makes the plan current before a query: plans if needed while active; reads the client's
    /// counts afresh (1:1 mapping) otherwise.
    package func refreshPlan() {
        if isActive {
            planIfNeeded()
        } else if let surface {
            engine.reload(sourceItemCounts: bypassingHooks { surface.sourceItemCounts() }, metrics: nil)
        }
    }

    /// Reads the client's counts, measures one copy and plans.
    package func replan() {
        guard let surface else { return }
        let counts = bypassingHooks { surface.sourceItemCounts() }
        if counts != lastCounts {
            measuredExtents.removeAll()
            lastCounts = counts
        }
        let viewport = currentViewport(surface)
        let cross = surface.crossLength(across: engine.axis)
        let metrics: ListMetrics? = viewport.visibleLength > 0
            ? bypassingHooks {
                surface.measureCopy(viewportLength: viewport.visibleLength, crossLength: cross, counts: counts,
                                    measuredExtents: measuredExtents)
            }
            : nil
        engine.reload(sourceItemCounts: counts, metrics: metrics)
        plansWithEstimates = metrics?.extentsAreEstimates ?? false
        needsPlan = false
        plannedVisibleLength = viewport.visibleLength
        plannedCrossLength = cross
        statistics.replans += 1
        updateChrome(surface)
    }

    /// Re-plans, reloads the view and puts `position` back on screen.
    package func reloadKeepingPosition(_ position: PendingPosition?) {
        guard let surface else { return }
        replan()
        pendingCorrection = nil
        statistics.reloads += 1
        bypassingHooks { surface.reloadLaidOutData() }
        if let position { pendingPosition = position }
        restorePendingPositionNow()
    }

    /// The client called `reloadData()`, or a structural change became one (inside a batch:
    /// when it closes).
    package func clientRequestedReload() {
        guard batchDepth == 0 else {
            needsStructuralReload = true
            return
        }
        needsStructuralReload = false
        let memo = pendingPosition == nil ? surface.flatMap { capturePosition(in: currentViewport($0)) } : nil
        reloadKeepingPosition(memo.map(PendingPosition.memo))
    }

    /// `beginUpdates` / the start of `performBatchUpdates`.
    package func beginBatch() {
        batchDepth += 1
    }

    /// A batch closed. Returns true when it held structural changes and became a reload (the view's
    /// own empty update must then not run).
    @discardableResult
    package func endBatch() -> Bool {
        batchDepth = max(0, batchDepth - 1)
        guard batchDepth == 0, needsStructuralReload else { return false }
        clientRequestedReload()
        return true
    }

    /// Whether a batch is open.
    package var isInBatch: Bool { batchDepth > 0 }

    /// The client assigned a data source, delegate or prefetch data source while the list is
    /// active: `assign` hands it to the interceptor, which is then assigned again; the logical item
    /// stays on screen.
    package func clientAssigned(_ role: ClientRole, _ assign: () -> Void) {
        guard let surface else { return assign() }
        let memo = role == .dataSource ? capturePosition(in: currentViewport(surface)) : nil
        assign()
        bypassingHooks { surface.refreshInterceptors() }
        switch role {
        case .dataSource:
            needsPlan = true
            pendingPosition = memo.map(PendingPosition.memo) ?? .start
        case .delegate:
            // Heights may come from the new delegate: re-plan at the next layout at rest.
            needsViewportReplan = true
        case .prefetchDataSource:
            return
        }
        surface.setNeedsLayout()
    }

    /// An interceptor found its client gone: let the view re-read the (now empty) counts once, on
    /// the next main-queue turn.
    package func clientDisappeared() {
        guard !isReloadScheduledForLostClient else { return }
        isReloadScheduledForLostClient = true
        scheduler.async { [weak self] in
            guard let self else { return }
            self.isReloadScheduledForLostClient = false
            if self.isActive { self.clientRequestedReload() }
        }
    }

    /// A client object was deallocated: assign the interceptors again (UIKit re-reads
    /// `responds(to:)`) and reload to the empty content.
    package func clientWentAway() {
        guard isActive, let surface else { return }
        bypassingHooks { surface.refreshInterceptors() }
        needsPlan = true
        clientRequestedReload()
    }

    /// The user moved an item and the client moved its data: every other copy is stale. Reloads on
    /// the next main-queue turn, never inside the move callback (T14).
    package func reloadAfterUserMove() {
        scheduler.async { [weak self] in
            guard let self, self.isActive else { return }
            self.clientRequestedReload()
        }
    }

    // MARK: Position

    private func currentViewport(_ surface: Surface) -> ListViewport {
        surface.listViewport(along: engine.axis)
    }

    private func geometry(_ surface: Surface) -> ListSurfaceGeometry<Surface> {
        ListSurfaceGeometry(surface: surface)
    }

    /// The item on screen, or nil when nothing is laid out.
    package func capturePosition(in viewport: ListViewport) -> ListPositionMemo? {
        guard let surface else { return nil }
        let geometry = geometry(surface)
        return engine.passingThrough { engine.capturePosition(in: viewport, geometry: geometry) }
    }

    /// Applies ``pendingPosition`` after a layout pass (the content size is only current then).
    private func restorePendingPositionNow() {
        guard pendingPosition != nil, let surface else { return }
        engine.passingThrough { surface.layoutIfNeeded() }
        restorePendingPosition()
    }

    /// Applies ``pendingPosition`` if the layout can answer; keeps it pending otherwise. A looping
    /// restore lands inside the recentering band, and the next layout corrects it by how far its
    /// anchor moved (T6).
    private func restorePendingPosition() {
        guard let pending = pendingPosition, let surface else { return }
        let viewport = currentViewport(surface)
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
        guard let home = engine.homeVirtualIndexPath(for: memo.source) else {
            pendingPosition = nil   // nothing to show
            return
        }
        let geometry = geometry(surface)
        guard let edge = engine.passingThrough({ geometry.leadingEdge(of: home) }) else { return }
        pendingPosition = nil
        let looping = engine.isLooping
        var target = edge - memo.screenPosition
        var anchor = home
        if looping {
            var landing = viewport
            landing.offset = target
            if let jump = engine.passingThrough({ engine.recenteringJump(in: landing, geometry: geometry) }) {
                target = jump.targetOffset
                anchor = jump.twin
            }
        } else {
            target = viewport.clampedOffset(target, contentLength: surface.contentLength)
        }
        setAxisOffset(target, on: surface)
        statistics.restores += 1
        pendingCorrection = (anchor, engine.passingThrough { geometry.leadingEdge(of: anchor) }, !looping, statistics.jumps)
        lastViewport = currentViewport(surface)
    }

    /// Sets the offset along the axis through the property (momentum kept), ignoring the
    /// `scrollViewDidScroll` it causes.
    private func setAxisOffset(_ value: CGFloat, on surface: Surface) {
        guard value.isFinite else { return }
        let before = surface.contentOffset
        var offset = before
        switch engine.axis {
        case .vertical: offset.y = value
        case .horizontal: offset.x = value
        }
        guard offset != before else { return }
        let wasAdjusting = isAdjustingOffset
        isAdjustingOffset = true
        defer { isAdjustingOffset = wasAdjusting }
        surface.assignContentOffset(offset)
        statistics.offsetAdjustment += surface.offset(along: engine.axis) - (engine.axis == .vertical ? before.y : before.x)
    }

    // MARK: Layout

    /// Before the view's layout: re-plan for a new viewport size if the view is at rest; remember
    /// to do it when it settles otherwise (T10).
    package func willLayout() {
        isInLayout = true
        guard let surface else { return }
        let viewport = currentViewport(surface)
        let cross = surface.crossLength(across: engine.axis)
        let changed = abs(viewport.visibleLength - plannedVisibleLength) > 0.5 || abs(cross - plannedCrossLength) > 0.5
        guard changed || needsViewportReplan else { return }
        guard isAtRest(surface) else {
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
            statistics.reloads += 1
            bypassingHooks { surface.reloadLaidOutData() }
            if pendingPosition == nil { pendingPosition = memo.map(PendingPosition.memo) ?? .start }
        } else if let memo, pendingPosition == nil {
            pendingPosition = .memo(memo)
        }
    }

    /// After the view's layout: correct the last restore, restore a pending position, recenter,
    /// bend the arc, report the centred item.
    package func didLayout() {
        isInLayout = false
        guard let surface else { return }
        var corrected = false
        if let correction = pendingCorrection {
            pendingCorrection = nil
            corrected = true
            let geometry = geometry(surface)
            // Relative, so drag or momentum since the restore is kept; moot after a jump.
            if correction.jumps == statistics.jumps, let before = correction.edge,
               let now = engine.passingThrough({ geometry.leadingEdge(of: correction.item) }), now != before {
                var target = surface.offset(along: engine.axis) + (now - before)
                if correction.clamp {
                    target = currentViewport(surface).clampedOffset(target, contentLength: surface.contentLength)
                }
                statistics.correctedRestores += 1
                setAxisOffset(target, on: surface)
            }
        }
        restorePendingPosition()
        // Only after a corrected restore (as the layout pass that follows a restore is the first to
        // know real heights); otherwise recentering belongs to scrollViewDidScroll.
        if corrected { recenterIfNeeded() }
        if pendingPosition == nil { lastViewport = currentViewport(surface) }
        applyArc()
        reportCenteredItemIfChanged()
    }

    private func isAtRest(_ surface: Surface) -> Bool {
        !surface.isUserScrolling && !isAnimatingScroll
    }

    // MARK: Self-sizing (T7)

    /// A cell is about to be displayed at a virtual path with its real length along the axis: a
    /// self-sizing item's length is remembered for the next plan.
    package func willDisplayItem(at indexPath: IndexPath, length: CGFloat) {
        guard plansWithEstimates, engine.isLooping, length.isFinite, length > 0,
              let virtual = VirtualIndexPath(indexPath) else { return }
        measuredExtents[engine.sourceIndexPath(for: virtual)] = length
    }

    // MARK: Scrolling

    /// Every `scrollViewDidScroll`: recenter, arc, centred item.
    package func didScroll() {
        guard isActive, !isAdjustingOffset, let surface else { return }
        recenterIfNeeded()
        if pendingPosition == nil { lastViewport = currentViewport(surface) }
        applyArc()
        reportCenteredItemIfChanged()
    }

    /// Asks the engine for a jump and performs it.
    private func recenterIfNeeded() {
        guard isActive, pendingPosition == nil, !needsPlan, !isAnimatingScroll, !isInLayout, !isRecentering,
              engine.isLooping, let surface else { return }
        let geometry = geometry(surface)
        let viewport = currentViewport(surface)
        guard let jump = engine.passingThrough({ engine.recenteringJump(in: viewport, geometry: geometry) })
        else { return }
        perform(jump, on: surface)
        statistics.jumps += 1
    }

    /// Moves the offset so that `jump.twin` takes `jump.anchor`'s place on screen: the property
    /// (momentum kept), a layout, then the correction by the twin's real position.
    private func perform(_ jump: AnchoredJump, on surface: Surface) {
        isRecentering = true
        defer { isRecentering = false }
        setAxisOffset(jump.targetOffset, on: surface)
        engine.passingThrough { surface.layoutIfNeeded() }
        let geometry = geometry(surface)
        if let edge = engine.passingThrough({ geometry.leadingEdge(of: jump.twin) }) {
            let resolved = jump.offset(forTwinLeadingEdge: edge)
            if resolved != surface.offset(along: engine.axis) {
                statistics.reResolvedJumps += 1
                setAxisOffset(resolved, on: surface)
            }
        }
        engine.didPerform(jump)
    }

    /// The user put a finger down: an animated scroll is over.
    package func willBeginDragging() {
        endAnimatedScroll()
    }

    /// The finger lifted without deceleration, or a deceleration ended: the view is at rest.
    package func didSettle() {
        guard isActive, let surface else { return }
        if needsViewportReplan { surface.setNeedsLayout() }
        reportCenteredItemIfChanged()
    }

    /// `scrollViewDidEndDragging(_:willDecelerate:)`.
    package func didEndDragging(willDecelerate: Bool) {
        if !willDecelerate { didSettle() }
    }

    /// `scrollViewDidEndDecelerating(_:)`.
    package func didEndDecelerating() {
        didSettle()
    }

    /// An animated scroll ended.
    package func didEndScrollingAnimation() {
        endAnimatedScroll()
        didSettle()
    }

    /// Marks an animated scroll as running (T11). The view reports its end with
    /// `scrollViewDidEndScrollingAnimation`, except when the offset did not change: a fallback ends
    /// it after a second (UIKit's animations take about 0.3 s).
    package func beginAnimatedScroll() {
        isAnimatingScroll = true
        animationFallback?.cancel()
        animationFallback = scheduler.after(1) { [weak self] in
            guard let self, self.isAnimatingScroll else { return }
            self.isAnimatingScroll = false
            self.animationFallback = nil
            self.didSettle()
        }
    }

    private func endAnimatedScroll() {
        isAnimatingScroll = false
        animationFallback?.cancel()
        animationFallback = nil
    }

    // MARK: Chrome (T12)

    /// Hides the axis indicator and `scrollsToTop` while the content loops; restores them otherwise.
    private func updateChrome(_ surface: Surface) {
        if isActive && engine.isLooping {
            guard savedChrome == nil else { return }
            let saved = surface.chrome
            savedChrome = saved
            var hidden = saved
            if engine.axis == .vertical { hidden.showsVerticalIndicator = false } else { hidden.showsHorizontalIndicator = false }
            hidden.scrollsToTop = false
            surface.chrome = hidden
        } else if let saved = savedChrome {
            surface.chrome = saved
            savedChrome = nil
        }
    }

    // MARK: Arc

    /// Bends the visible rows now (after an alignment or radius change too).
    package func applyArc() {
        guard let surface, let target = surface.arcSurface else { return }
        guard isActive, engine.isEnabled else {
            arc.reset(on: target)
            return
        }
        arc.apply(on: target, engine: engine, viewport: currentViewport(surface),
                  crossLength: engine.axis == .vertical ? surface.viewportSize.width : surface.viewportSize.height)
    }

    /// Sets the alignment and bends (or straightens) the visible rows now.
    package func setAlignment(_ alignment: InfiniteContentAlignment) {
        engine.alignment = alignment
        applyArc()
    }

    /// Sets the radius (nil: derived from the view's size) and bends the rows now.
    package func setArcRadius(_ radius: CGFloat?) {
        engine.arcRadius = radius
        applyArc()
    }

    // MARK: Centred item

    /// The client's item nearest the centre of the visible area.
    package var centeredSourceIndexPath: SourceIndexPath? {
        if !isActive { refreshPlan() }
        guard let surface else { return nil }
        let geometry = geometry(surface)
        let viewport = currentViewport(surface)
        return engine.passingThrough { engine.centeredSourceIndexPath(in: viewport, geometry: geometry) }
    }

    /// The virtual item nearest the centre of the visible area.
    package var centeredVirtualIndexPath: VirtualIndexPath? {
        guard let surface else { return nil }
        let center = currentViewport(surface).visibleCenter
        return engine.passingThrough { surface.virtualItem(nearest: center) }
    }

    /// Reports the centred item to ``onCenteredIndexPathChange`` when it changed; never nil.
    private func reportCenteredItemIfChanged() {
        guard onCenteredIndexPathChange != nil, let centered = centeredSourceIndexPath,
              centered != lastCenteredSource else { return }
        lastCenteredSource = centered
        onCenteredIndexPathChange?(centered.indexPath)
    }

    // MARK: Programmatic scrolling

    /// Scrolls to the twin of the client's `source` that `direction` picks, the shortest way: an
    /// invisible whole-copy jump first when that twin is not laid out far enough, then the view's
    /// own scroll (T16: re-plans first; false for a path outside the client's data).
    @discardableResult
    package func scroll(toSource source: SourceIndexPath, direction: InfiniteScrollDirection,
                        position: Surface.ScrollPosition, animated: Bool) -> Bool {
        guard let surface else { return false }
        refreshPlan()
        guard engine.repetition.contains(source) else { return false }
        guard isActive else {
            let path = VirtualIndexPath(section: source.section, item: source.item)
            engine.passingThrough { surface.scrollToVirtualItem(path, at: position, animated: animated) }
            return true
        }
        let anchor = centeredVirtualIndexPath ?? engine.homeVirtualIndexPath(for: source)
        return navigate(to: source, from: anchor, direction: direction, position: position, animated: animated)
    }

    /// A client's `scrollToRow` / `scrollToItem` inside a callback (T3): its path, reached from the
    /// item the callback is about, the shortest way. False when the call is not for the controller
    /// (outside a callback, finite content): the view then scrolls to the translated path.
    package func clientScroll(to clientPath: IndexPath, position: Surface.ScrollPosition, animated: Bool) -> Bool {
        guard isActive, engine.isLooping, let source = SourceIndexPath(clientPath),
              let virtual = engine.virtualIndexPath(forClientPath: source) else { return false }
        return navigate(to: source, from: virtual, direction: .nearest, position: position, animated: animated)
    }

    private func navigate(
        to source: SourceIndexPath, from anchor: VirtualIndexPath?, direction: InfiniteScrollDirection,
        position: Surface.ScrollPosition, animated: Bool
    ) -> Bool {
        guard let surface else { return false }
        let repetition = engine.repetition
        let target: VirtualIndexPath
        if let anchor, let plan = InfiniteNavigation.scrollPlan(to: source, from: anchor, direction: direction, in: repetition) {
            if plan.preJumpCopies != 0 {
                let geometry = geometry(surface)
                let viewport = currentViewport(surface)
                if let jump = engine.passingThrough({
                    InfiniteNavigation.preJump(for: plan, from: anchor, in: viewport, geometry: geometry)
                }) {
                    perform(jump, on: surface)
                    statistics.preJumps += 1
                }
            }
            target = plan.target
        } else if let nearest = repetition.nearestVirtualIndexPath(
            to: source, near: anchor ?? VirtualIndexPath(section: 0, item: 0)) {
            target = nearest
        } else {
            return false
        }
        if animated { beginAnimatedScroll() }
        engine.passingThrough { surface.scrollToVirtualItem(target, at: position, animated: animated) }
        if !animated { reportCenteredItemIfChanged() }
        return true
    }

    // MARK: Client calls inside callbacks

    /// Runs the view's own implementation of a method the client called with `clientPath`: inside
    /// a forwarded callback the client's path acts on the callback's twin (or the twin nearest it);
    /// elsewhere it is passed unchanged. Nothing inside is translated again.
    package func actingOn<Result>(clientPath: IndexPath, _ body: (IndexPath) -> Result) -> Result {
        guard isActive else { return body(clientPath) }
        return engine.passingThrough { body(virtualPath(forClientPath: clientPath)) }
    }

    /// The virtual path a client path stands for now (unchanged outside callbacks).
    package func virtualPath(forClientPath clientPath: IndexPath) -> IndexPath {
        guard isActive, let source = SourceIndexPath(clientPath),
              let virtual = engine.virtualIndexPath(forClientPath: source) else { return clientPath }
        return virtual.indexPath
    }

    /// ``actingOn(clientPath:_:)`` for reloads (T2): inside a callback a client path stands for a
    /// change in the client's data, so besides the translated twin every *visible* twin reloads.
    /// The measured lengths of those items are forgotten (T7).
    package func reloading<Result>(clientPaths: [IndexPath], _ body: ([IndexPath]) -> Result) -> Result {
        guard isActive else { return body(clientPaths) }
        return engine.passingThrough { body(virtualPaths(reloadingClientPaths: clientPaths)) }
    }

    /// The virtual paths a client's reload of `clientPaths` refreshes (see ``reloading(clientPaths:_:)``).
    package func virtualPaths(reloadingClientPaths clientPaths: [IndexPath]) -> [IndexPath] {
        guard isActive else { return clientPaths }
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
            measuredExtents[source] = nil
        }
        if !twinsOf.isEmpty, let surface {
            var seen = Set(paths)
            engine.passingThrough {
                surface.forEachVisibleItem { virtual in
                    guard twinsOf.contains(engine.sourceIndexPath(for: virtual)),
                          seen.insert(virtual.indexPath).inserted else { return }
                    paths.append(virtual.indexPath)
                }
            }
        }
        return paths
    }

    /// `infinite.reloadRows`: the view's paths of every visible twin of the client's items
    /// (their measured lengths are forgotten). The client's own paths while inactive.
    package func visibleTwins(ofClientPaths clientPaths: [IndexPath]) -> [IndexPath] {
        guard isActive, let surface else { return clientPaths }
        let wanted = Set(clientPaths.compactMap(SourceIndexPath.init))
        for source in wanted { measuredExtents[source] = nil }
        var twins: [IndexPath] = []
        engine.passingThrough {
            surface.forEachVisibleItem { virtual in
                if wanted.contains(engine.sourceIndexPath(for: virtual)) { twins.append(virtual.indexPath) }
            }
        }
        return twins
    }

    /// A path the view hands out (`indexPath(for:)`, `indexPathForSelectedRow`, …) as the caller
    /// should see it (T1): the client's path inside a forwarded callback, the view's own elsewhere.
    package func clientPath(forVirtual indexPath: IndexPath) -> IndexPath {
        guard isActive, let virtual = VirtualIndexPath(indexPath) else { return indexPath }
        switch engine.translation.currentFrame {
        case .forwarded?, .forwardedSection?: return engine.sourceIndexPath(for: virtual).indexPath
        case .passthrough?, nil: return indexPath
        }
    }

    /// Runs a client call that returns a path or section with no path of its own (a section index
    /// title, a preferred focus) in a frame anchored on the centred item, so the answer maps to
    /// the twin nearest what the user sees.
    package func forwardingNearCenter<Result>(_ body: () -> Result) -> Result {
        guard isActive, let center = centeredVirtualIndexPath else { return engine.passingThrough(body) }
        return engine.forwarding(center) { _ in body() }
    }

    // MARK: The `infinite` namespace

    /// The client's path for a path of the view's own (unchanged while inactive).
    package func sourceIndexPath(forVirtual indexPath: IndexPath) -> IndexPath {
        guard isActive, let virtual = VirtualIndexPath(indexPath) else { return indexPath }
        return engine.sourceIndexPath(for: virtual).indexPath
    }

    /// The client's paths of the visible items in layout order, each once.
    package var visibleSourceIndexPaths: [IndexPath] {
        guard let surface else { return [] }
        var seen = Set<SourceIndexPath>()
        var result: [IndexPath] = []
        let active = isActive
        engine.passingThrough {
            surface.forEachVisibleItem { virtual in
                let source = active ? engine.sourceIndexPath(for: virtual)
                    : SourceIndexPath(section: virtual.section, item: virtual.item)
                if seen.insert(source).inserted { result.append(source.indexPath) }
            }
        }
        return result
    }

    /// Whether the content repeats now.
    package var isLooping: Bool { isActive && engine.isLooping }
}

/// A ``ListSurface``'s layout as the engine's ``InfiniteListGeometry`` (specialised, no existential).
@MainActor
struct ListSurfaceGeometry<Surface: ListSurface> {
    let surface: Surface
}

extension ListSurfaceGeometry: @MainActor InfiniteListGeometry {
    func leadingEdge(of item: VirtualIndexPath) -> CGFloat? { surface.leadingEdge(ofVirtual: item) }
    func item(nearest position: CGFloat) -> VirtualIndexPath? { surface.virtualItem(nearest: position) }
}
