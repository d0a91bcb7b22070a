import Foundation

/// The identifiers of an app's data with every repeated identifier dropped after its first
/// occurrence, as the SwiftUI views show it: one item per identifier, in the data's order.
///
/// `ForEach` with duplicate identifiers is undefined behaviour; the infinite views keep the first
/// element of each identifier instead, report the others (``duplicates``) for a runtime
/// diagnostic, and never crash.
///
/// ```swift
/// let unique = UniqueIdentifiers(["a", "b", "a", "c", "b"])
/// unique.ids              // ["a", "b", "c"]
/// unique.elementOffsets   // [0, 1, 3]: where each kept id sits in the data
/// unique.duplicates       // ["a", "b"]
/// unique.item(of: "c")    // 2
/// ```
///
/// - Complexity: O(n) to build; ``item(of:)`` O(1).
package struct UniqueIdentifiers<ID: Hashable> {
    /// The kept identifiers, in the data's order.
    package private(set) var ids: [ID] = []
    /// For each kept identifier, the offset of its element in the data.
    package private(set) var elementOffsets: [Int] = []
    /// Identifiers that occurred more than once, each once, in order of their second occurrence.
    package private(set) var duplicates: [ID] = []
    private var items: [ID: Int] = [:]

    /// Keeps the first occurrence of every identifier of `data`.
    package init(_ data: some Sequence<ID>) {
        var repeated = Set<ID>()
        for (offset, id) in data.enumerated() {
            if items[id] == nil {
                items[id] = ids.count
                ids.append(id)
                elementOffsets.append(offset)
            } else if repeated.insert(id).inserted {
                duplicates.append(id)
            }
        }
    }

    /// The number of items shown.
    package var count: Int { ids.count }

    /// The item (row) that shows `id`, nil when the data has no such identifier.
    package func item(of id: ID) -> Int? { items[id] }

    /// The identifier of `item`, nil outside the data.
    package func id(ofItem item: Int) -> ID? {
        item >= 0 && item < ids.count ? ids[item] : nil
    }

    /// The message a duplicate gets at run time, nil without duplicates.
    ///
    /// ```swift
    /// UniqueIdentifiers([1, 1]).diagnostic(in: "InfiniteList")
    /// // "InfiniteList: the ID 1 occurs more than once in the data; only its first element is shown. …"
    /// ```
    package func diagnostic(in view: String) -> String? {
        guard !duplicates.isEmpty else { return nil }
        let shown = duplicates.prefix(5).map { "\($0)" }.joined(separator: ", ")
        let more = duplicates.count > 5 ? " and \(duplicates.count - 5) more" : ""
        let noun = duplicates.count == 1 ? "the ID \(shown) occurs" : "the IDs \(shown)\(more) occur"
        return "\(view): \(noun) more than once in the data; only the first element of each is shown. "
            + "Give every element a unique identifier (Identifiable, or the id: key path)."
    }
}
