import Foundation
import InfiniteHostTesting
import InfiniteProxy
import Testing
@testable import InfiniteHost

/// A sectioned `InfiniteList`'s model on the host's table: sections with headers repeat as
/// blocks, data changes (sections inserted, deleted, moved; items moving across sections) are
/// one batch, the binding names the centred item whatever its section.
@Suite @MainActor struct InfiniteListSectionsTests {
    /// Sections 1…`count`, each with `items` items numbered section × 100 + i.
    static func sections(_ count: Int, items: Int) -> [HostIdentifiedSection] {
        (1...count).map { section in HostIdentifiedSection(id: section, items: (0..<items).map { section * 100 + $0 }) }
    }

    /// A random change of `sections`: sections inserted, deleted, moved or emptied, items
    /// inserted, deleted, and moved within and across sections; at least `minimumItems` items stay.
    static func randomEdit(_ sections: [HostIdentifiedSection], nextID: inout Int, minimumItems: Int,
                           _ rng: inout SplitMix64) -> [HostIdentifiedSection] {
        var new = sections
        var total: Int { new.reduce(0) { $0 + $1.items.count } }
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            switch Int.random(in: 0..<7, using: &rng) {
            case 0 where new.count > 2:
                let index = Int.random(in: 0..<new.count, using: &rng)
                if total - new[index].items.count >= minimumItems { new.remove(at: index) }
            case 1:
                let items = (0..<Int.random(in: 0...3, using: &rng)).map { _ in nextID += 1; return nextID }
                nextID += 1
                new.insert(HostIdentifiedSection(id: nextID, items: items), at: Int.random(in: 0...new.count, using: &rng))
            case 2 where new.count > 1:
                let moved = new.remove(at: Int.random(in: 0..<new.count, using: &rng))
                new.insert(moved, at: Int.random(in: 0...new.count, using: &rng))
            case 3, 4:
                // An item moves to another section.
                guard let from = new.indices.filter({ !new[$0].items.isEmpty }).randomElement(using: &rng) else { break }
                let item = new[from].items.remove(at: Int.random(in: 0..<new[from].items.count, using: &rng))
                let to = Int.random(in: 0..<new.count, using: &rng)
                new[to].items.insert(item, at: Int.random(in: 0...new[to].items.count, using: &rng))
            case 5:
                let index = Int.random(in: 0..<new.count, using: &rng)
                nextID += 1
                new[index].items.insert(nextID, at: Int.random(in: 0...new[index].items.count, using: &rng))
            default:
                guard total > minimumItems,
                      let index = new.indices.filter({ !new[$0].items.isEmpty }).randomElement(using: &rng) else { break }
                new[index].items.remove(at: Int.random(in: 0..<new[index].items.count, using: &rng))
            }
        }
        return new
    }

    @Test func sectionsLoadWithHeadersAndTheBindingNamesAnyItem() {
        let screen = HostIdentifiedTableScreen(sections: Self.sections(3, items: 5), binding: 302)
        let session = screen.session()
        session.session.step(2)
        #expect(screen.list.shownSections.count == 3)
        #expect(screen.attachment.controller.isLooping)
        #expect(screen.attachment.engine.repetition.numberOfVirtualSections > 3)
        #expect(screen.list.centeredID == 302)
        #expect(screen.list.binding.value == 302)
        #expect(screen.tableView.rectForHeader(inSection: 1).height == 28)
        for target in [104, 200, 304, 101] {
            screen.list.binding.set(target)
            session.settle()
            #expect(screen.list.centeredID == target)
            #expect(screen.list.binding.value == target)
        }
        #expect(session.failures.isEmpty, "\(session.failures.prefix(3))")
        #expect(screen.tableView.edgeHits == 0)
    }

    /// Section changes while a fling decelerates: each one animated batch in every copy (no
    /// reload), the centred row still where it was, the binding right every frame.
    @Test func sectionChangesMidFling() {
        var rng = SplitMix64(seed: 2_540)
        let screen = HostIdentifiedTableScreen(sections: Self.sections(4, items: 4))
        let session = screen.session()
        var nextID = 5_000
        var moved: [CGFloat] = []
        let reloads = screen.tableView.reloadCount
        for round in 0..<40 {
            session.session.fling(round.isMultiple(of: 2) ? 7_000 : -7_000)
            session.session.step(8)
            let old = screen.list.sections ?? []
            let sections = Self.randomEdit(old, nextID: &nextID, minimumItems: 6, &rng)
            // The centred item is kept unless it went into a new section (deleted and inserted
            // with it: UIKit's batch moves items only between sections it keeps).
            let centred = screen.list.centeredID
            let oldSectionIDs = Set(old.map(\.id))
            let intoNew = sections.contains { !oldSectionIDs.contains($0.id) && $0.items.contains { $0 == centred } }
            if let shift = session.setSections(sections), !intoNew { moved.append(shift) }
            #expect(screen.list.shownSections == sections.map(\.items))
            session.session.step(12)
        }
        session.settle()
        #expect(screen.tableView.reloadCount == reloads)
        #expect(screen.list.model.batches >= 35)
        #expect(screen.attachment.controller.statistics.virtualBatches >= 35)
        #expect(moved.count >= 20)
        #expect(moved.allSatisfy { abs($0) <= 0.5 }, "\(moved)")
        #expect(screen.tableView.assertionFailures.isEmpty, "\(screen.tableView.assertionFailures.prefix(3))")
        #expect(screen.tableView.edgeHits == 0)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
        #expect(session.bindingChecks > 500)
        #expect(screen.list.binding.value == screen.list.centeredID)
    }

    /// The centred item moves to another section mid-fling: it stays where it is on screen and
    /// the binding keeps naming it.
    @Test func theCentredItemMovesAcrossSections() throws {
        let screen = HostIdentifiedTableScreen(sections: Self.sections(3, items: 6))
        let session = screen.session()
        for round in 0..<8 {
            session.session.fling(round.isMultiple(of: 2) ? 5_000 : -5_000)
            session.session.step(6)
            let centred = try #require(screen.list.centeredID)
            var sections = try #require(screen.list.sections)
            let from = try #require(sections.firstIndex { $0.items.contains(centred) })
            sections[from].items.removeAll { $0 == centred }
            let to = (from + 1) % sections.count
            sections[to].items.insert(centred, at: sections[to].items.count / 2)
            let writes = screen.list.binding.writes
            let shift = session.setSections(sections)
            // Where it was, still under the centre; nothing to publish.
            #expect(shift.map { abs($0) <= 0.5 } ?? false, "round \(round): moved \(String(describing: shift))")
            #expect(screen.list.centeredID == centred, "round \(round)")
            screen.list.model.didScroll()
            screen.attachment.runLoop.advance(by: 0)
            #expect(screen.list.binding.writes == writes, "round \(round)")
            session.settle()
            #expect(screen.list.binding.value == screen.list.centeredID)
        }
        #expect(screen.tableView.assertionFailures.isEmpty, "\(screen.tableView.assertionFailures.prefix(3))")
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
    }

    /// One section (rows repeat inside it), empty sections, and changes between one section and
    /// several mid-fling (the controller reloads keeping the row there: the plans differ in kind).
    @Test func oneSectionAndEmptySections() {
        let screen = HostIdentifiedTableScreen(sections: [HostIdentifiedSection(id: 1, items: [1, 2, 3])])
        let session = screen.session()
        #expect(screen.attachment.engine.repetition.repeatsWithinSection)
        let steps: [[HostIdentifiedSection]] = [
            [.init(id: 1, items: [1, 2, 3]), .init(id: 2, items: [])],
            [.init(id: 2, items: []), .init(id: 1, items: [3, 1, 2]), .init(id: 3, items: [4])],
            [.init(id: 1, items: [3, 4, 1, 2])],
            [.init(id: 1, items: []), .init(id: 4, items: [5, 6])],
            [.init(id: 4, items: [])],
            [.init(id: 4, items: []), .init(id: 5, items: [])],
            [.init(id: 5, items: [7]), .init(id: 6, items: [8, 9])],
            [.init(id: 6, items: [9])],
        ]
        var edgeHitsWithItems = 0
        for (round, sections) in steps.enumerated() {
            let hits = screen.tableView.edgeHits
            // (A list without items has nothing to fling through.)
            if !screen.list.shown.isEmpty {
                session.session.fling(round.isMultiple(of: 2) ? 6_000 : -6_000)
                session.session.step(5)
            }
            session.setSections(sections)
            session.settle()
            #expect(screen.list.shownSections == sections.map(\.items), "round \(round)")
            #expect(screen.list.binding.value == screen.list.centeredID, "round \(round)")
            let total = sections.reduce(0) { $0 + $1.items.count }
            #expect((screen.list.centeredID == nil) == (total == 0), "round \(round)")
            // Without items the table rests at its only offset, 0: an edge, by necessity.
            if total > 0 { edgeHitsWithItems += screen.tableView.edgeHits - hits }
        }
        #expect(screen.tableView.assertionFailures.isEmpty, "\(screen.tableView.assertionFailures.prefix(3))")
        #expect(edgeHitsWithItems == 0)
        let failures = session.failures.filter { !$0.contains("edgeHit") }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    /// Repeated section or item identifiers: a diagnostic, the first of each shown, no crash.
    @Test func duplicateSectionsAndItemsAreDiagnosed() {
        let screen = HostIdentifiedTableScreen(sections: [
            .init(id: 1, items: [1, 2]), .init(id: 2, items: [2, 3]), .init(id: 1, items: [4]),
        ])
        let session = screen.session()
        session.settle()
        #expect(screen.list.shownSections == [[1, 2], [3]])
        #expect(screen.list.diagnostics.count == 1)
        #expect(screen.list.diagnostics.first?.contains("the ID 2 occurs more than once, the section ID 1 occurs more than once") == true)
        #expect(screen.tableView.assertionFailures.isEmpty)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(3))")
    }
}
