import Foundation

/// An index path in the client's own data: section `0..<S`, item `0..<n(section)`.
///
/// Core code never mixes this with ``VirtualIndexPath``; the two only meet in ``Repetition``.
///
/// ```swift
/// let row = SourceIndexPath(section: 0, item: 3)
/// row.indexPath       // [0, 3]
/// ```
package struct SourceIndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The section in the client's data.
    package var section: Int
    /// The row (table) or item (collection) in that section.
    package var item: Int

    /// Creates a source path.
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

    /// The Foundation index path `[section, item]` UIKit expects.
    @inlinable
    package var indexPath: IndexPath { IndexPath(indexes: [section, item]) }

    @inlinable
    package static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    package var description: String { "source[\(section), \(item)]" }
}

/// An index path in the repeated content that UIKit lays out: copies and padding included.
///
/// ```swift
/// let virtual = VirtualIndexPath(section: 0, item: 57)
/// repetition.sourceIndexPath(for: virtual)     // source[0, 7] for 10 rows
/// ```
package struct VirtualIndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The section in the virtual content.
    package var section: Int
    /// The row or item in that virtual section.
    package var item: Int

    /// Creates a virtual path.
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

    /// The Foundation index path `[section, item]` UIKit expects.
    @inlinable
    package var indexPath: IndexPath { IndexPath(indexes: [section, item]) }

    @inlinable
    package static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    package var description: String { "virtual[\(section), \(item)]" }
}
