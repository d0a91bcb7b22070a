#if canImport(UIKit)
import UIKit

/// The coordinator of one infinite `UICollectionView` with a `UICollectionViewFlowLayout` (either
/// axis): the client's counts and flow sizes, the layout's geometry, its three interceptors, and
/// the carousel features — velocity-aware paging and auto-scroll.
///
/// **Paging** does not use `isPagingEnabled` (its page grid drifts after a recentering jump). In
/// `scrollViewWillEndDragging` the coordinator builds the snap grid from the laid-out item nearest
/// the centre and the next line's item (``PagingGrid/centered(firstItemLeading:itemExtent:pitch:viewportLength:leadingInset:)``)
/// and lets ``PagingTarget`` choose the target offset: a slow release returns to the nearest item,
/// a flick travels one or more items, a second swipe before the first settled continues from its
/// target. A jump during the deceleration moves the remembered target with it; if the view comes to
/// rest between snap points anyway (a multi-section copy whose period is not a whole number of
/// pitches), it glides to the nearest one.
///
/// **Auto-scroll** follows ``AutoScrollState``: a repeating `Timer` in the run loop's `.common`
/// mode (it fires while the user scrolls another view), holding the coordinator weakly; paused
/// while a finger is down or a deceleration runs, while the view is not in a window, while the
/// app is inactive and while VoiceOver runs; every tick advances one item from the item centred
/// *now* (never back to item 0). A timer that outlives its collection view invalidates itself at
/// its next fire.
///
/// Other layouts than flow layouts stay finite (the planner cannot measure them).
@MainActor
final class InfiniteCollectionCoordinator: InfiniteCoordinator {
    private let collectionDataSource: InfiniteCollectionDataSourceInterceptor
    private let collectionDelegate: InfiniteCollectionDelegateInterceptor
    private let collectionPrefetch: InfiniteCollectionPrefetchInterceptor

    /// Snap to items when a drag ends.
    var isPagingEnabled = false
    /// The resting offset the current paging deceleration heads for.
    private var pagingTarget: CGFloat?

    private var autoScroll = AutoScrollState()
    private var timer: Timer?
    private var appObservers: [NotificationObservation] = []

    /// The hooks every infinite collection view needs; nil when they cannot be installed.
    static func coordinator(for collectionView: UICollectionView) -> InfiniteCollectionCoordinator? {
        if let existing = collectionView.infiniteCoordinator as? InfiniteCollectionCoordinator { return existing }
        guard UICollectionView.installInfiniteHooks() else { return nil }
        let coordinator = InfiniteCollectionCoordinator(collectionView: collectionView)
        collectionView.infiniteCoordinator = coordinator
        return coordinator
    }

    private init(collectionView: UICollectionView) {
        collectionDataSource = InfiniteCollectionDataSourceInterceptor()
        collectionDelegate = InfiniteCollectionDelegateInterceptor()
        collectionPrefetch = InfiniteCollectionPrefetchInterceptor()
        let flow = collectionView.collectionViewLayout as? UICollectionViewFlowLayout
        super.init(view: collectionView, axis: flow?.scrollDirection == .horizontal ? .horizontal : .vertical)
        attach(collectionDataSource, collectionDelegate, collectionPrefetch)
        var reasons: AutoScrollState.PauseReasons = []
        if collectionView.window == nil { reasons.insert(.notInWindow) }
        if UIAccessibility.isVoiceOverRunning { reasons.insert(.voiceOver) }
        autoScroll = AutoScrollState(pauseReasons: reasons)
        appObservers = [
            NotificationObservation(name: UIApplication.willResignActiveNotification) { [weak self] in
                self?.apply(self?.autoScroll.pause(.applicationInactive))
            },
            NotificationObservation(name: UIApplication.didBecomeActiveNotification) { [weak self] in
                self?.apply(self?.autoScroll.resume(.applicationInactive))
            },
        ]
    }

    private var collectionView: UICollectionView? { scrollView as? UICollectionView }
    private var flowLayout: UICollectionViewFlowLayout? {
        collectionView?.collectionViewLayout as? UICollectionViewFlowLayout
    }

    // MARK: Client

