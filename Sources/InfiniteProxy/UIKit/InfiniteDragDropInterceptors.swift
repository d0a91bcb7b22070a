#if canImport(UIKit)
import UIKit

// The drag and drop interceptors of tables and collection views. UIKit's paths reach the client's
// drag and drop delegates as the client's own (a drop's destination by the rows it falls between:
// ``ListController/forwardingDrop(at:moving:_:)``); the coordinator the client gets speaks its
// paths and places its answers on the twin nearest the drop. `dragSessionDidEnd` is claimed even
// when the client lacks it (UIKit's default does nothing): the controller forgets the drag there.
// So are `dropSessionDidEnter`, `dropSessionDidExit` and `dropSessionDidEnd`: while a drop session
// is over the view UIKit sends data-source calls through its shadow updates, and the controller
// makes no recentering jump and none of its own reloads until the session leaves.
// Everything else (session callbacks without paths) is forwarded to the client untouched by
// `InfiniteInterceptor`.
//
// Drop placeholders cannot be inserted into one copy of the content: UIKit would insert one row
// where every copy needs it and reject the counts. On an infinite view a placeholder drop therefore
// animates to the destination row, and `commitInsertion(dataSourceUpdates:)` runs the client's
// update with its own insertion path and reloads, keeping the position (`PlaceholderFallback`).
// UIKit has no getter for a placeholder's path, so the insertion path handed back is the drop's
// destination as the client saw it — where apps create their placeholders.

/// Stands in for a table's `dragDelegate`.
@MainActor
final class InfiniteTableDragInterceptor: InfiniteInterceptor, UITableViewDragDelegate {
    weak var controller: ListController<UITableView>?

    init() { super.init(role: .tableDrag) }

    private var client: UITableViewDragDelegate? { target as? UITableViewDragDelegate }

    /// The controller forgets the drag (``ListController/dragEnded()``); the client hears of it.
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {
        controller?.dragEnded()
        client?.tableView?(tableView, dragSessionDidEnd: session)
    }

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        controller?.dragBegan(at: indexPath)
        return forward(indexPath, default: []) { client?.tableView(tableView, itemsForBeginning: session, at: $0) }
    }

    func tableView(_ tableView: UITableView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath,
                   point: CGPoint) -> [UIDragItem] {
        forward(indexPath, default: []) { client?.tableView?(tableView, itemsForAddingTo: session, at: $0, point: point) }
    }

    func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        forward(indexPath, fallback: nil) { client?.tableView?(tableView, dragPreviewParametersForRowAt: $0) }
    }
}

/// Stands in for a table's `dropDelegate`.
@MainActor
final class InfiniteTableDropInterceptor: InfiniteInterceptor, UITableViewDropDelegate {
    weak var controller: ListController<UITableView>?

    init() { super.init(role: .tableDrop) }

    private var client: UITableViewDropDelegate? { target as? UITableViewDropDelegate }

    /// The controller holds its jumps and reloads while the session is over the table
    /// (``ListController/dropSessionEntered()``); the client hears of it.
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession) {
        controller?.dropSessionEntered()
        client?.tableView?(tableView, dropSessionDidEnter: session)
    }

    /// What waited runs (``ListController/dropSessionLeft()``); the client hears of it.
    func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession) {
        controller?.dropSessionLeft()
        client?.tableView?(tableView, dropSessionDidExit: session)
    }

    /// As `dropSessionDidExit` (either may come alone).
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession) {
        controller?.dropSessionLeft()
        client?.tableView?(tableView, dropSessionDidEnd: session)
    }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        let cancel = UITableViewDropProposal(operation: .cancel)
        guard let controller, let client else { return cancel }
        return controller.forwardingDropUpdate(at: destinationIndexPath, isLocal: session.localDragSession != nil) {
            client.tableView?(tableView, dropSessionDidUpdate: session, withDestinationIndexPath: $0) ?? cancel
        }
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        guard let controller, let client else { return }
        controller.forwardingPerformDrop(at: coordinator.destinationIndexPath,
                                         itemOrigins: coordinator.items.map(\.sourceIndexPath)) { destination, origins, anchor in
            client.tableView(tableView, performDropWith: InfiniteTableDropCoordinator(
                coordinator, ClientDrop(controller: controller, destination: destination, origins: origins, anchor: anchor)))
        }
    }

    func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        forward(indexPath, fallback: nil) { client?.tableView?(tableView, dropPreviewParametersForRowAt: $0) }
    }
}

