#if canImport(UIKit) && canImport(XCTest)
import InfiniteHostTesting
import InfiniteProxy
import UIKit
import XCTest

/// The collection-view glue on real UIKit: a `UICollectionView` with a flow layout in a key
/// window, `enableInfiniteScrolling = true`, offsets driven frame by frame with
/// `layoutIfNeeded()` and checked with the sessions' runner and ``InvariantChecker``; the carousel API
/// (`infinite.isPagingEnabled`, `scrollToNextItem`, `autoScrollInterval`) on top.
@MainActor
final class InfiniteCollectionUIKitTests: XCTestCase {
    /// A collection view of `count` items of `itemSize`, 10 pt apart, without safe-area insets.
    private func makeCollection(
        count: Int, axis: UICollectionView.ScrollDirection, itemSize: CGSize, viewport: CGSize
    ) -> (UICollectionView, RecordingCollectionClient, UIWindow) {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = axis
        layout.itemSize = itemSize
        layout.minimumLineSpacing = 10
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let client = RecordingCollectionClient(counts: [count])
        collectionView.dataSource = client
        collectionView.delegate = client
        let window = makeKeyWindow(holding: collectionView, size: viewport)
        return (collectionView, client, window)
    }

    /// A horizontal carousel: 300 pt items, 10 pt apart, in a 390×300 view.
    private func makeCarousel(count: Int) -> (UICollectionView, RecordingCollectionClient, UIWindow) {
        let made = makeCollection(count: count, axis: .horizontal, itemSize: CGSize(width: 300, height: 260),
                                  viewport: CGSize(width: 390, height: 300))
        made.0.enableInfiniteScrolling = true
        made.0.infinite.isPagingEnabled = true
        made.0.layoutIfNeeded()
        return made
    }

    /// A started runner over the collection view (the sessions' runner and checker).
    private func runner(
        for collectionView: UICollectionView, _ client: RecordingCollectionClient, axis: InfiniteAxis
    ) -> SessionScriptRunner<UIKitScriptedList> {
        var runner = SessionScriptRunner(
            list: UIKitScriptedList(collectionView: collectionView, client: client, axis: axis), counts: client.counts)
        runner.start()
        return runner
    }

    /// The client's item whose cell covers the middle of the visible area (read from the cells).
    private func itemAtCentre(of collectionView: UICollectionView) -> IndexPath? {
        let centre = CGPoint(x: collectionView.bounds.midX, y: collectionView.bounds.midY)
        return collectionView.visibleCells.first { $0.frame.contains(centre) }.map { RecordingTableClient.path(forTag: $0.tag) }
    }

    /// How far the cell of `path` is from the middle of the visible area, along x.
    private func distanceFromCentre(_ path: IndexPath, in collectionView: UICollectionView) -> CGFloat? {
        collectionView.visibleCells.first { RecordingTableClient.path(forTag: $0.tag) == path }
            .map { $0.frame.midX - collectionView.bounds.midX }
    }

    func testOneLineMakesAFlowLayoutCollectionLoop() {
        let (collectionView, client, window) = makeCollection(
            count: 7, axis: .vertical, itemSize: CGSize(width: 390, height: 100), viewport: CGSize(width: 390, height: 844))
        collectionView.enableInfiniteScrolling = true
        collectionView.layoutIfNeeded()
        XCTAssertTrue(collectionView.enableInfiniteScrolling)
        XCTAssertTrue(collectionView.infinite.isLooping)
        XCTAssertGreaterThan(collectionView.contentSize.height, 7 * 110, "the content repeats beyond the data")
        XCTAssertFalse(collectionView.visibleCells.isEmpty)
        XCTAssertTrue(collectionView.infinite.indexPathsForVisibleItems.allSatisfy { $0.section == 0 && (0..<7).contains($0.item) })
        XCTAssertEqual(client.foreignPaths, [])
        _ = window
    }

