import Foundation
import InfiniteHostTesting
import Testing
@testable import InfiniteProxy

/// UIKit's batch rules, applied to a list whose sections and items carry identities: the oracle
/// the translation is checked against (written independently of ``SourceEditPlan``).
private enum BatchModel {
    enum Slot<ID: Hashable>: Hashable {
        case old(ID)
        case fresh
    }

    struct Applied<SectionID: Hashable, ItemID: Hashable> {
        var sections: [Slot<SectionID>]
        var items: [[Slot<ItemID>]]
    }

    /// Applies `edits` to `sections` (each a section identity and its item identities), or nil when
    /// UIKit would reject the batch for `newCounts`.
    static func apply<P: Hashable & Sendable, SectionID: Hashable, ItemID: Hashable>(
        _ edits: ListEdits<P>, to sections: [(id: SectionID, items: [ItemID])], newCounts: [Int],
        section: (P) -> Int, item: (P) -> Int
    ) -> Applied<SectionID, ItemID>? {
        let oldCount = sections.count, newCount = newCounts.count
        let oldNamed = Array(edits.deletedSections) + Array(edits.reloadedSections) + edits.movedSections.map(\.from)
        let newNamed = Array(edits.insertedSections) + edits.movedSections.map(\.to)
        guard Set(oldNamed).count == oldNamed.count, Set(newNamed).count == newNamed.count,
              oldNamed.allSatisfy({ (0..<oldCount).contains($0) }), newNamed.allSatisfy({ (0..<newCount).contains($0) }),
              newCount == oldCount - edits.deletedSections.count + edits.insertedSections.count else { return nil }
        var origin = [Int?](repeating: nil, count: newCount)
        var fixed = Set(edits.insertedSections)
        for move in edits.movedSections { origin[move.to] = move.from; fixed.insert(move.to) }
        var survivors = (0..<oldCount).filter {
            !edits.deletedSections.contains($0) && !edits.movedSections.map(\.from).contains($0)
        }.makeIterator()
        for index in 0..<newCount where !fixed.contains(index) { origin[index] = survivors.next() }
        let oldPaths = Array(edits.deletedItems) + Array(edits.reloadedItems) + edits.movedItems.map(\.from)
        let newPaths = Array(edits.insertedItems) + edits.movedItems.map(\.to)
        guard Set(oldPaths).count == oldPaths.count, Set(newPaths).count == newPaths.count else { return nil }
        for path in oldPaths {
            let s = section(path)
            guard (0..<oldCount).contains(s), (0..<sections[s].items.count).contains(item(path)) else { return nil }
        }
        for path in newPaths {
            let s = section(path)
            guard (0..<newCount).contains(s), (0..<newCounts[s]).contains(item(path)) else { return nil }
        }
        var result = Applied<SectionID, ItemID>(sections: [], items: [])
        for index in 0..<newCount {
            guard let from = origin[index], !edits.reloadedSections.contains(from) else {
                result.sections.append(.fresh)
                result.items.append(Array(repeating: .fresh, count: newCounts[index]))
                continue
            }
            result.sections.append(.old(sections[from].id))
            var slots = [Slot<ItemID>?](repeating: nil, count: newCounts[index])
            for path in edits.insertedItems where section(path) == index { slots[item(path)] = .fresh }
            for move in edits.movedItems where section(move.to) == index {
                let source = section(move.from)
                slots[item(move.to)] = edits.reloadedSections.contains(source) ? .fresh
                    : .old(sections[source].items[item(move.from)])
            }
            let gone = Set(edits.movedItems.filter { section($0.from) == from }.map { item($0.from) })
                .union(edits.deletedItems.filter { section($0) == from }.map(item))
            let reloaded = Set(edits.reloadedItems.filter { section($0) == from }.map(item))
            var kept = (0..<sections[from].items.count).filter { !gone.contains($0) }.makeIterator()
            for slot in slots.indices where slots[slot] == nil {
                guard let row = kept.next() else { return nil }
                slots[slot] = reloaded.contains(row) ? .fresh : .old(sections[from].items[row])
            }
            guard kept.next() == nil else { return nil }
            result.items.append(slots.map { $0 ?? .fresh })
        }
        return result
    }
}

