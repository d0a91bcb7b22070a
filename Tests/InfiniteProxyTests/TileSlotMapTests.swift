import Foundation
import InfiniteHostTesting
import Testing
@testable import InfiniteProxy

@Suite struct TileSlotMapTests {
    @Test func docExample() {
        var slots = TileSlotMap<GridCoordinate>()
        #expect(slots.insert(GridCoordinate(x: 0, y: 0)) == (true, 0))
        #expect(slots.insert(GridCoordinate(x: 1, y: 0)) == (true, 1))
        #expect(slots.remove(GridCoordinate(x: 0, y: 0)) == 0)
        #expect(slots.insert(GridCoordinate(x: 5, y: 5)) == (true, 0))
        #expect(slots.key(inSlot: 0) == GridCoordinate(x: 5, y: 5))
        #expect(slots.slotCount == 2)
        var limited = TileSlotMap<Int>()
        #expect(limited.insert(7, slotLimit: 1) == 0)
        #expect(limited.insert(8, slotLimit: 1) == nil)
        #expect(limited.insert(7, slotLimit: 1) == 0)
    }

    @Test func insertingALiveKeyKeepsItsSlot() {
        var slots = TileSlotMap<Int>()
        slots.insert(3)
        slots.insert(4)
        #expect(slots.insert(3) == (false, 0))
        #expect(slots.count == 2)
        #expect(slots.remove(9) == nil)
        #expect(slots.key(inSlot: -1) == nil && slots.key(inSlot: 2) == nil)
    }

    @Test func freedSlotsAreReusedOldestFirst() {
        var slots = TileSlotMap<Int>()
        for key in 0..<5 { slots.insert(key) }
        slots.remove(3)
        slots.remove(1)
        slots.remove(4)
        #expect(slots.insert(10).slot == 3)
        #expect(slots.insert(11).slot == 1)
        #expect(slots.insert(12).slot == 4)
        #expect(slots.insert(13).slot == 5)
        #expect(slots._invariantViolation() == nil)
    }

