import Foundation
import InfiniteProxy

/// The host's infinite table: the model of InfiniteProxy's UIKit glue for `UITableView`, sitting
/// between a ``HostTableView`` and a plain client and driving an ``InfiniteListEngine`` exactly as
/// the glue does.
///
/// Creating it takes over the table's `dataSource` and `delegate` (the client's objects, held
/// weakly) and installs itself as the table's ``HostTableView/interposer`` — what the glue's
/// per-instance table subclass does. Assigning new objects to the table later keeps it infinite
/// with them.
///
/// ```swift
/// let table = HostTableView(viewportSize: CGSize(width: 390, height: 844))
/// table.register(HostTableViewCell.self, forCellReuseIdentifier: "name")
/// table.dataSource = names                    // a client that knows nothing of repetition
/// table.delegate = names
/// let infinite = HostInfiniteTable(tableView: table)
/// infinite.contentAlignment = .left           // rows on a circle
/// table.layoutIfNeeded()
/// infinite.centeredIndexPath                  // IndexPath(row: 0, section: 0): the client's row
/// table.fling(velocity: CGPoint(x: 0, y: -20_000))
/// table.runUntilIdle()                        // recentering jumps; the client never notices
/// ```
///
/// What it does, as the glue does:
/// - **Counts** come from the engine, planned on every load from the client's counts and
///   ``ListMeasurement`` metrics (row heights, estimates, section headers and footers, and the real
///   heights of self-sizing rows seen so far).
/// - **Forwarding**: every callback that carries a path or a section reaches the client with the
///   source value, inside ``InfiniteListEngine/forwarding(_:_:)``; the client's calls back
///   (`dequeueReusableCell(withIdentifier:for:)`, `cellForRow(at:)`, `deselectRow`, `selectRow`,
///   `reloadRows`, `rectForRow`, `scrollToRow`) are translated with
///   ``InfiniteListEngine/virtualIndexPath(forClientPath:)`` and run in
///   ``InfiniteListEngine/passingThrough(_:)``. Returned paths (`willSelectRowAt`,
///   `targetIndexPathForMoveFromRowAt`) are mapped back to the twin nearest the row asked about.
/// - **Recentering** in `scrollViewDidScroll`: set the offset property to the jump's target (momentum
///   kept), lay out, and re-resolve on the twin's real position (``AnchoredJump``).
/// - **The arc** after every layout pass, on the frames the table has just set.
/// - **Reloads** (`reloadData`, enabling, disabling, a new size) keep the centred row where it was.
/// - **A deallocated client** leaves an empty table: blank cells until the next layout reloads to
///   nothing.
///
/// - Complexity: per frame O(1) engine work plus O(v) for the arc and the snapshot; a reload is
///   O(n) in the client's rows plus the table's O(virtual rows).
public final class HostInfiniteTable {
    /// The table (held strongly; it holds this object weakly, as UIKit holds delegates).
    public let tableView: HostTableView
    /// The decisions.
    public let engine: InfiniteListEngine

    /// The client's data source (weak).
    public private(set) weak var dataSource: (any HostTableViewDataSource)?
    /// The client's table delegate (weak); nil when the client's delegate is only a scroll delegate.
    public private(set) weak var delegate: (any HostTableViewDelegate)?
    private weak var scrollDelegate: (any HostScrollViewDelegate)?

    /// The identifier of the blank cell shown for rows of a client that went away.
    public static let placeholderIdentifier = "InfiniteProxy.placeholder"

    /// Counters for tests and the storyboard.
    public struct Statistics: Sendable, Equatable {
        /// Recentering jumps performed.
        public var jumps = 0
        /// Loads that re-planned the virtual content.
        public var replans = 0
        /// Positions restored after a load.
        public var restores = 0
        /// Jumps whose twin had moved by the time it was laid out (estimated heights).
        public var reResolvedJumps = 0
        /// Invisible jumps before a programmatic scroll (see ``scrollToRow(at:at:animated:)``).
        public var preJumps = 0
    }

    public private(set) var statistics = Statistics()

