import Foundation

/// Which twin of an item a programmatic scroll goes to.
///
/// ```swift
/// InfiniteScrollDirection.nearest    // scrollToRow(at:): the closest twin, maybe the centred item itself
/// InfiniteScrollDirection.forward    // scrollToNextItem: strictly after the centred item
/// ```
package enum InfiniteScrollDirection: String, Sendable, Hashable, CaseIterable {
    /// The twin fewest items away (ties go forward); the anchor itself when it is that item.
    case nearest
    /// The nearest twin strictly after the anchor (one whole copy ahead for the anchor's own item).
    case forward
    /// The nearest twin strictly before the anchor.
    case backward
}

/// A programmatic scroll planned so that it takes the shortest way and stays inside the laid-out
/// virtual content.
///
/// The scroll happens in two steps: an invisible jump of ``preJumpCopies`` whole copies (the
/// ``anchor`` — the item on screen — is replaced by its twin, exactly like a recentering jump),
/// then an ordinary scroll to ``target``.
///
/// ```swift
/// // 10 rows padded by 4 on each side; the centred row is row 9 at virtual item 13.
/// let plan = InfiniteNavigation.scrollPlan(
///     to: SourceIndexPath(section: 0, item: 1), from: VirtualIndexPath(section: 0, item: 13),
///     direction: .nearest, in: repetition)
/// plan?.distance   // 2: rows 9 → 0 → 1, not eight rows back
/// ```
package struct InfiniteScrollPlan: Sendable, Equatable {
    /// Whole copies to jump before scrolling (0: none). Always a multiple of
    /// ``Repetition/copiesPerJump``, so grid columns stay where they are.
    package var preJumpCopies: Int
    /// The anchor's twin after the pre-jump: the item to put where the anchor was on screen.
    package var anchor: VirtualIndexPath
    /// The item to scroll to, after the pre-jump.
    package var target: VirtualIndexPath
    /// Items travelled, counted in the client's order across sections (positive: forwards).
    package var distance: Int

    /// Creates a plan.
    package init(preJumpCopies: Int, anchor: VirtualIndexPath, target: VirtualIndexPath, distance: Int) {
        self.preJumpCopies = preJumpCopies
        self.anchor = anchor
        self.target = target
        self.distance = distance
    }
}

