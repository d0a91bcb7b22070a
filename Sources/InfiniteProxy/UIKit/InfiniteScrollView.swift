#if canImport(UIKit)
import UIKit

/// The source of an ``InfiniteScrollView``'s tiles: how many, how long, and their views.
@MainActor
public protocol InfiniteScrollViewDataSource: AnyObject {
    /// The number of tiles in the data set (the ribbon repeats them forever).
    func numberOfTiles(in scrollView: InfiniteScrollView) -> Int

    /// The length of tile `index` along the scrolling axis. Zero, negative or non-finite lengths
    /// count as 0: the tile takes no room and is never shown.
    func infiniteScrollView(_ scrollView: InfiniteScrollView, lengthOfTileAt index: Int) -> CGFloat

    /// The view for tile `index`, or nil to leave it empty. A small data set may be on screen
    /// more than once: return a different view for every call. Reuse views with
    /// ``InfiniteScrollView/dequeueReusableTileView(ofType:)``.
    func infiniteScrollView(_ scrollView: InfiniteScrollView, viewForTileAt index: Int) -> UIView?

    /// The user tapped tile `index`. Optional.
    func infiniteScrollView(_ scrollView: InfiniteScrollView, didTapTileAt index: Int)
}

extension InfiniteScrollViewDataSource {
    public func infiniteScrollView(_ scrollView: InfiniteScrollView, didTapTileAt index: Int) {}
}

/// A scroll view showing a ribbon of reusable tile views, horizontal or vertical, that wraps its
/// data set forever in both directions.
///
/// ```swift
/// let ribbon = InfiniteScrollView(frame: bounds, axis: .horizontal)
/// ribbon.dataSource = self      // numberOfTiles(in:), lengthOfTileAt, viewForTileAt
/// …
/// func infiniteScrollView(_ scrollView: InfiniteScrollView, viewForTileAt index: Int) -> UIView? {
///     let image = scrollView.dequeueReusableTileView(ofType: UIImageView.self) ?? UIImageView()
///     image.image = photos[index]
///     return image
/// }
/// ```
///
/// Apple's technique from the WWDC 2011 "StreetScroller" sample, with the arithmetic in
/// ``RibbonController``: the content is a few screens long; in `layoutSubviews`, whenever the
/// centre leaves its band, the offset moves back by the exact length of whole tiles and every
/// tile view moves with it, so the content stays still on screen while the offset jumps — during
/// drags and flings alike. Tiles fill the visible region across the axis; it never scrolls
/// sideways. Tiles have any lengths; the data set may be shorter than the screen.
///
/// - Important: the `contentOffset` your `delegate` sees jumps now and then; use
///   ``centerIndex`` and the tile views instead of absolute offsets.
///
/// No data source, no tiles, or only zero-length tiles show an empty view; a nil view leaves that
/// tile empty.
@MainActor
open class InfiniteScrollView: UIScrollView {
    /// The source of tiles. Held weakly; setting it reloads.
    public weak var dataSource: InfiniteScrollViewDataSource? {
        didSet { reloadData() }
    }

    /// The scrolling axis. Changing it reloads.
    public var axis: InfiniteAxis {
        didSet {
            guard axis != oldValue else { return }
            store.recycleAll()
            controller = RibbonController(axis: axis, lengths: [])
            reloadData()
        }
    }

    /// The data item at the centre of the visible region (nil when empty or not laid out).
    public var centerIndex: Int? { controller.centerDataIndex }

    /// Live tiles (visible plus at most one on each side).
    public var liveTileCount: Int { controller.slots.count }

    /// Why the ribbon is empty, or `.ready`.
    public var status: TileLayoutStatus { controller.status }

    private var controller: RibbonController
    private let store = TileViewStore()
    private var scrollTarget: CGPoint?
    private var isApplyingLayout = false

    /// Creates a ribbon.
    public init(frame: CGRect = .zero, axis: InfiniteAxis) {
        self.axis = axis
        controller = RibbonController(axis: axis, lengths: [])
        super.init(frame: frame)
        configure()
    }

