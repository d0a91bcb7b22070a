import Foundation
import InfiniteProxy

/// The Objective-C object behind a registration (`UICollectionViewCellRegistration`,
/// `UICollectionViewSupplementaryRegistration`): a view class, a reuse identifier of its own,
/// and the configuration handler, which the library's hook swaps for the length of one dequeue
/// as the UIKit adapter swaps the object's block.
@MainActor
package final class HostViewRegistration {
    /// The handler as UIKit stores it: the view, the path the dequeue was given, the item (nil
    /// for a supplementary view).
    package typealias Handler = (HostCollectionReusableView, IndexPath, Any?) -> Void

    let viewClass: HostCollectionReusableView.Type
    /// UIKit's own identifier for the registration (a fresh one per registration).
    let reuseIdentifier: String
    /// The supplementary kind, nil for a cell registration.
    let elementKind: String?
    package var configurationHandler: Handler

    init(viewClass: HostCollectionReusableView.Type, elementKind: String?, handler: @escaping Handler) {
        self.viewClass = viewClass
        self.elementKind = elementKind
        self.configurationHandler = handler
        self.reuseIdentifier = "registration-" + UUID().uuidString
    }
}

extension HostCollectionView {
    /// `UICollectionView.CellRegistration<Cell, Item>`: create it once, outside the cell provider.
    ///
    /// ```swift
    /// let registration = HostCollectionView.CellRegistration<HostCollectionViewCell, String> { cell, path, title in
    ///     cell.text = title
    /// }
    /// ```
    package struct CellRegistration<Cell: HostCollectionViewCell, Item> {
        package typealias Handler = (Cell, IndexPath, Item) -> Void
        let object: HostViewRegistration

        package init(handler: @escaping Handler) {
            object = HostViewRegistration(viewClass: Cell.self, elementKind: nil) { view, path, item in
                guard let cell = view as? Cell, let item = item as? Item else { return }
                handler(cell, path, item)
            }
        }
    }

    /// `UICollectionView.SupplementaryRegistration<View>` for `elementKind`.
    package struct SupplementaryRegistration<View: HostCollectionReusableView> {
        package typealias Handler = (View, String, IndexPath) -> Void
        let object: HostViewRegistration

        package init(elementKind: String, handler: @escaping Handler) {
            object = HostViewRegistration(viewClass: View.self, elementKind: elementKind) { view, path, _ in
                guard let view = view as? View else { return }
                handler(view, elementKind, path)
            }
        }
    }

    /// `dequeueConfiguredReusableCell(using:for:item:)`: as UIKit, registers the registration's
    /// class under its own identifier, dequeues for `indexPath`, then calls the handler
    /// synchronously with `indexPath` (see `Docs/HostFidelity.md`, G-a). The app's call goes
    /// through the library's hook first.
    package func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item
    ) -> Cell {
        let view = hookedConfiguredDequeue(registration.object, at: indexPath, item: item)
        return (view as? Cell) ?? Cell()
    }

    /// `dequeueConfiguredReusableSupplementary(using:for:)`, as
    /// ``dequeueConfiguredReusableCell(using:for:item:)``.
    package func dequeueConfiguredReusableSupplementary<View>(
        using registration: SupplementaryRegistration<View>, for indexPath: IndexPath
    ) -> View {
        let view = hookedConfiguredDequeue(registration.object, at: indexPath, item: nil)
        return (view as? View) ?? View()
    }

    private func hookedConfiguredDequeue(_ registration: HostViewRegistration, at indexPath: IndexPath,
                                         item: Any?) -> HostCollectionReusableView {
        guard let interposer else { return configuredDequeue(registration, at: indexPath, item: item) }
        return interposer.dequeuingConfigured(registration, clientPath: indexPath, caller: .app) {
            configuredDequeue(registration, at: $0, item: item)
        }
    }

    /// UIKit's own configured dequeue: its internal dequeue (the system's call) and the handler.
    func configuredDequeue(_ registration: HostViewRegistration, at indexPath: IndexPath,
                           item: Any?) -> HostCollectionReusableView {
        let view: HostCollectionReusableView
        if let kind = registration.elementKind {
            if supplementaryClasses[kind + "|" + registration.reuseIdentifier] == nil {
                register(registration.viewClass, forSupplementaryViewOfKind: kind,
                         withReuseIdentifier: registration.reuseIdentifier)
            }
            view = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: registration.reuseIdentifier,
                                                    for: indexPath, caller: .system)
        } else {
            if cellClasses[registration.reuseIdentifier] == nil, let cellClass = registration.viewClass as? HostCollectionViewCell.Type {
                register(cellClass, forCellWithReuseIdentifier: registration.reuseIdentifier)
            }
            view = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath, caller: .system)
        }
        registration.configurationHandler(view, indexPath, item)
        return view
    }
}
