import Foundation
import InfiniteProxy

/// Selection, taps and user moves.
extension HostTableView {
    // MARK: Selection

    /// `indexPathForSelectedRow`.
    package var indexPathForSelectedRow: IndexPath? { indexPathForSelectedRow(caller: .app) }

    /// `indexPathForSelectedRow` as `caller` sees it.
    package func indexPathForSelectedRow(caller: CallerKind) -> IndexPath? {
        let paths = selected.sorted().map(path(ofOrdinal:))
        guard let interposer else { return paths.first }
        return interposer.firstSelectedPath(forVirtual: paths, caller: caller)
    }

    /// `indexPathsForSelectedRows`, in order; nil when nothing is selected.
    package var indexPathsForSelectedRows: [IndexPath]? { indexPathsForSelectedRows(caller: .app) }

    /// `indexPathsForSelectedRows` as `caller` sees it (each client row once).
    package func indexPathsForSelectedRows(caller: CallerKind) -> [IndexPath]? {
        selected.isEmpty ? nil : clientPaths(forVirtualPaths: selected.sorted().map(path(ofOrdinal:)), caller: caller)
    }

    /// `selectRow(at:animated:scrollPosition:)`: programmatic, so no delegate calls (as in UIKit);
    /// nil deselects everything.
    package func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition,
                          caller: CallerKind = .app) {
        guard let interposer else { return selectVirtualRow(at: indexPath, animated: animated, scrollPosition: scrollPosition) }
        interposer.selecting(clientPath: indexPath, caller: caller) {
            selectVirtualRow(at: $0, animated: animated, scrollPosition: scrollPosition)
        }
    }

    /// UIKit's own `selectRow`, on the table's own path.
    func selectVirtualRow(at path: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        passingThrough {
            guard let path, let ordinal = ordinal(section: path.section, row: path.row) else {
                for ordinal in selected { setSelected(false, ordinal) }
                return
            }
            if !allowsSeveralSelectedRows {
                for other in selected where other != ordinal { setSelected(false, other) }
            }
            setSelected(true, ordinal)
            if scrollPosition != .none { scrollToVirtualRow(path, at: scrollPosition, animated: animated) }
        }
    }

    /// `deselectRow(at:animated:)`.
    package func deselectRow(at indexPath: IndexPath, animated: Bool, caller: CallerKind = .app) {
        guard let interposer else { return deselectVirtualRow(at: indexPath) }
        interposer.deselecting(clientPath: indexPath, caller: caller) { deselectVirtualRow(at: $0) }
    }

    /// UIKit's own `deselectRow`, on the table's own path.
    func deselectVirtualRow(at path: IndexPath) {
        passingThrough {
            guard let ordinal = ordinal(section: path.section, row: path.row) else { return }
            setSelected(false, ordinal)
        }
    }

    /// Whether a (virtual) row is selected.
    package func isRowSelected(at indexPath: IndexPath) -> Bool {
        ordinal(section: indexPath.section, row: indexPath.row).map(selected.contains) ?? false
    }

    func setSelected(_ isSelected: Bool, _ ordinal: Int) {
        if isSelected { selected.insert(ordinal) } else { selected.remove(ordinal) }
        if ordinal >= displayedFirst && ordinal < displayedFirst + displayed.count {
            displayed[ordinal - displayedFirst].isSelected = isSelected
        }
    }

    /// A user's tap on the row laid out at `indexPath`: `willSelectRowAt` (which may redirect or
    /// refuse), deselection of the previous row (`willDeselectRowAt`/`didDeselectRowAt`), selection,
    /// `didSelectRowAt`. With multiple selection a tap on a selected row deselects it.
    package func simulateTap(onRowAt indexPath: IndexPath) {
        guard allowsSelection, ordinal(section: indexPath.section, row: indexPath.row) != nil else { return }
        if tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) == false { return }
        selectByUser(tappedAt: indexPath)
    }

    /// What a tap does once the finger lifts: ``simulateTap(onRowAt:)`` without the highlight.
    func selectByUser(tappedAt indexPath: IndexPath) {
        guard let tapped = ordinal(section: indexPath.section, row: indexPath.row) else { return }
        if allowsSeveralSelectedRows && selected.contains(tapped) {
            deselectByUser(tapped)
            return
        }
        var target: IndexPath? = indexPath
        if let answer = tableDelegate?.tableView(self, willSelectRowAt: indexPath) { target = answer }
        guard let target, let ordinal = ordinal(section: target.section, row: target.row) else { return }
        if !allowsSeveralSelectedRows {
            for other in selected.sorted() where other != ordinal { deselectByUser(other) }
        }
        setSelected(true, ordinal)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    /// A tap at a point in content coordinates (on whatever row is there).
    ///
    /// UIKit's tap recognizer asks the table's own public `indexPathForRow(at:)`: the host models
    /// that call as the system's, so it gets the table's own row on an infinite table.
    package func simulateTap(atContentPoint point: CGPoint) {
        guard let path = indexPathForRow(at: point, caller: .system) else { return }
        simulateTap(onRowAt: path)
    }

    func deselectByUser(_ ordinal: Int) {
        let path = path(ofOrdinal: ordinal)
        var target: IndexPath? = path
        if let answer = tableDelegate?.tableView(self, willDeselectRowAt: path) { target = answer }
        guard let target, let resolved = self.ordinal(section: target.section, row: target.row) else { return }
        setSelected(false, resolved)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }

    /// A user drags the row at `from` over `proposed` and drops it: the delegate's
    /// `targetIndexPathForMoveFromRowAt` decides where it lands, the data source's `moveRowAt`
    /// updates the data, and the table moves the row in its own model. It does **not** reload:
    /// no counts are read, no cell is asked for, the moved row keeps its cell and height (UIKit
    /// already shows the row where the user dropped it; Apple: the data source "updates the data"
    /// in `moveRowAt`, and apps must not call `moveRow` or `reloadData` for a user-driven move).
    /// Returns the destination.
    ///
    /// With a diffable data source (one that answers `_diffableDataSourceImpl`) the table records
    /// its move in ``expectedDiffableUpdate`` while `moveRowAt` runs (``HostDiffableReorder``); a
    /// `reloadData()` inside the call (the data source's answer to a move that is not the
    /// table's) already loaded the moved data, and the table's own move is then not applied again.
    @discardableResult
    package func simulateMove(from: IndexPath, toProposed proposed: IndexPath) -> IndexPath {
        let destination = tableDelegate?.tableView(
            self, targetIndexPathForMoveFromRowAt: from, toProposedIndexPath: proposed) ?? proposed
        let reloads = reloadCount
        if storedDataSource?.diffableDataSourceImpl != nil { expectedDiffableUpdate = HostMove(from: from, to: destination) }
        userMoveDepth += 1
        storedDataSource?.tableView(self, moveRowAt: from, to: destination)
        userMoveDepth -= 1
        expectedDiffableUpdate = nil
        guard reloadCount == reloads else { return destination }
        guard from != destination, ordinal(section: from.section, row: from.row) != nil,
              destination.section >= 0, destination.section < rowCounts.count else { return destination }
        var counts = rowCounts
        counts[from.section] -= 1
        counts[destination.section] += 1
        guard destination.row >= 0, destination.row < counts[destination.section] else { return destination }
        var batch = HostBatchUpdate()
        batch.movedItems = [HostMove(from: from, to: destination)]
        passingThrough { applyBatch(batch, newCounts: counts) }
        return destination
    }
}
