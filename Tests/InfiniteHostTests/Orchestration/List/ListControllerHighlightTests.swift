import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

// Highlight belongs to the client's item, as selection does: while a finger is down on one twin,
// every twin on screen shows the item highlighted, across recentering jumps (the offset moves by
// whole copies with no reload), a rotation and the library's own reload; on release every twin
// unhighlights, and the client hears of the touch once, in its own paths.

/// A table client that logs `didHighlightRowAt` / `didUnhighlightRowAt` with the rows it gets.
@MainActor
private final class HighlightTableClient: HostTableViewDataSource, HostTableViewDelegate {
    let rows: Int
    private(set) var calls: [String] = []

    init(rows: Int) { self.rows = rows }

    func tableView(_ tableView: HostTableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: HostTableView, cellForRowAt indexPath: IndexPath) -> HostTableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }

    func tableView(_ tableView: HostTableView, didHighlightRowAt indexPath: IndexPath) {
        calls.append("highlight \(indexPath.section)-\(indexPath.row)")
    }

    func tableView(_ tableView: HostTableView, didUnhighlightRowAt indexPath: IndexPath) {
        calls.append("unhighlight \(indexPath.section)-\(indexPath.row)")
    }
}

/// A collection client that logs `didHighlightItemAt` / `didUnhighlightItemAt`.
@MainActor
private final class HighlightCollectionClient: HostCollectionViewDataSource, HostCollectionViewDelegateFlowLayout {
    let count: Int
    private(set) var calls: [String] = []

    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: HostCollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: HostCollectionView, cellForItemAt indexPath: IndexPath) -> HostCollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: HostCollectionView, didHighlightItemAt indexPath: IndexPath) {
        calls.append("highlight \(indexPath.section)-\(indexPath.item)")
    }

    func collectionView(_ collectionView: HostCollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        calls.append("unhighlight \(indexPath.section)-\(indexPath.item)")
    }
}

/// What the screen shows: the client's items of the highlighted cells and of the others.
private struct ShownHighlight: Equatable {
    var highlighted: Set<Int> = []
    var plain: Set<Int> = []
}

