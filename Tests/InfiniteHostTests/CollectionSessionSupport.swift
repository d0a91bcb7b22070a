import Foundation
import InfiniteProxy
@testable import InfiniteHost

/// An ordinary collection-view client: it knows nothing of infinite scrolling, dequeues with the
/// path it is handed, and records every path it receives so sessions can check them.
class CollectionClient: HostCollectionViewDataSource, HostCollectionViewDelegateFlowLayout,
    HostCollectionViewDataSourcePrefetching {
    /// How `cellForItemAt` dequeues.
    enum Dequeue {
        /// With the path it was handed (what every client does).
        case givenPath
        /// With a path it builds again from its own section and item numbers.
        case rebuiltSourcePath
        /// With the next item's path (a client bug UIKit catches).
        case nextItem
        /// Twice for the same path, returning the second cell.
        case twice
    }

    var counts: [Int]
    var itemSize: ((SourceIndexPath) -> CGSize)?
    var fittingSize: ((SourceIndexPath) -> CGSize)?
    var implementsNumberOfSections = true
    var headerLength: CGFloat?
    var footerLength: CGFloat?
    var sectionInset: HostEdgeInsets?
    var dequeue = Dequeue.givenPath
    var looksUpItsCellInWillDisplay = false
    weak var collectionView: HostCollectionView?

    private(set) var receivedPaths: [SourceIndexPath] = []
    /// `didEndDisplaying` paths: after a reload they name the data as it was (as in UIKit).
    private(set) var endDisplayingPaths: [SourceIndexPath] = []
    private(set) var receivedSections: [Int] = []
    private(set) var ownCellLookUps = 0
    private(set) var ownCellLookUpFailures = 0
    private(set) var displayed = 0
    private(set) var endedDisplaying = 0
    private(set) var prefetched: [IndexPath] = []
    private(set) var selected: [IndexPath] = []
    private(set) var supplementaryRequests: [(kind: String, path: IndexPath)] = []
    private(set) var scrollCallbacks = 0
    private(set) var willEndDraggingCalls = 0

    init(counts: [Int]) {
        self.counts = counts
    }

    var total: Int { counts.reduce(0, +) }

    static func label(_ path: IndexPath) -> String { "\(path.section)-\(path.item)" }

    /// Hands out the paths received since the last call.
    func drainReceived() -> (paths: [SourceIndexPath], sections: [Int], endDisplaying: [SourceIndexPath]) {
        defer { receivedPaths.removeAll(); receivedSections.removeAll(); endDisplayingPaths.removeAll() }
        return (receivedPaths, receivedSections, endDisplayingPaths)
    }

    private func note(_ path: IndexPath) {
        receivedPaths.append(SourceIndexPath(path) ?? SourceIndexPath(section: -1, item: -1))
    }

    func numberOfSections(in collectionView: HostCollectionView) -> Int? {
        implementsNumberOfSections ? counts.count : nil
    }

    func collectionView(_ collectionView: HostCollectionView, numberOfItemsInSection section: Int) -> Int {
        receivedSections.append(section)
        return section >= 0 && section < counts.count ? counts[section] : 0
    }

    func collectionView(_ collectionView: HostCollectionView, cellForItemAt indexPath: IndexPath) -> HostCollectionViewCell {
        note(indexPath)
        let cell: HostCollectionViewCell
        switch dequeue {
        case .givenPath:
            cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        case .rebuiltSourcePath:
            cell = collectionView.dequeueReusableCell(
                withReuseIdentifier: "cell", for: IndexPath(item: indexPath.item, section: indexPath.section))
        case .nextItem:
            cell = collectionView.dequeueReusableCell(
                withReuseIdentifier: "cell",
                for: IndexPath(item: (indexPath.item + 1) % max(1, counts[indexPath.section]), section: indexPath.section))
        case .twice:
            _ = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        cell.text = Self.label(indexPath)
        if let source = SourceIndexPath(indexPath) { cell.fittingSize = fittingSize?(source) }
        return cell
    }

    func collectionView(
        _ collectionView: HostCollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> HostCollectionReusableView? {
        receivedSections.append(indexPath.section)
        supplementaryRequests.append((kind, indexPath))
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
        view.text = "\(kind == HostCollectionView.elementKindSectionHeader ? "header" : "footer")-\(indexPath.section)"
        return view
    }

    func collectionView(_ collectionView: HostCollectionView, willDisplay cell: HostCollectionViewCell, forItemAt indexPath: IndexPath) {
        note(indexPath)
        displayed += 1
        if looksUpItsCellInWillDisplay {
            ownCellLookUps += 1
            if collectionView.cellForItem(at: indexPath) !== cell { ownCellLookUpFailures += 1 }
        }
    }

    func collectionView(_ collectionView: HostCollectionView, didEndDisplaying cell: HostCollectionViewCell, forItemAt indexPath: IndexPath) {
        endDisplayingPaths.append(SourceIndexPath(indexPath) ?? SourceIndexPath(section: -1, item: -1))
        endedDisplaying += 1
    }

    func collectionView(_ collectionView: HostCollectionView, didSelectItemAt indexPath: IndexPath) {
        note(indexPath)
        selected.append(indexPath)
    }

    func collectionView(
        _ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize? {
        note(indexPath)
        guard let itemSize, let source = SourceIndexPath(indexPath) else { return nil }
        return itemSize(source)
    }

    func collectionView(
        _ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, insetForSectionAt section: Int
    ) -> HostEdgeInsets? {
        receivedSections.append(section)
        return sectionInset
    }

    func collectionView(
        _ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize? {
        receivedSections.append(section)
        return headerLength.map { CGSize(width: $0, height: $0) }
    }

    func collectionView(
        _ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, referenceSizeForFooterInSection section: Int
    ) -> CGSize? {
        receivedSections.append(section)
        return footerLength.map { CGSize(width: $0, height: $0) }
    }

    func collectionView(_ collectionView: HostCollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        indexPaths.forEach(note)
        prefetched.append(contentsOf: indexPaths)
    }

    func scrollViewDidScroll(_ scrollView: HostScrollView) { scrollCallbacks += 1 }

    func scrollViewWillEndDragging(
        _ scrollView: HostScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
    ) { willEndDraggingCalls += 1 }
}

/// One infinite collection view with its client, run frame by frame with every invariant checked
/// every frame.
final class CollectionSession {
    let runLoop = HostRunLoop()
    let collectionView: HostCollectionView
    let client: CollectionClient
    let proxy: HostInfiniteCollection
    var checker: InvariantChecker
    /// Session-level problems (cell content, centred item, client sections), with frame numbers.
    private(set) var problems: [String] = []
    private(set) var peakLiveCells = 0
    private(set) var framesRun = 0
    /// User movement along the axis summed over all frames (drags, momentum, animations).
    private(set) var totalMoved: CGFloat = 0
    /// The client's counts before the last reload (what `didEndDisplaying` may still name).
    private var previousCounts: [Int] = []

    init(
        axis: InfiniteAxis, viewport: CGSize, counts: [Int],
        configure: (HostCollectionViewFlowLayout, CollectionClient) -> Void = { _, _ in },
        proxySetup: (HostInfiniteCollection) -> Void = { _ in }
    ) {
        let layout = HostCollectionViewFlowLayout()
        layout.scrollDirection = axis
        let client = CollectionClient(counts: counts)
        configure(layout, client)
        let collectionView = HostCollectionView(viewportSize: viewport, collectionViewLayout: layout)
        collectionView.runLoop = runLoop
        collectionView.register(HostCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [HostCollectionView.elementKindSectionHeader, HostCollectionView.elementKindSectionFooter] {
            collectionView.register(HostCollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        client.collectionView = collectionView
        collectionView.dataSource = client
        collectionView.delegate = client
        collectionView.prefetchDataSource = client
        collectionView.enableInfiniteScrolling = true
        self.collectionView = collectionView
        self.client = client
        // `enableInfiniteScrolling` installs the proxy; a fresh one keeps the session total.
        self.proxy = collectionView.infiniteProxy ?? HostInfiniteCollection(collectionView: collectionView)
        self.checker = InvariantChecker(axis: axis)
        proxySetup(proxy)
        collectionView.layoutIfNeeded()
        checkFrame()
    }

    var axis: InfiniteAxis { collectionView.axis }

    func point(_ main: CGFloat) -> CGPoint { axis == .vertical ? CGPoint(x: 0, y: main) : CGPoint(x: main, y: 0) }
    func main(_ point: CGPoint) -> CGFloat { axis == .vertical ? point.y : point.x }
    var offset: CGFloat { main(collectionView.contentOffset) }

    /// One frame: timers, physics, layout, then every check.
    func frame(_ dt: TimeInterval = 1.0 / 60.0) {
        runLoop.advance(by: dt)
        collectionView.step(dt)
        checkFrame()
    }

    func run(seconds: TimeInterval) {
        for _ in 0..<Int((seconds * 60).rounded()) { frame() }
    }

    /// Frames until nothing moves (at most `limit`).
    func settle(limit: Int = 3_000) {
        var frames = 0
        repeat {
            frame()
            frames += 1
        } while (collectionView.isDecelerating || collectionView.isAnimatingScroll) && frames < limit
    }

    /// A finger lands, moves the content so the offset changes by `distance` over `frames` frames,
    /// and lifts with `velocity` (points per second along the offset).
    func pan(by distance: CGFloat, frames: Int = 6, velocity: CGFloat) {
        collectionView.beginDragging()
        let steps = max(1, frames)
        for _ in 0..<steps {
            collectionView.drag(by: point(-distance / CGFloat(steps)))
            frame()
        }
        collectionView.endDragging(velocity: point(velocity))
    }

    /// A flick: a short pan and a release at `velocity`, then frames until it settles.
    func flick(velocity: CGFloat) {
        pan(by: velocity > 0 ? 30 : -30, frames: 3, velocity: velocity)
        settle()
    }

    /// Rotates or resizes the view; the frame after it starts a new continuity (everything is laid
    /// out afresh).
    func resize(to size: CGSize) {
        collectionView.viewportSize = size
        checker.resetContinuity()
        frame()
    }

    /// Changes the client's data and reloads, as a client does.
    func reload(counts: [Int]) {
        drainClientPaths()
        previousCounts = client.counts
        client.counts = counts
        collectionView.reloadData()
    }

    private func drainClientPaths() {
        let (paths, sections, endDisplaying) = client.drainReceived()
        for path in paths {
            checker.checkClientPath(path, sourceItemCounts: client.counts, frame: collectionView.frameCount)
        }
        let either = (0..<max(client.counts.count, previousCounts.count)).map { section in
            max(section < client.counts.count ? client.counts[section] : 0,
                section < previousCounts.count ? previousCounts[section] : 0)
        }
        for path in endDisplaying {
            checker.checkClientPath(path, sourceItemCounts: either, frame: collectionView.frameCount)
        }
        for section in sections where section < 0 || section >= client.counts.count {
            problems.append("frame \(collectionView.frameCount): client got section \(section) of \(client.counts.count)")
        }
    }

    private func checkFrame() {
        framesRun += 1
        let snapshot = proxy.snapshot()
        checker.check(snapshot)
        totalMoved += snapshot.moved
        peakLiveCells = max(peakLiveCells, snapshot.liveCells)
        drainClientPaths()
        for cell in collectionView.visibleCells {
            guard let path = cell.layoutIndexPath, let virtual = VirtualIndexPath(path) else { continue }
            let source = proxy.engine.sourceIndexPath(for: virtual)
            if cell.text != CollectionClient.label(source.indexPath) {
                problems.append("frame \(snapshot.frame): \(virtual) shows \(cell.text), expected \(source)")
            }
        }
        if client.total > 0, proxy.centeredIndexPath == nil {
            problems.append("frame \(snapshot.frame): no centred item with \(client.total) items")
        }
        if let centered = proxy.centeredIndexPath, !proxy.engine.repetition.contains(centered) {
            problems.append("frame \(snapshot.frame): centred item \(centered) not in the data")
        }
    }

    /// The centred source item's distance from the viewport's centre (along the axis).
    func centeredItemOffsetFromCenter() -> CGFloat? {
        let layout = collectionView.collectionViewLayout
        let insets = collectionView.adjustedContentInset
        let size = collectionView.viewportSize
        let center = axis == .vertical
            ? offset + insets.top + (size.height - insets.top - insets.bottom) / 2
            : offset + insets.left + (size.width - insets.left - insets.right) / 2
        guard let path = layout.indexPathForItem(nearestMain: center, cross: nil),
              let frame = layout.frameOfItem(at: path) else { return nil }
        return (layout.mainStart(frame) + layout.mainEnd(frame)) / 2 - center
    }

    /// Everything a session must end with: no invariant broken, no UIKit assertion, no problem.
    var failures: [String] {
        checker.violations.map(\.description) + collectionView.assertionFailures.map(\.description) + problems
    }

    var summary: String {
        let engine = proxy.engine
        return "frames \(checker.framesChecked), jumps \(proxy.statistics.jumps), "
            + "virtual/source \(String(format: "%.2f", engine.repetition.virtualItemsPerSourceItem)), "
            + "peak live cells \(peakLiveCells), edge hits \(collectionView.edgeHits), "
            + "violations \(checker.violationCount)"
    }
}
