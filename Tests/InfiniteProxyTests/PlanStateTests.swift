import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct PlanStateTests {
    private let item = SourceIndexPath(section: 0, item: 4)

    @Test func newCountsForgetTheLearnedLengths() {
        var planning = PlanState()
        planning.read(counts: [10])
        planning.recordLength(80, of: item)
        planning.read(counts: [10])
        #expect(planning.learnedLength(of: item) == 80)
        planning.read(counts: [11])
        #expect(planning.learnedLength(of: item) == nil)
        #expect(planning.learnedLengthReplans.sourceItems == 11)
        planning.recordLength(80, of: item)
        planning.forgetLength(of: item)
        #expect(planning.measuredExtents.isEmpty)
    }

    @Test func aPlanRecordsItsSizesAndClearsTheNeed() {
        var planning = PlanState()
        #expect(planning.needsPlan)
        planning.planned(visibleLength: 800, crossLength: 390, estimates: true)
        #expect(!planning.needsPlan && planning.plansWithEstimates)
        #expect(planning.plannedVisibleLength == 800 && planning.plannedCrossLength == 390)
    }

    @Test func aViewportThatOnlyShrankKeepsALoopingPlan() {
        var planning = PlanState()
        planning.planned(visibleLength: 800, crossLength: 390, estimates: false)
        #expect(!planning.viewportChanged(visibleLength: 800.4, crossLength: 390.4, isLooping: true))
        #expect(!planning.viewportChanged(visibleLength: 500, crossLength: 390, isLooping: true))   // a keyboard
        #expect(planning.viewportChanged(visibleLength: 500, crossLength: 390, isLooping: false))
        #expect(planning.viewportChanged(visibleLength: 801, crossLength: 390, isLooping: true))
        #expect(planning.viewportChanged(visibleLength: 800, crossLength: 400, isLooping: true))
    }

    @Test func learnedLengthsReplanAPlanOfEstimatesOnceForTheFirstScreen() {
        var planning = PlanState()
        planning.read(counts: [10])
        planning.planned(visibleLength: 800, crossLength: 390, estimates: true)
        #expect(!planning.wantsLearnedLengthReplan)      // nothing learned yet
        planning.recordLength(80, of: item)
        #expect(planning.wantsLearnedLengthReplan)
        planning.learnedLengthReplans.isScheduled = true
        #expect(!planning.wantsLearnedLengthReplan)      // one at a time
        planning.learnedLengthReplans.isScheduled = false
        planning.planned(visibleLength: 800, crossLength: 390, estimates: false)
        #expect(!planning.wantsLearnedLengthReplan)      // exact lengths
    }

    @Test func aLayoutThatCannotLoopStaysSoForTheSameCounts() {
        var planning = PlanState()
        planning.adopt(LayoutMeasurement(counts: [10], lines: .failure(.outOfOrder), period: nil))
        #expect(planning.layoutSizingFailure == .outOfOrder)
        planning.adopt(LayoutMeasurement(counts: [10], lines: .success([nil]), period: nil))
        #expect(planning.layoutSizingFailure == .outOfOrder)
        planning.adopt(LayoutMeasurement(counts: [12], lines: .success([nil]), period: nil))
        #expect(planning.layoutSizingFailure == nil)
    }

    @Test func aLoopingMeasureIsCheckedOnce() {
        var planning = PlanState()
        #expect(!planning.isLayoutCheckDue(isLooping: true, counts: [10]))   // nothing measured
        planning.adopt(LayoutMeasurement(counts: [10], lines: .success([nil]), period: nil))
        #expect(planning.isLayoutCheckDue(isLooping: true, counts: [10]))
        #expect(!planning.isLayoutCheckDue(isLooping: false, counts: [10]))
        planning.recordLayoutCheck()
        #expect(!planning.isLayoutCheckDue(isLooping: true, counts: [10]))
    }

    @Test func theFirstLayoutMeasureIsDueOnlyForAnUnmeasuredPlan() {
        var planning = PlanState()
        let unmeasured = Repetition.finite(sourceItemCounts: [10], reason: .unmeasurable)
        #expect(planning.wantsFirstLayoutMeasure(isLooping: false, repetition: unmeasured))
        #expect(!planning.wantsFirstLayoutMeasure(isLooping: true, repetition: unmeasured))
        #expect(!planning.wantsFirstLayoutMeasure(isLooping: false, repetition: Repetition(sourceItemCounts: [10], copies: 1)))
        planning.adopt(LayoutMeasurement(counts: [10], lines: .success([nil]), period: nil))
        #expect(!planning.wantsFirstLayoutMeasure(isLooping: false, repetition: unmeasured))
    }

    /// The content's length seen at one user-scroll frame and the next: a move beyond the limit
    /// (estimates far off) says so once; small moves and a steady length do not.
    @Test func aContentLengthMovedBeyondTheLimitIsSeenOnce() {
        var planning = PlanState()
        let seen = [10_000, 10_000, 9_900, 8_400, 8_400].map { planning.contentLengthMoved(to: $0, beyond: 150) }
        // From 0 at the first frame; steady; 100 pt (ordinary estimates); 1 500 pt (far off); steady.
        #expect(seen == [true, false, false, true, false])
    }
}
