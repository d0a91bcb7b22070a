import Foundation

/// One of UIKit's table-view or collection-view assertions (an `NSInternalInconsistencyException`
/// in an app), recorded by the host instead of crashing so a test can report it. `Rule` lists the
/// view's rules (``HostTableAssertionRule``, ``HostCollectionAssertionRule``).
///
/// ```swift
/// table.layoutIfNeeded()
/// #expect(table.assertionFailures.isEmpty, "\(table.assertionFailures)")
/// ```
///
/// - Complexity: O(1).
package struct HostViewAssertion<Rule: RawRepresentable & Hashable & Sendable>: Error, Hashable, Sendable,
    CustomStringConvertible where Rule.RawValue == String {
    /// Which rule was broken.
    package typealias Kind = Rule

    package var kind: Kind
    /// UIKit's message (or the host's wording of it).
    package var message: String
    /// The index path the view was asking for or was given, if any.
    package var indexPath: IndexPath?

    package init(kind: Kind, message: String, indexPath: IndexPath? = nil) {
        self.kind = kind
        self.message = message
        self.indexPath = indexPath
    }

    package var description: String { "\(kind.rawValue) at \(indexPath.map { "\($0)" } ?? "-"): \(message)" }
}
