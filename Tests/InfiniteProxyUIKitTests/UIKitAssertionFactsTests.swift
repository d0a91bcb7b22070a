#if canImport(UIKit) && canImport(XCTest)
import UIKit
import XCTest

/// UIKit's internal assertions the host reproduces in `assertionFailures`: register entries T-c,
/// T-h (invalid batches), C-a and C-e (invalid batches) of `Docs/HostFidelity.md`. Each is read
/// through ``UIKitAssertionRecorder`` (the thread's `NSAssertionHandler`) instead of raising; the
/// recorded text is the format string, compared by its literal prefix — the one the host keeps.
///
/// After the handler returns UIKit goes on past its assertion; should a UIKit version not survive
/// that, skip this class: `-skip-testing:InfiniteProxyUIKitTests/UIKitAssertionFactsTests`.
@MainActor
final class UIKitAssertionFactsTests: XCTestCase {
    private func contains(_ failures: [String], _ prefix: String) -> Bool {
        failures.contains { $0.hasPrefix(prefix) }
    }

    private func makeTable(_ client: LoggingTableClient) -> (UITableView, UIWindow) {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 44
        table.dataSource = client
        table.delegate = client
        return (table, makeKeyWindow(holding: table))
    }

    private func makeCollection(_ client: LoggingCollectionClient) -> (UICollectionView, UIWindow) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 44)
        layout.minimumLineSpacing = 0
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = client
        collectionView.delegate = client
        return (collectionView, makeKeyWindow(holding: collectionView))
    }

    /// Register T-c. Two dequeues for the one path UIKit asked for raise "Attempted to dequeue
    /// multiple cells for the same index path, which is not allowed" (the host's
    /// `HostTableViewAssertion`).
    func testTablesAssertOnTwoDequeuesForOnePath() {
        let client = LoggingTableClient(counts: [20])
        client.makeCell = { table, path in
            _ = table.dequeueReusableCell(withIdentifier: "row", for: path)
            return table.dequeueReusableCell(withIdentifier: "row", for: path)
        }
        var window: UIWindow?
        let failures = UIKitAssertionRecorder.recording {
            let (table, made) = makeTable(client)
            window = made
            table.layoutIfNeeded()
        }
        XCTAssertTrue(contains(failures, "Attempted to dequeue multiple cells for the same index path"), "\(failures)")
        _ = window
    }

    /// Register T-h. A batch whose counts do not add up raises "Invalid update: invalid number of
    /// rows in section 0"; the host records it and keeps its old state.
    func testTablesValidateTheCountsOfABatch() {
        let client = LoggingTableClient(counts: [20])
        let (table, window) = makeTable(client)
        table.layoutIfNeeded()
        let failures = UIKitAssertionRecorder.recording {
            table.performBatchUpdates {
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)    // the data did not change
            }
        }
        XCTAssertTrue(contains(failures, "Invalid update: invalid number of rows in section 0"), "\(failures)")
        _ = window
    }

    /// Register C-a (iOS 18). A cell dequeued for a path but not returned (two dequeues, the
    /// second returned) raises "Expected dequeued view to be returned to the collection view in
    /// preparation for display" (`HostCollectionViewAssertion.expectedDequeuedViewMessage`).
    func testCollectionViewsAssertOnADequeuedCellNotReturned() throws {
        guard #available(iOS 18, *) else { throw XCTSkip("the assertion exists from iOS 18") }
        let client = LoggingCollectionClient(counts: [20])
        client.makeCell = { collectionView, path in
            _ = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
            return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
        }
        var window: UIWindow?
        let failures = UIKitAssertionRecorder.recording {
            let (collectionView, made) = makeCollection(client)
            window = made
            collectionView.layoutIfNeeded()
        }
        XCTAssertTrue(contains(failures, "Expected dequeued view to be returned to the collection view"), "\(failures)")
        _ = window
    }

    /// Register C-a (iOS 18). A dequeue without a request — in `willDisplay` — raises the same
    /// assertion (the host: "Avoid dequeuing views without a request from the collection view").
    func testCollectionViewsAssertOnADequeueOutsideARequest() throws {
        guard #available(iOS 18, *) else { throw XCTSkip("the assertion exists from iOS 18") }
        let client = LoggingCollectionClient(counts: [20])
        client.onWillDisplay = { collectionView, path in
            _ = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
        }
        var window: UIWindow?
        let failures = UIKitAssertionRecorder.recording {
            let (collectionView, made) = makeCollection(client)
            window = made
            collectionView.layoutIfNeeded()
        }
        XCTAssertTrue(contains(failures, "Expected dequeued view to be returned to the collection view"), "\(failures)")
        _ = window
    }

    /// Register C-e. A `reloadData()` still pending when a batch opens is applied first (the counts
    /// are read), so `reloadData()` + `insertItems` in one turn, with the data grown by one item,
    /// fails validation.
    func testReloadDataThenInsertItemsInOneTurnFailsValidation() {
        let client = LoggingCollectionClient(counts: [10])
        let (collectionView, window) = makeCollection(client)
        collectionView.layoutIfNeeded()
        let failures = UIKitAssertionRecorder.recording {
            client.counts = [11]
            collectionView.reloadData()
            collectionView.insertItems(at: [IndexPath(item: 10, section: 0)])
        }
        XCTAssertTrue(contains(failures, "Invalid update: invalid number of items in section 0"), "\(failures)")
        _ = window
    }
}
#endif
