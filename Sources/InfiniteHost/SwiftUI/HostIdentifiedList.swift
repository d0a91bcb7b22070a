import Foundation
import InfiniteProxy

/// What `InfiniteList` and `InfiniteCarousel` do on iOS, on the host's table or collection view:
/// the app's identifiers become rows showing `"item <id>"` (in sections headed
/// `"section <id>"` for a sectioned list), the view's update runs the shipped
/// ``InfiniteListModel`` (data, binding, modifiers) and its scroll callbacks report back to it.
/// Only the SwiftUI runtime is modelled (``HostStateBinding``); every decision is the model's.
///
/// ```swift
/// let screen = HostIdentifiedTableScreen(ids: Array(0..<10))
/// screen.list.binding.set(7)                            // a scroll the shortest way
/// screen.list.setSections([(id: 1, items: [1, 2]), (id: 2, items: [3])])   // one batch
/// ```
@MainActor
package final class HostIdentifiedList<Surface: ListSurface & IdentityBatchTarget> {
    /// The model that ships.
    package let model: InfiniteListModel<Surface, Int>
    /// The centred-item binding (`centeredID:`).
    package let binding: HostStateBinding<Int>
    /// The app's data, as the view was last given it (duplicates included); for a sectioned
    /// list, every section's items in order.
    package private(set) var ids: [Int]
    /// A sectioned list's data as the view was last given it; nil for a flat list.
    package private(set) var sections: [HostIdentifiedSection]?
    /// The modifiers' values.
    package var configuration = InfiniteViewConfiguration()
    /// View updates run.
    package private(set) var updates = 0
    /// The identifiers the data source shows, one per row, all sections in order (what the model
    /// committed).
    package var shown: [Int] { shownSections.flatMap(\.self) }
    /// The identifiers the data source shows, per section.
    package private(set) var shownSections: [[Int]] = []
    /// The section identifiers the data source shows (a flat list: one section, no identifier).
    package private(set) var shownSectionIDs: [Int?] = []
    /// Each row's height by identifier, for self-sizing rows (the SwiftUI content's fitted
    /// height); rows without one take `defaultHeight`.
    package var heights: [Int: CGFloat] = [:]
    /// The height of a row without an entry in `heights`.
    package var defaultHeight: CGFloat = 60
    /// Paths outside the shown data the view asked about.
    package private(set) var foreignPaths: [String] = []
    /// What the SwiftUI layer does when a re-render keeps the identifiers: the visible rows show
    /// their elements' content again (set by the screen).
    package var refreshVisible: (() -> Void)?
    let runLoop: HostRunLoop
    private var isUpdating = false

    package init(controller: ListController<Surface>, centerPosition: Surface.ScrollPosition, ids: [Int],
                 binding: Int?, runLoop: HostRunLoop) {
        model = InfiniteListModel(controller: controller, centerPosition: centerPosition)
        self.binding = HostStateBinding(binding, runLoop: runLoop)
        self.ids = ids
        self.runLoop = runLoop
        model.publish = { [unowned self] value in
            self.binding.write(value, duringUpdate: self.isUpdating) { [unowned self] in self.model.isCurrent(value) }
        }
        self.binding.render = { [unowned self] in self.update() }
    }

    /// The app gives the view new data: a re-render.
    package func setIDs(_ ids: [Int]) {
        self.ids = ids
        sections = nil
        update()
    }

    /// The app gives a sectioned view new data: a re-render.
    package func setSections(_ sections: [HostIdentifiedSection]) {
        self.sections = sections
        ids = sections.flatMap(\.items)
        update()
    }

    /// SwiftUI's `updateUIView`: data, modifiers, then the binding.
    package func update() {
        updates += 1
        isUpdating = true
        defer { isUpdating = false }
        let commit = { [unowned self] (unique: UniqueSections<AnyHashable, Int>) in
            shownSections = unique.items
            shownSectionIDs = unique.sectionIDs.map { $0.base as? Int }
        }
        let previous = model.items.data
        if let sections {
            model.setSections(sections.map { (id: AnyHashable($0.id), items: $0.items) }, commit: commit)
        } else {
            model.setData(ids, commit: commit)
        }
        if previous.hasSameIdentifiers(as: model.items.data), model.items.data.count > 0 { refreshVisible?() }
        model.apply(configuration)
        model.bindingRead(binding.value, animated: updates > 1)
    }

    /// A layout pass of the view, as the SwiftUI layer's view subclass reports it: the model's
    /// write is deferred as one made during an update.
    package func layoutPassed() {
        isUpdating = true
        defer { isUpdating = false }
        model.didLayout()
    }

    /// The identifier of the row at `indexPath` (the data source's path), nil outside the data.
    package func id(at indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < shownSections.count,
              indexPath.item >= 0, indexPath.item < shownSections[indexPath.section].count else { return nil }
        return shownSections[indexPath.section][indexPath.item]
    }

    /// The text a row shows.
    func text(at indexPath: IndexPath) -> String {
        guard let id = id(at: indexPath) else {
            foreignPaths.append("\(indexPath)")
            return "?"
        }
        return "item \(id)"
    }

    /// The height the row at `indexPath` fits its content to (self-sizing rows).
    func fittingHeight(at indexPath: IndexPath) -> CGFloat {
        id(at: indexPath).flatMap { heights[$0] } ?? defaultHeight
    }

    /// The text a section's header shows, nil for a flat list (no header).
    func headerTitle(inSection section: Int) -> String? {
        guard sections != nil, section >= 0, section < shownSectionIDs.count, let id = shownSectionIDs[section] else { return nil }
        return "section \(id)"
    }

    /// The identifier of the item centred now (the model's reading of the controller).
    package var centeredID: Int? { model.centeredID }
    /// What the binding must hold now: the request while its scroll runs, else the centred item.
    package var expectedBinding: Int? { model.expectedBinding }
    /// The runtime diagnostics the model gave.
    package var diagnostics: [String] { model.items.diagnostics }
}

