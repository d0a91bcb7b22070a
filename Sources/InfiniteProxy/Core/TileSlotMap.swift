import Foundation

/// A collision-free, O(1) two-way mapping between the tiles that are alive and small reusable
/// slot numbers.
///
/// A slot is what a view keeps while it shows a tile: an index into an array of tile views, or the
/// item number of a `UICollectionView` cell. Each live key owns exactly one slot and each slot is
/// owned by at most one key. Removing a key frees its slot; inserting takes the slot that has been
/// free the longest (first in, first out), and only when no slot is free does it open a new one,
/// so ``slotCount`` is the largest number of keys that were ever alive at once — not the number
/// of keys ever seen.
///
/// ```swift
/// var slots = TileSlotMap<GridCoordinate>()
/// slots.insert(GridCoordinate(x: 0, y: 0))     // (inserted: true, slot: 0)
/// slots.insert(GridCoordinate(x: 1, y: 0))     // (inserted: true, slot: 1)
/// slots.remove(GridCoordinate(x: 0, y: 0))     // 0
/// slots.insert(GridCoordinate(x: 5, y: 5))     // (inserted: true, slot: 0) — reused
/// slots.key(inSlot: 0)                         // (5, 5)
/// slots.slotCount                              // 2
/// ```
///
/// Unlike a fixed-size cache that is scanned for a free entry (and that starts to collide once
/// more tiles are alive than it has entries), the map grows to whatever is alive and answers in
/// constant time.
///
/// - Complexity: ``slot(for:)``, ``key(inSlot:)``, ``insert(_:)`` and ``remove(_:)`` are O(1)
///   (amortized, hashing). Memory is O(``slotCount``).
package struct TileSlotMap<Key: Hashable> {
    @usableFromInline var slotsByKey: [Key: Int] = [:]
    @usableFromInline var keysBySlot: [Key?] = []
    /// Free slots, oldest first, from `freeHead` on.
    @usableFromInline var freeQueue: [Int] = []
    @usableFromInline var freeHead = 0

    /// An empty map.
    package init() {}

    /// The number of live keys.
    @inlinable
    package var count: Int { slotsByKey.count }

    /// Whether no key is alive.
    @inlinable
    package var isEmpty: Bool { slotsByKey.isEmpty }

    /// Every slot in use is in `0..<slotCount`; this is the most keys that were alive at once
    /// since the map was created or last emptied with ``removeAll()``.
    @inlinable
    package var slotCount: Int { keysBySlot.count }

    /// The slot `key` owns, or nil if it is not alive.
    @inlinable
    package func slot(for key: Key) -> Int? { slotsByKey[key] }

    /// The key that owns `slot`, or nil if the slot is free or out of range.
    @inlinable
    package func key(inSlot slot: Int) -> Key? {
        guard slot >= 0, slot < keysBySlot.count else { return nil }
        return keysBySlot[slot]
    }

    /// Whether `key` is alive.
    @inlinable
    package func contains(_ key: Key) -> Bool { slotsByKey[key] != nil }

    /// Makes `key` alive, giving it a slot; a key that is alive already keeps its slot.
    ///
    /// - Returns: whether the key was new, and its slot.
    /// - Complexity: O(1) amortized; the key is hashed once.
    @inlinable
    @discardableResult
    package mutating func insert(_ key: Key) -> (inserted: Bool, slot: Int) {
        // Never nil: no limit turns a key away.
        insertReporting(key, slotLimit: .max) ?? (false, -1)
    }

    /// Makes `key` alive only if that does not open a slot at or above `slotLimit`.
    ///
    /// A free slot is always reused; a new slot is opened only below the limit. (Slots opened
    /// before a limit was lowered stay in use: call ``removeAll()`` when the limit shrinks.)
    ///
    /// ```swift
    /// var slots = TileSlotMap<Int>()
    /// slots.insert(7, slotLimit: 1)     // 0
    /// slots.insert(8, slotLimit: 1)     // nil — full
    /// ```
    ///
    /// - Returns: the key's slot, or nil when no slot is free and `slotCount >= slotLimit`.
    /// - Complexity: O(1) amortized.
    @inlinable
    package mutating func insert(_ key: Key, slotLimit: Int) -> Int? {
        insertReporting(key, slotLimit: slotLimit)?.slot
    }

    /// ``insert(_:slotLimit:)`` that also tells whether the key was new.
    ///
    /// The key is hashed once when it is alive or gets a slot (its entry is found or made in
    /// place), twice when the limit turns it away (the entry made for it is removed again): a
    /// look-up before the insertion would hash it once more, and a tile grid inserts the
    /// tiles that come into view on every frame.
    ///
    /// ```swift
    /// var slots = TileSlotMap<Int>()
    /// slots.insertReporting(7, slotLimit: 1)     // (inserted: true, slot: 0)
    /// slots.insertReporting(7, slotLimit: 1)     // (inserted: false, slot: 0)
    /// slots.insertReporting(8, slotLimit: 1)     // nil — full
    /// ```
    ///
    /// - Complexity: O(1) amortized.
    @inlinable
    package mutating func insertReporting(_ key: Key, slotLimit: Int) -> (inserted: Bool, slot: Int)? {
        let slot = Self.claimSlot(&slotsByKey[key, default: -1], for: key, slotLimit: slotLimit,
                                  keysBySlot: &keysBySlot, freeQueue: &freeQueue, freeHead: &freeHead)
        switch slot {
        case .alive(let slot): return (false, slot)
        case .claimed(let slot): return (true, slot)
        case .refused:
            slotsByKey.removeValue(forKey: key)
            return nil
        }
    }

    /// What ``claimSlot(_:for:slotLimit:keysBySlot:freeQueue:freeHead:)`` did.
    @usableFromInline
    enum Claim {
        case alive(Int), claimed(Int), refused
    }

    /// Gives a key whose dictionary entry is `entry` (-1: the key was absent) a slot: the one it
    /// owns, the free slot that waited longest, or a new one below `slotLimit`.
    @inlinable
    static func claimSlot(
        _ entry: inout Int, for key: Key, slotLimit: Int,
        keysBySlot: inout [Key?], freeQueue: inout [Int], freeHead: inout Int
    ) -> Claim {
        if entry >= 0 { return .alive(entry) }
        let slot: Int
        if freeHead < freeQueue.count {
            slot = freeQueue[freeHead]
            freeHead += 1
            if freeHead == freeQueue.count {
                freeQueue.removeAll(keepingCapacity: true)
                freeHead = 0
            }
            keysBySlot[slot] = key
        } else {
            guard keysBySlot.count < slotLimit else { return .refused }
            slot = keysBySlot.count
            keysBySlot.append(key)
        }
        entry = slot
        return .claimed(slot)
    }

    /// Frees `key`'s slot.
    ///
    /// - Returns: the slot it owned, or nil if it was not alive.
    /// - Complexity: O(1) amortized.
    @inlinable
    @discardableResult
    package mutating func remove(_ key: Key) -> Int? {
        guard let slot = slotsByKey.removeValue(forKey: key) else { return nil }
        keysBySlot[slot] = nil
        if freeHead > 0, freeHead * 2 >= freeQueue.count {
            freeQueue.removeFirst(freeHead)
            freeHead = 0
        }
        freeQueue.append(slot)
        return slot
    }

    /// Frees every slot and forgets the slot count.
    ///
    /// - Complexity: O(``slotCount``).
    package mutating func removeAll() {
        slotsByKey.removeAll()
        keysBySlot.removeAll()
        freeQueue.removeAll()
        freeHead = 0
    }

    /// The live keys with their slots, in slot order.
    ///
    /// - Complexity: O(``slotCount``).
    package var liveSlots: [(key: Key, slot: Int)] {
        var result: [(key: Key, slot: Int)] = []
        result.reserveCapacity(count)
        for (slot, key) in keysBySlot.enumerated() {
            if let key { result.append((key, slot)) }
        }
        return result
    }

    /// Calls `body` for every live key and its slot, in slot order, without allocating.
    ///
    /// - Complexity: O(``slotCount``).
    @inlinable
    package func forEachLive(_ body: (Key, Int) throws -> Void) rethrows {
        for slot in keysBySlot.indices {
            if let key = keysBySlot[slot] { try body(key, slot) }
        }
    }

    /// Checks that the two directions agree and every free slot is listed once; for tests.
    ///
    /// - Returns: a description of the first problem found, or nil.
    func _invariantViolation() -> String? {
        for (key, slot) in slotsByKey {
            guard slot >= 0, slot < keysBySlot.count, keysBySlot[slot] == key else {
                return "key \(key) claims slot \(slot) owned by \(String(describing: self.key(inSlot: slot)))"
            }
        }
        let free = Array(freeQueue[freeHead...])
        let freeSet = Set(free)
        if freeSet.count != free.count { return "a free slot is listed twice: \(free)" }
        var owned = 0
        for (slot, key) in keysBySlot.enumerated() {
            if let key {
                owned += 1
                if slotsByKey[key] != slot { return "slot \(slot) holds \(key) which maps elsewhere" }
                if freeSet.contains(slot) { return "slot \(slot) is both owned and free" }
            } else if !freeSet.contains(slot) {
                return "slot \(slot) is neither owned nor free"
            }
        }
        if owned != slotsByKey.count { return "owned \(owned) ≠ count \(slotsByKey.count)" }
        return nil
    }
}

extension TileSlotMap: Sendable where Key: Sendable {}
