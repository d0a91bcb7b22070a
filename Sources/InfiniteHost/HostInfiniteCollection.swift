import Foundation
import InfiniteProxy

/// Where paging and ``HostInfiniteCollection/scrollToNextItem(animated:)`` leave an item.
public enum HostPagingAlignment: Sendable, Hashable {
    /// The item's centre at the centre of the visible area.
    case centered
    /// The item's leading edge at the visible area's leading edge.
    case leading
}

/// The host's infinite-collection proxy: what the UIKit glue's interceptor does for a
/// `UICollectionView`, driving an ``InfiniteListEngine`` the same way.
///
/// It sits between the collection view and the client as data source, delegate (flow layout
/// included) and prefetching data source:
/// - **Counts** come from the engine. UIKit asks `numberOfSections(in:)` exactly once per reload,
///   so that is where the proxy reads the client's counts, measures one copy
///   (``ListMeasurement/flow(viewportLength:crossLength:sourceItemCounts:section:item:)``,
///   `itemsPerLine` included) and re-plans.
/// - **Forwarding**: every call about an item is forwarded with the client's source path inside
///   ``InfiniteListEngine/forwarding(_:_:)``; section calls with the source section; supplementary
///   views with their own frame; paths the client passes back (dequeue, cell look-up, scroll,
///   select) are translated through ``HostCollectionViewPathInterceptor`` (the glue's swizzle).
/// - **Position**: the item at the centre is remembered before every re-plan (a reload, a size
///   change) and put back at the same place when the new layout sets the content size; a first
///   load shows item 0 where a finite list would.
/// - **Recentering** happens only in `scrollViewDidScroll`, outside layout passes and animated
///   programmatic scrolls, by assigning the offset (momentum kept); never on layout invalidation
///   alone, and `reloadData` is never called from a scroll callback. Programmatic scrolls go the
///   shortest way with ``InfiniteNavigation/scrollPlan(to:from:direction:in:)`` and its invisible
///   pre-jump, as the glue's do.
/// - **Paging** chooses the target in `scrollViewWillEndDragging` with ``PagingTarget`` (velocity
///   aware, several items for a fast flick, a second swipe before settling adds an item).
/// - **Auto-scroll** runs an ``AutoScrollState`` with a run-loop timer: paused while touching or
///   off-window, advancing from the item centred now, surviving reloads.
///
/// ```swift
/// collectionView.dataSource = client
/// collectionView.delegate = client
/// collectionView.enableInfiniteScrolling = true
/// collectionView.infinite.isPagingEnabled = true
/// collectionView.infinite.autoScrollInterval = 3
/// ```
///
/// - Complexity: per frame O(1) engine work plus O(log N) layout look-ups; a re-plan is O(n) in
///   the client's items plus the layout's O(N) preparation.
public final class HostInfiniteCollection {
    /// The key under which a collection view keeps its proxy.
    public static let associationKey = "InfiniteProxy.HostInfiniteCollection"
    static let placeholderIdentifier = "InfiniteProxy.placeholder"

    /// The engine making every decision.
    public let engine: InfiniteListEngine
    /// The shipped forwarding helpers and display records (T4 on the host collection too).
    private let callbacks: CallbackBridge
    /// The collection view (weak: the view owns the proxy).
    public private(set) weak var collectionView: HostCollectionView?
    /// The client's data source.
    public weak var clientDataSource: HostCollectionViewDataSource?
    /// The client's delegate (scroll delegate, collection delegate or flow-layout delegate).
    public weak var clientDelegate: HostScrollViewDelegate?
    /// The client's prefetching data source.
    public weak var clientPrefetchDataSource: HostCollectionViewDataSourcePrefetching?

    /// Snap to items when a drag ends.
    public var isPagingEnabled = false
    /// Where paging leaves an item.
    public var pagingAlignment: HostPagingAlignment = .centered
    /// The most items one flick may travel (nil: as far as the flick goes).
    public var maximumItemsPerFlick: Int?
    /// Seconds between automatic advances; nil = off.
    public var autoScrollInterval: TimeInterval? {
        get { autoScroll.interval }
        set { apply(autoScroll.setInterval(newValue)) }
    }
    /// Called with the new centred source item whenever it changes (never with nil).
    public var onCenteredItemChange: ((SourceIndexPath) -> Void)?
    /// The client's item nearest the centre; nil only when there are no items.
    public private(set) var centeredIndexPath: SourceIndexPath?

    /// Counters for tests and the demo.
    public struct Statistics: Sendable, Equatable {
        /// Recentering jumps performed.
        public var jumps = 0
        /// Positions restored after a re-plan.
        public var restores = 0
        /// Re-plans (reloads and size changes).
        public var replans = 0
        /// Paging targets chosen.
        public var pagingTargets = 0
        /// Auto-scroll advances.
        public var autoScrollAdvances = 0
        /// Centred-item changes reported.
        public var centeredItemChanges = 0
    }

    /// Counters since creation.
    public private(set) var statistics = Statistics()

