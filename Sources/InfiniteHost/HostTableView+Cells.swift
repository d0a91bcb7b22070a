import Foundation
import InfiniteProxy

/// Registration, dequeuing and the reuse pool; displayed cells.
extension HostTableView {
    // MARK: Cells

    /// `register(_:forCellReuseIdentifier:)`.
    package func register(_ cellClass: HostTableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass
    }

    /// `dequeueReusableCell(withIdentifier:for:)`: a cell for the row the table is asking for.
    ///
    /// Dequeuing with any other path, or twice in one request, records UIKit's assertion (and
    /// still returns a cell, so the session can go on).
    package func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath,
                                    caller: CallerKind = .app) -> HostTableViewCell {
        let path = virtualPath(forClientPath: indexPath, caller: caller)
        return passingThrough { dequeueCell(withIdentifier: identifier, for: path) }
    }

    /// `dequeueReusableCell(withIdentifier:)`: a pooled or new cell, nil for an unknown identifier.
    package func dequeueReusableCell(withIdentifier identifier: String) -> HostTableViewCell? {
        guard registrations[identifier] != nil || reusePool[identifier]?.isEmpty == false else { return nil }
        let cell = reusableCell(withIdentifier: identifier)
        cell.dequeuedInRequest = cellRequest?.number
        return cell
    }

    /// The dequeue behind ``dequeueReusableCell(withIdentifier:for:)``, for an already translated
    /// path (the glue calls it inside its pass-through).
    func dequeueCell(withIdentifier identifier: String, for path: IndexPath) -> HostTableViewCell {
        guard var request = cellRequest, request.path == path else {
            record(.dequeuedForUnrequestedIndexPath,
                   "dequeued for \(path) while the table asked for \(cellRequest.map { "\($0.path)" } ?? "no cell")",
                   path)
            return reusableCell(withIdentifier: identifier)
        }
        if request.dequeued != nil {
            record(.dequeuedMultipleCellsForIndexPath,
                   "Attempted to dequeue multiple cells for the same index path, which is not allowed", path)
        }
        let cell: HostTableViewCell
        if let existing = reconfiguringCell, existing.reuseIdentifier == identifier {
            cell = existing                           // reconfigureRows: the same cell, no prepareForReuse
        } else {
            cell = reusableCell(withIdentifier: identifier)
        }
        cell.dequeuedInRequest = request.number
        request.dequeued = cell
        cellRequest = request
        return cell
    }

    func reusableCell(withIdentifier identifier: String) -> HostTableViewCell {
        if var pool = reusePool[identifier], let cell = pool.popLast() {
            reusePool[identifier] = pool
            pooledCells -= 1
            cell.prepareForReuse()
            return cell
        }
        let type: HostTableViewCell.Type
        if let registered = registrations[identifier] {
            type = registered
        } else {
            record(.unregisteredReuseIdentifier,
                   "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class", nil)
            type = HostTableViewCell.self
        }
        let cell = type.init(reuseIdentifier: identifier)
        nextSerial += 1
        cell.serial = nextSerial
        cellsCreated += 1
        return cell
    }

    /// Cells the table made that are alive outside the reuse pool (on screen, or handed out and
    /// not yet returned).
    package var liveCellCount: Int { cellsCreated - pooledCells - droppedCells }

    /// The displayed cells, top to bottom.
    package var visibleCells: [HostTableViewCell] { displayed }

    /// `cellForRow(at:)`: the displayed cell of a row, nil when it is not on screen.
    package func cellForRow(at indexPath: IndexPath, caller: CallerKind = .app) -> HostTableViewCell? {
        let path = virtualPath(forClientPath: indexPath, caller: caller)
        return passingThrough { displayedCell(section: path.section, row: path.row) }
    }

    /// The displayed cell of a (virtual) row.
    func displayedCell(section: Int, row: Int) -> HostTableViewCell? {
        guard let ordinal = ordinal(section: section, row: row),
              ordinal >= displayedFirst, ordinal < displayedFirst + displayed.count else { return nil }
        return displayed[ordinal - displayedFirst]
    }

    /// `indexPath(for:)`: the row a displayed cell shows.
    package func indexPath(for cell: HostTableViewCell, caller: CallerKind = .app) -> IndexPath? {
        guard let path = cell.layoutIndexPath, displayed.contains(where: { $0 === cell }) else { return nil }
        return clientPath(forVirtualPath: path, caller: caller)
    }

    /// `indexPathsForVisibleRows`, top to bottom, as the app sees it.
    package var indexPathsForVisibleRows: [IndexPath]? { indexPathsForVisibleRows(caller: .app) }

    /// `indexPathsForVisibleRows` as `caller` sees it (an infinite table's app gets each of its
    /// rows once, in screen order).
    package func indexPathsForVisibleRows(caller: CallerKind) -> [IndexPath]? {
        displayed.isEmpty ? nil : clientPaths(forVirtualPaths: displayed.compactMap(\.layoutIndexPath), caller: caller)
    }
}
