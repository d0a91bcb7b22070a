#if canImport(UIKit) && canImport(XCTest)
import InfiniteProxy
import UIKit
import XCTest

/// A real `UITableView` with counts too large to loop: register entry T-m of
/// `Docs/HostFidelity.md` (the host stores one estimate per section and the heights that differ,
/// and shows the first rows of `[Int.max]`).
@MainActor
final class HugeCountFactsTests: XCTestCase {
    /// Register T-m: `[Int.max]` rows under UIKit's automatic estimate, made infinite, stay finite
    /// (the library's fallback) and UIKit shows row 0 at the top, then row 1 000 after a scroll,
    /// without asking rows it does not show.
    func testIntMaxRowsWithAnEstimateShowTheFirstRows() {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 44
        let client = RecordingTableClient(counts: [Int.max])
        table.dataSource = client
        table.delegate = client
        let window = makeKeyWindow(holding: table)
        table.enableInfiniteScrolling = true
        table.layoutIfNeeded()
        XCTAssertFalse(table.infinite.isLooping)
        XCTAssertEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 0, section: 0))
        table.contentOffset.y = 44 * 1_000
        table.layoutIfNeeded()
        XCTAssertEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 1_000, section: 0))
        XCTAssertLessThan(client.receivedPaths.count, 200, "rows asked that were never shown")
        _ = window
    }
}
#endif
