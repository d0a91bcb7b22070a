import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct LengthStabilityTests {
    private func item(_ index: Int) -> SourceIndexPath { SourceIndexPath(section: 0, item: index) }

    @Test func docExample() {
        var stability = LengthStability()
        let first = stability.displayed(item(0), length: 52, previous: 44)
        let second = stability.displayed(item(0), length: 61, previous: 52)
        #expect(!first && !second)
        #expect(!stability.isUnstable)
    }

    /// Items changing at every display: the fourth item to change twice in a row makes the
    /// lengths unstable, reported once.
    @Test func fourItemsChangingTwiceInARowAreUnstable() {
        var stability = LengthStability()
        var reports = 0
        for round in 0..<3 {
            for index in 0..<4 {
                let previous: CGFloat? = round == 0 ? nil : CGFloat(40 + round - 1)
                if stability.displayed(item(index), length: CGFloat(40 + round), previous: previous) { reports += 1 }
            }
        }
        #expect(stability.isUnstable)
        #expect(reports == 1)
    }

    /// One change per item (a rotation, a new text size, new content), however many items, is
    /// ordinary; so are changes separated by a display at an unchanged length, and differences
    /// within half a point.
    @Test func singleChangesAndRoundingAreStable() {
        var stability = LengthStability()
        for index in 0..<100 {
            _ = stability.displayed(item(index), length: 60, previous: 44)
            _ = stability.displayed(item(index), length: 60, previous: 60)
            _ = stability.displayed(item(index), length: 44, previous: 60)
            _ = stability.displayed(item(index), length: 44.4, previous: 44)
        }
        #expect(!stability.isUnstable)
    }

    /// A forgotten item (its content reloaded) and a reset start afresh.
    @Test func forgettingAndResetting() {
        var stability = LengthStability()
        for index in 0..<4 {
            _ = stability.displayed(item(index), length: 60, previous: 44)
            stability.forget(item(index))
            _ = stability.displayed(item(index), length: 70, previous: 60)
        }
        #expect(!stability.isUnstable)
        for index in 0..<4 { _ = stability.displayed(item(index), length: 80, previous: 70) }
        #expect(stability.isUnstable)
        stability.reset()
        #expect(!stability.isUnstable)
    }
}