/// A twin: (copy, identity).
private struct Twin: Hashable { var copy: Int; var id: Int }

/// The client's data: section identities and item identities.
private struct Data {
    var sections: [(id: Int, items: [Int])]
    var counts: [Int] { sections.map(\.items.count) }

    static func make(_ counts: [Int]) -> Data {
        var next = 1000
        return Data(sections: counts.enumerated().map { index, count in
            defer { next += count }
            return (id: index, items: Array(next..<(next + count)))
        })
    }

    /// The data after the client's edits (fresh items and sections get new identities), nil when
    /// UIKit rejects the batch for `newCounts`.
    func applying(_ edits: SourceEdits, newCounts: [Int]) -> (Data, fresh: Set<Int>)? {
        guard let applied = BatchModel.apply(edits, to: sections, newCounts: newCounts,
                                             section: \.section, item: \.item) else { return nil }
        var next = 5000
        var fresh = Set<Int>()
        var result: [(id: Int, items: [Int])] = []
        for (index, slot) in applied.sections.enumerated() {
            var sectionID: Int
            if case .old(let id) = slot { sectionID = id } else { sectionID = next; next += 1; fresh.insert(sectionID) }
            var items: [Int] = []
            for item in applied.items[index] {
                if case .old(let id) = item { items.append(id) } else { items.append(next); fresh.insert(next); next += 1 }
            }
            result.append((id: sectionID, items: items))
        }
        return (Data(sections: result), fresh)
    }

    /// The virtual list: each virtual section as a (copy, section identity) twin with its item twins.
    func virtual(_ repetition: Repetition) -> [(id: Twin, items: [Twin])] {
        (0..<repetition.numberOfVirtualSections).map { section in
            let sourceSection = repetition.sourceSection(forVirtualSection: section)
            let copy = repetition.repeatsWithinSection ? 0 : repetition.copyIndex(of: VirtualIndexPath(section: section, item: 0))
            let items = (0..<repetition.numberOfVirtualItems(inVirtualSection: section)).map { item in
                let virtual = VirtualIndexPath(section: section, item: item)
                let source = repetition.sourceIndexPath(for: virtual)
                return Twin(copy: repetition.copyIndex(of: virtual), id: sections[source.section].items[source.item])
            }
            return (id: Twin(copy: copy, id: sections.isEmpty ? -1 : sections[sourceSection].id), items: items)
        }
    }
}

