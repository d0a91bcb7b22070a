#if canImport(UIKit) && canImport(XCTest)
import InfiniteProxy
import UIKit
import XCTest

/// A table client that records every path it is handed and tags each cell with its path.
@MainActor
private final class PathRecordingClient: NSObject, UITableViewDataSource, UITableViewDelegate {
    let rows: Int
    private(set) var receivedPaths: [IndexPath] = []

    init(rows: Int) { self.rows = rows }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        receivedPaths.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.tag = indexPath.row
        return cell
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        receivedPaths.append(indexPath)
    }
}

/// `InfiniteHooks.translatesAppCode = false` on real UIKit (register H-c of `Docs/HostFidelity.md`).
///
/// The switch is read once per process, when the first view is made infinite installs the hooks,
/// so it has a test bundle of its own (`xcodebuild test` runs each bundle in its own process):
/// every test sets it first, before any view of the bundle is made infinite.
@MainActor
final class TranslatesAppCodeOffUIKitTests: XCTestCase {
    private func makeInfiniteTable(rows: Int) -> (UITableView, PathRecordingClient, UIWindow) {
        InfiniteHooks.translatesAppCode = false
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 44
        let client = PathRecordingClient(rows: rows)
        table.dataSource = client
        table.delegate = client
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        window.rootViewController = controller
        table.frame = controller.view.bounds
        controller.view.addSubview(table)
        window.makeKeyAndVisible()
        table.enableInfiniteScrolling = true
        table.layoutIfNeeded()
        return (table, client, window)
    }

    /// Callbacks still speak the client's rows, and the table still loops and recenters.
    func testCallbacksAreStillTranslated() {
        let (table, client, window) = makeInfiniteTable(rows: 5)
        XCTAssertTrue(table.infinite.isLooping)
        for step in 1...40 {
            table.contentOffset.y += CGFloat(step) * 7
            table.layoutIfNeeded()
        }
        XCTAssertFalse(client.receivedPaths.isEmpty)
        XCTAssertEqual(client.receivedPaths.filter { $0.section != 0 || $0.row < 0 || $0.row >= 5 }, [])
        XCTAssertEqual(table.infinite.indexPathsForVisibleRows.filter { $0.row >= 5 }, [])
        _ = window
    }

    /// App code gets UIKit's own answers: the interceptors for `delegate` and `dataSource`, the
    /// virtual count, the virtual rows on screen; the `infinite` namespace gives the client's.
    func testAppCodeGettersReturnUIKitsVirtualAnswers() {
        let (table, client, window) = makeInfiniteTable(rows: 5)
        XCTAssertTrue(table.infinite.isLooping)
        XCTAssertFalse(table.delegate === client, "the getter is UIKit's: the stored interceptor")
        XCTAssertFalse(table.dataSource === client)
        XCTAssertTrue(table.infinite.delegate === client)
        XCTAssertTrue(table.infinite.dataSource === client)
        XCTAssertGreaterThan(table.numberOfRows(inSection: 0), 5, "the view's own (virtual) count")
        let visible = table.indexPathsForVisibleRows ?? []
        XCTAssertTrue(visible.contains { $0.row >= 5 }, "the view's own (virtual) rows: \(visible)")
        for path in visible {
            XCTAssertEqual(table.infinite.sourceIndexPath(for: path).row, table.cellForRow(at: path)?.tag,
                           "cellForRow(at:) takes the view's own path \(path)")
        }
        _ = window
    }
}
#endif
