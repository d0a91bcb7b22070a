import Foundation
import InfiniteProxy
@testable import InfiniteHost

// Plain table clients for the host tests: they know nothing of infinite scrolling, and check
// that every path and section they are handed names their own data.

/// Implements only UIKit's two required data-source methods.
final class TwoMethodClient: HostTableViewDataSource {
    var rows: Int
    private(set) var foreignPaths: [IndexPath] = []
    private(set) var cellRequests = 0

    init(rows: Int) { self.rows = rows }

    func tableView(_ tableView: HostTableView, numberOfRowsInSection section: Int) -> Int {
        if section != 0 { foreignPaths.append(IndexPath(row: -1, section: section)) }
        return rows
    }

    func tableView(_ tableView: HostTableView, cellForRowAt indexPath: IndexPath) -> HostTableViewCell {
        cellRequests += 1
        if indexPath.section != 0 || indexPath.row < 0 || indexPath.row >= rows { foreignPaths.append(indexPath) }
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.text = "row \(indexPath.row)"
        return cell
    }
}

/// A configurable client implementing nearly every data-source and delegate method, logging the
/// callbacks it gets and checking every path against its own counts.
final class PlainClient: HostTableViewDataSource, HostTableViewDelegate {
    var counts: [Int]
    /// `heightForRowAt`; nil = not implemented.
    var height: ((IndexPath) -> CGFloat)?
    /// `estimatedHeightForRowAt`; nil = not implemented.
    var estimate: ((IndexPath) -> CGFloat)?
    /// The height a self-sizing cell reports; nil = the cell does not size itself.
    var fitting: ((IndexPath) -> CGFloat)?
    /// Section titles (headers and footers get the table's heights).
    var titles = false
    /// `heightForHeaderInSection` / `heightForFooterInSection`; nil = not implemented.
    var headerHeight: ((Int) -> CGFloat)?
    var footerHeight: ((Int) -> CGFloat)?
    /// Whether `numberOfSections` is implemented (else UIKit's default of 1 applies).
    var implementsNumberOfSections = true
    /// `willSelectRowAt`; nil = not implemented.
    var willSelect: ((IndexPath) -> IndexPath?)?
    /// `targetIndexPathForMoveFromRowAt`; nil = not implemented.
    var moveTarget: ((IndexPath, IndexPath) -> IndexPath)?
    /// In `didSelectRowAt`: `tableView.deselectRow(at: indexPath)`.
    var deselectOnSelect = false
    /// In `didSelectRowAt`: `tableView.reloadRows(at: [indexPath])`.
    var reloadOnSelect = false
    /// In `didSelectRowAt`: `tableView.scrollToRow(at: indexPath, at: position, animated: false)`.
    var scrollOnSelect: HostTableView.ScrollPosition?
    /// Runs inside `didSelectRowAt`, after the client's own bookkeeping.
    var onSelect: ((HostTableView, IndexPath) -> Void)?
    /// Runs inside `cellForRowAt`, after the cell is configured.
    var onCellForRow: ((HostTableView, IndexPath) -> Void)?
    /// Runs inside `scrollViewDidScroll`.
    var onScroll: ((HostScrollView) -> Void)?
    /// Runs inside `willDisplay`, after the client's own checks.
    var onWillDisplay: ((HostTableView, IndexPath) -> Void)?
    /// The row `didSelectRowAt` scrolls to (default: the selected one).
    var scrollTargetOnSelect: ((IndexPath) -> IndexPath)?
    /// The path `cellForRowAt` dequeues with (default: the one it was given).
    var dequeuePath: ((IndexPath) -> IndexPath)?
    var logging = false
    /// Whether `willDisplay` and `didEndDisplaying` check that the cell shows "section.row" (off
    /// when another data source, a diffable one, configures the cells).
    var checksCellLabels = true

    private(set) var log: [String] = []
    private(set) var foreignPaths: [String] = []
    private(set) var pathsSeen = 0
    private(set) var selections: [IndexPath] = []
    private(set) var selectedInsideCallback: [IndexPath?] = []
    private(set) var cellRequests: [IndexPath] = []
    private(set) var willDisplayCount = 0
    private(set) var didEndDisplayingCount = 0
    private(set) var scrollCallbacks = 0
    private(set) var moves: [(IndexPath, IndexPath)] = []
    /// The counts as of the last load: `didEndDisplaying` after a reload reports the rows that
    /// were shown, which may no longer exist (as in UIKit).
    private(set) var loadedCounts: [Int] = []

