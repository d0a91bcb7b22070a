import Foundation
import InfiniteHostTesting
import Testing
@testable import InfiniteProxy

@Suite struct AutoScrollStateTests {
    typealias Reasons = AutoScrollState.PauseReasons

    /// A model timer driven by the commands: what a view that obeys them would have scheduled.
    private struct ModelTimer {
        var running: (interval: TimeInterval, generation: UInt64)?
        var starts = 0
        mutating func obey(_ command: AutoScrollState.TimerCommand) {
            switch command {
            case .none: break
            case .start(let interval, let generation):
                running = (interval, generation)
                starts += 1
            case .stop: running = nil
            }
        }
    }

    @Test func runsOnlyWithAnIntervalNothingPausingAndTwoItems() {
        let all: [Reasons] = [.userInteraction, .notInWindow, .applicationInactive, .voiceOver, .requested]
        for interval in [nil, 0, -1, .nan, .infinity, 0.5, 3] as [TimeInterval?] {
            for count in 0...3 {
                for mask in 0..<(1 << all.count) {
                    var reasons: Reasons = []
                    for (bit, reason) in all.enumerated() where mask & (1 << bit) != 0 { reasons.insert(reason) }
                    let state = AutoScrollState(interval: interval, itemCount: count, pauseReasons: reasons)
                    let validInterval = interval.map { $0.isFinite && $0 > 0 } ?? false
                    #expect(state.isRunning == (validInterval && count >= 2 && reasons.isEmpty))
                    #expect(state.pauseReasons.contains(.tooFewItems) == (count < 2))
                    #expect((state.runningGeneration != nil) == state.isRunning)
                    if state.isRunning {
                        #expect(state.timerCommand == .start(interval: interval ?? 0, generation: 1))
                    } else {
                        #expect(state.timerCommand == .stop)
                    }
                }
            }
        }
    }

    @Test func touchesPauseAndResumeWithAFreshInterval() {
        var state = AutoScrollState(interval: 3, itemCount: 5)
        var timer = ModelTimer()
        timer.obey(state.timerCommand)
        #expect(timer.running?.generation == 1)
        timer.obey(state.pause(.userInteraction))
        #expect(timer.running == nil)
        #expect(state.tick(generation: 1, centeredItem: 2) == .invalidate)   // a fire that raced the stop
        timer.obey(state.pause(.applicationInactive))
        timer.obey(state.resume(.userInteraction))
        #expect(timer.running == nil)                                          // still inactive
        timer.obey(state.resume(.applicationInactive))
        #expect(timer.running?.generation == 2 && timer.running?.interval == 3)
        #expect(state.tick(generation: 1, centeredItem: 2) == .invalidate)   // the old timer
        #expect(state.tick(generation: 2, centeredItem: 2) == .advance(from: 2, to: 3))
        // Resuming a reason that does not hold changes nothing.
        #expect(state.resume(.voiceOver) == .none)
        #expect(state.pause([]) == .none)
    }

    /// Advances go forwards from the item centred *now* — after the user scrolled elsewhere, after
    /// a reload, after the count shrank — and wrap from the last item to the first.
    @Test func ticksAdvanceFromTheCurrentItemNeverBackToZero() {
        var state = AutoScrollState(interval: 2, itemCount: 4)
        #expect(state.tick(generation: 1, centeredItem: 0) == .advance(from: 0, to: 1))
        // The user swiped to item 3 meanwhile.
        state.noteCenteredItem(3)
        #expect(state.tick(generation: 1, centeredItem: nil) == .advance(from: 3, to: 0))
        #expect(state.tick(generation: 1, centeredItem: nil) == .advance(from: 0, to: 1))
        // The glue reports the centred item at each tick: it wins over what was planned.
        #expect(state.tick(generation: 1, centeredItem: 2) == .advance(from: 2, to: 3))
        // reloadData with fewer items: clamped, timer untouched.
        #expect(state.update(itemCount: 3) == .none)
        #expect(state.centeredItem == 2)
        #expect(state.tick(generation: 1, centeredItem: nil) == .advance(from: 2, to: 0))
        // Out-of-range reports are clamped.
        #expect(state.tick(generation: 1, centeredItem: 99) == .advance(from: 2, to: 0))
        #expect(state.tick(generation: 1, centeredItem: -4) == .advance(from: 0, to: 1))
    }

    @Test func countChangesStopAndRestart() {
        var state = AutoScrollState(interval: 2, itemCount: 4)
        var timer = ModelTimer()
        timer.obey(state.timerCommand)
        timer.obey(state.update(itemCount: 1))
        #expect(timer.running == nil && state.pauseReasons == .tooFewItems && state.centeredItem == 0)
        #expect(state.tick(generation: 1, centeredItem: 0) == .invalidate)
        timer.obey(state.update(itemCount: 0))
        #expect(state.centeredItem == nil)
        timer.obey(state.update(itemCount: 6))
        #expect(timer.running?.generation == 2 && state.centeredItem == 0)
        // .tooFewItems cannot be set or cleared by hand.
        #expect(state.pause(.tooFewItems) == .none && state.isRunning)
        var few = AutoScrollState(interval: 2, itemCount: 1)
        #expect(few.resume(.tooFewItems) == .none && !few.isRunning)
    }

    @Test func intervalChanges() {
        var state = AutoScrollState(interval: 2, itemCount: 4)
        #expect(state.setInterval(2) == .none)
        #expect(state.setInterval(5) == .start(interval: 5, generation: 2))
        #expect(state.setInterval(.nan) == .stop)
        #expect(state.interval == nil)
        #expect(state.setInterval(-3) == .none)
        #expect(state.setInterval(1) == .start(interval: 1, generation: 3))
        state.pause(.requested)
        #expect(state.setInterval(4) == .none)   // paused: remembered, not started
        #expect(state.resume(.requested) == .start(interval: 4, generation: 4))
    }