    // Position keeping.
    private var hasPlanned = false
    private var isReloading = false
    private var isAdjusting = false
    private var pendingMemo: ListPositionMemo?
    private var pendingEnabled: Bool?
    /// After a restore: the row it was anchored on, and its leading edge then (an estimate until
    /// the row is laid out), to correct the offset by however far layout moved it.
    private var pendingResolve: (item: VirtualIndexPath, edge: CGFloat?, clamp: Bool, jumps: Int)?
    private var plannedSize: CGSize = .zero
    private var plannedInsets: HostEdgeInsets = .zero
    private var lastCounts: [Int] = []
    /// Real heights of self-sizing rows seen on screen, for the next plan.
    private var learnedHeights: [SourceIndexPath: CGFloat] = [:]
    private var plansWithEstimates = false
    private var savedIndicators: (shows: Bool, scrollsToTop: Bool)?

    // Snapshot bookkeeping.
    private var recenterDelta: CGFloat = 0
    private var restoreDelta: CGFloat = 0
    private var compensationAtSnapshot: CGFloat = 0

    /// Takes over `tableView`'s data source and delegate and makes it infinite (unless
    /// `isEnabled` is false). The data is loaded at the next layout.
    public init(tableView: HostTableView, strategy: RepetitionStrategy = .automatic, isEnabled: Bool = true) {
        self.tableView = tableView
        self.engine = InfiniteListEngine(axis: .vertical, strategy: strategy, isEnabled: isEnabled)
        dataSource = tableView.dataSource
        scrollDelegate = tableView.delegate
        delegate = tableView.delegate as? any HostTableViewDelegate
        tableView.register(HostTableViewCell.self, forCellReuseIdentifier: HostInfiniteTable.placeholderIdentifier)
        tableView.interposer = self
        tableView.dataSource = self
        tableView.delegate = self
        compensationAtSnapshot = tableView.offsetCompensation
    }

    // MARK: Switches

    /// `enableInfiniteScrolling`: turning it off (or on) reloads and keeps the centred row where it was.
    public var isEnabled: Bool {
        get { pendingEnabled ?? engine.isEnabled }
        set {
            guard newValue != isEnabled else { return }
            pendingEnabled = newValue
            tableView.reloadData()
        }
    }

    /// `contentAlignment`: rows on a circle (`.left`, `.right`) or straight (`.none`).
    public var contentAlignment: InfiniteContentAlignment {
        get { engine.alignment }
        set {
            engine.alignment = newValue
            tableView.setNeedsLayout()
        }
    }

    /// `infinite.arcRadius`: nil derives it from the table's size.
    public var arcRadius: CGFloat? {
        get { engine.arcRadius }
        set {
            engine.arcRadius = newValue
            tableView.setNeedsLayout()
        }
    }

    // MARK: Source-space API (the `infinite` namespace)

    /// The client's paths of the rows on screen, top to bottom (twins appear once per twin).
    public var indexPathsForVisibleRows: [IndexPath] {
        tableView.visibleCells.map { cell in
            let source = engine.sourceIndexPath(for: VirtualIndexPath(section: cell.layoutSection, item: cell.layoutRow))
            return IndexPath(row: source.item, section: source.section)
        }
    }

    /// The client's path of the row nearest the centre of the visible area.
    public var centeredIndexPath: IndexPath? {
        engine.centeredSourceIndexPath(in: viewport, geometry: geometry).map { IndexPath(row: $0.item, section: $0.section) }
    }

    /// Scrolls to the twin of the client's row nearest the centre: the shortest way.
    ///
    /// When that twin lies too near the end of the laid-out content, an invisible jump of whole
    /// copies comes first (``InfiniteNavigation/scrollPlan(to:from:direction:in:)``), so the row can
    /// reach any position without the scroll being clamped.
    public func scrollToRow(at indexPath: IndexPath, at position: HostTableView.ScrollPosition, animated: Bool) {
        let source = SourceIndexPath(section: indexPath.section, item: indexPath.row)
        guard let anchor = geometry.item(nearest: viewport.visibleCenter) ?? engine.homeVirtualIndexPath(for: source)
        else { return }
        navigate(to: source, from: anchor, at: position, animated: animated)
    }

