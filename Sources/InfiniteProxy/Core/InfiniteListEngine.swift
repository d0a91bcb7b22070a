import Foundation

/// Every decision behind one infinite table or collection view, in one object the UIKit proxy and
/// the headless host both drive.
///
/// The glue owns one engine per view. It tells the engine what the client's data looks like
/// (``reload(sourceItemCounts:metrics:)``), answers UIKit's count questions from it
/// (``numberOfVirtualSections``, ``numberOfVirtualItems(inVirtualSection:)``), forwards each
/// callback with ``forwarding(_:_:)`` so the client sees its own index paths and its calls back
/// are translated, asks for a ``recenteringJump(in:geometry:)`` on every `scrollViewDidScroll`,
/// and bends rows onto the arc with ``crossAxisOffset(itemCenter:in:crossLength:)``.
///
/// ```swift
/// let engine = InfiniteListEngine(axis: .vertical)
/// engine.reload(sourceItemCounts: [10],
///               metrics: ListMetrics(viewportLength: 800, copyLength: 440,
///                                    largestItemExtent: 44, smallestItemExtent: 44))
/// engine.numberOfVirtualItems(inVirtualSection: 0)                     // 52: 10 + 2 × 21 padding
/// engine.sourceIndexPath(for: VirtualIndexPath(section: 0, item: 23))  // source[0, 2]
/// ```
///
/// When the engine is disabled, or the data cannot loop (0 items, unmeasurable sizes), the plan
/// is finite and every mapping is the identity: the view scrolls like an ordinary one.
///
/// - Complexity: every per-frame and per-callback method is O(1) apart from
///   ``recenteringJump(in:geometry:)`` on a frame that jumps, which is O(1) plus the geometry's
///   own look-ups; none allocates in steady state.
///
/// The state read on every frame and every forwarded callback (`axis`, `alignment`, `arcRadius`,
/// `translation`, `isEnabled`, `plan`, `jumpCount`) is `@exclusivity(unchecked)`: every access to
/// a class's stored property otherwise costs a dynamic exclusivity check (~80 instructions with
/// its thread-local look-up), and these accesses never overlap — each is a plain read or
/// assignment, or a mutating call on `translation` that does not call out. Measured with
/// `Scripts/controller-frames`: 18 % of a table frame.
package final class InfiniteListEngine {
    /// The scrolling axis.
    @exclusivity(unchecked) package var axis: InfiniteAxis
    /// How virtual content is built; applies at the next reload.
    package var strategy: RepetitionStrategy
    /// The arc's direction; `.none` for straight rows.
    @exclusivity(unchecked) package var alignment: InfiniteContentAlignment = .none
    /// The arc's radius; nil derives it from the viewport (``ArcLayout/defaultRadius(visibleLength:crossLength:)``).
    @exclusivity(unchecked) package var arcRadius: CGFloat?
    /// The call-back translation stack for forwarded calls.
    @exclusivity(unchecked) package var translation = CallbackTranslation()

    /// Whether infinite scrolling is on. Turning it off makes the next plan finite.
    @exclusivity(unchecked) package private(set) var isEnabled: Bool
    /// The current virtual content and recentering slack.
    @exclusivity(unchecked) package private(set) var plan: InfinitePlan {
        didSet { band = RecenteringBand(plan.repetition) }
    }
    /// Which items ``recenteringJump(in:geometry:)`` measures the band from: fixed by the plan, so
    /// found once per plan rather than on every frame.
    @exclusivity(unchecked) private var band: RecenteringBand
    /// Jumps performed since creation (for diagnostics and tests).
    @exclusivity(unchecked) package private(set) var jumpCount = 0
    /// The client's counts and metrics of the last reload.
    package private(set) var lastSourceItemCounts: [Int] = []
    package private(set) var lastMetrics: ListMetrics?

    /// Creates an engine with finite (empty) content until the first reload.
    package init(axis: InfiniteAxis = .vertical, strategy: RepetitionStrategy = .automatic, isEnabled: Bool = true) {
        self.axis = axis
        self.strategy = strategy
        self.isEnabled = isEnabled
        let plan = InfinitePlan.finite(sourceItemCounts: [], reason: .empty)
        self.plan = plan
        band = RecenteringBand(plan.repetition)
    }

    /// The virtual content.
    @inlinable
    package var repetition: Repetition { plan.repetition }

    /// Whether the content currently repeats.
    package var isLooping: Bool { plan.repetition.isLooping }

    // MARK: Planning

    /// Plans the virtual content for the client's counts and the measured metrics.
    ///
    /// - Returns: the new plan (finite when disabled or when the content cannot loop).
    /// - Complexity: O(S).
    @discardableResult
    package func reload(sourceItemCounts: [Int], metrics: ListMetrics?) -> InfinitePlan {
        lastSourceItemCounts = sourceItemCounts
        lastMetrics = metrics
        if !isEnabled {
            plan = .finite(sourceItemCounts: sourceItemCounts, reason: .singleCopy)
        } else if let metrics {
            plan = RepetitionPlanner.plan(sourceItemCounts: sourceItemCounts, metrics: metrics, strategy: strategy)
        } else {
            plan = .finite(sourceItemCounts: sourceItemCounts, reason: .unmeasurable)
        }
        return plan
    }

    /// Turns infinite scrolling on or off and re-plans with the last counts and metrics.
    package func setEnabled(_ enabled: Bool) {
        isEnabled = enabled
        reload(sourceItemCounts: lastSourceItemCounts, metrics: lastMetrics)
    }

    // MARK: Counts and mapping

    /// Sections UIKit should see.
    @inlinable
    package var numberOfVirtualSections: Int { plan.repetition.numberOfVirtualSections }

    /// Items UIKit should see in a virtual section.
    @inlinable
    package func numberOfVirtualItems(inVirtualSection section: Int) -> Int {
        plan.repetition.numberOfVirtualItems(inVirtualSection: section)
    }

    /// The client's path for a virtual one.
    @inlinable
    package func sourceIndexPath(for virtual: VirtualIndexPath) -> SourceIndexPath {
        plan.repetition.sourceIndexPath(for: virtual)
    }

    /// Whether `source` names an item of the client's data, read in place: `repetition.contains(_:)`
    /// would copy the plan's ``Repetition`` first (two array retains and releases, ~125
    /// instructions).
    ///
    /// - Complexity: O(1).
    @inlinable
    package func contains(_ source: SourceIndexPath) -> Bool {
        plan.repetition.contains(source)
    }

    /// The client's section for a virtual one.
    @inlinable
    package func sourceSection(forVirtualSection section: Int) -> Int {
        plan.repetition.sourceSection(forVirtualSection: section)
    }

    // MARK: Forwarding

    /// Forwards a call about `virtual` to the client as its source path; calls the client makes
    /// back inside `body` are translated to `virtual`.
    ///
    /// ```swift
    /// let cell = engine.forwarding(virtual) { source in
    ///     client.tableView(tableView, cellForRowAt: IndexPath(row: source.row, section: source.section))
    /// }
    /// ```
    ///
    /// - Complexity: O(1) plus `body`.
    @inlinable
    package func forwarding<Result>(
        _ virtual: VirtualIndexPath, _ body: (SourceIndexPath) throws -> Result
    ) rethrows -> Result {
        try forwarding(virtual, as: plan.repetition.sourceIndexPath(for: virtual), body)
    }

    /// Forwards a call about `virtual` to the client as a source path decided earlier.
    ///
    /// For "end" callbacks (`didEndDisplaying`) about a view that was displayed under an earlier
    /// plan: after a reload or a size change the current plan may map `virtual` to another item,
    /// so the glue records the source path when the view is displayed and reports that one.
    ///
    /// ```swift
    /// engine.forwarding(virtual, as: recordedSource) { source in
    ///     client.tableView?(tableView, didEndDisplaying: cell, forRowAt: source.indexPath)
    /// }
    /// ```
    ///
    /// - Complexity: O(1) plus `body`.
    @inlinable
    package func forwarding<Result>(
        _ virtual: VirtualIndexPath, as source: SourceIndexPath, _ body: (SourceIndexPath) throws -> Result
    ) rethrows -> Result {
        translation.beginForwarding(virtual: virtual, source: source)
        defer { translation.endFrame() }
        return try body(source)
    }

    /// Forwards a call about a virtual section to the client as its source section.
    @inlinable
    package func forwarding<Result>(
        section virtualSection: Int, _ body: (Int) throws -> Result
    ) rethrows -> Result {
        let source = plan.repetition.sourceSection(forVirtualSection: virtualSection)
        translation.beginForwarding(virtualSection: virtualSection, sourceSection: source)
        defer { translation.endFrame() }
        return try body(source)
    }

    /// Runs UIKit's own implementation: nothing inside is translated again.
    @inlinable
    package func passingThrough<Result>(_ body: () throws -> Result) rethrows -> Result {
        translation.beginPassthrough()
        defer { translation.endFrame() }
        return try body()
    }

    /// The virtual path UIKit should act on when the client calls back with `path`, or nil to
    /// pass the path unchanged (outside a forwarded call, or not a path of the client's data).
    ///
    /// The common case — the client names the path it was handed (its dequeue in `cellForRowAt`)
    /// — is answered from the innermost frame alone, as ``CallbackTranslation`` answers it:
    /// handing it the plan's ``Repetition`` copies it (its arrays retained and released, ~220
    /// instructions).
    ///
    /// - Complexity: O(1).
    @inlinable
    package func virtualIndexPath(forClientPath path: SourceIndexPath) -> VirtualIndexPath? {
        if case let .forwarded(virtual, source)? = translation.currentFrame, path == source {
            return plan.repetition.isLooping ? virtual : nil
        }
        return translation.virtualIndexPath(forClientPath: path, in: plan.repetition)
    }

    /// The virtual section UIKit should act on when the client calls back with `section`, or nil.
    @inlinable
    package func virtualSection(forClientSection section: Int) -> Int? {
        translation.virtualSection(forClientSection: section, in: plan.repetition)
    }

    // MARK: Recentering

    /// The jump to make now, or nil when the viewport is inside its band (or content is finite).
    ///
    /// The jump length is measured from the layout in the middle of the content — the distance
    /// from the first item of the middle copy to its twin one jump away — so headers, footers,
    /// spacing and insets are all included exactly, and with self-sizing items the measure comes
    /// from where the user scrolls (sized items), not from copies that were laid out once with
    /// stale estimates.
    ///
    /// - Complexity: O(1) plus two geometry look-ups, and three more on a frame that jumps.
    package func recenteringJump(
        in viewport: ListViewport, geometry: some InfiniteListGeometry
    ) -> AnchoredJump? {
        let band = band
        guard plan.repetition.isLooping, viewport.isFinite,
              let middle = band.middle,
              let middleEdge = geometry.leadingEdge(of: middle)
        else { return nil }
        // One jump, measured next to the middle: to the twin one jump later when it is laid out,
        // else from the twin one jump earlier. For a grid whose copy does not fill whole lines a
        // jump spans several copies, so columns line up.
        let jumpLength: CGFloat
        if let next = band.next, let nextEdge = geometry.leadingEdge(of: next) {
            jumpLength = nextEdge - middleEdge
        } else if let previous = band.previous, let previousEdge = geometry.leadingEdge(of: previous) {
            jumpLength = middleEdge - previousEdge
        } else {
            return nil
        }
        let perJump = band.copiesPerJump
        let bandCenter = middleEdge + (band.jumps % 2 == 0 ? 0 : jumpLength / 2)
        let center = viewport.visibleCenter
        let periods = Recentering.jumpPeriods(
            viewportCenter: center, bandCenter: bandCenter,
            period: jumpLength, hysteresis: plan.hysteresis)
        guard periods != 0, let anchor = geometry.item(nearest: center) else { return nil }
        return anchoredJump(from: anchor, byCopies: -periods * perJump, in: viewport, geometry: geometry)
    }

    /// The items a plan's recentering band is measured from (the first items of the middle jump's
    /// copy and of the copies one jump after and before it), found when the plan is made.
    ///
    /// The whole copies are `jumps` jumps long; the band sits in their middle: at the start of the
    /// middle jump for an even count, half a jump past it for an odd one.
    ///
    /// - Complexity: O(1) (``Repetition/firstVirtualItem(inCopy:)``).
    private struct RecenteringBand {
        let copiesPerJump: Int
        let jumps: Int
        let middle: VirtualIndexPath?
        let next: VirtualIndexPath?
        /// Only when the middle jump is not the first.
        let previous: VirtualIndexPath?

        init(_ repetition: Repetition) {
            let perJump = repetition.copiesPerJump
            let jumps = max(1, repetition.copies / perJump)
            let middleJump = jumps / 2
            copiesPerJump = perJump
            self.jumps = jumps
            middle = repetition.firstVirtualItem(inCopy: middleJump * perJump)
            next = repetition.firstVirtualItem(inCopy: (middleJump + 1) * perJump)
            previous = middleJump > 0 ? repetition.firstVirtualItem(inCopy: (middleJump - 1) * perJump) : nil
        }
    }

    /// Records that the glue performed `jump` (bookkeeping for diagnostics).
    package func didPerform(_ jump: AnchoredJump) {
        jumpCount += 1
    }

    // MARK: Position

    /// The client's item nearest the viewport's centre.
    ///
    /// - Complexity: O(1) plus one geometry look-up.
    package func centeredSourceIndexPath(
        in viewport: ListViewport, geometry: some InfiniteListGeometry
    ) -> SourceIndexPath? {
        guard viewport.isFinite, let item = geometry.item(nearest: viewport.visibleCenter) else { return nil }
        return plan.repetition.sourceIndexPath(for: item)
    }

    /// Remembers which of the client's items is on screen, and where.
    package func capturePosition(
        in viewport: ListViewport, geometry: some InfiniteListGeometry
    ) -> ListPositionMemo? {
        guard viewport.isFinite,
              let item = geometry.item(nearest: viewport.visibleCenter),
              let edge = geometry.leadingEdge(of: item) else { return nil }
        return ListPositionMemo(
            source: plan.repetition.sourceIndexPath(for: item), screenPosition: edge - viewport.offset)
    }

    /// Where a remembered item lives in the current plan: its twin nearest the middle of the
    /// virtual content, after clamping it into the client's (possibly changed) data.
    ///
    /// - Complexity: O(S) in the worst case (clamping past empty sections), O(1) typically.
    package func homeVirtualIndexPath(for source: SourceIndexPath) -> VirtualIndexPath? {
        let repetition = plan.repetition
        guard let clamped = clampedSourceIndexPath(source) else { return nil }
        let middle: VirtualIndexPath
        if repetition.repeatsWithinSection {
            middle = VirtualIndexPath(section: 0, item: repetition.totalVirtualItems / 2)
        } else {
            middle = VirtualIndexPath(
                section: (repetition.copies / 2) * repetition.sourceSectionCount, item: 0)
        }
        return repetition.nearestVirtualIndexPath(to: clamped, near: middle)
    }

    /// `source` moved into the client's current data: a removed row becomes the last row, a
    /// removed section the last non-empty one; nil when there are no items.
    package func clampedSourceIndexPath(_ source: SourceIndexPath) -> SourceIndexPath? {
        let counts = plan.repetition.sourceItemCounts
        guard !counts.isEmpty else { return nil }
        let section = min(max(0, source.section), counts.count - 1)
        if counts[section] > 0 {
            return SourceIndexPath(section: section, item: min(max(0, source.item), counts[section] - 1))
        }
        // Nearest non-empty section, searching outwards.
        for distance in 1..<max(2, counts.count) {
            for candidate in [section - distance, section + distance]
            where candidate >= 0 && candidate < counts.count && counts[candidate] > 0 {
                return SourceIndexPath(section: candidate, item: candidate < section ? counts[candidate] - 1 : 0)
            }
        }
        return nil
    }

    // MARK: Arc

    /// The arc for a viewport: the configured radius, or the default from its size.
    @inlinable
    package func arc(for viewport: ListViewport, crossLength: CGFloat) -> ArcLayout {
        ArcLayout(
            alignment: alignment,
            radius: arcRadius ?? ArcLayout.defaultRadius(
                visibleLength: viewport.visibleLength, crossLength: crossLength))
    }

    /// How far an item moves across the axis for the arc (0 for `.none`).
    ///
    /// - Complexity: O(1).
    @inlinable
    package func crossAxisOffset(itemCenter: CGFloat, in viewport: ListViewport, crossLength: CGFloat) -> CGFloat {
        guard alignment != .none else { return 0 }
        return arc(for: viewport, crossLength: crossLength)
            .crossAxisOffset(itemCenter: itemCenter, viewportCenter: viewport.visibleCenter)
    }
}

