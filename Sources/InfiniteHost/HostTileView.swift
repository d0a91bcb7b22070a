import Foundation
import InfiniteProxy

/// The host's stand-in for a tile `UIView`: a frame, whether it is on a scroll view, the content
/// a data source configured it with, and a serial number that tells a reused view from a new one.
///
/// ```swift
/// let tile = view.dequeueReusableTileView() ?? view.makeTileView()
/// tile.coordinate = coordinate          // what a real data source would draw
/// ```
package final class HostTileView {
    /// A number unique among the tile views of one host view, in creation order.
    package let serial: Int
    /// The grid tile this view was configured to show (set by the data source).
    package var coordinate: GridCoordinate?
    /// The ribbon item this view was configured to show (set by the data source).
    package var dataIndex: Int?
    /// Its frame in the scroll view's content, set by the host view.
    package internal(set) var frame: CGRect = .zero
    /// Whether it is a subview of a scroll view (false while it waits in a reuse pool).
    package internal(set) var isInUse = false

    init(serial: Int) {
        self.serial = serial
    }
}
