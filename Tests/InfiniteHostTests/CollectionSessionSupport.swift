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
    private(set) var prefetchCalls = 0
    /// Where `scrollViewWillEndDragging` moves the target (nil: leaves it).
    var retarget: ((CGPoint) -> CGPoint)?
    private(set) var selected: [IndexPath] = []
    /// Runs inside `didSelectItemAt` (a client that reloads there).
    var onSelect: ((HostCollectionView, IndexPath) -> Void)?
    private(set) var supplementaryRequests: [(kind: String, path: IndexPath)] = []
    private(set) var scrollCallbacks = 0
    /// `willDisplay` / `didEndDisplaying` calls whose path is not the item the cell shows.
    private(set) var displayPathMismatches: [String] = []
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
        if cell.text != Self.label(indexPath) { displayPathMismatches.append("willDisplay \(cell.text) at \(indexPath)") }
        if looksUpItsCellInWillDisplay {
            ownCellLookUps += 1
            if collectionView.cellForItem(at: indexPath) !== cell { ownCellLookUpFailures += 1 }
        }
    }

    func collectionView(_ collectionView: HostCollectionView, didEndDisplaying cell: HostCollectionViewCell, forItemAt indexPath: IndexPath) {
        endDisplayingPaths.append(SourceIndexPath(indexPath) ?? SourceIndexPath(section: -1, item: -1))
        if cell.text != Self.label(indexPath) { displayPathMismatches.append("didEndDisplaying \(cell.text) at \(indexPath)") }
        endedDisplaying += 1
    }

    func collectionView(_ collectionView: HostCollectionView, didSelectItemAt indexPath: IndexPath) {
        note(indexPath)
        selected.append(indexPath)
        onSelect?(collectionView, indexPath)
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
        prefetchCalls += 1
        indexPaths.forEach(note)
        prefetched.append(contentsOf: indexPaths)
    }

    func scrollViewDidScroll(_ scrollView: HostScrollView) { scrollCallbacks += 1 }

    func scrollViewWillEndDragging(
        _ scrollView: HostScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
    ) {
        willEndDraggingCalls += 1
        if let retarget { targetContentOffset = retarget(targetContentOffset) }
    }
}

/// One infinite collection view with its client, driven by a ``HostListSession`` (every
/// invariant checked every frame) plus the checks only a collection session has: the run loop's
/// timers advance with every frame, every path the client receives is one of its own, every cell
/// shows the item its path maps to, and the centred item is never nil while items exist.
final class CollectionSession {
    let runLoop = HostRunLoop()
    let collectionView: HostCollectionView
    let client: CollectionClient
    let attachment: HostCollectionAttachment
    let list: HostListSession<HostCollectionAttachment>
    /// Session-level problems (client paths, cell content, centred item), with frame numbers.
    private(set) var problems: [String] = []
    /// User movement along the axis summed over all frames, with its sign.
    private(set) var totalMoved: CGFloat = 0
    /// The client's counts before the last reload (what `didEndDisplaying` may still name).
    private var previousCounts: [Int] = []
    private var framesTimed = 0

