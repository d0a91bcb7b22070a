import Foundation
import Testing
@testable import InfiniteStoryboard
@testable import InfiniteHost

@Suite struct HostDaySessionTests {
    /// A short run of the `host-day` session: the same invariants the day reports, checked here.
    @Test func aSimulatedMinuteIsClean() {
        let result = HostDaySession.run(simulatedSeconds: 60, seed: 7)
        #expect(result.report.frames == 3_600)
        #expect(result.jumps > 0)
        #expect(result.report.edgeHits == 0)
        #expect(result.report.violationCount == 0, "\(result.report.firstViolations)")
        #expect(result.pathsSeen > 0)
        #expect(result.foreignPaths == 0)
        #expect(result.report.peakLiveCells <= 25)
        #expect(result.cellsCreated == result.report.peakLiveCells)
    }

    @Test func theSameSeedGivesTheSameSession() {
        let first = HostDaySession.run(simulatedSeconds: 20, seed: 11)
        let second = HostDaySession.run(simulatedSeconds: 20, seed: 11)
        #expect(first.report.distance == second.report.distance)
        #expect(first.jumps == second.jumps)
    }
}
