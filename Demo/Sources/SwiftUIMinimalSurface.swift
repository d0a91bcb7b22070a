import SwiftUI
import InfiniteProxy

/// The SwiftUI surface exactly as the README's 30-second start writes it, compiled with the app
/// (iOS 16, Swift 6) so it cannot drift. Namespaced only because the demo has its own `City`.
enum MinimalSurface {
    struct City: Identifiable { let id: Int; let name: String }

    struct Screens: View {
        let cities: [City]
        @State private var centred: City.ID?
        @State private var page: City.ID?
        var body: some View {
            VStack {
                InfiniteList(cities) { city in Text(city.name) }
                    .infiniteContentAlignment(.left)
                InfiniteCarousel(cities, centeredID: $centred) { city in Text(city.name) }
                    .infinitePaging(true)
                    .infiniteAutoScroll(every: 3)
                InfinitePager(cities, selection: $page) { city in Text(city.name) }
            }
        }
    }
}
