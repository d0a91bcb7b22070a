import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// The finite table model itself, against brute-force layouts and UIKit's documented behaviour.
@Suite struct HostTableViewTests {
    /// Brute-force layout: table header, then per section header, rows, footer.
    private func bruteForceRects(table: HostTableView, client: PlainClient) -> [IndexPath: CGRect] {
        var y = table.tableHeaderHeight
        var rects: [IndexPath: CGRect] = [:]
        for (section, count) in client.counts.enumerated() {
            y += client.headerHeight?(section) ?? (client.titles ? table.sectionHeaderHeight : 0)
            for row in 0..<count {
                let path = IndexPath(row: row, section: section)
                let height = client.height?(path) ?? table.rowHeight
                rects[path] = CGRect(x: 0, y: y, width: table.viewportSize.width, height: height)
                y += height
            }
            y += client.footerHeight?(section) ?? (client.titles ? table.sectionFooterHeight : 0)
        }
        return rects
    }

    @Test func twoMethodClientGetsUIKitsDefaults() {
        let table = makeTable()
        let client = TwoMethodClient(rows: 30)
        table.dataSource = client
        table.layoutIfNeeded()
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 30)
        #expect(table.contentSize.height == CGFloat(30 * 44))
        #expect(table.rectForHeader(inSection: 0).height == 0)
        #expect(table.visibleCells.count == 20)              // 844 / 44 = 19.2 → rows 0…19
        #expect(table.visibleCells.map(\.text) == (0..<20).map { "row \($0)" })
        #expect(client.foreignPaths.isEmpty)
        #expect(table.assertionFailures.isEmpty)
    }

    /// UIKit's default (automatic estimates, iOS 11+): counts at load, then per displayed row
    /// `heightForRowAt`, `cellForRowAt`, `willDisplay`; rows off screen are never measured.
    @Test func callbacksComeInUIKitsOrder() {
        let table = makeTable(height: 100)
        let client = PlainClient(counts: [5])
        client.height = { _ in 40 }
        client.logging = true
        table.dataSource = client
        table.delegate = client
        table.layoutIfNeeded()
        #expect(client.log == [
            "numberOfSections", "numberOfRows 0",
            "height 0.0", "cellForRow 0.0", "willDisplay 0.0", "height 0.1", "cellForRow 0.1", "willDisplay 0.1",
            "height 0.2", "cellForRow 0.2", "willDisplay 0.2",
        ])
        client.clearLog()
        table.contentOffset.y = 45
        table.layoutIfNeeded()
        // The offset changes first; at the next layout rows leave, then rows arrive.
        #expect(client.log == ["didScroll", "didEndDisplaying 0.0", "height 0.3", "cellForRow 0.3", "willDisplay 0.3"])
    }

    /// With estimates turned off (`estimatedRowHeight = 0`) every row is measured at load, before
    /// any cell is asked for (UIKit before iOS 11, or when an app opts out).
    @Test func estimatesOffMeasuresEveryRowAtLoad() {
        let table = makeTable(height: 100)
        table.estimatedRowHeight = 0
        let client = PlainClient(counts: [5])
        client.height = { _ in 40 }
        client.logging = true
        table.dataSource = client
        table.delegate = client
        table.layoutIfNeeded()
        #expect(client.log == [
            "numberOfSections", "numberOfRows 0",
            "height 0.0", "height 0.1", "height 0.2", "height 0.3", "height 0.4",
            "cellForRow 0.0", "willDisplay 0.0", "cellForRow 0.1", "willDisplay 0.1",
            "cellForRow 0.2", "willDisplay 0.2",
        ])
    }

    /// UIKit fact (T9): `UITableView.estimatedRowHeight` defaults to `automaticDimension` since
    /// iOS 11 (Apple: "The default value is automaticDimension … Setting the value to 0 disables
    /// estimated heights"), so a table that never set it estimates its rows.
    @Test func estimatedRowHeightDefaultsToAutomaticDimensionAsUIKit11() {
        let table = makeTable(height: 400)
        #expect(table.estimatedRowHeight == HostTableView.automaticDimension)
        let client = PlainClient(counts: [100])
        client.height = { path in 30 + CGFloat(path.row % 5) * 10 }
        client.logging = true
        table.dataSource = client
        table.delegate = client
        table.layoutIfNeeded()
        let measured = client.log.filter { $0.hasPrefix("height") }
        // The first pass fills 400 pt with 44 pt estimates (rows 0…9); measured, they shrink, and
        // row 9 falls off the screen again. Nothing past the screen is asked for.
        #expect(measured == (0..<10).map { "height 0.\($0)" })
        #expect(table.visibleCells.count == 9)                         // 30+40+50+60+70+30+40+50+60 ≥ 400
        #expect(table.contentSize.height == CGFloat(500 + 90 * 44))     // the rest at the automatic estimate
        // A delegate without `heightForRowAt`: every row is `rowHeight`, nothing is ever corrected.
        let plain = makeTable(height: 400)
        let fixed = PlainClient(counts: [100])
        plain.dataSource = fixed
        plain.delegate = fixed
        plain.layoutIfNeeded()
        plain.contentOffset.y = 3_000
        plain.layoutIfNeeded()
        #expect(plain.contentSize.height == 4_400)
        #expect(plain.offsetCompensation == 0)
    }

    /// UIKit fact (C10; order **guessed**, see `Docs/HostFidelity.md`): `reloadData` reads the
    /// counts at once; the rows that were on screen end their display at the next layout, with the
    /// paths they were shown at, after the new counts were read (apps crash indexing their new
    /// data in `didEndDisplaying` — essential-feed #45, wikipedia-ios #535).
    @Test func reloadDataReadsCountsBeforeEndingDisplayAsUIKit() {
        let table = makeTable(height: 200)
        let client = PlainClient(counts: [10])
        table.dataSource = client
        table.delegate = client
        table.layoutIfNeeded()
        client.logging = true
        client.counts = [3]
        table.reloadData()
        #expect(client.log == ["numberOfSections", "numberOfRows 0"])          // counts now, no display change yet
        table.layoutIfNeeded()
        let ends = client.log.filter { $0.hasPrefix("didEndDisplaying") }
        #expect(ends == (0..<5).map { "didEndDisplaying 0.\($0)" })            // the old rows, old paths
        #expect(client.log.firstIndex(of: "didEndDisplaying 0.0")! < client.log.firstIndex(of: "cellForRow 0.0")!)
        #expect(table.visibleCells.map(\.text) == ["0.0", "0.1", "0.2"])
    }

    /// UIKit *guess* (issue 14, F3/F5): a client that reloads from inside `willDisplay` or
    /// `cellForRowAt` stops the pass that called it (the rows it had shown end their display with
    /// the paths they were shown at), and the table lays out again before the frame is drawn — a
    /// view asking for layout inside its own `layoutSubviews` is laid out again in the same pass
    /// (apps that do so freeze: MYTableViewIndex #33, LGSideMenuController #175) — so no frame
    /// shows an empty table. The reload's `setNeedsLayout` is not left for the next frame.
    @Test(arguments: [false, true]) func aReloadInsideADisplayCallbackIsLaidOutInTheSamePassAsUIKit(inCellForRow: Bool) {
        let table = makeTable(height: 200)
        let client = PlainClient(counts: [10])
        table.dataSource = client
        table.delegate = client
        table.layoutIfNeeded()
        let fire: (HostTableView, IndexPath) -> Void = { tableView, _ in
            client.onWillDisplay = nil
            client.onCellForRow = nil
            tableView.reloadData()
        }
        if inCellForRow { client.onCellForRow = fire } else { client.onWillDisplay = fire }
        table.contentOffset.y = 130
        table.layoutIfNeeded()
        #expect(client.onWillDisplay == nil && client.onCellForRow == nil)
        #expect(table.cellsEndingAfterReload.isEmpty)
        #expect(table.visibleCells.map(\.text) == ["0.2", "0.3", "0.4", "0.5", "0.6", "0.7"])
        #expect(client.didEndDisplayingCount == client.willDisplayCount - table.visibleCells.count)
        #expect(client.foreignPaths.isEmpty, "\(client.foreignPaths)")
    }

    /// UIKit fact: giving the table its client back as data source and delegate (what switching an
    /// interceptor off does) is seen at once: the table loads from the client at the next layout,
    /// and the interceptor gets no further call.
    @Test func assigningTheClientBackAsDataSourceReloadsFromItAsUIKit() {
        final class Interceptor: HostTableViewDataSource, HostTableViewDelegate {
            let client: PlainClient
            var calls = 0
            init(_ client: PlainClient) { self.client = client }
            func tableView(_ tableView: HostTableView, numberOfRowsInSection section: Int) -> Int {
                calls += 1
                return client.tableView(tableView, numberOfRowsInSection: section) * 3
            }
            func tableView(_ tableView: HostTableView, cellForRowAt indexPath: IndexPath) -> HostTableViewCell {
                calls += 1
                return client.tableView(tableView, cellForRowAt: IndexPath(row: indexPath.row % 4, section: 0))
            }
        }
        let table = makeTable(height: 200)
        let client = PlainClient(counts: [4])
        let interceptor = Interceptor(client)
        table.dataSource = interceptor
        table.delegate = interceptor
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 12)
        let loads = table.reloadCount
        table.dataSource = client
        table.delegate = client
        let calls = interceptor.calls
        table.layoutIfNeeded()
        #expect(table.reloadCount == loads + 1)
        #expect(table.numberOfRows(inSection: 0) == 4)
        table.contentOffset.y = 40
        table.layoutIfNeeded()
        #expect(interceptor.calls == calls)
        #expect(table.visibleCells.map(\.text) == ["0.0", "0.1", "0.2", "0.3"])
    }

    @Test func layoutMatchesBruteForceWithHeadersFootersAndVariableHeights() {
        let table = makeTable(height: 300, insets: HostEdgeInsets(top: 47, bottom: 34))
        table.estimatedRowHeight = 0                                     // every height at load
        table.tableHeaderHeight = 100
        let client = PlainClient(counts: [3, 0, 5, 1, 0])
        client.titles = true
        client.height = { path in [0, 20, 45, 70][(path.row * 7 + path.section) % 4] }
        client.footerHeight = { section in section == 3 ? 12 : 0 }
        table.dataSource = client
        table.delegate = client
        table.layoutIfNeeded()
        let rects = bruteForceRects(table: table, client: client)
        for (path, rect) in rects { #expect(table.rectForRow(at: path) == rect, "\(path)") }
        #expect(table.rectForRow(at: IndexPath(row: 9, section: 0)) == .zero)
        // Table header, 5 titled headers of 28 pt; footers are sized by the delegate (12 pt for section 3).
        let rowsHeight = rects.values.reduce(0) { $0 + $1.height }
        #expect(table.contentSize.height == rowsHeight + CGFloat(100 + 5 * 28 + 12))
        var generator = SplitMix64(seed: 3)
        for _ in 0..<300 {
            let offset = CGFloat(Int.random(in: -47...Int(table.contentSize.height), using: &generator)) / 1.5
            table.contentOffset.y = offset
            table.layoutIfNeeded()
            // Visible: every row with a positive-length intersection with the bounds (a zero-height
            // row counts when it lies strictly inside).
            let expected = rects.filter { _, rect in rect.maxY > offset && rect.minY < offset + 300 }
                .map(\.key).sorted { ($0.section, $0.row) < ($1.section, $1.row) }
            let shown = table.visibleCells.compactMap(\.layoutIndexPath)
            #expect(shown == expected, "offset \(offset)")
            for cell in table.visibleCells { #expect(cell.frame == rects[cell.layoutIndexPath ?? IndexPath()]) }
            let probe = offset + CGFloat(Int.random(in: 0..<300, using: &generator))
            let under = rects.first { _, rect in rect.minY <= probe && probe < rect.maxY }?.key
            #expect(table.indexPathForRow(at: CGPoint(x: 10, y: probe)) == under, "probe \(probe)")
        }
        #expect(client.foreignPaths.isEmpty)
    }

    @Test func reuseKeepsCellsBoundedWhileScrolling() {
        let table = makeTable()
        let client = PlainClient(counts: [2_000])
        table.dataSource = client
        table.delegate = client
        let session = HostListSession(PlainTableSubject(table))
        session.start()
        session.drag(30_000, over: 4)
        #expect(table.visibleCells.count <= 21)
        #expect(table.cellsCreated <= 22)
        #expect(table.liveCellCount == table.visibleCells.count)
        #expect(client.willDisplayCount - client.didEndDisplayingCount == table.visibleCells.count)
        #expect(table.visibleCells.contains { $0.reuseCount > 10 })
        #expect(session.report.violationCount == 0, "\(session.report)")
        #expect(table.assertionFailures.isEmpty)
    }

    @Test func estimatedRowsAreMeasuredOnlyWhenDisplayed() {
        let table = makeTable(height: 400)
        table.estimatedRowHeight = 50
        let client = PlainClient(counts: [100])
        client.height = { path in 30 + CGFloat(path.row % 5) * 10 }
        client.logging = true
        table.dataSource = client
        table.delegate = client
        table.layoutIfNeeded()
        let measured = client.log.filter { $0.hasPrefix("height") }
        // Rows 0…: 30, 40, 50, 60, 70, 30 … until 400 pt are filled; nothing else is measured.
        #expect(measured.count == table.visibleCells.count)
        #expect(table.visibleCells.count == 9)                           // 30+40+50+60+70 = 250, +30+40+50+60 = 430
        #expect(table.contentSize.height == CGFloat(430 + 91 * 50))
        #expect(table.rectForRow(at: IndexPath(row: 50, section: 0)).minY == CGFloat(430 + 41 * 50))
    }

    /// Scrolling up through rows whose estimates were wrong: each revealed row above the screen
    /// moves the offset so nothing on screen moves (UIKit's compensation).
    @Test func revealedRowsAboveTheScreenDoNotMoveVisibleRows() {
        let table = makeTable(height: 600)
        table.rowHeight = HostTableView.automaticDimension
        table.estimatedRowHeight = 40
        let client = PlainClient(counts: [400])
        client.fitting = { path in 60 + CGFloat(path.row % 7) * 15 }     // all bigger than the estimate
        table.dataSource = client
        table.delegate = client
        table.layoutIfNeeded()
        table.contentOffset.y = 12_000                                   // far down, nothing measured
        table.layoutIfNeeded()
        let session = HostListSession(PlainTableSubject(table))
        session.start()
        session.drag(-3_000, over: 3)
        session.fling(-2_000)
        session.waitUntilIdle()
        #expect(table.offsetCompensation > 1_000)
        #expect(session.report.framesWithJump > 20)
        #expect(session.report.violationCount == 0, "\(session.report)")
        #expect(table.assertionFailures.isEmpty)
        for cell in table.visibleCells {
            #expect(cell.frame.height == client.fitting?(cell.layoutIndexPath ?? IndexPath()))
        }
    }

    @Test func dequeueAssertionsFire() {
        let table = makeTable(height: 100)
        let client = PlainClient(counts: [5])
        client.dequeuePath = { _ in IndexPath(row: 4, section: 0) }      // the wrong row
        table.dataSource = client
        table.layoutIfNeeded()
        #expect(table.assertionFailures.contains { $0.kind == .dequeuedForUnrequestedIndexPath })
        #expect(table.assertionFailures.contains { $0.kind == .returnedCellNotDequeued })
        // Outside any request.
        let outside = makeTable()
        _ = outside.dequeueReusableCell(withIdentifier: "row", for: IndexPath(row: 0, section: 0))
        #expect(outside.assertionFailures.map(\.kind) == [.dequeuedForUnrequestedIndexPath])
    }

    @Test func dequeuingTwiceForOnePathFires() {
        final class Twice: HostTableViewDataSource {
            func tableView(_ tableView: HostTableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: HostTableView, cellForRowAt indexPath: IndexPath) -> HostTableViewCell {
                _ = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                return tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            }
        }
        let table = makeTable()
        let client = Twice()
        table.dataSource = client
        table.layoutIfNeeded()
        #expect(table.assertionFailures.map(\.kind) == [.dequeuedMultipleCellsForIndexPath])
    }

    @Test func returningAFreshCellOrAnUnregisteredIdentifierFires() {
        final class Fresh: HostTableViewDataSource {
            func tableView(_ tableView: HostTableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: HostTableView, cellForRowAt indexPath: IndexPath) -> HostTableViewCell {
                indexPath.row == 0
                    ? HostTableViewCell(reuseIdentifier: nil)
                    : tableView.dequeueReusableCell(withIdentifier: "nobody", for: indexPath)
            }
        }
        let table = makeTable()
        let client = Fresh()
        table.dataSource = client
        table.layoutIfNeeded()
        #expect(table.assertionFailures.map(\.kind) == [.returnedCellNotDequeued, .unregisteredReuseIdentifier])
        // UIKit itself accepts self-made cells; the host can be told to.
        let lenient = makeTable()
        lenient.requiresDequeuedCells = false
        lenient.register(HostTableViewCell.self, forCellReuseIdentifier: "nobody")
        lenient.dataSource = client
        lenient.layoutIfNeeded()
        #expect(lenient.assertionFailures.isEmpty)
    }

    @Test func updatesMustMatchTheDataSourcesCounts() {
        let table = makeTable()
        let client = PlainClient(counts: [5, 3])
        table.dataSource = client
        table.delegate = client
        table.layoutIfNeeded()
        client.counts = [6, 3]
        table.reloadRows(at: [IndexPath(row: 0, section: 0)])
        #expect(table.assertionFailures.map(\.kind) == [.invalidUpdate])
        table.insertRows(at: [IndexPath(row: 5, section: 0)])
        #expect(table.assertionFailures.count == 1)
        #expect(table.numberOfRows(inSection: 0) == 6)
        client.counts = [6, 1]
        table.deleteRows(at: [IndexPath(row: 0, section: 1)])
        #expect(table.assertionFailures.count == 2)
        table.deleteRows(at: [IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1)])
        #expect(table.assertionFailures.count == 2)
        #expect(table.numberOfRows(inSection: 1) == 1)
    }

    @Test func reloadRowsAboveTheScreenKeepsVisibleRowsStill() {
        let table = makeTable(height: 400)
        table.estimatedRowHeight = 0                                     // row 3 is measured, not estimated
        let client = PlainClient(counts: [100])
        var tall = false
        client.height = { path in path.row == 3 && tall ? 144 : 44 }
        table.dataSource = client
        table.delegate = client
        table.layoutIfNeeded()
        table.contentOffset.y = 1_000
        table.layoutIfNeeded()
        let before = table.visibleCells.map { ($0.text, $0.frame.minY - table.contentOffset.y) }
        let requestsBefore = client.cellRequests.count
        tall = true
        table.reloadRows(at: [IndexPath(row: 3, section: 0), IndexPath(row: 25, section: 0)])
        table.layoutIfNeeded()
        let after = table.visibleCells.map { ($0.text, $0.frame.minY - table.contentOffset.y) }
        #expect(before.map(\.0) == after.map(\.0))
        #expect(zip(before, after).allSatisfy { abs($0.1 - $1.1) < 1e-9 })
        #expect(table.offsetCompensation == 100)
        #expect(client.cellRequests.count == requestsBefore + 1)        // row 25 is on screen: a new cell
        #expect(table.assertionFailures.isEmpty)
    }

    @Test func tapsSelectAsUIKitDoes() {
        let table = makeTable()
        let client = PlainClient(counts: [10])
        client.logging = true
        table.dataSource = client
        table.delegate = client
        table.layoutIfNeeded()
        client.clearLog()
        table.simulateTap(onRowAt: IndexPath(row: 2, section: 0))
        table.simulateTap(onRowAt: IndexPath(row: 4, section: 0))
        #expect(client.log == ["didSelect 0.2", "didDeselect 0.2", "didSelect 0.4"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.isSelected == true)
        // willSelect redirects or refuses.
        client.willSelect = { path in path.row == 5 ? IndexPath(row: 6, section: 0) : nil }
        table.simulateTap(onRowAt: IndexPath(row: 5, section: 0))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 6, section: 0))
        table.simulateTap(onRowAt: IndexPath(row: 1, section: 0))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 6, section: 0))
        // Multiple selection toggles; programmatic selection calls nobody.
        client.willSelect = nil
        table.allowsMultipleSelection = true
        table.simulateTap(onRowAt: IndexPath(row: 8, section: 0))
        table.simulateTap(onRowAt: IndexPath(row: 6, section: 0))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 8, section: 0)])
        client.clearLog()
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        #expect(client.log.isEmpty)
        table.reloadData()
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func scrollToRowHonoursInsetsAndClamps() {
        let table = makeTable(height: 844, insets: HostEdgeInsets(top: 47, bottom: 34))
        let client = PlainClient(counts: [100])
        table.dataSource = client
        table.delegate = client
        table.layoutIfNeeded()
        let row = IndexPath(row: 50, section: 0)
        let top: CGFloat = 47
        let visible: CGFloat = 844 - 47 - 34
        let minY: CGFloat = 50 * 44
        table.scrollToRow(at: row, at: .top, animated: false)
        #expect(table.contentOffset.y == minY - top)
        table.scrollToRow(at: row, at: .middle, animated: false)
        let middle = minY + 22 - top - visible / 2
        #expect(table.contentOffset.y == middle)
        table.scrollToRow(at: row, at: .bottom, animated: false)
        let bottom = minY + 44 - top - visible
        #expect(table.contentOffset.y == bottom)
        table.scrollToRow(at: row, at: .none, animated: false)              // already visible: stays
        #expect(table.contentOffset.y == bottom)
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == table.maximumOffset.y)
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == -47)
        table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .top, animated: true)
        #expect(table.assertionFailures.map(\.kind) == [.invalidIndexPath])
        table.scrollToRow(at: row, at: .middle, animated: true)
        table.runUntilIdle()
        #expect(table.contentOffset.y == middle)
    }

    @Test func aScrollOnlyDelegateGetsNoTableCallbacks() {
        final class ScrollOnly: HostScrollViewDelegate {
            var scrolls = 0
            func scrollViewDidScroll(_ scrollView: HostScrollView) { scrolls += 1 }
        }
        let table = makeTable()
        let client = TwoMethodClient(rows: 100)
        let scrollOnly = ScrollOnly()
        table.dataSource = client
        table.delegate = scrollOnly
        table.layoutIfNeeded()
        table.fling(velocity: CGPoint(x: 0, y: 1_000))
        table.runUntilIdle()
        #expect(scrollOnly.scrolls > 10)
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).height == 44)
    }

    @Test func theTableHoldsItsDataSourceAndDelegateWeakly() {
        let table = makeTable()
        weak var weakClient: PlainClient?
        do {
            let client = PlainClient(counts: [10])
            weakClient = client
            table.dataSource = client
            table.delegate = client
            table.layoutIfNeeded()
            #expect(table.visibleCells.count == 10)
        }
        #expect(weakClient == nil)
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.numberOfSections == 0)
        #expect(table.visibleCells.isEmpty)
    }

    @Test func badHeightsReadAsZero() {
        let table = makeTable(height: 200)
        let client = PlainClient(counts: [6])
        client.height = { path in [CGFloat.nan, -5, .infinity, 50, 0, 50][path.row] }
        table.dataSource = client
        table.delegate = client
        table.layoutIfNeeded()
        #expect(table.contentSize.height == 100)
        #expect(table.rectForRow(at: IndexPath(row: 5, section: 0)).minY == 50)
        #expect(table.assertionFailures.isEmpty)
    }
}

