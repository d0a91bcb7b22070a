#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// The configuration the infinite views read from their environment: set with the modifiers
/// below, on the view or any ancestor, as SwiftUI's own scroll modifiers are.
private struct InfiniteConfigurationKey: EnvironmentKey {
    static let defaultValue = InfiniteViewConfiguration()
}

extension EnvironmentValues {
    /// What `.infiniteContentAlignment`, `.infinitePaging`, `.infiniteAutoScroll(every:)` and
    /// `.infiniteSpacing` set.
    var infiniteConfiguration: InfiniteViewConfiguration {
        get { self[InfiniteConfigurationKey.self] }
        set { self[InfiniteConfigurationKey.self] = newValue }
    }
}

extension View {
    /// Bends the rows of an ``InfiniteList`` onto a circular arc: `.left` bulges left (the
    /// centred row leftmost), `.right` mirrors it, `.none` (the default) keeps rows straight.
    ///
    /// ```swift
    /// InfiniteList(cities) { city in Text(city.name) }
    ///     .infiniteContentAlignment(.left)
    /// ```
    ///
    /// - Parameters:
    ///   - alignment: the side the arc bulges towards, or `.none` for straight rows.
    ///   - radius: the circle's radius in points; nil derives it from the list's size.
    public func infiniteContentAlignment(_ alignment: InfiniteContentAlignment, radius: CGFloat? = nil) -> some View {
        transformEnvironment(\.infiniteConfiguration) {
            $0.contentAlignment = alignment
            $0.arcRadius = radius
        }
    }

    /// Makes an ``InfiniteCarousel`` snap to items when a drag ends: a slow release returns to the
    /// nearest item, a flick travels further with its speed. Off by default (a pager always pages).
    ///
    /// ```swift
    /// InfiniteCarousel(cards, centeredID: $card) { card in CardView(card) }
    ///     .infinitePaging(true)
    /// ```
    public func infinitePaging(_ enabled: Bool = true) -> some View {
        transformEnvironment(\.infiniteConfiguration) { $0.isPagingEnabled = enabled }
    }

    /// Advances an ``InfiniteCarousel`` or ``InfinitePager`` by one item every `seconds`, past the
    /// end of the data and on; nil (the default) is off. It pauses while the user touches the view,
    /// while it is off screen, while the app is inactive and while VoiceOver's focus is inside it.
    ///
    /// ```swift
    /// InfinitePager(photos, selection: $photo) { photo in PhotoView(photo) }
    ///     .infiniteAutoScroll(every: 4)
    /// ```
    public func infiniteAutoScroll(every seconds: TimeInterval?) -> some View {
        transformEnvironment(\.infiniteConfiguration) { $0.autoScrollInterval = seconds }
    }

    /// The space between the items of an ``InfiniteCarousel`` (or the rows of an
    /// ``InfiniteList``), in points. 10 for a carousel, 0 for a list by default.
    ///
    /// ```swift
    /// InfiniteCarousel(cards) { card in CardView(card) }
    ///     .infiniteSpacing(16)
    /// ```
    public func infiniteSpacing(_ spacing: CGFloat) -> some View {
        transformEnvironment(\.infiniteConfiguration) { $0.spacing = spacing }
    }

    /// What VoiceOver users get from an ``InfiniteList`` or ``InfiniteCarousel`` while VoiceOver
    /// runs: `.finite` (the default) stops the repetition, every item reachable in order;
    /// `.adjustable` keeps it looping as one adjustable element, like a picker wheel: swipe up or
    /// down centres the next or previous item across the end of the data, read with its place
    /// ("3 of 12"). Give the view an `.accessibilityLabel` to name the element.
    ///
    /// ```swift
    /// InfiniteCarousel(cities, centeredID: $city) { city in CityCard(city) }
    ///     .infiniteVoiceOver(.adjustable)
    /// ```
    public func infiniteVoiceOver(_ behavior: InfiniteVoiceOverBehavior) -> some View {
        transformEnvironment(\.infiniteConfiguration) { $0.voiceOverBehavior = behavior }
    }
}
#endif
