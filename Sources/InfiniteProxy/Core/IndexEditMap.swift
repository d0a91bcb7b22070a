import Foundation

/// How the indices of one list — the sections, or the items of one section — move through a
/// batch of structural edits, stored as the edits alone: the old indices that leave (deleted, or
/// moved away) and the new indices that arrive (inserted, or moved in). Every other old index
/// keeps its relative order and fills, in order, the new indices that are not arrivals (UIKit's
/// batch rule).
///
/// ```swift
/// // 5 old items: item 1 deleted, a new item inserted at 3.
/// let map = IndexEditMap(oldCount: 5, newCount: 5, removed: [1], added: [3])!
/// map.newIndex(ofOld: 0)    // 0
/// map.newIndex(ofOld: 1)    // nil: removed
/// map.newIndex(ofOld: 3)    // 2
/// map.newIndex(ofOld: 4)    // 4: the insert at 3 comes before it
/// map.oldIndex(ofNew: 3)    // nil: added
/// ```
///
/// Nil when an index is out of range or named twice on one side, or when the counts do not add
/// up (`oldCount − removed == newCount − added`).
///
/// - Complexity: creation O(U log U) for U edits; each look-up O(log U); memory O(U), whatever
///   the counts.
struct IndexEditMap: Equatable, Sendable {
    /// Indices before the batch (negative counts read as 0).
    let oldCount: Int
    /// Indices after the batch.
    let newCount: Int
    /// Old indices that leave, sorted and distinct.
    let removed: [Int]
    /// New indices that arrive, sorted and distinct.
    let added: [Int]

    init?(oldCount: Int, newCount: Int, removed: [Int], added: [Int]) {
        let oldCount = max(0, oldCount), newCount = max(0, newCount)
        let removed = removed.sorted(), added = added.sorted()
        guard Self.isStrictlyIncreasing(removed, below: oldCount),
              Self.isStrictlyIncreasing(added, below: newCount),
              oldCount - removed.count == newCount - added.count else { return nil }
        self.oldCount = oldCount
        self.newCount = newCount
        self.removed = removed
        self.added = added
    }

    /// Whether nothing moves: no index leaves or arrives.
    var isIdentity: Bool { removed.isEmpty && added.isEmpty }

    /// Whether old index `old` leaves.
    ///
    /// - Complexity: O(log U).
    func isRemoved(_ old: Int) -> Bool { Self.contains(old, in: removed) }

    /// Whether new index `new` arrives.
    ///
    /// - Complexity: O(log U).
    func isAdded(_ new: Int) -> Bool { Self.contains(new, in: added) }

    /// Where old index `old` is after the batch; nil when it leaves or is out of range.
    ///
    /// - Complexity: O(log U).
    func newIndex(ofOld old: Int) -> Int? {
        guard old >= 0, old < oldCount else { return nil }
        let before = Self.lowerBound(old, in: removed)
        if before < removed.count && removed[before] == old { return nil }
        return Self.index(ofGap: old - before, skipping: added)
    }

    /// Where new index `new` was before the batch; nil when it arrives or is out of range.
    ///
    /// - Complexity: O(log U).
    func oldIndex(ofNew new: Int) -> Int? {
        guard new >= 0, new < newCount else { return nil }
        let before = Self.lowerBound(new, in: added)
        if before < added.count && added[before] == new { return nil }
        return Self.index(ofGap: new - before, skipping: removed)
    }

    /// Calls `body` with each old index in `olds` (clamped to the old indices) and where it is
    /// after the batch (nil: it leaves), in order: one binary search, then a walk.
    ///
    /// - Complexity: O(log U + |olds| + U).
    func forEachNewIndex(ofOld olds: Range<Int>, _ body: (_ old: Int, _ new: Int?) -> Void) {
        let lower = max(0, olds.lowerBound), upper = min(oldCount, olds.upperBound)
        guard lower < upper else { return }
        var r = Self.lowerBound(lower, in: removed)                 // removed indices before `old`
        var new = Self.index(ofGap: lower - r, skipping: added) // the next kept old index's place
        var a = Self.lowerBound(new, in: added)                     // arrivals before `new`
        for old in lower..<upper {
            if r < removed.count && removed[r] == old {
                r += 1
                body(old, nil)
                continue
            }
            while a < added.count && added[a] == new { a += 1; new += 1 }
            body(old, new)
            new += 1
        }
    }

    /// Calls `body` with each new index in `news` (clamped to the new indices) and where it was
    /// before the batch (nil: it arrives), in order: one binary search, then a walk.
    ///
    /// - Complexity: O(log U + |news| + U).
    func forEachOldIndex(ofNew news: Range<Int>, _ body: (_ new: Int, _ old: Int?) -> Void) {
        let inverse = IndexEditMap(unchecked: newCount, newCount: oldCount, removed: added, added: removed)
        inverse.forEachNewIndex(ofOld: news, body)
    }

    /// The same map read backwards (new indices as old ones), without checks.
    private init(unchecked oldCount: Int, newCount: Int, removed: [Int], added: [Int]) {
        self.oldCount = oldCount
        self.newCount = newCount
        self.removed = removed
        self.added = added
    }

    // MARK: Sorted look-ups

    private static func isStrictlyIncreasing(_ sorted: [Int], below limit: Int) -> Bool {
        guard let first = sorted.first, let last = sorted.last else { return true }
        guard first >= 0, last < limit else { return false }
        for index in sorted.indices.dropFirst() where sorted[index - 1] == sorted[index] { return false }
        return true
    }

    private static func contains(_ value: Int, in sorted: [Int]) -> Bool {
        let index = lowerBound(value, in: sorted)
        return index < sorted.count && sorted[index] == value
    }

    /// How many elements of `sorted` are below `value`.
    private static func lowerBound(_ value: Int, in sorted: [Int]) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let middle = low + (high - low) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The `rank`-th index (from 0) that is not in `sorted` (sorted, distinct, non-negative): the
    /// first `k` with `sorted[k] − k > rank` gives `rank + k` (`sorted[k] − k` never decreases).
    private static func index(ofGap rank: Int, skipping sorted: [Int]) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let middle = low + (high - low) / 2
            if sorted[middle] - middle > rank { high = middle } else { low = middle + 1 }
        }
        return rank + low
    }
}
