import Foundation

/// One of UIKit's table-view assertions (an `NSInternalInconsistencyException` in an app),
/// recorded by the host instead of crashing so a test can report it.
///
/// ```swift
/// table.layoutIfNeeded()
/// #expect(table.assertionFailures.isEmpty, "\(table.assertionFailures)")
/// ```
package struct HostTableViewAssertion: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which rule was broken.
    package enum Kind: String, Hashable, Sendable {
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

    package var kind: Kind
    /// The host's wording of UIKit's message.
    package var message: String
    /// The path involved, if any.
    package var indexPath: IndexPath?

    package init(kind: Kind, message: String, indexPath: IndexPath? = nil) {
        self.kind = kind
        self.message = message
        self.indexPath = indexPath
    }

    package var description: String { "\(kind.rawValue) at \(indexPath.map { "\($0)" } ?? "-"): \(message)" }
}
