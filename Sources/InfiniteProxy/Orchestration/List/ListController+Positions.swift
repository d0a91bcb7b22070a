import Foundation

/// Position keeping, layout and the self-sizing lengths that feed the next plan.
/// See ``ListController``.
extension ListController {
    // MARK: Position

    func currentViewport(_ surface: Surface) -> ListViewport {
        surface.readingViewport(along: engine.axis)
    }

    func geometry(_ surface: Surface) -> ListSurfaceGeometry<Surface> {
        ListSurfaceGeometry(surface: surface)
    }

    /// The item on screen, or nil when nothing is laid out: the item at the visible centre, or
    /// the one after it when that one starts above the view's bounds and the next starts inside
    /// them (``anchorWithVisibleEdge(after:at:in:_:)``). Inside a layout pass that is `revealing`
    /// an item (its `cellForRowAt` / `willDisplay` is running), an item past it is not laid out
    /// yet (``displayedNeighbour(of:beyond:in:_:)``).
    package func capturePosition(in viewport: ListViewport, revealing: VirtualIndexPath? = nil) -> ListPositionMemo? {
        guard let surface else { return nil }
        let geometry = geometry(surface)
        guard var memo = engine.passingThrough({ engine.capturePosition(in: viewport, geometry: geometry) }) else { return nil }
        var item = engine.passingThrough { geometry.item(nearest: viewport.visibleCenter) }
        if let revealing, let centred = item,
           let shown = displayedNeighbour(of: revealing, beyond: centred, in: viewport, surface) {
            item = shown.item
            memo = ListPositionMemo(source: engine.sourceIndexPath(for: shown.item), screenPosition: shown.screenPosition)
        } else if let centred = item,
           let next = anchorWithVisibleEdge(after: centred, at: memo.screenPosition, in: viewport, surface, withinCopy: true) {
            item = next.item
            memo = ListPositionMemo(source: engine.sourceIndexPath(for: next.item), screenPosition: next.screenPosition)
        }
        if let item { positions.captured(memo, from: item, in: engine.repetition) }
        return memo
    }

    /// The item a layout pass displayed just before `revealing` (the one whose display callback is
    /// running), when `centred` is not laid out yet: the pass reveals items from those already on
    /// screen outwards (upwards when the offset went down since the last layout, downwards when
    /// it went up), and each item it reveals takes its real length as it is displayed. Items past
    /// the one being revealed still sit at their estimates — above the screen the view has not
    /// yet moved the offset for the items between them and the rows that stay — so a position
    /// read there is off by those estimates' errors (a same-data reload in `willDisplay` at a
    /// fling's first frame kept the centred row 72 pt off: two rows at a 44-pt estimate). The
    /// neighbour of `revealing` on the side of the rows already shown is laid out (displayed in
    /// this pass or before it). Nil on a carousel, when `centred` is on that side, when nothing moved since the
    /// last layout, or when the neighbour is outside `revealing`'s section.
    ///
    /// ```swift
    /// displayedNeighbour(of: row16, beyond: row13, in: viewport, table)   // (row 17, 459)
    /// ```
    ///
    /// - Complexity: O(1) surface look-ups.
    func displayedNeighbour(
        of revealing: VirtualIndexPath, beyond centred: VirtualIndexPath, in viewport: ListViewport, _ surface: Surface
    ) -> (item: VirtualIndexPath, screenPosition: CGFloat)? {
        guard surface.carouselSurface == nil, let last = positions.lastViewport, last.offset != viewport.offset
        else { return nil }
        let upwards = viewport.offset < last.offset
        guard upwards ? centred <= revealing : centred >= revealing else { return nil }
        let neighbour = VirtualIndexPath(section: revealing.section, item: revealing.item + (upwards ? 1 : -1))
        guard neighbour.item >= 0, let edge = engine.passingThrough({
            neighbour.item < surface.laidOutItemCount(inSection: neighbour.section) ? surface.leadingEdge(ofVirtual: neighbour) : nil
        }) else { return nil }
        return (neighbour, edge - viewport.offset)
    }

    /// The item whose display callback (`cellForRowAt`, `willDisplay`) is running, if any.
    func displayedItemInCallback() -> VirtualIndexPath? {
        if case let .forwarded(virtual, _) = engine.translation.currentFrame { return virtual }
        return nil
    }

