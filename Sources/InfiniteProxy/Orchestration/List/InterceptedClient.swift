/// The decisions about *which object* a list view's `dataSource` / `delegate` /
/// `prefetchDataSource` (and drag / drop delegates) is, shared by the UIKit hooks and the host.
///
/// - The getter gives app code the client's object (`tableView.delegate as? MyController`
///   works), not the interceptor UIKit holds.
/// - Assigning the interceptor itself changes nothing. Assigning the client again (for example
///   `tableView.delegate = tableView.delegate`, which now reads the client) refreshes UIKit's
///   `responds(to:)` cache through the controller, which is what such code means.
///
/// ```swift
/// InterceptedClient.visible(stored: interceptor, interceptor: interceptor, client: screen,
///                          duringViewsOwnWork: false)   // screen
/// InterceptedClient.visible(stored: interceptor, interceptor: interceptor, client: screen,
///                          duringViewsOwnWork: true)    // interceptor (UIKit's own layout)
/// ```
///
/// - Complexity: O(1).
package enum InterceptedClient {
    /// What the getter answers: the client while the view holds the interceptor, otherwise what
    /// the view holds (the list is finite, or the interceptor was replaced behind the hooks).
    /// While the view's own work runs under the controller's bracket (`passingThrough`: UIKit's
    /// layout, reloads, and the originals of translated calls) the getter answers what is stored,
    /// as UIKit's ivar would: should UIKit read its own getter there (a flow layout asking its
    /// collection view for the delegate, a **guess** either way), it still gets the interceptor.
    package static func visible(stored: AnyObject?, interceptor: AnyObject, client: AnyObject?,
                                duringViewsOwnWork: Bool) -> AnyObject? {
        stored === interceptor && !duringViewsOwnWork ? client : stored
    }

    /// Whether an assignment must be ignored: it is the interceptor itself (the glue's own
    /// assignment seen through a hook, or an object read before the getter gave the client).
    /// A delegate-wrapping helper (RxCocoa's `DelegateProxy` shape) reads the getter — the client
    /// — wraps it and assigns the wrapper, which becomes the client; nothing then points back at
    /// the interceptor, so `responds(to:)` cannot recurse.
    package static func ignoresAssignment(of object: AnyObject?, interceptor: AnyObject) -> Bool {
        object === interceptor
    }
}
