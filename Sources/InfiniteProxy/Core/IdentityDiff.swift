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
