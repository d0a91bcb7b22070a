#if canImport(UIKit)
import UIKit

/// The main run loop on iOS: `DispatchQueue.main` for queued and delayed work, a `Timer` in the
/// `.common` mode (it keeps firing while the user scrolls) for repeating work.
@MainActor
final class DispatchMainScheduler: MainScheduler {
    /// One scheduler serves every controller.
    static let shared = DispatchMainScheduler()

    func async(_ work: @escaping @MainActor () -> Void) {
        DispatchQueue.main.async { assumeMainActor(work) }
    }

    @discardableResult
    func after(_ delay: TimeInterval, _ work: @escaping @MainActor () -> Void) -> any ScheduledWork {
        let token = DispatchWork()
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
            assumeMainActor {
                guard !token.isCancelled else { return }
                token.cancel()
                work()
            }
        }
        return token
    }

    func repeating(every interval: TimeInterval, tolerance: TimeInterval,
                   _ tick: @escaping @MainActor (any ScheduledWork) -> Void) -> any ScheduledWork {
        let token = TimerWork()
        let timer = Timer(timeInterval: max(interval, 0.001), repeats: true) { _ in
            assumeMainActor { tick(token) }
        }
        timer.tolerance = max(0, tolerance)
        RunLoop.main.add(timer, forMode: .common)
        token.timer = timer
        return token
    }
}

/// A cancellation flag for `asyncAfter` work (read and written on the main thread).
private final class DispatchWork: ScheduledWork, @unchecked Sendable {
    private(set) var isCancelled = false
    func cancel() { isCancelled = true }
}

/// A repeating `Timer`, invalidated on cancel (from the main thread, where it was scheduled).
private final class TimerWork: ScheduledWork, @unchecked Sendable {
    var timer: Timer?
    private(set) var isCancelled = false
    func cancel() {
        isCancelled = true
        timer?.invalidate()
        timer = nil
    }
}
#endif
