import Foundation

/// What the SwiftUI views' models keep of the app's data: the identifiers shown (one item each;
/// ``UniqueIdentifiers`` for a flat list, ``UniqueSections`` for a sectioned one), the binding's
/// state and the diagnostics given so far.
///
/// ```swift
/// var items = IdentifiedItems<UniqueIdentifiers<Int>>()
/// let change = items.load(UniqueIdentifiers([3, 1, 3]))   // change.diagnostic: "InfiniteProxy: the ID 3 occurs …"
/// items.data.ids                                          // [3, 1]
/// items.bindingRead(1)                                    // 1: scroll to it
/// ```
///
/// - Complexity: ``load(_:)`` O(1) plus the diagnostic; the rest O(1).
package struct IdentifiedItems<Data: IdentifiedData> {
    /// The data shown, one item per identifier.
    package private(set) var data = Data()
    /// The binding's state.
    package private(set) var sync = CenteredIDSync<Data.ID>()
    /// The distinct diagnostics given so far.
    package private(set) var diagnostics: [String] = []

    package init() {}

    /// Takes new data. Returns the data before, and a diagnostic not given before (duplicates).
    package mutating func load(_ new: Data) -> (old: Data, diagnostic: String?) {
        let old = data
        data = new
        sync.dataChanged { new.contains($0) }
        guard let message = new.diagnostic(in: "InfiniteProxy"), !diagnostics.contains(message) else { return (old, nil) }
        diagnostics.append(message)
        return (old, message)
    }

    /// The binding holds `value`: the identifier to scroll to, or nil.
    package mutating func bindingRead(_ value: Data.ID?) -> Data.ID? {
        let data = data
        return sync.bindingRead(value) { data.contains($0) }
    }

    /// The item centred now: what to publish (see ``CenteredIDSync/centred(_:isScrollingToTarget:)``).
    package mutating func centred(_ id: Data.ID?, isScrollingToTarget: Bool) -> Data.ID?? {
        sync.centred(id, isScrollingToTarget: isScrollingToTarget)
    }
}

/// Data a SwiftUI view's model keeps: unique identifiers, and the diagnostic of those dropped.
package protocol IdentifiedData {
    associatedtype ID: Hashable
    /// No data.
    init()
    /// Whether an item has `id`.
    func contains(_ id: ID) -> Bool
    /// The runtime diagnostic for duplicates, prefixed with `view`; nil without any.
    func diagnostic(in view: String) -> String?
}

extension UniqueIdentifiers: IdentifiedData {
    package init() { self.init([]) }
    package func contains(_ id: ID) -> Bool { item(of: id) != nil }
}

extension UniqueSections: IdentifiedData {}
