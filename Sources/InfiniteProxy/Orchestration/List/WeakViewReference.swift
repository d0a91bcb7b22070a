/// A view held weakly, with its identity kept for a cheap "is this my view?" compare.
///
/// A controller is owned by its view (an associated object in UIKit, the host interceptor on
/// Linux), so it keeps the view weakly. The identity stays after the view is gone, so a caller
/// holding *some* view can ask whether it is this one without a weak load or a dynamic cast.
///
/// ```swift
/// let reference = WeakViewReference(table)
/// reference.view                                   // table, until it deallocates
/// reference.isSame(as: otherView)                  // identity compare
/// ```
///
/// - Complexity: O(1) for each member.
struct WeakViewReference<View: AnyObject> {
    /// The view, or nil once it deallocated.
    private(set) weak var view: View?
    /// The view's identity, kept after it deallocated.
    let identity: ObjectIdentifier

    /// A weak reference to `view`.
    init(_ view: View) {
        self.view = view
        identity = ObjectIdentifier(view)
    }

    /// Whether `object` is the referenced view (an identity compare, no weak load).
    func isSame(as object: AnyObject) -> Bool {
        ObjectIdentifier(object) == identity
    }
}
