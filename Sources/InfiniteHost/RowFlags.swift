import Foundation

/// One flag per row (whether its height is final): an array for a table of ordinary size, and
/// past ``PrefixSumTree/denseLimit`` rows one default and the rows that differ from it, so a
/// table of `[Int.max]` rows costs a few words.
///
/// ```swift
/// var measured = RowFlags(repeating: false, count: .max)
/// measured[1_000] = true
/// measured[1_000]   // true
/// measured[1_001]   // false
/// ```
///
/// - Complexity: O(1) reads and writes (hashed when sparse); building O(count) when dense, O(1)
///   when sparse.
package struct RowFlags: Sendable, Equatable {
    private var dense: [Bool]
    private var fill: Bool
    private var differing: Set<Int> = []
    /// Rows in all.
    package let count: Int

    package init(repeating value: Bool, count: Int, denseLimit: Int = PrefixSumTree.denseLimit) {
        self.count = max(0, count)
        fill = value
        dense = self.count > denseLimit ? [] : Array(repeating: value, count: self.count)
    }

    package init() { self.init(repeating: true, count: 0) }

    /// Whether only the default and the differing rows are stored.
    package var isSparse: Bool { dense.count != count }

    /// Row `index`'s flag; false outside the rows, where setting does nothing.
    package subscript(index: Int) -> Bool {
        get {
            guard index >= 0, index < count else { return false }
            return isSparse ? differing.contains(index) != fill : dense[index]
        }
        set {
            guard index >= 0, index < count else { return }
            guard isSparse else { return dense[index] = newValue }
            if newValue == fill { differing.remove(index) } else { differing.insert(index) }
        }
    }
}
