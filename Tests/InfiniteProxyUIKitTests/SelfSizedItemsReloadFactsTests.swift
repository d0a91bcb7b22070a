#if canImport(UIKit) && canImport(XCTest)
import InfiniteHostTesting
import InfiniteProxy
import UIKit
import XCTest

/// What a real flow layout does with the sizes self-sizing items took: register entry C-f of
/// `Docs/HostFidelity.md` (F8), which the host models in `HostCollectionViewFlowLayout`
/// (`invalidateLayout()` forgets `preferredSizes`; `HostCollectionView.announceWillDisplay` after
/// `applySelfSizing`), and the glue's answer to it (host twin:
/// `SelfSizingCollectionTests.flingsThroughItemsEstimatedTenTimesTooWideNeverHitTheEdge`).
@MainActor
final class SelfSizedItemsReloadFactsTests: XCTestCase {
    /// The height an item sizes itself to: 60–150 pt, against a 40 pt estimate.
    private nonisolated static func real(_ path: IndexPath) -> CGFloat { 60 + CGFloat((path.item * 37) % 91) }
    private nonisolated static let estimate: CGFloat = 40

    /// A vertical flow layout of full-width self-sizing items (estimated 40 pt), laid out.
    private func makeCollection(_ client: LoggingCollectionClient) -> (UICollectionView, UICollectionViewFlowLayout, UIWindow) {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 0
        layout.estimatedItemSize = CGSize(width: 390, height: Self.estimate)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "cell")
        client.fittingLength = Self.real
        collectionView.dataSource = client
        collectionView.delegate = client
        let window = makeKeyWindow(holding: collectionView)
        collectionView.layoutIfNeeded()
        return (collectionView, layout, window)
    }

    /// Scrolls down 3 000 pt, 30 pt a frame, so the first thirty-odd items display and self-size.
    private func scrollDown(_ collectionView: UICollectionView) {
        for _ in 0..<100 {
            collectionView.contentOffset.y += 30
            collectionView.layoutIfNeeded()
        }
    }

    /// Register C-f. Items 0–9 self-sized on screen, then scrolled far above it: the layout still
    /// answers their self-sized heights; after `reloadData()` and a layout it answers the estimate
    /// for each of them (they are off screen, so nothing sized them again).
    ///
    /// A failure of the first half means the flow layout does not keep self-sized sizes even
    /// without a reload, and C-b's model (items above take their size once and keep it) is wrong
    /// too. A failure of the second half means UIKit keeps the sizes across a reload: the host
    /// lays copies out at their estimate where UIKit does not, so its offset corrections after a
    /// reload are ones UIKit never makes, and the plans it checks after a reload
    /// (`InfiniteListEngine.recenteringJumpCountingItems`) are not the ones apps get.
    func testAReloadForgetsTheSizesItemsSelfSizedTo() throws {
        let client = LoggingCollectionClient(counts: [200])
        let (collectionView, layout, window) = makeCollection(client)
        scrollDown(collectionView)
        let early = (0..<10).map { IndexPath(item: $0, section: 0) }
        for path in early {
            XCTAssertTrue(client.log.contains("willDisplay 0.\(path.item)"), "item \(path.item) never displayed")
            XCTAssertFalse(collectionView.indexPathsForVisibleItems.contains(path), "item \(path.item) still on screen")
            let height = try XCTUnwrap(layout.layoutAttributesForItem(at: path)?.size.height)
            XCTAssertEqual(height, Self.real(path), accuracy: 0.5, "item \(path.item) lost its size without a reload")
        }
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        for path in early {
            XCTAssertFalse(collectionView.indexPathsForVisibleItems.contains(path), "item \(path.item) on screen after the reload")
            let height = try XCTUnwrap(layout.layoutAttributesForItem(at: path)?.size.height)
            XCTAssertEqual(height, Self.estimate, accuracy: 0.5, "item \(path.item) kept its self-sized height across the reload")
        }
        _ = window
    }

    /// Register C-f (C-b after a reload). After the reload above, dragged up frame by frame
    /// through items back at their estimate: as each takes its size again the layout corrects
    /// the offset, and no item on screen moves other than by the drag (the sessions' checker).
    ///
    /// A violation means UIKit does not keep visible items still when items above re-size after
    /// a reload, and the host's `applySelfSizing` anchor hides visible jumps the glue would cause
    /// or suffer there. No correction at all (`jumpsChecked` 0) means nothing above the screen
    /// was at its estimate, which contradicts the test above.
    func testAfterAReloadItemsAboveTakeTheirSizeAgainWithoutMovingVisibleItems() {
        let client = LoggingCollectionClient(counts: [200])
        let (collectionView, _, window) = makeCollection(client)
        scrollDown(collectionView)
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        let list = UIKitScriptedList(collectionView: collectionView, loggingClient: client, axis: .vertical)
        var runner = SessionScriptRunner(list: list, counts: client.counts)
        runner.run(SessionScript(counts: client.counts, steps: SessionScript.drag(-2_400, frames: 240)))
        XCTAssertEqual(runner.edgeHits, 0)
        XCTAssertEqual(runner.checker.violations.map(\.description), [])
        XCTAssertGreaterThan(runner.checker.jumpsChecked, 0, "the layout corrected the offset as items above took their size")
        _ = window
    }

    /// Register C-f. Every `willDisplay` — at the first load, while scrolling, and after a
    /// reload — is handed a cell already at its self-sized height, never at the estimate.
    ///
    /// A failure means UIKit announces a cell before it takes its size: the host, which announces
    /// after `applySelfSizing`, would show clients (and anything reading the cell in
    /// `willDisplay`, as the table glue's `startDisplay(of:at:length:_:)` does for rows) a size
    /// UIKit does not give them yet.
    func testACellIsSelfSizedWhenWillDisplayArrives() {
        let client = LoggingCollectionClient(counts: [200])
        let (collectionView, _, window) = makeCollection(client)
        scrollDown(collectionView)
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        let sizes = client.sizesAtWillDisplay
        XCTAssertGreaterThan(sizes.count, 30, "first screen, scroll and reload")
        let wrong = sizes.filter { abs($0.1.height - Self.real($0.0)) > 0.5 }
        XCTAssertEqual(wrong.map { "\($0.0.item): \($0.1.height) (real \(Self.real($0.0)))" }, [])
        _ = window
    }

    /// Register C-f, the glue: an infinite vertical list of 2 × 23 self-sizing items, each
    /// estimated ten times its real height (1 290 pt against 129–146 pt), reloaded so every copy
    /// the user has not seen is back at the estimate, then dragged 60 000 pt forwards and
    /// 30 000 pt back. The content never runs out (recentering decided in items comes in time),
    /// every frame keeps the sessions' invariants and the client sees only its own items.
    /// Host twin: `SelfSizingCollectionTests.flingsThroughItemsEstimatedTenTimesTooWideNeverHitTheEdge`.
    func testDragsThroughItemsEstimatedTenTimesTooLongNeverReachTheEdge() {
        let client = LoggingCollectionClient(counts: [23, 23])
        client.fittingLength = { path in 129 + CGFloat((path.item * 7 + path.section * 3) % 2) * 17 }
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 0
        layout.estimatedItemSize = CGSize(width: 390, height: 1_290)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = client
        collectionView.delegate = client
        let window = makeKeyWindow(holding: collectionView)
        collectionView.enableInfiniteScrolling = true
        collectionView.layoutIfNeeded()
        XCTAssertTrue(collectionView.infinite.isLooping)
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        let list = UIKitScriptedList(collectionView: collectionView, loggingClient: client, axis: .vertical)
        var runner = SessionScriptRunner(list: list, counts: client.counts)
        runner.run(SessionScript(counts: client.counts,
                                 steps: SessionScript.drag(60_000, frames: 1_000) + SessionScript.drag(-30_000, frames: 500)))
        XCTAssertEqual(runner.edgeHits, 0, "the drag reached the end of the content")
        XCTAssertEqual(runner.checker.violations.map(\.description), [])
        XCTAssertGreaterThan(runner.checker.jumpsChecked, 0, "the content recentred")
        XCTAssertTrue(collectionView.infinite.isLooping)
        _ = window
    }
}
#endif
