#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// A vertical list of SwiftUI rows that repeats the app's data forever in both directions, flat
/// or in sections.
///
/// ```swift
/// struct City: Identifiable { let id: Int; let name: String }
/// struct Region: Identifiable { let id: String; let cities: [City] }
///
/// struct Cities: View {
///     let cities: [City]
///     let regions: [Region]
///     @State private var centred: City.ID?
///     var body: some View {
///         InfiniteList(cities, centeredID: $centred) { city in Text(city.name).padding() }
///             .infiniteContentAlignment(.left)       // rows on a circular arc
///             .onInfiniteSelect { city in print(city.name) }
///         // Sections, as `Section` inside `List`: the whole list of sections repeats.
///         InfiniteList(regions, items: \.cities, centeredID: $centred) { city in
///             Text(city.name)
///         } header: { region in
///             Text(region.id).font(.headline)
///         }
///     }
/// }
/// ```
///
/// It is a `UITableView` with `enableInfiniteScrolling` on, driven by the same controller as any
/// infinite table: self-sizing rows (each row a `UIHostingConfiguration`, re-measured when its
/// content's size changes), section headers, the arc, and the centred row kept on screen when
/// the data changes.
///
/// - **Data** is taken as `ForEach` takes it: `Identifiable` elements or an `id:` key path; with
///   sections, a collection of `Identifiable` sections and the key path to each one's items (as
///   `OutlineGroup` takes `children:`). A change animates as edits in every copy, diffed by
///   identity (the path a diffable data source takes): sections inserted, deleted and moved,
///   items moving within and across sections. An item's identifier must be unique across
///   sections (the binding names an item by it alone); duplicates show the first element of each
///   and log a fault, never a crash.
/// - **`centeredID`** is the centred row's identifier, whatever its section, published when it
///   changes (never for the list's invisible recentering); setting it scrolls the shortest way,
///   animated, as `scrollPosition(id:)` does.
/// - **VoiceOver**: the list scrolls finitely while it runs, as the UIKit table does.
///
/// - Important: iOS 16 and later (`UIHostingConfiguration`). Below, use the UIKit API
///   (`tableView.enableInfiniteScrolling`) with your own cells.
/// - Complexity: a data change costs O(n log n) to diff plus the table's batch.
@available(iOS 16.0, tvOS 16.0, *)
public struct InfiniteList<Item, ID: Hashable, Content: View, Header: View>: View {
    /// One section as the view keeps it: its identifier, its items and its header.
    struct Section {
        let id: AnyHashable
        let items: [Item]
        let header: (() -> Header)?
    }

    let sections: [Section]
    let id: KeyPath<Item, ID>
    let centeredID: Binding<ID?>?
    let content: (Item) -> Content
    var selectAction: ((Item) -> Void)?
    var swipeActions: ((Item) -> [InfiniteSwipeAction])?

    /// A flat list of `data`, identified by `id`.
    public init<Data: RandomAccessCollection>(
        _ data: Data, id: KeyPath<Item, ID>, centeredID: Binding<ID?>? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) where Data.Element == Item, Header == EmptyView {
        self.init(sections: [Section(id: InfiniteListModel<UITableView, ID>.flatSectionID, items: Array(data), header: nil)],
                  id: id, centeredID: centeredID, content: content)
    }

    /// A list of `sections`, each showing its `items` under its `header`; items identified by `id`.
    ///
    /// ```swift
    /// InfiniteList(regions, items: \.cities, id: \.name) { city in Text(city.name) } header: { region in Text(region.title) }
    /// ```
    public init<Sections: RandomAccessCollection, Items: RandomAccessCollection>(
        _ sections: Sections, items: KeyPath<Sections.Element, Items>, id: KeyPath<Item, ID>,
        centeredID: Binding<ID?>? = nil, @ViewBuilder content: @escaping (Item) -> Content,
        @ViewBuilder header: @escaping (Sections.Element) -> Header
    ) where Sections.Element: Identifiable, Items.Element == Item {
        self.init(sections: sections.map { section in
            Section(id: AnyHashable(section.id), items: Array(section[keyPath: items]), header: { header(section) })
        }, id: id, centeredID: centeredID, content: content)
    }

