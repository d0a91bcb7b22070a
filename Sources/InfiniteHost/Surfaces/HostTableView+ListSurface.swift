import Foundation
import InfiniteProxy

/// `HostTableView` as the shipped ``ListController``'s surface: the same requirements
/// `UITableView+ListSurface.swift` answers on iOS, read from the host's model of UIKit's table.
///
/// ```swift
/// let interceptor = HostTableAttachment(tableView: table)   // creates ListController<HostTableView>
/// table.layoutIfNeeded()                                      // the controller plans and restores
/// ```
///
/// - Complexity: edge and nearest-row look-ups O(log n) on the table's position tree; counts
///   and measurement O(n) in the client's rows.
extension HostTableView: ListSurface {
    package typealias Arc = HostTableView

    package var listAxis: InfiniteAxis { .vertical }

    package func leadingEdge(ofVirtual item: VirtualIndexPath) -> CGFloat? {
        rowMinY(section: item.section, row: item.item)
    }

    /// The shipped decision (``LaidOutFrames/nearestLaidOutItem(to:)``) over the host's queries.
    package func virtualItem(nearest position: CGFloat) -> VirtualIndexPath? { nearestLaidOutItem(to: position) }

    package var laidOutSectionCount: Int { numberOfSections(caller: .system) }

    package func laidOutItemCount(inSection section: Int) -> Int { numberOfRows(inSection: section, caller: .system) }

    package func forEachVisibleItem(_ body: (VirtualIndexPath) -> Void) {
        for cell in visibleCells { body(VirtualIndexPath(section: cell.layoutSection, item: cell.layoutRow)) }
    }

    /// The least and greatest of `indexPathsForVisibleRows`, as the UIKit adapter reads them.
    package func visibleItemEnds() -> ClosedRange<VirtualIndexPath>? {
        VirtualIndexPath.ends(of: indexPathsForVisibleRows(caller: .system) ?? [])
    }

    /// The controller's own reload: UIKit's original straight away (the glue calls
    /// `infinite_reloadData()`, the forwarder to the implementation under UIKit's selector), never
    /// the app-facing `reloadData()` again.
    package func reloadLaidOutData() {
        if let originalReload { originalReload() } else { performReload() }
    }

    /// The table's own `reconfigureRows(at:)`, as the UIKit adapter calls it.
    package func reconfigureVirtualItems(_ items: [VirtualIndexPath]) {
        passingThrough { reconfigureVirtualRows(items.map { IndexPath(row: $0.item, section: $0.section) }) }
    }

    package func selectedVirtualItems() -> [VirtualIndexPath] {
        selected.sorted().map { VirtualIndexPath(path(ofOrdinal: $0)) ?? VirtualIndexPath(section: 0, item: $0) }
    }

    /// The table's own `selectRow` / `deselectRow`, as the UIKit adapter calls them.
    package func setVirtualItem(_ item: VirtualIndexPath, selected: Bool) {
        let path = IndexPath(row: item.item, section: item.section)
        if selected {
            selectRow(at: path, animated: false, scrollPosition: .none, caller: .system)
        } else {
            deselectRow(at: path, animated: false, caller: .system)
        }
    }

    package var allowsSeveralSelectedItems: Bool { allowsSeveralSelectedRows }

    /// The displayed cell's `setHighlighted(_:animated:)`, as the UIKit adapter calls it.
    package func setVirtualItem(_ item: VirtualIndexPath, highlighted: Bool) {
        ordinal(section: item.section, row: item.item).flatMap(displayedCell(atOrdinal:))?.isHighlighted = highlighted
    }

    package func scrollToVirtualItem(_ path: VirtualIndexPath, at position: ScrollPosition, animated: Bool) {
        guard path.section >= 0, path.section < laidOutSectionCount, path.item >= 0,
              path.item < laidOutItemCount(inSection: path.section) else { return }
        scrollToVirtualRow(IndexPath(row: path.item, section: path.section), at: position, animated: animated)
    }

    package func installInterceptors() { hostAttachment?.install() }
    package func uninstallInterceptors() { hostAttachment?.uninstall() }
    /// The host reads its delegate's optional methods per call: nothing is cached to refresh.
    package func refreshInterceptors() {}

    package func sourceItemCounts() -> [Int] {
        guard let client = hostAttachment?.clientDataSource else { return [] }
        return SourceCounts.read(sections: client.numberOfSections(in: self)) {
            client.tableView(self, numberOfRowsInSection: $0)
        }
    }

    package func measureCopy(viewportLength: CGFloat, crossLength: CGFloat, counts: [Int],
                             measuredExtents: [SourceIndexPath: CGFloat]) -> ListMetrics? {
        TableMeasurement.metrics(self, viewportLength: viewportLength, counts: counts, measuredExtents: measuredExtents)
    }

    package func withArcSurface(_ body: (HostTableView) -> Void) { body(self) }