    private var autoScroll: AutoScrollState
    private var timer: HostTimer?
    private var isAdjusting = false
    private var layoutMatchesPlan = false
    private var needsRestore = false
    private var pending: PendingPosition?
    private var pagingTarget: (offset: CGFloat, adjustmentBase: CGFloat)?
    private var interruptedTarget: CGFloat?
    private var animationTarget: (offset: CGFloat, adjustmentBase: CGFloat)?
    private var observerTokens: [Int] = []

    private struct PendingPosition {
        var memo: ListPositionMemo
        /// Set for a size change: the old visible length, leading inset and the item's extent.
        var sizeChange: (visibleLength: CGFloat, insetBefore: CGFloat, itemExtent: CGFloat)?
    }

    /// Installs a proxy on `collectionView`: its current data source, delegate and prefetching
    /// data source become the clients, and the view keeps the proxy alive.
    public init(collectionView: HostCollectionView) {
        engine = InfiniteListEngine(axis: collectionView.axis)
        callbacks = CallbackBridge(engine: engine)
        autoScroll = AutoScrollState(pauseReasons: collectionView.isInWindow ? [] : .notInWindow)
        self.collectionView = collectionView
        clientDataSource = collectionView.dataSource
        clientDelegate = collectionView.delegate
        clientPrefetchDataSource = collectionView.prefetchDataSource
        collectionView.register(HostCollectionViewCell.self, forCellWithReuseIdentifier: Self.placeholderIdentifier)
        collectionView.associatedObjects[Self.associationKey] = self
        collectionView.pathInterceptor = self
        collectionView.delegate = self
        if clientPrefetchDataSource != nil { collectionView.prefetchDataSource = self }
        collectionView.dataSource = self
        observerTokens.append(collectionView.observeBoundsSize { [weak self] old, new in
            self?.boundsSizeWillChange(from: old, to: new)
        })
        observerTokens.append(collectionView.observeContentSize { [weak self] in self?.contentSizeDidChange() })
        observerTokens.append(collectionView.observeWindow { [weak self] inWindow in
            guard let self else { return }
            self.apply(inWindow ? self.autoScroll.resume(.notInWindow) : self.autoScroll.pause(.notInWindow))
        })
    }

    deinit {
        timer?.invalidate()
    }

    /// Turns infinite scrolling on or off, keeping the centred item where it is.
    ///
    /// The engine switches when the collection view reads the counts again, so the cells the
    /// reload removes still end their display with the paths of the plan they were shown under.
    public func setEnabled(_ enabled: Bool) {
        guard enabled != isEnabled, let collectionView else { return }
        isEnabled = enabled
        // Remember the item in the current plan's terms before the plan changes.
        if pending == nil, layoutMatchesPlan,
           let memo = engine.capturePosition(in: viewport(of: collectionView), geometry: geometry(of: collectionView)) {
            pending = PendingPosition(memo: memo, sizeChange: nil)
        }
        collectionView.reloadData()
    }

    /// Whether infinite scrolling is requested (the engine follows at the next reload).
    public private(set) var isEnabled = true

    // MARK: Geometry

    private var axis: InfiniteAxis { collectionView?.axis ?? engine.axis }

    private func main(_ point: CGPoint) -> CGFloat { axis == .vertical ? point.y : point.x }
    private func main(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }

    private func withMain(_ point: CGPoint, _ value: CGFloat) -> CGPoint {
        axis == .vertical ? CGPoint(x: point.x, y: value) : CGPoint(x: value, y: point.y)
    }

    private func viewport(of collectionView: HostCollectionView, length: CGFloat? = nil) -> ListViewport {
        let insets = collectionView.adjustedContentInset
        return axis == .vertical
            ? ListViewport(offset: collectionView.contentOffset.y, length: length ?? collectionView.viewportSize.height,
                           insetBefore: insets.top, insetAfter: insets.bottom)
            : ListViewport(offset: collectionView.contentOffset.x, length: length ?? collectionView.viewportSize.width,
                           insetBefore: insets.left, insetAfter: insets.right)
    }

    private func crossCenter(of collectionView: HostCollectionView) -> CGFloat {
        let insets = collectionView.adjustedContentInset
        let size = collectionView.viewportSize
        return axis == .vertical
            ? collectionView.contentOffset.x + insets.left + max(0, size.width - insets.left - insets.right) / 2
            : collectionView.contentOffset.y + insets.top + max(0, size.height - insets.top - insets.bottom) / 2
    }

    /// The layout as the engine sees it: virtual paths, positions along the axis.
    struct FlowGeometry: InfiniteListGeometry {
        let layout: HostCollectionViewFlowLayout
        let crossCenter: CGFloat?
        /// When set, ``item(nearest:)`` only picks among these (the displayed, self-sized cells).
        var candidates: [VirtualIndexPath]?

        func leadingEdge(of item: VirtualIndexPath) -> CGFloat? {
            layout.frameOfItem(at: item.indexPath).map(layout.mainStart)
        }

