import Foundation

/// Recentering, scroll events, the animation guard, chrome, the arc, the centred
/// item and programmatic scrolls. See ``ListController``.
extension ListController {
    // MARK: Scrolling

    /// Every `scrollViewDidScroll`: recenter, centred item.
    ///
    /// The arc is not bent here but once per frame, in ``didLayout(on:)``: the offset change that
    /// sent this callback also asks the view for a layout before the frame is drawn (UIKit lays
    /// a scroll view out on every offset change — the tiling of WWDC 2011's "Advanced ScrollView
    /// Techniques" relies on it; the host's `HostScrollView` marks itself in `moveOffset`), and
    /// that pass places the rows the movement brought on screen, which then have to be bent anyway.
    /// A jump's own layout pass bends them in the jump.
    ///
    /// - Complexity: O(1) plus a few surface look-ups; a frame that jumps adds a layout pass.
    package func didScroll() {
        guard let surface else { return }
        didScroll(on: surface)
    }

    /// `view` as this controller's surface when it is that view (an identity compare, no weak
    /// load and no dynamic cast), else nil.
    package func ownSurface(_ view: AnyObject) -> Surface? {
        ObjectIdentifier(view) == surfaceIdentity ? unsafeDowncast(view, to: Surface.self) : nil
    }

    /// ``didScroll()`` for the view a scroll interceptor was handed: that view when it is this
    /// controller's (an identity compare; the view passed on as it came, not retained again, not
    /// loaded weakly), else ``didScroll()``.
    ///
    /// ```swift
    /// func interceptedDidScroll(_ scrollView: UIScrollView) { controller.didScroll(from: scrollView) }
    /// ```
    ///
    /// - Complexity: as ``didScroll(on:)``.
    package func didScroll(from view: AnyObject) {
        guard ObjectIdentifier(view) == surfaceIdentity else { return didScroll() }
        didScroll(on: unsafeDowncast(view, to: Surface.self))
    }

    /// ``didScroll()`` with the view its caller already holds: no weak load on the per-frame path.
    /// `surface` must be this controller's view.
    package func didScroll(on surface: Surface) {
        guard isActive, !phase.contains(.adjustingOffset) else { return }
        recenterIfNeeded(surface)
        if positions.pending == nil { positions.lastViewport = currentViewport(surface) }
        if onCenteredIndexPathChange != nil { reportCenteredItemIfChanged(surface) }
    }

    /// Asks the engine for a jump and performs it.
    ///
    /// One recentering decision on a frame that does not jump (nearly all of them): the decision
    /// is measured once, and only a frame that jumps while the user scrolls lays out and measures
    /// again (``layOutBeforeJumping(_:)``).
    ///
    /// - Complexity: O(1) plus two surface look-ups; a frame that jumps adds a layout pass.
    func recenterIfNeeded() {
        guard let surface else { return }
        recenterIfNeeded(surface)
    }

    /// ``recenterIfNeeded()`` with the surface already loaded (one weak load per callback).
    func recenterIfNeeded(_ surface: Surface) {
        guard isActive, positions.pending == nil, !planning.needsPlan, !scrolling.isAnimating, !phase.blocksRecentering,
              engine.isLooping else { return }
        // The geometry is made inside each pass-through: one that lived across the translation
        // stack's push would keep a retain of the view.
        guard let jump = recenteringJump(in: currentViewport(surface), surface)
        else {
            // Only while estimates prove far off: the last frame's layout moved the content's
            // length by more than a quarter of the margin.
            if planning.plansWithEstimates, surface.isUserScrolling,
               planning.contentLengthMoved(to: surface.contentLength, beyond: engine.plan.margin / 4) {
                jumpAwayFromEndAfterLayout(surface)
            }
            return
        }
        if surface.isUserScrolling {
            layOutAndJumpIfDue(surface)
            return
        }
        perform(jump, on: surface)
        statistics.jumps += 1
    }

    /// Lays out the user's movement (``layOutBeforeJumping(_:)``), then performs the jump due in
    /// the laid-out viewport; without one, bends the rows (the jump would have). Returns false,
    /// doing neither, when the client reloaded inside that layout: its pending position places
    /// the rows.
    ///
    /// - Complexity: one layout pass, plus a jump when due.
    @discardableResult
    @inline(never)
    private func layOutAndJumpIfDue(_ surface: Surface) -> Bool {
        let reloads = statistics.reloads
        layOutBeforeJumping(surface)
        guard statistics.reloads == reloads, positions.pending == nil else { return false }
        guard let jump = recenteringJump(in: currentViewport(surface), surface) else {
            applyArc(surface)
            return true
        }
        perform(jump, on: surface)
        statistics.jumps += 1
        return true
    }