// MARK: - Recentering counted in items

extension InfiniteListEngine {
    /// The jump to make now, decided by where the item under the viewport's centre sits in its
    /// copy — counted in items — rather than by points measured on the layout: for layouts whose
    /// items off screen sit at their estimates until displayed (a self-sizing flow layout, whose
    /// self-sized sizes a reload discards). There the points between the band's items are mostly
    /// estimates: ten times too large, the band measured from them was wider than the real
    /// content, and a fling hit the edge before any jump. Items are exact whatever the
    /// estimates; the jump itself is measured as ``recenteringJump(in:geometry:)``'s, from the
    /// anchor's and its twin's laid-out edges (the caller corrects it after layout).
    ///
    /// The band is the same in copies: `jumps` jumps whose middle is the band's centre, half a
    /// jump each side plus the plan's hysteresis in copies (at most a quarter jump, measured
    /// against the laid-out jump).
    ///
    /// ```swift
    /// // 2 copies of 46 items; the centre on item 30 of copy 1 (1.65 copies, band [0.5, 1.5)):
    /// engine.recenteringJumpCountingItems(in: viewport, geometry: geometry)?.copies   // -1
    /// ```
    ///
    /// - Complexity: O(1) plus four geometry look-ups.
    package func recenteringJumpCountingItems(
        in viewport: ListViewport, geometry: some InfiniteListGeometry
    ) -> AnchoredJump? {
        let band = band
        let repetition = plan.repetition
        let perCopy = repetition.itemsPerCopy
        guard repetition.isLooping, viewport.isFinite, perCopy > 0,
              let anchor = geometry.item(nearest: viewport.visibleCenter),
              let linear = repetition.linearPosition(of: anchor)
        else { return nil }
        let perJump = band.copiesPerJump
        let jump = CGFloat(perJump)
        // The hysteresis in copies, from the laid-out jump when it can be measured.
        var hysteresis: CGFloat = 0
        if plan.hysteresis > 0, let middle = band.middle, let middleEdge = geometry.leadingEdge(of: middle) {
            var laidOut: CGFloat?
            if let next = band.next, let nextEdge = geometry.leadingEdge(of: next) {
                laidOut = nextEdge - middleEdge
            } else if let previous = band.previous, let previousEdge = geometry.leadingEdge(of: previous) {
                laidOut = middleEdge - previousEdge
            }
            if let laidOut, laidOut > 0 { hysteresis = min(plan.hysteresis / laidOut, 0.25) * jump }
        }
        let position = (CGFloat(linear) + 0.5) / CGFloat(perCopy)
        let bandCenter = CGFloat((band.jumps / 2) * perJump) + (band.jumps % 2 == 0 ? 0 : jump / 2)
        let periods = Recentering.jumpPeriods(
            viewportCenter: position, bandCenter: bandCenter, period: jump, hysteresis: hysteresis)
        guard periods != 0 else { return nil }
        return anchoredJump(from: anchor, byCopies: -periods * perJump, in: viewport, geometry: geometry)
    }