    /// A restore keeps the remembered item's leading edge where it was; an item whose leading edge
    /// is above the view's bounds (a tall row at the centre of a short visible area, e.g. above a
    /// keyboard) may be laid out after the reload at an estimate that ends above them: it is then
    /// never displayed nor measured, and every row under it shows one estimate error off (a
    /// 159-pt row at its 44-pt automatic estimate puts every row 115 pt up). So the item
    /// after it is remembered instead when its leading edge is inside the bounds (the cells the
    /// view displays, under an inset too): it is displayed, and the row above it, once measured,
    /// moves the offset, not it. Only while the content loops: a finite table's restore is
    /// clamped to the content's ends, where the next row may not get its place (a keyboard
    /// inset taller than a 147-pt table: the row under the centre keeps its place). With
    /// `withinCopy` (a remembered position, which the next plan may lay out otherwise) only when
    /// that item is the client's next, not the next copy's first, which follows the item nowhere
    /// else (the finite table after switching off, a plan for other counts). The same holds
    /// for a recentering jump's anchor (``recenteringJump(in:_:)``). A table's or a list's next item
    /// only (a flow layout's centred restores keep lines). `screenPosition` is `item`'s
    /// leading edge minus the offset.
    ///
    /// ```swift
    /// anchorWithVisibleEdge(after: row3, at: -44.6, in: viewport, table)   // (row 4, 114.4)
    /// ```
    ///
    /// - Complexity: O(1) surface look-ups.
    func anchorWithVisibleEdge(
        after item: VirtualIndexPath, at screenPosition: CGFloat, in viewport: ListViewport, _ surface: Surface,
        withinCopy: Bool = false
    ) -> (item: VirtualIndexPath, screenPosition: CGFloat)? {
        guard surface.carouselSurface == nil, engine.isLooping, screenPosition < -0.5 else { return nil }
        let next = VirtualIndexPath(section: item.section, item: item.item + 1)
        guard let edge = engine.passingThrough({
            next.item < surface.laidOutItemCount(inSection: item.section) ? surface.leadingEdge(ofVirtual: next) : nil
        }) else { return nil }
        if withinCopy {
            let source = engine.sourceIndexPath(for: item)
            guard engine.sourceIndexPath(for: next) == SourceIndexPath(section: source.section, item: source.item + 1)
            else { return nil }
        }
        let position = edge - viewport.offset
        guard position >= 0, position < viewport.length else { return nil }
        return (next, position)
    }

    /// Applies ``pendingPosition`` after a layout pass (the content size is only current then), and
    /// settles it before returning: with estimated heights (UIKit's default) each pass measures the
    /// rows it displays, and rows above the anchor that take their real height move it, so the
    /// anchor is put back at its screen position after each pass, at most ``restoreSettlingPasses``
    /// times. Nothing moves the view in between (no frame passes), so the screen position is
    /// absolute: a same-data reload mid-fling is invisible and momentum goes on from there.
    ///
    /// Those passes are the controller's own (``didLayout(on:)`` does not run for them): the rows
    /// they put on screen are bent on the arc before it returns, else they would stay straight
    /// until the next scroll and then all move across the axis in one frame.
    ///
    /// - Complexity: up to six layout passes (one, four corrections, one), each O(rows displayed).
    func restorePendingPositionNow() {
        guard positions.pending != nil, let surface else { return }
        let outerSettling = positions.settlingMemo
        defer {
            positions.settlingMemo = outerSettling
            applyArc(surface)
        }
        // A client that reloads from inside one of these passes leaves its position pending
        // again: settle that one from the start (a bounded number of times).
        for _ in 0..<PositionKeeping.restoreAttempts {
            guard settlePendingPosition(surface) else { return }
            if positions.pending == nil { break }
        }
        if isActive { recenterIfNeeded() }
        positions.lastViewport = currentViewport(surface)
        replanForLearnedLengthsIfNeeded(surface)
        remeasureLayoutIfNeeded(surface)
        resumeInterruptedScroll()
    }

