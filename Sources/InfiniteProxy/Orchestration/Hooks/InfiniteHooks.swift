/// Process-wide settings of the method hooks that infinite tables and collection views install
/// on `UITableView` and `UICollectionView` (once per class, the first time a view of the class is
/// made infinite).
///
/// ```swift
/// // In application(_:didFinishLaunchingWithOptions:), before any view is made infinite:
/// InfiniteHooks.translatesAppCode = false
/// ```
@MainActor
public enum InfiniteHooks {
    /// Whether the hooks also answer *app code* in your data's space: the getters (`delegate`,
    /// `dataSource`, `prefetchDataSource`, `dragDelegate`, `dropDelegate` return your objects)
    /// and every method that takes or returns index paths, sections or counts
    /// (`indexPath(for:)`, `indexPathsForVisibleRows`, `numberOfRows(inSection:)`,
    /// `cellForRow(at:)`, `deselectRow(at:animated:)`, `scrollToRow(at:at:animated:)`, …).
    /// Default `true`.
    ///
    /// Set it to `false` for an app whose other SDKs conflict with those hooks. The hooks that
    /// infinite scrolling needs stay: the setters, `reloadData`, `layoutSubviews`, the structural
    /// changes and batch updates, and `dequeueReusableCell(withIdentifier:for:)` /
    /// `dequeueReusableCell(withReuseIdentifier:for:)` (UIKit requires the path it asked for),
    /// so your delegate and data source still get your paths in every callback. App code then
    /// sees the view's own (virtual) paths and objects, and uses the `infinite` namespace instead:
    /// `infinite.dataSource` / `infinite.delegate` for your objects,
    /// `infinite.sourceIndexPath(for:)` for a path the view hands out (`indexPath(for:)`,
    /// `indexPathForSelectedRow`, `indexPathsForVisibleRows`), `infinite.viewIndexPath(for:)` for
    /// a path to pass in (`cellForRow(at:)`, `deselectRow(at:animated:)`), and
    /// `infinite.indexPathsForVisibleRows`, `infinite.scrollToRow(at:at:animated:)`,
    /// `infinite.reloadRows(at:with:)` (and the collection equivalents).
    ///
    /// Read once per class, when its hooks are installed: set it before the first view is made
    /// infinite; later changes have no effect.
    public static var translatesAppCode = true
}
