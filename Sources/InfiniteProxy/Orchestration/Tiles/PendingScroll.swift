import Foundation

/// A scroll requested from code before its view exists (SwiftUI's `InfiniteGridProxy` before the
/// grid appears), applied once when the view arrives. The latest request wins.
///
/// ```swift
/// func scroll(_ view: InfiniteGridView, _ coordinate: GridCoordinate, _ animated: Bool) {
///     view.scrollTo(coordinate, animated: animated)
/// }
/// var pending = PendingScroll<GridCoordinate>()
/// pending.request(GridCoordinate(x: 3, y: 4), animated: true, on: nil as InfiniteGridView?, perform: scroll)
/// pending.isPending                     // true: remembered
/// pending.attach(gridView, perform: scroll)
/// // gridView.scrollTo((3, 4), animated: true) ran once; a second attach does nothing
/// ```
///
/// - Complexity: O(1).
package struct PendingScroll<Target> {
    private var pending: (target: Target, animated: Bool)?

    package init() {}

    /// Whether a request waits for a view.
    package var isPending: Bool { pending != nil }

    /// Scrolls `view` now through `perform`, or remembers the request when there is no view yet
    /// (replacing an earlier one).
    package mutating func request<View>(
        _ target: Target, animated: Bool, on view: View?, perform: (View, Target, Bool) -> Void
    ) {
        if let view {
            pending = nil
            perform(view, target, animated)
        } else {
            pending = (target, animated)
        }
    }

    /// A view arrived (or left: nil): the remembered request, if any, is performed on it once.
    package mutating func attach<View>(_ view: View?, perform: (View, Target, Bool) -> Void) {
        guard let view, let request = pending else { return }
        pending = nil
        perform(view, request.target, request.animated)
    }
}
