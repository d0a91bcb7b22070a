#if canImport(UIKit)
import UIKit

// The three collection-view interceptors, built like the table's (see InfiniteTableInterceptors):
// every method carrying an index path or section forwards the client's source value inside a
// translation frame; index paths the client returns are mapped back to virtual ones.

/// The reuse identifier of the empty cells and views the proxy dequeues when UIKit asks for an item
/// after the client went away (a collection view only accepts dequeued views).
private let emptyReuseIdentifier = "InfiniteProxy.empty"

/// Stands in for a collection view's `dataSource`.
@MainActor
final class InfiniteCollectionDataSourceInterceptor: InfiniteInterceptor, UICollectionViewDataSource {

    private var registeredEmptyKinds = Set<String>()
    private var registeredEmptyCell = false
    /// The stand-in last handed out for the client's diffable implementation object.
    private var diffableStandIn: InfiniteDiffableImplementation?

    /// The shipped orchestration (weak: the attachment owns both).
    weak var controller: ListController<UICollectionView>?

    init() { super.init(role: .collectionDataSource) }

    private var client: UICollectionViewDataSource? {
        let client = target as? UICollectionViewDataSource
        if client == nil { controller?.clientDisappeared() }
        return client
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        controller?.numberOfSections(clientIsPresent: target != nil) ?? 0
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        controller?.numberOfItems(inSection: section) ?? 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let client else { return emptyCell(in: collectionView, at: indexPath) }
        return forwardCell(indexPath, fallback: emptyCell(in: collectionView, at: indexPath)) {
            client.collectionView(collectionView, cellForItemAt: $0)
        }
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let fallback = { self.emptyView(in: collectionView, kind: kind, at: indexPath) }
        guard let client, client.responds(to: #selector(UICollectionViewDataSource.collectionView(_:viewForSupplementaryElementOfKind:at:)))
        else { return fallback() }
        return forwardSupplementary(indexPath, fallback: fallback()) {
            client.collectionView?(collectionView, viewForSupplementaryElementOfKind: kind, at: $0) ?? fallback()
        }
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        forward(indexPath, default: false) { client?.collectionView?(collectionView, canMoveItemAt: $0) }
    }

    /// UIKit's private `_diffableDataSourceImpl` (claimed only when the client answers it): while
    /// the list loops, the client's implementation object behind ``InfiniteDiffableImplementation``,
    /// which maps a drag-and-drop reorder's commit to the client's paths; the client's object
    /// otherwise (HostFidelity E-e).
    @objc(_diffableDataSourceImpl) func diffableDataSourceImplementation() -> AnyObject? {
        let selector = NSSelectorFromString("_diffableDataSourceImpl")
        guard let client = target as? NSObject, client.responds(to: selector),
              let implementation = client.perform(selector)?.takeUnretainedValue() as? NSObject else { return nil }
        guard controller?.isActive == true else { return implementation }
        if let standIn = diffableStandIn, standIn.implementation === implementation { return standIn }
        let standIn = InfiniteDiffableImplementation(implementation: implementation, controller: controller)
        diffableStandIn = standIn
        return standIn
    }

    /// An item moved by the user: the client moves its data, then every copy is reloaded.
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath) {
        controller?.userMoved(from: sourceIndexPath, to: destinationIndexPath) {
            client?.collectionView?(collectionView, moveItemAt: $0, to: $1)
        }
    }

    /// The index bar: the client's path, shown in the copy nearest the centre of the screen.
    @available(iOS 14.0, *)
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        controller?.virtualPathNearCenter {
            client?.collectionView?(collectionView, indexPathForIndexTitle: title, at: index) ?? IndexPath(item: 0, section: 0)
        } ?? IndexPath(item: 0, section: 0)
    }

    // MARK: Views for a client that went away

    private func emptyCell(in collectionView: UICollectionView, at indexPath: IndexPath) -> UICollectionViewCell {
        if !registeredEmptyCell {
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: emptyReuseIdentifier)
            registeredEmptyCell = true
        }
        return neutral { collectionView.dequeueReusableCell(withReuseIdentifier: emptyReuseIdentifier, for: indexPath) }
    }

    private func emptyView(in collectionView: UICollectionView, kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        if registeredEmptyKinds.insert(kind).inserted {
            collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
                                    withReuseIdentifier: emptyReuseIdentifier)
        }
        return neutral {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: emptyReuseIdentifier, for: indexPath)
        }
    }
}

/// Stands in for a collection view's `delegate`, including `UICollectionViewDelegateFlowLayout`.
@MainActor
final class InfiniteCollectionDelegateInterceptor: InfiniteScrollDelegateInterceptor, UICollectionViewDelegateFlowLayout {
    /// The shipped orchestration (weak: the attachment owns both).
    weak var controller: ListController<UICollectionView>?

    init() { super.init(role: .collectionDelegate) }

