import InfiniteProxy
import SwiftUI

/// A city with an identity, as a SwiftUI app keeps its data.
struct IdentifiedCity: Identifiable, Hashable, Sendable {
    let id: Int
    let name: String
    let country: String

    static let all: [IdentifiedCity] = SampleData.cities.enumerated().map { index, city in
        IdentifiedCity(id: index, name: city.name, country: city.country)
    }
}

/// Buttons that change the data the way an app does: add, remove the centred item, shuffle.
private struct DataEditBar: View {
    @Binding var cities: [IdentifiedCity]
    let centred: Int?
    @State private var nextID = 100

    var body: some View {
        HStack {
            Button("Add") {
                cities.insert(IdentifiedCity(id: nextID, name: "New \(nextID)", country: "—"),
                              at: Int.random(in: 0...cities.count))
                nextID += 1
            }
            Button("Remove centred") { cities.removeAll { $0.id == centred } }
                .disabled(centred == nil || cities.count <= 1)
            Button("Shuffle") { cities.shuffle() }
            Button("3 items") { cities = Array(IdentifiedCity.all.prefix(3)) }
        }
        .buttonStyle(.bordered)
        .font(.caption)
    }
}

/// `InfiniteList`: a circular list of cities, the centred city shown above it, editable data.
struct SwiftUIListScreen: View {
    @State private var cities = IdentifiedCity.all
    @State private var centred: Int?
    @State private var alignment = InfiniteContentAlignment.left

    var body: some View {
        VStack(spacing: 8) {
            Picker("Arc", selection: $alignment) {
                ForEach(InfiniteContentAlignment.allCases, id: \.self) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            Text(centredName).font(.headline)
            InfiniteList(cities, centeredID: $centred) { city in
                VStack(alignment: .leading) {
                    Text(city.name).font(.title3)
                    Text(city.country).font(.caption).foregroundStyle(.secondary)
                }
                .padding(.vertical, 6)
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .onInfiniteSelect { city in centred = city.id }
            .infiniteSwipeActions { city in
                [InfiniteSwipeAction("Delete", role: .destructive) { cities.removeAll { $0.id == city.id } }]
            }
            .infiniteContentAlignment(alignment)
            DataEditBar(cities: $cities, centred: centred)
            Button("Back to \(cities.first?.name ?? "start")") { centred = cities.first?.id }
        }
        .padding(.horizontal)
    }

    private var centredName: String {
        cities.first { $0.id == centred }?.name ?? "—"
    }
}

/// Cities grouped by country, as a sectioned list shows them.
struct CountrySection: Identifiable, Hashable, Sendable {
    var id: String
    var cities: [IdentifiedCity]

    static var all: [CountrySection] {
        Dictionary(grouping: IdentifiedCity.all, by: \.country)
            .map { CountrySection(id: $0.key, cities: $0.value) }
            .sorted { $0.id < $1.id }
    }
}

/// `InfiniteList` with sections: countries as headers, the whole list of sections repeating;
/// cities move between sections, sections come and go, and each row can expand (its height
/// changes while the list keeps the centred city still).
struct SwiftUISectionedListScreen: View {
    @State private var sections = CountrySection.all
    @State private var centred: Int?
    @State private var expanded: Set<Int> = []
    @State private var nextSection = 1

    var body: some View {
        VStack(spacing: 8) {
            Text(centredName).font(.headline)
            InfiniteList(sections, items: \.cities, centeredID: $centred) { city in
                VStack(alignment: .leading, spacing: 4) {
                    Text(city.name).font(.title3)
                    if expanded.contains(city.id) {
                        Text("\(city.name) is in \(city.country). Tap again to fold this row.")
                            .font(.body).foregroundStyle(.secondary)
                    }
                }
                .padding(.vertical, 6)
                .frame(maxWidth: .infinity, alignment: .leading)
            } header: { section in
                Text(section.id).font(.headline).padding(.vertical, 4)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
            .onInfiniteSelect { city in
                if expanded.contains(city.id) { expanded.remove(city.id) } else { expanded.insert(city.id) }
            }
            HStack {
                Button("Move centred") { moveCentredToNextSection() }.disabled(centred == nil)
                Button("Add section") {
                    sections.insert(CountrySection(id: "New \(nextSection)", cities: []), at: Int.random(in: 0...sections.count))
                    nextSection += 1
                }
                Button("Remove first") { if sections.count > 1 { sections.removeFirst() } }
                Button("Shuffle") { sections.shuffle() }
            }
            .buttonStyle(.bordered)
            .font(.caption)
        }
        .padding(.horizontal)
    }

    private var centredName: String {
        sections.lazy.flatMap(\.cities).first { $0.id == centred }?.name ?? "—"
    }

    /// The centred city goes to the next section (the list animates it there; the binding
    /// still names it).
    private func moveCentredToNextSection() {
        guard let centred, let from = sections.firstIndex(where: { $0.cities.contains { $0.id == centred } }),
              let index = sections[from].cities.firstIndex(where: { $0.id == centred }) else { return }
        let city = sections[from].cities.remove(at: index)
        let to = (from + 1) % sections.count
        sections[to].cities.insert(city, at: 0)
    }
}

/// `InfiniteCarousel`: paging cards with auto-scroll, next and previous, a two-way binding.
struct SwiftUICarouselScreen: View {
    @State private var cities = IdentifiedCity.all
    @State private var centred: Int?
    @State private var autoScroll = true
    @StateObject private var proxy = InfiniteCarouselProxy()

    var body: some View {
        VStack(spacing: 16) {
            InfiniteCarousel(cities, itemSize: CGSize(width: 260, height: 180), centeredID: $centred, proxy: proxy) { city in
                VStack {
                    Text(city.name).font(.title2.bold())
                    Text(city.country).foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color(hue: Double(city.id % 12) / 12, saturation: 0.25, brightness: 0.95),
                            in: RoundedRectangle(cornerRadius: 16))
            }
            .infinitePaging(true)
            .infiniteAutoScroll(every: autoScroll ? 3 : nil)
            .infiniteSpacing(14)
            .frame(height: 200)
            HStack {
                Button("Previous") { proxy.scrollToPrevious() }
                Text(cities.first { $0.id == centred }?.name ?? "—").frame(minWidth: 120)
                Button("Next") { proxy.scrollToNext() }
            }
            Toggle("Auto-scroll every 3 s", isOn: $autoScroll).padding(.horizontal)
            Picker("Centred", selection: $centred) {
                ForEach(cities) { Text($0.name).tag(Optional($0.id)) }
            }
            DataEditBar(cities: $cities, centred: centred)
            Spacer()
        }
        .padding(.top)
    }
}

/// `InfinitePager`: full pages with a page indicator bound to the selection.
struct SwiftUIPagerScreen: View {
    @State private var cities = Array(IdentifiedCity.all.prefix(5))
    @State private var page: Int?

    var body: some View {
        VStack(spacing: 12) {
            InfinitePager(cities, selection: $page) { city in
                VStack(spacing: 8) {
                    Text(city.name).font(.largeTitle.bold())
                    Text(city.country).font(.title3).foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color(hue: Double(city.id % 12) / 12, saturation: 0.3, brightness: 0.92))
            }
            .infiniteAutoScroll(every: 4)
            HStack(spacing: 8) {
                ForEach(cities) { city in
                    Circle()
                        .fill(city.id == page ? Color.primary : Color.secondary.opacity(0.4))
                        .frame(width: 8, height: 8)
                        .onTapGesture { page = city.id }
                }
            }
            DataEditBar(cities: $cities, centred: page)
        }
        .padding(.bottom)
    }
}
