import Foundation
import InfiniteProxy

// The drag and drop delegates, as the UIKit collection interceptors (InfiniteDragDropInterceptors)
// forward them: the client sees its own paths (the drop destination by the items it falls
// between, ``ListController/forwardingDrop``), and the paths it hands the coordinator land on the
// twin nearest the destination. A reorder UIKit performs itself reaches the data source's
// `moveItemAt` (HostCollectionAttachment.swift, ``ListController/userMoved(from:to:_:)``).

extension HostCollectionAttachment: HostCollectionViewDragDelegate {
    package func collectionView(_ collectionView: HostCollectionView, itemsForBeginningDragAt indexPath: IndexPath) -> [HostDragItem] {
        dragItems(at: indexPath) { dragDelegate?.collectionView(collectionView, itemsForBeginningDragAt: $0) ?? [] }
    }

    package func collectionViewDragSessionDidEnd(_ collectionView: HostCollectionView) {
        controller.dragEnded()
        dragDelegate?.collectionViewDragSessionDidEnd(collectionView)
    }
}

extension HostCollectionAttachment: HostCollectionViewDropDelegate {
    package func collectionView(_ collectionView: HostCollectionView, dropSessionDidUpdateWithDestinationIndexPath destinationIndexPath: IndexPath?,
                               isLocal: Bool) -> HostCollectionDropProposal? {
        guard let client = dropDelegate else { return HostCollectionDropProposal(operation: .cancel) }
        return controller.forwardingDropUpdate(at: destinationIndexPath, isLocal: isLocal) { destination in
            client.collectionView(collectionView, dropSessionDidUpdateWithDestinationIndexPath: destination, isLocal: isLocal)
        }
    }

    /// As the UIKit interceptor: the controller holds its jumps and reloads until the session leaves.
    package func collectionViewDropSessionDidEnter(_ collectionView: HostCollectionView) {
        controller.dropSessionEntered()
        dropDelegate?.collectionViewDropSessionDidEnter(collectionView)
    }

    package func collectionViewDropSessionDidExit(_ collectionView: HostCollectionView) {
        controller.dropSessionLeft()
        dropDelegate?.collectionViewDropSessionDidExit(collectionView)
    }

    package func collectionViewDropSessionDidEnd(_ collectionView: HostCollectionView) {
        controller.dropSessionLeft()
        dropDelegate?.collectionViewDropSessionDidEnd(collectionView)
    }

    package func collectionView(_ collectionView: HostCollectionView, performDropWith coordinator: any HostCollectionDropCoordinating) {
        guard let client = dropDelegate else { return }
        let dragItems = coordinator.items.map(\.dragItem)
        controller.forwardingPerformDrop(at: coordinator.destinationIndexPath,
                                         itemOrigins: coordinator.items.map(\.sourceIndexPath)) { destination, origins, anchor in
            let items = zip(dragItems, origins).map { HostCollectionDropItem(dragItem: $0, sourceIndexPath: $1) }
            client.collectionView(collectionView, performDropWith: HostCollectionClientDropCoordinator(
                coordinator, destination: destination, items: items, anchor: anchor, callbacks: callbacks))
        }
    }
}
