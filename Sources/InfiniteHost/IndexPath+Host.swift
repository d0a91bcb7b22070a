import Foundation

#if !canImport(UIKit)
/// UIKit's `IndexPath` conveniences, which Foundation on Linux lacks, so host clients read like
/// UIKit code.
///
/// ```swift
/// let path = IndexPath(item: 3, section: 1)
/// path.item        // 3
/// path.section     // 1
/// path.row         // 3
/// ```
///
/// A path that does not have two elements reads as item/section 0 (UIKit would trap).
///
/// - Complexity: O(1).
extension IndexPath {
    /// A two-element path `[section, item]` for a collection view.
    package init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// A two-element path `[section, row]` for a table view.
    package init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The first element (0 for an empty path).
    package var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } }
    }

    /// The second element (0 for a shorter path).
    package var item: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } }
    }

    /// The table-view name for ``item``.
    package var row: Int {
        get { item }
        set { item = newValue }
    }
}
#endif
