import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// The collection-view model itself, without infinite scrolling: flow layout, reuse, callbacks
/// and UIKit's assertions.
@Suite struct HostCollectionViewTests {
    private func make(
        axis: InfiniteAxis = .vertical, viewport: CGSize = CGSize(width: 390, height: 844), counts: [Int],
        configure: (HostCollectionViewFlowLayout, CollectionClient) -> Void = { _, _ in }
    ) -> (HostCollectionView, CollectionClient) {
        let layout = HostCollectionViewFlowLayout()
        layout.scrollDirection = axis
        let client = CollectionClient(counts: counts)
        configure(layout, client)
        let collectionView = HostCollectionView(viewportSize: viewport, collectionViewLayout: layout)
        collectionView.register(HostCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [HostCollectionView.elementKindSectionHeader, HostCollectionView.elementKindSectionFooter] {
            collectionView.register(HostCollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        client.collectionView = collectionView
        collectionView.dataSource = client
        collectionView.delegate = client
        collectionView.associatedObjects["test.client"] = client   // the view's owner keeps its client
        collectionView.layoutIfNeeded()
        return (collectionView, client)
    }

    /// UIKit's intersection test: touching edges do not count (Foundation's `intersects` on Linux
    /// counts them).
    private func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.maxX > b.minX && a.minX < b.maxX && a.maxY > b.minY && a.minY < b.maxY
    }

    /// Every item intersecting the bounds is displayed, and nothing else, with its layout frame.
    private func expectVisibleSetMatchesBruteForce(_ collectionView: HostCollectionView,
                                                   sourceLocation: SourceLocation = #_sourceLocation) {
        var expected: [IndexPath] = []
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let path = IndexPath(item: item, section: section)
                if let frame = collectionView.collectionViewLayout.frameOfItem(at: path), overlaps(frame, collectionView.bounds) {
                    expected.append(path)
                }
            }
        }
        #expect(collectionView.indexPathsForVisibleItems == expected, sourceLocation: sourceLocation)
        for cell in collectionView.visibleCells {
            #expect(cell.frame == cell.layoutIndexPath.flatMap(collectionView.collectionViewLayout.frameOfItem(at:)),
                    sourceLocation: sourceLocation)
            #expect(cell.text == cell.layoutIndexPath.map(CollectionClient.label), sourceLocation: sourceLocation)
        }
    }

    // MARK: Layout

    @Test func gridLinesAreJustifiedAndSingleItemsCentred() {
        let (collectionView, _) = make(counts: [7]) { layout, _ in
            layout.itemSize = CGSize(width: 120, height: 100)
        }
        let frames = (0..<7).compactMap { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        // 3 × 120 + 2 × 10 ≤ 390: three per line, the 30 pt left over shared as 15 pt gaps.
        #expect(frames.map(\.minX) == [0, 135, 270, 0, 135, 270, 135])
        #expect(frames.map(\.minY) == [0, 0, 0, 110, 110, 110, 220])
        #expect(collectionView.contentSize == CGSize(width: 390, height: 320))
    }

    @Test func horizontalLayoutStacksColumnsWithHeadersOnTheLeadingSide() {
        let (collectionView, _) = make(axis: .horizontal, viewport: CGSize(width: 390, height: 220), counts: [3, 2]) { layout, client in
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumLineSpacing = 5
            client.headerLength = 30
            client.sectionInset = HostEdgeInsets(top: 0, left: 4, bottom: 0, right: 6)
        }
        let layout = collectionView.collectionViewLayout
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: HostCollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        // Section 0: header 0–30, inset 4, column [0,1] at 34, column [2] at 139, inset 6 → 245.
        #expect(layout.frameOfItem(at: IndexPath(item: 0, section: 0)) == CGRect(x: 34, y: 0, width: 100, height: 100))
        #expect(layout.frameOfItem(at: IndexPath(item: 1, section: 0)) == CGRect(x: 34, y: 120, width: 100, height: 100))
        #expect(layout.frameOfItem(at: IndexPath(item: 2, section: 0)) == CGRect(x: 139, y: 60, width: 100, height: 100))
        #expect(header?.frame == CGRect(x: 245, y: 0, width: 30, height: 220))
        #expect(collectionView.contentSize.width == CGFloat(385))   // 245 + 30 + 4 + 100 + 6
    }

    @Test func sizesComeFromTheDelegateOnlyWhenItAnswers() {
        let (fixed, _) = make(counts: [3]) { layout, _ in layout.itemSize = CGSize(width: 390, height: 40) }
        #expect(fixed.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 100)
        let (sized, client) = make(counts: [3]) { _, client in
            client.itemSize = { CGSize(width: 390, height: CGFloat(20 * ($0.item + 1))) }
        }
        #expect(sized.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 80, width: 390, height: 60))
        // Every item's size is asked on a full preparation, as UIKit's flow layout does.
        #expect(client.drainReceived().paths.filter { $0.item == 2 }.count >= 2)   // size + cell + willDisplay
    }

    @Test func invalidSizesReadAsZeroInsteadOfTrapping() {
        let (collectionView, _) = make(counts: [4]) { _, client in
            client.itemSize = { [CGSize(width: -5, height: 30), CGSize(width: CGFloat.nan, height: .infinity),
                                 CGSize(width: 100, height: 50), .zero][$0.item] }
        }
        #expect(collectionView.contentSize.height.isFinite)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.height == 0)
    }

    /// A seeded sweep of shapes: items never overlap, lines are ordered, spacing is respected, and
    /// every item lies inside the content.
    @Test func randomLayoutsAreConsistent() {
        var generator = SplitMix64(seed: 77)
        for _ in 0..<40 {
            let axis: InfiniteAxis = Bool.random(using: &generator) ? .vertical : .horizontal
            let counts = (0..<Int.random(in: 1...4, using: &generator)).map { _ in Int.random(in: 0...12, using: &generator) }
            let sizes = (0..<12).map { _ in
                CGSize(width: CGFloat(Int.random(in: 20...200, using: &generator)),
                       height: CGFloat(Int.random(in: 20...200, using: &generator)))
            }
            let spacing = CGFloat(Int.random(in: 0...12, using: &generator))
            let (collectionView, _) = make(axis: axis, viewport: CGSize(width: 390, height: 500), counts: counts) { layout, client in
                layout.minimumLineSpacing = spacing
                layout.minimumInteritemSpacing = spacing
                client.itemSize = { sizes[$0.item] }
                client.headerLength = Bool.random(using: &generator) ? 24 : nil
            }
            guard let layout = collectionView.flowLayout else { Issue.record("not a flow layout"); continue }
            var all: [CGRect] = []
            var lastLineStart = -CGFloat.infinity
            for (section, count) in counts.enumerated() {
                for item in 0..<count {
                    guard let frame = layout.frameOfItem(at: IndexPath(item: item, section: section)) else {
                        Issue.record("missing item"); continue
                    }
                    #expect(frame.size == sizes[item])
                    #expect(CGRect(origin: .zero, size: collectionView.contentSize).insetBy(dx: -0.001, dy: -0.001).contains(frame))
                    if let line = layout.lineExtent(of: IndexPath(item: item, section: section)) {
                        #expect(line.start >= lastLineStart)
                        lastLineStart = line.start
                    }
                    all.append(frame)
                }
            }
            for (i, a) in all.enumerated() {
                for b in all[(i + 1)...] where a.width > 0 && a.height > 0 && b.width > 0 && b.height > 0 {
                    #expect(!overlaps(a.insetBy(dx: 0.01, dy: 0.01), b), "overlap \(a) \(b)")
                }
            }
            expectVisibleSetMatchesBruteForce(collectionView)
        }
    }

    @Test func lookUpsAgreeWithTheLayout() {
        let (collectionView, _) = make(counts: [30]) { layout, _ in layout.itemSize = CGSize(width: 120, height: 80) }
        let layout = collectionView.collectionViewLayout
        for item in 0..<30 {
            let path = IndexPath(item: item, section: 0)
            guard let frame = layout.frameOfItem(at: path) else { Issue.record("no frame"); continue }
            #expect(collectionView.indexPathForItem(at: CGPoint(x: frame.midX, y: frame.midY)) == path)
            #expect(layout.indexPathForItem(nearestMain: frame.midY, cross: frame.midX) == path)
        }
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 125, y: 10)) == nil)   // in the gap
    }

    // MARK: Cells, reuse and callbacks

    @Test func scrollingReusesCellsAndBalancesDisplayCallbacks() {
        let (collectionView, client) = make(counts: [500]) { layout, _ in layout.itemSize = CGSize(width: 120, height: 80) }
        collectionView.fling(velocity: CGPoint(x: 0, y: 6_000))
        var peak = 0
        while collectionView.isDecelerating {
            collectionView.step()
            peak = max(peak, collectionView.liveCellCount)
            expectVisibleSetMatchesBruteForce(collectionView)
        }
        #expect(client.displayed - client.endedDisplaying == collectionView.liveCellCount)
        #expect(collectionView.viewsCreated <= peak + 6)
        #expect(collectionView.cellRequests > 100)
        #expect(collectionView.assertionFailures.isEmpty)
    }

    @Test func reloadDataRequestsEveryVisibleCellAgain() {
        let (collectionView, client) = make(counts: [10]) { layout, _ in layout.itemSize = CGSize(width: 390, height: 100) }
        let before = collectionView.cellRequests
        let visible = collectionView.liveCellCount
        client.counts = [4]
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellRequests == before + 4)
        #expect(client.endedDisplaying == visible)
        #expect(collectionView.numberOfItems(inSection: 0) == 4)
    }

    /// UIKit fact (C10): after `reloadData` the collection view reads the counts at its next
    /// layout *before* it ends the display of the old cells, which then report the paths they were
    /// shown at (ReactiveCollectionsKit #121: counts logged, then a crash in `didEndDisplaying`
    /// indexing the new data).
    @Test func reloadDataReadsCountsBeforeEndingDisplayAsUIKit() {
        final class Logger: CollectionClient {
            var log: [String] = []
            override func collectionView(_ collectionView: HostCollectionView, numberOfItemsInSection section: Int) -> Int {
                log.append("count")
                return super.collectionView(collectionView, numberOfItemsInSection: section)
            }
            override func collectionView(_ collectionView: HostCollectionView, didEndDisplaying cell: HostCollectionViewCell, forItemAt indexPath: IndexPath) {
                log.append("end \(indexPath.item)")
                super.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
            }
        }
        let layout = HostCollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 100)
        let client = Logger(counts: [10])
        let collectionView = HostCollectionView(viewportSize: CGSize(width: 390, height: 250), collectionViewLayout: layout)
        collectionView.register(HostCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = client
        collectionView.delegate = client
        collectionView.layoutIfNeeded()
        client.log.removeAll()
        client.counts = [2]
        collectionView.reloadData()
        #expect(client.log.isEmpty)                                              // lazy until layout
        collectionView.layoutIfNeeded()
        #expect(client.log == ["count", "end 0", "end 1", "end 2"])
        #expect(collectionView.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    }

    @Test func selfSizingReplacesEstimatesAndKeepsTheVisibleItemsStill() {
        let (collectionView, _) = make(counts: [200]) { layout, client in
            layout.estimatedItemSize = CGSize(width: 390, height: 50)
            layout.minimumLineSpacing = 0
            client.fittingSize = { CGSize(width: 390, height: 30 + CGFloat(($0.item * 41) % 120)) }
        }
        for cell in collectionView.visibleCells {
            let item = cell.layoutIndexPath?.item ?? 0
            #expect(cell.frame.height == 30 + CGFloat((item * 41) % 120))
        }
        // Jump deep without displaying what lies between, then scroll back up through unsized
        // items: each one sized above the screen must not move what is on it.
        collectionView.setContentOffset(CGPoint(x: 0, y: 6_000), animated: false)
        collectionView.layoutIfNeeded()
        var checker = InvariantChecker(axis: .vertical)
        _ = collectionView.takeFrameMovement()
        func snapshot() -> HostFrameSnapshot {
            let movement = collectionView.takeFrameMovement()
            return HostFrameSnapshot(
                frame: collectionView.frameCount,
                viewport: ListViewport(offset: collectionView.contentOffset.y, length: 844),
                moved: movement.moved.y, jump: movement.adjusted.y, edgeHits: collectionView.edgeHits,
                liveCells: collectionView.liveCellCount,
                items: collectionView.visibleCells.compactMap { cell in
                    cell.layoutIndexPath.flatMap(VirtualIndexPath.init).map {
                        HostVisibleItem(virtual: $0, source: SourceIndexPath(section: $0.section, item: $0.item), frame: cell.frame)
                    }
                })
        }
        checker.check(snapshot())
        var adjusted: CGFloat = 0
        collectionView.beginDragging()
        for _ in 0..<150 {
            collectionView.drag(by: CGPoint(x: 0, y: 25))
            collectionView.step()
            let frame = snapshot()
            adjusted += abs(frame.jump)
            checker.check(frame)
        }
        #expect(adjusted > 0, "no estimate above the screen was corrected")
        #expect(checker.violations.isEmpty, "\(checker.violations.prefix(3))")
        #expect(collectionView.assertionFailures.isEmpty)
    }

    @Test func headersAndFootersAreDequeuedForTheRequestedPath() {
        let (collectionView, client) = make(counts: [2, 0, 3]) { layout, client in
            layout.itemSize = CGSize(width: 390, height: 60)
            client.headerLength = 30
            client.footerLength = 12
        }
        let kinds = collectionView.visibleSupplementaryViews.sorted { $0.view.frame.minY < $1.view.frame.minY }.map { "\($0.kind == HostCollectionView.elementKindSectionHeader ? "h" : "f")\($0.indexPath.section)" }
        #expect(kinds == ["h0", "f0", "h1", "f1", "h2", "f2"])
        #expect(client.supplementaryRequests.count == 6)
        #expect(collectionView.assertionFailures.isEmpty)
        // Without a supplementary view from the data source UIKit asserts.
        final class NoViews: CollectionClient {
            override func collectionView(
                _ collectionView: HostCollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
            ) -> HostCollectionReusableView? { nil }
        }
        let bare = NoViews(counts: [2])
        bare.headerLength = 30
        let other = HostCollectionView(viewportSize: CGSize(width: 390, height: 400))
        other.register(HostCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        other.dataSource = bare
        other.delegate = bare
        other.layoutIfNeeded()
        #expect(other.assertionFailures.map(\.kind) == [.missingSupplementaryView])
    }

    // MARK: UIKit's assertions

    @Test func dequeueAssertions() {
        // Another path than the one requested: iOS 18's assertion.
        let (wrongPath, _) = make(counts: [3]) { _, client in client.dequeue = .nextItem }
        #expect(wrongPath.assertionFailures.first?.kind == .dequeuedForAnotherIndexPath)
        #expect(wrongPath.assertionFailures.first?.message.hasPrefix("Expected dequeued view to be returned") == true)
        // Two dequeues, one returned.
        let (twice, _) = make(counts: [2]) { _, client in client.dequeue = .twice }
        #expect(twice.assertionFailures.map(\.kind) == [.dequeuedViewNotReturned, .dequeuedViewNotReturned])
        // Outside a request.
        let (outside, _) = make(counts: [2])
        _ = outside.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 0, section: 0))
        #expect(outside.assertionFailures.map(\.kind) == [.dequeueWithoutRequest])
        // Unregistered identifier and a path that does not exist.
        _ = outside.dequeueReusableCell(withReuseIdentifier: "nope", for: IndexPath(item: 9, section: 0))
        #expect(outside.assertionFailures.map(\.kind).contains(.unregisteredIdentifier))
        #expect(outside.assertionFailures.map(\.kind).contains(.invalidIndexPath))
        // A cell the data source made itself.
        final class Homemade: CollectionClient {
            override func collectionView(_ collectionView: HostCollectionView, cellForItemAt indexPath: IndexPath) -> HostCollectionViewCell {
                HostCollectionViewCell()
            }
        }
        let homemade = Homemade(counts: [1])
        let view = HostCollectionView(viewportSize: CGSize(width: 390, height: 400))
        view.dataSource = homemade
        view.layoutIfNeeded()
        #expect(view.assertionFailures.map(\.kind) == [.returnedViewNotDequeued])
        // A well-behaved client: nothing.
        let (good, _) = make(counts: [40])
        good.fling(velocity: CGPoint(x: 0, y: 5_000))
        good.runUntilIdle()
        #expect(good.assertionFailures.isEmpty)
        #expect(throws: Never.self) { try good.throwIfAssertionFailed() }
    }

    // MARK: Scrolling, selection, prefetching

    @Test func scrollToItemPositions() {
        let (collectionView, _) = make(counts: [50]) { layout, _ in
            layout.itemSize = CGSize(width: 390, height: 100)
            layout.minimumLineSpacing = 0
        }
        collectionView.scrollToItem(at: IndexPath(item: 20, section: 0), at: .top, animated: false)
        #expect(collectionView.contentOffset.y == 2_000)
        collectionView.scrollToItem(at: IndexPath(item: 20, section: 0), at: .centeredVertically, animated: false)
        #expect(collectionView.contentOffset.y == CGFloat(1_628))   // 2 050 − 844 / 2
        collectionView.scrollToItem(at: IndexPath(item: 20, section: 0), at: .bottom, animated: true)
        collectionView.runUntilIdle()
        #expect(collectionView.contentOffset.y == CGFloat(1_256))   // 2 100 − 844
        collectionView.scrollToItem(at: IndexPath(item: 49, section: 0), at: .top, animated: false)
        #expect(collectionView.contentOffset.y == CGFloat(4_156))   // clamped into the content: 5 000 − 844
        collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: .left, animated: false)
        #expect(collectionView.contentOffset.y == CGFloat(4_156))   // the other axis: no move
    }

    @Test func tapsSelectThroughTheDelegate() {
        let (collectionView, client) = make(counts: [6]) { layout, _ in layout.itemSize = CGSize(width: 390, height: 100) }
        #expect(collectionView.tap(at: CGPoint(x: 100, y: 250)) == IndexPath(item: 2, section: 0))
        #expect(client.selected == [IndexPath(item: 2, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
        #expect(collectionView.tap(at: CGPoint(x: 100, y: 5_000)) == nil)
    }

    @Test func prefetchingRunsAheadOfTheScrollDirection() {
        let (collectionView, client) = make(counts: [300]) { layout, _ in layout.itemSize = CGSize(width: 390, height: 100) }
        collectionView.prefetchDataSource = client
        collectionView.beginDragging()
        for _ in 0..<10 {
            collectionView.drag(by: CGPoint(x: 0, y: -40))
            collectionView.step()
        }
        #expect(!client.prefetched.isEmpty)
        let lastVisible = collectionView.indexPathsForVisibleItems.last?.item ?? 0
        #expect(client.prefetched.allSatisfy { $0.item > lastVisible - 10 })
    }

    @Test func boundsSizeChangesNotifyObserversAndRelayOut() {
        let (collectionView, _) = make(counts: [12]) { layout, _ in layout.itemSize = CGSize(width: 120, height: 100) }
        var seen: [(CGSize, CGSize)] = []
        let token = collectionView.observeBoundsSize { seen.append(($0, $1)) }
        collectionView.viewportSize = CGSize(width: 844, height: 390)
        collectionView.layoutIfNeeded()
        #expect(seen.count == 1 && seen[0].1 == CGSize(width: 844, height: 390))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame.minY == 0)   // 6 per line
        collectionView.removeObserver(token)
        collectionView.viewportSize = CGSize(width: 390, height: 844)
        #expect(seen.count == 1)
    }

    @Test func movementIsSortedIntoUserMovementAndAdjustments() {
        let (collectionView, _) = make(counts: [100]) { layout, _ in layout.itemSize = CGSize(width: 390, height: 100) }
        _ = collectionView.takeFrameMovement()
        collectionView.beginDragging()
        collectionView.drag(by: CGPoint(x: 0, y: -30))
        collectionView.adjustContentOffset(CGPoint(x: 0, y: collectionView.contentOffset.y + 500))
        collectionView.drag(by: CGPoint(x: 0, y: -5))
        let movement = collectionView.takeFrameMovement()
        #expect(movement.moved.y == 35)
        #expect(movement.adjusted.y == 500)
        #expect(collectionView.takeFrameMovement().moved == .zero)
    }
}
