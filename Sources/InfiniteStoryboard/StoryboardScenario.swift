import Foundation
import InfiniteHost
import InfiniteProxy

/// One screen of the storyboard: a host view, an ordinary client, and a script of gestures.
///
/// ```swift
/// let scenario = StoryboardScenario.catalog.first { $0.name == "table-arc-left" }
/// let recording = scenario?.run(seconds: 4)
/// recording?.statistics.violations     // 0
/// ```
package nonisolated struct StoryboardScenario: Sendable {
    /// The command-line name.
    package var name: String
    /// A one-line title for the page.
    package var title: String
    /// The session length when `--seconds` is not given.
    package var defaultSeconds: TimeInterval
    /// Runs the session for the given simulated seconds.
    package var session: @MainActor @Sendable (TimeInterval) -> StoryboardRecording

    /// Creates a scenario.
    package init(
        name: String, title: String, defaultSeconds: TimeInterval,
        session: @escaping @MainActor @Sendable (TimeInterval) -> StoryboardRecording
    ) {
        self.name = name
        self.title = title
        self.defaultSeconds = defaultSeconds
        self.session = session
    }

    /// Runs the session: `seconds`, or the scenario's own length when nil.
    @MainActor
    package func run(seconds: TimeInterval? = nil) -> StoryboardRecording {
        session(seconds ?? defaultSeconds)
    }

    /// Every scenario, in the order the page shows them.
    package static var catalog: [StoryboardScenario] {
        tableScenarios + collectionScenarios + pagerScenarios + tileScenarios + swiftUIScenarios
    }

    /// The scenarios named, in the order named; all of them for an empty list. Unknown names are
    /// skipped (``StoryboardOptions`` rejects them first).
    package static func selected(_ names: [String]) -> [StoryboardScenario] {
        let all = catalog
        guard !names.isEmpty else { return all }
        return names.compactMap { name in all.first { $0.name == name } }
    }
}