/// Checks one translation: applying the virtual edits to the old virtual list gives the new one,
/// and every twin that exists before and after, and whose item the client kept, is kept too.
/// Returns whether a translation was made.
@discardableResult
private func check(
    _ oldData: Data, _ old: Repetition, _ edits: SourceEdits, newCounts: [Int], _ newRepetition: (Data) -> Repetition,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool? {
    guard let (newData, fresh) = oldData.applying(edits, newCounts: newCounts) else {
        #expect(VirtualEditTranslation(old: old, new: newRepetition(oldData), edits: edits) == nil,
                "invalid source batch translated", sourceLocation: sourceLocation)
        return nil
    }
    let new = newRepetition(newData)
    guard let translation = VirtualEditTranslation(old: old, new: new, edits: edits) else { return false }
    let oldVirtual = oldData.virtual(old)
    let newVirtual = newData.virtual(new)
    guard let applied = BatchModel.apply(translation.edits, to: oldVirtual, newCounts: newVirtual.map(\.items.count),
                                         section: \.section, item: \.item) else {
        Issue.record("virtual batch rejected: \(translation.edits) old \(old) new \(new) source \(edits)",
                     sourceLocation: sourceLocation)
        return true
    }
    let oldSections = Set(oldVirtual.map(\.id))
    let oldItems = Set(oldVirtual.flatMap(\.items))
    #expect(applied.sections.count == newVirtual.count, sourceLocation: sourceLocation)
    for (index, slot) in applied.sections.enumerated() where index < newVirtual.count {
        let expected = newVirtual[index].id
        switch slot {
        case .old(let twin): #expect(twin == expected, "section \(index)", sourceLocation: sourceLocation)
        case .fresh:
            #expect(fresh.contains(expected.id) || !oldSections.contains(expected) || edits.reloadedSections.isEmpty == false,
                    "section \(index) needlessly fresh", sourceLocation: sourceLocation)
        }
        for (item, itemSlot) in applied.items[index].enumerated() {
            let expectedItem = newVirtual[index].items[item]
            switch itemSlot {
            case .old(let twin):
                #expect(twin == expectedItem, "virtual[\(index), \(item)]: \(twin) instead of \(expectedItem); edits \(translation.edits) source \(edits) old \(old) new \(new)",
                        sourceLocation: sourceLocation)
                #expect(!fresh.contains(expectedItem.id), sourceLocation: sourceLocation)
            case .fresh:
                let reloaded = edits.reloadedItems.contains { oldData.sections[$0.section].items[$0.item] == expectedItem.id }
                    || !edits.reloadedSections.isEmpty
                #expect(fresh.contains(expectedItem.id) || reloaded || !oldItems.contains(expectedItem),
                        "virtual[\(index), \(item)] needlessly fresh: \(expectedItem); edits \(translation.edits) source \(edits) old \(old) new \(new)",
                        sourceLocation: sourceLocation)
            }
        }
    }
    // The centred twin follows its item.
    for (section, content) in oldVirtual.enumerated() {
        for (item, twin) in content.items.enumerated() {
            guard let moved = translation.newVirtualIndexPath(forOld: VirtualIndexPath(section: section, item: item)) else { continue }
            // A reloaded item is the same item (the data model gives it a fresh identity).
            let now = newVirtual[moved.section].items[moved.item]
            #expect(now == twin || (fresh.contains(now.id) && now.copy == twin.copy), sourceLocation: sourceLocation)
        }
    }
    return true
}

/// Shapes of repetition for one section: (copies, leading, trailing).
private let singleShapes: [(Int, Int, Int)] = [(1, 0, 0), (2, 0, 0), (1, 2, 3), (2, 5, 1), (3, 1, 0)]
private func single(_ shape: (Int, Int, Int)) -> (Data) -> Repetition {
    { Repetition(sourceItemCounts: $0.counts, copies: shape.0, leadingItems: shape.1, trailingItems: shape.2) }
}
private func blocks(_ copies: Int) -> (Data) -> Repetition {
    { Repetition(sourceItemCounts: $0.counts, copies: copies) }
}

/// Every single edit of a source with `counts`.
private func singleEdits(_ counts: [Int]) -> [(SourceEdits, [Int])] {
    var result: [(SourceEdits, [Int])] = []
    let paths = counts.indices.flatMap { s in (0..<counts[s]).map { SourceIndexPath(section: s, item: $0) } }
    for path in paths {
        var delete = SourceEdits(); delete.deletedItems = [path]
        var newCounts = counts; newCounts[path.section] -= 1
        result.append((delete, newCounts))
        var reload = SourceEdits(); reload.reloadedItems = [path]
        result.append((reload, counts))
        for to in counts.indices {
            var moved = counts; moved[path.section] -= 1; moved[to] += 1
            for item in 0..<moved[to] {
                var move = SourceEdits(); move.movedItems = [ListMove(from: path, to: SourceIndexPath(section: to, item: item))]
                result.append((move, moved))
            }
        }
    }
    for section in counts.indices {
        for item in 0...counts[section] {
            var insert = SourceEdits(); insert.insertedItems = [SourceIndexPath(section: section, item: item)]
            var newCounts = counts; newCounts[section] += 1
            result.append((insert, newCounts))
        }
        var reload = SourceEdits(); reload.reloadedSections = [section]
        result.append((reload, counts))
        var reloadResized = reload
        reloadResized.reloadedSections = [section]
        var resized = counts; resized[section] += 2
        result.append((reloadResized, resized))
        var delete = SourceEdits(); delete.deletedSections = [section]
        var fewer = counts; fewer.remove(at: section)
        result.append((delete, fewer))
        for to in counts.indices {
            var move = SourceEdits(); move.movedSections = [ListMove(from: section, to: to)]
            var moved = counts; let count = moved.remove(at: section); moved.insert(count, at: to)
            result.append((move, moved))
        }
    }
    for section in 0...counts.count {
        var insert = SourceEdits(); insert.insertedSections = [section]
        var more = counts; more.insert(2, at: section)
        result.append((insert, more))
    }
    return result
}