    private func navigate(
        to source: SourceIndexPath, from anchor: VirtualIndexPath,
        at position: HostTableView.ScrollPosition, animated: Bool
    ) {
        let repetition = engine.repetition
        let target: VirtualIndexPath
        if let plan = InfiniteNavigation.scrollPlan(to: source, from: anchor, direction: .nearest, in: repetition) {
            if plan.preJumpCopies != 0 { preJump(from: anchor, to: plan.anchor) }
            target = plan.target
        } else if let nearest = repetition.nearestVirtualIndexPath(to: source, near: anchor) {
            target = nearest
        } else {
            return
        }
        engine.passingThrough {
            tableView.scrollToVirtualRow(IndexPath(row: target.item, section: target.section), at: position, animated: animated)
        }
    }

    /// Puts `twin` where `anchor` is on screen (an anchored jump, re-resolved after layout).
    private func preJump(from anchor: VirtualIndexPath, to twin: VirtualIndexPath) {
        guard let anchorEdge = geometry.leadingEdge(of: anchor),
              let twinEdge = geometry.leadingEdge(of: twin) else { return }
        let screenPosition = anchorEdge - tableView.contentOffset.y
        adjustOffset(to: twinEdge - screenPosition, clamp: false, into: &recenterDelta)
        tableView.layoutIfNeeded()
        if let settled = geometry.leadingEdge(of: twin), settled != twinEdge {
            adjustOffset(to: settled - screenPosition, clamp: false, into: &recenterDelta)
        }
        statistics.preJumps += 1
    }

    /// The client's path for a path of the table's own.
    public func sourceIndexPath(for virtual: IndexPath) -> IndexPath {
        let source = engine.sourceIndexPath(for: VirtualIndexPath(section: virtual.section, item: virtual.row))
        return IndexPath(row: source.item, section: source.section)
    }

    // MARK: Frames

    /// Advances the table by one frame (`HostScrollView.step`).
    public func step(_ dt: TimeInterval = 1.0 / 60.0) { tableView.step(dt) }

    /// What the table shows now, for the ``InvariantChecker``.
    ///
    /// `moved` is the scroll view's drag or momentum movement in its last step; `jump` is
    /// everything the glue and the table added to the offset since the previous snapshot —
    /// recentering jumps, positions restored after loads, and the table's compensation for
    /// estimated rows above the screen (all of which must be invisible).
    ///
    /// - Complexity: O(v) for v visible rows.
    public func snapshot() -> HostFrameSnapshot {
        let compensation = tableView.offsetCompensation
        let jump = recenterDelta + restoreDelta + (compensation - compensationAtSnapshot)
        recenterDelta = 0
        restoreDelta = 0
        compensationAtSnapshot = compensation
        let cells = tableView.visibleCells
        var items: [HostVisibleItem] = []
        items.reserveCapacity(cells.count)
        for cell in cells {
            let virtual = VirtualIndexPath(section: cell.layoutSection, item: cell.layoutRow)
            items.append(HostVisibleItem(virtual: virtual, source: engine.sourceIndexPath(for: virtual), frame: cell.frame))
        }
        return HostFrameSnapshot(
            frame: tableView.frameCount, viewport: viewport, moved: tableView.lastPhysicsMovement.y,
            jump: jump, edgeHits: tableView.edgeHits, liveCells: tableView.liveCellCount, items: items)
    }

    // MARK: Geometry

    /// The table's scroll position along the axis.
    public var viewport: ListViewport {
        ListViewport(
            offset: tableView.contentOffset.y, length: tableView.viewportSize.height,
            insetBefore: tableView.adjustedContentInset.top, insetAfter: tableView.adjustedContentInset.bottom)
    }

    /// The table's layout as the engine reads it (virtual paths).
    public var geometry: HostTableGeometry { HostTableGeometry(tableView: tableView) }

    // MARK: Planning

