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
    /// reloads every other visible twin. Inside a callback, `indexPath(for:)`,
    /// `indexPathForRow(at:)`, `indexPathForSelectedRow`, `indexPathsForSelectedRows` and
    /// `indexPathsForVisibleRows` answer with your paths too. Set it before or after assigning the data source
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
    /// afterwards); structural updates (`insertRows`, `deleteRows`, `moveRow`, section changes,
    /// `performBatchUpdates`, a diffable `apply`) animate in every copy, keeping the centred row on
    /// screen; and every index path, section and count your code passes or reads is in your data's
    /// space, inside your callbacks and outside (UIKit keeps its own).
    ///
    /// - Important: While VoiceOver runs, the table scrolls finitely (every row reachable, nobody
    ///   trapped in an endless list) and becomes infinite again when VoiceOver stops, unless
    ///   `infinite.voiceOverBehavior` is `.adjustable` (one element that loops like a picker).
    /// - Complexity: O(sections) to plan with estimated heights; with `heightForRowAt` and no
    ///   estimates, every row's height once (as UIKit itself asks), O(n).
    public var enableInfiniteScrolling: Bool {
        get { infiniteListController?.isRequested ?? false }
        set {
            guard newValue || infiniteListController != nil else { return }
            InfiniteTableAttachment.attachment(for: self)?.setRequested(newValue, of: self)
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
        get { infiniteListController?.engine.alignment ?? .none }
        set {
            guard newValue != .none || infiniteListController != nil else { return }
            InfiniteTableAttachment.attachment(for: self)?.controller.setAlignment(newValue)
        }
    }
}

@MainActor
extension Infinite where Base: UITableView {

    /// Your index paths of the rows on screen, top to bottom, each row once (when several twins of
    /// a short list are visible, the first one counts).
    ///
    /// ```swift
    /// tableView.infinite.indexPathsForVisibleRows   // [[0, 8], [0, 9], [0, 0], [0, 1], …]
    /// ```
    ///
    /// - Complexity: O(visible rows).
    public var indexPathsForVisibleRows: [IndexPath] {
        guard let controller = base.infiniteListController else { return base.indexPathsForVisibleRows ?? [] }
        return controller.visibleSourceIndexPaths
    }

    /// Your index path of the row at the vertical centre of the visible area (insets excluded), or
    /// nil when there are no rows.
    ///
    /// ```swift
    /// tableView.infinite.centeredIndexPath   // IndexPath(row: 3, section: 0)
    /// ```
    public var centeredIndexPath: IndexPath? {
        guard let controller = base.infiniteListController else {
            return base.virtualItem(nearest: base.listViewport(along: .vertical).visibleCenter)?.indexPath
        }
        return controller.centeredSourceIndexPath?.indexPath
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
        guard let controller = base.infiniteListController else {
            base.scrollToVirtualItem(VirtualIndexPath(section: source.section, item: source.item), at: scrollPosition, animated: animated)
            return
        }
        controller.scroll(toSource: source, direction: .nearest, position: scrollPosition, animated: animated)
    }

    /// The radius of the arc in points; nil (the default) derives it from the table's visible
    /// size so that the top and bottom rows sit a third of the width in from the centred one.
    ///
    /// ```swift
    /// tableView.contentAlignment = .right
    /// tableView.infinite.arcRadius = 600
    /// ```
    public var arcRadius: CGFloat? {
        get { base.infiniteListController?.engine.arcRadius }
        nonmutating set { InfiniteTableAttachment.attachment(for: base)?.controller.setArcRadius(newValue) }
    }

    /// Your data source — what `tableView.dataSource` returns to app code, also when
    /// ``InfiniteHooks/translatesAppCode`` is false (the getter then returns the library's).
    public var dataSource: UITableViewDataSource? {
        guard let attachment = base.infiniteTableAttachment else { return base.dataSource }
        return attachment.dataSource.target as? UITableViewDataSource
    }

    /// Your delegate (see `dataSource`).
    public var delegate: UITableViewDelegate? {
        guard let attachment = base.infiniteTableAttachment else { return base.delegate }
        return attachment.delegate.target as? UITableViewDelegate
    }

    /// Reloads every visible twin of your rows — what `reloadRows(at:with:)` does for your paths
    /// outside a callback (an image that finished loading, say).
    ///
    /// ```swift
    /// tableView.infinite.reloadRows(at: [IndexPath(row: 4, section: 0)], with: .none)
    /// ```
    public func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        guard let controller = base.infiniteListController else { return base.reloadRows(at: indexPaths, with: animation) }
        let twins = controller.visibleTwins(ofClientPaths: indexPaths)
        guard !twins.isEmpty else { return }
        controller.engine.passingThrough { base.reloadRows(at: twins, with: animation) }
    }
}
#endif
