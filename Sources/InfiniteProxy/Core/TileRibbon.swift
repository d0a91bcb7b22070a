import Foundation

/// A data set of `n` tiles of given lengths, repeated forever along one axis.
///
/// Tiles on the ribbon are numbered by an unbounded integer, the *tile number* `t`: tile `t`
/// shows data item `t mod n` (always in `0..<n`, also for negative `t`) and belongs to cycle
/// `⌊t / n⌋`. Positions are only ever measured *between* two tile numbers, so a ribbon scrolled
/// for hours keeps every item exactly where it was.
///
/// ```swift
/// let ribbon = TileRibbon(lengths: [100, 50, 150])     // one cycle: 300 points
/// ribbon.dataIndex(ofTile: -1)                          // 2
/// ribbon.distance(fromTile: 0, toTile: 4)               // 400 = 300 + 100
/// ribbon.tile(atDistance: -10, fromTile: 0)             // -1 (the 150-point item before 0)
/// ```
///
/// Lengths that are negative or not finite count as 0; zero-length tiles take no room and are
/// never shown. A ribbon with no tiles, or only zero-length ones, ``isEmpty``.
///
/// - Complexity: building is O(n); ``dataIndex(ofTile:)`` and ``distance(fromTile:toTile:)`` are
///   O(1); ``tile(atDistance:fromTile:)`` is O(log n).
package struct TileRibbon: Sendable, Equatable {
    /// Each data item's length along the axis (sanitized).
    package let lengths: [CGFloat]
    /// `starts[i]` is where item `i` begins within a cycle; `starts[n]` is ``cycleLength``.
    package let starts: [CGFloat]
    /// The longest item.
    package let largestLength: CGFloat

    /// Creates a ribbon of items with these lengths.
    package init(lengths: [CGFloat]) {
        let clean = lengths.map { $0.isFinite && $0 > 0 ? $0 : 0 }
        var starts: [CGFloat] = []
        starts.reserveCapacity(clean.count + 1)
        var position: CGFloat = 0
        for length in clean {
            starts.append(position)
            position += length
        }
        starts.append(position)
        self.lengths = clean
        self.starts = starts
        largestLength = clean.max() ?? 0
    }

    /// A ribbon of `count` items of one `length`.
    package init(count: Int, length: CGFloat) {
        self.init(lengths: Array(repeating: length, count: max(0, count)))
    }

    /// The number of data items.
    @inlinable
    package var count: Int { lengths.count }

    /// The length of one whole cycle of items.
    @inlinable
    package var cycleLength: CGFloat { starts[starts.count - 1] }

    /// Whether there is nothing to show.
    @inlinable
    package var isEmpty: Bool { !(cycleLength > 0) || !cycleLength.isFinite }

    /// The data item tile `tile` shows, in `0..<count` (0 for an empty data set).
    @inlinable
    package func dataIndex(ofTile tile: Int) -> Int {
        guard count > 0 else { return 0 }
        let remainder = tile % count
        return remainder < 0 ? remainder + count : remainder
    }

    /// The cycle tile `tile` is in: `⌊tile / count⌋`.
    @inlinable
    package func cycle(ofTile tile: Int) -> Int {
        guard count > 0 else { return 0 }
        let quotient = tile / count
        return tile % count < 0 ? quotient - 1 : quotient
    }

    /// The length of tile `tile`.
    @inlinable
    package func length(ofTile tile: Int) -> CGFloat {
        count > 0 ? lengths[dataIndex(ofTile: tile)] : 0
    }

    /// How far tile `to` starts after tile `from` starts (negative when it is before), or nil if
    /// the ribbon is empty or the tiles are too far apart to express.
    ///
    /// - Complexity: O(1).
    @inlinable
    package func distance(fromTile from: Int, toTile to: Int) -> CGFloat? {
        guard !isEmpty else { return nil }
        let (cycles, overflow) = cycle(ofTile: to).subtractingReportingOverflow(cycle(ofTile: from))
        guard !overflow else { return nil }
        return CGFloat(cycles) * cycleLength + starts[dataIndex(ofTile: to)] - starts[dataIndex(ofTile: from)]
    }

    /// The tile covering the point `distance` after the start of tile `from`: the one whose
    /// `[start, start + length)` holds it (zero-length tiles never do). Nil for an empty ribbon or
    /// unusable input.
    ///
    /// - Complexity: O(log n).
    package func tile(atDistance distance: CGFloat, fromTile from: Int) -> Int? {
        guard !isEmpty, distance.isFinite else { return nil }
        let period = cycleLength
        let position = starts[dataIndex(ofTile: from)] + distance
        var cycles = (position / period).rounded(.down)
        guard cycles.magnitude < CGFloat(1 << 52) else { return nil }
        var within = position - cycles * period
        if within >= period { within -= period; cycles += 1 }
        if within < 0 { within = 0 }
        // The last item whose start is ≤ `within`: a positive-length one (zero-length items share
        // their start with the next item, which comes later).
        var low = 0, high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= within { low = middle } else { high = middle - 1 }
        }
        let (cycle, overflowA) = cycle(ofTile: from).addingReportingOverflow(Int(cycles))
        let (base, overflowB) = cycle.multipliedReportingOverflow(by: count)
        let (tile, overflowC) = base.addingReportingOverflow(low)
        guard !overflowA, !overflowB, !overflowC else { return nil }
        return tile
    }

    /// The tiles (including zero-length ones) from the one at `start` to the one at `end`,
    /// measured from tile `from`, as a half-open range; nil when `start ≥ end` or on bad input.
    ///
    /// ```swift
    /// TileRibbon(count: 5, length: 100).tiles(from: 150, to: 400, fromTile: 10)   // 11..<14
    /// ```
    ///
    /// - Complexity: O(log n).
    package func tiles(from start: CGFloat, to end: CGFloat, fromTile from: Int) -> Range<Int>? {
        guard start < end, let first = tile(atDistance: start, fromTile: from),
              let last = tile(atDistance: end, fromTile: from) else { return nil }
        // `last` covers `end`; if `end` is exactly its start, it is not touched.
        var upper = last
        if let lastStart = distance(fromTile: from, toTile: last), lastStart < end, last < .max { upper = last + 1 }
        guard first < upper else { return nil }
        return first..<upper
    }
}
