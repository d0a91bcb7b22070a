import Foundation

/// One laid-out item's extent along the scrolling axis and across it: its frame, axis-free.
///
/// ```swift
/// LaidOutSpan(frame: CGRect(x: 0, y: 120, width: 390, height: 44), axis: .vertical)
/// // start 120, end 164, crossStart 0, crossEnd 390
/// ```
package struct LaidOutSpan: Sendable, Equatable {
    /// The leading edge along the axis (minY / minX).
    package var start: CGFloat
    /// The trailing edge along the axis.
    package var end: CGFloat
    /// The leading edge across the axis.
    package var crossStart: CGFloat
    /// The trailing edge across the axis.
    package var crossEnd: CGFloat

    /// Creates a span from its edges.
    package init(start: CGFloat, end: CGFloat, crossStart: CGFloat, crossEnd: CGFloat) {
        self.start = start
        self.end = end
        self.crossStart = crossStart
        self.crossEnd = crossEnd
    }

    /// A frame's span along `axis`.
    package init(frame: CGRect, axis: InfiniteAxis) {
        switch axis {
        case .vertical: self.init(start: frame.minY, end: frame.maxY, crossStart: frame.minX, crossEnd: frame.maxX)
        case .horizontal: self.init(start: frame.minX, end: frame.maxX, crossStart: frame.minY, crossEnd: frame.maxY)
        }
    }

    /// Whether every edge is finite and no extent is negative.
    package var isValid: Bool {
        start.isFinite && end.isFinite && crossStart.isFinite && crossEnd.isFinite && end >= start && crossEnd >= crossStart
    }
}