    private func replan() {
        hasPlanned = true
        statistics.replans += 1
        plannedSize = tableView.viewportSize
        plannedInsets = tableView.adjustedContentInset
        guard let client = dataSource else {
            lastCounts = []
            engine.reload(sourceItemCounts: [], metrics: nil)
            return
        }
        let table = tableView
        let sections = max(0, client.numberOfSections(in: table) ?? 1)
        let counts = (0..<sections).map { max(0, client.tableView(table, numberOfRowsInSection: $0)) }
        if counts != lastCounts { learnedHeights.removeAll() }
        lastCounts = counts
        let delegate = self.delegate
        var usesEstimates = table.estimatedRowHeight > 0
        var metrics = ListMeasurement.table(
            viewportLength: viewport.visibleLength, sourceItemCounts: counts,
            rowExtent: { source in
                let path = IndexPath(row: source.item, section: source.section)
                let estimate = delegate?.tableView(table, estimatedHeightForRowAt: path)
                if estimate != nil { usesEstimates = true }
                let extent = ItemExtent.resolve(
                    explicit: delegate?.tableView(table, heightForRowAt: path), fixed: table.rowHeight,
                    estimate: estimate, defaultEstimate: table.estimatedRowHeight)
                if extent.isEstimate, let learned = self.learnedHeights[source] {
                    return ItemExtent(length: learned, isEstimate: true)
                }
                return extent
            },
            sectionExtras: { section in
                self.headerHeight(section, client: client) + self.footerHeight(section, client: client)
            })
        // Rows keep estimated positions until they are displayed, even when their heights are exact.
        if usesEstimates { metrics.extentsAreEstimates = true }
        plansWithEstimates = metrics.extentsAreEstimates
        engine.reload(sourceItemCounts: counts, metrics: metrics)
    }

    /// UIKit's header rule: the delegate's height, else the table's for a titled section, else none.
    private func headerHeight(_ section: Int, client: any HostTableViewDataSource) -> CGFloat {
        if let height = delegate?.tableView(tableView, heightForHeaderInSection: section) {
            return height == HostTableView.automaticDimension ? tableView.sectionHeaderHeight : height
        }
        return client.tableView(tableView, titleForHeaderInSection: section) != nil ? tableView.sectionHeaderHeight : 0
    }

    private func footerHeight(_ section: Int, client: any HostTableViewDataSource) -> CGFloat {
        if let height = delegate?.tableView(tableView, heightForFooterInSection: section) {
            return height == HostTableView.automaticDimension ? tableView.sectionFooterHeight : height
        }
        return client.tableView(tableView, titleForFooterInSection: section) != nil ? tableView.sectionFooterHeight : 0
    }

    // MARK: Position keeping

    private func capturePosition() -> ListPositionMemo? {
        guard tableView.numberOfSections > 0 else { return nil }
        if !hasPlanned {
            // The table showed the client's rows directly until now: its paths are source paths.
            guard let (section, row) = tableView.nearestRow(to: viewport.visibleCenter),
                  let edge = tableView.rowMinY(section: section, row: row) else { return nil }
            return ListPositionMemo(source: SourceIndexPath(section: section, item: row), screenPosition: edge - viewport.offset)
        }
        return engine.capturePosition(in: viewport, geometry: geometry)
    }

    private func restorePosition() {
        var memo = pendingMemo
        pendingMemo = nil
        if memo == nil && engine.isLooping,
           let first = engine.repetition.sourceItemCounts.firstIndex(where: { $0 > 0 }) {
            // First load: the client's first row at the top of the visible area.
            memo = ListPositionMemo(source: SourceIndexPath(section: first, item: 0), screenPosition: viewport.insetBefore)
        }
        guard let memo, let home = engine.homeVirtualIndexPath(for: memo.source),
              let edge = geometry.leadingEdge(of: home) else { return }
        statistics.restores += 1
        let looping = engine.isLooping
        var target = edge - memo.screenPosition
        var anchor = home
        // Land inside the recentering band (the home twin is only the one nearest the middle), so
        // the next frame's movement cannot outrun the content before the next recentering.
        var landing = viewport
        landing.offset = target
        if looping, let jump = engine.recenteringJump(in: landing, geometry: geometry) {
            target = jump.targetOffset
            anchor = jump.twin
        }
        adjustOffset(to: target, clamp: !looping, into: &restoreDelta)
        pendingResolve = (anchor, geometry.leadingEdge(of: anchor), !looping, statistics.jumps)
    }

