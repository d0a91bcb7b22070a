import Foundation
import InfiniteProxy

/// Updates: batches, row and section inserts, deletes, moves and reloads, and UIKit's count
/// validation.
///
/// ```swift
/// names.insert("Ada", at: 0)
/// table.performBatchUpdates({
///     table.insertRows(at: [IndexPath(row: 0, section: 0)])
/// }, completion: { finished in print(finished) })   // later, when the animation has run
/// ```
///
/// What the model does, as UIKit does it:
/// - Outside a batch each call is a batch of its own. Inside `beginUpdates`/`endUpdates` (nestable)
///   or `performBatchUpdates` the calls are collected and applied together when the outermost
///   batch closes, with UIKit's index conventions (see ``HostBatchUpdate``).
/// - When a batch closes the table reads `numberOfSections` and `numberOfRows` again and checks
///   them against the updates ("Invalid update: invalid number of rows in section …", recorded as
///   ``HostTableAssertionRule/invalidUpdate``; the table then keeps its old state).
/// - A valid batch splices the table's own model: rows that survive keep their heights and their
///   displayed cells (no `cellForRowAt`, no `willDisplay`); deleted and reloaded rows that were on
///   screen get `didEndDisplaying` with their old paths; inserted and reloaded rows are measured
///   and asked for when displayed. The offset stays where it was (UIKit does not keep the
///   visible rows still when rows are inserted above them).
/// - `performBatchUpdates`' completion runs when the update animation has run
///   (``HostScrollView/updateAnimationDuration`` of simulated time, at a later frame), never
///   inside the call.
/// - An empty `beginUpdates`/`endUpdates` asks the displayed rows for their heights again (the
///   idiom apps use to animate a height change; **guess**: only displayed rows are asked).
///
/// - Complexity: closing a batch is O(n) for n rows plus the data source's calls.
extension HostTableView {
    // MARK: Batches

    /// `beginUpdates()`: starts (or nests) a batch.
    package func beginUpdates() {
        if let interposer, interposer.tableViewInterceptsBeginUpdates(self) { return }
        batchDepth += 1
    }

    /// `endUpdates()`: closes a batch; the outermost one validates and applies what it collected.
    package func endUpdates() {
        if let interposer, interposer.tableViewInterceptsEndUpdates(self) { return }
        guard batchDepth > 0 else { return }
        batchDepth -= 1
        guard batchDepth == 0 else { return }
        let batch = pendingBatch
        pendingBatch = HostBatchUpdate()
        if batch.isEmpty {
            remeasureDisplayedRows()
        } else {
            passingThrough { applyBatch(batch) }
        }
    }

