import Foundation
import InfiniteProxy

/// The drop coordinator a client of an infinite host list sees: its own paths in (the
/// destination, each item's origin), and every path it hands back lands on the twin nearest the
/// drop's destination. ``HostTableAttachment`` and ``HostCollectionAttachment`` add the view's
/// `drop(_:to…At:)`.
///
/// ```swift
/// let wrapped = HostTableClientDropCoordinator(coordinator, destination: clientPath, items: items,
///                                              anchor: virtualDestination, callbacks: callbacks)
/// wrapped.drop(item, toRowAt: clientPath)   // the table's coordinator gets the nearest twin
/// ```
///
/// - Complexity: O(1) per call plus the ``CallbackBridge``'s translation.
class HostClientDropCoordinator<Base, Item> {
    let destinationIndexPath: IndexPath?
    let items: [Item]
    /// The view's own coordinator.
    let base: Base
    private let callbacks: CallbackBridge
    /// The virtual path the client's answers land near (the drop's destination).
    private let anchor: IndexPath?

    init(_ base: Base, destination: IndexPath?, items: [Item], anchor: IndexPath?, callbacks: CallbackBridge) {
        self.base = base
        self.destinationIndexPath = destination
        self.items = items
        self.anchor = anchor
        self.callbacks = callbacks
    }

    /// The virtual path for a client path the client handed back: the twin nearest the destination.
    func virtualPath(forReturned path: IndexPath) -> IndexPath {
        callbacks.virtualPath(forReturned: path, near: anchor)
    }
}

/// The table's coordinator as the client sees it.
final class HostTableClientDropCoordinator:
    HostClientDropCoordinator<any HostTableDropCoordinating, HostTableDropItem>, HostTableDropCoordinating {
    func drop(_ item: HostDragItem, toRowAt indexPath: IndexPath) {
        base.drop(item, toRowAt: virtualPath(forReturned: indexPath))
    }
}

/// The collection view's coordinator as the client sees it.
final class HostCollectionClientDropCoordinator:
    HostClientDropCoordinator<any HostCollectionDropCoordinating, HostCollectionDropItem>, HostCollectionDropCoordinating {
    var proposal: HostCollectionDropProposal { base.proposal }

    func drop(_ item: HostDragItem, toItemAt indexPath: IndexPath) {
        base.drop(item, toItemAt: virtualPath(forReturned: indexPath))
    }
}
