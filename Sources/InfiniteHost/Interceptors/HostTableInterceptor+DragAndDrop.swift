import Foundation
import InfiniteProxy

// The drag and drop delegates, as the UIKit table interceptors forward them: the client sees its
// own paths (the drop destination by the rows it falls between, ``ListController/forwardingDrop``),
// and the paths it hands the coordinator land on the twin nearest the destination.

extension HostTableInterceptor: HostTableViewDragDelegate {
    package func tableView(_ tableView: HostTableView, itemsForBeginningDragAt indexPath: IndexPath) -> [HostDragItem] {
        controller.dragBegan(at: indexPath)
        return callbacks.forward(indexPath, fallback: []) { dragDelegate?.tableView(tableView, itemsForBeginningDragAt: $0) ?? [] }
    }

    package func tableViewDragSessionDidEnd(_ tableView: HostTableView) {
        controller.dragEnded()
        dragDelegate?.tableViewDragSessionDidEnd(tableView)
    }
}

extension HostTableInterceptor: HostTableViewDropDelegate {
    package func tableView(_ tableView: HostTableView, dropSessionDidUpdateWithDestinationIndexPath destinationIndexPath: IndexPath?,
                          isLocal: Bool) -> HostDropOperation? {
        controller.forwardingDropUpdate(at: destinationIndexPath, isLocal: isLocal) { destination in
            dropDelegate?.tableView(tableView, dropSessionDidUpdateWithDestinationIndexPath: destination, isLocal: isLocal)
        }
    }

    package func tableView(_ tableView: HostTableView, performDropWith coordinator: any HostTableDropCoordinating) {
        let dragItems = coordinator.items.map(\.dragItem)
        controller.forwardingPerformDrop(at: coordinator.destinationIndexPath,
                                         itemOrigins: coordinator.items.map(\.sourceIndexPath)) { destination, origins, anchor in
            let items = zip(dragItems, origins).map { HostTableDropItem(dragItem: $0, sourceIndexPath: $1) }
            let wrapped = ClientDropCoordinator(coordinator, destination: destination, items: items,
                                                anchor: anchor, callbacks: callbacks)
            dropDelegate?.tableView(tableView, performDropWith: wrapped)
        }
    }
}

/// The coordinator the client sees: its own paths in, the twin nearest the destination out.
private final class ClientDropCoordinator: HostTableDropCoordinating {
    let destinationIndexPath: IndexPath?
    let items: [HostTableDropItem]
    private let table: any HostTableDropCoordinating
    private let callbacks: CallbackBridge
    /// The virtual path the client's answers land near (the drop's destination).
    private let anchor: IndexPath?

    init(_ table: any HostTableDropCoordinating, destination: IndexPath?, items: [HostTableDropItem],
         anchor: IndexPath?, callbacks: CallbackBridge) {
        self.table = table
        self.destinationIndexPath = destination
        self.items = items
        self.anchor = anchor
        self.callbacks = callbacks
    }

    func drop(_ item: HostDragItem, toRowAt indexPath: IndexPath) {
        table.drop(item, toRowAt: callbacks.virtualPath(forReturned: indexPath, near: anchor))
    }
}
