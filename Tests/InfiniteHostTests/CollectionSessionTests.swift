import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// Whole sessions of an infinite collection view with ordinary clients, every invariant checked
/// on every frame (see `CollectionSession`).
@Suite struct CollectionSessionTests {
    private static let phone = CGSize(width: 390, height: 844)

    /// A horizontal carousel of `width`-wide items, 10 pt apart, in a 390×300 view.
    private func carousel(
        count: Int, width: CGFloat = 300, paging: Bool = true, autoScroll: TimeInterval? = nil
    ) -> CollectionSession {
        CollectionSession(axis: .horizontal, viewport: CGSize(width: 390, height: 300), counts: [count]) { layout, _ in
            layout.itemSize = CGSize(width: width, height: 260)
            layout.minimumLineSpacing = 10
        } attachmentSetup: { attachment in
            attachment.isPagingEnabled = paging
            attachment.autoScrollInterval = autoScroll
        }
    }

    private func expectAligned(_ session: CollectionSession, _ comment: Comment? = nil,
                               sourceLocation: SourceLocation = #_sourceLocation) {
        let distance = session.centeredItemOffsetFromCenter() ?? .infinity
        #expect(abs(distance) < 0.5, "item not centred: \(distance) \(comment?.rawValue ?? "")",
                sourceLocation: sourceLocation)
    }

    private func centeredItem(_ session: CollectionSession) -> Int { session.attachment.centeredIndexPath?.item ?? -1 }

    // MARK: Carousel, paging, auto-scroll

    @Test func horizontalCarouselPagesVelocityAwareAndAutoScrolls() {
        let session = carousel(count: 7, autoScroll: 2)
        var changes: [Int] = []
        session.attachment.onCenteredIndexPathChange = { changes.append($0.item) }
        #expect(centeredItem(session) == 0)
        expectAligned(session, "first load")

        // Auto-scroll: one item every 2 s from the item centred now.
        session.run(seconds: 6.9)
        #expect(session.attachment.carouselStatistics.autoScrollAdvances == 3)
        #expect(centeredItem(session) == 3)
        expectAligned(session, "after auto-scroll")

        // A drag shorter than half an item snaps back; no advance while the finger is down.
        let advancesBefore = session.attachment.carouselStatistics.autoScrollAdvances
        session.pan(by: 120, frames: 120, velocity: 0)      // 2 s of touching
        #expect(session.attachment.carouselStatistics.autoScrollAdvances == advancesBefore)
        session.settle()
        #expect(centeredItem(session) == 3)
        expectAligned(session, "snap back")

        // A moderate flick moves on at least one item; a fast one several.
        session.flick(velocity: 1_200)
        let afterModerate = centeredItem(session)
        #expect(afterModerate == 4 || afterModerate == 5)
        expectAligned(session, "moderate flick")
        let movedBefore = session.totalMoved
        session.flick(velocity: 9_000)
        let travelled = Int(((session.totalMoved - movedBefore) / 310).rounded())
        #expect(travelled >= 3, "a fast flick travelled \(travelled) items")
        #expect(centeredItem(session) == (afterModerate + travelled) % 7)
        expectAligned(session, "fast flick")
        // Backwards, both slowly and fast.
        let beforeBack = centeredItem(session)
        session.flick(velocity: -1_200)
        #expect([(beforeBack + 6) % 7, (beforeBack + 5) % 7].contains(centeredItem(session)))
        expectAligned(session, "backward flick")
        session.flick(velocity: -12_000)
        expectAligned(session, "fast backward flick")

        // A second swipe before the first settled adds an item instead of being swallowed.
        let start = centeredItem(session)
        session.pan(by: 40, frames: 2, velocity: 400)
        for _ in 0..<4 { session.frame() }
        session.pan(by: 40, frames: 2, velocity: 400)
        session.settle()
        #expect(centeredItem(session) == (start + 2) % 7)
        expectAligned(session, "double swipe")

        // Auto-scroll resumes from the current item, a full interval after the touch ended.
        let resumeFrom = centeredItem(session)
        session.run(seconds: 2.6)
        #expect(centeredItem(session) == (resumeFrom + 1) % 7)
        expectAligned(session, "resumed")

        #expect(session.attachment.statistics.jumps > 3)
        #expect(session.attachment.statistics.replans == 1, "reloadData while scrolling")
        #expect(!changes.isEmpty)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
        print("carousel paging + auto-scroll:", session.summary)
    }

    @Test func autoScrollPausesOffWindowAndSurvivesReloadAndCountChanges() {
        let session = carousel(count: 5, autoScroll: 1)
        session.run(seconds: 2.5)
        #expect(centeredItem(session) == 2)
        session.collectionView.isInWindow = false
        session.run(seconds: 3)
        #expect(centeredItem(session) == 2)
        #expect(!session.attachment.isAutoScrollTimerRunning)
        session.collectionView.isInWindow = true
        session.run(seconds: 1.5)
        #expect(centeredItem(session) == 3)
        // More items: keeps going from item 3, never back to 0.
        session.reload(counts: [9])
        session.resetContinuity()
        session.run(seconds: 0.6)
        #expect(centeredItem(session) == 4)
        session.run(seconds: 1)
        #expect(centeredItem(session) == 5)
        // Fewer items than the centred one: clamped, then on.
        session.reload(counts: [3])
        session.resetContinuity()
        session.run(seconds: 1.5)
        #expect((0..<3).contains(centeredItem(session)))
        expectAligned(session)
        // One item: nothing to advance to; the timer stops. Two again: it restarts.
        session.reload(counts: [1])
        session.resetContinuity()
        session.run(seconds: 0.2)
        #expect(!session.attachment.isAutoScrollTimerRunning)
        session.reload(counts: [2])
        session.resetContinuity()
        session.run(seconds: 2.2)
        #expect(session.attachment.isAutoScrollTimerRunning)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
    }

    @Test func autoScrollTimerStopsWhenTheViewIsDeallocated() {
        let runLoop = HostRunLoop()
        weak var weakProxy: HostCollectionAttachment?
        weak var weakView: HostCollectionView?
        let client = CollectionClient(counts: [4])
        do {
            let collectionView = HostCollectionView(viewportSize: CGSize(width: 390, height: 300))
            collectionView.collectionViewLayout.scrollDirection = .horizontal
            collectionView.flowLayout?.itemSize = CGSize(width: 300, height: 200)
            collectionView.runLoop = runLoop
            collectionView.register(HostCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = client
            collectionView.delegate = client
            let attachment = HostCollectionAttachment(collectionView: collectionView, runLoop: runLoop)
            collectionView.infinite.autoScrollInterval = 1
            collectionView.layoutIfNeeded()
            weakProxy = attachment
            weakView = collectionView
            #expect(runLoop.activeTimerCount == 1)
        }
        #expect(weakView == nil)
        #expect(weakProxy == nil)
        runLoop.advance(by: 3)
        #expect(runLoop.activeTimerCount == 0)
    }

    @Test func autoScrollAloneRunsForeverWithoutReachingAnEdge() {
        // No user: nothing but animated advances, which never recenter mid-animation; the
        // navigation's pre-jumps keep them inside the content.
        let session = carousel(count: 4, autoScroll: 0.5)
        session.run(seconds: 120)
        #expect(session.attachment.carouselStatistics.autoScrollAdvances >= 230)
        #expect(centeredItem(session) == session.attachment.carouselStatistics.autoScrollAdvances % 4)
        expectAligned(session)
        #expect(session.collectionView.edgeHits == 0)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
        print("auto-scroll alone, 2 minutes:", session.summary)
    }

    // MARK: Grid

    @Test func verticalGridWithSizeForItemAtJumpsInvisibly() {
        // 3 columns, 10 items (not a multiple of 3), heights varying per item.
        let session = CollectionSession(axis: .vertical, viewport: Self.phone, counts: [10]) { layout, client in
            layout.minimumLineSpacing = 10
            layout.minimumInteritemSpacing = 10
            client.itemSize = { CGSize(width: 120, height: 80 + CGFloat(($0.item * 37) % 5) * 20) }
        }
        let repetition = session.attachment.engine.repetition
        #expect(session.attachment.engine.lastMetrics?.itemsPerLine == 3)
        #expect(repetition.copiesPerJump == 3)
        #expect(Set(session.collectionView.visibleCells.map(\.frame.minX)) == [0, 135, 270])
        var generator = SplitMix64(seed: 31)
        for _ in 0..<14 {
            let speed = CGFloat.random(in: 2_000...14_000, using: &generator)
            session.flick(velocity: Bool.random(using: &generator) ? speed : -speed)
        }
        // Columns: a single section breaks lines every 3 virtual items.
        for cell in session.collectionView.visibleCells {
            let column = (cell.layoutIndexPath?.item ?? 0) % 3
            #expect(cell.frame.minX == [0, 135, 270][column])
        }
        #expect(session.attachment.statistics.jumps > 10)
        #expect(session.attachment.statistics.replans == 1)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
        print("vertical grid, sizeForItemAt, 3 columns, n = 10:", session.summary)
    }

    /// Simulated minutes of each bored-user run: 1.5 by default, 1.5N with
    /// `INFINITE_ADVERSARIAL_SCALE=N` (half an hour each has passed: 0 violations, 0 edge hits).
    static let boredMinutes = 1.5 * Double(AdversarialTableTests.scale)

    /// A bored user: random flings, drags and touches on a paging carousel and on a grid, through
    /// the shared session runner, for ``boredMinutes`` each.
    @Test func boredUser() {
        let carousel = carousel(count: 5)
        var generator = SplitMix64(seed: 3_600)
        carousel.list.boredUser(seconds: Self.boredMinutes * 60, using: &generator)
        carousel.settle()
        expectAligned(carousel, "after \(Self.boredMinutes) minutes")
        #expect(carousel.failures.isEmpty, "\(carousel.failures.prefix(5))")
        print("bored user, paging carousel, \(Self.boredMinutes) min:", carousel.list.report)

        let grid = CollectionSession(axis: .vertical, viewport: Self.phone, counts: [11]) { layout, client in
            client.itemSize = { CGSize(width: 120, height: 70 + CGFloat($0.item % 3) * 25) }
        }
        grid.list.boredUser(seconds: Self.boredMinutes * 60, maximumSpeed: 20_000, using: &generator)
        #expect(grid.failures.isEmpty, "\(grid.failures.prefix(5))")
        #expect(grid.attachment.statistics.replans == 1)
        print("bored user, grid 3 columns, \(Self.boredMinutes) min:", grid.list.report)
    }

    // MARK: Small data sets

    @Test func zeroItemsStayFinite() {
        let session = carousel(count: 0)
        #expect(!session.attachment.engine.isLooping)
        #expect(session.collectionView.numberOfItems(inSection: 0) == 0)
        session.collectionView.fling(velocity: CGPoint(x: 5_000, y: 0))
        session.collectionView.runUntilIdle()
        #expect(session.collectionView.visibleCells.isEmpty)
        #expect(session.attachment.centeredIndexPath == nil)
        #expect(session.collectionView.assertionFailures.isEmpty)
        session.attachment.scrollToNextItem(animated: true)   // nothing to do, no trap
        session.collectionView.runUntilIdle()
    }

    @Test func oneFullWidthItemLoopsWithoutDuplicatesSideBySide() {
        let session = carousel(count: 1, width: 390)
        #expect(session.attachment.engine.isLooping)
        for velocity: CGFloat in [3_000, 3_000, 9_000, -2_000, -12_000, 600, -600, 20_000] {
            session.flick(velocity: velocity)
            expectAligned(session, "after \(velocity)")
            // At rest the screen shows one item, alone.
            #expect(session.collectionView.visibleCells.count == 1)
            #expect(centeredItem(session) == 0)
        }
        #expect(session.attachment.statistics.jumps > 0)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
        print("1 full-width item:", session.summary)
    }

    @Test func oneSmallItemRepeatsAcrossTheScreen() {
        // The screen shows several items: then twins side by side are the only way to loop.
        let session = carousel(count: 1, width: 80, paging: false)
        session.flick(velocity: 6_000)
        session.flick(velocity: -9_000)
        let sources = session.collectionView.visibleCells.compactMap(\.layoutIndexPath).compactMap(VirtualIndexPath.init)
            .map(session.attachment.engine.sourceIndexPath(for:))
        #expect(sources.count >= 4 && Set(sources) == [SourceIndexPath(section: 0, item: 0)])
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
    }

    /// One item per flick (a flick just past the flick velocity travels one item; there is no
    /// `maximumItemsPerFlick` any more: UIKit's API never had it, C2).
    @Test(arguments: [2, 3])
    func fewItemsPageCorrectlyBothWays(count: Int) {
        let session = carousel(count: count)
        var expected = 0
        for _ in 0..<(2 * count + 1) {
            session.flick(velocity: 600)
            expected = (expected + 1) % count
            #expect(centeredItem(session) == expected)
            expectAligned(session)
        }
        for _ in 0..<(2 * count + 1) {
            session.flick(velocity: -600)
            expected = (expected + count - 1) % count
            #expect(centeredItem(session) == expected)
            expectAligned(session)
        }
        // Programmatic neighbours, animated, both ways.
        for step in [1, 1, -1, -1, -1, 1] {
            if step > 0 { session.attachment.scrollToNextItem(animated: true) } else { session.attachment.scrollToPreviousItem(animated: true) }
            session.settle()
            expected = (expected + step + count) % count
            #expect(centeredItem(session) == expected)
            expectAligned(session)
        }
        #expect(session.attachment.statistics.jumps > 0)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
    }

    // MARK: Rotation and size changes

    @Test func rotationKeepsTheCenteredItem() {
        let session = CollectionSession(axis: .vertical, viewport: Self.phone, counts: [20]) { layout, client in
            layout.minimumLineSpacing = 10
            layout.minimumInteritemSpacing = 10
            client.itemSize = { _ in CGSize(width: 120, height: 90) }
        }
        #expect(session.attachment.engine.lastMetrics?.itemsPerLine == 3)
        session.flick(velocity: 7_000)
        /// The remembered item is on the line through the centre (a grid's columns change).
        func expectOnCenterLine(_ source: SourceIndexPath?, _ comment: String) {
            let layout = session.collectionView.collectionViewLayout
            let center = session.offset + session.collectionView.viewportSize.height / 2
            let onLine = session.collectionView.visibleCells.contains { cell in
                cell.text == source.map { CollectionClient.label($0.indexPath) } && cell.frame.minY - 5 <= center
                    && cell.frame.maxY + 5 >= center
            }
            #expect(onLine, "\(comment): \(String(describing: source)) not on the centre line")
            _ = layout
        }
        for size in [CGSize(width: 844, height: 390), Self.phone, CGSize(width: 844, height: 390)] {
            let before = session.attachment.centeredIndexPath.flatMap(SourceIndexPath.init)
            session.resize(to: size)
            expectOnCenterLine(before, "rotation to \(size)")
            session.flick(velocity: -6_000)
            session.flick(velocity: 9_000)
        }
        #expect(session.attachment.engine.lastMetrics?.itemsPerLine == 6)
        // Mid-fling (C4, F9): the columns reflow, so the grid is re-planned at once around the
        // centred item (a deliberate discontinuity) and the fling goes on; a table waits for rest
        // (T10). Waiting left the old plan's content ending inside the visible area (F9).
        session.pan(by: 30, frames: 3, velocity: 8_000)
        for _ in 0..<10 { session.frame() }
        let replansBefore = session.attachment.statistics.replans
        let centred = session.attachment.centeredIndexPath.flatMap(SourceIndexPath.init)
        session.resize(to: Self.phone)
        expectOnCenterLine(centred, "rotation mid-fling")
        #expect(session.attachment.statistics.replans == replansBefore + 1, "one re-plan mid-fling")
        #expect(session.collectionView.isDecelerating, "the fling goes on")
        for _ in 0..<5 { session.frame() }
        #expect(session.attachment.statistics.replans == replansBefore + 1)
        session.collectionView.runUntilIdle()
        session.resetContinuity()
        #expect(session.attachment.statistics.replans == 5)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
        print("rotation (grid 3 ↔ 6 columns):", session.summary)
    }

    @Test func pagingCarouselStaysOnItsPageThroughRotation() {
        let session = CollectionSession(axis: .horizontal, viewport: CGSize(width: 390, height: 844), counts: [6]) { layout, client in
            layout.minimumLineSpacing = 0
            client.itemSize = { [weak client] _ in client?.collectionView?.viewportSize ?? .zero }
        } attachmentSetup: { $0.isPagingEnabled = true }
        session.flick(velocity: 3_000)
        session.flick(velocity: 3_000)
        let page = centeredItem(session)
        session.resize(to: CGSize(width: 844, height: 390))
        #expect(centeredItem(session) == page)
        expectAligned(session)
        #expect(session.collectionView.visibleCells.count == 1)
        session.flick(velocity: 1_000)
        #expect(centeredItem(session) == (page + 1) % 6)
        expectAligned(session)
        session.resize(to: CGSize(width: 390, height: 844))
        #expect(centeredItem(session) == (page + 1) % 6)
        expectAligned(session)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
    }

    // MARK: Reloads

    @Test func reloadMidFlingWithTheSameDataIsSeamless() {
        let session = CollectionSession(axis: .vertical, viewport: Self.phone, counts: [15]) { layout, client in
            layout.minimumLineSpacing = 0
            client.itemSize = { CGSize(width: 390, height: 44 + CGFloat($0.item % 4) * 12) }
        }
        session.pan(by: 30, frames: 3, velocity: 9_000)
        for frame in 0..<200 {
            if frame % 25 == 10 { session.reload(counts: [15]) }   // no continuity reset: nothing may move
            session.frame()
        }
        #expect(session.collectionView.isDecelerating || session.attachment.statistics.jumps > 0)
        #expect(session.attachment.statistics.replans >= 8)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
    }

    @Test func reloadMidFlingWithMoreItemsKeepsTheCenteredItemAndTheMomentum() {
        let session = CollectionSession(axis: .vertical, viewport: Self.phone, counts: [10]) { layout, _ in
            layout.itemSize = CGSize(width: 390, height: 60)
            layout.minimumLineSpacing = 0
        }
        session.pan(by: 30, frames: 3, velocity: 10_000)
        for _ in 0..<30 { session.frame() }
        #expect(session.collectionView.isDecelerating)
        let layout = session.collectionView.collectionViewLayout
        func centered() -> (SourceIndexPath, CGFloat)? {
            let viewport = session.offset + 422
            guard let path = layout.indexPathForItem(nearestMain: viewport, cross: nil),
                  let frame = layout.frameOfItem(at: path), let virtual = VirtualIndexPath(path) else { return nil }
            return (session.attachment.engine.sourceIndexPath(for: virtual), frame.minY - session.offset)
        }
        guard let before = centered() else { Issue.record("no centred item"); return }
        session.reload(counts: [14])
        session.resetContinuity()
        session.frame()
        // The same item, its twin nearest the centre, moved on screen only by this frame's momentum.
        let travelled = session.collectionView.lastPhysicsMovement.y
        let repetition = session.attachment.engine.repetition
        guard let anchor = layout.indexPathForItem(nearestMain: session.offset + 422, cross: nil).flatMap(VirtualIndexPath.init),
              let twin = repetition.nearestVirtualIndexPath(to: before.0, near: anchor),
              let frame = layout.frameOfItem(at: twin.indexPath) else { Issue.record("item lost"); return }
        #expect(abs(frame.minY - session.offset - (before.1 - travelled)) < 0.5, "the reload moved the item on screen")
        #expect(session.collectionView.isDecelerating, "the reload stopped the fling")
        let offset = session.offset
        session.frame()
        #expect(session.offset != offset)
        session.settle()
        #expect(session.attachment.engine.repetition.sourceItemCounts == [14])
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
    }

    // MARK: Self-sizing

    /// Self-sizing items whose estimate is 3× or 100× off (100 pt, 16 400 pt or 1.6 pt for items of
    /// 33–300 pt): flicks keep every item at its real size with no visible jump or edge hit.
    @Test(arguments: [CGFloat(100), 16_400, 1.6])
    func selfSizingCellsWithEstimatesFarOff(estimate: CGFloat) {
        let session = CollectionSession(axis: .vertical, viewport: Self.phone, counts: [12]) { layout, client in
            layout.estimatedItemSize = CGSize(width: 390, height: estimate)
            layout.minimumLineSpacing = 0
            client.fittingSize = { CGSize(width: 390, height: 33 + CGFloat(($0.item * 53) % 268)) }
        }
        #expect(session.attachment.engine.lastMetrics?.extentsAreEstimates == true)
        var generator = SplitMix64(seed: 5)
        for _ in 0..<12 {
            let speed = CGFloat.random(in: 3_000...12_000, using: &generator)
            session.flick(velocity: Bool.random(using: &generator) ? speed : -speed)
        }
        for cell in session.collectionView.visibleCells {
            let source = SourceIndexPath(section: 0, item: Int(cell.text.split(separator: "-")[1]) ?? 0)
            #expect(cell.frame.height == 33 + CGFloat((source.item * 53) % 268))
        }
        #expect(session.attachment.statistics.jumps > 5)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
        print("self-sizing (estimate \(estimate) pt):", session.summary)
    }

    /// Self-sizing items whose length changes every time they are displayed fall back to finite
    /// scrolling, as table rows do (`HostTableAttachmentTests.selfSizingHeightsThatChangeOnEveryDisplayFallBackToFinite`):
    /// no item moves while the content loops.
    @Test func selfSizingItemsThatChangeOnEveryDisplayFallBackToFinite() {
        var measurements = 0
        let session = CollectionSession(axis: .vertical, viewport: Self.phone, counts: [25], configure: { layout, client in
            layout.estimatedItemSize = CGSize(width: 390, height: 64)
            layout.minimumLineSpacing = 0
            client.fittingSize = { path in
                measurements += 1
                return CGSize(width: 390, height: 40 + CGFloat((path.item * 29 + measurements) % 50))
            }
        }, turnsMainQueue: true)
        // Failures in frames that loop, and in the frame that switched to finite (its reload
        // measures the items on screen again).
        var loopingFrames = 0, loopingFailures = 0, switchFailures = 0, counted = 0
        let check = session.list.frameCheck
        session.list.frameCheck = { snapshot in
            check?(snapshot)
            let failures = session.failures.count
            if session.attachment.engine.isLooping {
                loopingFrames += 1
                loopingFailures += failures - counted
            } else if loopingFrames == session.list.report.frames {
                switchFailures = failures - counted
            }
            counted = failures
        }
        var generator = SplitMix64(seed: 5)
        for _ in 0..<12 {
            let speed = CGFloat.random(in: 3_000...12_000, using: &generator)
            session.flick(velocity: Bool.random(using: &generator) ? speed : -speed)
        }
        print("self-sizing, a new length at every display: looping for \(loopingFrames) frames, \(switchFailures) items "
              + "moved by the switch's reload;", session.summary)
        #expect(measurements > 100)
        #expect(!session.attachment.engine.isLooping)
        #expect(loopingFrames > 0)
        #expect(loopingFailures == 0, "\(session.failures.prefix(3))")
    }

    // MARK: Sections, headers, footers

    @Test(arguments: [InfiniteAxis.vertical, .horizontal])
    func headersAndFootersWithSeveralSections(axis: InfiniteAxis) {
        let viewport = axis == .vertical ? Self.phone : CGSize(width: 390, height: 300)
        let session = CollectionSession(axis: axis, viewport: viewport, counts: [3, 0, 4, 2]) { layout, client in
            layout.minimumLineSpacing = 6
            layout.itemSize = axis == .vertical ? CGSize(width: 370, height: 60) : CGSize(width: 120, height: 280)
            client.headerLength = 40
            client.footerLength = 20
            client.sectionInset = HostEdgeInsets(top: 8, left: 10, bottom: 8, right: 10)
        }
        #expect(session.attachment.engine.repetition.numberOfVirtualSections % 4 == 0)
        var headersSeen = 0
        for velocity: CGFloat in [6_000, 6_000, -9_000, 4_000, -3_000, 12_000] {
            session.pan(by: velocity > 0 ? 30 : -30, frames: 3, velocity: velocity)
            repeat {
                session.frame()
                for (kind, path, view) in session.collectionView.visibleSupplementaryViews {
                    let source = session.attachment.engine.sourceSection(forVirtualSection: path.section)
                    let name = kind == HostCollectionView.elementKindSectionHeader ? "header" : "footer"
                    #expect(view.text == "\(name)-\(source)")
                    headersSeen += 1
                }
            } while session.collectionView.isDecelerating
        }
        #expect(headersSeen > 50)
        #expect(session.client.supplementaryRequests.allSatisfy { $0.path.section < 4 && $0.path.item == 0 })
        #expect(session.attachment.statistics.jumps > 3)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
        print("headers/footers, sections [3, 0, 4, 2], \(axis):", session.summary)
    }

    // MARK: Dequeue and translation

    @Test func clientDequeuingWithTheSourcePathWhileTwinsAreVisible() {
        let session = CollectionSession(axis: .horizontal, viewport: CGSize(width: 390, height: 200), counts: [2]) { layout, client in
            layout.itemSize = CGSize(width: 70, height: 180)
            client.dequeue = .rebuiltSourcePath
            client.looksUpItsCellInWillDisplay = true
        }
        var twinsSeen = 0
        var generator = SplitMix64(seed: 2)
        for _ in 0..<10 {
            let speed = CGFloat.random(in: 1_000...9_000, using: &generator)
            session.pan(by: 20, frames: 2, velocity: Bool.random(using: &generator) ? speed : -speed)
            repeat {
                session.frame()
                let sources = session.collectionView.visibleCells.map(\.text)
                if Set(sources).count < sources.count { twinsSeen += 1 }
            } while session.collectionView.isDecelerating
        }
        #expect(twinsSeen > 100)
        #expect(session.client.ownCellLookUps > 50)
        #expect(session.client.ownCellLookUpFailures == 0)
        #expect(session.collectionView.assertionFailures.isEmpty)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
    }

    /// iOS 18's "Expected dequeued view…" cannot fire for a client that dequeues with the path it
    /// is handed, whatever the shape — and the host does catch it when the translation is missing
    /// or the client is wrong (so the check can fail).
    @Test func iOS18DequeueAssertionCannotFire() throws {
        var generator = SplitMix64(seed: 18)
        for round in 0..<6 {
            let axis: InfiniteAxis = round % 2 == 0 ? .horizontal : .vertical
            let counts = [[1], [2], [3], [5, 0, 2], [7], [2, 2]][round]
            let session = CollectionSession(axis: axis, viewport: CGSize(width: 390, height: 500), counts: counts) { layout, client in
                layout.itemSize = CGSize(width: 90, height: 90)
                client.headerLength = counts.count > 1 ? 30 : nil
                client.dequeue = round % 3 == 0 ? .givenPath : .rebuiltSourcePath
            }
            for _ in 0..<5 {
                let speed = CGFloat.random(in: 500...10_000, using: &generator)
                session.flick(velocity: Bool.random(using: &generator) ? speed : -speed)
            }
            #expect(session.collectionView.assertionFailures.isEmpty, "round \(round)")
            #expect(session.failures.isEmpty, "round \(round): \(session.failures.prefix(3))")
        }

        // Without the glue's translation the same client trips the assertion…
        let untranslated = CollectionSession(axis: .horizontal, viewport: CGSize(width: 390, height: 200), counts: [3]) { layout, _ in
            layout.itemSize = CGSize(width: 90, height: 90)
        }
        untranslated.collectionView.interposer = nil   // the hooks gone: no translation of dequeue paths
        untranslated.flick(velocity: 5_000)
        #expect(untranslated.collectionView.assertionFailures.contains {
            $0.kind == .dequeuedForAnotherIndexPath && $0.message.hasPrefix("Expected dequeued view")
        })
        // …and so does a client that dequeues for another item, or twice, even with it.
        for (style, kind) in [(CollectionClient.Dequeue.nextItem, HostCollectionViewAssertion.Kind.dequeuedForAnotherIndexPath),
                              (.twice, .dequeuedViewNotReturned)] {
            let wrong = CollectionSession(axis: .horizontal, viewport: CGSize(width: 390, height: 200), counts: [3]) { layout, client in
                layout.itemSize = CGSize(width: 90, height: 90)
                client.dequeue = style
            }
            #expect(wrong.collectionView.assertionFailures.contains { $0.kind == kind })
            #expect(throws: HostCollectionViewAssertion.self) { try wrong.collectionView.throwIfAssertionFailed() }
        }
    }

    @Test func clientCallsBackWithSourcePathsAreTranslated() {
        final class Selecting: CollectionClient {
            var lookedUp: [Bool] = []
            override func collectionView(_ collectionView: HostCollectionView, didSelectItemAt indexPath: IndexPath) {
                super.collectionView(collectionView, didSelectItemAt: indexPath)
                // Inside the forwarded call the client's own path finds the tapped cell…
                lookedUp.append(collectionView.cellForItem(at: indexPath)?.text == CollectionClient.label(indexPath))
                collectionView.deselectItem(at: indexPath)
            }
        }
        let client = Selecting(counts: [4])
        let collectionView = HostCollectionView(viewportSize: CGSize(width: 390, height: 200))
        collectionView.collectionViewLayout.scrollDirection = .horizontal
        collectionView.flowLayout?.itemSize = CGSize(width: 100, height: 100)
        collectionView.register(HostCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = client
        collectionView.delegate = client
        let attachment = HostCollectionAttachment(collectionView: collectionView)   // enableInfiniteScrolling = true
        defer { withExtendedLifetime(attachment) {} }
        collectionView.layoutIfNeeded()
        for cell in collectionView.visibleCells {
            guard let tapped = collectionView.tap(at: CGPoint(x: cell.frame.midX, y: cell.frame.midY)) else { continue }
            #expect(collectionView.indexPathsForSelectedItems.isEmpty, "deselect(at: source) missed \(tapped)")
        }
        #expect(client.selected.count >= 3)
        #expect(client.selected.allSatisfy { $0.item < 4 })
        #expect(client.lookedUp.allSatisfy { $0 } && !client.lookedUp.isEmpty)
        // …outside any forwarded call UIKit's own calls are not translated (issue 11: the app's
        // are, to the twin on screen).
        let own = collectionView.cellForItem(at: IndexPath(item: 0, section: 0), caller: .system)
        #expect(own?.layoutIndexPath == IndexPath(item: 0, section: 0) || own == nil)
        let apps = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(apps.map { attachment.sourceIndexPath(for: $0.layoutIndexPath ?? IndexPath()) } == IndexPath(item: 0, section: 0))
    }

    // MARK: Forwarding faithfulness

    @Test func optionalMethodsTheClientLacksBehaveAsUIKitsDefaults() {
        // No numberOfSections, no sizeForItemAt (nil): one section at the layout's item size.
        let session = CollectionSession(axis: .vertical, viewport: Self.phone, counts: [6]) { layout, client in
            layout.itemSize = CGSize(width: 180, height: 70)
            client.implementsNumberOfSections = false
        }
        #expect(session.collectionView.numberOfSections == 1)
        #expect(session.collectionView.visibleCells.allSatisfy { $0.frame.size == CGSize(width: 180, height: 70) })
        #expect(session.collectionView.visibleSupplementaryViews.isEmpty)
        // With sizes: the client's sizes, asked with source paths.
        let sized = CollectionSession(axis: .vertical, viewport: Self.phone, counts: [6]) { _, client in
            client.itemSize = { CGSize(width: 390, height: 50 + CGFloat($0.item) * 10) }
        }
        for cell in sized.collectionView.visibleCells {
            let item = Int(cell.text.split(separator: "-")[1]) ?? -1
            #expect(cell.frame.height == 50 + CGFloat(item) * 10)
        }
        #expect(sized.failures.isEmpty && session.failures.isEmpty)
    }

    @Test func prefetchingSeesSourcePaths() {
        let session = carousel(count: 9, width: 120, paging: false)
        session.flick(velocity: 4_000)
        session.flick(velocity: -4_000)
        #expect(!session.client.prefetched.isEmpty)
        #expect(session.client.prefetched.allSatisfy { $0.section == 0 && (0..<9).contains($0.item) })
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
    }

    @Test func aGoneClientDoesNotCrashTheProxy() {
        var client: CollectionClient? = CollectionClient(counts: [5])
        let collectionView = HostCollectionView(viewportSize: CGSize(width: 390, height: 300))
        collectionView.register(HostCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = client
        collectionView.delegate = client
        let attachment = HostCollectionAttachment(collectionView: collectionView)   // enableInfiniteScrolling = true
        defer { withExtendedLifetime(attachment) {} }
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.count > 0)
        client = nil
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        collectionView.fling(velocity: CGPoint(x: 0, y: 3_000))
        collectionView.runUntilIdle()
        #expect(collectionView.numberOfSections == 0)
        #expect(collectionView.assertionFailures.isEmpty)
    }

    // MARK: Recentering discipline

    @Test func layoutInvalidationAloneNeverRecentersOrReloads() {
        let session = carousel(count: 8, width: 120, paging: false)
        // Move off centre (inside the band) with a slow release: no jump yet.
        session.pan(by: 100, frames: 10, velocity: 0)
        session.settle()
        let offset = session.offset
        let jumps = session.attachment.statistics.jumps
        for _ in 0..<50 {
            session.collectionView.collectionViewLayout.invalidateLayout()
            session.collectionView.setNeedsLayout()
            session.frame()
        }
        #expect(session.offset == offset)
        #expect(session.attachment.statistics.jumps == jumps)
        #expect(session.attachment.statistics.replans == 1)
        #expect((session.collectionView.flowLayout?.fullPreparationCount ?? 0) >= 50)
    }

    @Test func scrollToItemGoesTheShortestWay() {
        let session = carousel(count: 10, width: 100, paging: false)
        let start = session.offset
        // From item 0, item 9 is one item back, not nine forward.
        session.attachment.scrollToItem(at: IndexPath(item: 9, section: 0), at: .left, animated: true)
        session.settle()
        #expect(session.collectionView.visibleCells.first { abs($0.frame.minX - session.offset) < 0.5 }?.text == "0-9")
        #expect(session.offset < start + 1)
        session.collectionView.infinite.scrollToItem(at: IndexPath(item: 3, section: 0), at: .centeredHorizontally, animated: false)
        session.frame()
        #expect(session.collectionView.infinite.centeredIndexPath == IndexPath(item: 3, section: 0))
        #expect(session.collectionView.infinite.indexPathsForVisibleItems.allSatisfy { $0.item < 10 })
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
    }

    @Test func turningInfiniteScrollingOffAndOnKeepsTheItemOnScreen() {
        let session = carousel(count: 6, width: 120, paging: false)
        session.collectionView.infinite.isPagingEnabled = true
        #expect(session.attachment.isPagingEnabled)
        // Turning paging on at rest aligns the centred item at once (C9): a deliberate move.
        session.resetContinuity()
        session.flick(velocity: 2_000)
        let centered = session.collectionView.infinite.centeredIndexPath
        session.attachment.isEnabled = false
        session.resetContinuity()
        #expect(!session.attachment.engine.isLooping)
        #expect(session.collectionView.numberOfItems(inSection: 0) == 6)
        #expect(session.collectionView.infinite.centeredIndexPath == centered)
        session.attachment.isEnabled = true
        session.resetContinuity()
        #expect(session.attachment.engine.isLooping)
        #expect(session.collectionView.infinite.centeredIndexPath == centered)
        session.collectionView.infinite.scrollToNextItem(animated: true)
        session.settle()
        #expect(session.collectionView.infinite.centeredIndexPath?.item == ((centered?.item ?? 0) + 1) % 6)
        session.collectionView.infinite.scrollToPreviousItem(animated: false)
        session.frame()
        #expect(session.collectionView.infinite.centeredIndexPath == centered)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
    }

    // MARK: Padding figures

    /// Virtual items per source item for one section: ≈ n + 2·(items per screen + 1), never
    /// thousands of copies. Prints the figures for the issue's note.
    @Test func virtualItemsStayNearTheSourceCountPlusTwoScreens() {
        struct Shape { var name: String; var axis: InfiniteAxis; var item: CGSize; var spacing: CGFloat }
        let shapes = [
            Shape(name: "list 390×44", axis: .vertical, item: CGSize(width: 390, height: 44), spacing: 0),
            Shape(name: "carousel 300 pt pages", axis: .horizontal, item: CGSize(width: 300, height: 600), spacing: 10),
            Shape(name: "grid 3 × 120×120", axis: .vertical, item: CGSize(width: 120, height: 120), spacing: 10),
        ]
        var lines: [String] = []
        for shape in shapes {
            var figures: [String] = []
            for n in [1, 3, 10, 100, 10_000] {
                let session = CollectionSession(axis: shape.axis, viewport: Self.phone, counts: [n]) { layout, _ in
                    layout.itemSize = shape.item
                    layout.minimumLineSpacing = shape.spacing
                }
                let repetition = session.attachment.engine.repetition
                let pitch = (shape.axis == .vertical ? shape.item.height : shape.item.width) + shape.spacing
                let length = shape.axis == .vertical ? Self.phone.height : Self.phone.width
                let perLine = session.attachment.engine.lastMetrics?.itemsPerLine ?? 1
                // Each side: half a screen plus the planner's margin (since issue 14 at least
                // 512 pt, so a 390×844 list pads 22 rows a side instead of 21).
                let margin = RepetitionPlanner.margin(viewportLength: length, largestItemExtent: pitch)
                let perSide = Int(((length / 2 + margin) / pitch).rounded(.up))
                let bound = n * repetition.copiesPerJump + 2 * perSide * perLine
                #expect(repetition.isLooping)
                #expect(repetition.totalVirtualItems <= bound, "\(shape.name) n=\(n): \(repetition.totalVirtualItems) > \(bound)")
                figures.append("n=\(n): \(repetition.totalVirtualItems) (\(String(format: "%.2f", repetition.virtualItemsPerSourceItem))/item)")
            }
            lines.append("\(shape.name) at 390×844 — " + figures.joined(separator: ", "))
        }
        print(lines.joined(separator: "\n"))
    }

    // MARK: Shape sweep

    /// Seeded random shapes — axis, sections (empty ones too), fixed or per-item sizes, grids,
    /// spacing, section and content insets, headers, self-sizing, paging — each flung about with
    /// every invariant checked every frame.
    @Test(arguments: 0..<(6 * AdversarialTableTests.scale))
    func randomShapesKeepEveryInvariant(seed: Int) {
        var generator = SplitMix64(seed: UInt64(1_000 + seed))
        func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &generator)] }
        let axis: InfiniteAxis = pick([.vertical, .horizontal])
        let sections = pick([1, 1, 1, 2, 3])
        let counts = (0..<sections).map { _ in pick([0, 1, 2, 3, 5, 7, 12]) }
        let selfSizing = pick([false, false, true])
        let perItem = pick([false, true])
        let main = CGFloat(pick([40, 90, 150, 300]))
        let cross = CGFloat(pick([80, 120, 400]))
        let spacing = CGFloat(pick([0, 6, 10]))
        let header: CGFloat? = pick([nil, 24])
        let inset = pick([HostEdgeInsets.zero, HostEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                          HostEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)])
        let paging = pick([false, true])
        let viewport = axis == .vertical ? CGSize(width: 390, height: 844) : CGSize(width: 390, height: 500)
        let description = "\(axis) \(counts) self-sizing \(selfSizing) per-item \(perItem) main \(main) cross \(cross) "
            + "spacing \(spacing) header \(String(describing: header)) inset \(inset) paging \(paging)"
        func size(_ source: SourceIndexPath) -> CGSize {
            let step: Int = (source.item * 7 + source.section * 3) % 5
            let length: CGFloat = perItem ? main * (0.5 + CGFloat(step) / 4) : main
            return axis == .vertical ? CGSize(width: cross, height: length) : CGSize(width: length, height: cross)
        }
        let session = CollectionSession(axis: axis, viewport: viewport, counts: counts) { layout, client in
            layout.minimumLineSpacing = spacing
            layout.minimumInteritemSpacing = spacing
            client.headerLength = header
            if selfSizing {
                layout.estimatedItemSize = axis == .vertical ? CGSize(width: cross, height: 100) : CGSize(width: 100, height: cross)
                client.fittingSize = size
            } else {
                client.itemSize = size
            }
        } attachmentSetup: { attachment in
            attachment.isPagingEnabled = paging
            attachment.collectionView.adjustedContentInset = inset
        }
        let looping = counts.reduce(0, +) > 0
        #expect(session.attachment.engine.isLooping == looping, "\(description)")
        for _ in 0..<6 {
            let speed = CGFloat.random(in: 300...15_000, using: &generator)
            session.flick(velocity: Bool.random(using: &generator) ? speed : -speed)
            if paging && looping && !selfSizing && !perItem {
                // Pages are whole items: at rest an item sits in the centre.
                #expect(abs(session.centeredItemOffsetFromCenter() ?? 0) < 0.5, "\(description)")
            }
        }
        if looping {
            #expect(session.attachment.statistics.jumps > 0, "\(description)")
            #expect(session.failures.isEmpty, "\(description): \(session.failures.prefix(4))")
        } else {
            // No items: finite, nothing to show, nothing asserted (the empty content may bounce).
            #expect(session.collectionView.visibleCells.isEmpty && session.collectionView.assertionFailures.isEmpty)
            #expect(session.problems.isEmpty)
        }
    }
}
