import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct RecenteringSpanTests {
    @Test func docExamples() throws {
        let span = try #require(RecenteringSpan.uniform(tileLength: 100, boundsLength: 390))
        #expect(span.period == 400 && span.tilesPerPeriod == 4)
        #expect(span.margin == 512)
        #expect(span.contentLength == 1_814)
        #expect(span.jumpPeriods(boundsCenter: span.bandCenter + 250) == 1)
        let varying = try #require(RecenteringSpan.varying(largestTileLength: 300, boundsLength: 390))
        #expect(varying.period == 390 && varying.hysteresis == 300 && varying.contentLength == 2_404)
    }

    /// With the bounds' centre anywhere in the band (plus one margin of movement), the bounds stay
    /// inside the content — the property that makes edge hits impossible.
    @Test func boundsInsideTheBandPlusAMarginStayInsideTheContent() throws {
        for tile in [1.0, 7.5, 44.0, 100.0, 333.0, 1_000.0] {
            for bounds in [0.0, 10.0, 320.0, 390.0, 844.0, 1_366.0] {
                let span = try #require(RecenteringSpan.uniform(tileLength: CGFloat(tile), boundsLength: CGFloat(bounds)))
                #expect(span.period.truncatingRemainder(dividingBy: CGFloat(tile)) == 0)
                #expect(span.period >= CGFloat(bounds) && span.period >= CGFloat(tile))
                #expect(CGFloat(span.tilesPerPeriod) * CGFloat(tile) == span.period)
                let farthest = span.bandCenter + span.period / 2 + span.margin + CGFloat(bounds) / 2
                #expect(farthest <= span.contentLength + 1e-9)
                #expect(span.margin >= RecenteringSpan.minimumMargin)
                // Content stays modest: a few viewports, never millions of points.
                #expect(span.contentLength <= 4 * max(CGFloat(bounds), CGFloat(tile), 512) + 2 * CGFloat(tile))
            }
        }
    }

    @Test func badInputHasNoSpan() {
        for bad in [CGFloat.nan, .infinity, -.infinity, 0, -5] {
            #expect(RecenteringSpan.uniform(tileLength: bad, boundsLength: 100) == nil)
            #expect(RecenteringSpan.varying(largestTileLength: bad, boundsLength: 100) == nil)
        }
        #expect(RecenteringSpan.uniform(tileLength: 10, boundsLength: -1) == nil)
        #expect(RecenteringSpan.uniform(tileLength: 10, boundsLength: .nan) == nil)
        #expect(RecenteringSpan.uniform(tileLength: 1e7, boundsLength: 100) == nil)
        #expect(RecenteringSpan.varying(largestTileLength: 1e7, boundsLength: 100) == nil)
    }
}
