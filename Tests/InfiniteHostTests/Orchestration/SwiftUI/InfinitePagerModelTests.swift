import Foundation
import InfiniteHostTesting
import InfiniteProxy
import Testing
@testable import InfiniteHost

/// A session on `InfinitePager`'s model on the host's page scroll view: every frame, the pages
/// on screen show the app's items (page p shows the p-th identifier), at most three page views
/// live, and the `selection` binding holds the page's identifier (or a running request's).
@MainActor
final class IdentifiedPagerSession {
    let pager: HostIdentifiedPagerScreen
    private(set) var problems: [String] = []
    private(set) var frames = 0
    /// The selected identifier at every frame, repeats collapsed.
    private(set) var selectionHistory: [Int?] = []

    init(_ pager: HostIdentifiedPagerScreen) {
        self.pager = pager
        pager.runLoop.advance(by: 0)      // the write the first update deferred
        check()
    }

    func check() {
        frames += 1
        let shown = pager.shown
        let views = pager.scrollView.pageViews(along: pager.axis)
        if views.count > 3 { problems.append("frame \(frames): \(views.count) page views") }
        for view in views {
            guard view.page >= 0, view.page < shown.count else {
                problems.append("frame \(frames): page \(view.page) of \(shown.count)")
                continue
            }
            if let content = view.content, content != "item \(shown[view.page])" {
                problems.append("frame \(frames): page \(view.page) shows \(content), expected item \(shown[view.page])")
            }
        }
        if !pager.foreignPages.isEmpty { problems.append("frame \(frames): foreign pages \(pager.foreignPages)") }
        if pager.binding.value != pager.expectedBinding {
            problems.append("frame \(frames): selection \(String(describing: pager.binding.value)), expected \(String(describing: pager.expectedBinding))")
        }
        if selectionHistory.last.map({ $0 != pager.selectedID }) ?? true { selectionHistory.append(pager.selectedID) }
    }

    func frame() {
        pager.step()
        check()
    }

    func frames(_ count: Int) { for _ in 0..<count { frame() } }

    func settle() {
        var guardFrames = 0
        repeat {
            frame()
            guardFrames += 1
        } while (pager.scrollView.isDecelerating || pager.scrollView.isAnimatingScroll) && guardFrames < 2_000
        frames(2)
    }

    /// A swipe towards higher pages (negative `velocity`: lower), released with `velocity`.
    func swipe(points: CGFloat, velocity: CGFloat) {
        let vector = { (value: CGFloat) in self.pager.axis == .horizontal ? CGPoint(x: value, y: 0) : CGPoint(x: 0, y: value) }
        pager.scrollView.beginDragging()
        for _ in 0..<3 {
            pager.scrollView.drag(by: vector(-points / 3))
            frame()
        }
        pager.scrollView.endDragging(velocity: vector(velocity))
        check()
    }

    /// The identifier of the page under the viewport's centre.
    var centreContent: String? {
        pager.scrollView.pageView(atViewportFraction: 0.5, along: pager.axis)?.content
    }
}

@Suite @MainActor struct InfinitePagerModelTests {
    @Test func keptIDDocExample() {
        #expect(InfinitePagerModel<HostPageScrollView, Int>.keptID(after: 2, old: [1, 2, 3], new: UniqueIdentifiers([1, 3])) == 3)
        #expect(InfinitePagerModel<HostPageScrollView, Int>.keptID(after: 3, old: [1, 2, 3], new: UniqueIdentifiers([1])) == 1)
        #expect(InfinitePagerModel<HostPageScrollView, Int>.keptID(after: 2, old: [1, 2, 3], new: UniqueIdentifiers([2])) == 2)
        #expect(InfinitePagerModel<HostPageScrollView, Int>.keptID(after: 2, old: [2], new: UniqueIdentifiers([5])) == nil)
    }

    @Test func theFirstPageIsPublishedAndAnInitialSelectionShown() {
        let plain = IdentifiedPagerSession(HostIdentifiedPagerScreen(ids: [5, 6, 7]))
        plain.frames(2)
        #expect(plain.pager.binding.value == 5)
        let selected = IdentifiedPagerSession(HostIdentifiedPagerScreen(ids: [5, 6, 7], selection: 7))
        selected.frames(2)
        #expect(selected.pager.selectedID == 7)
        #expect(selected.pager.binding.value == 7)
        #expect(selected.centreContent == "item 7")
        #expect(plain.problems.isEmpty && selected.problems.isEmpty, "\(plain.problems.prefix(3)) \(selected.problems.prefix(3))")
    }

