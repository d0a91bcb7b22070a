import Foundation

/// Updates: `reloadRows`, `insertRows`, `deleteRows` and UIKit's count validation.
extension HostTableView {
    // MARK: Updates

    /// `reloadRows(at:with:)`: asks the data source for the rows' heights and cells again.
    ///
    /// The data source's counts must be unchanged, else UIKit's "invalid update" is recorded and
    /// nothing happens. A displayed row gets a new cell at once; a row above the displayed rows that
    /// changes height moves the offset with it.
    public func reloadRows(at indexPaths: [IndexPath]) {
        var paths: [IndexPath] = []
        for path in indexPaths {
            if let interposer {
                paths.append(contentsOf: interposer.tableView(self, virtualPathsReloadingClientPath: path))
            } else {
                paths.append(path)
            }
        }
        passingThrough { reloadVirtualRows(paths) }
    }

    func reloadVirtualRows(_ paths: [IndexPath]) {
        guard countsAreUnchanged(inserted: [], deleted: []) else { return }
        for path in paths {
            guard let ordinal = ordinal(section: path.section, row: path.row) else {
                record(.invalidIndexPath, "attempt to reload row \(path.row) in section \(path.section), which does not exist", path)
                continue
            }
            let element = element(ofOrdinal: ordinal, section: path.section)
            let isDisplayed = ordinal >= displayedFirst && ordinal < displayedFirst + displayed.count
            let compensating = !displayed.isEmpty && ordinal < displayedFirst
            if isDisplayed {
                let old = displayed[ordinal - displayedFirst]
                endDisplaying(old)
                measured[ordinal] = false
                let (cell, _) = display(ordinal, compensating: false)
                displayed[ordinal - displayedFirst] = cell
            } else {
                let (height, isFinal) = initialHeight(for: path)
                measured[ordinal] = isFinal
                setLength(height, ofElement: element, compensating: compensating)
            }
        }
        positionDisplayedCells()
        setNeedsLayout()
    }

    /// `insertRows(at:with:)`: the data source must now have exactly these rows more.
    public func insertRows(at indexPaths: [IndexPath]) {
        applyRowUpdate(inserted: indexPaths, deleted: [])
    }

    /// `deleteRows(at:with:)`: the data source must now have exactly these rows fewer.
    public func deleteRows(at indexPaths: [IndexPath]) {
        applyRowUpdate(inserted: [], deleted: indexPaths)
    }

    func applyRowUpdate(inserted: [IndexPath], deleted: [IndexPath]) {
        if let interposer, interposer.tableViewClientDidUpdateRows(self) { return }
        guard countsAreUnchanged(inserted: inserted, deleted: deleted) else { return }
        // The host re-reads the data rather than splicing rows (no animations to model); the
        // offset stays, as UIKit keeps it.
        performReload()
    }

    /// Compares the data source's counts with the table's, after `inserted` and `deleted`.
    func countsAreUnchanged(inserted: [IndexPath], deleted: [IndexPath]) -> Bool {
        let counts = currentCounts()
        guard counts.count == rowCounts.count else {
            record(.invalidUpdate,
                   "Invalid update: invalid number of sections. The number of sections after the update (\(counts.count)) must be equal to the number before (\(rowCounts.count))",
                   nil)
            return false
        }
        for section in 0..<counts.count {
            let expected = rowCounts[section]
                + inserted.filter { $0.section == section }.count
                - deleted.filter { $0.section == section }.count
            if counts[section] != expected {
                record(.invalidUpdate,
                       "Invalid update: invalid number of rows in section \(section). The number of rows after the update (\(counts[section])) must be equal to the number before (\(rowCounts[section])), plus or minus the rows inserted or deleted",
                       nil)
                return false
            }
        }
        return true
    }
}
