#if canImport(UIKit) && canImport(XCTest)
import InfiniteHostTesting
import InfiniteProxy
import UIKit
import XCTest

/// The shared scripted sessions (`SessionScript`, in InfiniteHostTesting) on real UIKit views:
/// the same scripts, runner and checker as `Tests/InfiniteHostTests/SharedSessionTests` on the
/// headless host, with the same geometry (no safe-area insets). A session that passes on the host
/// and fails here is a place where the host does not model UIKit.
@MainActor
final class SharedSessionUIKitTests: XCTestCase {
    /// A 390×844 table of 44 pt rows, infinite; with `rowHeight`, the client measures its rows in
    /// `heightForRowAt` under the automatic estimate.
    private func makeTable(counts: [Int], rowHeight: ((Int) -> CGFloat)? = nil) -> (UITableView, RecordingTableClient, UIWindow) {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = 44
        let client = RecordingTableClient(counts: counts)
        client.height = rowHeight.map { height in { height($0.row) } }
        table.dataSource = client
        table.delegate = client
        let window = makeKeyWindow(holding: table)
        table.enableInfiniteScrolling = true
        table.layoutIfNeeded()
        return (table, client, window)
    }

    /// Vertical: 390×100 items in 390×844; horizontal: the carousel's 300×260 items in 390×300;
    /// items 10 pt apart; infinite.
    /// With `layout`, that layout instead of the flow layout.
    private func makeCollection(counts: [Int], axis: InfiniteAxis, layout custom: UICollectionViewLayout? = nil)
        -> (UICollectionView, RecordingCollectionClient, UIWindow) {
        let flow = UICollectionViewFlowLayout()
        flow.scrollDirection = axis == .vertical ? .vertical : .horizontal
        flow.itemSize = axis == .vertical ? CGSize(width: 390, height: 100) : CGSize(width: 300, height: 260)
        flow.minimumLineSpacing = 10
        let layout = custom ?? flow
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let client = RecordingCollectionClient(counts: counts)
        collectionView.dataSource = client
        collectionView.delegate = client
        let viewport = axis == .vertical ? CGSize(width: 390, height: 844) : CGSize(width: 390, height: 300)
        let window = makeKeyWindow(holding: collectionView, size: viewport)
        collectionView.enableInfiniteScrolling = true
        collectionView.layoutIfNeeded()
        return (collectionView, client, window)
    }

    private func assertClean(_ runner: SessionScriptRunner<UIKitScriptedList>, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(runner.checker.violations.map(\.description), [], file: file, line: line)
        XCTAssertEqual(runner.edgeHits, 0, file: file, line: line)
    }

    func testLongScrollOnATable() {
        let script = SessionScript.longScroll
        let (table, client, window) = makeTable(counts: script.counts)
        var runner = SessionScriptRunner(list: UIKitScriptedList(table: table, client: client), counts: script.counts)
        runner.run(script)
        assertClean(runner)
        XCTAssertEqual(runner.frame, 1_000)
        XCTAssertGreaterThan(runner.checker.jumpsChecked, 0, "the session crossed copies")
        XCTAssertEqual(client.foreignPaths, [])
        _ = window
    }

    func testWanderWithReloadsOnATable() {
        let script = SessionScript.wanderWithReloads
        let (table, client, window) = makeTable(counts: script.counts)
        var runner = SessionScriptRunner(list: UIKitScriptedList(table: table, client: client), counts: script.counts)
        runner.run(script)
        assertClean(runner)
        XCTAssertEqual(runner.reloads, 3)
        XCTAssertTrue(table.infinite.isLooping)
        _ = window
    }

    func testLongScrollOnAMeasuredTable() {
        let script = SessionScript.longScroll
        let (table, client, window) = makeTable(counts: script.counts, rowHeight: SessionScript.measuredRowHeight(row:))
        var runner = SessionScriptRunner(list: UIKitScriptedList(table: table, client: client), counts: script.counts)
        runner.run(script)
        assertClean(runner)
        XCTAssertGreaterThan(runner.checker.jumpsChecked, 0)
        _ = window
    }

    func testWanderWithReloadsOnAMeasuredTable() {
        let script = SessionScript.wanderWithReloads
        let (table, client, window) = makeTable(counts: script.counts, rowHeight: SessionScript.measuredRowHeight(row:))
        var runner = SessionScriptRunner(list: UIKitScriptedList(table: table, client: client), counts: script.counts)
        runner.run(script)
        assertClean(runner)
        _ = window
    }

    func testLongScrollOnACollectionViewAlongBothAxes() {
        let script = SessionScript.longScroll
        for axis in [InfiniteAxis.vertical, .horizontal] {
            let (collectionView, client, window) = makeCollection(counts: script.counts, axis: axis)
            var runner = SessionScriptRunner(
                list: UIKitScriptedList(collectionView: collectionView, client: client, axis: axis), counts: script.counts)
            runner.run(script)
            assertClean(runner)
            XCTAssertGreaterThan(runner.checker.jumpsChecked, 0, "\(axis)")
            _ = window
        }
    }

    func testWanderWithReloadsOnACollectionView() {
        let script = SessionScript.wanderWithReloads
        let (collectionView, client, window) = makeCollection(counts: script.counts, axis: .vertical)
        var runner = SessionScriptRunner(
            list: UIKitScriptedList(collectionView: collectionView, client: client, axis: .vertical), counts: script.counts)
        runner.run(script)
        assertClean(runner)
        _ = window
    }

    /// Register L-a: the flow list's geometry as a compositional layout's list section (390×100
    /// items, 10 pt apart), measured by the library from what the layout laid out.
    func testLongScrollOnACompositionalList() {
        let script = SessionScript.longScroll
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let (collectionView, client, window) = makeCollection(
            counts: script.counts, axis: .vertical, layout: UICollectionViewCompositionalLayout(section: section))
        var runner = SessionScriptRunner(
            list: UIKitScriptedList(collectionView: collectionView, client: client, axis: .vertical), counts: script.counts)
        runner.run(script)
        assertClean(runner)
        XCTAssertGreaterThan(runner.checker.jumpsChecked, 0)
        XCTAssertTrue(collectionView.infinite.isLooping)
        _ = window
    }

    func testCarouselWithReloads() {
        let script = SessionScript.carousel
        let (collectionView, client, window) = makeCollection(counts: script.counts, axis: .horizontal)
        collectionView.infinite.isPagingEnabled = true
        var runner = SessionScriptRunner(
            list: UIKitScriptedList(collectionView: collectionView, client: client, axis: .horizontal), counts: script.counts)
        runner.run(script)
        assertClean(runner)
        XCTAssertEqual(runner.reloads, 2)
        XCTAssertNotNil(collectionView.infinite.centeredIndexPath)
        _ = window
    }
}
#endif
