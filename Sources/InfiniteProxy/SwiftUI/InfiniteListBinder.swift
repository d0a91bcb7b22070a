#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// What `InfiniteList`'s and `InfiniteCarousel`'s coordinators share: the app's elements as the
/// model committed them, the ``InfiniteListModel`` on the view's controller, and the binding
/// writer. Every decision is the model's; this only moves values between SwiftUI and it.
@MainActor
final class InfiniteListBinder<Surface: ListSurface & IdentityBatchTarget, Element, ID: Hashable> {
    /// The elements shown, one per identifier, in the data's order.
    private(set) var elements: [Element] = []
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

    /// `updateUIView`: new data (diffed by identity), the modifiers, then the binding.
    /// `refreshVisible` asks the visible items for their content again when the identifiers did
    /// not change (the elements' content may have).
    func update<Data: RandomAccessCollection>(
        _ data: Data, id: KeyPath<Element, ID>, binding: Binding<ID?>?, configuration: InfiniteViewConfiguration,
        animated: Bool, refreshVisible: () -> Void
    ) where Data.Element == Element {
        writer.binding = binding
        writer.isUpdating = true
        defer { writer.isUpdating = false }
        updates += 1
        let all = Array(data)
        let previous = model?.items.data.ids
        model?.setData(all.map { $0[keyPath: id] }) { [weak self] unique in
            self?.elements = unique.elementOffsets.map { all[$0] }
        }
        if previous == model?.items.data.ids, !elements.isEmpty { refreshVisible() }
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

    /// The element at `item`, nil outside the data.
    func element(at item: Int) -> Element? {
        item >= 0 && item < elements.count ? elements[item] : nil
    }
}
#endif
