import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

// Selection belongs to the client's item, not to one laid-out twin: every twin on screen shows
// it, across recentering jumps (the offset moves by whole copies with no reload), a rotation,
// and the library's own reloads; deselecting any twin deselects the item.

/// A table of `rows` 44-pt rows, 600 pt tall, infinite, laid out, and its client (which the
/// caller keeps: the table holds it weakly).
@MainActor
private func makeSelectionTable(rows: Int, multiple: Bool, editing: Bool = false) -> (HostTableAttachment, PlainClient) {
    let client = PlainClient(counts: [rows])
    let table = makeTable(height: 600)
    table.dataSource = client
    table.delegate = client
    if editing {
        table.isEditing = true
        table.allowsMultipleSelectionDuringEditing = multiple
    } else {
        table.allowsMultipleSelection = multiple
    }
    let attachment = HostTableAttachment(tableView: table)
    table.layoutIfNeeded()
    table.contentOffset.y += 3 * 44 + 10
    table.layoutIfNeeded()
    return (attachment, client)
}

/// A horizontal strip of `count` 100-pt items, 390 pt wide, infinite, laid out, and its client.
@MainActor
private func makeSelectionStrip(count: Int, multiple: Bool) -> (HostCollectionAttachment, CollectionClient) {
    let client = CollectionClient(counts: [count])
    let view = HostCollectionView(viewportSize: CGSize(width: 390, height: 200))
    view.flowLayout?.scrollDirection = .horizontal
    view.flowLayout?.itemSize = CGSize(width: 100, height: 100)
    view.register(HostCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = client
    view.delegate = client
    view.allowsMultipleSelection = multiple
    let attachment = HostCollectionAttachment(collectionView: view)
    view.layoutIfNeeded()
    view.contentOffset.x += 250
    view.layoutIfNeeded()
    return (attachment, client)
}

/// What the screen shows of the selection: the client's items of the selected cells and of the
/// unselected ones.
private struct ShownSelection: Equatable {
    var selected: Set<Int> = []
    var unselected: Set<Int> = []
}

@MainActor
private func shown(_ attachment: HostTableAttachment) -> ShownSelection {
    var result = ShownSelection()
    for cell in attachment.tableView.visibleCells {
        let item = attachment.sourceIndexPath(for: cell.layoutIndexPath ?? IndexPath()).row
        if cell.isSelected { result.selected.insert(item) } else { result.unselected.insert(item) }
    }
    return result
}

@MainActor
private func shown(_ attachment: HostCollectionAttachment) -> ShownSelection {
    var result = ShownSelection()
    for cell in attachment.collectionView.visibleCells {
        let item = attachment.sourceIndexPath(for: cell.layoutIndexPath ?? IndexPath()).item
        if cell.isSelected { result.selected.insert(item) } else { result.unselected.insert(item) }
    }
    return result
}

@Suite struct ListControllerSelectionTests {
    /// Every twin on screen of the selected items is selected, no other row is, and the getters
    /// name each item once in the app's paths.
    @MainActor
    private func expectItems(_ items: Set<Int>, _ attachment: HostTableAttachment, _ moment: String,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let table = attachment.tableView
        let screen = shown(attachment)
        #expect(screen.selected == items.intersection(screen.selected.union(screen.unselected)),
                "\(moment): selected rows show \(screen.selected)", sourceLocation: sourceLocation)
        #expect(screen.unselected.isDisjoint(with: items),
                "\(moment): a twin of \(items) on screen is not selected", sourceLocation: sourceLocation)
        let paths = table.indexPathsForSelectedRows ?? []
        #expect(paths.map(\.row).sorted() == items.sorted(), "\(moment): getters say \(paths)",
                sourceLocation: sourceLocation)
        #expect(table.indexPathForSelectedRow?.row == items.min(), "\(moment)", sourceLocation: sourceLocation)
    }

    @MainActor
    private func expectItems(_ items: Set<Int>, _ attachment: HostCollectionAttachment, _ moment: String,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let screen = shown(attachment)
        #expect(screen.selected == items.intersection(screen.selected.union(screen.unselected)),
                "\(moment): selected items show \(screen.selected)", sourceLocation: sourceLocation)
        #expect(screen.unselected.isDisjoint(with: items),
                "\(moment): a twin of \(items) on screen is not selected", sourceLocation: sourceLocation)
        let paths = attachment.collectionView.indexPathsForSelectedItems
        #expect(paths.map(\.item).sorted() == items.sorted(), "\(moment): getters say \(paths)",
                sourceLocation: sourceLocation)
    }

    /// Scrolls by `step` points a frame until `jumps` more recentering jumps happened, checking
    /// the selection after every frame.
    @MainActor
    private func scrollAcrossJumps(_ jumps: Int, step: CGFloat, _ attachment: HostTableAttachment,
                                   check: (String) -> Void) {
        let table = attachment.tableView
        let target = attachment.statistics.jumps + jumps
        var frames = 0
        while attachment.statistics.jumps < target && frames < 2_000 {
            table.contentOffset.y += step
            table.layoutIfNeeded()
            frames += 1
            check("frame \(frames), \(attachment.statistics.jumps) jumps")
        }
        #expect(attachment.statistics.jumps >= target)
    }

    @MainActor
    private func scrollAcrossJumps(_ jumps: Int, step: CGFloat, _ attachment: HostCollectionAttachment,
                                   check: (String) -> Void) {
        let view = attachment.collectionView
        let target = attachment.statistics.jumps + jumps
        var frames = 0
        while attachment.statistics.jumps < target && frames < 2_000 {
            view.contentOffset.x += step
            view.layoutIfNeeded()
            frames += 1
            check("frame \(frames), \(attachment.statistics.jumps) jumps")
        }
        #expect(attachment.statistics.jumps >= target)
    }

    /// A tapped row stays selected in every twin across jumps both ways, a rotation, switching
    /// off and on and a re-plan; the app's `deselectRow` of its path deselects every twin.
    /// Multiple selection on a five-row list (three twins on screen at once); single selection
    /// on a twenty-row list (one twin on screen at a time).
    @Test(arguments: [(5, true), (20, false)])
    @MainActor func tableSelectionFollowsTheItem(rows: Int, multiple: Bool) {
        let (attachment, client) = makeSelectionTable(rows: rows, multiple: multiple)
        let table = attachment.tableView
        let cell = table.visibleCells[4]
        let item = attachment.sourceIndexPath(for: cell.layoutIndexPath ?? IndexPath()).row
        table.simulateTap(onRowAt: cell.layoutIndexPath ?? IndexPath())
        expectItems([item], attachment, "after the tap")
        scrollAcrossJumps(3, step: 37, attachment) { expectItems([item], attachment, "down: \($0)") }
        scrollAcrossJumps(3, step: -41, attachment) { expectItems([item], attachment, "up: \($0)") }
        table.viewportSize = CGSize(width: 600, height: 390)
        table.layoutIfNeeded()
        expectItems([item], attachment, "after a rotation")
        attachment.isEnabled = false
        table.layoutIfNeeded()
        #expect(table.indexPathForSelectedRow?.row == item, "switched off")
        attachment.isEnabled = true
        table.layoutIfNeeded()
        expectItems([item], attachment, "switched back on")
        attachment.controller.reloadKeepingPosition(nil)
        table.layoutIfNeeded()
        expectItems([item], attachment, "after the library's reload")
        table.deselectRow(at: IndexPath(row: item, section: 0), animated: false)
        expectItems([], attachment, "after deselectRow")
        scrollAcrossJumps(1, step: 37, attachment) { expectItems([], attachment, "after deselecting: \($0)") }
        #expect(table.assertionFailures.isEmpty)
        withExtendedLifetime(client) {}
    }

    /// With multiple selection, a user's tap on any selected twin deselects the item everywhere;
    /// the app's `selectRow` of its path selects every twin on screen.
    @Test(arguments: [false, true])
    @MainActor func tappingAnyTwinDeselectsTheItem(editing: Bool) {
        let (attachment, client) = makeSelectionTable(rows: 5, multiple: true, editing: editing)
        let table = attachment.tableView
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        expectItems([2, 4], attachment, "after selectRow")
        scrollAcrossJumps(2, step: 53, attachment) { expectItems([2, 4], attachment, "down: \($0)") }
        let twins = table.visibleCells.filter { attachment.sourceIndexPath(for: $0.layoutIndexPath ?? IndexPath()).row == 2 }
        #expect(twins.count >= 2)
        table.simulateTap(onRowAt: twins.last?.layoutIndexPath ?? IndexPath())
        expectItems([4], attachment, "after tapping the last twin of 2")
        #expect(table.assertionFailures.isEmpty)
        withExtendedLifetime(client) {}
    }

    /// The collection view's selection follows the item the same way, single and multiple.
    @Test(arguments: [(4, true), (9, false)])
    @MainActor func collectionSelectionFollowsTheItem(count: Int, multiple: Bool) {
        let (attachment, client) = makeSelectionStrip(count: count, multiple: multiple)
        let view = attachment.collectionView
        let cell = view.visibleCells[1]
        let item = attachment.sourceIndexPath(for: cell.layoutIndexPath ?? IndexPath()).item
        view.tap(at: CGPoint(x: cell.frame.midX, y: cell.frame.midY))
        expectItems([item], attachment, "after the tap")
        scrollAcrossJumps(3, step: 37, attachment) { expectItems([item], attachment, "right: \($0)") }
        scrollAcrossJumps(3, step: -41, attachment) { expectItems([item], attachment, "left: \($0)") }
        view.viewportSize = CGSize(width: 200, height: 390)
        view.layoutIfNeeded()
        view.viewportSize = CGSize(width: 390, height: 200)
        view.layoutIfNeeded()
        expectItems([item], attachment, "after a rotation and back")
        attachment.isEnabled = false
        view.layoutIfNeeded()
        #expect(view.indexPathsForSelectedItems.map(\.item) == [item], "switched off")
        attachment.isEnabled = true
        view.layoutIfNeeded()
        expectItems([item], attachment, "switched back on")
        view.deselectItem(at: IndexPath(item: item, section: 0))
        expectItems([], attachment, "after deselectItem")
        #expect(view.assertionFailures.isEmpty)
        withExtendedLifetime(client) {}
    }
}
