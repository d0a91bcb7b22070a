import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// The shipped ``ListController`` driving a host collection view through
/// ``HostCollectionAttachment``: sessions with every invariant checked on every frame, and the
/// collection behaviours the controller owns (switching, size changes, reloads, VoiceOver).
@MainActor
@Suite struct HostCollectionAttachmentTests {
    private static let phone = CGSize(width: 390, height: 844)

    @Test func aVerticalGridRepeatsAndRecentersInvisibly() {
        let fixture = InterceptedCollection(axis: .vertical, viewport: Self.phone, counts: [10]) { layout, client in
            layout.minimumLineSpacing = 10
            layout.minimumInteritemSpacing = 10
            client.itemSize = { CGSize(width: 120, height: 80 + CGFloat(($0.item * 37) % 5) * 20) }
        }
        #expect(fixture.attachment.engine.isLooping)
        #expect(fixture.attachment.engine.lastMetrics?.itemsPerLine == 3)
        #expect(fixture.attachment.centeredIndexPath != nil)
        var generator = SplitMix64(seed: 31)
        for _ in 0..<14 {
            let speed = CGFloat.random(in: 2_000...14_000, using: &generator)
            fixture.flick(Bool.random(using: &generator) ? speed : -speed)
        }
        for cell in fixture.collectionView.visibleCells {
            let column = (cell.layoutIndexPath?.item ?? 0) % 3
            #expect(cell.frame.minX == [0, 135, 270][column])
        }
        #expect(fixture.attachment.statistics.jumps > 5)
        #expect(fixture.collectionView.edgeHits == 0)
        #expect(fixture.failures.isEmpty, "\(fixture.failures.prefix(5))")
    }

    @Test func aHorizontalCarouselFlingsBothWaysWithoutEdges() {
        let fixture = InterceptedCollection(axis: .horizontal, viewport: CGSize(width: 390, height: 300), counts: [5]) { layout, _ in
            layout.itemSize = CGSize(width: 300, height: 260)
            layout.minimumLineSpacing = 10
        }
        for velocity: CGFloat in [9_000, 12_000, -20_000, -3_000, 15_000] { fixture.flick(velocity) }
        #expect(fixture.attachment.statistics.jumps > 0)
        #expect(fixture.collectionView.edgeHits == 0)
        #expect(fixture.failures.isEmpty, "\(fixture.failures.prefix(5))")
    }

