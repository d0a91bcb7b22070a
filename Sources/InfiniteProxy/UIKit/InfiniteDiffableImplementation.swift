#if canImport(UIKit)
import UIKit

/// What a looping collection view's data-source interceptor hands UIKit for its private
/// `_diffableDataSourceImpl`: the client's implementation object (`__UIDiffableDataSource`), with
/// the one call UIKit sends it with the view's paths — a drag-and-drop reorder's
/// `_commitReorderingForItemAtIndexPath:toDestinationIndexPath:shouldPerformViewAnimations:` —
/// forwarded as a user's move (``ListController/userMoved(from:to:_:)``): the implementation gets
/// the client's source path and post-removal destination, as `moveItemAt` does, and
/// `shouldPerformViewAnimations` false (no view updates: its batch would name the client's paths,
/// moving the item next to its twin above the drop in every copy); every copy reloads after the
/// move, the moved item where it was dropped. Every other message reaches the client's object
/// (`forwardingTarget(for:)`), which also answers `isKind(of:)`, `isEqual(_:)`, `hash` and
/// key-value coding.
///
/// ```swift
/// // UIKit, at a reorder's drop:
/// // [[collectionView _diffableDataSourceImpl] _commitReorderingForItemAtIndexPath:from
/// //                                           toDestinationIndexPath:to shouldPerformViewAnimations:flag]
/// ```
///
/// Evidence and guesses: HostFidelity E-e (decompiled `_UICollectionViewDragDestinationController
/// _commitCurrentInteractiveReordering`, read, not run). **Risk, unchecked on a device**: UIKit
/// code that reached the implementation's instance variables or direct methods through the
/// view would meet the stand-in; the interceptor therefore hands it out only while the list
/// loops, when the client's own object would be handed paths outside its snapshot.
///
/// - Complexity: O(1) per message plus the client's commit.
@MainActor
final class InfiniteDiffableImplementation: NSObject {
    /// The client's implementation object.
    nonisolated(unsafe) let implementation: NSObject
    /// The shipped orchestration of the view (weak: the attachment owns it).
    private weak var controller: ListController<UICollectionView>?

    /// UIKit's commit of a drag-and-drop reorder.
    nonisolated static let commitSelector =
        NSSelectorFromString("_commitReorderingForItemAtIndexPath:toDestinationIndexPath:shouldPerformViewAnimations:")

    init(implementation: NSObject, controller: ListController<UICollectionView>?) {
        self.implementation = implementation
        self.controller = controller
        super.init()
    }

    /// The client's object, for everything but the commit.
    override nonisolated func forwardingTarget(for selector: Selector!) -> Any? { implementation }

    override nonisolated func responds(to selector: Selector!) -> Bool {
        guard let selector else { return false }
        if selector == Self.commitSelector { return implementation.responds(to: selector) }
        return super.responds(to: selector) || implementation.responds(to: selector)
    }

    override nonisolated func isKind(of aClass: AnyClass) -> Bool { implementation.isKind(of: aClass) }
    override nonisolated func isEqual(_ object: Any?) -> Bool {
        (object as AnyObject?) === self || implementation.isEqual(object)
    }
    override nonisolated var hash: Int { implementation.hash }
    override nonisolated var description: String { implementation.description }
    /// Key-value coding reaches the client's object too (NSObject answers it before forwarding).
    override nonisolated func value(forUndefinedKey key: String) -> Any? { implementation.value(forKey: key) }
    override nonisolated func setValue(_ value: Any?, forUndefinedKey key: String) { implementation.setValue(value, forKey: key) }

    /// The reorder's commit, with the view's paths: forwarded as a user's move.
    @objc(_commitReorderingForItemAtIndexPath:toDestinationIndexPath:shouldPerformViewAnimations:)
    func commitReordering(from: IndexPath, to destination: IndexPath, shouldPerformViewAnimations: Bool) {
        let implementation = self.implementation
        guard let controller else {
            return Self.sendCommit(to: implementation, from: from, to: destination,
                                   shouldPerformViewAnimations: shouldPerformViewAnimations)
        }
        controller.userMoved(from: from, to: destination) {
            Self.sendCommit(to: implementation, from: $0, to: $1, shouldPerformViewAnimations: false)
        }
    }

    /// Sends the commit to the client's object (nothing when it does not answer it).
    private static func sendCommit(to implementation: NSObject, from: IndexPath, to destination: IndexPath,
                                   shouldPerformViewAnimations: Bool) {
        typealias Commit = @convention(c) (AnyObject, Selector, NSIndexPath, NSIndexPath, ObjCBool) -> Void
        guard implementation.responds(to: commitSelector), let method = implementation.method(for: commitSelector) else { return }
        unsafeBitCast(method, to: Commit.self)(implementation, commitSelector, from as NSIndexPath,
                                               destination as NSIndexPath, ObjCBool(shouldPerformViewAnimations))
    }
}
#endif