    /// One attempt of ``restorePendingPositionNow()``: a layout, the restore, its corrections, a
    /// last layout. False when the layout could not place the position (it stays pending). A
    /// reload inside the passes stops the corrections: their anchor is the old plan's, and the
    /// remembered position stays the one being settled (``settlingMemo``), not the unsettled
    /// rows on screen.
    private func settlePendingPosition(_ surface: Surface) -> Bool {
        layOutForRestore(surface)
        restorePendingPosition()
        positions.settlingMemo = positions.appliedMemo
        guard let correction = positions.correction, let restoredEdge = correction.edge else { return false }
        positions.correction = nil
        let screenPosition = restoredEdge - surface.readingOffset(along: engine.axis)
        let reloads = statistics.reloads
        for _ in 0..<PositionKeeping.settlingPasses {
            layOutForRestore(surface)
            guard statistics.reloads == reloads else { return true }
            guard let edge = correctionPosition(of: correction.item, surface) else { break }
            var target = edge - screenPosition
            if correction.clamp {
                target = currentViewport(surface).clampedOffset(target, contentLength: surface.contentLength)
            }
            guard abs(target - surface.readingOffset(along: engine.axis)) >= 0.25 else { break }
            statistics.correctedRestores += 1
            setAxisOffset(target, on: surface)
        }
        layOutForRestore(surface)
        return true
    }

    /// A layout pass of the controller's own: the lifecycle hooks do not reach the controller (a
    /// pending position is the caller's to restore), and the view's own offset corrections inside
    /// it do not recenter.
    func layOutForRestore(_ surface: Surface) {
        let entered = phase.insert(.inLayout).inserted
        defer { if entered { phase.subtract(.inLayout) } }
        bypassingHooks { surface.layoutIfNeeded() }
    }

    /// Applies ``pendingPosition`` if the layout can answer; keeps it pending otherwise. A looping
    /// restore lands inside the recentering band, and the next layout corrects it by how far its
    /// anchor moved.
    func restorePendingPosition() {
        guard let pending = positions.pending, let surface else { return }
        let viewport = currentViewport(surface)
        let memo: ListPositionMemo
        switch pending {
        case let .memo(remembered):
            // Where the item is now if it moved with the view since it was remembered.
            memo = positions.memo(remembered, atOffset: viewport.offset)
        case .start:
            guard let first = engine.clampedSourceIndexPath(SourceIndexPath(section: 0, item: 0)) else {
                positions.schedule(nil)
                restAtStartOfEmptyContent(in: viewport, surface)
                return
            }
            memo = ListPositionMemo(source: first, screenPosition: viewport.insetBefore + firstLoadLead(of: first, surface))
        case let .centered(source, fromCenter):
            guard let centered = centeredMemo(source, fromCenter: fromCenter, in: viewport, surface) else { return }
            memo = centered
        }
        guard var home = engine.homeVirtualIndexPath(for: memo.source) else {
            positions.schedule(nil)   // nothing to show
            restAtStartOfEmptyContent(in: viewport, surface)
            return
        }
        if case let .memo(captured) = pending {
            home = positions.twinInCapturedColumn(of: home, memo: captured, in: engine.repetition)
        }
        let geometry = geometry(surface)
        guard let edge = engine.passingThrough({ geometry.leadingEdge(of: home) }) else { return }
        interruptAnimatedScroll(surface)
        positions.schedule(nil)
        positions.appliedMemo = memo
        let looping = engine.isLooping
        var target = edge - memo.screenPosition
        var anchor = home
        if looping {
            var landing = viewport
            landing.offset = target
            if let jump = recenteringJump(in: landing, surface) {
                target = jump.targetOffset
                // The correction follows the remembered item's own twin (the jump moves it by the
                // same whole copies), not the jump's anchor: that may be another item, placed from
                // estimates between the two, whose errors would stay on screen.
                anchor = engine.repetition.shifted(home, byCopies: jump.copies) ?? jump.twin
            }
        } else {
            target = viewport.clampedOffset(target, contentLength: surface.contentLength)
        }
        let shown = offsetShowingAnchor(anchor, at: target, in: viewport, surface)
        setAxisOffset(shown ?? target, on: surface)
        statistics.restores += 1
        if case .centered = pending { positions.correctionCentersLine = true } else { positions.correctionCentersLine = false }
        // Where the anchor should be: for a looping restore by its edge, the remembered screen
        // position. Its laid-out edge may say otherwise after a jump measured across estimated rows
        // (the jump keeps *its* anchor in place, and the estimates between that and the remembered
        // item's twin differ from those between the item and its home twin): the correction then
        // restores the item, not the estimates. A line-centred restore follows the
        // line's laid-out centre.
        // (An anchor first shown elsewhere is corrected to where it was remembered.)
        let anchorPosition = (looping && !positions.correctionCentersLine
            ? target + memo.screenPosition : correctionPosition(of: anchor, surface)).map { $0 + ((shown ?? target) - target) }
        positions.startCorrection(of: anchor, at: anchorPosition, clamp: !looping, jumps: statistics.jumps)
        positions.lastViewport = currentViewport(surface)
    }

