import Foundation
import InfiniteProxy

/// A ``HostCollectionView``'s flow layout and its client's flow delegate as the shipped
/// ``FlowSizing``: the inputs only, the rules are ``FlowMeasurement``'s (as on iOS,
/// `UIKitFlowSizing`).
///
/// ```swift
/// FlowMeasurement.metrics(HostFlowSizing(collectionView: view, layout: view.collectionViewLayout, delegate: client),
///                         viewportLength: 700, crossLength: 390, counts: [12])
/// ```
struct HostFlowSizing: FlowSizing {
    let collectionView: HostCollectionView
    let layout: HostCollectionViewFlowLayout
    let delegate: (any HostCollectionViewDelegateFlowLayout)?

    var flowAxis: InfiniteAxis { layout.scrollDirection }
    var itemSize: CGSize { layout.itemSize }
    var estimatedItemSize: CGSize? { layout.isSelfSizing ? layout.estimatedItemSize : nil }

    func section(_ section: Int) -> FlowSectionInputs {
        FlowSectionInputs(
            insets: delegate?.collectionView(collectionView, layout: layout, insetForSectionAt: section) ?? layout.sectionInset,
            lineSpacing: delegate?.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section)
                ?? layout.minimumLineSpacing,
            interitemSpacing: delegate?.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
                ?? layout.minimumInteritemSpacing,
            headerReferenceSize: delegate?.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section)
                ?? layout.headerReferenceSize,
            footerReferenceSize: delegate?.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section)
                ?? layout.footerReferenceSize)
    }

    func clientItemSize(at source: SourceIndexPath) -> CGSize? {
        delegate?.collectionView(collectionView, layout: layout, sizeForItemAt: IndexPath(item: source.item, section: source.section))
    }
}
