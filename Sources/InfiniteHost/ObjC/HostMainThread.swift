import Dispatch
import Foundation

/// The host's main thread, as UIKit's code means it: the main queue, which the main actor runs
/// on. On Linux a main-actor job may run on a worker thread that drains the main queue (after
/// `dispatchMain()`), where `Thread.isMainThread` is false; the queue is what stays the same.
///
/// ```swift
/// HostMainThread.isCurrent                       // true in a @MainActor test
/// Thread { print(HostMainThread.isCurrent) }.start()   // false
/// ```
///
/// - Complexity: O(1): one queue-specific read.
nonisolated package enum HostMainThread {
    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: true)
        return true
    }()

    /// Whether the caller runs on the main thread or inside a job of the main queue.
    package static var isCurrent: Bool {
        _ = marked
        return Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}
