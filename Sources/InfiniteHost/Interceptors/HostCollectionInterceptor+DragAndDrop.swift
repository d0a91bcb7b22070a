import Foundation
import InfiniteProxy

// The drag and drop delegates, as the UIKit collection interceptors (InfiniteDragDropInterceptors)
// forward them: the client sees its own paths (the drop destination by the items it falls
// between, ``ListController/forwardingDrop``), and the paths it hands the coordinator land on the
// twin nearest the destination. A reorder UIKit performs itself reaches the data source's
// `moveItemAt` (HostCollectionInterceptor.swift, ``ListController/userMoved(from:to:_:)``).

extension HostCollectionInterceptor: HostCollectionViewDragDelegate {
    package func collectionView(_ collectionView: HostCollectionView, itemsForBeginningDragAt indexPath: IndexPath) -> [HostDragItem] {
        controller.dragBegan(at: indexPath)
        return callbacks.forward(indexPath, fallback: []) {
            dragDelegate?.collectionView(collectionView, itemsForBeginningDragAt: $0) ?? []
        }
    }

    package func collectionViewDragSessionDidEnd(_ collectionView: HostCollectionView) {
        controller.dragEnded()
        dragDelegate?.collectionViewDragSessionDidEnd(collectionView)
    }
}

extension HostCollectionInterceptor: HostCollectionViewDropDelegate {
    package func collectionView(_ collectionView: HostCollectionView, dropSessionDidUpdateWithDestinationIndexPath destinationIndexPath: IndexPath?,
                               isLocal: Bool) -> HostCollectionDropProposal? {
        guard let client = dropDelegate else { return HostCollectionDropProposal(operation: .cancel) }
        return controller.forwardingDropUpdate(at: destinationIndexPath, isLocal: isLocal) { destination in
            client.collectionView(collectionView, dropSessionDidUpdateWithDestinationIndexPath: destination, isLocal: isLocal)
        }
    }

    package func collectionView(_ collectionView: HostCollectionView, performDropWith coordinator: any HostCollectionDropCoordinating) {
        guard let client = dropDelegate else { return }
        let dragItems = coordinator.items.map(\.dragItem)
        controller.forwardingPerformDrop(at: coordinator.destinationIndexPath,
                                         itemOrigins: coordinator.items.map(\.sourceIndexPath)) { destination, origins, anchor in
            let items = zip(dragItems, origins).map { HostCollectionDropItem(dragItem: $0, sourceIndexPath: $1) }
            client.collectionView(collectionView, performDropWith: ClientCollectionDropCoordinator(
                coordinator, destination: destination, items: items, anchor: anchor, callbacks: callbacks))
        }
    }
}

/// The coordinator the client sees: its own paths in, the twin nearest the destination out.
private final class ClientCollectionDropCoordinator: HostCollectionDropCoordinating {
    let destinationIndexPath: IndexPath?
    let items: [HostCollectionDropItem]
    private let base: any HostCollectionDropCoordinating
    private let callbacks: CallbackBridge
    /// The virtual path the client's answers land near (the drop's destination).
    private let anchor: IndexPath?

    init(_ base: any HostCollectionDropCoordinating, destination: IndexPath?, items: [HostCollectionDropItem],
         anchor: IndexPath?, callbacks: CallbackBridge) {
        self.base = base
        self.destinationIndexPath = destination
        self.items = items
        self.anchor = anchor
        self.callbacks = callbacks
    }

    var proposal: HostCollectionDropProposal { base.proposal }

    func drop(_ item: HostDragItem, toItemAt indexPath: IndexPath) {
        base.drop(item, toItemAt: callbacks.virtualPath(forReturned: indexPath, near: anchor))
    }
}
