#if canImport(UIKit)
import UIKit

/// A collection-view layout of an infinite 2-D grid, where every tile is a reusable
/// `UICollectionViewCell` managed by the collection view.
///
/// Section 0 has ``numberOfItems`` items, and an item is a *slot*, not a tile: while a tile is
/// alive (visible, or at most one ring outside) it owns one slot, through a `TileSlotMap` — an
/// O(1), collision-free two-way mapping — and when it leaves, the slot goes to the next tile that
/// appears. `coordinate(at:)` and ``indexPath(for:)`` translate in both directions;
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
/// Recentering follows `TileGridLayout`: when the bounds' centre leaves its band during a
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
    /// True: in a right-to-left app UIKit draws the grid mirrored (column 1 on column 0's left)
    /// and the layout keeps its left-to-right coordinates (`Docs/HostFidelity.md` R-b). Override
    /// to return false for a grid that keeps column 1 on the right in every language.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// The size of every tile. Changing it keeps the grid position at the centre.
    public var tileSize: CGSize {
        get { controller.layout.tileSize }
        set {
            controller.setTileSize(newValue)
            invalidateLayout()
        }
    }

    /// The tile shown in the middle at the first layout. Setting it later moves there at once.
    public var initialCoordinate: GridCoordinate {
        didSet {
            controller.center(on: initialCoordinate, surface: collectionView)
            invalidateLayout()
        }
    }

    /// The tile at the centre of the visible region.
    public var centerCoordinate: GridCoordinate? { controller.layout.centerCoordinate }

    /// Live tiles (visible plus at most one ring).
    var liveTileCount: Int { controller.layout.slots.count }

    /// Why the grid is empty, or `.ready`.
    var status: TileLayoutStatus { controller.layout.status }

    private let controller: GridLayoutController

    /// Creates a layout.
    public init(tileSize: CGSize, initialCoordinate: GridCoordinate = .zero) {
        controller = GridLayoutController(tileSize: tileSize, initialCoordinate: initialCoordinate, scheduler: DispatchMainScheduler.shared)
        self.initialCoordinate = initialCoordinate
        super.init()
        configure()
    }

    /// Creates a layout with 100 × 100 tiles.
    public override convenience init() {
        self.init(tileSize: CGSize(width: 100, height: 100))
    }

    /// Creates a layout from a storyboard, with 100 × 100 tiles; set ``tileSize`` afterwards.
    public required init?(coder: NSCoder) {
        controller = GridLayoutController(tileSize: CGSize(width: 100, height: 100), scheduler: DispatchMainScheduler.shared)
        initialCoordinate = .zero
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        controller.onStatusChange = { status in
            #if DEBUG
            if let message = status.message { print("InfiniteGridLayout: \(message)") }
            #endif
        }
    }

    // MARK: Items and tiles

    /// The item count section 0 must report: the most tiles that can be alive at once in a
    /// square as wide as the screen's longer side (so rotation never needs more), and never less
    /// than the collection view's current bounds need. If the view later grows beyond it, the
    /// layout reloads the collection view once, outside layout, to get more items.
    public var numberOfItems: Int {
        guard let collectionView else { return 0 }
        return controller.itemCount(boundsSize: collectionView.bounds.size,
                                screenSize: collectionView.window?.screen.bounds.size ?? .zero)
    }

    /// The tile item `indexPath` shows, or nil for a free slot or another section.
    public func coordinate(at indexPath: IndexPath) -> GridCoordinate? {
        guard indexPath.count == 2, indexPath.section == 0 else { return nil }
        return controller.layout.slots.key(inSlot: indexPath.item)
    }

    /// The item showing `coordinate`, or nil if the tile is not alive.
    public func indexPath(for coordinate: GridCoordinate) -> IndexPath? {
        controller.layout.slots.slot(for: coordinate).map { IndexPath(item: $0, section: 0) }
    }

    /// The tile under a point in the collection view's content.
    public func coordinate(at point: CGPoint) -> GridCoordinate? {
        controller.layout.coordinate(at: point)
    }

    // MARK: Scrolling

    /// Scrolls so that `coordinate` is at the centre of the visible region; animated only when
    /// the tile is within the content around the screen, otherwise at once.
    public func scrollTo(_ coordinate: GridCoordinate, animated: Bool) {
        controller.scroll(to: coordinate, animated: animated, surface: collectionView) { invalidateLayout() }
    }

    // MARK: UICollectionViewLayout

    open override class var invalidationContextClass: AnyClass { InfiniteGridInvalidationContext.self }

    open override var collectionViewContentSize: CGSize { controller.layout.contentSize }

    open override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        if collectionView.isPrefetchingEnabled { collectionView.isPrefetchingEnabled = false }
        let items = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
        let preparation = controller.prepare(itemCount: items, viewport: collectionView.gridViewport)
        if let offset = preparation.contentOffset { collectionView.contentOffset = offset }
        if preparation.requestsReload {
            DispatchMainScheduler.shared.async { [weak collectionView] in collectionView?.reloadData() }
        }
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        controller.forEachTile(in: rect) { slot, frame in result.append(attributes(slot: slot, frame: frame)) }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        if indexPath.section == 0, let frame = controller.itemFrame(ofSlot: indexPath.item) {
            return attributes(slot: indexPath.item, frame: frame)
        }
        let hidden = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        hidden.frame = controller.hiddenItemFrame
        hidden.isHidden = true
        return hidden
    }

    /// Keeps the content where the grid put it when UIKit proposes an offset of its own (after
    /// updates, rotation or a layout change): the grid decides where its tiles are.
    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        controller.targetContentOffset(proposed: proposedContentOffset)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return controller.shouldInvalidate(forBoundsChange: collectionView.gridViewport(bounds: newBounds), surface: collectionView)
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        guard let collectionView else { return context }
        let invalidation = controller.invalidation(forBoundsChange: collectionView.gridViewport(bounds: newBounds))
        if let adjustment = invalidation.contentOffsetAdjustment { context.contentOffsetAdjustment = adjustment }
        if !controller.invalidatedSlots.isEmpty {
            context.invalidateItems(at: controller.invalidatedSlots.map { IndexPath(item: $0, section: 0) })
        }
        return context
    }

    private func attributes(slot: Int, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: slot, section: 0))
        attributes.frame = frame
        return attributes
    }
}

/// The invalidation context of ``InfiniteGridLayout`` (a distinct class so that contexts built
/// for bounds changes can be told apart).
@MainActor
final class InfiniteGridInvalidationContext: UICollectionViewLayoutInvalidationContext {}
#endif
