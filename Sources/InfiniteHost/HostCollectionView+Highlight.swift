import Foundation

/// A finger down on an item and lifted again: the collection view's highlight, as UIKit's touch
/// handling does it (`touchesBegan` → `_highlightItemAtIndexPath:animated:scrollPosition:notifyDelegate:`).
///
/// ```swift
/// view.touchDown(at: point)   // shouldHighlightItemAt, cell highlighted, didHighlightItemAt
/// view.touchUp()              // didUnhighlightItemAt, then the tap's selection
/// ```
///
/// - Complexity: O(1) per call besides the delegate's and the selection's work.
extension HostCollectionView {
    /// A finger comes down at `point` (content coordinates): on no item, with a finger already
    /// down or when `shouldHighlightItemAt` answers false nothing happens; else the item is
    /// highlighted (its cell's ``HostCollectionViewCell/isHighlighted``) and the delegate gets
    /// `didHighlightItemAt`. Returns the highlighted path.
    @discardableResult
    package func touchDown(at point: CGPoint) -> IndexPath? {
        guard highlighted == nil, let path = indexPathForItem(at: point, caller: .system) else { return nil }
        let delegate = storedDelegate as? HostCollectionViewDelegate
        guard delegate?.collectionView(self, shouldHighlightItemAt: path) ?? true else { return nil }
        highlighted = path
        displayedCells[path]?.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: path)
        return path
    }

    /// The finger lifts (`selecting`: the tap selects as ``tap(at:)`` does) or the touch is
    /// cancelled: the highlighted item is unhighlighted and the delegate gets
    /// `didUnhighlightItemAt` first. The highlighted path outlives a `reloadData`; a path the
    /// view no longer has is dropped without delegate calls.
    package func touchUp(selecting: Bool = true) {
        guard let path = highlighted else { return }
        highlighted = nil
        guard isValidItem(path) else { return }
        displayedCells[path]?.isHighlighted = false
        (storedDelegate as? HostCollectionViewDelegate)?.collectionView(self, didUnhighlightItemAt: path)
        if selecting { selectByUser(tappedAt: path) }
    }
}
