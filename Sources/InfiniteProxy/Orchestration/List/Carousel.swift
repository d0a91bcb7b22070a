import Foundation

/// The carousel features of an infinite collection view, a component the ``ListController`` owns
/// (``ListController/carousel``) and calls at fixed points: velocity-aware paging, next/previous
/// item, and auto-scroll with its pauses.
///
/// - **Paging (one algorithm for UIKit and the host)**: in `scrollViewWillEndDragging` the
///   centred item's line gives a centred snap grid (its extent plus the line spacing as pitch);
///   ``PagingTarget/targetIndex(currentOffset:proposedOffset:velocity:grid:maximumItemsPerFlick:interruptedTargetOffset:flickVelocity:)``
///   picks how many lines to travel (a slow release returns to the nearest, a flick goes further, a
///   second swipe before the first settled continues from its target); then the target line is
///   resolved *exactly* in the laid-out content, through whole copies of the repetition when it
///   lies beyond, so varied sizes and section breaks land centred without a snap on settle.
///   The grid alone drifts where pitches differ.
/// - **The client's last word**: the target is recorded *after* the client's
///   `scrollViewWillEndDragging`, which may have changed it.
/// - **Next and previous** continue from a running animated advance's target, so a second tap
///   goes one item further instead of repeating the first target.
/// - **Auto-scroll ticks** read the item centred now (not a remembered one).
/// - **Restores** align a position (reload, size change, switching) to the paging grid
///   unless the user is scrolling; one mid paging settle whose moved resting point is off a page
///   (a rotation) sends the settle on to the nearest page, animated.
/// - **Auto-scroll** follows ``AutoScrollState`` with the controller's ``MainScheduler`` (a
///   `Timer` in the `.common` mode on iOS, the host's run loop), paused while a finger is down or
///   a deceleration runs, while the view is not in a window, while the app is inactive, while
///   VoiceOver runs and while Reduce Motion is on; a timer that outlives its list cancels itself
///   at its next tick.
///
/// ```swift
/// controller.setPagingEnabled(true)
/// controller.setAutoScrollInterval(3)
/// controller.advanceCarousel(by: 1, animated: true)
/// ```
///
/// - Complexity: O(1) per event plus a few surface look-ups; a paging decision O(log n).
@MainActor
package final class Carousel {
    /// Counters for tests and the storyboard.
    package struct Statistics: Sendable, Equatable {
        /// Paging targets chosen.
        package var pagingTargets = 0
        /// Auto-scroll advances.
        package var autoScrollAdvances = 0
        /// Restores aligned to the paging grid.
        package var alignedRestores = 0
        /// Paging settles sent on to a page after a restore moved their resting point off it.
        package var resettledTargets = 0
        /// The carousel's own animated scrolls that ended off their page and went on to it.
        package var animationsSentOnToAPage = 0
        package init() {}
    }

    /// Snap to items when a drag ends (set through ``ListController/setPagingEnabled(_:)``).
    package internal(set) var isPagingEnabled = false
    package internal(set) var statistics = Statistics()
    package internal(set) var autoScroll: AutoScrollState
    var timer: (any ScheduledWork)?
    /// The target of the current paging deceleration, the controller's total offset adjustment
    /// when it was chosen (jumps since then move it by the same amount), and the view's size then
    /// (a restore re-aims the deceleration only after the size changed: a rotation).
    package internal(set) var pagingTarget: (offset: CGFloat, adjustment: CGFloat, viewportSize: CGSize)?
    /// A paging target a new drag interrupted (PagingTarget continues from it).
    var interruptedTarget: CGFloat?
    /// The target of a running animated advance.
    var animationTarget: (offset: CGFloat, adjustment: CGFloat)?

    package init(pauseReasons: AutoScrollState.PauseReasons = []) {
        autoScroll = AutoScrollState(pauseReasons: pauseReasons)
    }

    deinit {
        timer?.cancel()
    }

    /// Whether an auto-scroll timer is scheduled.
    package var isAutoScrollTimerRunning: Bool { timer.map { !$0.isCancelled } ?? false }

    /// The offset that centres a line in the visible area.
    static func centeredOffset(of line: LayoutLine, in viewport: ListViewport) -> CGFloat {
        line.start + line.extent / 2 - viewport.insetBefore - viewport.visibleLength / 2
    }
}

