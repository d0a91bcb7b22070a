#if canImport(UIKit)
import UIKit

/// The source of an ``InfiniteGridView``'s tiles.
@MainActor
public protocol InfiniteGridViewDataSource: AnyObject {
    /// The view for the tile at `coordinate`, or nil to leave that tile empty.
    ///
    /// Reuse views with ``InfiniteGridView/dequeueReusableTileView(ofType:)``; the grid sets the
    /// view's frame and adds it. Return a different view for every tile.
    func gridView(_ gridView: InfiniteGridView, viewForTileAt coordinate: GridCoordinate) -> UIView?

    /// The user tapped the tile at `coordinate`. Optional.
    func gridView(_ gridView: InfiniteGridView, didTapTileAt coordinate: GridCoordinate)
}

extension InfiniteGridViewDataSource {
    public func gridView(_ gridView: InfiniteGridView, didTapTileAt coordinate: GridCoordinate) {}
}

/// A scroll view showing an infinite 2-D grid of reusable tile views, addressed by
/// ``GridCoordinate``.
///
/// ```swift
/// let grid = InfiniteGridView(tileSize: CGSize(width: 120, height: 120),
///                             initialCoordinate: GridCoordinate(x: 0, y: 0))
/// grid.dataSource = self      // gridView(_:viewForTileAt:) and, optionally, gridView(_:didTapTileAt:)
/// …
/// func gridView(_ gridView: InfiniteGridView, viewForTileAt coordinate: GridCoordinate) -> UIView? {
///     let label = gridView.dequeueReusableTileView(ofType: UILabel.self) ?? UILabel()
///     label.text = "\(coordinate)"
///     return label
/// }
/// …
/// grid.scrollTo(.zero, animated: true)         // back to the start
/// ```
///
/// All decisions are `TileGridLayout`'s: the content is a few screens wide and tall, and
/// in `layoutSubviews` — during drags and flings alike — the offset moves back by whole tiles
/// whenever the centre leaves its band, while every tile view moves with it (Apple's
/// "recenter in `layoutSubviews`" technique), so no fling reaches an edge and nothing on screen
/// jumps. Live tile views are the visible ones plus at most one ring; recycled views wait in a
/// pool bounded by the same count. A size change (rotation, split view) keeps the point at the
/// centre of the visible region there.
///
/// - Important: the `contentOffset` your `delegate` sees jumps by whole tiles now and then; use
///   ``centerCoordinate`` and the tile views' coordinates, not absolute offsets. The scroll
///   indicators are off by default (they would jump too).
///
/// Bad input never crashes: a tile size that is not positive and finite (or absurdly large or
/// small) shows an empty grid and prints one line in debug builds; a data source returning nil
/// leaves that tile empty; no data source shows nothing.
@MainActor
open class InfiniteGridView: UIScrollView {
    /// The source of tile views. Held weakly; setting it asks again for every live tile's view.
    public weak var dataSource: InfiniteGridViewDataSource? {
        didSet { reloadData() }
    }

    /// The size of every tile. Changing it keeps the grid position at the centre.
    public var tileSize: CGSize {
        get { controller.layout.tileSize }
        set { controller.setTileSize(newValue, on: self) }
    }

    /// The tile shown in the middle at the first layout. Setting it later moves there at once.
    public var initialCoordinate: GridCoordinate {
        didSet { controller.center(on: initialCoordinate, on: self) }
    }

    /// The tile at the centre of the visible region (nil before the first layout or when empty).
    public var centerCoordinate: GridCoordinate? { controller.layout.centerCoordinate }

    /// Live tiles (visible plus at most one ring).
    var liveTileCount: Int { controller.layout.slots.count }

    /// Why the grid is empty, or `.ready`.
    var status: TileLayoutStatus { controller.layout.status }

    private let controller: TileScrollController<UIScrollView, TileGridLayout>

    /// Creates a grid.
    public init(frame: CGRect = .zero, tileSize: CGSize, initialCoordinate: GridCoordinate = .zero) {
        controller = TileScrollController(layout: TileGridLayout(tileSize: tileSize, initialCoordinate: initialCoordinate))
        self.initialCoordinate = initialCoordinate
        super.init(frame: frame)
        configure()
    }

    /// Creates a grid with 100 × 100 tiles.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, tileSize: CGSize(width: 100, height: 100))
    }

    /// Creates a grid from a storyboard, with 100 × 100 tiles; set ``tileSize`` afterwards.
    public required init?(coder: NSCoder) {
        controller = TileScrollController(layout: TileGridLayout(tileSize: CGSize(width: 100, height: 100)))
        initialCoordinate = .zero
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        chrome = .tiled
        controller.onStatusChange = { status in
            #if DEBUG
            if let message = status.message { print("InfiniteGridView: \(message)") }
            #endif
        }
        let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
        tap.cancelsTouchesInView = false
        addGestureRecognizer(tap)
        panGestureRecognizer.addTarget(self, action: #selector(handlePan(_:)))
    }

    // MARK: Tiles

    /// A recycled tile view of exactly `type`, or nil (then make a new one).
    public func dequeueReusableTileView<View: UIView>(ofType type: View.Type) -> View? {
        controller.dequeueReusableTileView(ofType: type)
    }

    /// The view showing `coordinate`, if that tile is alive.
    public func tileView(at coordinate: GridCoordinate) -> UIView? {
        controller.tileView(forTile: coordinate)
    }

    /// Every live tile view with its coordinate.
    public var liveTileViews: [(coordinate: GridCoordinate, view: UIView)] {
        var tiles: [(coordinate: GridCoordinate, view: UIView)] = []
        controller.forEachLiveTile { coordinate, _, view in if let view { tiles.append((coordinate, view)) } }
        return tiles
    }

    /// The tile under a point in this view's coordinate space.
    public func coordinate(at point: CGPoint) -> GridCoordinate? {
        controller.item(at: point, on: self)
    }

    /// Asks the data source again for every live tile's view.
    public func reloadData() {
        controller.reloadTiles(on: self, viewForTile: viewForTile)
    }

    // MARK: Scrolling

    /// Scrolls so that `coordinate` is at the centre of the visible region.
    ///
    /// Animated only when the tile is within the content around the screen (about a screen
    /// away); farther tiles appear at once — an animation across thousands of tiles would show
    /// nothing useful. Any momentum stops.
    public func scrollTo(_ coordinate: GridCoordinate, animated: Bool) {
        controller.scroll(to: coordinate, animated: animated, on: self)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        controller.layoutTiles(on: self, viewForTile: viewForTile)
    }

    private func viewForTile(_ coordinate: GridCoordinate) -> UIView? {
        dataSource?.gridView(self, viewForTileAt: coordinate)
    }

    /// A drag began: an animated scroll it interrupts lets the held-back recentering happen now.
    @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        if recognizer.state == .began { controller.userDidBeginDragging(on: self) }
    }

    @objc private func handleTap(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended, let coordinate = controller.item(at: recognizer.location(in: self), on: self) else { return }
        dataSource?.gridView(self, didTapTileAt: coordinate)
    }
}
#endif
