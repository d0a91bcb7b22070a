import Foundation

// MARK: - Drag and drop (UICollectionViewDragDelegate / UICollectionViewDropDelegate)

/// What a drop into a collection view would do where (`UICollectionViewDropIntent`).
package enum HostCollectionDropIntent: Sendable {
    /// The place is not known yet; no gap opens.
    case unspecified
    /// The items go in as new items at the destination path (a gap opens there).
    case insertAtDestinationIndexPath
    /// The items go into the item at the destination path (it is highlighted; no gap).
    case insertIntoDestinationIndexPath
}

/// `UICollectionViewDropProposal`: an operation and where it applies.
package struct HostCollectionDropProposal: Sendable, Equatable {
    package let operation: HostDropOperation
    package let intent: HostCollectionDropIntent

    /// `UICollectionViewDropProposal(operation:intent:)`; the intent defaults to `.unspecified`, as UIKit's.
    package init(operation: HostDropOperation, intent: HostCollectionDropIntent = .unspecified) {
        self.operation = operation
        self.intent = intent
    }
}

/// One item of a drop (`UICollectionViewDropItem`): the drag item and, for a drag that began in
/// this collection view, the path it began at.
package struct HostCollectionDropItem {
    package let dragItem: HostDragItem
    /// The item's path when the drag began here (`sourceIndexPath`); nil for a drag from elsewhere.
    package let sourceIndexPath: IndexPath?

    package init(dragItem: HostDragItem, sourceIndexPath: IndexPath?) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
    }
}

/// `UICollectionViewDropCoordinator`: the drop's destination, proposal and items, and where the
/// app animates each item to.
@MainActor
package protocol HostCollectionDropCoordinating: AnyObject {
    /// The last path hit-tested during the session (nil over empty space: the intent is then
    /// `.unspecified`).
    var destinationIndexPath: IndexPath? { get }
    /// The proposal in force when the user let go.
    var proposal: HostCollectionDropProposal { get }
    var items: [HostCollectionDropItem] { get }
    /// `drop(_:toItemAt:)`: animates `item` to the item at `indexPath` (which the app has inserted
    /// or moved there with a batch first).
    func drop(_ item: HostDragItem, toItemAt indexPath: IndexPath)
}

/// `UICollectionViewDragDelegate` (the part with index paths).
@MainActor
package protocol HostCollectionViewDragDelegate: AnyObject {
    /// The items a drag starting at `indexPath` carries; empty = no drag.
    func collectionView(_ collectionView: HostCollectionView, itemsForBeginningDragAt indexPath: IndexPath) -> [HostDragItem]
    /// `collectionView(_:dragSessionDidEnd:)`: a drag that began in this view ended — dropped here,
    /// dropped elsewhere, or cancelled (``HostCollectionView/simulateDragEndingElsewhere(from:hoveringOver:)``).
    func collectionViewDragSessionDidEnd(_ collectionView: HostCollectionView)
}

extension HostCollectionViewDragDelegate {
    package func collectionViewDragSessionDidEnd(_ collectionView: HostCollectionView) {}
}

/// `UICollectionViewDropDelegate` (the parts with index paths).
@MainActor
package protocol HostCollectionViewDropDelegate: AnyObject {
    /// `dropSessionDidUpdate(_:withDestinationIndexPath:)`; nil = not implemented (UIKit's
    /// default proposal: cancel).
    func collectionView(_ collectionView: HostCollectionView, dropSessionDidUpdateWithDestinationIndexPath destinationIndexPath: IndexPath?,
                        isLocal: Bool) -> HostCollectionDropProposal?
    /// `performDropWith:` — update the data and the view, then animate each item.
    func collectionView(_ collectionView: HostCollectionView, performDropWith coordinator: any HostCollectionDropCoordinating)
    /// `collectionView(_:dropSessionDidEnter:)`: a drop session entered the view.
    func collectionViewDropSessionDidEnter(_ collectionView: HostCollectionView)
    /// `collectionView(_:dropSessionDidExit:)`: the session left the view without a drop here.
    func collectionViewDropSessionDidExit(_ collectionView: HostCollectionView)
    /// `collectionView(_:dropSessionDidEnd:)`: the session that entered the view ended (dropped here,
    /// elsewhere, or cancelled).
    func collectionViewDropSessionDidEnd(_ collectionView: HostCollectionView)
}

