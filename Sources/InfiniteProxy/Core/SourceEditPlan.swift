import Foundation

/// Where every section and item of the client's data comes from after a batch of ``SourceEdits``,
/// with UIKit's rules for the batch (see ``ListEdits``), or nil when the batch is not one UIKit
/// would accept for these counts — or one the translation does not express.
///
/// The plan stores the edits only (per edited section, the sorted items that leave and arrive:
/// ``IndexEditMap``) and answers "where does old item i go" and "where does new item j come
/// from" by counting the edits before it, so its cost does not grow with the data.
///
/// ```swift
/// var edits = SourceEdits()
/// edits.deletedItems = [SourceIndexPath(section: 0, item: 0)]
/// let plan = SourceEditPlan(oldCounts: [3], newCounts: [2], edits: edits)
/// plan?.target(ofOld: SourceIndexPath(section: 0, item: 0))   // nil: deleted
/// plan?.target(ofOld: SourceIndexPath(section: 0, item: 2))   // source[0, 1]
/// plan?.origin(ofNew: SourceIndexPath(section: 0, item: 0))   // .kept(source[0, 1])
/// ```
///
/// Nil (the caller falls back to a reload) when:
/// - an index is out of range, or the counts do not add up as UIKit checks them;
/// - one old section or item is named by two operations (delete, reload, move), or one new
///   section or item is the destination of two (insert, move) — UIKit rejects these too;
/// - an item edit names a section that is itself deleted, reloaded or inserted (UIKit's handling
///   of these is not documented);
/// - an item moves into or out of a section that is deleted, reloaded or inserted.
///
/// - Complexity: creation O(S + U log U) for S sections and U edits — the O(S) part is one
///   comparison of the two count arrays (a `memcmp` when no section is edited); every look-up
///   O(log U). Memory O(U).
struct SourceEditPlan: Equatable, Sendable {
    /// Where a section or item after the batch comes from.
    enum Origin<Index: Equatable & Sendable>: Equatable, Sendable {
        /// Kept from `Index` before the batch (moved or not).
        case kept(Index)
        /// The one at `Index` before the batch, reloaded in place.
        case reloaded(Index)
        /// Inserted (or part of an inserted or reloaded section).
        case fresh
    }

    /// The validated edits.
    let edits: SourceEdits
    /// The client's counts before and after the batch, as given (negative counts read as 0).
    private let oldCounts: [Int]
    private let newCounts: [Int]
    /// The sections: deleted or moved away, inserted or moved in.
    private let sections: IndexEditMap
    /// Section moves, by old index and by new index.
    private let sectionMovesByOld: [Int: Int]
    private let sectionMovesByNew: [Int: Int]
    /// The kept old sections with item edits, sorted, each with its items' map (moves across
    /// sections leave one section's map and arrive in another's). Sections without an entry keep
    /// every item in place. Looked up by binary search: no hashing per look-up.
    private let itemMaps: [EditedSection]

    /// A kept old section whose items are edited, and how they move.
    private struct EditedSection: Equatable, Sendable {
        let section: Int
        let map: IndexEditMap
    }
    /// Item moves, by old path and by new path.
    private let itemMovesByOld: [SourceIndexPath: SourceIndexPath]
    private let itemMovesByNew: [SourceIndexPath: SourceIndexPath]

