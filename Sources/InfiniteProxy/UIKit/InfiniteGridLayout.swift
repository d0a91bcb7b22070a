#if canImport(UIKit)
import UIKit

/// A collection-view layout of an infinite 2-D grid, where every tile is a reusable
/// `UICollectionViewCell` managed by the collection view.
///
/// Section 0 has ``numberOfItems`` items, and an item is a *slot*, not a tile: while a tile is
/// alive (visible, or at most one ring outside) it owns one slot, through a ``TileSlotMap`` — an
/// O(1), collision-free two-way mapping — and when it leaves, the slot goes to the next tile that
/// appears. ``coordinate(at:)`` and ``indexPath(for:)`` translate in both directions;
/// ``layoutAttributesForItem(at:)`` answers for every item (live tiles with their frames, free
/// slots hidden). ``InfiniteGridDataSource`` does the bookkeeping for you:
///
/// ```swift
/// let layout = InfiniteGridLayout(tileSize: CGSize(width: 100, height: 100))
/// let collectionView = UICollectionView(frame: bounds, collectionViewLayout: layout)
/// collectionView.register(TileCell.self, forCellWithReuseIdentifier: "tile")
/// let dataSource = InfiniteGridDataSource(collectionView: collectionView, layout: layout) { collectionView, indexPath, coordinate in
///     let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as? TileCell
///     cell?.label.text = "\(coordinate)"
///     return cell
/// }
/// collectionView.dataSource = dataSource        // keep `dataSource` alive: the view holds it weakly
/// // in the delegate: layout.coordinate(at: indexPath) in collectionView(_:didSelectItemAt:)
/// ```
///
/// Recentering follows ``TileGridController``: when the bounds' centre leaves its band during a
/// drag or fling, ``invalidationContext(forBoundsChange:)`` moves the origin by whole tiles and
/// returns a context whose `contentOffsetAdjustment` moves the offset by the same distance, and
/// which invalidates exactly the items whose frames changed. On other frames only the items that
/// gained or lost a tile are invalidated; frames where no tile changes invalidate nothing. The
/// offset is never snapped back in `prepare()`.
///
/// - Important: the layout turns off its collection view's cell prefetching: an item number is a
///   reusable slot, so a cell prefetched for one tile could be shown for the next tile to take
///   that slot. The offset your delegate sees jumps by whole tiles now and then.
///
/// An unusable tile size gives an empty grid (and one line in the debug console); a cell
/// provider returning nil gets an empty cell.
@MainActor
open class InfiniteGridLayout: UICollectionViewLayout {
    /// The size of every tile. Changing it keeps the grid position at the centre.
    public var tileSize: CGSize {
        get { controller.tileSize }
        set {
            controller.setTileSize(newValue)
            invalidateLayout()
        }
    }

    /// The tile shown in the middle at the first layout. Setting it later moves there at once.
    public var initialCoordinate: GridCoordinate {
        didSet {
            controller.center(on: initialCoordinate)
            invalidateLayout()
        }
    }

    /// The tile at the centre of the visible region.
    public var centerCoordinate: GridCoordinate? { controller.centerCoordinate }

    /// Live tiles (visible plus at most one ring).
    public var liveTileCount: Int { controller.slots.count }

    /// Why the grid is empty, or `.ready`.
    public var status: TileLayoutStatus { controller.status }

    private var controller: TileGridController
    private var scrollTarget: CGPoint?
    private var knownItemCount = -1
    private var reloadRequested = false
    private var reportedStatus = TileLayoutStatus.ready

    /// Creates a layout.
    public init(tileSize: CGSize, initialCoordinate: GridCoordinate = .zero) {
        controller = TileGridController(tileSize: tileSize, initialCoordinate: initialCoordinate)
        self.initialCoordinate = initialCoordinate
        super.init()
    }

    /// Creates a layout with 100 × 100 tiles.
    public override convenience init() {
        self.init(tileSize: CGSize(width: 100, height: 100))
    }

    /// Creates a layout from a storyboard, with 100 × 100 tiles; set ``tileSize`` afterwards.
    public required init?(coder: NSCoder) {
        controller = TileGridController(tileSize: CGSize(width: 100, height: 100))
        initialCoordinate = .zero
        super.init(coder: coder)
    }

    // MARK: Items and tiles

    /// The item count section 0 must report: the most tiles that can be alive at once in a
    /// square as wide as the screen's longer side (so rotation never needs more), and never less
    /// than the collection view's current bounds need. If the view later grows beyond it, the
    /// layout reloads the collection view once, outside layout, to get more items.
    public var numberOfItems: Int {
        guard let collectionView else { return 0 }
        let bounds = collectionView.bounds.size
        let screen = collectionView.window?.screen.bounds.size ?? .zero
        let side = max(bounds.width, bounds.height, screen.width, screen.height)
        let count = TileRange.maximumCount(
            viewportSize: CGSize(width: side, height: side), tileSize: controller.tileSize, ring: controller.ring)
        return min(count, controller.maximumVisibleTiles)
    }

    /// The tile item `indexPath` shows, or nil for a free slot or another section.
    public func coordinate(at indexPath: IndexPath) -> GridCoordinate? {
        guard indexPath.count == 2, indexPath.section == 0 else { return nil }
        return controller.slots.key(inSlot: indexPath.item)
    }