@Suite struct VirtualEditTranslationTests {
    @Test func docExample() throws {
        let old = Repetition(sourceItemCounts: [3], copies: 2, leadingItems: 1, trailingItems: 1)
        let new = Repetition(sourceItemCounts: [2], copies: 2, leadingItems: 1, trailingItems: 1)
        var edits = SourceEdits()
        edits.deletedItems = [SourceIndexPath(section: 0, item: 0)]
        let translation = try #require(VirtualEditTranslation(old: old, new: new, edits: edits))
        #expect(translation.edits.deletedItems == Set([1, 4, 7].map { VirtualIndexPath(section: 0, item: $0) }))
        #expect(translation.edits.insertedItems == [VirtualIndexPath(section: 0, item: 5)])
        #expect(translation.edits.movedItems.isEmpty && translation.edits.reloadedItems.isEmpty)
        // Row 2 of copy 0 (virtual 3) is row 1 of copy 0 afterwards (virtual 2).
        #expect(translation.newVirtualIndexPath(forOld: VirtualIndexPath(section: 0, item: 3)) == VirtualIndexPath(section: 0, item: 2))
        #expect(translation.newVirtualIndexPath(forOld: VirtualIndexPath(section: 0, item: 4)) == nil)
        #expect(translation.survivingVirtualIndexPath(near: VirtualIndexPath(section: 0, item: 4)) == VirtualIndexPath(section: 0, item: 3))
    }

    /// A plan with fewer copies drops the centred twin's copy: the twin kept is one of the same
    /// item (the nearest survivor, old virtual 19, is item 9: another item).
    @Test func keptTwinOfAnItemWhoseCopyIsGoneIsTheSameItem() throws {
        let old = Repetition(sourceItemCounts: [10], copies: 5, leadingItems: 0, trailingItems: 0)
        let new = Repetition(sourceItemCounts: [11], copies: 2, leadingItems: 0, trailingItems: 0)
        var edits = SourceEdits()
        edits.insertedItems = [SourceIndexPath(section: 0, item: 9)]
        let translation = try #require(VirtualEditTranslation(old: old, new: new, edits: edits))
        let centred = VirtualIndexPath(section: 0, item: 43)
        #expect(translation.newVirtualIndexPath(forOld: centred) == nil)
        let nearest = try #require(translation.survivingVirtualIndexPath(near: centred))
        #expect(new.sourceIndexPath(for: nearest) != SourceIndexPath(section: 0, item: 3))
        let kept = try #require(translation.keptVirtualIndexPath(for: centred))
        #expect(new.sourceIndexPath(for: kept) == SourceIndexPath(section: 0, item: 3))
        #expect(kept == VirtualIndexPath(section: 0, item: 14))
        // A deleted item keeps the nearest survivor; a twin that survives is itself.
        edits.deletedItems = [SourceIndexPath(section: 0, item: 3)]
        edits.insertedItems = [SourceIndexPath(section: 0, item: 8), SourceIndexPath(section: 0, item: 9)]
        let deleting = try #require(VirtualEditTranslation(old: old, new: new, edits: edits))
        #expect(deleting.keptVirtualIndexPath(for: centred) == deleting.survivingVirtualIndexPath(near: centred))
        #expect(translation.keptVirtualIndexPath(for: VirtualIndexPath(section: 0, item: 13)) == VirtualIndexPath(section: 0, item: 14))
    }