    /// The client's data source: the proxy's client while active, the view's own otherwise.
    private var clientDataSource: UICollectionViewDataSource? {
        isActive ? collectionDataSource.target as? UICollectionViewDataSource : collectionView?.dataSource
    }

    /// The client's flow-layout delegate: the proxy's client while active, the view's own otherwise.
    private var clientFlowDelegate: UICollectionViewDelegateFlowLayout? {
        (isActive ? collectionDelegate.target : collectionView?.delegate) as? UICollectionViewDelegateFlowLayout
    }

    override func clientSourceCounts() -> [Int] {
        guard let collectionView, let client = clientDataSource else { return [] }
        return engine.passingThrough {
            let sections = max(0, client.numberOfSections?(in: collectionView) ?? 1)
            return (0..<sections).map { max(0, client.collectionView(collectionView, numberOfItemsInSection: $0)) }
        }
    }

    /// The flow layout's sizes, insets and spacing as the client's delegate or the layout gives
    /// them; nil (finite content) for other layouts or an unmeasurable view.
    override func measureMetrics(sourceItemCounts counts: [Int]) -> ListMetrics? {
        guard let collectionView, let flow = flowLayout else { return nil }
        engine.axis = flow.scrollDirection == .horizontal ? .horizontal : .vertical
        let viewport = currentViewport()
        guard viewport.visibleLength > 0 else { return nil }
        let sizing = UIKitFlowSizing(collectionView: collectionView, layout: flow, delegate: clientFlowDelegate)
        let cross = currentCrossLength()
        return engine.passingThrough {
            FlowMeasurement.metrics(sizing, viewportLength: viewport.visibleLength, crossLength: cross, counts: counts)
        }
    }

    // MARK: View

    override func makeGeometry() -> any InfiniteLayoutReading {
        guard let collectionView else { return super.makeGeometry() }
        return InfiniteCollectionGeometry(collectionView: collectionView, axis: engine.axis)
    }

    override func installProxies() {
        guard let collectionView else { return }
        bypassingHooks {
            if collectionView.dataSource !== collectionDataSource { collectionDataSource.target = collectionView.dataSource }
            if collectionView.delegate !== collectionDelegate { collectionDelegate.target = collectionView.delegate }
            if collectionView.prefetchDataSource !== collectionPrefetch {
                collectionPrefetch.target = collectionView.prefetchDataSource
            }
        }
        reassignInterceptors()
    }

    /// Assigns nil, then the proxies, so UIKit re-reads `responds(to:)` for the current clients.
    override func reassignInterceptors() {
        guard let collectionView else { return }
        bypassingHooks {
            collectionView.dataSource = nil
            collectionView.delegate = nil
            collectionView.prefetchDataSource = nil
            collectionView.dataSource = collectionDataSource.target == nil ? nil : collectionDataSource
            collectionView.delegate = collectionDelegate
            collectionView.prefetchDataSource = collectionPrefetch.target == nil ? nil : collectionPrefetch
        }
    }

    override func uninstallProxies() {
        guard let collectionView else { return }
        bypassingHooks {
            collectionView.dataSource = nil
            collectionView.delegate = nil
            collectionView.prefetchDataSource = nil
            collectionView.dataSource = collectionDataSource.target as? UICollectionViewDataSource
            collectionView.delegate = collectionDelegate.target as? UICollectionViewDelegate
            collectionView.prefetchDataSource = collectionPrefetch.target as? UICollectionViewDataSourcePrefetching
        }
    }

    /// The client assigned a data source while the view is infinite (see the table's).
    func clientAssigned(dataSource: AnyObject?) {
        guard dataSource !== collectionDataSource else { return }
        let memo = capturePosition(in: currentViewport())
        collectionDataSource.target = dataSource
        reassignInterceptors()
        needsPlan = true
        pendingPosition = memo.map(PendingPosition.memo) ?? .start
        collectionView?.setNeedsLayout()
    }

    /// The client assigned a delegate: sizes may come from it, so re-plan at the next rest.
    func clientAssigned(delegate: AnyObject?) {
        guard delegate !== collectionDelegate else { return }
        collectionDelegate.target = delegate
        reassignInterceptors()
        needsViewportReplan = true
        collectionView?.setNeedsLayout()
    }

