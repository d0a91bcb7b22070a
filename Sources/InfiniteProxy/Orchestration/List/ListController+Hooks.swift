import Foundation

// The sequences a lifecycle method hook runs, written once: the UIKit hooks and the headless
// host's model of them both call these, passing UIKit's original implementation as a closure.

extension ListController {
    /// The view's `reloadData()`: re-plans for the client's new counts and keeps the item on
    /// screen (``clientRequestedReload()``) when the controller intercepts reloads
    /// (``interceptsReload``); otherwise runs `original` (UIKit's reload).
    ///
    /// ```swift
    /// controller.hookedReloadData { table.infinite_reloadData() }
    /// ```
    ///
    /// - Complexity: O(1) when not intercepted; a plan when it is.
    package func hookedReloadData(original: () -> Void) {
        guard interceptsReload else { return original() }
        clientRequestedReload()
    }

    /// The view's `layoutSubviews()`: a size change re-plans before UIKit's layout (`original`,
    /// run with nothing translated), the arc and any pending position are applied after it. Runs
    /// only `original` when the lifecycle is not intercepted (``interceptsLifecycle``) or
    /// `surface` is not this controller's view.
    ///
    /// - Complexity: O(visible rows) around UIKit's own layout.
    package func hookedLayoutSubviews(on surface: Surface?, original: () -> Void) {
        guard interceptsLifecycle, let surface else { return original() }
        willLayout(on: surface)
        engine.passingThrough(original)
        didLayout(on: surface)
    }

    /// The view's `scrollToRow`/`scrollToItem` with a client path, before UIKit's original runs.
    /// Returns true when the controller scrolled itself (the shortest way to the item); otherwise
    /// the caller runs UIKit's scroll to the translated path, and an animated one holds
    /// recentering until it ends (``beginAnimatedScroll()``).
    ///
    /// - Complexity: O(1), plus a navigation when it scrolls.
    package func hookedScroll(to clientPath: IndexPath, position: Surface.ScrollPosition, animated: Bool,
                              caller: CallerKind?) -> Bool {
        guard interceptsLifecycle else { return false }
        let handled = if let caller {
            clientScroll(to: clientPath, position: position, animated: animated, caller: caller)
        } else {
            clientScroll(to: clientPath, position: position, animated: animated)
        }
        if handled { return true }
        if animated { beginAnimatedScroll() }
        return false
    }
}
