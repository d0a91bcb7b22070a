import Foundation

/// A scripted user session as pure data: what happens to a list, frame by frame — the offset
/// moved as a finger drags it, the client's data changed and reloaded. The same script runs on the
/// headless host (`Tests/InfiniteHostTests/SharedSessionTests`) and on a real `UITableView` /
/// `UICollectionView` on a simulator (`Tests/InfiniteProxyUIKitTests/SharedSessionUIKitTests`),
/// through a ``SessionScriptRunner`` and the same ``InvariantChecker``.
///
/// Only what both can do deterministically is scripted: offsets assigned frame by frame and
/// reloads. Flings need a touch with a velocity, which a simulator test cannot synthesise (the
/// host's `HostListSession` flings; the register's S1 says why UIKit's cannot be scripted).
///
/// ```swift
/// let script = SessionScript.wander(seed: 7, frames: 600, counts: [10], reloads: [[3], [25]])
/// script.frameCount            // 600 moves, plus 2 reloads
/// var runner = SessionScriptRunner(list: list, counts: script.counts)
/// runner.run(script)
/// runner.checker.violations    // []
/// ```
///
/// - Complexity: building a script is O(steps).
package struct SessionScript: Sendable, Equatable {
    /// One thing that happens.
    package enum Step: Sendable, Equatable {
        /// One frame: the offset moves by this many points along the axis (positive: forwards,
        /// down a table), as a finger dragging it does.
        case move(CGFloat)
        /// The client's data becomes these counts (items per section) and the list reloads.
        case reload(counts: [Int])
    }

    /// The client's counts (items per section) when the session starts.
    package var counts: [Int]
    /// What happens, in order.
    package var steps: [Step]

    package init(counts: [Int], steps: [Step]) {
        self.counts = counts
        self.steps = steps
    }

    /// The frames that move the offset.
    package var frameCount: Int {
        steps.reduce(0) { count, step in if case .move = step { count + 1 } else { count } }
    }

    /// A drag moving the offset by `distance` points in `frames` equal frames (at least one).
    ///
    /// ```swift
    /// SessionScript.drag(300, frames: 3)    // [.move(100), .move(100), .move(100)]
    /// ```
    package static func drag(_ distance: CGFloat, frames: Int) -> [Step] {
        let count = max(1, frames)
        return Array(repeating: .move(distance / CGFloat(count)), count: count)
    }

    /// A seeded wander: drags of random length (40…1 500 pt) and speed (up to `maximumStep`
    /// points a frame) either way, and the data reloaded with the next counts of `reloads`
    /// (cycling) every `frames / (reloads.count + 1)` frames. The same seed gives the same script
    /// on every machine (``SplitMix64``).
    ///
    /// - Complexity: O(frames).
    package static func wander(
        seed: UInt64, frames: Int, maximumStep: CGFloat = 60, counts: [Int], reloads: [[Int]] = []
    ) -> SessionScript {
        var generator = SplitMix64(seed: seed)
        var steps: [Step] = []
        let total = max(0, frames)
        let reloadEvery = reloads.isEmpty ? Int.max : max(1, total / (reloads.count + 1))
        var moved = 0
        var nextReload = 0
        let topSpeed = max(2, maximumStep)
        while moved < total {
            let sign: CGFloat = Bool.random(using: &generator) ? 1 : -1
            let distance = CGFloat.random(in: 40...1_500, using: &generator)
            let speed = CGFloat.random(in: 2...topSpeed, using: &generator)
            let count = min(total - moved, max(1, Int((distance / speed).rounded())))
            for _ in 0..<count {
                steps.append(.move(sign * speed))
                moved += 1
                if moved % reloadEvery == 0, nextReload < reloads.count {
                    steps.append(.reload(counts: reloads[nextReload]))
                    nextReload += 1
                }
            }
        }
        return SessionScript(counts: counts, steps: steps)
    }
}

extension SessionScript {
    /// A reader in a 390×844 list of 44 pt rows (or 390×100 items, 10 pt apart) over 10 items:
    /// 500 frames down at 37 pt, 500 frames up at 53 pt, crossing every copy many times.
    package static let longScroll = SessionScript(
        counts: [10], steps: drag(18_500, frames: 500) + drag(-26_500, frames: 500))

    /// The same list wandering for 1 200 frames while its data changes to 3, 25, then 10 items
    /// and back (reloads between the frames, as an app's network refresh would).
    package static let wanderWithReloads = wander(
        seed: 2_026, frames: 1_200, maximumStep: 80, counts: [10], reloads: [[3], [25], [10]])

    /// The row heights of the measured-table sessions (`heightForRowAt` under the automatic
    /// estimate: rows take their height only when displayed, so UIKit corrects offsets as rows
    /// above the screen arrive): 44, 64, 84 pt in turn.
    ///
    /// ```swift
    /// SessionScript.measuredRowHeight(row: 4)    // 64
    /// ```
    package static func measuredRowHeight(row: Int) -> CGFloat { 44 + CGFloat(((row % 3) + 3) % 3) * 20 }

    /// A horizontal carousel of 7 items, 300 pt wide and 10 pt apart, in a 390 pt view: drags of
    /// a few items each way, with reloads to 4 and back to 7 items.
    package static let carousel = SessionScript(
        counts: [7],
        steps: drag(2_480, frames: 160) + [.reload(counts: [4])] + drag(-3_720, frames: 200)
            + [.reload(counts: [7])] + drag(930, frames: 40) + drag(-620, frames: 40))
}