    /// The client assigned a prefetch data source.
    func clientAssigned(prefetchDataSource: AnyObject?) {
        guard prefetchDataSource !== collectionPrefetch else { return }
        collectionPrefetch.target = prefetchDataSource
        reassignInterceptors()
    }

    override func reloadViewData() {
        guard let collectionView else { return }
        bypassingHooks { collectionView.reloadData() }
    }

    override func scrollView(toVirtual path: VirtualIndexPath, position: ScrollPosition, animated: Bool) {
        guard let collectionView, path.section >= 0, path.section < collectionView.numberOfSections,
              path.item >= 0, path.item < collectionView.numberOfItems(inSection: path.section) else { return }
        var collectionPosition: UICollectionView.ScrollPosition = engine.axis == .vertical
            ? .centeredVertically : .centeredHorizontally
        if case .collection(let value) = position { collectionPosition = value }
        collectionView.scrollToItem(at: path.indexPath, at: collectionPosition, animated: animated)
    }

    /// The scroll position that centres an item along the axis.
    var centeredPosition: ScrollPosition {
        .collection(engine.axis == .vertical ? .centeredVertically : .centeredHorizontally)
    }

    // MARK: Next and previous

    /// Scrolls one item forwards (`step` 1) or backwards (−1) from the item centred now, to the
    /// nearest twin in that direction; finite content wraps around by scrolling back.
    func scrollToNeighbour(step: Int, animated: Bool) {
        refreshPlan()
        let counts = engine.repetition.sourceItemCounts
        let start = centeredSourceIndexPath() ?? engine.clampedSourceIndexPath(SourceIndexPath(section: 0, item: 0))
        guard let start, let next = InfiniteNavigation.neighbour(of: start, step: step, sourceItemCounts: counts)
        else { return }
        scroll(toSource: next, direction: step >= 0 ? .forward : .backward, position: centeredPosition, animated: animated)
    }

    // MARK: Paging

    /// The snap grid around the item nearest the centre: its leading edge and extent, and the
    /// distance to the next line's item (or from the previous one at the end of the content).
    private func pagingGrid() -> PagingGrid? {
        guard let collectionView else { return nil }
        let geometry = InfiniteCollectionGeometry(collectionView: collectionView, axis: engine.axis)
        let viewport = currentViewport()
        return engine.passingThrough { () -> PagingGrid? in
            guard let item = geometry.item(nearest: viewport.visibleCenter),
                  let frame = geometry.frame(of: item),
                  let leading = geometry.leadingEdge(of: item) else { return nil }
            let extent = engine.axis == .vertical ? frame.height : frame.width
            let repetition = engine.repetition
            let perLine = max(1, engine.lastMetrics?.itemsPerLine ?? 1)
            var pitch: CGFloat?
            if let next = InfiniteNavigation.virtualNeighbour(of: item, step: perLine, in: repetition),
               let nextLeading = geometry.leadingEdge(of: next), nextLeading > leading {
                pitch = nextLeading - leading
            } else if let previous = InfiniteNavigation.virtualNeighbour(of: item, step: -perLine, in: repetition),
                      let previousLeading = geometry.leadingEdge(of: previous), previousLeading < leading {
                pitch = leading - previousLeading
            }
            guard let pitch else { return nil }
            let grid = PagingGrid.centered(
                firstItemLeading: leading, itemExtent: extent, pitch: pitch,
                viewportLength: viewport.visibleLength, leadingInset: viewport.insetBefore)
            return grid.isValid ? grid : nil
        }
    }

    /// The offsets finite content can rest at (nil while the content repeats).
    private func pagingBounds(_ viewport: ListViewport) -> ClosedRange<CGFloat>? {
        guard !engine.isLooping else { return nil }
        return viewport.offsetRange(contentLength: makeGeometry().contentLength)
    }

    override func scrollViewWillEndDragging(velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard isPagingEnabled, let grid = pagingGrid() else { return }
        let viewport = currentViewport()
        let vertical = engine.axis == .vertical
        let target = PagingTarget.targetOffset(
            currentOffset: viewport.offset,
            proposedOffset: vertical ? targetContentOffset.pointee.y : targetContentOffset.pointee.x,
            velocity: vertical ? velocity.y : velocity.x,
            grid: grid,
            interruptedTargetOffset: pagingTarget,
            bounds: pagingBounds(viewport))
        if vertical { targetContentOffset.pointee.y = target } else { targetContentOffset.pointee.x = target }
        pagingTarget = target
    }