extension HostCollectionViewDropDelegate {
    package func collectionViewDropSessionDidEnter(_ collectionView: HostCollectionView) {}
    package func collectionViewDropSessionDidExit(_ collectionView: HostCollectionView) {}
    package func collectionViewDropSessionDidEnd(_ collectionView: HostCollectionView) {}
    package func collectionView(_ collectionView: HostCollectionView, dropSessionDidUpdateWithDestinationIndexPath destinationIndexPath: IndexPath?,
                               isLocal: Bool) -> HostCollectionDropProposal? { nil }
}

/// The view's own coordinator: it records where each item was animated to (the view's paths).
final class HostCollectionDropCoordinator: HostCollectionDropCoordinating {
    let destinationIndexPath: IndexPath?
    let proposal: HostCollectionDropProposal
    let items: [HostCollectionDropItem]
    private unowned let collectionView: HostCollectionView

    init(collectionView: HostCollectionView, destination: IndexPath?, proposal: HostCollectionDropProposal,
         items: [HostCollectionDropItem]) {
        self.collectionView = collectionView
        self.destinationIndexPath = destination
        self.proposal = proposal
        self.items = items
    }

    func drop(_ item: HostDragItem, toItemAt indexPath: IndexPath) {
        collectionView.droppedItems.append(HostCollectionView.DroppedItem(
            item: item, indexPath: indexPath, existed: collectionView.isValidItem(indexPath)))
    }
}

/// A drag and drop, as UIKit runs one on a collection view:
/// - a long press on an item asks the drag delegate for items (`itemsForBeginning`); none = no drag;
/// - while the finger moves, the drop delegate is asked for a proposal with the path under the
///   finger (`dropSessionDidUpdate`), the last time at the drop point; the path may be one past a
///   section's last item (the header says so), and nil over empty space;
/// - a **reorder**: a drag that began in this view, proposed as `.move` with
///   `.insertAtDestinationIndexPath`, of one item the data source can move
///   (`canMoveItemAt` true), dropped somewhere else: the view moves the item itself — it calls the
///   data source's `moveItemAt(_:to:)` with the origin and the destination (the moved item's
///   final path) and moves the item in its own model without asking for counts or cells, as at
///   the end of an interactive movement;
/// - otherwise, with a `.move` or `.copy` proposal, `performDropWith` gets a coordinator with that
///   destination, the proposal and the items (each with its `sourceIndexPath` for a local drag);
///   the app updates its data and the view (a batch) and animates each item with
///   `coordinator.drop(_:toItemAt:)`;
/// - a drag that began in this view ends with the drag delegate's `dragSessionDidEnd`, whether it
///   was dropped here (after `performDropWith` or the view's own reorder), refused, dropped
///   elsewhere or cancelled.
///
/// **Guesses**, with the evidence in the helper's report (UIKit documents the calls, not their
/// order): the drop delegate is asked once per simulated move; `performDropWith` runs only for
/// `.move`/`.copy` and not for a reorder UIKit performs itself; `dragSessionDidEnd` comes after
/// the drop and before the next drag can begin (Apple, `collectionView(_:dragSessionDidEnd:)`
/// "Signals the end of a drag operation"; the table's twin: "called after the drag session
/// ended, usually because the content was dropped but possibly because the drag was
/// terminated", "always preceded by" `dragSessionWillBegin`); the host decides "the data source
/// can move the item" by `canMoveItemAt` answering true (it cannot see whether a `Void` method is
/// implemented; UIKit's rule is "`moveItemAt` implemented and `canMoveItemAt` not false").
extension HostCollectionView {
    /// Where the app animated a dropped item to (`coordinator.drop(_:toItemAt:)`), in the view's paths.
    package struct DroppedItem {
        package let item: HostDragItem
        package let indexPath: IndexPath
        /// Whether the view had an item at ``indexPath`` when the app asked.
        package let existed: Bool
    }

