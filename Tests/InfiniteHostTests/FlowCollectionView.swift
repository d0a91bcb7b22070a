import Foundation
@testable import InfiniteHost
import InfiniteProxy

/// A host collection view on a flow layout of `itemSize` items, `lineSpacing` apart, with
/// `HostCollectionViewCell` registered as "cell": the set-up most collection tests start from.
///
/// ```swift
/// let view = flowCollectionView(itemSize: CGSize(width: 390, height: 44), viewport: CGSize(width: 390, height: 844))
/// ```
func flowCollectionView(itemSize: CGSize, lineSpacing: CGFloat = 0, viewport: CGSize,
                        axis: InfiniteAxis = .vertical) -> HostCollectionView {
    let layout = HostCollectionViewFlowLayout()
    layout.scrollDirection = axis
    layout.itemSize = itemSize
    layout.minimumLineSpacing = lineSpacing
    let view = HostCollectionView(viewportSize: viewport, collectionViewLayout: layout)
    view.register(HostCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    return view
}

/// A list of full-width 44-pt rows on a 390 × 844 phone with a diffable data source whose cells
/// read "item N" (the outline tests' list).
func diffableRowList() -> (HostCollectionView, HostCollectionDiffableDataSource<Int, Int>) {
    let view = flowCollectionView(itemSize: CGSize(width: 390, height: 44), viewport: CGSize(width: 390, height: 844))
    let dataSource = HostCollectionDiffableDataSource<Int, Int>(collectionView: view) { view, path, item in
        let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
        cell.text = "item \(item)"
        return cell
    }
    return (view, dataSource)
}
