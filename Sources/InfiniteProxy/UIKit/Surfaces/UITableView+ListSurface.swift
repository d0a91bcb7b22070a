#if canImport(UIKit)
import UIKit

/// `UITableView` as the ``ListController``'s surface: layout reads in virtual paths, its own
/// reload and scroll, and the interceptors of its ``InfiniteTableAttachment``. No decisions: the
/// controller calls these inside `passingThrough` (or `bypassingHooks`), so the hooked methods
/// used here give UIKit's own answers.
///
/// ```swift
/// let controller = ListController(surface: tableView, scheduler: DispatchMainScheduler.shared)
/// ```
///
/// - Complexity: `leadingEdge` and `virtualItem(nearest:)` O(1) UIKit look-ups (a band search
///   over `indexPathsForRows(in:)`, ``LaidOutFrames``', only when the point falls on a header or a gap).
extension UITableView: ListSurface {
    package typealias Arc = UITableView

    package var listAxis: InfiniteAxis { .vertical }

    package func leadingEdge(ofVirtual item: VirtualIndexPath) -> CGFloat? {
        rowFrame(of: item)?.minY
    }

    package func virtualItem(nearest position: CGFloat) -> VirtualIndexPath? { nearestLaidOutItem(to: position) }

    package var laidOutSectionCount: Int { own { numberOfSections } }

    package func laidOutItemCount(inSection section: Int) -> Int {
        own { section >= 0 && section < numberOfSections ? numberOfRows(inSection: section) : 0 }
    }

    package func forEachVisibleItem(_ body: (VirtualIndexPath) -> Void) {
        for indexPath in own({ indexPathsForVisibleRows }) ?? [] {
            if let path = VirtualIndexPath(indexPath) { body(path) }
        }
    }

    /// The least and greatest of `indexPathsForVisibleRows`, read once (no walk).
    package func visibleItemEnds() -> ClosedRange<VirtualIndexPath>? {
        VirtualIndexPath.ends(of: own({ indexPathsForVisibleRows }) ?? [])
    }

    package func reloadLaidOutData() { infinite_reloadData() }

    /// UIKit's own `reconfigureRows(at:)` (iOS 15; nothing before).
    package func reconfigureVirtualItems(_ items: [VirtualIndexPath]) {
        guard #available(iOS 15.0, *), !items.isEmpty else { return }
        infinite_reconfigureRows(at: items.map(\.indexPath))
    }

    package func selectedVirtualItems() -> [VirtualIndexPath] {
        own { indexPathsForSelectedRows ?? [] }.compactMap(VirtualIndexPath.init)
    }

    /// UIKit's own `selectRow` / `deselectRow`, not animated, without scrolling.
    package func setVirtualItem(_ item: VirtualIndexPath, selected: Bool) {
        own {
            if selected {
                selectRow(at: item.indexPath, animated: false, scrollPosition: .none)
            } else {
                deselectRow(at: item.indexPath, animated: false)
            }
        }
    }

    package var allowsSeveralSelectedItems: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// The row's cell on screen: `setHighlighted(_:animated:)`, not animated.
    package func setVirtualItem(_ item: VirtualIndexPath, highlighted: Bool) {
        own { cellForRow(at: item.indexPath) }?.setHighlighted(highlighted, animated: false)
    }

    package func scrollToVirtualItem(_ path: VirtualIndexPath, at position: UITableView.ScrollPosition, animated: Bool) {
        guard path.item >= 0, path.item < laidOutItemCount(inSection: path.section) else { return }
        own { scrollToRow(at: path.indexPath, at: position, animated: animated) }
    }

    package func installInterceptors() { infiniteTableAttachment?.install(on: self) }
    package func uninstallInterceptors() { infiniteTableAttachment?.uninstall(from: self) }
    package func refreshInterceptors() { infiniteTableAttachment?.reassign(on: self) }

    package func sourceItemCounts() -> [Int] {
        guard let client = clientDataSource else { return [] }
        return SourceCounts.read(sections: client.numberOfSections?(in: self)) {
            client.tableView(self, numberOfRowsInSection: $0)
        }
    }

    package func measureCopy(viewportLength: CGFloat, crossLength: CGFloat, counts: [Int],
                             measuredExtents: [SourceIndexPath: CGFloat]) -> ListMetrics? {
        TableMeasurement.metrics(self, viewportLength: viewportLength, counts: counts, measuredExtents: measuredExtents)
    }

    package func withArcSurface(_ body: (UITableView) -> Void) { body(self) }

    private func rowFrame(of item: VirtualIndexPath) -> CGRect? {
        guard item.item >= 0, item.item < laidOutItemCount(inSection: item.section) else { return nil }
        let frame = own { rectForRow(at: item.indexPath) }
        return frame.isNull || frame.isInfinite ? nil : frame
    }

    /// Runs the library's own call of a hooked method with UIKit's answer (``InfiniteListKind/own(_:_:)``).
    func own<Result>(_ body: () -> Result) -> Result { TableListKind.own(self, body) }

    /// The client's data source: the interceptor's client while installed, the table's own otherwise.
    private var clientDataSource: UITableViewDataSource? {
        TableListKind.client({ $0.dataSource }, of: self) { dataSource } as? UITableViewDataSource
    }