    init(counts: [Int]) { self.counts = counts }

    func check(_ path: IndexPath, _ context: String) {
        pathsSeen += 1
        let valid = path.count == 2 && path.section >= 0 && path.section < counts.count
            && path.row >= 0 && path.row < counts[path.section]
        if !valid { foreignPaths.append("\(context) \(path)") }
    }

    func check(section: Int, _ context: String) {
        pathsSeen += 1
        if section < 0 || section >= counts.count { foreignPaths.append("\(context) section \(section)") }
    }

    private func note(_ entry: @autoclosure () -> String) {
        if logging { log.append(entry()) }
    }

    func clearLog() { log.removeAll() }

    // Data source

    func numberOfSections(in tableView: HostTableView) -> Int? {
        note("numberOfSections")
        loadedCounts = counts
        return implementsNumberOfSections ? counts.count : nil
    }

    func tableView(_ tableView: HostTableView, numberOfRowsInSection section: Int) -> Int {
        note("numberOfRows \(section)")
        check(section: section, "numberOfRows")
        return section < counts.count ? counts[section] : 0
    }

    func tableView(_ tableView: HostTableView, cellForRowAt indexPath: IndexPath) -> HostTableViewCell {
        note("cellForRow \(indexPath.section).\(indexPath.row)")
        check(indexPath, "cellForRow")
        cellRequests.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: dequeuePath?(indexPath) ?? indexPath)
        cell.text = "\(indexPath.section).\(indexPath.row)"
        if let fitting { cell.fittingHeight = fitting(indexPath) }
        onCellForRow?(tableView, indexPath)
        return cell
    }

    func tableView(_ tableView: HostTableView, titleForHeaderInSection section: Int) -> String? {
        check(section: section, "titleForHeader")
        return titles ? "Section \(section)" : nil
    }

    func tableView(_ tableView: HostTableView, titleForFooterInSection section: Int) -> String? {
        check(section: section, "titleForFooter")
        return titles ? "\(section < counts.count ? counts[section] : 0) rows" : nil
    }

    func tableView(_ tableView: HostTableView, canMoveRowAt indexPath: IndexPath) -> Bool? {
        check(indexPath, "canMove")
        return true
    }

    func tableView(_ tableView: HostTableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        check(sourceIndexPath, "moveRowAt from")
        check(destinationIndexPath, "moveRowAt to")
        moves.append((sourceIndexPath, destinationIndexPath))
    }

    // Delegate

    func tableView(_ tableView: HostTableView, heightForRowAt indexPath: IndexPath) -> CGFloat? {
        guard let height else { return nil }
        note("height \(indexPath.section).\(indexPath.row)")
        check(indexPath, "heightForRow")
        return height(indexPath)
    }

    func tableView(_ tableView: HostTableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat? {
        guard let estimate else { return nil }
        check(indexPath, "estimatedHeightForRow")
        return estimate(indexPath)
    }

    func tableView(_ tableView: HostTableView, heightForHeaderInSection section: Int) -> CGFloat? {
        guard let headerHeight else { return nil }
        check(section: section, "heightForHeader")
        return headerHeight(section)
    }

    func tableView(_ tableView: HostTableView, heightForFooterInSection section: Int) -> CGFloat? {
        guard let footerHeight else { return nil }
        check(section: section, "heightForFooter")
        return footerHeight(section)
    }

    func tableView(_ tableView: HostTableView, willDisplay cell: HostTableViewCell, forRowAt indexPath: IndexPath) {
        note("willDisplay \(indexPath.section).\(indexPath.row)")
        check(indexPath, "willDisplay")
        willDisplayCount += 1
        if checksCellLabels, cell.text != "\(indexPath.section).\(indexPath.row)" { foreignPaths.append("willDisplay shows \(cell.text) for \(indexPath)") }
        onWillDisplay?(tableView, indexPath)
    }

    func tableView(_ tableView: HostTableView, didEndDisplaying cell: HostTableViewCell, forRowAt indexPath: IndexPath) {
        note("didEndDisplaying \(indexPath.section).\(indexPath.row)")
        // UIKit names the row the cell showed, even when a reload has since shrunk the data: the
        // path must be the one the cell was configured for (T4), not merely in range.
        if checksCellLabels, cell.text != "\(indexPath.section).\(indexPath.row)" {
            foreignPaths.append("didEndDisplaying: cell shows \(cell.text), callback says \(indexPath)")
        }
        didEndDisplayingCount += 1
    }

    func tableView(_ tableView: HostTableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool? {
        check(indexPath, "shouldHighlight")
        return true
    }

    func tableView(_ tableView: HostTableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?? {
        guard let willSelect else { return .none }
        note("willSelect \(indexPath.section).\(indexPath.row)")
        check(indexPath, "willSelect")
        return .some(willSelect(indexPath))
    }

    func tableView(_ tableView: HostTableView, didSelectRowAt indexPath: IndexPath) {
        note("didSelect \(indexPath.section).\(indexPath.row)")
        check(indexPath, "didSelect")
        selections.append(indexPath)
        selectedInsideCallback.append(tableView.indexPathForSelectedRow)
        onSelect?(tableView, indexPath)
        if let cell = tableView.cellForRow(at: indexPath), cell.text != "\(indexPath.section).\(indexPath.row)" {
            foreignPaths.append("cellForRow(at:) in didSelect gave \(cell.text) for \(indexPath)")
        }
        if let cell = tableView.cellForRow(at: indexPath) {
            let rect = tableView.rectForRow(at: indexPath)
            if rect.minY != cell.frame.minY || rect.height != cell.frame.height {
                foreignPaths.append("rectForRow(at:) in didSelect gave \(rect) for a cell at \(cell.frame)")
            }
        }
        if deselectOnSelect { tableView.deselectRow(at: indexPath, animated: true) }
        if let scrollOnSelect {
            tableView.scrollToRow(at: scrollTargetOnSelect?(indexPath) ?? indexPath, at: scrollOnSelect, animated: false)
        }
        if reloadOnSelect { tableView.reloadRows(at: [indexPath]) }
    }

    func tableView(_ tableView: HostTableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?? {
        check(indexPath, "willDeselect")
        return .some(indexPath)
    }

    func tableView(_ tableView: HostTableView, didDeselectRowAt indexPath: IndexPath) {
        note("didDeselect \(indexPath.section).\(indexPath.row)")
        check(indexPath, "didDeselect")
    }

    func tableView(
        _ tableView: HostTableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath? {
        guard let moveTarget else { return nil }
        check(sourceIndexPath, "targetForMove from")
        check(proposedDestinationIndexPath, "targetForMove proposed")
        return moveTarget(sourceIndexPath, proposedDestinationIndexPath)
    }

    func scrollViewDidScroll(_ scrollView: HostScrollView) {
        note("didScroll")
        scrollCallbacks += 1
        onScroll?(scrollView)
    }
}

/// A finite table without glue, as a session subject: `jump` is the table's own compensation for
/// estimated rows above the screen.
final class PlainTableSubject: HostListSessionSubject {
    let tableView: HostTableView
    /// Keeps a client alive for the session (the table holds it weakly).
    var retainedClient: AnyObject?
    private var compensationSeen: CGFloat = 0

    init(_ tableView: HostTableView) {
        self.tableView = tableView
        compensationSeen = tableView.offsetCompensation
    }

    var sessionScrollView: HostScrollView { tableView }
    var sessionAxis: InfiniteAxis { .vertical }

    func snapshot() -> HostFrameSnapshot {
        let compensation = tableView.offsetCompensation
        defer { compensationSeen = compensation }
        let items = tableView.visibleCells.map { cell in
            HostVisibleItem(
                virtual: VirtualIndexPath(section: cell.layoutSection, item: cell.layoutRow),
                source: SourceIndexPath(section: cell.layoutSection, item: cell.layoutRow), frame: cell.frame)
        }
        return HostFrameSnapshot(
            frame: tableView.frameCount,
            viewport: ListViewport(offset: tableView.contentOffset.y, length: tableView.viewportSize.height,
                                   insetBefore: tableView.adjustedContentInset.top,
                                   insetAfter: tableView.adjustedContentInset.bottom),
            moved: tableView.lastPhysicsMovement.y, jump: compensation - compensationSeen,
            edgeHits: tableView.edgeHits, liveCells: tableView.liveCellCount, items: items)
    }
}

/// A table of the given size with the "row" cell registered.
func makeTable(width: CGFloat = 390, height: CGFloat = 844, insets: HostEdgeInsets = .zero) -> HostTableView {
    let table = HostTableView(viewportSize: CGSize(width: width, height: height))
    table.adjustedContentInset = insets
    table.register(HostTableViewCell.self, forCellReuseIdentifier: "row")
    return table
}
