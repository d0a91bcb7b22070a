/// What an infinite view offers VoiceOver users while VoiceOver runs.
///
/// ```swift
/// collectionView.infinite.voiceOverBehavior = .adjustable   // a carousel that loops like a picker
/// tableView.infinite.voiceOverBehavior = .finite            // the default
/// ```
///
/// - `.finite` (the default): the content stops repeating while VoiceOver runs; every item is
///   reachable in order and the first and last items are real ends, so nobody is trapped in a loop.
/// - `.adjustable`: the view stays infinite and VoiceOver meets one adjustable element, like
///   UIKit's picker wheel: swipe up or down moves one item, across the end of the data, and the
///   element announces the item's own label and its position ("Lisbon, 3 of 12"). A three-finger
///   scroll moves a page and says the same position ("3 of 12").
public enum InfiniteVoiceOverBehavior: String, Sendable, Hashable, CaseIterable {
    /// The content is finite while VoiceOver runs.
    case finite
    /// One adjustable element that loops.
    case adjustable
}
