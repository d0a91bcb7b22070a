import Foundation

/// The sections whose item count differs between two lists of counts of the same length: what
/// a batch changed, found by comparing memory in blocks rather than section by section.
///
/// ```swift
/// ChangedSections.between(old: [3, 5, 0, 7], new: [3, 6, 0, 6])   // [1, 3]
/// ChangedSections.between(old: [3, 5], new: [3, 5])                // []
/// ChangedSections.between(old: [3, 5], new: [3, 5, 1])             // nil: sections came or went
/// ```
///
/// - Complexity: O(S) word comparisons for S sections, done by `memcmp` over blocks of
///   ``blockLength`` counts (vector compares: a fraction of an instruction per section), plus
///   O(block) per block holding a change; O(1) when both lists share one buffer.
package enum ChangedSections {
    /// Counts compared by one `memcmp` before a block is scanned section by section.
    package static let blockLength = 64

    /// The sections, ascending, whose count in `new` differs from `old`; nil when the lists differ
    /// in length (then every section after the first insert or delete may differ).
    package static func between(old: [Int], new: [Int]) -> [Int]? {
        guard old.count == new.count else { return nil }
        var changed: [Int] = []
        old.withUnsafeBufferPointer { oldBuffer in
            new.withUnsafeBufferPointer { newBuffer in
                guard let oldBase = oldBuffer.baseAddress, let newBase = newBuffer.baseAddress,
                      oldBase != newBase else { return }
                var start = 0
                let count = oldBuffer.count
                while start < count {
                    let end = min(count, start + blockLength)
                    if memcmp(oldBase + start, newBase + start, (end - start) * MemoryLayout<Int>.stride) != 0 {
                        for section in start..<end where oldBuffer[section] != newBuffer[section] {
                            changed.append(section)
                        }
                    }
                    start = end
                }
            }
        }
        return changed
    }
}
