import Foundation

/// The reading direction a view lays out in: UIKit's `effectiveUserInterfaceLayoutDirection`,
/// modelled without UIKit so the decisions that depend on it run in tests.
///
/// ```swift
/// let direction: InfiniteLayoutDirection = .rightToLeft
/// InfiniteContentAlignment.leading.physicalSide(in: direction)   // .right
/// ```
///
/// - Complexity: O(1).
package enum InfiniteLayoutDirection: Sendable, Hashable {
    /// Left to right: the leading edge is the left one.
    case leftToRight
    /// Right to left (Arabic, Hebrew): the leading edge is the right one.
    case rightToLeft
}
