import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

// Issue 11 for collection views: a four-item grid, infinite, used by app code outside callbacks.

/// A horizontal strip of four 100-pt items, infinite and laid out, scrolled so the first visible
/// item is not the client's item 0.
private func makeStrip(count: Int = 4) -> (HostCollectionAttachment, CollectionClient) {
    let client = CollectionClient(counts: [count])
    let collectionView = HostCollectionView(viewportSize: CGSize(width: 390, height: 200))
    collectionView.flowLayout?.scrollDirection = .horizontal
    collectionView.flowLayout?.itemSize = CGSize(width: 100, height: 100)
    collectionView.register(HostCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = client
    collectionView.delegate = client
    let attachment = HostCollectionAttachment(collectionView: collectionView)
    collectionView.layoutIfNeeded()
    collectionView.contentOffset.x += 250
    collectionView.layoutIfNeeded()
    return (attachment, client)
}

private func source(_ attachment: HostCollectionAttachment, _ cell: HostCollectionViewCell) -> Int {
    attachment.sourceIndexPath(for: cell.layoutIndexPath ?? IndexPath()).item
}

@Suite struct AppCodeCollectionSourceSpaceTests {
    /// `indexPath(for:)`, `indexPathForItem(at:)`, `indexPathsForVisibleItems` and the counts are
    /// the app's; UIKit asking the same view gets its own.
    @Test func pathsAndCountsHandedOutAreTheApps() {
        let (attachment, _) = makeStrip()
        let view = attachment.collectionView
        #expect(view.numberOfSections == 1)
        #expect(view.numberOfItems(inSection: 0) == 4)
        #expect(view.numberOfItems(inSection: 0, caller: .system) > 4)
        for cell in view.visibleCells {
            #expect(view.indexPath(for: cell)?.item == source(attachment, cell))
            #expect(view.indexPathForItem(at: CGPoint(x: cell.frame.midX, y: cell.frame.midY))?.item == source(attachment, cell))
            #expect(view.indexPath(for: cell, caller: .system) == cell.layoutIndexPath)
        }
        var expected: [Int] = []
        for cell in view.visibleCells where !expected.contains(source(attachment, cell)) { expected.append(source(attachment, cell)) }
        #expect(view.indexPathsForVisibleItems.map(\.item) == expected)
    }

    /// A grid's "delete selected": `indexPathsForSelectedItems` names the app's items.
    @Test func deletingTheSelectedItemsNamesTheAppsItems() {
        let (attachment, _) = makeStrip()
        let view = attachment.collectionView
        guard let cell = view.visibleCells.dropFirst(2).first else {
            Issue.record("too few cells")
            return
        }
        view.tap(at: CGPoint(x: cell.frame.midX, y: cell.frame.midY))
        #expect(view.indexPathsForSelectedItems.map(\.item) == [source(attachment, cell)])
        #expect(view.indexPathsForSelectedItems(caller: .system) == [cell.layoutIndexPath ?? IndexPath()])
    }

    /// `cellForItem(at:)`, `layoutAttributesForItem(at:)`, `selectItem(at:)` and `scrollToItem(at:)`
    /// with the app's path act on the twin on screen (the shortest way for the scroll).
    @Test func appPathsActOnTheTwinOnScreen() {
        let (attachment, _) = makeStrip()
        let view = attachment.collectionView
        let visible = CGRect(origin: view.contentOffset, size: view.viewportSize)
        for item in 0..<4 {
            let path = IndexPath(item: item, section: 0)
            if let cell = view.cellForItem(at: path) {
                #expect(source(attachment, cell) == item)
                #expect(cell.frame.intersects(visible))
            }
            #expect(view.layoutAttributesForItem(at: path).map { $0.frame.intersects(visible.insetBy(dx: -100, dy: 0)) } == true)
        }
        view.selectItem(at: IndexPath(item: 2, section: 0))
        #expect(view.visibleCells.filter(\.isSelected).map { source(attachment, $0) } == [2])
        let before = view.contentOffset.x
        view.scrollToItem(at: IndexPath(item: 3, section: 0), at: .left, animated: false)
        view.layoutIfNeeded()
        #expect(abs(view.contentOffset.x - before) <= 2 * 100 + 1)
        let first = view.visibleCells.min { $0.frame.minX < $1.frame.minX }
        #expect(first.map { source(attachment, $0) } == 3)
    }

    /// The view's own tap model asks `indexPathForItem(at:)` as the system: it selects the item
    /// it laid out there, while the app asking at the same point gets its own item.
    @Test func theViewsOwnTapAndTheAppEachGetTheirSpace() {
        let (attachment, _) = makeStrip()
        let view = attachment.collectionView
        guard let cell = view.visibleCells.dropFirst(1).first else {
            Issue.record("too few cells")
            return
        }
        let point = CGPoint(x: cell.frame.midX, y: cell.frame.midY)
        let tapped = view.tap(at: point)
        #expect(tapped == cell.layoutIndexPath)
        #expect(cell.isSelected)
        #expect(view.indexPathForItem(at: point, caller: .system) == cell.layoutIndexPath)
        #expect(view.indexPathForItem(at: point)?.item == source(attachment, cell))
    }
}
