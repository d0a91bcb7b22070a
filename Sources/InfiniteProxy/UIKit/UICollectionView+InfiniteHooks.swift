#if canImport(UIKit)
import UIKit

// The replacements exchanged with UICollectionView's own methods by `InfiniteMethodHooks` (see
// there for why this is safe). After the exchange each `infinite_…` body runs when UIKit's selector
// is sent, and calling `infinite_…` from inside it runs UIKit's original implementation. On a
// collection view that is not infinite every body is one associated-object read and the original.
//
// The dequeue hooks are what make iOS 18's "Expected dequeued view to be returned to the collection
// view in preparation for display" impossible: a client that dequeues with the source path it was
// handed gets the view for the virtual path UIKit asked for, so UIKit receives exactly the view it
// prepared.

extension UICollectionView {
    /// Exchanges the hooks on `UICollectionView` once; false when a critical one is missing.
    static func installInfiniteHooks() -> Bool {
        typealias Pair = InfiniteMethodHooks.Pair
        var pairs: [Pair] = [
            Pair(#selector(setter: dataSource), #selector(infinite_setDataSource(_:)), critical: true),
            Pair(#selector(setter: delegate), #selector(infinite_setDelegate(_:)), critical: true),
            Pair(#selector(setter: prefetchDataSource), #selector(infinite_setPrefetchDataSource(_:)), critical: true),
            Pair(#selector(setter: dragDelegate), #selector(infinite_setDragDelegate(_:))),
            Pair(#selector(setter: dropDelegate), #selector(infinite_setDropDelegate(_:))),
            Pair(#selector(reloadData), #selector(infinite_reloadData), critical: true),
            Pair(#selector(layoutSubviews), #selector(infinite_layoutSubviews), critical: true),
            Pair(#selector(didMoveToWindow), #selector(infinite_didMoveToWindow)),
            // Structural changes: translated into every copy by the controller.
            Pair(#selector(insertItems(at:)), #selector(infinite_insertItems(at:)), critical: true),
            Pair(#selector(deleteItems(at:)), #selector(infinite_deleteItems(at:)), critical: true),
            Pair(#selector(moveItem(at:to:)), #selector(infinite_moveItem(at:to:)), critical: true),
            Pair(#selector(insertSections(_:)), #selector(infinite_insertSections(_:)), critical: true),
            Pair(#selector(deleteSections(_:)), #selector(infinite_deleteSections(_:)), critical: true),
            Pair(#selector(reloadSections(_:)), #selector(infinite_reloadSections(_:)), critical: true),
            Pair(#selector(moveSection(_:toSection:)), #selector(infinite_moveSection(_:toSection:)), critical: true),
            Pair(#selector(performBatchUpdates(_:completion:)), #selector(infinite_performBatchUpdates(_:completion:)),
                 critical: true),
            // Client calls inside callbacks.
            Pair(#selector(dequeueReusableCell(withReuseIdentifier:for:)),
                 #selector(infinite_dequeueReusableCell(withReuseIdentifier:for:))),
            Pair(#selector(dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)),
                 #selector(infinite_dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:))),
            Pair(NSSelectorFromString("dequeueConfiguredReusableCellWithRegistration:forIndexPath:item:"),
                 #selector(infinite_dequeueConfiguredReusableCell(registration:indexPath:item:))),
            Pair(NSSelectorFromString("dequeueConfiguredReusableSupplementaryViewWithRegistration:forIndexPath:"),
                 #selector(infinite_dequeueConfiguredReusableSupplementary(registration:indexPath:))),
            Pair(#selector(cellForItem(at:)), #selector(infinite_cellForItem(at:))),
            Pair(#selector(supplementaryView(forElementKind:at:)), #selector(infinite_supplementaryView(forElementKind:at:))),
            Pair(#selector(selectItem(at:animated:scrollPosition:)), #selector(infinite_selectItem(at:animated:scrollPosition:))),
            Pair(#selector(deselectItem(at:animated:)), #selector(infinite_deselectItem(at:animated:))),
            Pair(#selector(reloadItems(at:)), #selector(infinite_reloadItems(at:))),
            Pair(#selector(layoutAttributesForItem(at:)), #selector(infinite_layoutAttributesForItem(at:))),
            Pair(#selector(layoutAttributesForSupplementaryElement(ofKind:at:)),
                 #selector(infinite_layoutAttributesForSupplementaryElement(ofKind:at:))),
            Pair(#selector(scrollToItem(at:at:animated:)), #selector(infinite_scrollToItem(at:at:animated:))),
        ]
        // Outside callbacks too, for app code (issue 11; `HookCaller` tells app from UIKit).
        pairs += [
            Pair(#selector(indexPath(for:)), #selector(infinite_indexPath(for:))),
            Pair(#selector(indexPathForItem(at:)), #selector(infinite_indexPathForItem(at:))),
            Pair(#selector(getter: indexPathsForSelectedItems), #selector(getter: infinite_indexPathsForSelectedItems)),
            Pair(#selector(getter: indexPathsForVisibleItems), #selector(getter: infinite_indexPathsForVisibleItems)),
            Pair(#selector(getter: numberOfSections), #selector(getter: infinite_numberOfSections)),
            Pair(#selector(numberOfItems(inSection:)), #selector(infinite_numberOfItems(inSection:))),
        ]
        if #available(iOS 15.0, *) {
            pairs.append(Pair(#selector(reconfigureItems(at:)), #selector(infinite_reconfigureItems(at:))))
        }
        let installed = InfiniteMethodHooks.install(on: UICollectionView.self, pairs: pairs)
        HookCaller.register(UICollectionView.self, selectors: pairs.map(\.original))
        return installed
    }

    // MARK: Lifecycle

    @objc dynamic func infinite_setDataSource(_ dataSource: UICollectionViewDataSource?) {
        guard let attachment = infiniteCollectionAttachment, attachment.controller.interceptsLifecycle else {
            infinite_setDataSource(dataSource)
            return
        }
        guard dataSource !== attachment.dataSource else { return }
        attachment.controller.clientAssigned(.dataSource) { attachment.dataSource.target = dataSource }
    }

    @objc dynamic func infinite_setDelegate(_ delegate: UICollectionViewDelegate?) {
        guard let attachment = infiniteCollectionAttachment, attachment.controller.interceptsLifecycle else {
            infinite_setDelegate(delegate)
            return
        }
        guard delegate !== attachment.delegate else { return }
        attachment.controller.clientAssigned(.delegate) { attachment.delegate.target = delegate }
    }

    @objc dynamic func infinite_setPrefetchDataSource(_ prefetchDataSource: UICollectionViewDataSourcePrefetching?) {
        guard let attachment = infiniteCollectionAttachment, attachment.controller.interceptsLifecycle else {
            infinite_setPrefetchDataSource(prefetchDataSource)
            return
        }
        guard prefetchDataSource !== attachment.prefetch else { return }
        attachment.controller.clientAssigned(.prefetchDataSource) { attachment.prefetch.target = prefetchDataSource }
    }

    @objc dynamic func infinite_setDragDelegate(_ dragDelegate: UICollectionViewDragDelegate?) {
        guard let attachment = infiniteCollectionAttachment, attachment.controller.interceptsLifecycle else {
            infinite_setDragDelegate(dragDelegate)
            return
        }
        guard dragDelegate !== attachment.drag else { return }
        attachment.controller.clientAssigned(.dragDelegate) { attachment.drag.target = dragDelegate }
    }

    @objc dynamic func infinite_setDropDelegate(_ dropDelegate: UICollectionViewDropDelegate?) {
        guard let attachment = infiniteCollectionAttachment, attachment.controller.interceptsLifecycle else {
            infinite_setDropDelegate(dropDelegate)
            return
        }
        guard dropDelegate !== attachment.drop else { return }
        attachment.controller.clientAssigned(.dropDelegate) { attachment.drop.target = dropDelegate }
    }

    /// The client's `reloadData()`: re-plan for its new counts and keep the logical item on screen.
    @objc dynamic func infinite_reloadData() {
        guard let controller = infiniteCollectionController, controller.interceptsLifecycle else {
            infinite_reloadData()
            return
        }
        controller.clientRequestedReload()
    }

    /// UIKit's layout with nothing translated inside; a size change re-plans before it, a pending
    /// position is applied after it. The layout is never invalidated or snapped by the glue here.
    @objc dynamic func infinite_layoutSubviews() {
        guard let controller = infiniteCollectionController, controller.interceptsLifecycle else {
            infinite_layoutSubviews()
            return
        }
        controller.willLayout()
        controller.engine.passingThrough { infinite_layoutSubviews() }
        controller.didLayout()
    }

    /// Auto-scroll pauses while the view is not in a window.
    @objc dynamic func infinite_didMoveToWindow() {
        infinite_didMoveToWindow()
        infiniteCollectionController?.windowDidChange(isInWindow: window != nil)
    }

    // MARK: Structural changes (see UITableView+InfiniteHooks: translated by the controller)

    @objc dynamic func infinite_insertItems(at indexPaths: [IndexPath]) {
        guard let controller = infiniteCollectionController, controller.interceptsLifecycle else {
            infinite_insertItems(at: indexPaths)
            return
        }
        controller.clientEdited(.insertingItems(indexPaths))
    }

    @objc dynamic func infinite_deleteItems(at indexPaths: [IndexPath]) {
        guard let controller = infiniteCollectionController, controller.interceptsLifecycle else {
            infinite_deleteItems(at: indexPaths)
            return
        }
        controller.clientEdited(.deletingItems(indexPaths))
    }

    @objc dynamic func infinite_moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        guard let controller = infiniteCollectionController, controller.interceptsLifecycle else {
            infinite_moveItem(at: indexPath, to: newIndexPath)
            return
        }
        controller.clientEdited(.movingItem(indexPath, to: newIndexPath))
    }

    @objc dynamic func infinite_insertSections(_ sections: IndexSet) {
        guard let controller = infiniteCollectionController, controller.interceptsLifecycle else {
            infinite_insertSections(sections)
            return
        }
        controller.clientEdited(.insertingSections(sections))
    }

    @objc dynamic func infinite_deleteSections(_ sections: IndexSet) {
        guard let controller = infiniteCollectionController, controller.interceptsLifecycle else {
            infinite_deleteSections(sections)
            return
        }
        controller.clientEdited(.deletingSections(sections))
    }

    @objc dynamic func infinite_reloadSections(_ sections: IndexSet) {
        guard let controller = infiniteCollectionController, controller.interceptsLifecycle else {
            infinite_reloadSections(sections)
            return
        }
        controller.clientEdited(.reloadingSections(sections))
    }

    @objc dynamic func infinite_moveSection(_ section: Int, toSection newSection: Int) {
        guard let controller = infiniteCollectionController, controller.interceptsLifecycle else {
            infinite_moveSection(section, toSection: newSection)
            return
        }
        controller.clientEdited(.movingSection(section, to: newSection))
    }

    /// Runs the client's updates; structural changes inside become one animated batch at the end
    /// (or a reload, whose completion runs on the next main-queue turn), otherwise UIKit's own
    /// batch runs.
    @objc dynamic func infinite_performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        guard let controller = infiniteCollectionController, controller.interceptsLifecycle else {
            infinite_performBatchUpdates(updates, completion: completion)
            return
        }
        controller.beginBatch()
        updates?()
        if !controller.endBatch(completion: completion) {
            controller.bypassingHooks { performBatchUpdates(nil, completion: completion) }
        }
    }

    // MARK: Client calls inside callbacks

    @objc dynamic func infinite_dequeueReusableCell(withReuseIdentifier identifier: String,
                                                    for indexPath: IndexPath) -> UICollectionViewCell {
        guard let controller = infiniteCollectionController else {
            return infinite_dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        }
        return controller.actingOn(clientPath: indexPath, caller: HookCaller.current()) { infinite_dequeueReusableCell(withReuseIdentifier: identifier, for: $0) }
    }

    @objc dynamic func infinite_dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String,
                                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        guard let controller = infiniteCollectionController else {
            return infinite_dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        }
        return controller.actingOn(clientPath: indexPath, caller: HookCaller.current()) {
            infinite_dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: $0)
        }
    }

    /// iOS 14's cell registrations (`dequeueConfiguredReusableCell(using:for:item:)`). The
    /// registration and the item pass through untouched, as Objective-C objects.
    @objc(infinite_dequeueConfiguredReusableCellWithRegistration:forIndexPath:item:)
    dynamic func infinite_dequeueConfiguredReusableCell(registration: AnyObject, indexPath: IndexPath,
                                                        item: AnyObject?) -> UICollectionViewCell {
        guard let controller = infiniteCollectionController else {
            return infinite_dequeueConfiguredReusableCell(registration: registration, indexPath: indexPath, item: item)
        }
        return controller.actingOn(clientPath: indexPath, caller: HookCaller.current()) {
            infinite_dequeueConfiguredReusableCell(registration: registration, indexPath: $0, item: item)
        }
    }

    /// iOS 14's supplementary registrations.
    @objc(infinite_dequeueConfiguredReusableSupplementaryViewWithRegistration:forIndexPath:)
    dynamic func infinite_dequeueConfiguredReusableSupplementary(registration: AnyObject,
                                                                 indexPath: IndexPath) -> UICollectionReusableView {
        guard let controller = infiniteCollectionController else {
            return infinite_dequeueConfiguredReusableSupplementary(registration: registration, indexPath: indexPath)
        }
        return controller.actingOn(clientPath: indexPath, caller: HookCaller.current()) {
            infinite_dequeueConfiguredReusableSupplementary(registration: registration, indexPath: $0)
        }
    }

    @objc dynamic func infinite_cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard let controller = infiniteCollectionController else { return infinite_cellForItem(at: indexPath) }
        return controller.actingOn(clientPath: indexPath, caller: HookCaller.current()) { infinite_cellForItem(at: $0) }
    }

    @objc dynamic func infinite_supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        guard let controller = infiniteCollectionController else { return infinite_supplementaryView(forElementKind: kind, at: indexPath) }
        return controller.actingOn(clientPath: indexPath, caller: HookCaller.current()) { infinite_supplementaryView(forElementKind: kind, at: $0) }
    }

    @objc dynamic func infinite_selectItem(at indexPath: IndexPath?, animated: Bool,
                                           scrollPosition: UICollectionView.ScrollPosition) {
        guard let controller = infiniteCollectionController, let indexPath else {
            return infinite_selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
        }
        controller.actingOn(clientPath: indexPath, caller: HookCaller.current()) { infinite_selectItem(at: $0, animated: animated, scrollPosition: scrollPosition) }
    }

    @objc dynamic func infinite_deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard let controller = infiniteCollectionController else { return infinite_deselectItem(at: indexPath, animated: animated) }
        controller.actingOn(clientPath: indexPath, caller: HookCaller.current()) { infinite_deselectItem(at: $0, animated: animated) }
    }

    @objc dynamic func infinite_reloadItems(at indexPaths: [IndexPath]) {
        guard let controller = infiniteCollectionController else { return infinite_reloadItems(at: indexPaths) }
        controller.reloading(clientPaths: indexPaths, caller: HookCaller.current()) { infinite_reloadItems(at: $0) }
    }

    @available(iOS 15.0, *)
    @objc dynamic func infinite_reconfigureItems(at indexPaths: [IndexPath]) {
        guard let controller = infiniteCollectionController else { return infinite_reconfigureItems(at: indexPaths) }
        controller.reloading(clientPaths: indexPaths, caller: HookCaller.current()) {
            infinite_reconfigureItems(at: $0)
        }
    }

    @objc dynamic func infinite_layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let controller = infiniteCollectionController else { return infinite_layoutAttributesForItem(at: indexPath) }
        return controller.actingOn(clientPath: indexPath, caller: HookCaller.current()) { infinite_layoutAttributesForItem(at: $0) }
    }

    @objc dynamic func infinite_layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard let controller = infiniteCollectionController else {
            return infinite_layoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath)
        }
        return controller.actingOn(clientPath: indexPath, caller: HookCaller.current()) { infinite_layoutAttributesForSupplementaryElement(ofKind: kind, at: $0) }
    }

    /// Also marks an animated scroll as running, so recentering waits for it to end.
    @objc dynamic func infinite_scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition,
                                             animated: Bool) {
        guard let controller = infiniteCollectionController else {
            return infinite_scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
        }
        let caller = HookCaller.current()
        if controller.interceptsLifecycle {
            if controller.clientScroll(to: indexPath, position: scrollPosition, animated: animated, caller: caller) { return }
            if animated { controller.beginAnimatedScroll() }
        }
        controller.actingOn(clientPath: indexPath, caller: caller) { infinite_scrollToItem(at: $0, at: scrollPosition, animated: animated) }
    }

    // MARK: Paths and counts out (issue 11)

    @objc dynamic func infinite_indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        guard let controller = infiniteCollectionController else { return infinite_indexPath(for: cell) }
        let caller = HookCaller.current()
        return infinite_indexPath(for: cell).map { controller.clientPath(forVirtual: $0, caller: caller) }
    }

    @objc dynamic func infinite_indexPathForItem(at point: CGPoint) -> IndexPath? {
        guard let controller = infiniteCollectionController else { return infinite_indexPathForItem(at: point) }
        let caller = HookCaller.current()
        return infinite_indexPathForItem(at: point).map { controller.clientPath(forVirtual: $0, caller: caller) }
    }

    @objc dynamic var infinite_indexPathsForSelectedItems: [IndexPath]? {
        guard let controller = infiniteCollectionController else { return self.infinite_indexPathsForSelectedItems }
        let caller = HookCaller.current()
        return self.infinite_indexPathsForSelectedItems.map { controller.clientPaths(forVirtual: $0, caller: caller) }
    }

    @objc dynamic var infinite_indexPathsForVisibleItems: [IndexPath] {
        guard let controller = infiniteCollectionController else { return self.infinite_indexPathsForVisibleItems }
        let caller = HookCaller.current()
        return controller.clientPaths(forVirtual: self.infinite_indexPathsForVisibleItems, caller: caller)
    }

    @objc dynamic var infinite_numberOfSections: Int {
        guard let controller = infiniteCollectionController else { return self.infinite_numberOfSections }
        return controller.sectionCount(caller: HookCaller.current()) ?? self.infinite_numberOfSections
    }

    @objc dynamic func infinite_numberOfItems(inSection section: Int) -> Int {
        guard let controller = infiniteCollectionController else { return infinite_numberOfItems(inSection: section) }
        return controller.itemCount(inSection: section, caller: HookCaller.current()) ?? infinite_numberOfItems(inSection: section)
    }
}
#endif
