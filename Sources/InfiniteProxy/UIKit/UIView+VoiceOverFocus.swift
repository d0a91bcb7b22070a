#if canImport(UIKit)
import UIKit

extension UIView {
    /// Whether VoiceOver's focused element is this view, `element` (an adjustable element the view
    /// stands behind), or anything inside the view: a subview, or an accessibility element whose
    /// container is one. Auto-scroll pauses while this holds.
    ///
    /// ```swift
    /// let focused = UIAccessibility.focusedElement(using: .notificationVoiceOver).map { $0 as AnyObject }
    /// controller.voiceOverFocusDidChange(isInside: view.infiniteHoldsVoiceOverFocus(focused, or: element))
    /// ```
    ///
    /// - Complexity: O(depth of the focused element in the view tree).
    package func infiniteHoldsVoiceOverFocus(_ focused: AnyObject?, or element: AnyObject? = nil) -> Bool {
        guard let focused else { return false }
        if focused === self || (element != nil && focused === element) { return true }
        if let focusedView = focused as? UIView { return focusedView.isDescendant(of: self) }
        if let accessibilityElement = focused as? UIAccessibilityElement,
           let container = accessibilityElement.accessibilityContainer as? UIView {
            return container.isDescendant(of: self)
        }
        return false
    }

    /// The element VoiceOver's cursor is on now, as an object.
    package static var infiniteVoiceOverFocusedElement: AnyObject? {
        UIAccessibility.focusedElement(using: .notificationVoiceOver).map { $0 as AnyObject }
    }
}
#endif
