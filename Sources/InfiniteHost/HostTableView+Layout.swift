import Foundation
import InfiniteProxy

/// Layout: which rows are displayed, self-sizing, and UIKit's offset corrections.
extension HostTableView {
    // MARK: Layout

    /// Whether a layout pass is running (the glue does not recenter in the middle of one).
    package var isLayingOut: Bool { isInLayout }


    /// The row ordinals whose frames intersect the bounds.
    func visibleOrdinals() -> Range<Int> {
        let top = contentOffset.y - tableHeaderHeight
        let bottom = top + viewportSize.height
        guard totalRows > 0, top.isFinite, bottom > top else { return 0..<0 }
        let first = ordinal(atOrAfterElement: lengths.firstIndex(endingAfter: top))
        let end = ordinal(atOrAfterElement: lengths.firstIndex(startingAtOrAfter: bottom))
        return first < end ? first..<end : first..<first
    }

    func layoutRows() {
        if !cellsEndingAfterReload.isEmpty {
            let ending = cellsEndingAfterReload
            cellsEndingAfterReload.removeAll()
            for cell in ending { endDisplaying(cell) }
        }
        guard totalRows > 0 else {
            endDisplayingAll()
            return
        }
        // Rows that were on screen and still are stay where the user sees them: rows above the
        // first of them that take their real height push the offset, not them.
        let initial = visibleOrdinals()
        var anchor: Int?
        let keptLow = max(displayedFirst, initial.lowerBound)
        let keptHigh = min(displayedFirst + displayed.count, initial.upperBound)
        if !displayed.isEmpty && keptLow < keptHigh { anchor = keptLow }
        let generation = reloadCount

        for _ in 0..<64 {
            let range = visibleOrdinals()
            endDisplaying(outside: range)
            var changed = false
            if displayed.isEmpty {
                displayedFirst = range.lowerBound
                for ordinal in range {
                    let (cell, grew) = display(ordinal, compensating: anchor.map { ordinal < $0 } ?? false)
                    if reloaded(since: generation, ending: [cell]) { return }
                    displayed.append(cell)
                    changed = changed || grew
                }
            } else {
                // Above: nearest first, so each revealed row grows upwards from the one below it.
                var above: [HostTableViewCell] = []
                if range.lowerBound < displayedFirst {
                    for ordinal in stride(from: displayedFirst - 1, through: range.lowerBound, by: -1) {
                        let (cell, grew) = display(ordinal, compensating: anchor.map { ordinal < $0 } ?? false)
                        above.append(cell)
                        if reloaded(since: generation, ending: above) { return }
                        changed = changed || grew
                    }
                }
                let oldEnd = displayedFirst + displayed.count
                if range.upperBound > oldEnd {
                    for ordinal in oldEnd..<range.upperBound {
                        let (cell, grew) = display(ordinal, compensating: anchor.map { ordinal < $0 } ?? false)
                        if reloaded(since: generation, ending: [cell] + above) { return }
                        displayed.append(cell)
                        changed = changed || grew
                    }
                }
                if !above.isEmpty {
                    displayed.insert(contentsOf: above.reversed(), at: 0)
                    displayedFirst -= above.count
                }
            }
            if !changed { break }
        }
        positionDisplayedCells()
    }

    /// Whether the client reloaded the data from inside a display callback (`willDisplay`,
    /// `cellForRowAt`) since `generation`: the pass stops, `pending` — cells shown from the old
    /// data that the reload did not see — end their display, and the next layout shows the new
    /// data. (A guess at UIKit, which does not trap here.)
    private func reloaded(since generation: Int, ending pending: [HostTableViewCell]) -> Bool {
        guard reloadCount != generation else { return false }
        for cell in pending { endDisplaying(cell) }
        return true
    }

    func positionDisplayedCells() {
        guard !displayed.isEmpty else { return }
        var section = section(ofOrdinal: displayedFirst)
        let width = viewportSize.width
        for (index, cell) in displayed.enumerated() {
            let ordinal = displayedFirst + index
            while section + 1 < rowStarts.count && rowStarts[section + 1] <= ordinal { section += 1 }
            let element = element(ofOrdinal: ordinal, section: section)
            cell.frame = CGRect(x: 0, y: tableHeaderHeight + lengths.start(of: element),
                                width: width, height: lengths[element])
        }
    }

