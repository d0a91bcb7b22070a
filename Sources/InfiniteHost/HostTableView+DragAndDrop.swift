import Foundation

// MARK: - Drag and drop (UITableViewDragDelegate / UITableViewDropDelegate)

/// A dragged thing (`UIDragItem`): the host only needs its identity and what the app attached.
package final class HostDragItem {
    /// What the app attached (`localObject`).
    package let localObject: AnyObject?

    package init(localObject: AnyObject? = nil) {
        self.localObject = localObject
    }
}

/// One item of a drop (`UITableViewDropItem`): the drag item and, for a drag that began in this
/// table, the path it began at.
package struct HostTableDropItem {
    package let dragItem: HostDragItem
    /// The row the item was dragged from, for a local drag (`sourceIndexPath`); nil otherwise.
    package let sourceIndexPath: IndexPath?

    package init(dragItem: HostDragItem, sourceIndexPath: IndexPath?) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
    }
}

/// What a drop would do (`UITableViewDropProposal`'s operation).
package enum HostDropOperation: Sendable {
    case cancel, forbidden, copy, move
}

/// `UITableViewDropCoordinator`: the drop's destination and items, and where the app animates
/// each item to.
@MainActor
package protocol HostTableDropCoordinating: AnyObject {
    /// Where the drop lands (an insertion path; nil when the finger is below the last row).
    var destinationIndexPath: IndexPath? { get }
    var items: [HostTableDropItem] { get }
    /// `drop(_:toRowAt:)`: animates `item` to the row at `indexPath`.
    func drop(_ item: HostDragItem, toRowAt indexPath: IndexPath)
}

/// `UITableViewDragDelegate` (the parts with index paths).
@MainActor
package protocol HostTableViewDragDelegate: AnyObject {
    /// The items a drag starting at `indexPath` carries; empty = no drag.
    func tableView(_ tableView: HostTableView, itemsForBeginningDragAt indexPath: IndexPath) -> [HostDragItem]
    /// `tableView(_:dragSessionDidEnd:)`: a drag that began in this table ended — dropped here,
    /// dropped elsewhere, or cancelled (``HostTableView/simulateDragEndingElsewhere(from:hoveringOver:)``).
    func tableViewDragSessionDidEnd(_ tableView: HostTableView)
}

extension HostTableViewDragDelegate {
    package func tableViewDragSessionDidEnd(_ tableView: HostTableView) {}
}

/// `UITableViewDropDelegate` (the parts with index paths).
@MainActor
package protocol HostTableViewDropDelegate: AnyObject {
    /// `dropSessionDidUpdate(_:withDestinationIndexPath:)`; nil = not implemented (UIKit's
    /// default proposal: cancel).
    func tableView(_ tableView: HostTableView, dropSessionDidUpdateWithDestinationIndexPath destinationIndexPath: IndexPath?,
                   isLocal: Bool) -> HostDropOperation?
    /// `performDropWith:` — update the data and the table, then animate each item.
    func tableView(_ tableView: HostTableView, performDropWith coordinator: any HostTableDropCoordinating)
    /// `tableView(_:dropSessionDidEnter:)`: a drop session entered the view.
    func tableViewDropSessionDidEnter(_ tableView: HostTableView)
    /// `tableView(_:dropSessionDidExit:)`: the session left the view without a drop here.
    func tableViewDropSessionDidExit(_ tableView: HostTableView)
    /// `tableView(_:dropSessionDidEnd:)`: the session that entered the view ended (dropped here,
    /// elsewhere, or cancelled).
    func tableViewDropSessionDidEnd(_ tableView: HostTableView)
}

extension HostTableViewDropDelegate {
    package func tableViewDropSessionDidEnter(_ tableView: HostTableView) {}
    package func tableViewDropSessionDidExit(_ tableView: HostTableView) {}
    package func tableViewDropSessionDidEnd(_ tableView: HostTableView) {}
    package func tableView(_ tableView: HostTableView, dropSessionDidUpdateWithDestinationIndexPath destinationIndexPath: IndexPath?,
                          isLocal: Bool) -> HostDropOperation? { nil }
}

/// The table's own coordinator: it records where each item was animated to (virtual paths) and
/// whether that row existed when the app asked.
final class HostTableDropCoordinator: HostTableDropCoordinating {
    let destinationIndexPath: IndexPath?
    let items: [HostTableDropItem]
    private unowned let tableView: HostTableView

    init(tableView: HostTableView, destination: IndexPath?, items: [HostTableDropItem]) {
        self.tableView = tableView
        self.destinationIndexPath = destination
        self.items = items
    }

    func drop(_ item: HostDragItem, toRowAt indexPath: IndexPath) {
        tableView.droppedItems.append(HostTableView.DroppedItem(item: item, indexPath: indexPath))
    }
}