/// The table's drop coordinator as the client sees it (``ClientDrop``).
@MainActor
private final class InfiniteTableDropCoordinator: NSObject, UITableViewDropCoordinator {
    private let base: UITableViewDropCoordinator
    private let client: ClientDrop<UITableView>
    let items: [UITableViewDropItem]

    init(_ base: UITableViewDropCoordinator, _ client: ClientDrop<UITableView>) {
        (self.base, self.client) = (base, client)
        items = client.items(base.items.map { ($0.dragItem, $0.previewSize) })
    }

    var destinationIndexPath: IndexPath? { client.destination }
    var proposal: UITableViewDropProposal { base.proposal }
    var session: UIDropSession { base.session }

    func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder) -> UITableViewDropPlaceholderContext {
        client.placeholder(dragItem) { base.drop(dragItem, toRowAt: $0) }
    }

    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> UIDragAnimating {
        base.drop(dragItem, toRowAt: client.virtual(indexPath))
    }

    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating {
        base.drop(dragItem, intoRowAt: client.virtual(indexPath), rect: rect)
    }

    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating { base.drop(dragItem, to: target) }
}

/// What both drop coordinators share: the drop's destination and items in the client's paths, and
/// where the client's answers land (the twin nearest the drop).
@MainActor
private struct ClientDrop<Surface: ListSurface> {
    let controller: ListController<Surface>
    let destination: IndexPath?
    let origins: [IndexPath?]
    let anchor: IndexPath?

    /// UIKit's items with the client's source paths.
    func items(_ base: [(UIDragItem, CGSize)]) -> [ClientDropItem] {
        zip(base, origins).map { ClientDropItem(dragItem: $0.0, sourceIndexPath: $1, previewSize: $0.1) }
    }

    /// A path the client passed, as the virtual path nearest the drop.
    func virtual(_ indexPath: IndexPath) -> IndexPath {
        controller.callbacks.virtualPath(forReturned: indexPath, near: anchor)
    }

    /// A placeholder drop animates to the existing item nearest the drop (`animate`) and commits
    /// with the client's destination (``PlaceholderFallback``).
    func placeholder(_ dragItem: UIDragItem, animate: (IndexPath) -> UIDragAnimating) -> PlaceholderFallback<Surface> {
        let insertion = destination ?? IndexPath(item: 0, section: 0)
        let animating = animate(controller.existingVirtualItem(near: anchor).indexPath)
        return PlaceholderFallback(dragItem: dragItem, insertionIndexPath: insertion, animating: animating, controller: controller)
    }
}

/// A drop item with the client's source path.
private final class ClientDropItem: NSObject, UITableViewDropItem, UICollectionViewDropItem {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
    let previewSize: CGSize

    init(dragItem: UIDragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
        self.previewSize = previewSize
    }
}

/// A placeholder on an infinite view: the item animated to the row; committing runs the client's
/// update with its insertion path, then a position-keeping reload.
@MainActor
private final class PlaceholderFallback<Surface: ListSurface>: NSObject, UITableViewDropPlaceholderContext,
                                                              UICollectionViewDropPlaceholderContext {
    let dragItem: UIDragItem
    private let insertionIndexPath: IndexPath
    private let animating: UIDragAnimating
    private weak var controller: ListController<Surface>?
    private var isSettled = false

    init(dragItem: UIDragItem, insertionIndexPath: IndexPath, animating: UIDragAnimating, controller: ListController<Surface>) {
        self.dragItem = dragItem
        self.insertionIndexPath = insertionIndexPath
        self.animating = animating
        self.controller = controller
    }

    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard !isSettled else { return false }
        isSettled = true
        dataSourceUpdates(insertionIndexPath)
        controller?.clientRequestedReload()
        return true
    }

    func deletePlaceholder() -> Bool {
        guard !isSettled else { return false }
        isSettled = true
        return true
    }

    func setNeedsCellUpdate() {}

    func addAnimations(_ animations: @escaping () -> Void) { animating.addAnimations(animations) }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { animating.addCompletion(completion) }
}

/// Stands in for a collection view's `dragDelegate`.
@MainActor
final class InfiniteCollectionDragInterceptor: InfiniteInterceptor, UICollectionViewDragDelegate {
    weak var controller: ListController<UICollectionView>?