/// A client that empties its data and calls `reloadData()` from inside `willDisplay`.
private final class ShrinkingInWillDisplayClient: HostTableViewDataSource, HostTableViewDelegate {
    var count: Int
    var estimated: Bool
    /// Reload from `cellForRowAt` instead of `willDisplay`.
    var inCellForRow = false
    private(set) var cellRequests = 0
    private(set) var reloadsInside = 0
    private(set) var willDisplay = 0
    private(set) var didEndDisplaying = 0

    init(count: Int, estimated: Bool) { self.count = count; self.estimated = estimated }

    func tableView(_ tableView: HostTableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: HostTableView, cellForRowAt indexPath: IndexPath) -> HostTableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.fittingHeight = 60
        cellRequests += 1
        if inCellForRow && cellRequests == 3 {
            count = 0
            reloadsInside += 1
            tableView.reloadData()
        }
        return cell
    }
    func tableView(_ tableView: HostTableView, heightForRowAt indexPath: IndexPath) -> CGFloat? {
        estimated ? HostTableView.automaticDimension : 44
    }
    func tableView(_ tableView: HostTableView, willDisplay cell: HostTableViewCell, forRowAt indexPath: IndexPath) {
        willDisplay += 1
        if !inCellForRow && willDisplay == 3 {
            count = 0
            reloadsInside += 1
            tableView.reloadData()
        }
    }
    func tableView(_ tableView: HostTableView, didEndDisplaying cell: HostTableViewCell, forRowAt indexPath: IndexPath) {
        didEndDisplaying += 1
    }
}

extension HostTableViewTests {
    /// Issue 14, item 9: `reloadData()` inside `willDisplay` (or `cellForRowAt`) while the data
    /// shrinks to 0 trapped
    /// in the model (`PrefixSumTree` read past its end). The layout pass stops at the reload; the
    /// next one shows the (empty) new data, and every displayed cell ends its display.
    @Test(arguments: [false, true], [false, true])
    func reloadToEmptyInsideADisplayCallbackDoesNotTrap(estimated: Bool, inCellForRow: Bool) {
        let table = makeTable()
        if estimated { table.estimatedRowHeight = 44 }
        let client = ShrinkingInWillDisplayClient(count: 30, estimated: estimated)
        client.inCellForRow = inCellForRow
        table.dataSource = client
        table.delegate = client
        table.layoutIfNeeded()
        table.layoutIfNeeded()
        #expect(client.reloadsInside == 1)
        #expect(table.numberOfRows(inSection: 0) == 0)
        #expect(table.visibleCells.isEmpty)
        #expect(client.didEndDisplaying == client.willDisplay)
    }
}
