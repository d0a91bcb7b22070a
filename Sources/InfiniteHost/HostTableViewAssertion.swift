import Foundation

/// A table-view assertion the host records (``HostViewAssertion``).
package typealias HostTableViewAssertion = HostViewAssertion<HostTableAssertionRule>

/// The table-view rules whose breach UIKit asserts (``HostTableViewAssertion``).
package enum HostTableAssertionRule: String, Hashable, Sendable {
    /// `dequeueReusableCell(withIdentifier:for:)` with a path the table is not asking for.
    case dequeuedForUnrequestedIndexPath
    /// Two dequeues with one path in one request ("Attempted to dequeue multiple cells for the
    /// same index path, which is not allowed").
    case dequeuedMultipleCellsForIndexPath
    /// `cellForRowAt` returned a cell that was not dequeued for this request (or not the one
    /// that was).
    case returnedCellNotDequeued
    /// `cellForRowAt` returned a cell the table is already showing for another row.
    case returnedCellAlreadyDisplayed
    /// Dequeued with an identifier nothing was registered for ("unable to dequeue a cell with
    /// identifier").
    case unregisteredReuseIdentifier
    /// Counts after an update do not match ("Invalid update: invalid number of rows in section").
    case invalidUpdate
    /// A path that names no row (`scrollToRow` to a row that does not exist).
    case invalidIndexPath
}
