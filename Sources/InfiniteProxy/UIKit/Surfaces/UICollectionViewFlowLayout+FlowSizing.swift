#if canImport(UIKit)
import UIKit

/// A collection view's flow layout and its client's flow delegate as ``FlowSizing``: the inputs
/// only; ``FlowMeasurement`` applies the rules. An optional delegate method the client does not
/// implement answers nil (Objective-C optional chaining) and the layout's value holds.
///
/// ```swift
/// FlowMeasurement.metrics(UIKitFlowSizing(collectionView: view, layout: flow, delegate: client),
///                         viewportLength: 700, crossLength: 390, counts: [12])
/// ```
@MainActor
struct UIKitFlowSizing: FlowSizing {
    let collectionView: UICollectionView
    let layout: UICollectionViewFlowLayout
    let delegate: UICollectionViewDelegateFlowLayout?

    var flowAxis: InfiniteAxis { layout.scrollDirection == .horizontal ? .horizontal : .vertical }
    var itemSize: CGSize { layout.itemSize }

    /// `automaticSize` estimates with `itemSize`; `.zero` does not self-size.
    var estimatedItemSize: CGSize? {
        FlowMeasurement.selfSizingEstimate(
            declared: layout.estimatedItemSize, automaticSize: UICollectionViewFlowLayout.automaticSize, itemSize: layout.itemSize)
    }

    func section(_ section: Int) -> FlowSectionInputs {
        let inset = delegate?.collectionView?(collectionView, layout: layout, insetForSectionAt: section) ?? layout.sectionInset
        return FlowSectionInputs(
            insets: SurfaceInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right),
            lineSpacing: delegate?.collectionView?(collectionView, layout: layout, minimumLineSpacingForSectionAt: section)
                ?? layout.minimumLineSpacing,
            interitemSpacing: delegate?.collectionView?(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
                ?? layout.minimumInteritemSpacing,
            headerReferenceSize: delegate?.collectionView?(collectionView, layout: layout, referenceSizeForHeaderInSection: section)
                ?? layout.headerReferenceSize,
            footerReferenceSize: delegate?.collectionView?(collectionView, layout: layout, referenceSizeForFooterInSection: section)
                ?? layout.footerReferenceSize)
    }

    func clientItemSize(at source: SourceIndexPath) -> CGSize? {
        delegate?.collectionView?(collectionView, layout: layout, sizeForItemAt: source.indexPath)
    }
}
#endif
