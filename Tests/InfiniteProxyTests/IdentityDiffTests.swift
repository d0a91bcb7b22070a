import Foundation
import InfiniteHostTesting
import Testing
@testable import InfiniteProxy

@Suite struct IdentityDiffTests {
    /// Applies `edits` to `old` as UIKit applies a batch: deleted and moved-away items leave,
    /// inserted and moved items take their new slots, every other item fills the remaining slots
    /// in its old order. Nil when the batch does not add up.
    static func applying<ID: Hashable>(_ edits: SourceEdits, to old: [ID], insertedIDs: (Int) -> ID) -> [ID]? {
        let moved = Dictionary(uniqueKeysWithValues: edits.movedItems.map { ($0.from.item, $0.to.item) })
        let staying = old.indices.filter { !edits.deletedItems.contains(SourceIndexPath(section: 0, item: $0)) && moved[$0] == nil }
        let count = staying.count + moved.count + edits.insertedItems.count
        var result = [ID?](repeating: nil, count: count)
        for path in edits.insertedItems {
            guard path.item < count, result[path.item] == nil else { return nil }
            result[path.item] = insertedIDs(path.item)
        }
        for (from, to) in moved {
            guard to < count, result[to] == nil else { return nil }
            result[to] = old[from]
        }
        var next = staying.makeIterator()
        for slot in result.indices where result[slot] == nil {
            guard let item = next.next() else { return nil }
            result[slot] = old[item]
        }
        return result.compactMap { $0 }
    }

    static func check(_ old: [Character], _ new: [Character]) -> Bool {
        let edits = IdentityDiff.edits(from: old, to: new)
        guard applying(edits, to: old, insertedIDs: { new[$0] }) == new else { return false }
        // Nothing moves that a longest run could keep: survivors minus moves is the longest run.
        let survivors = old.filter(new.contains)
        let stayed = survivors.count - edits.movedItems.count
        let longest = IdentityDiff.longestIncreasingRun(survivors.map { new.firstIndex(of: $0)! }).count
        return stayed == longest && edits.reloadedItems.isEmpty && edits.deletedSections.isEmpty
    }

    @Test func docExample() {
        let edits = IdentityDiff.edits(from: ["a", "b", "c", "d"], to: ["d", "a", "c", "e"])
        #expect(edits.deletedItems == [SourceIndexPath(section: 0, item: 1)])
        #expect(edits.insertedItems == [SourceIndexPath(section: 0, item: 3)])
        #expect(edits.movedItems == [ListMove(from: SourceIndexPath(section: 0, item: 3), to: SourceIndexPath(section: 0, item: 0))])
        #expect(IdentityDiff.longestIncreasingRun([3, 0, 1, 2]) == [1, 2, 3])
    }

    @Test func noChangeIsNoEdit() {
        #expect(IdentityDiff.edits(from: [1, 2, 3], to: [1, 2, 3]).isEmpty)
        #expect(IdentityDiff.edits(from: [Int](), to: []).isEmpty)
    }

    @Test func editsNameTheirSection() {
        let edits = IdentityDiff.edits(from: [1, 2], to: [2, 3], inSection: 4)
        #expect(edits.deletedItems == [SourceIndexPath(section: 4, item: 0)])
        #expect(edits.insertedItems == [SourceIndexPath(section: 4, item: 1)])
    }

    /// Every pair of arrangements of subsets of four identifiers (65 × 65).
    @Test func exhaustiveOverFourIdentifiers() {
        let letters: [Character] = ["a", "b", "c", "d"]
        var arrangements: [[Character]] = [[]]
        func extend(_ prefix: [Character]) {
            for letter in letters where !prefix.contains(letter) {
                arrangements.append(prefix + [letter])
                extend(prefix + [letter])
            }
        }
        extend([])
        #expect(arrangements.count == 65)
        var failures = 0
        for old in arrangements {
            for new in arrangements where !Self.check(old, new) { failures += 1 }
        }
        #expect(failures == 0)
    }

    /// Seeded random changes of up to 60 identifiers.
    @Test func randomChanges() {
        var rng = SplitMix64(seed: 25)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%^&*()")
        var failures = 0
        for _ in 0..<500 {
            let old = Array(alphabet.shuffled(using: &rng).prefix(Int.random(in: 0...60, using: &rng)))
            let new = Array(alphabet.shuffled(using: &rng).prefix(Int.random(in: 0...60, using: &rng)))
            if !Self.check(old, new) { failures += 1 }
            var nearby = old
            if !nearby.isEmpty { nearby.remove(at: Int.random(in: 0..<nearby.count, using: &rng)) }
            if let extra = alphabet.first(where: { !nearby.contains($0) }) {
                nearby.insert(extra, at: Int.random(in: 0...nearby.count, using: &rng))
            }
            if !Self.check(old, nearby) { failures += 1 }
        }
        #expect(failures == 0)
    }
}