    init?(oldCounts: [Int], newCounts: [Int], edits: SourceEdits) {
        self.edits = edits
        self.oldCounts = oldCounts
        self.newCounts = newCounts

        // Sections: deletes and moves leave, inserts and moves arrive; reloads stay in place.
        guard let sections = IndexEditMap(
            oldCount: oldCounts.count, newCount: newCounts.count,
            removed: Array(edits.deletedSections) + edits.movedSections.map(\.from),
            added: Array(edits.insertedSections) + edits.movedSections.map(\.to)) else { return nil }
        for section in edits.reloadedSections {
            guard section >= 0, section < oldCounts.count, !sections.isRemoved(section) else { return nil }
        }
        self.sections = sections
        var sectionMovesByOld: [Int: Int] = [:], sectionMovesByNew: [Int: Int] = [:]
        sectionMovesByOld.reserveCapacity(edits.movedSections.count)
        for move in edits.movedSections {
            sectionMovesByOld[move.from] = move.to
            sectionMovesByNew[move.to] = move.from
        }
        self.sectionMovesByOld = sectionMovesByOld
        self.sectionMovesByNew = sectionMovesByNew

        // Items: grouped by the old section they leave and the new section they arrive in; each
        // must name a kept section (moved or not, never deleted, reloaded or inserted).
        var itemMovesByOld: [SourceIndexPath: SourceIndexPath] = [:], itemMovesByNew: [SourceIndexPath: SourceIndexPath] = [:]
        let reloadedSections = edits.reloadedSections
        func keptNew(ofOld section: Int) -> Int? {
            guard section >= 0, section < oldCounts.count,
                  reloadedSections.isEmpty || !reloadedSections.contains(section) else { return nil }
            if !sectionMovesByOld.isEmpty, let moved = sectionMovesByOld[section] { return moved }
            return sections.newIndex(ofOld: section)
        }
        func keptOld(ofNew section: Int) -> Int? {
            guard section >= 0, section < newCounts.count else { return nil }
            var old = sectionMovesByNew.isEmpty ? nil : sectionMovesByNew[section]
            if old == nil { old = sections.oldIndex(ofNew: section) }
            guard let old, reloadedSections.isEmpty || !reloadedSections.contains(old) else { return nil }
            return old
        }
        // (old section, item) pairs, grouped by sorting: no hashing per item.
        var removedItems: [(section: Int, item: Int)] = [], addedItems: [(section: Int, item: Int)] = []
        removedItems.reserveCapacity(edits.deletedItems.count + edits.movedItems.count)
        addedItems.reserveCapacity(edits.insertedItems.count + edits.movedItems.count)
        for path in edits.deletedItems {
            guard keptNew(ofOld: path.section) != nil else { return nil }
            removedItems.append((path.section, path.item))
        }
        for move in edits.movedItems {
            guard keptNew(ofOld: move.from.section) != nil, let old = keptOld(ofNew: move.to.section),
                  itemMovesByOld.updateValue(move.to, forKey: move.from) == nil,
                  itemMovesByNew.updateValue(move.from, forKey: move.to) == nil else { return nil }
            removedItems.append((move.from.section, move.from.item))
            addedItems.append((old, move.to.item))
        }
        for path in edits.insertedItems {
            guard let old = keptOld(ofNew: path.section) else { return nil }
            addedItems.append((old, path.item))
        }
        self.itemMovesByOld = itemMovesByOld
        self.itemMovesByNew = itemMovesByNew
        guard let itemMaps = Self.itemMaps(removed: removedItems, added: addedItems, oldCounts: oldCounts,
                                           newCounts: newCounts, keptNew: keptNew) else { return nil }
        self.itemMaps = itemMaps
        // Reloaded items stay in place: in a kept section, in range, not also deleted or moved.
        for path in edits.reloadedItems {
            guard keptNew(ofOld: path.section) != nil, path.item >= 0, path.item < max(0, oldCounts[path.section]),
                  !(Self.map(of: path.section, in: itemMaps)?.isRemoved(path.item) ?? false) else { return nil }
        }
        guard Self.countsAddUp(oldCounts, newCounts, sections: sections, edits: edits,
                               itemMaps: itemMaps, keptNew: keptNew) else { return nil }
    }

    // MARK: Sections

    /// Where new section `section` comes from; nil when out of range.
    ///
    /// - Complexity: O(log U).
    func sectionOrigin(ofNew section: Int) -> Origin<Int>? {
        guard section >= 0, section < newCounts.count else { return nil }
        if !sectionMovesByNew.isEmpty, let from = sectionMovesByNew[section] { return .kept(from) }
        guard let old = sections.oldIndex(ofNew: section) else { return .fresh }
        return !edits.reloadedSections.isEmpty && edits.reloadedSections.contains(old) ? .reloaded(old) : .kept(old)
    }

    /// Where old section `section` is after the batch (kept or reloaded); nil when deleted or out
    /// of range.
    ///
    /// - Complexity: O(log U).
    func sectionTarget(ofOld section: Int) -> Int? {
        guard section >= 0, section < oldCounts.count else { return nil }
        if !sectionMovesByOld.isEmpty, let moved = sectionMovesByOld[section] { return moved }
        return sections.newIndex(ofOld: section)
    }