    @Test func everySingleEditOfOneSection() {
        var translated = 0
        for count in 0...8 {
            let data = Data.make([count])
            for oldShape in singleShapes {
                let old = single(oldShape)(data)
                for (edits, newCounts) in singleEdits([count]) {
                    for newShape in singleShapes {
                        let result = check(data, old, edits, newCounts: newCounts, single(newShape))
                        let expressible = edits.movedSections.isEmpty && newCounts.count == 1
                        if expressible && result == false {
                            Issue.record("not translated: \(edits) on \(count) rows")
                        }
                        if result == true { translated += 1 }
                    }
                }
            }
        }
        #expect(translated > 5_000)
    }

    @Test func everySingleEditOfSeveralSections() {
        var translated = 0
        for counts in [[0, 0], [1, 0], [2, 3], [0, 1, 2], [3, 1, 4], [8, 0, 1]] {
            let data = Data.make(counts)
            for copies in [1, 2, 3] {
                let old = blocks(copies)(data)
                for (edits, newCounts) in singleEdits(counts) {
                    for newCopies in [1, 2, 4] {
                        let result = check(data, old, edits, newCounts: newCounts, blocks(newCopies))
                        let expressible = newCounts.count >= 2 || newCounts.isEmpty
                        if expressible && result == false {
                            Issue.record("not translated: \(edits) on \(counts)")
                        }
                        if result == true { translated += 1 }
                    }
                }
            }
        }
        #expect(translated > 2_000)
    }

    @Test func changesBetweenOneSectionAndSeveralFallBack() {
        let data = Data.make([3])
        var edits = SourceEdits()
        edits.insertedSections = [1]
        #expect(check(data, single((2, 1, 1))(data), edits, newCounts: [3, 2], blocks(2)) == false)
    }

    @Test func randomBatches() {
        var rng = SplitMix64(seed: 15)
        var translated = 0
        for round in 0..<3_000 {
            let sectionCount = round % 3 == 0 ? 1 : Int.random(in: 0...4, using: &rng)
            let counts = (0..<sectionCount).map { _ in Int.random(in: 0...8, using: &rng) }
            let data = Data.make(counts)
            let (edits, newCounts) = randomBatch(counts, &rng)
            let old: Repetition, makeNew: (Data) -> Repetition
            if sectionCount == 1 {
                old = single(singleShapes.randomElement(using: &rng)!)(data)
                makeNew = single(singleShapes.randomElement(using: &rng)!)
            } else {
                old = blocks(Int.random(in: 1...3, using: &rng))(data)
                makeNew = blocks(Int.random(in: 1...3, using: &rng))
            }
            let result = check(data, old, edits, newCounts: newCounts, makeNew)
            #expect(result != nil, "generated batch invalid: \(edits) on \(counts)")
            if result == true { translated += 1 }
        }
        #expect(translated > 1_500)
    }