    private func adjustOffset(to target: CGFloat, clamp: Bool, into delta: inout CGFloat) {
        var offset = target
        if clamp { offset = min(max(offset, tableView.minimumOffset.y), tableView.maximumOffset.y) }
        guard offset.isFinite else { return }
        let before = tableView.contentOffset.y
        let compensation = tableView.offsetCompensation
        isAdjusting = true
        tableView.contentOffset.y = offset
        isAdjusting = false
        delta += tableView.contentOffset.y - before - (tableView.offsetCompensation - compensation)
    }

    private func updateScrollIndicators() {
        if engine.isLooping {
            if savedIndicators == nil {
                savedIndicators = (tableView.showsVerticalScrollIndicator, tableView.scrollsToTop)
                tableView.showsVerticalScrollIndicator = false
                tableView.scrollsToTop = false
            }
        } else if let saved = savedIndicators {
            tableView.showsVerticalScrollIndicator = saved.shows
            tableView.scrollsToTop = saved.scrollsToTop
            savedIndicators = nil
        }
    }

    // MARK: Recentering

    private func recenterIfNeeded() {
        guard !isAdjusting, !isReloading, !tableView.isLayingOut, !tableView.isAnimatingScroll, engine.isLooping,
              let jump = engine.recenteringJump(in: viewport, geometry: geometry) else { return }
        isAdjusting = true
        defer { isAdjusting = false }
        let before = tableView.contentOffset.y
        let compensation = tableView.offsetCompensation
        tableView.contentOffset.y = jump.targetOffset          // the property: momentum continues
        tableView.layoutIfNeeded()
        if let edge = geometry.leadingEdge(of: jump.twin) {
            let resolved = jump.offset(forTwinLeadingEdge: edge)
            if resolved != tableView.contentOffset.y {
                statistics.reResolvedJumps += 1
                tableView.contentOffset.y = resolved
            }
        }
        engine.didPerform(jump)
        statistics.jumps += 1
        recenterDelta += tableView.contentOffset.y - before - (tableView.offsetCompensation - compensation)
    }

    // MARK: Arc

    private func applyArc() {
        guard engine.isEnabled, engine.alignment != .none else { return }
        // One arc (and its radius) per pass, not per row, as the UIKit glue does.
        let viewport = self.viewport
        let arc = engine.arc(for: viewport, crossLength: tableView.viewportSize.width)
        for cell in tableView.visibleCells {
            cell.frame.origin.x = arc.crossAxisOffset(itemCenter: cell.frame.midY, viewportCenter: viewport.visibleCenter)
        }
    }

    // MARK: Forwarding helpers

    private func forwarding<Result>(_ path: IndexPath, _ body: (IndexPath) -> Result) -> Result {
        engine.forwarding(VirtualIndexPath(section: path.section, item: path.row)) { source in
            body(IndexPath(row: source.item, section: source.section))
        }
    }

    private func forwarding<Result>(section: Int, _ body: (Int) -> Result) -> Result {
        engine.forwarding(section: section, body)
    }

    /// The twin of a client's returned path nearest the virtual row the call was about (a path
    /// outside the client's data passes unchanged).
    private func virtualPath(forReturned path: IndexPath, near virtual: IndexPath) -> IndexPath {
        guard let twin = engine.repetition.nearestVirtualIndexPath(
            to: SourceIndexPath(section: path.section, item: path.row),
            near: VirtualIndexPath(section: virtual.section, item: virtual.row)) else { return path }
        return IndexPath(row: twin.item, section: twin.section)
    }

    private func sourcePath(_ virtual: IndexPath) -> IndexPath {
        sourceIndexPath(for: virtual)
    }
}

// MARK: - Data source

