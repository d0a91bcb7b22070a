#if canImport(UIKit)
import UIKit

// The three table interceptors. Every method that carries an index path or a section is listed
// in its `InterceptorRole`'s selectors, forwards the virtual value UIKit passed as the client's source value
// (opening a translation frame, so the client's calls back with that source path act on the
// virtual one), and maps index paths the client returns back to virtual paths. Methods without a
// path that the proxy needs run the client in a client frame (`clientCall`: its calls speak its own
// paths); the proxy's own calls run with nothing translated (`neutral`).

/// Stands in for a table's `dataSource`.
@MainActor
final class InfiniteTableDataSourceInterceptor: InfiniteInterceptor, UITableViewDataSource {
    /// The table's controller (weak; the table owns it).
    weak var controller: ListController<UITableView>?

    init() { super.init(role: .tableDataSource) }

    private var client: UITableViewDataSource? {
        let client = target as? UITableViewDataSource
        if client == nil { controller?.clientDisappeared() }
        return client
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        controller?.numberOfSections(clientIsPresent: target != nil) ?? 0
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        controller?.numberOfItems(inSection: section) ?? 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        // Without a client UIKit still needs a cell for a path it counted before the client went
        // away; a plain cell is allowed for tables. The controller reloads to 0 rows soon after.
        guard let client else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        return forwardCell(indexPath, fallback: UITableViewCell(style: .default, reuseIdentifier: nil)) {
            client.tableView(tableView, cellForRowAt: $0)
        }
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        forward(section: section, fallback: nil) { client?.tableView?(tableView, titleForHeaderInSection: $0) }
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        forward(section: section, fallback: nil) { client?.tableView?(tableView, titleForFooterInSection: $0) }
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        forward(indexPath, fallback: false) { client?.tableView?(tableView, canEditRowAt: $0) ?? true }
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        forward(indexPath, default: false) { client?.tableView?(tableView, canMoveRowAt: $0) }
    }

    /// The section index: the client's section is shown in the copy nearest the centre of the screen.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        controller?.virtualSectionNearCenter {
            client?.tableView?(tableView, sectionForSectionIndexTitle: title, at: index) ?? index
        } ?? 0
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath) {
        forward(indexPath, fallback: ()) { client?.tableView?(tableView, commit: editingStyle, forRowAt: $0) }
    }

    /// A row moved by the user: the client moves its data; the other copies are then stale, so the
    /// table reloads once the move's animation is over.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        controller?.userMoved(from: sourceIndexPath, to: destinationIndexPath) {
            client?.tableView?(tableView, moveRowAt: $0, to: $1)
        }
    }
}

/// Stands in for a table's `delegate` (and so its `UIScrollViewDelegate`).
@MainActor
final class InfiniteTableDelegateInterceptor: InfiniteScrollDelegateInterceptor, UITableViewDelegate {
    /// The table's controller (weak; the table owns it).
    weak var controller: ListController<UITableView>?

    init() { super.init(role: .tableDelegate) }

    private var client: UITableViewDelegate? { target as? UITableViewDelegate }

