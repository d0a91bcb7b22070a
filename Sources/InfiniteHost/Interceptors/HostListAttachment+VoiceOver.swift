import Foundation
import InfiniteProxy

/// The adjustable element UIKit's glue shows VoiceOver while the view loops for it
/// (`InfiniteAdjustableElement`), modelled with one controller call per UIKit entry point:
/// `accessibilityIncrement()`, `accessibilityDecrement()`, `accessibilityValue`, the
/// `.adjustable` trait, and what counts as the focus being inside the view.
///
/// ```swift
/// attachment.voiceOverBehavior = .adjustable
/// attachment.view.environment.isVoiceOverRunning = true
/// attachment.accessibilityIncrement()          // VoiceOver's swipe up
/// attachment.adjustableElementValue            // what VoiceOver then reads: "Bergen, 2 of 12"
/// ```
///
/// - Complexity: as the controller's calls.
extension HostListAttachment {
    /// `infinite.voiceOverBehavior`.
    package var voiceOverBehavior: InfiniteVoiceOverBehavior {
        get { controller.voiceOverBehavior }
        set { controller.setVoiceOverBehavior(newValue) }
    }

    /// `infinite.accessibilityItemLabel`.
    package var accessibilityItemLabel: ((IndexPath) -> String?)? {
        get { controller.accessibilityText.itemLabel }
        set { controller.accessibilityText.itemLabel = newValue }
    }

    /// `infinite.accessibilityPositionDescription`.
    package var accessibilityPositionDescription: (@MainActor (_ index: Int, _ count: Int) -> String)? {
        get { controller.accessibilityText.positionDescription }
        set { controller.accessibilityText.positionDescription = newValue }
    }

    /// Whether VoiceOver meets one element with the `.adjustable` trait (the view's only
    /// accessibility element) instead of the cells.
    package var showsAdjustableElement: Bool { controller.isAdjustableElement }

    /// The element's `accessibilityValue` (VoiceOver reads it on focus and after each swipe).
    package var adjustableElementValue: String? { controller.adjustableValue() }

    /// VoiceOver's swipe up on the element.
    package func accessibilityIncrement() { controller.accessibilityIncrement() }

    /// VoiceOver's swipe down on the element.
    package func accessibilityDecrement() { controller.accessibilityDecrement() }

    /// Whether `element` (VoiceOver's focus) is the view or inside it: the view itself, or one
    /// of its visible cells (UIKit: `isDescendant(of:)`; the adjustable element's container is
    /// the view).
    func containsElement(_ element: AnyObject?) -> Bool {
        guard let element else { return false }
        if element === view { return true }
        if let collection = view as? HostCollectionView { return collection.visibleCells.contains { $0 === element } }
        if let table = view as? HostTableView { return table.visibleCells.contains { $0 === element } }
        return false
    }
}
