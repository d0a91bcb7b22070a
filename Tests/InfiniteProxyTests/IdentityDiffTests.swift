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
