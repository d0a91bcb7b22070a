import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct CheapHashTests {
    @Test func equalInputsHashEqually() {
        #expect(CheapHash.mix(3, 7, seed: 11) == CheapHash.mix(3, 7, seed: 11))
        #expect(CheapHash.mix(3, 7, seed: 11) != CheapHash.mix(7, 3, seed: 11))
        #expect(CheapHash.mix(3, 7, seed: 11) != CheapHash.mix(3, 7, seed: 12))
    }

    /// A table masks the low bits: 4 096 paths of a 64 × 64 grid land in about as many of 4 096
    /// buckets as random hashes would (4 096 × (1 − 1/e) ≈ 2 589); an identity-like hash of
    /// `section * 64 + item` would fill all, but one of `section ^ item` only 64.
    @Test func lowBitsSpreadOverAGridOfPaths() {
        for seed in [0, 1, -7, 0x5EED_5EED] {
            var buckets = Set<Int>()
            for section in 0..<64 {
                for item in 0..<64 {
                    buckets.insert(SourceIndexPath(section: section, item: item)._rawHashValue(seed: seed) & 4095)
                }
            }
            #expect(buckets.count > 2_400, "seed \(seed): \(buckets.count) buckets")
        }
    }

    /// Object addresses differ in their middle bits only (aligned, from one heap): their keys still
    /// spread over the low bits.
    @Test func lowBitsSpreadOverAlignedAddresses() {
        var buckets = Set<Int>()
        for index in 0..<1_024 {
            let address = UInt(0x6000_0000_0000) + UInt(index) * 48
            buckets.insert(CheapHash.mix(address, 0, seed: 3) & 1023)
        }
        #expect(buckets.count > 580)
    }

    @Test func dictionariesOfPathsFindEveryKey() {
        var lengths: [SourceIndexPath: CGFloat] = [:]
        for section in -3..<20 {
            for item in 0..<50 { lengths[SourceIndexPath(section: section, item: item)] = CGFloat(section * 100 + item) }
        }
        #expect(lengths.count == 23 * 50)
        #expect(lengths[SourceIndexPath(section: -3, item: 49)] == -251)
        #expect(lengths[SourceIndexPath(section: 19, item: 0)] == 1_900)
        #expect(lengths[SourceIndexPath(section: 20, item: 0)] == nil)
    }
}