    /// A list of `sections` without headers; items identified by `id`.
    public init<Sections: RandomAccessCollection, Items: RandomAccessCollection>(
        _ sections: Sections, items: KeyPath<Sections.Element, Items>, id: KeyPath<Item, ID>,
        centeredID: Binding<ID?>? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) where Sections.Element: Identifiable, Items.Element == Item, Header == EmptyView {
        self.init(sections: sections.map { section in
            Section(id: AnyHashable(section.id), items: Array(section[keyPath: items]), header: nil)
        }, id: id, centeredID: centeredID, content: content)
    }

    init(sections: [Section], id: KeyPath<Item, ID>, centeredID: Binding<ID?>?, content: @escaping (Item) -> Content) {
        self.sections = sections
        self.id = id
        self.centeredID = centeredID
        self.content = content
    }

    /// Calls `action` with the element of a tapped row.
    public func onInfiniteSelect(_ action: @escaping (Item) -> Void) -> InfiniteList {
        var copy = self
        copy.selectAction = action
        return copy
    }

    /// Trailing swipe actions for each row (none: no swipe).
    ///
    /// ```swift
    /// .infiniteSwipeActions { city in [InfiniteSwipeAction("Delete", role: .destructive) { remove(city) }] }
    /// ```
    public func infiniteSwipeActions(_ actions: @escaping (Item) -> [InfiniteSwipeAction]) -> InfiniteList {
        var copy = self
        copy.swipeActions = actions
        return copy
    }

    /// The list, shown in a `UITableView` with infinite scrolling on.
    public var body: some View {
        InfiniteListTable(list: self)
    }
}

/// The `UITableView` behind an ``InfiniteList``.
@available(iOS 16.0, tvOS 16.0, *)
struct InfiniteListTable<Item, ID: Hashable, Content: View, Header: View>: UIViewRepresentable {
    typealias List = InfiniteList<Item, ID, Content, Header>
    let list: List

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UITableView {
        let table = InfiniteListTableView(frame: .zero, style: .plain)
        table.onLayout = { [weak coordinator = context.coordinator] in coordinator?.binder.didLayout() }
        table.register(UITableViewCell.self, forCellReuseIdentifier: Coordinator.reuseIdentifier)
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: Coordinator.headerIdentifier)
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 44
        // Headers self-size; no extra padding above them (its length would be no header's).
        table.sectionHeaderHeight = UITableView.automaticDimension
        table.estimatedSectionHeaderHeight = 28
        table.sectionHeaderTopPadding = 0
        table.backgroundColor = .clear
        table.dataSource = context.coordinator
        table.delegate = context.coordinator
        table.enableInfiniteScrolling = true
        context.coordinator.attach(table)
        return table
    }

    func updateUIView(_ table: UITableView, context: Context) {
        let configuration = context.environment.infiniteConfiguration
        if table.separatorStyle != .none, configuration.spacing > 0 { table.separatorStyle = .none }
        if table.infinite.voiceOverBehavior != configuration.voiceOverBehavior {
            table.infinite.voiceOverBehavior = configuration.voiceOverBehavior
        }
        context.coordinator.update(list, table: table, configuration: configuration,
                                   animated: !context.transaction.disablesAnimations)
    }

    static func dismantleUIView(_ table: UITableView, coordinator: Coordinator) {
        table.enableInfiniteScrolling = false
    }

    /// The table's data source and delegate: hosts each row's and header's SwiftUI content and
    /// reports scrolls to the list's model.
    @MainActor
    final class Coordinator: NSObject, UITableViewDataSource, UITableViewDelegate {
        static var reuseIdentifier: String { "InfiniteProxy.SwiftUIRow" }
        static var headerIdentifier: String { "InfiniteProxy.SwiftUIHeader" }
        var list: List?
        let binder = InfiniteListBinder<UITableView, Item, ID>()
        var spacing: CGFloat = 0

        func attach(_ table: UITableView) {
            binder.attach(table.infiniteListController, centerPosition: .middle)
        }

        func update(_ list: List, table: UITableView, configuration: InfiniteViewConfiguration, animated: Bool) {
            self.list = list
            spacing = configuration.spacing
            binder.update(sections: list.sections.map { (id: $0.id, elements: $0.items) }, id: list.id,
                          binding: list.centeredID, configuration: configuration, animated: animated) {
                table.reconfigureRows(at: table.indexPathsForVisibleRows ?? [])
                // Every copy's header on screen (each tagged with its section when it was asked for).
                for case let view as UITableViewHeaderFooterView in table.subviews {
                    configureHeader(view, inSection: view.tag)
                }
            }
        }

        /// The header of the data section shown as `section`, nil without one.
        private func header(inSection section: Int) -> (() -> Header)? {
            guard let list, section >= 0, section < binder.sectionOffsets.count else { return nil }
            let offset = binder.sectionOffsets[section]
            return offset < list.sections.count ? list.sections[offset].header : nil
        }

        private func configureHeader(_ view: UITableViewHeaderFooterView, inSection section: Int) {
            guard let header = header(inSection: section) else { return }
            view.tag = section
            view.contentConfiguration = UIHostingConfiguration { header() }
        }

        func numberOfSections(in tableView: UITableView) -> Int {
            binder.sections.count
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            binder.count(inSection: section)
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
            if let list, let element = binder.element(at: indexPath) {
                cell.contentConfiguration = UIHostingConfiguration { list.content(element) }
                    .margins(.vertical, spacing / 2)
                cell.backgroundColor = .clear
            }
            return cell
        }

        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            guard header(inSection: section) != nil else { return nil }
            let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: Self.headerIdentifier)
            if let view { configureHeader(view, inSection: section) }
            return view
        }

        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
            header(inSection: section) == nil ? 0 : UITableView.automaticDimension
        }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.deselectRow(at: indexPath, animated: true)
            guard let action = list?.selectAction, let element = binder.element(at: indexPath) else { return }
            action(element)
        }

        func tableView(_ tableView: UITableView,
                              trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            guard let actions = list?.swipeActions, let element = binder.element(at: indexPath) else { return nil }
            let made = actions(element).map(\.contextualAction)
            return made.isEmpty ? nil : UISwipeActionsConfiguration(actions: made)
        }

        func scrollViewDidScroll(_ scrollView: UIScrollView) { binder.model?.didScroll() }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { binder.model?.didScroll() }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { binder.model?.didScroll() }
    }
}

