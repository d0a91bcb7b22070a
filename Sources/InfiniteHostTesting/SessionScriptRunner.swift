import Foundation
import InfiniteProxy

/// Runs a ``SessionScript`` on a ``ScriptedList`` and checks every frame with an
/// ``InvariantChecker``: no edge hit, no visible jump (what moved beyond the script's movement
/// was recentering or UIKit's own correction, and must not show), offsets that add up, and every
/// path the client is handed one of its own (after a reload, of the data before or after it —
/// UIKit ends the display of old cells with their old paths).
///
/// The one runner serves the headless host and real UIKit, so a session means the same on both.
///
/// ```swift
/// var runner = SessionScriptRunner(list: list, counts: SessionScript.longScroll.counts)
/// runner.run(.longScroll)
/// #expect(runner.checker.violations.isEmpty)
/// ```
///
/// - Complexity: per frame, one move and layout of the list plus the checker's O(v²).
@MainActor
package struct SessionScriptRunner<List: ScriptedList> {
    /// The list being driven.
    package let list: List
    /// The invariants so far.
    package private(set) var checker: InvariantChecker
    /// Frames moved so far.
    package private(set) var frame = 0
    /// Times a move would have passed an edge of the content (each is also a violation).
    package private(set) var edgeHits = 0
    /// Reloads performed.
    package private(set) var reloads = 0
    private var counts: [Int]

    /// A runner for `list`, whose client has `counts` now.
    package init(list: List, counts: [Int], tolerance: CGFloat = 0.5, liveCellAllowance: Int = 4) {
        self.list = list
        self.counts = counts
        checker = InvariantChecker(axis: list.scriptAxis, tolerance: tolerance, liveCellAllowance: liveCellAllowance)
    }

    /// Checks the current frame as a start (no continuity with what came before).
    package mutating func start() {
        checker.resetContinuity()
        record(moved: 0, jump: 0, allowed: counts)
    }

    /// Starts, then performs every step of `script`.
    package mutating func run(_ script: SessionScript) {
        start()
        for step in script.steps { perform(step) }
    }

    /// Performs one step and checks the frame after it.
    package mutating func perform(_ step: SessionScript.Step) {
        switch step {
        case .move(let distance):
            let before = list.scriptViewport.offset
            let range = list.scriptOffsetRange
            var target = before + distance
            if !range.contains(target) {
                edgeHits += 1
                target = min(max(target, range.lowerBound), range.upperBound)
            }
            list.scriptMove(to: target)
            frame += 1
            let moved = target - before
            record(moved: moved, jump: list.scriptViewport.offset - before - moved, allowed: counts)
        case .reload(let newCounts):
            let old = counts
            counts = newCounts
            reloads += 1
            list.scriptReload(counts: newCounts)
            // New data: what is on screen may legitimately change, so the next frames are checked
            // against this one. The same data must not move anything.
            if newCounts != old { checker.resetContinuity() }
            let either = (0..<max(old.count, newCounts.count)).map { section in
                max(section < old.count ? old[section] : 0, section < newCounts.count ? newCounts[section] : 0)
            }
            record(moved: 0, jump: 0, allowed: either)
        }
    }

    private mutating func record(moved: CGFloat, jump: CGFloat, allowed: [Int]) {
        for path in list.scriptDrainClientPaths() {
            checker.checkClientPath(path, sourceItemCounts: allowed, frame: frame)
        }
        let items = list.scriptVisibleItems()
        checker.check(HostFrameSnapshot(
            frame: frame, viewport: list.scriptViewport, moved: moved, jump: jump,
            edgeHits: edgeHits, liveCells: list.scriptLiveCells(), items: items))
    }
}
