import Foundation

/// Whether a ``ListController``'s content repeats, from what the client asked for and what the
/// system says (VoiceOver, the app's state, the window), and the scroll chrome it hid meanwhile.
///
/// ```swift
/// var activation = ListActivation()
/// activation.isRequested = true
/// activation.shouldBeActive          // true
/// activation.isVoiceOverRunning = true
/// activation.shouldBeActive          // false: every item reachable while VoiceOver runs
/// ```
///
/// - Complexity: O(1) storage and per call.
struct ListActivation {
    /// `enableInfiniteScrolling` as the client set it.
    var isRequested = false
    /// Whether the interceptors are installed and the content repeats (requested, no VoiceOver).
    var isActive = false
    /// Whether VoiceOver runs (the list is finite meanwhile, unless ``voiceOverBehavior`` is
    /// `.adjustable`).
    var isVoiceOverRunning = false
    /// What VoiceOver users get: the finite list (the default) or one adjustable element that loops.
    var voiceOverBehavior = InfiniteVoiceOverBehavior.finite
    /// Whether VoiceOver's focus is on the view or on something inside it (cleared when VoiceOver
    /// stops).
    var isVoiceOverFocusInside = false
    /// Whether the app is active (auto-scroll pauses otherwise).
    var isApplicationActive = true
    /// Whether the view is in a window (auto-scroll pauses otherwise).
    var isInWindow = true
    /// Whether Reduce Motion is on (auto-scroll pauses meanwhile).
    var isReduceMotionEnabled = false
    /// The view's chrome before it was hidden for looping content; nil while it is not hidden.
    private(set) var savedChrome: ScrollChrome?

    /// Whether the content should repeat: requested, and VoiceOver off or met by an adjustable
    /// element.
    var shouldBeActive: Bool { isRequested && (!isVoiceOverRunning || voiceOverBehavior == .adjustable) }

    /// Whether auto-scroll pauses for VoiceOver: it runs and its focus is inside the view, where
    /// content moving by itself would pull the focus away; focus elsewhere leaves it running.
    var pausesAutoScrollForVoiceOver: Bool { isVoiceOverRunning && isVoiceOverFocusInside }

    /// Whether ``chrome(replacing:looping:axis:)`` needs the view's chrome: it is to be hidden
    /// and is not yet.
    func needsCurrentChrome(looping: Bool) -> Bool { looping && savedChrome == nil }

    /// The chrome to show instead of `current` (the view's, when ``needsCurrentChrome(looping:)``),
    /// or nil to leave it: hidden (the axis indicator and `scrollsToTop` off) while `looping`,
    /// the saved chrome back once not.
    ///
    /// ```swift
    /// activation.chrome(replacing: shown, looping: true, axis: .vertical)    // indicator hidden
    /// activation.chrome(replacing: nil, looping: false, axis: .vertical)     // `shown` again
    /// ```
    mutating func chrome(replacing current: ScrollChrome?, looping: Bool, axis: InfiniteAxis) -> ScrollChrome? {
        if looping {
            guard savedChrome == nil, let saved = current else { return nil }
            savedChrome = saved
            var hidden = saved
            if axis == .vertical { hidden.showsVerticalIndicator = false } else { hidden.showsHorizontalIndicator = false }
            hidden.scrollsToTop = false
            return hidden
        }
        guard let saved = savedChrome else { return nil }
        savedChrome = nil
        return saved
    }
}
