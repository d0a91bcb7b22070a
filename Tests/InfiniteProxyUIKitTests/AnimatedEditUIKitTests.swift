#if canImport(UIKit) && canImport(XCTest)
import InfiniteProxy
import UIKit
import XCTest

/// Register entry E-a of `Docs/HostFidelity.md` on a real infinite table and collection view: the
/// client's animated edit becomes one batch holding the edit in every copy, and the controller
/// moves the offset so the centred row stays where it was. The host applies batches at once; UIKit animates them, so
/// the risk is that the row animation is computed before the offset correction and the rows on
/// screen visibly slide while it runs. Each test samples what the user sees (the presentation
/// layers) on every run-loop turn until the batch's completion.
@MainActor
final class AnimatedEditUIKitTests: XCTestCase {
    /// A 390×844 infinite table of 12 rows of 44 pt (one copy is shorter than the screen, so
    /// copies of every row are on screen), scrolled so the row at the centre is not `avoiding`.
    private func makeTable(avoiding row: Int) -> (UITableView, RecordingTableClient, UIWindow) {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = 44
        let client = RecordingTableClient(counts: [12])
        table.dataSource = client
        table.delegate = client
        let window = makeKeyWindow(holding: table)
        table.enableInfiniteScrolling = true
        table.layoutIfNeeded()
        table.contentOffset.y += 5 * 44 + 10
        table.layoutIfNeeded()
        if centredCell(of: table).map({ RecordingTableClient.path(forTag: $0.tag).row }) == row {
            table.contentOffset.y += 44
            table.layoutIfNeeded()
        }
        return (table, client, window)
    }

    /// Of `cells`, the one nearest the middle of `scrollView`'s screen.
    private func centred(_ cells: [UIView], in scrollView: UIScrollView) -> UIView? {
        let middle = scrollView.bounds.midY
        return cells.min { abs($0.frame.midY - middle) < abs($1.frame.midY - middle) }
    }

    private func centredCell(of table: UITableView) -> UITableViewCell? {
        centred(table.visibleCells, in: table) as? UITableViewCell
    }

    /// Where the user sees `view`'s top edge now, in `scrollView`'s viewport (0 = its top), read
    /// from the presentation layers so a running animation counts.
    private func presentedMinY(of view: UIView, in scrollView: UIScrollView) -> CGFloat {
        var y: CGFloat = 0
        var current: UIView = view
        while current !== scrollView, let parent = current.superview {
            y += (current.layer.presentation() ?? current.layer).frame.minY
            y -= (parent.layer.presentation() ?? parent.layer).bounds.minY
            current = parent
        }
        return y
    }

    /// Runs `batch` (an animated batch that calls its argument as its completion) and samples the
    /// centred cell's on-screen position on every run-loop turn until the completion; returns how
    /// far it ever was from where it started, the samples taken, whether any visible cell was
    /// animating meanwhile, and the cell.
    private func sampleCentredCell(of scrollView: UIScrollView, cells: () -> [UIView],
                                   during batch: (@escaping () -> Void) -> Void)
        -> (drift: CGFloat, samples: Int, animated: Bool, cell: UIView?) {
        guard let cell = centred(cells(), in: scrollView) else { return (0, 0, false, nil) }
        let start = presentedMinY(of: cell, in: scrollView)
        var finished = false
        batch { finished = true }
        var drift: CGFloat = 0
        var samples = 0
        var animated = false
        let ended = runMainLoop(until: {
            drift = max(drift, abs(presentedMinY(of: cell, in: scrollView) - start))
            samples += 1
            animated = animated || cells().contains { !($0.layer.animationKeys() ?? []).isEmpty }
            return finished
        })
        XCTAssertTrue(ended, "the batch's completion never ran")
        return (drift, samples, animated, cell)
    }

    /// `sampleCentredCell` for a table's batch running `edit`.
    private func sampleCentredCell(of table: UITableView, during edit: @escaping () -> Void)
        -> (drift: CGFloat, samples: Int, animated: Bool, cell: UIView?) {
        sampleCentredCell(of: table, cells: { table.visibleCells }, during: { done in
            table.performBatchUpdates(edit, completion: { _ in done() })
        })
    }

    /// Register E-a. Deleting row 3 (animated): every copy of it goes, copies above the screen
    /// included, and the centred row does not move on screen at any moment of the animation.
    func testAnAnimatedDeleteInEveryCopyKeepsTheCentredRowStill() throws {
        let (table, client, window) = makeTable(avoiding: 3)
        let result = sampleCentredCell(of: table) {
            client.change(to: [11])
            table.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
        }
        let cell = try XCTUnwrap(result.cell)
        XCTAssertTrue(result.animated, "no cell on screen animated: the check saw nothing")
        XCTAssertGreaterThan(result.samples, 3)
        XCTAssertLessThanOrEqual(result.drift, 0.5, "the centred row slid during the animation")
        XCTAssertTrue(table.visibleCells.contains { $0 === cell }, "the centred row's cell left the screen")
        XCTAssertEqual(table.numberOfRows(inSection: 0), 11)
        XCTAssertTrue(table.infinite.isLooping)
        XCTAssertEqual(client.foreignPaths, [])
        _ = window
    }

