import InfiniteProxy
import SwiftUI

/// The infinite grid written in SwiftUI: a tile view per coordinate, a tap that shows which tile
/// it was, and a button that scrolls back to the origin through an `InfiniteGridProxy`.
struct SwiftUIGridScreen: View {
    @StateObject private var proxy = InfiniteGridProxy()
    @State private var tapped: GridCoordinate?

    var body: some View {
        InfiniteGrid(tileSize: CGSize(width: 110, height: 110), initialCoordinate: .zero, proxy: proxy) { coordinate in
            GridTile(coordinate: coordinate, isTapped: coordinate == tapped)
        }
        .onTileTap { coordinate in tapped = coordinate }
        .ignoresSafeArea(edges: .bottom)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("Origin") { proxy.scrollTo(.zero) }
            }
        }
        .overlay(alignment: .bottom) {
            if let tapped {
                Text("Tile \(tapped.x), \(tapped.y)")
                    .padding(.horizontal, 14)
                    .padding(.vertical, 8)
                    .background(.thinMaterial, in: Capsule())
                    .padding(.bottom, 24)
            }
        }
    }
}

/// One tile: its coordinate on a pastel square, outlined when tapped.
private struct GridTile: View {
    let coordinate: GridCoordinate
    let isTapped: Bool

    var body: some View {
        Text("\(coordinate.x), \(coordinate.y)")
            .font(.system(.body, design: .monospaced))
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color(DemoColors.tile(coordinate)))
            .overlay(Rectangle().strokeBorder(isTapped ? Color.accentColor : Color(.separator), lineWidth: isTapped ? 3 : 0.5))
    }
}