    /// Both axes: a thousand frames forwards and back, crossing copies many times; every frame
    /// keeps every invariant, and the client only ever sees its own paths.
    func testScrollingFrameByFrameKeepsEveryInvariant() {
        for axis in [InfiniteAxis.vertical, .horizontal] {
            let (collectionView, client, window) = axis == .vertical
                ? makeCollection(count: 7, axis: .vertical, itemSize: CGSize(width: 390, height: 100),
                                 viewport: CGSize(width: 390, height: 844))
                : makeCollection(count: 7, axis: .horizontal, itemSize: CGSize(width: 120, height: 260),
                                 viewport: CGSize(width: 390, height: 300))
            collectionView.enableInfiniteScrolling = true
            var runner = runner(for: collectionView, client, axis: axis)
            for _ in 0..<500 { runner.perform(.move(41)) }
            for _ in 0..<500 { runner.perform(.move(-67)) }
            XCTAssertEqual(runner.checker.violations.map(\.description), [], "\(axis)")
            XCTAssertGreaterThan(runner.checker.jumpsChecked, 0, "\(axis): the content recentred")
            XCTAssertEqual(client.foreignPaths, [], "\(axis)")
            _ = window
        }
    }

    /// Recentering keeps the centred item: every frame, the item `infinite.centeredIndexPath`
    /// reports is the one whose cell covers the middle of the view, jumps included.
    func testRecenteringKeepsTheCentredItem() {
        let (collectionView, client, window) = makeCarousel(count: 5)
        var runner = runner(for: collectionView, client, axis: .horizontal)
        var frames: [Int] = []
        for frame in 0..<600 {
            runner.perform(.move(frame < 300 ? 23 : -31))
            let reported = collectionView.infinite.centeredIndexPath
            XCTAssertNotNil(reported)
            if let onScreen = itemAtCentre(of: collectionView), onScreen != reported { frames.append(frame) }
        }
        XCTAssertEqual(frames, [], "frames where the reported centred item was not the one at the centre")
        XCTAssertGreaterThan(runner.checker.jumpsChecked, 0)
        XCTAssertEqual(runner.checker.violations.map(\.description), [])
        XCTAssertEqual(client.foreignPaths, [])
        _ = window
    }