    /// Whether the client moved old section `section`.
    func isSectionMoved(_ section: Int) -> Bool { !sectionMovesByOld.isEmpty && sectionMovesByOld[section] != nil }

    // MARK: Items

    /// Where the old item at `path` is after the batch; nil when it was deleted, its section was
    /// deleted or reloaded, or `path` is out of range.
    ///
    /// - Complexity: O(log U).
    func target(ofOld path: SourceIndexPath) -> SourceIndexPath? {
        guard path.section >= 0, path.section < oldCounts.count, path.item >= 0,
              path.item < max(0, oldCounts[path.section]),
              edits.reloadedSections.isEmpty || !edits.reloadedSections.contains(path.section),
              let section = sectionTarget(ofOld: path.section) else { return nil }
        if !itemMovesByOld.isEmpty, let moved = itemMovesByOld[path] { return moved }
        guard let map = Self.map(of: path.section, in: itemMaps) else { return SourceIndexPath(section: section, item: path.item) }
        return map.newIndex(ofOld: path.item).map { SourceIndexPath(section: section, item: $0) }
    }

    /// Where the new item at `path` comes from: `.fresh` when inserted or in an inserted or
    /// reloaded section; nil when `path` is out of range.
    ///
    /// - Complexity: O(log U).
    func origin(ofNew path: SourceIndexPath) -> Origin<SourceIndexPath>? {
        guard path.section >= 0, path.section < newCounts.count, path.item >= 0,
              path.item < max(0, newCounts[path.section]),
              let sectionOrigin = sectionOrigin(ofNew: path.section) else { return nil }
        guard case .kept(let old) = sectionOrigin else { return .fresh }
        if !itemMovesByNew.isEmpty, let from = itemMovesByNew[path] { return .kept(from) }
        var item = path.item
        if let map = Self.map(of: old, in: itemMaps) {
            guard let found = map.oldIndex(ofNew: item) else { return .fresh }
            item = found
        }
        let source = SourceIndexPath(section: old, item: item)
        return isReloaded(source) ? .reloaded(source) : .kept(source)
    }

    /// Calls `body` with each old item of `section` in `items` (clamped to its items) and
    /// ``target(ofOld:)`` of it, in order: the section is resolved once, then its edits are walked.
    ///
    /// - Complexity: O(log U + |items| + U).
    func forEachTarget(ofOldItems items: Range<Int>, inSection section: Int,
                       _ body: (_ item: Int, _ target: SourceIndexPath?) -> Void) {
        guard section >= 0, section < oldCounts.count else { return }
        let lower = max(0, items.lowerBound), upper = min(max(0, oldCounts[section]), items.upperBound)
        guard lower < upper else { return }
        guard edits.reloadedSections.isEmpty || !edits.reloadedSections.contains(section),
              let newSection = sectionTarget(ofOld: section) else {
            for item in lower..<upper { body(item, nil) }
            return
        }
        guard let map = Self.map(of: section, in: itemMaps) else {
            for item in lower..<upper { body(item, SourceIndexPath(section: newSection, item: item)) }
            return
        }
        map.forEachNewIndex(ofOld: lower..<upper) { item, new in
            if let new {
                body(item, SourceIndexPath(section: newSection, item: new))
            } else {
                body(item, itemMovesByOld.isEmpty ? nil : itemMovesByOld[SourceIndexPath(section: section, item: item)])
            }
        }
    }

    /// Calls `body` with each new item of `section` in `items` (clamped to its items) and
    /// ``origin(ofNew:)`` of it, in order.
    ///
    /// - Complexity: O(log U + |items| + U).
    func forEachOrigin(ofNewItems items: Range<Int>, inSection section: Int,
                       _ body: (_ item: Int, _ origin: Origin<SourceIndexPath>) -> Void) {
        guard section >= 0, section < newCounts.count else { return }
        let lower = max(0, items.lowerBound), upper = min(max(0, newCounts[section]), items.upperBound)
        guard lower < upper else { return }
        guard case .kept(let old)? = sectionOrigin(ofNew: section) else {
            for item in lower..<upper { body(item, .fresh) }
            return
        }
        func origin(_ item: Int, _ oldItem: Int?) -> Origin<SourceIndexPath> {
            guard let oldItem else {
                guard !itemMovesByNew.isEmpty, let from = itemMovesByNew[SourceIndexPath(section: section, item: item)]
                else { return .fresh }
                return .kept(from)
            }
            let source = SourceIndexPath(section: old, item: oldItem)
            return isReloaded(source) ? .reloaded(source) : .kept(source)
        }
        guard let map = Self.map(of: old, in: itemMaps) else {
            for item in lower..<upper { body(item, origin(item, item)) }
            return
        }
        map.forEachOldIndex(ofNew: lower..<upper) { item, oldItem in body(item, origin(item, oldItem)) }
    }

