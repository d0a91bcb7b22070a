import Foundation

/// What the app set on a looping list through the `infinite` namespace: the closure told when the
/// centred item changes, and the words VoiceOver reads for the adjustable element.
///
/// ```swift
/// var callbacks = ListAppCallbacks()
/// callbacks.onCenteredIndexPathChange = { path in print("centred:", path) }   // the app's paths
/// callbacks.accessibilityText.itemLabel = { cities[$0.item].name }
/// ```
///
/// - Complexity: O(1) to store; each report or read is one call of the app's closure.
package struct ListAppCallbacks {
    /// Called with the app's path whenever the centred item changes; nil: nothing is reported.
    package var onCenteredIndexPathChange: ((IndexPath) -> Void)?
    /// The app's words for the adjustable element (item labels, the position's wording).
    package var accessibilityText = ListAccessibilityText()

    package init() {}
}
