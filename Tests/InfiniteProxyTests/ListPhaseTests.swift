import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct ListPhaseTests {
    @Test func recenteringWaitsForLayoutJumpsAndScrollsToItems() {
        #expect(!ListPhase().blocksRecentering)
        #expect(!ListPhase([.adjustingOffset, .answeringCounts, .bypassingHooks]).blocksRecentering)
        for blocking: ListPhase in [.inLayout, .recentering, .scrollingToItem] {
            #expect(blocking.blocksRecentering)
            #expect(ListPhase([blocking, .adjustingOffset]).blocksRecentering)
        }
    }

    @Test func hooksAreBypassedOnlyInsideTheBracket() {
        var phase = ListPhase()
        #expect(phase.isOutsideBypass)
        phase.insert(.bypassingHooks)
        #expect(!phase.isOutsideBypass)
        phase.remove(.bypassingHooks)
        #expect(phase.isOutsideBypass)
    }

    /// The controller's brackets insert a phase and remove it only if they inserted it, so a
    /// nested bracket leaves the outer one's phase in place (as a depth counter would).
    @Test func nestedBracketsKeepTheOuterPhase() {
        var phase = ListPhase()
        let outer = phase.insert(.bypassingHooks).inserted
        let inner = phase.insert(.bypassingHooks).inserted
        #expect(outer && !inner)
        if inner { phase.remove(.bypassingHooks) }
        #expect(phase.contains(.bypassingHooks))
        if outer { phase.remove(.bypassingHooks) }
        #expect(phase.isEmpty)
    }

    @Test func phasesAreDistinct() {
        let all: [ListPhase] = [.adjustingOffset, .inLayout, .recentering, .scrollingToItem, .answeringCounts, .bypassingHooks]
        #expect(Set(all.map(\.rawValue)).count == all.count)
        #expect(all.allSatisfy { $0.rawValue.nonzeroBitCount == 1 })
    }
}
