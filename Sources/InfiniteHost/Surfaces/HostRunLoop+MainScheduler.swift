import Foundation
import InfiniteProxy

/// The simulated run loop schedules the controllers' work on Linux, as `DispatchQueue.main` and
/// `Timer` do on iOS: tests advance time instead of waiting for it.
extension HostRunLoop: MainScheduler {
    @discardableResult
    package func after(_ delay: TimeInterval, _ work: @escaping @MainActor () -> Void) -> any ScheduledWork {
        scheduledTimer(withTimeInterval: delay, repeats: false) { _ in work() }
    }

    package func repeating(every interval: TimeInterval, tolerance: TimeInterval,
                           _ tick: @escaping @MainActor (any ScheduledWork) -> Void) -> any ScheduledWork {
        let timer = scheduledTimer(withTimeInterval: interval, repeats: true) { timer in tick(timer) }
        timer.tolerance = max(0, tolerance)
        return timer
    }
}

nonisolated extension HostTimer: ScheduledWork {
    package func cancel() { invalidate() }
    package var isCancelled: Bool { !isValid }
}
