#if canImport(UIKit)
import UIKit

@MainActor
extension Infinite where Base: InfiniteListView {
    /// What VoiceOver users get while VoiceOver runs: `.finite` (the default) makes the rows or
    /// items stop repeating, every one reachable in order, nobody trapped in an endless list;
    /// `.adjustable` keeps them repeating and shows VoiceOver one adjustable element, like a
    /// picker wheel: swipe up or down centres the next or previous item, across the end of your
    /// data, and VoiceOver reads the item's label and its place ("Lisbon, 3 of 12"). A carousel's
    /// auto-scroll pauses while VoiceOver's focus is inside the view.
    ///
    /// ```swift
    /// collectionView.infinite.voiceOverBehavior = .adjustable
    /// collectionView.accessibilityLabel = "Cities"       // the element's label
    /// collectionView.infinite.accessibilityItemLabel = { cities[$0.item].name }
    /// ```
    public var voiceOverBehavior: InfiniteVoiceOverBehavior {
        get { base.existingListAttachment?.listController.voiceOverBehavior ?? .finite }
        nonmutating set { base.listAttachment?.setVoiceOverBehavior(newValue, ofListView: base) }
    }

    /// The label VoiceOver reads for your item (your index path) on the adjustable element
    /// (`voiceOverBehavior` `.adjustable`); nil (the default) reads the centred cell's own
    /// `accessibilityLabel`, and without one just the place ("3 of 12").
    ///
    /// ```swift
    /// tableView.infinite.accessibilityItemLabel = { indexPath in rows[indexPath.row].title }
    /// ```
    public var accessibilityItemLabel: ((IndexPath) -> String?)? {
        get { base.existingListAttachment?.listController.accessibilityText.itemLabel }
        nonmutating set { base.listAttachment?.listController.accessibilityText.itemLabel = newValue }
    }

    /// How the adjustable element (`voiceOverBehavior` `.adjustable`) words your item's place:
    /// item `index` (0-based, sections flattened) of `count`. Nil (the default) reads "3 of 12",
    /// in English; set it to speak your app's language. The three-finger scroll status uses it too.
    ///
    /// ```swift
    /// collectionView.infinite.accessibilityPositionDescription = { index, count in
    ///     String(format: NSLocalizedString("%d of %d", comment: "carousel position"), index + 1, count)
    /// }
    /// ```
    public var accessibilityPositionDescription: (@MainActor (_ index: Int, _ count: Int) -> String)? {
        get { base.existingListAttachment?.listController.accessibilityText.positionDescription }
        nonmutating set { base.listAttachment?.listController.accessibilityText.positionDescription = newValue }
    }

    /// What `voiceOverStatusDidChangeNotification` does, with VoiceOver's state given: the
    /// controller decides, then the view shows the adjustable element or its own elements.
    package func voiceOverStatusDidChange(isRunning: Bool) {
        base.listAttachment?.voiceOverStatusDidChange(isRunning: isRunning, listView: base)
    }
}
#endif
