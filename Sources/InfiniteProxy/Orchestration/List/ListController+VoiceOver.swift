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

    /// The adjustable element's value: the centred item's label and position; nil without items.
    package func accessibilityValue(label: (SourceIndexPath) -> String?) -> String? {
        let counts = engine.repetition.sourceItemCounts
        guard let source = centeredSourceIndexPath,
              let index = InfiniteNavigation.flatIndex(of: source, sourceItemCounts: counts) else { return nil }
        return AdjustableAnnouncement.text(label: label(source), index: index, count: engine.repetition.itemsPerCopy)
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
