import Foundation

/// Structural edits: the client's inserts, deletes, moves and section changes become
/// one animated batch on the view — the same edit in every copy and in the padding, plus what the
/// new plan adds or removes at the ends (``VirtualEditTranslation``) — and the centred item's twin
/// stays where it was on screen. See ``ListController``.
///
/// ```swift
/// // hooks: insertRows(at:) → controller.clientEdited(.insertingItems(paths))
/// controller.beginBatch()
/// controller.clientEdited(edits)                 // collected
/// controller.endBatch(completion: completion)    // one virtual batch, or a reload
/// ```
///
/// Falls back to today's position-keeping reload (``clientRequestedReload()``) when the edits
/// cannot be expressed (see ``VirtualEditTranslation``), when the client also asked for
/// `reloadData` in the batch, when the view's counts are not the plan's (a plan is pending),
/// while an animated programmatic scroll runs, or while the list is not active; the item kept on screen is then followed through the edits.
///
/// - Complexity: a batch costs a plan (O(S + rows seen), see ``ListController/replan()``), the
///   translation (O(S + E·C·log E) for E edits and C copies, see ``VirtualEditTranslation``), one
///   count question per virtual section before the batch and, after it, one per copy of each
///   section whose count changed, the view's own batch and up to five layout passes — not O(rows).
extension ListController {
    /// The client inserted, deleted, moved or reloaded items or sections (in its own paths).
    /// Inside a batch the edits are collected until it closes; otherwise they apply at once.
    ///
    /// Outside a batch, edits that do not yet account for the client's new counts wait for the
    /// calls that complete them (UIKit's diffable updater sends a change's deletes and inserts as
    /// separate calls, inside a batch the hooks may not see open: an animated section-snapshot
    /// apply; the updater sends section edits, reloads and item deletes before item inserts); they
    /// apply as soon as they add up, else on the next main-queue turn (then as the position-keeping
    /// reload an inexpressible change gets). Edits with item inserts never wait. Moves alone wait
    /// too: the updater sends every move first, one call each, so a move cannot tell whether more
    /// follow — the moves of one apply become one batch, with the calls that follow them or on
    /// the next turn.
    package func clientEdited(_ edits: SourceEdits) {
        batch.collect(edits)
        guard !batch.isOpen else { return }
        let pending = batch.edits
        let movesOnly = pending.insertedSections.isEmpty && pending.deletedSections.isEmpty
            && pending.reloadedSections.isEmpty && pending.deletedItems.isEmpty
            && !(pending.movedItems.isEmpty && pending.movedSections.isEmpty)
        // Item inserts come last in the updater's calls: after them nothing completes the change.
        if isActive, pending.insertedItems.isEmpty, let surface, movesOnly
            || SourceEditPlan(oldCounts: engine.repetition.sourceItemCounts,
                              newCounts: bypassingHooks({ surface.sourceItemCounts() }), edits: pending) == nil {
            if !batch.isFlushScheduled {
                batch.isFlushScheduled = true
                scheduler.async { [weak self] in self?.flushWaitingEdits() }
            }
            return
        }
        applyPendingEdits(completion: nil)
    }

    /// The next turn after edits that did not add up: whatever still waits is applied.
    private func flushWaitingEdits() {
        batch.isFlushScheduled = false
        guard !batch.isOpen, !batch.edits.isEmpty else { return }
        applyPendingEdits(completion: nil)
    }

    /// A batch closed. True when the controller handled it — an animated virtual batch, or a
    /// reload — and took `completion` (it runs when the view's animation ends, or on the next
    /// main-queue turn after a reload); false when nothing structural happened (the view's own
    /// empty update should run, with `completion`).
    @discardableResult
    package func endBatch(completion: ((Bool) -> Void)?) -> Bool {
        let handled = endBatch()
        if handled {
            if let completion { scheduler.async { completion(true) } }
            return true
        }
        guard !batch.isOpen else { return false }
        guard !batch.edits.isEmpty else {
            reconfigurePending(following: SourceEdits(), from: engine.repetition.sourceItemCounts)
            return false
        }
        applyPendingEdits(completion: completion)
        return true
    }

