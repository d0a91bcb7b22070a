import Foundation
import InfiniteProxy

/// The glue's path hooks both host list views consult, told who called (the UIKit hooks read
/// the caller from the return address; the host's public entry points are the app's, its own
/// internal calls pass `.system`). ``HostListAttachment`` answers each with one call to the
/// shipped `ListController`.
///
/// ```swift
/// table.interposer?.virtualPath(forClientPath: IndexPath(row: 2, section: 0), caller: .app)
/// // the laid-out row of the client's row 2 nearest the screen
/// ```
///
/// - Complexity: every hook O(1) on the view's side, plus the controller's work.
@MainActor
package protocol HostListPathHooks: AnyObject {
    /// The path a call from `caller` acts on.
    func virtualPath(forClientPath path: IndexPath, caller: CallerKind) -> IndexPath
    /// Every laid-out row or item a reload of `paths` by `caller` refreshes.
    func virtualPaths(reloadingClientPaths paths: [IndexPath], caller: CallerKind) -> [IndexPath]
    /// The laid-out rows or items a reconfigure of `paths` by `caller` refreshes now (the glue's
    /// `reconfigureRows` / `reconfigureItems` hook).
    func virtualPaths(reconfiguringClientPaths paths: [IndexPath], caller: CallerKind) -> [IndexPath]
    /// A path handed out to `caller`.
    func clientPath(forVirtual path: IndexPath, caller: CallerKind) -> IndexPath
    /// Several paths handed out to `caller` (visible, selected, in a rect), each client item once.
    func clientPaths(forVirtual paths: [IndexPath], caller: CallerKind) -> [IndexPath]
    /// `selectRow(at:)` / `selectItem(at:)` from `caller`: `select` runs the view's own select on
    /// the path the call acts on (nil: deselect all); the item's other twins follow.
    func selecting(clientPath path: IndexPath?, caller: CallerKind, _ select: (IndexPath?) -> Void)
    /// `deselectRow(at:)` / `deselectItem(at:)` from `caller`: `deselect` runs on each laid-out
    /// path the call acts on (every selected twin of the item).
    func deselecting(clientPath path: IndexPath, caller: CallerKind, _ deselect: (IndexPath) -> Void)
    /// `indexPathForSelectedRow` for `caller`, from the view's selected paths.
    func firstSelectedPath(forVirtual paths: [IndexPath], caller: CallerKind) -> IndexPath?
    /// The section a call from `caller` acts on.
    func virtualSection(forClientSection section: Int, caller: CallerKind) -> Int
    /// `numberOfSections` for `caller`, nil when the view's own answer stands.
    func sectionCount(caller: CallerKind) -> Int?
    /// `numberOfRows(inSection:)` / `numberOfItems(inSection:)` for `caller`, nil when the view's
    /// own answer stands.
    func itemCount(inSection section: Int, caller: CallerKind) -> Int?
}
