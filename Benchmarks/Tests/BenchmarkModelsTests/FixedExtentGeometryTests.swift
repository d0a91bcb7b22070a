import Foundation
import Testing
import InfiniteProxy
import BenchmarkModels

/// The benchmarks' stand-in for UIKit's layout must lay out exactly what the engine asks for:
/// every virtual item once, back to back, in virtual order.
@Suite struct FixedExtentGeometryTests {
    static let shapes: [[Int]] = [[1], [3], [10], [5, 5, 5, 5], [2, 0, 3], [0, 4], [1, 1]]

    @Test(arguments: shapes, [RepetitionStrategy.automatic, .copies])
    func linearPositionsAreABijection(counts: [Int], strategy: RepetitionStrategy) {
        let total = counts.reduce(0, +)
        let plan = RepetitionPlanner.plan(
            sourceItemCounts: counts,
            metrics: ListMetrics(viewportLength: 844, copyLength: CGFloat(total) * 44,
                                 largestItemExtent: 44, smallestItemExtent: 44),
            strategy: strategy)
        let geometry = FixedExtentGeometry(repetition: plan.repetition, extent: 44)
        var seen = Set<Int>()
        var previous: Int?
        for section in 0..<plan.repetition.numberOfVirtualSections {
            for item in 0..<plan.repetition.numberOfVirtualItems(inVirtualSection: section) {
                let path = VirtualIndexPath(section: section, item: item)
                guard let index = geometry.linearIndex(of: path) else {
                    Issue.record("\(path) not laid out"); continue
                }
                #expect(geometry.item(atLinearIndex: index) == path)
                #expect(geometry.leadingEdge(of: path) == CGFloat(index) * 44)
                #expect(geometry.item(nearest: CGFloat(index) * 44 + 30) == path)
                if let previous { #expect(index == previous + 1) }
                previous = index
                seen.insert(index)
            }
        }
        #expect(seen == Set(0..<geometry.itemCount))
    }

    @Test func outsideTheContent() {
        let repetition = Repetition(sourceItemCounts: [3], copies: 2)
        let geometry = FixedExtentGeometry(repetition: repetition, extent: 44)
        #expect(geometry.leadingEdge(of: VirtualIndexPath(section: 0, item: 6)) == nil)
        #expect(geometry.leadingEdge(of: VirtualIndexPath(section: 1, item: 0)) == nil)
        #expect(geometry.item(nearest: -500) == VirtualIndexPath(section: 0, item: 0))
        #expect(geometry.item(nearest: 1e9) == VirtualIndexPath(section: 0, item: 5))
        #expect(geometry.item(nearest: .nan) == nil)
        #expect(geometry.contentLength == 264)
    }
}
