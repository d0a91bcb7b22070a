import Foundation
import Testing
import InfiniteProxy
import BenchmarkModels

/// The grid session the benchmarks report must be a correct session: no edge, no drift.
@Suite struct SessionTests {
    @Test func gridSessionKeepsTilesBoundedAndNeverHitsAnEdge() {
        var session = GridFlingSession(seed: 12)
        session.run(simulatedSeconds: 300)
        #expect(session.edgeHits == 0)
        #expect(session.maximumDrift < 0.01)
        #expect(session.grid.jumpCount > 0)
        // 100 pt tiles in 390×844: at most 5 × 10 touch the bounds, plus a ring of one.
        #expect(session.peakLiveTiles <= 7 * 12)
        #expect(session.peakSlots <= 7 * 12)
        // The content is a few viewports: flings of up to ~6 000 pt overrun it without recentering.
        #expect(session.restRuleEdgeFlings > 0)
    }
}