/// The sectioned diff: checked against ``SourceEditPlan``, which replays a batch with UIKit's
/// rules — the batch must be one it accepts, and every new section and item must come from the
/// old one with the same identifier, or be new.
@Suite struct SectionedIdentityDiffTests {
    typealias Sections = UniqueSections<Int, Int>

    static func check(_ old: Sections, _ new: Sections) -> String? {
        let edits = IdentityDiff.edits(from: old, to: new)
        guard let plan = SourceEditPlan(oldCounts: old.itemCounts, newCounts: new.itemCounts, edits: edits) else {
            return "rejected: \(old.sectionIDs)\(old.items) → \(new.sectionIDs)\(new.items): \(edits)"
        }
        for section in new.sectionIDs.indices {
            switch plan.sectionOrigin(ofNew: section) {
            case .kept(let from)?:
                guard old.sectionIDs[from] == new.sectionIDs[section] else { return "section \(section) from \(from)" }
                for item in new.items[section].indices {
                    let id = new.items[section][item]
                    switch plan.origin(ofNew: SourceIndexPath(section: section, item: item)) {
                    case .kept(let path)?:
                        guard old.id(at: path) == id else { return "item \(id) from \(path)" }
                    case .fresh?:
                        // New, or its old section is gone.
                        if let path = old.path(of: id), new.sectionIDs.contains(old.sectionIDs[path.section]) {
                            return "item \(id) inserted though it survives at \(path)"
                        }
                    case .reloaded?: return "reload"
                    case nil: return "item \(section)-\(item): no origin"
                    }
                }
            case .fresh?:
                guard !old.sectionIDs.contains(new.sectionIDs[section]) else { return "section \(section) inserted though kept" }
            case .reloaded?: return "section reload"
            case nil: return "section \(section): no origin"
            }
        }
        return nil
    }

    @Test func docExample() {
        let old = UniqueSections([(id: "A", items: [1, 2]), (id: "B", items: [3])])
        let new = UniqueSections([(id: "B", items: [3, 2]), (id: "A", items: [1]), (id: "C", items: [4])])
        let edits = IdentityDiff.edits(from: old, to: new)
        #expect(edits.deletedSections.isEmpty)
        #expect(edits.insertedSections == [2])
        #expect(edits.movedSections == [ListMove(from: 0, to: 1)])
        #expect(edits.movedItems == [ListMove(from: SourceIndexPath(section: 0, item: 1), to: SourceIndexPath(section: 0, item: 1))])
        #expect(edits.deletedItems.isEmpty && edits.insertedItems.isEmpty)
        // Item 2 into a new section: deleted and inserted with it.
        let into = IdentityDiff.edits(from: old, to: UniqueSections([(id: "A", items: [1]), (id: "D", items: [2]), (id: "B", items: [3])]))
        #expect(into.insertedSections == [1])
        #expect(into.deletedItems == [SourceIndexPath(section: 0, item: 1)])
        #expect(into.movedItems.isEmpty && into.insertedItems.isEmpty)
    }

    @Test func oneSectionIsTheFlatDiff() {
        let old = [1, 2, 3, 4], new = [4, 1, 5, 3]
        #expect(IdentityDiff.edits(from: Sections([(id: 0, items: old)]), to: Sections([(id: 0, items: new)]))
                == IdentityDiff.edits(from: old, to: new))
    }

    @Test func sectionsMovingKeepTheirItems() {
        let old = Sections([(id: 1, items: [10, 11]), (id: 2, items: [20]), (id: 3, items: [30])])
        let new = Sections([(id: 3, items: [30]), (id: 1, items: [10, 11]), (id: 2, items: [20])])
        let edits = IdentityDiff.edits(from: old, to: new)
        #expect(edits.movedSections == [ListMove(from: 2, to: 0)])
        #expect(edits.operationCount == 1)
        #expect(Self.check(old, new) == nil)
    }

    /// Seeded random sections: items moving across sections, sections inserted, deleted, moved,
    /// emptied.
    @Test func randomChanges() {
        var rng = SplitMix64(seed: 2_525)
        var failures: [String] = []
        func random() -> Sections {
            let ids = Array(0..<40).shuffled(using: &rng).prefix(Int.random(in: 0...40, using: &rng))
            let sectionIDs = Array(0..<8).shuffled(using: &rng).prefix(Int.random(in: 0...6, using: &rng))
            var sections = sectionIDs.map { (id: $0, items: [Int]()) }
            if !sections.isEmpty {
                for id in ids { sections[Int.random(in: 0..<sections.count, using: &rng)].items.append(id) }
            }
            return Sections(sections)
        }
        for _ in 0..<1_500 {
            let old = random(), new = random()
            if let failure = Self.check(old, new) { failures.append(failure) }
        }
        #expect(failures.isEmpty, "\(failures.prefix(3))")
    }
}
