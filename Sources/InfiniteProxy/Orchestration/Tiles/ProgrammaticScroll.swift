import Foundation

/// The state of an animated programmatic scroll (`scrollTo(_:animated: true)`) in a tiled view,
/// and the one rule for when it is over. Recentering waits while one runs.
///
/// ```swift
/// var scroll = ProgrammaticScroll()
/// scroll.begin(toward: CGPoint(x: 800, y: 900))
/// scroll.update(offset: CGPoint(x: 790, y: 880), userIsScrolling: false)   // nil: still running
/// scroll.update(offset: CGPoint(x: 799.8, y: 900), userIsScrolling: false) // .arrived
/// scroll.isRunning                                                          // false
/// ```
///
/// - Complexity: O(1).
package struct ProgrammaticScroll: Sendable, Equatable {
    /// How a programmatic scroll ended.
    package enum Ending: Sendable, Equatable {
        /// The offset is within ``arrivalTolerance`` of the target.
        case arrived(at: CGPoint)
        /// A finger is or was down (tracking, dragging, a fling decelerating): the user took over.
        case userTookOver
    }

    /// Half a point: UIKit may round an offset to the screen's pixels, so an animation can end a
    /// fraction of a point off the requested target.
    package static let arrivalTolerance: CGFloat = 0.5

    /// The offset the animation heads for, or nil when none runs.
    package private(set) var target: CGPoint?

    package init() {}

    /// Whether an animation runs (recentering must wait).
    package var isRunning: Bool { target != nil }

    /// An animation toward `target` starts.
    package mutating func begin(toward target: CGPoint) {
        self.target = target
    }

    /// The animation was stopped (a jump without animation, a reset).
    package mutating func cancel() {
        target = nil
    }

    /// Decides, at a layout (or bounds change) with the view at `offset`, whether the animation is
    /// over; if so it no longer runs.
    ///
    /// A user's touch stops UIKit's animation even when it does not move, and then no layout runs
    /// while the finger is down; the fling that may follow is seen only as deceleration. So any of
    /// tracking, dragging or decelerating ends it, not tracking alone.
    package mutating func update(offset: CGPoint, userIsScrolling: Bool) -> Ending? {
        guard let target else { return nil }
        if userIsScrolling {
            self.target = nil
            return .userTookOver
        }
        if abs(offset.x - target.x) < Self.arrivalTolerance, abs(offset.y - target.y) < Self.arrivalTolerance {
            self.target = nil
            return .arrived(at: target)
        }
        return nil
    }
}
