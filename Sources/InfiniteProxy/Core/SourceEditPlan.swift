import Foundation

/// Where every section and item of the client's data comes from after a batch of ``SourceEdits``,
/// with UIKit's rules for the batch (see ``ListEdits``), or nil when the batch is not one UIKit
/// would accept for these counts — or one the translation does not express.
///
/// ```swift
/// var edits = SourceEdits()
/// edits.deletedItems = [SourceIndexPath(section: 0, item: 0)]
/// let plan = SourceEditPlan(oldCounts: [3], newCounts: [2], edits: edits)
/// plan?.itemTargets[0]    // [nil, source[0, 0], source[0, 1]]
/// ```
///
/// Nil (the caller falls back to a reload) when:
/// - an index is out of range, or the counts do not add up as UIKit checks them;
/// - one old section or item is named by two operations (delete, reload, move), or one new
///   section or item is the destination of two (insert, move) — UIKit rejects these too;
/// - an item edit names a section that is itself deleted, reloaded or inserted (UIKit's handling
///   of these is not documented);
/// - an item moves into or out of a section that is deleted, reloaded or inserted;
/// - the client's data has more than ``Repetition/maximumVirtualItems`` items.
///
/// - Complexity: O(S + N + U log U) for S sections, N items and U edits.
struct SourceEditPlan: Equatable {
    /// Where a section or item after the batch comes from.
    enum Origin<Index: Equatable>: Equatable {
        /// Kept from `Index` before the batch (moved or not).
        case kept(Index)
        /// The one at `Index` before the batch, reloaded in place.
        case reloaded(Index)
        /// Inserted (or part of an inserted section).
        case fresh
    }

    /// Per new section.
    var sectionOrigins: [Origin<Int>]
    /// Per old section: its index after the batch (kept or reloaded), nil when deleted.
    var sectionTargets: [Int?]
    /// Per old section: whether it was moved by the client.
    var sectionMoved: [Bool]
    /// Per new section, per item (empty for a fresh or reloaded section).
    var itemOrigins: [[Origin<SourceIndexPath>]]
    /// Per old section, per item: its path after the batch, nil when deleted (or its section
    /// is not kept).
    var itemTargets: [[SourceIndexPath?]]
    /// The validated edits.
    let edits: SourceEdits