/// Programmatic navigation in repeated content: the client's items in one flat order, and scroll
/// plans that go the shortest way to the nearest twin.
///
/// ```swift
/// InfiniteNavigation.flatIndex(of: SourceIndexPath(section: 1, item: 2), sourceItemCounts: [3, 4])  // 5
/// InfiniteNavigation.sourceIndexPath(atFlatIndex: 5, sourceItemCounts: [3, 4])  // source[1, 2]
/// ```
///
/// - Complexity: O(S) for S sections per call, plus O(copies) for ``scrollPlan(to:from:direction:in:)``.
package enum InfiniteNavigation {
    /// The position of a client item when all sections are read one after another; nil when the
    /// path is not in the client's data.
    ///
    /// ```swift
    /// InfiniteNavigation.flatIndex(of: SourceIndexPath(section: 2, item: 0), sourceItemCounts: [2, 0, 1])  // 2
    /// ```
    ///
    /// - Complexity: O(S).
    package static func flatIndex(of source: SourceIndexPath, sourceItemCounts counts: [Int]) -> Int? {
        guard source.section >= 0, source.section < counts.count,
              source.item >= 0, source.item < max(0, counts[source.section]) else { return nil }
        var before = 0
        for section in 0..<source.section {
            let (sum, overflow) = before.addingReportingOverflow(max(0, counts[section]))
            if overflow { return nil }
            before = sum
        }
        let (index, overflow) = before.addingReportingOverflow(source.item)
        return overflow ? nil : index
    }

    /// The client item at a flat position (see ``flatIndex(of:sourceItemCounts:)``); nil when the
    /// position is outside the data.
    ///
    /// ```swift
    /// InfiniteNavigation.sourceIndexPath(atFlatIndex: 2, sourceItemCounts: [2, 0, 1])  // source[2, 0]
    /// ```
    ///
    /// - Complexity: O(S).
    package static func sourceIndexPath(atFlatIndex index: Int, sourceItemCounts counts: [Int]) -> SourceIndexPath? {
        guard index >= 0 else { return nil }
        var remaining = index
        for (section, rawCount) in counts.enumerated() {
            let count = max(0, rawCount)
            if remaining < count { return SourceIndexPath(section: section, item: remaining) }
            remaining -= count
        }
        return nil
    }

    /// The client item `step` places after `source` in flat order, wrapping around at both ends;
    /// nil when `source` is not in the data.
    ///
    /// ```swift
    /// InfiniteNavigation.neighbour(of: SourceIndexPath(section: 1, item: 0), step: 1,
    ///                              sourceItemCounts: [2, 1])   // source[0, 0]: wraps to the start
    /// ```
    ///
    /// - Complexity: O(S).
    package static func neighbour(of source: SourceIndexPath, step: Int, sourceItemCounts counts: [Int]) -> SourceIndexPath? {
        guard let flat = flatIndex(of: source, sourceItemCounts: counts) else { return nil }
        var total = 0
        for count in counts where count > 0 {
            let (sum, overflow) = total.addingReportingOverflow(count)
            guard !overflow else { return nil }
            total = sum
        }
        guard total > 0 else { return nil }
        let wrapped = Repetition.floorMod(flat &+ Repetition.floorMod(step, total), total)
        return sourceIndexPath(atFlatIndex: wrapped, sourceItemCounts: counts)
    }

    /// Plans a scroll from the item on screen (`anchor`) to a twin of the client's item `source`.
    ///
    /// The twin is chosen in unbounded repeated content — the nearest one for `.nearest`, the
    /// nearest strictly ahead or behind for `.forward` / `.backward` — so the scroll goes the shortest
    /// way even when that twin is not laid out at the moment. A pre-jump of whole copies then moves
    /// both the anchor and the target into the laid-out content, choosing the jump that puts the
    /// pair closest to the middle of the content (ties: the shorter jump). Finite content scrolls
    /// to the item itself with no jump.
    ///
    /// Returns nil when `source` is not in the client's data, when `anchor` is not laid out, or when
    /// the content is too short to hold the anchor and the target at once (the caller then scrolls
    /// to the nearest twin that exists: ``Repetition/nearestVirtualIndexPath(to:near:)``).
    ///
    /// ```swift
    /// // 3 items, 4 copies: from item 2 of copy 1, "next" is item 0 of copy 2, one item on.
    /// InfiniteNavigation.scrollPlan(to: SourceIndexPath(section: 0, item: 0),
    ///                               from: VirtualIndexPath(section: 0, item: 5),
    ///                               direction: .forward, in: repetition)?.distance   // 1
    /// ```
    ///
    /// - Complexity: O(S + copies) for up to 256 copies, O(S) beyond.
    package static func scrollPlan(
        to source: SourceIndexPath,
        from anchor: VirtualIndexPath,
        direction: InfiniteScrollDirection,
        in repetition: Repetition
    ) -> InfiniteScrollPlan? {
        let counts = repetition.sourceItemCounts
        guard repetition.contains(source), repetition.contains(anchor),
              let targetFlat = flatIndex(of: source, sourceItemCounts: counts) else { return nil }
        let target = VirtualIndexPath(section: source.section, item: source.item)
        guard repetition.isLooping else {
            let anchorFlat = flatIndex(
                of: SourceIndexPath(section: anchor.section, item: anchor.item), sourceItemCounts: counts)
            return InfiniteScrollPlan(
                preJumpCopies: 0, anchor: anchor, target: target, distance: targetFlat - (anchorFlat ?? targetFlat))
        }
        let perCopy = repetition.itemsPerCopy
        guard perCopy > 0,
              let anchorFlat = flatIndex(of: repetition.sourceIndexPath(for: anchor), sourceItemCounts: counts)
        else { return nil }

        // Signed distance to the chosen twin, in items.
        let ahead = Repetition.floorMod(targetFlat - anchorFlat, perCopy)   // 0..<perCopy
        let distance: Int
        switch direction {
        case .forward: distance = ahead == 0 ? perCopy : ahead
        case .backward: distance = ahead - perCopy
        case .nearest: distance = ahead <= perCopy - ahead ? ahead : ahead - perCopy
        }
        // The anchor is laid out, so its linear position fits; the target's may lie one copy
        // beyond the content.
        guard let anchorLinear = repetition.linearPosition(of: anchor) else { return nil }
        let (targetLinear, overflow) = anchorLinear.addingReportingOverflow(distance)
        guard !overflow else { return nil }
        let targetCopy = Repetition.floorDiv(targetLinear, minus: targetFlat, perCopy)

        // The middle of the laid-out content and of the pair, both doubled to stay in integers
        // (in Double when they would overflow: only the ranking of copies depends on them).
        let firstLinear = -repetition.leadingItems
        let lastLinear = repetition.copies * perCopy + repetition.trailingItems - 1
        let twiceContentMiddle = Double(firstLinear) + Double(lastLinear)
        let twicePairMiddle = Double(anchorLinear) + Double(targetLinear)
        let step = repetition.copiesPerJump

        // Every laid-out copy for short content; for long content (millions of copies in a
        // hand-made repetition) the few multiples of `step` around the best shift.
        let first = repetition.firstCopyIndex, last = repetition.lastCopyIndex
        var copies: [Int] = []
        if last.subtractingReportingOverflow(first).partialValue <= 256 && last >= first {
            copies = Array(first...last)
        } else {
            let ideal = (twiceContentMiddle - twicePairMiddle) / (2 * Double(perCopy)) / Double(step)
            let base = ideal.isFinite ? Int(min(max(ideal.rounded(.down), -0x1p52), 0x1p52)) : 0
            for k in (base - 2)...(base + 3) {
                let (shift, overflow) = k.multipliedReportingOverflow(by: step)
                let (copy, overflow2) = targetCopy.addingReportingOverflow(shift)
                if !overflow, !overflow2, copy >= first, copy <= last { copies.append(copy) }
            }
        }

        var best: InfiniteScrollPlan?
        var bestCost = Double.infinity
        for copy in copies {
            let (shift, overflow) = copy.subtractingReportingOverflow(targetCopy)
            guard !overflow, shift % step == 0,
                  let movedAnchor = repetition.shifted(anchor, byCopies: shift),
                  let movedTarget = repetition.virtualIndexPath(for: source, inCopy: copy) else { continue }
            let cost = abs(twicePairMiddle + 2 * Double(shift) * Double(perCopy) - twiceContentMiddle)
            let better = cost < bestCost
                || (cost == bestCost && abs(shift) < abs(best?.preJumpCopies ?? Int.max))
            if better {
                bestCost = cost
                best = InfiniteScrollPlan(
                    preJumpCopies: shift, anchor: movedAnchor, target: movedTarget, distance: distance)
            }
        }
        return best
    }
}