    // MARK: Display

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if controller?.showSelection(ofTwinAt: indexPath) == true { cell.setSelected(true, animated: false) }
        if let highlighted = controller?.highlight(ofTwinAt: indexPath) { cell.setHighlighted(highlighted, animated: false) }
        // The row's length is learned and the call forwarded from one source path.
        controller?.startDisplay(of: ObjectIdentifier(cell), at: indexPath, length: cell.bounds.height) {
            client?.tableView?(tableView, willDisplay: cell, forRowAt: $0)
        }
    }

    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        forward(section: section, fallback: ()) { client?.tableView?(tableView, willDisplayHeaderView: view, forSection: $0) }
    }

    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        forward(section: section, fallback: ()) { client?.tableView?(tableView, willDisplayFooterView: view, forSection: $0) }
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        forwardEndOfDisplay(cell, at: indexPath) { client?.tableView?(tableView, didEndDisplaying: cell, forRowAt: $0) }
    }

    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        forward(section: section, fallback: ()) {
            client?.tableView?(tableView, didEndDisplayingHeaderView: view, forSection: $0)
        }
    }

    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        forward(section: section, fallback: ()) {
            client?.tableView?(tableView, didEndDisplayingFooterView: view, forSection: $0)
        }
    }

    // MARK: Sizes (claimed only when the client implements them; otherwise UIKit's defaults hold)

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        forward(indexPath, default: tableView.rowHeight) { client?.tableView?(tableView, heightForRowAt: $0) }
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        forward(section: section, default: tableView.sectionHeaderHeight) {
            client?.tableView?(tableView, heightForHeaderInSection: $0)
        }
    }

    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        forward(section: section, default: tableView.sectionFooterHeight) {
            client?.tableView?(tableView, heightForFooterInSection: $0)
        }
    }

    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        if let learned = controller?.learnedEstimate(at: indexPath) { return learned }
        return forward(indexPath, default: tableView.estimatedRowHeight) {
            client?.tableView?(tableView, estimatedHeightForRowAt: $0)
        }
    }

    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        forward(section: section, default: tableView.estimatedSectionHeaderHeight) {
            client?.tableView?(tableView, estimatedHeightForHeaderInSection: $0)
        }
    }

    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        forward(section: section, default: tableView.estimatedSectionFooterHeight) {
            client?.tableView?(tableView, estimatedHeightForFooterInSection: $0)
        }
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        forward(section: section, fallback: nil) { client?.tableView?(tableView, viewForHeaderInSection: $0) }
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        forward(section: section, fallback: nil) { client?.tableView?(tableView, viewForFooterInSection: $0) }
    }

    // MARK: Selection and highlighting

    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        forward(indexPath, fallback: ()) { client?.tableView?(tableView, accessoryButtonTappedForRowWith: $0) }
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        forward(indexPath, default: true) { client?.tableView?(tableView, shouldHighlightRowAt: $0) }
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        controller?.userHighlighted(at: indexPath)
        forward(indexPath, fallback: ()) { client?.tableView?(tableView, didHighlightRowAt: $0) }
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        forward(controller?.userUnhighlighted(at: indexPath) ?? indexPath, fallback: ()) { client?.tableView?(tableView, didUnhighlightRowAt: $0) }
    }

    /// The client may redirect the selection to another of its rows: that row's twin nearest the
    /// tapped one is selected.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        guard let callbacks = owner?.callbacks else { return indexPath }
        return callbacks.forwardRedirect(indexPath) { source in
            guard let client, client.responds(to: #selector(UITableViewDelegate.tableView(_:willSelectRowAt:)))
            else { return .none }
            return .some(client.tableView?(tableView, willSelectRowAt: source))
        }
    }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        guard let callbacks = owner?.callbacks else { return indexPath }
        return callbacks.forwardRedirect(indexPath) { source in
            guard let client, client.responds(to: #selector(UITableViewDelegate.tableView(_:willDeselectRowAt:)))
            else { return .none }
            return .some(client.tableView?(tableView, willDeselectRowAt: source))
        }
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        controller?.userSelected(at: indexPath)
        forward(indexPath, fallback: ()) { client?.tableView?(tableView, didSelectRowAt: $0) }
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        controller?.userDeselected(at: indexPath)
        forward(indexPath, fallback: ()) { client?.tableView?(tableView, didDeselectRowAt: $0) }
    }

    // MARK: Editing

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        forward(indexPath, default: .delete) { client?.tableView?(tableView, editingStyleForRowAt: $0) }
    }

    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        forward(indexPath, fallback: nil) { client?.tableView?(tableView, titleForDeleteConfirmationButtonForRowAt: $0) }
    }

    /// `tableView(_:editActionsForRowAt:)`, deprecated in iOS 13 but still called for clients that
    /// implement it.
    @available(iOS, deprecated: 13.0)
    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        forward(indexPath, fallback: nil) { client?.tableView?(tableView, editActionsForRowAt: $0) }
    }

    func tableView(_ tableView: UITableView,
                   leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        forward(indexPath, fallback: nil) { client?.tableView?(tableView, leadingSwipeActionsConfigurationForRowAt: $0) }
    }

    func tableView(_ tableView: UITableView,
                   trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        forward(indexPath, fallback: nil) { client?.tableView?(tableView, trailingSwipeActionsConfigurationForRowAt: $0) }
    }

    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        forward(indexPath, default: true) { client?.tableView?(tableView, shouldIndentWhileEditingRowAt: $0) }
    }

    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        forward(indexPath, fallback: ()) { client?.tableView?(tableView, willBeginEditingRowAt: $0) }
    }

    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        guard let indexPath else {
            clientCall { client?.tableView?(tableView, didEndEditingRowAt: nil) }
            return
        }
        forward(indexPath, fallback: ()) { client?.tableView?(tableView, didEndEditingRowAt: $0) }
    }

    /// Moving a row: the client sees its own paths for the moving row and the proposal, and its
    /// answer lands on the twin nearest the proposal.
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        guard let callbacks = owner?.callbacks else { return proposedDestinationIndexPath }
        return callbacks.forwardMoveTarget(moving: [sourceIndexPath], proposed: proposedDestinationIndexPath) {
            client?.tableView?(tableView, targetIndexPathForMoveFromRowAt: $0[0], toProposedIndexPath: $1)
        }
    }

    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        forward(indexPath, default: 0) { client?.tableView?(tableView, indentationLevelForRowAt: $0) }
    }

    // MARK: Menus (deprecated in iOS 13, still honoured)

    @available(iOS, deprecated: 13.0)
    func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        forward(indexPath, default: false) { client?.tableView?(tableView, shouldShowMenuForRowAt: $0) }
    }

    @available(iOS, deprecated: 13.0)
    func tableView(_ tableView: UITableView, canPerformAction action: Selector,
                         forRowAt indexPath: IndexPath, withSender sender: Any?) -> Bool {
        forward(indexPath, default: false) {
            client?.tableView?(tableView, canPerformAction: action, forRowAt: $0, withSender: sender)
        }
    }

    @available(iOS, deprecated: 13.0)
    func tableView(_ tableView: UITableView, performAction action: Selector,
                         forRowAt indexPath: IndexPath, withSender sender: Any?) {
        forward(indexPath, fallback: ()) {
            client?.tableView?(tableView, performAction: action, forRowAt: $0, withSender: sender)
        }
    }

    // MARK: Focus, spring loading, multiple selection, context menus

    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        forward(indexPath, default: true) { client?.tableView?(tableView, canFocusRowAt: $0) }
    }

    /// The client's preferred row, shown in the copy nearest the centre of the screen.
    func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
        controller?.virtualPathNearCenter { client?.indexPathForPreferredFocusedView?(in: tableView) }
    }

    func tableView(_ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
                   with context: UISpringLoadedInteractionContext) -> Bool {
        forward(indexPath, default: true) { client?.tableView?(tableView, shouldSpringLoadRowAt: $0, with: context) }
    }

    func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        forward(indexPath, default: false) { client?.tableView?(tableView, shouldBeginMultipleSelectionInteractionAt: $0) }
    }

    func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        forward(indexPath, fallback: ()) { client?.tableView?(tableView, didBeginMultipleSelectionInteractionAt: $0) }
    }

    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                   point: CGPoint) -> UIContextMenuConfiguration? {
        forward(indexPath, fallback: nil) {
            client?.tableView?(tableView, contextMenuConfigurationForRowAt: $0, point: point)
        }
    }

    @available(iOS 15.0, *)
    func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        forward(indexPath, default: tableView.selectionFollowsFocus) {
            client?.tableView?(tableView, selectionFollowsFocusForRowAt: $0)
        }
    }

    @available(iOS 16.0, *)
    func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        forward(indexPath, default: false) { client?.tableView?(tableView, canPerformPrimaryActionForRowAt: $0) }
    }

    @available(iOS 16.0, *)
    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        forward(indexPath, fallback: ()) { client?.tableView?(tableView, performPrimaryActionForRowAt: $0) }
    }
}

/// Stands in for a table's `prefetchDataSource`: each batch reaches the client as its own rows,
/// each row once.
@MainActor
final class InfiniteTablePrefetchInterceptor: InfiniteInterceptor, UITableViewDataSourcePrefetching {
    init() { super.init(role: .tablePrefetch) }

    private var client: UITableViewDataSourcePrefetching? { target as? UITableViewDataSourcePrefetching }

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        let sources = uniqueSourcePaths(for: indexPaths)
        clientCall { client?.tableView(tableView, prefetchRowsAt: sources) }
    }

    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        let sources = uniqueSourcePaths(for: indexPaths)
        clientCall { client?.tableView?(tableView, cancelPrefetchingForRowsAt: sources) }
    }
}
#endif
