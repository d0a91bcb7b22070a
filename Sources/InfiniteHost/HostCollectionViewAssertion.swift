import Foundation
import InfiniteProxy

// MARK: - Assertions

/// A collection-view assertion the host records (``HostViewAssertion``).
package typealias HostCollectionViewAssertion = HostViewAssertion<HostCollectionAssertionRule>

/// The collection-view rules whose breach UIKit asserts (``HostCollectionViewAssertion``).
package enum HostCollectionAssertionRule: String, Hashable, Sendable {
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

extension HostViewAssertion where Rule == HostCollectionAssertionRule {
    /// iOS 18's text for a dequeued view that is not the one returned for the requested path.
    package static var expectedDequeuedViewMessage: String {
        "Expected dequeued view to be returned to the collection view in preparation for display. "
        + "When the collection view's data source is asked to provide a view for a given index path, "
        + "ensure that a single view is dequeued and returned to the collection view. Avoid dequeuing "
        + "views without a request from the collection view."
    }
}
