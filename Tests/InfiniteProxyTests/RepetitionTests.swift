import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct RepetitionTests {
    /// Items from the start of copy 0, brute force (reference for the O(1) code).
    private func linear(_ virtual: VirtualIndexPath, _ repetition: Repetition) -> Int {
        if repetition.repeatsWithinSection { return virtual.item - repetition.leadingItems }
        var position = 0
        for section in 0..<virtual.section {
            position += repetition.numberOfVirtualItems(inVirtualSection: section)
        }
        return position + virtual.item
    }

    private func allVirtualPaths(_ repetition: Repetition) -> [VirtualIndexPath] {
        (0..<repetition.numberOfVirtualSections).flatMap { section in
            (0..<repetition.numberOfVirtualItems(inVirtualSection: section)).map {
                VirtualIndexPath(section: section, item: $0)
            }
        }
    }

    private func allSourcePaths(_ counts: [Int]) -> [SourceIndexPath] {
        counts.indices.flatMap { section in
            (0..<counts[section]).map { SourceIndexPath(section: section, item: $0) }
        }
    }

    /// Checks every mapping of a repetition against brute force.
    private func checkExhaustively(_ repetition: Repetition) {
        let counts = repetition.sourceItemCounts
        let virtuals = allVirtualPaths(repetition)
        let sources = allSourcePaths(counts)
        #expect(virtuals.count == repetition.totalVirtualItems)
        for virtual in virtuals {
            let source = repetition.sourceIndexPath(for: virtual)
            #expect(repetition.contains(source))
            if repetition.isLooping {
                // Reference: copies follow each other, padding continues the sequence.
                let position = linear(virtual, repetition) % sources.count
                #expect(sources[position < 0 ? position + sources.count : position] == source,
                        "\(virtual) in \(counts)")
            } else {
                #expect(source == SourceIndexPath(section: virtual.section, item: virtual.item))
            }
            if let shifted = repetition.shifted(virtual, byCopies: 1) {
                #expect(repetition.sourceIndexPath(for: shifted) == source)
            }
        }
        // Nearest twin: maps back, and no twin is closer (ties go forward).
        for anchor in virtuals {
            for source in sources {
                guard let nearest = repetition.nearestVirtualIndexPath(to: source, near: anchor) else {
                    Issue.record("no twin of \(source) near \(anchor)")
                    continue
                }
                #expect(repetition.sourceIndexPath(for: nearest) == source)
                let distance = linear(nearest, repetition) - linear(anchor, repetition)
                for twin in virtuals where repetition.sourceIndexPath(for: twin) == source {
                    let other = linear(twin, repetition) - linear(anchor, repetition)
                    #expect(abs(distance) < abs(other) || (abs(distance) == abs(other) && distance >= other),
                            "\(source) near \(anchor): chose \(nearest), \(twin) is closer")
                }
            }
        }
    }

    @Test(arguments: 0...12)
    func singleSectionExhaustive(count: Int) {
        for copies in 1...3 {
            for padding in [0, 1, 3, 13] {
                checkExhaustively(Repetition(
                    sourceItemCounts: [count], copies: copies, leadingItems: padding, trailingItems: padding))
            }
        }
        checkExhaustively(Repetition(sourceItemCounts: [count], copies: 2, leadingItems: 5, trailingItems: 1))
    }

    @Test func multipleSectionsExhaustive() {
        let shapes: [[Int]] = [[1, 1], [3, 0, 2], [0, 4], [2, 5, 1, 0], [0, 0, 1], [6, 6]]
        for counts in shapes {
            for copies in 1...4 {
                checkExhaustively(Repetition(sourceItemCounts: counts, copies: copies))
            }
        }
    }

    @Test func seededRandomShapes() {
        var generator = SplitMix64(seed: 42)
        for _ in 0..<60 {
            let sections = Int.random(in: 1...4, using: &generator)
            let counts = (0..<sections).map { _ in Int.random(in: 0...7, using: &generator) }
            let padding = sections == 1 ? Int.random(in: 0...9, using: &generator) : 0
            checkExhaustively(Repetition(
                sourceItemCounts: counts, copies: Int.random(in: 1...4, using: &generator),
                leadingItems: padding, trailingItems: Int.random(in: 0...9, using: &generator)))
        }
    }

    @Test func sectionsRepeatAsABlock() {
        let repetition = Repetition(sourceItemCounts: [2, 3], copies: 3)
        #expect(repetition.numberOfVirtualSections == 6)
        #expect((0..<6).map { repetition.numberOfVirtualItems(inVirtualSection: $0) } == [2, 3, 2, 3, 2, 3])
        #expect((0..<6).map { repetition.sourceSection(forVirtualSection: $0) } == [0, 1, 0, 1, 0, 1])
        #expect(repetition.numberOfVirtualItems(inVirtualSection: 6) == 0)
        #expect(repetition.numberOfVirtualItems(inVirtualSection: -1) == 0)
    }

    @Test func paddingShowsTheTailBeforeAndTheHeadAfter() {
        let repetition = Repetition(sourceItemCounts: [10], copies: 1, leadingItems: 4, trailingItems: 4)
        #expect(repetition.numberOfVirtualItems(inVirtualSection: 0) == 18)
        let shown = (0..<18).map { repetition.sourceIndexPath(for: VirtualIndexPath(section: 0, item: $0)).item }
        #expect(shown == [6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3])
        #expect(repetition.nearestVirtualIndexPath(
            to: SourceIndexPath(section: 0, item: 9), near: VirtualIndexPath(section: 0, item: 4))
            == VirtualIndexPath(section: 0, item: 3))
        #expect(repetition.copyIndex(of: VirtualIndexPath(section: 0, item: 3)) == -1)
        #expect(repetition.copyIndex(of: VirtualIndexPath(section: 0, item: 14)) == 1)
    }

    @Test func emptyContentIsFinite() {
        for counts in [[], [0], [0, 0, 0]] as [[Int]] {
            let repetition = Repetition(sourceItemCounts: counts, copies: 5, leadingItems: 3, trailingItems: 3)
            #expect(!repetition.isLooping)
            #expect(repetition.finiteReason == .empty)
            #expect(repetition.totalVirtualItems == 0)
            #expect(repetition.numberOfVirtualSections == counts.count)
        }
    }

    @Test func oneCopyWithoutPaddingIsFiniteIdentity() {
        let repetition = Repetition(sourceItemCounts: [3, 4], copies: 1)
        #expect(repetition.finiteReason == .singleCopy)
        let virtual = VirtualIndexPath(section: 1, item: 2)
        #expect(repetition.sourceIndexPath(for: virtual) == SourceIndexPath(section: 1, item: 2))
        #expect(repetition.nearestVirtualIndexPath(to: SourceIndexPath(section: 1, item: 3), near: virtual)
            == VirtualIndexPath(section: 1, item: 3))
    }

    @Test func oneItemLoops() {
        let repetition = Repetition(sourceItemCounts: [1], copies: 20)
        #expect(repetition.isLooping)
        #expect(repetition.totalVirtualItems == 20)
        #expect(repetition.sourceIndexPath(for: VirtualIndexPath(section: 0, item: 13)) == SourceIndexPath(section: 0, item: 0))
    }

    @Test func countsThatOverflowFallBackWithoutTrapping() {
        let huge = Repetition(sourceItemCounts: [Int.max / 2], copies: 3)
        #expect(huge.finiteReason == .overflow)
        #expect(huge.copies == 1)
        let sum = Repetition(sourceItemCounts: [Int.max, 1], copies: 2)
        #expect(sum.finiteReason == .overflow)
        #expect(sum.totalVirtualItems == 0)
        let padded = Repetition(sourceItemCounts: [10], copies: 1, leadingItems: Int.max - 5, trailingItems: 0)
        #expect(padded.finiteReason == .overflow)
        let sections = Repetition(sourceItemCounts: [1, 1], copies: Int.max / 2 + 1)
        #expect(sections.finiteReason == .overflow)
        _ = huge.sourceIndexPath(for: VirtualIndexPath(section: 0, item: Int.max))
        _ = huge.nearestVirtualIndexPath(to: SourceIndexPath(section: 0, item: 5), near: VirtualIndexPath(section: 0, item: 0))
    }

    @Test func negativeCountsReadAsZero() {
        let repetition = Repetition(sourceItemCounts: [-3, 2], copies: 2)
        #expect(repetition.sourceItemCounts == [0, 2])
        #expect(repetition.isLooping)
    }

    @Test func pathsOutsideTheDataHaveNoTwin() {
        let repetition = Repetition(sourceItemCounts: [3], copies: 3)
        let anchor = VirtualIndexPath(section: 0, item: 4)
        #expect(repetition.nearestVirtualIndexPath(to: SourceIndexPath(section: 0, item: 3), near: anchor) == nil)
        #expect(repetition.nearestVirtualIndexPath(to: SourceIndexPath(section: 1, item: 0), near: anchor) == nil)
        #expect(repetition.nearestVirtualIndexPath(to: SourceIndexPath(section: 0, item: -1), near: anchor) == nil)
    }

    @Test func anchorsOutsideTheContentClampToTheNearestCopy() {
        let repetition = Repetition(sourceItemCounts: [3], copies: 3)
        let far = repetition.nearestVirtualIndexPath(
            to: SourceIndexPath(section: 0, item: 1), near: VirtualIndexPath(section: 0, item: 500))
        #expect(far == VirtualIndexPath(section: 0, item: 7))
    }

    @Test func firstItemOfACopySkipsEmptySections() {
        let repetition = Repetition(sourceItemCounts: [0, 2, 1], copies: 3)
        #expect(repetition.firstVirtualItem(inCopy: 0) == VirtualIndexPath(section: 1, item: 0))
        #expect(repetition.firstVirtualItem(inCopy: 2) == VirtualIndexPath(section: 7, item: 0))
        #expect(repetition.firstVirtualItem(inCopy: 3) == nil)
    }

    @Test func virtualItemsPerSourceItem() {
        #expect(Repetition(sourceItemCounts: [10], copies: 1, leadingItems: 5, trailingItems: 5)
            .virtualItemsPerSourceItem == 2)
        #expect(Repetition(sourceItemCounts: [0], copies: 3).virtualItemsPerSourceItem == 1)
    }

    /// Padding can hold several copies' worth of items (2 rows padded by 20 on each side): the
    /// copy range must reach them all, so "every twin of a row" (a reload must refresh all of
    /// them) and far-anchor fallbacks see the whole content. Found by the host's reloadRows session.
    @Test func copyRangeCoversPaddingLongerThanACopy() {
        for count in 1...7 {
            for padding in [0, 1, 3, 7, 20] {
                for copies in 1...3 {
                    let repetition = Repetition(sourceItemCounts: [count], copies: copies,
                                                leadingItems: padding, trailingItems: padding + 1)
                    guard repetition.isLooping else { continue }
                    let total = repetition.totalVirtualItems
                    // Brute force: which copy each laid-out item belongs to.
                    let copyOf = (0..<total).map { Repetition.floorDiv($0 - padding, count) }
                    #expect(repetition.firstCopyIndex == copyOf.min())
                    #expect(repetition.lastCopyIndex == copyOf.max())
                    for row in 0..<count {
                        let source = SourceIndexPath(section: 0, item: row)
                        let twins = (0..<total).filter { repetition.sourceIndexPath(for: VirtualIndexPath(section: 0, item: $0)) == source }
                        let viaCopies = (repetition.firstCopyIndex...repetition.lastCopyIndex).compactMap {
                            repetition.virtualIndexPath(for: source, inCopy: $0)?.item
                        }
                        #expect(viaCopies == twins, "\(count) rows, padding \(padding), \(copies) copies, row \(row)")
                        for far in [-500, total + 500] {
                            #expect(repetition.nearestVirtualIndexPath(to: source, near: VirtualIndexPath(section: 0, item: far)) != nil)
                        }
                    }
                }
            }
        }
    }
}