/// The carousel's fixed call points and its decisions over the controller's surface.
extension ListController {
    /// The carousel, created on first use (paging, auto-scroll, next/previous).
    package func makeCarousel() -> Carousel {
        if let carousel { return carousel }
        var reasons: AutoScrollState.PauseReasons = []
        if activation.pausesAutoScrollForVoiceOver { reasons.insert(.voiceOver) }
        if !isApplicationActive { reasons.insert(.applicationInactive) }
        if !isInWindow { reasons.insert(.notInWindow) }
        if activation.isReduceMotionEnabled { reasons.insert(.reduceMotion) }
        let carousel = Carousel(pauseReasons: reasons)
        self.carousel = carousel
        apply(carousel.autoScroll.update(itemCount: engine.repetition.itemsPerCopy), to: carousel)
        return carousel
    }

    /// Turns paging on or off; turning it on at rest aligns the centred item now.
    package func setPagingEnabled(_ enabled: Bool) {
        let carousel = makeCarousel()
        guard carousel.isPagingEnabled != enabled else { return }
        carousel.isPagingEnabled = enabled
        if enabled { carouselDidRestore() }
    }

    /// Seconds between automatic advances; nil turns auto-scroll off.
    package func setAutoScrollInterval(_ interval: TimeInterval?) {
        let carousel = makeCarousel()
        apply(carousel.autoScroll.setInterval(interval), to: carousel)
    }

    /// The app became active or inactive (`willResignActive` / `didBecomeActive`).
    package func applicationDidChange(isActive: Bool) {
        activation.isApplicationActive = isActive
        guard let carousel else { return }
        apply(isActive ? carousel.autoScroll.resume(.applicationInactive) : carousel.autoScroll.pause(.applicationInactive),
              to: carousel)
    }

    /// The view entered or left a window (`didMoveToWindow`).
    package func windowDidChange(isInWindow: Bool) {
        activation.isInWindow = isInWindow
        guard let carousel else { return }
        apply(isInWindow ? carousel.autoScroll.resume(.notInWindow) : carousel.autoScroll.pause(.notInWindow), to: carousel)
    }

    /// Reduce Motion turned on or off (`reduceMotionStatusDidChangeNotification`): auto-scroll
    /// stops while it is on, and starts again from the item centred then.
    package func reduceMotionDidChange(isEnabled: Bool) {
        activation.isReduceMotionEnabled = isEnabled
        guard let carousel else { return }
        apply(isEnabled ? carousel.autoScroll.pause(.reduceMotion) : carousel.autoScroll.resume(.reduceMotion), to: carousel)
    }

    func carouselVoiceOverDidChange() {
        guard let carousel else { return }
        apply(activation.pausesAutoScrollForVoiceOver ? carousel.autoScroll.pause(.voiceOver)
                  : carousel.autoScroll.resume(.voiceOver), to: carousel)
    }

    func carouselDidPlan() {
        guard let carousel else { return }
        apply(carousel.autoScroll.update(itemCount: engine.repetition.itemsPerCopy), to: carousel)
    }

    func carouselWillBeginDragging() {
        guard let carousel else { return }
        carousel.interruptedTarget = carousel.pagingTarget.map { $0.offset + statistics.offsetAdjustment - $0.adjustment }
        carousel.pagingTarget = nil
        carousel.animationTarget = nil
        apply(carousel.autoScroll.pause(.userInteraction), to: carousel)
    }

    func carouselDidSettle() {
        guard let carousel else { return }
        carousel.pagingTarget = nil
        apply(carousel.autoScroll.resume(.userInteraction), to: carousel)
    }

    /// `scrollViewWillEndDragging`: the paging target, then the client's own callback (which may
    /// change it), then the target recorded as the client left it.
    package func willEndDragging(velocity: CGPoint, target: inout CGPoint, client: (inout CGPoint) -> Void) {
        guard let carousel, carousel.isPagingEnabled, let surface else {
            client(&target)
            return
        }
        // Reading coordinates in, the view's own out (a mirrored flow layout's velocity and
        // target run the other way).
        let mirror = engine.axis == .vertical ? .identity : surface.readingMirror
        let along = { (point: CGPoint) in self.engine.axis == .vertical ? point.y : mirror.offset(point.x) }
        let readingVelocity = engine.axis == .vertical ? velocity.y : mirror.velocity(velocity.x)
        if let paged = pagedTarget(carousel, surface, velocity: readingVelocity, proposed: along(target)) {
            if engine.axis == .vertical { target.y = paged } else { target.x = mirror.offset(paged) }
            carousel.statistics.pagingTargets += 1
        }
        client(&target)
        carousel.pagingTarget = (along(target), statistics.offsetAdjustment, surface.viewportSize)
        carousel.interruptedTarget = nil
    }

