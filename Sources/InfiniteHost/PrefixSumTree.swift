import Foundation

/// Lengths laid end to end — rows, headers, footers — with O(log n) positions, updates and
/// "what is at this position" look-ups (a Fenwick tree).
///
/// Element `i` starts at ``start(of:)`` = the sum of the lengths before it and ends at
/// `start(of: i) + self[i]`. Lengths are clamped to be finite and non-negative, so positions never
/// decrease along the elements.
///
/// ```swift
/// var lengths = PrefixSumTree([28, 44, 44, 60])
/// lengths.start(of: 2)                          // 72
/// lengths.firstIndex(endingAfter: 100)          // 2  (the row from 72 to 116)
/// lengths[1] = 50                               // one row grows; everything after moves by 6
/// lengths.total                                 // 182
/// ```
///
/// Built from ``Run``s (a section's rows all at one estimate), a tree of more than
/// ``denseLimit`` elements keeps only the runs and the lengths set since (``Sparse``), as UIKit
/// keeps a default row height and the heights that differ: `[Int.max]` rows cost a few words.
///
/// - Complexity: build O(n) (O(runs) when sparse); ``start(of:)``, setting a length,
///   ``firstIndex(endingAfter:)`` and ``firstIndex(startingAtOrAfter:)`` O(log n) (sparse:
///   O(log n · (log runs + log n)) with hashed nodes); reading a length and ``total`` O(1).
package struct PrefixSumTree: Sendable, Equatable {
    /// `count` elements of one `length`, laid end to end.
    package struct Run: Sendable, Equatable {
        package var length: CGFloat
        package var count: Int

        package init(length: CGFloat, count: Int) {
            self.length = length
            self.count = count
        }
    }

    /// Above this many elements a tree built from runs is sparse; at or below it, dense (one
    /// array slot per element, as every table of ordinary size is).
    package static let denseLimit = 1 << 24

    /// The runs and set lengths of a tree past ``denseLimit``; nil when dense.
    private var sparse: Sparse?
    /// The lengths themselves.
    private var values: [Double]
    /// 1-based Fenwick partial sums.
    private var tree: [Double]
    /// The running sum of every length (kept exactly in step with updates).
    package private(set) var total: CGFloat = 0
    /// The largest power of two not above `count` (for descents).
    private var topBit = 0

    /// Creates a tree of `lengths`.
    ///
    /// - Complexity: O(n).
    package init(_ lengths: [CGFloat] = []) {
        values = lengths.map { PrefixSumTree.sanitized(Double($0)) }
        tree = [0] + values
        let count = values.count
        if count > 0 {
            for index in 1...count {
                let parent = index + (index & -index)
                if parent <= count { tree[parent] += tree[index] }
            }
        }
        total = CGFloat(values.reduce(0, +))
        topBit = PrefixSumTree.highestBit(count)
    }

    /// A tree of `runs` laid end to end (runs of no element are skipped; elements past `Int.max`
    /// in all are left out). Sparse when there are more than `denseLimit` elements.
    ///
    /// ```swift
    /// let rows = PrefixSumTree(runs: [.init(length: 0, count: 1), .init(length: 44, count: .max - 2)])
    /// rows.start(of: 1_001)   // 44_000
    /// ```
    ///
    /// - Complexity: O(runs) when sparse, O(n) when dense.
    package init(runs: [Run], denseLimit: Int = PrefixSumTree.denseLimit) {
        let sparse = Sparse(runs: runs)
        guard sparse.count > denseLimit else {
            var lengths: [CGFloat] = []
            lengths.reserveCapacity(sparse.count)
            for run in runs where run.count > 0 {
                lengths.append(contentsOf: repeatElement(run.length, count: min(run.count, sparse.count - lengths.count)))
            }
            self.init(lengths)
            return
        }
        self.init()
        self.sparse = sparse
        total = CGFloat(sparse.total)
    }

    /// Whether only runs and set lengths are stored (``denseLimit``).
    package var isSparse: Bool { sparse != nil }

    /// Elements in the tree.
    package var count: Int { sparse?.count ?? values.count }

    /// The length of element `index`; setting it moves every later element. Outside the tree a
    /// length reads as 0 and setting one does nothing, so a caller holding an index from before a
    /// reload (a client calling `reloadData()` from `cellForRowAt`) cannot trap.
    ///
    /// - Complexity: O(1) to read, O(log n) to write.
    package subscript(index: Int) -> CGFloat {
        get {
            if let sparse { return CGFloat(sparse[index]) }
            return values.indices.contains(index) ? CGFloat(values[index]) : 0
        }
        set {
            if sparse != nil {
                let delta = sparse!.set(index, to: PrefixSumTree.sanitized(Double(newValue)))
                total = CGFloat(Double(total) + delta)
                return
            }
            guard values.indices.contains(index) else { return }
            let value = PrefixSumTree.sanitized(Double(newValue))
            let delta = value - values[index]
            guard delta != 0 else { return }
            values[index] = value
            total = CGFloat(Double(total) + delta)
            var position = index + 1
            while position <= values.count {
                tree[position] += delta
                position += position & -position
            }
        }
    }

    /// Where element `index` starts: the sum of the lengths before it (`total` for `count`).
    ///
    /// - Complexity: O(log n).
    package func start(of index: Int) -> CGFloat {
        if let sparse { return CGFloat(sparse.start(of: index)) }
        var sum: Double = 0
        var position = min(max(0, index), values.count)
        while position > 0 {
            sum += tree[position]
            position -= position & -position
        }
        return CGFloat(sum)
    }

    /// The first element that ends after `position` (the element containing it, skipping
    /// zero-length ones), or ``count`` when every element ends at or before it.
    ///
    /// - Complexity: O(log n).
    package func firstIndex(endingAfter position: CGFloat) -> Int {
        // The largest k with start(of: k) ≤ position is the element containing it.
        let target = Double(position)
        guard target.isFinite else { return target > 0 ? count : 0 }
        if let sparse { return sparse.lastIndex { $0 <= target } }
        var index = 0
        var remaining = target
        var step = topBit
        while step > 0 {
            let next = index + step
            if next <= values.count && tree[next] <= remaining {
                index = next
                remaining -= tree[next]
            }
            step >>= 1
        }
        return index
    }

    /// The first element that starts at or after `position`, or ``count`` when none does.
    ///
    /// - Complexity: O(log n).
    package func firstIndex(startingAtOrAfter position: CGFloat) -> Int {
        let target = Double(position)
        guard target > 0 else { return 0 }
        guard target.isFinite else { return count }
        if let sparse { return min(sparse.lastIndex { $0 < target } + 1, sparse.count) }
        // The largest k with start(of: k) < position; element k starts before, k + 1 does not.
        var index = 0
        var remaining = target
        var step = topBit
        while step > 0 {
            let next = index + step
            if next <= values.count && tree[next] < remaining {
                index = next
                remaining -= tree[next]
            }
            step >>= 1
        }
        return min(index + 1, values.count)
    }

    static func sanitized(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }

    private static func highestBit(_ value: Int) -> Int {
        guard value > 0 else { return 0 }
        var bit = 1
        while bit <= value / 2 { bit <<= 1 }
        return bit
    }
}
