import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// A custom layout (`UICollectionViewLayout` subclass): items `length` long, one per line, at the
/// places `position` gives (item index → leading edge).
final class PositionedLayout: HostCollectionViewLayout {
    var scrollDirection: InfiniteAxis = .vertical
    weak var collectionView: HostCollectionView?
    let length: CGFloat
    let position: (Int, Int) -> CGFloat
    private var frames: [CGRect] = []
    private(set) var needsPreparation = true

    init(length: CGFloat, position: @escaping (_ item: Int, _ count: Int) -> CGFloat) {
        self.length = length
        self.position = position
    }

    func invalidateLayout() { needsPreparation = true }

    func prepareIfNeeded() {
        guard needsPreparation, let collectionView else { return }
        needsPreparation = false
        let count = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
        frames = (0..<count).map { CGRect(x: 0, y: position($0, count), width: collectionView.viewportSize.width, height: length) }
    }

    var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.viewportSize.width ?? 0, height: frames.map(\.maxY).max() ?? 0)
    }

    func layoutAttributesForElements(in rect: CGRect) -> [HostCollectionViewLayoutAttributes] {
        frames.indices.filter { frames[$0].intersects(rect) }.map {
            HostCollectionViewLayoutAttributes(category: .cell, kind: nil, indexPath: IndexPath(item: $0, section: 0), frame: frames[$0])
        }
    }

    func layoutAttributesForItem(at indexPath: IndexPath) -> HostCollectionViewLayoutAttributes? {
        guard indexPath.section == 0, frames.indices.contains(indexPath.item) else { return nil }
        return HostCollectionViewLayoutAttributes(category: .cell, kind: nil, indexPath: indexPath, frame: frames[indexPath.item])
    }

    func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> HostCollectionViewLayoutAttributes? { nil }
}

/// Layout sizing (`LayoutMeasurement.swift`): what loops, what stays finite and untouched, and what a
/// compositional layout's section provider sees.
@Suite struct LayoutMeasurementTests {
    private static let phone = CGSize(width: 390, height: 844)

