import Foundation
import InfiniteProxy

// The drag and drop delegates, as the UIKit table interceptors forward them: the client sees its
// own paths (the drop destination by the rows it falls between, ``ListController/forwardingDrop``),
// and the paths it hands the coordinator land on the twin nearest the destination.

extension HostTableAttachment: HostTableViewDragDelegate {
    package func tableView(_ tableView: HostTableView, itemsForBeginningDragAt indexPath: IndexPath) -> [HostDragItem] {
        dragItems(at: indexPath) { dragDelegate?.tableView(tableView, itemsForBeginningDragAt: $0) ?? [] }
    }

    package func tableViewDragSessionDidEnd(_ tableView: HostTableView) {
        controller.dragEnded()
        dragDelegate?.tableViewDragSessionDidEnd(tableView)
    }
}

extension HostTableAttachment: HostTableViewDropDelegate {
    package func tableView(_ tableView: HostTableView, dropSessionDidUpdateWithDestinationIndexPath destinationIndexPath: IndexPath?,
                          isLocal: Bool) -> HostDropOperation? {
        controller.forwardingDropUpdate(at: destinationIndexPath, isLocal: isLocal) { destination in
            dropDelegate?.tableView(tableView, dropSessionDidUpdateWithDestinationIndexPath: destination, isLocal: isLocal)
        }
    }

    /// As the UIKit interceptor: the controller holds its jumps and reloads until the session leaves.
    package func tableViewDropSessionDidEnter(_ tableView: HostTableView) {
        controller.dropSessionEntered()
        dropDelegate?.tableViewDropSessionDidEnter(tableView)
    }

    package func tableViewDropSessionDidExit(_ tableView: HostTableView) {
        controller.dropSessionLeft()
        dropDelegate?.tableViewDropSessionDidExit(tableView)
    }

    package func tableViewDropSessionDidEnd(_ tableView: HostTableView) {
        controller.dropSessionLeft()
        dropDelegate?.tableViewDropSessionDidEnd(tableView)
    }

    package func tableView(_ tableView: HostTableView, performDropWith coordinator: any HostTableDropCoordinating) {
        let dragItems = coordinator.items.map(\.dragItem)
        controller.forwardingPerformDrop(at: coordinator.destinationIndexPath,
                                         itemOrigins: coordinator.items.map(\.sourceIndexPath)) { destination, origins, anchor in
            let items = zip(dragItems, origins).map { HostTableDropItem(dragItem: $0, sourceIndexPath: $1) }
            let wrapped = HostTableClientDropCoordinator(coordinator, destination: destination, items: items,
                                                anchor: anchor, callbacks: callbacks)
            dropDelegate?.tableView(tableView, performDropWith: wrapped)
        }
    }
}