    /// A restore with nothing to show (the client's data became empty, a reload inside a
    /// callback mid-fling too): the offset goes to the start of the (empty) content and a fling
    /// stops there (`setContentOffset(_:animated: false)` ends momentum) — left where it was, far
    /// past the end of no content, the momentum would carry on into the edge and bounce.
    /// Nothing happens while items remain.
    ///
    /// ```swift
    /// restAtStartOfEmptyContent(in: viewport, table)   // offset 13 175 → −47 (the top inset), still
    /// ```
    ///
    /// - Complexity: O(1).
    func restAtStartOfEmptyContent(in viewport: ListViewport, _ surface: Surface) {
        guard !engine.repetition.sourceItemCounts.contains(where: { $0 > 0 }) else { return }
        let start = viewport.clampedOffset(viewport.offset, contentLength: surface.contentLength)
        var offset = surface.contentOffset
        switch engine.axis {
        case .vertical: offset.y = start
        case .horizontal: offset.x = start
        }
        let entered = phase.insert(.adjustingOffset).inserted
        defer { if entered { phase.subtract(.adjustingOffset) } }
        interruptAnimatedScroll(surface)
        scrolling.toResume = nil
        let before = surface.offset(along: engine.axis)
        surface.setContentOffset(offset, animated: false)
        statistics.offsetAdjustment += surface.offset(along: engine.axis) - before
    }

    /// The offset that first shows a restore's anchor, when at `target` its laid-out extent
    /// (an estimate: a 1 273-pt row laid out at 44 pt) would end before the visible area: it is
    /// then never displayed nor measured, and the corrections that follow cannot see its real
    /// length. Its leading edge goes to the top of the visible area for the restore's first
    /// layout, which measures it; the corrections then put it where it was remembered. Nil when
    /// the anchor already reaches the visible area (or its extent is unknown).
    ///
    /// ```swift
    /// offsetShowingAnchor(row0, at: 214, in: viewport, table)   // 0: row 0 (0…44) ends at -170
    /// ```
    ///
    /// - Complexity: O(1) surface look-ups.
    func offsetShowingAnchor(
        _ anchor: VirtualIndexPath, at target: CGFloat, in viewport: ListViewport, _ surface: Surface
    ) -> CGFloat? {
        guard surface.carouselSurface == nil else { return nil }
        let next = VirtualIndexPath(section: anchor.section, item: anchor.item + 1)
        guard let (edge, end) = engine.passingThrough({ () -> (CGFloat, CGFloat)? in
            guard next.item < surface.laidOutItemCount(inSection: anchor.section),
                  let edge = surface.leadingEdge(ofVirtual: anchor), let end = surface.leadingEdge(ofVirtual: next)
            else { return nil }
            return (edge, end)
        }) else { return nil }
        guard end - target <= viewport.insetBefore else { return nil }
        let shown = viewport.clampedOffset(edge - viewport.insetBefore, contentLength: surface.contentLength)
        return shown == target ? nil : shown
    }

    /// Where a restore's anchor is followed on screen: its leading edge, or for a size change of
    /// a flow layout (``PendingPosition/centered(_:fromCenter:)``) its line's centre. An item
    /// restored while laid out at its estimate takes its real size in the next pass, around the
    /// same centre only if the centre is what the corrections keep (18.85 pt off for an item
    /// estimated at 2.3 pt and 40 pt wide).
    ///
    /// ```swift
    /// correctionPosition(of: item, surface)   // 120 (line 100…140) for a centred restore, else 100
    /// ```
    ///
    /// - Complexity: O(1) surface look-ups.
    func correctionPosition(of item: VirtualIndexPath, _ surface: Surface) -> CGFloat? {
        engine.passingThrough {
            if positions.correctionCentersLine, let line = surface.carouselSurface?.line(ofVirtual: item) {
                return line.start + line.extent / 2
            }
            return surface.leadingEdge(ofVirtual: item)
        }
    }

