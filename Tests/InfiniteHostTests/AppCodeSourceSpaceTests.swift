import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

// Issue 11: the ordinary screens of production apps, each with only infinite scrolling switched
// on, calling the table *outside* any data-source or delegate callback. Every test indexes its
// model with the paths the table hands out (`items[path.row]`), as such screens do: on a five-row
// list with UIKit's default estimated heights the table lays out dozens of padding rows, so a
// virtual path traps or reads the wrong record.

/// A five-row screen with UIKit's default row estimate, infinite, laid out, scrolled a little so
/// the first visible row is not the client's row 0.
private func makeScreen(rows: Int = 5, height: CGFloat = 600) -> (HostTableAttachment, PlainClient, [String]) {
    let client = PlainClient(counts: [rows])
    let table = makeTable(height: height)
    table.dataSource = client
    table.delegate = client
    let attachment = HostTableAttachment(tableView: table)
    table.layoutIfNeeded()
    table.contentOffset.y += 3 * 44 + 10
    table.layoutIfNeeded()
    let items = (0..<rows).map { "item \($0)" }
    return (attachment, client, items)
}

/// The client's row each visible cell shows, top to bottom.
private func visibleSources(_ attachment: HostTableAttachment) -> [Int] {
    attachment.tableView.visibleCells.map { attachment.sourceIndexPath(for: $0.layoutIndexPath ?? IndexPath()).row }
}

/// How far the list moved, in rows of 44 pt.
private func rowsMoved(from offset: CGFloat, _ table: HostTableView) -> CGFloat {
    abs(table.contentOffset.y - offset) / 44
}

/// `items[path.row]` without trapping: nil when the path is not the model's.
private func item(_ items: [String], _ path: IndexPath?) -> String? {
    guard let path, path.section == 0, items.indices.contains(path.row) else { return nil }
    return items[path.row]
}

@Suite struct AppCodeSourceSpaceTests {
    /// The padding the tests rely on: far more virtual rows than the model has.
    @Test func theShortListHasPaddingRowsBeyondItsItems() {
        let (attachment, _, items) = makeScreen()
        #expect(attachment.engine.isLooping)
        #expect(attachment.engine.numberOfVirtualItems(inVirtualSection: 0) > 4 * items.count)
    }

    /// A storyboard segue's `prepare(for:sender:)` reads `indexPathForSelectedRow` after the tap.
    @Test func segueReadsTheSelectedRowOutsideCallbacks() {
        let (attachment, _, items) = makeScreen()
        let table = attachment.tableView
        let cell = table.visibleCells[9]
        let tapped = attachment.sourceIndexPath(for: cell.layoutIndexPath ?? IndexPath())
        table.simulateTap(onRowAt: cell.layoutIndexPath ?? IndexPath())
        // prepare(for:sender:)
        #expect(item(items, table.indexPathForSelectedRow) == items[tapped.row])
    }

    /// A button inside a cell asks `indexPath(for: cell)` in its action.
    @Test func cellButtonFindsItsRow() {
        let (attachment, _, items) = makeScreen()
        let table = attachment.tableView
        for cell in table.visibleCells {
            let shown = attachment.sourceIndexPath(for: cell.layoutIndexPath ?? IndexPath())
            #expect(item(items, table.indexPath(for: cell)) == items[shown.row])
        }
    }

    /// A long-press recognizer maps its location with `indexPathForRow(at:)`.
    @Test func longPressFindsTheRowUnderTheFinger() {
        let (attachment, _, items) = makeScreen()
        let table = attachment.tableView
        let cell = table.visibleCells[7]
        let shown = attachment.sourceIndexPath(for: cell.layoutIndexPath ?? IndexPath())
        let location = CGPoint(x: 20, y: cell.frame.midY)
        #expect(item(items, table.indexPathForRow(at: location)) == items[shown.row])
        #expect(item(items, table.indexPathsForRows(in: cell.frame.insetBy(dx: 0, dy: 4))?.first) == items[shown.row])
    }