    init?(oldCounts rawOld: [Int], newCounts rawNew: [Int], edits: SourceEdits) {
        let oldCounts = rawOld.map { max(0, $0) }
        let newCounts = rawNew.map { max(0, $0) }
        guard Self.total(oldCounts) <= Repetition.maximumVirtualItems,
              Self.total(newCounts) <= Repetition.maximumVirtualItems else { return nil }
        self.edits = edits
        let oldSections = oldCounts.count
        let newSections = newCounts.count

        // Sections.
        let movedFrom = edits.movedSections.map(\.from)
        let movedTo = edits.movedSections.map(\.to)
        let oldNamed = Array(edits.deletedSections) + Array(edits.reloadedSections) + movedFrom
        let newNamed = Array(edits.insertedSections) + movedTo
        guard Set(oldNamed).count == oldNamed.count, Set(newNamed).count == newNamed.count,
              oldNamed.allSatisfy({ $0 >= 0 && $0 < oldSections }),
              newNamed.allSatisfy({ $0 >= 0 && $0 < newSections }),
              newSections == oldSections - edits.deletedSections.count + edits.insertedSections.count
        else { return nil }
        var origins = [Origin<Int>?](repeating: nil, count: newSections)
        for section in edits.insertedSections { origins[section] = .fresh }
        for move in edits.movedSections { origins[move.to] = .kept(move.from) }
        let movedSet = Set(movedFrom)
        var survivors = (0..<oldSections).lazy.filter {
            !edits.deletedSections.contains($0) && !movedSet.contains($0)
        }.makeIterator()
        for index in 0..<newSections where origins[index] == nil {
            guard let old = survivors.next() else { return nil }
            origins[index] = edits.reloadedSections.contains(old) ? .reloaded(old) : .kept(old)
        }
        sectionOrigins = origins.map { $0 ?? .fresh }
        sectionTargets = [Int?](repeating: nil, count: oldSections)
        sectionMoved = (0..<oldSections).map { movedSet.contains($0) }
        var keptNewOfOld = [Int?](repeating: nil, count: oldSections)
        for (index, origin) in sectionOrigins.enumerated() {
            switch origin {
            case .kept(let old): sectionTargets[old] = index; keptNewOfOld[old] = index
            case .reloaded(let old): sectionTargets[old] = index
            case .fresh: break
            }
        }

        // Items: every named path must be in a kept section, in range, and named once.
        let itemMovedFrom = edits.movedItems.map(\.from)
        let itemMovedTo = edits.movedItems.map(\.to)
        let oldItems = Array(edits.deletedItems) + Array(edits.reloadedItems) + itemMovedFrom
        let newItems = Array(edits.insertedItems) + itemMovedTo
        guard Set(oldItems).count == oldItems.count, Set(newItems).count == newItems.count else { return nil }
        for path in oldItems {
            guard path.section >= 0, path.section < oldSections, keptNewOfOld[path.section] != nil,
                  path.item >= 0, path.item < oldCounts[path.section] else { return nil }
        }
        var newIsKept = [Bool](repeating: false, count: newSections)
        for (index, origin) in sectionOrigins.enumerated() {
            if case .kept = origin { newIsKept[index] = true }
        }
        for path in newItems {
            guard path.section >= 0, path.section < newSections, newIsKept[path.section],
                  path.item >= 0, path.item < newCounts[path.section] else { return nil }
        }

        var itemOrigins: [[Origin<SourceIndexPath>]] = []
        itemOrigins.reserveCapacity(newSections)
        var targets = oldCounts.map { [SourceIndexPath?](repeating: nil, count: $0) }
        var removed = oldCounts.map { [Bool](repeating: false, count: $0) }
        for path in edits.deletedItems { removed[path.section][path.item] = true }
        for path in itemMovedFrom { removed[path.section][path.item] = true }
        var slotsBySection = newCounts.map { [Origin<SourceIndexPath>?](repeating: nil, count: $0) }
        for path in edits.insertedItems { slotsBySection[path.section][path.item] = .fresh }
        for move in edits.movedItems { slotsBySection[move.to.section][move.to.item] = .kept(move.from) }
        for newSection in 0..<newSections {
            guard case .kept(let old) = sectionOrigins[newSection] else {
                itemOrigins.append([])
                continue
            }
            var slots = slotsBySection[newSection]
            var next = 0
            for index in slots.indices where slots[index] == nil {
                while next < oldCounts[old] && removed[old][next] { next += 1 }
                guard next < oldCounts[old] else { return nil }   // counts do not add up
                let path = SourceIndexPath(section: old, item: next)
                slots[index] = edits.reloadedItems.contains(path) ? .reloaded(path) : .kept(path)
                next += 1
            }
            while next < oldCounts[old] && removed[old][next] { next += 1 }
            guard next == oldCounts[old] else { return nil }       // old items left over
            var origins: [Origin<SourceIndexPath>] = []
            origins.reserveCapacity(slots.count)
            for (index, slot) in slots.enumerated() {
                let origin = slot ?? .fresh
                origins.append(origin)
                switch origin {
                case .kept(let path), .reloaded(let path):
                    targets[path.section][path.item] = SourceIndexPath(section: newSection, item: index)
                case .fresh: break
                }
            }
            itemOrigins.append(origins)
        }
        self.itemOrigins = itemOrigins
        self.itemTargets = targets
    }

    /// Whether the old item was reloaded.
    func isReloaded(_ path: SourceIndexPath) -> Bool { edits.reloadedItems.contains(path) }

    private static func total(_ counts: [Int]) -> Int {
        var sum = 0
        for count in counts {
            let (next, overflow) = sum.addingReportingOverflow(count)
            if overflow { return .max }
            sum = next
        }
        return sum
    }
}
