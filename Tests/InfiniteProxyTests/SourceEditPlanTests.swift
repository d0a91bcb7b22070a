import Foundation
import InfiniteHostTesting
import Testing
@testable import InfiniteProxy

@Suite struct SourceEditPlanTests {
    private func path(_ section: Int, _ item: Int) -> SourceIndexPath { SourceIndexPath(section: section, item: item) }

    @Test func docExample() throws {
        var edits = SourceEdits()
        edits.deletedItems = [path(0, 0)]
        let plan = try #require(SourceEditPlan(oldCounts: [3], newCounts: [2], edits: edits))
        #expect((0..<3).map { plan.target(ofOld: path(0, $0)) } == [nil, path(0, 0), path(0, 1)])
        #expect((0..<2).map { plan.origin(ofNew: path(0, $0)) } == [.kept(path(0, 1)), .kept(path(0, 2))])
        #expect(plan.origin(ofNew: path(0, 2)) == nil && plan.target(ofOld: path(0, 3)) == nil)
    }

    @Test func movesAndInsertsTakeTheirSlotsTheRestKeepsItsOrder() throws {
        var edits = SourceEdits()
        edits.insertedItems = [path(0, 0)]
        edits.movedItems = [ListMove(from: path(0, 3), to: path(0, 1))]
        edits.reloadedItems = [path(0, 1)]
        let plan = try #require(SourceEditPlan(oldCounts: [4], newCounts: [5], edits: edits))
        #expect((0..<5).map { plan.origin(ofNew: path(0, $0)) }
                == [.fresh, .kept(path(0, 3)), .kept(path(0, 0)), .reloaded(path(0, 1)), .kept(path(0, 2))])
        #expect((0..<4).map { plan.target(ofOld: path(0, $0)) } == [path(0, 2), path(0, 3), path(0, 4), path(0, 1)])
    }

    @Test func sectionsMoveInsertAndReload() throws {
        var edits = SourceEdits()
        edits.movedSections = [ListMove(from: 2, to: 0)]
        edits.insertedSections = [1]
        edits.reloadedSections = [0]
        let plan = try #require(SourceEditPlan(oldCounts: [1, 2, 3], newCounts: [3, 5, 4, 2], edits: edits))
        #expect((0..<4).map { plan.sectionOrigin(ofNew: $0) } == [.kept(2), .fresh, .reloaded(0), .kept(1)])
        #expect((0..<3).map { plan.sectionTarget(ofOld: $0) } == [2, 3, 0])
        #expect((0..<3).map { plan.isSectionMoved($0) } == [false, false, true])
        // Items of a reloaded section go nowhere; those of a moved section move with it.
        #expect(plan.target(ofOld: path(0, 0)) == nil)
        #expect(plan.target(ofOld: path(2, 2)) == path(0, 2))
        #expect(plan.origin(ofNew: path(2, 3)) == .fresh && plan.origin(ofNew: path(1, 0)) == .fresh)
    }

    /// What UIKit rejects, and what the translation does not express, gives nil.
    @Test func rejects() {
        var countsOff = SourceEdits()
        countsOff.deletedItems = [path(0, 0)]
        #expect(SourceEditPlan(oldCounts: [3], newCounts: [3], edits: countsOff) == nil)
        var twice = SourceEdits()
        twice.deletedItems = [path(0, 0)]
        twice.movedItems = [ListMove(from: path(0, 0), to: path(0, 1))]
        #expect(SourceEditPlan(oldCounts: [3], newCounts: [2], edits: twice) == nil)
        var outOfRange = SourceEdits()
        outOfRange.insertedItems = [path(0, 9)]
        #expect(SourceEditPlan(oldCounts: [3], newCounts: [4], edits: outOfRange) == nil)
        var inDeletedSection = SourceEdits()
        inDeletedSection.deletedSections = [0]
        inDeletedSection.deletedItems = [path(0, 0)]
        #expect(SourceEditPlan(oldCounts: [3, 1], newCounts: [1], edits: inDeletedSection) == nil)
        var intoInsertedSection = SourceEdits()
        intoInsertedSection.insertedSections = [0]
        intoInsertedSection.insertedItems = [path(0, 0)]
        #expect(SourceEditPlan(oldCounts: [3], newCounts: [1, 3], edits: intoInsertedSection) == nil)
        // An unedited section whose count changed, far from the edited one.
        var elsewhere = SourceEdits()
        elsewhere.insertedItems = [path(0, 0)]
        #expect(SourceEditPlan(oldCounts: [3, 5, 5], newCounts: [4, 5, 6], edits: elsewhere) == nil)
        #expect(SourceEditPlan(oldCounts: [3, 5, 5], newCounts: [4, 5, 5], edits: elsewhere) != nil)
    }

    /// The plan stores the edits, not the rows: a batch on millions of rows is answered by counting
    /// the edits before a row (the per-row plan this replaces refused beyond 2 000 000 items).
    @Test func millionsOfRowsAreAnsweredFromTheEdits() throws {
        var edits = SourceEdits()
        edits.deletedItems = [path(0, 5)]
        edits.insertedItems = [path(0, 5), path(0, 2_999_999)]
        edits.movedItems = [ListMove(from: path(0, 2_000_000), to: path(0, 0))]
        let plan = try #require(SourceEditPlan(oldCounts: [3_000_000], newCounts: [3_000_001], edits: edits))
        #expect(plan.target(ofOld: path(0, 3)) == path(0, 4))   // after the row moved to 0
        #expect(plan.target(ofOld: path(0, 4)) == path(0, 6))   // and the one inserted at 5
        #expect(plan.target(ofOld: path(0, 5)) == nil)
        #expect(plan.target(ofOld: path(0, 6)) == path(0, 7))
        #expect(plan.target(ofOld: path(0, 2_000_000)) == path(0, 0))
        #expect(plan.target(ofOld: path(0, 2_000_001)) == path(0, 2_000_001))
        #expect(plan.target(ofOld: path(0, 2_999_999)) == path(0, 3_000_000))
        #expect(plan.origin(ofNew: path(0, 2_999_999)) == .fresh)
        #expect(plan.origin(ofNew: path(0, 3_000_000)) == .kept(path(0, 2_999_999)))
    }

    /// Edge cases: a move across sections, a row deleted and another inserted at the same index,
    /// empty sections, and every row deleted.
    @Test func edgeCases() throws {
        var across = SourceEdits()
        across.movedItems = [ListMove(from: path(0, 1), to: path(2, 0))]
        let acrossPlan = try #require(SourceEditPlan(oldCounts: [3, 0, 1], newCounts: [2, 0, 2], edits: across))
        #expect(acrossPlan.target(ofOld: path(0, 1)) == path(2, 0))
        #expect(acrossPlan.target(ofOld: path(0, 2)) == path(0, 1))
        #expect(acrossPlan.target(ofOld: path(2, 0)) == path(2, 1))
        #expect(acrossPlan.origin(ofNew: path(2, 0)) == .kept(path(0, 1)))
        #expect(acrossPlan.origin(ofNew: path(1, 0)) == nil)   // the empty section has no rows

        var replaced = SourceEdits()
        replaced.deletedItems = [path(0, 5)]
        replaced.insertedItems = [path(0, 5)]
        let replacedPlan = try #require(SourceEditPlan(oldCounts: [10], newCounts: [10], edits: replaced))
        #expect(replacedPlan.target(ofOld: path(0, 5)) == nil)
        #expect(replacedPlan.origin(ofNew: path(0, 5)) == .fresh)
        #expect(replacedPlan.target(ofOld: path(0, 6)) == path(0, 6))

        var all = SourceEdits()
        all.deletedItems = Set((0..<3).map { path(0, $0) })
        let allPlan = try #require(SourceEditPlan(oldCounts: [3], newCounts: [0], edits: all))
        #expect((0..<3).allSatisfy { allPlan.target(ofOld: path(0, $0)) == nil })
        var into = SourceEdits()
        into.insertedItems = [path(1, 0)]
        #expect(SourceEditPlan(oldCounts: [0, 0], newCounts: [0, 1], edits: into)?.origin(ofNew: path(1, 0)) == .fresh)
        #expect(SourceEditPlan(oldCounts: [], newCounts: [], edits: SourceEdits()) != nil)
        #expect(SourceEditPlan(oldCounts: [-3], newCounts: [0], edits: SourceEdits()) != nil)
    }

    /// Random batches, valid and not: the plan agrees with the per-row plan it replaced (kept below
    /// as the reference) on validity and on every section's and row's target and origin.
    @Test func agreesWithThePerRowPlan() {
        var rng = SplitMix64(seed: 24)
        var compared = 0
        for round in 0..<4_000 {
            let counts = (0..<Int.random(in: 0...4, using: &rng)).map { _ in Int.random(in: 0...6, using: &rng) }
            var edits: SourceEdits, newCounts: [Int]
            if round % 2 == 0 {
                (edits, newCounts) = randomBatch(counts, &rng)
            } else {
                // Garbage: anything, with counts that may or may not add up.
                edits = SourceEdits()
                newCounts = (0..<Int.random(in: 0...4, using: &rng)).map { _ in Int.random(in: -1...6, using: &rng) }
                func any() -> SourceIndexPath {
                    SourceIndexPath(section: Int.random(in: -1...3, using: &rng), item: Int.random(in: -1...6, using: &rng))
                }
                for _ in 0..<Int.random(in: 0...4, using: &rng) {
                    switch Int.random(in: 0...7, using: &rng) {
                    case 0: edits.deletedItems.insert(any())
                    case 1: edits.insertedItems.insert(any())
                    case 2: edits.reloadedItems.insert(any())
                    case 3: edits.movedItems.append(ListMove(from: any(), to: any()))
                    case 4: edits.deletedSections.insert(Int.random(in: -1...3, using: &rng))
                    case 5: edits.insertedSections.insert(Int.random(in: -1...3, using: &rng))
                    case 6: edits.reloadedSections.insert(Int.random(in: -1...3, using: &rng))
                    default: edits.movedSections.append(ListMove(from: Int.random(in: -1...3, using: &rng),
                                                                 to: Int.random(in: -1...3, using: &rng)))
                    }
                }
            }
            let reference = PerRowEditPlan(oldCounts: counts, newCounts: newCounts, edits: edits)
            let plan = SourceEditPlan(oldCounts: counts, newCounts: newCounts, edits: edits)
            #expect((plan == nil) == (reference == nil), "validity differs for \(edits) on \(counts) → \(newCounts)")
            guard let plan, let reference else { continue }
            compared += 1
            for (old, target) in reference.sectionTargets.enumerated() {
                #expect(plan.sectionTarget(ofOld: old) == target)
                #expect(plan.isSectionMoved(old) == reference.sectionMoved[old])
            }
            for (new, origin) in reference.sectionOrigins.enumerated() {
                #expect(plan.sectionOrigin(ofNew: new) == origin)
            }
            // The walks agree with the single look-ups, on any part of a section (clamped).
            for section in -1...counts.count {
                let lower = Int.random(in: -2...3, using: &rng), upper = lower + Int.random(in: 0...9, using: &rng)
                var walked: [Int] = []
                plan.forEachTarget(ofOldItems: lower..<upper, inSection: section) { item, target in
                    walked.append(item)
                    #expect(target == plan.target(ofOld: path(section, item)))
                }
                #expect(walked == Array(max(0, lower)..<max(max(0, lower), min(upper, section >= 0 && section < counts.count ? counts[section] : 0))))
            }
            for section in -1...newCounts.count {
                let lower = Int.random(in: -2...3, using: &rng), upper = lower + Int.random(in: 0...9, using: &rng)
                var walked: [Int] = []
                plan.forEachOrigin(ofNewItems: lower..<upper, inSection: section) { item, origin in
                    walked.append(item)
                    #expect(origin == plan.origin(ofNew: path(section, item)))
                }
                let count = section >= 0 && section < newCounts.count ? max(0, newCounts[section]) : 0
                #expect(walked == Array(max(0, lower)..<max(max(0, lower), min(upper, count))))
            }
            for (section, targets) in reference.itemTargets.enumerated() {
                for (item, target) in targets.enumerated() {
                    #expect(plan.target(ofOld: path(section, item)) == target, "\(edits) on \(counts): [\(section), \(item)]")
                }
            }
            for (section, origins) in reference.itemOrigins.enumerated() {
                for (item, origin) in origins.enumerated() {
                    #expect(plan.origin(ofNew: path(section, item)) == origin, "\(edits) on \(counts): new [\(section), \(item)]")
                }
            }
        }
        #expect(compared > 2_000)
    }
}

