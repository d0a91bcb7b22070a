import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct EndCapPageLoopTests {
    /// The content built the obvious way: the last `c` pages, all pages, the first `c` pages
    /// (repeating the pages when there are fewer than `c`).
    private func referenceContent(count: Int, caps: Int) -> [Int] {
        if count == 0 { return [] }
        if count == 1 { return [0] }
        let lap = Array(0..<count)
        let many = Array(repeating: lap, count: caps / count + 2).flatMap { $0 }
        let leading = Array(many.suffix(caps))
        let trailing = Array(many.prefix(caps))
        return leading + lap + trailing
    }

    @Test func mappingBothWaysForSmallCounts() {
        for count in 0...9 {
            for caps in 1...4 {
                let loop = EndCapPageLoop(count: count, capsPerSide: caps)
                let content = referenceContent(count: count, caps: caps)
                #expect(loop.contentCount == content.count)
                for index in -3..<(content.count + 3) {
                    let expected: Int? = content.indices.contains(index) ? content[index] : nil
                    #expect(loop.page(forContentIndex: index) == expected, "n \(count) c \(caps) i \(index)")
                    guard let page = expected else {
                        #expect(loop.twin(ofContentIndex: index) == nil && !loop.isCap(index))
                        continue
                    }
                    let real = loop.capsPerSide..<(loop.capsPerSide + count)
                    #expect(loop.isCap(index) == !real.contains(index))
                    let twin = loop.twin(ofContentIndex: index)
                    #expect(twin.map { real.contains($0) && content[$0] == page } == true)
                    #expect(loop.settledJump(atContentIndex: index) == (twin ?? index) - index)
                    if !loop.isCap(index) { #expect(twin == index) }
                }
                for page in -2..<(count + 2) {
                    let index = loop.contentIndex(forPage: page)
                    if (0..<count).contains(page) {
                        #expect(index.map { content[$0] } == page)
                        #expect(index.map { loop.isCap($0) } == false)
                    } else {
                        #expect(index == nil)
                    }
                }
            }
        }
    }

    @Test func nearestContentIndexIsTheShortestWay() {
        for count in 1...7 {
            for caps in 1...3 {
                let loop = EndCapPageLoop(count: count, capsPerSide: caps)
                let content = referenceContent(count: count, caps: caps)
                for position in stride(from: -1.0, through: Double(content.count), by: 0.25) {
                    for page in 0..<count {
                        let got = loop.contentIndex(forPage: page, nearestTo: CGFloat(position))
                        let best = content.indices.filter { content[$0] == page }
                            .map { abs(Double($0) - position) }.min()
                        #expect(got.map { abs(Double($0) - position) } == best, "n \(count) c \(caps) p \(position) page \(page)")
                        #expect(got.map { content[$0] } == page)
                    }
                }
            }
        }
        #expect(EndCapPageLoop(count: 4).contentIndex(forPage: 0, nearestTo: .nan) == nil)
    }

    /// Every position on a fine grid: after the jump the nearest item is a real page, the item at
    /// each point of the viewport shows the same page, and the viewport stays inside the content
    /// when the caps are as many as ``EndCapPageLoop/capsNeeded(visibleItems:centered:)`` says.
    @Test func jumpsKeepThePictureAndStayInsideTheContent() {
        for count in 2...8 {
            for visible in [0.8, 1.0, 1.3, 2.0, 3.5] {
                for centered in [false, true] {
                    let caps = EndCapPageLoop.capsNeeded(visibleItems: CGFloat(visible), centered: centered)
                    let loop = EndCapPageLoop(count: count, capsPerSide: caps)
                    let content = referenceContent(count: count, caps: caps)
                    for position in stride(from: -0.45, through: Double(content.count) - 0.55, by: 0.05) {
                        let jump = loop.itemJump(atPosition: CGFloat(position))
                        #expect(jump % count == 0)
                        let after = position + Double(jump)
                        let nearest = Int(after.rounded())
                        #expect(!loop.isCap(nearest) && nearest >= 0 && nearest < content.count,
                                "n \(count) c \(caps) p \(position) → \(after)")
                        // The viewport (position = the item at the leading edge, or at the centre).
                        let lead = centered ? after + 0.5 - visible / 2 : after
                        #expect(lead >= -1e-9 && lead + visible <= Double(content.count) + 1e-9,
                                "n \(count) v \(visible) centered \(centered) p \(after)")
                        // Same picture at sample points of the viewport (where both are inside).
                        for f in [0.013, 0.487, 0.987] {
                            let before = Int((position + (centered ? 0.5 - visible / 2 : 0) + f * visible).rounded(.down))
                            let now = Int((lead + f * visible).rounded(.down))
                            if content.indices.contains(before) { #expect(content[before] == content[now]) }
                        }
                        // Inside the band no jump happens, so a second call is a no-op.
                        #expect(loop.itemJump(atPosition: CGFloat(after)) == 0)
                    }
                }
            }
        }
    }

    @Test func smallCountsAndBadInput() {
        let none = EndCapPageLoop(count: 0)
        #expect(none.contentCount == 0 && none.capsPerSide == 0 && none.itemJump(atPosition: 5) == 0)
        #expect(none.page(forContentIndex: 0) == nil && none.contentIndex(forPage: 0) == nil)
        let one = EndCapPageLoop(count: 1, capsPerSide: 3)
        #expect(one.contentCount == 1 && one.capsPerSide == 0 && !one.isLooping)
        #expect(one.itemJump(atPosition: 7) == 0 && one.contentIndex(forPage: 0, nearestTo: 9) == 0)
        let two = EndCapPageLoop(count: 2)
        #expect((0..<4).map { two.page(forContentIndex: $0) } == [1, 0, 1, 0])
        #expect(EndCapPageLoop(count: -3).count == 0)
        #expect(EndCapPageLoop(count: 5, capsPerSide: -2).capsPerSide == 1)
        let five = EndCapPageLoop(count: 5)
        #expect(five.itemJump(atPosition: .nan) == 0 && five.itemJump(atPosition: .infinity) == 0)
        #expect(five.offsetJump(atOffset: 10, grid: PagingGrid(pitch: 0, anchorOffset: 0)) == 0)
        for bad: CGFloat in [0, -1, .nan, .infinity] {
            #expect(EndCapPageLoop.capsNeeded(visibleItems: bad, centered: false) == 1)
        }
        #expect(EndCapPageLoop.capsNeeded(visibleItems: 1e30, centered: true) == 1 << 20)
        // Huge positions do not trap.
        _ = EndCapPageLoop(count: Int.max / 4).itemJump(atPosition: 1e300)
    }

    @Test func offsetJumpUsesTheGrid() {
        let loop = EndCapPageLoop(count: 4)
        let grid = PagingGrid(pitch: 390, anchorOffset: 0)
        #expect(loop.offsetJump(atOffset: 100, grid: grid) == 1560)
        #expect(loop.offsetJump(atOffset: 390 * 4.5, grid: grid) == -1560)
        #expect(loop.offsetJump(atOffset: 390 * 2, grid: grid) == 0)
        // A grid whose index 0 is centred: positions come from the grid, not from raw offsets.
        let centered = PagingGrid.centered(firstItemLeading: 10, itemExtent: 300, pitch: 310, viewportLength: 390)
        #expect(loop.offsetJump(atOffset: centered.offset(ofIndex: 0), grid: centered) == CGFloat(4 * 310))
    }

    @Test func docExamples() {
        let loop = EndCapPageLoop(count: 4)
        #expect(loop.contentCount == 6 && loop.page(forContentIndex: 0) == 3 && loop.twin(ofContentIndex: 0) == 4)
        #expect(loop.itemJump(atPosition: 0.4) == 4)
        #expect(loop.itemJump(atPosition: 4.49) == 0 && loop.itemJump(atPosition: 4.5) == -4)
        #expect(EndCapPageLoop.capsNeeded(visibleItems: 1, centered: false) == 1)
        #expect(EndCapPageLoop.capsNeeded(visibleItems: 3.2, centered: true) == 2)
        #expect(EndCapPageLoop(count: 3).page(forContentIndex: 4) == 0)
        #expect(EndCapPageLoop(count: 3).contentIndex(forPage: 0) == 1)
        #expect(loop.contentIndex(forPage: 0, nearestTo: 4) == 5)
        #expect(EndCapPageLoop(count: 3).isCap(0))
        #expect(EndCapPageLoop(count: 3).twin(ofContentIndex: 4) == 1)
        #expect(loop.settledJump(atContentIndex: 5) == -4)
    }
}
