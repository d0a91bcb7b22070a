import Foundation
import InfiniteProxy

/// What the collection attachment hands the view for `_diffableDataSourceImpl`: the client's
/// implementation object, with a drag-and-drop reorder's commit — which UIKit sends it with the
/// view's paths — forwarded as a user's move (``ListController/userMoved(from:to:_:)``): the
/// implementation gets the client's paths, as `moveItemAt` does, and no view updates
/// (`shouldPerformViewAnimations` false: its batch would name the client's paths, moving the
/// item next to its twin above the drop in every copy); the reload after the move shows the new
/// order in every copy with the moved item where it was dropped. Everything else is the client's
/// object's. As the UIKit interceptor's stand-in (HostFidelity E-e).
///
/// ```swift
/// let impl = attachment.diffableDataSourceImpl as? any HostDiffableImplementation
/// impl?.commitReordering(from: virtualFrom, to: virtualTo, shouldPerformViewAnimations: true)
/// ```
///
/// - Complexity: O(1) plus the client's commit.
final class HostDiffableImplementationStandIn: HostDiffableImplementation {
    private let implementation: any HostDiffableImplementation
    private weak var controller: ListController<HostCollectionView>?

    init(implementation: any HostDiffableImplementation, controller: ListController<HostCollectionView>) {
        self.implementation = implementation
        self.controller = controller
    }

    var implementsReorderingHandlers: Bool { implementation.implementsReorderingHandlers }

    func commitReordering(from: IndexPath, to: IndexPath, shouldPerformViewAnimations: Bool) {
        guard let controller else {
            return implementation.commitReordering(from: from, to: to, shouldPerformViewAnimations: shouldPerformViewAnimations)
        }
        controller.userMoved(from: from, to: to) {
            implementation.commitReordering(from: $0, to: $1, shouldPerformViewAnimations: false)
        }
    }
}
