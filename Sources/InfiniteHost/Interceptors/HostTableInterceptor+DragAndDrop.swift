import Foundation
import InfiniteProxy

// The drag and drop delegates, as the UIKit table interceptors forward them: the client sees its
// own paths (the drop destination by the rows it falls between, ``ListController/forwardingDrop``),
// and the paths it hands the coordinator land on the twin nearest the destination.

extension HostTableInterceptor: HostTableViewDragDelegate {
    public func tableView(_ tableView: HostTableView, itemsForBeginningDragAt indexPath: IndexPath) -> [HostDragItem] {
        controller.dragBegan(at: indexPath)
        return callbacks.forward(indexPath, fallback: []) { dragDelegate?.tableView(tableView, itemsForBeginningDragAt: $0) ?? [] }
    }
}

extension HostTableInterceptor: HostTableViewDropDelegate {
    public func tableView(_ tableView: HostTableView, dropSessionDidUpdateWithDestinationIndexPath destinationIndexPath: IndexPath?,
                          isLocal: Bool) -> HostDropOperation? {
        controller.forwardingDrop(at: destinationIndexPath, moving: isLocal ? controller.dragOrigin : nil) { destination in
            dropDelegate?.tableView(tableView, dropSessionDidUpdateWithDestinationIndexPath: destination, isLocal: isLocal)
        }
    }

    public func tableView(_ tableView: HostTableView, performDropWith coordinator: any HostTableDropCoordinating) {
        let moving = coordinator.items.lazy.compactMap(\.sourceIndexPath).first
        controller.forwardingDrop(at: coordinator.destinationIndexPath, moving: moving) { destination in
            let items = coordinator.items.map {
                HostTableDropItem(dragItem: $0.dragItem, sourceIndexPath: $0.sourceIndexPath.map(controller.sourceIndexPath(forVirtual:)))
            }
            let wrapped = ClientDropCoordinator(coordinator, destination: destination, items: items, callbacks: callbacks)
            wrapped.anchor = coordinator.destinationIndexPath ?? controller.centeredVirtualIndexPath?.indexPath
            dropDelegate?.tableView(tableView, performDropWith: wrapped)
        }
        controller.dragBegan(at: nil)
    }
}

/// The coordinator the client sees: its own paths in, the twin nearest the destination out.
private final class ClientDropCoordinator: HostTableDropCoordinating {
    let destinationIndexPath: IndexPath?
    let items: [HostTableDropItem]
    private let table: any HostTableDropCoordinating
    private let callbacks: CallbackBridge
    /// The virtual path the client's answers land near (the drop's destination).
    var anchor: IndexPath?

    init(_ table: any HostTableDropCoordinating, destination: IndexPath?, items: [HostTableDropItem], callbacks: CallbackBridge) {
        self.table = table
        self.destinationIndexPath = destination
        self.items = items
        self.callbacks = callbacks
    }

    func drop(_ item: HostDragItem, toRowAt indexPath: IndexPath) {
        table.drop(item, toRowAt: callbacks.virtualPath(forReturned: indexPath, near: anchor))
    }
}
