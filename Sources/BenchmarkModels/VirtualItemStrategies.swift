import Foundation
import InfiniteProxy

/// The screen and item sizes a virtual-item count is taken at.
///
/// ```swift
/// VirtualItemScene.table.viewportLength      // 844: a 390×844 portrait table
/// VirtualItemScene.carousel.itemExtent       // 120
/// ```
package struct VirtualItemScene: Sendable, Equatable {
    /// A short name for tables of results.
    package var name: String
    /// The screen (390×844 points, portrait iPhone).
    package var screenWidth: CGFloat
    package var screenHeight: CGFloat
    /// The visible length along the scrolling axis.
    package var viewportLength: CGFloat
    /// An item's size: along the axis (spacing included) and across it.
    package var itemExtent: CGFloat
    package var itemCrossExtent: CGFloat

    /// A vertical table: 44 pt rows, the full 844 pt height visible.
    package static let table = VirtualItemScene(
        name: "table: 44 pt rows, 390×844", screenWidth: 390, screenHeight: 844,
        viewportLength: 844, itemExtent: 44, itemCrossExtent: 390)
    /// A horizontal carousel across the 390 pt width: 120×120 pt items.
    package static let carousel = VirtualItemScene(
        name: "carousel: 120 pt items, 390 pt wide", screenWidth: 390, screenHeight: 844,
        viewportLength: 390, itemExtent: 120, itemCrossExtent: 120)
}

/// How a library builds the content UIKit scrolls through from `n` source items, modelled from
/// its published source (see BENCHMARKS.md for the lines each model follows).
package enum VirtualItemStrategy: String, Sendable, CaseIterable {
    /// InfiniteProxy, `RepetitionStrategy.automatic` (padding for one section).
    case oursAutomatic = "InfiniteProxy .automatic"
    /// InfiniteProxy, `RepetitionStrategy.copies`.
    case oursCopies = "InfiniteProxy .copies"
    /// BBTableView: `numberOfRows × 3`, offset reset to `C/3` at either edge.
    case tripling = "tripling (BBTableView)"
    /// InfiniteLayout: `⌈4·max(screen)/min(item)⌉` data copies, content size × 500.
    case infiniteLayout = "InfiniteLayout"
    /// FSPagerView: `Int16.max / n` sections of `n` items.
    case fsPagerView = "FSPagerView"
    /// The data array repeated 1 000 times, scrolled to the middle.
    case thousandFold = "1000× duplicated data"
}

/// Whether content built by a strategy keeps the screen covered forever.
package enum LoopHealth: String, Sendable, Equatable {
    /// Recenters and never shows an edge.
    case loops = "loops"
    /// Does not recenter at all: the list has ends, only far away.
    case finite = "finite: far ends"
    /// Too few rows to trigger recentering: scrolls like a short finite list.
    case neverRecenters = "never recenters"
    /// Recenters into the other edge's trigger zone: jumps back and forth (BBTableView issue #5).
    case pingPong = "ping-pong"
}

/// One strategy's content for `n` source items.
package struct VirtualItemCount: Sendable, Equatable {
    package var strategy: VirtualItemStrategy
    package var sourceItems: Int
    /// Items the data source reports to UIKit (what UIKit allocates bookkeeping for).
    package var dataSourceItems: Int
    /// Item slots laid out along the scrolling axis (content length / item extent). Equal to
    /// ``dataSourceItems`` except for layouts that repeat their data inside a larger content size.
    package var laidOutItems: Int
    /// The content length along the axis, in points.
    package var contentLength: CGFloat
    package var health: LoopHealth

    /// ``laidOutItems`` per source item.
    package var ratio: Double { Double(laidOutItems) / Double(max(1, sourceItems)) }
    /// ``dataSourceItems`` per source item.
    package var dataSourceRatio: Double { Double(dataSourceItems) / Double(max(1, sourceItems)) }
}

extension VirtualItemStrategy {
    /// The content this strategy builds for `n` items in `scene`.
    ///
    /// ```swift
    /// VirtualItemStrategy.fsPagerView.count(sourceItems: 10, in: .table).dataSourceItems  // 32 760
    /// ```
    ///
    /// - Complexity: O(1).
    package func count(sourceItems n: Int, in scene: VirtualItemScene) -> VirtualItemCount {
        let extent = scene.itemExtent
        func make(_ items: Int, laidOut: Int? = nil, _ health: LoopHealth) -> VirtualItemCount {
            let slots = laidOut ?? items
            return VirtualItemCount(
                strategy: self, sourceItems: n, dataSourceItems: items, laidOutItems: slots,
                contentLength: CGFloat(slots) * extent, health: health)
        }
        switch self {
        case .oursAutomatic, .oursCopies:
            let plan = RepetitionPlanner.plan(
                sourceItemCounts: [n],
                metrics: ListMetrics(
                    viewportLength: scene.viewportLength, copyLength: CGFloat(n) * extent,
                    largestItemExtent: extent, smallestItemExtent: extent),
                strategy: self == .oursAutomatic ? .automatic : .copies)
            return make(plan.repetition.totalVirtualItems, plan.repetition.isLooping ? .loops : .finite)

        case .tripling:
            // numberOfRowsInSection returns rows × 3. layoutSubviews: mTotalCellsVisible =
            // Int(height / rowHeight); no reset while fewer rows than that are visible; at the top
            // it sets y = C/3, at the bottom y = C/3 − H, which lands inside the top trigger
            // (y ≤ 0) whenever one copy is shorter than the screen.
            let rows = 3 * n
            let fits = Int(scene.viewportLength / extent)
            let health: LoopHealth
            if rows < fits {
                health = .neverRecenters
            } else if CGFloat(n) * extent < scene.viewportLength {
                health = .pingPong
            } else {
                health = .loops
            }
            return make(rows, health)

        case .infiniteLayout:
            // InfiniteDataSources.multiplier: ceil(minimumContentSize / min(itemSize.width,
            // itemSize.height)) with minimumContentSize = max(screen width, height) × 4; items in
            // one section are multiplied by it. InfiniteLayout then reports a content size 500×
            // that of the multiplied data and maps every rect back into one page.
            let minimumContentSize = max(scene.screenWidth, scene.screenHeight) * 4
            let multiplier = Int((minimumContentSize / min(scene.itemExtent, scene.itemCrossExtent)).rounded(.up))
            let items = multiplier * n
            return make(items, laidOut: 500 * items, .loops)

        case .fsPagerView:
            // numberOfSections = isInfinite ? Int(Int16.max) / numberOfItems : 1, each section
            // holding all n items; it starts in the middle section and never recenters.
            let sections = Int(Int16.max) / max(1, n)
            return make(sections * n, .finite)

        case .thousandFold:
            return make(1_000 * n, .finite)
        }
    }
}
