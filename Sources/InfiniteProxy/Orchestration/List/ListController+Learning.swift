import Foundation

extension ListController {
    /// After a layout or a restore: once the first screen of a plan made with estimates has been
    /// laid out (and again once every row was seen), re-plan with the learned lengths,
    /// on the next main-queue turn (never inside the view's layout).
    ///
    /// - Complexity: O(1).
    func replanForLearnedLengthsIfNeeded(_ surface: Surface) {
        guard engine.isLooping, planning.wantsLearnedLengthReplan else { return }
        planning.learnedLengthReplans.isScheduled = true
        scheduler.async { [weak self] in self?.replanForLearnedLengths() }
    }

    /// Re-plans with the learned lengths if the view rests — mid-fling it waits for the at-rest
    /// re-plan path — and reloads only if the plan changed (it would shrink or must grow),
    /// keeping the row on screen as a client reload does.
    ///
    /// - Complexity: O(n) without `heightForRowAt` calls; a reload when the plan changed.
    func replanForLearnedLengths() {
        planning.learnedLengthReplans.isScheduled = false
        let learned = planning.measuredExtents.count
        guard isActive, let surface, planning.plansWithEstimates, engine.isLooping,
              planning.learnedLengthReplans.wants(learned: learned) else { return }
        guard positions.pending == nil, positions.correction == nil, !batch.isOpen, !phase.contains(.inLayout),
              !phase.contains(.recentering), !phase.contains(.scrollingToItem) else {
            // A restore or an update still settling goes first: the next layout asks again.
            surface.setNeedsLayout()
            return
        }
        planning.learnedLengthReplans.record(learned: learned)
        guard isAtRest(surface) else {
            planning.needsViewportReplan = true
            return
        }
        let memo = capturePosition(in: currentViewport(surface))
        let before = engine.repetition
        let selection = selectedSources()
        replan()
        guard engine.repetition != before else { return }
        statistics.reloads += 1
        bypassingHooks { surface.reloadLaidOutData() }
        positions.schedule(memo.map(PendingPosition.memo))
        restorePendingPositionNow()
        reselect(selection)
    }

    /// Items measure differently at every display (``LengthStability``): on the next main-queue
    /// turn the list re-plans finite (a plan without metrics), keeping the row on screen as a
    /// client reload does. It loops again after the client reloads its data, or when the text
    /// size or the width changes.
    ///
    /// - Complexity: O(1) now; the reload on the next turn.
    func lengthsBecameUnstable() {
        scheduler.async { [weak self] in self?.fallBackForUnstableLengths() }
    }

    /// The fallback itself, once nothing is settling (a restore, an update, an animated scroll
    /// to an item): until then it waits a turn at a time.
    func fallBackForUnstableLengths() {
        guard isActive, let surface, engine.isLooping, planning.lengthStability.isUnstable else { return }
        guard positions.pending == nil, positions.correction == nil, !batch.isOpen, !phase.contains(.inLayout),
              !phase.contains(.recentering), !phase.contains(.scrollingToItem) else {
            scheduler.async { [weak self] in self?.fallBackForUnstableLengths() }
            return
        }
        let memo = capturePosition(in: currentViewport(surface))
        reloadKeepingPosition(memo.map(PendingPosition.memo))
    }
}