    /// A laid-out collection view with a client, scrolled a little, not infinite yet.
    private func laidOut(_ layout: any HostCollectionViewLayout, counts: [Int]) -> (HostCollectionView, CollectionClient) {
        let view = HostCollectionView(viewportSize: Self.phone, collectionViewLayout: layout)
        view.register(HostCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let client = CollectionClient(counts: counts)
        client.collectionView = view
        view.dataSource = client
        view.delegate = client
        view.adjustedContentInset = HostEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        view.layoutIfNeeded()
        // Scrolled a little where the content allows it (at the top otherwise).
        let top = -view.adjustedContentInset.top
        let bottom = view.contentSize.height + view.adjustedContentInset.bottom - Self.phone.height
        view.contentOffset = CGPoint(x: 0, y: max(top, min(100, bottom)))
        view.layoutIfNeeded()
        return (view, client)
    }

    @Test func aCustomLayoutInOrderLoops() {
        // On main this stayed finite: only a flow layout was measured (`measureCopy` is nil).
        let layout = PositionedLayout(length: 60) { item, _ in CGFloat(item) * 70 }
        let (view, client) = laidOut(layout, counts: [9])
        let runLoop = HostRunLoop()
        let attachment = HostCollectionAttachment(collectionView: view, runLoop: runLoop)
        #expect(attachment.engine.isLooping)
        #expect(view.showsVerticalScrollIndicator == false)
        #expect(view.scrollsToTop == false)
        // The period the engine plans with is one copy: 9 × 70.
        #expect(abs((attachment.engine.lastMetrics?.copyLength ?? 0) - 630) < 0.5)
        #expect(client.counts == [9])   // the client stays alive (data sources are weak)
    }

    /// Layouts that cannot loop: activation leaves the view exactly as it was.
    @Test(arguments: [("reversed", LayoutPeriod.Failure.outOfOrder), ("orthogonal", .crossesBounds), ("zero length", .zeroLength)])
    func aLayoutThatCannotLoopLeavesTheViewAsItWas(_ kind: String, _ reason: LayoutPeriod.Failure) {
        let layout: any HostCollectionViewLayout
        switch kind {
        case "reversed": layout = PositionedLayout(length: 60) { item, count in CGFloat(count - 1 - item) * 70 }
        case "orthogonal": layout = HostCollectionViewCompositionalLayout(section: .orthogonal(groupLength: 150, length: .absolute(200), spacing: 10))
        default: layout = HostCollectionViewCompositionalLayout(section: .list(length: .absolute(0)))
        }
        let (view, client) = laidOut(layout, counts: [30])
        let chrome = (view.showsVerticalScrollIndicator, view.showsHorizontalScrollIndicator, view.scrollsToTop)
        let before = (view.contentOffset, view.contentSize, view.adjustedContentInset, view.numberOfItems(inSection: 0))
        let runLoop = HostRunLoop()
        let attachment = HostCollectionAttachment(collectionView: view, runLoop: runLoop)
        runLoop.advance(by: 0)
        view.layoutIfNeeded()
        #expect(attachment.controller.isActive)
        #expect(!attachment.engine.isLooping, "\(kind)")
        #expect(attachment.controller.layoutSizingFailure == reason)
        #expect((view.showsVerticalScrollIndicator, view.showsHorizontalScrollIndicator, view.scrollsToTop) == chrome)
        #expect(view.contentOffset == before.0)
        #expect(view.contentSize == before.1)
        #expect(view.adjustedContentInset == before.2)
        #expect(view.numberOfItems(inSection: 0) == before.3)
        #expect(client.counts == [30])
    }

    @Test func aSingleSectionProviderSeesSectionZeroOnly() {
        let layout = HostCollectionViewCompositionalLayout { _ in .list(length: .absolute(80), spacing: 10) }
        let session = CollectionSession(axis: .vertical, viewport: Self.phone, counts: [7], layout: layout)
        session.runLoop.advance(by: 0)
        session.resetContinuity()
        #expect(session.attachment.engine.isLooping)
        for _ in 0..<3 { session.flick(velocity: 8_000) }
        #expect(Set(layout.providedSections) == [0])
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
    }

    @Test func severalSectionsLoopAndTheProviderSeesVirtualSections() {
        // Documented limitation: UIKit calls the provider with the collection view's (virtual)
        // section index; a provider that reads its model by index maps it first with
        // `collectionView.infinite.sourceIndexPath(for: IndexPath(item: 0, section: index)).section`.
        var mapped: [Int] = []
        var attachment: HostCollectionAttachment?
        let layout = HostCollectionViewCompositionalLayout { index in
            let source = attachment?.engine.sourceSection(forVirtualSection: index) ?? index
            mapped.append(source)
            return source == 0 ? .list(length: .absolute(80), spacing: 10) : .grid(columns: 2, length: .absolute(120), spacing: 10)
        }
        let session = CollectionSession(axis: .vertical, viewport: Self.phone, counts: [3, 4], layout: layout)
        attachment = session.attachment
        session.runLoop.advance(by: 0)
        session.resetContinuity()
        #expect(session.attachment.engine.isLooping)
        for velocity: CGFloat in [9_000, -7_000, 12_000] { session.flick(velocity: velocity) }
        #expect(layout.providedSections.contains { $0 >= 2 })
        #expect(Set(mapped).isSubset(of: [0, 1]))
        #expect(session.attachment.statistics.jumps > 0)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
    }
}

extension LayoutMeasurementTests {
    @Test func aCopyThatDoesNotFillAGridRowGoesBackToFiniteAfterOneCheck() {
        // 2 items in a 3-column grid: laid out once they look like a row of 2; looping, a copy
        // starts in another column each time, so twins do not line up.
        let layout = HostCollectionViewCompositionalLayout(section: .grid(columns: 3, length: .absolute(120), spacing: 8))
        let session = CollectionSession(axis: .vertical, viewport: CGSize(width: 390, height: 844), counts: [2], layout: layout)
        let chrome = (session.collectionView.showsVerticalScrollIndicator, session.collectionView.scrollsToTop)
        session.runLoop.advance(by: 0)   // measured from the first layout: loops
        session.runLoop.advance(by: 0)   // checked against the looping layout: finite again
        session.resetContinuity()
        #expect(!session.attachment.engine.isLooping)
        #expect(session.attachment.controller.layoutSizingFailure == .notPeriodic)
        #expect((session.collectionView.showsVerticalScrollIndicator, session.collectionView.scrollsToTop) == chrome)
        #expect(session.collectionView.numberOfItems(inSection: 0) == 2)
        session.flick(velocity: 3_000)
        #expect(session.failures.allSatisfy { $0.contains("edgeHit") }, "\(session.failures.prefix(3))")
    }

