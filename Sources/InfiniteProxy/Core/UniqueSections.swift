import Foundation

/// The sections of an app's data and their items' identifiers, with every repeated identifier
/// dropped after its first occurrence, as a sectioned `InfiniteList` shows it: one section per
/// section identifier, one row per item identifier across the whole list, in the data's order.
///
/// The centred-item binding names an item by its identifier alone, whatever its section, so item
/// identifiers must be unique across sections. A repeated section identifier drops that later
/// section with its items; a repeated item identifier drops that later item. Both are reported
/// (``duplicateSections``, ``duplicates``) for a runtime diagnostic; nothing crashes.
///
/// ```swift
/// let unique = UniqueSections([(id: "A", items: [1, 2]), (id: "B", items: [3, 1]), (id: "A", items: [9])])
/// unique.sectionIDs           // ["A", "B"]
/// unique.items                // [[1, 2], [3]]
/// unique.itemOffsets          // [[0, 1], [0]]: where each kept item sits in its data section
/// unique.sectionOffsets       // [0, 1]
/// unique.path(of: 3)          // source[1, 0]
/// unique.duplicates           // [1]
/// unique.duplicateSections    // ["A"]
/// ```
///
/// - Complexity: O(n + s) to build for n items and s sections; look-ups O(1).
package struct UniqueSections<SectionID: Hashable, ID: Hashable> {
    /// The kept sections' identifiers, in the data's order.
    package private(set) var sectionIDs: [SectionID] = []
    /// The kept items' identifiers, per kept section.
    package private(set) var items: [[ID]] = []
    /// For each kept section, the offset of its section in the data.
    package private(set) var sectionOffsets: [Int] = []
    /// For each kept item, the offset of its element in its data section.
    package private(set) var itemOffsets: [[Int]] = []
    /// Item identifiers that occurred more than once, each once, in order of their second occurrence.
    package private(set) var duplicates: [ID] = []
    /// Section identifiers that occurred more than once, each once.
    package private(set) var duplicateSections: [SectionID] = []
    /// The number of items shown, all sections together.
    package private(set) var count = 0
    private var paths: [ID: SourceIndexPath] = [:]

    /// No sections.
    package init() {}

    /// Keeps the first occurrence of every section and item identifier of `sections`.
    package init(_ sections: some Sequence<(id: SectionID, items: [ID])>) {
        var seenSections = Set<SectionID>()
        var repeatedSections = Set<SectionID>()
        var repeated = Set<ID>()
        for (sectionOffset, section) in sections.enumerated() {
            guard seenSections.insert(section.id).inserted else {
                if repeatedSections.insert(section.id).inserted { duplicateSections.append(section.id) }
                continue
            }
            let index = sectionIDs.count
            var kept: [ID] = []
            var offsets: [Int] = []
            kept.reserveCapacity(section.items.count)
            for (offset, id) in section.items.enumerated() {
                if paths[id] == nil {
                    paths[id] = SourceIndexPath(section: index, item: kept.count)
                    kept.append(id)
                    offsets.append(offset)
                } else if repeated.insert(id).inserted {
                    duplicates.append(id)
                }
            }
            count += kept.count
            sectionIDs.append(section.id)
            sectionOffsets.append(sectionOffset)
            items.append(kept)
            itemOffsets.append(offsets)
        }
    }

    /// The number of rows of each kept section.
    package var itemCounts: [Int] { items.map(\.count) }

    /// Where the item with `id` is shown, nil when the data has no such identifier.
    package func path(of id: ID) -> SourceIndexPath? { paths[id] }

    /// Whether the data has an item with `id`.
    package func contains(_ id: ID) -> Bool { paths[id] != nil }

    /// The identifier of the item at `path`, nil outside the data.
    package func id(at path: SourceIndexPath) -> ID? {
        guard path.section >= 0, path.section < items.count, path.item >= 0,
              path.item < items[path.section].count else { return nil }
        return items[path.section][path.item]
    }

    /// Whether `other` shows the same sections and items in the same order.
    package func hasSameIdentifiers(as other: UniqueSections) -> Bool {
        sectionIDs == other.sectionIDs && items == other.items
    }

    /// The message duplicates get at run time, nil without any.
    ///
    /// ```swift
    /// UniqueSections([(id: 0, items: [1, 1])]).diagnostic(in: "InfiniteList")
    /// // "InfiniteList: the ID 1 occurs more than once in the data; only the first element of each is shown. …"
    /// ```
    package func diagnostic(in view: String) -> String? {
        var parts: [String] = []
        if !duplicates.isEmpty { parts.append(Self.phrase(duplicates, noun: ("ID", "IDs"))) }
        if !duplicateSections.isEmpty { parts.append(Self.phrase(duplicateSections, noun: ("section ID", "section IDs"))) }
        guard !parts.isEmpty else { return nil }
        return "\(view): \(parts.joined(separator: ", ")) in the data; only the first element of each is shown. "
            + "Give every element and every section a unique identifier (Identifiable, or the id: key path); "
            + "an item's identifier must be unique across sections."
    }

    private static func phrase<T>(_ values: [T], noun: (one: String, many: String)) -> String {
        let shown = values.prefix(5).map { "\($0)" }.joined(separator: ", ")
        let more = values.count > 5 ? " and \(values.count - 5) more" : ""
        let verb = values.count == 1 ? "the \(noun.one) \(shown) occurs" : "the \(noun.many) \(shown)\(more) occur"
        return verb + " more than once"
    }
}
