#if canImport(UIKit)
import UIKit

/// Every scroll view — and so every `UITableView` and `UICollectionView` — offers the `infinite`
/// namespace; the features themselves live in `extension Infinite where Base: UITableView` and
/// `where Base: UICollectionView`.
///
/// ```swift
/// tableView.infinite.centeredIndexPath      // IndexPath(row: 3, section: 0): the client's row
/// ```
extension UIScrollView: InfiniteCompatible {}
#endif