extension RepetitionTests {
    /// Issue 14, item 8: extreme paths and copies never trap; a shift whose copy count × items
    /// overflows is not laid out (main dropped the overflow and returned the path itself).
    @Test func extremeIntegersNeverTrap() {
        let single = Repetition(sourceItemCounts: [4], copies: 3, leadingItems: 2, trailingItems: 2)
        #expect(single.shifted(VirtualIndexPath(section: 0, item: 5), byCopies: 1 << 62) == nil)
        #expect(single.copyIndex(of: VirtualIndexPath(section: 0, item: .min)) < 0)
        #expect(single.virtualIndexPath(for: SourceIndexPath(section: 0, item: 1), inCopy: .max) == nil)
        #expect(single.sourceIndexPath(for: VirtualIndexPath(section: 0, item: .min)).item == (Repetition.floorMod(.min, 4) + 4 - 2) % 4)
        let nearest = single.nearestVirtualIndexPath(to: SourceIndexPath(section: 0, item: 1), near: VirtualIndexPath(section: 0, item: .max))
        #expect(nearest.map(single.contains) == true)
        let blocks = Repetition(sourceItemCounts: [2, 3], copies: 4)
        #expect(blocks.shifted(VirtualIndexPath(section: 1, item: 0), byCopies: 1 << 62) == nil)
        #expect(blocks.virtualIndexPath(for: SourceIndexPath(section: 1, item: 0), inCopy: .min) == nil)
        let far = blocks.nearestVirtualIndexPath(to: SourceIndexPath(section: 1, item: 2), near: VirtualIndexPath(section: .max, item: .max))
        #expect(far.map(blocks.contains) == true)
        #expect(blocks.copyIndex(of: VirtualIndexPath(section: .min, item: 0)) < 0)
        // The item an out-of-range path shows is still (item − leading) mod count.
        #expect(single.sourceIndexPath(for: VirtualIndexPath(section: 0, item: .max)).item == (Int.max % 4 + 4 - 2) % 4)
    }
}
