import Foundation
import InfiniteProxy

/// A ``MainScheduler`` that never runs anything: the measured frames schedule no work (a
/// fling has no animated scroll and no timer), and a benchmark must not wait.
///
/// ```swift
/// let controller = ListController(surface: table, scheduler: IdleScheduler())
/// ```
///
/// - Complexity: O(1); `after` and `repeating` allocate one token (never on a measured frame).
@MainActor
final class IdleScheduler: MainScheduler {
    private final class Token: ScheduledWork, @unchecked Sendable {
        var isCancelled = false
        func cancel() { isCancelled = true }
    }

    func async(_ work: @escaping @MainActor () -> Void) {}

    func after(_ delay: TimeInterval, _ work: @escaping @MainActor () -> Void) -> any ScheduledWork { Token() }

    func repeating(every interval: TimeInterval, tolerance: TimeInterval,
                   _ tick: @escaping @MainActor (any ScheduledWork) -> Void) -> any ScheduledWork { Token() }
}
