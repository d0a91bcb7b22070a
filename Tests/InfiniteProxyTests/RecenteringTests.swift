import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct RecenteringTests {
    @Test func insideBandDoesNotJump() {
        #expect(Recentering.jump(viewportCenter: 1320 + 100, bandCenter: 1320, period: 440) == 0)
        #expect(Recentering.jump(viewportCenter: 1320 - 220, bandCenter: 1320, period: 440) == 0)
    }

    @Test func pastTheBandJumpsByWholePeriods() {
        #expect(Recentering.jump(viewportCenter: 1320 + 300, bandCenter: 1320, period: 440) == -440)
        #expect(Recentering.jump(viewportCenter: 1320 + 220, bandCenter: 1320, period: 440) == -440)
        #expect(Recentering.jumpPeriods(viewportCenter: 2000, bandCenter: 1000, period: 400) == 3)
        // −1000 is 2.5 periods short: two periods land on −200, the band's closed side.
        #expect(Recentering.jump(viewportCenter: 0, bandCenter: 1000, period: 400) == 800)
    }

    /// Every jump lands inside the half-open band, so the next decision is "stay": no ping-pong.
    @Test(arguments: [1.0, 44.0, 88.0, 439.7, 1000.0 / 3.0])
    func jumpAlwaysLandsInsideTheBand(period: Double) {
        let period = CGFloat(period)
        var generator = SplitMix64(seed: 7)
        for _ in 0..<20_000 {
            let center = CGFloat(Double(generator.next() % 2_000_000) / 7.0 - 140_000)
            let landed = center + Recentering.jump(viewportCenter: center, bandCenter: 500, period: period)
            #expect(Recentering.jump(viewportCenter: landed, bandCenter: 500, period: period) == 0)
            #expect(abs(landed - 500) <= period / 2 + 1e-9 * max(1, abs(center)))
        }
    }

    @Test func hysteresisWidensTheBand() {
        #expect(Recentering.jump(viewportCenter: 300, bandCenter: 0, period: 440, hysteresis: 100) == 0)
        #expect(Recentering.jump(viewportCenter: 330, bandCenter: 0, period: 440, hysteresis: 100) == -440)
    }

    @Test func badInputNeverJumps() {
        for bad in [CGFloat.nan, .infinity, -.infinity] {
            #expect(Recentering.jump(viewportCenter: bad, bandCenter: 0, period: 10) == 0)
            #expect(Recentering.jump(viewportCenter: 50, bandCenter: bad, period: 10) == 0)
            #expect(Recentering.jump(viewportCenter: 50, bandCenter: 0, period: bad) == 0)
        }
        #expect(Recentering.jump(viewportCenter: 50, bandCenter: 0, period: 0) == 0)
        #expect(Recentering.jump(viewportCenter: 50, bandCenter: 0, period: -10) == 0)
        #expect(Recentering.jump(viewportCenter: 1e300, bandCenter: 0, period: 1e-300) == 0)
    }
}

extension RecenteringTests {
    /// Issue 14, item 8: near 1e19 pt whole periods are not exact in floating point; main jumped
    /// anyway and landed outside the band. A jump now always lands in the band, or none is made.
    @Test func farAwayJumpsLandInTheBandOrDoNotHappen() {
        var generator = SplitMix64(seed: 1919)
        for _ in 0..<20_000 {
            let centre = CGFloat(Double.random(in: 1e17...1e20, using: &generator)) * (Bool.random(using: &generator) ? 1 : -1)
            let period = CGFloat(Double.random(in: 1...900, using: &generator))
            let periods = Recentering.jumpPeriods(viewportCenter: centre, bandCenter: 0, period: period)
            guard periods != 0 else { continue }
            let moved = centre - CGFloat(periods) * period
            #expect(Recentering.jumpPeriods(viewportCenter: moved, bandCenter: 0, period: period) == 0, "\(centre) \(period)")
        }
    }
}
