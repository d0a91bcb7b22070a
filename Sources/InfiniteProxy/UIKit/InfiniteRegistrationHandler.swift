#if canImport(UIKit)
import ObjectiveC
import UIKit

/// Runs a registration's configuration handler (`UICollectionViewCellRegistration`,
/// `UICollectionViewSupplementaryRegistration`) as a callback for the length of one configured
/// dequeue: UIKit dequeues for the path it was given and calls the handler synchronously with
/// that path, so the hook swaps the registration's block for one that hands the handler the
/// client's path (`ListController.forwardingRegistrationHandler(at:supplementary:_:)`), and puts
/// the original back before returning.
///
/// ```swift
/// InfiniteRegistrationHandler.swapping(registration, supplementary: false, forward: forward) {
///     infinite_dequeueConfiguredReusableCell(registration: registration, indexPath: virtualPath, item: item)
/// }
/// ```
///
/// Safe fallback: a registration without the `_configurationHandler` instance variable keeps its
/// block, and its handler gets the laid-out path.
///
/// - Complexity: O(1) plus `body`.
enum InfiniteRegistrationHandler {
    typealias CellBlock = @convention(block) (UICollectionViewCell, IndexPath, AnyObject) -> Void
    typealias SupplementaryBlock = @convention(block) (UICollectionReusableView, NSString, IndexPath) -> Void
    /// Runs the handler (given the path to hand it) as a callback about the path UIKit passed.
    typealias Forward = @MainActor (IndexPath, (IndexPath) -> Void) -> Void

    @MainActor
    static func swapping<Result>(_ registration: AnyObject, supplementary: Bool, forward: @escaping Forward,
                                 _ body: () -> Result) -> Result {
        guard let ivar = class_getInstanceVariable(type(of: registration), "_configurationHandler"),
              let stored = object_getIvar(registration, ivar) as AnyObject? else { return body() }
        let wrapper: AnyObject
        if supplementary {
            let original = unsafeBitCast(stored, to: SupplementaryBlock.self)
            let block: SupplementaryBlock = { view, kind, path in
                assumeMainActor { forward(path) { original(view, kind, $0) } }
            }
            wrapper = unsafeBitCast(block, to: AnyObject.self)
        } else {
            let original = unsafeBitCast(stored, to: CellBlock.self)
            let block: CellBlock = { cell, path, item in
                assumeMainActor { forward(path) { original(cell, $0, item) } }
            }
            wrapper = unsafeBitCast(block, to: AnyObject.self)
        }
        object_setIvar(registration, ivar, wrapper)
        defer { object_setIvar(registration, ivar, stored) }
        return body()
    }
}
#endif
