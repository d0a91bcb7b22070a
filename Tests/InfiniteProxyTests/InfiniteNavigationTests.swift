import Foundation
import InfiniteHostTesting
import Testing
@testable import InfiniteProxy

/// Every virtual item in layout order, paired with its source path: the brute-force reference.
private func layoutOrder(_ repetition: Repetition) -> [VirtualIndexPath] {
    var paths: [VirtualIndexPath] = []
    for section in 0..<repetition.numberOfVirtualSections {
        for item in 0..<repetition.numberOfVirtualItems(inVirtualSection: section) {
            paths.append(VirtualIndexPath(section: section, item: item))
        }
    }
    return paths
}

private func allSourcePaths(_ counts: [Int]) -> [SourceIndexPath] {
    counts.enumerated().flatMap { section, count in
        (0..<max(0, count)).map { SourceIndexPath(section: section, item: $0) }
    }
}

/// Repetitions of every shape the planner makes: padding, whole copies, several sections with empty
/// ones, grid jumps of several copies.
private let shapes: [Repetition] = [
    Repetition(sourceItemCounts: [10], copies: 1, leadingItems: 4, trailingItems: 4),
    Repetition(sourceItemCounts: [1], copies: 7),
    Repetition(sourceItemCounts: [2], copies: 5, leadingItems: 1, trailingItems: 3),
    Repetition(sourceItemCounts: [3], copies: 4),
    Repetition(sourceItemCounts: [3], copies: 4, leadingItems: 2, trailingItems: 2, copiesPerJump: 2),
    Repetition(sourceItemCounts: [2, 0, 3], copies: 3),
    Repetition(sourceItemCounts: [0, 1], copies: 4),
    Repetition(sourceItemCounts: [4, 4], copies: 2),
    Repetition(sourceItemCounts: [9], copies: 1, leadingItems: 2, trailingItems: 2),
]

/// Whether `distance` items is the twin `direction` asks for: 1…n ahead, 1…n behind, or no twin
/// closer (ties forward).
private func acceptable(_ distance: Int, direction: InfiniteScrollDirection, perCopy: Int) -> Bool {
    switch direction {
    case .forward: return distance >= 1 && distance <= perCopy
    case .backward: return distance <= -1 && distance >= -perCopy
    case .nearest:
        return [distance - perCopy, distance + perCopy].allSatisfy {
            abs($0) > abs(distance) || (abs($0) == abs(distance) && distance > 0)
        }
    }
}