    private var client: UICollectionViewDelegate? { target as? UICollectionViewDelegate }
    private var flowClient: UICollectionViewDelegateFlowLayout? { target as? UICollectionViewDelegateFlowLayout }

    // MARK: Highlight and selection

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        forward(indexPath, default: true) { client?.collectionView?(collectionView, shouldHighlightItemAt: $0) }
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        controller?.userHighlighted(at: indexPath)
        forward(indexPath, fallback: ()) { client?.collectionView?(collectionView, didHighlightItemAt: $0) }
    }

    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        forward(controller?.userUnhighlighted(at: indexPath) ?? indexPath, fallback: ()) { client?.collectionView?(collectionView, didUnhighlightItemAt: $0) }
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        forward(indexPath, default: true) { client?.collectionView?(collectionView, shouldSelectItemAt: $0) }
    }

    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        forward(indexPath, default: true) { client?.collectionView?(collectionView, shouldDeselectItemAt: $0) }
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        controller?.userSelected(at: indexPath)
        forward(indexPath, fallback: ()) { client?.collectionView?(collectionView, didSelectItemAt: $0) }
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        controller?.userDeselected(at: indexPath)
        forward(indexPath, fallback: ()) { client?.collectionView?(collectionView, didDeselectItemAt: $0) }
    }

    // MARK: Display

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath) {
        if controller?.showSelection(ofTwinAt: indexPath) == true { cell.isSelected = true }
        if let highlighted = controller?.highlight(ofTwinAt: indexPath) { cell.isHighlighted = highlighted }
        guard let controller else {
            return forwardStartOfDisplay(cell, at: indexPath) { client?.collectionView?(collectionView, willDisplay: cell, forItemAt: $0) }
        }
        // As for table rows: the item's length along the axis is learned (self-sizing items that
        // change at every display make the list finite) and the call forwarded, from one source path.
        let length = controller.engine.axis == .vertical ? cell.bounds.height : cell.bounds.width
        controller.startDisplay(of: ObjectIdentifier(cell), at: indexPath, length: length) {
            client?.collectionView?(collectionView, willDisplay: cell, forItemAt: $0)
        }
    }

    func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath) {
        forwardStartOfDisplay(view, at: indexPath, supplementary: true) {
            client?.collectionView?(collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: $0)
        }
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath) {
        forwardEndOfDisplay(cell, at: indexPath) { client?.collectionView?(collectionView, didEndDisplaying: cell, forItemAt: $0) }
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath) {
        forwardEndOfDisplay(view, at: indexPath, supplementary: true) {
            client?.collectionView?(collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: $0)
        }
    }

    // MARK: Menus (deprecated in iOS 13, still honoured)

    @available(iOS, deprecated: 13.0)
    func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
        forward(indexPath, default: false) { client?.collectionView?(collectionView, shouldShowMenuForItemAt: $0) }
    }

    @available(iOS, deprecated: 13.0)
    func collectionView(_ collectionView: UICollectionView, canPerformAction action: Selector,
                        forItemAt indexPath: IndexPath, withSender sender: Any?) -> Bool {
        forward(indexPath, default: false) {
            client?.collectionView?(collectionView, canPerformAction: action, forItemAt: $0, withSender: sender)
        }
    }

    @available(iOS, deprecated: 13.0)
    func collectionView(_ collectionView: UICollectionView, performAction action: Selector,
                        forItemAt indexPath: IndexPath, withSender sender: Any?) {
        forward(indexPath, fallback: ()) {
            client?.collectionView?(collectionView, performAction: action, forItemAt: $0, withSender: sender)
        }
    }

    // MARK: Focus and moving

    func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        forward(indexPath, default: true) { client?.collectionView?(collectionView, canFocusItemAt: $0) }
    }

    /// The client's preferred item, shown in the copy nearest the centre of the screen.
    func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
        controller?.virtualPathNearCenter { client?.indexPathForPreferredFocusedView?(in: collectionView) }
    }

    /// Interactive moving: the client sees its own paths and its answer lands on the twin nearest
    /// the proposal.
    @available(iOS, deprecated: 15.0)
    func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        guard let callbacks = owner?.callbacks else { return proposedIndexPath }
        return callbacks.forwardMoveTarget(moving: [currentIndexPath], proposed: proposedIndexPath) {
            client?.collectionView?(collectionView, targetIndexPathForMoveFromItemAt: $0[0], toProposedIndexPath: $1)
        }
    }

    @available(iOS 15.0, *)
    func collectionView(_ collectionView: UICollectionView,
                        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                        atCurrentIndexPath currentIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        guard let callbacks = owner?.callbacks else { return proposedIndexPath }
        return callbacks.forwardMoveTarget(moving: [originalIndexPath, currentIndexPath], proposed: proposedIndexPath) {
            client?.collectionView?(collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: $0[0],
                                    atCurrentIndexPath: $0[1], toProposedIndexPath: $1)
        }
    }

    @available(iOS 14.0, *)
    func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
        forward(indexPath, default: false) { client?.collectionView?(collectionView, canEditItemAt: $0) }
    }

    func collectionView(_ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
                        with context: UISpringLoadedInteractionContext) -> Bool {
        forward(indexPath, default: true) {
            client?.collectionView?(collectionView, shouldSpringLoadItemAt: $0, with: context)
        }
    }

    func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        forward(indexPath, default: false) {
            client?.collectionView?(collectionView, shouldBeginMultipleSelectionInteractionAt: $0)
        }
    }

    func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        forward(indexPath, fallback: ()) {
            client?.collectionView?(collectionView, didBeginMultipleSelectionInteractionAt: $0)
        }
    }

    // MARK: Context menus, scenes, primary actions

    @available(iOS, introduced: 13.0, deprecated: 16.0)
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? {
        forward(indexPath, fallback: nil) {
            client?.collectionView?(collectionView, contextMenuConfigurationForItemAt: $0, point: point)
        }
    }

    /// Several items: the client sees its own paths (each once), inside a frame on the first.
    @available(iOS 16.0, *)
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> UIContextMenuConfiguration? {
        let sources = uniqueSourcePaths(for: indexPaths)
        guard let first = indexPaths.first else {
            return clientCall { client?.collectionView?(collectionView, contextMenuConfigurationForItemsAt: sources, point: point) }
        }
        return forward(first, fallback: nil) { _ in
            client?.collectionView?(collectionView, contextMenuConfigurationForItemsAt: sources, point: point)
        }
    }

    @available(iOS 16.0, *)
    func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                        highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        forward(indexPath, fallback: nil) {
            client?.collectionView?(collectionView, contextMenuConfiguration: configuration, highlightPreviewForItemAt: $0)
        }
    }

    @available(iOS 16.0, *)
    func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                        dismissalPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        forward(indexPath, fallback: nil) {
            client?.collectionView?(collectionView, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: $0)
        }
    }

    @available(iOS 15.0, *)
    func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool {
        forward(indexPath, default: collectionView.selectionFollowsFocus) {
            client?.collectionView?(collectionView, selectionFollowsFocusForItemAt: $0)
        }
    }

    @available(iOS 15.0, *)
    func collectionView(_ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIWindowScene.ActivationConfiguration? {
        forward(indexPath, fallback: nil) {
            client?.collectionView?(collectionView, sceneActivationConfigurationForItemAt: $0, point: point)
        }
    }

    @available(iOS 16.0, *)
    func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
        forward(indexPath, default: false) { client?.collectionView?(collectionView, canPerformPrimaryActionForItemAt: $0) }
    }

    @available(iOS 16.0, *)
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        forward(indexPath, fallback: ()) { client?.collectionView?(collectionView, performPrimaryActionForItemAt: $0) }
    }

    // MARK: Flow layout (claimed only when the client implements them)

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        forward(indexPath, default: (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero) {
            flowClient?.collectionView?(collectionView, layout: collectionViewLayout, sizeForItemAt: $0)
        }
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        forward(section: section, default: (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero) {
            flowClient?.collectionView?(collectionView, layout: collectionViewLayout, insetForSectionAt: $0)
        }
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        forward(section: section, default: (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0) {
            flowClient?.collectionView?(collectionView, layout: collectionViewLayout, minimumLineSpacingForSectionAt: $0)
        }
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        forward(section: section, default: (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0) {
            flowClient?.collectionView?(collectionView, layout: collectionViewLayout, minimumInteritemSpacingForSectionAt: $0)
        }
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        forward(section: section, default: (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero) {
            flowClient?.collectionView?(collectionView, layout: collectionViewLayout, referenceSizeForHeaderInSection: $0)
        }
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize {
        forward(section: section, default: (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero) {
            flowClient?.collectionView?(collectionView, layout: collectionViewLayout, referenceSizeForFooterInSection: $0)
        }
    }
}

/// Stands in for a collection view's `prefetchDataSource`: each batch reaches the client as its own
/// items, each item once.
@MainActor
final class InfiniteCollectionPrefetchInterceptor: InfiniteInterceptor, UICollectionViewDataSourcePrefetching {
    init() { super.init(role: .collectionPrefetch) }

    private var client: UICollectionViewDataSourcePrefetching? { target as? UICollectionViewDataSourcePrefetching }

    /// An empty batch is not forwarded (nothing to prefetch).
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        let sources = uniqueSourcePaths(for: indexPaths)
        guard !sources.isEmpty else { return }
        clientCall { client?.collectionView(collectionView, prefetchItemsAt: sources) }
    }

    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        let sources = uniqueSourcePaths(for: indexPaths)
        guard !sources.isEmpty else { return }
        clientCall { client?.collectionView?(collectionView, cancelPrefetchingForItemsAt: sources) }
    }
}
#endif