    /// An impressions timer logs `indexPathsForVisibleRows`: each item once, in screen order.
    @Test func impressionsTimerLogsEachVisibleItemOnce() {
        let (attachment, _, items) = makeScreen()
        let table = attachment.tableView
        var expected: [Int] = []
        for row in visibleSources(attachment) where !expected.contains(row) { expected.append(row) }
        #expect(visibleSources(attachment).count > items.count)  // several twins on screen
        let logged = (table.indexPathsForVisibleRows ?? []).map { item(items, $0) }
        #expect(logged == expected.map { items[$0] })
    }

    /// Multi-select, then "Delete": the selected records go, no other.
    @Test func multiSelectDeleteRemovesTheSelectedRecords() {
        let (attachment, client, initialItems) = makeScreen()
        var items = initialItems
        let table = attachment.tableView
        table.allowsMultipleSelection = true
        let first = table.visibleCells[2], second = table.visibleCells[4]
        let chosen = [first, second].map { attachment.sourceIndexPath(for: $0.layoutIndexPath ?? IndexPath()).row }
        table.simulateTap(onRowAt: first.layoutIndexPath ?? IndexPath())
        table.simulateTap(onRowAt: second.layoutIndexPath ?? IndexPath())
        // The delete button's action.
        let selected = table.indexPathsForSelectedRows ?? []
        #expect(selected.allSatisfy { items.indices.contains($0.row) })
        let doomed = Set(selected.map(\.row))
        #expect(doomed == Set(chosen))
        items = items.enumerated().filter { !doomed.contains($0.offset) }.map(\.element)
        client.counts = [items.count]
        table.deleteRows(at: selected)
        table.layoutIfNeeded()
        #expect(items == initialItems.enumerated().filter { !Set(chosen).contains($0.offset) }.map(\.element))
        #expect(table.assertionFailures.isEmpty, "\(table.assertionFailures.prefix(2))")
    }

    /// "Select all" loops over `numberOfRows(inSection:)` and selects each row.
    @Test func selectAllLoopsOverTheModelsRows() {
        let (attachment, _, items) = makeScreen()
        let table = attachment.tableView
        table.allowsMultipleSelection = true
        #expect(table.numberOfSections == 1)
        let count = table.numberOfRows(inSection: 0)
        #expect(count == items.count)
        for row in 0..<count { table.selectRow(at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none) }
        #expect(Set((table.indexPathsForSelectedRows ?? []).compactMap { item(items, $0) }) == Set(items))
        // Each selected row is a twin on screen.
        let selectedOnScreen = Set(table.visibleCells.filter(\.isSelected).map {
            attachment.sourceIndexPath(for: $0.layoutIndexPath ?? IndexPath()).row
        })
        #expect(selectedOnScreen == Set(0..<items.count))
    }

    /// An image load started in `cellForRowAt` completes later: `cellForRow(at:)` with the
    /// captured path finds the cell on screen, and `reloadRows(at:)` refreshes every twin shown.
    @Test func asyncLoadCompletionFindsAndReloadsTheRow() {
        let (attachment, client, _) = makeScreen()
        let table = attachment.tableView
        var captured: [IndexPath] = []
        client.onCellForRow = { _, path in captured.append(path) }
        table.contentOffset.y += 2 * 44
        table.layoutIfNeeded()
        guard let path = captured.last else {
            Issue.record("no cell was asked for")
            return
        }
        // The completion handler, outside any callback.
        let cell = table.cellForRow(at: path)
        #expect(cell != nil)
        #expect(cell?.text == "\(path.section).\(path.row)")
        let twinsShown = visibleSources(attachment).filter { $0 == path.row }.count
        let requests = client.cellRequests.count
        table.reloadRows(at: [path])
        #expect(client.cellRequests.count - requests == twinsShown)
        #expect(Set(client.cellRequests.suffix(twinsShown)) == [path])
        #expect(table.assertionFailures.isEmpty)
    }