    /// Measures a row that still had an estimate, gets its cell and shows it.
    func display(_ ordinal: Int, compensating: Bool) -> (HostTableViewCell, Bool) {
        let section = section(ofOrdinal: ordinal)
        let row = ordinal - rowStarts[section]
        let path = IndexPath(row: row, section: section)
        let element = element(ofOrdinal: ordinal, section: section)
        var cell: HostTableViewCell?
        var changed = false
        if !measured[ordinal] {
            measured[ordinal] = true
            var height = tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
            if height == HostTableView.automaticDimension {
                let made = requestCell(for: path)
                cell = made
                height = made.systemLayoutFittingHeight() ?? lengths[element]
            }
            changed = setLength(HostTableView.sanitized(height), ofElement: element, compensating: compensating)
        }
        let shown = cell ?? requestCell(for: path)
        if cell == nil, let fitting = shown.fittingHeight, lengths[element] != HostTableView.sanitized(fitting),
           (tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight) == HostTableView.automaticDimension {
            // A measured self-sizing row whose content's size changed since (a hosting
            // configuration invalidates its cell): it takes the new height (U-a).
            changed = setLength(HostTableView.sanitized(fitting), ofElement: element, compensating: compensating) || changed
        }
        shown.layoutIndexPath = path
        shown.layoutSection = section
        shown.layoutRow = row
        shown.isSelected = selected.contains(ordinal)
        shown.isHighlighted = highlighted == ordinal
        shown.frame = elementRect(element)
        tableDelegate?.tableView(self, willDisplay: shown, forRowAt: path)
        return (shown, changed)
    }

    /// Sets a length; with `compensating`, moves the offset by the change so rows below stay put.
    @discardableResult
    func setLength(_ length: CGFloat, ofElement element: Int, compensating: Bool) -> Bool {
        let old = lengths[element]
        guard old != length else { return false }
        lengths[element] = length
        updateContentSize()
        if compensating {
            let delta = length - old
            offsetCompensation += delta
            contentOffset.y += delta
        }
        return true
    }

    /// Asks the data source for a row's cell and checks UIKit's dequeue rules.
    func requestCell(for path: IndexPath) -> HostTableViewCell {
        cellRequests += 1
        let number = cellRequests
        let outer = cellRequest
        cellRequest = (path, number, nil)
        let cell: HostTableViewCell
        if let source = storedDataSource {
            cell = source.tableView(self, cellForRowAt: path)
        } else {
            // The data source went away after loading: an empty cell until the next load (UIKit
            // would raise "failed to obtain a cell").
            cell = HostTableViewCell(reuseIdentifier: nil)
            cell.dequeuedInRequest = number
            setNeedsReload()
        }
        let dequeued = cellRequest?.dequeued
        cellRequest = outer
        if let dequeued, dequeued !== cell {
            record(.returnedCellNotDequeued, "returned a cell other than the one dequeued for \(path)", path)
        } else if dequeued == nil && requiresDequeuedCells && cell.dequeuedInRequest != number {
            record(.returnedCellNotDequeued, "returned a cell that was not dequeued for \(path)", path)
        }
        if cell !== reconfiguringCell && cell.layoutIndexPath != nil && displayed.contains(where: { $0 === cell }) {
            record(.returnedCellAlreadyDisplayed, "returned the cell already showing \(cell.layoutIndexPath.map { "\($0)" } ?? "-")", path)
        }
        cell.dequeuedInRequest = nil
        return cell
    }

    func endDisplaying(outside range: Range<Int>) {
        guard !displayed.isEmpty else { return }
        let end = displayedFirst + displayed.count
        if range.isEmpty || range.upperBound <= displayedFirst || range.lowerBound >= end {
            endDisplayingAll()
            return
        }
        // Above the range: from the top; below it: from the bottom.
        let dropTop = range.lowerBound - displayedFirst
        if dropTop > 0 {
            for index in 0..<dropTop { endDisplaying(displayed[index]) }
            displayed.removeFirst(dropTop)
            displayedFirst += dropTop
        }
        let dropBottom = displayedFirst + displayed.count - range.upperBound
        if dropBottom > 0 {
            for index in (displayed.count - dropBottom)..<displayed.count { endDisplaying(displayed[index]) }
            displayed.removeLast(dropBottom)
        }
    }

    func endDisplayingAll() {
        let cells = displayed
        displayed.removeAll(keepingCapacity: true)
        for cell in cells { endDisplaying(cell) }
    }

    func endDisplaying(_ cell: HostTableViewCell) {
        let path = cell.layoutIndexPath
        cell.layoutIndexPath = nil
        if let path { tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path) }
        if let identifier = cell.reuseIdentifier, registrations[identifier] != nil {
            reusePool[identifier, default: []].append(cell)
            pooledCells += 1
        } else if cell.serial != 0 {
            droppedCells += 1
        }
    }
}
