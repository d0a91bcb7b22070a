import Foundation

/// How a view's client slots (data source, delegate, prefetching, drag, drop) are taken over by
/// the interceptors and given back: one rule for the UIKit attachments and the host's interceptors.
///
/// ```swift
/// interceptor.target = InterceptorInstallation.client(stored: view.dataSource, interceptor: interceptor,
///                                                     current: interceptor.target)
/// view.dataSource = InterceptorInstallation.installed(client: interceptor.target, interceptor: interceptor)
/// ```
///
/// - Complexity: O(1).
package enum InterceptorInstallation {
    /// The client an installation takes for a slot: what the view stores, unless that is the
    /// interceptor already (installing twice keeps the client it has).
    package static func client(stored: AnyObject?, interceptor: AnyObject, current: AnyObject?) -> AnyObject? {
        stored === interceptor ? current : stored
    }

    /// What the view stores while installed: the interceptor, or nil for a slot the client left
    /// empty (so UIKit keeps its "no data source" behaviour) — unless the slot is always claimed
    /// (the delegate, which recenters).
    package static func installed<Interceptor: AnyObject>(
        client: AnyObject?, interceptor: Interceptor, always: Bool = false
    ) -> Interceptor? {
        client == nil && !always ? nil : interceptor
    }
}
