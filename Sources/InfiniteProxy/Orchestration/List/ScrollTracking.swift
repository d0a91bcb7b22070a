import Foundation

/// The scrolls a ``ListController`` tracks: an animated programmatic scroll (no recentering
/// while it runs), one a restore interrupted and resumes once it settles, and the centred item
/// last reported.
///
/// ```swift
/// var scrolling = ScrollTracking<Position>()
/// scrolling.beginAnimation()?.cancel()
/// scrolling.target = (item, .middle)
/// scrolling.interrupt()              // the target, to resume; the animation is over
/// scrolling.takeResumable()          // (item, .middle) once, then nil
/// ```
///
/// - Complexity: O(1) storage and per call.
struct ScrollTracking<Position: Sendable>: Sendable {
    /// An animated programmatic scroll is running: no recentering until it ends.
    private(set) var isAnimating = false
    /// What ends the animation if the view never reports its end.
    var fallback: (any ScheduledWork)?
    /// Where the running animated programmatic scroll goes.
    var target: (source: SourceIndexPath, position: Position)?
    /// An interrupted scroll to resume once a restore has settled.
    var toResume: (source: SourceIndexPath, position: Position)?
    /// The last centred item reported.
    var lastCenteredSource: SourceIndexPath?

    /// An animated scroll began. Returns the previous fallback, removed, to cancel.
    mutating func beginAnimation() -> (any ScheduledWork)? {
        isAnimating = true
        defer { fallback = nil }
        return fallback
    }

    /// The fallback fired: true when an animation was still running (it is over now).
    mutating func fallbackFired() -> Bool {
        guard isAnimating else { return false }
        isAnimating = false
        fallback = nil
        return true
    }

    /// The animation is over. Returns its fallback, to cancel.
    mutating func endAnimation() -> (any ScheduledWork)? {
        isAnimating = false
        target = nil
        defer { fallback = nil }
        return fallback
    }

    /// The resumable scroll, removed; nil when there is none.
    mutating func takeResumable() -> (source: SourceIndexPath, position: Position)? {
        defer { toResume = nil }
        return toResume
    }
}