    /// From the first page to the last is one page back, never the long way round.
    @Test func settingTheSelectionGoesTheShortestWay() {
        let session = IdentifiedPagerSession(HostIdentifiedPagerScreen(ids: Array(10..<20)))
        session.pager.binding.set(19)
        session.settle()
        #expect(session.pager.selectedID == 19)
        #expect(session.selectionHistory == [10, 19])
        session.pager.binding.set(12)
        session.settle()
        // Forwards past the end (three pages), not seven back; the pager animates the last page
        // of a longer way after an invisible jump.
        #expect(session.selectionHistory.first(where: { $0 != 10 && $0 != 19 }) == 11, "\(session.selectionHistory)")
        #expect(session.selectionHistory.last == 12)
        #expect(!session.selectionHistory.contains { (13...18).contains($0 ?? 0) })
        #expect(session.problems.isEmpty, "\(session.problems.prefix(3))")
    }

    /// The selection set during a swipe's deceleration.
    @Test func selectionSetMidFling() {
        var rng = SplitMix64(seed: 2_521)
        let session = IdentifiedPagerSession(HostIdentifiedPagerScreen(ids: Array(0..<8)))
        for round in 0..<12 {
            session.swipe(points: 120, velocity: round.isMultiple(of: 2) ? 2_500 : -2_500)
            session.frames(3)
            var target = Int.random(in: 0..<8, using: &rng)
            if target == session.pager.binding.value { target = (target + 3) % 8 }
            session.pager.binding.set(target)
            session.settle()
            #expect(session.pager.selectedID == target)
            #expect(session.centreContent == "item \(target)")
        }
        #expect(session.problems.isEmpty, "\(session.problems.prefix(5))")
    }

    /// Data changes mid-swipe: the page on screen keeps its item when it survives; when it is
    /// deleted the next item takes the page; the binding follows.
    @Test func dataChangesMidFlingAndTheSelectedItemDeleted() throws {
        var rng = SplitMix64(seed: 2_522)
        let session = IdentifiedPagerSession(HostIdentifiedPagerScreen(ids: Array(0..<6)))
        var nextID = 100
        for round in 0..<24 {
            session.swipe(points: 150, velocity: round.isMultiple(of: 2) ? 3_000 : -3_000)
            session.frames(2)
            session.settle()
            let selected = try #require(session.pager.selectedID)
            var ids = InfiniteListModelTests.randomEdit(session.pager.ids, nextID: &nextID, keepAtLeast: 2, &rng)
            if round.isMultiple(of: 3) { ids.removeAll { $0 == selected } }
            let old = session.pager.ids
            session.pager.setIDs(ids)
            session.frames(2)
            let expected = InfinitePagerModel<HostPageScrollView, Int>.keptID(after: selected, old: old, new: UniqueIdentifiers(ids))
            #expect(session.pager.selectedID == expected)
            #expect(session.centreContent == expected.map { "item \($0)" })
        }
        #expect(session.pager.model.reloads >= 20)
        #expect(session.problems.isEmpty, "\(session.problems.prefix(5))")
    }

    /// One, two and three pages; auto-scroll past the last page keeps going (never stops at
    /// the end); the selection set to each page.
    @Test func oneTwoAndThreePagesWithAutoScroll() {
        for count in [1, 2, 3] {
            let session = IdentifiedPagerSession(HostIdentifiedPagerScreen(ids: Array(0..<count), autoScroll: 1))
            for _ in 0..<Int(6.5 * 60) { session.frame() }
            let visited = session.selectionHistory.compactMap { $0 }
            if count == 1 {
                #expect(visited == [0])
            } else {
                #expect(visited.count >= 6, "\(count): \(visited)")
                for (a, b) in zip(visited, visited.dropFirst()) { #expect(b == (a + 1) % count, "\(count): \(visited)") }
            }
            session.pager.configuration.autoScrollInterval = nil
            session.pager.update()
            for target in (0..<count).reversed() {
                session.pager.binding.set(target)
                session.settle()
                #expect(session.pager.selectedID == target)
            }
            session.pager.setIDs(Array(0..<(4 - count)))
            session.settle()
            #expect(session.pager.shown == Array(0..<(4 - count)))
            #expect(session.problems.isEmpty, "\(count) pages: \(session.problems.prefix(5))")
        }
    }

    @Test func duplicateIdentifiersAreDiagnosed() {
        let session = IdentifiedPagerSession(HostIdentifiedPagerScreen(ids: [1, 1, 2]))
        #expect(session.pager.shown == [1, 2])
        #expect(session.pager.model.items.diagnostics.count == 1)
        session.settle()
        #expect(session.problems.isEmpty)
    }
}
