import Foundation

/// Work scheduled on the main thread that can be cancelled from anywhere, a `deinit` included.
package protocol ScheduledWork: AnyObject, Sendable {
    /// Stops the work; a repeating timer fires no more.
    func cancel()
    /// Whether ``cancel()`` was called (or a one-shot has run).
    var isCancelled: Bool { get }
}

/// The main run loop, as orchestration controllers use it: queued blocks, one-shot delays and
/// repeating timers that keep firing while the user scrolls (`RunLoop.Mode.common`).
///
/// UIKit's adapter uses `DispatchQueue.main` and `Timer`; the headless host its simulated run
/// loop, so a test advances time instead of waiting for it.
///
/// ```swift
/// let tick = scheduler.repeating(every: 3, tolerance: 0.3) { _ in controller.autoScrollTick() }
/// tick.cancel()
/// ```
@MainActor
package protocol MainScheduler: AnyObject {
    /// `DispatchQueue.main.async`: runs `work` on a later turn of the run loop.
    func async(_ work: @escaping @MainActor () -> Void)
    /// Runs `work` once, `delay` seconds from now, unless cancelled first.
    @discardableResult
    func after(_ delay: TimeInterval, _ work: @escaping @MainActor () -> Void) -> any ScheduledWork
    /// Calls `tick` every `interval` seconds (first after one interval) until cancelled.
    func repeating(every interval: TimeInterval, tolerance: TimeInterval,
                   _ tick: @escaping @MainActor (any ScheduledWork) -> Void) -> any ScheduledWork
}