    @Test func aLoopingLayoutIsCheckedOnceAndItsPeriodMeasuredBetweenTwins() {
        let layout = HostCollectionViewCompositionalLayout(section: .grid(columns: 3, length: .absolute(120), spacing: 8))
        let session = CollectionSession(axis: .vertical, viewport: CGSize(width: 390, height: 844), counts: [10], layout: layout)
        session.runLoop.advance(by: 0)
        session.runLoop.advance(by: 0)
        session.resetContinuity()
        #expect(session.attachment.engine.isLooping)
        #expect(session.attachment.controller.layoutSizingFailure == nil)
        // 3 copies of 10 items = 10 rows of 128: 1280 / 3 per copy.
        #expect(abs((session.attachment.engine.lastMetrics?.copyLength ?? 0) - 1280.0 / 3) < 0.01)
        let replans = session.attachment.statistics.replans
        for _ in 0..<5 { session.runLoop.advance(by: 0); session.frame() }
        #expect(session.attachment.statistics.replans == replans)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(3))")
    }
}

extension LayoutMeasurementTests {
    /// A compositional layout reads the counts through the collection view's public, hooked
    /// `numberOfSections` / `numberOfItems(inSection:)` from UIKit's image (decompiled UIKitCore:
    /// `_UICollectionCompositionalLayoutSolver` asks the collection view): as a system caller it
    /// lays out the view's virtual sections and items, never the app's counts — also when it is
    /// prepared while a client callback runs.
    @Test func aCompositionalLayoutLaysOutTheVirtualCounts() {
        let layout = HostCollectionViewCompositionalLayout(section: .list(length: .absolute(80), spacing: 10))
        let session = CollectionSession(axis: .vertical, viewport: Self.phone, counts: [3, 4], layout: layout)
        session.runLoop.advance(by: 0)
        let view = session.collectionView
        #expect(session.attachment.engine.isLooping)
        func expectLaidOutCountsAreTheViews() {
            let sections = view.numberOfSections(caller: .system)
            #expect(sections > 2)
            #expect(view.numberOfSections(caller: .app) == 2)
            #expect(Set(layout.providedSections).isSubset(of: Set(0..<sections)))
            for section in 0..<sections {
                let count = view.numberOfItems(inSection: section, caller: .system)
                #expect(layout.frameOfItem(at: IndexPath(item: count - 1, section: section)) != nil)
                #expect(layout.frameOfItem(at: IndexPath(item: count, section: section)) == nil)
            }
        }
        expectLaidOutCountsAreTheViews()
        // Prepared again inside a forwarded callback (the client lays out in `didSelectItemAt`).
        session.attachment.engine.translation.beginForwarding(virtual: VirtualIndexPath(section: 3, item: 1),
                                                         source: SourceIndexPath(section: 1, item: 1))
        layout.invalidateLayout()
        layout.prepareIfNeeded()
        expectLaidOutCountsAreTheViews()
        session.attachment.engine.translation.endFrame()
    }
}
