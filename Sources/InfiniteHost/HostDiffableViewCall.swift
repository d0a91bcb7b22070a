import Foundation

/// One call a diffable data source makes on its view inside its batch, in the order UIKit makes
/// them (`-[_UIDiffableDataSourceViewUpdater _performViewUpdates:]`, decompiled UIKitCore of an
/// iOS 26.1 restore): while it walks the update items it sends each move at once (sections and
/// items alike), and collects the rest; then it sends section reloads, section deletes, section
/// inserts, reconfigures, item reloads, item deletes and item inserts, one call each.
///
/// ```swift
/// var batch = HostBatchUpdate()
/// batch.insertedItems = [IndexPath(item: 0, section: 0)]
/// batch.movedItems = [HostMove(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 3, section: 0))]
/// HostDiffableViewCall.calls(for: batch)
/// // [.moveItem(from: [0, 1], to: [0, 3]), .insertItems([[0, 0]])]
/// ```
///
/// - Complexity: O(U log U) for U updates (paths are sorted, so the calls are deterministic).
package enum HostDiffableViewCall: Sendable, Equatable {
    case moveSection(from: Int, to: Int)
    case moveItem(from: IndexPath, to: IndexPath)
    case reloadSections(IndexSet)
    case deleteSections(IndexSet)
    case insertSections(IndexSet)
    case reconfigureItems([IndexPath])
    case reloadItems([IndexPath])
    case deleteItems([IndexPath])
    case insertItems([IndexPath])

    /// The calls that send `batch`, in UIKit's order; empty kinds send nothing.
    package static func calls(for batch: HostBatchUpdate) -> [HostDiffableViewCall] {
        var calls: [HostDiffableViewCall] = batch.movedSections.map { .moveSection(from: $0.from, to: $0.to) }
        calls += batch.movedItems.map { .moveItem(from: $0.from, to: $0.to) }
        if !batch.reloadedSections.isEmpty { calls.append(.reloadSections(IndexSet(batch.reloadedSections))) }
        if !batch.deletedSections.isEmpty { calls.append(.deleteSections(IndexSet(batch.deletedSections))) }
        if !batch.insertedSections.isEmpty { calls.append(.insertSections(IndexSet(batch.insertedSections))) }
        if !batch.reconfiguredItems.isEmpty { calls.append(.reconfigureItems(batch.reconfiguredItems.sorted())) }
        if !batch.reloadedItems.isEmpty { calls.append(.reloadItems(batch.reloadedItems.sorted())) }
        if !batch.deletedItems.isEmpty { calls.append(.deleteItems(batch.deletedItems.sorted())) }
        if !batch.insertedItems.isEmpty { calls.append(.insertItems(batch.insertedItems.sorted())) }
        return calls
    }
}
