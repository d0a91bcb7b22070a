import Foundation
import InfiniteProxy

/// A list — headless host or real UIKit — that a ``SessionScriptRunner`` can drive: it moves
/// its offset as a drag does, reloads with new data, and says what is on screen.
///
/// ```swift
/// final class ScriptedTable: ScriptedList {       // on the host or on UIKit
///     func scriptMove(to offset: CGFloat) { table.contentOffset.y = offset; table.layoutIfNeeded() }
///     …
/// }
/// ```
@MainActor
package protocol ScriptedList: AnyObject {
    /// The axis offsets and invariants are measured along.
    var scriptAxis: InfiniteAxis { get }
    /// The scroll position along the axis, with the insets.
    var scriptViewport: ListViewport { get }
    /// The offsets the content allows along the axis (the edges).
    var scriptOffsetRange: ClosedRange<CGFloat> { get }
    /// Assigns the offset along the axis (the property's setter, as a drag does) and lays out.
    func scriptMove(to offset: CGFloat)
    /// Changes the client's data to `counts`, reloads and lays out.
    func scriptReload(counts: [Int])
    /// The items on screen, each with the client's path it shows.
    func scriptVisibleItems() -> [HostVisibleItem]
    /// Cells alive (on screen or not yet back in the reuse pool); the visible ones when unknown.
    func scriptLiveCells() -> Int
    /// The paths the client was handed since the last call.
    func scriptDrainClientPaths() -> [SourceIndexPath]
}