/// The per-row plan ``SourceEditPlan`` replaced (arrays of every section's and item's origin and
/// target, O(S + N)): the reference the edit-only plan is checked against.
private struct PerRowEditPlan {
    /// Where a section or item after the batch comes from.
    typealias Origin<Index: Equatable & Sendable> = SourceEditPlan.Origin<Index>

    /// Per new section.
    var sectionOrigins: [Origin<Int>]
    /// Per old section: its index after the batch (kept or reloaded), nil when deleted.
    var sectionTargets: [Int?]
    /// Per old section: whether it was moved by the client.
    var sectionMoved: [Bool]
    /// Per new section, per item (empty for a fresh or reloaded section).
    var itemOrigins: [[Origin<SourceIndexPath>]]
    /// Per old section, per item: its path after the batch, nil when deleted (or its section
    /// is not kept).
    var itemTargets: [[SourceIndexPath?]]
    /// The validated edits.
    let edits: SourceEdits

    init?(oldCounts rawOld: [Int], newCounts rawNew: [Int], edits: SourceEdits) {
        let oldCounts = rawOld.map { max(0, $0) }
        let newCounts = rawNew.map { max(0, $0) }
        self.edits = edits
        let oldSections = oldCounts.count
        let newSections = newCounts.count

        // Sections.
        let movedFrom = edits.movedSections.map(\.from)
        let movedTo = edits.movedSections.map(\.to)
        let oldNamed = Array(edits.deletedSections) + Array(edits.reloadedSections) + movedFrom
        let newNamed = Array(edits.insertedSections) + movedTo
        guard Set(oldNamed).count == oldNamed.count, Set(newNamed).count == newNamed.count,
              oldNamed.allSatisfy({ $0 >= 0 && $0 < oldSections }),
              newNamed.allSatisfy({ $0 >= 0 && $0 < newSections }),
              newSections == oldSections - edits.deletedSections.count + edits.insertedSections.count
        else { return nil }
        var origins = [Origin<Int>?](repeating: nil, count: newSections)
        for section in edits.insertedSections { origins[section] = .fresh }
        for move in edits.movedSections { origins[move.to] = .kept(move.from) }
        let movedSet = Set(movedFrom)
        var survivors = (0..<oldSections).lazy.filter {
            !edits.deletedSections.contains($0) && !movedSet.contains($0)
        }.makeIterator()
        for index in 0..<newSections where origins[index] == nil {
            guard let old = survivors.next() else { return nil }
            origins[index] = edits.reloadedSections.contains(old) ? .reloaded(old) : .kept(old)
        }
        sectionOrigins = origins.map { $0 ?? .fresh }
        sectionTargets = [Int?](repeating: nil, count: oldSections)
        sectionMoved = (0..<oldSections).map { movedSet.contains($0) }
        var keptNewOfOld = [Int?](repeating: nil, count: oldSections)
        for (index, origin) in sectionOrigins.enumerated() {
            switch origin {
            case .kept(let old): sectionTargets[old] = index; keptNewOfOld[old] = index
            case .reloaded(let old): sectionTargets[old] = index
            case .fresh: break
            }
        }

        // Items: every named path must be in a kept section, in range, and named once.
        let itemMovedFrom = edits.movedItems.map(\.from)
        let itemMovedTo = edits.movedItems.map(\.to)
        let oldItems = Array(edits.deletedItems) + Array(edits.reloadedItems) + itemMovedFrom
        let newItems = Array(edits.insertedItems) + itemMovedTo
        guard Set(oldItems).count == oldItems.count, Set(newItems).count == newItems.count else { return nil }
        for path in oldItems {
            guard path.section >= 0, path.section < oldSections, keptNewOfOld[path.section] != nil,
                  path.item >= 0, path.item < oldCounts[path.section] else { return nil }
        }
        var newIsKept = [Bool](repeating: false, count: newSections)
        for (index, origin) in sectionOrigins.enumerated() {
            if case .kept = origin { newIsKept[index] = true }
        }
        for path in newItems {
            guard path.section >= 0, path.section < newSections, newIsKept[path.section],
                  path.item >= 0, path.item < newCounts[path.section] else { return nil }
        }

        var itemOrigins: [[Origin<SourceIndexPath>]] = []
        itemOrigins.reserveCapacity(newSections)
        var targets = oldCounts.map { [SourceIndexPath?](repeating: nil, count: $0) }
        var removed = oldCounts.map { [Bool](repeating: false, count: $0) }
        for path in edits.deletedItems { removed[path.section][path.item] = true }
        for path in itemMovedFrom { removed[path.section][path.item] = true }
        var slotsBySection = newCounts.map { [Origin<SourceIndexPath>?](repeating: nil, count: $0) }
        for path in edits.insertedItems { slotsBySection[path.section][path.item] = .fresh }
        for move in edits.movedItems { slotsBySection[move.to.section][move.to.item] = .kept(move.from) }
        for newSection in 0..<newSections {
            guard case .kept(let old) = sectionOrigins[newSection] else {
                itemOrigins.append([])
                continue
            }
            var slots = slotsBySection[newSection]
            var next = 0
            for index in slots.indices where slots[index] == nil {
                while next < oldCounts[old] && removed[old][next] { next += 1 }
                guard next < oldCounts[old] else { return nil }   // counts do not add up
                let path = SourceIndexPath(section: old, item: next)
                slots[index] = edits.reloadedItems.contains(path) ? .reloaded(path) : .kept(path)
                next += 1
            }
            while next < oldCounts[old] && removed[old][next] { next += 1 }
            guard next == oldCounts[old] else { return nil }       // old items left over
            var origins: [Origin<SourceIndexPath>] = []
            origins.reserveCapacity(slots.count)
            for (index, slot) in slots.enumerated() {
                let origin = slot ?? .fresh
                origins.append(origin)
                switch origin {
                case .kept(let path), .reloaded(let path):
                    targets[path.section][path.item] = SourceIndexPath(section: newSection, item: index)
                case .fresh: break
                }
            }
            itemOrigins.append(origins)
        }
        self.itemOrigins = itemOrigins
        self.itemTargets = targets
    }
}