        func item(nearest position: CGFloat) -> VirtualIndexPath? {
            if let candidates, !candidates.isEmpty {
                let items = candidates.compactMap { path -> LaidOutItem? in
                    guard let frame = layout.frameOfItem(at: path.indexPath) else { return nil }
                    return LaidOutItem(
                        path: path, leadingEdge: layout.mainStart(frame), trailingEdge: layout.mainEnd(frame),
                        crossCenter: (layout.crossStart(frame) + layout.crossEnd(frame)) / 2)
                }
                if let nearest = LaidOutItem.nearest(to: position, crossPosition: crossCenter ?? .nan, among: items) {
                    return nearest
                }
            }
            return layout.indexPathForItem(nearestMain: position, cross: crossCenter).flatMap(VirtualIndexPath.init)
        }
    }

    private func geometry(of collectionView: HostCollectionView) -> FlowGeometry {
        FlowGeometry(layout: collectionView.collectionViewLayout, crossCenter: crossCenter(of: collectionView))
    }

    /// For a recentering jump: with self-sizing cells the anchor must be a cell already displayed
    /// (its position is real, not an estimate), or the twin lands where an estimate said.
    private func jumpGeometry(of collectionView: HostCollectionView) -> FlowGeometry {
        var geometry = geometry(of: collectionView)
        if collectionView.collectionViewLayout.isSelfSizing {
            geometry.candidates = collectionView.indexPathsForVisibleItems.compactMap(VirtualIndexPath.init)
        }
        return geometry
    }

    private func centeredVirtualItem(of collectionView: HostCollectionView) -> VirtualIndexPath? {
        geometry(of: collectionView).item(nearest: viewport(of: collectionView).visibleCenter)
    }

    /// The offset that leaves `item`'s line where paging leaves items.
    private func alignedOffset(for item: VirtualIndexPath, in collectionView: HostCollectionView) -> CGFloat? {
        guard let line = collectionView.collectionViewLayout.lineExtent(of: item.indexPath) else { return nil }
        let viewport = viewport(of: collectionView)
        switch pagingAlignment {
        case .centered: return line.start + line.extent / 2 - viewport.insetBefore - viewport.visibleLength / 2
        case .leading: return line.start - viewport.insetBefore
        }
    }

    private func clampedIfFinite(_ offset: CGFloat, in collectionView: HostCollectionView) -> CGFloat {
        guard !engine.isLooping else { return offset }
        let low = main(collectionView.minimumOffset), high = main(collectionView.maximumOffset)
        return min(max(offset, low), high)
    }

    /// Moves the offset as an adjustment, keeping momentum.
    private func adjust(_ collectionView: HostCollectionView, to offset: CGFloat) {
        guard offset.isFinite, offset != main(collectionView.contentOffset) else { return }
        let wasAdjusting = isAdjusting
        isAdjusting = true
        collectionView.adjustContentOffset(withMain(collectionView.contentOffset, offset))
        isAdjusting = wasAdjusting
    }

    // MARK: Planning and position

    private func replan(_ collectionView: HostCollectionView) {
        engine.axis = collectionView.axis
        let layout = collectionView.collectionViewLayout
        var counts: [Int] = []
        if let client = clientDataSource {
            let sections = max(0, client.numberOfSections(in: collectionView) ?? 1)
            counts = (0..<sections).map { max(0, client.collectionView(collectionView, numberOfItemsInSection: $0)) }
        }
        if pending == nil, layoutMatchesPlan,
           let memo = engine.capturePosition(in: viewport(of: collectionView), geometry: geometry(of: collectionView)) {
            pending = PendingPosition(memo: memo, sizeChange: nil)
        }
        let sizing = HostFlowSizing(
            collectionView: collectionView, layout: layout, delegate: clientDelegate as? HostCollectionViewDelegateFlowLayout)
        let metrics = FlowMeasurement.metrics(
            sizing, viewportLength: viewport(of: collectionView).visibleLength, crossLength: layout.crossLength, counts: counts)
        if engine.isEnabled != isEnabled { engine.setEnabled(isEnabled) }
        engine.reload(sourceItemCounts: counts, metrics: metrics)
        statistics.replans += 1
        layoutMatchesPlan = false
        needsRestore = true
        apply(autoScroll.update(itemCount: counts.reduce(0, +)))
    }

    private func boundsSizeWillChange(from old: CGSize, to new: CGSize) {
        guard let collectionView else { return }
        let geometry = geometry(of: collectionView)
        let before = viewport(of: collectionView, length: main(old))
        if pending == nil, layoutMatchesPlan,
           let memo = engine.capturePosition(in: before, geometry: geometry),
           let item = geometry.item(nearest: before.visibleCenter),
           let frame = collectionView.collectionViewLayout.frameOfItem(at: item.indexPath) {
            pending = PendingPosition(
                memo: memo,
                sizeChange: (before.visibleLength, before.insetBefore, main(frame.size)))
        }
        // The plan depends on the viewport: re-plan at the next layout (not inside it).
        collectionView.reloadData()
    }