    /// A drag from `from` (nil: from another app or view, carrying `external` items) dropped at
    /// `destination` (nil: over empty space). `fromThisApp`: a drag from elsewhere began in
    /// another view of this app (UIKit's `session.localDragSession` is then set: the drop delegate
    /// is told the session is local, yet the items have no source path). Returns the proposal in
    /// force at the drop (nil when no drag started or the drop delegate is missing). A drag that
    /// began here ends (`dragSessionDidEnd`) before this returns.
    ///
    /// ```swift
    /// collectionView.simulateDrop(from: IndexPath(item: 1, section: 0), at: IndexPath(item: 3, section: 0))
    /// ```
    ///
    /// - Complexity: the delegates' work, plus O(n) for a reorder the view performs.
    @discardableResult
    package func simulateDrop(from: IndexPath?, at destination: IndexPath?,
                             external: [HostDragItem] = [HostDragItem()], fromThisApp: Bool = false) -> HostCollectionDropProposal? {
        let items: [HostCollectionDropItem]
        if let from {
            guard let dragged = beginDrag(at: from) else { return nil }
            items = dragged.map { HostCollectionDropItem(dragItem: $0, sourceIndexPath: from) }
        } else {
            items = external.map { HostCollectionDropItem(dragItem: $0, sourceIndexPath: nil) }
        }
        defer { if from != nil { storedDragDelegate?.collectionViewDragSessionDidEnd(self) } }
        guard let dropDelegate = storedDropDelegate else { return nil }
        dropDelegate.collectionViewDropSessionDidEnter(self)
        defer { dropDelegate.collectionViewDropSessionDidEnd(self) }
        let answer = dropDelegate.collectionView(self, dropSessionDidUpdateWithDestinationIndexPath: destination,
                                                 isLocal: from != nil || fromThisApp)
        var proposal = answer ?? HostCollectionDropProposal(operation: .cancel)
        if destination == nil { proposal = HostCollectionDropProposal(operation: proposal.operation) }   // header: nil path → .unspecified
        guard proposal.operation == .move || proposal.operation == .copy else { return proposal }
        if let from, let destination, items.count == 1, performsReorder(from: from, to: destination, proposal: proposal) {
            return proposal
        }
        dropDelegate.collectionView(self, performDropWith: HostCollectionDropCoordinator(
            collectionView: self, destination: destination, proposal: proposal, items: items))
        return proposal
    }

    /// A drag from `from` that ends without a drop on this view: the user cancels it, or drops it
    /// on another view or app. With `hoveringOver`, the finger first passes over that path of this
    /// view (the drop delegate is asked for a proposal there, as UIKit does while the finger
    /// moves); then the drag ends (`dragSessionDidEnd`). Returns whether a drag began.
    ///
    /// ```swift
    /// collectionView.simulateDragEndingElsewhere(from: IndexPath(item: 1, section: 0))
    /// ```
    ///
    /// - Complexity: the delegates' work.
    @discardableResult
    package func simulateDragEndingElsewhere(from: IndexPath, hoveringOver destination: IndexPath? = nil) -> Bool {
        guard beginDrag(at: from) != nil else { return false }
        if let destination, let dropDelegate = storedDropDelegate {
            dropDelegate.collectionViewDropSessionDidEnter(self)
            _ = dropDelegate.collectionView(self, dropSessionDidUpdateWithDestinationIndexPath: destination, isLocal: true)
            dropDelegate.collectionViewDropSessionDidExit(self)
            dropDelegate.collectionViewDropSessionDidEnd(self)
        }
        storedDragDelegate?.collectionViewDragSessionDidEnd(self)
        return true
    }

    /// A drop session over the view while `body` runs (the user holds a drag over it; UIKit may
    /// autoscroll meanwhile): `dropSessionDidEnter`, one proposal at `destination`, `body`, then
    /// `dropSessionDidExit` and `dropSessionDidEnd` (the user drags away and lets go elsewhere).
    ///
    /// ```swift
    /// collectionView.simulateDropSessionHovering(at: IndexPath(item: 3, section: 0)) { collectionView.contentOffset.y += 400 }
    /// ```
    ///
    /// - Complexity: the delegates' work and `body`'s.
    package func simulateDropSessionHovering(at destination: IndexPath?, isLocal: Bool = false, during body: () -> Void) {
        guard let dropDelegate = storedDropDelegate else { return body() }
        dropDelegate.collectionViewDropSessionDidEnter(self)
        _ = dropDelegate.collectionView(self, dropSessionDidUpdateWithDestinationIndexPath: destination, isLocal: isLocal)
        body()
        dropDelegate.collectionViewDropSessionDidExit(self)
        dropDelegate.collectionViewDropSessionDidEnd(self)
    }