    /// Creates a horizontal ribbon.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, axis: .horizontal)
    }

    /// Creates a horizontal ribbon from a storyboard; set ``axis`` afterwards if needed.
    public required init?(coder: NSCoder) {
        axis = .horizontal
        controller = RibbonController(axis: .horizontal, lengths: [])
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        scrollsToTop = false
        let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
        tap.cancelsTouchesInView = false
        addGestureRecognizer(tap)
    }

    // MARK: Data

    /// Reads the count and lengths again and asks for every tile's view; the item at the centre
    /// stays there if it still exists.
    ///
    /// - Complexity: O(n) data-source calls for the lengths.
    public func reloadData() {
        var lengths: [CGFloat] = []
        if let dataSource {
            let count = max(0, dataSource.numberOfTiles(in: self))
            lengths.reserveCapacity(count)
            for index in 0..<count { lengths.append(dataSource.infiniteScrollView(self, lengthOfTileAt: index)) }
        }
        controller.reload(lengths: lengths)
        setNeedsLayout()
    }

    /// A recycled tile view of exactly `type`, or nil (then make a new one).
    public func dequeueReusableTileView<View: UIView>(ofType type: View.Type) -> View? {
        store.dequeue(ofType: type)
    }

    /// Every live tile view with the data item it shows.
    public var liveTileViews: [(index: Int, view: UIView)] {
        controller.liveTiles.compactMap { tile in
            store.view(inSlot: tile.slot).map { (controller.dataIndex(ofTile: tile.key), $0) }
        }
    }

    // MARK: Scrolling

    /// Scrolls so that item `index` (its nearest copy) is centred; animated only when it is
    /// within the content around the screen, otherwise at once. Any momentum stops.
    public func scrollToTile(at index: Int, animated: Bool) {
        layoutIfNeeded()
        if animated, let target = controller.contentOffset(centeringDataIndex: index) {
            scrollTarget = target
            setContentOffset(target, animated: true)
        } else {
            scrollTarget = nil
            setContentOffset(contentOffset, animated: false)
            controller.center(onDataIndex: index)
            setNeedsLayout()
            layoutIfNeeded()
        }
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTiles()
    }

    private func layoutTiles() {
        guard !isApplyingLayout else { return }
        isApplyingLayout = true
        defer { isApplyingLayout = false }
        if let target = scrollTarget,
           isTracking || (abs(contentOffset.x - target.x) < 0.5 && abs(contentOffset.y - target.y) < 0.5) {
            scrollTarget = nil
        }
        let insets = adjustedContentInset
        let viewport = GridViewport(
            contentOffset: contentOffset, size: bounds.size,
            insetTop: insets.top, insetLeft: insets.left, insetBottom: insets.bottom, insetRight: insets.right)
        let update = controller.layout(viewport, recenter: scrollTarget == nil)
        if contentSize != update.contentSize { contentSize = update.contentSize }
        if let offset = update.contentOffset { contentOffset = offset }   // the property keeps momentum
        for freed in update.removed { store.recycle(slot: freed.slot) }
        if update.movedAllTiles {
            controller.slots.forEachLive { tile, slot in
                if let view = store.view(inSlot: slot), let frame = controller.frame(ofTile: tile) { view.frame = frame }
            }
        }
        for placed in update.added {
            let view = dataSource?.infiniteScrollView(self, viewForTileAt: controller.dataIndex(ofTile: placed.key))
            store.place(view, inSlot: placed.slot, frame: placed.frame, in: self)
        }
        store.poolLimit = max(8, min(controller.visibleTiles.count + 2 * controller.ring, 4_096))
    }

    @objc private func handleTap(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended, let tile = controller.tile(at: recognizer.location(in: self)) else { return }
        dataSource?.infiniteScrollView(self, didTapTileAt: controller.dataIndex(ofTile: tile))
    }
}
#endif
