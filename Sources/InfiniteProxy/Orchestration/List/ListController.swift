import Foundation

/// The orchestration of one infinite list (a table or a flow-layout collection view): it sequences the ``InfiniteListEngine``'s decisions over time and acts on its view only
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
/// What it decides:
/// - **Activation**: active while requested and VoiceOver is off; switching keeps the item on
///   screen. Switching off reloads with the interceptors still installed, so the repeated cells'
///   `didEndDisplaying` carries recorded paths, then gives the clients back.
/// - **Planning** from the client's counts and ``ListSurface/measureCopy(viewportLength:crossLength:counts:measuredExtents:)``,
///   with the real lengths of self-sizing rows seen on screen. A size change re-plans only at
///   rest, before the layout.
/// - **Position keeping**: a restore lands inside the recentering band and is corrected by how far
///   its anchor moved on screen: a synchronous one (reload, switching) after each of up to four
///   layout passes of its own; one made inside a layout pass in the following passes, not counting
///   the view's own compensation for estimated rows (UIKit's default estimate) nor the momentum.
/// - **Recentering** in `scrollViewDidScroll`: the offset property (momentum kept), a layout, then
///   the correction by the twin's real edge; never while a reload's position is pending, inside a
///   layout pass, or while an animated programmatic scroll runs.
/// - **Chrome**: the axis indicator and `scrollsToTop` are hidden only while the content loops.
/// - **Structural changes** become one animated batch on the view when the batch
///   closes: the client's edit in every copy and the padding (``VirtualEditTranslation``), the
///   centred item's twin kept on screen; a position-keeping reload where the edit cannot be
///   expressed, or `reloadData` was called in the batch. See
///   `ListController+Edits.swift`. A user's move reloads on the next main-queue turn.
/// - **Client calls**: inside a callback, client paths act on the callback's twin, reloads also
///   reload visible twins, `scrollToRow` takes the shortest way, and paths UIKit returns
///   to the client are the client's. The public scroll re-plans and ignores paths outside the
///   data.
/// - **Collections**: an optional ``Carousel`` (paging, next/previous, auto-scroll) called at fixed
///   points; a flow layout's size change keeps the centred line's centre and its first load
///   honours the section's header and inset, see `ListController+FlowPositions.swift`.
///
/// - Complexity: per frame O(1) engine work plus a few surface look-ups, and O(visible rows) for
///   the arc; no allocation. A plan is O(n) in the client's items.
@MainActor
package final class ListController<Surface: ListSurface> {
    /// What to restore once the layout can answer (``PositionKeeping/Pending``).
    package typealias PendingPosition = PositionKeeping.Pending

    /// Which client object was assigned.
    package enum ClientRole: Sendable {
        case dataSource, delegate, prefetchDataSource, dragDelegate, dropDelegate
    }

    /// Counters for tests, the storyboard and benchmarks.
    package struct Statistics: Sendable, Equatable {
        /// Recentering jumps performed.
        package var jumps = 0
        /// Plans made.
        package var replans = 0
        /// Reloads the controller asked the view for.
        package var reloads = 0
        /// Batches of translated structural edits the controller asked the view for.
        package var virtualBatches = 0
        /// Of those, batches run without animation: no edit fell on screen (``EditVisibility``).
        package var unanimatedBatches = 0
        /// Visible twins reconfigured after a client's batch (``ListController/reconfigurePending(following:from:)``).
        package var reconfiguredTwins = 0
        /// Virtual batches the view did not apply at once: nested in a batch the controller did not
        /// see open (an animated section-snapshot apply); the position was restored after it.
        package var nestedBatches = 0
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
    /// Loaded once per callback (unchecked: it is only assigned in `init`).
    @exclusivity(unchecked) package private(set) weak var surface: Surface?
    /// The view's identity, so a caller holding some view can tell cheaply whether it is this
    /// controller's (``ownSurface(_:)``).
    let surfaceIdentity: ObjectIdentifier
    // The state read or written on every frame is `@exclusivity(unchecked)`, as the engine's is:
    // every access to a class's stored property, a struct mutated in place included, otherwise
    // costs a dynamic exclusivity check (~75 instructions with its thread-local look-up). These
    // accesses never overlap: each is a plain read or assignment, or a mutating method of a part
    // that calls nothing outside it; none is passed `inout` across a call into the view, and `arc`
    // is copied out and back around those calls (``applyArc(_:)``, ``resetArc(_:)``).

    /// The arc component (tables).
    @exclusivity(unchecked) package internal(set) var arc = ArcBending<Surface.Arc>()
    /// The carousel component (collections): paging, auto-scroll, next/previous; nil until
    /// ``makeCarousel()``.
    package internal(set) var carousel: Carousel?
    /// Counters for tests, the storyboard and benchmarks.
    @exclusivity(unchecked) package internal(set) var statistics = Statistics()
    /// What the app set through the `infinite` namespace: the centred-item report, VoiceOver's words.
    @exclusivity(unchecked) package var appCallbacks = ListAppCallbacks()
    /// Whether the content repeats, and why (`ListActivation.swift`).
    @exclusivity(unchecked) var activation = ListActivation()
    /// What the controller is in the middle of: the re-entrancy guard (`ListPhase.swift`).
    @exclusivity(unchecked) var phase = ListPhase()
    /// The position kept across reloads and layout passes (`ListController+Positions.swift`).
    @exclusivity(unchecked) var positions = PositionKeeping()
    /// The client's structural changes collected until applied (`ListController+Edits.swift`).
    @exclusivity(unchecked) var batch = EditBatch()
    /// What the next plan depends on (`ListController+Learning.swift`, `LayoutMeasurement.swift`).
    @exclusivity(unchecked) var planning = PlanState()
    /// Animated and interrupted programmatic scrolls, the centred item reported
    /// (`ListController+Scrolling.swift`).
    @exclusivity(unchecked) var scrolling = ScrollTracking<Surface.ScrollPosition>()

    /// `enableInfiniteScrolling` as the client set it.
    package var isRequested: Bool { activation.isRequested }
    /// Whether the interceptors are installed and the content repeats (requested, no VoiceOver).
    package var isActive: Bool { activation.isActive }
    /// Whether VoiceOver runs (the list is finite meanwhile).
    package var isVoiceOverRunning: Bool { activation.isVoiceOverRunning }
    /// Whether the app is active (auto-scroll pauses otherwise).
    package var isApplicationActive: Bool { activation.isApplicationActive }
    /// Whether the view is in a window (auto-scroll pauses otherwise).
    package var isInWindow: Bool { activation.isInWindow }
    /// The last centred item reported.
    package var lastCenteredSource: SourceIndexPath? { scrolling.lastCenteredSource }
    /// An animated programmatic scroll is running: no recentering until it ends.
    package var isAnimatingScroll: Bool { scrolling.isAnimating }
    /// Called with the client's path whenever the centred item changes.
    package var onCenteredIndexPathChange: ((IndexPath) -> Void)? {
        get { appCallbacks.onCenteredIndexPathChange }
        set { appCallbacks.onCenteredIndexPathChange = newValue }
    }
    /// The app's words for the adjustable element: item labels and the position's wording.
    package var accessibilityText: ListAccessibilityText {
        get { appCallbacks.accessibilityText }
        set { appCallbacks.accessibilityText = newValue }
    }
    /// A position to restore after the next reload or layout.
    package var pendingPosition: PendingPosition? { positions.pending }
    /// Real lengths of self-sizing items seen on screen, for the next plan.
    package var measuredExtents: [SourceIndexPath: CGFloat] { planning.measuredExtents }
    /// Where the current local drag began (virtual), for drop questions (``dragBegan(at:)``);
    /// nil once it ended (``dragEnded()``).
    package var dragOrigin: IndexPath? { batch.dragOrigin }

    /// A controller for `surface`, inactive until ``setRequested(_:)``.
    package init(surface: Surface, strategy: RepetitionStrategy = .automatic, scheduler: any MainScheduler) {
        self.surface = surface
        surfaceIdentity = ObjectIdentifier(surface)
        self.scheduler = scheduler
        engine = InfiniteListEngine(axis: surface.listAxis, strategy: strategy, isEnabled: false)
        callbacks = CallbackBridge(engine: engine)
    }

    deinit {
        scrolling.fallback?.cancel()
    }

    // MARK: Activation

    /// `enableInfiniteScrolling` changed.
    package func setRequested(_ requested: Bool) {
        guard requested != isRequested else { return }
        activation.isRequested = requested
        updateActivation()
    }

    /// VoiceOver started or stopped: the list is finite while it runs, every item reachable,
    /// unless ``voiceOverBehavior`` is `.adjustable`.
    package func voiceOverDidChange(isRunning: Bool) {
        guard isRunning != isVoiceOverRunning else { return }
        activation.isVoiceOverRunning = isRunning
        if !isRunning { activation.isVoiceOverFocusInside = false }
        updateActivation()
        carouselVoiceOverDidChange()
    }

    /// Whether the lifecycle hooks (setters, `reloadData`, batches, layout) should reach the
    /// controller: active, and the call is not the controller's own.
    package var interceptsLifecycle: Bool { isActive && phase.isOutsideBypass }

    /// Whether a `reloadData()` call should reach the controller (``clientRequestedReload()``):
    /// as ``interceptsLifecycle``, and also the client's own reload from inside a callback the view
    /// sends during a layout pass of the controller's (a restore's, a jump's). That reload is the
    /// client's, not the controller's own, whatever runs around it: the view re-reads its counts,
    /// and a plan left stale would hand the client rows it no longer has.
    ///
    /// - Complexity: O(1).
    package var interceptsReload: Bool {
        guard isActive else { return false }
        guard !phase.isOutsideBypass else { return true }
        switch engine.translation.currentFrame {
        case .forwarded, .forwardedSection, .client: return true
        case .passthrough, nil: return false
        }
    }

    /// Whether the view's own work runs now inside the controller's bracket (layout, the
    /// controller's reloads, the original of a translated call): ``InterceptedClient``.
    package var isRunningViewsOwnWork: Bool { engine.translation.currentFrame == .passthrough }

    /// Runs the controller's (or the adapter's) own calls to hooked lifecycle methods: the hooks
    /// pass them straight to the view, and nothing inside is translated.
    package func bypassingHooks<Result>(_ body: () -> Result) -> Result {
        let entered = phase.insert(.bypassingHooks).inserted
        defer { if entered { phase.subtract(.bypassingHooks) } }
        return engine.passingThrough(body)
    }

    func updateActivation() {
        let shouldBeActive = activation.shouldBeActive
        guard shouldBeActive != isActive, let surface else { return }
        if shouldBeActive { activate(surface) } else { deactivate(surface) }
    }

    func activate(_ surface: Surface) {
        phase.subtract(.inLayout)
        let selection = selectedSources()
        // Where the user is in the client's own (finite) content: the engine maps 1:1 for now.
        engine.setEnabled(false)
        engine.reload(sourceItemCounts: bypassingHooks { surface.sourceItemCounts() }, metrics: nil)
        let memo = surface.viewportSize == .zero ? nil : capturePosition(in: currentViewport(surface))
        activation.isActive = true
        bypassingHooks { surface.installInterceptors() }
        if surface.laidOutSectionCount > 0 {
            // Cells the view shows were configured without the interceptors: let them end their
            // display under the 1:1 mapping they were shown with, before the plan repeats.
            bypassingHooks {
                surface.reloadLaidOutData()
                surface.layoutIfNeeded()
            }
        }
        engine.setEnabled(true)
        reloadKeepingPosition(memo.map(PendingPosition.memo) ?? .start)
        reselect(selection)
    }

    func deactivate(_ surface: Surface) {
        phase.subtract(.inLayout)
        let memo = positions.pending == nil ? capturePosition(in: currentViewport(surface)) : nil
        let selection = selectedSources()
        resetArc(surface)
        interruptAnimatedScroll(surface)
        positions.correction = nil
        // The view ends the display of the repeated cells while the interceptors are in place:
        // their didEndDisplaying reaches the client with the recorded paths.
        engine.setEnabled(false)
        bypassingHooks {
            surface.reloadLaidOutData()
            surface.layoutIfNeeded()
            surface.uninstallInterceptors()
        }
        callbacks.forgetDisplayRecords()
        activation.isActive = false
        engine.reload(sourceItemCounts: bypassingHooks { surface.sourceItemCounts() }, metrics: nil)
        updateChrome(surface)
        bypassingHooks { surface.reloadLaidOutData() }
        positions.schedule(memo.map(PendingPosition.memo))
        restorePendingPositionNow()
        positions.schedule(nil)
        reselect(selection)
    }

    // MARK: Counts (data-source interceptor)

    /// Sections the view should see. A client that went away has no items: re-plan to empty.
    package func numberOfSections(clientIsPresent: Bool) -> Int {
        if !clientIsPresent, !engine.lastSourceItemCounts.isEmpty { planning.needsPlan = true }
        phase.formUnion(.answeringCounts)
        defer { phase.subtract(.answeringCounts) }
        planIfNeeded()
        return engine.numberOfVirtualSections
    }

    /// Items the view should see in a virtual section.
    package func numberOfItems(inSection section: Int) -> Int {
        phase.formUnion(.answeringCounts)
        defer { phase.subtract(.answeringCounts) }
        planIfNeeded()
        return engine.numberOfVirtualItems(inVirtualSection: section)
    }

    // MARK: Planning and reloading

    /// Plans now if the client's data may have changed since the last plan.
    package func planIfNeeded() {
        if planning.needsPlan { replan() }
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
        planning.read(counts: counts)
        let viewport = currentViewport(surface)
        let cross = surface.crossLength(across: engine.axis)
        let metrics: ListMetrics?
        if !(viewport.visibleLength > 0) || !planning.lengthsAllowLooping(crossLength: cross) {
            // No length, or items measured anew at every display: finite.
            metrics = nil
        } else if surface.measuresCopyFromLayout {
            metrics = measureCopyFromLayout(surface, viewportLength: viewport.visibleLength, crossLength: cross, counts: counts)
        } else {
            metrics = bypassingHooks {
                surface.measureCopy(viewportLength: viewport.visibleLength, crossLength: cross, counts: counts,
                                    measuredExtents: planning.measuredExtents)
            }
        }
        engine.reload(sourceItemCounts: counts, metrics: metrics)
        planning.planned(visibleLength: viewport.visibleLength, crossLength: cross,
                         estimates: metrics?.extentsAreEstimates ?? false)
        statistics.replans += 1
        updateChrome(surface)
        carouselDidPlan()
    }

    /// Re-plans, reloads the view and puts `position` back on screen; the selected items are
    /// selected again unless `keepsSelection` is false (the client's own reload clears it, as
    /// UIKit's does).
    package func reloadKeepingPosition(_ position: PendingPosition?, keepsSelection: Bool = true) {
        guard let surface else { return }
        let selection = keepsSelection ? positions.selectionToRestore + selectedSources() : []
        positions.selectionToRestore = []
        replan()
        positions.correction = nil
        statistics.reloads += 1
        bypassingHooks { surface.reloadLaidOutData() }
        if let position {
            positions.schedule(position)
        }
        restorePendingPositionNow()
        reselect(selection)
        carouselDidRestore()
    }

    /// The client called `reloadData()`, or a structural change became one (inside a batch:
    /// when it closes). While a user's move is forwarded nothing runs: the reload after the move
    /// (``reloadAfterUserMove()``) follows on the next turn.
    package func clientRequestedReload() {
        guard !phase.contains(.forwardingUserMove) else { return }
        guard !batch.deferReload() else { return }
        planning.clientReloaded()
        let insideLayout = !phase.isOutsideBypass || phase.contains(.inLayout)
        let memo = positions.pending == nil
            ? positions.settlingMemo ?? surface.flatMap {
                capturePosition(in: currentViewport($0), revealing: insideLayout ? displayedItemInCallback() : nil)
            } : nil
        guard !insideLayout else {
            reloadInsideLayout(keeping: memo)
            return
        }
        // With nothing on screen to keep (the data was empty) the list starts as on a first load,
        // not at offset 0 — the leading padding's edge, one flick from a bounce.
        let start: PendingPosition? = positions.pending == nil ? .start : nil
        reloadKeepingPosition(memo.map(PendingPosition.memo) ?? start, keepsSelection: false)
        // Inside a callback outside layout (`didSelectRowAt`), the view now shows the new plan:
        // the callback's own path goes on to a twin of its item.
        engine.translation.reanchorAfterReload(in: engine.repetition)
    }

    /// A client's reload from inside a callback of a layout pass (`cellForRowAt`, `willDisplay`:
    /// the view's own pass, or one the controller runs itself for a restore or a jump): re-plans
    /// and reloads the view at once, so the view's counts and every path it asks about come from
    /// the client's data, and leaves `memo` pending for the end of the pass
    /// (``didLayout(on:)``), which restores it and corrects it over the following passes as the
    /// rows take their real lengths. Restoring here, inside the pass, would measure rows the
    /// reload has just put back at their estimates and could not lay them out to correct itself:
    /// the rows on screen moved by the estimates' error.
    func reloadInsideLayout(keeping memo: ListPositionMemo?) {
        guard let surface else { return }
        replan()
        positions.correction = nil
        statistics.reloads += 1
        bypassingHooks { surface.reloadLaidOutData() }
        if let memo {
            positions.schedule(.memo(memo))
        }
        surface.setNeedsLayout()
    }

    /// `beginUpdates` / the start of `performBatchUpdates`.
    package func beginBatch() {
        batch.begin()
    }

    /// A batch closed. Returns true when it held structural changes and became a reload (the view's
    /// own empty update must then not run).
    @discardableResult
    package func endBatch() -> Bool {
        guard batch.end() else { return false }
        clientRequestedReload()
        return true
    }

    /// Whether a batch is open.
    package var isInBatch: Bool { batch.isOpen }

    /// The client's `endUpdates()` on an active list: closes the batch; a batch that held
    /// structural changes became the controller's (``endBatch(completion:)``), otherwise, once the
    /// outermost batch closed, the view's own empty update runs (`emptyUpdate`, bypassing the
    /// hooks) — the usual way to animate self-sizing rows to new heights.
    ///
    /// ```swift
    /// controller.clientEndedUpdates { table.infinite_beginUpdates(); table.infinite_endUpdates() }
    /// ```
    package func clientEndedUpdates(emptyUpdate: () -> Void) {
        guard !endBatch(completion: nil), !isInBatch else { return }
        bypassingHooks(emptyUpdate)
    }

    /// The client's `performBatchUpdates(_:completion:)` on an active list: runs `updates` inside a
    /// batch; structural changes inside become the controller's batch, which takes `completion`;
    /// otherwise the view's own batch runs (`viewBatch`, bypassing the hooks) with `completion`.
    ///
    /// ```swift
    /// controller.clientPerformedBatch(updates, completion: completion) { view.infinite_performBatchUpdates(nil, completion: $0) }
    /// ```
    package func clientPerformedBatch(
        _ updates: (() -> Void)?, completion: ((Bool) -> Void)?, viewBatch: (((Bool) -> Void)?) -> Void
    ) {
        beginBatch()
        updates?()
        if !endBatch(completion: completion) {
            bypassingHooks { viewBatch(completion) }
        }
    }

    /// The client assigned a data source, delegate or prefetch data source while the list is
    /// active: `assign` hands it to the interceptor, which is then assigned again; the logical item
    /// stays on screen.
    package func clientAssigned(_ role: ClientRole, object: AnyObject?, interceptor: AnyObject, _ assign: () -> Void) {
        guard !InterceptedClient.ignoresAssignment(of: object, interceptor: interceptor) else { return }
        clientAssigned(role, assign)
    }

    /// `clientAssigned(_:object:interceptor:_:)` once the object is known to be a client's.
    package func clientAssigned(_ role: ClientRole, _ assign: () -> Void) {
        guard let surface else { return assign() }
        let memo = role == .dataSource ? capturePosition(in: currentViewport(surface)) : nil
        assign()
        bypassingHooks { surface.refreshInterceptors() }
        switch role {
        case .dataSource:
            planning.needsPlan = true
            positions.schedule(memo.map(PendingPosition.memo) ?? .start,
                               capturedAt: memo == nil ? nil : surface.readingOffset(along: engine.axis))
        case .delegate:
            // Heights may come from the new delegate: re-plan at the next layout at rest.
            planning.needsViewportReplan = true
        case .prefetchDataSource, .dragDelegate, .dropDelegate:
            return
        }
        surface.setNeedsLayout()
    }

    /// An interceptor found its client gone: let the view re-read the (now empty) counts once, on
    /// the next main-queue turn.
    package func clientDisappeared() {
        guard !planning.isReloadScheduledForLostClient else { return }
        planning.isReloadScheduledForLostClient = true
        scheduler.async { [weak self] in
            guard let self else { return }
            self.planning.isReloadScheduledForLostClient = false
            if self.isActive { self.clientRequestedReload() }
        }
    }

    /// A client object was deallocated: assign the interceptors again (UIKit re-reads
    /// `responds(to:)`) and reload to the empty content.
    package func clientWentAway() {
        guard isActive, let surface else { return }
        bypassingHooks { surface.refreshInterceptors() }
        planning.needsPlan = true
        clientRequestedReload()
    }

    /// The user moved an item and the client moved its data: every other copy is stale. Reloads on
    /// the next main-queue turn, never inside the move callback, keeping the moved item where
    /// the user let it go (its place in the copy UIKit moved it in). Keeping the centred item
    /// instead would be wrong there: the plan's mapping names, for the path under the centre, the
    /// client's item before the move. When that place is no longer laid out, a plain reload.
    package func reloadAfterUserMove() {
        scheduler.async { [weak self] in
            // A drop session still over the view: the reload waits for it to leave (dropSessionLeft).
            guard let self, self.isActive, !self.phase.contains(.underDropSession) else { return }
            let move = self.batch.userMove
            self.batch.userMove = nil
            guard !batch.isOpen, positions.pending == nil, let move, let surface = self.surface,
                  let edge = engine.passingThrough({ surface.leadingEdge(ofVirtual: move.to) }) else {
                self.clientRequestedReload()
                return
            }
            batch.discardStructuralChanges()
            let screen = edge - surface.readingOffset(along: engine.axis)
            reloadKeepingPosition(.memo(ListPositionMemo(source: move.sourceTo, screenPosition: screen)), keepsSelection: false)
        }
    }
}
