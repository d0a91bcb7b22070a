#if canImport(UIKit)
import UIKit

/// The coordinator of one infinite `UITableView`: the client's counts and row heights, the
/// table's geometry, its three interceptors, and the arc.
///
/// **The arc** is a `transform` (a translation across the axis) on each visible cell, computed by
/// the engine from the row's centre (`rectForRow(at:)`) and the viewport. A transform sits on top
/// of the frame UIKit lays out, so UIKit's layout and the arc do not fight — with one care: when
/// UIKit assigns `frame` to a transformed view, Core Animation moves its `center` so that the
/// *transformed* frame matches, which would silently cancel the arc. Each bend therefore first puts
/// the cell's `center` (which a transform does not affect) back at the row's centre, then sets the
/// translation. It is applied after every layout, every scroll frame and in `willDisplay` (cells
/// that appear mid-fling), and removed from every cell it touched when the alignment returns to
/// `.none` or the table stops being infinite. Cells the arc never touched keep whatever transform
/// the client gave them.
@MainActor
final class InfiniteTableCoordinator: InfiniteCoordinator {
    private let tableDataSource: InfiniteTableDataSourceInterceptor
    private let tableDelegate: InfiniteTableDelegateInterceptor
    private let tablePrefetch: InfiniteTablePrefetchInterceptor
    /// Cells the arc moved, so they can all be put back.
    private let bentCells = NSHashTable<UIView>.weakObjects()

    /// The hooks every infinite table needs; nil when they cannot be installed (then the table
    /// stays finite).
    static func coordinator(for table: UITableView) -> InfiniteTableCoordinator? {
        if let existing = table.infiniteCoordinator as? InfiniteTableCoordinator { return existing }
        guard UITableView.installInfiniteHooks() else { return nil }
        let coordinator = InfiniteTableCoordinator(table: table)
        table.infiniteCoordinator = coordinator
        return coordinator
    }

    private init(table: UITableView) {
        tableDataSource = InfiniteTableDataSourceInterceptor()
        tableDelegate = InfiniteTableDelegateInterceptor()
        tablePrefetch = InfiniteTablePrefetchInterceptor()
        super.init(view: table, axis: .vertical)
        attach(tableDataSource, tableDelegate, tablePrefetch)
    }

    private var table: UITableView? { scrollView as? UITableView }

    // MARK: Client

    /// The client's data source: the proxy's client while active, the table's own otherwise.
    private var clientDataSource: UITableViewDataSource? {
        isActive ? tableDataSource.target as? UITableViewDataSource : table?.dataSource
    }

    /// The client's delegate: the proxy's client while active, the table's own otherwise.
    private var clientDelegate: UITableViewDelegate? {
        isActive ? tableDelegate.target as? UITableViewDelegate : table?.delegate
    }

    override func clientSourceCounts() -> [Int] {
        guard let table, let client = clientDataSource else { return [] }
        return engine.passingThrough {
            let sections = max(0, client.numberOfSections?(in: table) ?? 1)
            return (0..<sections).map { max(0, client.tableView(table, numberOfRowsInSection: $0)) }
        }
    }