    /// The jump due in `viewport`: decided in points on the layout, or for a flow layout whose
    /// plan was made from estimates (self-sizing items) counted in items
    /// (``InfiniteListEngine/recenteringJumpCountingItems(in:geometry:)``): its items off
    /// screen sit at their estimates, so points measured across them say nothing of the content
    /// the user will see. Tables keep the points (restores correct them, and learned lengths replace them), and
    /// near an end of the content jump away from it when the band, measured across an unseen
    /// copy's estimates, says none (``jumpAwayFromEndIfNeeded(in:_:)``).
    ///
    /// ```swift
    /// recenteringJump(in: viewport, surface)   // nil inside the band
    /// ```
    ///
    /// The geometry is made inside the pass-through: one that lived across the translation
    /// stack's push would keep a retain of the view on the per-frame path.
    ///
    /// - Complexity: O(1) plus a few surface look-ups.
    @inline(__always)
    func recenteringJump(in viewport: ListViewport, _ surface: Surface) -> AnchoredJump? {
        if planning.plansWithEstimates { return recenteringJumpOverEstimates(in: viewport, surface) }
        guard let jump = engine.passingThrough({ engine.recenteringJump(in: viewport, geometry: geometry(surface)) }) else { return nil }
        return anchoredWithVisibleEdge(jump, in: viewport, surface)
    }

    /// ``recenteringJump(in:_:)`` for a plan made from estimates: counted in items for a flow
    /// layout; for a table in points, and near an end of the content a jump away from it
    /// when the band says none (``jumpAwayFromEndIfNeeded(in:_:)``). Kept out of line: a plan of
    /// exact lengths (the common case) does not pay for it.
    ///
    /// ```swift
    /// recenteringJumpOverEstimates(in: viewport, surface)   // nil inside the band, away from the ends
    /// ```
    ///
    /// - Complexity: O(1) plus a few surface look-ups.
    @inline(never)
    func recenteringJumpOverEstimates(in viewport: ListViewport, _ surface: Surface) -> AnchoredJump? {
        if surface.carouselSurface != nil {
            return engine.passingThrough { engine.recenteringJumpCountingItems(in: viewport, geometry: geometry(surface)) }
        }
        guard let jump = engine.passingThrough({ engine.recenteringJump(in: viewport, geometry: geometry(surface)) })
            ?? jumpAwayFromEndIfNeeded(in: viewport, surface) else { return nil }
        return anchoredWithVisibleEdge(jump, in: viewport, surface)
    }

    /// `jump` re-anchored on the next item when its anchor starts above the view's bounds and
    /// that item starts inside them (``anchorWithVisibleEdge(after:at:in:_:)``): the
    /// twin, kept at the anchor's edge and laid out at its estimate, could otherwise end above
    /// the screen, never measured, every row one estimate error off. Tables only (flow layouts
    /// keep their line-centred anchors); called only when a jump is due.
    ///
    /// ```swift
    /// anchoredWithVisibleEdge(jump, in: viewport, surface)   // jump, or the same copies from the next row
    /// ```
    ///
    /// - Complexity: O(1) plus two surface look-ups.
    @inline(never)
    func anchoredWithVisibleEdge(_ jump: AnchoredJump, in viewport: ListViewport, _ surface: Surface) -> AnchoredJump {
        guard let next = anchorWithVisibleEdge(after: jump.anchor, at: jump.anchorScreenPosition, in: viewport, surface),
              let twin = engine.repetition.shifted(next.item, byCopies: jump.copies),
              let twinEdge = engine.passingThrough({ surface.leadingEdge(ofVirtual: twin) }) else { return jump }
        return AnchoredJump(
            anchor: next.item, twin: twin, anchorScreenPosition: next.screenPosition,
            targetOffset: twinEdge - next.screenPosition, copies: jump.copies)
    }

