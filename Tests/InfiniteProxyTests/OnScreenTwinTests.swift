import Testing
@testable import InfiniteProxy

@Suite struct OnScreenTwinTests {
    /// 5 rows, 8 copies, no padding: copy c holds rows 5c…5c+4.
    private let repetition = Repetition(sourceItemCounts: [5], copies: 8)

    private func v(_ item: Int) -> VirtualIndexPath { VirtualIndexPath(section: 0, item: item) }

    @Test func docExample() {
        var twin = OnScreenTwin(source: SourceIndexPath(section: 0, item: 0), center: v(18), in: repetition)
        for item in 15...20 { twin?.consider(v(item)) }
        #expect(twin?.resolved == v(20))
    }

    /// Off screen: the twin nearest the centre (the shortest way).
    @Test func withoutAVisibleTwinTheNearestToTheCentre() {
        var twin = OnScreenTwin(source: SourceIndexPath(section: 0, item: 4), center: v(21), in: repetition)
        for item in 20...22 { twin?.consider(v(item)) }
        #expect(twin?.resolved == v(19))
        #expect(OnScreenTwin(source: SourceIndexPath(section: 0, item: 4), center: nil, in: repetition)?.resolved == nil)
    }

    @Test func pathsOutsideTheDataHaveNoTwin() {
        #expect(OnScreenTwin(source: SourceIndexPath(section: 0, item: 5), center: v(10), in: repetition) == nil)
        #expect(OnScreenTwin(source: SourceIndexPath(section: 1, item: 0), center: v(10), in: repetition) == nil)
    }

    /// Exhaustive over small screens: the answer is on screen whenever a twin is, and nearest.
    @Test func exhaustiveOverSmallScreens() {
        for first in 0..<30 {
            for length in 1...8 where first + length <= 40 {
                let center = v(first + length / 2)
                for row in 0..<5 {
                    var twin = OnScreenTwin(source: SourceIndexPath(section: 0, item: row), center: center, in: repetition)
                    for item in first..<first + length { twin?.consider(v(item)) }
                    let visible = (first..<first + length).filter { $0 % 5 == row }
                    let answer = twin?.resolved
                    #expect(answer.map { $0.item % 5 } == row)
                    if let best = visible.min(by: { abs($0 - center.item) < abs($1 - center.item) }) {
                        #expect(answer.map { abs($0.item - center.item) } == abs(best - center.item))
                        #expect(answer.map { visible.contains($0.item) } == true)
                    }
                }
            }
        }
    }

    @Test func sectionsMapToTheCopyNearestTheCentre() {
        let blocks = Repetition(sourceItemCounts: [2, 3, 1], copies: 20)
        #expect(blocks.nearestVirtualSection(toSource: 0, near: 31) == 30)
        #expect(blocks.nearestVirtualSection(toSource: 2, near: 31) == 32)
        #expect(blocks.nearestVirtualSection(toSource: 1, near: 0) == 1)
        #expect(blocks.nearestVirtualSection(toSource: 0, near: 59) == 57)
        #expect(blocks.nearestVirtualSection(toSource: 3, near: 31) == nil)
        #expect(repetition.nearestVirtualSection(toSource: 0, near: 0) == 0)
    }

    /// The caller rule's frames (issue 11).
    @Test func spacesFollowTheFrameThenTheCaller() {
        var translation = CallbackTranslation()
        #expect(translation.space(for: .app) == .sourceOnScreen)
        #expect(translation.space(for: .system) == .virtual)
        #expect(translation.handsOutClientPaths(to: .app) && !translation.handsOutClientPaths(to: .system))
        translation.beginForwarding(virtual: v(17), source: SourceIndexPath(section: 0, item: 2))
        // App code inside the callback speaks the client's paths; UIKit's own calls made while the
        // callback runs speak UIKit's (before: every caller got the client's paths here).
        #expect(translation.space(for: .app) == .source(anchor: v(17)))
        #expect(translation.space(for: .system) == .virtual)
        #expect(translation.handsOutClientPaths(to: .app) && !translation.handsOutClientPaths(to: .system))
        translation.beginPassthrough()
        #expect(translation.space(for: .app) == .virtual)
        #expect(!translation.handsOutClientPaths(to: .app))
        translation.beginClientCall()
        #expect(translation.space(for: .app) == .sourceOnScreen)
        #expect(translation.space(for: .system) == .virtual)
        #expect(translation.virtualIndexPath(forClientPath: SourceIndexPath(section: 0, item: 1), in: repetition) == nil)
    }
}