@Suite struct InfiniteNavigationTests {
    @Test func docExamples() {
        #expect(InfiniteNavigation.flatIndex(of: SourceIndexPath(section: 1, item: 2), sourceItemCounts: [3, 4]) == 5)
        #expect(InfiniteNavigation.sourceIndexPath(atFlatIndex: 5, sourceItemCounts: [3, 4]) == SourceIndexPath(section: 1, item: 2))
        #expect(InfiniteNavigation.flatIndex(of: SourceIndexPath(section: 2, item: 0), sourceItemCounts: [2, 0, 1]) == 2)
        #expect(InfiniteNavigation.neighbour(of: SourceIndexPath(section: 1, item: 0), step: 1, sourceItemCounts: [2, 1])
                == SourceIndexPath(section: 0, item: 0))
        let padded = Repetition(sourceItemCounts: [10], copies: 1, leadingItems: 4, trailingItems: 4)
        let plan = InfiniteNavigation.scrollPlan(
            to: SourceIndexPath(section: 0, item: 1), from: VirtualIndexPath(section: 0, item: 13),
            direction: .nearest, in: padded)
        #expect(plan?.distance == 2)
        let copies = Repetition(sourceItemCounts: [3], copies: 4)
        #expect(InfiniteNavigation.scrollPlan(
            to: SourceIndexPath(section: 0, item: 0), from: VirtualIndexPath(section: 0, item: 5),
            direction: .forward, in: copies)?.distance == 1)
    }

    @Test(arguments: [[0], [1], [3], [2, 0, 3], [0, 0], [0, 4, 1, 0], [5, 5, 5]])
    func flatIndexRoundTripsAndRejectsOutsidePaths(counts: [Int]) {
        let paths = allSourcePaths(counts)
        for (expected, path) in paths.enumerated() {
            #expect(InfiniteNavigation.flatIndex(of: path, sourceItemCounts: counts) == expected)
            #expect(InfiniteNavigation.sourceIndexPath(atFlatIndex: expected, sourceItemCounts: counts) == path)
        }
        #expect(InfiniteNavigation.sourceIndexPath(atFlatIndex: paths.count, sourceItemCounts: counts) == nil)
        #expect(InfiniteNavigation.sourceIndexPath(atFlatIndex: -1, sourceItemCounts: counts) == nil)
        for section in -1...counts.count {
            for item in -1...6 {
                let path = SourceIndexPath(section: section, item: item)
                #expect((InfiniteNavigation.flatIndex(of: path, sourceItemCounts: counts) != nil) == paths.contains(path))
            }
        }
    }

    @Test(arguments: [[1], [3], [2, 0, 3], [0, 4, 1, 0]])
    func neighbourWrapsInFlatOrder(counts: [Int]) {
        let paths = allSourcePaths(counts)
        for (index, path) in paths.enumerated() {
            for step in -7...7 {
                let expected = paths[((index + step) % paths.count + paths.count) % paths.count]
                #expect(InfiniteNavigation.neighbour(of: path, step: step, sourceItemCounts: counts) == expected)
            }
        }
        #expect(InfiniteNavigation.neighbour(of: SourceIndexPath(section: 9, item: 0), step: 1, sourceItemCounts: counts) == nil)
    }

    /// For every anchor and every source item: the plan keeps the anchor's item on screen, lands on
    /// the asked item, travels the right signed distance (checked by counting laid-out items), stays
    /// inside the content and jumps by whole jumps.
    @Test(arguments: shapes)
    func plansGoTheShortestWayAndStayInside(repetition: Repetition) {
        #expect(repetition.isLooping)
        let order = layoutOrder(repetition)
        let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        let perCopy = repetition.itemsPerCopy
        for anchor in order {
            for source in allSourcePaths(repetition.sourceItemCounts) {
                for direction in InfiniteScrollDirection.allCases {
                    guard let plan = InfiniteNavigation.scrollPlan(
                        to: source, from: anchor, direction: direction, in: repetition) else {
                        // Only when no whole jump holds both ends: no laid-out twin of the anchor
                        // has a laid-out twin of the source at an acceptable distance.
                        for shift in -30...30 where shift % repetition.copiesPerJump == 0 {
                            guard let moved = repetition.shifted(anchor, byCopies: shift), let from = position[moved]
                            else { continue }
                            for (to, path) in order.enumerated() where repetition.sourceIndexPath(for: path) == source {
                                #expect(!acceptable(to - from, direction: direction, perCopy: perCopy),
                                        "no plan for \(source) from \(anchor) \(direction)")
                            }
                        }
                        continue
                    }
                    #expect(plan.preJumpCopies % repetition.copiesPerJump == 0)
                    #expect(repetition.shifted(anchor, byCopies: plan.preJumpCopies) == plan.anchor)
                    #expect(repetition.sourceIndexPath(for: plan.target) == source)
                    guard let from = position[plan.anchor], let to = position[plan.target] else {
                        Issue.record("plan leaves the content: \(plan)")
                        continue
                    }
                    #expect(to - from == plan.distance)
                    #expect(acceptable(plan.distance, direction: direction, perCopy: perCopy))
                }
            }
        }
    }

    /// Among all whole jumps that keep both ends laid out, the plan's puts them closest to the middle.
    @Test(arguments: shapes)
    func preJumpCentresThePair(repetition: Repetition) {
        let order = layoutOrder(repetition)
        let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        let twiceMiddle = order.count - 1
        var generator = SplitMix64(seed: UInt64(order.count))
        for _ in 0..<200 {
            let anchor = order[Int.random(in: 0..<order.count, using: &generator)]
            let sources = allSourcePaths(repetition.sourceItemCounts)
            let source = sources[Int.random(in: 0..<sources.count, using: &generator)]
            guard let plan = InfiniteNavigation.scrollPlan(to: source, from: anchor, direction: .nearest, in: repetition),
                  let from = position[plan.anchor], let to = position[plan.target] else { continue }
            let cost = abs(from + to - twiceMiddle)
            for shift in -20...20 where shift % repetition.copiesPerJump == 0 {
                guard let movedAnchor = repetition.shifted(plan.anchor, byCopies: shift),
                      let movedTarget = repetition.shifted(plan.target, byCopies: shift),
                      let a = position[movedAnchor], let t = position[movedTarget] else { continue }
                #expect(abs(a + t - twiceMiddle) >= cost)
            }
        }
    }

    @Test func finiteContentScrollsToTheItemItself() {
        let finite = Repetition.finite(sourceItemCounts: [3, 2], reason: .singleCopy)
        let plan = InfiniteNavigation.scrollPlan(
            to: SourceIndexPath(section: 1, item: 1), from: VirtualIndexPath(section: 0, item: 2),
            direction: .forward, in: finite)
        #expect(plan == InfiniteScrollPlan(
            preJumpCopies: 0, anchor: VirtualIndexPath(section: 0, item: 2),
            target: VirtualIndexPath(section: 1, item: 1), distance: 2))
    }

    @Test func badInputGivesNil() {
        let repetition = Repetition(sourceItemCounts: [3], copies: 4)
        #expect(InfiniteNavigation.scrollPlan(
            to: SourceIndexPath(section: 0, item: 3), from: VirtualIndexPath(section: 0, item: 0),
            direction: .nearest, in: repetition) == nil)
        #expect(InfiniteNavigation.scrollPlan(
            to: SourceIndexPath(section: 0, item: 0), from: VirtualIndexPath(section: 0, item: 12),
            direction: .nearest, in: repetition) == nil)
        let empty = Repetition.finite(sourceItemCounts: [0], reason: .empty)
        #expect(InfiniteNavigation.scrollPlan(
            to: SourceIndexPath(section: 0, item: 0), from: VirtualIndexPath(section: 0, item: 0),
            direction: .nearest, in: empty) == nil)
        #expect(InfiniteNavigation.neighbour(of: SourceIndexPath(section: 0, item: 0), step: 1, sourceItemCounts: [0]) == nil)
    }

    /// A long list padded by a few items: from near the end of the copy, the next items are reached
    /// forwards, through the padding, after a jump back by one copy.
    @Test func longListGoesForwardThroughThePadding() {
        let repetition = Repetition(sourceItemCounts: [1_000], copies: 1, leadingItems: 20, trailingItems: 20)
        let anchor = VirtualIndexPath(section: 0, item: 20 + 995)
        let plan = InfiniteNavigation.scrollPlan(
            to: SourceIndexPath(section: 0, item: 10), from: anchor, direction: .nearest, in: repetition)
        #expect(plan?.distance == 15)
        #expect(plan?.preJumpCopies == -1)
        #expect(plan?.anchor == VirtualIndexPath(section: 0, item: 15))
        #expect(plan?.target == VirtualIndexPath(section: 0, item: 30))
    }
}

