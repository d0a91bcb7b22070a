import Foundation

/// What a ``ListController``'s next plan depends on: whether one is due, the sizes and counts the
/// current one was made for, the real lengths of self-sizing items seen on screen, and the last
/// measure of a layout without sizing rules of its own.
///
/// ```swift
/// var planning = PlanState()
/// planning.read(counts: [10])
/// planning.recordLength(80, of: item)
/// planning.planned(visibleLength: 800, crossLength: 390, estimates: true)
/// planning.viewportChanged(visibleLength: 700, crossLength: 390, isLooping: true)   // false: only shrank
/// ```
///
/// - Complexity: O(1) per call, besides the dictionary of learned lengths.
struct PlanState {
    /// Whether the client's data may have changed since the last plan.
    var needsPlan = true
    /// Whether a re-plan for the viewport waits for the view to rest.
    var needsViewportReplan = false
    /// The visible length the current plan was made for.
    private(set) var plannedVisibleLength: CGFloat = 0
    /// The cross length the current plan was made for.
    private(set) var plannedCrossLength: CGFloat = 0
    /// Real lengths of self-sizing items seen on screen, for the next plan.
    private(set) var measuredExtents: [SourceIndexPath: CGFloat] = [:]
    /// The client's counts the learned lengths belong to.
    private(set) var lastCounts: [Int] = []
    /// Whether the current plan was made from estimated lengths.
    private(set) var plansWithEstimates = false
    /// Which re-plans for learned lengths the current data has had.
    var learnedLengthReplans = LearnedLengthReplans()
    /// Whether the learned lengths stay the same from one display to the next.
    private(set) var lengthStability = LengthStability()
    /// The last measure of a layout without sizing rules of its own.
    private(set) var layoutMeasurement: LayoutMeasurement?
    /// Whether a measure after the first layout waits for the next main-queue turn.
    var isLayoutRemeasureScheduled = false
    /// Whether a reload for a client that went away waits for the next main-queue turn.
    var isReloadScheduledForLostClient = false
    /// The content's length at the last user-scroll frame that did not jump.
    private(set) var contentLengthAtLastScroll: CGFloat = 0

    /// Whether the content's length moved by more than `limit` since the last user-scroll frame
    /// that asked (the layout in between showed items far from their estimates); remembers
    /// `contentLength` for the next frame.
    ///
    /// ```swift
    /// planning.contentLengthMoved(to: 9_000, beyond: 150)   // true after 10 000: rows shrank
    /// ```
    mutating func contentLengthMoved(to contentLength: CGFloat, beyond limit: CGFloat) -> Bool {
        defer { contentLengthAtLastScroll = contentLength }
        return abs(contentLength - contentLengthAtLastScroll) > limit
    }

    /// The client's counts were read for a plan: new counts forget the lengths learned for the old.
    mutating func read(counts: [Int]) {
        guard counts != lastCounts else { return }
        measuredExtents.removeAll()
        lengthStability.reset()
        lastCounts = counts
        learnedLengthReplans = LearnedLengthReplans(sourceItems: LearnedLengthReplans.total(counts))
    }

    /// A plan was made for these sizes, `estimates` telling whether its lengths are estimates.
    mutating func planned(visibleLength: CGFloat, crossLength: CGFloat, estimates: Bool) {
        plansWithEstimates = estimates
        learnedLengthReplans.planned(learned: measuredExtents.count)
        needsPlan = false
        plannedVisibleLength = visibleLength
        plannedCrossLength = crossLength
    }

    /// Whether the viewport differs from the plan's by more than half a point: grew along the
    /// axis, changed across it, or shrank along it while the content does not loop. A looping
    /// plan's padding still covers a visible area that only shrank (a keyboard's inset).
    func viewportChanged(visibleLength: CGFloat, crossLength: CGFloat, isLooping: Bool) -> Bool {
        visibleLength - plannedVisibleLength > 0.5 || abs(crossLength - plannedCrossLength) > 0.5
            || (plannedVisibleLength - visibleLength > 0.5 && !isLooping)
    }