    /// For a table planned from estimates, inside a band that reaches past the content: a jump
    /// away from the end the viewport has come within the plan's margin of, else nil. The band
    /// is measured in points across a copy the user has not seen, whose rows sit at their
    /// estimates: at ten times their real heights the band is ten times the copy the user scrolls
    /// in, and a fling would reach the content's end without a jump. Near an end the
    /// content says more than the band: the jump moves the centred row to its twin one jump
    /// away from that end (into the unseen copy, where the estimates leave room).
    ///
    /// ```swift
    /// jumpAwayFromEndIfNeeded(in: viewport, surface)   // nil unless within the margin of an end
    /// ```
    ///
    /// - Complexity: O(1) plus a few surface look-ups when near an end.
    func jumpAwayFromEndIfNeeded(in viewport: ListViewport, _ surface: Surface) -> AnchoredJump? {
        let margin = engine.plan.margin
        let start = viewport.visibleStart
        let towardsStart: Bool
        if surface.contentLength - (start + viewport.visibleLength) < margin {
            towardsStart = true
        } else if start < margin {
            towardsStart = false
        } else {
            return nil
        }
        return engine.passingThrough {
            engine.recenteringJumpAwayFromEnd(towardsStart: towardsStart, in: viewport, geometry: geometry(surface))
        }
    }

    /// For a table planned from estimates while the user scrolls, with no jump due before the
    /// layout of the movement, and the previous frame's layout moving the content's length by more
    /// than a quarter of the margin: lays it out, then jumps if one is due after it (away from the
    /// content's end, ``jumpAwayFromEndIfNeeded(in:_:)``). Rows that movement reveals take their
    /// real lengths in that layout; at ten times their estimates a frame of a fling shrinks the
    /// content below the viewport by far more than the plan's margin (1 000–2 000 pt a frame on a
    /// 194-pt table), so the end, more than the margin away before the layout, was on screen
    /// after it, and the momentum hit it.
    ///
    /// ```swift
    /// jumpAwayFromEndAfterLayout(table)   // the layout, and a jump if the end came within the margin
    /// ```
    ///
    /// - Complexity: one layout pass, plus a jump when due.
    @inline(never)
    func jumpAwayFromEndAfterLayout(_ surface: Surface) {
        guard surface.carouselSurface == nil, !phase.contains(.inLayout) else { return }
        // The client reloaded inside that layout: the rows are bent as they stand until its
        // pending position places them.
        if !layOutAndJumpIfDue(surface) { applyArc(surface) }
    }

    /// Lays out the user's movement before a jump is measured, once one is due.
    ///
    /// `scrollViewDidScroll` comes before the layout of the movement that sent it: rows that
    /// movement brought on screen may still sit at their estimate (the anchor among them, or rows
    /// between it and the rows the user was looking at), and the view gives them their real
    /// heights at its next layout, compensating the offset for those above so the rows the user
    /// sees stay put. A jump measured before that layout puts the twin where the anchor's
    /// estimated position was, off by the estimate's error (21 pt for 65-pt rows under the
    /// default 44). Laying out first measures them, so the anchor's position on screen is the one
    /// the user sees; the caller then measures the jump again. Only while the user scrolls: at
    /// rest (an animation that ended) the layout would also restore or re-plan, which belongs to
    /// the view's own next pass.
    ///
    /// ```swift
    /// if surface.isUserScrolling { layOutBeforeJumping(surface) }   // a jump was due before it
    /// ```
    ///
    /// - Complexity: one layout pass.
    func layOutBeforeJumping(_ surface: Surface) {
        phase.formUnion(.recentering)
        defer { phase.subtract(.recentering) }
        engine.passingThrough { surface.layoutIfNeeded() }
    }

    /// Moves the offset so that `jump.twin` takes `jump.anchor`'s place on screen: the property
    /// (momentum kept), a layout, then the correction by the twin's real position; then bends the
    /// rows once (the layout passes inside a jump do not: see ``didLayout(on:)``).
    func perform(_ jump: AnchoredJump, on surface: Surface) {
        phase.formUnion(.recentering)
        defer {
            phase.subtract(.recentering)
            applyArc(surface)
        }
        setAxisOffset(jump.targetOffset, on: surface)
        // A correction brings other rows on screen, which may still be at their estimate: lay out
        // and correct again until the twin stays (a few passes at most).
        let reloads = statistics.reloads
        for _ in 0..<3 {
            engine.passingThrough { surface.layoutIfNeeded() }
            // The client reloaded inside that layout: the twin is the old plan's, and the
            // reload's own restore places the rows.
            guard statistics.reloads == reloads else { break }
            guard let edge = engine.passingThrough({ surface.leadingEdge(ofVirtual: jump.twin) }) else { break }
            let resolved = jump.offset(forTwinLeadingEdge: edge)
            guard abs(resolved - surface.readingOffset(along: engine.axis)) > 0.01 else { break }
            statistics.reResolvedJumps += 1
            setAxisOffset(resolved, on: surface)
        }
        engine.didPerform(jump)
    }