/// One section of a sectioned list's data: its identifier and its items' identifiers.
package struct HostIdentifiedSection: Equatable, Sendable {
    package var id: Int
    package var items: [Int]

    package init(id: Int, items: [Int]) {
        self.id = id
        self.items = items
    }
}

/// The scroll callbacks the SwiftUI layer's coordinator forwards to its model.
@MainActor
package class HostIdentifiedScrollClient: HostScrollViewDelegate {
    /// The model's `didScroll()`.
    var onScroll: (() -> Void)?

    package func scrollViewDidScroll(_ scrollView: HostScrollView) { onScroll?() }
    package func scrollViewDidEndScrollingAnimation(_ scrollView: HostScrollView) { onScroll?() }
    package func scrollViewDidEndDecelerating(_ scrollView: HostScrollView) { onScroll?() }
}

/// The host table behind an identified list: data source and scroll delegate of the view.
@MainActor
package final class HostIdentifiedTableClient: HostIdentifiedScrollClient, HostTableViewDataSource, HostTableViewDelegate {
    weak var list: HostIdentifiedList<HostTableView>? {
        didSet { onScroll = { [weak list] in list?.model.didScroll() } }
    }

    package func numberOfSections(in tableView: HostTableView) -> Int? {
        list?.shownSections.count ?? 0
    }

    package func tableView(_ tableView: HostTableView, numberOfRowsInSection section: Int) -> Int {
        guard let sections = list?.shownSections, section >= 0, section < sections.count else { return 0 }
        return sections[section].count
    }

    package func tableView(_ tableView: HostTableView, cellForRowAt indexPath: IndexPath) -> HostTableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.text = list?.text(at: indexPath) ?? "?"
        // A UIHostingConfiguration row fits its SwiftUI content (used when rows self-size).
        cell.fittingHeight = list?.fittingHeight(at: indexPath)
        return cell
    }

    package func tableView(_ tableView: HostTableView, titleForHeaderInSection section: Int) -> String? {
        list?.headerTitle(inSection: section)
    }
}

/// The host collection view behind an identified carousel.
@MainActor
package final class HostIdentifiedCollectionClient: HostIdentifiedScrollClient, HostCollectionViewDataSource,
    HostCollectionViewDelegate {
    weak var list: HostIdentifiedList<HostCollectionView>? {
        didSet { onScroll = { [weak list] in list?.model.didScroll() } }
    }

    package func collectionView(_ collectionView: HostCollectionView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? list?.shownSections.first?.count ?? 0 : 0
    }

    package func collectionView(_ collectionView: HostCollectionView, cellForItemAt indexPath: IndexPath) -> HostCollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.text = list?.text(at: indexPath) ?? "?"
        return cell
    }
}

