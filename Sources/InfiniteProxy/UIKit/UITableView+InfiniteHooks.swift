#if canImport(UIKit)
import UIKit

// The bodies that `InfiniteMethodHooks` installs under UITableView's own selectors (see there
// for why this is safe). After installation each `infinite_…` body below runs when UIKit's
// selector is sent, and calling `infinite_…` (from a body, the controller or an adapter) runs the selector's original
// implementation with UIKit's selector as `_cmd`.
// Every body is `nonisolated` and passes the gate first (`InfiniteHookedView.infiniteHook`): on a
// table that is not infinite it is one associated-object read and the original call, from any
// thread; off the main thread an infinite table gets the original too.

extension UITableView {
    /// Exchanges the hooks on `UITableView` once; false when a critical one is missing.
    static func installInfiniteHooks() -> Bool {
        typealias Hook = InfiniteMethodHooks.Hook
        var hooks: [Hook] = [
            // Lifecycle: without these the table cannot stay infinite.
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
            // Structural changes: translated into every copy by the controller.
            Hook(#selector(insertRows(at:with:)), #selector(infinite_insertRows(at:with:)), .oi_v, critical: true),
            Hook(#selector(deleteRows(at:with:)), #selector(infinite_deleteRows(at:with:)), .oi_v, critical: true),
            Hook(#selector(moveRow(at:to:)), #selector(infinite_moveRow(at:to:)), .oo_v, critical: true),
            Hook(#selector(insertSections(_:with:)), #selector(infinite_insertSections(_:with:)), .oi_v, critical: true),
            Hook(#selector(deleteSections(_:with:)), #selector(infinite_deleteSections(_:with:)), .oi_v, critical: true),
            Hook(#selector(reloadSections(_:with:)), #selector(infinite_reloadSections(_:with:)), .oi_v, critical: true),
            Hook(#selector(moveSection(_:toSection:)), #selector(infinite_moveSection(_:toSection:)), .ii_v, critical: true),
            Hook(#selector(beginUpdates), #selector(infinite_beginUpdates), .v, critical: true),
            Hook(#selector(endUpdates), #selector(infinite_endUpdates), .v, critical: true),
            Hook(#selector(performBatchUpdates(_:completion:)), #selector(infinite_performBatchUpdates(_:completion:)),
                 .oo_v, critical: true),
            // Client calls inside callbacks: source paths act on the virtual path of the callback.
            Hook(#selector(dequeueReusableCell(withIdentifier:for:)), #selector(infinite_dequeueReusableCell(withIdentifier:for:)), .oo_o),
            Hook(#selector(cellForRow(at:)), #selector(infinite_cellForRow(at:)), .o_o, appCode: true),
            Hook(#selector(deselectRow(at:animated:)), #selector(infinite_deselectRow(at:animated:)), .ob_v, appCode: true),
            Hook(#selector(selectRow(at:animated:scrollPosition:)), #selector(infinite_selectRow(at:animated:scrollPosition:)), .obi_v, appCode: true),
            Hook(#selector(reloadRows(at:with:)), #selector(infinite_reloadRows(at:with:)), .oi_v, appCode: true),
            Hook(#selector(rectForRow(at:)), #selector(infinite_rectForRow(at:)), .o_rect, appCode: true),
            Hook(#selector(scrollToRow(at:at:animated:)), #selector(infinite_scrollToRow(at:at:animated:)), .oib_v, appCode: true),
            // Paths UIKit hands out inside callbacks are the client's.
            Hook(#selector(indexPath(for:)), #selector(infinite_indexPath(for:)), .o_o, appCode: true),
            Hook(#selector(indexPathForRow(at:)), #selector(infinite_indexPathForRow(at:)), .p_o, appCode: true),
            Hook(#selector(getter: indexPathForSelectedRow), #selector(getter: infinite_indexPathForSelectedRow), .o, appCode: true),
            Hook(#selector(getter: indexPathsForSelectedRows), #selector(getter: infinite_indexPathsForSelectedRows), .o, appCode: true),
            Hook(#selector(getter: indexPathsForVisibleRows), #selector(getter: infinite_indexPathsForVisibleRows), .o, appCode: true),
            // Outside callbacks too, for app code (`HookCaller` tells app from UIKit).
            Hook(#selector(getter: numberOfSections), #selector(getter: infinite_numberOfSections), .i, appCode: true),
            Hook(#selector(numberOfRows(inSection:)), #selector(infinite_numberOfRows(inSection:)), .i_i, appCode: true),
            Hook(#selector(indexPathsForRows(in:)), #selector(infinite_indexPathsForRows(in:)), .r_o, appCode: true),
            Hook(#selector(rect(forSection:)), #selector(infinite_rect(forSection:)), .i_rect, appCode: true),
            Hook(#selector(rectForHeader(inSection:)), #selector(infinite_rectForHeader(inSection:)), .i_rect, appCode: true),
            Hook(#selector(rectForFooter(inSection:)), #selector(infinite_rectForFooter(inSection:)), .i_rect, appCode: true),
            Hook(#selector(headerView(forSection:)), #selector(infinite_headerView(forSection:)), .i_o, appCode: true),
            Hook(#selector(footerView(forSection:)), #selector(infinite_footerView(forSection:)), .i_o, appCode: true),
        ]
        if #available(iOS 15.0, *) {
            hooks.append(Hook(#selector(reconfigureRows(at:)), #selector(infinite_reconfigureRows(at:)), .o_v, appCode: true))
        }
        let installed = InfiniteMethodHooks.install(on: UITableView.self, hooks)
        HookCaller.register(UITableView.self, selectors: hooks.map(\.selector))
        return installed
    }

    // MARK: Lifecycle

    /// The client assigned an object while the table is infinite: the interceptor takes it as
    /// its client (the controller keeps the row on screen).
    @objc dynamic nonisolated func infinite_setDataSource(_ dataSource: UITableViewDataSource?) {
        infiniteAssign(.dataSource, dataSource, original: { infinite_setDataSource(dataSource) }) { $0.dataSource }
    }

    @objc dynamic nonisolated func infinite_setDelegate(_ delegate: UITableViewDelegate?) {
        infiniteAssign(.delegate, delegate, original: { infinite_setDelegate(delegate) }) { $0.delegate }
    }

    @objc dynamic nonisolated func infinite_setPrefetchDataSource(_ prefetchDataSource: UITableViewDataSourcePrefetching?) {
        infiniteAssign(.prefetchDataSource, prefetchDataSource, original: { infinite_setPrefetchDataSource(prefetchDataSource) }) { $0.prefetch }
    }

    @objc dynamic nonisolated func infinite_setDragDelegate(_ dragDelegate: UITableViewDragDelegate?) {
        infiniteAssign(.dragDelegate, dragDelegate, original: { infinite_setDragDelegate(dragDelegate) }) { $0.drag }
    }

    @objc dynamic nonisolated func infinite_setDropDelegate(_ dropDelegate: UITableViewDropDelegate?) {
        infiniteAssign(.dropDelegate, dropDelegate, original: { infinite_setDropDelegate(dropDelegate) }) { $0.drop }
    }

    // MARK: Getters: the app's own objects

    /// The client's data source on an infinite table (`tableView.dataSource as? MyDataSource`
    /// works), the stored one otherwise (``InterceptedClient``).
    @objc dynamic nonisolated func infinite_dataSource() -> UITableViewDataSource? {
        infiniteVisible(infinite_dataSource()) { $0.dataSource }
    }

    /// The client's delegate on an infinite table.
    ///
    /// - Important: two assumptions, not yet checked on a device. (1) UIKit's own sends to the delegate
    ///   read the `_delegate` ivar with the `respondsToSelector:` flags it cached when the
    ///   delegate was assigned, not this getter — evidence: the cache at assignment is documented
    ///   behaviour (the reason to assign nil first), and it only makes sense for sends through
    ///   the stored ivar. (2) Where UIKit might read the getter (a flow layout sizing items), it
    ///   does so inside layout or inside the original of a translated call, which the controller
    ///   brackets (`passingThrough`): there the getter answers the interceptor
    ///   (``InterceptedClient``). Simulator test: with an infinite table and collection view whose
    ///   client records paths, check `tableView.delegate === client`, that `heightForRowAt`,
    ///   `willDisplay`, `didSelectRowAt` (tap) and `sizeForItemAt` reach the client with source
    ///   paths only, and that scrolling still recenters.
    @objc dynamic nonisolated func infinite_delegate() -> UITableViewDelegate? {
        infiniteVisible(infinite_delegate()) { $0.delegate }
    }

    /// The client's prefetch data source on an infinite table.
    @objc dynamic nonisolated func infinite_prefetchDataSource() -> UITableViewDataSourcePrefetching? {
        infiniteVisible(infinite_prefetchDataSource()) { $0.prefetch }
    }

    /// The client's drag delegate on an infinite table.
    @objc dynamic nonisolated func infinite_dragDelegate() -> UITableViewDragDelegate? {
        infiniteVisible(infinite_dragDelegate()) { $0.drag }
    }

    /// The client's drop delegate on an infinite table.
    @objc dynamic nonisolated func infinite_dropDelegate() -> UITableViewDropDelegate? {
        infiniteVisible(infinite_dropDelegate()) { $0.drop }
    }

    /// The client's `reloadData()`: re-plan for its new counts and keep the logical row on screen.
    @objc dynamic nonisolated func infinite_reloadData() {
        infiniteControl(infinite_reloadData()) { controller in controller.hookedReloadData { infinite_reloadData() } }
    }

    /// UIKit's layout, with nothing translated inside; a size change re-plans before it, the arc
    /// and any pending position are applied after it.
    @objc dynamic nonisolated func infinite_layoutSubviews() {
        infiniteControl(infinite_layoutSubviews()) { controller in controller.hookedLayoutSubviews(on: self) { infinite_layoutSubviews() } }
    }

    // MARK: Structural changes

    // The virtual content has several twins of every row, so the client's insert or delete is
    // not a change UIKit could check against the new counts ("Invalid update: invalid number of
    // rows"). Each structural call goes to the controller in the client's paths; when the
    // enclosing batch (if any) closes it becomes one animated batch of the same edit in every
    // copy (or, where that cannot be expressed, a reload that keeps the row on screen).

    @objc dynamic nonisolated func infinite_insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        infiniteEdit(.insertingItems(indexPaths)) { infinite_insertRows(at: indexPaths, with: animation) }
    }

    @objc dynamic nonisolated func infinite_deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        infiniteEdit(.deletingItems(indexPaths)) { infinite_deleteRows(at: indexPaths, with: animation) }
    }

    @objc dynamic nonisolated func infinite_moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        infiniteEdit(.movingItem(indexPath, to: newIndexPath)) { infinite_moveRow(at: indexPath, to: newIndexPath) }
    }

    @objc dynamic nonisolated func infinite_insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        infiniteEdit(.insertingSections(sections)) { infinite_insertSections(sections, with: animation) }
    }

    @objc dynamic nonisolated func infinite_deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        infiniteEdit(.deletingSections(sections)) { infinite_deleteSections(sections, with: animation) }
    }

    @objc dynamic nonisolated func infinite_reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        infiniteEdit(.reloadingSections(sections)) { infinite_reloadSections(sections, with: animation) }
    }

    @objc dynamic nonisolated func infinite_moveSection(_ section: Int, toSection newSection: Int) {
        infiniteEdit(.movingSection(section, to: newSection)) { infinite_moveSection(section, toSection: newSection) }
    }

    @objc dynamic nonisolated func infinite_beginUpdates() {
        infiniteControl(infinite_beginUpdates(), lifecycle: true) { controller in controller.beginBatch() }
    }

    /// Closes a batch: the controller's animated batch (or reload) if it held structural changes,
    /// otherwise UIKit's own (empty) update — the usual way to animate self-sizing rows to new heights.
    @objc dynamic nonisolated func infinite_endUpdates() {
        infiniteControl(infinite_endUpdates(), lifecycle: true) { controller in
            controller.clientEndedUpdates {
                infinite_beginUpdates()
                infinite_endUpdates()
            }
        }
    }

    @objc dynamic nonisolated func infinite_performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        nonisolated(unsafe) let (updates, completion) = (updates, completion)
        infiniteControl(infinite_performBatchUpdates(updates, completion: completion), lifecycle: true) { controller in
            controller.clientPerformedBatch(updates, completion: completion) { infinite_performBatchUpdates(nil, completion: $0) }
        }
    }

    // MARK: Client calls inside callbacks (paths in)

    @objc dynamic nonisolated func infinite_dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        infiniteTranslate(infinite_dequeueReusableCell(withIdentifier: identifier, for: indexPath)) { call in
            return call.controller.actingOn(clientPath: indexPath, caller: call.caller) {
                infinite_dequeueReusableCell(withIdentifier: identifier, for: $0)
            }
        }
    }

    @objc dynamic nonisolated func infinite_cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        infiniteTranslate(infinite_cellForRow(at: indexPath)) { call in call.controller.actingOn(clientPath: indexPath, caller: call.caller) { infinite_cellForRow(at: $0) } }
    }

    @objc dynamic nonisolated func infinite_deselectRow(at indexPath: IndexPath, animated: Bool) {
        infiniteTranslate(infinite_deselectRow(at: indexPath, animated: animated)) { call in call.controller.deselecting(clientPath: indexPath, caller: call.caller) { infinite_deselectRow(at: $0, animated: animated) } }
    }

    @objc dynamic nonisolated func infinite_selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        guard let controller = infiniteHook()?.controller, let indexPath else {
            return infinite_selectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
        }
        let caller = HookCaller.current(self)
        assumeMainActor {
            controller.selecting(clientPath: indexPath, caller: caller) {
                infinite_selectRow(at: $0, animated: animated, scrollPosition: scrollPosition)
            }
        }
    }

    @objc dynamic nonisolated func infinite_reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        infiniteTranslate(infinite_reloadRows(at: indexPaths, with: animation)) { call in call.controller.reloading(clientPaths: indexPaths, caller: call.caller) { infinite_reloadRows(at: $0, with: animation) } }
    }

    @available(iOS 15.0, *)
    @objc dynamic nonisolated func infinite_reconfigureRows(at indexPaths: [IndexPath]) {
        infiniteTranslate(infinite_reconfigureRows(at: indexPaths)) { call in call.controller.reconfiguring(clientPaths: indexPaths, caller: call.caller) { infinite_reconfigureRows(at: $0) } }
    }

    @objc dynamic nonisolated func infinite_rectForRow(at indexPath: IndexPath) -> CGRect {
        infiniteTranslate(infinite_rectForRow(at: indexPath)) { call in call.controller.actingOn(clientPath: indexPath, caller: call.caller) { infinite_rectForRow(at: $0) } }
    }

    /// Inside a callback the controller takes the shortest way; otherwise UIKit scrolls to the
    /// translated path, and an animated scroll holds recentering until it ends.
    @objc dynamic nonisolated func infinite_scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition,
                                            animated: Bool) {
        infiniteTranslate(infinite_scrollToRow(at: indexPath, at: scrollPosition, animated: animated)) { call in
            if call.controller.hookedScroll(to: indexPath, position: scrollPosition, animated: animated, caller: call.caller) { return }
            call.controller.actingOn(clientPath: indexPath, caller: call.caller) { infinite_scrollToRow(at: $0, at: scrollPosition, animated: animated) }
        }
    }

    // MARK: Paths, sections and counts out (app code's space, inside callbacks and out)

    @objc dynamic nonisolated func infinite_indexPath(for cell: UITableViewCell) -> IndexPath? {
        infiniteTranslate(infinite_indexPath(for: cell)) { call in infinite_indexPath(for: cell).map { call.controller.clientPath(forVirtual: $0, caller: call.caller) } }
    }

    @objc dynamic nonisolated func infinite_indexPathForRow(at point: CGPoint) -> IndexPath? {
        infiniteTranslate(infinite_indexPathForRow(at: point)) { call in infinite_indexPathForRow(at: point).map { call.controller.clientPath(forVirtual: $0, caller: call.caller) } }
    }

    @objc dynamic nonisolated func infinite_indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        infiniteTranslate(infinite_indexPathsForRows(in: rect)) { call in infinite_indexPathsForRows(in: rect).map { call.controller.clientPaths(forVirtual: $0, caller: call.caller) } }
    }

    @objc dynamic nonisolated var infinite_indexPathForSelectedRow: IndexPath? {
        infiniteTranslate(self.infinite_indexPathForSelectedRow) { call in call.controller.firstSelectedPath(forVirtual: self.infinite_indexPathsForSelectedRows, caller: call.caller) }
    }

    @objc dynamic nonisolated var infinite_indexPathsForSelectedRows: [IndexPath]? {
        infiniteTranslate(self.infinite_indexPathsForSelectedRows) { call in self.infinite_indexPathsForSelectedRows.map { call.controller.clientPaths(forVirtual: $0, caller: call.caller) } }
    }

    @objc dynamic nonisolated var infinite_indexPathsForVisibleRows: [IndexPath]? {
        infiniteTranslate(self.infinite_indexPathsForVisibleRows) { call in self.infinite_indexPathsForVisibleRows.map { call.controller.clientPaths(forVirtual: $0, caller: call.caller) } }
    }

    @objc dynamic nonisolated var infinite_numberOfSections: Int {
        infiniteTranslate(self.infinite_numberOfSections) { call in call.controller.sectionCount(caller: call.caller) ?? self.infinite_numberOfSections }
    }

    @objc dynamic nonisolated func infinite_numberOfRows(inSection section: Int) -> Int {
        infiniteTranslate(infinite_numberOfRows(inSection: section)) { call in call.controller.itemCount(inSection: section, caller: call.caller) ?? infinite_numberOfRows(inSection: section) }
    }

    // MARK: Sections in (app code's sections)

    @objc dynamic nonisolated func infinite_rect(forSection section: Int) -> CGRect {
        infiniteTranslate(infinite_rect(forSection: section)) { call in infinite_rect(forSection: call.controller.virtualSection(forClientSection: section, caller: call.caller)) }
    }

    @objc dynamic nonisolated func infinite_rectForHeader(inSection section: Int) -> CGRect {
        infiniteTranslate(infinite_rectForHeader(inSection: section)) { call in infinite_rectForHeader(inSection: call.controller.virtualSection(forClientSection: section, caller: call.caller)) }
    }

    @objc dynamic nonisolated func infinite_rectForFooter(inSection section: Int) -> CGRect {
        infiniteTranslate(infinite_rectForFooter(inSection: section)) { call in infinite_rectForFooter(inSection: call.controller.virtualSection(forClientSection: section, caller: call.caller)) }
    }

    @objc dynamic nonisolated func infinite_headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        infiniteTranslate(infinite_headerView(forSection: section)) { call in infinite_headerView(forSection: call.controller.virtualSection(forClientSection: section, caller: call.caller)) }
    }

    @objc dynamic nonisolated func infinite_footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        infiniteTranslate(infinite_footerView(forSection: section)) { call in infinite_footerView(forSection: call.controller.virtualSection(forClientSection: section, caller: call.caller)) }
    }
}
#endif
