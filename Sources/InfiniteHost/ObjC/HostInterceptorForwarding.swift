import Foundation
import InfiniteProxy

/// The glue's interceptor forwarding (`InfiniteInterceptor.forwardingTarget(for:)` and
/// `DeadClientStandIn`) on the method-table model: a selector the interceptor does not implement
/// goes to the client while it answers, otherwise to a stand-in whose `resolveInstanceMethod`
/// adds an implementation returning UIKit's zero default for the selector's type encoding
/// (the shared ``InterceptorForwarding`` and ``ZeroReply``).
///
/// ```swift
/// let model = HostInterceptorForwarding(runtime: runtime)
/// let proxy = model.makeInterceptor { weakClient }
/// runtime.send("tableView:heightForHeaderInSection:", to: proxy)   // 0.0 once the client is gone
/// ```
///
/// - Complexity: O(1) per forwarded message after the first of each selector.
package final class HostInterceptorForwarding {
    package let runtime: HostMethodTable
    /// The interceptors' class (implements none of the forwarded selectors).
    package let interceptorClass: HostMethodTable.Class
    /// The stand-in every interceptor forwards to when its client does not answer.
    package let standIn: HostMethodTable.Object

    /// Type encodings of some methods of the proxied protocols, as `protocol_getMethodDescription`
    /// gives them on iOS (arm64).
    package static let protocolEncodings: [String: String] = [
        "scrollViewDidScroll:": "v24@0:8@16",
        "tableView:heightForHeaderInSection:": "d32@0:8@16q24",
        "tableView:viewForHeaderInSection:": "@32@0:8@16q24",
        "tableView:willDisplayHeaderView:forSection:": "v40@0:8@16@24q32",
        "tableView:shouldHighlightRowAtIndexPath:": "B32@0:8@16@24",
        "collectionView:layout:sizeForItemAtIndexPath:": "{CGSize=dd}40@0:8@16@24@32",
        "collectionView:layout:insetForSectionAtIndex:": "{UIEdgeInsets=dddd}40@0:8@16@24q32",
    ]

    package init(runtime: HostMethodTable) {
        self.runtime = runtime
        interceptorClass = runtime.makeClass("InfiniteInterceptor")
        let standInClass = runtime.makeClass("DeadClientStandIn")
        standInClass.resolveInstanceMethod = { [unowned runtime] selector in
            guard let encoding = Self.protocolEncodings[selector], let reply = ZeroReply(typeEncoding: encoding) else {
                return nil
            }
            return runtime.implementation { _, _, _ in reply.zeroValue }
        }
        standIn = runtime.makeObject(standInClass)
    }

    /// An interceptor whose client is whatever `client` returns now (a weak reference).
    package func makeInterceptor(client: @escaping () -> HostMethodTable.Object?) -> HostMethodTable.Object {
        let interceptor = runtime.makeObject(interceptorClass)
        interceptor.forwardingTarget = { [unowned self] selector in
            let target = client()
            switch InterceptorForwarding(clientResponds: target.map { runtime.responds($0, to: selector) } ?? false) {
            case .client: return target
            case .standIn: return standIn
            }
        }
        return interceptor
    }
}

extension ZeroReply {
    /// The value as the model returns it: nil for `void`, `0` for a word, `0.0` for floating
    /// point, and an array of zeros for a struct.
    package var zeroValue: Any? {
        switch self {
        case .void: nil
        case .word: 0
        case .float: Float(0)
        case .double: 0.0
        case .doubles(let count): [Double](repeating: 0, count: count)
        case .words(let count): [Int](repeating: 0, count: count)
        }
    }
}