    private func contentSizeDidChange() {
        guard let collectionView else { return }
        layoutMatchesPlan = true
        guard needsRestore else { return }
        needsRestore = false
        restorePosition(collectionView)
    }

    private func restorePosition(_ collectionView: HostCollectionView) {
        defer { pending = nil }
        let layout = collectionView.collectionViewLayout
        let repetition = engine.repetition
        guard repetition.itemsPerCopy > 0 else { updateCenteredItem(); return }
        let viewport = viewport(of: collectionView)
        var target: CGFloat?
        var home: VirtualIndexPath?
        if let pending, let found = engine.homeVirtualIndexPath(for: pending.memo.source),
           let frame = layout.frameOfItem(at: found.indexPath) {
            home = found
            let start = layout.mainStart(frame), extent = main(frame.size)
            if let old = pending.sizeChange {
                // Keep the item's centre the same distance from the viewport's centre.
                var relative = pending.memo.screenPosition + old.itemExtent / 2 - (old.insetBefore + old.visibleLength / 2)
                let limit = max(0, (viewport.visibleLength - extent) / 2)
                relative = min(max(relative, -limit), limit)
                target = start + extent / 2 - relative - viewport.insetBefore - viewport.visibleLength / 2
            } else {
                target = start - pending.memo.screenPosition
            }
        } else if engine.isLooping,
                  let section = repetition.sourceItemCounts.firstIndex(where: { $0 > 0 }),
                  let found = engine.homeVirtualIndexPath(for: SourceIndexPath(section: section, item: 0)),
                  let frame = layout.frameOfItem(at: found.indexPath),
                  let sectionFirst = layout.frameOfItem(at: IndexPath(item: 0, section: found.section)),
                  found.section < layout.sections.count {
            // A first load: item 0 where a finite list shows it at rest.
            home = found
            let lead = layout.mainStart(sectionFirst) - layout.sections[found.section].start
            target = layout.mainStart(frame) - viewport.insetBefore - lead
        }
        if isPagingEnabled, !collectionView.isDragging, !collectionView.isDecelerating,
           let home, let aligned = alignedOffset(for: home, in: collectionView) {
            target = aligned
        }
        if let target {
            adjust(collectionView, to: clampedIfFinite(target, in: collectionView))
            statistics.restores += 1
        }
        updateCenteredItem()
    }

    // MARK: Recentering and the centred item

    private func recenterIfNeeded(_ collectionView: HostCollectionView) {
        // Not while an animated programmatic scroll runs: UIKit animates towards an absolute offset
        // and would undo the jump (the glue waits too); programmatic scrolls pre-jump instead.
        guard engine.isLooping, layoutMatchesPlan, !needsRestore, !isAdjusting, !collectionView.isLayingOut,
              !collectionView.isAnimatingScroll else { return }
        let geometry = jumpGeometry(of: collectionView)
        guard let jump = engine.recenteringJump(in: viewport(of: collectionView), geometry: geometry) else { return }
        adjust(collectionView, to: jump.targetOffset)
        if collectionView.collectionViewLayout.isSelfSizing {
            // Estimated sizes: let the twin's neighbourhood size itself, then put the twin exactly
            // where the anchor was.
            for _ in 0..<4 {
                collectionView.layoutIfNeeded()
                guard let edge = geometry.leadingEdge(of: jump.twin) else { break }
                let resolved = jump.offset(forTwinLeadingEdge: edge)
                if abs(resolved - main(collectionView.contentOffset)) < 0.001 { break }
                adjust(collectionView, to: resolved)
            }
        }
        engine.didPerform(jump)
        statistics.jumps += 1
    }

    private func flatIndex(of source: SourceIndexPath) -> Int {
        let counts = engine.repetition.sourceItemCounts
        return counts.prefix(max(0, min(source.section, counts.count))).reduce(0, +) + source.item
    }

    private func updateCenteredItem() {
        guard let collectionView, layoutMatchesPlan else { return }
        guard engine.repetition.itemsPerCopy > 0 else {
            centeredIndexPath = nil
            return
        }
        guard let virtual = centeredVirtualItem(of: collectionView) else { return }
        let source = engine.sourceIndexPath(for: virtual)
        autoScroll.noteCenteredItem(flatIndex(of: source))
        guard source != centeredIndexPath else { return }
        centeredIndexPath = source
        statistics.centeredItemChanges += 1
        onCenteredItemChange?(source)
    }

    // MARK: Paging

