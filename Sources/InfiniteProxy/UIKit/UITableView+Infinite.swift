#if canImport(UIKit)
import UIKit

extension UITableView {
    /// Whether the table repeats its rows forever, in both directions.
    ///
    /// Your data source and delegate stay as they are: every callback carries the index path of
    /// *your* data (row `0..<n`), and your calls back inside a callback with that path —
    /// `dequeueReusableCell(withIdentifier:for:)`, `cellForRow(at:)`, `deselectRow(at:animated:)`,
    /// `selectRow`, `rectForRow(at:)`, `scrollToRow(at:at:animated:)` — act on the row the callback
    /// is about (another of your rows: its twin nearest that one), and `reloadRows(at:with:)` also
    /// reloads every other visible twin. Set it before or after assigning the data source
    /// and delegate; reassigning them later keeps the table infinite. Setting it back to `false`
    /// restores finite scrolling with the same row on screen.
    ///
    /// ```swift
    /// tableView.dataSource = self                // unchanged
    /// tableView.delegate = self                  // unchanged
    /// tableView.enableInfiniteScrolling = true   // the rows now repeat forever
    /// ```
    ///
    /// While infinite, the scroll indicators are hidden and `scrollsToTop` is off (both restored
    /// afterwards), and structural updates (`insertRows`, `deleteRows`, `moveRow`, section
    /// changes, `performBatchUpdates`) become reloads that keep the logical row on screen.
    ///
    /// - Important: While VoiceOver runs, the table scrolls finitely (every row reachable, nobody
    ///   trapped in an endless list) and becomes infinite again when VoiceOver stops. Outside your
    ///   callbacks UIKit's own API (`indexPathsForVisibleRows`, `indexPathForSelectedRow`…) reports
    ///   virtual paths: use `tableView.infinite` for your paths.
    /// - Complexity: enabling reads every row's height from your delegate once (as a table without
    ///   estimates does), O(n).
    public var enableInfiniteScrolling: Bool {
        get { infiniteCoordinator?.isRequested ?? false }
        set {
            guard newValue || infiniteCoordinator != nil else { return }
            InfiniteTableCoordinator.coordinator(for: self)?.setRequested(newValue)
        }
    }

    /// Where rows sit across the table: in a straight column (`.none`, the default) or on a
    /// circular arc, the centred row furthest `.left` or `.right`.
    ///
    /// ```swift
    /// tableView.enableInfiniteScrolling = true
    /// tableView.contentAlignment = .left     // the row at the vertical centre sits furthest left
    /// ```
    ///
    /// The arc applies while the table is infinite; `.none` (or disabling infinite scrolling)
    /// puts every row back. The radius is ``Infinite/arcRadius``.
    public var contentAlignment: InfiniteContentAlignment {
        get { infiniteCoordinator?.engine.alignment ?? .none }
        set {
            guard newValue != .none || infiniteCoordinator != nil else { return }
            InfiniteTableCoordinator.coordinator(for: self)?.setAlignment(newValue)
        }
    }
}

@MainActor
extension Infinite where Base: UITableView {
    /// Whether the rows repeat right now: false while infinite scrolling is off, while VoiceOver
    /// runs, and for content that cannot loop (no rows, sizes that cannot be measured).
    ///
    /// ```swift
    /// tableView.infinite.isLooping    // true for 10 rows in an enabled table
    /// ```
    public var isLooping: Bool {
        guard let coordinator = base.infiniteCoordinator, coordinator.isActive else { return false }
        return coordinator.engine.isLooping
    }

    /// Your index paths of the rows on screen, top to bottom, each row once (when several twins of
    /// a short list are visible, the first one counts).
    ///
    /// ```swift
    /// tableView.infinite.indexPathsForVisibleRows   // [[0, 8], [0, 9], [0, 0], [0, 1], …]
    /// ```
    ///
    /// - Complexity: O(visible rows).
    public var indexPathsForVisibleRows: [IndexPath] {
        let visible = base.indexPathsForVisibleRows ?? []
        guard let coordinator = base.infiniteCoordinator, coordinator.isActive else { return visible }
        var seen = Set<SourceIndexPath>()
        return visible.compactMap { indexPath in
            guard let virtual = VirtualIndexPath(indexPath) else { return nil }
            let source = coordinator.engine.sourceIndexPath(for: virtual)
            return seen.insert(source).inserted ? source.indexPath : nil
        }
    }

