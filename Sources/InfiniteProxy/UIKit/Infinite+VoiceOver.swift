#if canImport(UIKit)
import UIKit

@MainActor
extension Infinite where Base: UICollectionView {
    /// What VoiceOver users get while VoiceOver runs: `.finite` (the default) makes the items stop
    /// repeating, every item reachable in order; `.adjustable` keeps them repeating and shows
    /// VoiceOver one adjustable element, like a picker wheel: swipe up or down centres the next or
    /// previous item, across the end of your data, and VoiceOver reads the item's label and its
    /// place ("Lisbon, 3 of 12"). Auto-scroll pauses while VoiceOver's focus is inside the view.
    ///
    /// ```swift
    /// collectionView.infinite.voiceOverBehavior = .adjustable
    /// collectionView.accessibilityLabel = "Cities"       // the element's label
    /// collectionView.infinite.accessibilityItemLabel = { cities[$0.item].name }
    /// ```
    public var voiceOverBehavior: InfiniteVoiceOverBehavior {
        get { base.infiniteCollectionController?.voiceOverBehavior ?? .finite }
        nonmutating set { InfiniteCollectionAttachment.attachment(for: base)?.setVoiceOverBehavior(newValue, of: base) }
    }

    /// The label VoiceOver reads for your item (your index path) on the adjustable element
    /// (`voiceOverBehavior` `.adjustable`); nil (the default) reads the centred cell's own
    /// `accessibilityLabel`, and without one just the place ("3 of 12").
    ///
    /// ```swift
    /// collectionView.infinite.accessibilityItemLabel = { indexPath in cities[indexPath.item].name }
    /// ```
    public var accessibilityItemLabel: ((IndexPath) -> String?)? {
        get { base.infiniteCollectionController?.accessibilityText.itemLabel }
        nonmutating set { InfiniteCollectionAttachment.attachment(for: base)?.controller.accessibilityText.itemLabel = newValue }
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
        get { base.infiniteCollectionController?.accessibilityText.positionDescription }
        nonmutating set {
            InfiniteCollectionAttachment.attachment(for: base)?.controller.accessibilityText.positionDescription = newValue
        }
    }

    /// What `voiceOverStatusDidChangeNotification` does, with VoiceOver's state given: the
    /// controller decides, then the view shows the adjustable element or its own elements.
    package func voiceOverStatusDidChange(isRunning: Bool) {
        InfiniteCollectionAttachment.attachment(for: base)?.voiceOverStatusDidChange(isRunning: isRunning, view: base)
    }
}

@MainActor
extension Infinite where Base: UITableView {
    /// What VoiceOver users get while VoiceOver runs: `.finite` (the default for lists: every row
    /// reachable, nobody trapped in an endless list) or `.adjustable`, one element that loops like
    /// a picker wheel (see `UICollectionView`'s `infinite.voiceOverBehavior`).
    ///
    /// ```swift
    /// tableView.infinite.voiceOverBehavior = .adjustable
    /// ```
    public var voiceOverBehavior: InfiniteVoiceOverBehavior {
        get { base.infiniteListController?.voiceOverBehavior ?? .finite }
        nonmutating set { InfiniteTableAttachment.attachment(for: base)?.setVoiceOverBehavior(newValue, of: base) }
    }

    /// The label VoiceOver reads for your row on the adjustable element; nil reads the centred
    /// cell's own `accessibilityLabel`.
    ///
    /// ```swift
    /// tableView.infinite.accessibilityItemLabel = { indexPath in rows[indexPath.row].title }
    /// ```
    public var accessibilityItemLabel: ((IndexPath) -> String?)? {
        get { base.infiniteListController?.accessibilityText.itemLabel }
        nonmutating set { InfiniteTableAttachment.attachment(for: base)?.controller.accessibilityText.itemLabel = newValue }
    }

    /// How the adjustable element words your row's place ("3 of 12" when nil; see
    /// `UICollectionView`'s `infinite.accessibilityPositionDescription`).
    ///
    /// ```swift
    /// tableView.infinite.accessibilityPositionDescription = { index, count in "\(index + 1) / \(count)" }
    /// ```
    public var accessibilityPositionDescription: (@MainActor (_ index: Int, _ count: Int) -> String)? {
        get { base.infiniteListController?.accessibilityText.positionDescription }
        nonmutating set { InfiniteTableAttachment.attachment(for: base)?.controller.accessibilityText.positionDescription = newValue }
    }
}
#endif
