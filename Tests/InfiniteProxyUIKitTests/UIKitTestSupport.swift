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

/// Drives a real table frame by frame with programmatic offsets (as a drag would move it) and
/// checks every frame with the same ``InvariantChecker`` the headless sessions use.
@MainActor
struct UIKitFrameDriver {
    let tableView: UITableView
    var checker = InvariantChecker(axis: .vertical)
    private var frame = 0
    private var edgeHits = 0

    init(tableView: UITableView) {
        self.tableView = tableView
    }

    /// Moves the offset by `step` points (a drag's movement), lets UIKit and the library react,
    /// and checks the frame: what moved beyond `step` was a recentering jump.
    mutating func step(_ step: CGFloat) {
        let before = tableView.contentOffset.y
        var offset = tableView.contentOffset
        offset.y += step
        let lowest = -tableView.adjustedContentInset.top
        let highest = max(lowest, tableView.contentSize.height + tableView.adjustedContentInset.bottom - tableView.bounds.height)
        if offset.y < lowest || offset.y > highest {
            edgeHits += 1
            offset.y = min(max(offset.y, lowest), highest)
        }
        tableView.contentOffset = offset
        tableView.layoutIfNeeded()
        frame += 1
        let after = tableView.contentOffset.y
        let moved = offset.y - before
        checker.check(snapshot(moved: moved, jump: after - before - moved))
    }

    private func snapshot(moved: CGFloat, jump: CGFloat) -> HostFrameSnapshot {
        let insets = tableView.adjustedContentInset
        let viewport = ListViewport(offset: tableView.contentOffset.y, length: tableView.bounds.height,
                                    insetBefore: insets.top, insetAfter: insets.bottom)
        let items = tableView.visibleCells.enumerated().map { index, cell in
            let source = RecordingTableClient.path(forTag: cell.tag)
            // The checker compares source identity and position; the virtual path is informative.
            return HostVisibleItem(virtual: VirtualIndexPath(section: 0, item: index),
                                   source: SourceIndexPath(section: source.section, item: source.row),
                                   frame: cell.frame)
        }
        return HostFrameSnapshot(frame: frame, viewport: viewport, moved: moved, jump: jump,
                                 edgeHits: edgeHits, liveCells: tableView.visibleCells.count, items: items)
    }
}
#endif