    /// Scrolls `steps` items forwards or backwards, centring the item; from a running animated
    /// advance's target. In finite content the ends wrap.
    package func advanceCarousel(by steps: Int, animated: Bool) {
        let carousel = makeCarousel()
        guard let surface, let lines = surface.carouselSurface, engine.repetition.itemsPerCopy > 0 else { return }
        var anchor = centeredVirtualIndexPath
        if scrolling.isAnimating, let running = carousel.animationTarget {
            let viewport = currentViewport(surface)
            let probe = running.offset + statistics.offsetAdjustment - running.adjustment
                + viewport.insetBefore + viewport.visibleLength / 2
            anchor = engine.passingThrough { surface.virtualItem(nearest: probe) } ?? anchor
        }
        guard let anchor,
              let next = InfiniteNavigation.neighbour(
                of: engine.sourceIndexPath(for: anchor), step: steps, sourceItemCounts: engine.repetition.sourceItemCounts)
        else { return }
        let repetition = engine.repetition
        let target: VirtualIndexPath
        if let plan = InfiniteNavigation.scrollPlan(to: next, from: anchor, direction: steps > 0 ? .forward : .backward,
                                                    in: repetition) {
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
        } else if let nearest = repetition.nearestVirtualIndexPath(to: next, near: anchor) {
            target = nearest
        } else {
            return
        }
        guard let line = engine.passingThrough({ lines.line(ofVirtual: target) }) else { return }
        let viewport = currentViewport(surface)
        var offset = Carousel.centeredOffset(of: line, in: viewport)
        if !engine.isLooping { offset = viewport.clampedOffset(offset, contentLength: surface.contentLength) }
        let point = surface.contentOffset(settingReading: offset, along: engine.axis)
        if animated {
            beginAnimatedScroll()
            carousel.animationTarget = (offset, statistics.offsetAdjustment)
        } else {
            carousel.animationTarget = nil
        }
        engine.passingThrough { surface.setContentOffset(point, animated: animated) }
        if !animated {
            recenterIfNeeded()
            reportCenteredItemIfChanged()
        }
    }

    /// After a restore, a paging carousel at rest is aligned to its grid. Not while an animated
    /// scroll runs or waits to resume after the restore (``resumeInterruptedScroll()``): that
    /// scroll centres its own item, and an offset assigned under it shows the page position for
    /// one frame before the animation's curve takes the view back (a same-data reload a few
    /// frames into an animated `scrollToItem`: 1 271 → 1 195 → 1 308). A carousel's own animated
    /// scroll to a page (a resettle, an animated advance) that the restore stopped goes on to the
    /// page animated instead of being aligned at once (``carouselSendsOnToPage()``).
    ///
    /// ```swift
    /// carouselDidRestore()   // offset 1 207.3 → 1 195 at rest; unchanged mid animated scroll
    /// ```
    ///
    /// - Complexity: O(1) surface look-ups.
    func carouselDidRestore() {
        guard let carousel, carousel.isPagingEnabled, !scrolling.isAnimating, scrolling.toResume == nil,
              let surface, let lines = surface.carouselSurface else { return }
        if carousel.animationTarget != nil, !surface.isUserScrolling {
            carousel.animationTarget = nil
            _ = carouselSendsOnToPage()
            return
        }
        if surface.isUserScrolling {
            if let target = carousel.pagingTarget { resettle(carousel, heading: target, surface, lines) }
            return
        }
        guard let centered = centeredVirtualIndexPath,
              let line = engine.passingThrough({ lines.line(ofVirtual: centered) }) else { return }
        let viewport = currentViewport(surface)
        var offset = Carousel.centeredOffset(of: line, in: viewport)
        if !engine.isLooping { offset = viewport.clampedOffset(offset, contentLength: surface.contentLength) }
        guard abs(offset - viewport.offset) >= 0.25 else { return }
        carousel.statistics.alignedRestores += 1
        setAxisOffset(offset, on: surface)
        positions.lastViewport = currentViewport(surface)
    }