    /// The user put a finger down: an animated scroll is over, and the recentering it held back
    /// happens now, before the drag's first movement (a fast fling's first frames move hundreds
    /// of points, from wherever the animation left the view).
    package func willBeginDragging() {
        let wasAnimating = scrolling.isAnimating
        endAnimatedScroll()
        scrolling.toResume = nil
        if wasAnimating { recenterIfNeeded() }
        carouselWillBeginDragging()
    }

    /// The finger lifted without deceleration, or a deceleration ended: the view is at rest.
    package func didSettle() {
        guard isActive, let surface else { return }
        if planning.needsViewportReplan { surface.setNeedsLayout() }
        reportCenteredItemIfChanged()
        carouselDidSettle()
    }

    /// `scrollViewDidEndDragging(_:willDecelerate:)`.
    package func didEndDragging(willDecelerate: Bool) {
        if !willDecelerate { didSettle() }
    }

    /// `scrollViewDidEndDecelerating(_:)`.
    package func didEndDecelerating() {
        didSettle()
    }

    /// An animated scroll ended: recentering resumes at once, as the animation may have ended
    /// outside the band. The controller never moves the offset while the animation runs:
    /// whether UIKit's animation undoes an assignment at its next frame or moves its endpoints
    /// with it is unknown (`Docs/HostFidelity.md`), and this is safe either way (an undone
    /// assignment left nothing to recenter; a followed one is recentered here).
    /// A paging carousel's own animation that ended off its page goes on to the page first
    /// (``carouselSendsOnToPage()``); the view settles when that one ends.
    package func didEndScrollingAnimation() {
        endAnimatedScroll()
        let carouselsOwn = carousel?.animationTarget != nil
        carousel?.animationTarget = nil
        recenterIfNeeded()
        if carouselsOwn, isActive, carouselSendsOnToPage() { return }
        didSettle()
    }

    /// Marks an animated scroll as running. The view reports its end with
    /// `scrollViewDidEndScrollingAnimation`, except when the offset did not change: a fallback ends
    /// it after a second (UIKit's animations take about 0.3 s).
    package func beginAnimatedScroll() {
        scrolling.beginAnimation()?.cancel()
        scrolling.fallback = scheduler.after(1) { [weak self] in
            guard let self, self.scrolling.fallbackFired() else { return }
            self.didSettle()
        }
    }

    func endAnimatedScroll() {
        scrolling.endAnimation()?.cancel()
    }

    /// A restore must move the offset while an animated scroll runs: UIKit's animation may undo
    /// the assignment at its next frame (`Docs/HostFidelity.md`), so it is stopped first
    /// (`setContentOffset(_:animated: false)` is what stops it) and resumed towards the same item
    /// once the restore has settled (``resumeInterruptedScroll()``).
    func interruptAnimatedScroll(_ surface: Surface) {
        guard scrolling.isAnimating else { return }
        let target = scrolling.target
        surface.setContentOffset(surface.contentOffset, animated: false)
        endAnimatedScroll()
        scrolling.toResume = target
    }

    /// Resumes a scroll a restore interrupted, once nothing is left to restore or correct.
    func resumeInterruptedScroll() {
        guard scrolling.toResume != nil, positions.isSettled, let target = scrolling.takeResumable() else { return }
        scroll(toSource: target.source, direction: .nearest, position: target.position, animated: true)
    }

    // MARK: Chrome

    /// Hides the axis indicator and `scrollsToTop` while the content loops; restores them otherwise.
    func updateChrome(_ surface: Surface) {
        let looping = isActive && engine.isLooping
        let current = activation.needsCurrentChrome(looping: looping) ? surface.chrome : nil
        if let chrome = activation.chrome(replacing: current, looping: looping, axis: engine.axis) {
            surface.chrome = chrome
        }
    }

