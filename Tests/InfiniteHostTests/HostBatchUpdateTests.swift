import Foundation
import Testing
@testable import InfiniteHost

/// UIKit's batch conventions (deletes before, inserts after, moves from before to after) and its
/// count validation, independent of any view.
@Suite struct HostBatchUpdateTests {
    @Test func deletesUseOldIndexesAndInsertsNewOnes() throws {
        var batch = HostBatchUpdate()
        batch.deletedItems = [IndexPath(row: 0, section: 0)]
        batch.insertedItems = [IndexPath(row: 2, section: 0)]
        let plan = try batch.plan(oldCounts: [3], newCounts: [3], kind: .table)
        #expect(plan.items == [[.old(section: 0, row: 1), .old(section: 0, row: 2), .fresh]])
    }

    @Test func movesAndReloads() throws {
        var batch = HostBatchUpdate()
        batch.movedItems = [HostMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))]
        batch.reloadedItems = [IndexPath(row: 1, section: 0)]
        let plan = try batch.plan(oldCounts: [2, 1], newCounts: [1, 2], kind: .table)
        #expect(plan.items == [[.fresh], [.old(section: 1, row: 0), .old(section: 0, row: 0)]])
    }

    @Test func sectionMovesInsertsAndReloads() throws {
        var batch = HostBatchUpdate()
        batch.movedSections = [HostMove(from: 2, to: 0)]
        batch.insertedSections = [1]
        batch.reloadedSections = [0]
        let plan = try batch.plan(oldCounts: [1, 2, 3], newCounts: [3, 5, 4, 2], kind: .collection)
        #expect(plan.sections == [2, nil, nil, 1])
        #expect(plan.items[0] == [.old(section: 2, row: 0), .old(section: 2, row: 1), .old(section: 2, row: 2)])
        #expect(plan.items[2] == Array(repeating: .fresh, count: 4))
    }

    /// UIKit's wording, for rows and for items.
    @Test func countsThatDoNotAddUpAreRejectedWithUIKitsMessage() {
        var batch = HostBatchUpdate()
        batch.insertedItems = [IndexPath(item: 0, section: 0)]
        #expect(throws: HostBatchUpdate.Invalid.self) { try batch.plan(oldCounts: [3], newCounts: [3], kind: .table) }
        do {
            _ = try batch.plan(oldCounts: [3], newCounts: [5], kind: .collection)
            Issue.record("accepted")
        } catch {
            #expect(error.message.hasPrefix("Invalid update: invalid number of items in section 0."))
            #expect(error.message.contains("(1 inserted, 0 deleted)"))
        }
        var out = HostBatchUpdate()
        out.deletedItems = [IndexPath(row: 7, section: 0)]
        #expect(throws: HostBatchUpdate.Invalid(message: "attempt to delete row 7 from section 0 which only contains 3 rows before the update")) {
            try out.plan(oldCounts: [3], newCounts: [2], kind: .table)
        }
    }

    /// Exhaustive over small inputs: a delete-then-insert batch keeps every untouched row in order.
    @Test(arguments: 0...6) func survivorsKeepTheirOrder(count: Int) throws {
        for deleted in 0..<max(1, count) where count > 0 {
            for inserted in 0..<count {
                var batch = HostBatchUpdate()
                batch.deletedItems = [IndexPath(row: deleted, section: 0)]
                batch.insertedItems = [IndexPath(row: inserted, section: 0)]
                let plan = try batch.plan(oldCounts: [count], newCounts: [count], kind: .table)
                let olds = plan.items[0].compactMap { source -> Int? in
                    if case .old(_, let row) = source { return row } else { return nil }
                }
                #expect(olds == (0..<count).filter { $0 != deleted })
                #expect(plan.items[0][inserted] == .fresh)
            }
        }
    }
}
