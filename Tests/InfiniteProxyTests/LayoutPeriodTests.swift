import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct LayoutPeriodTests {
    /// A grid of `columns` columns, `length`-long items `spacing` apart, in a 390 wide view.
    private func grid(_ count: Int, columns: Int, length: CGFloat = 100, spacing: CGFloat = 10, start: CGFloat = 0) -> [LaidOutSpan] {
        let width = (390 - CGFloat(columns - 1) * spacing) / CGFloat(columns)
        return (0..<count).map { item in
            let row = CGFloat(item / columns), column = CGFloat(item % columns)
            let top = start + row * (length + spacing)
            return LaidOutSpan(start: top, end: top + length, crossStart: column * (width + spacing), crossEnd: column * (width + spacing) + width)
        }
    }

    @Test func docExample() throws {
        let rows = (0..<3).map { LaidOutSpan(start: CGFloat($0) * 54, end: CGFloat($0) * 54 + 44, crossStart: 0, crossEnd: 390) }
        let lines = try LayoutPeriod.lines(rows, crossLength: 390).get()
        #expect(lines.itemsPerLine == 1)
        #expect(lines.averagePitch == 54)
        #expect(LaidOutSpan(frame: CGRect(x: 0, y: 120, width: 390, height: 44), axis: .vertical)
                == LaidOutSpan(start: 120, end: 164, crossStart: 0, crossEnd: 390))
        #expect(LaidOutSpan(frame: CGRect(x: 0, y: 120, width: 390, height: 44), axis: .horizontal)
                == LaidOutSpan(start: 0, end: 390, crossStart: 120, crossEnd: 164))
    }

    /// Every grid of 1…4 columns and 1…12 items: lines, pitch and one copy's metrics.
    @Test func everySmallGrid() throws {
        for columns in 1...4 {
            for count in 1...12 {
                let lines = try LayoutPeriod.lines(grid(count, columns: columns), crossLength: 390).get()
                let rows = (count + columns - 1) / columns
                #expect(lines.itemsPerLine == min(columns, count))
                #expect(lines.count == rows)
                #expect(lines.start == 0)
                #expect(lines.end == CGFloat(rows) * 110 - 10)
                #expect(lines.gap == (rows > 1 ? 10 : 0))
                #expect(lines.smallestPitch == (rows > 1 ? 110 : 100))
                let metrics = LayoutPeriod.metrics(sections: [lines], itemCounts: [count], viewportLength: 800)
                #expect(metrics.itemsPerLine == min(columns, count))
                if rows > 1 {
                    // n / N rows of 110: a copy that does not fill its last row counts the fraction.
                    #expect(abs(metrics.copyLength - 110 * CGFloat(count) / CGFloat(columns)) < 1e-9)
                }
                #expect(metrics.extentsAreEstimates)
                #expect(metrics.isMeasurable)
            }
        }
    }

    @Test func aGroupOfOneBigAndTwoStackedSmallItemsIsOneLine() throws {
        // [big | small over small], repeated: 3 items a line.
        var items: [LaidOutSpan] = []
        for group in 0..<4 {
            let top = CGFloat(group) * 210
            items.append(LaidOutSpan(start: top, end: top + 200, crossStart: 0, crossEnd: 260))
            items.append(LaidOutSpan(start: top, end: top + 95, crossStart: 270, crossEnd: 390))
            items.append(LaidOutSpan(start: top + 105, end: top + 200, crossStart: 270, crossEnd: 390))
        }
        let lines = try LayoutPeriod.lines(items, crossLength: 390).get()
        #expect(lines.itemsPerLine == 3)
        #expect(lines.count == 4)
        #expect(lines.averagePitch == 210)
    }

    @Test func failures() {
        let list = grid(6, columns: 1)
        #expect(LayoutPeriod.lines([LaidOutSpan](), crossLength: 390) == .failure(.noItems))
        #expect(LayoutPeriod.lines(Array(list.reversed()), crossLength: 390) == .failure(.outOfOrder))
        #expect(LayoutPeriod.lines(list, crossLength: 300) == .failure(.crossesBounds))
        // An orthogonal section: every item on one line, beyond the width.
        let orthogonal = (0..<8).map { LaidOutSpan(start: 0, end: 200, crossStart: CGFloat($0) * 160, crossEnd: CGFloat($0) * 160 + 150) }
        #expect(LayoutPeriod.lines(orthogonal, crossLength: 390) == .failure(.crossesBounds))
        #expect(LayoutPeriod.lines(grid(6, columns: 1, length: 0, spacing: 0), crossLength: 390) == .failure(.zeroLength))
        var invalid = list
        invalid[2].end = .nan
        #expect(LayoutPeriod.lines(invalid, crossLength: 390) == .failure(.invalidFrame))
        // Lines of 3, then 2, then 3.
        let irregular = Array(grid(3, columns: 3)) + Array(grid(2, columns: 2, start: 110)) + Array(grid(3, columns: 3, start: 220))
        #expect(LayoutPeriod.lines(irregular, crossLength: 390) == .failure(.irregularLines))
        // A waterfall: the columns do not repeat with the lines.
        let waterfall = [LaidOutSpan(start: 0, end: 100, crossStart: 0, crossEnd: 190),
                         LaidOutSpan(start: 0, end: 50, crossStart: 200, crossEnd: 390),
                         LaidOutSpan(start: 110, end: 160, crossStart: 0, crossEnd: 190),
                         LaidOutSpan(start: 110, end: 200, crossStart: 200, crossEnd: 390),
                         LaidOutSpan(start: 210, end: 260, crossStart: 200, crossEnd: 390)]
        #expect(LayoutPeriod.lines(waterfall, crossLength: 390) == .failure(.irregularLines))
    }

    @Test func twins() {
        let copy = grid(7, columns: 3)
        let twins = copy.map { LaidOutSpan(start: $0.start + 330, end: $0.end + 330, crossStart: $0.crossStart, crossEnd: $0.crossEnd) }
        #expect(LayoutPeriod.twinShift(copy, twins) == .success(330))
        #expect(LayoutPeriod.twinShift(copy, copy) == .failure(.notPeriodic))
        var shifted = twins
        shifted[4].crossStart += 20
        #expect(LayoutPeriod.twinShift(copy, shifted) == .failure(.notPeriodic))
        #expect(LayoutPeriod.twinShift(copy, Array(twins.prefix(3))) == .failure(.noItems))
    }

    @Test func severalSectionsRepeatAsABlock() throws {
        let first = try LayoutPeriod.lines(grid(3, columns: 1), crossLength: 390).get()
        let second = try LayoutPeriod.lines(grid(4, columns: 2, start: 400), crossLength: 390).get()
        let metrics = LayoutPeriod.metrics(sections: [first, nil, second], itemCounts: [3, 0, 4], viewportLength: 800)
        #expect(metrics.itemsPerLine == 1)
        #expect(abs(metrics.copyLength - 620) < 1e-9)   // first start 0 → last end 610, plus the smallest gap
        #expect(LayoutPeriod.metrics(sections: [first, second], itemCounts: [3, 4], viewportLength: 800, period: 700).copyLength == 700)
        #expect(!LayoutPeriod.metrics(sections: [nil], itemCounts: [0], viewportLength: 800).isMeasurable)
    }
}
