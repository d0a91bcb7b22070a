import Foundation
import InfiniteHostTesting
import Testing
@testable import InfiniteProxy

@Suite struct PageSlotsTests {
    /// After every sync: each slot's view shows that slot's page, the three views are distinct,
    /// hidden slots hold hidden views, and the assignments are exactly the views whose request changed.
    private func checkInvariants(_ slots: PageSlots, _ loop: PageLoop, before: PageSlots,
                                 assignments: [PageSlots.Assignment]) {
        #expect(Set(slots.viewsBySlot) == [0, 1, 2])
        for slot in PageLoop.Slot.allCases {
            #expect(slots.content(in: slot).page == loop.page(in: slot))
            #expect(slots.slot(ofView: slots.view(in: slot)) == slot)
        }
        let changed = (0..<3).filter {
            slots.content(ofView: $0).ticket != before.content(ofView: $0).ticket && slots.content(ofView: $0).page != nil
        }
        #expect(Set(assignments.map(\.view)) == Set(changed))
        for assignment in assignments {
            #expect(slots.content(ofView: assignment.view) ==
                    PageSlots.Content(page: assignment.page, ticket: assignment.ticket, isLoaded: false))
        }
        // The current page is requested first.
        if let first = assignments.first, assignments.contains(where: { $0.view == slots.view(in: .current) }) {
            #expect(first.view == slots.view(in: .current))
        }
    }

    @Test func firstSyncRequestsEveryPageOfTheWindow() {
        for count in 0...4 {
            var slots = PageSlots()
            let before = slots
            let loop = PageLoop(count: count, currentPage: count > 0 ? count - 1 : 0)
            let assignments = slots.sync(with: loop)
            #expect(assignments.count == min(count, 1) + (count >= 2 ? 2 : 0))
            checkInvariants(slots, loop, before: before, assignments: assignments)
            #expect(slots.sync(with: loop).isEmpty)   // nothing changed
        }
    }

    /// On a one-page shift the view that was next becomes current (and the other way round): the
    /// visible picture never changes hands, and only one view needs new content (two pages or more).
    /// A page passed allocates nothing (issue 13, the pager's frame): the slots are rewritten in
    /// place, and the assignments reuse one buffer once the caller let the previous ones go.
    @Test func syncRewritesItsStorageInPlace() {
        var loop = PageLoop(count: 10)
        var slots = PageSlots()
        _ = slots.sync(with: loop)
        loop.shift(by: 1)
        _ = slots.sync(with: loop)      // storage now owned by `slots`
        let slotsStorage = slots.viewsBySlot.withUnsafeBufferPointer { $0.baseAddress }
        var assignmentsStorage: UnsafePointer<PageSlots.Assignment>?
        for step in [1, 1, -1, 1] {
            loop.shift(by: step)
            let assignments = slots.sync(with: loop)
            #expect(assignments.count == 1)
            let storage = assignments.withUnsafeBufferPointer { $0.baseAddress }
            if let assignmentsStorage { #expect(storage == assignmentsStorage) }
            assignmentsStorage = storage
            #expect(slots.viewsBySlot.withUnsafeBufferPointer { $0.baseAddress } == slotsStorage)
        }
        // Equality ignores the reused buffer: the same history compares equal.
        var other = PageSlots()
        var otherLoop = PageLoop(count: 10)
        _ = other.sync(with: otherLoop)
        for step in [1, 1, 1, -1, 1] {
            otherLoop.shift(by: step)
            _ = other.sync(with: otherLoop)
        }
        #expect(other == slots)
    }

    @Test func oneStepShiftsHandOverTheVisibleViews() {
        for count in 2...6 {
            for step in [1, -1] {
                var loop = PageLoop(count: count)
                var slots = PageSlots()
                _ = slots.sync(with: loop)
                for view in 0..<3 { slots.fulfill(view: view, ticket: slots.content(ofView: view).ticket) }
                let before = slots
                let incoming = before.view(in: step == 1 ? .next : .previous)
                let outgoingCurrent = before.view(in: .current)
                loop.shift(by: step)
                let assignments = slots.sync(with: loop)
                checkInvariants(slots, loop, before: before, assignments: assignments)
                #expect(slots.view(in: .current) == incoming)
                #expect(slots.view(in: step == 1 ? .previous : .next) == outgoingCurrent)
                #expect(slots.content(in: .current).isLoaded)
                // With three pages the view leaving one side already shows the page entering the other.
                #expect(assignments.count == (count == 3 ? 0 : 1))
            }
        }
    }

    @Test func randomSequencesKeepTheInvariants() {
        var random = SplitMix64(seed: 0x5107)
        for _ in 0..<400 {
            var loop = PageLoop(count: Int.random(in: 0...6, using: &random))
            var slots = PageSlots()
            var pending: [PageSlots.Assignment] = []
            for _ in 0..<40 {
                switch Int.random(in: 0..<10, using: &random) {
                case 0: loop.reload(count: Int.random(in: 0...6, using: &random))
                case 1: slots.reload()
                case 2...5: loop.shift(by: Int.random(in: -1...1, using: &random))
                default: loop.shift(by: Int.random(in: -9...9, using: &random))
                }
                let before = slots
                let assignments = slots.sync(with: loop)
                checkInvariants(slots, loop, before: before, assignments: assignments)
                pending += assignments
                // Deliver some loads, in any order, some of them stale.
                pending.shuffle(using: &random)
                let deliver = Int.random(in: 0...pending.count, using: &random)
                for assignment in pending.prefix(deliver) {
                    let stillWanted = slots.content(ofView: assignment.view).ticket == assignment.ticket
                        && slots.content(ofView: assignment.view).page != nil
                    #expect(slots.fulfill(view: assignment.view, ticket: assignment.ticket) == stillWanted)
                    if stillWanted { #expect(slots.content(ofView: assignment.view).page == assignment.page) }
                }
                pending.removeFirst(deliver)
            }
        }
    }

    @Test func staleLoadsAreRejected() {
        var loop = PageLoop(count: 10)
        var slots = PageSlots()
        let first = slots.sync(with: loop)
        let page1 = first.first { $0.page == 1 }
        loop.shift(by: 3)                        // every view moves on
        _ = slots.sync(with: loop)
        if let page1 {
            let accepted = slots.fulfill(view: page1.view, ticket: page1.ticket)
            #expect(!accepted)
        } else {
            Issue.record("no page 1")
        }
        let noSuchView = slots.fulfill(view: 7, ticket: 1)
        #expect(!noSuchView)
        #expect(slots.content(ofView: -1).page == nil)
        slots.reload()
        #expect((0..<3).allSatisfy { slots.content(ofView: $0).page == nil })
        #expect(slots.sync(with: loop).count == 3)
    }

    @Test func docExamples() {
        var loop = PageLoop(count: 10)
        var slots = PageSlots()
        #expect(PageSlots().view(in: .current) == 1 && PageSlots().view(in: .next) == 2)
        #expect(PageSlots().slot(ofView: 0) == .previous)
        #expect(slots.sync(with: loop).map(\.page) == [0, 1, 9])
        let showedNine = slots.view(in: .previous)
        loop.shift(by: 1)
        let fresh = slots.sync(with: loop)
        #expect(fresh.map(\.page) == [2] && fresh[0].view == showedNine)
        let accepted = slots.fulfill(view: fresh[0].view, ticket: fresh[0].ticket)
        #expect(accepted)
        var one = PageSlots()
        #expect(one.sync(with: PageLoop(count: 1)).count == 1)
    }
}

@Suite struct PageSlotsRenumberTests {
    private func loaded(_ loop: PageLoop) -> PageSlots {
        var slots = PageSlots()
        for assignment in slots.sync(with: loop) { slots.fulfill(view: assignment.view, ticket: assignment.ticket) }
        return slots
    }

    /// The doc example: the page shown leaves; its view keeps its content and the page of its slot.
    @Test func docExample() {
        var slots = loaded(PageLoop(count: 4, currentPage: 1))
        let current = slots.view(in: .current)
        let loop = PageLoop(count: 3, currentPage: 0)
        slots.renumber(pages: [0, nil, 1, 2], leaving: current, in: loop)
        #expect(slots.content(in: .current).isLeaving)
        #expect(slots.content(in: .current).page == 0)
        #expect(slots.hasLeaving)
        #expect(slots.view(in: .current) == current)
        var released = slots
        released.releaseLeaving(in: [.previous, .next])
        #expect(released == slots)
        released.releaseLeaving(in: [.current])
        #expect(!released.hasLeaving)
        #expect(released.sync(with: loop).map(\.view) == [current])
    }

    /// Renumbered views keep their content and ticket (nothing is asked again); a view whose item
    /// left is emptied and asked for its slot's page; a view still loading is asked again.
    @Test func renumberedViewsKeepTheirContent() {
        var slots = loaded(PageLoop(count: 6, currentPage: 2))   // pages 1, 2, 3
        let before = slots
        var loop = PageLoop(count: 6, currentPage: 3)           // one inserted before page 2; page 1 deleted
        slots.renumber(pages: [0, nil, 3, 4, 5, nil], leaving: nil, in: loop)
        loop.renumber(count: 6, currentPage: 3)
        #expect(slots.content(in: .current).ticket == before.content(in: .current).ticket)
        #expect(slots.content(in: .next).ticket == before.content(in: .next).ticket)
        let assignments = slots.sync(with: loop)
        #expect(assignments.map(\.page) == [2])                 // the new previous neighbour only
        #expect(slots.content(in: .current).page == 3 && slots.content(in: .current).isLoaded)

        var loading = PageSlots()
        _ = loading.sync(with: PageLoop(count: 3))
        loading.renumber(pages: [0, 1, 2], leaving: nil, in: PageLoop(count: 3))
        #expect(loading.sync(with: PageLoop(count: 3)).count == 3)
    }

    /// A leaving view travels with the window and is never taken for another page.
    @Test func aLeavingViewMovesWithTheWindow() {
        var slots = loaded(PageLoop(count: 3, currentPage: 1))
        let leaving = slots.view(in: .current)
        var loop = PageLoop(count: 2, currentPage: 0)
        slots.renumber(pages: [0, nil, 1], leaving: leaving, in: loop)
        _ = slots.sync(with: loop)
        #expect(slots.view(in: .current) == leaving)
        loop.shift(by: 1)                                       // the slide passed half a page
        let assignments = slots.sync(with: loop)
        #expect(slots.view(in: .previous) == leaving && slots.content(in: .previous).isLeaving)
        #expect(!assignments.contains { $0.view == leaving })
        #expect(!slots.content(in: .current).isLeaving && slots.content(in: .current).page == 1)
    }
}

extension PageSlotsRenumberTests {
    /// A neighbour the viewport reaches whose item left stays, standing on its slot's page; the
    /// one out of reach is emptied.
    @Test func aNeighbourOnScreenStaysOnItsPage() {
        var slots = PageSlots()
        for assignment in slots.sync(with: PageLoop(count: 5, currentPage: 2)) {   // pages 1, 2, 3
            slots.fulfill(view: assignment.view, ticket: assignment.ticket)
        }
        let next = slots.view(in: .next)
        let previous = slots.view(in: .previous)
        let loop = PageLoop(count: 3, currentPage: 1)                              // 1 and 3 deleted
        slots.renumber(pages: [0, nil, 1, nil, 2], leaving: nil, onScreen: .next, in: loop)
        #expect(slots.content(ofView: next).isLeaving && slots.content(ofView: next).holdsDestination)
        #expect(slots.content(ofView: next).page == 2)
        #expect(slots.content(ofView: previous).page == nil)
        #expect(!slots.content(in: .current).isLeaving)
    }
}
