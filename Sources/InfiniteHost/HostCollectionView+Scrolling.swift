import Foundation
import InfiniteProxy

/// Scrolling and selection.
extension HostCollectionView {
    // MARK: Scrolling and selection

    /// `scrollToItem(at:at:animated:)`; positions for the other axis leave the offset alone on
    /// this axis, as UIKit does. The offset is clamped into the content.
    package func scrollToItem(at indexPath: IndexPath, at position: HostCollectionViewScrollPosition, animated: Bool,
                             caller: CallerKind = .app) {
        if let interposer, interposer.collectionView(
            self, scrollToItemAtClientPath: indexPath, at: position, animated: animated, caller: caller) { return }
        performScroll(toItem: clientPath(indexPath, caller: caller), at: position, animated: animated)
    }

    /// UIKit's own `scrollToItem` on a path of the view's (no hook, no translation).
    func performScroll(toItem indexPath: IndexPath, at position: HostCollectionViewScrollPosition, animated: Bool) {
        prepareLayoutIfNeeded()
        guard let frame = collectionViewLayout.frameOfItem(at: indexPath) else { return }
        var offset = contentOffset
        let insets = adjustedContentInset
        switch (axis, position) {
        case (.vertical, .top): offset.y = frame.minY - insets.top
        case (.vertical, .centeredVertically):
            offset.y = frame.midY - insets.top - max(0, viewportSize.height - insets.top - insets.bottom) / 2
        case (.vertical, .bottom): offset.y = frame.maxY + insets.bottom - viewportSize.height
        case (.horizontal, .left): offset.x = frame.minX - insets.left
        case (.horizontal, .centeredHorizontally):
            offset.x = frame.midX - insets.left - max(0, viewportSize.width - insets.left - insets.right) / 2
        case (.horizontal, .right): offset.x = frame.maxX + insets.right - viewportSize.width
        default: break
        }
        let low = minimumOffset, high = maximumOffset
        offset = CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
        setContentOffset(offset, animated: animated)
    }

    /// The selected items.
    package var indexPathsForSelectedItems: [IndexPath] { indexPathsForSelectedItems(caller: .app) }

    /// The selected items as `caller` sees them (an infinite view's app: each of its items once).
    package func indexPathsForSelectedItems(caller: CallerKind) -> [IndexPath] {
        handedOut(selected.sorted(), caller: caller)
    }

    /// `selectItem(at:animated:scrollPosition:)` without scrolling; no delegate calls, as UIKit.
    /// Without multiple selection the other items are deselected.
    package func selectItem(at indexPath: IndexPath, caller: CallerKind = .app) {
        guard let interposer else { return selectLaidOutItem(at: indexPath) }
        interposer.selecting(clientPath: indexPath, caller: caller) { $0.map(selectLaidOutItem(at:)) }
    }

    /// UIKit's own `selectItem`, on the view's own path.
    func selectLaidOutItem(at path: IndexPath) {
        guard isValidItem(path) else { return }
        if !allowsMultipleSelection {
            for other in selected where other != path { setItem(other, selected: false) }
        }
        setItem(path, selected: true)
    }

    func setItem(_ path: IndexPath, selected isSelected: Bool) {
        if isSelected { selected.insert(path) } else { selected.remove(path) }
        displayedCells[path]?.isSelected = isSelected
    }

    /// `deselectItem(at:animated:)`; no delegate calls.
    package func deselectItem(at indexPath: IndexPath, caller: CallerKind = .app) {
        guard let interposer else { return setItem(indexPath, selected: false) }
        interposer.deselecting(clientPath: indexPath, caller: caller) { setItem($0, selected: false) }
    }

    /// A tap on the item under `point` (content coordinates): `shouldSelectItemAt`, then
    /// `didSelectItemAt`, as a user's touch; with multiple selection a tap on a selected item
    /// deselects it instead (`didDeselectItemAt`). Returns the path
    /// selected, if any.
    @discardableResult
    package func tap(at point: CGPoint) -> IndexPath? {
        guard let path = indexPathForItem(at: point, caller: .system) else { return nil }
        return selectByUser(tappedAt: path)
    }

    /// What a tap does once the finger lifts: ``tap(at:)`` on the item at `path`.
    @discardableResult
    func selectByUser(tappedAt path: IndexPath) -> IndexPath? {
        let delegate = storedDelegate as? HostCollectionViewDelegate
        if allowsMultipleSelection && selected.contains(path) {
            setItem(path, selected: false)
            delegate?.collectionView(self, didDeselectItemAt: path)
            return nil
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return nil }
        for other in selected.sorted() where other != path && !allowsMultipleSelection {
            setItem(other, selected: false)
            delegate?.collectionView(self, didDeselectItemAt: other)
        }
        selected.insert(path)
        displayedCells[path]?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: path)
        return path
    }
}
