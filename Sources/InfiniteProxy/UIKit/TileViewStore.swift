#if canImport(UIKit)
import UIKit

/// The views of a tiled view's live tiles, indexed by slot, and a bounded pool of recycled views.
///
/// Slots come from the controller's ``TileSlotMap``, so looking a tile's view up is an array
/// index. Recycled views wait in one pool per view class (``dequeue(ofType:)``); the pools hold at
/// most ``poolLimit`` views in all, so memory stays bounded by what is visible even when a data
/// source never dequeues.
@MainActor
final class TileViewStore {
    /// The view in each slot (nil: a free slot, or a tile the data source gave no view).
    private(set) var views: [UIView?] = []
    private var pools: [ObjectIdentifier: [UIView]] = [:]
    private var pooledCount = 0
    /// The most recycled views kept.
    var poolLimit = 64
    /// Views received from a data source since creation (for diagnostics).
    private(set) var receivedCount = 0
    /// Views handed back out by ``dequeue(ofType:)`` (for diagnostics).
    private(set) var reusedCount = 0

    /// The view in `slot`, if any.
    func view(inSlot slot: Int) -> UIView? {
        slot >= 0 && slot < views.count ? views[slot] : nil
    }

    /// Puts `view` in `slot`, inside `container`, at `frame`.
    func place(_ view: UIView?, inSlot slot: Int, frame: CGRect, in container: UIView) {
        guard slot >= 0 else { return }
        if slot >= views.count { views.append(contentsOf: repeatElement(nil, count: slot - views.count + 1)) }
        if let old = views[slot], old !== view { recycle(old) }
        views[slot] = view
        guard let view else { return }
        receivedCount += 1
        view.frame = frame
        if view.superview !== container { container.addSubview(view) }
        view.isHidden = false
    }

    /// Takes the view out of `slot` and into its pool.
    func recycle(slot: Int) {
        guard let view = view(inSlot: slot) else { return }
        views[slot] = nil
        recycle(view)
    }

    /// Recycles every view.
    func recycleAll() {
        for slot in views.indices { recycle(slot: slot) }
    }

    /// A recycled view of exactly `type`, if one waits.
    func dequeue<View: UIView>(ofType type: View.Type) -> View? {
        let key = ObjectIdentifier(type)
        guard var pool = pools[key], let view = pool.popLast() else { return nil }
        pools[key] = pool
        pooledCount -= 1
        reusedCount += 1
        return view as? View
    }

    /// The live views, in slot order.
    var liveViews: [UIView] { views.compactMap { $0 } }

    private func recycle(_ view: UIView) {
        view.removeFromSuperview()
        guard pooledCount < poolLimit else { return }      // dropped: memory stays bounded
        pools[ObjectIdentifier(type(of: view)), default: []].append(view)
        pooledCount += 1
    }
}
#endif