    private func pagedTarget(_ collectionView: HostCollectionView, velocity: CGFloat, proposed: CGFloat) -> CGFloat? {
        let layout = collectionView.collectionViewLayout
        guard layoutMatchesPlan, let centered = centeredVirtualItem(of: collectionView),
              let line = layout.lineExtent(of: centered.indexPath) else { return nil }
        let viewport = viewport(of: collectionView)
        let pitch = line.extent + layout.lineSpacing(inSection: centered.section)
        let grid = pagingAlignment == .centered
            ? PagingGrid.centered(firstItemLeading: line.start, itemExtent: line.extent, pitch: pitch,
                                  viewportLength: viewport.visibleLength, leadingInset: viewport.insetBefore)
            : PagingGrid.leading(firstItemLeading: line.start, pitch: pitch, leadingInset: viewport.insetBefore)
        guard let index = PagingTarget.targetIndex(
            currentOffset: viewport.offset, proposedOffset: proposed, velocity: velocity, grid: grid,
            maximumItemsPerFlick: maximumItemsPerFlick, interruptedTargetOffset: interruptedTarget)
        else { return nil }
        // Resolve the target line exactly in the laid-out content (varied sizes, section breaks).
        // A target beyond the content is reached through the repetition: whole jumps (their lines
        // and length measured from the start's twin) are taken off the line count and added as
        // distance, and near the content's ends the start is replaced by a twin a jump back.
        // Recentering carries the target along while the view flies there.
        let geometry = geometry(of: collectionView)
        let perJump = engine.repetition.copiesPerJump
        var start = centered
        var lines = index
        var shift: CGFloat = 0
        if engine.isLooping, lines != 0,
           let twin = engine.repetition.shifted(start, byCopies: perJump) ?? engine.repetition.shifted(start, byCopies: -perJump),
           let startLine = layout.lineIndex(of: start.indexPath), let twinLine = layout.lineIndex(of: twin.indexPath),
           let startEdge = geometry.leadingEdge(of: start), let twinEdge = geometry.leadingEdge(of: twin),
           twinLine != startLine {
            let linesPerJump = abs(twinLine - startLine)
            let jumpLength = abs(twinEdge - startEdge)
            let wholeJumps = lines / linesPerJump
            lines -= wholeJumps * linesPerJump
            shift += CGFloat(wholeJumps) * jumpLength
        }
        for _ in 0..<4 {
            if let path = layout.indexPath(movingLines: lines, from: start.indexPath),
               let virtual = VirtualIndexPath(path), let exact = alignedOffset(for: virtual, in: collectionView) {
                return clampedIfFinite(exact + shift, in: collectionView)
            }
            guard engine.isLooping, lines != 0,
                  let twin = engine.repetition.shifted(start, byCopies: lines > 0 ? -perJump : perJump),
                  let from = geometry.leadingEdge(of: start), let to = geometry.leadingEdge(of: twin)
            else { break }
            shift += from - to
            start = twin
        }
        return clampedIfFinite(grid.offset(ofIndex: index), in: collectionView)
    }

    // MARK: Programmatic scrolling

    /// Scrolls to the next item (from the item centred now, or from the target of a running
    /// animated scroll), the shortest way; in finite content the last item wraps to the first.
    public func scrollToNextItem(animated: Bool) { scrollByItems(1, animated: animated) }

    /// Scrolls to the previous item; in finite content the first wraps to the last.
    public func scrollToPreviousItem(animated: Bool) { scrollByItems(-1, animated: animated) }

    private func scrollByItems(_ steps: Int, animated: Bool) {
        guard let collectionView, layoutMatchesPlan, engine.repetition.itemsPerCopy > 0 else { return }
        var anchor = centeredVirtualItem(of: collectionView)
        if collectionView.isAnimatingScroll, let running = animationTarget {
            // A second advance while the first is still moving continues from its target.
            let offset = running.offset + main(collectionView.totalAdjustment) - running.adjustmentBase
            let viewport = viewport(of: collectionView)
            let probe = pagingAlignment == .centered
                ? offset + viewport.insetBefore + viewport.visibleLength / 2
                : offset + viewport.insetBefore + 0.5
            anchor = geometry(of: collectionView).item(nearest: probe) ?? anchor
        }
        guard let anchor,
              let next = InfiniteNavigation.neighbour(
                of: engine.sourceIndexPath(for: anchor), step: steps,
                sourceItemCounts: engine.repetition.sourceItemCounts)
        else { return }
        navigate(collectionView, to: next, from: anchor, direction: steps > 0 ? .forward : .backward,
                 position: nil, animated: animated)
    }

    /// Scrolls to the twin of a source item nearest the centre (the shortest way).
    public func scrollToItem(at source: SourceIndexPath, at position: HostCollectionViewScrollPosition, animated: Bool) {
        guard let collectionView, layoutMatchesPlan, let anchor = centeredVirtualItem(of: collectionView) else { return }
        navigate(collectionView, to: source, from: anchor, direction: .nearest, position: position, animated: animated)
    }

