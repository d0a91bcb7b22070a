#if canImport(UIKit)
import UIKit

// The bodies that `InfiniteMethodHooks` installs under UICollectionView's own selectors (see
// there for why this is safe). After installation each `infinite_…` body runs when UIKit's selector
// is sent, and calling `infinite_…` (from a body, the controller or an adapter) runs the selector's original
// implementation with UIKit's selector as `_cmd`. Every body is `nonisolated` and passes the gate
// first (`InfiniteHookedView.infiniteHook`): on a collection view that is not infinite it is one
// associated-object read and the original, from any thread; off the main thread an infinite view
// gets the original too.
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
            Hook(#selector(getter: dataSource), #selector(infinite_dataSource), .o, critical: true, appCode: true),
            Hook(#selector(getter: delegate), #selector(infinite_delegate), .o, critical: true, appCode: true),
            Hook(#selector(getter: prefetchDataSource), #selector(infinite_prefetchDataSource), .o, critical: true, appCode: true),
            Hook(#selector(getter: dragDelegate), #selector(infinite_dragDelegate), .o, appCode: true),
            Hook(#selector(getter: dropDelegate), #selector(infinite_dropDelegate), .o, appCode: true),
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
            Hook(#selector(cellForItem(at:)), #selector(infinite_cellForItem(at:)), .o_o, appCode: true),
            Hook(#selector(supplementaryView(forElementKind:at:)), #selector(infinite_supplementaryView(forElementKind:at:)), .oo_o, appCode: true),
            Hook(#selector(selectItem(at:animated:scrollPosition:)), #selector(infinite_selectItem(at:animated:scrollPosition:)), .obi_v, appCode: true),
            Hook(#selector(deselectItem(at:animated:)), #selector(infinite_deselectItem(at:animated:)), .ob_v, appCode: true),
            Hook(#selector(reloadItems(at:)), #selector(infinite_reloadItems(at:)), .o_v, appCode: true),
            Hook(#selector(layoutAttributesForItem(at:)), #selector(infinite_layoutAttributesForItem(at:)), .o_o, appCode: true),
            Hook(#selector(layoutAttributesForSupplementaryElement(ofKind:at:)),
                 #selector(infinite_layoutAttributesForSupplementaryElement(ofKind:at:)), .oo_o, appCode: true),
            Hook(#selector(scrollToItem(at:at:animated:)), #selector(infinite_scrollToItem(at:at:animated:)), .oib_v, appCode: true),
        ]
        // Outside callbacks too, for app code (`HookCaller` tells app from UIKit).
        hooks += [
            Hook(#selector(indexPath(for:)), #selector(infinite_indexPath(for:)), .o_o, appCode: true),
            Hook(#selector(indexPathForItem(at:)), #selector(infinite_indexPathForItem(at:)), .p_o, appCode: true),
            Hook(#selector(getter: indexPathsForSelectedItems), #selector(getter: infinite_indexPathsForSelectedItems), .o, appCode: true),
            Hook(#selector(getter: indexPathsForVisibleItems), #selector(getter: infinite_indexPathsForVisibleItems), .o, appCode: true),
            Hook(#selector(getter: numberOfSections), #selector(getter: infinite_numberOfSections), .i, appCode: true),
            Hook(#selector(numberOfItems(inSection:)), #selector(infinite_numberOfItems(inSection:)), .i_i, appCode: true),
        ]
        if #available(iOS 15.0, *) {
            hooks.append(Hook(#selector(reconfigureItems(at:)), #selector(infinite_reconfigureItems(at:)), .o_v, appCode: true))
        }
        let installed = InfiniteMethodHooks.install(on: UICollectionView.self, hooks)
        HookCaller.register(UICollectionView.self, selectors: hooks.map(\.selector))
        return installed
    }

    // MARK: Lifecycle

    @objc dynamic nonisolated func infinite_setDataSource(_ dataSource: UICollectionViewDataSource?) {
        infiniteAssign(.dataSource, dataSource, original: { infinite_setDataSource(dataSource) }) { $0.dataSource }
    }

    @objc dynamic nonisolated func infinite_setDelegate(_ delegate: UICollectionViewDelegate?) {
        infiniteAssign(.delegate, delegate, original: { infinite_setDelegate(delegate) }) { $0.delegate }
    }

    @objc dynamic nonisolated func infinite_setPrefetchDataSource(_ prefetchDataSource: UICollectionViewDataSourcePrefetching?) {
        infiniteAssign(.prefetchDataSource, prefetchDataSource, original: { infinite_setPrefetchDataSource(prefetchDataSource) }) { $0.prefetch }
    }

    @objc dynamic nonisolated func infinite_setDragDelegate(_ dragDelegate: UICollectionViewDragDelegate?) {
        infiniteAssign(.dragDelegate, dragDelegate, original: { infinite_setDragDelegate(dragDelegate) }) { $0.drag }
    }

    @objc dynamic nonisolated func infinite_setDropDelegate(_ dropDelegate: UICollectionViewDropDelegate?) {
        infiniteAssign(.dropDelegate, dropDelegate, original: { infinite_setDropDelegate(dropDelegate) }) { $0.drop }
    }

    // MARK: Getters: the app's own objects (see UITableView's `infinite_delegate()` for UIKit's reads)

    @objc dynamic nonisolated func infinite_dataSource() -> UICollectionViewDataSource? {
        infiniteVisible(infinite_dataSource()) { $0.dataSource }
    }

    @objc dynamic nonisolated func infinite_delegate() -> UICollectionViewDelegate? {
        infiniteVisible(infinite_delegate()) { $0.delegate }
    }

    @objc dynamic nonisolated func infinite_prefetchDataSource() -> UICollectionViewDataSourcePrefetching? {
        infiniteVisible(infinite_prefetchDataSource()) { $0.prefetch }
    }

    @objc dynamic nonisolated func infinite_dragDelegate() -> UICollectionViewDragDelegate? {
        infiniteVisible(infinite_dragDelegate()) { $0.drag }
    }

    @objc dynamic nonisolated func infinite_dropDelegate() -> UICollectionViewDropDelegate? {
        infiniteVisible(infinite_dropDelegate()) { $0.drop }
    }

    /// The client's `reloadData()`: re-plan for its new counts and keep the logical item on screen.
    @objc dynamic nonisolated func infinite_reloadData() {
        infiniteControl(infinite_reloadData()) { controller in controller.hookedReloadData { infinite_reloadData() } }
    }

    /// UIKit's layout with nothing translated inside; a size change re-plans before it, a pending
    /// position is applied after it. The layout is never invalidated or snapped by the glue here.
    @objc dynamic nonisolated func infinite_layoutSubviews() {
        infiniteControl(infinite_layoutSubviews()) { controller in controller.hookedLayoutSubviews(on: self) { infinite_layoutSubviews() } }
    }

    /// Auto-scroll pauses while the view is not in a window.
    @objc dynamic nonisolated func infinite_didMoveToWindow() {
        infinite_didMoveToWindow()
        guard let controller = infiniteHook()?.controller else { return }
        assumeMainActor { controller.windowDidChange(isInWindow: window != nil) }
    }

    // MARK: Structural changes (see UITableView+InfiniteHooks: translated by the controller)

    @objc dynamic nonisolated func infinite_insertItems(at indexPaths: [IndexPath]) {
        infiniteEdit(.insertingItems(indexPaths)) { infinite_insertItems(at: indexPaths) }
    }

    @objc dynamic nonisolated func infinite_deleteItems(at indexPaths: [IndexPath]) {
        infiniteEdit(.deletingItems(indexPaths)) { infinite_deleteItems(at: indexPaths) }
    }

    @objc dynamic nonisolated func infinite_moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        infiniteEdit(.movingItem(indexPath, to: newIndexPath)) { infinite_moveItem(at: indexPath, to: newIndexPath) }
    }

    @objc dynamic nonisolated func infinite_insertSections(_ sections: IndexSet) {
        infiniteEdit(.insertingSections(sections)) { infinite_insertSections(sections) }
    }

    @objc dynamic nonisolated func infinite_deleteSections(_ sections: IndexSet) {
        infiniteEdit(.deletingSections(sections)) { infinite_deleteSections(sections) }
    }

    @objc dynamic nonisolated func infinite_reloadSections(_ sections: IndexSet) {
        infiniteEdit(.reloadingSections(sections)) { infinite_reloadSections(sections) }
    }

    @objc dynamic nonisolated func infinite_moveSection(_ section: Int, toSection newSection: Int) {
        infiniteEdit(.movingSection(section, to: newSection)) { infinite_moveSection(section, toSection: newSection) }
    }

    /// Runs the client's updates; structural changes inside become one animated batch at the end
    /// (or a reload, whose completion runs on the next main-queue turn), otherwise UIKit's own
    /// batch runs.
    @objc dynamic nonisolated func infinite_performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        nonisolated(unsafe) let (updates, completion) = (updates, completion)
        infiniteControl(infinite_performBatchUpdates(updates, completion: completion), lifecycle: true) { controller in
            controller.clientPerformedBatch(updates, completion: completion) { infinite_performBatchUpdates(nil, completion: $0) }
        }
    }

    // MARK: Client calls inside callbacks

    @objc dynamic nonisolated func infinite_dequeueReusableCell(withReuseIdentifier identifier: String,
                                                    for indexPath: IndexPath) -> UICollectionViewCell {
        infiniteTranslate(infinite_dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)) { call in
            call.controller.actingOn(clientPath: indexPath, caller: call.caller) { infinite_dequeueReusableCell(withReuseIdentifier: identifier, for: $0) }
        }
    }

    @objc dynamic nonisolated func infinite_dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String,
                                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        infiniteTranslate(infinite_dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)) { call in
            call.controller.actingOn(clientPath: indexPath, caller: call.caller) {
                infinite_dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: $0)
            }
        }
    }

    /// iOS 14's cell registrations (`dequeueConfiguredReusableCell(using:for:item:)`): UIKit
    /// dequeues for the laid-out path, and the registration's handler runs as a callback with the
    /// client's path (``InfiniteRegistrationHandler``). The item passes through untouched.
    @objc(infinite_dequeueConfiguredReusableCellWithRegistration:forIndexPath:item:)
    dynamic nonisolated func infinite_dequeueConfiguredReusableCell(registration: AnyObject, indexPath: IndexPath,
                                                        item: AnyObject?) -> UICollectionViewCell {
        nonisolated(unsafe) let (registration, item) = (registration, item)
        return infiniteTranslate(infinite_dequeueConfiguredReusableCell(registration: registration, indexPath: indexPath, item: item)) { call in
            call.controller.actingOn(clientPath: indexPath, caller: call.caller) { path in
                InfiniteRegistrationHandler.swapping(registration, supplementary: false, forward: { [weak controller = call.controller] in
                    guard let controller else { return $1($0) }
                    controller.forwardingRegistrationHandler(at: $0, supplementary: false, $1)
                }) {
                    infinite_dequeueConfiguredReusableCell(registration: registration, indexPath: path, item: item)
                }
            }
        }
    }

    /// iOS 14's supplementary registrations, as cell registrations.
    @objc(infinite_dequeueConfiguredReusableSupplementaryViewWithRegistration:forIndexPath:)
    dynamic nonisolated func infinite_dequeueConfiguredReusableSupplementary(registration: AnyObject,
                                                                 indexPath: IndexPath) -> UICollectionReusableView {
        nonisolated(unsafe) let registration = registration
        return infiniteTranslate(infinite_dequeueConfiguredReusableSupplementary(registration: registration, indexPath: indexPath)) { call in
            call.controller.actingOn(clientPath: indexPath, caller: call.caller) { path in
                InfiniteRegistrationHandler.swapping(registration, supplementary: true, forward: { [weak controller = call.controller] in
                    guard let controller else { return $1($0) }
                    controller.forwardingRegistrationHandler(at: $0, supplementary: true, $1)
                }) {
                    infinite_dequeueConfiguredReusableSupplementary(registration: registration, indexPath: path)
                }
            }
        }
    }

    @objc dynamic nonisolated func infinite_cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        infiniteTranslate(infinite_cellForItem(at: indexPath)) { call in call.controller.actingOn(clientPath: indexPath, caller: call.caller) { infinite_cellForItem(at: $0) } }
    }

    @objc dynamic nonisolated func infinite_supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        infiniteTranslate(infinite_supplementaryView(forElementKind: kind, at: indexPath)) { call in
            return call.controller.actingOn(clientPath: indexPath, caller: call.caller) { infinite_supplementaryView(forElementKind: kind, at: $0) }
        }
    }

    @objc dynamic nonisolated func infinite_selectItem(at indexPath: IndexPath?, animated: Bool,
                                           scrollPosition: UICollectionView.ScrollPosition) {
        guard let controller = infiniteHook()?.controller, let indexPath else {
            return infinite_selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
        }
        let caller = HookCaller.current(self)
        assumeMainActor {
            controller.selecting(clientPath: indexPath, caller: caller) { infinite_selectItem(at: $0, animated: animated, scrollPosition: scrollPosition) }
        }
    }

    @objc dynamic nonisolated func infinite_deselectItem(at indexPath: IndexPath, animated: Bool) {
        infiniteTranslate(infinite_deselectItem(at: indexPath, animated: animated)) { call in call.controller.deselecting(clientPath: indexPath, caller: call.caller) { infinite_deselectItem(at: $0, animated: animated) } }
    }

    @objc dynamic nonisolated func infinite_reloadItems(at indexPaths: [IndexPath]) {
        infiniteTranslate(infinite_reloadItems(at: indexPaths)) { call in call.controller.reloading(clientPaths: indexPaths, caller: call.caller) { infinite_reloadItems(at: $0) } }
    }

    @available(iOS 15.0, *)
    @objc dynamic nonisolated func infinite_reconfigureItems(at indexPaths: [IndexPath]) {
        infiniteTranslate(infinite_reconfigureItems(at: indexPaths)) { call in
            call.controller.reconfiguring(clientPaths: indexPaths, caller: call.caller) {
                infinite_reconfigureItems(at: $0)
            }
        }
    }

    @objc dynamic nonisolated func infinite_layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        infiniteTranslate(infinite_layoutAttributesForItem(at: indexPath)) { call in call.controller.actingOn(clientPath: indexPath, caller: call.caller) { infinite_layoutAttributesForItem(at: $0) } }
    }

    @objc dynamic nonisolated func infinite_layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        infiniteTranslate(infinite_layoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath)) { call in
            call.controller.actingOn(clientPath: indexPath, caller: call.caller) { infinite_layoutAttributesForSupplementaryElement(ofKind: kind, at: $0) }
        }
    }

    /// Also marks an animated scroll as running, so recentering waits for it to end.
    @objc dynamic nonisolated func infinite_scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition,
                                             animated: Bool) {
        infiniteTranslate(infinite_scrollToItem(at: indexPath, at: scrollPosition, animated: animated)) { call in
            if call.controller.hookedScroll(to: indexPath, position: scrollPosition, animated: animated, caller: call.caller) { return }
            call.controller.actingOn(clientPath: indexPath, caller: call.caller) { infinite_scrollToItem(at: $0, at: scrollPosition, animated: animated) }
        }
    }

    // MARK: Paths and counts out (app code's space, inside callbacks and out)

    @objc dynamic nonisolated func infinite_indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        infiniteTranslate(infinite_indexPath(for: cell)) { call in infinite_indexPath(for: cell).map { call.controller.clientPath(forVirtual: $0, caller: call.caller) } }
    }

    @objc dynamic nonisolated func infinite_indexPathForItem(at point: CGPoint) -> IndexPath? {
        infiniteTranslate(infinite_indexPathForItem(at: point)) { call in infinite_indexPathForItem(at: point).map { call.controller.clientPath(forVirtual: $0, caller: call.caller) } }
    }

    @objc dynamic nonisolated var infinite_indexPathsForSelectedItems: [IndexPath]? {
        infiniteTranslate(self.infinite_indexPathsForSelectedItems) { call in self.infinite_indexPathsForSelectedItems.map { call.controller.clientPaths(forVirtual: $0, caller: call.caller) } }
    }

    @objc dynamic nonisolated var infinite_indexPathsForVisibleItems: [IndexPath] {
        infiniteTranslate(self.infinite_indexPathsForVisibleItems) { call in call.controller.clientPaths(forVirtual: self.infinite_indexPathsForVisibleItems, caller: call.caller) }
    }

    @objc dynamic nonisolated var infinite_numberOfSections: Int {
        infiniteTranslate(self.infinite_numberOfSections) { call in call.controller.sectionCount(caller: call.caller) ?? self.infinite_numberOfSections }
    }

    @objc dynamic nonisolated func infinite_numberOfItems(inSection section: Int) -> Int {
        infiniteTranslate(infinite_numberOfItems(inSection: section)) { call in call.controller.itemCount(inSection: section, caller: call.caller) ?? infinite_numberOfItems(inSection: section) }
    }
}
#endif