extension HostInfiniteTable: HostTableViewDataSource {
    public func numberOfSections(in tableView: HostTableView) -> Int? {
        if isReloading || !hasPlanned {
            replan()
        } else if !engine.isLooping {
            // Finite: the client's live counts, so UIKit's update checks see its data.
            return dataSource.map { max(0, $0.numberOfSections(in: tableView) ?? 1) } ?? 0
        }
        return engine.numberOfVirtualSections
    }

    public func tableView(_ tableView: HostTableView, numberOfRowsInSection section: Int) -> Int {
        if !engine.isLooping && !isReloading, let client = dataSource {
            return max(0, client.tableView(tableView, numberOfRowsInSection: section))
        }
        return engine.numberOfVirtualItems(inVirtualSection: section)
    }

    public func tableView(_ tableView: HostTableView, cellForRowAt indexPath: IndexPath) -> HostTableViewCell {
        guard let client = dataSource else {
            tableView.setNeedsReload()
            return engine.passingThrough {
                tableView.dequeueCell(withIdentifier: HostInfiniteTable.placeholderIdentifier, for: indexPath)
            }
        }
        return forwarding(indexPath) { client.tableView(tableView, cellForRowAt: $0) }
    }

    public func tableView(_ tableView: HostTableView, titleForHeaderInSection section: Int) -> String? {
        guard let client = dataSource else { return nil }
        return forwarding(section: section) { client.tableView(tableView, titleForHeaderInSection: $0) }
    }

    public func tableView(_ tableView: HostTableView, titleForFooterInSection section: Int) -> String? {
        guard let client = dataSource else { return nil }
        return forwarding(section: section) { client.tableView(tableView, titleForFooterInSection: $0) }
    }

    public func tableView(_ tableView: HostTableView, canMoveRowAt indexPath: IndexPath) -> Bool? {
        guard let client = dataSource else { return nil }
        return forwarding(indexPath) { client.tableView(tableView, canMoveRowAt: $0) }
    }

    public func tableView(_ tableView: HostTableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let client = dataSource else { return }
        let destination = sourcePath(destinationIndexPath)
        forwarding(sourceIndexPath) { client.tableView(tableView, moveRowAt: $0, to: destination) }
    }
}

// MARK: - Delegate

extension HostInfiniteTable: HostTableViewDelegate {
    public func tableView(_ tableView: HostTableView, heightForRowAt indexPath: IndexPath) -> CGFloat? {
        guard let client = delegate else { return nil }
        return forwarding(indexPath) { client.tableView(tableView, heightForRowAt: $0) }
    }