    init(
        axis: InfiniteAxis, viewport: CGSize, counts: [Int],
        layout customLayout: (any HostCollectionViewLayout)? = nil,
        layoutDirection: InfiniteLayoutDirection = .leftToRight,
        configure: (HostCollectionViewFlowLayout, CollectionClient) -> Void = { _, _ in },
        attachmentSetup: (HostCollectionAttachment) -> Void = { _ in },
        turnsMainQueue: Bool = false
    ) {
        let layout = HostCollectionViewFlowLayout()
        layout.scrollDirection = axis
        let client = CollectionClient(counts: counts)
        configure(layout, client)
        // Any other layout (compositional, custom) replaces the flow layout `configure` sees.
        customLayout?.scrollDirection = axis
        let collectionView = HostCollectionView(viewportSize: viewport, collectionViewLayout: customLayout ?? layout)
        collectionView.runLoop = runLoop
        collectionView.effectiveUserInterfaceLayoutDirection = layoutDirection
        collectionView.register(HostCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [HostCollectionView.elementKindSectionHeader, HostCollectionView.elementKindSectionFooter] {
            collectionView.register(HostCollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        client.collectionView = collectionView
        collectionView.dataSource = client
        collectionView.delegate = client
        collectionView.prefetchDataSource = client
        self.collectionView = collectionView
        self.client = client
        // `enableInfiniteScrolling = true`: the shipped controller behind the host's interceptor.
        let attachment = HostCollectionAttachment(collectionView: collectionView, runLoop: runLoop)
        self.attachment = attachment
        attachmentSetup(attachment)
        list = HostListSession(attachment, mainQueue: turnsMainQueue ? runLoop : nil)
        list.frameCheck = { [unowned self] snapshot in self.check(snapshot) }
        list.start()
    }

    var axis: InfiniteAxis { collectionView.axis }
    var checker: InvariantChecker { list.checker }
    var peakLiveCells: Int { list.checker.peakLiveCells }
    var offset: CGFloat { axis == .vertical ? collectionView.contentOffset.y : collectionView.contentOffset.x }

    /// One frame: physics and layout, every check, then the run loop's timers for that frame.
    func frame() { list.step() }

    func run(seconds: TimeInterval) { list.wait(seconds) }

    /// Frames until nothing moves.
    func settle() { list.waitUntilIdle(limit: 60) }

    /// A finger lands, moves the content so the offset changes by `distance` over `frames` frames,
    /// and lifts with `velocity` (points per second along the offset).
    func pan(by distance: CGFloat, frames: Int = 6, velocity: CGFloat) {
        list.drag(distance, over: TimeInterval(max(1, frames)) / 60, releaseVelocity: velocity)
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
        list.resetContinuity()
    }

    /// Changes the client's data and reloads, as a client does.
    func reload(counts: [Int]) {
        drainClientPaths()
        previousCounts = client.counts
        client.counts = counts
        collectionView.reloadData()
    }

    /// After a deliberate discontinuity (new data): lays out and checks the frame as a new start.
    func resetContinuity() { list.resetContinuity() }

    private func drainClientPaths() {
        let (paths, sections, endDisplaying) = client.drainReceived()
        let frame = collectionView.frameCount
        func valid(_ path: SourceIndexPath, _ counts: [Int]) -> Bool {
            path.section >= 0 && path.section < counts.count && path.item >= 0 && path.item < counts[path.section]
        }
        for path in paths where !valid(path, client.counts) {
            problems.append("frame \(frame): client got \(path) with counts \(client.counts)")
        }
        // After a reload UIKit ends the display of cells with the paths of the data as it was.
        let either = (0..<max(client.counts.count, previousCounts.count)).map { section in
            max(section < client.counts.count ? client.counts[section] : 0,
                section < previousCounts.count ? previousCounts[section] : 0)
        }
        for path in endDisplaying where !valid(path, either) {
            problems.append("frame \(frame): didEndDisplaying got \(path) with counts \(either)")
        }
        for section in sections where section < 0 || section >= client.counts.count {
            problems.append("frame \(frame): client got section \(section) of \(client.counts.count)")
        }
    }

    private func check(_ snapshot: HostFrameSnapshot) {
        totalMoved += snapshot.moved
        drainClientPaths()
        for cell in collectionView.visibleCells {
            guard let path = cell.layoutIndexPath, let virtual = VirtualIndexPath(path) else { continue }
            let source = attachment.engine.sourceIndexPath(for: virtual)
            if cell.text != CollectionClient.label(source.indexPath) {
                problems.append("frame \(snapshot.frame): \(virtual) shows \(cell.text), expected \(source)")
            }
        }
        if client.total > 0, attachment.centeredIndexPath == nil {
            problems.append("frame \(snapshot.frame): no centred item with \(client.total) items")
        }
        if let centered = attachment.centeredIndexPath.flatMap(SourceIndexPath.init), !attachment.engine.repetition.contains(centered) {
            problems.append("frame \(snapshot.frame): centred item \(centered) not in the data")
        }
        // The run loop's timers for every new frame (not for re-checks after a discontinuity).
        if list.frames > framesTimed {
            runLoop.advance(by: TimeInterval(list.frames - framesTimed) * list.frameDuration)
            framesTimed = list.frames
        }
    }

    /// The centred item's distance from the viewport's centre (along the axis).
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
            + client.displayPathMismatches
    }

    var summary: String {
        let engine = attachment.engine
        return "frames \(checker.framesChecked), jumps \(attachment.statistics.jumps), "
            + "virtual/source \(String(format: "%.2f", engine.repetition.virtualItemsPerSourceItem)), "
            + "peak live cells \(peakLiveCells), edge hits \(collectionView.edgeHits), "
            + "violations \(checker.violationCount)"
    }
}
