import Foundation

/// A headless main run loop: repeating or one-shot timers in the `.common` mode (they fire while
/// scrolling too) and blocks queued with ``async(_:)``, advanced by simulated time.
///
/// The run loop keeps a timer alive until it is invalidated, as `RunLoop` does; the timer's block
/// should capture its owner weakly.
///
/// ```swift
/// let runLoop = HostRunLoop()
/// var fired = 0
/// runLoop.scheduledTimer(withTimeInterval: 3, repeats: true) { _ in fired += 1 }
/// runLoop.advance(by: 7)      // fired == 2
/// ```
///
/// - Complexity: ``advance(by:)`` is O(t log t) for t timers due in the interval, plus their blocks.
package final class HostRunLoop {
    /// Simulated seconds since creation.
    package private(set) var time: TimeInterval = 0
    private var timers: [HostTimer] = []
    private var queued: [@MainActor () -> Void] = []
    /// Timers scheduled since creation (invalidated ones included).
    package private(set) var scheduledTimerCount = 0

    /// Creates an idle run loop at time 0.
    package init() {}

    /// Timers scheduled and not invalidated.
    package var activeTimerCount: Int { timers.filter(\.isValid).count }

    /// Schedules a timer that first fires `interval` seconds from now.
    @discardableResult
    package func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (HostTimer) -> Void
    ) -> HostTimer {
        let safe = interval.isFinite && interval > 0 ? interval : 0.0001
        let timer = HostTimer(interval: safe, repeats: repeats, fireDate: time + safe, block: block)
        timers.append(timer)
        scheduledTimerCount += 1
        return timer
    }

    /// Queues a block for the start of the next ``advance(by:)`` (`DispatchQueue.main.async`).
    /// Blocks waiting for the next turn (``advance(by:)``).
    package var queuedBlockCount: Int { queued.count }

    package func async(_ block: @escaping @MainActor () -> Void) {
        queued.append(block)
    }

    /// Runs queued blocks, then moves time forward by `seconds`, firing every timer that comes due
    /// in order of its fire date (a repeating timer may fire several times).
    package func advance(by seconds: TimeInterval) {
        let blocks = queued
        queued.removeAll()
        for block in blocks { block() }
        guard seconds.isFinite, seconds > 0 else { return }
        let end = time + seconds
        while let next = timers.filter({ $0.isValid && $0.fireDate <= end }).min(by: { $0.fireDate < $1.fireDate }) {
            time = max(time, next.fireDate)
            if next.repeats {
                next.fireDate += next.interval
            } else {
                next.isValid = false
            }
            next.block(next)
        }
        time = end
        timers.removeAll { !$0.isValid }
    }
}

/// A timer of a ``HostRunLoop`` (`Timer`).
///
/// Like `Timer`, it may be invalidated from anywhere — in particular from an owner's nonisolated
/// `deinit` — so it is a `Sendable` token; the host runs on one thread, the main actor's.
package nonisolated final class HostTimer: @unchecked Sendable {
    /// Seconds between fires.
    package let interval: TimeInterval
    /// Whether it fires again after firing.
    package let repeats: Bool
    /// When it fires next (run-loop time).
    package internal(set) var fireDate: TimeInterval
    /// False once invalidated (or fired, for a one-shot timer).
    package internal(set) var isValid = true
    /// `Timer.tolerance`: how late the system may fire it. Recorded only: the host fires every
    /// timer on time, the earliest moment iOS may (a late fire is the system's choice, not the
    /// app's, and nothing here may depend on it).
    package internal(set) var tolerance: TimeInterval = 0
    let block: @MainActor (HostTimer) -> Void

    init(interval: TimeInterval, repeats: Bool, fireDate: TimeInterval, block: @escaping @MainActor (HostTimer) -> Void) {
        self.interval = interval
        self.repeats = repeats
        self.fireDate = fireDate
        self.block = block
    }

    /// Stops the timer; the run loop lets go of it.
    package func invalidate() { isValid = false }
}
