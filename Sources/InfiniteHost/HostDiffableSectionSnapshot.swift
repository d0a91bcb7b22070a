import Foundation

/// A model of `NSDiffableDataSourceSectionSnapshot` (iOS 14): one section's items as an outline —
/// items with children, each parent expanded or collapsed — of which the view shows the
/// *visible* items (those whose ancestors are all expanded), in depth-first order.
///
/// ```swift
/// var outline = HostDiffableSectionSnapshot<String>()
/// outline.append(["Food", "Drinks"])
/// outline.append(["Apple", "Bread"], to: "Food")
/// outline.visibleItems          // ["Food", "Drinks"]
/// outline.expand(["Food"])
/// outline.visibleItems          // ["Food", "Apple", "Bread", "Drinks"]
/// ```
///
/// Applying one to a section (``HostCollectionDiffableDataSource/apply(_:to:animatingDifferences:completion:)``)
/// replaces that section's items in the data source's snapshot by ``visibleItems`` and applies the
/// result as any snapshot: expanding or collapsing becomes inserts or deletes within the section.
///
/// - Complexity: ``visibleItems`` and ``items`` O(n); editing O(n) for n items.
package struct HostDiffableSectionSnapshot<ItemID: Hashable> {
    /// Children in order; the key nil holds the root items.
    private var children: [ItemID?: [ItemID]] = [:]
    private var parents: [ItemID: ItemID] = [:]
    private var all: Set<ItemID> = []
    /// Parents shown expanded.
    package private(set) var expandedItems: Set<ItemID> = []

    package init() {}

    /// Every item, depth-first.
    package var items: [ItemID] { flattened(onlyVisible: false) }

    /// The items the view shows: those whose ancestors are all expanded, depth-first.
    package var visibleItems: [ItemID] { flattened(onlyVisible: true) }

    /// The root items, in order.
    package var rootItems: [ItemID] { children[nil] ?? [] }

    package func contains(_ item: ItemID) -> Bool { all.contains(item) }

    package func parent(of item: ItemID) -> ItemID? { parents[item] }

    package func isExpanded(_ item: ItemID) -> Bool { expandedItems.contains(item) }

    /// Whether `item` has children (a disclosure shows for it).
    package func hasChildren(_ item: ItemID) -> Bool { !(children[item] ?? []).isEmpty }

    /// Whether `item` shows: all its ancestors are expanded.
    package func isVisible(_ item: ItemID) -> Bool {
        guard all.contains(item) else { return false }
        var cursor = parents[item]
        while let ancestor = cursor {
            if !expandedItems.contains(ancestor) { return false }
            cursor = parents[ancestor]
        }
        return true
    }

    /// Depth of `item` (0 for a root item), nil when absent.
    package func level(of item: ItemID) -> Int? {
        guard all.contains(item) else { return nil }
        var level = 0
        var cursor = parents[item]
        while let ancestor = cursor {
            level += 1
            cursor = parents[ancestor]
        }
        return level
    }

    // MARK: Editing (identifiers must stay unique, as UIKit requires; duplicates are ignored)

    /// `append(_:to:)`: `items` become the last children of `parent` (root items without one).
    /// A missing parent leaves the snapshot unchanged.
    package mutating func append(_ items: [ItemID], to parent: ItemID? = nil) {
        if let parent, !all.contains(parent) { return }
        for item in items where !all.contains(item) {
            all.insert(item)
            children[parent, default: []].append(item)
            if let parent { parents[item] = parent }
        }
    }

    /// `delete(_:)`: the items and their descendants.
    package mutating func delete(_ items: [ItemID]) {
        for item in items where all.contains(item) {
            for child in children[item] ?? [] { delete([child]) }
            children[item] = nil
            children[parents[item]]?.removeAll { $0 == item }
            parents[item] = nil
            all.remove(item)
            expandedItems.remove(item)
        }
    }

    /// `expand(_:)`: their children show (when their own ancestors are expanded).
    package mutating func expand(_ items: [ItemID]) {
        expandedItems.formUnion(items.filter(all.contains))
    }

    /// `collapse(_:)`: their descendants hide.
    package mutating func collapse(_ items: [ItemID]) {
        expandedItems.subtract(items)
    }

    private func flattened(onlyVisible: Bool) -> [ItemID] {
        var result: [ItemID] = []
        result.reserveCapacity(all.count)
        func walk(_ parent: ItemID?) {
            for item in children[parent] ?? [] {
                result.append(item)
                if !onlyVisible || expandedItems.contains(item) { walk(item) }
            }
        }
        walk(nil)
        return result
    }
}
