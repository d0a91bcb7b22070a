/// The hash a `Dictionary` or `Set` of the library's small keys uses: a few multiplies and shifts
/// of the key's words and the table's seed (SplitMix64's finaliser), instead of the SipHash-1-3
/// of `hash(into:)`, which costs ~95 instructions for one word and more for two. The callbacks
/// about every displayed row hash a path or a view once or twice each; the keys come from the
/// app's own views and data, not from an adversary, so a keyed hash buys nothing there.
///
/// The table's seed is mixed in, so iteration orders still differ between tables and runs as
/// with the standard hash (`SWIFT_DETERMINISTIC_HASHING` fixes the seed, as it does for it).
///
/// ```swift
/// CheapHash.mix(3, 7, seed: 0) == CheapHash.mix(3, 7, seed: 0)   // true
/// CheapHash.mix(3, 7, seed: 0) == CheapHash.mix(7, 3, seed: 0)   // false (almost surely)
/// ```
///
/// - Complexity: O(1), about 15 instructions.
package enum CheapHash {
    /// A well-spread hash of two words under `seed`: every input bit reaches every output bit,
    /// so the low bits a hash table masks are as good as the high ones.
    @inlinable
    package static func mix(_ first: UInt, _ second: UInt, seed: Int) -> Int {
        var value = UInt64(first) &* 0x9E37_79B9_7F4A_7C15
        value = (value ^ UInt64(second)) &+ UInt64(UInt(bitPattern: seed))
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: value ^ (value >> 31))
    }
}

extension IndexPathIn {
    /// The hash `Dictionary` and `Set` use for a path: ``CheapHash/mix(_:_:seed:)`` of the section
    /// and the item (the learned row heights and the display records are keyed by paths).
    ///
    /// - Complexity: O(1).
    @inlinable
    package func _rawHashValue(seed: Int) -> Int {
        CheapHash.mix(UInt(bitPattern: section), UInt(bitPattern: item), seed: seed)
    }
}
