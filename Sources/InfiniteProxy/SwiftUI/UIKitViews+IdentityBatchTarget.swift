#if canImport(SwiftUI) && canImport(UIKit)
import UIKit

// The SwiftUI views' data changes reach UIKit's views as a diffable data source sends them: the
// public batch calls, which the infinite hooks turn into edits in every copy.

extension UICollectionView: IdentityBatchTarget {
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

extension UITableView: IdentityBatchTarget {
    package func performIdentityBatch(_ updates: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        performBatchUpdates(updates, completion: completion)
    }
    package func deleteIdentitySections(_ sections: IndexSet) { deleteSections(sections, with: .automatic) }
    package func insertIdentitySections(_ sections: IndexSet) { insertSections(sections, with: .automatic) }
    package func moveIdentitySection(_ section: Int, toSection newSection: Int) { moveSection(section, toSection: newSection) }
    package func deleteIdentityItems(at paths: [IndexPath]) { deleteRows(at: paths, with: .automatic) }
    package func insertIdentityItems(at paths: [IndexPath]) { insertRows(at: paths, with: .automatic) }
    package func moveIdentityItem(at path: IndexPath, to newPath: IndexPath) { moveRow(at: path, to: newPath) }
    package func reloadIdentityData() { reloadData() }
}
#endif
