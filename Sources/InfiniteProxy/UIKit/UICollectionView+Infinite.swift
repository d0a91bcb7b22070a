#if canImport(UIKit)
import UIKit

extension UICollectionView {
    /// Whether the collection view repeats its items forever, in both directions.
    ///
    /// Works with `UICollectionViewFlowLayout` (and subclasses), horizontal or vertical: fixed
    /// `itemSize`, `sizeForItemAt`, self-sizing cells, section insets, headers, footers and
    /// spacing. One section is padded with about a screen of items before and after (virtual items
    /// ≈ n + 2 × (items per screen + 1)); short content gets whole copies covering three screens;
    /// several sections repeat as a block. Your data source, delegate (flow-layout delegate
    /// included) and prefetch data source keep seeing *your* index paths, and dequeuing with the
    /// path you were given returns the view UIKit asked for.
    ///
    /// ```swift
    /// collectionView.dataSource = self                       // unchanged
    /// collectionView.delegate = self                         // unchanged
    /// collectionView.enableInfiniteScrolling = true
    /// collectionView.infinite.isPagingEnabled = true         // snap to items
    /// collectionView.infinite.autoScrollInterval = 3         // seconds; nil = off
    /// ```
    ///
    /// Setting it back to `false` restores finite scrolling with the same item on screen. While
    /// infinite, scroll indicators are hidden and `scrollsToTop` is off; structural updates
    /// (`insertItems`, `deleteItems`, `moveItem`, section changes, `performBatchUpdates`, a diffable
    /// `apply`) animate in every copy, keeping the centred item on screen; and every index path,
    /// section and count your code passes or reads is in your data's space (UIKit keeps its own).
    ///
    /// - Important: Flow, compositional and custom layouts that lay items out in order along the
    ///   scroll axis loop (non-flow layouts once measured, one main-queue turn after the first
    ///   layout); others stay finite and untouched. While VoiceOver runs, the view scrolls finitely
    ///   (or loops as one adjustable element: `infinite.voiceOverBehavior`), and auto-scroll pauses
    ///   while VoiceOver's focus is inside it.
    public var enableInfiniteScrolling: Bool {
        get { infiniteCollectionController?.isRequested ?? false }
        set {
            guard newValue || infiniteCollectionAttachment != nil else { return }
            InfiniteCollectionAttachment.attachment(for: self)?.setRequested(newValue, of: self)
        }
    }
}

@MainActor
extension Infinite where Base: UICollectionView {
    private var controller: ListController<UICollectionView>? { InfiniteCollectionAttachment.attachment(for: base)?.controller }

    /// Whether a drag ends with an item centred: a slow release returns to the nearest item, a
    /// flick travels one or more items depending on its speed. Off by default.
    ///
    /// Unlike `UIScrollView.isPagingEnabled` (leave that off), the snap points come from the laid-out
    /// items, so paging never drifts after the content recenters, and items narrower than the view
    /// (a carousel showing its neighbours) page one item at a time.
    ///
    /// ```swift
    /// collectionView.infinite.isPagingEnabled = true
    /// ```
    public var isPagingEnabled: Bool {
        get { base.infiniteCollectionController?.carousel?.isPagingEnabled ?? false }
        nonmutating set { controller?.setPagingEnabled(newValue) }
    }

    /// Seconds between automatic advances to the next item; nil (the default) is off.
    ///
    /// The timer runs in the run loop's common mode, pauses while the user touches the view, while
    /// it is not in a window, while the app is inactive and while VoiceOver's focus is inside it, and always
    /// continues from the item centred now. It needs at least two items.
    ///
    /// ```swift
    /// collectionView.infinite.autoScrollInterval = 3
    /// ```
    public var autoScrollInterval: TimeInterval? {
        get { base.infiniteCollectionController?.carousel?.autoScroll.interval }
        nonmutating set { controller?.setAutoScrollInterval(newValue) }
    }

    /// Your index path of the item nearest the centre of the visible area, or nil when there are
    /// no items.
    ///
    /// ```swift
    /// collectionView.infinite.centeredIndexPath   // IndexPath(item: 2, section: 0)
    /// ```
    public var centeredIndexPath: IndexPath? {
        controller?.centeredSourceIndexPath?.indexPath
    }

    /// Your index paths of the items on screen, in layout order, each item once.
    ///
    /// ```swift
    /// collectionView.infinite.indexPathsForVisibleItems   // [[0, 4], [0, 0], [0, 1]]
    /// ```
    ///
    /// - Complexity: O(visible items · log).
    public var indexPathsForVisibleItems: [IndexPath] {
        guard let controller = base.infiniteCollectionController else { return base.indexPathsForVisibleItems.sorted() }
        return controller.visibleSourceIndexPaths
    }

    /// Scrolls to your item `indexPath`, the shortest way: to its twin nearest the item now at the
    /// centre, even past the end of your data. A path outside your data does nothing.
    ///
    /// ```swift
    /// collectionView.infinite.scrollToItem(at: IndexPath(item: 0, section: 0),
    ///                                      at: .centeredHorizontally, animated: true)
    /// ```
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {
        guard let source = SourceIndexPath(indexPath), let controller else { return }
        controller.scroll(toSource: source, direction: .nearest, position: scrollPosition, animated: animated)
    }

    /// Scrolls one item forwards from the centred item, centring the next one; after your last
    /// item comes your first.
    ///
    /// ```swift
    /// nextButton.addAction(UIAction { _ in collectionView.infinite.scrollToNextItem(animated: true) },
    ///                      for: .touchUpInside)
    /// ```
    public func scrollToNextItem(animated: Bool) {
        controller?.advanceCarousel(by: 1, animated: animated)
    }

    /// Scrolls one item backwards from the centred item, centring the previous one; before your
    /// first item comes your last.
    ///
    /// ```swift
    /// collectionView.infinite.scrollToPreviousItem(animated: true)
    /// ```
    public func scrollToPreviousItem(animated: Bool) {
        controller?.advanceCarousel(by: -1, animated: animated)
    }

    /// Your data source — what `collectionView.dataSource` returns to app code, also when
    /// ``InfiniteHooks/translatesAppCode`` is false (the getter then returns the library's).
    public var dataSource: UICollectionViewDataSource? {
        guard let attachment = base.infiniteCollectionAttachment else { return base.dataSource }
        return attachment.dataSource.target as? UICollectionViewDataSource
    }

    /// Your delegate (see `dataSource`).
    public var delegate: UICollectionViewDelegate? {
        guard let attachment = base.infiniteCollectionAttachment else { return base.delegate }
        return attachment.delegate.target as? UICollectionViewDelegate
    }

    /// Reloads every visible twin of your items — `reloadItems(at:)` for your paths outside a
    /// callback (an image that finished loading, say).
    ///
    /// ```swift
    /// collectionView.infinite.reloadItems(at: [IndexPath(item: 3, section: 0)])
    /// ```
    public func reloadItems(at indexPaths: [IndexPath]) {
        guard let controller = base.infiniteCollectionController, controller.isActive else {
            base.reloadItems(at: indexPaths)
            return
        }
        let twins = controller.visibleTwins(ofClientPaths: indexPaths)
        guard !twins.isEmpty else { return }
        controller.engine.passingThrough { base.reloadItems(at: twins) }
    }
}
#endif
