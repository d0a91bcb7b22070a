#if canImport(UIKit)
import UIKit

/// A block-based notification observer that removes itself when released.
///
/// ```swift
/// let observation = NotificationObservation(name: UIApplication.didBecomeActiveNotification) { resume() }
/// ```
///
/// - Complexity: O(1).
final class NotificationObservation: @unchecked Sendable {
    private let token: NSObjectProtocol

    /// Observes `name` on the main queue; `handler` runs on the main actor.
    @MainActor
    init(name: Notification.Name, handler: @escaping @MainActor () -> Void) {
        token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in
            assumeMainActor { handler() }
        }
    }

    deinit {
        NotificationCenter.default.removeObserver(token)
    }
}
#endif
