import Foundation

/// Which of a pager's three page views shows which page, and whether its content has arrived.
///
/// A pager keeps exactly three page views (numbered 0, 1, 2) and moves them between the slots of a
/// ``PageLoop``. After every change of the loop, ``sync(with:)`` reassigns the views: a view keeps
/// its page when it can (on a one-page shift the old *next* view becomes the *current* one, so the
/// picture the user sees never changes hands), and every view that must show a new page gets a
/// fresh *ticket* in the returned assignments. The pager then shows a placeholder in that view and
/// asks for the page's content; when the content arrives — at once or asynchronously — it calls
/// ``fulfill(view:ticket:)``, which accepts it only if the view still waits for that very request.
/// So a slow load for page 5 can never appear on a view that has since moved on to page 7.
///
/// ```swift
/// var loop = PageLoop(count: 10)
/// var slots = PageSlots()
/// slots.sync(with: loop).map(\.page)      // [0, 1, 9]: every view needs content, current first
/// loop.shift(by: 1)
/// let fresh = slots.sync(with: loop)      // one assignment: page 2, in the view that showed 9
/// slots.fulfill(view: fresh[0].view, ticket: fresh[0].ticket)   // true: content shown
/// ```
///
/// - Complexity: O(1) storage; every call is O(1) (three views).
package struct PageSlots: Hashable, Sendable {
    /// What one page view shows.
    ///
    /// ```swift
    /// PageSlots().content(ofView: 0).page   // nil: nothing yet
    /// ```
    package struct Content: Hashable, Sendable {
        /// The page shown, or nil when the view is hidden.
        package var page: Int?
        /// The request the view waits for or shows; changes every time the page changes.
        package var ticket: UInt64
        /// Whether the content for ``ticket`` has arrived (otherwise a placeholder shows).
        package var isLoaded: Bool
        /// Whether the view shows an item that left the data (see ``PageSlots/renumber(pages:leaving:in:)``):
        /// ``page`` is then only the page of its slot, and the view is filled again once off screen.
        package var isLeaving = false
        /// For a leaving view: whether ``page`` is where the pager goes once it rests on it (a
        /// view that was not the current one when its item left stands on its slot's page);
        /// otherwise that page is one step further, the way the page on screen slides away.
        package var holdsDestination = false

        package init(page: Int?, ticket: UInt64, isLoaded: Bool, isLeaving: Bool = false) {
            self.page = page
            self.ticket = ticket
            self.isLoaded = isLoaded
            self.isLeaving = isLeaving
        }
    }

    /// A view that must show a new page: show a placeholder, then request `page` with `ticket`.
    ///
    /// ```swift
    /// let assignment = PageSlots.Assignment(view: 2, page: 7, ticket: 12)
    /// ```
    package struct Assignment: Hashable, Sendable {
        /// The page view (0, 1 or 2).
        package var view: Int
        /// The page it must show.
        package var page: Int
        /// The ticket to pass back to ``PageSlots/fulfill(view:ticket:)``.
        package var ticket: UInt64

        /// Creates an assignment.
        package init(view: Int, page: Int, ticket: UInt64) {
            self.view = view
            self.page = page
            self.ticket = ticket
        }
    }

    /// The number of page views.
    package static let viewCount = 3

    /// What each view (0, 1, 2) shows.
    package private(set) var contents: [Content]
    /// The view in each slot, in slot order previous, current, next.
    package private(set) var viewsBySlot: [Int]
    private var windowPosition: Int
    private var lastTicket: UInt64 = 0
    private var synced = false
    /// The buffer ``sync(with:)`` refills and returns: once the caller let the previous
    /// assignments go it is uniquely owned again, so passing a page allocates nothing. Not part of
    /// the value (equality and hashing ignore it).
    private var assignmentBuffer: [Assignment] = []

    /// Three empty views: view 0 in the previous slot, 1 current, 2 next.
    ///
    /// ```swift
    /// PageSlots().view(in: .current)   // 1
    /// ```
    ///
    /// - Complexity: O(1).
    package init() {
        contents = Array(repeating: Content(page: nil, ticket: 0, isLoaded: false), count: PageSlots.viewCount)
        viewsBySlot = [0, 1, 2]
        windowPosition = 0
        assignmentBuffer.reserveCapacity(PageSlots.viewCount)
    }

    package static func == (lhs: PageSlots, rhs: PageSlots) -> Bool {
        lhs.contents == rhs.contents && lhs.viewsBySlot == rhs.viewsBySlot && lhs.windowPosition == rhs.windowPosition
            && lhs.lastTicket == rhs.lastTicket && lhs.synced == rhs.synced
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(contents)
        hasher.combine(viewsBySlot)
        hasher.combine(windowPosition)
        hasher.combine(lastTicket)
        hasher.combine(synced)
    }

    /// The view placed in `slot`.
    ///
    /// ```swift
    /// PageSlots().view(in: .next)   // 2
    /// ```
    ///
    /// - Complexity: O(1).
    package func view(in slot: PageLoop.Slot) -> Int { viewsBySlot[slot.rawValue + 1] }

    /// The slot `view` is placed in; nil for a number that is not a view.
    ///
    /// ```swift
    /// PageSlots().slot(ofView: 0)   // .previous
    /// ```
    ///
    /// - Complexity: O(1).
    package func slot(ofView view: Int) -> PageLoop.Slot? {
        guard let index = viewsBySlot.firstIndex(of: view) else { return nil }
        return PageLoop.Slot(rawValue: index - 1)
    }

    /// What `view` shows; an empty content for a number that is not a view.
    ///
    /// ```swift
    /// PageSlots().content(ofView: 7).page   // nil
    /// ```
    ///
    /// - Complexity: O(1).
    package func content(ofView view: Int) -> Content {
        guard contents.indices.contains(view) else { return Content(page: nil, ticket: 0, isLoaded: false) }
        return contents[view]
    }

    /// What the view in `slot` shows.
    ///
    /// ```swift
    /// PageSlots().content(in: .current).isLoaded   // false
    /// ```
    ///
    /// - Complexity: O(1).
    package func content(in slot: PageLoop.Slot) -> Content { contents[view(in: slot)] }

    /// Places the views for `loop`'s window and returns the views that need new content (an empty
    /// array when nothing changed). Views whose slot has no page are hidden (their page becomes nil
    /// and any load they waited for is void).
    ///
    /// ```swift
    /// var slots = PageSlots()
    /// slots.sync(with: PageLoop(count: 1)).count   // 1: only the current slot has a page
    /// ```
    ///
    /// - Complexity: O(1); no allocation once the caller let the previous assignments go.
    package mutating func sync(with loop: PageLoop) -> [Assignment] {
        let moved = synced ? loop.windowPosition &- windowPosition : 0
        windowPosition = loop.windowPosition
        synced = true
        let slots: [PageLoop.Slot] = [.current, .next, .previous]   // the visible page first
        var chosen: [Int?] = [nil, nil, nil]                        // by slot index
        var taken = [false, false, false]                           // by view
        func take(_ view: Int, for slot: PageLoop.Slot) {
            chosen[slot.rawValue + 1] = view
            taken[view] = true
        }
        // 1. The view that travelled into the slot with the window, if it shows the right page.
        if moved.magnitude <= 2 {
            for slot in slots {
                let from = slot.rawValue + moved
                guard (-1...1).contains(from), let page = loop.page(in: slot) else { continue }
                let view = viewsBySlot[from + 1]
                if !taken[view], contents[view].page == page { take(view, for: slot) }
            }
        }
        // 2. Any free view already showing the page.
        for slot in slots where chosen[slot.rawValue + 1] == nil {
            guard let page = loop.page(in: slot) else { continue }
            if let view = (0..<PageSlots.viewCount).first(where: {
                !taken[$0] && !contents[$0].isLeaving && contents[$0].page == page
            }) {
                take(view, for: slot)
            }
        }
        // 3. The rest get new content (or are hidden).
        var assignments = assignmentBuffer
        assignmentBuffer = []      // the buffer is `assignments`' alone while it is refilled
        assignments.removeAll(keepingCapacity: true)
        for slot in slots where chosen[slot.rawValue + 1] == nil {
            guard let view = (0..<PageSlots.viewCount).first(where: { !taken[$0] }) else { continue }
            take(view, for: slot)
            if let page = loop.page(in: slot) {
                lastTicket &+= 1
                contents[view] = Content(page: page, ticket: lastTicket, isLoaded: false)
                assignments.append(Assignment(view: view, page: page, ticket: lastTicket))
            } else if contents[view].page != nil {
                lastTicket &+= 1
                contents[view] = Content(page: nil, ticket: lastTicket, isLoaded: false)
            }
        }
        for index in chosen.indices { viewsBySlot[index] = chosen[index] ?? index }
        assignmentBuffer = assignments
        return assignments
    }

    /// Records that the content for `ticket` arrived in `view`; false (show nothing) when the view
    /// has moved on to another request since, or is hidden.
    ///
    /// ```swift
    /// var slots = PageSlots()
    /// let first = slots.sync(with: PageLoop(count: 3))[0]
    /// slots.fulfill(view: first.view, ticket: first.ticket &+ 1)   // false: not that request
    /// ```
    ///
    /// - Complexity: O(1).
    @discardableResult
    package mutating func fulfill(view: Int, ticket: UInt64) -> Bool {
        guard contents.indices.contains(view), contents[view].page != nil,
              contents[view].ticket == ticket else { return false }
        contents[view].isLoaded = true
        return true
    }

    /// The data changed and `loop` was renumbered (``PageLoop/renumber(count:currentPage:)``):
    /// each loaded view's page gets its new number, `pages[old page]`. A view whose item left the
    /// data is emptied — except `leaving` (the view of the page on screen, whose item left), the
    /// view in the neighbour slot `onScreen` (the viewport reaches it) and any view still leaving
    /// from before: those keep what they show, are marked
    /// ``Content/isLeaving`` and take the page of their slot in `loop`, so they move with the
    /// window like any page until ``releaseLeaving(in:)``. A view still waiting for
    /// its content is asked again. Call ``sync(with:)`` next.
    ///
    /// ```swift
    /// var slots = PageSlots()
    /// _ = slots.sync(with: PageLoop(count: 4, currentPage: 1))       // pages 0, 1, 2
    /// // ... each content arrives (fulfill) ...
    /// slots.renumber(pages: [0, nil, 1, 2], leaving: slots.view(in: .current),
    ///                in: PageLoop(count: 3, currentPage: 0))       // page 1 left: it slides to 1
    /// slots.content(in: .current).isLeaving                         // true
    /// ```
    ///
    /// - Complexity: O(1) (three views).
    package mutating func renumber(pages: [Int?], leaving: Int?, onScreen: PageLoop.Slot? = nil, in loop: PageLoop) {
        for view in contents.indices {
            let content = contents[view]
            let slot = slot(ofView: view)
            let itemLeft = content.page.map { !pages.indices.contains($0) || pages[$0] == nil } ?? false
            if content.isLoaded, view == leaving || content.isLeaving || (slot == onScreen && slot != .current && itemLeft) {
                if let slot, let page = loop.page(in: slot) {
                    contents[view].page = page
                    contents[view].isLeaving = true
                    contents[view].holdsDestination = view != leaving && (content.holdsDestination || slot != .current)
                    continue
                }
            } else if content.isLoaded, let old = content.page, pages.indices.contains(old), let new = pages[old] {
                contents[view].page = new
                continue
            }
            guard content.page != nil else { continue }
            lastTicket &+= 1
            contents[view] = Content(page: nil, ticket: lastTicket, isLoaded: false)
        }
    }

    /// Whether a view shows an item that left the data.
    package var hasLeaving: Bool { contents.contains { $0.isLeaving } }

    /// Empties the views in `slots` that show an item that left the data: the next
    /// ``sync(with:)`` asks for their pages again.
    ///
    /// ```swift
    /// var slots = PageSlots()
    /// slots.releaseLeaving(in: [.previous, .next])   // nothing leaving: nothing changes
    /// ```
    ///
    /// - Complexity: O(1) (three views).
    package mutating func releaseLeaving(in slots: [PageLoop.Slot]) {
        for slot in slots where content(in: slot).isLeaving {
            lastTicket &+= 1
            contents[view(in: slot)] = Content(page: nil, ticket: lastTicket, isLoaded: false)
        }
    }

    /// Forgets every view's content (after `reloadData`): the next ``sync(with:)`` requests all
    /// pages again and voids every pending request.
    ///
    /// ```swift
    /// var slots = PageSlots()
    /// _ = slots.sync(with: PageLoop(count: 3))
    /// slots.reload()
    /// slots.sync(with: PageLoop(count: 3)).count   // 3
    /// ```
    ///
    /// - Complexity: O(1).
    package mutating func reload() {
        for view in contents.indices {
            lastTicket &+= 1
            contents[view] = Content(page: nil, ticket: lastTicket, isLoaded: false)
        }
    }
}
