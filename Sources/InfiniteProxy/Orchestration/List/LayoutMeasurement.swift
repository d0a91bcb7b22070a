import Foundation

/// What the view's layout showed the last time a layout without sizing rules of its own was
/// measured (a compositional or custom collection layout): the lines of each source section, or
/// why the items cannot loop (``LayoutPeriod``).
///
/// ```swift
/// let measurement = LayoutMeasurement(counts: [10], lines: .success([rows]), period: nil)
/// measurement.metrics(for: [12], viewportLength: 800)   // 12 rows' worth of the rows' pitch
/// ```
///
/// - Complexity: ``metrics(for:viewportLength:)`` O(S).
struct LayoutMeasurement {
    /// The client's counts the layout showed.
    var counts: [Int]
    /// Each source section's lines (nil for an empty section), or why the layout cannot loop.
    var lines: Result<[LayoutPeriod.Lines?], LayoutPeriod.Failure>
    /// One copy's length measured between twins in a looping layout, for `counts`.
    var period: CGFloat?
    /// Checks of the looping layout made since this measure (``ListController`` makes at most one).
    var verifications = 0

    /// One copy's metrics for `counts`: exact structure for the counts measured, the measured
    /// lines' pitch times the new counts otherwise (an estimate). Nil when the layout cannot loop.
    func metrics(for newCounts: [Int], viewportLength: CGFloat) -> ListMetrics? {
        guard case let .success(sections) = lines, let fallback = sections.compactMap({ $0 }).first else { return nil }
        if newCounts == counts || (newCounts.count == 1 && counts.count == 1) {
            return LayoutPeriod.metrics(sections: sections, itemCounts: newCounts, viewportLength: viewportLength,
                                        period: newCounts == counts ? period : nil)
        }
        // Sections came or went: each section's lines at its pitch (the first measured section's
        // for a new one).
        var copyLength: CGFloat = 0
        var smallest = CGFloat.infinity, largest: CGFloat = 0
        for (section, count) in newCounts.enumerated() where count > 0 {
            let lines = (section < sections.count ? sections[section] : nil) ?? fallback
            let perLine = CGFloat(max(1, lines.itemsPerLine))
            copyLength += lines.averagePitch * (CGFloat(count) / perLine).rounded(.up)
            smallest = min(smallest, lines.smallestPitch)
            largest = max(largest, lines.largestPitch)
        }
        return ListMetrics(viewportLength: viewportLength, copyLength: copyLength, largestItemExtent: largest,
                           smallestItemExtent: smallest.isFinite ? smallest : 0, extentsAreEstimates: true)
    }
}

/// Layout sizing: one copy of a collection view whose layout is not a flow layout is measured
/// from the frames its layout actually laid out (``ListSurface/laidOutItemFrame(ofVirtual:)``),
/// with ``LayoutPeriod``'s rules, instead of flow-layout arithmetic. See ``ListController``.
///
/// - The first measure reads the client's content laid out once, 1:1 (activation lays it out so,
///   and a plan made before anything was laid out is finite, so the next layout pass shows it):
///   the lines, how many items a line holds, the pitch; a layout that cannot loop (items out of
///   order, an orthogonally scrolling section, irregular lines, zero length) keeps the plan finite
///   and the view untouched — no indicator, `scrollsToTop` or inset changes.
/// - Later measures read the looping layout itself: one jump's items next to the middle and their
///   twins one jump on, which must sit at the same place across the axis and further along it;
///   their distance is the exact period. A layout that fails this goes back to finite, and stays
///   finite until the client's counts change.
/// - The layout is never read while the view asks for counts (the view may be mid-reload there):
///   the last measurement, scaled to the new counts, answers then.
///
/// - Complexity: O(n) frame look-ups per measure, n the items of one jump (two for the check).
extension ListController {
    /// Why the last layout measured cannot loop, nil when it can or was not measured.
    package var layoutSizingFailure: LayoutPeriod.Failure? { planning.layoutSizingFailure }

    /// One copy's metrics for `counts` from the view's laid-out frames (or the last measurement).
    func measureCopyFromLayout(_ surface: Surface, viewportLength: CGFloat, crossLength: CGFloat,
                               counts: [Int]) -> ListMetrics? {
        if !phase.contains(.answeringCounts), let measured = bypassingHooks({ measureLaidOutLayout(surface, crossLength: crossLength) }) {
            planning.adopt(measured)
        }
        return planning.layoutMeasurement?.metrics(for: counts, viewportLength: viewportLength)
    }