    var hostAttachment: HostTableAttachment? { interposer as? HostTableAttachment }
}

/// The view's own public batch calls (``HostListUpdating``).
extension HostTableView: VirtualBatchCalls {}

/// The host table's answers to UIKit's queries, one each, for ``LaidOutFrames``' decisions.
extension HostTableView: LaidOutFrames {
    package var laidOutBounds: CGRect { bounds }

    package func laidOutFrame(ofVirtual item: VirtualIndexPath) -> CGRect? { rowRect(section: item.section, row: item.item) }

    package func forEachLaidOutFrame(in rect: CGRect, _ body: (VirtualIndexPath, CGRect) -> Void) {
        forEachRow(in: rect) { section, row, frame in body(VirtualIndexPath(section: section, item: row), frame) }
    }

    /// `indexPathForRow(at:)` in virtual paths.
    package func laidOutItem(at point: CGPoint) -> VirtualIndexPath? {
        guard totalRows > 0, point.y.isFinite, point.y >= tableHeaderHeight else { return nil }
        let element = lengths.firstIndex(endingAfter: point.y - tableHeaderHeight)
        guard element < lengths.count, let (section, row) = rowLocation(ofElement: element) else { return nil }
        return VirtualIndexPath(section: section, item: row)
    }
}

/// The arc on the host: a row's `frame.origin.x` (UIKit's adapter sets a translation transform).
extension HostTableView: ArcSurface {
    package func forEachVisibleRow(_ body: (VirtualIndexPath, CGRect) -> Void) {
        for cell in visibleCells {
            var frame = cell.frame
            frame.origin.x = 0
            body(VirtualIndexPath(section: cell.layoutSection, item: cell.layoutRow), frame)
        }
    }

    package func setCrossOffset(_ offset: CGFloat, forRowAt path: VirtualIndexPath) {
        displayedCell(section: path.section, row: path.item)?.frame.origin.x = offset
    }

    package func resetCrossOffsets() {
        for cell in visibleCells { cell.frame.origin.x = 0 }
    }

}

/// The client's sizing inputs, read through the host's optional-returning protocols.
///
/// Guess (fidelity register): `clientEstimatesRowHeights` and `clientSizesRowHeights` stand for
/// UIKit's `responds(to:)` on `estimatedHeightForRowAt` / `heightForRowAt`; the host's protocol
/// can only tell by asking for the value of the first row that exists (the first row of the first non-empty section), which is
/// nil when the method is not implemented. `responds(to:)` names no row, so the probe must not
/// hand the client a path outside its data (the adversarial suite found `[0, 0]` asked of a
/// client whose first section was empty); with no row at all there is nothing to estimate.
extension HostTableView: TableSizing {
    private var clientDelegate: (any HostTableViewDelegate)? { hostAttachment?.clientDelegate }
    private var clientSource: (any HostTableViewDataSource)? { hostAttachment?.clientDataSource }

    /// The first row of the client's data (the first row of its first non-empty section), nil
    /// when it has none: the only path a `responds(to:)` probe may hand the client.
    private var firstClientRow: IndexPath? {
        guard let source = clientSource else { return nil }
        let sections = source.numberOfSections(in: self) ?? 1
        for section in 0..<max(0, sections) where source.tableView(self, numberOfRowsInSection: section) > 0 {
            return IndexPath(row: 0, section: section)
        }
        return nil
    }

    package var clientEstimatesRowHeights: Bool {
        guard let delegate = clientDelegate, let row = firstClientRow else { return false }
        return delegate.tableView(self, estimatedHeightForRowAt: row) != nil
    }

    package var clientSizesRowHeights: Bool {
        guard let delegate = clientDelegate, let row = firstClientRow else { return false }
        return delegate.tableView(self, heightForRowAt: row) != nil
    }

    package func clientRowHeight(at source: SourceIndexPath) -> CGFloat? {
        clientDelegate?.tableView(self, heightForRowAt: IndexPath(row: source.item, section: source.section))
    }

    package func clientEstimatedRowHeight(at source: SourceIndexPath) -> CGFloat? {
        clientDelegate?.tableView(self, estimatedHeightForRowAt: IndexPath(row: source.item, section: source.section))
    }

    package func clientHeaderHeight(inSection section: Int) -> CGFloat? {
        clientDelegate?.tableView(self, heightForHeaderInSection: section)
    }

    package func clientFooterHeight(inSection section: Int) -> CGFloat? {
        clientDelegate?.tableView(self, heightForFooterInSection: section)
    }

    package func clientHasHeaderTitle(inSection section: Int) -> Bool {
        clientSource?.tableView(self, titleForHeaderInSection: section) != nil
    }

    package func clientHasFooterTitle(inSection section: Int) -> Bool {
        clientSource?.tableView(self, titleForFooterInSection: section) != nil
    }
}
