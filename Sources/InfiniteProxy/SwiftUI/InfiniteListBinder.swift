#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// What `InfiniteList`'s and `InfiniteCarousel`'s coordinators share: the app's elements as the
/// model committed them (in sections; a flat list has one), the ``InfiniteListModel`` on the
/// view's controller, and the binding writer. Every decision is the model's; this only moves
/// values between SwiftUI and it.
@MainActor
final class InfiniteListBinder<Surface: ListSurface & IdentityBatchTarget, Element, ID: Hashable> {
    /// The elements shown, one per identifier, per section in the data's order.
    private(set) var sections: [[Element]] = []
    /// For each section shown, its offset in the data the view was given.
    private(set) var sectionOffsets: [Int] = []
    private(set) var model: InfiniteListModel<Surface, ID>?
    let writer = InfiniteBindingWriter<ID>()
    private var updates = 0

    /// Creates the model on the controller `enableInfiniteScrolling` made.
    func attach(_ controller: ListController<Surface>?, centerPosition: Surface.ScrollPosition) {
        guard let controller else { return }
        let model = InfiniteListModel<Surface, ID>(controller: controller, centerPosition: centerPosition)
        model.publish = { [weak self, weak model] value in
            self?.writer.write(value) { model?.isCurrent($0) ?? false }
        }
        model.diagnose = InfiniteBindingWriter<ID>.diagnose
        self.model = model
    }

    /// `updateUIView` of a flat view: see ``update(sections:id:binding:configuration:animated:refreshVisible:)``.
    func update<Data: RandomAccessCollection>(
        _ data: Data, id: KeyPath<Element, ID>, binding: Binding<ID?>?, configuration: InfiniteViewConfiguration,
        animated: Bool, refreshVisible: () -> Void
    ) where Data.Element == Element {
        update(sections: [(id: InfiniteListModel<Surface, ID>.flatSectionID, elements: Array(data))], id: id,
               binding: binding, configuration: configuration, animated: animated, refreshVisible: refreshVisible)
    }

    /// `updateUIView`: new data (diffed by identity), the modifiers, then the binding.
    /// `refreshVisible` asks the visible items for their content again when the identifiers did
    /// not change (the elements' content may have).
    func update(
        sections data: [(id: AnyHashable, elements: [Element])], id: KeyPath<Element, ID>, binding: Binding<ID?>?,
        configuration: InfiniteViewConfiguration, animated: Bool, refreshVisible: () -> Void
    ) {
        writer.binding = binding
        writer.isUpdating = true
        defer { writer.isUpdating = false }
        updates += 1
        let previous = model?.items.data
        model?.setSections(data.map { (id: $0.id, items: $0.elements.map { $0[keyPath: id] }) }) { [weak self] unique in
            self?.sections = zip(unique.sectionOffsets, unique.itemOffsets).map { section, items in
                items.map { data[section].elements[$0] }
            }
            self?.sectionOffsets = unique.sectionOffsets
        }
        if let previous, let now = model?.items.data, previous.hasSameIdentifiers(as: now), now.count > 0 {
            refreshVisible()
        }
        model?.apply(configuration)
        model?.bindingRead(binding?.wrappedValue, animated: animated && updates > 1)
    }

    /// A layout pass: the model's ``InfiniteListModel/didLayout()``, its write deferred as one
    /// made during an update.
    func didLayout() {
        let wasUpdating = writer.isUpdating
        writer.isUpdating = true
        defer { writer.isUpdating = wasUpdating }
        model?.didLayout()
    }

    /// The number of items in `section`, 0 outside the data.
    func count(inSection section: Int) -> Int {
        section >= 0 && section < sections.count ? sections[section].count : 0
    }

    /// The element at `indexPath` (the data source's path), nil outside the data.
    func element(at indexPath: IndexPath) -> Element? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections.count,
              indexPath.item >= 0, indexPath.item < sections[indexPath.section].count else { return nil }
        return sections[indexPath.section][indexPath.item]
    }
}
#endif
