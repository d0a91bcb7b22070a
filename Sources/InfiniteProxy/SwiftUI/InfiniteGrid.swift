#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// Scrolls an ``InfiniteGrid`` from SwiftUI code, and reads where it is.
///
/// ```swift
/// struct Map: View {
///     @State private var proxy = InfiniteGridProxy()      // @StateObject on iOS 14+
///     var body: some View {
///         InfiniteGrid(tileSize: CGSize(width: 120, height: 120), initialCoordinate: .zero, proxy: proxy) { coordinate in
///             Text("\(coordinate.x), \(coordinate.y)")
///         }
///         .overlay(Button("Home") { proxy.scrollTo(.zero) }, alignment: .bottom)
///     }
/// }
/// ```
///
/// A call made before the grid is on screen is remembered and applied when it appears. The
/// proxy holds its grid weakly.
@MainActor
public final class InfiniteGridProxy: ObservableObject {
    weak var gridView: InfiniteGridView? {
        didSet { pending.attach(gridView, perform: Self.scroll) }
    }

    private var pending = PendingScroll<GridCoordinate>()

    /// Creates a proxy; pass it to ``InfiniteGrid/init(tileSize:initialCoordinate:proxy:content:)``.
    public nonisolated init() {}

    /// Scrolls the grid so `coordinate` is centred: animated when it is about a screen away or
    /// nearer, at once when farther.
    public func scrollTo(_ coordinate: GridCoordinate, animated: Bool = true) {
        pending.request(coordinate, animated: animated, on: gridView, perform: Self.scroll)
    }

    private static func scroll(_ gridView: InfiniteGridView, to coordinate: GridCoordinate, animated: Bool) {
        gridView.scrollTo(coordinate, animated: animated)
    }

    /// The tile at the centre of the grid, or nil when it is not on screen.
    public var centerCoordinate: GridCoordinate? { gridView?.centerCoordinate }
}

/// An infinite 2-D grid of SwiftUI tiles, addressed by ``GridCoordinate``.
///
/// ```swift
/// InfiniteGrid(tileSize: CGSize(width: 100, height: 100), initialCoordinate: GridCoordinate(x: 0, y: 0)) { coordinate in
///     Rectangle()
///         .fill((coordinate.x + coordinate.y).isMultiple(of: 2) ? Color.blue : Color.orange)
///         .overlay(Text("\(coordinate.x), \(coordinate.y)"))
/// }
/// .onTileTap { coordinate in print("tapped", coordinate) }
/// ```
///
/// It wraps an ``InfiniteGridView`` (so it scrolls forever, recentering by whole tiles during
/// drags and flings, with live tiles bounded by what is visible). Each live tile is a
/// `UIHostingController`'s view, and hosting controllers are reused with the tile views: when a
/// tile scrolls in, a recycled one gets the new coordinate's content as its `rootView`. That is
/// the cleanest approach that works from iOS 13 (`UIHostingConfiguration` needs iOS 16 and a
/// collection or table cell; a `LazyVGrid` cannot scroll forever in both directions). On iOS
/// 16.4 and later the tiles ignore the safe area (`safeAreaRegions = []`), so a tile under the
/// notch is not inset. When the view updates (your state changed), every live tile gets its new
/// content.
///
/// - Important: the hosting controllers are not added as child view controllers (a representable
///   has no parent controller to add them to); SwiftUI content that needs a view-controller
///   parent — presenting sheets from inside a tile — should present from outside the grid.
public struct InfiniteGrid<Content: View>: View {
    let tileSize: CGSize
    let initialCoordinate: GridCoordinate
    let proxy: InfiniteGridProxy?
    let content: (GridCoordinate) -> Content
    var tapAction: ((GridCoordinate) -> Void)?