    /// Coming back to the screen, the app restores its selection with `selectRow(at:)`.
    @Test func restoringASelectionSelectsTheRowOnScreen() {
        let (attachment, _, items) = makeScreen()
        let table = attachment.tableView
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        #expect(item(items, table.indexPathForSelectedRow) == items[3])
        let selected = table.visibleCells.filter(\.isSelected)
        #expect(selected.count == 1)
        #expect(selected.first.map { attachment.sourceIndexPath(for: $0.layoutIndexPath ?? IndexPath()).row } == 3)
    }

    /// "Jump to item" with `scrollToRow(at:)`: the item lands at the top, the shortest way.
    @Test func jumpToItemScrollsTheShortestWay() {
        let (attachment, _, items) = makeScreen()
        let table = attachment.tableView
        for row in [4, 0, 2] {
            let before = table.contentOffset.y
            table.scrollToRow(at: IndexPath(row: row, section: 0), at: .top, animated: false)
            table.layoutIfNeeded()
            #expect(visibleSources(attachment).first == row)
            #expect(rowsMoved(from: before, table) <= CGFloat(items.count) / 2 + 1)
        }
    }

    /// A diffable-style screen finds an item's path with `indexPath(for:)` and scrolls to it.
    @Test func pathFromACellThenScrollKeepsThatItem() {
        let (attachment, _, items) = makeScreen()
        let table = attachment.tableView
        let cell = table.visibleCells[10]
        let shown = attachment.sourceIndexPath(for: cell.layoutIndexPath ?? IndexPath()).row
        guard let path = table.indexPath(for: cell) else {
            Issue.record("no path for a visible cell")
            return
        }
        let before = table.contentOffset.y
        table.scrollToRow(at: path, at: .middle, animated: false)
        table.layoutIfNeeded()
        let middle = table.contentOffset.y + table.viewportSize.height / 2
        let centred = table.visibleCells.first { $0.frame.minY <= middle && $0.frame.maxY > middle }
        #expect(centred.map { attachment.sourceIndexPath(for: $0.layoutIndexPath ?? IndexPath()).row } == shown)
        #expect(item(items, path) == items[shown])
        #expect(rowsMoved(from: before, table) < CGFloat(table.visibleCells.count))
    }

    /// `rectForRow(at:)` and `rect(forSection:)` from app code measure what is on screen.
    @Test func rectsOfTheAppsRowsAreOnScreen() {
        let (attachment, _, _) = makeScreen()
        let table = attachment.tableView
        let visible = CGRect(x: 0, y: table.contentOffset.y, width: 390, height: table.viewportSize.height)
        for row in 0..<5 {
            #expect(table.rectForRow(at: IndexPath(row: row, section: 0)).intersects(visible))
        }
        #expect(table.rect(forSection: 0).intersects(visible))
    }
}

/// Issue 11's caller rule on the host table: UIKit's own calls (the host's internals, or a test
/// speaking as the system) keep the table's space while the app's get the client's.
@Suite struct TableCallerSpaceTests {
    @Test func theTablesOwnTapAndTheAppEachGetTheirSpace() {
        let (attachment, client, _) = makeScreen()
        let table = attachment.tableView
        let cell = table.visibleCells[6]
        let point = CGPoint(x: 10, y: cell.frame.midY)
        table.simulateTap(atContentPoint: point)     // UIKit's recognizer asks indexPathForRow(at:)
        #expect(cell.isSelected)
        #expect(client.selections == [attachment.sourceIndexPath(for: cell.layoutIndexPath ?? IndexPath())])
        #expect(table.indexPathForRow(at: point, caller: .system) == cell.layoutIndexPath)
        #expect(table.indexPathForRow(at: point) == attachment.sourceIndexPath(for: cell.layoutIndexPath ?? IndexPath()))
        #expect(table.numberOfRows(inSection: 0, caller: .system) == attachment.engine.numberOfVirtualItems(inVirtualSection: 0))
        #expect(table.cellForRow(at: cell.layoutIndexPath ?? IndexPath(), caller: .system) === cell)
    }

