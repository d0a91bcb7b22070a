import Foundation

/// The integer address of one tile in an infinite 2-D grid.
///
/// `x` grows in reading direction (to the right, to the left in a right-to-left view) and `y`
/// grows downwards. A coordinate names a
/// tile for the whole life of a grid: it never drifts, however far the user scrolls, because grids
/// keep it as an integer and only ever convert *small differences* between coordinates to points.
///
/// ```swift
/// let home = GridCoordinate(x: 0, y: 0)
/// let east = home.offsetBy(x: 1, y: 0)     // (1, 0)
/// east.description                         // "(1, 0)"
/// ```
///
/// - Complexity: every operation is O(1).
public struct GridCoordinate: Hashable, Sendable {
    /// The column: positive in reading direction (to the left in a right-to-left view).
    public var x: Int
    /// The row: positive downwards.
    public var y: Int

    /// Creates a coordinate.
    @inlinable
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The tile at the origin, `(0, 0)`.
    public static let zero = GridCoordinate(x: 0, y: 0)

    /// The largest magnitude a component may have in a grid: ±2⁶⁰.
    ///
    /// Grids clamp coordinates they are given (an initial coordinate, a scroll target) into
    /// `-limit ... limit`, so that adding the few tiles a jump moves can never overflow `Int`.
    /// A user flinging a thousand tiles a second would need 36 million years to get there.
    public static let limit = 1 << 60

    /// This coordinate moved by whole tiles; components saturate at ±``limit``.
    ///
    /// ```swift
    /// GridCoordinate(x: 2, y: 5).offsetBy(x: -3, y: 1)      // (-1, 6)
    /// ```
    @inlinable
    public func offsetBy(x dx: Int, y dy: Int) -> GridCoordinate {
        GridCoordinate(x: Self.saturatingAdd(x, dx), y: Self.saturatingAdd(y, dy))
    }

    /// This coordinate with both components clamped into `-limit ... limit`.
    package var clamped: GridCoordinate {
        GridCoordinate(x: min(max(x, -Self.limit), Self.limit), y: min(max(y, -Self.limit), Self.limit))
    }

    /// `a + b` clamped into `-limit ... limit`, without ever trapping.
    /// `a × b`, clamped to ±``limit`` (never traps).
    @inlinable
    static func saturatingMultiply(_ a: Int, _ b: Int) -> Int {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        if overflow { return (a < 0) != (b < 0) ? -limit : limit }
        return min(max(product, -limit), limit)
    }

    @inlinable
    static func saturatingAdd(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        if overflow { return b > 0 ? limit : -limit }
        return min(max(sum, -limit), limit)
    }
}

extension GridCoordinate: Comparable {
    /// Row-major order: by `y`, then by `x` (reading order).
    @inlinable
    public static func < (lhs: GridCoordinate, rhs: GridCoordinate) -> Bool {
        (lhs.y, lhs.x) < (rhs.y, rhs.x)
    }
}

extension GridCoordinate: CustomStringConvertible {
    public var description: String { "(\(x), \(y))" }
}