    public func tableView(_ tableView: HostTableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat? {
        guard let client = delegate else { return nil }
        return forwarding(indexPath) { client.tableView(tableView, estimatedHeightForRowAt: $0) }
    }

    public func tableView(_ tableView: HostTableView, heightForHeaderInSection section: Int) -> CGFloat? {
        guard let client = delegate else { return nil }
        return forwarding(section: section) { client.tableView(tableView, heightForHeaderInSection: $0) }
    }

    public func tableView(_ tableView: HostTableView, heightForFooterInSection section: Int) -> CGFloat? {
        guard let client = delegate else { return nil }
        return forwarding(section: section) { client.tableView(tableView, heightForFooterInSection: $0) }
    }

    public func tableView(_ tableView: HostTableView, willDisplay cell: HostTableViewCell, forRowAt indexPath: IndexPath) {
        if plansWithEstimates && engine.isLooping {
            let source = engine.sourceIndexPath(for: VirtualIndexPath(section: indexPath.section, item: indexPath.row))
            learnedHeights[source] = cell.frame.height
        }
        guard let client = delegate else { return }
        forwarding(indexPath) { client.tableView(tableView, willDisplay: cell, forRowAt: $0) }
    }

    public func tableView(_ tableView: HostTableView, didEndDisplaying cell: HostTableViewCell, forRowAt indexPath: IndexPath) {
        guard let client = delegate else { return }
        forwarding(indexPath) { client.tableView(tableView, didEndDisplaying: cell, forRowAt: $0) }
    }

    public func tableView(_ tableView: HostTableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool? {
        guard let client = delegate else { return nil }
        return forwarding(indexPath) { client.tableView(tableView, shouldHighlightRowAt: $0) }
    }

    public func tableView(_ tableView: HostTableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?? {
        guard let client = delegate else { return .none }
        let answer = forwarding(indexPath) { client.tableView(tableView, willSelectRowAt: $0) }
        switch answer {
        case .none: return .none
        case .some(.none): return .some(nil)
        case .some(.some(let path)): return .some(virtualPath(forReturned: path, near: indexPath))
        }
    }

    public func tableView(_ tableView: HostTableView, didSelectRowAt indexPath: IndexPath) {
        guard let client = delegate else { return }
        forwarding(indexPath) { client.tableView(tableView, didSelectRowAt: $0) }
    }

    public func tableView(_ tableView: HostTableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?? {
        guard let client = delegate else { return .none }
        let answer = forwarding(indexPath) { client.tableView(tableView, willDeselectRowAt: $0) }
        switch answer {
        case .none: return .none
        case .some(.none): return .some(nil)
        case .some(.some(let path)): return .some(virtualPath(forReturned: path, near: indexPath))
        }
    }

    public func tableView(_ tableView: HostTableView, didDeselectRowAt indexPath: IndexPath) {
        guard let client = delegate else { return }
        forwarding(indexPath) { client.tableView(tableView, didDeselectRowAt: $0) }
    }

    public func tableView(
        _ tableView: HostTableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath? {
        guard let client = delegate else { return nil }
        let proposed = sourcePath(proposedDestinationIndexPath)
        let answer = forwarding(sourceIndexPath) {
            client.tableView(tableView, targetIndexPathForMoveFromRowAt: $0, toProposedIndexPath: proposed)
        }
        return answer.map { virtualPath(forReturned: $0, near: proposedDestinationIndexPath) }
    }

    // Scroll view.

    public func scrollViewDidScroll(_ scrollView: HostScrollView) {
        recenterIfNeeded()
        scrollDelegate?.scrollViewDidScroll(scrollView)
    }

    public func scrollViewWillBeginDragging(_ scrollView: HostScrollView) {
        scrollDelegate?.scrollViewWillBeginDragging(scrollView)
    }

    public func scrollViewWillEndDragging(
        _ scrollView: HostScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
    ) {
        scrollDelegate?.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: &targetContentOffset)
    }

    public func scrollViewDidEndDragging(_ scrollView: HostScrollView, willDecelerate decelerate: Bool) {
        scrollDelegate?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }

    public func scrollViewDidEndDecelerating(_ scrollView: HostScrollView) {
        scrollDelegate?.scrollViewDidEndDecelerating(scrollView)
    }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: HostScrollView) {
        scrollDelegate?.scrollViewDidEndScrollingAnimation(scrollView)
    }
}

// MARK: - The glue's table subclass

extension HostInfiniteTable: HostTableViewInterposing {
    public func tableView(_ tableView: HostTableView, virtualPathForClientPath path: IndexPath) -> IndexPath {
        guard path.count == 2,
              let virtual = engine.virtualIndexPath(forClientPath: SourceIndexPath(section: path.section, item: path.row))
        else { return path }
        return IndexPath(row: virtual.item, section: virtual.section)
    }

    public func tableView(_ tableView: HostTableView, virtualPathsReloadingClientPath path: IndexPath) -> [IndexPath] {
        let repetition = engine.repetition
        let source = SourceIndexPath(section: path.section, item: path.row)
        guard repetition.isLooping, path.count == 2, repetition.contains(source) else {
            return [self.tableView(tableView, virtualPathForClientPath: path)]
        }
        // A repeated row changed: every twin shows it, so every twin reloads (copies stay identical).
        learnedHeights[source] = nil
        return (repetition.firstCopyIndex...repetition.lastCopyIndex).compactMap { copy in
            repetition.virtualIndexPath(for: source, inCopy: copy).map { IndexPath(row: $0.item, section: $0.section) }
        }
    }

    public func tableView(_ tableView: HostTableView, clientPathForVirtualPath path: IndexPath) -> IndexPath {
        // Inside a forwarded call the client gets its own paths back; elsewhere the table's.
        switch engine.translation.currentFrame {
        case .forwarded?, .forwardedSection?: return sourcePath(path)
        case .passthrough?, nil: return path
        }
    }

    public func tableView<Result>(_ tableView: HostTableView, passingThrough body: () throws -> Result) rethrows -> Result {
        try engine.passingThrough(body)
    }

    public func tableView(
        _ tableView: HostTableView, wrapDataSource dataSource: (any HostTableViewDataSource)?
    ) -> (any HostTableViewDataSource)? {
        self.dataSource = dataSource
        return self
    }

    public func tableView(
        _ tableView: HostTableView, wrapDelegate delegate: (any HostScrollViewDelegate)?
    ) -> (any HostScrollViewDelegate)? {
        scrollDelegate = delegate
        self.delegate = delegate as? any HostTableViewDelegate
        return self
    }

    public func tableViewWillReloadData(_ tableView: HostTableView) {
        pendingResolve = nil
        if pendingMemo == nil { pendingMemo = capturePosition() }
        if let enabled = pendingEnabled {
            pendingEnabled = nil
            engine.setEnabled(enabled)
        }
        isReloading = true
    }

    public func tableViewDidReloadData(_ tableView: HostTableView) {
        isReloading = false
        updateScrollIndicators()
        restorePosition()
    }

    public func tableView(
        _ tableView: HostTableView, scrollToRowAtClientPath path: IndexPath,
        at position: HostTableView.ScrollPosition, animated: Bool
    ) -> Bool {
        // Inside a forwarded call: the client's row, reached from the row the call is about.
        let source = SourceIndexPath(section: path.section, item: path.row)
        guard path.count == 2, engine.isLooping, let virtual = engine.virtualIndexPath(forClientPath: source)
        else { return false }
        navigate(to: source, from: virtual, at: position, animated: animated)
        return true
    }

    public func tableViewClientDidUpdateRows(_ tableView: HostTableView) -> Bool {
        // Inserting into one copy would break the others: reload every copy, keeping the row.
        guard engine.isLooping else { return false }
        tableView.reloadData()
        return true
    }

    public func tableViewDidLayoutSubviews(_ tableView: HostTableView) {
        if let resolve = pendingResolve {
            pendingResolve = nil
            // Relative, so drag or momentum since the restore is kept; moot after a jump (which
            // anchors on what is on screen).
            if resolve.jumps == statistics.jumps, let before = resolve.edge,
               let now = geometry.leadingEdge(of: resolve.item), now != before {
                adjustOffset(to: tableView.contentOffset.y + (now - before), clamp: resolve.clamp, into: &restoreDelta)
            }
            recenterIfNeeded()
        }
        if hasPlanned && (tableView.viewportSize != plannedSize || tableView.adjustedContentInset != plannedInsets) {
            // Rotation or a new safe area: plan again for the new viewport, keeping the row.
            tableView.reloadData()
            return
        }
        applyArc()
    }
}

// MARK: - Sessions

extension HostInfiniteTable: HostListSessionSubject {
    public var sessionScrollView: HostScrollView { tableView }
    public var sessionAxis: InfiniteAxis { .vertical }
}

// MARK: - Geometry

/// A ``HostTableView``'s layout as ``InfiniteListGeometry``: row edges from `rectForRow(at:)`,
/// the row nearest a position from the table's position tree (UIKit's glue probes
/// `indexPathForRow(at:)` around headers).
///
/// - Complexity: both look-ups O(log n + log S).
public struct HostTableGeometry: InfiniteListGeometry {
    let tableView: HostTableView

    public func leadingEdge(of item: VirtualIndexPath) -> CGFloat? {
        tableView.rowMinY(section: item.section, row: item.item)
    }

    public func item(nearest position: CGFloat) -> VirtualIndexPath? {
        tableView.nearestRow(to: position).map { VirtualIndexPath(section: $0.section, item: $0.row) }
    }
}
