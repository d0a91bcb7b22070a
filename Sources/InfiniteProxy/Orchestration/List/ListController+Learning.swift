import Foundation

/// Which re-plans for learned lengths (T7) the current data has had: one once the first screen
/// has been laid out, one once every row of a copy has been seen (the copy is then exact).
///
/// ```swift
/// var learning = LearnedLengthReplans(sourceItems: 10)
/// learning.planned(learned: 0)
/// learning.wants(learned: 4)    // true: the first screen
/// learning.record(learned: 4)
/// learning.wants(learned: 9)    // false
/// learning.wants(learned: 10)   // true: the copy is whole
/// ```
///
/// - Complexity: O(1) storage and per call.
struct LearnedLengthReplans {
    /// The client's items in one copy (saturating).
    var sourceItems: Int
    private var afterFirstScreen = false
    private var whenComplete = false
    /// How many lengths the current plan already counted.
    private var learnedAtPlan = 0
    /// Whether a re-plan waits for the next main-queue turn.
    var isScheduled = false

    init(sourceItems: Int = 0) { self.sourceItems = sourceItems }

    /// The items in `counts`, saturating at `Int.max` (a count the planner refuses anyway).
    static func total(_ counts: [Int]) -> Int {
        var total = 0
        for count in counts where count > 0 {
            let (sum, overflow) = total.addingReportingOverflow(count)
            if overflow { return .max }
            total = sum
        }
        return total
    }

    /// A plan was made with `learned` lengths.
    mutating func planned(learned: Int) { learnedAtPlan = learned }

    /// Whether `learned` lengths call for a re-plan now: some were learned since the last plan,
    /// and the first screen or the whole copy has not had its re-plan yet.
    func wants(learned: Int) -> Bool {
        guard learned > learnedAtPlan else { return false }
        return !afterFirstScreen || (!whenComplete && learned >= sourceItems)
    }

    /// Records the re-plan for `learned` lengths.
    mutating func record(learned: Int) {
        afterFirstScreen = true
        whenComplete = whenComplete || learned >= sourceItems
    }
}

extension ListController {
    /// After a layout or a restore: once the first screen of a plan made with estimates has been
    /// laid out (and again once every row was seen), re-plan with the learned lengths (issue 14),
    /// on the next main-queue turn (never inside the view's layout).
    ///
    /// - Complexity: O(1).
    func replanForLearnedLengthsIfNeeded(_ surface: Surface) {
        guard plansWithEstimates, engine.isLooping, !learnedLengthReplans.isScheduled,
              learnedLengthReplans.wants(learned: measuredExtents.count) else { return }
        learnedLengthReplans.isScheduled = true
        scheduler.async { [weak self] in self?.replanForLearnedLengths() }
    }

    /// Re-plans with the learned lengths if the view rests — mid-fling it waits for the at-rest
    /// re-plan path (T10) — and reloads only if the plan changed (it would shrink or must grow),
    /// keeping the row on screen as a client reload does (T6).
    ///
    /// - Complexity: O(n) without `heightForRowAt` calls; a reload when the plan changed.
    func replanForLearnedLengths() {
        learnedLengthReplans.isScheduled = false
        let learned = measuredExtents.count
        guard isActive, let surface, plansWithEstimates, engine.isLooping,
              learnedLengthReplans.wants(learned: learned) else { return }
        guard pendingPosition == nil, pendingCorrection == nil, batchDepth == 0, !isInLayout,
              !isRecentering, !isScrollingToItem else {
            // A restore or an update still settling goes first: the next layout asks again.
            surface.setNeedsLayout()
            return
        }
        learnedLengthReplans.record(learned: learned)
        guard isAtRest(surface) else {
            needsViewportReplan = true
            return
        }
        let memo = capturePosition(in: currentViewport(surface))
        let before = engine.repetition
        replan()
        guard engine.repetition != before else { return }
        statistics.reloads += 1
        bypassingHooks { surface.reloadLaidOutData() }
        pendingPosition = memo.map(PendingPosition.memo)
        pendingPositionCaptureOffset = nil
        restorePendingPositionNow()
    }
}
