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
/// `TileRibbonLayout`: the content is a few screens long; in `layoutSubviews`, whenever the
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
        didSet { if controller.setAxis(axis, on: self) { reloadData() } }
    }

    /// The data item at the centre of the visible region (nil when empty or not laid out).
    public var centerIndex: Int? { controller.layout.centerDataIndex }

    /// Live tiles (visible plus at most one on each side).
    var liveTileCount: Int { controller.layout.slots.count }

    /// Why the ribbon is empty, or `.ready`.
    var status: TileLayoutStatus { controller.layout.status }

    private let controller: TileScrollController<UIScrollView, TileRibbonLayout>

    /// Creates a ribbon.
    public init(frame: CGRect = .zero, axis: InfiniteAxis) {
        self.axis = axis
        controller = TileScrollController(layout: TileRibbonLayout(axis: axis, lengths: []))
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
        controller = TileScrollController(layout: TileRibbonLayout(axis: .horizontal, lengths: []))
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        chrome = .tiled
        let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
        tap.cancelsTouchesInView = false
        addGestureRecognizer(tap)
        panGestureRecognizer.addTarget(self, action: #selector(handlePan(_:)))
    }

    // MARK: Data

    /// Reads the count and lengths again and asks for every tile's view; the item at the centre
    /// stays there if it still exists.
    ///
    /// - Complexity: O(n) data-source calls for the lengths.
    public func reloadData() {
        controller.reloadRibbon(count: dataSource?.numberOfTiles(in: self) ?? 0, on: self) { index in
            dataSource?.infiniteScrollView(self, lengthOfTileAt: index) ?? 0
        }
    }

    /// A recycled tile view of exactly `type`, or nil (then make a new one).
    public func dequeueReusableTileView<View: UIView>(ofType type: View.Type) -> View? {
        controller.dequeueReusableTileView(ofType: type)
    }

    /// Every live tile view with the data item it shows.
    public var liveTileViews: [(index: Int, view: UIView)] {
        var tiles: [(index: Int, view: UIView)] = []
        controller.forEachLiveTile { tile, _, view in
            if let view { tiles.append((controller.layout.dataIndex(ofTile: tile), view)) }
        }
        return tiles
    }

    // MARK: Scrolling

    /// Scrolls so that item `index` (its nearest copy) is centred; animated only when it is
    /// within the content around the screen, otherwise at once. Any momentum stops.
    public func scrollToTile(at index: Int, animated: Bool) {
        controller.scroll(to: index, animated: animated, on: self)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        controller.layoutTiles(on: self) { index in dataSource?.infiniteScrollView(self, viewForTileAt: index) }
    }

    /// A drag began: an animated scroll it interrupts lets the held-back recentering happen now.
    @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        if recognizer.state == .began { controller.userDidBeginDragging(on: self) }
    }

    @objc private func handleTap(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended, let index = controller.item(at: recognizer.location(in: self), on: self) else { return }
        dataSource?.infiniteScrollView(self, didTapTileAt: index)
    }
}
#endif
