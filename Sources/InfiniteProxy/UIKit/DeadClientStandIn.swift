#if canImport(UIKit)
import ObjectiveC
import UIKit

/// What an interceptor forwards to when its client is gone: an object that answers every method of
/// the protocols the interceptors stand in for with UIKit's zero default.
///
/// Between a client's deallocation and the controller's repair on the next main-queue turn (the
/// proxies are assigned again, so UIKit re-reads `responds(to:)`), UIKit may still send a selector
/// it cached as implemented. A Swift `NSObject` cannot swallow it (`forwardInvocation:` is not
/// available), so the stand-in resolves each such selector once, the first time it is sent:
/// `resolveInstanceMethod` reads the selector's type encoding from the proxied protocols and adds
/// an implementation that returns zero of that return type (``ZeroReply``: nothing, 0 / NO / nil,
/// 0.0, `.zero` structs). Arguments are ignored, which is correct for any argument list on arm64
/// and x86_64.
///
/// ```swift
/// interceptor.forwardingTarget(for: #selector(UITableViewDelegate.tableView(_:heightForHeaderInSection:)))
/// // DeadClientStandIn.shared once the client is gone; the call returns 0.0
/// ```
///
/// - Important: a selector in none of ``protocols``, or returning a type ``ZeroReply`` does not
///   know, still raises "unrecognized selector", as it did before (UIKit only sends selectors of
///   these protocols to a data source or delegate).
/// - Complexity: O(protocols) the first time a selector is sent, then an ordinary method call.
final class DeadClientStandIn: NSObject {
    nonisolated(unsafe) static let shared = DeadClientStandIn()

    /// The protocols the interceptors stand in for (each includes the protocols it adopts).
    nonisolated(unsafe) private static let protocols: [Protocol] = [
        "UITableViewDataSource", "UITableViewDelegate", "UITableViewDataSourcePrefetching",
        "UICollectionViewDataSource", "UICollectionViewDelegateFlowLayout", "UICollectionViewDataSourcePrefetching",
        "UIScrollViewDelegate",
    ].compactMap(NSProtocolFromString)

    override class func resolveInstanceMethod(_ selector: Selector!) -> Bool {
        guard let selector, let types = typeEncoding(of: selector),
              let reply = ZeroReply(typeEncoding: String(cString: types)),
              let implementation = reply.implementation else {
            return super.resolveInstanceMethod(selector)
        }
        return class_addMethod(self, selector, implementation, types)
    }

    /// The selector's type encoding in the first proxied protocol that declares it.
    private static func typeEncoding(of selector: Selector) -> UnsafeMutablePointer<CChar>? {
        for proto in protocols {
            for isRequired in [false, true] {
                let description = protocol_getMethodDescription(proto, selector, isRequired, true)
                if let types = description.types { return types }
            }
        }
        return nil
    }
}

extension ZeroReply {
    /// An implementation returning this reply, whatever the arguments; nil for a shape with no
    /// Swift type of the same calling convention.
    var implementation: IMP? {
        switch self {
        case .void:
            let block: @convention(block) (AnyObject) -> Void = { _ in }
            return imp_implementationWithBlock(block)
        case .word:
            let block: @convention(block) (AnyObject) -> Int = { _ in 0 }
            return imp_implementationWithBlock(block)
        case .float:
            let block: @convention(block) (AnyObject) -> Float = { _ in 0 }
            return imp_implementationWithBlock(block)
        case .double, .doubles(1):
            let block: @convention(block) (AnyObject) -> Double = { _ in 0 }
            return imp_implementationWithBlock(block)
        case .doubles(2):
            let block: @convention(block) (AnyObject) -> CGSize = { _ in .zero }
            return imp_implementationWithBlock(block)
        case .doubles(4):
            let block: @convention(block) (AnyObject) -> CGRect = { _ in .zero }
            return imp_implementationWithBlock(block)
        case .words(2):
            let block: @convention(block) (AnyObject) -> NSRange = { _ in NSRange(location: 0, length: 0) }
            return imp_implementationWithBlock(block)
        case .doubles, .words:
            return nil
        }
    }
}
#endif