    /// The client's delegate, likewise.
    private var clientDelegate: UITableViewDelegate? {
        TableListKind.client({ $0.delegate }, of: self) { delegate } as? UITableViewDelegate
    }
}

/// UIKit's originals straight away (`infinite_…`): the controller's batch is not the app's, so
/// neither a subclass's overrides nor the hooks run for it again.
extension UITableView: VirtualBatchCalls {
    package func performOwnBatch(_ updates: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        infinite_performBatchUpdates(updates, completion: completion)
    }
    package func withoutAnimation(_ body: () -> Void) { UIView.performWithoutAnimation(body) }
    package func deleteVirtualSections(_ sections: IndexSet) { infinite_deleteSections(sections, with: .automatic) }
    package func insertVirtualSections(_ sections: IndexSet) { infinite_insertSections(sections, with: .automatic) }
    package func reloadVirtualSections(_ sections: IndexSet) { infinite_reloadSections(sections, with: .automatic) }
    package func moveVirtualSection(_ section: Int, to newSection: Int) { infinite_moveSection(section, toSection: newSection) }
    package func deleteVirtualItems(_ paths: [IndexPath]) { infinite_deleteRows(at: paths, with: .automatic) }
    package func insertVirtualItems(_ paths: [IndexPath]) { infinite_insertRows(at: paths, with: .automatic) }
    package func reloadVirtualItems(_ paths: [IndexPath]) { infinite_reloadRows(at: paths, with: .automatic) }
    package func moveVirtualItem(_ path: IndexPath, to newPath: IndexPath) { infinite_moveRow(at: path, to: newPath) }
}

/// The table's answers, one query each, for the decisions in ``LaidOutFrames``.
extension UITableView: LaidOutFrames {
    package var laidOutBounds: CGRect { bounds }

    package func laidOutFrame(ofVirtual item: VirtualIndexPath) -> CGRect? { rowFrame(of: item) }

    package func forEachLaidOutFrame(in rect: CGRect, _ body: (VirtualIndexPath, CGRect) -> Void) {
        for indexPath in own({ indexPathsForRows(in: rect) }) ?? [] {
            if let path = VirtualIndexPath(indexPath), let frame = rowFrame(of: path) { body(path, frame) }
        }
    }

    package func laidOutItem(at point: CGPoint) -> VirtualIndexPath? {
        own { indexPathForRow(at: point) }.flatMap(VirtualIndexPath.init)
    }
}

/// The arc: each bent cell's `center` back on its row (a transform does not move it), then a
/// translation. When UIKit assigns `frame` to a transformed view, Core Animation moves its centre
/// so the *transformed* frame matches — re-centring first keeps the arc from being cancelled.
extension UITableView: ArcSurface {
    package func forEachVisibleRow(_ body: (VirtualIndexPath, CGRect) -> Void) {
        for indexPath in own({ indexPathsForVisibleRows }) ?? [] {
            guard let path = VirtualIndexPath(indexPath), let frame = rowFrame(of: path) else { continue }
            body(path, frame)
        }
    }

    package func setCrossOffset(_ offset: CGFloat, forRowAt path: VirtualIndexPath) {
        guard let cell = own({ cellForRow(at: path.indexPath) }), let frame = rowFrame(of: path) else { return }
        let center = CGPoint(x: frame.midX, y: frame.midY)
        if cell.center != center { cell.center = center }
        cell.transform = CGAffineTransform(translationX: offset, y: 0)
        infiniteTableAttachment?.bentCells.add(cell)
    }

    package func resetCrossOffsets() {
        guard let bent = infiniteTableAttachment?.bentCells else { return }
        for cell in bent.allObjects { cell.transform = .identity }
        bent.removeAllObjects()
    }

    // `infiniteLayoutDirection`: every scroll view's (`UIScrollView+TileSurface.swift`).
}

/// The client's sizing methods, each read only when the client implements it.
extension UITableView: TableSizing {
    package var clientEstimatesRowHeights: Bool {
        clientDelegate?.responds(to: #selector(UITableViewDelegate.tableView(_:estimatedHeightForRowAt:))) == true
    }

    package var clientSizesRowHeights: Bool {
        clientDelegate?.responds(to: #selector(UITableViewDelegate.tableView(_:heightForRowAt:))) == true
    }

    package func clientRowHeight(at source: SourceIndexPath) -> CGFloat? {
        clientDelegate?.tableView?(self, heightForRowAt: source.indexPath)
    }

    package func clientEstimatedRowHeight(at source: SourceIndexPath) -> CGFloat? {
        clientDelegate?.tableView?(self, estimatedHeightForRowAt: source.indexPath)
    }

    package func clientHeaderHeight(inSection section: Int) -> CGFloat? {
        clientDelegate?.tableView?(self, heightForHeaderInSection: section)
    }

    package func clientFooterHeight(inSection section: Int) -> CGFloat? {
        clientDelegate?.tableView?(self, heightForFooterInSection: section)
    }

    package func clientHasHeaderTitle(inSection section: Int) -> Bool {
        clientDataSource?.tableView?(self, titleForHeaderInSection: section) != nil
    }

    package func clientHasFooterTitle(inSection section: Int) -> Bool {
        clientDataSource?.tableView?(self, titleForFooterInSection: section) != nil
    }
}
#endif
