#if canImport(UIKit)
import UIKit

// The bodies that `InfiniteMethodHooks` installs under UICollectionView's own selectors (see
// there for why this is safe). After installation each `infinite_…` body runs when UIKit's selector
// is sent, and calling `infinite_…` (from a body, the controller or an adapter) runs the selector's original
// implementation with UIKit's selector as `_cmd`. On a
// collection view that is not infinite every body is one associated-object read and the original.
//
// The dequeue hooks are what make iOS 18's "Expected dequeued view to be returned to the collection
// view in preparation for display" impossible: a client that dequeues with the source path it was
// handed gets the view for the virtual path UIKit asked for, so UIKit receives exactly the view it
// prepared.

extension UICollectionView {
    /// Exchanges the hooks on `UICollectionView` once; false when a critical one is missing.
    static func installInfiniteHooks() -> Bool {
        typealias Hook = InfiniteMethodHooks.Hook
        var hooks: [Hook] = [
            Hook(#selector(setter: dataSource), #selector(infinite_setDataSource(_:)), .o_v, critical: true),
            Hook(#selector(setter: delegate), #selector(infinite_setDelegate(_:)), .o_v, critical: true),
            Hook(#selector(setter: prefetchDataSource), #selector(infinite_setPrefetchDataSource(_:)), .o_v, critical: true),
            Hook(#selector(setter: dragDelegate), #selector(infinite_setDragDelegate(_:)), .o_v),
            Hook(#selector(setter: dropDelegate), #selector(infinite_setDropDelegate(_:)), .o_v),
            // App code gets its own objects back; UIKit reads its ivar (see `infinite_delegate()`).
            Hook(#selector(getter: dataSource), #selector(infinite_dataSource), .o, critical: true),
            Hook(#selector(getter: delegate), #selector(infinite_delegate), .o, critical: true),
            Hook(#selector(getter: prefetchDataSource), #selector(infinite_prefetchDataSource), .o, critical: true),
            Hook(#selector(getter: dragDelegate), #selector(infinite_dragDelegate), .o),
            Hook(#selector(getter: dropDelegate), #selector(infinite_dropDelegate), .o),
            Hook(#selector(reloadData), #selector(infinite_reloadData), .v, critical: true),
            Hook(#selector(layoutSubviews), #selector(infinite_layoutSubviews), .v, critical: true),
            Hook(#selector(didMoveToWindow), #selector(infinite_didMoveToWindow), .v),
            // Structural changes: translated into every copy by the controller.
            Hook(#selector(insertItems(at:)), #selector(infinite_insertItems(at:)), .o_v, critical: true),
            Hook(#selector(deleteItems(at:)), #selector(infinite_deleteItems(at:)), .o_v, critical: true),
            Hook(#selector(moveItem(at:to:)), #selector(infinite_moveItem(at:to:)), .oo_v, critical: true),
            Hook(#selector(insertSections(_:)), #selector(infinite_insertSections(_:)), .o_v, critical: true),
            Hook(#selector(deleteSections(_:)), #selector(infinite_deleteSections(_:)), .o_v, critical: true),
            Hook(#selector(reloadSections(_:)), #selector(infinite_reloadSections(_:)), .o_v, critical: true),
            Hook(#selector(moveSection(_:toSection:)), #selector(infinite_moveSection(_:toSection:)), .ii_v, critical: true),
            Hook(#selector(performBatchUpdates(_:completion:)), #selector(infinite_performBatchUpdates(_:completion:)),
                 .oo_v, critical: true),
            // Client calls inside callbacks.
            Hook(#selector(dequeueReusableCell(withReuseIdentifier:for:)),
                 #selector(infinite_dequeueReusableCell(withReuseIdentifier:for:)), .oo_o),
            Hook(#selector(dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)),
                 #selector(infinite_dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)), .ooo_o),
            Hook(NSSelectorFromString("dequeueConfiguredReusableCellWithRegistration:forIndexPath:item:"),
                 #selector(infinite_dequeueConfiguredReusableCell(registration:indexPath:item:)), .ooo_o),
            Hook(NSSelectorFromString("dequeueConfiguredReusableSupplementaryViewWithRegistration:forIndexPath:"),
                 #selector(infinite_dequeueConfiguredReusableSupplementary(registration:indexPath:)), .oo_o),
            Hook(#selector(cellForItem(at:)), #selector(infinite_cellForItem(at:)), .o_o),
            Hook(#selector(supplementaryView(forElementKind:at:)), #selector(infinite_supplementaryView(forElementKind:at:)), .oo_o),
            Hook(#selector(selectItem(at:animated:scrollPosition:)), #selector(infinite_selectItem(at:animated:scrollPosition:)), .obi_v),
            Hook(#selector(deselectItem(at:animated:)), #selector(infinite_deselectItem(at:animated:)), .ob_v),
            Hook(#selector(reloadItems(at:)), #selector(infinite_reloadItems(at:)), .o_v),
            Hook(#selector(layoutAttributesForItem(at:)), #selector(infinite_layoutAttributesForItem(at:)), .o_o),
            Hook(#selector(layoutAttributesForSupplementaryElement(ofKind:at:)),
                 #selector(infinite_layoutAttributesForSupplementaryElement(ofKind:at:)), .oo_o),
            Hook(#selector(scrollToItem(at:at:animated:)), #selector(infinite_scrollToItem(at:at:animated:)), .oib_v),
        ]
        // Outside callbacks too, for app code (issue 11; `HookCaller` tells app from UIKit).
        hooks += [
            Hook(#selector(indexPath(for:)), #selector(infinite_indexPath(for:)), .o_o),
            Hook(#selector(indexPathForItem(at:)), #selector(infinite_indexPathForItem(at:)), .p_o),
            Hook(#selector(getter: indexPathsForSelectedItems), #selector(getter: infinite_indexPathsForSelectedItems), .o),
            Hook(#selector(getter: indexPathsForVisibleItems), #selector(getter: infinite_indexPathsForVisibleItems), .o),
            Hook(#selector(getter: numberOfSections), #selector(getter: infinite_numberOfSections), .i),
            Hook(#selector(numberOfItems(inSection:)), #selector(infinite_numberOfItems(inSection:)), .i_i),
        ]
        if #available(iOS 15.0, *) {
            hooks.append(Hook(#selector(reconfigureItems(at:)), #selector(infinite_reconfigureItems(at:)), .o_v))
        }
        let installed = InfiniteMethodHooks.install(on: UICollectionView.self, hooks)
        HookCaller.register(UICollectionView.self, selectors: hooks.map(\.selector))
        return installed
    }

    // MARK: Lifecycle

    @objc dynamic func infinite_setDataSource(_ dataSource: UICollectionViewDataSource?) {
        guard let attachment = infiniteCollectionAttachment, attachment.controller.interceptsLifecycle else {
            infinite_setDataSource(dataSource)
            return
        }
        attachment.controller.clientAssigned(.dataSource, object: dataSource, interceptor: attachment.dataSource) {
            attachment.dataSource.target = dataSource
        }
    }

    @objc dynamic func infinite_setDelegate(_ delegate: UICollectionViewDelegate?) {
        guard let attachment = infiniteCollectionAttachment, attachment.controller.interceptsLifecycle else {
            infinite_setDelegate(delegate)
            return
        }
        attachment.controller.clientAssigned(.delegate, object: delegate, interceptor: attachment.delegate) {
            attachment.delegate.target = delegate
        }
    }

    @objc dynamic func infinite_setPrefetchDataSource(_ prefetchDataSource: UICollectionViewDataSourcePrefetching?) {
        guard let attachment = infiniteCollectionAttachment, attachment.controller.interceptsLifecycle else {
            infinite_setPrefetchDataSource(prefetchDataSource)
            return
        }
        attachment.controller.clientAssigned(.prefetchDataSource, object: prefetchDataSource, interceptor: attachment.prefetch) {
            attachment.prefetch.target = prefetchDataSource
        }
    }

    @objc dynamic func infinite_setDragDelegate(_ dragDelegate: UICollectionViewDragDelegate?) {
        guard let attachment = infiniteCollectionAttachment, attachment.controller.interceptsLifecycle else {
            infinite_setDragDelegate(dragDelegate)
            return
        }
        attachment.controller.clientAssigned(.dragDelegate, object: dragDelegate, interceptor: attachment.drag) {
            attachment.drag.target = dragDelegate
        }
    }

    @objc dynamic func infinite_setDropDelegate(_ dropDelegate: UICollectionViewDropDelegate?) {
        guard let attachment = infiniteCollectionAttachment, attachment.controller.interceptsLifecycle else {
            infinite_setDropDelegate(dropDelegate)
            return
        }
        attachment.controller.clientAssigned(.dropDelegate, object: dropDelegate, interceptor: attachment.drop) {
            attachment.drop.target = dropDelegate
        }
    }

    // MARK: Getters: the app's own objects (see UITableView's `infinite_delegate()` for UIKit's reads)

    @objc dynamic func infinite_dataSource() -> UICollectionViewDataSource? {
        guard let attachment = infiniteCollectionAttachment else { return infinite_dataSource() }
        return InterceptedClient.visible(stored: infinite_dataSource(), interceptor: attachment.dataSource,
                                         client: attachment.dataSource.target,
                                         duringViewsOwnWork: attachment.controller.isRunningViewsOwnWork || HookCaller.current() == .system) as? UICollectionViewDataSource
    }

    @objc dynamic func infinite_delegate() -> UICollectionViewDelegate? {
        guard let attachment = infiniteCollectionAttachment else { return infinite_delegate() }
        return InterceptedClient.visible(stored: infinite_delegate(), interceptor: attachment.delegate,
                                         client: attachment.delegate.target,
                                         duringViewsOwnWork: attachment.controller.isRunningViewsOwnWork || HookCaller.current() == .system) as? UICollectionViewDelegate
    }

    @objc dynamic func infinite_prefetchDataSource() -> UICollectionViewDataSourcePrefetching? {
        guard let attachment = infiniteCollectionAttachment else { return infinite_prefetchDataSource() }
        return InterceptedClient.visible(stored: infinite_prefetchDataSource(), interceptor: attachment.prefetch,
                                         client: attachment.prefetch.target,
                                         duringViewsOwnWork: attachment.controller.isRunningViewsOwnWork || HookCaller.current() == .system) as? UICollectionViewDataSourcePrefetching
    }

    @objc dynamic func infinite_dragDelegate() -> UICollectionViewDragDelegate? {
        guard let attachment = infiniteCollectionAttachment else { return infinite_dragDelegate() }
        return InterceptedClient.visible(stored: infinite_dragDelegate(), interceptor: attachment.drag,
                                         client: attachment.drag.target,
                                         duringViewsOwnWork: attachment.controller.isRunningViewsOwnWork || HookCaller.current() == .system) as? UICollectionViewDragDelegate
    }

    @objc dynamic func infinite_dropDelegate() -> UICollectionViewDropDelegate? {
        guard let attachment = infiniteCollectionAttachment else { return infinite_dropDelegate() }
        return InterceptedClient.visible(stored: infinite_dropDelegate(), interceptor: attachment.drop,
                                         client: attachment.drop.target,
                                         duringViewsOwnWork: attachment.controller.isRunningViewsOwnWork || HookCaller.current() == .system) as? UICollectionViewDropDelegate
    }

    /// The client's `reloadData()`: re-plan for its new counts and keep the logical item on screen.
    @objc dynamic func infinite_reloadData() {
        guard let controller = infiniteCollectionController else { return infinite_reloadData() }
        controller.hookedReloadData { infinite_reloadData() }
    }

    /// UIKit's layout with nothing translated inside; a size change re-plans before it, a pending
    /// position is applied after it. The layout is never invalidated or snapped by the glue here.
    @objc dynamic func infinite_layoutSubviews() {
        guard let controller = infiniteCollectionController else { return infinite_layoutSubviews() }
        controller.hookedLayoutSubviews(on: self) { infinite_layoutSubviews() }
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
        controller.clientPerformedBatch(updates, completion: completion) { infinite_performBatchUpdates(nil, completion: $0) }
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
        controller.reconfiguring(clientPaths: indexPaths, caller: HookCaller.current()) {
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
        if controller.hookedScroll(to: indexPath, position: scrollPosition, animated: animated, caller: caller) { return }
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
