import Foundation

/// How a pager's pages move when its data changes from one list of identifiers to another: each
/// old page's new number, and what becomes of the page on screen — kept as it is (only
/// renumbered), or, when its item left the data, left on screen to slide one page on to the
/// nearest item that stayed, in the direction the pager moves (to the first page when none
/// stayed).
///
/// ```swift
/// let change = PageDataChange(old: [1, 2, 3, 4], new: UniqueIdentifiers([1, 3, 4]),
///                             shown: .page(1), direction: 1)
/// change.pages     // [0, nil, 1, 2]
/// change.current   // .leaving(towards: 1, direction: 1): item 2 slides away, item 3 comes
/// ```
///
/// A page can only slide between two pages or more: a change to one page (or from none) replaces
/// the page on screen instead.
///
/// - Complexity: O(n) for n old pages, plus the look-ups of their identifiers in `new`.
package struct PageDataChange: Hashable, Sendable {
    /// What the pager shows before the change.
    package enum Shown: Hashable, Sendable {
        /// Old page `page`, an item of the old data.
        case page(Int)
        /// A page whose item had already left the data, sliding `direction` (1 or -1) pages onto
        /// old page `towards`.
        case leaving(towards: Int, direction: Int)
    }

    /// What becomes of the page on screen.
    package enum Current: Hashable, Sendable {
        /// Its item is now page `page`: it stays as it is.
        case kept(page: Int)
        /// Its item left the data: it stays on screen and slides `direction` (1 or -1) pages, onto
        /// page `towards`.
        case leaving(towards: Int, direction: Int)
        /// It can neither stay nor slide (no page before or after, or a single page after): the
        /// pager reloads and shows `page` (nil: whichever page the reload keeps).
        case replaced(page: Int?)
    }

    /// The number of pages after the change.
    package var count: Int
    /// The new page of each old page; nil where its item left the data.
    package var pages: [Int?]
    /// What becomes of the page on screen.
    package var current: Current

    /// The change from `old` to `new` while the pager shows `shown` (nil: no page) and moves in
    /// `direction` (negative: towards lower pages; otherwise forwards).
    package init<ID: Hashable>(old: [ID], new: UniqueIdentifiers<ID>, shown: Shown?, direction: Int) {
        count = new.count
        pages = old.map { new.item(of: $0) }
        current = PageDataChange.current(pages: pages, count: new.count, shown: shown,
                                          direction: direction < 0 ? -1 : 1)
    }

    /// The new page of the first old page from `page` on, stepping `direction` and wrapping, whose
    /// item stayed; nil when none did.
    ///
    /// ```swift
    /// PageDataChange.survivor(from: 3, direction: 1, pages: [0, nil, 1, nil])   // 0: wrapped
    /// ```
    ///
    /// - Complexity: O(n).
    package static func survivor(from page: Int, direction: Int, pages: [Int?]) -> Int? {
        guard pages.indices.contains(page) else { return nil }
        var old = page
        for _ in pages.indices {
            if let new = pages[old] { return new }
            old = (old + direction + pages.count) % pages.count
        }
        return nil
    }

    private static func current(pages: [Int?], count: Int, shown: Shown?, direction: Int) -> Current {
        guard let shown, count > 0 else { return .replaced(page: nil) }
        let start: Int
        var slide = direction
        switch shown {
        case .page(let page):
            guard pages.indices.contains(page) else { return .replaced(page: nil) }
            if let kept = pages[page] { return .kept(page: kept) }
            start = page
        case .leaving(let towards, let leavingDirection):
            start = towards
            slide = leavingDirection < 0 ? -1 : 1
        }
        // No item stayed: the new data's first page comes in the same way.
        let target = survivor(from: start, direction: slide, pages: pages) ?? 0
        return count >= 2 ? .leaving(towards: target, direction: slide) : .replaced(page: target)
    }
}