@Suite struct ListControllerHighlightTests {
    /// Every twin on screen of `item` (or of none) is highlighted, and no other cell is.
    private func expectHighlighted(_ item: Int?, _ screen: ShownHighlight, _ moment: String,
                                   sourceLocation: SourceLocation = #_sourceLocation) {
        let expected: Set<Int> = item.map { screen.plain.union(screen.highlighted).contains($0) ? [$0] : [] } ?? []
        #expect(screen.highlighted == expected, "\(moment): highlighted cells show \(screen.highlighted)",
                sourceLocation: sourceLocation)
        #expect(item.map { !screen.plain.contains($0) } ?? true,
                "\(moment): a twin of \(item ?? -1) on screen is not highlighted", sourceLocation: sourceLocation)
    }

    @MainActor
    private func shown(_ attachment: HostTableAttachment) -> ShownHighlight {
        var result = ShownHighlight()
        for cell in attachment.tableView.visibleCells {
            let item = attachment.sourceIndexPath(for: cell.layoutIndexPath ?? IndexPath()).row
            if cell.isHighlighted { result.highlighted.insert(item) } else { result.plain.insert(item) }
        }
        return result
    }

    @MainActor
    private func shown(_ attachment: HostCollectionAttachment) -> ShownHighlight {
        var result = ShownHighlight()
        for cell in attachment.collectionView.visibleCells {
            let item = attachment.sourceIndexPath(for: cell.layoutIndexPath ?? IndexPath()).item
            if cell.isHighlighted { result.highlighted.insert(item) } else { result.plain.insert(item) }
        }
        return result
    }

    /// A five-row table (three twins on screen at once): a finger down on one twin highlights the
    /// item everywhere, across three jumps down, two up, a rotation and the library's reload; the
    /// release unhighlights every twin and selects; the client gets one `didHighlightRowAt` and
    /// one `didUnhighlightRowAt`, with the item it was told of (the rotation's re-plan put
    /// another item at the touched row: UIKit's path alone would name that one).
    @Test @MainActor func tableHighlightFollowsTheItem() {
        let client = HighlightTableClient(rows: 5)
        let table = makeTable(height: 600)
        table.dataSource = client
        table.delegate = client
        let attachment = HostTableAttachment(tableView: table)
        table.layoutIfNeeded()
        table.contentOffset.y += 3 * 44 + 10
        table.layoutIfNeeded()
        let touched = table.visibleCells[4].layoutIndexPath ?? IndexPath()
        let item = attachment.sourceIndexPath(for: touched).row
        #expect(table.simulateTouchDown(onRowAt: touched))
        #expect(table.visibleCells.filter { attachment.sourceIndexPath(for: $0.layoutIndexPath ?? IndexPath()).row == item }.count >= 2)
        expectHighlighted(item, shown(attachment), "finger down")
        let check = { (moment: String) in self.expectHighlighted(item, self.shown(attachment), moment) }
        scroll(table, attachment, jumps: 3, step: 37, check)
        scroll(table, attachment, jumps: 2, step: -41, check)
        table.viewportSize = CGSize(width: 600, height: 390)
        table.layoutIfNeeded()
        check("after a rotation")
        attachment.controller.reloadKeepingPosition(nil)
        table.layoutIfNeeded()
        check("after the library's reload")
        table.simulateTouchUp()
        table.layoutIfNeeded()
        expectHighlighted(nil, shown(attachment), "released")
        #expect(table.indexPathForSelectedRow != nil, "the release selects (the row the finger went down on)")
        scroll(table, attachment, jumps: 1, step: 37) { expectHighlighted(nil, shown(attachment), "after release: \($0)") }
        #expect(client.calls == ["highlight 0-\(item)", "unhighlight 0-\(item)"])
        #expect(table.assertionFailures.isEmpty)
        withExtendedLifetime(client) {}
    }

    /// A three-item strip (about four items on screen, so twins side by side): the same for a collection
    /// view, the touch cancelled (no selection) at the end.
    @Test @MainActor func collectionHighlightFollowsTheItem() {
        let client = HighlightCollectionClient(count: 3)
        let view = HostCollectionView(viewportSize: CGSize(width: 390, height: 200))
        view.flowLayout?.scrollDirection = .horizontal
        view.flowLayout?.itemSize = CGSize(width: 100, height: 100)
        view.register(HostCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = client
        view.delegate = client
        let attachment = HostCollectionAttachment(collectionView: view)
        view.layoutIfNeeded()
        view.contentOffset.x += 250
        view.layoutIfNeeded()
        let items = view.visibleCells.map { attachment.sourceIndexPath(for: $0.layoutIndexPath ?? IndexPath()).item }
        let cell = view.visibleCells.first { cell in
            items.filter { $0 == attachment.sourceIndexPath(for: cell.layoutIndexPath ?? IndexPath()).item }.count >= 2
        } ?? view.visibleCells[0]
        let touched = view.touchDown(at: CGPoint(x: cell.frame.midX, y: cell.frame.midY))
        let item = attachment.sourceIndexPath(for: touched ?? IndexPath()).item
        #expect(touched != nil)
        #expect(view.visibleCells.filter { attachment.sourceIndexPath(for: $0.layoutIndexPath ?? IndexPath()).item == item }.count >= 2)
        expectHighlighted(item, shown(attachment), "finger down")
        let check = { (moment: String) in self.expectHighlighted(item, self.shown(attachment), moment) }
        scroll(view, attachment, jumps: 3, step: 37, check)
        scroll(view, attachment, jumps: 2, step: -41, check)
        view.viewportSize = CGSize(width: 200, height: 390)
        view.layoutIfNeeded()
        view.viewportSize = CGSize(width: 390, height: 200)
        view.layoutIfNeeded()
        check("after a rotation and back")
        attachment.controller.reloadKeepingPosition(nil)
        view.layoutIfNeeded()
        check("after the library's reload")
        view.touchUp(selecting: false)
        view.layoutIfNeeded()
        expectHighlighted(nil, shown(attachment), "cancelled")
        #expect(view.indexPathsForSelectedItems.isEmpty)
        scroll(view, attachment, jumps: 1, step: 37) { expectHighlighted(nil, shown(attachment), "after release: \($0)") }
        #expect(client.calls == ["highlight 0-\(item)", "unhighlight 0-\(item)"])
        #expect(view.assertionFailures.isEmpty)
        withExtendedLifetime(client) {}
    }

    /// Scrolls by `step` points a frame until `jumps` more recentering jumps happened, checking
    /// after every frame.
    @MainActor
    private func scroll(_ table: HostTableView, _ attachment: HostTableAttachment, jumps: Int, step: CGFloat,
                        _ check: (String) -> Void) {
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
    private func scroll(_ view: HostCollectionView, _ attachment: HostCollectionAttachment, jumps: Int, step: CGFloat,
                        _ check: (String) -> Void) {
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
}
