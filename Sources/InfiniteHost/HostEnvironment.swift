import Foundation

/// A headless model of the app-wide state UIKit announces with notifications and that lists react
/// to: whether VoiceOver is running (`UIAccessibility.isVoiceOverRunning`,
/// `voiceOverStatusDidChangeNotification`), whether Reduce Motion is on, the preferred content size
/// category (Dynamic Type) and whether the application is active
/// (`UIApplication.willResignActiveNotification` / `didBecomeActiveNotification`).
///
/// Each ``HostScrollView`` has one (``HostScrollView/environment``); views that share an app can
/// share one instance. Observers get the event in UIKit's order relative to the state:
/// - `applicationWillResignActive` is posted *before* ``isApplicationActive`` turns false (the
///   notification is a "will": `applicationState` still reads `.active` inside it);
/// - `applicationDidBecomeActive` *after* it turns true;
/// - `voiceOverStatusDidChange` after ``isVoiceOverRunning`` changed (observers read the new
///   value, as apps read `UIAccessibility.isVoiceOverRunning` in the handler).
///
/// ```swift
/// let token = table.environment.observe { event in print(event, table.environment.isVoiceOverRunning) }
/// table.environment.isVoiceOverRunning = true      // voiceOverStatusDidChange true
/// table.environment.removeObserver(token)
/// ```
///
/// - Complexity: a change is O(o) for o observers.
package final class HostEnvironment {
    /// The notifications the host posts.
    package enum Event: Sendable, Hashable {
        case voiceOverStatusDidChange
        case reduceMotionStatusDidChange
        case contentSizeCategoryDidChange
        case applicationWillResignActive
        case applicationDidBecomeActive
        /// `UIAccessibility.elementFocusedNotification`: VoiceOver's cursor moved to
        /// ``HostEnvironment/voiceOverFocusedElement``.
        case elementFocused
    }

    /// The element VoiceOver's cursor is on (`UIAccessibility.focusedElement(using: .notificationVoiceOver)`):
    /// a view, a cell, or nil. Setting another element posts `elementFocused` after the change, as
    /// UIKit posts `elementFocusedNotification` with the element in its user info. Held weakly.
    package weak var voiceOverFocusedElement: AnyObject? {
        didSet { if voiceOverFocusedElement !== oldValue { post(.elementFocused) } }
    }

    /// `UIAccessibility.isVoiceOverRunning`.
    package var isVoiceOverRunning = false {
        didSet { if isVoiceOverRunning != oldValue { post(.voiceOverStatusDidChange) } }
    }

    /// `UIAccessibility.isReduceMotionEnabled`; a change posts `reduceMotionStatusDidChange` after it.
    package var isReduceMotionEnabled = false {
        didSet { if isReduceMotionEnabled != oldValue { post(.reduceMotionStatusDidChange) } }
    }

    /// `UIApplication.shared.preferredContentSizeCategory` as a scale of the body text (1 = large,
    /// the default); a change posts `contentSizeCategoryDidChange` after it, as
    /// `UIContentSizeCategory.didChangeNotification`.
    package var contentSizeScale: CGFloat = 1 {
        didSet { if contentSizeScale != oldValue { post(.contentSizeCategoryDidChange) } }
    }

    /// Whether `UIApplication.shared.applicationState == .active`. Setting it posts
    /// `applicationWillResignActive` before the change or `applicationDidBecomeActive` after it.
    package var isApplicationActive: Bool {
        get { storedActive }
        set {
            guard newValue != storedActive else { return }
            if newValue {
                storedActive = true
                post(.applicationDidBecomeActive)
            } else {
                post(.applicationWillResignActive)
                storedActive = false
            }
        }
    }

    private var storedActive = true
    private var observers: [Int: (Event) -> Void] = [:]
    private var nextToken = 0

    package init(isVoiceOverRunning: Bool = false, isApplicationActive: Bool = true) {
        self.isVoiceOverRunning = isVoiceOverRunning
        self.storedActive = isApplicationActive
    }

    /// Calls `handler` for every event (as `NotificationCenter.addObserver(forName:…)`); returns a
    /// token for ``removeObserver(_:)``.
    @discardableResult
    package func observe(_ handler: @escaping (Event) -> Void) -> Int {
        nextToken += 1
        observers[nextToken] = handler
        return nextToken
    }

    /// Stops an observation.
    package func removeObserver(_ token: Int) {
        observers[token] = nil
    }

    /// How many observations are live (a controller that goes away must remove its own).
    package var observerCount: Int { observers.count }

    private func post(_ event: Event) {
        for observer in observers.sorted(by: { $0.key < $1.key }) { observer.value(event) }
    }
}