    /// Your index path of the row at the vertical centre of the visible area (insets excluded), or
    /// nil when there are no rows.
    ///
    /// ```swift
    /// tableView.infinite.centeredIndexPath   // IndexPath(row: 3, section: 0)
    /// ```
    public var centeredIndexPath: IndexPath? {
        guard let coordinator = base.infiniteCoordinator else {
            return InfiniteTableGeometry(table: base).item(nearest: ListViewport(
                offset: base.contentOffset.y, length: base.bounds.height,
                insetBefore: base.adjustedContentInset.top, insetAfter: base.adjustedContentInset.bottom).visibleCenter)?
                .indexPath
        }
        return coordinator.centeredSourceIndexPath()?.indexPath
    }

    /// Called with your index path whenever the row at the centre changes (while scrolling, after
    /// reloads and programmatic scrolls); never called with nothing while rows exist.
    ///
    /// ```swift
    /// tableView.infinite.onCenteredIndexPathChange = { [weak self] indexPath in
    ///     self?.titleLabel.text = self?.items[indexPath.row].title
    /// }
    /// ```
    public var onCenteredIndexPathChange: ((IndexPath) -> Void)? {
        get { base.infiniteCoordinator?.onCenteredIndexPathChange }
        nonmutating set { InfiniteTableCoordinator.coordinator(for: base)?.onCenteredIndexPathChange = newValue }
    }

    /// Scrolls to your row `indexPath`, the shortest way: to its twin nearest the row now at the
    /// centre, even when that means passing the end of your data.
    ///
    /// ```swift
    /// // On row 9 of 10, this scrolls down two rows (9 → 0 → 1), not eight rows up.
    /// tableView.infinite.scrollToRow(at: IndexPath(row: 1, section: 0), at: .middle, animated: true)
    /// ```
    ///
    /// A path outside your data does nothing.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
        guard let source = SourceIndexPath(indexPath) else { return }
        guard let coordinator = base.infiniteCoordinator, coordinator.isActive else {
            guard indexPath.section < base.numberOfSections, indexPath.row < base.numberOfRows(inSection: indexPath.section)
            else { return }
            base.scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
            return
        }
        coordinator.scroll(toSource: source, direction: .nearest, position: .table(scrollPosition), animated: animated)
    }

    /// The radius of the arc in points; nil (the default) derives it from the table's visible
    /// size so that the top and bottom rows sit a third of the width in from the centred one.
    ///
    /// ```swift
    /// tableView.contentAlignment = .right
    /// tableView.infinite.arcRadius = 600
    /// ```
    public var arcRadius: CGFloat? {
        get { base.infiniteCoordinator?.engine.arcRadius }
        nonmutating set { InfiniteTableCoordinator.coordinator(for: base)?.setArcRadius(newValue) }
    }

    /// Your index path for a path UIKit gave you outside your callbacks (from
    /// `indexPathsForVisibleRows`, `indexPath(for:)`, `indexPathForSelectedRow`…). A path of
    /// a table that is not infinite is returned unchanged.
    ///
    /// ```swift
    /// if let virtual = tableView.indexPath(for: cell) {
    ///     let row = tableView.infinite.sourceIndexPath(for: virtual).row
    /// }
    /// ```
    public func sourceIndexPath(for indexPath: IndexPath) -> IndexPath {
        guard let coordinator = base.infiniteCoordinator, coordinator.isActive,
              let virtual = VirtualIndexPath(indexPath) else { return indexPath }
        return coordinator.engine.sourceIndexPath(for: virtual).indexPath
    }

    /// Reloads every visible twin of your rows — what `reloadRows(at:with:)` does for your paths
    /// outside a callback (an image that finished loading, say).
    ///
    /// ```swift
    /// tableView.infinite.reloadRows(at: [IndexPath(row: 4, section: 0)], with: .none)
    /// ```
    public func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        guard let coordinator = base.infiniteCoordinator, coordinator.isActive else {
            base.reloadRows(at: indexPaths, with: animation)
            return
        }
        let wanted = Set(indexPaths.compactMap(SourceIndexPath.init))
        let twins = (base.indexPathsForVisibleRows ?? []).filter { indexPath in
            VirtualIndexPath(indexPath).map { wanted.contains(coordinator.engine.sourceIndexPath(for: $0)) } ?? false
        }
        guard !twins.isEmpty else { return }
        coordinator.engine.passingThrough { base.reloadRows(at: twins, with: animation) }
    }
}
#endif
