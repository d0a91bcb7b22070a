import Foundation
import InfiniteProxy

/// The host's stand-in for a tile `UIView` in ``HostGridView`` and ``HostRibbonView``: a frame,
/// the content a data source configured it with, and a serial number that tells a reused view
/// from a new one.
///
/// ```swift
/// let tile = gridView.dequeueReusableTileView() ?? gridView.makeTileView()
/// tile.coordinate = coordinate          // what a real data source would draw
/// ```
public final class HostTileView {
    /// A number unique among the tile views of one host view, in creation order.
    public let serial: Int
    /// The grid tile this view was configured to show (set by the data source).
    public var coordinate: GridCoordinate?
    /// The ribbon item this view was configured to show (set by the data source).
    public var dataIndex: Int?
    /// Its frame in the scroll view's content, set by the host view.
    public internal(set) var frame: CGRect = .zero
    /// Whether it is on the scroll view (false while it waits in the reuse pool).
    public internal(set) var isInUse = false

    init(serial: Int) {
        self.serial = serial
    }
}

/// The views of a host tiled view's live tiles by slot, and a bounded reuse pool — the host's
/// `TileViewStore`.
final class HostTileStore {
    private(set) var views: [HostTileView?] = []
    private var pool: [HostTileView] = []
    /// The most views kept for reuse.
    var poolLimit = 64
    /// Views made since creation.
    private(set) var created = 0
    /// Views handed out again from the pool.
    private(set) var reused = 0
    /// Views dropped because the pool was full.
    private(set) var discarded = 0

    func make() -> HostTileView {
        created += 1
        return HostTileView(serial: created)
    }

    func dequeue() -> HostTileView? {
        guard let view = pool.popLast() else { return nil }
        reused += 1
        return view
    }

    func view(inSlot slot: Int) -> HostTileView? {
        slot >= 0 && slot < views.count ? views[slot] : nil
    }

    func place(_ view: HostTileView?, inSlot slot: Int, frame: CGRect) {
        guard slot >= 0 else { return }
        if slot >= views.count { views.append(contentsOf: repeatElement(nil, count: slot - views.count + 1)) }
        if let old = views[slot], old !== view { recycle(old) }
        views[slot] = view
        view?.frame = frame
        view?.isInUse = true
    }

    func recycle(slot: Int) {
        guard let view = view(inSlot: slot) else { return }
        views[slot] = nil
        recycle(view)
    }

    var pooledCount: Int { pool.count }

    private func recycle(_ view: HostTileView) {
        view.isInUse = false
        if pool.count < poolLimit { pool.append(view) } else { discarded += 1 }
    }
}