    @Test func garbageNeverTraps() {
        var rng = SplitMix64(seed: 99)
        for _ in 0..<5_000 {
            let counts = (0..<Int.random(in: 0...3, using: &rng)).map { _ in Int.random(in: -2...5, using: &rng) }
            let newCounts = (0..<Int.random(in: 0...3, using: &rng)).map { _ in Int.random(in: -2...5, using: &rng) }
            var edits = SourceEdits()
            func path() -> SourceIndexPath {
                SourceIndexPath(section: Int.random(in: -1...3, using: &rng), item: Int.random(in: -1...6, using: &rng))
            }
            for _ in 0..<Int.random(in: 0...4, using: &rng) {
                switch Int.random(in: 0...7, using: &rng) {
                case 0: edits.deletedItems.insert(path())
                case 1: edits.insertedItems.insert(path())
                case 2: edits.reloadedItems.insert(path())
                case 3: edits.movedItems.append(ListMove(from: path(), to: path()))
                case 4: edits.deletedSections.insert(Int.random(in: -1...3, using: &rng))
                case 5: edits.insertedSections.insert(Int.random(in: -1...3, using: &rng))
                case 6: edits.reloadedSections.insert(Int.random(in: -1...3, using: &rng))
                default: edits.movedSections.append(ListMove(from: Int.random(in: -1...3, using: &rng), to: Int.random(in: -1...3, using: &rng)))
                }
            }
            let old = Repetition(sourceItemCounts: counts, copies: Int.random(in: 1...3, using: &rng),
                                 leadingItems: Int.random(in: 0...4, using: &rng), trailingItems: Int.random(in: 0...4, using: &rng))
            let new = Repetition(sourceItemCounts: newCounts, copies: Int.random(in: 1...3, using: &rng),
                                 leadingItems: Int.random(in: 0...4, using: &rng), trailingItems: Int.random(in: 0...4, using: &rng))
            if let translation = VirtualEditTranslation(old: old, new: new, edits: edits) {
                let data = Data.make(old.sourceItemCounts)
                // Whatever it accepted must be a batch UIKit accepts.
                #expect(data.applying(edits, newCounts: new.sourceItemCounts) != nil, "accepted invalid \(edits)")
                _ = translation.survivingVirtualIndexPath(near: VirtualIndexPath(section: Int.random(in: -1...3, using: &rng),
                                                                                 item: Int.random(in: -9...9, using: &rng)))
            }
        }
        // Overflowing and huge inputs.
        #expect(VirtualEditTranslation(old: Repetition(sourceItemCounts: [Int.max], copies: 1),
                                       new: Repetition(sourceItemCounts: [Int.max], copies: 1), edits: SourceEdits()) == nil)
        #expect(VirtualEditTranslation(old: Repetition(sourceItemCounts: [Int.max, 2], copies: 1),
                                       new: Repetition(sourceItemCounts: [1], copies: 1), edits: SourceEdits()) == nil)
    }

    @Test func tooManyVirtualEditsFallBack() {
        let old = Repetition(sourceItemCounts: [2], copies: 30_000)
        let new = Repetition(sourceItemCounts: [1], copies: 30_000)
        var edits = SourceEdits()
        edits.deletedItems = [SourceIndexPath(section: 0, item: 0)]
        #expect(VirtualEditTranslation(old: old, new: new, edits: edits) == nil)
        let few = Repetition(sourceItemCounts: [1], copies: 300)
        #expect(VirtualEditTranslation(old: Repetition(sourceItemCounts: [2], copies: 300), new: few, edits: edits)?
            .edits.deletedItems.count == 300)
    }
}