    /// T4 / C10 on collections: switching off reloads with the interceptors still installed, so the
    /// repeated cells end their display with the client's paths they were shown with, then the
    /// client gets its objects back and the item on screen stays.
    @Test func switchingOffEndsDisplayWithRecordedPathsAndKeepsTheItem() {
        let fixture = InterceptedCollection(axis: .vertical, viewport: Self.phone, counts: [12]) { layout, _ in
            layout.itemSize = CGSize(width: 390, height: 100)
        }
        fixture.flick(6_000)
        let centered = fixture.centeredItem
        _ = fixture.client.drainReceived()
        fixture.attachment.isEnabled = false
        fixture.collectionView.layoutIfNeeded()
        let ended = fixture.client.drainReceived().endDisplaying
        #expect(!ended.isEmpty)
        #expect(ended.allSatisfy { $0.section == 0 && $0.item >= 0 && $0.item < 12 })
        #expect(fixture.client.displayPathMismatches.isEmpty)
        #expect(fixture.collectionView.dataSource === fixture.client)
        #expect(fixture.collectionView.delegate === fixture.client)
        #expect(fixture.collectionView.numberOfItems(inSection: 0) == 12)
        #expect(fixture.centeredItem == centered)
        fixture.attachment.isEnabled = true
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.attachment.engine.isLooping)
        #expect(fixture.centeredItem == centered)
        #expect(fixture.collectionView.assertionFailures.isEmpty)
    }

    @Test func aClientReloadWithMoreItemsKeepsTheCenteredItem() {
        let fixture = InterceptedCollection(axis: .vertical, viewport: Self.phone, counts: [12]) { layout, _ in
            layout.itemSize = CGSize(width: 390, height: 100)
        }
        fixture.flick(-7_000)
        let centered = fixture.centeredItem
        fixture.client.counts = [30]
        fixture.collectionView.reloadData()
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.attachment.engine.repetition.itemsPerCopy == 30)
        #expect(fixture.centeredItem == centered)
        fixture.session.resetContinuity()
        fixture.flick(8_000)
        #expect(fixture.failures.isEmpty, "\(fixture.failures.prefix(5))")
    }

    @Test func aSizeChangeAtRestReplansAndKeepsTheItemOnScreen() {
        let fixture = InterceptedCollection(axis: .vertical, viewport: Self.phone, counts: [20]) { layout, client in
            layout.minimumLineSpacing = 10
            layout.minimumInteritemSpacing = 10
            client.itemSize = { _ in CGSize(width: 120, height: 90) }
        }
        fixture.flick(5_000)
        let centered = fixture.centeredItem
        let replans = fixture.attachment.statistics.replans
        fixture.collectionView.viewportSize = CGSize(width: 844, height: 390)
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.attachment.statistics.replans > replans)
        #expect(fixture.attachment.engine.lastMetrics?.itemsPerLine == 6)
        let visible = fixture.attachment.indexPathsForVisibleItems.map(\.item)
        #expect(visible.contains(centered), "\(centered) not in \(visible)")
        fixture.session.resetContinuity()
        fixture.flick(-9_000)
        #expect(fixture.failures.isEmpty, "\(fixture.failures.prefix(5))")
    }

    @Test func voiceOverMakesTheListFiniteAndBack() {
        let fixture = InterceptedCollection(axis: .horizontal, viewport: CGSize(width: 390, height: 300), counts: [5]) { layout, _ in
            layout.itemSize = CGSize(width: 300, height: 260)
        }
        #expect(fixture.attachment.engine.isLooping)
        fixture.attachment.voiceOverStatusDidChange(isRunning: true)
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.collectionView.numberOfItems(inSection: 0) == 5)
        #expect(fixture.collectionView.dataSource === fixture.client)
        fixture.attachment.voiceOverStatusDidChange(isRunning: false)
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.collectionView.numberOfItems(inSection: 0, caller: .system) > 5)
        #expect(fixture.collectionView.numberOfItems(inSection: 0) == 5)
        #expect(fixture.collectionView.assertionFailures.isEmpty)
    }

    /// Client calls with its own paths inside a callback act on the callback's twin; prefetching
    /// sees each client item once.
    @Test func clientPathsAreTranslatedBothWays() {
        let fixture = InterceptedCollection(axis: .vertical, viewport: Self.phone, counts: [7]) { layout, _ in
            layout.itemSize = CGSize(width: 390, height: 120)
        }
        fixture.client.looksUpItsCellInWillDisplay = true
        fixture.flick(9_000)
        fixture.flick(-4_000)
        #expect(fixture.client.ownCellLookUps > 0)
        #expect(fixture.client.ownCellLookUpFailures == 0)
        #expect(fixture.client.prefetched.allSatisfy { $0.item < 7 })
        #expect(fixture.failures.isEmpty, "\(fixture.failures.prefix(5))")
    }

    /// Issue 15: a structural batch becomes one animated batch of the view (no reload), the
    /// centred item kept.
    @Test func structuralUpdatesBecomeOneAnimatedBatch() {
        let fixture = InterceptedCollection(axis: .vertical, viewport: Self.phone, counts: [10]) { layout, _ in
            layout.itemSize = CGSize(width: 390, height: 100)
        }
        fixture.flick(4_000)
        let centered = fixture.centeredItem
        let reloads = fixture.attachment.statistics.reloads
        fixture.client.counts = [11]
        fixture.collectionView.performBatchUpdates {
            fixture.collectionView.insertItems(at: [IndexPath(item: 10, section: 0)])
        }
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.attachment.statistics.reloads == reloads)
        #expect(fixture.attachment.statistics.virtualBatches == 1)
        #expect(fixture.attachment.engine.repetition.itemsPerCopy == 11)
        #expect(fixture.centeredItem == centered)
        #expect(fixture.collectionView.assertionFailures.isEmpty)
    }
}

/// A collection view with an ordinary client, made infinite through the shipped controller
/// (`HostCollectionAttachment`), its session's invariants checked on every frame.
final class InterceptedCollection {
    let collectionView: HostCollectionView
    let client: CollectionClient
    let attachment: HostCollectionAttachment
    let session: HostListSession<HostCollectionAttachment>

    init(axis: InfiniteAxis, viewport: CGSize, counts: [Int],
         configure: (HostCollectionViewFlowLayout, CollectionClient) -> Void = { _, _ in }) {
        let layout = HostCollectionViewFlowLayout()
        layout.scrollDirection = axis
        let client = CollectionClient(counts: counts)
        configure(layout, client)
        let view = HostCollectionView(viewportSize: viewport, collectionViewLayout: layout)
        view.register(HostCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [HostCollectionView.elementKindSectionHeader, HostCollectionView.elementKindSectionFooter] {
            view.register(HostCollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        client.collectionView = view
        view.dataSource = client
        view.delegate = client
        view.prefetchDataSource = client
        collectionView = view
        self.client = client
        attachment = HostCollectionAttachment(collectionView: view)
        session = HostListSession(attachment)
        session.start()
    }

    var offset: CGFloat { collectionView.offset(along: collectionView.axis) }

    /// Cells whose text is not the client's item their path maps to.
    var mislabelledCells: [String] {
        collectionView.visibleCells.compactMap { cell in
            guard let path = cell.layoutIndexPath, let virtual = VirtualIndexPath(path) else { return nil }
            let source = attachment.controller.isActive ? attachment.engine.sourceIndexPath(for: virtual)
                : SourceIndexPath(section: virtual.section, item: virtual.item)
            return cell.text == CollectionClient.label(source.indexPath) ? nil : "\(path) shows \(cell.text)"
        }
    }

    var failures: [String] {
        session.checker.violations.map(\.description) + collectionView.assertionFailures.map(\.description)
            + client.displayPathMismatches + mislabelledCells
    }

    func flick(_ velocity: CGFloat) {
        session.drag(velocity > 0 ? 30 : -30, over: 3.0 / 60, releaseVelocity: velocity)
        session.waitUntilIdle(limit: 60)
    }

    /// The source item whose cell covers the centre of the visible area.
    var centeredItem: Int { attachment.centeredIndexPath?.item ?? -1 }
}
