import Foundation

/// What the SwiftUI modifiers set on an infinite view (its environment values), as one value the
/// models apply: only what changed since the last update reaches the controller.
///
/// ```swift
/// var configuration = InfiniteViewConfiguration()
/// configuration.isPagingEnabled = true
/// configuration.autoScrollInterval = 3
/// model.apply(configuration)        // paging on, a 3 s timer
/// model.apply(configuration)        // nothing: unchanged
/// ```
///
/// - Complexity: O(1).
package struct InfiniteViewConfiguration: Sendable, Equatable {
    /// The circular arc of a list (`.infiniteContentAlignment`).
    package var contentAlignment: InfiniteContentAlignment = .none
    /// The arc's radius; nil derives it from the view's size.
    package var arcRadius: CGFloat?
    /// Snap to items when a drag ends (`.infinitePaging`).
    package var isPagingEnabled = false
    /// Seconds between automatic advances; nil is off (`.infiniteAutoScroll(every:)`).
    package var autoScrollInterval: TimeInterval?
    /// Points between items (`.infiniteSpacing`).
    package var spacing: CGFloat = 0
    /// What VoiceOver users get (`.infiniteVoiceOver`).
    package var voiceOverBehavior = InfiniteVoiceOverBehavior.finite

    package init() {}

    /// An interval the timer accepts: finite and positive, else nil (off).
    package var effectiveAutoScrollInterval: TimeInterval? {
        guard let interval = autoScrollInterval, interval.isFinite, interval > 0 else { return nil }
        return interval
    }
}
