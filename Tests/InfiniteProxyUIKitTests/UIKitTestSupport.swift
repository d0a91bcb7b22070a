#if canImport(UIKit) && canImport(XCTest)
import InfiniteHostTesting
import InfiniteProxy
import UIKit
import XCTest

/// A window of iPhone size holding `view` and made key, so UIKit lays it out and displays cells
/// the way it does in an app.
@MainActor
func makeKeyWindow(holding view: UIView, size: CGSize = CGSize(width: 390, height: 844)) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    let controller = UIViewController()
    window.rootViewController = controller
    view.frame = controller.view.bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    controller.view.addSubview(view)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
}

/// An ordinary table client: it knows nothing of infinite scrolling, dequeues with the path it is
/// handed, tags each cell with that path, and records every path it receives.
@MainActor
final class RecordingTableClient: NSObject, UITableViewDataSource, UITableViewDelegate {
    var counts: [Int]
    /// Every path handed to the client, in order.
    private(set) var receivedPaths: [IndexPath] = []

    init(counts: [Int]) {
        self.counts = counts
    }

    /// The tag a cell carries for a client path (the client's own bookkeeping).
    static func tag(for path: IndexPath) -> Int { path.section * 1_000_000 + path.row }
    /// The client path a cell's tag names.
    static func path(forTag tag: Int) -> IndexPath { IndexPath(row: tag % 1_000_000, section: tag / 1_000_000) }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section < counts.count ? counts[section] : 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        receivedPaths.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.tag = Self.tag(for: indexPath)
        cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        receivedPaths.append(indexPath)
    }

    /// Paths the client received that are not in its data (a virtual path leaking through).
    var foreignPaths: [IndexPath] {
        receivedPaths.filter { path in
            !(path.section >= 0 && path.section < counts.count && path.row >= 0 && path.row < counts[path.section])
        }
    }
}

/// An ordinary collection client (flow layout): it knows nothing of infinite scrolling,
/// dequeues with the path it is handed, tags each cell with that path and records every path it
/// receives.
@MainActor
final class RecordingCollectionClient: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    /// Every path handed to the client, in order.
    private(set) var receivedPaths: [IndexPath] = []
    /// The counts before the last change (a reload's `didEndDisplaying` may name those).
    private var previousCounts: [Int] = []
    /// The offset at every `scrollViewDidScroll` (forwarded by the glue).
    private(set) var scrolledOffsets: [CGPoint] = []

    init(counts: [Int]) { self.counts = counts }

    /// Changes the data; paths valid in either the old or the new data are the client's own
    /// until the next call.
    func change(to counts: [Int]) {
        previousCounts = self.counts
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section < counts.count ? counts[section] : 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        receivedPaths.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.tag = RecordingTableClient.tag(for: indexPath)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        receivedPaths.append(indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        receivedPaths.append(indexPath)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolledOffsets.append(scrollView.contentOffset) }

    /// Paths the client received that are in neither its data nor the data before the last change.
    var foreignPaths: [IndexPath] {
        func valid(_ path: IndexPath, _ counts: [Int]) -> Bool {
            path.section >= 0 && path.section < counts.count && path.item >= 0 && path.item < counts[path.section]
        }
        return receivedPaths.filter { !valid($0, counts) && !valid($0, previousCounts) }
    }
}

/// The items on screen of a table whose cells carry their client path in `tag`
/// (``RecordingTableClient/tag(for:)``), as the ``InvariantChecker`` reads them.
@MainActor
func visibleItems(of table: UITableView) -> [HostVisibleItem] {
    table.visibleCells.enumerated().map { index, cell in
        let source = RecordingTableClient.path(forTag: cell.tag)
        // The checker compares source identity and position; the virtual path is informative.
        return HostVisibleItem(virtual: VirtualIndexPath(section: 0, item: index),
                               source: SourceIndexPath(section: source.section, item: source.row), frame: cell.frame)
    }
}

/// The items on screen of a collection view whose cells carry their client path in `tag`.
@MainActor
func visibleItems(of collectionView: UICollectionView) -> [HostVisibleItem] {
    collectionView.visibleCells.compactMap { cell in
        guard let virtual = collectionView.indexPath(for: cell) else { return nil }
        let source = RecordingTableClient.path(forTag: cell.tag)
        return HostVisibleItem(virtual: VirtualIndexPath(section: virtual.section, item: virtual.item),
                               source: SourceIndexPath(section: source.section, item: source.row), frame: cell.frame)
    }
}

/// Drives a real scroll view frame by frame with programmatic offsets (as a drag would move it)
/// and checks every frame with the same ``InvariantChecker`` the headless sessions use.
///
/// ```swift
/// var driver = UIKitFrameDriver(scrollView: table, axis: .vertical) { visibleItems(of: table) }
/// driver.start()
/// for _ in 0..<500 { driver.step(37) }
/// XCTAssertEqual(driver.checker.violations, [])
/// ```
@MainActor
struct UIKitFrameDriver {
    let scrollView: UIScrollView
    let axis: InfiniteAxis
    let items: () -> [HostVisibleItem]
    var checker: InvariantChecker
    private(set) var frame = 0
    private var edgeHits = 0

    init(scrollView: UIScrollView, axis: InfiniteAxis, liveCellAllowance: Int = 4,
         items: @escaping () -> [HostVisibleItem]) {
        self.scrollView = scrollView
        self.axis = axis
        self.items = items
        checker = InvariantChecker(axis: axis, liveCellAllowance: liveCellAllowance)
    }

    /// The offset along the axis.
    var offset: CGFloat { axis == .vertical ? scrollView.contentOffset.y : scrollView.contentOffset.x }

    /// Lays out and checks the current frame as a start (no continuity with what came before).
    mutating func start() {
        scrollView.layoutIfNeeded()
        checker.resetContinuity()
        checker.check(snapshot(moved: 0, jump: 0))
    }

    /// Moves the offset by `step` points (a drag's movement), lets UIKit and the library react,
    /// and checks the frame: what moved beyond `step` was a jump (recentering, UIKit's own
    /// corrections).
    mutating func step(_ step: CGFloat) {
        let before = offset
        let insets = scrollView.adjustedContentInset
        let (lowest, highest) = axis == .vertical
            ? (-insets.top, scrollView.contentSize.height + insets.bottom - scrollView.bounds.height)
            : (-insets.left, scrollView.contentSize.width + insets.right - scrollView.bounds.width)
        var target = before + step
        if target < lowest || target > max(lowest, highest) {
            edgeHits += 1
            target = min(max(target, lowest), max(lowest, highest))
        }
        if axis == .vertical { scrollView.contentOffset.y = target } else { scrollView.contentOffset.x = target }
        scrollView.layoutIfNeeded()
        frame += 1
        let moved = target - before
        checker.check(snapshot(moved: moved, jump: offset - before - moved))
    }

    private func snapshot(moved: CGFloat, jump: CGFloat) -> HostFrameSnapshot {
        let insets = scrollView.adjustedContentInset
        let viewport = axis == .vertical
            ? ListViewport(offset: offset, length: scrollView.bounds.height, insetBefore: insets.top, insetAfter: insets.bottom)
            : ListViewport(offset: offset, length: scrollView.bounds.width, insetBefore: insets.left, insetAfter: insets.right)
        let items = items()
        return HostFrameSnapshot(frame: frame, viewport: viewport, moved: moved, jump: jump,
                                 edgeHits: edgeHits, liveCells: items.count, items: items)
    }
}
#endif
