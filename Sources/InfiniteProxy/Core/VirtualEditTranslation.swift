import Foundation

/// The client's structural edits translated into the edits the view must be told, so that the
/// view's count validation holds and every twin animates.
///
/// A virtual item is a twin: a copy index (``Repetition/copyIndex(of:)``; padding before the first
/// whole copy is copy −1 and so on) and a source item. The same twin exists before and after the
/// edits when its copy is laid out in both plans and its source item survives. The translation
/// gives every copy and every piece of padding the client's edit, and adds what the new plan adds
/// or removes at the ends:
/// - a twin laid out before and after keeps its place in the order (nothing), is reloaded (the
///   client reloaded its item) or moved (the client moved its item);
/// - a twin laid out only before is deleted (its item was deleted, or its copy or padding is gone);
/// - a twin laid out only after is inserted (its item is new, or its copy or padding is new).
///
/// Applying ``edits`` to the old virtual list with UIKit's batch rules gives exactly the new one.
///
/// ```swift
/// // 3 rows, 2 copies, 1 row of padding each side: [2 | 0 1 2 | 0 1 2 | 0]
/// let old = Repetition(sourceItemCounts: [3], copies: 2, leadingItems: 1, trailingItems: 1)
/// let new = Repetition(sourceItemCounts: [2], copies: 2, leadingItems: 1, trailingItems: 1)
/// var edits = SourceEdits()
/// edits.deletedItems = [SourceIndexPath(section: 0, item: 0)]          // [2 | 1 2 | 1 2 | 1]
/// let translation = VirtualEditTranslation(old: old, new: new, edits: edits)
/// translation?.edits.deletedItems      // virtual[0, 1], [0, 4], [0, 7]
/// translation?.edits.insertedItems     // virtual[0, 5]: the trailing padding now shows row 1
/// ```
///
/// Nil — the caller reloads and keeps the position instead — when:
/// - the edits are not a valid batch for these counts, or name sections they also edit (see
///   ``SourceEditPlan``);
/// - the content changes between one source section (rows repeat inside one virtual section) and
///   several (sections repeat as blocks), in either direction;
/// - a single source section is moved, or deleted without being inserted again;
/// - either repetition overflowed, or the client's data has more than
///   ``Repetition/maximumVirtualItems`` items (such content never loops; this bounds the copy
///   arithmetic);
/// - the view would be told more than ``maximumVirtualEdits`` operations (a reload is cheaper).
///
/// - Complexity: O(S + (E·C + P)·log E) for S source sections, E edits, C copies and P items (or
///   sections) in copies that are not whole in both plans (padding, copies added or removed): the
///   edits are emitted once per copy, and only the padding is visited item by item. Independent
///   of the number of rows.
package struct VirtualEditTranslation: Sendable {
    /// Beyond this many virtual operations the translation gives up (the caller reloads).
    package static let maximumVirtualEdits = 20_000

    /// What to tell the view.
    package let edits: VirtualEdits
    package let old: Repetition
    package let new: Repetition
    /// Where each source item and section goes.
    private let plan: SourceEditPlan

    /// Translates `edits`, made by the client to content planned as `old` and now planned as `new`.
    package init?(old: Repetition, new: Repetition, edits: SourceEdits) {
        guard old.finiteReason != .overflow, new.finiteReason != .overflow,
              old.itemsPerCopy <= Repetition.maximumVirtualItems, new.itemsPerCopy <= Repetition.maximumVirtualItems,
              let plan = SourceEditPlan(oldCounts: old.sourceItemCounts, newCounts: new.sourceItemCounts, edits: edits)
        else { return nil }
        var builder = Builder(limit: Self.maximumVirtualEdits)
        if old.numberOfVirtualSections == 0 || new.numberOfVirtualSections == 0 {
            builder.replaceSections(deleted: 0..<old.numberOfVirtualSections, inserted: 0..<new.numberOfVirtualSections)
        } else if old.repeatsWithinSection && new.repeatsWithinSection {
            guard Self.translateSingleSection(old, new, plan, &builder) else { return nil }
        } else if !old.repeatsWithinSection && !new.repeatsWithinSection {
            guard Self.translateBlocks(old, new, plan, &builder) else { return nil }
        } else {
            return nil
        }
        guard !builder.overflowed else { return nil }
        self.edits = builder.edits
        self.old = old
        self.new = new
        self.plan = plan
    }

    // MARK: Following an item

    /// Where the client's item at `path` is after `edits` (counts `oldCounts` → `newCounts`), nil
    /// when it was deleted or reloaded with its section, or the edits are not a valid batch. Used
    /// where the view reloads instead (the item kept on screen is the same item).
    ///
    /// ```swift
    /// var edits = SourceEdits()
    /// edits.insertedItems = [SourceIndexPath(section: 0, item: 0)]
    /// VirtualEditTranslation.sourceIndexPath(following: SourceIndexPath(section: 0, item: 4),
    ///                                        oldCounts: [9], newCounts: [10], edits: edits)  // source[0, 5]
    /// ```
    ///
    /// - Complexity: O(S + E log E) for S sections and E edits.
    package static func sourceIndexPath(
        following path: SourceIndexPath, oldCounts: [Int], newCounts: [Int], edits: SourceEdits
    ) -> SourceIndexPath? {
        SourceEditPlan(oldCounts: oldCounts, newCounts: newCounts, edits: edits)?.target(ofOld: path)
    }

    /// Where the twin at `virtual` (before the edits) is after them, nil when it is gone (its item
    /// deleted, its copy or padding no longer laid out, or its section reloaded).
    ///
    /// - Complexity: O(log E) for E edits.
    package func newVirtualIndexPath(forOld virtual: VirtualIndexPath) -> VirtualIndexPath? {
        guard old.contains(virtual) else { return nil }
        let copy = old.copyIndex(of: virtual)
        guard let target = plan.target(ofOld: old.sourceIndexPath(for: virtual)) else { return nil }
        return new.virtualIndexPath(for: target, inCopy: copy)
    }

    /// ``newVirtualIndexPath(forOld:)`` for `virtual`, else for the nearest twin around it (in its
    /// virtual section, alternately after and before, up to `reach` items away) that survives.
    ///
    /// - Complexity: O(reach · log E).
    package func survivingVirtualIndexPath(near virtual: VirtualIndexPath, reach: Int = 64) -> VirtualIndexPath? {
        if let found = newVirtualIndexPath(forOld: virtual) { return found }
        guard reach > 0 else { return nil }
        for distance in 1...reach {
            for item in [virtual.item + distance, virtual.item - distance] {
                if let found = newVirtualIndexPath(forOld: VirtualIndexPath(section: virtual.section, item: item)) {
                    return found
                }
            }
        }
        return nil
    }

    /// The twin to keep in place of the one at `virtual` (the centred twin before the edits):
    /// where that twin is after them; when its copy or padding is no longer laid out but its
    /// item survives (a plan with fewer copies), the new twin of that same item nearest
    /// ``survivingVirtualIndexPath(near:)``'s answer; else that answer (the item was deleted).
    ///
    /// ```swift
    /// // 10 items in 5 copies → 11 items in 2 copies; item 3 of copy 4 (virtual 43) is gone,
    /// // its item is not: its twin in copy 1 (virtual 14), not the nearest survivor (old 19).
    /// translation.keptVirtualIndexPath(for: VirtualIndexPath(section: 0, item: 43))
    /// ```
    ///
    /// - Complexity: O(reach · log E), as ``survivingVirtualIndexPath(near:reach:)``.
    package func keptVirtualIndexPath(for virtual: VirtualIndexPath) -> VirtualIndexPath? {
        if let found = newVirtualIndexPath(forOld: virtual) { return found }
        let nearest = survivingVirtualIndexPath(near: virtual)
        guard old.contains(virtual), let item = plan.target(ofOld: old.sourceIndexPath(for: virtual)) else { return nearest }
        return new.nearestVirtualIndexPath(to: item, near: nearest ?? virtual) ?? nearest
    }

    // MARK: One source section

    private static func translateSingleSection(
        _ old: Repetition, _ new: Repetition, _ plan: SourceEditPlan, _ builder: inout Builder
    ) -> Bool {
        switch plan.sectionOrigin(ofNew: 0) {
        case .kept?:
            guard !plan.isSectionMoved(0) else { return false }
        case .reloaded?:
            builder.reloadSection(0)
            return true
        case .fresh?, nil:
            // The only section deleted and inserted again: so is its one virtual section.
            builder.replaceSections(deleted: 0..<1, inserted: 0..<1)
            return true
        }
        let n = old.itemsPerCopy, n2 = new.itemsPerCopy
        let (l, l2) = (old.leadingItems, new.leadingItems)
        let total = old.totalVirtualItems, total2 = new.totalVirtualItems
        let edits = plan.edits
        // The old items the edits name (each classified once per copy), and the new ones inserted.
        var edited: [Int] = []
        edited.reserveCapacity(edits.deletedItems.count + edits.reloadedItems.count + edits.movedItems.count)
        for path in edits.deletedItems { edited.append(path.item) }
        for path in edits.reloadedItems { edited.append(path.item) }
        for move in edits.movedItems { edited.append(move.from.item) }
        let inserted = edits.insertedItems.map(\.item)
        func vp(_ item: Int) -> VirtualIndexPath { VirtualIndexPath(section: 0, item: item) }
        func classify(_ item: Int, _ target: SourceIndexPath?, start: Int, start2: Int) {
            let path = SourceIndexPath(section: 0, item: item)
            Self.classify(oldPosition: start + item, target: target, reloaded: plan.isReloaded(path),
                          moved: plan.isMoved(path), start2: start2, total2: total2, &builder)
        }

        // Copies laid out in either plan: copy k holds positions l + k·n ..< l + (k+1)·n.
        func copyRange(_ count: Int, _ lead: Int, _ all: Int) -> ClosedRange<Int>? {
            guard count > 0, all > 0 else { return nil }
            return Repetition.floorDiv(-lead, count)...Repetition.floorDiv(all - 1 - lead, count)
        }
        let oldCopies = copyRange(n, l, total), newCopies = copyRange(n2, l2, total2)
        guard let range = [oldCopies, newCopies].compactMap({ $0 }).reduce(nil as ClosedRange<Int>?, { partial, next in
            partial.map { min($0.lowerBound, next.lowerBound)...max($0.upperBound, next.upperBound) } ?? next
        }) else { return true }
        for copy in range {
            let start = l + copy * n, start2 = l2 + copy * n2
            let wholeBefore = n > 0 && start >= 0 && start + n <= total
            let wholeAfter = n2 > 0 && start2 >= 0 && start2 + n2 <= total2
            if wholeBefore && wholeAfter {
                for item in edited {
                    classify(item, plan.target(ofOld: SourceIndexPath(section: 0, item: item)), start: start, start2: start2)
                }
                for item in inserted { builder.insertItem(vp(start2 + item)) }
            } else {
                // Only the part of the copy laid out (padding, or a copy added or removed), walked
                // in order against the edits.
                let (lower, upper) = (max(0, -start), min(n, total - start))
                if lower < upper {
                    plan.forEachTarget(ofOldItems: lower..<upper, inSection: 0) { item, target in
                        classify(item, target, start: start, start2: start2)
                    }
                }
                let (lower2, upper2) = (max(0, -start2), min(n2, total2 - start2))
                if lower2 < upper2 {
                    plan.forEachOrigin(ofNewItems: lower2..<upper2, inSection: 0) { item, origin in
                        switch origin {
                        case .fresh:
                            builder.insertItem(vp(start2 + item))
                        case .kept(let path), .reloaded(let path):
                            let before = start + path.item
                            if n == 0 || before < 0 || before >= total { builder.insertItem(vp(start2 + item)) }
                        }
                    }
                }
            }
            if builder.overflowed { return true }
        }
        return true
    }

    /// What happens to the old twin at `oldPosition` whose item goes to `target`.
    private static func classify(
        oldPosition: Int, target: SourceIndexPath?, reloaded: Bool, moved: Bool, start2: Int, total2: Int,
        _ builder: inout Builder
    ) {
        let from = VirtualIndexPath(section: 0, item: oldPosition)
        guard let target else { return builder.deleteItem(from) }
        let position = start2 + target.item
        guard position >= 0, position < total2 else { return builder.deleteItem(from) }
        if reloaded {
            builder.reloadItem(from)
        } else if moved {
            builder.moveItem(from, VirtualIndexPath(section: 0, item: position))
        }
    }

    // MARK: Sections repeated as blocks

    private static func translateBlocks(
        _ old: Repetition, _ new: Repetition, _ plan: SourceEditPlan, _ builder: inout Builder
    ) -> Bool {
        let s = old.sourceSectionCount, s2 = new.sourceSectionCount
        let copies = old.copies, copies2 = new.copies
        let e = plan.edits
        let itemEdited = Array(e.deletedItems) + Array(e.reloadedItems)
        for copy in 0..<max(copies, copies2) {
            guard copy < copies else {
                for section in 0..<s2 { builder.insertSection(copy * s2 + section) }
                continue
            }
            guard copy < copies2 else {
                for section in 0..<s { builder.deleteSection(copy * s + section) }
                continue
            }
            let base = copy * s, base2 = copy * s2
            for section in e.deletedSections { builder.deleteSection(base + section) }
            for section in e.insertedSections { builder.insertSection(base2 + section) }
            for section in e.reloadedSections { builder.reloadSection(base + section) }
            for move in e.movedSections { builder.moveSection(base + move.from, base2 + move.to) }
            for path in itemEdited {
                let from = VirtualIndexPath(section: base + path.section, item: path.item)
                if e.deletedItems.contains(path) { builder.deleteItem(from) } else { builder.reloadItem(from) }
            }
            for path in e.insertedItems { builder.insertItem(VirtualIndexPath(section: base2 + path.section, item: path.item)) }
            for move in e.movedItems {
                builder.moveItem(VirtualIndexPath(section: base + move.from.section, item: move.from.item),
                                 VirtualIndexPath(section: base2 + move.to.section, item: move.to.item))
            }
            if builder.overflowed { return true }
        }
        return true
    }

    // MARK: Collecting

    /// Collects virtual edits, counting them against the limit; the sets are built once, at their
    /// final size (no rehashing while they grow).
    private struct Builder {
        private var deletedItems: [VirtualIndexPath] = []
        private var insertedItems: [VirtualIndexPath] = []
        private var reloadedItems: [VirtualIndexPath] = []
        private var movedItems: [ListMove<VirtualIndexPath>] = []
        private var deletedSections: [Int] = []
        private var insertedSections: [Int] = []
        private var reloadedSections: [Int] = []
        private var movedSections: [ListMove<Int>] = []
        let limit: Int
        var count = 0
        var overflowed: Bool { count > limit }

        init(limit: Int) { self.limit = limit }

        /// What to tell the view.
        var edits: VirtualEdits {
            var edits = VirtualEdits()
            if !deletedItems.isEmpty { edits.deletedItems = Set(deletedItems) }
            if !insertedItems.isEmpty { edits.insertedItems = Set(insertedItems) }
            if !reloadedItems.isEmpty { edits.reloadedItems = Set(reloadedItems) }
            edits.movedItems = movedItems
            if !deletedSections.isEmpty { edits.deletedSections = Set(deletedSections) }
            if !insertedSections.isEmpty { edits.insertedSections = Set(insertedSections) }
            if !reloadedSections.isEmpty { edits.reloadedSections = Set(reloadedSections) }
            edits.movedSections = movedSections
            return edits
        }

        mutating func deleteItem(_ path: VirtualIndexPath) { count += 1; deletedItems.append(path) }
        mutating func insertItem(_ path: VirtualIndexPath) { count += 1; insertedItems.append(path) }
        mutating func reloadItem(_ path: VirtualIndexPath) { count += 1; reloadedItems.append(path) }
        mutating func moveItem(_ from: VirtualIndexPath, _ to: VirtualIndexPath) {
            count += 1
            movedItems.append(ListMove(from: from, to: to))
        }
        mutating func deleteSection(_ section: Int) { count += 1; deletedSections.append(section) }
        mutating func insertSection(_ section: Int) { count += 1; insertedSections.append(section) }
        mutating func reloadSection(_ section: Int) { count += 1; reloadedSections.append(section) }
        /// Every section replaced: one operation each way, whatever the sections (not counted).
        mutating func replaceSections(deleted: Range<Int>, inserted: Range<Int>) {
            deletedSections.append(contentsOf: deleted)
            insertedSections.append(contentsOf: inserted)
        }
        mutating func moveSection(_ from: Int, _ to: Int) {
            count += 1
            movedSections.append(ListMove(from: from, to: to))
        }
    }
}