    /// Plans with ``InfiniteNavigation/scrollPlan(to:from:direction:in:)``: an invisible pre-jump
    /// of whole copies when the target's twin is not laid out, then an ordinary scroll.
    private func navigate(
        _ collectionView: HostCollectionView, to source: SourceIndexPath, from anchor: VirtualIndexPath,
        direction: InfiniteScrollDirection, position: HostCollectionViewScrollPosition?, animated: Bool
    ) {
        let repetition = engine.repetition
        let geometry = geometry(of: collectionView)
        let target: VirtualIndexPath
        if let plan = InfiniteNavigation.scrollPlan(to: source, from: anchor, direction: direction, in: repetition) {
            if plan.preJumpCopies != 0,
               let before = geometry.leadingEdge(of: anchor), let after = geometry.leadingEdge(of: plan.anchor) {
                adjust(collectionView, to: main(collectionView.contentOffset) + after - before)
                statistics.jumps += 1
            }
            target = plan.target
        } else if let nearest = repetition.nearestVirtualIndexPath(to: source, near: anchor) {
            target = nearest
        } else {
            return
        }
        if let position {
            animationTarget = nil
            engine.passingThrough {
                collectionView.scrollToItem(at: target.indexPath, at: position, animated: animated)
            }
            return
        }
        guard let offset = alignedOffset(for: target, in: collectionView) else { return }
        let clamped = clampedIfFinite(offset, in: collectionView)
        animationTarget = animated ? (clamped, main(collectionView.totalAdjustment)) : nil
        engine.passingThrough {
            collectionView.setContentOffset(withMain(collectionView.contentOffset, clamped), animated: animated)
        }
    }

    /// The client's paths of the items on screen, in order, each once.
    public var indexPathsForVisibleItems: [SourceIndexPath] {
        guard let collectionView else { return [] }
        var seen = Set<SourceIndexPath>()
        return collectionView.indexPathsForVisibleItems.compactMap(VirtualIndexPath.init)
            .map(engine.sourceIndexPath(for:))
            .filter { seen.insert($0).inserted }
    }

    // MARK: Auto-scroll

    private func apply(_ command: AutoScrollState.TimerCommand) {
        switch command {
        case .none:
            break
        case .stop:
            timer?.invalidate()
            timer = nil
        case let .start(interval, generation):
            timer?.invalidate()
            timer = collectionView?.runLoop?.scheduledTimer(withTimeInterval: interval, repeats: true) { [weak self] firing in
                guard let self else {
                    if case .invalidate = AutoScrollState.orphanedTick { firing.invalidate() }
                    return
                }
                self.autoScrollTick(generation: generation, timer: firing)
            }
        }
    }

    private func autoScrollTick(generation: UInt64, timer firing: HostTimer) {
        guard collectionView != nil else { firing.invalidate(); return }
        let reported = centeredIndexPath.map(flatIndex(of:))
        switch autoScroll.tick(generation: generation, centeredItem: reported) {
        case .invalidate:
            firing.invalidate()
            if firing === timer { timer = nil }
        case .advance:
            statistics.autoScrollAdvances += 1
            scrollToNextItem(animated: true)
        }
    }

    /// Whether an auto-scroll timer is scheduled.
    public var isAutoScrollTimerRunning: Bool { timer?.isValid ?? false }

    // MARK: Snapshot

    /// The frame as the invariant checker reads it: position, movement, adjustments, the cells on
    /// screen with their source items. Takes (and resets) the view's movement accounting.
    public func snapshot() -> HostFrameSnapshot {
        guard let collectionView else {
            return HostFrameSnapshot(frame: 0, viewport: ListViewport(offset: 0, length: 0), moved: 0, jump: 0,
                                     edgeHits: 0, liveCells: 0, items: [])
        }
        let movement = collectionView.takeFrameMovement()
        let items = collectionView.visibleCells.compactMap { cell -> HostVisibleItem? in
            guard let path = cell.layoutIndexPath, let virtual = VirtualIndexPath(path) else { return nil }
            return HostVisibleItem(virtual: virtual, source: engine.sourceIndexPath(for: virtual), frame: cell.frame)
        }
        return HostFrameSnapshot(
            frame: collectionView.frameCount, viewport: viewport(of: collectionView),
            moved: main(movement.moved), jump: main(movement.adjusted), edgeHits: collectionView.edgeHits,
            liveCells: collectionView.liveCellCount, items: items)
    }

    // MARK: Forwarding helpers

    private func forwardingSupplementary<Result>(_ path: IndexPath, _ body: (IndexPath) -> Result) -> Result {
        callbacks.forwardSupplementary(path, fallback: body(path), body)
    }

    private func forwarding<Result>(_ path: IndexPath, _ body: (IndexPath) -> Result) -> Result {
        callbacks.forward(path, fallback: body(path), body)
    }

    private func uniqueSources(_ paths: [IndexPath]) -> [IndexPath] {
        var seen = Set<SourceIndexPath>()
        return paths.compactMap(VirtualIndexPath.init).map(engine.sourceIndexPath(for:))
            .filter { seen.insert($0).inserted }.map(\.indexPath)
    }

    private var flowClient: HostCollectionViewDelegateFlowLayout? { clientDelegate as? HostCollectionViewDelegateFlowLayout }
    private var collectionClient: HostCollectionViewDelegate? { clientDelegate as? HostCollectionViewDelegate }
}

// MARK: - Data source