    /// `scrollToNextItem` / `scrollToPreviousItem` centre the neighbour and wrap around the data.
    func testNextAndPreviousItemCentreTheNeighbourAndWrapAround() throws {
        let (collectionView, _, window) = makeCarousel(count: 4)
        XCTAssertEqual(collectionView.infinite.centeredIndexPath, IndexPath(item: 0, section: 0))
        var seen: [Int] = []
        for _ in 0..<5 {
            collectionView.infinite.scrollToNextItem(animated: false)
            collectionView.layoutIfNeeded()
            let centred = try XCTUnwrap(collectionView.infinite.centeredIndexPath)
            seen.append(centred.item)
            XCTAssertEqual(try XCTUnwrap(distanceFromCentre(centred, in: collectionView)), 0, accuracy: 0.5)
        }
        XCTAssertEqual(seen, [1, 2, 3, 0, 1])
        collectionView.infinite.scrollToPreviousItem(animated: false)
        collectionView.infinite.scrollToPreviousItem(animated: false)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.infinite.centeredIndexPath?.item, 3)
        _ = window
    }

    /// `infinite.scrollToItem` goes the shortest way: from item 0 of 7, item 6 is one item
    /// (310 pt) back. Summed over the animation's frames, less recentering jumps (whole copies of
    /// 2 170 pt), the offset moves by −310.
    func testScrollToItemGoesTheShortestWay() throws {
        let (collectionView, client, window) = makeCarousel(count: 7)
        let start = collectionView.contentOffset
        let before = client.scrolledOffsets.count
        collectionView.infinite.scrollToItem(at: IndexPath(item: 6, section: 0), at: .centeredHorizontally, animated: true)
        XCTAssertTrue(runMainLoop(until: {
            collectionView.infinite.centeredIndexPath?.item == 6 && !collectionView.isDragging
                && (distanceFromCentre(IndexPath(item: 6, section: 0), in: collectionView).map { abs($0) < 0.5 } ?? false)
        }), "item 6 was not centred")
        let offsets = [start] + client.scrolledOffsets[before...]
        let travelled = zip(offsets, offsets.dropFirst()).map { pair -> CGFloat in
            let delta = pair.1.x - pair.0.x
            return delta - (delta / 2_170).rounded() * 2_170          // a recentering jump is whole copies
        }.reduce(0, +)
        XCTAssertEqual(travelled, -310, accuracy: 0.5)
        _ = window
    }

    /// Auto-scroll advances from the item centred now, one item per interval.
    func testAutoScrollAdvancesFromTheCentredItem() {
        let (collectionView, _, window) = makeCarousel(count: 5)
        var changes: [Int] = []
        collectionView.infinite.onCenteredIndexPathChange = { changes.append($0.item) }
        collectionView.infinite.autoScrollInterval = 0.3
        XCTAssertTrue(runMainLoop(until: { changes.contains(1) }, limit: 5), "no advance: \(changes)")
        collectionView.infinite.autoScrollInterval = nil
        XCTAssertEqual(changes.first, 1, "\(changes)")
        _ = window
    }

    /// A reload with fewer items keeps the view looping and the client's paths its own.
    func testReloadWithOtherCountsKeepsLoopingWithTheClientsPaths() {
        let (collectionView, client, window) = makeCarousel(count: 7)
        var runner = runner(for: collectionView, client, axis: .horizontal)
        for _ in 0..<120 { runner.perform(.move(29)) }
        runner.perform(.reload(counts: [3]))
        for _ in 0..<240 { runner.perform(.move(-29)) }
        XCTAssertTrue(collectionView.infinite.isLooping)
        XCTAssertTrue((0..<3).contains(collectionView.infinite.centeredIndexPath?.item ?? -1))
        XCTAssertEqual(runner.checker.violations.map(\.description), [])
        XCTAssertEqual(client.foreignPaths, [])
        _ = window
    }

    /// A client deallocated while the view is infinite leaves an empty, finite collection view,
    /// not a crash (the interceptors answer for a client that is gone).
    func testADeallocatedClientLeavesAnEmptyCollectionViewNotACrash() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 100)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let window = makeKeyWindow(holding: collectionView)
        weak var weakClient: RecordingCollectionClient?
        do {
            let client = RecordingCollectionClient(counts: [7])
            weakClient = client
            collectionView.dataSource = client
            collectionView.delegate = client
            collectionView.enableInfiniteScrolling = true
            collectionView.layoutIfNeeded()
        }
        XCTAssertNil(weakClient)
        RunLoop.main.run(until: Date().addingTimeInterval(0.1))
        collectionView.contentOffset.y += 500
        collectionView.layoutIfNeeded()
        XCTAssertFalse(collectionView.infinite.isLooping)
        _ = window
    }

    /// Switching off gives the clients back with the same item on screen.
    func testSwitchingOffKeepsTheItemOnScreenAndGivesTheClientsBack() throws {
        let (collectionView, client, window) = makeCarousel(count: 7)
        var runner = runner(for: collectionView, client, axis: .horizontal)
        for _ in 0..<200 { runner.perform(.move(37)) }
        let centred = try XCTUnwrap(collectionView.infinite.centeredIndexPath)
        collectionView.enableInfiniteScrolling = false
        collectionView.layoutIfNeeded()
        XCTAssertTrue(collectionView.dataSource === client)
        XCTAssertTrue(collectionView.delegate === client)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 7)
        XCTAssertNotNil(distanceFromCentre(centred, in: collectionView), "item \(centred.item) is still on screen")
        _ = window
    }
}
#endif
