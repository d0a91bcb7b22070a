import Foundation
import InfiniteProxy

/// Registration and data: counts as last read from the data source.
extension HostCollectionView {
    // MARK: Registration and data

    /// `register(_:forCellWithReuseIdentifier:)`.
    package func register(_ cellClass: HostCollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`.
    package func register(
        _ viewClass: HostCollectionReusableView.Type, forSupplementaryViewOfKind kind: String,
        withReuseIdentifier identifier: String
    ) {
        supplementaryClasses[kind + "|" + identifier] = viewClass
    }

    /// `reloadData()`: counts are read again and every cell is requested again at the next layout.
    package func reloadData() {
        if let interposer, interposer.collectionViewInterceptsReloadData(self) { return }
        performReloadData()
    }

    /// UIKit's own `reloadData` (what an interposer's reload runs).
    func performReloadData() {
        reloadCount += 1
        if userMoveDepth > 0 { reloadsInsideUserMoves += 1 }
        needsReloadData = true
        setNeedsLayout()
    }

    /// Sections as last read from the data source.
    package var numberOfSections: Int { numberOfSections(caller: .app) }

    /// `numberOfSections` as `caller` sees it (an infinite view's app: its own sections).
    package func numberOfSections(caller: CallerKind) -> Int {
        interposer?.sectionCount(caller: caller) ?? sectionCounts.count
    }

    /// Items in a section as last read from the data source (0 for a section that does not
    /// exist), as `caller` sees them (an infinite view's app: its own items).
    package func numberOfItems(inSection section: Int, caller: CallerKind = .app) -> Int {
        if let count = interposer?.itemCount(inSection: section, caller: caller) { return count }
        return section >= 0 && section < sectionCounts.count ? sectionCounts[section] : 0
    }

    func readCounts() {
        sectionCounts = currentCounts()
    }

    /// The data source's counts now.
    func currentCounts() -> [Int] {
        guard let dataSource = storedDataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self) ?? 1)
        return (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    func isValidItem(_ path: IndexPath) -> Bool {
        path.count == 2 && path.item >= 0 && path.item < numberOfItems(inSection: path.section, caller: .system)
    }

    // `caller` is who called the public method: the tests' calls are the app's, the
    // view's own internal calls (layout, its tap model) pass `.system`, as UIKit calling its own
    // public methods does.

    func clientPath(_ path: IndexPath, caller: CallerKind = .app) -> IndexPath {
        interposer?.virtualPath(forClientPath: path, caller: caller) ?? path
    }

    func handedOut(_ path: IndexPath, caller: CallerKind) -> IndexPath {
        interposer?.clientPath(forVirtual: path, caller: caller) ?? path
    }

    func handedOut(_ paths: [IndexPath], caller: CallerKind) -> [IndexPath] {
        interposer?.clientPaths(forVirtual: paths, caller: caller) ?? paths
    }
}