    override func didJump(by delta: CGFloat) {
        if let target = pagingTarget { pagingTarget = target + delta }
    }

    override func scrollViewWillBeginDragging() {
        super.scrollViewWillBeginDragging()
        apply(autoScroll.pause(.userInteraction))
    }

    override func didSettle() {
        pagingTarget = nil
        if isPagingEnabled { snapToNearestPage(animated: true) }
        apply(autoScroll.resume(.userInteraction))
    }

    override func didRestorePosition() {
        if isPagingEnabled { snapToNearestPage(animated: false) }
    }

    /// Moves to the nearest snap point if the view rests between two.
    func snapToNearestPage(animated: Bool) {
        guard let collectionView, let grid = pagingGrid() else { return }
        let viewport = currentViewport()
        var target = PagingTarget.targetOffset(
            currentOffset: viewport.offset, proposedOffset: viewport.offset, velocity: 0, grid: grid)
        if let bounds = pagingBounds(viewport) { target = min(max(target, bounds.lowerBound), bounds.upperBound) }
        guard abs(target - viewport.offset) > 0.5 else { return }
        if animated {
            var offset = collectionView.contentOffset
            if engine.axis == .vertical { offset.y = target } else { offset.x = target }
            beginAnimatedScroll()
            collectionView.setContentOffset(offset, animated: true)
        } else {
            setAxisOffset(target)
        }
    }

    // MARK: Auto-scroll

    /// Seconds between automatic advances; nil is off.
    var autoScrollInterval: TimeInterval? {
        get { autoScroll.interval }
        set { apply(autoScroll.setInterval(newValue)) }
    }

    override var wantsCenteredItem: Bool { autoScroll.interval != nil }

    override func centeredItemDidChange(to source: SourceIndexPath) {
        autoScroll.noteCenteredItem(InfiniteNavigation.flatIndex(
            of: source, sourceItemCounts: engine.repetition.sourceItemCounts))
    }

    override func didPlan() {
        apply(autoScroll.update(itemCount: engine.repetition.itemsPerCopy))
    }

    override func voiceOverStatusDidChange() {
        apply(UIAccessibility.isVoiceOverRunning ? autoScroll.pause(.voiceOver) : autoScroll.resume(.voiceOver))
    }

    /// The view entered or left a window.
    func didMoveToWindow() {
        let inWindow = collectionView?.window != nil
        apply(inWindow ? autoScroll.resume(.notInWindow) : autoScroll.pause(.notInWindow))
    }

    /// Carries out a timer command: a repeating timer in `.common` mode holding this coordinator
    /// weakly, or none.
    private func apply(_ command: AutoScrollState.TimerCommand?) {
        switch command {
        case .none?, nil:
            return
        case .stop?:
            timer?.invalidate()
            timer = nil
        case let .start(interval, generation)?:
            timer?.invalidate()
            let timer = Timer(timeInterval: interval, repeats: true) { [weak self] firing in
                // A main-run-loop timer fires on the main thread.
                let firing = MainThreadBox(value: firing)
                assumeMainActor {
                    guard let self else {
                        if AutoScrollState.orphanedTick == .invalidate { firing.value.invalidate() }
                        return
                    }
                    self.tick(generation: generation, timer: firing.value)
                }
            }
            RunLoop.main.add(timer, forMode: .common)
            self.timer = timer
        }
    }

    private func tick(generation: UInt64, timer firing: Timer) {
        let centered = centeredSourceIndexPath().flatMap {
            InfiniteNavigation.flatIndex(of: $0, sourceItemCounts: engine.repetition.sourceItemCounts)
        }
        switch autoScroll.tick(generation: generation, centeredItem: centered) {
        case .advance:
            scrollToNeighbour(step: 1, animated: true)
        case .invalidate:
            firing.invalidate()
            if timer === firing { timer = nil }
        }
    }
}

extension UIScrollView {
    /// The collection coordinator, if this is an infinite collection view.
    var infiniteCollectionCoordinator: InfiniteCollectionCoordinator? {
        infiniteCoordinator as? InfiniteCollectionCoordinator
    }
}
#endif