    /// Creates a grid.
    ///
    /// - Parameters:
    ///   - tileSize: every tile's size, in points; an unusable size shows nothing.
    ///   - initialCoordinate: the tile shown in the middle at first.
    ///   - proxy: scrolls the grid from your code (optional).
    ///   - content: the view for a tile.
    public init(
        tileSize: CGSize, initialCoordinate: GridCoordinate = .zero, proxy: InfiniteGridProxy? = nil,
        @ViewBuilder content: @escaping (GridCoordinate) -> Content
    ) {
        self.tileSize = tileSize
        self.initialCoordinate = initialCoordinate
        self.proxy = proxy
        self.content = content
    }

    /// Calls `action` with the coordinate of a tapped tile.
    public func onTileTap(_ action: @escaping (GridCoordinate) -> Void) -> InfiniteGrid {
        var copy = self
        copy.tapAction = action
        return copy
    }

    /// The grid, shown in an ``InfiniteGridView``.
    public var body: some View {
        InfiniteGridRepresentable(grid: self)
    }
}

/// The ``InfiniteGridView`` behind an ``InfiniteGrid``.
struct InfiniteGridRepresentable<Content: View>: UIViewRepresentable {
    let grid: InfiniteGrid<Content>

    func makeCoordinator() -> Coordinator {
        Coordinator(content: grid.content, tapAction: grid.tapAction)
    }

    func makeUIView(context: Context) -> InfiniteGridView {
        let gridView = InfiniteGridView(tileSize: grid.tileSize, initialCoordinate: grid.initialCoordinate)
        gridView.dataSource = context.coordinator
        grid.proxy?.gridView = gridView
        return gridView
    }

    func updateUIView(_ gridView: InfiniteGridView, context: Context) {
        context.coordinator.content = grid.content
        context.coordinator.tapAction = grid.tapAction
        if gridView.tileSize != grid.tileSize { gridView.tileSize = grid.tileSize }
        if grid.proxy?.gridView !== gridView { grid.proxy?.gridView = gridView }
        context.coordinator.refresh(gridView)
    }

    static func dismantleUIView(_ gridView: InfiniteGridView, coordinator: Coordinator) {
        gridView.dataSource = nil
    }

    /// The grid's data source: makes and reuses the hosting views.
    @MainActor
    final class Coordinator: InfiniteGridViewDataSource {
        var content: (GridCoordinate) -> Content
        var tapAction: ((GridCoordinate) -> Void)?

        init(content: @escaping (GridCoordinate) -> Content, tapAction: ((GridCoordinate) -> Void)?) {
            self.content = content
            self.tapAction = tapAction
        }

        func gridView(_ gridView: InfiniteGridView, viewForTileAt coordinate: GridCoordinate) -> UIView? {
            let view = content(coordinate)
            if let tile = gridView.dequeueReusableTileView(ofType: HostingTileView<Content>.self) {
                tile.show(view)
                return tile
            }
            return HostingTileView(rootView: view)
        }

        func gridView(_ gridView: InfiniteGridView, didTapTileAt coordinate: GridCoordinate) {
            tapAction?(coordinate)
        }

        /// Gives every live tile its content again (after a SwiftUI update).
        func refresh(_ gridView: InfiniteGridView) {
            for (coordinate, view) in gridView.liveTileViews {
                (view as? HostingTileView<Content>)?.show(content(coordinate))
            }
        }
    }
}

/// A tile view that owns the hosting controller of its SwiftUI content, so the controller lives
/// exactly as long as the (reused) view.
@MainActor
final class HostingTileView<Content: View>: UIView {
    private let host: UIHostingController<Content>

    init(rootView: Content) {
        host = UIHostingController(rootView: rootView)
        super.init(frame: .zero)
        if #available(iOS 16.4, tvOS 16.4, *) { host.safeAreaRegions = [] }
        host.view.backgroundColor = .clear
        host.view.frame = bounds
        host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(host.view)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// Shows `content`.
    func show(_ content: Content) {
        host.rootView = content
    }
}
#endif