    /// One jump away from the end of the content the viewport is near, whatever the band says:
    /// `towardsStart` moves the item under the viewport's centre to its twin one jump earlier,
    /// else one jump later. For a caller whose band was measured across estimates that reach
    /// past the laid-out content (a table whose other copy the user has not seen yet sits at
    /// estimates ten times its real heights: the band, measured across it, is wider than the
    /// copy the user scrolls in, so no jump would come before the content's end).
    ///
    /// ```swift
    /// // 2 copies: copy 0 unseen at 12 215 pt of estimates, copy 1 seen at 2 351 pt; the
    /// // viewport within the plan's margin of the content's end:
    /// engine.recenteringJumpAwayFromEnd(towardsStart: true, in: viewport, geometry: geometry)?.copies   // -1
    /// ```
    ///
    /// - Complexity: O(1) plus three geometry look-ups.
    package func recenteringJumpAwayFromEnd(
        towardsStart: Bool, in viewport: ListViewport, geometry: some InfiniteListGeometry
    ) -> AnchoredJump? {
        guard plan.repetition.isLooping, viewport.isFinite,
              let anchor = geometry.item(nearest: viewport.visibleCenter)
        else { return nil }
        let perJump = band.copiesPerJump
        return anchoredJump(from: anchor, byCopies: towardsStart ? -perJump : perJump, in: viewport, geometry: geometry)
    }

    /// The jump that puts `anchor`'s twin `copies` copies away where `anchor` is on screen, or
    /// nil when that twin is not laid out.
    private func anchoredJump(
        from anchor: VirtualIndexPath, byCopies copies: Int, in viewport: ListViewport, geometry: some InfiniteListGeometry
    ) -> AnchoredJump? {
        guard let anchorEdge = geometry.leadingEdge(of: anchor),
              let twin = plan.repetition.shifted(anchor, byCopies: copies),
              let twinLeadingEdge = geometry.leadingEdge(of: twin)
        else { return nil }
        let screenPosition = anchorEdge - viewport.offset
        return AnchoredJump(
            anchor: anchor, twin: twin, anchorScreenPosition: screenPosition,
            targetOffset: twinLeadingEdge - screenPosition, copies: copies)
    }
}
