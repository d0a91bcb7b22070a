import Foundation

/// The views of a tiled view's live tiles, indexed by slot, and a bounded pool of recycled views
/// per view type: one store for the UIKit views (`UIView`) and the host (`HostTileView`).
///
/// Slots come from the layout's ``TileSlotMap``, so looking a tile's view up is an array
/// index. Recycled views wait in a pool that hands out the most recent view of exactly the
/// requested class (``dequeue(ofType:)``); it holds at most ``poolLimit`` views, so memory stays
/// bounded by what is visible even when a data source never dequeues.
///
/// ```swift
/// var store = TileViewStore<UIView>()
/// store.place(label, inSlot: 3, frame: frame, on: scrollView)   // added, framed, unhidden
/// store.recycle(slot: 3, from: scrollView)                      // removed, pooled
/// store.dequeue(ofType: UILabel.self)                           // label
/// ```
///
/// A view is never in the pool and on screen at once: a data source that hands back a view it
/// cached (which the store had recycled) gets it out of the pool, so `dequeue` never returns it
/// for another tile.
///
/// - Complexity: ``place(_:inSlot:frame:on:)`` and ``recycle(slot:from:)`` are O(1) amortized
///   (hashing), plus O(pooled views) when a placed view was waiting in the pool;
///   ``dequeue(ofType:)`` is O(1) when the last pooled view has the requested type (one tile
///   class), O(pooled views) otherwise. None allocates once the arrays and the set reached their
///   steady size.
@MainActor
package struct TileViewStore<View: AnyObject> {
    /// The view in each slot (nil: a free slot, or a tile the data source gave no view).
    package private(set) var views: [View?] = []
    /// The recycled views, most recent last. One array for every type: a screen's tiles are
    /// nearly always of one type, so the most recent view of the requested type is the last one.
    /// (A dictionary of arrays keyed by type allocates on every access in unspecialized generic
    /// code — the host instantiates the store from another module.)
    private var pool: [View] = []
    /// The views in ``pool``, so a view is pooled at most once and a pooled view handed back by a
    /// data source (an app that caches its views) leaves the pool when it is shown.
    private var pooled: Set<ObjectIdentifier> = []
    /// Views waiting in the pool.
    package var pooledCount: Int { pooled.count }
    /// The most recycled views kept.
    package var poolLimit = 64
    /// Views received from a data source since creation (for diagnostics).
    package private(set) var receivedCount = 0
    /// Views handed back out by ``dequeue(ofType:)`` (for diagnostics).
    package private(set) var reusedCount = 0
    /// Recycled views dropped because the pool was full.
    package private(set) var discardedCount = 0

    package init() {}

    /// The view in `slot`, if any.
    package func view(inSlot slot: Int) -> View? {
        slot >= 0 && slot < views.count ? views[slot] : nil
    }

    /// Puts `view` in `slot` and shows it on `surface` at `frame`; a different view that was in
    /// the slot is recycled.
    package mutating func place<Surface: TileSurface>(
        _ view: View?, inSlot slot: Int, frame: CGRect, on surface: Surface
    ) where Surface.TileView == View {
        guard slot >= 0 else { return }
        if slot >= views.count { views.append(contentsOf: repeatElement(nil, count: slot - views.count + 1)) }
        if let old = views[slot], old !== view { recycle(old, from: surface) }
        views[slot] = view
        guard let view else { return }
        receivedCount += 1
        reclaim(view)
        surface.addTile(view, frame: frame)
    }

    /// Takes the view out of `slot` and into its pool.
    package mutating func recycle<Surface: TileSurface>(slot: Int, from surface: Surface) where Surface.TileView == View {
        guard let view = view(inSlot: slot) else { return }
        views[slot] = nil
        recycle(view, from: surface)
    }

    /// Recycles every view.
    package mutating func recycleAll<Surface: TileSurface>(from surface: Surface) where Surface.TileView == View {
        for slot in views.indices { recycle(slot: slot, from: surface) }
    }

    /// A recycled view of exactly `type`, if one waits.
    package mutating func dequeue<Requested: AnyObject>(ofType type: Requested.Type) -> Requested? {
        var index = pool.count - 1
        while index >= 0, Swift.type(of: pool[index]) != type { index -= 1 }
        guard index >= 0, let view = pool.remove(at: index) as? Requested else { return nil }
        pooled.remove(ObjectIdentifier(view))
        reusedCount += 1
        return view
    }

    /// The live views, in slot order.
    package var liveViews: [View] { views.compactMap { $0 } }

    private mutating func recycle<Surface: TileSurface>(_ view: View, from surface: Surface) where Surface.TileView == View {
        surface.removeTile(view)
        guard !pooled.contains(ObjectIdentifier(view)) else { return }
        guard pooled.count < poolLimit else {      // dropped: memory stays bounded
            discardedCount += 1
            return
        }
        pool.append(view)
        pooled.insert(ObjectIdentifier(view))
    }

    /// Takes `view` out of its pool if it waits there (O(1) when it does not).
    private mutating func reclaim(_ view: View) {
        guard pooled.remove(ObjectIdentifier(view)) != nil else { return }
        var index = pool.count - 1
        while index >= 0, pool[index] !== view { index -= 1 }    // a loop: `lastIndex(where:)` allocates unspecialized
        if index >= 0 { pool.remove(at: index) }
    }
}