    /// Sets the offset along the axis (reading coordinates) through the property (momentum
    /// kept), ignoring the `scrollViewDidScroll` it causes.
    func setAxisOffset(_ value: CGFloat, on surface: Surface) {
        guard value.isFinite else { return }
        let before = surface.contentOffset
        let readingBefore = surface.readingOffset(along: engine.axis)
        let offset = surface.contentOffset(settingReading: value, along: engine.axis)
        guard offset != before else { return }
        let entered = phase.insert(.adjustingOffset).inserted
        defer { if entered { phase.subtract(.adjustingOffset) } }
        surface.assignContentOffset(offset)
        statistics.offsetAdjustment += surface.readingOffset(along: engine.axis) - readingBefore
    }

    // MARK: Layout

    /// Before the view's layout: re-plan for a new viewport size if the view is at rest; remember
    /// to do it when it settles otherwise.
    ///
    /// The caller (the layout hook) passes the view it already holds: no weak load on the
    /// per-frame path. `surface` must be this controller's view.
    package func willLayout(on surface: Surface) {
        phase.formUnion(.inLayout)
        positions.offsetBeforeLayout = surface.readingOffset(along: engine.axis)
        let viewport = currentViewport(surface)
        let cross = surface.crossLength(across: engine.axis)
        // A visible area that only shrank along the axis (a keyboard's inset) is still
        // covered by the plan's padding: keep the plan, reload nothing while the user types.
        let changed = planning.viewportChanged(visibleLength: viewport.visibleLength, crossLength: cross,
                                               isLooping: engine.isLooping)
        guard changed || planning.needsViewportReplan else { return }
        // A flow layout's new size re-plans at once even while the user scrolls: its lines
        // reflow (items per line, a copy's length), the old plan's band no longer describes the
        // content, and the content may end inside the visible area before the fling does (a
        // recentering cannot always reach a twin then). The restore keeps the centred item and
        // the momentum. A table's rows keep their heights: it waits for rest.
        guard isAtRest(surface) || (changed && surface.carouselSurface != nil) else {
            planning.needsViewportReplan = true
            return
        }
        planning.needsViewportReplan = false
        let before = engine.repetition
        // What the user saw before the size changed (nil if nothing was laid out yet).
        let seen = positions.lastViewport.flatMap { $0.visibleLength > 0 ? $0 : nil }
        let memo = positions.pending == nil ? seen.flatMap(sizeChangePosition(seen:)) : nil
        let selection = selectedSources()
        replan()
        if engine.repetition != before {
            statistics.reloads += 1
            bypassingHooks { surface.reloadLaidOutData() }
            reselect(selection)
            if positions.pending == nil { positions.schedule(memo ?? .start) }
        } else if changed, let memo, positions.pending == nil {
            // Same plan: only a new size moves the content (a deferred re-plan at the same size
            // keeps the view where the last frame left it; `seen` may be a frame old).
            positions.schedule(memo)
        }
    }