    /// Translates and applies ``pendingEdits``: one virtual batch keeping the centred item's
    /// twin still on screen, or a position-keeping reload.
    func applyPendingEdits(completion: ((Bool) -> Void)?) {
        let edits = batch.takeEdits()
        guard let surface, !edits.isEmpty else { return }
        let old = engine.repetition
        // What a fallback reload restores, read with the plan the view shows.
        var memo = positions.pending == nil ? capturePosition(in: currentViewport(surface)) : nil
        // An animated programmatic scroll runs towards a twin the batch may move: the reload
        // interrupts and resumes it.
        guard isActive, !planning.needsPlan, positions.pending == nil, !scrolling.isAnimating, viewHolds(old, surface),
              let translation = translate(edits, from: old, surface) else {
            // The same item stays on screen, wherever the edits moved it in the client's data.
            if let remembered = memo, let followed = VirtualEditTranslation.sourceIndexPath(
                following: remembered.source, oldCounts: old.sourceItemCounts,
                newCounts: bypassingHooks({ surface.sourceItemCounts() }), edits: edits) {
                memo?.source = followed
            }
            batch.dropReconfigures()          // the reload asks for every cell again
            reloadKeepingPosition(memo.map(PendingPosition.memo), keepsSelection: false)
            if let completion { scheduler.async { completion(true) } }
            return
        }
        // The twin under the centre, and where it is on screen.
        let anchor = engine.passingThrough { surface.virtualItem(nearest: currentViewport(surface).visibleCenter) }
        let screen = anchor.flatMap { item in
            engine.passingThrough { surface.leadingEdge(ofVirtual: item) }.map { $0 - surface.readingOffset(along: engine.axis) }
        }
        // What stays put: the centred twin, or a twin of its item when the new plan no longer
        // lays out its copy, or its nearest survivor in its virtual section; when the
        // edits took that whole section (a deleted section), the visible item nearest the centre
        // that survives, where it is; else the nearest survivor in any section takes the centre's
        // place — never the old offset over content that shrank.
        var kept = anchor.flatMap { translation.keptVirtualIndexPath(for: $0) }
        var keptScreen = screen
        if kept == nil, let anchor, screen != nil {
            if let visible = nearestVisibleSurvivor(translation, surface) {
                (kept, keptScreen) = (visible.item, visible.screen)
            } else {
                kept = Self.nearestSurvivor(of: anchor, translation)
            }
        }
        positions.correction = nil
        statistics.virtualBatches += 1
        let animated = animates(translation, surface)
        if !animated { statistics.unanimatedBatches += 1 }
        bypassingHooks { surface.performVirtualBatch(translation.edits, animated: animated, completion: completion) }
        guard viewHolds(engine.repetition, after: old, surface) else {
            // The view did not apply the batch: it is nested in one the controller did not see open
            // (UIKit's private batch of an animated section-snapshot apply, whose public inserts and
            // deletes reach the hooks). The view applies it when that batch closes; the kept item is
            // restored at the layout that follows, as after a reload. Reconfigures of that apply
            // are dropped (their paths no longer name the cells).
            statistics.nestedBatches += 1
            batch.dropReconfigures()
            if let kept, let keptScreen {
                positions.schedule(.memo(ListPositionMemo(source: engine.sourceIndexPath(for: kept), screenPosition: keptScreen)))
            }
            return
        }
        // A drop keeps the dropped item where the user let go instead (ListController+ClientCalls).
        if let drop = batch.dropAnchor, let dropped = droppedItem(drop, after: translation) {
            keep(dropped, at: drop.screen, surface)
        } else {
            keep(kept, at: keptScreen, surface)
        }
        reconfigurePending(following: edits, from: old.sourceItemCounts)
    }

    /// Whether the batch animates: only when an edit falls on screen (``EditVisibility``). An
    /// edit wholly in the copies above or below the screen runs without animation: animated,
    /// UIKit would move every row on screen from its frame before the batch while the offset
    /// correction that follows moves the bounds at once — the rows would visibly slide by the
    /// height the copies above gained or lost (HostFidelity E-a).
    ///
    /// Only the ends of the visible items count (``ListSurface/visibleItemEnds()``): the check
    /// compares each edit with the range between them.
    ///
    /// - Complexity: O(E) for E edits, plus the surface's answer of its visible ends.
    private func animates(_ translation: VirtualEditTranslation, _ surface: Surface) -> Bool {
        guard let visible = engine.passingThrough({ surface.visibleItemEnds() }) else { return true }
        let (first, last) = (visible.lowerBound, visible.upperBound)
        let newFirst = translation.newVirtualIndexPath(forOld: first), newLast = translation.newVirtualIndexPath(forOld: last)
        let newVisible = newFirst.flatMap { low in newLast.flatMap { low <= $0 ? low...$0 : nil } }
        return EditVisibility.touchesScreen(translation.edits, oldVisible: visible, newVisible: newVisible)
    }