    /// Inside a callback UIKit asking itself still gets its own answer, the app its own paths.
    @Test func insideACallbackTheSystemStillGetsTheTablesSpace() {
        let (attachment, client, _) = makeScreen()
        let table = attachment.tableView
        let cell = table.visibleCells[5]
        var seen: [IndexPath?] = []
        var counts: [Int] = []
        client.onSelect = { tableView, _ in
            seen.append(tableView.indexPath(for: cell))
            seen.append(tableView.indexPath(for: cell, caller: .system))
            counts.append(tableView.numberOfRows(inSection: 0))
            counts.append(tableView.numberOfRows(inSection: 0, caller: .system))
        }
        table.simulateTap(onRowAt: cell.layoutIndexPath ?? IndexPath())
        #expect(seen == [attachment.sourceIndexPath(for: cell.layoutIndexPath ?? IndexPath()), cell.layoutIndexPath])
        #expect(counts == [5, attachment.engine.numberOfVirtualItems(inVirtualSection: 0)])
    }

    /// The app's `scrollViewDidScroll` (a callback about no item) speaks the client's paths too.
    @Test func scrollDelegateReadsTheAppsVisibleRows() {
        let client = PlainClient(counts: [5])
        var logged: [[IndexPath]] = []
        client.onScroll = { scrollView in
            if let table = scrollView as? HostTableView { logged.append(table.indexPathsForVisibleRows ?? []) }
        }
        let table = makeTable(height: 600)
        table.dataSource = client
        table.delegate = client
        let attachment = HostTableAttachment(tableView: table)
        table.layoutIfNeeded()
        table.contentOffset.y += 200
        table.layoutIfNeeded()
        #expect(!logged.isEmpty)
        #expect(logged.allSatisfy { paths in !paths.isEmpty && paths.allSatisfy { (0..<5).contains($0.row) } })
        withExtendedLifetime(attachment) {}
    }
}

/// UIKit's own calls while a client callback runs are UIKit's: inside the client's
/// `didSelectRowAt`, UIKit deselecting its own row r (a system caller) deselects row r, while the
/// client's `deselectRow(at:)` in the same callback still means its own row, anchored on the
/// callback's. (Before, every caller inside a callback spoke the client's paths.)
@Suite struct SystemCallsInsideClientCallbacksTests {
    @Test func uikitsOwnCallInsideACallbackKeepsItsPath() throws {
        let (infinite, client, _) = makeScreen(rows: 60)
        let table = infinite.tableView
        let visible = table.indexPathsForVisibleRows(caller: .system) ?? []
        let own = try #require(visible.first { $0.row < 60 && infinite.sourceIndexPath(for: $0).row != $0.row })
        let tapped = try #require(visible.last { $0 != own })
        table.allowsMultipleSelection = true
        table.selectRow(at: own, animated: false, scrollPosition: .none, caller: .system)
        client.onSelect = { table, _ in table.deselectRow(at: own, animated: false, caller: .system) }
        table.simulateTap(onRowAt: tapped)
        #expect(!table.isRowSelected(at: own))
        #expect(table.isRowSelected(at: tapped))

        // The client's own call in the callback: its row, the twin nearest the callback's.
        let item = infinite.sourceIndexPath(for: tapped)
        client.onSelect = { table, _ in table.deselectRow(at: item, animated: false, caller: .app) }
        let next = try #require(visible.first { $0 != own && $0 != tapped })
        table.simulateTap(onRowAt: next)
        #expect(!table.isRowSelected(at: tapped))
    }
}
