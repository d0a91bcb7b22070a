import Foundation
import InfiniteHost
import InfiniteProxy

/// The storyboard's collection client: an ordinary data source and flow-layout delegate with one
/// section of titled items (optionally sized per item by `sizeForItemAt`), noting every index
/// path it is handed so the storyboard can prove they were all its own.
///
/// ```swift
/// let client = StoryboardCollectionClient(items: ["Morning", "Noon", "Dusk"])
/// collectionView.dataSource = client
/// collectionView.delegate = client
/// ```
final class StoryboardCollectionClient: HostCollectionViewDataSource, HostCollectionViewDelegateFlowLayout {
    static let reuseIdentifier = "card"

    let items: [String]
    /// Per-item sizes for `sizeForItemAt`; nil leaves the layout's `itemSize`.
    let sizes: [CGSize]?
    /// Every index path the client was handed.
    private(set) var pathsSeen = 0
    /// Paths that were not the client's own (must stay empty).
    private(set) var foreignPaths: [IndexPath] = []

    init(items: [String], sizes: [CGSize]? = nil) {
        self.items = items
        self.sizes = sizes
    }

    /// The text of an item of the client's data ("?" for a path that is not).
    func text(at path: SourceIndexPath) -> String {
        path.section == 0 && items.indices.contains(path.item) ? items[path.item] : "?"
    }

    private func note(_ path: IndexPath) {
        pathsSeen += 1
        if !(path.count == 2 && path.section == 0 && items.indices.contains(path.item)) { foreignPaths.append(path) }
    }

    // MARK: Data source

    func collectionView(_ collectionView: HostCollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(_ collectionView: HostCollectionView, cellForItemAt indexPath: IndexPath) -> HostCollectionViewCell {
        note(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
        cell.text = text(at: SourceIndexPath(section: indexPath.section, item: indexPath.item))
        return cell
    }

    // MARK: Delegate

    func collectionView(_ collectionView: HostCollectionView, willDisplay cell: HostCollectionViewCell, forItemAt indexPath: IndexPath) {
        note(indexPath)
    }

    func collectionView(
        _ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize? {
        guard let sizes else { return nil }
        note(indexPath)
        return sizes.isEmpty ? nil : sizes[indexPath.item % sizes.count]
    }
}