/// Rows of one height laid out in a single column, for the pre-jump.
private struct Column: InfiniteListGeometry {
    var repetition: Repetition
    var extent: CGFloat
    func leadingEdge(of item: VirtualIndexPath) -> CGFloat? {
        repetition.contains(item) ? CGFloat(item.item) * extent : nil
    }
    func item(nearest position: CGFloat) -> VirtualIndexPath? { nil }
}

@Suite struct InfiniteNavigationPreJumpTests {
    @Test func preJumpKeepsTheAnchorsScreenPosition() {
        let repetition = Repetition(sourceItemCounts: [1_000], copies: 1, leadingItems: 20, trailingItems: 20)
        let geometry = Column(repetition: repetition, extent: 50)
        let anchor = VirtualIndexPath(section: 0, item: 1_015)
        guard let plan = InfiniteNavigation.scrollPlan(
            to: SourceIndexPath(section: 0, item: 10), from: anchor, direction: .nearest, in: repetition) else {
            Issue.record("no plan")
            return
        }
        let viewport = ListViewport(offset: 1_015 * 50 - 123, length: 800)
        let jump = InfiniteNavigation.preJump(for: plan, from: anchor, in: viewport, geometry: geometry)
        #expect(jump?.anchorScreenPosition == 123)
        #expect(jump?.twin == plan.anchor)
        #expect(jump.map { (geometry.leadingEdge(of: plan.anchor) ?? .nan) - $0.targetOffset } == 123)
        #expect(jump?.copies == -1)
        // A plan with no jump, or an item that is not laid out, gives nil.
        let still = InfiniteScrollPlan(preJumpCopies: 0, anchor: anchor, target: anchor, distance: 0)
        #expect(InfiniteNavigation.preJump(for: still, from: anchor, in: viewport, geometry: geometry) == nil)
        let outside = InfiniteScrollPlan(preJumpCopies: 1, anchor: VirtualIndexPath(section: 0, item: 5_000), target: anchor, distance: 0)
        #expect(InfiniteNavigation.preJump(for: outside, from: anchor, in: viewport, geometry: geometry) == nil)
    }
}

@Suite struct InfiniteNavigationNeighbourTests {
    @Test(arguments: shapes + [Repetition.finite(sourceItemCounts: [2, 0, 3], reason: .singleCopy)])
    func neighboursFollowLayoutOrder(repetition: Repetition) {
        let order = layoutOrder(repetition)
        for (index, path) in order.enumerated() {
            for step in -4...4 {
                let expected = order.indices.contains(index + step) ? order[index + step] : nil
                #expect(InfiniteNavigation.virtualNeighbour(of: path, step: step, in: repetition) == expected)
            }
        }
        #expect(InfiniteNavigation.virtualNeighbour(
            of: VirtualIndexPath(section: -1, item: 0), step: 1, in: repetition) == nil)
    }

    @Test func docExample() {
        let repetition = Repetition(sourceItemCounts: [2, 0, 3], copies: 3)
        #expect(InfiniteNavigation.virtualNeighbour(of: VirtualIndexPath(section: 0, item: 1), step: 1, in: repetition)
                == VirtualIndexPath(section: 2, item: 0))
    }
}
