import Foundation

/// The decisions of a carousel's auto-scroll: when the timer runs, what each tick does, and how it
/// survives touches, windows, app state, reloads and count changes.
///
/// The state owns no timer. Every change returns a ``TimerCommand`` for the view that owns the real
/// `Timer` (scheduled in the run loop's `.common` mode, with a weak target): start a repeating timer
/// (replacing any running one), stop it, or leave it. Each timer fire calls ``tick(generation:centeredItem:)``
/// with the generation it was started with; the answer is to advance one item *from the item
/// centred now* (never back to item 0), or to invalidate the firing timer (it is stale, or the
/// carousel is paused). A timer whose owner is gone does nothing but invalidate itself
/// (``orphanedTick``).
///
/// ```swift
/// var state = AutoScrollState(pauseReasons: .notInWindow)
/// state.setInterval(3)                                  // .none: still off-window
/// state.update(itemCount: 5)                            // .none
/// let command = state.resume(.notInWindow)              // .start(interval: 3, generation: 1)
/// state.tick(generation: 1, centeredItem: 3)            // .advance(from: 3, to: 4)
/// state.pause(.userInteraction)                         // .stop: a finger is down
/// state.resume(.userInteraction)                        // .start(interval: 3, generation: 2)
/// ```
///
/// - Complexity: O(1) storage and O(1) per call.
package struct AutoScrollState: Hashable, Sendable {
    /// Why auto-scroll is not running; it runs only when the set is empty and an interval is set.
    ///
    /// ```swift
    /// let reasons: AutoScrollState.PauseReasons = [.userInteraction, .notInWindow]
    /// ```
    package struct PauseReasons: OptionSet, Hashable, Sendable {
        /// The raw bits.
        package let rawValue: UInt16

        /// Creates a set from raw bits.
        package init(rawValue: UInt16) { self.rawValue = rawValue }

        /// A finger is down, or a drag's deceleration has not ended (resume when it settles).
        package static let userInteraction = PauseReasons(rawValue: 1 << 0)
        /// The view is not in a window.
        package static let notInWindow = PauseReasons(rawValue: 1 << 1)
        /// Fewer than two items: there is nothing to advance to. Maintained by ``AutoScrollState/update(itemCount:)``.
        package static let tooFewItems = PauseReasons(rawValue: 1 << 2)
        /// The app is not active (`willResignActive` until `didBecomeActive`).
        package static let applicationInactive = PauseReasons(rawValue: 1 << 3)
        /// VoiceOver's focus is inside the view: content that moves by itself would pull the focus
        /// away.
        package static let voiceOver = PauseReasons(rawValue: 1 << 4)
        /// The client asked for a pause.
        package static let requested = PauseReasons(rawValue: 1 << 5)
        /// Reduce Motion is on (`UIAccessibility.isReduceMotionEnabled`): content that advances by
        /// itself is a motion trigger, animated or not, so auto-scroll stops until it is off.
        package static let reduceMotion = PauseReasons(rawValue: 1 << 6)
    }

    /// What to do with the real timer.
    ///
    /// ```swift
    /// if case .start(let interval, let generation) = command { /* schedule, remember generation */ }
    /// ```
    package enum TimerCommand: Hashable, Sendable {
        /// Leave the timer as it is.
        case none
        /// Invalidate any running timer and schedule a repeating one firing every `interval`
        /// seconds; pass `generation` back to every ``AutoScrollState/tick(generation:centeredItem:)``.
        case start(interval: TimeInterval, generation: UInt64)
        /// Invalidate the running timer.
        case stop
    }

    /// What a timer fire does.
    ///
    /// ```swift
    /// if case .advance(_, let next) = action { /* scroll forwards to the nearest twin of `next` */ }
    /// ```
    package enum TickAction: Hashable, Sendable {
        /// Scroll forwards by one item, from the item centred now (`from`) to `to` — in an infinite
        /// collection, to the twin of `to` just after the centred item, never back to item 0.
        case advance(from: Int, to: Int)
        /// Invalidate the timer that fired: it is stale, or auto-scroll is not running.
        case invalidate
    }

    /// What a timer does when it fires after its owner was deallocated: invalidate itself, nothing else.
    package static let orphanedTick = TickAction.invalidate

    /// Seconds between advances; nil (or any value that is not finite and positive) = off.
    package private(set) var interval: TimeInterval?
    /// Why auto-scroll is paused now.
    package private(set) var pauseReasons: PauseReasons
    /// The number of items (source items of the carousel, or pages).
    package private(set) var itemCount: Int
    /// The item centred last, as reported or advanced to; nil when unknown or with no items.
    package private(set) var centeredItem: Int?
    /// The generation of the timer that should be running; nil when none should be.
    package private(set) var runningGeneration: UInt64?
    private var lastGeneration: UInt64 = 0

    /// Creates a stopped state.
    ///
    /// ```swift
    /// let state = AutoScrollState(interval: 4, itemCount: 3, pauseReasons: .notInWindow)
    /// state.isRunning   // false: not in a window yet
    /// ```
    ///
    /// - Parameters:
    ///   - interval: seconds between advances, nil = off.
    ///   - itemCount: the number of items (fewer than 2 adds ``PauseReasons/tooFewItems``).
    ///   - pauseReasons: reasons that hold already (a view created off-window: `.notInWindow`).
    /// - Complexity: O(1).
    package init(interval: TimeInterval? = nil, itemCount: Int = 0, pauseReasons: PauseReasons = []) {
        self.interval = AutoScrollState.valid(interval)
        self.itemCount = max(0, itemCount)
        self.pauseReasons = pauseReasons.subtracting(.tooFewItems)
        if self.itemCount < 2 { self.pauseReasons.insert(.tooFewItems) }
        self.centeredItem = self.itemCount == 0 ? nil : 0
        if isRunning {
            lastGeneration = 1
            runningGeneration = 1
        }
    }

    /// Whether the timer should be running: an interval is set and nothing pauses it.
    ///
    /// ```swift
    /// AutoScrollState(interval: 2, itemCount: 2).isRunning   // true
    /// ```
    package var isRunning: Bool { interval != nil && pauseReasons.isEmpty }

    /// The command that brings a timer in line with the state from scratch: `.start` with the running
    /// generation when auto-scroll runs, `.stop` otherwise (use it after creating the state, or
    /// whenever the real timer may have been lost).
    ///
    /// ```swift
    /// AutoScrollState(interval: 2, itemCount: 4).timerCommand   // .start(interval: 2, generation: 1)
    /// ```
    package var timerCommand: TimerCommand {
        guard let generation = runningGeneration, let interval else { return .stop }
        return .start(interval: interval, generation: generation)
    }

    /// Sets the interval (nil = off). Changing a running interval restarts the timer.
    ///
    /// ```swift
    /// var state = AutoScrollState(interval: 2, itemCount: 4)
    /// state.setInterval(nil)   // .stop
    /// ```
    ///
    /// - Complexity: O(1).
    @discardableResult
    package mutating func setInterval(_ newInterval: TimeInterval?) -> TimerCommand {
        let valid = AutoScrollState.valid(newInterval)
        guard valid != interval else { return .none }
        interval = valid
        return reconcile(restart: true)
    }

    /// Adds a pause reason; stops the timer if it was running.
    ///
    /// ```swift
    /// var state = AutoScrollState(interval: 2, itemCount: 4)
    /// state.pause(.applicationInactive)   // .stop
    /// ```
    ///
    /// - Complexity: O(1).
    @discardableResult
    package mutating func pause(_ reasons: PauseReasons) -> TimerCommand {
        pauseReasons.formUnion(reasons.subtracting(.tooFewItems))
        return reconcile(restart: false)
    }

    /// Removes a pause reason; when nothing pauses any more the timer starts afresh (a full interval
    /// after the finger lifts, the window appears, or the app becomes active).
    ///
    /// ```swift
    /// var state = AutoScrollState(interval: 2, itemCount: 4, pauseReasons: .userInteraction)
    /// state.resume(.userInteraction)   // .start(interval: 2, generation: 1)
    /// ```
    ///
    /// - Complexity: O(1).
    @discardableResult
    package mutating func resume(_ reasons: PauseReasons) -> TimerCommand {
        pauseReasons.subtract(reasons.subtracting(.tooFewItems))
        return reconcile(restart: false)
    }

    /// The number of items changed (`reloadData`, inserts, deletes): the centred item is clamped
    /// into range and fewer than two items pause. A running timer keeps running.
    ///
    /// ```swift
    /// var state = AutoScrollState(interval: 2, itemCount: 10)
    /// state.noteCenteredItem(8)
    /// state.update(itemCount: 5)   // .none
    /// state.centeredItem           // 4
    /// ```
    ///
    /// - Complexity: O(1).
    @discardableResult
    package mutating func update(itemCount newCount: Int) -> TimerCommand {
        itemCount = max(0, newCount)
        if itemCount < 2 { pauseReasons.insert(.tooFewItems) } else { pauseReasons.remove(.tooFewItems) }
        if itemCount == 0 {
            centeredItem = nil
        } else {
            centeredItem = min(max(0, centeredItem ?? 0), itemCount - 1)
        }
        return reconcile(restart: false)
    }

    /// Records the item centred now (the carousel's centred-item callback); out-of-range values
    /// are clamped, nil is ignored (the last known item stays).
    ///
    /// ```swift
    /// var state = AutoScrollState(interval: 2, itemCount: 3)
    /// state.noteCenteredItem(7)
    /// state.centeredItem   // 2
    /// ```
    ///
    /// - Complexity: O(1).
    package mutating func noteCenteredItem(_ item: Int?) {
        guard let item, itemCount > 0 else { return }
        centeredItem = min(max(0, item), itemCount - 1)
    }

    /// A timer fire: advance one item from `centeredItem` (the item centred now; nil = the last
    /// known one), or invalidate the firing timer when it is not the running generation.
    ///
    /// ```swift
    /// var state = AutoScrollState(interval: 2, itemCount: 3)   // generation 1 running
    /// state.tick(generation: 1, centeredItem: 2)   // .advance(from: 2, to: 0): wraps forwards
    /// state.tick(generation: 7, centeredItem: 2)   // .invalidate: a stale timer
    /// ```
    ///
    /// - Complexity: O(1).
    package mutating func tick(generation: UInt64, centeredItem reported: Int?) -> TickAction {
        guard isRunning, generation == runningGeneration, itemCount >= 2 else { return .invalidate }
        noteCenteredItem(reported)
        let from = centeredItem ?? 0
        let to = from + 1 == itemCount ? 0 : from + 1
        centeredItem = to
        return .advance(from: from, to: to)
    }

    // MARK: Private

    private mutating func reconcile(restart: Bool) -> TimerCommand {
        guard isRunning, let interval else {
            if runningGeneration == nil { return .none }
            runningGeneration = nil
            return .stop
        }
        if runningGeneration != nil && !restart { return .none }
        lastGeneration &+= 1
        runningGeneration = lastGeneration
        return .start(interval: interval, generation: lastGeneration)
    }

    private static func valid(_ interval: TimeInterval?) -> TimeInterval? {
        guard let interval, interval.isFinite, interval > 0 else { return nil }
        return interval
    }
}