    /// A paging carousel's own animated scroll (a resettle, an animated advance) ended, or a
    /// restore stopped it. Its target was an offset in the layout when it started; self-sizing
    /// items it passed took their real lengths on the way and moved the lines under it, so it may
    /// rest off the centred item's page (a resettle across 450 pt of 50-pt estimates: 43 pt off),
    /// where the next reload's alignment (``carouselDidRestore()``) would move the items at once.
    /// It goes on to the page as an animated scroll from where the view is. Returns whether it
    /// did (false when the view is on the page).
    ///
    /// ```swift
    /// if carouselSendsOnToPage() { return }   // resting at 8 454.5, page 8 411.5: animated on
    /// ```
    ///
    /// - Complexity: O(1) surface look-ups.
    func carouselSendsOnToPage() -> Bool {
        guard let carousel, carousel.isPagingEnabled, let surface, let lines = surface.carouselSurface,
              let centered = centeredVirtualIndexPath,
              let line = engine.passingThrough({ lines.line(ofVirtual: centered) }) else { return false }
        let viewport = currentViewport(surface)
        let page = clamped(Carousel.centeredOffset(of: line, in: viewport), surface, viewport)
        guard page.isFinite, abs(page - viewport.offset) >= 0.25 else { return false }
        carousel.statistics.animationsSentOnToAPage += 1
        animateCarousel(carousel, to: page, surface)
        return true
    }

    /// Starts the carousel's own animated scroll to the page at `offset`, from where the view is
    /// (`setContentOffset(_:animated: true)`, which ends a deceleration), remembering its target.
    private func animateCarousel(_ carousel: Carousel, to offset: CGFloat, _ surface: Surface) {
        beginAnimatedScroll()
        carousel.animationTarget = (offset, statistics.offsetAdjustment)
        let point = surface.contentOffset(settingReading: offset, along: engine.axis)
        engine.passingThrough { surface.setContentOffset(point, animated: true) }
    }

    /// A restore mid paging settle (a rotation): the view's resting point moved with the offset
    /// the restore assigned, by the same distance (`Docs/HostFidelity.md` S2), which lands on a
    /// page only if the lines kept their pitch. When it no longer does, the settle goes on to the
    /// page nearest that point as an animated scroll from where the view is
    /// (`setContentOffset(_:animated: true)` ends the deceleration): no jump, at rest on a page.
    /// Nothing happens when the moved point is still a page (a same-data reload mid-settle).
    ///
    /// ```swift
    /// resettle(carousel, heading: target, surface, lines)   // resting point 4 125.4 → page 4 030, animated
    /// ```
    ///
    /// - Complexity: O(1) surface look-ups.
    private func resettle(
        _ carousel: Carousel, heading target: (offset: CGFloat, adjustment: CGFloat, viewportSize: CGSize), _ surface: Surface,
        _ lines: Surface.Lines
    ) {
        // A reload at the size the settle started at keeps its lines' pitch: the moved resting
        // point is still a page, and a resettle from it would move the item on screen.
        guard surface.viewportSize != target.viewportSize else { return }
        let viewport = currentViewport(surface)
        let moved = target.offset + statistics.offsetAdjustment - target.adjustment
        let probe = moved + viewport.insetBefore + viewport.visibleLength / 2
        guard let item = engine.passingThrough({ surface.virtualItem(nearest: probe) }),
              let line = engine.passingThrough({ lines.line(ofVirtual: item) }) else { return }
        let page = clamped(Carousel.centeredOffset(of: line, in: viewport), surface, viewport)
        guard page.isFinite, abs(page - moved) >= 0.25 else { return }
        carousel.statistics.resettledTargets += 1
        carousel.pagingTarget = nil
        animateCarousel(carousel, to: page, surface)
    }

    // MARK: Paging