    /// The visible item nearest the viewport's centre that survives `translation`: its path after
    /// the edits and its screen position (leading edge minus offset) before them.
    private func nearestVisibleSurvivor(_ translation: VirtualEditTranslation, _ surface: Surface)
        -> (item: VirtualIndexPath, screen: CGFloat)? {
        let viewport = currentViewport(surface)
        let offset = surface.readingOffset(along: engine.axis)
        var best: (item: VirtualIndexPath, screen: CGFloat, distance: CGFloat)?
        engine.passingThrough {
            surface.forEachVisibleItem { virtual in
                guard let survivor = translation.newVirtualIndexPath(forOld: virtual),
                      let edge = surface.leadingEdge(ofVirtual: virtual) else { return }
                let distance = abs(edge - viewport.visibleCenter)
                if distance < (best?.distance ?? .infinity) { best = (survivor, edge - offset, distance) }
            }
        }
        return best.map { ($0.item, $0.screen) }
    }

    /// The survivor of `translation` nearest `anchor` in the old plan's order, across sections
    /// (alternately after and before), nil when nothing survives.
    ///
    /// - Complexity: O(n) for n virtual items.
    static func nearestSurvivor(of anchor: VirtualIndexPath, _ translation: VirtualEditTranslation) -> VirtualIndexPath? {
        let old = translation.old
        let sections = old.numberOfVirtualSections
        func step(_ path: VirtualIndexPath, by delta: Int) -> VirtualIndexPath? {
            var section = path.section, item = path.item + delta
            while section >= 0 && section < sections {
                let count = old.numberOfVirtualItems(inVirtualSection: section)
                if item >= 0 && item < count { return VirtualIndexPath(section: section, item: item) }
                section += delta
                guard section >= 0 && section < sections else { return nil }
                item = delta > 0 ? 0 : old.numberOfVirtualItems(inVirtualSection: section) - 1
            }
            return nil
        }
        var after: VirtualIndexPath? = anchor, before: VirtualIndexPath? = anchor
        while after != nil || before != nil {
            after = after.flatMap { step($0, by: 1) }
            if let after, let found = translation.newVirtualIndexPath(forOld: after) { return found }
            before = before.flatMap { step($0, by: -1) }
            if let before, let found = translation.newVirtualIndexPath(forOld: before) { return found }
        }
        return nil
    }

    /// Re-plans for the client's new counts and translates; on failure the plan is left as new
    /// (the reload that follows plans again).
    private func translate(_ edits: SourceEdits, from old: Repetition, _ surface: Surface) -> VirtualEditTranslation? {
        replan()
        return VirtualEditTranslation(old: old, new: engine.repetition, edits: edits)
    }

    /// Whether the view laid out exactly `repetition`'s counts (else its batch check would fail).
    ///
    /// - Complexity: O(virtual sections): one count question each, compared copy by copy (no
    ///   division per section).
    private func viewHolds(_ repetition: Repetition, _ surface: Surface) -> Bool {
        let sections = repetition.numberOfVirtualSections
        guard surface.laidOutSectionCount == sections else { return false }
        guard !repetition.repeatsWithinSection, repetition.sourceSectionCount > 0,
              sections == repetition.sourceSectionCount * repetition.copies else {
            for section in 0..<sections
            where surface.laidOutItemCount(inSection: section) != repetition.numberOfVirtualItems(inVirtualSection: section) {
                return false
            }
            return true
        }
        let counts = repetition.sourceItemCounts
        var section = 0
        for _ in 0..<repetition.copies {
            for count in counts {
                guard surface.laidOutItemCount(inSection: section) == count else { return false }
                section += 1
            }
        }
        return true
    }