    /// After the view's layout: correct the last restore, restore a pending position, recenter,
    /// bend the arc, report the centred item.
    ///
    /// The arc is bent here once per frame (not in ``didScroll()``), except in the layout passes
    /// a recentering jump makes of its own: the jump bends the rows once it is done
    /// (``perform(_:on:)``), or the frame's layout if it made none.
    ///
    /// `surface` is the view the layout hook holds (see ``willLayout(on:)``).
    package func didLayout(on surface: Surface) {
        phase.subtract(.inLayout)
        var corrected = false
        if let correction = positions.correction {
            positions.correction = nil
            corrected = true
            let offset = surface.readingOffset(along: engine.axis)
            // Relative, so drag or momentum since the restore is kept; moot after a jump. What the
            // view moved the offset by inside this pass is its own compensation for rows it
            // measured above the rows it kept (estimated heights): the anchor did not move on
            // screen by that much, so it is not added again.
            if correction.jumps == statistics.jumps, let before = correction.edge,
               let now = correctionPosition(of: correction.item, surface) {
                let drift = positions.drift(from: before, to: now, offset: offset)
                if abs(drift) >= 0.25 {
                    var target = offset + drift
                    if correction.clamp {
                        target = currentViewport(surface).clampedOffset(target, contentLength: surface.contentLength)
                    }
                    statistics.correctedRestores += 1
                    setAxisOffset(target, on: surface)
                    // Rows measured in the next pass may move the anchor again (estimated heights).
                    positions.continueCorrection(of: correction.item, at: now, clamp: correction.clamp,
                                                 jumps: statistics.jumps)
                }
            }
        }
        // Each step below is asked only when its own state says it has work (the same first
        // guard it makes): on a frame of a fling none has, and the calls would cost ~20
        // instructions each.
        if positions.pending != nil {
            let restoresBefore = statistics.restores
            restorePendingPosition()
            if statistics.restores != restoresBefore { carouselDidRestore() }
        }
        // Only after a corrected restore (as the layout pass that follows a restore is the first to
        // know real heights); otherwise recentering belongs to scrollViewDidScroll.
        if corrected { recenterIfNeeded() }
        if positions.pending == nil { positions.lastViewport = currentViewport(surface) }
        if planning.plansWithEstimates { replanForLearnedLengthsIfNeeded(surface) }
        remeasureLayoutIfNeeded(surface)
        if scrolling.toResume != nil { resumeInterruptedScroll() }
        if !positions.selectionToRestore.isEmpty { restoreSelection(surface) }
        if !phase.contains(.recentering) { applyArc(surface) }
        if onCenteredIndexPathChange != nil { reportCenteredItemIfChanged(surface) }
    }

    /// Whether a re-plan of the controller's own may reload now: the user is not scrolling, no
    /// animated scroll runs and no drop session is over the view (the re-plan waits for the
    /// next layout after, ``dropSessionLeft()``).
    func isAtRest(_ surface: Surface) -> Bool {
        !surface.isUserScrolling && !scrolling.isAnimating && !phase.contains(.underDropSession)
    }

    // MARK: Self-sizing

    /// The view asks for a row's estimate (the client implements `estimatedHeightForRowAt`): the
    /// real length its twins were seen with, once one was, else nil (ask the client).
    ///
    /// An estimate far off (10× the real height) otherwise stays in the view for every twin not
    /// yet displayed, so the content beyond the viewport is not what a fling will find: the
    /// recentering band, measured on those estimates, lets the viewport reach the edge.
    ///
    /// ```swift
    /// controller.learnedEstimate(at: IndexPath(row: 40, section: 0)) ?? client.estimate(…)
    /// ```
    ///
    /// - Complexity: O(1) (a dictionary look-up).
    package func learnedEstimate(at indexPath: IndexPath) -> CGFloat? {
        guard isActive, engine.isLooping, !planning.measuredExtents.isEmpty, let virtual = VirtualIndexPath(indexPath) else { return nil }
        return planning.learnedLength(of: engine.sourceIndexPath(for: virtual))
    }

    /// A cell's `willDisplay`, whole: the item's real length along the axis is learned for the
    /// next plan and the call is forwarded as ``CallbackBridge/startDisplay(of:at:supplementary:_:)``
    /// forwards it, from one reading of `indexPath` and one source path — the client's item the
    /// cell `view` was configured for. A self-sizing item's length counts while the plan is made
    /// from estimates or was learned (``LengthStability`` watches it); an item laid out at 0 pt
    /// (hidden, or a degenerate height the view clamps) is a length too: a copy of such items has
    /// no length, and the next plan is finite. Nothing is learned or forwarded for a malformed
    /// path or an item outside the client's data (the display is withheld).
    ///
    /// ```swift
    /// controller.startDisplay(of: ObjectIdentifier(cell), at: indexPath, length: cell.bounds.height) {
    ///     client.tableView?(tableView, willDisplay: cell, forRowAt: $0)
    /// }
    /// ```
    ///
    /// - Complexity: O(1) (the display records' and the learned lengths' dictionary writes).
    package func startDisplay(
        of view: ObjectIdentifier, at indexPath: IndexPath, length: CGFloat, _ body: (IndexPath) -> Void
    ) {
        guard let virtual = VirtualIndexPath(indexPath),
              let source = callbacks.recordDisplay(of: view, at: virtual) else { return }
        if planning.learnsLengths, engine.isLooping, length.isFinite, length >= 0 {
            if planning.recordLength(length, of: source) { lengthsBecameUnstable() }
        }
        engine.forwarding(virtual, as: source) { body($0.indexPath) }
    }
}
