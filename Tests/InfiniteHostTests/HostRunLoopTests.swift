import Foundation
import Testing
@testable import InfiniteHost

@Suite struct HostRunLoopTests {
    @Test func docExample() {
        let runLoop = HostRunLoop()
        var fired = 0
        runLoop.scheduledTimer(withTimeInterval: 3, repeats: true) { _ in fired += 1 }
        runLoop.advance(by: 7)
        #expect(fired == 2)
        #expect(runLoop.time == 7)
    }

    @Test func timersFireInOrderAndOneShotsOnce() {
        let runLoop = HostRunLoop()
        var log: [String] = []
        runLoop.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in log.append("once") }
        runLoop.scheduledTimer(withTimeInterval: 0.3, repeats: true) { _ in log.append("r") }
        for _ in 0..<60 { runLoop.advance(by: 1.0 / 60.0) }     // one second of frames
        #expect(log == ["r", "once", "r", "r"])
        #expect(runLoop.activeTimerCount == 1)
    }

    @Test func invalidatedTimersStopAndAreReleased() {
        let runLoop = HostRunLoop()
        var fired = 0
        let timer = runLoop.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
            fired += 1
            if fired == 2 { timer.invalidate() }
        }
        runLoop.advance(by: 10)
        #expect(fired == 2)
        #expect(!timer.isValid)
        #expect(runLoop.activeTimerCount == 0)
    }

    @Test func asyncBlocksRunAtTheNextAdvanceAndBadIntervalsAreSafe() {
        let runLoop = HostRunLoop()
        var ran = false
        runLoop.async { ran = true }
        #expect(!ran)
        runLoop.advance(by: 0)
        #expect(ran)
        var fired = 0
        runLoop.scheduledTimer(withTimeInterval: .nan, repeats: false) { _ in fired += 1 }
        runLoop.advance(by: 1)
        #expect(fired == 1)
        runLoop.advance(by: -.infinity)
        #expect(runLoop.time == 1)
    }

    /// As a `MainScheduler`, the run loop records a repeating timer's tolerance (fires stay on
    /// time) and counts the timers scheduled.
    @Test func schedulerRecordsToleranceAndCountsTimers() {
        let runLoop = HostRunLoop()
        var ticks = 0
        let work = runLoop.repeating(every: 2, tolerance: 0.2) { _ in ticks += 1 }
        runLoop.after(1) {}
        #expect((work as? HostTimer)?.tolerance == 0.2)
        #expect(runLoop.scheduledTimerCount == 2)
        runLoop.advance(by: 4)
        #expect(ticks == 2)                     // at 2 and 4: never late
        work.cancel()
        #expect(work.isCancelled && runLoop.scheduledTimerCount == 2)
    }
}