    /// Whether the view, which held `old`'s counts before a batch, holds `new`'s after it: the
    /// view either applied the batch or not (nested in one the controller did not see open), so
    /// only the sections whose counts the batch changed can tell — the same verdict as
    /// ``viewHolds(_:_:)`` without a count question per virtual section.
    ///
    /// - Complexity: O(S) block comparisons of the source counts (``ChangedSections``) plus one
    ///   count question per copy of each changed section; O(virtual sections) when the shape
    ///   changed (sections came or went, another number of copies, padding).
    private func viewHolds(_ new: Repetition, after old: Repetition, _ surface: Surface) -> Bool {
        let sections = new.numberOfVirtualSections
        guard surface.laidOutSectionCount == sections else { return false }
        guard !new.repeatsWithinSection, !old.repeatsWithinSection, new.copies == old.copies,
              sections == old.numberOfVirtualSections, new.sourceSectionCount > 0,
              sections == new.sourceSectionCount * new.copies,
              let changed = ChangedSections.between(old: old.sourceItemCounts, new: new.sourceItemCounts) else {
            return viewHolds(new, surface)
        }
        let counts = new.sourceItemCounts
        for section in changed {
            var virtual = section
            for _ in 0..<new.copies {
                guard surface.laidOutItemCount(inSection: virtual) == counts[section] else { return false }
                virtual += new.sourceSectionCount
            }
        }
        return true
    }

    /// Puts `item`'s leading edge back at `screen` (edge minus offset) after the batch, settling
    /// over layout passes as a restore does, then recenters.
    private func keep(_ item: VirtualIndexPath?, at screen: CGFloat?, _ surface: Surface) {
        let clamp = !engine.isLooping
        if let item, let screen {
            for _ in 0...PositionKeeping.settlingPasses {
                layOutForRestore(surface)
                guard let edge = engine.passingThrough({ surface.leadingEdge(ofVirtual: item) }) else { break }
                var target = edge - screen
                if clamp { target = currentViewport(surface).clampedOffset(target, contentLength: surface.contentLength) }
                guard abs(target - surface.readingOffset(along: engine.axis)) >= 0.25 else { break }
                setAxisOffset(target, on: surface)
            }
        } else {
            layOutForRestore(surface)
            // Nothing on screen survived (every item replaced): the old offset may lie past the
            // content that shrank, where the next fling meets the edge; it comes back inside.
            let offset = surface.readingOffset(along: engine.axis)
            let inside = currentViewport(surface).clampedOffset(offset, contentLength: surface.contentLength)
            if abs(inside - offset) >= 0.25 {
                setAxisOffset(inside, on: surface)
                layOutForRestore(surface)
            }
        }
        if isActive { recenterIfNeeded() }
        positions.lastViewport = currentViewport(surface)
    }
}

extension ListEdits where Path == SourceIndexPath {
    /// One call's edits: `insertRows(at:)` / `insertItems(at:)` with the client's paths.
    package static func insertingItems(_ paths: [IndexPath]) -> SourceEdits {
        var edits = SourceEdits()
        edits.insertedItems = Set(paths.compactMap(SourceIndexPath.init))
        return edits
    }

    /// `deleteRows(at:)` / `deleteItems(at:)`.
    package static func deletingItems(_ paths: [IndexPath]) -> SourceEdits {
        var edits = SourceEdits()
        edits.deletedItems = Set(paths.compactMap(SourceIndexPath.init))
        return edits
    }

    /// `reloadRows(at:)` / `reloadItems(at:)` inside a batch.
    package static func reloadingItems(_ paths: [IndexPath]) -> SourceEdits {
        var edits = SourceEdits()
        edits.reloadedItems = Set(paths.compactMap(SourceIndexPath.init))
        return edits
    }

    /// `moveRow(at:to:)` / `moveItem(at:to:)`.
    package static func movingItem(_ from: IndexPath, to: IndexPath) -> SourceEdits {
        var edits = SourceEdits()
        if let from = SourceIndexPath(from), let to = SourceIndexPath(to) { edits.movedItems = [ListMove(from: from, to: to)] }
        return edits
    }

    /// `insertSections(_:)`.
    package static func insertingSections(_ sections: IndexSet) -> SourceEdits {
        var edits = SourceEdits()
        edits.insertedSections = Set(sections)
        return edits
    }

    /// `deleteSections(_:)`.
    package static func deletingSections(_ sections: IndexSet) -> SourceEdits {
        var edits = SourceEdits()
        edits.deletedSections = Set(sections)
        return edits
    }

    /// `reloadSections(_:)`.
    package static func reloadingSections(_ sections: IndexSet) -> SourceEdits {
        var edits = SourceEdits()
        edits.reloadedSections = Set(sections)
        return edits
    }

    /// `moveSection(_:toSection:)`.
    package static func movingSection(_ from: Int, to: Int) -> SourceEdits {
        var edits = SourceEdits()
        edits.movedSections = [ListMove(from: from, to: to)]
        return edits
    }
}
