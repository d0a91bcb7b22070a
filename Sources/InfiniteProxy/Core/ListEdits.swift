import Foundation

/// A move inside a batch of structural edits: `from` as before the batch, `to` as after it.
package struct ListMove<Index: Hashable & Sendable>: Hashable, Sendable {
    package var from: Index
    package var to: Index

    @inlinable
    package init(from: Index, to: Index) {
        self.from = from
        self.to = to
    }
}

/// One batch of structural edits to a list, in UIKit's batch conventions
/// (`performBatchUpdates`, `beginUpdates`/`endUpdates`).
///
/// Deletes and reloads name items and sections as they were *before* the batch, inserts as they
/// are *after* it, a move its source before and its destination after. Items that are neither
/// deleted nor moved keep their relative order. ``SourceEdits`` are the client's edits in its own
/// paths; ``VirtualEdits`` what the view is told (see ``VirtualEditTranslation``).
///
/// ```swift
/// var edits = SourceEdits()
/// edits.deletedItems = [SourceIndexPath(section: 0, item: 2)]
/// edits.insertedItems = [SourceIndexPath(section: 0, item: 0)]
/// edits.isEmpty          // false
/// edits.isStructural     // true
/// ```
///
/// - Complexity: every property is O(1) except ``formUnion(_:)``, O(size of the other batch).
package struct ListEdits<Path: Hashable & Sendable>: Sendable, Equatable {
    package var deletedSections: Set<Int> = []
    package var insertedSections: Set<Int> = []
    package var reloadedSections: Set<Int> = []
    package var movedSections: [ListMove<Int>] = []
    package var deletedItems: Set<Path> = []
    package var insertedItems: Set<Path> = []
    package var reloadedItems: Set<Path> = []
    package var movedItems: [ListMove<Path>] = []

    @inlinable
    package init() {}

    /// Whether the batch holds nothing.
    package var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }

    /// Whether the batch changes the numbering (anything but reloading items).
    package var isStructural: Bool {
        !(deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty)
    }

    /// How many single operations the batch holds (each path, section or move counts one).
    package var operationCount: Int {
        deletedSections.count + insertedSections.count + reloadedSections.count + movedSections.count
            + deletedItems.count + insertedItems.count + reloadedItems.count + movedItems.count
    }

    /// Adds another call's edits to the batch (UIKit collects every call of a batch the same way).
    package mutating func formUnion(_ other: ListEdits) {
        deletedSections.formUnion(other.deletedSections)
        insertedSections.formUnion(other.insertedSections)
        reloadedSections.formUnion(other.reloadedSections)
        movedSections.append(contentsOf: other.movedSections)
        deletedItems.formUnion(other.deletedItems)
        insertedItems.formUnion(other.insertedItems)
        reloadedItems.formUnion(other.reloadedItems)
        movedItems.append(contentsOf: other.movedItems)
    }
}

/// The client's structural edits, in its own paths.
package typealias SourceEdits = ListEdits<SourceIndexPath>
/// Structural edits in the paths the view lays out.
package typealias VirtualEdits = ListEdits<VirtualIndexPath>
