#if canImport(UIKit) && canImport(XCTest)
import InfiniteHostTesting
import UIKit
import XCTest

/// How a real `UICollectionView` with a flow layout sizes, reuses, reloads and reconfigures its
/// cells: register entries C-b, C-c, C-d and C-e of `Docs/HostFidelity.md` (C-a and C-e's
/// validation are in `UIKitAssertionFactsTests`).
@MainActor
final class CollectionFactsTests: XCTestCase {
    private func makeCollection(
        _ client: LoggingCollectionClient, configure: (UICollectionViewFlowLayout) -> Void = { $0.itemSize = CGSize(width: 390, height: 44) }
    ) -> (UICollectionView, UIWindow) {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 0
        configure(layout)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = client
        collectionView.delegate = client
        let window = makeKeyWindow(holding: collectionView)
        collectionView.layoutIfNeeded()
        return (collectionView, window)
    }

    /// Register C-b. Self-sizing items (estimated 40 pt, 60–150 pt in reality): scrolled far down,
    /// then dragged up frame by frame, items above the screen take their size as they arrive and
    /// the collection view moves its offset so no item on screen moves other than by the drag.
    func testSelfSizingItemsAboveTheScreenDoNotMoveVisibleItems() {
        let client = LoggingCollectionClient(counts: [1_000])
        client.fittingLength = { path in 60 + CGFloat((path.item * 37) % 91) }
        let (collectionView, window) = makeCollection(client) { $0.estimatedItemSize = CGSize(width: 390, height: 40) }
        collectionView.contentOffset.y = 20_000
        collectionView.layoutIfNeeded()
        let list = UIKitScriptedList(scrollView: collectionView, axis: .vertical) { visibleItems(of: collectionView) }
        var runner = SessionScriptRunner(list: list, counts: client.counts)
        runner.run(SessionScript(counts: client.counts, steps: SessionScript.drag(-3_600, frames: 300)))
        XCTAssertEqual(runner.checker.violations.map(\.description), [])
        XCTAssertGreaterThan(runner.checker.jumpsChecked, 0, "the layout corrected the offset as items above took their size")
        _ = window
    }

    /// Register C-c. Scrolling 30 000 pt through 2 000 items reuses a bounded set of cells, and
    /// display callbacks balance: displayed − ended = the cells on screen.
    func testScrollingReusesCellsAndBalancesDisplayCallbacks() {
        let client = LoggingCollectionClient(counts: [2_000])
        let (collectionView, window) = makeCollection(client)
        var mostVisible = collectionView.visibleCells.count
        for _ in 0..<1_000 {
            collectionView.contentOffset.y += 30
            collectionView.layoutIfNeeded()
            mostVisible = max(mostVisible, collectionView.visibleCells.count)
        }
        // Prefetching (on by default) may keep a row of cells ready beyond the visible ones.
        XCTAssertLessThanOrEqual(client.displayedCells.count, mostVisible + 4)
        XCTAssertEqual(client.displayed - client.endedDisplaying, collectionView.visibleCells.count)
        XCTAssertGreaterThan(client.displayed, 600)
        _ = window
    }

    /// Register C-d (a guess: the harder order). `reloadData()` is lazy: nothing is asked inside
    /// the call; at the next layout the counts are read first, then the old cells end their
    /// display with their old paths, then the new cells come.
    func testReloadDataIsLazyAndEndsDisplayWithTheOldPathsAfterReadingCounts() throws {
        let client = LoggingCollectionClient(counts: [10])
        let (collectionView, window) = makeCollection(client)
        XCTAssertEqual(collectionView.visibleCells.count, 10)
        client.clearLog()
        client.counts = [3]
        collectionView.reloadData()
        XCTAssertEqual(client.log, [], "nothing asked inside reloadData")
        collectionView.layoutIfNeeded()
        let log = client.log
        let counts = try XCTUnwrap(log.firstIndex(of: "numberOfItems 0"))
        let firstEnd = try XCTUnwrap(log.firstIndex { $0.hasPrefix("didEndDisplaying") })
        XCTAssertLessThan(counts, firstEnd, "\(log)")
        XCTAssertEqual(Set(log.filter { $0.hasPrefix("didEndDisplaying") }), Set((0..<10).map { "didEndDisplaying 0.\($0)" }))
        if let firstNewCell = log.firstIndex(where: { $0.hasPrefix("cellForItem") }) {
            XCTAssertLessThan(firstEnd, firstNewCell, "\(log)")
        }
        XCTAssertEqual(collectionView.visibleCells.count, 3)
        _ = window
    }

    /// Register C-e (iOS 15). `reconfigureItems` asks `cellForItemAt` again and the dequeue hands
    /// back the displayed cell: same object, no `prepareForReuse`, no display callbacks.
    func testReconfigureItemsKeepsTheDisplayedCell() throws {
        guard #available(iOS 15, *) else { throw XCTSkip("reconfigureItems exists from iOS 15") }
        let client = LoggingCollectionClient(counts: [20])
        let (collectionView, window) = makeCollection(client)
        let path = IndexPath(item: 1, section: 0)
        let cell = try XCTUnwrap(collectionView.cellForItem(at: path) as? CountingCollectionCell)
        let reuses = cell.reuses
        client.clearLog()
        collectionView.reconfigureItems(at: [path])
        collectionView.layoutIfNeeded()
        XCTAssertTrue(client.log.contains("cellForItem 0.1"), "\(client.log)")
        XCTAssertFalse(client.log.contains { $0.hasPrefix("willDisplay") || $0.hasPrefix("didEndDisplaying") }, "\(client.log)")
        XCTAssertTrue(collectionView.cellForItem(at: path) === cell)
        XCTAssertEqual(cell.reuses, reuses)
        _ = window
    }

    /// Register C-e. `reloadItems` replaces the cell: the path ends its display and gets a cell
    /// through the dequeue again.
    func testReloadItemsReplacesTheCell() throws {
        let client = LoggingCollectionClient(counts: [20])
        let (collectionView, window) = makeCollection(client)
        let path = IndexPath(item: 1, section: 0)
        let cell = try XCTUnwrap(collectionView.cellForItem(at: path))
        client.clearLog()
        collectionView.reloadItems(at: [path])
        collectionView.layoutIfNeeded()
        XCTAssertTrue(client.log.contains("cellForItem 0.1"), "\(client.log)")
        // The old cell may fade out meanwhile; the path is shown by another cell by the end.
        XCTAssertTrue(runMainLoop(until: { collectionView.cellForItem(at: path).map { $0 !== cell } ?? false }))
        _ = window
    }
}
#endif
