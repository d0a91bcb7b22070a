#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import os

/// Writes an infinite view's binding for its model: at once from a scroll callback, on the next
/// main-queue turn when the model publishes during a view update (SwiftUI forbids changing state
/// while it renders), and then only if nothing superseded the value meanwhile.
@MainActor
final class InfiniteBindingWriter<ID: Hashable> {
    /// The view's binding (nil: the app passed none).
    var binding: Binding<ID?>?
    /// Whether `updateUIView` is running.
    var isUpdating = false

    /// Writes `value`; a write deferred past an update asks `isCurrent` before it lands.
    func write(_ value: ID?, isCurrent: @escaping @MainActor (ID?) -> Bool) {
        guard let binding else { return }
        guard isUpdating else {
            binding.wrappedValue = value
            return
        }
        DispatchQueue.main.async {
            if isCurrent(value) { binding.wrappedValue = value }
        }
    }

    /// Reports a runtime diagnostic (duplicate identifiers) in the console, as a fault (shown
    /// in Xcode's console and in Console.app).
    static func diagnose(_ message: String) {
        os_log(.fault, "%{public}@", message)
    }
}
#endif
