import Foundation

/// A rectangular block of grid tiles: the columns `x ∈ columns` and rows `y ∈ rows`.
///
/// Grids use it to say which tiles a viewport touches. ``covering(_:tileSize:origin:)`` works in
/// *local* content coordinates, where the tile `origin` has its top-left corner at `(0, 0)`, so the
/// floating-point part of the computation only ever sees small numbers; the integer `origin` is
/// added at the end and carries the tiles' identity exactly.
///
/// ```swift
/// // A 390 × 844 viewport at (120, 40), 100-point tiles, tile (7, -3) at the content's origin.
/// let range = TileRange.covering(CGRect(x: 120, y: 40, width: 390, height: 844),
///                                tileSize: CGSize(width: 100, height: 100),
///                                origin: GridCoordinate(x: 7, y: -3))
/// range.columns      // 8..<13   (local 1..<6: x 120 ..< 510)
/// range.rows         // -3..<6   (local 0..<9: y 40 ..< 884)
/// range.count        // 45
/// ```
///
/// - Complexity: O(1) for every operation except iteration, which is O(``count``).
package struct TileRange: Hashable, Sendable {
    /// The `x` coordinates in the block.
    package var columns: Range<Int>
    /// The `y` coordinates in the block.
    package var rows: Range<Int>

    /// Creates a block of tiles.
    @inlinable
    package init(columns: Range<Int>, rows: Range<Int>) {
        self.columns = columns
        self.rows = rows
    }

    /// No tiles.
    package static let empty = TileRange(columns: 0..<0, rows: 0..<0)

    /// Whether the block holds no tile.
    @inlinable
    package var isEmpty: Bool { columns.isEmpty || rows.isEmpty }

    /// The number of tiles (`Int.max` if that does not fit in an `Int`).
    @inlinable
    package var count: Int {
        if isEmpty { return 0 }
        let (product, overflow) = columns.count.multipliedReportingOverflow(by: rows.count)
        return overflow ? Int.max : product
    }

    /// Whether `coordinate` is in the block.
    @inlinable
    package func contains(_ coordinate: GridCoordinate) -> Bool {
        columns.contains(coordinate.x) && rows.contains(coordinate.y)
    }

    /// The block grown by `ring` tiles on every side (shrunk for a negative `ring`); an empty
    /// block stays empty.
    ///
    /// ```swift
    /// TileRange(columns: 0..<2, rows: 5..<6).expanded(by: 1)   // columns -1..<3, rows 4..<7
    /// ```
    @inlinable
    package func expanded(by ring: Int) -> TileRange {
        guard !isEmpty else { return .empty }
        let inward = ring == .min ? Int.max : -ring
        let lowX = GridCoordinate.saturatingAdd(columns.lowerBound, inward)
        let highX = GridCoordinate.saturatingAdd(columns.upperBound, ring)
        let lowY = GridCoordinate.saturatingAdd(rows.lowerBound, inward)
        let highY = GridCoordinate.saturatingAdd(rows.upperBound, ring)
        guard lowX < highX, lowY < highY else { return .empty }
        return TileRange(columns: lowX..<highX, rows: lowY..<highY)
    }

    /// The tiles whose interiors overlap the interior of `rect`.
    ///
    /// `rect` is in local content coordinates: tile `origin` spans `(0, 0)` to `tileSize`, tile
    /// `origin + (i, j)` spans `(i·w, j·h)` to `((i+1)·w, (j+1)·h)`. A tile that only touches
    /// the rectangle's edge is not included.
    ///
    /// Returns ``empty`` for an empty or non-finite rectangle, a tile size that is not positive
    /// and finite, or a rectangle more than 2⁵⁰ tiles from the origin (far beyond any content a
    /// grid lays out).
    ///
    /// - Complexity: O(1).
    package static func covering(_ rect: CGRect, tileSize: CGSize, origin: GridCoordinate) -> TileRange {
        guard let columns = span(from: rect.minX, to: rect.maxX, tileLength: tileSize.width),
              let rows = span(from: rect.minY, to: rect.maxY, tileLength: tileSize.height)
        else { return .empty }
        let lowX = GridCoordinate.saturatingAdd(origin.x, columns.lowerBound)
        let highX = GridCoordinate.saturatingAdd(origin.x, columns.upperBound)
        let lowY = GridCoordinate.saturatingAdd(origin.y, rows.lowerBound)
        let highY = GridCoordinate.saturatingAdd(origin.y, rows.upperBound)
        guard lowX < highX, lowY < highY else { return .empty }
        return TileRange(columns: lowX..<highX, rows: lowY..<highY)
    }

    /// The local tile indices `i` whose interval `[i·length, (i+1)·length)` overlaps the open
    /// interval `(start, end)`, or nil when there are none or the input is unusable.
    ///
    /// ```swift
    /// TileRange.span(from: 150, to: 300, tileLength: 100)    // 1..<3
    /// TileRange.span(from: -0.5, to: 0, tileLength: 100)     // -1..<0
    /// ```
    ///
    /// - Complexity: O(1).
    @inlinable
    package static func span(from start: CGFloat, to end: CGFloat, tileLength: CGFloat) -> Range<Int>? {
        guard start.isFinite, end.isFinite, tileLength.isFinite, tileLength > 0, start < end else {
            return nil
        }
        let low = (start / tileLength).rounded(.down)
        let high = (end / tileLength).rounded(.up)
        let limit = CGFloat(1 << 50)
        guard low.magnitude <= limit, high.magnitude <= limit, low < high else { return nil }
        return Int(low)..<Int(high)
    }

    /// The most tiles a viewport of `viewportSize` can touch at any offset, plus `ring` tiles on
    /// every side: `(⌈W/w⌉ + 1 + 2·ring) · (⌈H/h⌉ + 1 + 2·ring)`.
    ///
    /// A grid that keeps the visible tiles plus at most one ring alive never holds more than
    /// `maximumCount(viewportSize:tileSize:ring: 1)` tiles.
    ///
    /// ```swift
    /// TileRange.maximumCount(viewportSize: CGSize(width: 390, height: 844),
    ///                        tileSize: CGSize(width: 100, height: 100), ring: 1)   // 7 · 12 = 84
    /// ```
    ///
    /// Returns 0 for unusable input and `Int.max` when the count does not fit in an `Int`.
    ///
    /// - Complexity: O(1).
    package static func maximumCount(viewportSize: CGSize, tileSize: CGSize, ring: Int) -> Int {
        guard let columns = maximumSpan(length: viewportSize.width, tileLength: tileSize.width, ring: ring),
              let rows = maximumSpan(length: viewportSize.height, tileLength: tileSize.height, ring: ring)
        else { return 0 }
        let (product, overflow) = columns.multipliedReportingOverflow(by: rows)
        return overflow ? Int.max : product
    }

    /// `⌈length/tileLength⌉ + 1 + 2·ring`, or nil for unusable input.
    @usableFromInline
    static func maximumSpan(length: CGFloat, tileLength: CGFloat, ring: Int) -> Int? {
        guard length.isFinite, tileLength.isFinite, tileLength > 0, length >= 0, ring >= 0 else {
            return nil
        }
        let tiles = (length / tileLength).rounded(.up)
        guard tiles <= CGFloat(1 << 40), ring <= 1 << 40 else { return Int.max }
        return Int(tiles) + 1 + 2 * ring
    }
}

extension TileRange: Sequence {
    /// Iterates the block's coordinates in row-major (reading) order.
    package struct Iterator: IteratorProtocol {
        @usableFromInline let range: TileRange
        @usableFromInline var x: Int
        @usableFromInline var y: Int

        @inlinable
        init(_ range: TileRange) {
            self.range = range
            x = range.columns.lowerBound
            y = range.isEmpty ? range.rows.upperBound : range.rows.lowerBound
        }

        @inlinable
        package mutating func next() -> GridCoordinate? {
            guard y < range.rows.upperBound else { return nil }
            let result = GridCoordinate(x: x, y: y)
            x += 1
            if x == range.columns.upperBound {
                x = range.columns.lowerBound
                y += 1
            }
            return result
        }
    }

    @inlinable
    package func makeIterator() -> Iterator { Iterator(self) }

    @inlinable
    package var underestimatedCount: Int { count == Int.max ? 0 : count }
}

extension TileRange: CustomStringConvertible {
    package var description: String { "TileRange(x: \(columns), y: \(rows))" }
}