    /// Register E-a, the other direction: inserting a row after row 2 in every copy (animated).
    func testAnAnimatedInsertInEveryCopyKeepsTheCentredRowStill() throws {
        let (table, client, window) = makeTable(avoiding: 3)
        let result = sampleCentredCell(of: table) {
            client.change(to: [13])
            table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
        }
        let cell = try XCTUnwrap(result.cell)
        XCTAssertTrue(result.animated, "no cell on screen animated: the check saw nothing")
        XCTAssertGreaterThan(result.samples, 3)
        XCTAssertLessThanOrEqual(result.drift, 0.5, "the centred row slid during the animation")
        XCTAssertTrue(table.visibleCells.contains { $0 === cell }, "the centred row's cell left the screen")
        XCTAssertEqual(table.numberOfRows(inSection: 0), 13)
        XCTAssertTrue(table.infinite.isLooping)
        XCTAssertEqual(client.foreignPaths, [])
        _ = window
    }

    /// Register E-a, an edit wholly above the screen: 80 rows of 44 pt (a copy is four screens
    /// long), scrolled to rows 40…59; deleting row 10 removes no row on screen, only 44 pt from each
    /// copy above it. The library applies that batch without animation, so no row on screen moves
    /// at any moment (animated, UIKit would draw them 44 pt off and slide them back).
    func testADeleteWhollyAboveTheScreenMovesNoRowOnScreen() throws {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = 44
        let client = RecordingTableClient(counts: [80])
        table.dataSource = client
        table.delegate = client
        let window = makeKeyWindow(holding: table)
        table.enableInfiniteScrolling = true
        table.layoutIfNeeded()
        table.contentOffset.y += 40 * 44
        table.layoutIfNeeded()
        XCTAssertFalse(table.visibleCells.contains { RecordingTableClient.path(forTag: $0.tag).row == 10 })
        let result = sampleCentredCell(of: table) {
            client.change(to: [79])
            table.deleteRows(at: [IndexPath(row: 10, section: 0)], with: .automatic)
        }
        XCTAssertNotNil(result.cell)
        XCTAssertFalse(result.animated, "a row on screen animated for an edit above the screen")
        XCTAssertLessThanOrEqual(result.drift, 0.5, "the rows on screen moved")
        XCTAssertEqual(table.numberOfRows(inSection: 0), 79)
        XCTAssertEqual(client.foreignPaths, [])
        _ = window
    }

    /// Register E-a on a collection view (a vertical flow list of 12 items, 390×44): deleting item
    /// 3 in every copy (animated) keeps the centred item still.
    func testAnAnimatedDeleteInEveryCopyKeepsTheCentredItemOfACollectionViewStill() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 44)
        layout.minimumLineSpacing = 0
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let client = RecordingCollectionClient(counts: [12])
        collectionView.dataSource = client
        collectionView.delegate = client
        let window = makeKeyWindow(holding: collectionView)
        collectionView.enableInfiniteScrolling = true
        collectionView.layoutIfNeeded()
        collectionView.contentOffset.y += 5 * 44 + 10
        collectionView.layoutIfNeeded()
        if let cell = centred(collectionView.visibleCells, in: collectionView), RecordingTableClient.path(forTag: cell.tag).row == 3 {
            collectionView.contentOffset.y += 44
            collectionView.layoutIfNeeded()
        }
        let result = sampleCentredCell(of: collectionView, cells: { collectionView.visibleCells }, during: { done in
            collectionView.performBatchUpdates({
                client.change(to: [11])
                collectionView.deleteItems(at: [IndexPath(item: 3, section: 0)])
            }, completion: { _ in done() })
        })
        let cell = try XCTUnwrap(result.cell)
        XCTAssertTrue(result.animated, "no cell on screen animated: the check saw nothing")
        XCTAssertGreaterThan(result.samples, 3)
        XCTAssertLessThanOrEqual(result.drift, 0.5, "the centred item slid during the animation")
        XCTAssertTrue(collectionView.visibleCells.contains { $0 === cell }, "the centred item's cell left the screen")
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 11)
        XCTAssertTrue(collectionView.infinite.isLooping)
        XCTAssertEqual(client.foreignPaths, [])
        _ = window
    }
}
#endif
