import Foundation
import InfiniteProxy

// MARK: - Assertions

/// One of UIKit's collection-view assertions (an `NSInternalInconsistencyException` in an app),
/// recorded by the host instead of crashing.
package struct HostCollectionViewAssertion: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which rule was broken.
    package enum Kind: String, Hashable, Sendable {
        /// Dequeued with an identifier nothing was registered for.
        case unregisteredIdentifier
        /// Dequeued while the collection view was not asking for a view (iOS 18).
        case dequeueWithoutRequest
        /// The view returned was dequeued for another index path or kind (iOS 18).
        case dequeuedForAnotherIndexPath
        /// A view dequeued during a request was not returned (iOS 18).
        case dequeuedViewNotReturned
        /// The returned view was not dequeued by the data source for this request.
        case returnedViewNotDequeued
        /// Dequeued for an index path that is not in the collection view.
        case invalidIndexPath
        /// The layout has a header or footer but the data source gave no view.
        case missingSupplementaryView
        /// Counts after a batch do not add up ("Invalid update: invalid number of items in
        /// section …"), or an update names an item or section out of range.
        case invalidUpdate
    }

    package var kind: Kind
    /// UIKit's message (or the host's wording of it).
    package var message: String
    /// The index path the collection view was asking for, if any.
    package var indexPath: IndexPath?

    package var description: String { "\(kind.rawValue) at \(indexPath.map { "\($0)" } ?? "-"): \(message)" }

    /// iOS 18's text for a dequeued view that is not the one returned for the requested path.
    package static let expectedDequeuedViewMessage =
        "Expected dequeued view to be returned to the collection view in preparation for display. "
        + "When the collection view's data source is asked to provide a view for a given index path, "
        + "ensure that a single view is dequeued and returned to the collection view. Avoid dequeuing "
        + "views without a request from the collection view."
}
