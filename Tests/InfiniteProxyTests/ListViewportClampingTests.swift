import Foundation
import InfiniteHostTesting
import Testing
@testable import InfiniteProxy

@Suite struct ListViewportClampingTests {
    @Test func docExamples() {
        let viewport = ListViewport(offset: 0, length: 800, insetBefore: 100, insetAfter: 34)
        #expect(viewport.offsetRange(contentLength: 2_000) == -100...1234)
        #expect(viewport.offsetRange(contentLength: 300) == -100...(-100))
        #expect(ListViewport(offset: 0, length: 800).clampedOffset(5_000, contentLength: 2_000) == 1200)
    }

    /// At the clamped offset the visible area never starts before the content nor ends after it,
    /// unless the content is shorter than the visible area; offsets already inside are unchanged.
    @Test func clampedOffsetsShowOnlyContent() {
        var generator = SplitMix64(seed: 3)
        for _ in 0..<2_000 {
            let viewport = ListViewport(
                offset: 0, length: CGFloat(Int.random(in: 0...900, using: &generator)),
                insetBefore: CGFloat(Int.random(in: 0...120, using: &generator)),
                insetAfter: CGFloat(Int.random(in: 0...80, using: &generator)))
            let content = CGFloat(Int.random(in: 0...3_000, using: &generator))
            let offset = CGFloat(Int.random(in: -4_000...4_000, using: &generator))
            let clamped = viewport.clampedOffset(offset, contentLength: content)
            let visibleStart = clamped + viewport.insetBefore
            let visibleEnd = clamped + viewport.length - viewport.insetAfter
            #expect(visibleStart >= 0)
            if content >= viewport.visibleLength {
                #expect(visibleEnd <= content)
            } else {
                #expect(visibleStart == 0)
            }
            let inside = offset + viewport.insetBefore >= 0 && offset + viewport.length - viewport.insetAfter <= content
            if inside { #expect(clamped == offset) }
        }
    }

    @Test func badInputIsSafe() {
        let viewport = ListViewport(offset: 0, length: 500, insetBefore: 20, insetAfter: 0)
        #expect(viewport.clampedOffset(.nan, contentLength: 900) == -20)
        #expect(viewport.clampedOffset(100, contentLength: .infinity) == -20)
        #expect(viewport.clampedOffset(100, contentLength: -5) == -20)
    }
}