    // MARK: Arc

    /// Bends the visible rows now (after an alignment or radius change too).
    package func applyArc() {
        guard let surface else { return }
        applyArc(surface)
    }

    /// ``applyArc()`` with the surface already loaded (one weak load per callback).
    ///
    /// The component is copied out of the controller and back, so no access to `arc` spans the
    /// calls into the view; the view hands over the arc target itself
    /// (``ListSurface/withArcSurface(_:)``), so nothing is retained per frame.
    ///
    /// - Complexity: O(visible rows); O(1) with no arc and no row bent.
    func applyArc(_ surface: Surface) {
        guard engine.alignment != .none || arc.hasBentRows else { return }
        var arc = self.arc
        if isActive, engine.isEnabled {
            let viewport = currentViewport(surface)
            let crossLength = engine.axis == .vertical ? surface.viewportSize.width : surface.viewportSize.height
            let engine = engine
            surface.withArcSurface { arc.apply(on: $0, engine: engine, viewport: viewport, crossLength: crossLength) }
        } else {
            surface.withArcSurface { arc.reset(on: $0) }
        }
        self.arc = arc
    }

    /// Puts every row the arc bent back (the list stops being infinite).
    func resetArc(_ surface: Surface) {
        guard arc.hasBentRows else { return }
        var arc = self.arc
        surface.withArcSurface { arc.reset(on: $0) }
        self.arc = arc
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
        return centeredSourceIndexPath(surface)
    }

    /// ``centeredSourceIndexPath`` with the surface already loaded and the plan current.
    func centeredSourceIndexPath(_ surface: Surface) -> SourceIndexPath? {
        let viewport = currentViewport(surface)
        return engine.passingThrough { engine.centeredSourceIndexPath(in: viewport, geometry: geometry(surface)) }
    }

    /// The virtual item nearest the centre of the visible area.
    package var centeredVirtualIndexPath: VirtualIndexPath? {
        guard let surface else { return nil }
        let center = currentViewport(surface).visibleCenter
        return engine.passingThrough { surface.virtualItem(nearest: center) }
    }

    /// Reports the centred item to ``onCenteredIndexPathChange`` when it changed; never nil.
    func reportCenteredItemIfChanged() {
        guard onCenteredIndexPathChange != nil, let surface else { return }
        reportCenteredItemIfChanged(surface)
    }

    /// ``reportCenteredItemIfChanged()`` with the surface already loaded (one weak load per
    /// callback). O(1) and no call without ``onCenteredIndexPathChange``.
    func reportCenteredItemIfChanged(_ surface: Surface) {
        guard let report = onCenteredIndexPathChange else { return }
        if !isActive { refreshPlan() }
        guard let centered = centeredSourceIndexPath(surface), centered != scrolling.lastCenteredSource else { return }
        scrolling.lastCenteredSource = centered
        report(centered.indexPath)
    }

    // MARK: Programmatic scrolling

    /// Scrolls to the twin of the client's `source` that `direction` picks, the shortest way: an
    /// invisible whole-copy jump first when that twin is not laid out far enough, then the view's
    /// own scroll. Re-plans first; false for a path outside the client's data.
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

    /// A client's `scrollToRow` / `scrollToItem` inside a callback: its path, reached from the
    /// item the callback is about, the shortest way. False when the call is not for the controller
    /// (outside a callback, finite content): the view then scrolls to the translated path.
    package func clientScroll(to clientPath: IndexPath, position: Surface.ScrollPosition, animated: Bool) -> Bool {
        guard isActive, engine.isLooping, let source = SourceIndexPath(clientPath),
              let virtual = engine.virtualIndexPath(forClientPath: source) else { return false }
        return navigate(to: source, from: virtual, direction: .nearest, position: position, animated: animated)
    }

    func navigate(
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
        scrolling.toResume = nil
        if animated {
            beginAnimatedScroll()
            scrolling.target = (source, position)
        }
        // The view's own scroll may correct itself after a layout (estimated heights): recentering
        // in between would be undone by that correction, so it waits until the scroll returns.
        phase.formUnion(.scrollingToItem)
        engine.passingThrough { surface.scrollToVirtualItem(target, at: position, animated: animated) }
        phase.subtract(.scrollingToItem)
        if !animated {
            recenterIfNeeded()
            reportCenteredItemIfChanged()
        }
        return true
    }
}
