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
    /// `heightForRowAt`; nil = not implemented (`responds(to:)` says so). Set before assigning
    /// the client: UIKit reads `responds(to:)` at assignment.
    nonisolated(unsafe) var height: ((IndexPath) -> CGFloat)?
    /// Every path handed to the client, in order.
    private(set) var receivedPaths: [IndexPath] = []
    /// The counts before the last change (a reload's `didEndDisplaying` may name those).
    private var previousCounts: [Int] = []
    private var drained = 0

    override func responds(to aSelector: Selector!) -> Bool {
        if aSelector == #selector(UITableViewDelegate.tableView(_:heightForRowAt:)) { return height != nil }
        return super.responds(to: aSelector)
    }

    init(counts: [Int]) {
        self.counts = counts
    }

    /// Changes the data; paths valid in either the old or the new data are the client's own
    /// until the next call.
    func change(to counts: [Int]) {
        previousCounts = self.counts
        self.counts = counts
    }

    /// The paths received since the last call.
    func drainReceivedPaths() -> [SourceIndexPath] {
        defer { drained = receivedPaths.count }
        return receivedPaths[drained...].map { SourceIndexPath($0) ?? SourceIndexPath(section: -1, item: -1) }
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

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        receivedPaths.append(indexPath)
        return height?(indexPath) ?? UITableView.automaticDimension
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        receivedPaths.append(indexPath)
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        receivedPaths.append(indexPath)
    }

    /// Paths the client received that are in neither its data nor the data before the last
    /// change (a virtual path leaking through).
    var foreignPaths: [IndexPath] {
        func valid(_ path: IndexPath, _ counts: [Int]) -> Bool {
            path.section >= 0 && path.section < counts.count && path.row >= 0 && path.row < counts[path.section]
        }
        return receivedPaths.filter { !valid($0, counts) && !valid($0, previousCounts) }
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
    private var drained = 0

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

    /// The paths received since the last call.
    func drainReceivedPaths() -> [SourceIndexPath] {
        defer { drained = receivedPaths.count }
        return receivedPaths[drained...].map { SourceIndexPath($0) ?? SourceIndexPath(section: -1, item: -1) }
    }

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

/// The client paths a logging client's entries name ("cellForRow 0.3", "willDisplay 1.2",
/// "didEndDisplaying 0.0", "height 0.4", "cellForItem 0.1"), in order; other entries are skipped.
func loggedClientPaths<Entries: Sequence<String>>(_ entries: Entries) -> [SourceIndexPath] {
    let named: Set<Substring> = ["cellForRow", "cellForItem", "willDisplay", "didEndDisplaying", "height", "estimate"]
    return entries.compactMap { entry in
        let parts = entry.split(separator: " ")
        guard parts.count == 2, named.contains(parts[0]) else { return nil }
        let numbers = parts[1].split(separator: ".").compactMap { Int($0) }
        guard numbers.count == 2 else { return nil }
        return SourceIndexPath(section: numbers[0], item: numbers[1])
    }
}

/// A real `UIScrollView` (table or collection view) as a ``ScriptedList``: a
/// ``SessionScriptRunner`` moves its offset frame by frame with the property's setter and
/// `layoutIfNeeded()`, exactly as it drives the host's lists, and checks every frame with the
/// same ``InvariantChecker``.
///
/// ```swift
/// var runner = SessionScriptRunner(list: UIKitScriptedList(table: table, client: client), counts: client.counts)
/// runner.run(.longScroll)
/// XCTAssertEqual(runner.checker.violations, [])
/// ```
@MainActor
final class UIKitScriptedList: ScriptedList {
    let scrollView: UIScrollView
    let scriptAxis: InfiniteAxis
    private let items: () -> [HostVisibleItem]
    private let reload: ([Int]) -> Void
    private let drain: () -> [SourceIndexPath]

    init(scrollView: UIScrollView, axis: InfiniteAxis, items: @escaping () -> [HostVisibleItem],
         reload: @escaping ([Int]) -> Void = { _ in }, drain: @escaping () -> [SourceIndexPath] = { [] }) {
        self.scrollView = scrollView
        scriptAxis = axis
        self.items = items
        self.reload = reload
        self.drain = drain
    }

    /// A table whose client is a ``RecordingTableClient``.
    convenience init(table: UITableView, client: RecordingTableClient) {
        self.init(scrollView: table, axis: .vertical, items: { [unowned table] in visibleItems(of: table) },
                  reload: { [unowned table, unowned client] counts in
                      client.change(to: counts)
                      table.reloadData()
                  },
                  drain: { [unowned client] in client.drainReceivedPaths() })
    }

    /// A collection view whose client is a ``RecordingCollectionClient``.
    convenience init(collectionView: UICollectionView, client: RecordingCollectionClient, axis: InfiniteAxis) {
        self.init(scrollView: collectionView, axis: axis, items: { [unowned collectionView] in visibleItems(of: collectionView) },
                  reload: { [unowned collectionView, unowned client] counts in
                      client.change(to: counts)
                      collectionView.reloadData()
                  },
                  drain: { [unowned client] in client.drainReceivedPaths() })
    }

    /// A table whose client is a ``LoggingTableClient``: the client paths are read from its log.
    convenience init(table: UITableView, loggingClient client: LoggingTableClient) {
        var drained = 0
        self.init(scrollView: table, axis: .vertical, items: { [unowned table] in visibleItems(of: table) },
                  drain: { [unowned client] in
                      defer { drained = client.log.count }
                      return loggedClientPaths(client.log.dropFirst(drained))
                  })
    }

    /// A collection view whose client is a ``LoggingCollectionClient``: the client paths are
    /// read from its log.
    convenience init(collectionView: UICollectionView, loggingClient client: LoggingCollectionClient, axis: InfiniteAxis) {
        var drained = 0
        self.init(scrollView: collectionView, axis: axis, items: { [unowned collectionView] in visibleItems(of: collectionView) },
                  drain: { [unowned client] in
                      defer { drained = client.log.count }
                      return loggedClientPaths(client.log.dropFirst(drained))
                  })
    }

    var scriptViewport: ListViewport {
        let insets = scrollView.adjustedContentInset
        return scriptAxis == .vertical
            ? ListViewport(offset: scrollView.contentOffset.y, length: scrollView.bounds.height,
                           insetBefore: insets.top, insetAfter: insets.bottom)
            : ListViewport(offset: scrollView.contentOffset.x, length: scrollView.bounds.width,
                           insetBefore: insets.left, insetAfter: insets.right)
    }

    var scriptOffsetRange: ClosedRange<CGFloat> {
        let insets = scrollView.adjustedContentInset
        let (lowest, highest) = scriptAxis == .vertical
            ? (-insets.top, scrollView.contentSize.height + insets.bottom - scrollView.bounds.height)
            : (-insets.left, scrollView.contentSize.width + insets.right - scrollView.bounds.width)
        return lowest...max(lowest, highest)
    }

    func scriptMove(to offset: CGFloat) {
        if scriptAxis == .vertical { scrollView.contentOffset.y = offset } else { scrollView.contentOffset.x = offset }
        scrollView.layoutIfNeeded()
    }

    func scriptReload(counts: [Int]) {
        reload(counts)
        scrollView.layoutIfNeeded()
    }

    func scriptVisibleItems() -> [HostVisibleItem] { items() }
    /// UIKit does not say which cells are alive off screen: the visible ones.
    func scriptLiveCells() -> Int { items().count }
    func scriptDrainClientPaths() -> [SourceIndexPath] { drain() }
}
#endif