    /// The resting offset for a drag released with `velocity` heading for `proposed`.
    func pagedTarget(_ carousel: Carousel, _ surface: Surface, velocity: CGFloat, proposed: CGFloat) -> CGFloat? {
        guard let lines = surface.carouselSurface, let centered = centeredVirtualIndexPath,
              let line = engine.passingThrough({ lines.line(ofVirtual: centered) }) else { return nil }
        let viewport = currentViewport(surface)
        let grid = PagingGrid.centered(
            firstItemLeading: line.start, itemExtent: line.extent, pitch: line.extent + line.spacing,
            viewportLength: viewport.visibleLength, leadingInset: viewport.insetBefore)
        guard let index = PagingTarget.targetIndex(
            currentOffset: viewport.offset, proposedOffset: proposed, velocity: velocity, grid: grid,
            interruptedTargetOffset: carousel.interruptedTarget)
        else { return nil }
        return engine.passingThrough {
            resolvedOffset(movingLines: index, from: centered, lines: lines, surface: surface, viewport: viewport)
        } ?? clamped(grid.offset(ofIndex: index), surface, viewport)
    }

    /// The centred offset of the line `count` lines from `start`'s, resolved in the laid-out
    /// content: whole jumps of the repetition (their lines and length measured from `start`'s
    /// twin) are taken off the count and added as distance; near the content's ends the start is
    /// replaced by a twin a jump back. Recentering carries the target along while the view flies.
    private func resolvedOffset(
        movingLines count: Int, from centered: VirtualIndexPath, lines: Surface.Lines, surface: Surface,
        viewport: ListViewport
    ) -> CGFloat? {
        let repetition = engine.repetition
        let perJump = repetition.copiesPerJump
        var start = centered
        var remaining = count
        var shift: CGFloat = 0
        if engine.isLooping, remaining != 0,
           let twin = repetition.shifted(start, byCopies: perJump) ?? repetition.shifted(start, byCopies: -perJump),
           let startLine = lines.line(ofVirtual: start), let twinLine = lines.line(ofVirtual: twin),
           let startEdge = surface.leadingEdge(ofVirtual: start), let twinEdge = surface.leadingEdge(ofVirtual: twin),
           twinLine.index != startLine.index {
            let linesPerJump = abs(twinLine.index - startLine.index)
            let wholeJumps = remaining / linesPerJump
            remaining -= wholeJumps * linesPerJump
            shift += CGFloat(wholeJumps) * abs(twinEdge - startEdge)
        }
        for _ in 0..<4 {
            if let item = lines.virtualItem(movingLines: remaining, from: start), let line = lines.line(ofVirtual: item) {
                return clamped(Carousel.centeredOffset(of: line, in: viewport) + shift, surface, viewport)
            }
            guard engine.isLooping, remaining != 0,
                  let twin = repetition.shifted(start, byCopies: remaining > 0 ? -perJump : perJump),
                  let from = surface.leadingEdge(ofVirtual: start), let to = surface.leadingEdge(ofVirtual: twin)
            else { break }
            shift += from - to
            start = twin
        }
        return nil
    }

    private func clamped(_ offset: CGFloat, _ surface: Surface, _ viewport: ListViewport) -> CGFloat {
        engine.isLooping ? offset : viewport.clampedOffset(offset, contentLength: surface.contentLength)
    }

    // MARK: Auto-scroll

    func apply(_ command: AutoScrollState.TimerCommand, to carousel: Carousel) {
        switch command {
        case .none:
            break
        case .stop:
            carousel.timer?.cancel()
            carousel.timer = nil
        case let .start(interval, generation):
            carousel.timer?.cancel()
            carousel.timer = scheduler.repeating(every: interval, tolerance: interval / 10) { [weak self] work in
                guard let self else {
                    if case .invalidate = AutoScrollState.orphanedTick { work.cancel() }
                    return
                }
                self.autoScrollTick(generation: generation, work: work)
            }
        }
    }

    /// An auto-scroll tick: advances from the item centred now.
    func autoScrollTick(generation: UInt64, work: any ScheduledWork) {
        guard let carousel, surface != nil else {
            work.cancel()
            return
        }
        let centered = centeredSourceIndexPath.flatMap {
            InfiniteNavigation.flatIndex(of: $0, sourceItemCounts: engine.repetition.sourceItemCounts)
        }
        switch carousel.autoScroll.tick(generation: generation, centeredItem: centered) {
        case .invalidate:
            work.cancel()
            if work === carousel.timer { carousel.timer = nil }
        case .advance:
            carousel.statistics.autoScrollAdvances += 1
            advanceCarousel(by: 1, animated: true)
        }
    }
}

