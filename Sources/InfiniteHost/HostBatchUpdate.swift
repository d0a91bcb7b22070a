import Foundation

/// The structural updates UIKit collects between `beginUpdates`/`endUpdates` (or inside
/// `performBatchUpdates`), with UIKit's index conventions, and the check UIKit makes when the
/// batch closes.
///
/// Deletes and reloads name rows (items) and sections as they were *before* the batch; inserts
/// name them as they are *after* it; a move names its source before and its destination after.
/// Nested batches count as the outermost one. When the batch closes, every section's count in the
/// data source must equal its count before, minus deletes and moves out, plus inserts and moves in
/// ("Invalid update: invalid number of rows in section …"), and the number of sections likewise.
///
/// ```swift
/// var batch = HostBatchUpdate()
/// batch.deletedItems = [IndexPath(row: 0, section: 0)]
/// batch.insertedItems = [IndexPath(row: 2, section: 0)]
/// let plan = try batch.plan(oldCounts: [3], newCounts: [3], kind: .table)
/// // plan.items[0] == [.old(0, 1), .old(0, 2), .fresh]
/// ```
///
/// - Complexity: O(S·U + N + U log U) for S sections, N rows after the update and U updates.
package struct HostBatchUpdate: Sendable, Equatable {
    /// Which view's wording the validation messages use.
    package enum Kind: Sendable {
        case table, collection
        var itemNoun: String { self == .table ? "rows" : "items" }
        var itemSingular: String { self == .table ? "row" : "item" }
        var viewNoun: String { self == .table ? "table view" : "collection view" }
    }

    /// Where a row (item) after the update comes from.
    package enum Source: Sendable, Hashable {
        /// The row that was at `row` in section `section` before the update, kept (its height and
        /// its displayed cell survive).
        case old(section: Int, row: Int)
        /// An inserted row, a reloaded one, or a row of an inserted or reloaded section: the view
        /// asks the data source for it again.
        case fresh
    }

    /// The result of a valid batch: the origin of every section and row after it.
    package struct Plan: Sendable, Equatable {
        /// For each section after the update: the section it was before, nil when inserted or
        /// reloaded.
        package var sections: [Int?]
        /// For each section after the update, for each row: where it comes from.
        package var items: [[Source]]
    }

    /// A batch UIKit would reject: the host's wording of UIKit's `NSInternalInconsistencyException`.
    package struct Invalid: Error, Sendable, Equatable {
        package var message: String
    }

    package var deletedSections: Set<Int> = []
    package var insertedSections: Set<Int> = []
    package var reloadedSections: Set<Int> = []
    package var movedSections: [HostMove<Int>] = []
    package var deletedItems: Set<IndexPath> = []
    package var insertedItems: Set<IndexPath> = []
    package var reloadedItems: Set<IndexPath> = []
    package var movedItems: [HostMove<IndexPath>] = []
    /// Items reconfigured inside the batch (iOS 15 `reconfigureRows`/`reconfigureItems`), as
    /// before the update: once the batch is applied, the displayed cells of those that survive are
    /// asked for again at their new paths and kept. Not part of the count check.
    package var reconfiguredItems: Set<IndexPath> = []

    package init() {}

    /// Whether nothing was recorded.
    package var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
            && reconfiguredItems.isEmpty
    }

    /// Whether the batch changes the numbering (anything but reloading items in place).
    package var isStructural: Bool {
        !(deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty)
    }

    /// Checks the batch against the data source's counts after it, as UIKit does at `endUpdates`,
    /// and says where every row after the update comes from.
    ///
    /// - Throws: ``Invalid`` with UIKit's message when the counts do not add up or an index is out
    ///   of range.
    package func plan(oldCounts: [Int], newCounts: [Int], kind: Kind) throws(Invalid) -> Plan {
        let oldSections = oldCounts.count
        let rows = kind.itemNoun
        for section in deletedSections.union(reloadedSections).union(movedSections.map(\.from)).sorted()
        where section < 0 || section >= oldSections {
            throw Invalid(message: "attempt to delete section \(section), but there are only \(oldSections) sections before the update")
        }
        let expectedSections = oldSections - deletedSections.count + insertedSections.count
        guard newCounts.count == expectedSections else {
            throw Invalid(message: "Invalid update: invalid number of sections. The number of sections contained in the "
                + "\(kind.viewNoun) after the update (\(newCounts.count)) must be equal to the number of sections "
                + "contained in the \(kind.viewNoun) before the update (\(oldSections)), plus or minus the number of "
                + "sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted).")
        }
        for section in insertedSections.union(movedSections.map(\.to)).sorted()
        where section < 0 || section >= expectedSections {
            throw Invalid(message: "attempt to insert section \(section) but there are only \(expectedSections) sections after the update")
        }
        // Sections: inserts and move destinations sit where they say; the rest keep their order.
        var sections = [Int?](repeating: nil, count: expectedSections)
        var fixed = Set(insertedSections)
        for move in movedSections {
            sections[move.to] = move.from
            fixed.insert(move.to)
        }
        let moved = Set(movedSections.map(\.from))
        var survivors = (0..<oldSections).filter { !deletedSections.contains($0) && !moved.contains($0) }.makeIterator()
        for index in 0..<expectedSections where !fixed.contains(index) {
            sections[index] = survivors.next()
        }
        // Rows.
        for path in deletedItems.union(reloadedItems).union(movedItems.map(\.from)).sorted() {
            let count = path.section >= 0 && path.section < oldSections ? oldCounts[path.section] : 0
            if path.item < 0 || path.item >= count {
                throw Invalid(message: "attempt to delete \(kind.itemSingular) \(path.item) from section \(path.section) "
                    + "which only contains \(count) \(rows) before the update")
            }
        }
        for path in insertedItems.union(movedItems.map(\.to)).sorted() {
            let count = path.section >= 0 && path.section < newCounts.count ? newCounts[path.section] : 0
            if path.item < 0 || path.item >= count {
                throw Invalid(message: "attempt to insert \(kind.itemSingular) \(path.item) into section \(path.section), "
                    + "but there are only \(count) \(rows) in section \(path.section) after the update")
            }
        }
        var items: [[Source]] = []
        items.reserveCapacity(expectedSections)
        for (newSection, origin) in sections.enumerated() {
            let newCount = newCounts[newSection]
            guard let origin, !reloadedSections.contains(origin) else {
                sections[newSection] = nil                             // a reloaded section is new
                items.append(Array(repeating: .fresh, count: newCount))
                continue
            }
            let oldCount = oldCounts[origin]
            let deleted = deletedItems.filter { $0.section == origin }.count
            let movedOut = movedItems.filter { $0.from.section == origin }
            let inserted = insertedItems.filter { $0.section == newSection }
            let movedIn = movedItems.filter { $0.to.section == newSection }
            let expected = oldCount - deleted - movedOut.count + inserted.count + movedIn.count
            guard newCount == expected else {
                throw Invalid(message: "Invalid update: invalid number of \(rows) in section \(newSection). The number of "
                    + "\(rows) contained in an existing section after the update (\(newCount)) must be equal to the number "
                    + "of \(rows) contained in that section before the update (\(oldCount)), plus or minus the number of "
                    + "\(rows) inserted or deleted from that section (\(inserted.count) inserted, \(deleted) deleted) and "
                    + "plus or minus the number of \(rows) moved into or out of that section (\(movedIn.count) moved in, "
                    + "\(movedOut.count) moved out).")
            }
            var slots = [Source?](repeating: nil, count: newCount)
            for path in inserted { slots[path.item] = .fresh }
            for move in movedIn {
                slots[move.to.item] = reloadedSections.contains(move.from.section) ? .fresh
                    : .old(section: move.from.section, row: move.from.item)
            }
            let gone = Set(movedOut.map(\.from.item))
            var kept = (0..<oldCount).filter { row in
                !gone.contains(row) && !deletedItems.contains(IndexPath(item: row, section: origin))
            }.makeIterator()
            for index in 0..<newCount where slots[index] == nil {
                guard let row = kept.next() else { break }
                slots[index] = reloadedItems.contains(IndexPath(item: row, section: origin)) ? .fresh
                    : .old(section: origin, row: row)
            }
            items.append(slots.map { $0 ?? .fresh })
        }
        return Plan(sections: sections, items: items)
    }
}

/// A move inside a batch: `from` before the update, `to` after it.
package struct HostMove<Index: Hashable & Sendable>: Hashable, Sendable {
    package var from: Index
    package var to: Index

    package init(from: Index, to: Index) {
        self.from = from
        self.to = to
    }
}