/// A drag and drop, as UIKit runs one:
/// - a long press on a row asks the drag delegate for items (`itemsForBeginning`); none = no drag;
/// - while the finger moves, the drop delegate is asked for a proposal with the insertion path
///   under the finger (`dropSessionDidUpdate`), the last time at the drop point;
/// - on release with a `.move` or `.copy` proposal, `performDropWith` gets a coordinator with that
///   destination and the items (each with its `sourceIndexPath` for a local drag); the app updates
///   its data and the table (a batch) and animates each item with `coordinator.drop(_:toRowAt:)`;
/// - a drag that began in this table ends with the drag delegate's `dragSessionDidEnd`, whether it
///   was dropped here (after `performDropWith`), refused, dropped elsewhere or cancelled.
/// **Guesses** (UIKit documents the calls, not their order around the app's batch): the drop
/// delegate is asked once per simulated move; `performDropWith` runs only for `.move`/`.copy`;
/// `dragSessionDidEnd` comes after `performDropWith` and before the next drag can begin. Apple,
/// `tableView(_:dragSessionDidEnd:)`: "called after the drag session ended, usually because the
/// content was dropped but possibly because the drag was terminated"; it is "always preceded by a
/// call to `tableView(_:dragSessionWillBegin:)`" — so only for a drag that began (items returned).
extension HostTableView {
    /// Where the app animated a dropped item to (`coordinator.drop(_:toRowAt:)`), in the table's paths.
    package struct DroppedItem {
        package let item: HostDragItem
        package let indexPath: IndexPath
    }

    /// A drag from `from` (nil: from another app or view, carrying `external` items) dropped at
    /// the insertion path `destination` (nil: below the last row). `fromThisApp`: a drag from
    /// elsewhere began in another view of this app (UIKit's `session.localDragSession` is then
    /// set: the drop delegate is told the session is local, yet the items have no source path).
    /// Returns the proposal's operation (nil when no drag started or the drop delegate is missing).
    /// A drag that began here ends (`dragSessionDidEnd`) before this returns.
    ///
    /// ```swift
    /// table.simulateDrop(from: nil, at: IndexPath(row: 3, section: 0), fromThisApp: true)
    /// ```
    ///
    /// - Complexity: the delegates' work.
    @discardableResult
    package func simulateDrop(from: IndexPath?, at destination: IndexPath?,
                             external: [HostDragItem] = [HostDragItem()], fromThisApp: Bool = false) -> HostDropOperation? {
        let items: [HostTableDropItem]
        if let from {
            guard let dragged = beginDrag(at: from) else { return nil }
            items = dragged.map { HostTableDropItem(dragItem: $0, sourceIndexPath: from) }
        } else {
            items = external.map { HostTableDropItem(dragItem: $0, sourceIndexPath: nil) }
        }
        defer { if from != nil { storedDragDelegate?.tableViewDragSessionDidEnd(self) } }
        guard let dropDelegate = storedDropDelegate else { return nil }
        dropDelegate.tableViewDropSessionDidEnter(self)
        defer { dropDelegate.tableViewDropSessionDidEnd(self) }
        let operation = dropDelegate.tableView(self, dropSessionDidUpdateWithDestinationIndexPath: destination,
                                               isLocal: from != nil || fromThisApp) ?? .cancel
        guard operation == .move || operation == .copy else { return operation }
        dropDelegate.tableView(self, performDropWith: HostTableDropCoordinator(tableView: self, destination: destination, items: items))
        return operation
    }

    /// A drag from `from` that ends without a drop on this table: the user cancels it, or drops it
    /// on another view or app. With `hoveringOver`, the finger first passes over that insertion
    /// path of this table (the drop delegate is asked for a proposal there, as UIKit does while
    /// the finger moves); then the drag ends (`dragSessionDidEnd`). Returns whether a drag began.
    ///
    /// ```swift
    /// table.simulateDragEndingElsewhere(from: IndexPath(row: 1, section: 0), hoveringOver: IndexPath(row: 3, section: 0))
    /// ```
    ///
    /// - Complexity: the delegates' work.
    @discardableResult
    package func simulateDragEndingElsewhere(from: IndexPath, hoveringOver destination: IndexPath? = nil) -> Bool {
        guard beginDrag(at: from) != nil else { return false }
        if let destination, let dropDelegate = storedDropDelegate {
            dropDelegate.tableViewDropSessionDidEnter(self)
            _ = dropDelegate.tableView(self, dropSessionDidUpdateWithDestinationIndexPath: destination, isLocal: true)
            dropDelegate.tableViewDropSessionDidExit(self)
            dropDelegate.tableViewDropSessionDidEnd(self)
        }
        storedDragDelegate?.tableViewDragSessionDidEnd(self)
        return true
    }

    /// A drop session over the table while `body` runs (the user holds a drag over it; UIKit may
    /// autoscroll meanwhile): `dropSessionDidEnter`, one proposal at `destination`, `body`, then
    /// `dropSessionDidExit` and `dropSessionDidEnd` (the user drags away and lets go elsewhere).
    ///
    /// ```swift
    /// table.simulateDropSessionHovering(at: IndexPath(row: 3, section: 0)) { table.contentOffset.y += 400 }
    /// ```
    ///
    /// - Complexity: the delegates' work and `body`'s.
    package func simulateDropSessionHovering(at destination: IndexPath?, isLocal: Bool = false, during body: () -> Void) {
        guard let dropDelegate = storedDropDelegate else { return body() }
        dropDelegate.tableViewDropSessionDidEnter(self)
        _ = dropDelegate.tableView(self, dropSessionDidUpdateWithDestinationIndexPath: destination, isLocal: isLocal)
        body()
        dropDelegate.tableViewDropSessionDidExit(self)
        dropDelegate.tableViewDropSessionDidEnd(self)
    }

    /// The items of a drag beginning at `from`, nil when none begins (no drag delegate, no items).
    private func beginDrag(at from: IndexPath) -> [HostDragItem]? {
        guard let dragged = storedDragDelegate?.tableView(self, itemsForBeginningDragAt: from), !dragged.isEmpty else { return nil }
        return dragged
    }
}