extension HostInfiniteCollection: HostCollectionViewDataSource {
    public func numberOfSections(in collectionView: HostCollectionView) -> Int? {
        // UIKit asks this once per reload: read the client's data, measure, re-plan.
        replan(collectionView)
        return engine.numberOfVirtualSections
    }

    public func collectionView(_ collectionView: HostCollectionView, numberOfItemsInSection section: Int) -> Int {
        engine.numberOfVirtualItems(inVirtualSection: section)
    }

    public func collectionView(_ collectionView: HostCollectionView, cellForItemAt indexPath: IndexPath) -> HostCollectionViewCell {
        guard let client = clientDataSource else {
            // The client is gone: an empty cell, dequeued properly.
            return engine.passingThrough {
                collectionView.dequeueReusableCell(withReuseIdentifier: Self.placeholderIdentifier, for: indexPath)
            }
        }
        return forwarding(indexPath) { client.collectionView(collectionView, cellForItemAt: $0) }
    }

    public func collectionView(
        _ collectionView: HostCollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> HostCollectionReusableView? {
        guard let client = clientDataSource else { return nil }
        return forwardingSupplementary(indexPath) {
            client.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: $0)
        }
    }
}

// MARK: - Delegate

extension HostInfiniteCollection: HostCollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: HostCollectionView, willDisplay cell: HostCollectionViewCell, forItemAt indexPath: IndexPath) {
        callbacks.startDisplay(of: ObjectIdentifier(cell), at: indexPath) {
            collectionClient?.collectionView(collectionView, willDisplay: cell, forItemAt: $0)
        }
    }

    public func collectionView(_ collectionView: HostCollectionView, didEndDisplaying cell: HostCollectionViewCell, forItemAt indexPath: IndexPath) {
        callbacks.endDisplay(of: ObjectIdentifier(cell), at: indexPath) {
            collectionClient?.collectionView(collectionView, didEndDisplaying: cell, forItemAt: $0)
        }
    }

    public func collectionView(
        _ collectionView: HostCollectionView, willDisplaySupplementaryView view: HostCollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        callbacks.startDisplay(of: ObjectIdentifier(view), at: indexPath, supplementary: true) {
            collectionClient?.collectionView(collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: $0)
        }
    }

    public func collectionView(
        _ collectionView: HostCollectionView, didEndDisplayingSupplementaryView view: HostCollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        callbacks.endDisplay(of: ObjectIdentifier(view), at: indexPath, supplementary: true) {
            collectionClient?.collectionView(collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: $0)
        }
    }

    public func collectionView(_ collectionView: HostCollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool? {
        guard let client = collectionClient else { return nil }
        return forwarding(indexPath) { client.collectionView(collectionView, shouldSelectItemAt: $0) }
    }

    public func collectionView(_ collectionView: HostCollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let client = collectionClient else { return }
        forwarding(indexPath) { client.collectionView(collectionView, didSelectItemAt: $0) }
    }

    public func collectionView(_ collectionView: HostCollectionView, didDeselectItemAt indexPath: IndexPath) {
        guard let client = collectionClient else { return }
        forwarding(indexPath) { client.collectionView(collectionView, didDeselectItemAt: $0) }
    }

    public func collectionView(
        _ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize? {
        guard let client = flowClient else { return nil }
        return forwarding(indexPath) { client.collectionView(collectionView, layout: layout, sizeForItemAt: $0) }
    }

    public func collectionView(
        _ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, insetForSectionAt section: Int
    ) -> HostEdgeInsets? {
        guard let client = flowClient else { return nil }
        return engine.forwarding(section: section) { client.collectionView(collectionView, layout: layout, insetForSectionAt: $0) }
    }

    public func collectionView(
        _ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat? {
        guard let client = flowClient else { return nil }
        return engine.forwarding(section: section) {
            client.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: $0)
        }
    }

    public func collectionView(
        _ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat? {
        guard let client = flowClient else { return nil }
        return engine.forwarding(section: section) {
            client.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: $0)
        }
    }

    public func collectionView(
        _ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize? {
        guard let client = flowClient else { return nil }
        return engine.forwarding(section: section) {
            client.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: $0)
        }
    }

    public func collectionView(
        _ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, referenceSizeForFooterInSection section: Int
    ) -> CGSize? {
        guard let client = flowClient else { return nil }
        return engine.forwarding(section: section) {
            client.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: $0)
        }
    }

    // Scroll delegate.

    public func scrollViewDidScroll(_ scrollView: HostScrollView) {
        if let collectionView { recenterIfNeeded(collectionView) }
        updateCenteredItem()
        clientDelegate?.scrollViewDidScroll(scrollView)
    }

    public func scrollViewWillBeginDragging(_ scrollView: HostScrollView) {
        if let target = pagingTarget, let collectionView {
            // A swipe before the last one settled: continue from where that one was going.
            interruptedTarget = target.offset + main(collectionView.totalAdjustment) - target.adjustmentBase
        } else {
            interruptedTarget = nil
        }
        pagingTarget = nil
        animationTarget = nil
        apply(autoScroll.pause(.userInteraction))
        clientDelegate?.scrollViewWillBeginDragging(scrollView)
    }

    public func scrollViewWillEndDragging(
        _ scrollView: HostScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
    ) {
        if isPagingEnabled, let collectionView,
           let target = pagedTarget(collectionView, velocity: main(velocity), proposed: main(targetContentOffset)) {
            targetContentOffset = withMain(targetContentOffset, target)
            statistics.pagingTargets += 1
        }
        clientDelegate?.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: &targetContentOffset)
        if isPagingEnabled, let collectionView {
            pagingTarget = (main(targetContentOffset), main(collectionView.totalAdjustment))
        }
        interruptedTarget = nil
    }

    public func scrollViewDidEndDragging(_ scrollView: HostScrollView, willDecelerate decelerate: Bool) {
        if !decelerate {
            pagingTarget = nil
            apply(autoScroll.resume(.userInteraction))
        }
        clientDelegate?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }

    public func scrollViewDidEndDecelerating(_ scrollView: HostScrollView) {
        pagingTarget = nil
        apply(autoScroll.resume(.userInteraction))
        clientDelegate?.scrollViewDidEndDecelerating(scrollView)
    }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: HostScrollView) {
        animationTarget = nil
        clientDelegate?.scrollViewDidEndScrollingAnimation(scrollView)
    }
}

