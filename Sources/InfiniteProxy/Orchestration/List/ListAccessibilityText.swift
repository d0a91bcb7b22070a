import Foundation

/// The words the app gives VoiceOver for a looping list's adjustable element: each item's label
/// and the wording of its place in the data. Unset parts fall back to the view's own: the centred
/// cell's `accessibilityLabel`, and "3 of 12".
///
/// ```swift
/// var text = ListAccessibilityText()
/// text.itemLabel = { cities[$0.item].name }
/// text.positionDescription = { index, count in "\(index + 1) von \(count)" }
/// // The element then reads "Lisbon, 3 von 12".
/// ```
///
/// - Complexity: O(1) to store; each read is one call of the app's closure.
package struct ListAccessibilityText {
    /// The app's label for one of its items (its own index path); nil: the view's fallback.
    package var itemLabel: ((IndexPath) -> String?)?
    /// How the app words item `index` (0-based, sections flattened) of `count`; nil: "3 of 12".
    package var positionDescription: (@MainActor (_ index: Int, _ count: Int) -> String)?

    package init() {}
}
