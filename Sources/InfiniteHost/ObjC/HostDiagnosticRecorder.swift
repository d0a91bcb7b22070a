import Foundation

/// The host's stand-in for the unified log: the diagnostics the library sends (from any thread),
/// kept in order so tests can count them.
///
/// ```swift
/// let recorder = HostDiagnosticRecorder()
/// recorder.record("InfiniteProxy: …")
/// recorder.messages   // ["InfiniteProxy: …"]
/// ```
///
/// - Complexity: O(1) per record under a lock; ``messages`` copies.
nonisolated package final class HostDiagnosticRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    package init() {}

    /// Keeps `message`.
    package func record(_ message: String) {
        lock.lock()
        recorded.append(message)
        lock.unlock()
    }

    /// Every message recorded so far, in order.
    package var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }
}
