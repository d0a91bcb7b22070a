import Foundation
@testable import InfiniteHost

/// An independent per-frame check for infinite host tables: the item under the viewport's centre
/// keeps its identity and its screen position from one frame to the next, moved only by what the
/// user's drag or the momentum moved the offset.
///
/// It reads only the host's model of UIKit — the cells on screen, the text their client gave them
/// in `cellForRowAt`, their frames, `contentOffset` and the scroll physics' own movement — never
/// the controller's bookkeeping (its jumps, its statistics or its virtual ↔ source mapping), so a
/// controller that misreports a jump cannot hide it.
///
/// ```swift
/// var centre = CentreIdentityCheck()
/// centre.check(table, frame: table.frameCount)   // after every frame
/// centre.reset()                                   // after a deliberate discontinuity
/// #expect(centre.violations == 0)
/// ```
///
/// - Complexity: O(v) per frame for v visible cells.
struct CentreIdentityCheck {
    private struct Seen {
        var text: String
        var screen: CGFloat
        var height: CGFloat
    }

    /// The cells of the previous frame: their text, screen position and height.
    private var previous: [Seen] = []
    private var previousBounds: CGFloat = 0
    private var hasPrevious = false
    /// How far off (points) a position may be.
    var tolerance: CGFloat = 0.5
    /// Frames in which an item was followed from the previous frame.
    private(set) var framesCompared = 0
    /// Frames in which it was not where the user's movement put it.
    private(set) var violations = 0
    /// The first few, for the report.
    private(set) var firstViolations: [String] = []

    /// Forgets the previous frame (data changed, the table switched between finite and infinite).
    mutating func reset() { hasPrevious = false }

    /// Checks `table` after a frame against the previous one, then remembers its cells.
    ///
    /// The item checked is the one under the viewport's centre; when the user's movement this
    /// frame was so fast that it was not fully on screen a frame ago, the item nearest the centre
    /// that was.
    mutating func check(_ table: HostTableView, frame: Int) {
        let offset = table.contentOffset.y
        let top = table.adjustedContentInset.top
        let visible = table.viewportSize.height - top - table.adjustedContentInset.bottom
        let centre = top + max(0, visible) / 2
        let cells = table.visibleCells
        if hasPrevious {
            let moved = table.lastPhysicsMovement.y
            // The cell nearest the centre whose position a frame ago (moved back by the user's
            // movement) was fully inside the view.
            var best: HostTableViewCell?
            var bestDistance = CGFloat.infinity
            for cell in cells where !cell.text.isEmpty {
                let screen = cell.frame.minY - offset
                let before = screen + moved
                guard before >= 0, before + cell.frame.height <= previousBounds,
                      screen >= 0, screen + cell.frame.height <= table.viewportSize.height else { continue }
                let distance = screen <= centre && screen + cell.frame.height > centre ? 0
                    : min(abs(screen - centre), abs(screen + cell.frame.height - centre))
                if distance < bestDistance {
                    best = cell
                    bestDistance = distance
                }
            }
            if let best {
                framesCompared += 1
                let screen = best.frame.minY - offset
                let expected = screen + moved
                let found = previous.contains { $0.text == best.text && abs($0.screen - expected) <= tolerance }
                if !found {
                    violations += 1
                    if firstViolations.count < 10 {
                        let there = previous.first { $0.screen <= expected + 0.5 && $0.screen + $0.height > expected + 0.5 }
                        firstViolations.append(
                            "frame \(frame): \(best.text) at screen \(screen) was not at \(expected) before (moved \(moved)); there was "
                                + (there.map { "\($0.text) at \($0.screen)" } ?? "nothing"))
                    }
                }
            }
        }
        previous.removeAll(keepingCapacity: true)
        for cell in cells where !cell.text.isEmpty {
            previous.append(Seen(text: cell.text, screen: cell.frame.minY - offset, height: cell.frame.height))
        }
        previousBounds = table.viewportSize.height
        hasPrevious = true
    }
}
