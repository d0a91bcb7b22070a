import Foundation

extension PrefixSumTree {
    /// A ``PrefixSumTree`` of more elements than fit in memory: the runs it was built from, the
    /// lengths set since (each where it differs from its run's), and a Fenwick tree of those
    /// differences whose nodes are hashed, so only the nodes above a set length exist.
    ///
    /// ```swift
    /// var rows = Sparse(runs: [.init(length: 44, count: .max)])
    /// rows.set(2, to: 100)     // 56: row 2 grew by 56
    /// rows.start(of: 3)        // 188
    /// ```
    ///
    /// - Complexity: memory O(runs + set lengths · log n); reading a length O(log runs);
    ///   ``start(of:)`` and setting a length O(log runs + log n).
    struct Sparse: Sendable, Equatable {
        /// The element each run starts at, ascending.
        private var runStarts: [Int] = []
        /// Each run's length per element.
        private var runLengths: [Double] = []
        /// The sum of the lengths before each run, as built.
        private var runOffsets: [Double] = []
        /// Elements in all.
        private(set) var count = 0
        /// The sum of every length.
        private(set) var total: Double = 0
        /// The lengths set that differ from their run's, by element.
        private var lengths: [Int: Double] = [:]
        /// 1-based Fenwick partial sums of (set length − run length), only where non-zero.
        private var differences: [Int: Double] = [:]

        init(runs: [Run]) {
            for run in runs where run.count > 0 {
                let taken = min(run.count, Int.max - count)
                guard taken > 0 else { break }
                let length = PrefixSumTree.sanitized(Double(run.length))
                runStarts.append(count)
                runLengths.append(length)
                runOffsets.append(total)
                count += taken
                total += Double(taken) * length
            }
        }

        /// The run holding element `index` (0 ≤ index < count).
        private func run(of index: Int) -> Int {
            var low = 0, high = runStarts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if runStarts[mid] <= index { low = mid } else { high = mid - 1 }
            }
            return low
        }

        /// The length of element `index`; 0 outside the tree.
        subscript(index: Int) -> Double {
            guard index >= 0, index < count else { return 0 }
            return lengths[index] ?? runLengths[run(of: index)]
        }

        /// Sets element `index`'s length to `value` (already sanitised); returns how much the
        /// total grew. Nothing outside the tree.
        mutating func set(_ index: Int, to value: Double) -> Double {
            guard index >= 0, index < count else { return 0 }
            let base = runLengths[run(of: index)]
            let delta = value - (lengths[index] ?? base)
            guard delta != 0 else { return 0 }
            lengths[index] = value == base ? nil : value
            var position = index + 1
            while position <= count {
                differences[position, default: 0] += delta
                let (next, overflow) = position.addingReportingOverflow(position & -position)
                if overflow { break }
                position = next
            }
            total += delta
            return delta
        }

        /// Where element `index` starts (clamped to 0...count).
        func start(of index: Int) -> Double {
            let index = min(max(0, index), count)
            guard index > 0 else { return 0 }
            let last = run(of: index - 1)
            var sum = runOffsets[last] + Double(index - runStarts[last]) * runLengths[last]
            guard !differences.isEmpty else { return sum }
            var position = index
            while position > 0 {
                sum += differences[position] ?? 0
                position -= position & -position
            }
            return sum
        }

        /// The largest k in 0...count whose start satisfies `isBefore` (starts never decrease, and
        /// element 0's start is taken to satisfy it).
        func lastIndex(where isBefore: (Double) -> Bool) -> Int {
            var low = 0, high = count
            while low < high {
                let mid = low + (high - low) / 2 + (high - low) % 2
                if isBefore(start(of: mid)) { low = mid } else { high = mid - 1 }
            }
            return low
        }
    }
}
