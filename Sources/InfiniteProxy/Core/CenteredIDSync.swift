import Foundation

/// Keeps a two-way binding to the centred item's identifier and the scroll position in step,
/// as `scrollPosition(id:)` does, without an update loop.
///
/// The view reads the binding at every update (``bindingRead(_:isShown:)``) and reports the
/// centred item after every scroll, layout or data change (``centred(_:isScrollingToTarget:)``).
/// Three rules keep them from feeding each other:
/// - a value the binding already had when last read is not a request (a stale read while our own
///   write is on its way is ignored), nor is the value we published ourselves (its echo);
/// - a request scrolls to its item, and the binding keeps the request while that scroll runs,
///   so the items it passes are not published;
/// - the centred item is published only when its identifier changes: a recentering jump, which
///   shows the same item, publishes nothing.
///
/// ```swift
/// var sync = CenteredIDSync<Int>()
/// sync.bindingRead(nil) { _ in true }                  // nil: nothing to scroll to
/// sync.centred(4, isScrollingToTarget: false)          // .some(4): publish 4
/// sync.bindingRead(4) { _ in true }                    // nil: our own echo
/// sync.bindingRead(9) { _ in true }                    // 9: scroll to it
/// sync.centred(6, isScrollingToTarget: true)           // nil: the binding stays 9 meanwhile
/// sync.centred(9, isScrollingToTarget: false)          // nil: 9 is already published
/// ```
///
/// - Complexity: O(1) per call, plus `isShown`.
package struct CenteredIDSync<ID: Hashable> {
    /// The value the binding holds by our account (our last write or the app's last request).
    package private(set) var published: ID?
    /// The item a requested scroll is going to, until it ends.
    package private(set) var target: ID?
    /// The binding's value at the last read; nil before the first.
    private var lastRead: ID??
    /// The binding was read with a value that names no item: publish the centred one again.
    private var needsRepublish = true

    package init() {}

    /// The binding holds `value` (read at a view update). Returns the item to scroll to, or nil.
    ///
    /// - Parameter isShown: whether the data has an item with that identifier.
    package mutating func bindingRead(_ value: ID?, isShown: (ID) -> Bool) -> ID? {
        if let lastRead, lastRead == value { return nil }
        lastRead = .some(value)
        guard value != published else { return nil }
        guard let value, isShown(value) else {
            // Nil, or an item the data does not have: the binding gets the centred item back.
            needsRepublish = true
            return nil
        }
        published = value
        target = value
        return value
    }

    /// The item centred now is `id` (nil without items). Returns what to write to the binding:
    /// `.some(value)` to publish, nil for nothing.
    ///
    /// - Parameter isScrollingToTarget: whether the scroll a request started still runs.
    package mutating func centred(_ id: ID?, isScrollingToTarget: Bool) -> ID?? {
        if target != nil {
            if isScrollingToTarget { return nil }
            target = nil
        }
        guard id != published || needsRepublish else { return nil }
        needsRepublish = false
        published = id
        return .some(id)
    }

    /// The data changed: a request for an item that is gone is dropped (the centred item is
    /// published at the next ``centred(_:isScrollingToTarget:)``).
    package mutating func dataChanged(isShown: (ID) -> Bool) {
        if let target, !isShown(target) {
            self.target = nil
            needsRepublish = true
        }
    }

    /// The value the binding must hold at rest: the request while its scroll runs, else the
    /// centred item.
    package func expectedBinding(centred: ID?, isScrollingToTarget: Bool) -> ID? {
        if let target, isScrollingToTarget { return target }
        return centred
    }
}