    /// `performBatchUpdates(_:completion:)`: `updates` runs inside a batch; `completion(true)` runs
    /// when the animation has run, at a later frame.
    package func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        if let completion {
            runAfterAnimation(HostScrollView.updateAnimationDuration) { completion(true) }
        }
    }

    /// Whether a batch is open.
    package var isInBatchUpdates: Bool { batchDepth > 0 }

    // MARK: Rows

    /// `reloadRows(at:with:)`: asks the data source for the rows' heights and cells again.
    ///
    /// Outside a batch the data source's counts must be unchanged, else UIKit's "invalid update" is
    /// recorded and nothing happens. A displayed row gets a new cell at once; a row above the
    /// displayed rows that changes height moves the offset with it. Inside a batch the reload is
    /// collected (paths as before the batch).
    package func reloadRows(at indexPaths: [IndexPath], caller: CallerKind = .app) {
        let paths = interposer?.virtualPaths(reloadingClientPaths: indexPaths, caller: caller) ?? indexPaths
        if isInBatchUpdates {
            pendingBatch.reloadedItems.formUnion(paths)
            return
        }
        passingThrough { reloadVirtualRows(paths) }
    }

    func reloadVirtualRows(_ paths: [IndexPath]) {
        guard countsAreUnchanged() else { return }
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

    /// `reconfigureRows(at:)` (iOS 15): the displayed cells of these rows are asked for again
    /// through `cellForRowAt` and kept — the dequeue for such a row hands back the cell it shows
    /// (no `prepareForReuse`, no display callbacks; heights are not asked again, **guess**). Rows
    /// not on screen are left alone. Inside a batch the paths are as before it, and the rows that
    /// survive are reconfigured at their new paths once it is applied (**guess**: a diffable data
    /// source sends its reconfigures inside its batch, with the paths before the update). The
    /// glue's hook picks the view's paths (every visible twin; inside the client's batch none now:
    /// the controller reconfigures them after its batch).
    package func reconfigureRows(at indexPaths: [IndexPath], caller: CallerKind = .app) {
        let paths = interposer?.virtualPaths(reconfiguringClientPaths: indexPaths, caller: caller)
            ?? indexPaths
        if isInBatchUpdates {
            pendingBatch.reconfiguredItems.formUnion(paths)
            return
        }
        passingThrough { reconfigureVirtualRows(paths) }
    }

    /// Reconfigures displayed (virtual) rows in place.
    func reconfigureVirtualRows(_ paths: [IndexPath]) {
        for path in paths.sorted() {
            guard let cell = displayedCell(section: path.section, row: path.row) else { continue }
            reconfiguringCell = cell
            let returned = requestCell(for: path)
            reconfiguringCell = nil
            if returned !== cell {
                record(.returnedCellNotDequeued,
                       "reconfigureRows: the data source returned a different cell for \(path) - a reconfigured row keeps its cell",
                       path)
                if let identifier = returned.reuseIdentifier, registrations[identifier] != nil {
                    reusePool[identifier, default: []].append(returned)
                    pooledCells += 1
                }
            }
        }
    }

    /// `insertRows(at:with:)`: the data source must now have exactly these rows more (paths as
    /// after the update).
    package func insertRows(at indexPaths: [IndexPath]) {
        recordUpdate { $0.insertedItems.formUnion(indexPaths) }
    }

    /// `deleteRows(at:with:)`: the data source must now have exactly these rows fewer (paths as
    /// before the update).
    package func deleteRows(at indexPaths: [IndexPath]) {
        recordUpdate { $0.deletedItems.formUnion(indexPaths) }
    }

    /// `moveRow(at:to:)`: the row at `indexPath` (before the update) is at `newIndexPath` after
    /// it. Unlike a user's move, the data source is not told: the app already moved its data.
    package func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recordUpdate { $0.movedItems.append(HostMove(from: indexPath, to: newIndexPath)) }
    }

    // MARK: Sections

    /// `insertSections(_:with:)` (indexes as after the update).
    package func insertSections(_ sections: IndexSet) {
        recordUpdate { $0.insertedSections.formUnion(sections) }
    }

    /// `deleteSections(_:with:)` (indexes as before the update).
    package func deleteSections(_ sections: IndexSet) {
        recordUpdate { $0.deletedSections.formUnion(sections) }
    }

    /// `reloadSections(_:with:)`: every row of these sections is asked for again (indexes as
    /// before the update; the sections' counts may change).
    package func reloadSections(_ sections: IndexSet) {
        recordUpdate { $0.reloadedSections.formUnion(sections) }
    }

    /// `moveSection(_:toSection:)`.
    package func moveSection(_ section: Int, toSection newSection: Int) {
        recordUpdate { $0.movedSections.append(HostMove(from: section, to: newSection)) }
    }

    // MARK: Applying

    /// Records a structural update in the open batch, or applies it as a batch of its own. The
    /// glue's hook may handle it instead (with the client's paths).
    func recordUpdate(_ change: (inout HostBatchUpdate) -> Void) {
        if let interposer {
            var update = HostBatchUpdate()
            change(&update)
            if interposer.tableView(self, interceptsUpdate: update) { return }
        }
        if isInBatchUpdates {
            change(&pendingBatch)
            return
        }
        batchDepth += 1
        change(&pendingBatch)
        batchDepth -= 1
        let batch = pendingBatch
        pendingBatch = HostBatchUpdate()
        passingThrough { applyBatch(batch) }
    }

    /// Validates a batch against the data source's counts and splices the table's model.
    func applyBatch(_ batch: HostBatchUpdate, newCounts knownCounts: [Int]? = nil) {
        let counts = knownCounts ?? currentCounts()
        let plan: HostBatchUpdate.Plan
        do {
            plan = try batch.plan(oldCounts: rowCounts, newCounts: counts, kind: .table)
        } catch {
            record(.invalidUpdate, error.message, nil)
            return
        }
        lastBatchAnimation = HostRowAnimation(
            animated: HostScrollView.areAnimationsEnabled, offsetBefore: contentOffset.y,
            edgesBefore: Dictionary(displayed.map { (ObjectIdentifier($0), $0.frame.minY) }, uniquingKeysWith: { first, _ in first }))
        splice(plan, counts: counts)
        guard !batch.reconfiguredItems.isEmpty else { return }
        // Reconfigured rows that survive, at their new paths.
        var newPathOfOld: [IndexPath: IndexPath] = [:]
        for (section, rows) in plan.items.enumerated() {
            for (row, source) in rows.enumerated() {
                if case .old(let oldSection, let oldRow) = source {
                    newPathOfOld[IndexPath(row: oldRow, section: oldSection)] = IndexPath(row: row, section: section)
                }
            }
        }
        reconfigureVirtualRows(batch.reconfiguredItems.compactMap { newPathOfOld[$0] })
    }

    /// Rebuilds the structure from `plan`, carrying heights, selection and displayed cells of the
    /// rows that survive.
    private func splice(_ plan: HostBatchUpdate.Plan, counts: [Int]) {
        let oldStarts = rowStarts
        let oldLengths = lengths
        let oldMeasured = measured
        let oldDisplayedFirst = displayedFirst
        let oldDisplayed = displayed
        let oldSelected = selected
        func oldOrdinal(_ section: Int, _ row: Int) -> Int { oldStarts[section] + row }
        func oldElement(_ section: Int, _ row: Int) -> Int { oldOrdinal(section, row) + 2 * section + 1 }

        rebuildStructure(counts: counts)
        var newOrdinalOfOld: [Int: Int] = [:]
        var values: [CGFloat] = []
        values.reserveCapacity(min(totalRows + 2 * counts.count, PrefixSumTree.denseLimit))
        var newMeasured = RowFlags(repeating: true, count: totalRows)
        for section in 0..<counts.count {
            values.append(headerHeight(section))
            for (row, source) in plan.items[section].enumerated() {
                let ordinal = rowStarts[section] + row
                switch source {
                case .old(let oldSection, let oldRow):
                    newOrdinalOfOld[oldOrdinal(oldSection, oldRow)] = ordinal
                    values.append(oldLengths[oldElement(oldSection, oldRow)])
                    newMeasured[ordinal] = oldMeasured[oldOrdinal(oldSection, oldRow)]
                case .fresh:
                    let (height, isFinal) = initialHeight(for: IndexPath(row: row, section: section))
                    newMeasured[ordinal] = isFinal
                    values.append(height)
                }
            }
            values.append(footerHeight(section))
        }
        lengths = PrefixSumTree(values)
        measured = newMeasured
        selected = Set(oldSelected.compactMap { newOrdinalOfOld[$0] })
        updateContentSize()

        // Displayed cells: deleted and reloaded rows end their display with their old paths;
        // survivors keep their cells at their new paths.
        displayed.removeAll(keepingCapacity: true)
        var survivors: [(Int, HostTableViewCell)] = []
        for (index, cell) in oldDisplayed.enumerated() {
            if let ordinal = newOrdinalOfOld[oldDisplayedFirst + index] {
                survivors.append((ordinal, cell))
            } else {
                endDisplaying(cell)
            }
        }
        let range = visibleOrdinals()
        survivors.sort { $0.0 < $1.0 }
        for (ordinal, cell) in survivors where !range.contains(ordinal) {
            relabel(cell, ordinal: ordinal)
            endDisplaying(cell)
        }
        let kept = survivors.filter { range.contains($0.0) }
        if let first = kept.first, let last = kept.last {
            displayedFirst = first.0
            var byOrdinal: [Int: HostTableViewCell] = [:]
            for (ordinal, cell) in kept { byOrdinal[ordinal] = cell }
            for ordinal in first.0...last.0 {
                if let cell = byOrdinal[ordinal] {
                    relabel(cell, ordinal: ordinal)
                    displayed.append(cell)
                } else {
                    displayed.append(display(ordinal, compensating: false).0)
                }
            }
        } else {
            displayedFirst = range.lowerBound
        }
        positionDisplayedCells()
        setNeedsLayout()
    }

    /// Gives a surviving cell its new path.
    private func relabel(_ cell: HostTableViewCell, ordinal: Int) {
        let path = path(ofOrdinal: ordinal)
        cell.layoutIndexPath = path
        cell.layoutSection = path.section
        cell.layoutRow = path.row
        cell.isSelected = selected.contains(ordinal)
        cell.isHighlighted = highlighted == ordinal
    }

    /// An empty batch: the displayed rows are asked for their heights again.
    private func remeasureDisplayedRows() {
        guard !displayed.isEmpty else { return }
        for (index, cell) in displayed.enumerated() {
            let ordinal = displayedFirst + index
            let path = path(ofOrdinal: ordinal)
            var height = tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
            if height == HostTableView.automaticDimension { height = cell.systemLayoutFittingHeight() ?? cell.frame.height }
            setLength(HostTableView.sanitized(height), ofElement: element(ofOrdinal: ordinal, section: path.section),
                      compensating: false)
            measured[ordinal] = true
        }
        positionDisplayedCells()
        setNeedsLayout()
    }

    /// Whether the data source's counts still equal the table's (an update that changes no count).
    func countsAreUnchanged() -> Bool {
        do {
            _ = try HostBatchUpdate().plan(oldCounts: rowCounts, newCounts: currentCounts(), kind: .table)
            return true
        } catch {
            record(.invalidUpdate, error.message, nil)
            return false
        }
    }
}
