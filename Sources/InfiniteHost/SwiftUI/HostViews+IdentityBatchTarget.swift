import Foundation
import InfiniteProxy

// The host's views take a SwiftUI model's data change as UIKit's do: their public batch, delete,
// insert, move and reload calls (which reach the attachment's hooks when infinite).

extension HostCollectionView: IdentityBatchTarget {
    package func performIdentityBatch(_ updates: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        performBatchUpdates(updates, completion: completion)
    }
    package func deleteIdentitySections(_ sections: IndexSet) { deleteSections(sections) }
    package func insertIdentitySections(_ sections: IndexSet) { insertSections(sections) }
    package func moveIdentitySection(_ section: Int, toSection newSection: Int) { moveSection(section, toSection: newSection) }
    package func deleteIdentityItems(at paths: [IndexPath]) { deleteItems(at: paths) }
    package func insertIdentityItems(at paths: [IndexPath]) { insertItems(at: paths) }
    package func moveIdentityItem(at path: IndexPath, to newPath: IndexPath) { moveItem(at: path, to: newPath) }
    package func reloadIdentityData() { reloadData() }
}

extension HostTableView: IdentityBatchTarget {
    package func performIdentityBatch(_ updates: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        performBatchUpdates(updates, completion: completion)
    }
    package func deleteIdentitySections(_ sections: IndexSet) { deleteSections(sections) }
    package func insertIdentitySections(_ sections: IndexSet) { insertSections(sections) }
    package func moveIdentitySection(_ section: Int, toSection newSection: Int) { moveSection(section, toSection: newSection) }
    package func deleteIdentityItems(at paths: [IndexPath]) { deleteRows(at: paths) }
    package func insertIdentityItems(at paths: [IndexPath]) { insertRows(at: paths) }
    package func moveIdentityItem(at path: IndexPath, to newPath: IndexPath) { moveRow(at: path, to: newPath) }
    package func reloadIdentityData() { reloadData() }
}
