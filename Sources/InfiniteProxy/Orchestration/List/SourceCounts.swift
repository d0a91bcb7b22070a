import Foundation

/// The client's item counts as every list surface reports them to the ``ListController``: UIKit's
/// defaults and bounds applied to a data source's raw answers, once for UIKit's adapters and the
/// host's.
///
/// A data source that does not implement `numberOfSections(in:)` has one section (UIKit's
/// default); a negative answer — for sections or items — counts as 0, so a buggy data source gives
/// an empty (finite) list instead of a trap. Counts too large to repeat are left to the planner,
/// which falls back to finite before measuring anything.
///
/// ```swift
/// SourceCounts.read(sections: nil) { _ in 7 }          // [7]
/// SourceCounts.read(sections: 2) { $0 == 0 ? -3 : 4 }  // [0, 4]
/// SourceCounts.read(sections: -1) { _ in 7 }           // []
/// ```
///
/// - Complexity: O(sections) calls of `items`.
package enum SourceCounts {
    /// The counts of `sections` sections (nil: the data source does not say, one section), each
    /// from `items(section)`, none negative.
    package static func read(sections: Int?, items: (Int) -> Int) -> [Int] {
        (0..<max(0, sections ?? 1)).map { max(0, items($0)) }
    }
}
