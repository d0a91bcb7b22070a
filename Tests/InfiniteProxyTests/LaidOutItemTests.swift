import Foundation
import InfiniteHostTesting
import Testing
@testable import InfiniteProxy

@Suite struct LaidOutItemTests {
    private func row(_ item: Int, _ leading: CGFloat, _ trailing: CGFloat, cross: CGFloat = 0) -> LaidOutItem {
        LaidOutItem(path: VirtualIndexPath(section: 0, item: item), leadingEdge: leading, trailingEdge: trailing, crossCenter: cross)
    }

    @Test func containingItemWinsThenNearestEdge() {
        let rows = [row(0, 0, 44), row(1, 44, 88), row(2, 100, 144)]
        #expect(LaidOutItem.nearest(to: 50, crossPosition: 0, among: rows) == VirtualIndexPath(section: 0, item: 1))
        #expect(LaidOutItem.nearest(to: 97, crossPosition: 0, among: rows) == VirtualIndexPath(section: 0, item: 2))
        #expect(LaidOutItem.nearest(to: 90, crossPosition: 0, among: rows) == VirtualIndexPath(section: 0, item: 1))
        #expect(LaidOutItem.nearest(to: -300, crossPosition: 0, among: rows) == VirtualIndexPath(section: 0, item: 0))
        #expect(LaidOutItem.nearest(to: 44, crossPosition: 0, among: rows) == VirtualIndexPath(section: 0, item: 0))
    }

    @Test func gridPrefersTheMiddleColumn() {
        let line = [row(3, 0, 100, cross: 60), row(4, 0, 100, cross: 195), row(5, 0, 100, cross: 330)]
        #expect(LaidOutItem.nearest(to: 50, crossPosition: 195, among: line) == VirtualIndexPath(section: 0, item: 4))
        #expect(LaidOutItem.nearest(to: 50, crossPosition: 300, among: line) == VirtualIndexPath(section: 0, item: 5))
    }

    @Test func nonFiniteInputIsSkipped() {
        #expect(LaidOutItem.nearest(to: .nan, crossPosition: 0, among: [row(0, 0, 1)]) == nil)
        #expect(LaidOutItem.nearest(to: 0, crossPosition: 0, among: [LaidOutItem]()) == nil)
        #expect(LaidOutItem.nearest(to: 0, crossPosition: 0, among: [row(0, .nan, 1), row(1, 5, 9)])
                == VirtualIndexPath(section: 0, item: 1))
    }

    /// Against a reference that sorts by (distance along, distance across, path).
    @Test func matchesSortedReference() {
        var generator = SplitMix64(seed: 42)
        for _ in 0..<500 {
            let count = Int.random(in: 1...8, using: &generator)
            let items = (0..<count).map { index -> LaidOutItem in
                let leading = CGFloat(Int.random(in: 0...20, using: &generator)) * 10
                return row(Int.random(in: 0...5, using: &generator) * 10 + index, leading,
                           leading + CGFloat(Int.random(in: 0...4, using: &generator)) * 10,
                           cross: CGFloat(Int.random(in: 0...3, using: &generator)) * 100)
            }
            let position = CGFloat(Int.random(in: -10...230, using: &generator)) * 1.5
            let cross: CGFloat = 150
            let key: (LaidOutItem) -> (CGFloat, CGFloat, VirtualIndexPath) = {
                let along = position < $0.leadingEdge ? $0.leadingEdge - position
                    : (position > $0.trailingEdge ? position - $0.trailingEdge : 0)
                return (along, abs($0.crossCenter - cross), $0.path)
            }
            let expected = items.min { key($0) < key($1) }?.path
            #expect(LaidOutItem.nearest(to: position, crossPosition: cross, among: items) == expected)
        }
    }
}