    /// Reads the plan the view shows now, if its laid-out counts are that plan's.
    func measureLaidOutLayout(_ surface: Surface, crossLength: CGFloat) -> LayoutMeasurement? {
        let shown = engine.repetition
        let sectionCount = shown.numberOfVirtualSections
        guard sectionCount > 0, surface.laidOutSectionCount == sectionCount,
              (0..<sectionCount).allSatisfy({ surface.laidOutItemCount(inSection: $0) == shown.numberOfVirtualItems(inVirtualSection: $0) })
        else { return nil }
        let axis = engine.axis
        func spans(section: Int, items: Range<Int>) -> [LaidOutSpan]? {
            var result: [LaidOutSpan] = []
            result.reserveCapacity(items.count)
            for item in items {
                guard let frame = surface.laidOutItemFrame(ofVirtual: VirtualIndexPath(section: section, item: item)) else { return nil }
                result.append(LaidOutSpan(frame: frame, axis: axis))
            }
            return result
        }
        let counts = shown.sourceItemCounts
        func measured(_ lines: [LayoutPeriod.Lines?]?, failure: LayoutPeriod.Failure? = nil, period: CGFloat? = nil) -> LayoutMeasurement? {
            if let failure { return LayoutMeasurement(counts: counts, lines: .failure(failure), period: nil) }
            return lines.map { LayoutMeasurement(counts: counts, lines: .success($0), period: period) }
        }
        guard shown.isLooping else {
            // The client's content laid out once: section s is virtual section s.
            var sections: [LayoutPeriod.Lines?] = []
            for (section, count) in counts.enumerated() {
                guard count > 0 else { sections.append(nil); continue }
                guard let items = spans(section: section, items: 0..<count) else { return nil }
                switch LayoutPeriod.lines(items, crossLength: crossLength) {
                case let .success(lines): sections.append(lines)
                case let .failure(failure): return measured(nil, failure: failure)
                }
            }
            return measured(sections)
        }
        // A looping layout: one jump's items from the start of the middle jump, and their twins.
        let perJump = shown.copiesPerJump
        let middleCopy = (max(1, shown.copies / perJump) / 2) * perJump
        if shown.repeatsWithinSection {
            guard let first = shown.firstVirtualItem(inCopy: middleCopy)?.item else { return nil }
            let jumpItems = shown.itemsPerCopy * perJump
            let total = shown.numberOfVirtualItems(inVirtualSection: 0)
            guard let items = spans(section: 0, items: first..<(first + jumpItems)) else { return nil }
            let lines: LayoutPeriod.Lines
            switch LayoutPeriod.lines(items, crossLength: crossLength) {
            case let .success(measuredLines): lines = measuredLines
            case let .failure(failure): return measured(nil, failure: failure)
            }
            // Twins one jump later (the trailing padding may hold fewer), else one jump earlier.
            let later = min(jumpItems, total - (first + jumpItems))
            let shift: Result<CGFloat, LayoutPeriod.Failure>
            if later > 0, let twins = spans(section: 0, items: (first + jumpItems)..<(first + jumpItems + later)) {
                shift = LayoutPeriod.twinShift(Array(items.prefix(later)), twins)
            } else if first >= jumpItems, let earlier = spans(section: 0, items: (first - jumpItems)..<first) {
                shift = LayoutPeriod.twinShift(earlier, items)
            } else {
                return nil
            }
            switch shift {
            case let .success(length): return measured([lines], period: length / CGFloat(perJump))
            case let .failure(failure): return measured(nil, failure: failure)
            }
        }
        // Sections repeat as a block: the middle copy's sections and the next copy's.
        let sources = shown.sourceSectionCount
        let nextCopy = middleCopy + 1 < shown.copies ? middleCopy + 1 : middleCopy - 1
        guard nextCopy >= 0 else { return nil }
        var sections: [LayoutPeriod.Lines?] = []
        var copyItems: [LaidOutSpan] = [], twinItems: [LaidOutSpan] = []
        for source in 0..<sources {
            let count = counts[source]
            guard count > 0 else { sections.append(nil); continue }
            guard let items = spans(section: middleCopy * sources + source, items: 0..<count),
                  let twins = spans(section: nextCopy * sources + source, items: 0..<count) else { return nil }
            switch LayoutPeriod.lines(items, crossLength: crossLength) {
            case let .success(lines): sections.append(lines)
            case let .failure(failure): return measured(nil, failure: failure)
            }
            copyItems += items
            twinItems += twins
        }
        let shift = nextCopy > middleCopy
            ? LayoutPeriod.twinShift(copyItems, twinItems) : LayoutPeriod.twinShift(twinItems, copyItems)
        switch shift {
        case let .success(length): return measured(sections, period: length)
        case let .failure(failure): return measured(nil, failure: failure)
        }
    }

    /// After a layout pass: a plan made before the layout could be measured (nothing laid out
    /// yet) is finite; now that the view shows the client's content, measure it and reload
    /// keeping the position — once per data, on the next main-queue turn (never inside layout).
    ///
    /// Likewise, a looping plan made from a measure of the content laid out once (or scaled to
    /// new counts) is checked once against the looping layout itself: twins one jump apart must
    /// sit at the same place across the axis and further along it (a waterfall, a grid row the
    /// copy does not fill, an orthogonal section of few items fail), and the measure between
    /// twins becomes the period. A failure goes back to finite content, chrome restored.
    func remeasureLayoutIfNeeded(_ surface: Surface) {
        guard surface.measuresCopyFromLayout, isActive, !planning.isLayoutRemeasureScheduled else { return }
        // The view is asked only after the parts' own answers: it may call back into the controller.
        let firstMeasure = planning.wantsFirstLayoutMeasure(isLooping: engine.isLooping, repetition: engine.repetition)
            && surface.laidOutSectionCount > 0
        let check = planning.isLayoutCheckDue(isLooping: engine.isLooping, counts: engine.repetition.sourceItemCounts)
        guard firstMeasure || check else { return }
        if check { planning.recordLayoutCheck() }
        planning.isLayoutRemeasureScheduled = true
        scheduler.async { [weak self] in
            guard let self else { return }
            self.planning.isLayoutRemeasureScheduled = false
            guard self.isActive, let surface = self.surface, self.positions.pending == nil, !self.batch.isOpen,
                  !self.phase.contains(.inLayout) else { return }
            guard !self.phase.contains(.underDropSession) else {
                self.planning.needsViewportReplan = true      // after the drop (dropSessionLeft)
                return
            }
            let memo = self.capturePosition(in: self.currentViewport(surface))
            let before = self.engine.repetition
            let selection = self.selectedSources()
            self.replan()
            guard self.engine.repetition != before else { return }
            self.statistics.reloads += 1
            self.bypassingHooks { surface.reloadLaidOutData() }
            self.positions.schedule(memo.map(PendingPosition.memo) ?? .start)
            self.restorePendingPositionNow()
            self.reselect(selection)
        }
    }
}