    /// Random sequences against a model written from the rules: the timer runs exactly when the
    /// state says so, every start has a new generation, ticks from any other generation are void.
    @Test func randomSequencesAgainstAModel() {
        var random = SplitMix64(seed: 0xA070)
        let reasons: [Reasons] = [.userInteraction, .notInWindow, .applicationInactive, .voiceOver, .requested]
        for _ in 0..<500 {
            var state = AutoScrollState(pauseReasons: .notInWindow)
            var timer = ModelTimer()
            timer.obey(state.timerCommand)
            var modelInterval: TimeInterval?
            var modelReasons: Reasons = .notInWindow
            var modelCount = 0
            var modelCentered: Int?
            var generations: Set<UInt64> = []
            for _ in 0..<60 {
                let wasRunning = timer.running
                var command = AutoScrollState.TimerCommand.none
                switch Int.random(in: 0..<7, using: &random) {
                case 0:
                    let value: TimeInterval? = [nil, 1, 2.5, 0, -1][Int.random(in: 0..<5, using: &random)]
                    command = state.setInterval(value)
                    let valid = value.flatMap { $0 > 0 ? $0 : nil }
                    if valid != modelInterval, valid != nil, wasRunning != nil, modelReasons.isEmpty, modelCount >= 2 {
                        guard case .start = command else { Issue.record("interval change must restart"); break }
                    }
                    modelInterval = valid
                case 1, 2:
                    let reason = reasons[Int.random(in: 0..<reasons.count, using: &random)]
                    command = state.pause(reason)
                    modelReasons.insert(reason)
                case 3, 4:
                    let reason = reasons[Int.random(in: 0..<reasons.count, using: &random)]
                    command = state.resume(reason)
                    modelReasons.remove(reason)
                case 5:
                    modelCount = Int.random(in: 0...5, using: &random)
                    command = state.update(itemCount: modelCount)
                    if modelCount == 0 { modelCentered = nil } else if let c = modelCentered { modelCentered = min(c, modelCount - 1) } else { modelCentered = 0 }
                default:
                    let generation = Bool.random(using: &random) ? (timer.running?.generation ?? 0) : UInt64.random(in: 0...9, using: &random)
                    let reported: Int? = Bool.random(using: &random) ? Int.random(in: 0..<max(1, modelCount), using: &random) : nil
                    let action = state.tick(generation: generation, centeredItem: reported)
                    let shouldAdvance = timer.running?.generation == generation && modelCount >= 2
                    if shouldAdvance {
                        let from = reported ?? modelCentered ?? 0
                        #expect(action == .advance(from: from, to: (from + 1) % modelCount))
                        modelCentered = (from + 1) % modelCount
                    } else {
                        #expect(action == .invalidate)
                    }
                }
                timer.obey(command)
                let shouldRun = modelInterval != nil && modelReasons.isEmpty && modelCount >= 2
                #expect((timer.running != nil) == shouldRun)
                #expect(state.isRunning == shouldRun)
                if let running = timer.running {
                    #expect(running.interval == modelInterval)
                    if case .start(_, let generation) = command {
                        #expect(!generations.contains(generation))
                        generations.insert(generation)
                    }
                }
                // A start only when the timer was not running or the interval changed.
                if case .start = command, let was = wasRunning { #expect(was.interval != modelInterval) }
                #expect(state.centeredItem == modelCentered)
            }
        }
    }

    @Test func orphanedTimerOnlyInvalidatesItself() {
        #expect(AutoScrollState.orphanedTick == .invalidate)
    }

    @Test func docExamples() {
        var state = AutoScrollState(pauseReasons: .notInWindow)
        #expect(state.setInterval(3) == .none)
        #expect(state.update(itemCount: 5) == .none)
        #expect(state.resume(.notInWindow) == .start(interval: 3, generation: 1))
        #expect(state.tick(generation: 1, centeredItem: 3) == .advance(from: 3, to: 4))
        #expect(state.pause(.userInteraction) == .stop)
        #expect(state.resume(.userInteraction) == .start(interval: 3, generation: 2))
        #expect(!AutoScrollState(interval: 4, itemCount: 3, pauseReasons: .notInWindow).isRunning)
        #expect(AutoScrollState(interval: 2, itemCount: 2).isRunning)
        #expect(AutoScrollState(interval: 2, itemCount: 4).timerCommand == .start(interval: 2, generation: 1))
        var off = AutoScrollState(interval: 2, itemCount: 4)
        #expect(off.setInterval(nil) == .stop)
        var inactive = AutoScrollState(interval: 2, itemCount: 4)
        #expect(inactive.pause(.applicationInactive) == .stop)
        var touching = AutoScrollState(interval: 2, itemCount: 4, pauseReasons: .userInteraction)
        #expect(touching.resume(.userInteraction) == .start(interval: 2, generation: 1))
        var clamp = AutoScrollState(interval: 2, itemCount: 10)
        clamp.noteCenteredItem(8)
        #expect(clamp.update(itemCount: 5) == .none && clamp.centeredItem == 4)
        var three = AutoScrollState(interval: 2, itemCount: 3)
        three.noteCenteredItem(7)
        #expect(three.centeredItem == 2)
        var wrap = AutoScrollState(interval: 2, itemCount: 3)
        #expect(wrap.tick(generation: 1, centeredItem: 2) == .advance(from: 2, to: 0))
        #expect(wrap.tick(generation: 7, centeredItem: 2) == .invalidate)
    }
}