    init() { super.init(role: .collectionDrag) }

    private var client: UICollectionViewDragDelegate? { target as? UICollectionViewDragDelegate }

    /// The controller forgets the drag (``ListController/dragEnded()``); the client hears of it.
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession) {
        controller?.dragEnded()
        client?.collectionView?(collectionView, dragSessionDidEnd: session)
    }

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession,
                        at indexPath: IndexPath) -> [UIDragItem] {
        controller?.dragBegan(at: indexPath)
        return forward(indexPath, default: []) { client?.collectionView(collectionView, itemsForBeginning: session, at: $0) }
    }

    func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath,
                        point: CGPoint) -> [UIDragItem] {
        forward(indexPath, default: []) {
            client?.collectionView?(collectionView, itemsForAddingTo: session, at: $0, point: point)
        }
    }

    func collectionView(_ collectionView: UICollectionView,
                        dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        forward(indexPath, fallback: nil) { client?.collectionView?(collectionView, dragPreviewParametersForItemAt: $0) }
    }
}

/// Stands in for a collection view's `dropDelegate`.
@MainActor
final class InfiniteCollectionDropInterceptor: InfiniteInterceptor, UICollectionViewDropDelegate {
    weak var controller: ListController<UICollectionView>?

    init() { super.init(role: .collectionDrop) }

    private var client: UICollectionViewDropDelegate? { target as? UICollectionViewDropDelegate }

    /// The controller holds its jumps and reloads while the session is over the view
    /// (``ListController/dropSessionEntered()``); the client hears of it.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession) {
        controller?.dropSessionEntered()
        client?.collectionView?(collectionView, dropSessionDidEnter: session)
    }

    /// What waited runs (``ListController/dropSessionLeft()``); the client hears of it.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession) {
        controller?.dropSessionLeft()
        client?.collectionView?(collectionView, dropSessionDidExit: session)
    }

    /// As `dropSessionDidExit` (either may come alone).
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession) {
        controller?.dropSessionLeft()
        client?.collectionView?(collectionView, dropSessionDidEnd: session)
    }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        let cancel = UICollectionViewDropProposal(operation: .cancel)
        guard let controller, let client else { return cancel }
        return controller.forwardingDropUpdate(at: destinationIndexPath, isLocal: session.localDragSession != nil) {
            client.collectionView?(collectionView, dropSessionDidUpdate: session, withDestinationIndexPath: $0) ?? cancel
        }
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        guard let controller, let client else { return }
        controller.forwardingPerformDrop(at: coordinator.destinationIndexPath,
                                         itemOrigins: coordinator.items.map(\.sourceIndexPath)) { destination, origins, anchor in
            client.collectionView(collectionView, performDropWith: InfiniteCollectionDropCoordinator(
                coordinator, ClientDrop(controller: controller, destination: destination, origins: origins, anchor: anchor)))
        }
    }

    func collectionView(_ collectionView: UICollectionView,
                        dropPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        forward(indexPath, fallback: nil) { client?.collectionView?(collectionView, dropPreviewParametersForItemAt: $0) }
    }
}

/// The collection view's drop coordinator as the client sees it (``ClientDrop``).
@MainActor
private final class InfiniteCollectionDropCoordinator: NSObject, UICollectionViewDropCoordinator {
    private let base: UICollectionViewDropCoordinator
    private let client: ClientDrop<UICollectionView>
    let items: [UICollectionViewDropItem]

    init(_ base: UICollectionViewDropCoordinator, _ client: ClientDrop<UICollectionView>) {
        (self.base, self.client) = (base, client)
        items = client.items(base.items.map { ($0.dragItem, $0.previewSize) })
    }

    var destinationIndexPath: IndexPath? { client.destination }
    var proposal: UICollectionViewDropProposal { base.proposal }
    var session: UIDropSession { base.session }

    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> UICollectionViewDropPlaceholderContext {
        client.placeholder(dragItem) { base.drop(dragItem, toItemAt: $0) }
    }

    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> UIDragAnimating {
        base.drop(dragItem, toItemAt: client.virtual(indexPath))
    }

    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating {
        base.drop(dragItem, intoItemAt: client.virtual(indexPath), rect: rect)
    }

    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating { base.drop(dragItem, to: target) }
}
#endif