/// Whether a collection layout lays its items out along the scrolling axis in order — line after
/// line, every line holding the same items across the axis — and how long one copy of its items
/// is: the measurement of layouts whose sizing rules the library does not know (a compositional
/// layout, any custom `UICollectionViewLayout`), read from the frames they actually laid out.
///
/// A *line* is a run of consecutive items that overlap along the axis (a list row, a grid row, a
/// compositional group of one big and two stacked small items). Content can loop when:
/// - every item starts inside or after the current line (items in order along the axis);
/// - every item lies inside the view's length across the axis (an orthogonally scrolling section
///   lays its items beyond it: that section's extent along the axis does not grow with its items);
/// - every line but a section's last holds the same number of items `N`, and item `i + N` sits
///   where item `i` sits across the axis (a grid's columns; a waterfall layout breaks this);
/// - the items span a positive length;
/// - laid out twice (``twinShift(_:_:tolerance:)``), each item's twin sits at the same place across
///   the axis and further along it.
///
/// ```swift
/// let rows = (0..<3).map { LaidOutSpan(start: CGFloat($0) * 54, end: CGFloat($0) * 54 + 44,
///                                      crossStart: 0, crossEnd: 390) }
/// let lines = try LayoutPeriod.lines(rows, crossLength: 390).get()
/// lines.itemsPerLine   // 1
/// lines.averagePitch   // 54: 44 pt rows 10 pt apart
/// ```
///
/// - Complexity: O(n) for n items, one array of n cross positions.
package enum LayoutPeriod {
    /// Why laid-out items cannot loop.
    package enum Failure: String, Sendable, Equatable, Error {
        /// No item to measure.
        case noItems
        /// A NaN, infinite or negative frame.
        case invalidFrame
        /// An item starts before the line the previous items formed.
        case outOfOrder
        /// An item lies outside the view's length across the axis (orthogonal scrolling).
        case crossesBounds
        /// Lines hold different numbers of items, or columns do not repeat.
        case irregularLines
        /// The items span no length along the axis.
        case zeroLength
        /// Laid out twice, an item's twin is not the item moved along the axis.
        case notPeriodic
    }

    /// The lines of one section's items.
    package struct Lines: Sendable, Equatable {
        /// Items on every line but the last (which may hold fewer).
        package var itemsPerLine: Int
        /// How many lines.
        package var count: Int
        /// The first line's leading edge.
        package var start: CGFloat
        /// The last line's trailing edge.
        package var end: CGFloat
        /// The smallest space between two lines (0 with a single line).
        package var gap: CGFloat
        /// The shortest line plus the space after it.
        package var smallestPitch: CGFloat
        /// The longest line plus the space after it.
        package var largestPitch: CGFloat

        /// The average line plus the space after it: `(end − start + gap) / count`.
        package var averagePitch: CGFloat { count > 0 ? (end - start + gap) / CGFloat(count) : 0 }
    }

    /// Sorts one section's items (in index order) into lines and checks that they can loop.
    ///
    /// - Parameters:
    ///   - items: the section's items in index order.
    ///   - crossLength: the content's length across the axis (items must lie within it; 0 or
    ///     less skips the check).
    ///   - tolerance: rounding allowed on every comparison, in points.
    /// - Complexity: O(n).
    package static func lines(
        _ items: some Collection<LaidOutSpan>, crossLength: CGFloat, tolerance: CGFloat = 0.5
    ) -> Result<Lines, Failure> {
        guard !items.isEmpty else { return .failure(.noItems) }
        var crosses: [CGFloat] = []
        crosses.reserveCapacity(items.count)
        var lineCounts: [Int] = []
        var lineStart: CGFloat = 0, lineEnd: CGFloat = 0
        var first: CGFloat = 0
        var gap = CGFloat.infinity
        var smallest = CGFloat.infinity, largest: CGFloat = 0
        for item in items {
            guard item.isValid else { return .failure(.invalidFrame) }
            if crossLength > 0, item.crossStart < -tolerance || item.crossEnd > crossLength + tolerance {
                return .failure(.crossesBounds)
            }
            crosses.append(item.crossStart)
            if lineCounts.isEmpty {
                first = item.start
                (lineStart, lineEnd) = (item.start, item.end)
                lineCounts.append(1)
            } else if item.start >= lineEnd - tolerance {
                // A new line: the previous one is closed with the space that follows it.
                let space = max(0, item.start - lineEnd)
                gap = min(gap, space)
                let pitch = lineEnd - lineStart + space
                smallest = min(smallest, pitch)
                largest = max(largest, pitch)
                (lineStart, lineEnd) = (item.start, item.end)
                lineCounts.append(1)
            } else if item.start < lineStart - tolerance {
                return .failure(.outOfOrder)
            } else {
                lineEnd = max(lineEnd, item.end)
                lineCounts[lineCounts.count - 1] += 1
            }
        }
        let space = gap.isFinite ? gap : 0
        let lastPitch = lineEnd - lineStart + space
        smallest = min(smallest, lastPitch)
        largest = max(largest, lastPitch)
        guard lineEnd - first > tolerance else { return .failure(.zeroLength) }
        let perLine = lineCounts[0]
        guard lineCounts.dropLast().allSatisfy({ $0 == perLine }), lineCounts[lineCounts.count - 1] <= perLine else {
            return .failure(.irregularLines)
        }
        if perLine < crosses.count {
            for index in perLine..<crosses.count where abs(crosses[index] - crosses[index - perLine]) > tolerance {
                return .failure(.irregularLines)
            }
        }
        return .success(Lines(
            itemsPerLine: perLine, count: lineCounts.count, start: first, end: lineEnd, gap: space,
            smallestPitch: smallest, largestPitch: largest))
    }

    /// How far a copy laid out twice moved: `second[0].start − first[0].start`, after checking that
    /// each item's twin sits at the same place across the axis and further along it.
    ///
    /// ```swift
    /// LayoutPeriod.twinShift([a, b], [a + 300, b + 300])   // .success(300)
    /// ```
    ///
    /// - Complexity: O(n).
    package static func twinShift(
        _ first: [LaidOutSpan], _ second: [LaidOutSpan], tolerance: CGFloat = 0.5
    ) -> Result<CGFloat, Failure> {
        guard !first.isEmpty, first.count == second.count else { return .failure(.noItems) }
        for (item, twin) in zip(first, second) {
            guard item.isValid, twin.isValid else { return .failure(.invalidFrame) }
            guard abs(item.crossStart - twin.crossStart) <= tolerance,
                  abs((item.crossEnd - item.crossStart) - (twin.crossEnd - twin.crossStart)) <= tolerance,
                  twin.start - item.start > tolerance
            else { return .failure(.notPeriodic) }
        }
        return .success(second[0].start - first[0].start)
    }

    /// One copy's ``ListMetrics`` from the lines of each source section laid out once.
    ///
    /// With one section only its items repeat: a copy is `n / N` average lines (so a grid whose
    /// copy does not fill its last line counts the fraction), and the planner lines copies up on
    /// `N` columns (``ListMetrics/itemsPerLine``). Several sections repeat as a block: a copy runs
    /// from the first section's first line to the last's end plus the smallest gap, or `period`
    /// when one was measured between twins. Lengths read from a layout are estimates (items not
    /// displayed yet may sit at estimated sizes; the layout does not say), so the planner counts
    /// them conservatively.
    ///
    /// ```swift
    /// // 10 rows of 44 pt, 10 pt apart, in an 800 pt view.
    /// LayoutPeriod.metrics(sections: [rows], itemCounts: [10], viewportLength: 800).copyLength  // 540
    /// ```
    ///
    /// - Complexity: O(S).
    package static func metrics(
        sections: [Lines?], itemCounts: [Int], viewportLength: CGFloat, period: CGFloat? = nil
    ) -> ListMetrics {
        let measured = sections.compactMap { $0 }
        guard let firstLines = measured.first, let lastLines = measured.last else {
            return ListMetrics(viewportLength: viewportLength, copyLength: 0, largestItemExtent: 0,
                               smallestItemExtent: 0, extentsAreEstimates: true)
        }
        let smallest = measured.map(\.smallestPitch).min() ?? 0
        let largest = measured.map(\.largestPitch).max() ?? 0
        let copyLength: CGFloat
        var perLine = 1
        if itemCounts.count == 1 {
            perLine = max(1, firstLines.itemsPerLine)
            copyLength = period ?? firstLines.averagePitch * CGFloat(max(0, itemCounts[0])) / CGFloat(perLine)
        } else {
            let gap = measured.map(\.gap).min() ?? 0
            copyLength = period ?? (lastLines.end - firstLines.start + gap)
        }
        return ListMetrics(
            viewportLength: viewportLength, copyLength: max(0, copyLength),
            largestItemExtent: largest, smallestItemExtent: smallest, itemsPerLine: perLine,
            extentsAreEstimates: true)
    }
}
