#if canImport(UIKit) && canImport(XCTest)
import UIKit

/// A table client that logs what UIKit asks it, in the host's notation ("numberOfRows 0",
/// "height 0.3", "cellForRow 0.3", "willDisplay 0.3", "didEndDisplaying 0.0", "didScroll"), so a
/// simulator log reads like the host's (`HostTableViewTests.callbacksComeInUIKitsOrder`).
///
/// `heightForRowAt` / `estimatedHeightForRowAt` exist only when `height` / `estimate` are set
/// (`responds(to:)` says so), as a client without them.
@MainActor
final class LoggingTableClient: NSObject, UITableViewDataSource, UITableViewDelegate {
    var counts: [Int]
    /// `heightForRowAt`; nil = not implemented. Set before assigning the client (UIKit caches).
    nonisolated(unsafe) var height: ((IndexPath) -> CGFloat)?
    /// `estimatedHeightForRowAt`; nil = not implemented. Set before assigning the client.
    nonisolated(unsafe) var estimate: ((IndexPath) -> CGFloat)?
    /// What UIKit asked, in order.
    private(set) var log: [String] = []
    /// Every cell object `willDisplay` was given.
    private(set) var displayedCells: [ObjectIdentifier: Int] = [:]
    /// `moveRowAt` calls.
    private(set) var moves: [(IndexPath, IndexPath)] = []
    /// Runs inside `cellForRowAt` instead of the one plain dequeue (nil: dequeue once for the path).
    var makeCell: ((UITableView, IndexPath) -> UITableViewCell)?
    /// Runs inside `willDisplay`, after the log entry.
    var onWillDisplay: ((UITableView, IndexPath) -> Void)?

    init(counts: [Int]) { self.counts = counts }

    func clearLog() { log.removeAll() }

    private static func name(_ path: IndexPath) -> String { "\(path.section).\(path.row)" }

    override func responds(to aSelector: Selector!) -> Bool {
        if aSelector == #selector(UITableViewDelegate.tableView(_:heightForRowAt:)) { return height != nil }
        if aSelector == #selector(UITableViewDelegate.tableView(_:estimatedHeightForRowAt:)) { return estimate != nil }
        return super.responds(to: aSelector)
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        log.append("numberOfSections")
        return counts.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        log.append("numberOfRows \(section)")
        return section < counts.count ? counts[section] : 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        log.append("cellForRow \(Self.name(indexPath))")
        let cell = makeCell?(tableView, indexPath) ?? tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.tag = RecordingTableClient.tag(for: indexPath)
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        log.append("height \(Self.name(indexPath))")
        return height?(indexPath) ?? UITableView.automaticDimension
    }

    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        log.append("estimate \(Self.name(indexPath))")
        return estimate?(indexPath) ?? UITableView.automaticDimension
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.append("willDisplay \(Self.name(indexPath))")
        displayedCells[ObjectIdentifier(cell), default: 0] += 1
        onWillDisplay?(tableView, indexPath)
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.append("didEndDisplaying \(Self.name(indexPath))")
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("moveRow \(Self.name(sourceIndexPath)) \(Self.name(destinationIndexPath))")
        moves.append((sourceIndexPath, destinationIndexPath))
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("didScroll") }
}

/// A cell that counts `prepareForReuse`.
final class CountingTableCell: UITableViewCell {
    private(set) var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A collection cell that counts `prepareForReuse` and, when `fittingLength` is set, sizes itself
/// to it along the vertical axis (a self-sizing cell).
final class CountingCollectionCell: UICollectionViewCell {
    private(set) var reuses = 0
    var fittingLength: CGFloat?

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }

    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        guard let fittingLength else { return super.preferredLayoutAttributesFitting(layoutAttributes) }
        let attributes = layoutAttributes.copy() as? UICollectionViewLayoutAttributes ?? layoutAttributes
        attributes.size = CGSize(width: layoutAttributes.size.width, height: fittingLength)
        return attributes
    }
}

/// A collection client that logs what UIKit asks it ("numberOfItems 0", "cellForItem 0.3",
/// "willDisplay 0.3", "didEndDisplaying 0.0"), tags each cell with its path and counts display
/// callbacks.
@MainActor
final class LoggingCollectionClient: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var counts: [Int]
    /// The length a self-sizing cell reports for a path (nil: the cell does not size itself).
    var fittingLength: ((IndexPath) -> CGFloat)?
    /// Runs inside `cellForItemAt` instead of the one plain dequeue.
    var makeCell: ((UICollectionView, IndexPath) -> UICollectionViewCell)?
    /// Runs inside `willDisplay`, after the log entry.
    var onWillDisplay: ((UICollectionView, IndexPath) -> Void)?
    private(set) var log: [String] = []
    private(set) var displayed = 0
    private(set) var endedDisplaying = 0
    /// Every cell object `willDisplay` was given.
    private(set) var displayedCells: Set<ObjectIdentifier> = []
    /// Every `willDisplay`'s path and the size of the cell it was given, at that moment.
    private(set) var sizesAtWillDisplay: [(IndexPath, CGSize)] = []

    init(counts: [Int]) { self.counts = counts }

    func clearLog() { log.removeAll() }

    private static func name(_ path: IndexPath) -> String { "\(path.section).\(path.item)" }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        log.append("numberOfSections")
        return counts.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        log.append("numberOfItems \(section)")
        return section < counts.count ? counts[section] : 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        log.append("cellForItem \(Self.name(indexPath))")
        let cell = makeCell?(collectionView, indexPath)
            ?? collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.tag = RecordingTableClient.tag(for: indexPath)
        (cell as? CountingCollectionCell)?.fittingLength = fittingLength?(indexPath)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        log.append("willDisplay \(Self.name(indexPath))")
        displayed += 1
        displayedCells.insert(ObjectIdentifier(cell))
        sizesAtWillDisplay.append((indexPath, cell.bounds.size))
        onWillDisplay?(collectionView, indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        log.append("didEndDisplaying \(Self.name(indexPath))")
        endedDisplaying += 1
    }
}

/// A table and scroll-view delegate that counts what UIKit asks it.
@MainActor
final class CountingDelegate: NSObject, UITableViewDelegate {
    /// Written from `responds(to:)`, which UIKit calls on the main thread (NSObject's override is nonisolated).
    nonisolated(unsafe) private(set) var respondsQueries = 0
    private(set) var didScrollCount = 0
    private(set) var didEndScrollingAnimationCount = 0
    private(set) var didEndDeceleratingCount = 0

    override func responds(to aSelector: Selector!) -> Bool {
        respondsQueries += 1
        return super.responds(to: aSelector)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { didScrollCount += 1 }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { didEndScrollingAnimationCount += 1 }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { didEndDeceleratingCount += 1 }
}

/// Runs the main run loop until `condition` holds or `limit` seconds passed; returns whether it
/// held. For what UIKit does asynchronously (animations, completions); never a timed assertion:
/// the limit only bounds a wait for something expected to happen.
@MainActor
@discardableResult
func runMainLoop(until condition: () -> Bool, limit: TimeInterval = 3) -> Bool {
    let deadline = Date().addingTimeInterval(limit)
    while !condition() {
        if Date() >= deadline { return false }
        RunLoop.main.run(until: Date().addingTimeInterval(0.01))
    }
    return true
}
#endif
