import Foundation
import InfiniteProxy

// MARK: - Data source

/// `UITableViewDataSource`, with UIKit's method names.
///
/// Optional methods return an optional: the default `nil` means "not implemented", and the table
/// then does what UIKit does for a data source without the method (one section, no titles).
/// Implement them with the optional return type (`-> Int?`); a method declared with a
/// non-optional return would be a different method and never be called.
///
/// ```swift
/// final class Names: HostTableViewDataSource {
///     let names = ["Ada", "Grace"]
///     func tableView(_ tableView: HostTableView, numberOfRowsInSection section: Int) -> Int { names.count }
///     func tableView(_ tableView: HostTableView, cellForRowAt indexPath: IndexPath) -> HostTableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
///         cell.text = names[indexPath.row]
///         return cell
///     }
/// }
/// ```
@MainActor
package protocol HostTableViewDataSource: AnyObject {
    func tableView(_ tableView: HostTableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: HostTableView, cellForRowAt indexPath: IndexPath) -> HostTableViewCell
    /// Optional; nil = not implemented (one section).
    func numberOfSections(in tableView: HostTableView) -> Int?
    /// Optional; nil = no title (a plain table then shows no header unless the delegate sizes one).
    func tableView(_ tableView: HostTableView, titleForHeaderInSection section: Int) -> String?
    /// Optional; nil = no title.
    func tableView(_ tableView: HostTableView, titleForFooterInSection section: Int) -> String?
    /// Optional; nil = not implemented (rows cannot be moved).
    func tableView(_ tableView: HostTableView, canMoveRowAt indexPath: IndexPath) -> Bool?
    /// Optional: the user moved a row; update the data.
    func tableView(_ tableView: HostTableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// Optional: UIKit's private `_diffableDataSourceImpl`, answered by a diffable data source
    /// (nil: not one). The table asks it to know whether it is connected to a diffable data
    /// source (``HostTableView/expectedDiffableUpdate``).
    var diffableDataSourceImpl: AnyObject? { get }
}

extension HostTableViewDataSource {
    package func numberOfSections(in tableView: HostTableView) -> Int? { nil }
    package func tableView(_ tableView: HostTableView, titleForHeaderInSection section: Int) -> String? { nil }
    package func tableView(_ tableView: HostTableView, titleForFooterInSection section: Int) -> String? { nil }
    package func tableView(_ tableView: HostTableView, canMoveRowAt indexPath: IndexPath) -> Bool? { nil }
    package func tableView(_ tableView: HostTableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    package var diffableDataSourceImpl: AnyObject? { nil }
}

// MARK: - Delegate

/// `UITableViewDelegate`, which refines the scroll-view delegate as in UIKit.
///
/// Assign it to ``HostScrollView/delegate``; the table reads it back with `as?` once per
/// assignment, as UIKit caches `respondsToSelector:` when the delegate is set. Methods returning a
/// value are optional with a `nil` default meaning "not implemented"; for ``tableView(_:willSelectRowAt:)``
/// and ``tableView(_:willDeselectRowAt:)`` UIKit's own return type is already optional, so the host's
/// is doubly optional: return `.some(nil)` to refuse the selection, `indexPath` to allow it.
@MainActor
package protocol HostTableViewDelegate: HostScrollViewDelegate {
    /// Optional; nil = not implemented (``HostTableView/rowHeight``).
    func tableView(_ tableView: HostTableView, heightForRowAt indexPath: IndexPath) -> CGFloat?
    /// Optional; nil = not implemented (``HostTableView/estimatedRowHeight``).
    func tableView(_ tableView: HostTableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat?
    /// Optional; nil = not implemented (``HostTableView/sectionHeaderHeight`` if the section has a
    /// title, else no header).
    func tableView(_ tableView: HostTableView, heightForHeaderInSection section: Int) -> CGFloat?
    /// Optional; nil = not implemented (``HostTableView/sectionFooterHeight`` if titled, else none).
    func tableView(_ tableView: HostTableView, heightForFooterInSection section: Int) -> CGFloat?
    func tableView(_ tableView: HostTableView, willDisplay cell: HostTableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: HostTableView, didEndDisplaying cell: HostTableViewCell, forRowAt indexPath: IndexPath)
    /// Optional; nil = not implemented (highlightable).
    func tableView(_ tableView: HostTableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool?
    func tableView(_ tableView: HostTableView, didHighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: HostTableView, didUnhighlightRowAt indexPath: IndexPath)
    /// Optional; `.none` = not implemented, `.some(nil)` = do not select, `.some(path)` = select `path`.
    func tableView(_ tableView: HostTableView, willSelectRowAt indexPath: IndexPath) -> IndexPath??
    func tableView(_ tableView: HostTableView, didSelectRowAt indexPath: IndexPath)
    /// Optional; `.none` = not implemented, `.some(nil)` = keep selected, `.some(path)` = deselect `path`.
    func tableView(_ tableView: HostTableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath??
    func tableView(_ tableView: HostTableView, didDeselectRowAt indexPath: IndexPath)
    /// Optional; nil = not implemented (the proposed path).
    func tableView(
        _ tableView: HostTableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath?
}

extension HostTableViewDelegate {
    package func tableView(_ tableView: HostTableView, heightForRowAt indexPath: IndexPath) -> CGFloat? { nil }
    package func tableView(_ tableView: HostTableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat? { nil }
    package func tableView(_ tableView: HostTableView, heightForHeaderInSection section: Int) -> CGFloat? { nil }
    package func tableView(_ tableView: HostTableView, heightForFooterInSection section: Int) -> CGFloat? { nil }
    package func tableView(_ tableView: HostTableView, willDisplay cell: HostTableViewCell, forRowAt indexPath: IndexPath) {}
    package func tableView(_ tableView: HostTableView, didEndDisplaying cell: HostTableViewCell, forRowAt indexPath: IndexPath) {}
    package func tableView(_ tableView: HostTableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool? { nil }
    package func tableView(_ tableView: HostTableView, didHighlightRowAt indexPath: IndexPath) {}
    package func tableView(_ tableView: HostTableView, didUnhighlightRowAt indexPath: IndexPath) {}
    package func tableView(_ tableView: HostTableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?? { .none }
    package func tableView(_ tableView: HostTableView, didSelectRowAt indexPath: IndexPath) {}
    package func tableView(_ tableView: HostTableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?? { .none }
    package func tableView(_ tableView: HostTableView, didDeselectRowAt indexPath: IndexPath) {}
    package func tableView(
        _ tableView: HostTableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath? { nil }
}

// MARK: - Glue hook

/// Which of a list view's client objects a getter reads (UIKit: `dataSource`, `delegate`,
/// `prefetchDataSource`).
package enum HostClientRole: Sendable {
    case dataSource, delegate, prefetchDataSource, dragDelegate, dropDelegate
}

/// What the UIKit glue's method hooks do (`UITableView+InfiniteHooks.swift`: implementations
/// exchanged once on `UITableView`), as a hook the host table calls at the same points.
/// ``HostTableAttachment`` implements it by asking the shipped `ListController`.
///
/// - Paths clients pass in (`dequeueReusableCell(withIdentifier:for:)`, `cellForRow(at:)`,
///   `rectForRow(at:)`, `deselectRow`, `selectRow`, `scrollToRow`) go through
///   ``tableView(_:virtualPathForClientPath:)``; the table's own work then runs inside
///   ``tableView(_:passingThrough:)`` so nothing is translated twice.
/// - Paths handed out to clients (`indexPath(for:)`, `indexPathForSelectedRow`,
///   `indexPathsForVisibleRows`, `indexPathForRow(at:)`) go through
///   ``tableView(_:clientPathForVirtualPath:)``.
/// - `reloadData` is bracketed by ``tableViewWillReloadData(_:)`` / ``tableViewDidReloadData(_:)``;
///   every layout pass ends with ``tableViewDidLayoutSubviews(_:)`` (where the arc goes).
/// - Assigning `dataSource` / `delegate` while a hook is installed goes through
///   ``tableView(_:wrapDataSource:)`` / ``tableView(_:wrapDelegate:)``, as the glue's setter
///   overrides keep the table infinite with new objects.
@MainActor
package protocol HostTableViewInterposing: HostListPathHooks {
    func tableView(_ tableView: HostTableView, virtualPathForClientPath path: IndexPath) -> IndexPath
    /// Every laid-out row a client's `reloadRows(at:)` must refresh (all twins of a repeated row).
    func tableView(_ tableView: HostTableView, virtualPathsReloadingClientPath path: IndexPath) -> [IndexPath]
    func tableView(_ tableView: HostTableView, clientPathForVirtualPath path: IndexPath) -> IndexPath
    func tableView<Result>(_ tableView: HostTableView, passingThrough body: () throws -> Result) rethrows -> Result
    func tableView(_ tableView: HostTableView, wrapDataSource dataSource: (any HostTableViewDataSource)?)
        -> (any HostTableViewDataSource)?
    func tableView(_ tableView: HostTableView, wrapDelegate delegate: (any HostScrollViewDelegate)?)
        -> (any HostScrollViewDelegate)?
    func tableViewWillReloadData(_ tableView: HostTableView)
    /// What the `dataSource` / `delegate` getter answers app code for the `stored` object (the
    /// glue's getter hooks: the client's object on an infinite table).
    func tableView(_ tableView: HostTableView, visible stored: AnyObject?, role: HostClientRole) -> AnyObject?
    func tableViewDidReloadData(_ tableView: HostTableView)
    /// A client's structural call (insert, delete or move rows; insert, delete, reload or move
    /// sections), with the client's paths. Return true when the hook handled it, false to let the
    /// table record (or apply) and validate it itself.
    func tableView(_ tableView: HostTableView, interceptsUpdate update: HostBatchUpdate) -> Bool
    /// A client's `beginUpdates()` (also the start of `performBatchUpdates`). True when the hook
    /// took it: the table then opens no batch of its own.
    func tableViewInterceptsBeginUpdates(_ tableView: HostTableView) -> Bool
    /// A client's `endUpdates()`. True when the hook took it.
    func tableViewInterceptsEndUpdates(_ tableView: HostTableView) -> Bool
    /// A drag or drop delegate was assigned: what the table should hold instead (UIKit: the
    /// glue's setter hooks). The default keeps the app's object.
    func tableView(_ tableView: HostTableView, wrapDragDelegate delegate: (any HostTableViewDragDelegate)?)
        -> (any HostTableViewDragDelegate)?
    func tableView(_ tableView: HostTableView, wrapDropDelegate delegate: (any HostTableViewDropDelegate)?)
        -> (any HostTableViewDropDelegate)?
    func tableViewDidLayoutSubviews(_ tableView: HostTableView)
    /// Before each layout pass (UIKit: the glue's `layoutSubviews` hook runs before UIKit's own).
    func tableViewWillLayoutSubviews(_ tableView: HostTableView)
    /// A client's `reloadData()`. Return true when the hook reloaded (UIKit: the glue's hook
    /// replaces the call), false to let the table reload itself.
    func tableViewInterceptsReloadData(_ tableView: HostTableView) -> Bool
    /// A client's `scrollToRow(at:at:animated:)`. Return true when the hook scrolled (to the right
    /// twin, the shortest way), false to let the table scroll to the (translated) path itself.
    func tableView(
        _ tableView: HostTableView, scrollToRowAtClientPath path: IndexPath,
        at position: HostTableView.ScrollPosition, animated: Bool) -> Bool

    // The same hooks, told who called (the UIKit hooks read it from the return address).

    /// A `scrollToRow` by `caller`: true when the hook scrolled (or ignored the call).
    func tableView(
        _ tableView: HostTableView, scrollToRowAtClientPath path: IndexPath,
        at position: HostTableView.ScrollPosition, animated: Bool, caller: CallerKind) -> Bool
}

/// Who calls, for the glue's hooks: the same questions as above with the caller the
/// UIKit hooks read from the return address. The host's public entry points are the app's
/// (`caller: .app` by default); the host's own internal calls — layout, reuse, its gesture model —
/// pass `.system`, as UIKit calling its own public methods does.
extension HostTableViewInterposing {
    package func tableView(_ tableView: HostTableView, wrapDragDelegate delegate: (any HostTableViewDragDelegate)?)
        -> (any HostTableViewDragDelegate)? { delegate }
    package func tableView(_ tableView: HostTableView, wrapDropDelegate delegate: (any HostTableViewDropDelegate)?)
        -> (any HostTableViewDropDelegate)? { delegate }
    package func tableView(_ tableView: HostTableView, visible stored: AnyObject?, role: HostClientRole) -> AnyObject? {
        stored
    }
    package func tableViewWillLayoutSubviews(_ tableView: HostTableView) {}
    package func tableViewInterceptsReloadData(_ tableView: HostTableView) -> Bool { false }
    package func tableViewInterceptsBeginUpdates(_ tableView: HostTableView) -> Bool { false }
    package func tableViewInterceptsEndUpdates(_ tableView: HostTableView) -> Bool { false }


    package func tableView(
        _ tableView: HostTableView, scrollToRowAtClientPath path: IndexPath,
        at position: HostTableView.ScrollPosition, animated: Bool, caller: CallerKind
    ) -> Bool {
        self.tableView(tableView, scrollToRowAtClientPath: path, at: position, animated: animated)
    }
}