    /// The item showing `coordinate`, or nil if the tile is not alive.
    public func indexPath(for coordinate: GridCoordinate) -> IndexPath? {
        controller.slots.slot(for: coordinate).map { IndexPath(item: $0, section: 0) }
    }

    /// The tile under a point in the collection view's content.
    public func coordinate(at point: CGPoint) -> GridCoordinate? {
        controller.coordinate(at: point)
    }

    // MARK: Scrolling

    /// Scrolls so that `coordinate` is at the centre of the visible region; animated only when
    /// the tile is within the content around the screen, otherwise at once.
    public func scrollTo(_ coordinate: GridCoordinate, animated: Bool) {
        guard let collectionView else {
            controller.center(on: coordinate)
            return
        }
        collectionView.layoutIfNeeded()
        if animated, let target = controller.contentOffset(centering: coordinate) {
            scrollTarget = target
            collectionView.setContentOffset(target, animated: true)
        } else {
            scrollTarget = nil
            collectionView.setContentOffset(collectionView.contentOffset, animated: false)
            controller.center(on: coordinate)
            invalidateLayout()
            collectionView.layoutIfNeeded()
        }
    }

    // MARK: UICollectionViewLayout

    open override class var invalidationContextClass: AnyClass { InfiniteGridInvalidationContext.self }

    open override var collectionViewContentSize: CGSize { controller.contentSize }

    open override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        if collectionView.isPrefetchingEnabled { collectionView.isPrefetchingEnabled = false }
        let items = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
        if items != knownItemCount {
            // New items (a reload): every slot is asked for again.
            knownItemCount = items
            reloadRequested = false
            controller.removeAllTiles()
        }
        controller.slotLimit = items
        let viewport = viewport(of: collectionView, bounds: collectionView.bounds)
        // Recentering belongs to bounds changes; here only a fresh placement (first layout, new
        // tile size, `scrollTo` far away) moves the offset, straight to a centred position.
        let placing = controller.willPlaceContent(for: viewport)
        let update = controller.layout(viewport, recenter: placing && scrollTarget == nil)
        if let offset = update.contentOffset, offset != collectionView.contentOffset {
            collectionView.contentOffset = offset
        }
        if update.status == .slotLimitReached, !reloadRequested {
            reloadRequested = true
            DispatchQueue.main.async { [weak collectionView] in collectionView?.reloadData() }
        }
        report(update.status)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        controller.slots.forEachLive { coordinate, slot in
            guard let frame = controller.frame(for: coordinate), frame.intersects(rect) else { return }
            result.append(attributes(slot: slot, frame: frame))
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        if let coordinate = coordinate(at: indexPath), let frame = controller.frame(for: coordinate) {
            return attributes(slot: indexPath.item, frame: frame)
        }
        // A free slot: a hidden item, so UIKit never gets nil for an item it was told exists.
        let hidden = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        hidden.frame = CGRect(origin: .zero, size: controller.hasUsableTileSize ? controller.tileSize : .zero)
        hidden.isHidden = true
        return hidden
    }

    /// Keeps the content where the grid put it when UIKit proposes an offset of its own (after
    /// updates, rotation or a layout change): the grid decides where its tiles are.
    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        controller.viewport?.contentOffset ?? proposedContentOffset
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        if let target = scrollTarget,
           collectionView.isTracking || (abs(newBounds.minX - target.x) < 0.5 && abs(newBounds.minY - target.y) < 0.5) {
            scrollTarget = nil
        }
        return controller.needsLayout(for: viewport(of: collectionView, bounds: newBounds), recenter: scrollTarget == nil)
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        guard let collectionView else { return context }
        let update = controller.layout(viewport(of: collectionView, bounds: newBounds), recenter: scrollTarget == nil)
        if let offset = update.contentOffset {
            // A jump: the collection view moves the offset by whole tiles, keeping momentum.
            context.contentOffsetAdjustment = CGPoint(x: offset.x - newBounds.minX, y: offset.y - newBounds.minY)
        }
        var changed = update.removed.map { IndexPath(item: $0.slot, section: 0) }
        changed += update.added.map { IndexPath(item: $0.slot, section: 0) }
        if update.movedAllTiles {
            controller.slots.forEachLive { _, slot in changed.append(IndexPath(item: slot, section: 0)) }
        }
        if !changed.isEmpty { context.invalidateItems(at: Array(Set(changed))) }
        report(update.status)
        return context
    }

    // MARK: Helpers

    private func viewport(of collectionView: UICollectionView, bounds: CGRect) -> GridViewport {
        let insets = collectionView.adjustedContentInset
        return GridViewport(
            contentOffset: bounds.origin, size: bounds.size,
            insetTop: insets.top, insetLeft: insets.left, insetBottom: insets.bottom, insetRight: insets.right)
    }

    private func attributes(slot: Int, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: slot, section: 0))
        attributes.frame = frame
        return attributes
    }

    private func report(_ status: TileLayoutStatus) {
        guard status != reportedStatus else { return }
        reportedStatus = status
        #if DEBUG
        if let message = status.message { print("InfiniteGridLayout: \(message)") }
        #endif
    }
}

/// The invalidation context of ``InfiniteGridLayout`` (a distinct class so that contexts built
/// for bounds changes can be told apart).
@MainActor
open class InfiniteGridInvalidationContext: UICollectionViewLayoutInvalidationContext {}
#endif