    /// Every sequence of up to 5 operations on keys 0..<3 (insert or remove), against a reference
    /// model: a dictionary plus "slot count = most keys alive at once".
    @Test func exhaustiveSmallSequencesMatchAReferenceModel() {
        let operations = (0..<3).flatMap { [($0, true), ($0, false)] }
        func run(_ sequence: [(Int, Bool)]) {
            var slots = TileSlotMap<Int>()
            var alive = Set<Int>()
            var peak = 0
            for (key, insert) in sequence {
                if insert {
                    let result = slots.insert(key)
                    #expect(result.inserted == !alive.contains(key))
                    alive.insert(key)
                } else {
                    #expect((slots.remove(key) != nil) == alive.contains(key))
                    alive.remove(key)
                }
                peak = max(peak, alive.count)
                #expect(slots._invariantViolation() == nil)
                #expect(slots.count == alive.count)
                #expect(slots.slotCount == peak)
                for key in 0..<3 { #expect(slots.contains(key) == alive.contains(key)) }
            }
        }
        var sequences: [[(Int, Bool)]] = [[]]
        for _ in 0..<5 {
            sequences = sequences.flatMap { prefix in operations.map { prefix + [$0] } }
            for sequence in sequences { run(sequence) }
        }
    }

    /// Long random runs with a thousand live keys: no collisions, slots bounded by the peak.
    @Test func randomRunsNeverCollide() {
        var generator = SplitMix64(seed: 42)
        var slots = TileSlotMap<GridCoordinate>()
        var reference: [GridCoordinate: Int] = [:]
        var peak = 0
        for step in 0..<60_000 {
            let key = GridCoordinate(x: Int(generator.next() % 60), y: Int(generator.next() % 40))
            if generator.next() % 2 == 0 {
                let (inserted, slot) = slots.insert(key)
                if let old = reference[key] {
                    #expect(!inserted && slot == old)
                } else {
                    #expect(inserted && !reference.values.contains(slot))
                    reference[key] = slot
                }
            } else {
                #expect(slots.remove(key) == reference.removeValue(forKey: key))
            }
            peak = max(peak, reference.count)
            #expect(slots.slotCount == peak)
            if step % 5_000 == 0 { #expect(slots._invariantViolation() == nil) }
        }
        for (key, slot) in reference {
            #expect(slots.slot(for: key) == slot)
            #expect(slots.key(inSlot: slot) == key)
        }
        #expect(slots.liveSlots.count == reference.count)
        var visited = 0
        slots.forEachLive { key, slot in
            visited += 1
            #expect(reference[key] == slot)
        }
        #expect(visited == reference.count)
        #expect(slots._invariantViolation() == nil)
        slots.removeAll()
        #expect(slots.isEmpty && slots.slotCount == 0)
    }

    @Test func slotLimitNeverOpensASlotAtOrAboveIt() {
        var generator = SplitMix64(seed: 3)
        var slots = TileSlotMap<Int>()
        for _ in 0..<20_000 {
            let key = Int(generator.next() % 30)
            if generator.next() % 2 == 0 {
                if let slot = slots.insert(key, slotLimit: 8) { #expect(slot < 8) } else { #expect(slots.count == 8) }
            } else {
                slots.remove(key)
            }
            #expect(slots.slotCount <= 8)
        }
        #expect(slots._invariantViolation() == nil)
    }

    /// `insertReporting` (one hash per insertion, issue 13) against a model of the map's rule —
    /// a live key keeps its slot; a new key takes the slot free longest, else opens the next one
    /// below the limit, else is turned away and left out — over random runs with limits that
    /// rise and fall; `insert(_:slotLimit:)` and `insert(_:)` answer as it does.
    @Test func insertReportingFollowsTheSlotRule() {
        var generator = SplitMix64(seed: 13)
        var slots = TileSlotMap<GridCoordinate>()
        var model: [GridCoordinate: Int] = [:]
        var free: [Int] = []          // oldest first
        var opened = 0
        var limit = 6
        for step in 0..<40_000 {
            if step % 997 == 0 { limit = 2 + Int(generator.next() % 12) }
            let key = GridCoordinate(x: Int(generator.next() % 12), y: Int(generator.next() % 4))
            switch generator.next() % 5 {
            case 0, 1:
                let expected: (inserted: Bool, slot: Int)?
                if let slot = model[key] {
                    expected = (false, slot)
                } else if !free.isEmpty {
                    expected = (true, free.removeFirst())
                } else if opened < limit {
                    expected = (true, opened)
                    opened += 1
                } else {
                    expected = nil
                }
                if let expected, expected.inserted { model[key] = expected.slot }
                if step % 3 == 0 {
                    #expect(slots.insert(key, slotLimit: limit) == expected?.slot, "step \(step)")
                } else {
                    let result = slots.insertReporting(key, slotLimit: limit)
                    #expect(result?.inserted == expected?.inserted && result?.slot == expected?.slot,
                            "step \(step): \(String(describing: result)) vs \(String(describing: expected))")
                }
            case 2:
                let slot = slots.insert(key)
                if let old = model[key] {
                    #expect(slot == (false, old))
                } else {
                    let expected = free.isEmpty ? opened : free.removeFirst()
                    if expected == opened { opened += 1 }
                    #expect(slot == (true, expected))
                    model[key] = expected
                }
            default:
                let removed = model.removeValue(forKey: key)
                if let removed { free.append(removed) }
                #expect(slots.remove(key) == removed)
            }
            #expect(slots.count == model.count && slots.slotCount == opened)
            if step % 4_000 == 0 { #expect(slots._invariantViolation() == nil) }
        }
        for (key, slot) in model { #expect(slots.slot(for: key) == slot) }
        #expect(slots._invariantViolation() == nil)
    }
}

