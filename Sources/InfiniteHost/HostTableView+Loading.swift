import Foundation
import InfiniteProxy

/// Loading: counts and heights from the data source and delegate.
extension HostTableView {
    // MARK: Loading

    /// `reloadData()`: reads counts and heights again now; the rows on screen end their display
    /// and new cells come at the next layout. Selection is cleared and the offset kept, as in
    /// UIKit.
    ///
    /// - Important: the order is the one hardest for a data source (C10, a **guess**: UIKit
    ///   reads the counts inside `reloadData` — `noteNumberOfRowsChanged` — and ends the old
    ///   cells' display in its next `layoutSubviews`): `didEndDisplaying` comes after the new
    ///   counts were read and names rows as they were shown, which may no longer exist.
    package func reloadData() {
        if let interposer, interposer.tableViewInterceptsReloadData(self) { return }
        performReload()
    }

    /// Marks the data for loading at the next layout (assigning a data source or delegate).
    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// UIKit's own `reloadData` (what an interposer's reload runs).
    func performReload() {
        needsReload = false
        reloadCount += 1
        if userMoveDepth > 0 { reloadsInsideUserMoves += 1 }
        interposer?.tableViewWillReloadData(self)
        cellsEndingAfterReload.append(contentsOf: displayed)
        displayed.removeAll(keepingCapacity: true)
        selected.removeAll()
        rebuildStructure(counts: currentCounts())
        loadLengths()
        updateContentSize()
        setNeedsLayout()
        interposer?.tableViewDidReloadData(self)
    }

    /// Every row's initial height and every header's and footer's: asked row by row, or, for a
    /// table of more than ``PrefixSumTree/denseLimit`` rows whose rows all start at one estimate,
    /// stored as one run per section (``uniformEstimate``): no row is asked, nothing per row is
    /// stored.
    ///
    /// - Complexity: O(rows) row by row, O(sections) as runs.
    private func loadLengths() {
        let counts = rowCounts
        if totalRows + 2 * counts.count > PrefixSumTree.denseLimit, let estimate = uniformEstimate() {
            var runs: [PrefixSumTree.Run] = []
            runs.reserveCapacity(3 * counts.count)
            for (section, count) in counts.enumerated() {
                runs.append(.init(length: headerHeight(section), count: 1))
                runs.append(.init(length: estimate, count: count))
                runs.append(.init(length: footerHeight(section), count: 1))
            }
            lengths = PrefixSumTree(runs: runs)
            measured = RowFlags(repeating: false, count: totalRows)
            return
        }
        var values: [CGFloat] = []
        values.reserveCapacity(min(totalRows + 2 * counts.count, PrefixSumTree.denseLimit))
        measured = RowFlags(repeating: true, count: totalRows)
        for section in 0..<counts.count {
            values.append(headerHeight(section))
            for row in 0..<counts[section] {
                let path = IndexPath(row: row, section: section)
                let (height, isFinal) = initialHeight(for: path)
                if !isFinal { measured[rowStarts[section] + row] = false }
                values.append(height)
            }
            values.append(footerHeight(section))
        }
        lengths = PrefixSumTree(values)
    }

    /// The one estimate every row starts at, when no row needs asking: the delegate does not
    /// answer `estimatedHeightForRowAt` (asked for the first row, as UIKit asks `respondsToSelector:`)
    /// and the table has an estimate (`estimatedRowHeight` positive or automatic). Nil otherwise.
    private func uniformEstimate() -> CGFloat? {
        guard let section = rowCounts.firstIndex(where: { $0 > 0 }) else { return nil }
        guard tableDelegate?.tableView(self, estimatedHeightForRowAt: IndexPath(row: 0, section: section)) == nil else { return nil }
        if estimatedRowHeight > 0 { return HostTableView.sanitized(estimatedRowHeight) }
        return estimatedRowHeight == HostTableView.automaticDimension ? automaticEstimate : nil
    }

    func currentCounts() -> [Int] {
        guard let source = storedDataSource else { return [] }
        let sections = max(0, source.numberOfSections(in: self) ?? 1)
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        for section in 0..<sections {
            counts.append(max(0, source.tableView(self, numberOfRowsInSection: section)))
        }
        return counts
    }

    /// Takes `counts` as the table's sections. The model holds at most `Int.max` elements
    /// (headers, rows, footers) in all: rows past that are left out of the last sections (a limit
    /// of the model; UIKit's own with such counts is not known).
    func rebuildStructure(counts: [Int]) {
        rowCounts = []
        rowCounts.reserveCapacity(counts.count)
        rowStarts = []
        rowStarts.reserveCapacity(counts.count)
        let room = Int.max - 2 * counts.count
        var total = 0
        for count in counts {
            let kept = min(count, room - total)
            rowCounts.append(kept)
            rowStarts.append(total)
            total += kept
        }
        totalRows = total
    }

    /// The estimate UIKit picks for an automatic estimate (**guess**: ``rowHeight`` when it is a
    /// positive number, else 44 pt, the height of a standard cell).
    var automaticEstimate: CGFloat { rowHeight > 0 ? rowHeight : 44 }

    /// A row's height at load: its estimate (not final) or its real height (final).
    func initialHeight(for path: IndexPath) -> (CGFloat, Bool) {
        if let estimate = tableDelegate?.tableView(self, estimatedHeightForRowAt: path) {
            return (HostTableView.sanitized(estimate == HostTableView.automaticDimension ? automaticEstimate : estimate), false)
        }
        if estimatedRowHeight > 0 { return (HostTableView.sanitized(estimatedRowHeight), false) }
        if estimatedRowHeight == HostTableView.automaticDimension {
            // UIKit's automatic estimate: heights are asked for only when rows are displayed. (A
            // row without `heightForRowAt` then measures at ``rowHeight``, its estimate: nothing
            // moves.)
            return (automaticEstimate, false)
        }
        let height = tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
        // Self-sizing without an estimate: UIKit's default estimate until the cell is measured.
        if height == HostTableView.automaticDimension { return (automaticEstimate, false) }
        return (HostTableView.sanitized(height), true)
    }

    func headerHeight(_ section: Int) -> CGFloat {
        if let height = tableDelegate?.tableView(self, heightForHeaderInSection: section) {
            return HostTableView.sanitized(height == HostTableView.automaticDimension ? sectionHeaderHeight : height)
        }
        return storedDataSource?.tableView(self, titleForHeaderInSection: section) != nil
            ? HostTableView.sanitized(sectionHeaderHeight) : 0
    }

    func footerHeight(_ section: Int) -> CGFloat {
        if let height = tableDelegate?.tableView(self, heightForFooterInSection: section) {
            return HostTableView.sanitized(height == HostTableView.automaticDimension ? sectionFooterHeight : height)
        }
        return storedDataSource?.tableView(self, titleForFooterInSection: section) != nil
            ? HostTableView.sanitized(sectionFooterHeight) : 0
    }

    func updateContentSize() {
        let height = tableHeaderHeight + lengths.total + tableFooterHeight
        let size = CGSize(width: viewportSize.width, height: height)
        if contentSize != size { contentSize = size }
    }

    /// Negative, NaN and infinite heights read as 0, as UIKit clamps them.
    static func sanitized(_ value: CGFloat) -> CGFloat {
        value.isFinite && value > 0 ? value : 0
    }
}