    /// Row heights in UIKit's order (delegate height, `rowHeight`, estimates); section headers and
    /// footers only where the delegate sizes them (a lower bound, see ``ListMeasurement``).
    override func measureMetrics(sourceItemCounts counts: [Int]) -> ListMetrics? {
        guard let table else { return nil }
        let viewport = currentViewport()
        guard viewport.visibleLength > 0 else { return nil }
        let delegate = clientDelegate
        let responds = { (selector: Selector) in delegate?.responds(to: selector) == true }
        let hasHeight = responds(#selector(UITableViewDelegate.tableView(_:heightForRowAt:)))
        let hasEstimate = responds(#selector(UITableViewDelegate.tableView(_:estimatedHeightForRowAt:)))
        let hasHeader = responds(#selector(UITableViewDelegate.tableView(_:heightForHeaderInSection:)))
        let hasFooter = responds(#selector(UITableViewDelegate.tableView(_:heightForFooterInSection:)))
        // A table that estimates (`estimatedRowHeight` is automatic by default; only 0 turns it
        // off) places rows it has not displayed at estimated positions, even when their heights
        // are exact: the measured jump is then an estimate too.
        let estimatesPositions = hasEstimate || table.estimatedRowHeight != 0
        var metrics = engine.passingThrough {
            ListMeasurement.table(
                viewportLength: viewport.visibleLength,
                sourceItemCounts: counts,
                rowExtent: { source in
                    ItemExtent.resolve(
                        explicit: hasHeight ? delegate?.tableView?(table, heightForRowAt: source.indexPath) : nil,
                        fixed: table.rowHeight,
                        estimate: hasEstimate ? delegate?.tableView?(table, estimatedHeightForRowAt: source.indexPath) : nil,
                        defaultEstimate: table.estimatedRowHeight)
                },
                sectionExtras: { section in
                    let header = hasHeader ? delegate?.tableView?(table, heightForHeaderInSection: section) ?? 0 : 0
                    let footer = hasFooter ? delegate?.tableView?(table, heightForFooterInSection: section) ?? 0 : 0
                    return max(0, header) + max(0, footer)
                })
        }
        if estimatesPositions { metrics.extentsAreEstimates = true }
        return metrics
    }

    // MARK: View

    override func makeGeometry() -> any InfiniteLayoutReading {
        guard let table else { return super.makeGeometry() }
        return InfiniteTableGeometry(table: table)
    }

    override func installProxies() {
        guard let table else { return }
        bypassingHooks {
            if table.dataSource !== tableDataSource { tableDataSource.target = table.dataSource }
            if table.delegate !== tableDelegate { tableDelegate.target = table.delegate }
            if table.prefetchDataSource !== tablePrefetch { tablePrefetch.target = table.prefetchDataSource }
        }
        reassignInterceptors()
    }

    /// Assigns nil, then the proxies, so UIKit re-reads `responds(to:)` for the current clients.
    /// A nil data source or prefetch data source stays nil; the delegate proxy is always installed
    /// (it recenters).
    override func reassignInterceptors() {
        guard let table else { return }
        bypassingHooks {
            table.dataSource = nil
            table.delegate = nil
            table.prefetchDataSource = nil
            table.dataSource = tableDataSource.target == nil ? nil : tableDataSource
            table.delegate = tableDelegate
            table.prefetchDataSource = tablePrefetch.target == nil ? nil : tablePrefetch
        }
    }

    override func uninstallProxies() {
        guard let table else { return }
        bypassingHooks {
            table.dataSource = nil
            table.delegate = nil
            table.prefetchDataSource = nil
            table.dataSource = tableDataSource.target as? UITableViewDataSource
            table.delegate = tableDelegate.target as? UITableViewDelegate
            table.prefetchDataSource = tablePrefetch.target as? UITableViewDataSourcePrefetching
        }
    }

    /// The client assigned a data source, delegate or prefetch data source while the table is
    /// infinite: the proxy takes it as its new client and is assigned again (outside layout, where
    /// the client's assignment happens), keeping the logical row on screen.
    func clientAssigned(dataSource: AnyObject?) {
        guard dataSource !== tableDataSource else { return }
        let memo = capturePosition(in: currentViewport())
        tableDataSource.target = dataSource
        reassignInterceptors()
        needsPlan = true
        pendingPosition = memo.map(PendingPosition.memo) ?? .start
        table?.setNeedsLayout()
    }

    /// See ``clientAssigned(dataSource:)``.
    func clientAssigned(delegate: AnyObject?) {
        guard delegate !== tableDelegate else { return }
        tableDelegate.target = delegate
        reassignInterceptors()
        // Heights may come from the new delegate: re-plan at the next layout at rest (reloading
        // only if the plan changes).
        needsViewportReplan = true
        table?.setNeedsLayout()
    }

    /// See ``clientAssigned(dataSource:)``.
    func clientAssigned(prefetchDataSource: AnyObject?) {
        guard prefetchDataSource !== tablePrefetch else { return }
        tablePrefetch.target = prefetchDataSource
        reassignInterceptors()
    }

    override func reloadViewData() {
        guard let table else { return }
        bypassingHooks { table.reloadData() }
    }

    override func scrollView(toVirtual path: VirtualIndexPath, position: ScrollPosition, animated: Bool) {
        guard let table, path.section >= 0, path.section < table.numberOfSections,
              path.item >= 0, path.item < table.numberOfRows(inSection: path.section) else { return }
        var tablePosition = UITableView.ScrollPosition.none
        if case .table(let value) = position { tablePosition = value }
        table.scrollToRow(at: path.indexPath, at: tablePosition, animated: animated)
    }

    // MARK: Arc

    /// Sets the alignment and bends (or straightens) the visible rows now.
    func setAlignment(_ alignment: InfiniteContentAlignment) {
        engine.alignment = alignment
        if alignment == .none { resetArc() } else { applyArc() }
    }

    /// Sets the radius (nil: derived from the table's size) and bends the visible rows now.
    func setArcRadius(_ radius: CGFloat?) {
        engine.arcRadius = radius
        applyArc()
    }

    override func applyArc() {
        guard isActive, engine.alignment != .none, let table else { return }
        // One arc (and its radius) per pass, not per row.
        let viewport = currentViewport()
        let arc = engine.arc(for: viewport, crossLength: table.bounds.width)
        for cell in table.visibleCells {
            guard let indexPath = table.indexPath(for: cell) else { continue }
            bend(cell, at: indexPath, on: arc, around: viewport.visibleCenter, table: table)
        }
    }

    override func willDisplay(_ cell: UIView, at indexPath: IndexPath) {
        guard isActive, engine.alignment != .none, let table else { return }
        let viewport = currentViewport()
        let arc = engine.arc(for: viewport, crossLength: table.bounds.width)
        bend(cell, at: indexPath, on: arc, around: viewport.visibleCenter, table: table)
    }

    private func bend(
        _ cell: UIView, at indexPath: IndexPath, on arc: ArcLayout, around viewportCenter: CGFloat, table: UITableView
    ) {
        let row = engine.passingThrough { table.rectForRow(at: indexPath) }
        guard !row.isNull, !row.isInfinite else { return }
        let center = CGPoint(x: row.midX, y: row.midY)
        if cell.center != center { cell.center = center }
        let offset = arc.crossAxisOffset(itemCenter: row.midY, viewportCenter: viewportCenter)
        cell.transform = CGAffineTransform(translationX: offset, y: 0)
        bentCells.add(cell)
    }

    override func resetArc() {
        for cell in bentCells.allObjects { cell.transform = .identity }
        bentCells.removeAllObjects()
    }
}

extension UIScrollView {
    /// The table coordinator, if this is an infinite table.
    var infiniteTableCoordinator: InfiniteTableCoordinator? { infiniteCoordinator as? InfiniteTableCoordinator }
}
#endif
