#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// A vertical list of SwiftUI rows that repeats the app's data forever in both directions.
///
/// ```swift
/// struct City: Identifiable { let id: Int; let name: String }
///
/// struct Cities: View {
///     let cities: [City]
///     @State private var centred: City.ID?
///     var body: some View {
///         InfiniteList(cities, centeredID: $centred) { city in Text(city.name).padding() }
///             .infiniteContentAlignment(.left)       // rows on a circular arc
///             .onInfiniteSelect { city in print(city.name) }
///     }
/// }
/// ```
///
/// It is a `UITableView` with `enableInfiniteScrolling` on, driven by the same controller as any
/// infinite table: self-sizing rows (each row a `UIHostingConfiguration`, re-measured when its
/// content's size changes), the arc, and the centred row kept on screen when the data changes.
///
/// - **Data** is taken as `ForEach` takes it: `Identifiable` elements or an `id:` key path. A
///   change animates as edits in every copy, diffed by identity (the path a diffable data source
///   takes). Duplicate identifiers show the first element of each and log a fault; never a crash.
/// - **`centeredID`** is the centred row's identifier, published when it changes (never for the
///   list's invisible recentering); setting it scrolls the shortest way, animated, as
///   `scrollPosition(id:)` does.
/// - **VoiceOver**: the list scrolls finitely while it runs, as the UIKit table does.
///
/// - Important: iOS 16 and later (`UIHostingConfiguration`). Below, use the UIKit API
///   (`tableView.enableInfiniteScrolling`) with your own cells.
/// - Complexity: a data change costs O(n log n) to diff plus the table's batch.
@available(iOS 16.0, tvOS 16.0, *)
public struct InfiniteList<Data: RandomAccessCollection, ID: Hashable, Content: View>: UIViewRepresentable {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let centeredID: Binding<ID?>?
    let content: (Data.Element) -> Content
    var selectAction: ((Data.Element) -> Void)?
    var swipeActions: ((Data.Element) -> [InfiniteSwipeAction])?

    /// A list of `data`, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, centeredID: Binding<ID?>? = nil,
                @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.centeredID = centeredID
        self.content = content
    }

    /// Calls `action` with the element of a tapped row.
    public func onInfiniteSelect(_ action: @escaping (Data.Element) -> Void) -> InfiniteList {
        var copy = self
        copy.selectAction = action
        return copy
    }

    /// Trailing swipe actions for each row (none: no swipe).
    ///
    /// ```swift
    /// .infiniteSwipeActions { city in [InfiniteSwipeAction("Delete", role: .destructive) { remove(city) }] }
    /// ```
    public func infiniteSwipeActions(_ actions: @escaping (Data.Element) -> [InfiniteSwipeAction]) -> InfiniteList {
        var copy = self
        copy.swipeActions = actions
        return copy
    }

    public func makeCoordinator() -> Coordinator { Coordinator() }

    public func makeUIView(context: Context) -> UITableView {
        let table = InfiniteListTableView(frame: .zero, style: .plain)
        table.onLayout = { [weak coordinator = context.coordinator] in coordinator?.binder.didLayout() }
        table.register(UITableViewCell.self, forCellReuseIdentifier: Coordinator.reuseIdentifier)
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 44
        table.backgroundColor = .clear
        table.dataSource = context.coordinator
        table.delegate = context.coordinator
        table.enableInfiniteScrolling = true
        context.coordinator.attach(table)
        return table
    }

    public func updateUIView(_ table: UITableView, context: Context) {
        let configuration = context.environment.infiniteConfiguration
        if table.separatorStyle != .none, configuration.spacing > 0 { table.separatorStyle = .none }
        context.coordinator.update(self, table: table, configuration: configuration,
                                   animated: !context.transaction.disablesAnimations)
    }

    public static func dismantleUIView(_ table: UITableView, coordinator: Coordinator) {
        table.enableInfiniteScrolling = false
    }

    /// The table's data source and delegate: hosts each row's SwiftUI content and reports scrolls
    /// to the list's model.
    @MainActor
    public final class Coordinator: NSObject, UITableViewDataSource, UITableViewDelegate {
        static var reuseIdentifier: String { "InfiniteProxy.SwiftUIRow" }
        var list: InfiniteList?
        let binder = InfiniteListBinder<UITableView, Data.Element, ID>()
        var spacing: CGFloat = 0

        func attach(_ table: UITableView) {
            binder.attach(table.infiniteListController, centerPosition: .middle)
        }

        func update(_ list: InfiniteList, table: UITableView, configuration: InfiniteViewConfiguration, animated: Bool) {
            self.list = list
            spacing = configuration.spacing
            binder.update(list.data, id: list.id, binding: list.centeredID, configuration: configuration, animated: animated) {
                table.reconfigureRows(at: table.indexPathsForVisibleRows ?? [])
            }
        }

        public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            binder.elements.count
        }

        public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
            if let list, let element = binder.element(at: indexPath.row) {
                cell.contentConfiguration = UIHostingConfiguration { list.content(element) }
                    .margins(.vertical, spacing / 2)
                cell.backgroundColor = .clear
            }
            return cell
        }

        public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.deselectRow(at: indexPath, animated: true)
            guard let action = list?.selectAction, let element = binder.element(at: indexPath.row) else { return }
            action(element)
        }

        public func tableView(_ tableView: UITableView,
                              trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            guard let actions = list?.swipeActions, let element = binder.element(at: indexPath.row) else { return nil }
            let made = actions(element).map(\.contextualAction)
            return made.isEmpty ? nil : UISwipeActionsConfiguration(actions: made)
        }

        public func scrollViewDidScroll(_ scrollView: UIScrollView) { binder.model?.didScroll() }
        public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { binder.model?.didScroll() }
        public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { binder.model?.didScroll() }
    }
}

@available(iOS 16.0, tvOS 16.0, *)
extension InfiniteList where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A list of `Identifiable` elements.
    public init(_ data: Data, centeredID: Binding<ID?>? = nil, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, centeredID: centeredID, content: content)
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