extension InfiniteNavigation {
    /// The invisible jump that starts a planned scroll: `plan.anchor` (the anchor's twin) takes the
    /// place on screen of `anchor`, measured from the layout. Nil when the plan needs no jump or
    /// either item is not laid out.
    ///
    /// ```swift
    /// if let jump = InfiniteNavigation.preJump(for: plan, from: anchor, in: viewport, geometry: geometry) {
    ///     tableView.contentOffset.y = jump.targetOffset
    /// }
    /// ```
    ///
    /// - Complexity: O(1) plus two geometry look-ups.
    package static func preJump(
        for plan: InfiniteScrollPlan, from anchor: VirtualIndexPath,
        in viewport: ListViewport, geometry: some InfiniteListGeometry
    ) -> AnchoredJump? {
        guard plan.preJumpCopies != 0, plan.anchor != anchor, viewport.isFinite,
              let anchorEdge = geometry.leadingEdge(of: anchor),
              let twinEdge = geometry.leadingEdge(of: plan.anchor),
              anchorEdge.isFinite, twinEdge.isFinite else { return nil }
        let screenPosition = anchorEdge - viewport.offset
        return AnchoredJump(
            anchor: anchor, twin: plan.anchor, anchorScreenPosition: screenPosition,
            targetOffset: twinEdge - screenPosition, copies: plan.preJumpCopies)
    }
}

extension InfiniteNavigation {
    /// The laid-out item `step` places after `path` in layout order (across sections, skipping
    /// empty ones), or nil when that runs past either end of the virtual content or `path` is not
    /// laid out.
    ///
    /// ```swift
    /// // Sections of 2, 0 and 3 items: after the last item of section 0 comes section 2's first.
    /// InfiniteNavigation.virtualNeighbour(of: VirtualIndexPath(section: 0, item: 1), step: 1,
    ///                                     in: repetition)   // virtual[2, 0]
    /// ```
    ///
    /// - Complexity: O(log S), whatever `step` (main walked `step` items one by one).
    package static func virtualNeighbour(
        of path: VirtualIndexPath, step: Int, in repetition: Repetition
    ) -> VirtualIndexPath? {
        guard repetition.contains(path), let linear = repetition.linearPosition(of: path) else { return nil }
        let (target, overflow) = linear.addingReportingOverflow(step)
        guard !overflow else { return nil }
        return repetition.virtualIndexPath(atLinearPosition: target)
    }
}
