import Foundation
import InfiniteProxy

/// The host views' public update calls under one set of names — the section calls are the same
/// on both views, the item calls are `…Rows` on the table and `…Items` on the collection view —
/// so that what the library sends them (``VirtualBatchCalls``, ``IdentityBatchTarget``) is
/// written once for both.
///
/// ```swift
/// table.deleteListItems(at: [IndexPath(row: 2, section: 0)])   // table.deleteRows(at:)
/// ```
///
/// - Complexity: each call is the view's own.
@MainActor
package protocol HostListUpdating: AnyObject {
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
    func reloadData()
    func deleteSections(_ sections: IndexSet)
    func insertSections(_ sections: IndexSet)
    func reloadSections(_ sections: IndexSet)
    func moveSection(_ section: Int, toSection newSection: Int)
    /// `deleteRows(at:)` / `deleteItems(at:)`.
    func deleteListItems(at paths: [IndexPath])
    /// `insertRows(at:)` / `insertItems(at:)`.
    func insertListItems(at paths: [IndexPath])
    /// `reloadRows(at:)` / `reloadItems(at:)`.
    func reloadListItems(at paths: [IndexPath])
    /// `moveRow(at:to:)` / `moveItem(at:to:)`.
    func moveListItem(at path: IndexPath, to newPath: IndexPath)
}

extension HostTableView: HostListUpdating {
    package func deleteListItems(at paths: [IndexPath]) { deleteRows(at: paths) }
    package func insertListItems(at paths: [IndexPath]) { insertRows(at: paths) }
    package func reloadListItems(at paths: [IndexPath]) { reloadRows(at: paths) }
    package func moveListItem(at path: IndexPath, to newPath: IndexPath) { moveRow(at: path, to: newPath) }
}

extension HostCollectionView: HostListUpdating {
    package func deleteListItems(at paths: [IndexPath]) { deleteItems(at: paths) }
    package func insertListItems(at paths: [IndexPath]) { insertItems(at: paths) }
    package func reloadListItems(at paths: [IndexPath]) { reloadItems(at: paths) }
    package func moveListItem(at path: IndexPath, to newPath: IndexPath) { moveItem(at: path, to: newPath) }
}

/// The controller's batches reach a host view as its own public calls, where the UIKit adapter
/// calls UIKit's originals (`UITableView+ListSurface.swift`).
extension VirtualBatchCalls where Self: HostListUpdating {
    package func performOwnBatch(_ updates: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        performBatchUpdates(updates, completion: completion)
    }
    package func withoutAnimation(_ body: () -> Void) { HostScrollView.performWithoutAnimation(body) }
    package func deleteVirtualSections(_ sections: IndexSet) { deleteSections(sections) }
    package func insertVirtualSections(_ sections: IndexSet) { insertSections(sections) }
    package func reloadVirtualSections(_ sections: IndexSet) { reloadSections(sections) }
    package func moveVirtualSection(_ section: Int, to newSection: Int) { moveSection(section, toSection: newSection) }
    package func deleteVirtualItems(_ paths: [IndexPath]) { deleteListItems(at: paths) }
    package func insertVirtualItems(_ paths: [IndexPath]) { insertListItems(at: paths) }
    package func reloadVirtualItems(_ paths: [IndexPath]) { reloadListItems(at: paths) }
    package func moveVirtualItem(_ path: IndexPath, to newPath: IndexPath) { moveListItem(at: path, to: newPath) }
}

/// A SwiftUI model's data change reaches a host view as UIKit's do: its public batch, delete,
/// insert, move and reload calls (which reach the attachment's hooks when infinite).
extension IdentityBatchTarget where Self: HostListUpdating {
    package func performIdentityBatch(_ updates: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        performBatchUpdates(updates, completion: completion)
    }
    package func deleteIdentitySections(_ sections: IndexSet) { deleteSections(sections) }
    package func insertIdentitySections(_ sections: IndexSet) { insertSections(sections) }
    package func moveIdentitySection(_ section: Int, toSection newSection: Int) { moveSection(section, toSection: newSection) }
    package func deleteIdentityItems(at paths: [IndexPath]) { deleteListItems(at: paths) }
    package func insertIdentityItems(at paths: [IndexPath]) { insertListItems(at: paths) }
    package func moveIdentityItem(at path: IndexPath, to newPath: IndexPath) { moveListItem(at: path, to: newPath) }
    package func reloadIdentityData() { reloadData() }
}
