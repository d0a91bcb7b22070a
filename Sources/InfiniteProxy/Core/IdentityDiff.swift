import Foundation

/// The structural edits that turn one list of identifiers into another, in UIKit's batch
/// conventions (``ListEdits``): what a diffable data source sends for a changed snapshot, so the
/// SwiftUI views' data changes reach the list along the same path as a diffable `apply`.
///
/// Deletes name items before the change, inserts after it; the items that keep their relative
/// order (a longest increasing run) stay, every other survivor is one move from its old item to
/// its new one. Identifiers must be unique on each side (``UniqueIdentifiers``).
///
/// ```swift
/// let edits = IdentityDiff.edits(from: ["a", "b", "c", "d"], to: ["d", "a", "c", "e"])
/// edits.deletedItems    // [0-1]            ("b")
/// edits.insertedItems   // [0-3]            ("e")
/// edits.movedItems      // [0-3 → 0-0]      ("d"; "a" and "c" keep their order)
/// ```
///
/// - Complexity: O((n + m) log(n + m)) for n old and m new identifiers.
package enum IdentityDiff {
    /// The edits from `old` to `new`, both in `section`.
    package static func edits<ID: Hashable>(from old: [ID], to new: [ID], inSection section: Int = 0) -> SourceEdits {
        var edits = SourceEdits()
        var newItems = [ID: Int](minimumCapacity: new.count)
        for (item, id) in new.enumerated() { newItems[id] = item }
        var oldItems = Set<ID>(minimumCapacity: old.count)
        // Survivors in old order: (old item, new item).
        var survivors: [(old: Int, new: Int)] = []
        for (item, id) in old.enumerated() {
            oldItems.insert(id)
            if let target = newItems[id] {
                survivors.append((item, target))
            } else {
                edits.deletedItems.insert(SourceIndexPath(section: section, item: item))
            }
        }
        for (item, id) in new.enumerated() where !oldItems.contains(id) {
            edits.insertedItems.insert(SourceIndexPath(section: section, item: item))
        }
        let staying = longestIncreasingRun(survivors.map(\.new))
        for (index, survivor) in survivors.enumerated() where !staying.contains(index) {
            edits.movedItems.append(ListMove(from: SourceIndexPath(section: section, item: survivor.old),
                                             to: SourceIndexPath(section: section, item: survivor.new)))
        }
        return edits
    }

    /// The edits from `old` to `new` sections: sections diffed by their identifiers (deleted,
    /// inserted, moved), then items by theirs across sections — an item that changes section is
    /// one move, an item whose old or new section is deleted or inserted goes or comes with it.
    /// Every section and item identifier must be unique on each side (``UniqueSections``).
    ///
    /// ```swift
    /// let old = UniqueSections([(id: "A", items: [1, 2]), (id: "B", items: [3])])
    /// let new = UniqueSections([(id: "B", items: [3, 2]), (id: "A", items: [1]), (id: "C", items: [4])])
    /// let edits = IdentityDiff.edits(from: old, to: new)
    /// edits.movedSections      // [0 → 1]      ("A" after "B")
    /// edits.insertedSections   // [2]          ("C", with item 4)
    /// edits.movedItems         // [0-1 → 0-1]  (item 2 from "A" into "B")
    /// ```
    ///
    /// An item whose section is deleted, or that moves into an inserted section, is deleted and
    /// inserted (UIKit's batch moves items only between sections it keeps).
    ///
    /// The batch is one UIKit accepts and ``SourceEditPlan`` expresses: item edits name only
    /// sections that are kept (moved or not).
    ///
    /// - Complexity: O((n + m) log(n + m)) for n old and m new items and sections.
    package static func edits<SectionID: Hashable, ID: Hashable>(
        from old: UniqueSections<SectionID, ID>, to new: UniqueSections<SectionID, ID>
    ) -> SourceEdits {
        var edits = SourceEdits()
        var newSectionOfID = [SectionID: Int](minimumCapacity: new.sectionIDs.count)
        for (index, id) in new.sectionIDs.enumerated() { newSectionOfID[id] = index }
        var oldSectionOfID = [SectionID: Int](minimumCapacity: old.sectionIDs.count)
        for (index, id) in old.sectionIDs.enumerated() { oldSectionOfID[id] = index }
        // Sections: kept ones in old order, (old, new).
        var keptSections: [(old: Int, new: Int)] = []
        for (index, id) in old.sectionIDs.enumerated() {
            if let target = newSectionOfID[id] { keptSections.append((index, target)) } else { edits.deletedSections.insert(index) }
        }
        for (index, id) in new.sectionIDs.enumerated() where oldSectionOfID[id] == nil { edits.insertedSections.insert(index) }
        let stayingSections = longestIncreasingRun(keptSections.map(\.new))
        for (index, pair) in keptSections.enumerated() where !stayingSections.contains(index) {
            edits.movedSections.append(ListMove(from: pair.old, to: pair.new))
        }
        var newOfOld = [Int?](repeating: nil, count: old.sectionIDs.count)
        var oldOfNew = [Int?](repeating: nil, count: new.sectionIDs.count)
        for pair in keptSections {
            newOfOld[pair.old] = pair.new
            oldOfNew[pair.new] = pair.old
        }
        // Items of kept sections.
        for (section, ids) in new.items.enumerated() {
            guard let origin = oldOfNew[section] else { continue }        // inserted: its items come with it
            var stayers: [(old: Int, new: Int)] = []
            for (item, id) in ids.enumerated() {
                let target = SourceIndexPath(section: section, item: item)
                guard let from = old.path(of: id), newOfOld[from.section] != nil else {
                    edits.insertedItems.insert(target)
                    continue
                }
                if from.section == origin {
                    stayers.append((from.item, item))
                } else {
                    edits.movedItems.append(ListMove(from: from, to: target))
                }
            }
            stayers.sort { $0.old < $1.old }
            let staying = longestIncreasingRun(stayers.map(\.new))
            for (index, pair) in stayers.enumerated() where !staying.contains(index) {
                edits.movedItems.append(ListMove(from: SourceIndexPath(section: origin, item: pair.old),
                                                 to: SourceIndexPath(section: section, item: pair.new)))
            }
        }
        for (section, ids) in old.items.enumerated() where newOfOld[section] != nil {
            for (item, id) in ids.enumerated() {
                if let to = new.path(of: id), oldOfNew[to.section] != nil { continue }
                edits.deletedItems.insert(SourceIndexPath(section: section, item: item))
            }
        }
        return edits
    }

    /// The positions of one longest strictly increasing subsequence of `values`.
    ///
    /// ```swift
    /// IdentityDiff.longestIncreasingRun([3, 0, 1, 2])   // [1, 2, 3]
    /// ```
    ///
    /// - Complexity: O(n log n).
    package static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        // tails[k]: the position of the smallest tail of an increasing run of length k + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var run = Set<Int>(minimumCapacity: tails.count)
        var position = tails.last ?? -1
        while position >= 0 {
            run.insert(position)
            position = previous[position]
        }
        return run
    }
}