    /// A drag-and-drop reorder of a view whose diffable data source has reordering handlers: UIKit
    /// makes the drag items itself (the drag delegate is not asked), proposes a move with
    /// `.insertAtDestinationIndexPath` when the drop delegate has no proposal (or there is none),
    /// and commits the drop straight to the data source's implementation object
    /// (``HostDiffableImplementation``) with the view's paths — no `moveItemAt`, no
    /// `performDropWith`; the view's items change only through the apply that follows. The drop
    /// delegate, when there is one, hears the session enter and end; a drag delegate hears the
    /// drag end. False when no such reorder begins (no reordering handlers, `canMoveItemAt` not
    /// true, a path outside the view, a proposal other than that move).
    ///
    /// ```swift
    /// collectionView.simulateDiffableReorderingDrop(from: IndexPath(item: 1, section: 0), at: IndexPath(item: 3, section: 0))
    /// ```
    ///
    /// **Guesses** (HostFidelity E-e): no interactive movement is under way at the drop (UIKit's
    /// `_endInteractiveReorderingIfNeeded` then does nothing) and the commit passes
    /// `shouldPerformViewAnimations` true (UIKit: the drop-with-gap visual style and drag items
    /// made for reordering), so the data source's apply sends the view the move.
    ///
    /// - Complexity: the data source's apply.
    @discardableResult
    package func simulateDiffableReorderingDrop(from: IndexPath, at proposed: IndexPath) -> Bool {
        guard let implementation = storedDataSource?.diffableDataSourceImpl as? any HostDiffableImplementation,
              implementation.implementsReorderingHandlers, isValidItem(from),
              storedDataSource?.collectionView(self, canMoveItemAt: from) == true,
              proposed.count == 2, proposed.section >= 0, proposed.section < sectionCounts.count else { return false }
        let dropDelegate = storedDropDelegate
        dropDelegate?.collectionViewDropSessionDidEnter(self)
        defer {
            dropDelegate?.collectionViewDropSessionDidEnd(self)
            storedDragDelegate?.collectionViewDragSessionDidEnd(self)
        }
        let proposal = dropDelegate?.collectionView(self, dropSessionDidUpdateWithDestinationIndexPath: proposed, isLocal: true)
            ?? HostCollectionDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        guard proposal.operation == .move, proposal.intent == .insertAtDestinationIndexPath else { return false }
        var counts = sectionCounts
        counts[from.section] -= 1
        counts[proposed.section] += 1
        let destination = IndexPath(item: min(max(proposed.item, 0), counts[proposed.section] - 1), section: proposed.section)
        guard from != destination else { return true }
        userMoveDepth += 1
        implementation.commitReordering(from: from, to: destination, shouldPerformViewAnimations: true)
        userMoveDepth -= 1
        return true
    }

    /// The items of a drag beginning at `from`, nil when none begins (no drag delegate, no items).
    private func beginDrag(at from: IndexPath) -> [HostDragItem]? {
        guard let dragged = storedDragDelegate?.collectionView(self, itemsForBeginningDragAt: from), !dragged.isEmpty
        else { return nil }
        return dragged
    }

    /// UIKit's own reorder at the drop (see ``simulateDrop(from:at:external:)``): true when it ran.
    private func performsReorder(from: IndexPath, to proposed: IndexPath, proposal: HostCollectionDropProposal) -> Bool {
        guard proposal.operation == .move, proposal.intent == .insertAtDestinationIndexPath,
              storedDataSource?.collectionView(self, canMoveItemAt: from) == true else { return false }
        guard isValidItem(from), proposed.count == 2, proposed.section >= 0, proposed.section < sectionCounts.count
        else { return true }
        var counts = sectionCounts
        counts[from.section] -= 1
        counts[proposed.section] += 1
        // The slot past a section's last item names the moved item's final place: the last one.
        let destination = IndexPath(item: min(max(proposed.item, 0), counts[proposed.section] - 1), section: proposed.section)
        guard from != destination else { return true }   // "calls this method if the position of the item changed"
        storedDataSource?.collectionView(self, moveItemAt: from, to: destination)
        var batch = HostBatchUpdate()
        batch.movedItems = [HostMove(from: from, to: destination)]
        applyBatch(batch, newCounts: counts)
        return true
    }
}
