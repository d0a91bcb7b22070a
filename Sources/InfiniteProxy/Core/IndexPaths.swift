import Foundation

/// Which index space a path belongs to. A marker type: it keeps a client's paths and the laid-out
/// content's paths apart at compile time, while both share one implementation.
package protocol IndexPathSpace: Sendable {
    /// The prefix ``IndexPathIn/description`` prints: `source` or `virtual`.
    static var name: String { get }
}

/// The client's own data: section `0..<S`, item `0..<n(section)`.
package enum SourceSpace: IndexPathSpace {
    package static let name = "source"
}

/// The repeated content UIKit lays out: copies and padding included.
package enum VirtualSpace: IndexPathSpace {
    package static let name = "virtual"
}

/// An index path in the client's own data. Core code never mixes it with ``VirtualIndexPath``;
/// the two only meet in ``Repetition``.
///
/// ```swift
/// let row = SourceIndexPath(section: 0, item: 3)
/// row.indexPath       // [0, 3]
/// ```
package typealias SourceIndexPath = IndexPathIn<SourceSpace>

/// An index path in the repeated content that UIKit lays out.
///
/// ```swift
/// let virtual = VirtualIndexPath(section: 0, item: 57)
/// repetition.sourceIndexPath(for: virtual)     // source[0, 7] for 10 rows
/// ```
package typealias VirtualIndexPath = IndexPathIn<VirtualSpace>

/// A `(section, item)` pair in the index space `Space`. A path of one space is not a path of the
/// other: passing a ``VirtualIndexPath`` where a ``SourceIndexPath`` is expected does not compile.
///
/// ```swift
/// let path = IndexPathIn<SourceSpace>(section: 1, item: 2)
/// path.row            // 2
/// "\(path)"           // "source[1, 2]"
/// ```
///
/// - Complexity: every member is O(1); none allocates.
package struct IndexPathIn<Space: IndexPathSpace>: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The section in this space.
    package var section: Int
    /// The row (table) or item (collection) in that section.
    package var item: Int

    /// Creates a path.
    @inlinable
    package init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// The table-view name for ``item``.
    @inlinable
    package var row: Int { item }

    /// Reads a two-element Foundation index path (`[section, item]`); nil for any other length.
    @inlinable
    package init?(_ indexPath: IndexPath) {
        guard indexPath.count == 2 else { return nil }
        self.init(section: indexPath[0], item: indexPath[1])
    }

    /// The least and greatest of `paths` (Foundation's order), as a range; nil when there are
    /// none or either end is not two elements long. A view's visible paths in any order give the
    /// items at the two ends of its screen.
    ///
    /// ```swift
    /// VirtualIndexPath.ends(of: [[0, 7], [0, 5], [0, 6]])   // [0, 5]...[0, 7]
    /// ```
    ///
    /// - Complexity: O(`paths.count`), no allocation.
    package static func ends(of paths: [IndexPath]) -> ClosedRange<Self>? {
        guard let first = paths.min().flatMap(Self.init), let last = paths.max().flatMap(Self.init) else { return nil }
        return first...last
    }

    /// The Foundation index path `[section, item]` UIKit expects, built without a heap allocation.
    ///
    /// Foundation's `IndexPath` keeps one or two indexes inline (its storage has `single` and
    /// `pair` cases); only longer paths use an array. `IndexPath(indexes: [section, item])` and the
    /// literal `[section, item]` still allocate that array to pass it in, while starting from
    /// one index and appending the second goes from `single` to `pair` with no allocation.
    ///
    /// ```swift
    /// SourceIndexPath(section: 0, item: 3).indexPath     // [0, 3]
    /// ```
    ///
    /// - Complexity: O(1), no allocation.
    @inlinable
    package var indexPath: IndexPath {
        var path = IndexPath(index: section)
        path.append(item)
        return path
    }

    @inlinable
    package static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    package var description: String { "\(Space.name)[\(section), \(item)]" }
}
