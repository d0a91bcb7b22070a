/// What an infinite view offers VoiceOver users while VoiceOver runs.
///
/// ```swift
/// controller.setVoiceOverBehavior(.adjustable)   // a carousel that loops like a picker
/// ```
///
/// - `.finite` (the default for lists): the content stops repeating; every item is reachable in
///   order and the first and last items are real ends, so nobody is trapped in a loop.
/// - `.adjustable`: the carousel stays infinite and VoiceOver meets one adjustable element, like
///   UIKit's picker wheel: swipe up or down moves one item, across the end of the data, and the
///   element announces the item's own label and its position ("Lisbon, 3 of 12"). The UIKit
///   element that forwards VoiceOver's increments to ``ListController/accessibilityStep(_:label:)``
///   is not written yet, so the choice is not on the public `infinite` namespace.
package enum InfiniteVoiceOverBehavior: String, Sendable, Hashable, CaseIterable {
    /// The content is finite while VoiceOver runs.
    case finite
    /// One adjustable element that loops.
    case adjustable
}
