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
/// - Complexity: build O(n); ``start(of:)``, setting a length, ``firstIndex(endingAfter:)`` and
///   ``firstIndex(startingAtOrAfter:)`` O(log n); reading a length and ``total`` O(1).
package struct PrefixSumTree: Sendable, Equatable {
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

    /// Elements in the tree.
    package var count: Int { values.count }

    /// The length of element `index`; setting it moves every later element. Outside the tree a
    /// length reads as 0 and setting one does nothing, so a caller holding an index from before a
    /// reload (a client calling `reloadData()` from `cellForRowAt`) cannot trap.
    ///
    /// - Complexity: O(1) to read, O(log n) to write.
    package subscript(index: Int) -> CGFloat {
        get { values.indices.contains(index) ? CGFloat(values[index]) : 0 }
        set {
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
        guard target.isFinite else { return target > 0 ? values.count : 0 }
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
        guard target.isFinite else { return values.count }
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

    private static func sanitized(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }

    private static func highestBit(_ value: Int) -> Int {
        guard value > 0 else { return 0 }
        var bit = 1
        while bit <= value / 2 { bit <<= 1 }
        return bit
    }
}
