#if canImport(UIKit) && canImport(XCTest)
import UIKit
import XCTest

/// UIKit reads `responds(to:)` when a delegate is assigned and caches it: register entry T-j of
/// `Docs/HostFidelity.md`. The interceptors' "assign nil, then the proxy" refresh depends on it.
@MainActor
final class DelegateCachingFactsTests: XCTestCase {
    /// Register T-j. Assigning the same object again asks nothing; assigning nil first makes UIKit
    /// ask again.
    func testRespondsToSelectorIsReadAtAssignmentAndNotForTheSameObjectAgain() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        let delegate = CountingDelegate()
        table.delegate = delegate
        let afterFirst = delegate.respondsQueries
        XCTAssertGreaterThan(afterFirst, 0)
        table.delegate = delegate
        XCTAssertEqual(delegate.respondsQueries, afterFirst, "the same object again: no new queries")
        table.delegate = nil
        table.delegate = delegate
        XCTAssertGreaterThan(delegate.respondsQueries, afterFirst, "nil first: UIKit asks again")
    }

    /// Register T-j. The cached answer is used: a delegate that starts claiming `heightForRowAt`
    /// after it was assigned is not asked for heights — not even after `reloadData` or when the
    /// same object is assigned again — until nil is assigned first.
    func testAStaleAnswerStaysUntilNilIsAssignedFirst() {
        let client = LoggingTableClient(counts: [20])
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = client
        table.delegate = client
        let window = makeKeyWindow(holding: table)
        table.layoutIfNeeded()
        func heightsAsked() -> Bool { client.log.contains { $0.hasPrefix("height") } }
        XCTAssertFalse(heightsAsked())
        client.height = { _ in 60 }              // now claims heightForRowAt
        table.delegate = client                  // the same object: the cache stays
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertFalse(heightsAsked(), "UIKit re-read responds(to:) for the same object")
        table.delegate = nil
        table.delegate = client
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertTrue(heightsAsked(), "after nil, UIKit reads the new answer")
        XCTAssertEqual(table.visibleCells.first?.frame.height, 60)
        _ = window
    }
}
#endif