// MARK: - Prefetching and path translation

extension HostInfiniteCollection: HostCollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: HostCollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        let sources = uniqueSources(indexPaths)
        if !sources.isEmpty { clientPrefetchDataSource?.collectionView(collectionView, prefetchItemsAt: sources) }
    }

    public func collectionView(_ collectionView: HostCollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        let sources = uniqueSources(indexPaths)
        if !sources.isEmpty { clientPrefetchDataSource?.collectionView(collectionView, cancelPrefetchingForItemsAt: sources) }
    }
}

extension HostInfiniteCollection: HostCollectionViewPathInterceptor {
    public func collectionView(_ collectionView: HostCollectionView, pathForClientPath path: IndexPath) -> IndexPath {
        guard let source = SourceIndexPath(path), let virtual = engine.virtualIndexPath(forClientPath: source) else {
            return path
        }
        return virtual.indexPath
    }
}

// MARK: - Public switch and namespace

extension HostCollectionView: InfiniteCompatible {}

extension HostCollectionView {
    /// The proxy installed by ``enableInfiniteScrolling``, if any.
    public var infiniteProxy: HostInfiniteCollection? {
        associatedObjects[HostInfiniteCollection.associationKey] as? HostInfiniteCollection
    }

    /// Whether the collection view repeats its content forever (the UIKit glue's
    /// `enableInfiniteScrolling`). Turning it on wraps the current data source and delegate.
    public var enableInfiniteScrolling: Bool {
        get { infiniteProxy?.isEnabled ?? false }
        set {
            if let proxy = infiniteProxy {
                proxy.setEnabled(newValue)
            } else if newValue {
                _ = HostInfiniteCollection(collectionView: self)
            }
        }
    }
}

extension Infinite where Base: HostCollectionView {
    /// Snap to items when a drag ends.
    public var isPagingEnabled: Bool {
        get { base.infiniteProxy?.isPagingEnabled ?? false }
        nonmutating set { base.infiniteProxy?.isPagingEnabled = newValue }
    }

    /// Seconds between automatic advances; nil = off.
    public var autoScrollInterval: TimeInterval? {
        get { base.infiniteProxy?.autoScrollInterval }
        nonmutating set { base.infiniteProxy?.autoScrollInterval = newValue }
    }

    /// The client's item nearest the centre (a source path).
    public var centeredIndexPath: IndexPath? { base.infiniteProxy?.centeredIndexPath?.indexPath }

    /// The client's paths of the items on screen.
    public var indexPathsForVisibleItems: [IndexPath] {
        base.infiniteProxy?.indexPathsForVisibleItems.map(\.indexPath) ?? base.indexPathsForVisibleItems
    }

    /// Scrolls to the nearest twin of a source item.
    public func scrollToItem(at indexPath: IndexPath, at position: HostCollectionViewScrollPosition, animated: Bool) {
        guard let source = SourceIndexPath(indexPath) else { return }
        base.infiniteProxy?.scrollToItem(at: source, at: position, animated: animated)
    }

    /// Scrolls to the next item.
    public func scrollToNextItem(animated: Bool) { base.infiniteProxy?.scrollToNextItem(animated: animated) }

    /// Scrolls to the previous item.
    public func scrollToPreviousItem(animated: Bool) { base.infiniteProxy?.scrollToPreviousItem(animated: animated) }
}

// MARK: - Sessions

extension HostInfiniteCollection: HostListSessionSubject {
    /// The collection view (a detached, empty scroll view once it is gone).
    public var sessionScrollView: HostScrollView {
        collectionView ?? HostScrollView(viewportSize: .zero)
    }

    /// The layout's scrolling axis.
    public var sessionAxis: InfiniteAxis { axis }
}
