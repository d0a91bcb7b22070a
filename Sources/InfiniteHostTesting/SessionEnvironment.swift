import Foundation

/// How long and how loudly the seeded sessions run, read once per process from the environment.
///
/// `swift test` runs every suite at its default size. Longer runs and traces are opt-in:
///
/// ```sh
/// INFINITE_ADVERSARIAL_SCALE=4 swift test --filter Mixed   # 4× the sessions (and longer ones)
/// ADV_TRACE=1 swift test --filter Adversarial                # each violation with the event before it
/// ADV_EXCLUDE=rotate,toggle swift test --filter Adversarial  # leave those events out of the mix
/// ```
///
/// - Complexity: O(1) per read: each value is read from the environment once, on first use.
///   (Reading `ProcessInfo.environment` copies the whole environment; a session that read it per
///   frame spent a quarter of its time there.)
package enum SessionEnvironment {
    /// `INFINITE_ADVERSARIAL_SCALE`, at least 1 (the default).
    package static let scale: Int = max(1, variable("INFINITE_ADVERSARIAL_SCALE").flatMap { Int($0) } ?? 1)

    /// Whether `ADV_TRACE` is set: sessions then print each violation with the event before it.
    package static let traces: Bool = variable("ADV_TRACE") != nil

    /// The event names in the comma-separated `ADV_EXCLUDE` (empty by default).
    package static let excludedEvents: Set<String> =
        Set((variable("ADV_EXCLUDE") ?? "").split(separator: ",").map(String.init))

    private static func variable(_ name: String) -> String? { ProcessInfo.processInfo.environment[name] }
}