/// An `InfiniteList` on the host: a table with its attachment, client and list.
@MainActor
package final class HostIdentifiedTableScreen {
    package let tableView: HostTableView
    package let attachment: HostTableAttachment
    package let client = HostIdentifiedTableClient()
    package let list: HostIdentifiedList<HostTableView>

    /// A table of `viewport` with rows of `rowHeight` (``HostTableView/automaticDimension``:
    /// self-sizing rows, each as high as `heights[id]`, else 60, as `InfiniteList` sets its
    /// table up on iOS), flat (`ids`) or in `sections` headed by a title of `headerHeight`.
    package init(ids: [Int] = [], sections: [HostIdentifiedSection]? = nil, binding: Int? = nil,
                viewport: CGSize = CGSize(width: 390, height: 800), rowHeight: CGFloat = 60,
                heights: [Int: CGFloat] = [:], headerHeight: CGFloat = 28,
                alignment: InfiniteContentAlignment = .none) {
        let runLoop = HostRunLoop()
        tableView = HostTableView(viewportSize: viewport)
        tableView.rowHeight = rowHeight
        if rowHeight == HostTableView.automaticDimension { tableView.estimatedRowHeight = 44 }
        tableView.sectionHeaderHeight = headerHeight
        tableView.register(HostTableViewCell.self, forCellReuseIdentifier: "row")
        tableView.dataSource = client
        tableView.delegate = client
        attachment = HostTableAttachment(tableView: tableView, runLoop: runLoop)
        list = HostIdentifiedList(controller: attachment.controller, centerPosition: .middle, ids: ids,
                                  binding: binding, runLoop: runLoop)
        client.list = list
        list.configuration.contentAlignment = alignment
        list.heights = heights
        list.refreshVisible = { [unowned tableView] in
            tableView.reconfigureRows(at: tableView.indexPathsForVisibleRows ?? [])
            // A UIHostingConfiguration whose SwiftUI content changed size invalidates its cell.
            for cell in tableView.visibleCells where cell.fittingHeight.map({ abs($0 - cell.frame.height) > 0.001 }) ?? false {
                tableView.selfSizingCellDidInvalidate(cell)
            }
            // UIKit lays the table out again before the frame is drawn.
            tableView.layoutIfNeeded()
        }
        if let sections {
            list.setSections(sections)
        } else {
            list.update()
        }
        tableView.layoutIfNeeded()
        list.layoutPassed()
    }

    /// Every visible cell's text, and the text of the item its layout path maps to.
    package func visibleContent() -> [(text: String, expected: String?)] {
        tableView.visibleCells.map { cell in
            let source = attachment.engine.sourceIndexPath(for: VirtualIndexPath(section: cell.layoutSection, item: cell.layoutRow))
            return (cell.text, list.id(at: source.indexPath).map { "item \($0)" })
        }
    }
}

/// An `InfiniteCarousel` on the host: a flow-layout collection view with fixed items.
@MainActor
package final class HostIdentifiedCarouselScreen {
    package let collectionView: HostCollectionView
    package let attachment: HostCollectionAttachment
    package let client = HostIdentifiedCollectionClient()
    package let list: HostIdentifiedList<HostCollectionView>

    package init(ids: [Int], binding: Int? = nil, axis: InfiniteAxis = .horizontal,
                viewport: CGSize = CGSize(width: 390, height: 240), itemSize: CGSize = CGSize(width: 300, height: 200),
                spacing: CGFloat = 10, paging: Bool = true, autoScroll: TimeInterval? = nil) {
        let runLoop = HostRunLoop()
        let layout = HostCollectionViewFlowLayout()
        layout.scrollDirection = axis
        layout.itemSize = itemSize
        layout.minimumLineSpacing = spacing
        collectionView = HostCollectionView(viewportSize: viewport, collectionViewLayout: layout)
        collectionView.runLoop = runLoop
        collectionView.register(HostCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = client
        collectionView.delegate = client
        attachment = HostCollectionAttachment(collectionView: collectionView, runLoop: runLoop)
        list = HostIdentifiedList(controller: attachment.controller,
                                  centerPosition: axis == .horizontal ? .centeredHorizontally : .centeredVertically,
                                  ids: ids, binding: binding, runLoop: runLoop)
        client.list = list
        list.configuration.isPagingEnabled = paging
        list.configuration.autoScrollInterval = autoScroll
        list.configuration.spacing = spacing
        list.update()
        collectionView.layoutIfNeeded()
        list.layoutPassed()
    }

    /// Every visible cell's text, and the text of the item its layout path maps to.
    package func visibleContent() -> [(text: String, expected: String?)] {
        let shown = list.shown
        return collectionView.visibleCells.map { cell in
            guard let virtual = cell.layoutIndexPath.flatMap(VirtualIndexPath.init) else { return (cell.text, nil) }
            let source = attachment.engine.sourceIndexPath(for: virtual)
            return (cell.text, source.section == 0 && source.item < shown.count ? "item \(shown[source.item])" : nil)
        }
    }
}
