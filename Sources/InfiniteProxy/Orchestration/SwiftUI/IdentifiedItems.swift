import Foundation

/// What the SwiftUI views' models keep of the app's data: the identifiers shown (one item each),
/// the binding's state and the diagnostics given so far.
///
/// ```swift
/// var items = IdentifiedItems<Int>()
/// let change = items.load([3, 1, 3])   // change.diagnostic: "InfiniteProxy: the ID 3 occurs …"
/// items.data.ids                      // [3, 1]
/// items.bindingRead(1)                // 1: scroll to it
/// ```
///
/// - Complexity: ``load(_:)`` O(n); the rest O(1).
package struct IdentifiedItems<ID: Hashable> {
    /// The data shown, one item per identifier.
    package private(set) var data = UniqueIdentifiers<ID>([])
    /// The binding's state.
    package private(set) var sync = CenteredIDSync<ID>()
    /// The distinct diagnostics given so far.
    package private(set) var diagnostics: [String] = []

    package init() {}

    /// Takes new data. Returns the data before, and a diagnostic not given before (duplicates).
    package mutating func load(_ ids: some Sequence<ID>) -> (old: UniqueIdentifiers<ID>, diagnostic: String?) {
        let old = data
        data = UniqueIdentifiers(ids)
        let data = data
        sync.dataChanged { data.item(of: $0) != nil }
        guard let message = data.diagnostic(in: "InfiniteProxy"), !diagnostics.contains(message) else { return (old, nil) }
        diagnostics.append(message)
        return (old, message)
    }

    /// The binding holds `value`: the identifier to scroll to, or nil.
    package mutating func bindingRead(_ value: ID?) -> ID? {
        let data = data
        return sync.bindingRead(value) { data.item(of: $0) != nil }
    }

    /// The item centred now: what to publish (see ``CenteredIDSync/centred(_:isScrollingToTarget:)``).
    package mutating func centred(_ id: ID?, isScrollingToTarget: Bool) -> ID?? {
        sync.centred(id, isScrollingToTarget: isScrollingToTarget)
    }
}
