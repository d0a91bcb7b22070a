#if canImport(UIKit)
// `@preconcurrency`: SDKs before iOS 17 declare `UIAccessibilityTraits.adjustable` as a mutable
// global, which Swift 6 otherwise refuses to read.
@preconcurrency import UIKit

/// The one element VoiceOver meets on a list view that loops for it (``InfiniteVoiceOverBehavior/adjustable``),
/// like UIKit's picker wheel: the `.adjustable` trait, the view's visible area as its frame, the
/// view's own `accessibilityLabel`, and the centred item as its value ("Lisbon, 3 of 12").
/// VoiceOver's swipe up and down call ``accessibilityIncrement()`` and ``accessibilityDecrement()``,
/// which the list's controller answers by centring the next or previous item, across the end of
/// the data; VoiceOver then reads the new value. It decides nothing: every answer is the
/// controller's (`ListController+VoiceOver.swift`).
///
/// ```swift
/// view.accessibilityElements = [InfiniteAdjustableElement(container: view, actions: actions)]
/// ```
///
/// UIKit calls the overrides on the main thread only (they are `nonisolated` in the SDK).
///
/// - Complexity: O(1) per call plus the controller's work.
final class InfiniteAdjustableElement: UIAccessibilityElement {
    /// The controller's answers for this element.
    struct Actions {
        /// Swipe up: the next item.
        var increment: @MainActor () -> Void
        /// Swipe down: the previous item.
        var decrement: @MainActor () -> Void
        /// The value read now, given the centred cell's own label as the fallback label.
        var value: @MainActor (_ centredCellLabel: String?) -> String?
    }

    private let actions: Actions
    private weak var view: UIScrollView?

    @MainActor
    init(container view: UIScrollView, actions: Actions) {
        self.actions = actions
        self.view = view
        super.init(accessibilityContainer: view)
        super.accessibilityTraits = .adjustable
    }

    override var accessibilityLabel: String? {
        get { assumeMainActor { view?.accessibilityLabel } }
        set {}
    }

    override var accessibilityValue: String? {
        get { assumeMainActor { actions.value(centredCellLabel()) } }
        set {}
    }

    override var accessibilityFrameInContainerSpace: CGRect {
        get { assumeMainActor { view?.bounds ?? .zero } }
        set {}
    }

    override func accessibilityIncrement() {
        assumeMainActor {
            actions.increment()
            view?.layoutIfNeeded()
        }
    }

    override func accessibilityDecrement() {
        assumeMainActor {
            actions.decrement()
            view?.layoutIfNeeded()
        }
    }

    /// The `accessibilityLabel` of the cell under the centre of the visible area (read from the
    /// view's subviews, past no hooked method); nil when none.
    @MainActor
    private func centredCellLabel() -> String? {
        guard let view else { return nil }
        let centre = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        let cell = view.subviews.first {
            ($0 is UICollectionViewCell || $0 is UITableViewCell) && !$0.isHidden && $0.frame.contains(centre)
        }
        return cell?.accessibilityLabel
    }
}
#endif