/// A random valid batch on `counts` (UIKit's rules), with the counts after it (also used by
/// `SourceEditPlanTests`).
func randomBatch(_ counts: [Int], _ rng: inout SplitMix64) -> (SourceEdits, [Int]) {
    var edits = SourceEdits()
    let sectionCount = counts.count
    // Sections: each old one deleted, reloaded, moved or kept.
    var kept: [Int] = []       // old sections that survive unreloaded, in old order
    var movedSections: [Int] = []
    for section in 0..<sectionCount {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0 where sectionCount > 1: edits.deletedSections.insert(section)
        case 1 where sectionCount > 1: edits.reloadedSections.insert(section); kept.append(section)
        case 2 where sectionCount > 1: movedSections.append(section)
        default: kept.append(section)
        }
    }
    let insertedCount = sectionCount > 1 && Bool.random(using: &rng) ? Int.random(in: 0...2, using: &rng) : 0
    let newSectionCount = sectionCount - edits.deletedSections.count + insertedCount
    var fixedSlots = Array(0..<newSectionCount).shuffled(using: &rng).prefix(insertedCount + movedSections.count)
    var newIndexOfOld: [Int: Int] = [:]
    var newCounts = [Int](repeating: 2, count: newSectionCount)
    var isFixed = Set<Int>()
    for _ in 0..<insertedCount {
        let slot = fixedSlots.removeFirst()
        edits.insertedSections.insert(slot); isFixed.insert(slot)
    }
    for section in movedSections {
        let slot = fixedSlots.removeFirst()
        edits.movedSections.append(ListMove(from: section, to: slot)); isFixed.insert(slot)
        newIndexOfOld[section] = slot
    }
    var free = (0..<newSectionCount).filter { !isFixed.contains($0) }.makeIterator()
    for section in kept { newIndexOfOld[section] = free.next() }
    // Items, in sections that survive unreloaded (moved ones included).
    let itemSections = (kept + movedSections).filter { !edits.reloadedSections.contains($0) }.sorted()
    var newCount: [Int: Int] = [:]
    var incoming: [Int: Int] = [:]
    var moves: [(SourceIndexPath, Int)] = []
    for section in itemSections {
        var left = counts[section]
        for item in 0..<counts[section] {
            let path = SourceIndexPath(section: section, item: item)
            switch Int.random(in: 0..<8, using: &rng) {
            case 0: edits.deletedItems.insert(path); left -= 1
            case 1: edits.reloadedItems.insert(path)
            case 2:
                let to = itemSections.randomElement(using: &rng)!
                moves.append((path, to)); left -= 1
                incoming[to, default: 0] += 1
            default: break
            }
        }
        newCount[section] = left
    }
    var insertedItems: [Int: Int] = [:]
    for section in itemSections { insertedItems[section] = Int.random(in: 0...2, using: &rng) == 0 ? Int.random(in: 1...2, using: &rng) : 0 }
    var destinations: [Int: [Int]] = [:]
    for section in itemSections {
        let total = newCount[section]! + incoming[section, default: 0] + insertedItems[section]!
        newCounts[newIndexOfOld[section]!] = total
        destinations[section] = Array((0..<total).shuffled(using: &rng).prefix(incoming[section, default: 0] + insertedItems[section]!))
    }
    for section in kept where edits.reloadedSections.contains(section) {
        newCounts[newIndexOfOld[section]!] = Int.random(in: 0...4, using: &rng)
    }
    for (from, to) in moves {
        let slot = destinations[to]!.removeFirst()
        edits.movedItems.append(ListMove(from: from, to: SourceIndexPath(section: newIndexOfOld[to]!, item: slot)))
    }
    for section in itemSections {
        for slot in destinations[section]! {
            edits.insertedItems.insert(SourceIndexPath(section: newIndexOfOld[section]!, item: slot))
        }
    }
    return (edits, newCounts)
}

@Suite struct VirtualEditTranslationFollowingTests {
    @Test func followsAnItemThroughTheEdits() {
        var edits = SourceEdits()
        edits.insertedItems = [SourceIndexPath(section: 0, item: 0)]
        #expect(VirtualEditTranslation.sourceIndexPath(following: SourceIndexPath(section: 0, item: 4),
                                                       oldCounts: [9], newCounts: [10], edits: edits)
                == SourceIndexPath(section: 0, item: 5))
        // A new section before it: it moves to section 1 (the translation itself falls back).
        var sections = SourceEdits()
        sections.insertedSections = [0]
        #expect(VirtualEditTranslation.sourceIndexPath(following: SourceIndexPath(section: 0, item: 4),
                                                       oldCounts: [9], newCounts: [2, 9], edits: sections)
                == SourceIndexPath(section: 1, item: 4))
        var deleted = SourceEdits()
        deleted.deletedItems = [SourceIndexPath(section: 0, item: 4)]
        #expect(VirtualEditTranslation.sourceIndexPath(following: SourceIndexPath(section: 0, item: 4),
                                                       oldCounts: [9], newCounts: [8], edits: deleted) == nil)
        #expect(VirtualEditTranslation.sourceIndexPath(following: SourceIndexPath(section: 0, item: 4),
                                                       oldCounts: [9], newCounts: [9], edits: deleted) == nil)
    }
}
