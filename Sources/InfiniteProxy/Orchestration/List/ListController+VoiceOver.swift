import Foundation

extension ListController {
    /// What VoiceOver users get while VoiceOver runs (``InfiniteVoiceOverBehavior``).
    package var voiceOverBehavior: InfiniteVoiceOverBehavior { activation.voiceOverBehavior }

    /// Chooses what VoiceOver users get; `.adjustable` keeps the content repeating while VoiceOver
    /// runs, `.finite` makes it finite meanwhile.
    ///
    /// ```swift
    /// controller.setVoiceOverBehavior(.adjustable)
    /// ```
    package func setVoiceOverBehavior(_ behavior: InfiniteVoiceOverBehavior) {
        guard behavior != activation.voiceOverBehavior else { return }
        activation.voiceOverBehavior = behavior
        updateActivation()
    }

    /// Whether VoiceOver's focus is on the view or inside it (see ``voiceOverFocusDidChange(isInside:)``).
    package var isVoiceOverFocusInside: Bool { activation.isVoiceOverFocusInside }

    /// VoiceOver's focus moved (UIKit: `UIAccessibility.elementFocusedNotification`): `isInside`
    /// when the focused element is the view, its adjustable element or anything inside it.
    /// Auto-scroll pauses while VoiceOver runs with its focus inside, and runs again, a full
    /// interval later, once the focus leaves.
    ///
    /// ```swift
    /// controller.voiceOverFocusDidChange(isInside: true)    // auto-scroll pauses
    /// controller.voiceOverFocusDidChange(isInside: false)   // and starts again
    /// ```
    ///
    /// - Complexity: O(1).
    package func voiceOverFocusDidChange(isInside: Bool) {
        guard isInside != activation.isVoiceOverFocusInside else { return }
        activation.isVoiceOverFocusInside = isInside
        carouselVoiceOverDidChange()
    }

    /// Whether the view is one adjustable element now: VoiceOver runs, the behaviour is
    /// `.adjustable` and the content repeats.
    package var isAdjustableElement: Bool {
        isVoiceOverRunning && activation.voiceOverBehavior == .adjustable && isActive
    }

    /// VoiceOver's swipe up (`steps` 1) or down (-1) on the adjustable element: the next or
    /// previous item, at once and across the end of the data; returns what to announce (nil when
    /// the view is not adjustable now). `label` gives an item's own label.
    ///
    /// ```swift
    /// controller.accessibilityStep(1) { cityNames[$0.item] }   // "Lisbon, 3 of 12"
    /// ```
    ///
    /// - Complexity: as ``advanceCarousel(by:animated:)``.
    package func accessibilityStep(_ steps: Int, label: (SourceIndexPath) -> String?) -> String? {
        guard isAdjustableElement else { return nil }
        advanceCarousel(by: steps, animated: false)
        return accessibilityValue(label: label)
    }

    /// VoiceOver's swipe up on the adjustable element (`accessibilityIncrement()`): the next item,
    /// across the end of the data; returns the new value, labelled by ``accessibilityText``'s
    /// `itemLabel` or else by `fallbackLabel` (UIKit: the centred cell's own label). Nil when the
    /// view is not adjustable now.
    ///
    /// ```swift
    /// controller.accessibilityText.itemLabel = { cityNames[$0.item] }
    /// controller.accessibilityIncrement()   // "Lisbon, 12 of 12", then "Aarhus, 1 of 12"
    /// ```
    ///
    /// - Complexity: as ``advanceCarousel(by:animated:)``.
    @discardableResult
    package func accessibilityIncrement(fallbackLabel: (SourceIndexPath) -> String? = { _ in nil }) -> String? {
        accessibilityStep(1) { itemLabel(of: $0, fallback: fallbackLabel) }
    }

    /// VoiceOver's swipe down (`accessibilityDecrement()`): the previous item, across the start;
    /// as ``accessibilityIncrement(fallbackLabel:)``.
    @discardableResult
    package func accessibilityDecrement(fallbackLabel: (SourceIndexPath) -> String? = { _ in nil }) -> String? {
        accessibilityStep(-1) { itemLabel(of: $0, fallback: fallbackLabel) }
    }

    /// The adjustable element's `accessibilityValue`: the centred item labelled as in
    /// ``accessibilityIncrement(fallbackLabel:)``; nil when the view is not adjustable now.
    package func adjustableValue(fallbackLabel: (SourceIndexPath) -> String? = { _ in nil }) -> String? {
        guard isAdjustableElement else { return nil }
        return accessibilityValue { itemLabel(of: $0, fallback: fallbackLabel) }
    }

    private func itemLabel(of source: SourceIndexPath, fallback: (SourceIndexPath) -> String?) -> String? {
        if let custom = accessibilityText.itemLabel { return custom(source.indexPath) }
        return fallback(source)
    }

    /// The adjustable element's value: the centred item's label and position (worded by
    /// ``accessibilityText``'s `positionDescription` when the app gives one); nil without items.
    package func accessibilityValue(label: (SourceIndexPath) -> String?) -> String? {
        let counts = engine.repetition.sourceItemCounts
        guard let source = centeredSourceIndexPath,
              let index = InfiniteNavigation.flatIndex(of: source, sourceItemCounts: counts) else { return nil }
        return AdjustableAnnouncement.text(label: label(source), index: index, count: engine.repetition.itemsPerCopy,
                                           describe: accessibilityText.positionDescription)
    }

    /// What VoiceOver says after a three-finger scroll (`accessibilityScrollStatus(for:)`): the
    /// centred item's place in the app's numbering, sections flattened ("3 of 12"), not UIKit's
    /// page count of the repeated content; nil while the content does not repeat (UIKit's own
    /// count is right then) or without items.
    ///
    /// ```swift
    /// controller.accessibilityScrollStatus()   // "3 of 12" with item 2 of 12 centred
    /// ```
    ///
    /// - Complexity: O(sections) plus one centred-item look-up.
    package func accessibilityScrollStatus() -> String? {
        guard isActive, engine.isLooping else { return nil }
        return accessibilityValue(label: { _ in nil })
    }
}