    /// Forgets every learned length (the text size changed: the items are measured afresh).
    mutating func forgetMeasuredLengths() {
        measuredExtents.removeAll()
        lengthStability.reset()
        learnedLengthReplans = LearnedLengthReplans(sourceItems: LearnedLengthReplans.total(lastCounts))
    }

    /// Remembers `length` as `source`'s real length; returns true when this display made the
    /// learned lengths unstable (``LengthStability``).
    @discardableResult
    mutating func recordLength(_ length: CGFloat, of source: SourceIndexPath) -> Bool {
        let previous = measuredExtents.updateValue(length, forKey: source)
        return lengthStability.displayed(source, length: length, previous: previous)
    }

    /// Forgets `source`'s learned length (its content changed).
    mutating func forgetLength(of source: SourceIndexPath) {
        measuredExtents[source] = nil
        lengthStability.forget(source)
    }

    /// The client reloaded its data: lengths seen from now on are its new content's.
    mutating func clientReloaded() { lengthStability.reset() }

    /// Whether the next plan, for `crossLength`, may loop as far as the learned lengths go: not
    /// while they are unstable (``LengthStability``) — unless the width changed, which measures
    /// the items afresh (text wraps elsewhere).
    mutating func lengthsAllowLooping(crossLength: CGFloat) -> Bool {
        if abs(crossLength - plannedCrossLength) > 0.5 { lengthStability.reset() }
        return !lengthStability.isUnstable
    }

    /// Whether displayed items' lengths are learned: while the plan is made from estimates, and
    /// after it (every item seen, the plan exact) so that lengths that change from one display to
    /// the next are noticed (``LengthStability``). Never for items whose lengths are known.
    var learnsLengths: Bool { plansWithEstimates || !measuredExtents.isEmpty }

    /// The learned length of `source`, nil when none was seen.
    func learnedLength(of source: SourceIndexPath) -> CGFloat? {
        measuredExtents.isEmpty ? nil : measuredExtents[source]
    }

    /// Whether the learned lengths call for a re-plan now (``LearnedLengthReplans/wants(learned:)``)
    /// of a plan made from estimates, with none scheduled.
    var wantsLearnedLengthReplan: Bool {
        plansWithEstimates && !learnedLengthReplans.isScheduled && learnedLengthReplans.wants(learned: measuredExtents.count)
    }

    /// Why the last layout measured cannot loop, nil when it can or was not measured.
    var layoutSizingFailure: LayoutPeriod.Failure? {
        if case let .failure(failure) = layoutMeasurement?.lines { return failure }
        return nil
    }

    /// Keeps `measured` as the layout's measure, unless the layout was found unable to loop for
    /// the same counts: the content laid out once again (finite) would look loopable and the
    /// plan would flip back and forth.
    mutating func adopt(_ measured: LayoutMeasurement) {
        let failedBefore = layoutSizingFailure != nil && layoutMeasurement?.counts == measured.counts
        if !failedBefore { layoutMeasurement = measured }
    }

    /// Whether the layout's first measure is due once the content is laid out: the plan is finite
    /// because nothing was measured yet.
    func wantsFirstLayoutMeasure(isLooping: Bool, repetition: Repetition) -> Bool {
        !isLooping && repetition.finiteReason == .unmeasurable && layoutMeasurement == nil
    }

    /// Whether a looping plan's measure, made without a period or for other counts, still has its
    /// one check against the looping layout due.
    func isLayoutCheckDue(isLooping: Bool, counts: [Int]) -> Bool {
        isLooping && layoutMeasurement.map { ($0.period == nil || $0.counts != counts) && $0.verifications == 0 } == true
    }

    /// Counts the check of the current measure.
    mutating func recordLayoutCheck() { layoutMeasurement?.verifications += 1 }
}
