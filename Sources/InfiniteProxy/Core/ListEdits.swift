import Foundation

/// A move inside a batch of structural edits: `from` as before the batch, `to` as after it.
public struct ListMove<Index: Hashable & Sendable>: Hashable, Sendable {
    public var from: Index
    public var to: Index

    @inlinable
    public init(from: Index, to: Index) {
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
public struct ListEdits<Path: Hashable & Sendable>: Sendable, Equatable {
    public var deletedSections: Set<Int> = []
    public var insertedSections: Set<Int> = []
    public var reloadedSections: Set<Int> = []
    public var movedSections: [ListMove<Int>] = []
    public var deletedItems: Set<Path> = []
    public var insertedItems: Set<Path> = []
    public var reloadedItems: Set<Path> = []
    public var movedItems: [ListMove<Path>] = []

    @inlinable
    public init() {}

    /// Whether the batch holds nothing.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }

    /// Whether the batch changes the numbering (anything but reloading items).
    public var isStructural: Bool {
        !(deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty)
    }

    /// How many single operations the batch holds (each path, section or move counts one).
    public var operationCount: Int {
        deletedSections.count + insertedSections.count + reloadedSections.count + movedSections.count
            + deletedItems.count + insertedItems.count + reloadedItems.count + movedItems.count
    }

    /// Adds another call's edits to the batch (UIKit collects every call of a batch the same way).
    public mutating func formUnion(_ other: ListEdits) {
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
public typealias SourceEdits = ListEdits<SourceIndexPath>
/// Structural edits in the paths the view lays out.
public typealias VirtualEdits = ListEdits<VirtualIndexPath>
