import Foundation
import Testing
@testable import InfiniteHost

/// Fidelity of `HostTableView`'s updates to UIKit: batches, sections, moves, validation, timing.
@Suite struct HostTableViewUpdatesTests {
    private func loaded(_ counts: [Int], height: CGFloat = 400) -> (HostTableView, PlainClient) {
        let table = makeTable(height: height)
        let client = PlainClient(counts: counts)
        table.dataSource = client
        table.delegate = client
        table.layoutIfNeeded()
        return (table, client)
    }

    /// UIKit fact (T14): after a user's reorder UIKit has already moved the row on screen; the data
    /// source's `moveRowAt` updates the data and nothing is reloaded: no counts are read, no cell is
    /// asked for, the dragged row keeps its cell.
    @Test func userMoveDoesNotReloadAsUIKit() {
        let (table, client) = loaded([10])
        let moved = table.cellForRow(at: IndexPath(row: 1, section: 0))
        let reloads = table.reloadCount
        client.logging = true
        let destination = table.simulateMove(from: IndexPath(row: 1, section: 0), toProposed: IndexPath(row: 4, section: 0))
        table.layoutIfNeeded()
        #expect(destination == IndexPath(row: 4, section: 0))
        #expect(client.log.isEmpty, "\(client.log)")                       // no numberOfRows, no cellForRow
        #expect(client.moves.map(\.0) == [IndexPath(row: 1, section: 0)])
        #expect(table.reloadCount == reloads)
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0)) === moved)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.text == "0.2")   // the next row moved up
        #expect(table.assertionFailures.isEmpty)
    }

    /// UIKit fact: a programmatic `moveRow(at:to:)` tells the data source nothing (the app moved
    /// its data already) and is validated like any update.
    @Test func programmaticMoveRowDoesNotCallMoveRowAtAsUIKit() {
        let (table, client) = loaded([3, 2])
        client.counts = [2, 3]
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 1))
        #expect(client.moves.isEmpty)
        #expect(table.assertionFailures.isEmpty, "\(table.assertionFailures)")
        #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 3)
    }

    /// UIKit fact: inserting and deleting rows keeps the cells of the rows that stay (no
    /// `cellForRowAt` for them); deleted rows on screen get `didEndDisplaying` with their old path;
    /// only inserted rows are asked for.
    @Test func insertAndDeleteKeepSurvivingCellsAsUIKit() {
        let (table, client) = loaded([20])
        let survivor = table.cellForRow(at: IndexPath(row: 3, section: 0))
        client.logging = true
        client.counts = [20]
        table.performBatchUpdates({
            table.deleteRows(at: [IndexPath(row: 0, section: 0)])
            table.insertRows(at: [IndexPath(row: 1, section: 0)])
        })
        table.layoutIfNeeded()
        #expect(client.log.contains("didEndDisplaying 0.0"))
        #expect(client.log.filter { $0.hasPrefix("cellForRow") } == ["cellForRow 0.1"])
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === survivor)   // row 3 stayed row 3
        #expect(table.assertionFailures.isEmpty, "\(table.assertionFailures)")
    }

    /// UIKit fact: when a batch closes the counts must add up, else
    /// "Invalid update: invalid number of rows in section …" (an NSInternalInconsistencyException).
    @Test func invalidBatchRaisesUIKitsInvalidNumberOfRowsAssertion() {
        let (table, client) = loaded([5, 3])
        client.counts = [6, 3]
        table.beginUpdates()
        table.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        table.endUpdates()
        #expect(table.assertionFailures.map(\.kind) == [.invalidUpdate])
        #expect(table.assertionFailures.first?.message.hasPrefix("Invalid update: invalid number of rows in section 0.") == true)
        #expect(table.numberOfRows(inSection: 0) == 5)                   // the table keeps its state
        client.counts = [5, 3, 1]
        table.insertSections(IndexSet(integersIn: 1...2))
        #expect(table.assertionFailures.last?.message.hasPrefix("Invalid update: invalid number of sections.") == true)
    }

    /// UIKit fact: batches nest; only the outermost `endUpdates` applies, with deletes in the
    /// numbering before the batch and inserts in the numbering after it.
    @Test func nestedBatchesApplyOnceAtTheOutermostEndUpdates() {
        let (table, client) = loaded([4])
        client.counts = [4]
        table.beginUpdates()
        table.deleteRows(at: [IndexPath(row: 3, section: 0)])
        table.beginUpdates()
        table.insertRows(at: [IndexPath(row: 0, section: 0)])
        table.endUpdates()
        #expect(table.isInBatchUpdates)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.text == "0.0")
        table.endUpdates()
        table.layoutIfNeeded()
        #expect(!table.isInBatchUpdates)
        #expect(table.visibleCells.map(\.text) == ["0.0", "0.0", "0.1", "0.2"])   // new row 0, then old 0…2
        #expect(table.assertionFailures.isEmpty, "\(table.assertionFailures)")
    }

    /// UIKit fact: `performBatchUpdates`' completion runs when the animations have finished, not
    /// inside the call (Apple: "A completion handler block to execute when all of the operations
    /// are finished").
    @Test func performBatchUpdatesCompletionRunsAfterTheAnimationAsUIKit() {
        let (table, client) = loaded([5])
        var finished: [Bool] = []
        client.counts = [6]
        table.performBatchUpdates({ table.insertRows(at: [IndexPath(row: 5, section: 0)]) },
                                  completion: { finished.append($0) })
        #expect(finished.isEmpty)
        #expect(table.numberOfRows(inSection: 0) == 6)                   // the update itself is applied at once
        table.step()
        #expect(finished.isEmpty)
        table.runUntilIdle()
        #expect(finished == [true])
    }

    /// UIKit fact: section inserts, deletes, moves and reloads follow the same conventions; a
    /// reloaded section is asked for again, a moved one keeps its rows' cells.
    @Test func sectionUpdatesSpliceTheModelAsUIKit() {
        let (table, client) = loaded([2, 2, 2])
        let sectionTwoCell = table.cellForRow(at: IndexPath(row: 0, section: 2))
        client.counts = [2, 2, 2]
        client.logging = true
        table.moveSection(2, toSection: 0)
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === sectionTwoCell)
        #expect(!client.log.contains { $0.hasPrefix("cellForRow") })
        client.clearLog()
        client.counts = [2, 3, 2]
        table.reloadSections(IndexSet(integer: 1))
        table.layoutIfNeeded()
        #expect(client.log.filter { $0.hasPrefix("cellForRow") } == ["cellForRow 1.0", "cellForRow 1.1", "cellForRow 1.2"])
        client.counts = [2, 2]
        table.deleteSections(IndexSet(integer: 1))
        client.counts = [1, 2, 2]
        table.insertSections(IndexSet(integer: 0))
        #expect((0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) } == [1, 2, 2])
        #expect(table.assertionFailures.isEmpty, "\(table.assertionFailures)")
    }

    /// UIKit idiom: an empty `beginUpdates()`/`endUpdates()` makes the table ask the displayed rows
    /// for their heights again (how apps animate a height change).
    @Test func emptyBatchRemeasuresDisplayedRowsAsUIKit() {
        let table = makeTable(height: 400)
        let client = PlainClient(counts: [20])
        var tall = false
        client.height = { path in path.row == 2 && tall ? 100 : 44 }
        table.dataSource = client
        table.delegate = client
        table.layoutIfNeeded()
        tall = true
        table.beginUpdates()
        table.endUpdates()
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 100)
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).minY == 188)
    }
}
