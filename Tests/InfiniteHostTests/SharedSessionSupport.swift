import Foundation
import InfiniteHostTesting
import InfiniteProxy
@testable import InfiniteHost

// The headless side of the shared sessions: host lists made infinite, adapted to `ScriptedList`
// so `SessionScriptRunner` drives them exactly as it drives real UIKit views on a simulator
// (`Tests/InfiniteProxyUIKitTests/SharedSessionUIKitTests.swift`).

/// The client's path a cell shows, read from the label the client wrote (not from the engine's
/// mapping), as the UIKit side reads it from the cell's tag.
private func sourcePath(label: String, separator: Character) -> SourceIndexPath {
    let parts = label.split(separator: separator).compactMap { Int($0) }
    return parts.count == 2 ? SourceIndexPath(section: parts[0], item: parts[1]) : SourceIndexPath(section: -1, item: -1)
}

/// An ordinary table client for scripted sessions: labels each cell "section.row" and records
/// every path it is handed.
final class ScriptTableClient: HostTableViewDataSource, HostTableViewDelegate {
    var counts: [Int]
    /// `heightForRowAt`; nil = not implemented.
    var height: ((IndexPath) -> CGFloat)?
    private var received: [SourceIndexPath] = []

    init(counts: [Int]) { self.counts = counts }

    func drain() -> [SourceIndexPath] {
        defer { received.removeAll() }
        return received
    }

    private func note(_ path: IndexPath) {
        received.append(SourceIndexPath(path) ?? SourceIndexPath(section: -1, item: -1))
    }

    func numberOfSections(in tableView: HostTableView) -> Int? { counts.count }

    func tableView(_ tableView: HostTableView, numberOfRowsInSection section: Int) -> Int {
        section >= 0 && section < counts.count ? counts[section] : 0
    }

    func tableView(_ tableView: HostTableView, cellForRowAt indexPath: IndexPath) -> HostTableViewCell {
        note(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.text = "\(indexPath.section).\(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: HostTableView, heightForRowAt indexPath: IndexPath) -> CGFloat? { height?(indexPath) }

    func tableView(_ tableView: HostTableView, willDisplay cell: HostTableViewCell, forRowAt indexPath: IndexPath) {
        note(indexPath)
    }

    func tableView(_ tableView: HostTableView, didEndDisplaying cell: HostTableViewCell, forRowAt indexPath: IndexPath) {
        note(indexPath)
    }
}

/// The offsets a host scroll view's content allows along `axis`.
private func offsetRange(of scrollView: HostScrollView, along axis: InfiniteAxis) -> ClosedRange<CGFloat> {
    let insets = scrollView.adjustedContentInset
    let (lowest, highest) = axis == .vertical
        ? (-insets.top, scrollView.contentSize.height + insets.bottom - scrollView.viewportSize.height)
        : (-insets.left, scrollView.contentSize.width + insets.right - scrollView.viewportSize.width)
    return lowest...max(lowest, highest)
}

/// A 390×844 host table of 44 pt rows with `enableInfiniteScrolling` (the shipped controller
/// behind `HostTableAttachment`), scripted as a `UITableView` is on a simulator.
final class HostScriptedTable: ScriptedList {
    let tableView: HostTableView
    let client: ScriptTableClient
    let attachment: HostTableAttachment

    /// `rowHeight`: the client's `heightForRowAt` (nil: not implemented, every row 44 pt).
    init(counts: [Int], rowHeight: ((Int) -> CGFloat)? = nil) {
        tableView = makeTable()
        client = ScriptTableClient(counts: counts)
        client.height = rowHeight.map { height in { height($0.row) } }
        tableView.dataSource = client
        tableView.delegate = client
        attachment = HostTableAttachment(tableView: tableView)
        tableView.layoutIfNeeded()
    }

    var scriptAxis: InfiniteAxis { .vertical }
    var scriptViewport: ListViewport { tableView.listViewport(along: .vertical) }
    var scriptOffsetRange: ClosedRange<CGFloat> { offsetRange(of: tableView, along: .vertical) }

    func scriptMove(to offset: CGFloat) {
        tableView.contentOffset.y = offset
        tableView.layoutIfNeeded()
    }

    func scriptReload(counts: [Int]) {
        client.counts = counts
        tableView.reloadData()
        tableView.layoutIfNeeded()
    }

    func scriptVisibleItems() -> [HostVisibleItem] {
        tableView.visibleCells.map { cell in
            HostVisibleItem(virtual: VirtualIndexPath(section: cell.layoutSection, item: cell.layoutRow),
                            source: sourcePath(label: cell.text, separator: "."), frame: cell.frame)
        }
    }

    func scriptLiveCells() -> Int { tableView.liveCellCount }
    func scriptDrainClientPaths() -> [SourceIndexPath] { client.drain() }
}

/// A host collection view with a flow layout and `enableInfiniteScrolling`, scripted as a
/// `UICollectionView` is on a simulator: vertical 390×100 items in 390×844, or the horizontal
/// carousel of 300×260 items in 390×300; items 10 pt apart. With `compositional`, the vertical
/// list is a compositional layout's list section of the same geometry instead.
final class HostScriptedCollection: ScriptedList {
    let collectionView: HostCollectionView
    let client: CollectionClient
    let attachment: HostCollectionAttachment
    let runLoop = HostRunLoop()

    init(counts: [Int], axis: InfiniteAxis, compositional: Bool = false) {
        let layout: any HostCollectionViewLayout
        if compositional {
            layout = HostCollectionViewCompositionalLayout(section: .list(length: .absolute(100), spacing: 10))
        } else {
            let flow = HostCollectionViewFlowLayout()
            flow.scrollDirection = axis
            flow.itemSize = axis == .vertical ? CGSize(width: 390, height: 100) : CGSize(width: 300, height: 260)
            flow.minimumLineSpacing = 10
            layout = flow
        }
        let viewport = axis == .vertical ? CGSize(width: 390, height: 844) : CGSize(width: 390, height: 300)
        collectionView = HostCollectionView(viewportSize: viewport, collectionViewLayout: layout)
        collectionView.runLoop = runLoop
        collectionView.register(HostCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        client = CollectionClient(counts: counts)
        client.collectionView = collectionView
        collectionView.dataSource = client
        collectionView.delegate = client
        attachment = HostCollectionAttachment(collectionView: collectionView, runLoop: runLoop)
        collectionView.layoutIfNeeded()
    }

    var scriptAxis: InfiniteAxis { collectionView.axis }
    var scriptViewport: ListViewport { collectionView.listViewport(along: scriptAxis) }
    var scriptOffsetRange: ClosedRange<CGFloat> { offsetRange(of: collectionView, along: scriptAxis) }

    func scriptMove(to offset: CGFloat) {
        if scriptAxis == .vertical { collectionView.contentOffset.y = offset } else { collectionView.contentOffset.x = offset }
        collectionView.layoutIfNeeded()
        runLoop.advance(by: 1.0 / 60.0)
    }

    func scriptReload(counts: [Int]) {
        client.counts = counts
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
    }

    func scriptVisibleItems() -> [HostVisibleItem] {
        collectionView.visibleCells.compactMap { cell in
            guard let path = cell.layoutIndexPath, let virtual = VirtualIndexPath(path) else { return nil }
            return HostVisibleItem(virtual: virtual, source: sourcePath(label: cell.text, separator: "-"), frame: cell.frame)
        }
    }

    func scriptLiveCells() -> Int { collectionView.visibleCells.count }

    func scriptDrainClientPaths() -> [SourceIndexPath] {
        let drained = client.drainReceived()
        return drained.paths + drained.endDisplaying
    }
}
