import Foundation
import InfiniteProxy

/// What `InfiniteList` and `InfiniteCarousel` do on iOS, on the host's table or collection view:
/// the app's identifiers become rows showing `"item <id>"`, the view's update runs the shipped
/// ``InfiniteListModel`` (data, binding, modifiers) and its scroll callbacks report back to it.
/// Only the SwiftUI runtime is modelled (``HostStateBinding``); every decision is the model's.
///
/// ```swift
/// let list = HostIdentifiedList.table(ids: Array(0..<10))
/// list.binding.set(7)            // the app sets the centred item: a scroll the shortest way
/// list.step()
/// ```
@MainActor
package final class HostIdentifiedList<Surface: ListSurface & IdentityBatchTarget> {
    /// The model that ships.
    package let model: InfiniteListModel<Surface, Int>
    /// The centred-item binding (`centeredID:`).
    package let binding: HostStateBinding<Int>
    /// The app's data, as the view was last given it (duplicates included).
    package private(set) var ids: [Int]
    /// The modifiers' values.
    package var configuration = InfiniteViewConfiguration()
    /// View updates run.
    package private(set) var updates = 0
    /// The identifiers the data source shows, one per row (what the model committed).
    package private(set) var shown: [Int] = []
    /// Paths outside the shown data the view asked about.
    package private(set) var foreignPaths: [String] = []
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
        update()
    }

    /// SwiftUI's `updateUIView`: data, modifiers, then the binding.
    package func update() {
        updates += 1
        isUpdating = true
        defer { isUpdating = false }
        model.setData(ids) { [unowned self] unique in shown = unique.ids }
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

    /// The text a row shows.
    func text(at indexPath: IndexPath) -> String {
        guard indexPath.count == 2, indexPath.section == 0, indexPath.item >= 0, indexPath.item < shown.count else {
            foreignPaths.append("\(indexPath)")
            return "?"
        }
        return "item \(shown[indexPath.item])"
    }

    /// The identifier of the item centred now (the model's reading of the controller).
    package var centeredID: Int? { model.centeredID }
    /// What the binding must hold now: the request while its scroll runs, else the centred item.
    package var expectedBinding: Int? { model.expectedBinding }
    /// The runtime diagnostics the model gave.
    package var diagnostics: [String] { model.items.diagnostics }
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

    package func tableView(_ tableView: HostTableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? list?.shown.count ?? 0 : 0
    }

    package func tableView(_ tableView: HostTableView, cellForRowAt indexPath: IndexPath) -> HostTableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.text = list?.text(at: indexPath) ?? "?"
        return cell
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
        section == 0 ? list?.shown.count ?? 0 : 0
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

    /// A table of `viewport` with rows of `rowHeight` (nil: self-sizing rows of `heights(id)`).
    package init(ids: [Int], binding: Int? = nil, viewport: CGSize = CGSize(width: 390, height: 800),
                rowHeight: CGFloat = 60, alignment: InfiniteContentAlignment = .none) {
        let runLoop = HostRunLoop()
        tableView = HostTableView(viewportSize: viewport)
        tableView.rowHeight = rowHeight
        tableView.register(HostTableViewCell.self, forCellReuseIdentifier: "row")
        tableView.dataSource = client
        tableView.delegate = client
        attachment = HostTableAttachment(tableView: tableView, runLoop: runLoop)
        list = HostIdentifiedList(controller: attachment.controller, centerPosition: .middle, ids: ids,
                                  binding: binding, runLoop: runLoop)
        client.list = list
        list.configuration.contentAlignment = alignment
        list.update()
        tableView.layoutIfNeeded()
        list.layoutPassed()
    }

    /// Every visible cell's text, and the text of the item its layout path maps to.
    package func visibleContent() -> [(text: String, expected: String?)] {
        let shown = list.shown
        return tableView.visibleCells.map { cell in
            let source = attachment.engine.sourceIndexPath(for: VirtualIndexPath(section: cell.layoutSection, item: cell.layoutRow))
            return (cell.text, source.section == 0 && source.item < shown.count ? "item \(shown[source.item])" : nil)
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
