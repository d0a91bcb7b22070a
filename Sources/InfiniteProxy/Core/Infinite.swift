/// The `infinite` namespace: source-space operations on a view that scrolls forever.
///
/// Every infinite-scrolling feature of a view is reached through `view.infinite`, so the view's own
/// API stays untouched and nothing clashes with UIKit's names:
///
/// ```swift
/// tableView.enableInfiniteScrolling = true
/// tableView.infinite.centeredIndexPath          // IndexPath(row: 3, section: 0) — a *source* path
/// tableView.infinite.scrollToRow(at: IndexPath(row: 0, section: 0), at: .middle, animated: true)
/// ```
///
/// The wrapper holds the view strongly only for the duration of an expression; state lives on the
/// view itself.
public struct Infinite<Base> {
    /// The view the namespace operates on.
    package let base: Base

    /// Wraps `base`.
    package init(_ base: Base) {
        self.base = base
    }
}

/// A type that offers the `infinite` namespace.
public protocol InfiniteCompatible: AnyObject {}

extension InfiniteCompatible {
    /// Source-space infinite-scrolling operations on this object.
    ///
    /// The empty setter lets `view.infinite.property = value` compile for properties declared with a
    /// `nonmutating set`.
    public var infinite: Infinite<Self> {
        get { Infinite(self) }
        // swiftlint:disable:next unused_setter_value
        set {}
    }
}
