import Foundation
import InfiniteProxy

/// A headless `UICollectionReusableView`: what a collection view dequeues, lays out and reuses.
///
/// Clients subclass it (or ``HostCollectionViewCell``) exactly as they would in UIKit and put
/// whatever they show into ``text`` or their own properties.
///
/// ```swift
/// final class BadgeView: HostCollectionReusableView {}
/// collectionView.register(BadgeView.self,
///                         forSupplementaryViewOfKind: HostCollectionView.elementKindSectionHeader,
///                         withReuseIdentifier: "badge")
/// ```
///
/// - Complexity: O(1) storage.
open class HostCollectionReusableView {
    /// The identifier it was registered and dequeued under (nil for a view the client created
    /// itself, which UIKit rejects).
    package internal(set) var reuseIdentifier: String?
    /// Its frame in content coordinates, set by the collection view when it is displayed.
    package internal(set) var frame: CGRect = .zero
    /// The (virtual) index path the collection view laid it out at, nil while in the reuse pool.
    package internal(set) var layoutIndexPath: IndexPath?
    /// A number unique within the collection view that created it (0 for views created elsewhere).
    package internal(set) var serial = 0
    /// Free text the client configures (what the view "shows").
    package var text = ""
    /// How often ``prepareForReuse()`` ran.
    package private(set) var reuseCount = 0

    /// The path the view was dequeued for, and by which request; bookkeeping for UIKit's checks.
    var dequeuedFor: HostDequeueRecord?

    /// Creates a view; collection views call this for registered classes.
    public required init() {}

    /// Called before a reused view is handed out again, as in UIKit.
    open func prepareForReuse() {
        reuseCount += 1
        text = ""
    }
}

/// A headless `UICollectionViewCell`.
///
/// For self-sizing (``HostCollectionViewFlowLayout/estimatedItemSize`` not zero), the client sets
/// ``fittingSize`` in `cellForItemAt` to the size Auto Layout would compute; the layout replaces
/// the estimate with it once the cell is displayed.
///
/// ```swift
/// let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
/// cell.text = names[indexPath.item]
/// cell.fittingSize = CGSize(width: 390, height: heights[indexPath.item])
/// ```
open class HostCollectionViewCell: HostCollectionReusableView {
    /// What `preferredLayoutAttributesFitting(_:)` would return; nil keeps the layout's size.
    package var fittingSize: CGSize?
    /// Whether the cell shows its item as selected.
    package internal(set) var isSelected = false
    /// Whether the cell shows its item as highlighted (`isHighlighted`): set by the collection
    /// view while a finger is down on the item, and by the library on the item's twins.
    package internal(set) var isHighlighted = false

    public required init() {}

    open override func prepareForReuse() {
        super.prepareForReuse()
        fittingSize = nil
        isSelected = false
        isHighlighted = false
    }
}

/// Which request a view was dequeued for.
struct HostDequeueRecord: Equatable {
    var kind: String
    var indexPath: IndexPath
    var request: Int
}