    /// Whether the old item was reloaded.
    func isReloaded(_ path: SourceIndexPath) -> Bool { !edits.reloadedItems.isEmpty && edits.reloadedItems.contains(path) }

    /// Whether the client moved the old item.
    func isMoved(_ path: SourceIndexPath) -> Bool { !itemMovesByOld.isEmpty && itemMovesByOld[path] != nil }

    // MARK: Item maps

    /// The maps of the sections with item edits, sorted by old section; nil when one does not add
    /// up (see ``IndexEditMap``).
    ///
    /// - Complexity: O(U log U).
    private static func itemMaps(
        removed: [(section: Int, item: Int)], added: [(section: Int, item: Int)],
        oldCounts: [Int], newCounts: [Int], keptNew: (Int) -> Int?
    ) -> [EditedSection]? {
        let removed = removed.sorted { $0.section < $1.section }, added = added.sorted { $0.section < $1.section }
        var maps: [EditedSection] = []
        var r = 0, a = 0
        while r < removed.count || a < added.count {
            let section = min(r < removed.count ? removed[r].section : .max, a < added.count ? added[a].section : .max)
            var leaving: [Int] = [], arriving: [Int] = []
            while r < removed.count && removed[r].section == section { leaving.append(removed[r].item); r += 1 }
            while a < added.count && added[a].section == section { arriving.append(added[a].item); a += 1 }
            guard let new = keptNew(section),
                  let map = IndexEditMap(oldCount: oldCounts[section], newCount: newCounts[new],
                                         removed: leaving, added: arriving) else { return nil }
            maps.append(EditedSection(section: section, map: map))
        }
        return maps
    }

    /// The map of old section `section`, nil when its items are not edited.
    ///
    /// - Complexity: O(log U).
    private static func map(of section: Int, in maps: [EditedSection]) -> IndexEditMap? {
        var low = 0, high = maps.count
        while low < high {
            let middle = low + (high - low) / 2
            if maps[middle].section < section { low = middle + 1 } else { high = middle }
        }
        return low < maps.count && maps[low].section == section ? maps[low].map : nil
    }

    // MARK: Validation

    /// Whether every kept section without item edits keeps its count (sections with item edits
    /// were checked by their maps; inserted and reloaded sections may have any count).
    ///
    /// - Complexity: O(S), a `memcmp` of the two arrays when no section is edited and they agree.
    private static func countsAddUp(
        _ oldCounts: [Int], _ newCounts: [Int], sections: IndexEditMap, edits: SourceEdits,
        itemMaps: [EditedSection], keptNew: (Int) -> Int?
    ) -> Bool {
        if sections.isIdentity && edits.reloadedSections.isEmpty {
            // The common case: the same sections. Equal arrays settle it without a loop in Swift.
            let same = oldCounts.withUnsafeBufferPointer { old in
                newCounts.withUnsafeBufferPointer { new in
                    guard let a = old.baseAddress, let b = new.baseAddress else { return true }
                    return memcmp(a, b, old.count * MemoryLayout<Int>.stride) == 0
                }
            }
            if same { return true }
            for section in oldCounts.indices where max(0, oldCounts[section]) != max(0, newCounts[section]) {
                guard map(of: section, in: itemMaps) != nil else { return false }
            }
            return true
        }
        for old in oldCounts.indices where map(of: old, in: itemMaps) == nil {
            guard let new = keptNew(old) else { continue }
            guard max(0, oldCounts[old]) == max(0, newCounts[new]) else { return false }
        }
        return true
    }
}
