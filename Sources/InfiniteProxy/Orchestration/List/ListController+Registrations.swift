import Foundation

/// Registration handlers (`UICollectionView.CellRegistration`, `SupplementaryRegistration`) as
/// callbacks. See ``ListController``.
extension ListController {
    /// Runs a registration's configuration handler that the view called with `path` (the laid-out
    /// path a configured dequeue acted on, see ``actingOn(clientPath:caller:_:)``) as a callback
    /// about that path: `handler` gets the client's path, and calls it makes back are translated
    /// as inside any callback. A supplementary view's path maps as supplementary callbacks do
    /// (its section to the client's, the item unchanged). Unchanged while inactive or finite, and
    /// for a path that is not a laid-out one.
    ///
    /// ```swift
    /// // a looping list of 3 sections, copy 4: UIKit configures the header at [13, 0]
    /// controller.forwardingRegistrationHandler(at: [13, 0], supplementary: true) { path in
    ///     header.title = sections[path.section].title                       // path == [1, 0]
    /// }
    /// ```
    ///
    /// - Complexity: O(1) plus `handler`.
    package func forwardingRegistrationHandler(at path: IndexPath, supplementary: Bool, _ handler: (IndexPath) -> Void) {
        guard isActive, engine.isLooping else { return handler(path) }
        if supplementary {
            callbacks.forwardSupplementary(path, fallback: handler(path), handler)
        } else {
            callbacks.forward(path, fallback: handler(path), handler)
        }
    }
}