@available(iOS 16.0, tvOS 16.0, *)
extension InfiniteList where Item: Identifiable, ID == Item.ID {
    /// A flat list of `Identifiable` elements.
    public init<Data: RandomAccessCollection>(
        _ data: Data, centeredID: Binding<ID?>? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) where Data.Element == Item, Header == EmptyView {
        self.init(data, id: \.id, centeredID: centeredID, content: content)
    }

    /// A list of `sections` of `Identifiable` items, each under its `header`.
    ///
    /// ```swift
    /// InfiniteList(regions, items: \.cities) { city in Text(city.name) } header: { region in Text(region.title) }
    /// ```
    public init<Sections: RandomAccessCollection, Items: RandomAccessCollection>(
        _ sections: Sections, items: KeyPath<Sections.Element, Items>, centeredID: Binding<ID?>? = nil,
        @ViewBuilder content: @escaping (Item) -> Content, @ViewBuilder header: @escaping (Sections.Element) -> Header
    ) where Sections.Element: Identifiable, Items.Element == Item {
        self.init(sections, items: items, id: \.id, centeredID: centeredID, content: content, header: header)
    }

    /// A list of `sections` of `Identifiable` items, without headers.
    public init<Sections: RandomAccessCollection, Items: RandomAccessCollection>(
        _ sections: Sections, items: KeyPath<Sections.Element, Items>, centeredID: Binding<ID?>? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) where Sections.Element: Identifiable, Items.Element == Item, Header == EmptyView {
        self.init(sections, items: items, id: \.id, centeredID: centeredID, content: content)
    }
}

/// A trailing swipe action of an ``InfiniteList`` row.
///
/// ```swift
/// InfiniteSwipeAction("Archive") { archive(mail) }
/// ```
public struct InfiniteSwipeAction {
    /// How the action is shown.
    public enum Role: Sendable {
        case normal, destructive
    }

    let title: String
    let role: Role
    let handler: @MainActor () -> Void

    /// An action titled `title`; `handler` runs when the user taps it.
    public init(_ title: String, role: Role = .normal, handler: @escaping @MainActor () -> Void) {
        self.title = title
        self.role = role
        self.handler = handler
    }

    @MainActor
    var contextualAction: UIContextualAction {
        let handler = handler
        return UIContextualAction(style: role == .destructive ? .destructive : .normal, title: title) { _, _, done in
            assumeMainActor { handler() }
            done(true)
        }
    }
}
#endif
