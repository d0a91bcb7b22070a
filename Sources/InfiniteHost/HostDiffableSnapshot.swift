import Foundation

/// A model of `NSDiffableDataSourceSnapshot`: sections and items identified by unique values,
/// and the batch a diffable data source sends its view when it applies one snapshot over another.
///
/// ```swift
/// var snapshot = HostDiffableSnapshot<Int, String>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(["a", "b"], toSection: 0)
/// var next = snapshot
/// next.deleteItems(["a"])
/// snapshot.batchUpdate(to: next).deletedItems     // [[0, 0]]
/// ```
///
/// What the batch is — the host's model of UIKit's diff (**guess**, from the documented
/// behaviour: sections and items are matched by identifier, the view gets one batch of
/// deletes, inserts, moves and reloads):
/// - sections not in the new snapshot are deleted, new ones inserted; of the sections in both,
///   those outside a longest run that keeps their order are moved;
/// - an item in a section that is in both snapshots stays (or moves) when it is still in such a
///   section; within a section the items outside a longest run that keeps their order, and the
///   items coming from another section, are moved; items that leave for an inserted section or
///   disappear are deleted, items that are new or come from a deleted section are inserted;
/// - items marked with ``reloadItems(_:)`` that stay in place are reloaded (old paths).
/// - items marked with ``reconfigureItems(_:)`` whose cells survive the batch (in place, moved
///   within or across kept sections) are reconfigured with their old paths — the view
///   reconfigures them where the batch puts them (**guess**: the documented contract is only that
///   the cells are kept and updated); an item deleted and inserted again gets a new cell anyway.
///
/// Evidence for the calls (a decompilation of UIKitCore's `_UIDiffableDataSourceViewUpdater`,
/// public in several class-dump repositories): the updater turns its update items into the
/// view's public `reloadSections`, `deleteSections`, `insertSections`,
/// `reconfigureItemsAtIndexPaths:`/`reconfigureRowsAtIndexPaths:` (reload items flagged as
/// reconfigures, with their paths *before* the update), `reloadItems…`, `deleteItems…`,
/// `insertItems…`, `moveSection:toSection:` and `moveItemAtIndexPath:toIndexPath:`, all inside
/// one public `performBatchUpdates:completion:` whose block first switches the snapshot.
///
/// - Complexity: the diff is O(n log n) for n items and sections.
package struct HostDiffableSnapshot<SectionID: Hashable, ItemID: Hashable> {
    /// Sections in order, each with its items in order.
    package private(set) var sections: [(id: SectionID, items: [ItemID])] = []
    /// Items marked for reloading by the next apply.
    package private(set) var reloadedItemIDs: Set<ItemID> = []
    /// Items marked for reconfiguring by the next apply (iOS 15).
    package private(set) var reconfiguredItemIDs: Set<ItemID> = []

    package init() {}

    package var numberOfSections: Int { sections.count }
    package var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    package var sectionIdentifiers: [SectionID] { sections.map(\.id) }
    package var itemIdentifiers: [ItemID] { sections.flatMap(\.items) }

    package func numberOfItems(inSection section: Int) -> Int {
        section >= 0 && section < sections.count ? sections[section].items.count : 0
    }

    /// The item at `path`, nil outside the snapshot.
    package func itemIdentifier(at path: IndexPath) -> ItemID? {
        guard path.count == 2, path[0] >= 0, path[0] < sections.count,
              path[1] >= 0, path[1] < sections[path[0]].items.count else { return nil }
        return sections[path[0]].items[path[1]]
    }

    /// The path of `item`, nil when the snapshot does not hold it.
    ///
    /// - Complexity: O(n).
    package func indexPath(for item: ItemID) -> IndexPath? {
        for (section, content) in sections.enumerated() {
            if let index = content.items.firstIndex(of: item) { return IndexPath(item: index, section: section) }
        }
        return nil
    }

    // MARK: Editing (identifiers must stay unique, as UIKit requires)

    package mutating func appendSections(_ ids: [SectionID]) {
        sections.append(contentsOf: ids.map { (id: $0, items: []) })
    }

    package mutating func insertSections(_ ids: [SectionID], at index: Int) {
        sections.insert(contentsOf: ids.map { (id: $0, items: [ItemID]()) }, at: max(0, min(index, sections.count)))
    }

    package mutating func deleteSections(_ ids: [SectionID]) {
        let gone = Set(ids)
        sections.removeAll { gone.contains($0.id) }
    }

    package mutating func appendItems(_ ids: [ItemID], toSection section: SectionID) {
        guard let index = sections.firstIndex(where: { $0.id == section }) else { return }
        sections[index].items.append(contentsOf: ids)
    }

    /// Inserts `ids` at `item` of `section` (clamped).
    package mutating func insertItems(_ ids: [ItemID], at item: Int, inSection section: Int) {
        guard section >= 0, section < sections.count else { return }
        sections[section].items.insert(contentsOf: ids, at: max(0, min(item, sections[section].items.count)))
    }

    package mutating func deleteItems(_ ids: [ItemID]) {
        let gone = Set(ids)
        for index in sections.indices { sections[index].items.removeAll { gone.contains($0) } }
        reloadedItemIDs.subtract(gone)
        reconfiguredItemIDs.subtract(gone)
    }

    package mutating func reloadItems(_ ids: [ItemID]) {
        reloadedItemIDs.formUnion(ids)
    }

    /// `reconfigureItems(_:)` (iOS 15): the next apply asks for these items' displayed cells
    /// again and keeps them (a reload of the same item wins).
    package mutating func reconfigureItems(_ ids: [ItemID]) {
        reconfiguredItemIDs.formUnion(ids)
    }

    /// Forgets the reload and reconfigure marks (an applied snapshot carries none).
    package mutating func clearReloads() {
        reloadedItemIDs.removeAll()
        reconfiguredItemIDs.removeAll()
    }

    // MARK: The diff

    /// The batch a diffable data source sends its view to go from `self` to `new`.
    package func batchUpdate(to new: HostDiffableSnapshot) -> HostBatchUpdate {
        var update = HostBatchUpdate()
        let oldSection = Dictionary(sections.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let newSection = Dictionary(new.sections.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        update.deletedSections = Set(sections.indices.filter { newSection[sections[$0].id] == nil })
        update.insertedSections = Set(new.sections.indices.filter { oldSection[new.sections[$0].id] == nil })
        let commonSections = sections.indices.compactMap { old in newSection[sections[old].id].map { (old, $0) } }
        let keptSections = Self.longestIncreasingRun(commonSections.map(\.1))
        for (index, pair) in commonSections.enumerated() where !keptSections.contains(index) {
            update.movedSections.append(HostMove(from: pair.0, to: pair.1))
        }
        // Items, located by identifier.
        var oldPath: [ItemID: IndexPath] = [:]
        for (section, content) in sections.enumerated() {
            for (item, id) in content.items.enumerated() { oldPath[id] = IndexPath(item: item, section: section) }
        }
        var newPath: [ItemID: IndexPath] = [:]
        for (section, content) in new.sections.enumerated() {
            for (item, id) in content.items.enumerated() { newPath[id] = IndexPath(item: item, section: section) }
        }
        let oldOfNew = Dictionary(commonSections.map { ($0.1, $0.0) }, uniquingKeysWith: { first, _ in first })
        let newOfOld = Dictionary(commonSections.map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first })
        for (section, content) in new.sections.enumerated() {
            guard let origin = oldOfNew[section] else { continue }      // inserted: its items come with it
            var stayers: [(old: Int, new: Int)] = []
            for (item, id) in content.items.enumerated() {
                let target = IndexPath(item: item, section: section)
                guard let from = oldPath[id], newOfOld[from.section] != nil else {
                    update.insertedItems.insert(target)
                    continue
                }
                if from.section == origin {
                    stayers.append((from.item, item))
                } else {
                    update.movedItems.append(HostMove(from: from, to: target))
                    if new.reconfiguredItemIDs.contains(id) { update.reconfiguredItems.insert(from) }
                }
            }
            stayers.sort { $0.old < $1.old }
            let kept = Self.longestIncreasingRun(stayers.map(\.new))
            for (index, pair) in stayers.enumerated() {
                let from = IndexPath(item: pair.old, section: origin)
                let id = sections[origin].items[pair.old]
                if kept.contains(index) {
                    if new.reloadedItemIDs.contains(id) {
                        update.reloadedItems.insert(from)
                        continue
                    }
                } else {
                    update.movedItems.append(HostMove(from: from, to: IndexPath(item: pair.new, section: section)))
                }
                if new.reconfiguredItemIDs.contains(id) { update.reconfiguredItems.insert(from) }
            }
        }
        for (section, content) in sections.enumerated() where newOfOld[section] != nil {
            for (item, id) in content.items.enumerated() {
                if let to = newPath[id], oldOfNew[to.section] != nil { continue }
                update.deletedItems.insert(IndexPath(item: item, section: section))
            }
        }
        return update
    }

    /// Indexes of a longest strictly increasing subsequence of `values`.
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = []
        var parent = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { parent[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var run = Set<Int>()
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            run.insert(cursor)
            cursor = parent[cursor]
        }
        return run
    }
}
