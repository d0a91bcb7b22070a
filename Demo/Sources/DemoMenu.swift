import SwiftUI

/// One entry of the menu: a title, what the screen shows, the line that enables it, and the
/// screen itself.
struct DemoScreen: Identifiable {
    let id: String
    let title: String
    let detail: String
    let oneLine: String
    let makeView: @MainActor () -> AnyView
}

/// The screens, in the order the menu lists them.
@MainActor
enum DemoCatalog {
    static let screens: [DemoScreen] = [
        DemoScreen(
            id: "arc-left", title: "Circular table, left",
            detail: "World cities on a circle bulging left; flick as far as you like.",
            oneLine: "tableView.contentAlignment = .left",
            makeView: { AnyView(ControllerScreen { ArcTableViewController(alignment: .left) }) }),
        DemoScreen(
            id: "arc-right", title: "Circular table, right",
            detail: "The mirror image: the centred row sits furthest right.",
            oneLine: "tableView.contentAlignment = .right",
            makeView: { AnyView(ControllerScreen { ArcTableViewController(alignment: .right) }) }),
        DemoScreen(
            id: "self-sizing", title: "Self-sizing rows, several sections",
            detail: "Rows of different heights (automatic dimension, wrong estimates) and section headers.",
            oneLine: "tableView.enableInfiniteScrolling = true",
            makeView: { AnyView(ControllerScreen { SelfSizingTableViewController() }) }),
        DemoScreen(
            id: "carousel", title: "Paging carousel",
            detail: "A horizontal flow layout that snaps to cards and advances by itself every 3 s.",
            oneLine: "collectionView.infinite.autoScrollInterval = 3",
            makeView: { AnyView(ControllerScreen { CarouselViewController() }) }),
        DemoScreen(
            id: "pager", title: "Three-page pager",
            detail: "Five pages that wrap, three page views alive, pages loading asynchronously.",
            oneLine: "pager.dataSource = self",
            makeView: { AnyView(ControllerScreen { PagerViewController() }) }),
        DemoScreen(
            id: "ribbon", title: "Street ribbon",
            detail: "Façades of different widths in a horizontal ribbon that wraps forever.",
            oneLine: "street.dataSource = self",
            makeView: { AnyView(ControllerScreen { StreetRibbonViewController() }) }),
        DemoScreen(
            id: "grid", title: "2-D grid (UIKit view)",
            detail: "Tiles in every direction, addressed by integer coordinates; back to the origin.",
            oneLine: "InfiniteGridView(tileSize: CGSize(width: 120, height: 120))",
            makeView: { AnyView(ControllerScreen { GridViewController() }) }),
        DemoScreen(
            id: "grid-layout", title: "2-D grid (collection-view layout)",
            detail: "The same grid with reusable collection-view cells.",
            oneLine: "UICollectionView(frame: .zero, collectionViewLayout: InfiniteGridLayout(…))",
            makeView: { AnyView(ControllerScreen { GridLayoutViewController() }) }),
        DemoScreen(
            id: "swiftui-grid", title: "2-D grid (SwiftUI)",
            detail: "The grid with SwiftUI tiles, a tap handler and a proxy that scrolls home.",
            oneLine: "InfiniteGrid(tileSize: …) { coordinate in … }",
            makeView: { AnyView(SwiftUIGridScreen()) }),
        DemoScreen(
            id: "swiftui-list", title: "Infinite list (SwiftUI)",
            detail: "SwiftUI rows on an arc, a binding to the centred city, edits that animate in every copy.",
            oneLine: "InfiniteList(cities, centeredID: $centred) { city in … }",
            makeView: { AnyView(SwiftUIListScreen()) }),
        DemoScreen(
            id: "swiftui-sections", title: "Infinite list with sections (SwiftUI)",
            detail: "Countries as section headers, cities moving between sections, rows that expand in place.",
            oneLine: "InfiniteList(countries, items: \\.cities) { city in … } header: { country in … }",
            makeView: { AnyView(SwiftUISectionedListScreen()) }),
        DemoScreen(
            id: "swiftui-carousel", title: "Infinite carousel (SwiftUI)",
            detail: "Paging cards, auto-scroll, next and previous, the centred card as a two-way binding.",
            oneLine: "InfiniteCarousel(cities, centeredID: $centred) { … }.infinitePaging(true)",
            makeView: { AnyView(SwiftUICarouselScreen()) }),
        DemoScreen(
            id: "swiftui-pager", title: "Infinite pager (SwiftUI)",
            detail: "Full pages that loop, auto-scroll, a page indicator bound to the selection.",
            oneLine: "InfinitePager(cities, selection: $page) { … }",
            makeView: { AnyView(SwiftUIPagerScreen()) }),
    ]
}

/// The app's first screen.
struct DemoMenu: View {
    var body: some View {
        NavigationStack {
            List(DemoCatalog.screens) { screen in
                NavigationLink {
                    screen.makeView()
                        .navigationTitle(screen.title)
                        .navigationBarTitleDisplayMode(.inline)
                } label: {
                    VStack(alignment: .leading, spacing: 4) {
                        Text(screen.title).font(.headline)
                        Text(screen.detail).font(.subheadline).foregroundStyle(.secondary)
                        Text(screen.oneLine).font(.caption.monospaced()).foregroundStyle(.tint)
                    }
                    .padding(.vertical, 4)
                }
            }
            .navigationTitle("InfiniteProxy")
        }
    }
}
