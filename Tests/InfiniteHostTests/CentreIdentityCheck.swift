import Foundation
@testable import InfiniteHost

/// An independent per-frame check for infinite host tables and collection views: the item under the viewport's centre
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
        check(cells: table.visibleCells.map { (text: $0.text, screen: $0.frame.minY - offset, length: $0.frame.height) },
              insetBefore: table.adjustedContentInset.top, insetAfter: table.adjustedContentInset.bottom,
              viewportLength: table.viewportSize.height, moved: table.lastPhysicsMovement.y, frame: frame)
    }

    /// Checks a collection view after a frame, along its axis; `moved` is the user's movement
    /// since the previous check (the snapshot's, which accumulates between checks).
    mutating func check(_ collectionView: HostCollectionView, moved: CGFloat, frame: Int) {
        let vertical = collectionView.axis == .vertical
        let offset = vertical ? collectionView.contentOffset.y : collectionView.contentOffset.x
        let insets = collectionView.adjustedContentInset
        check(cells: collectionView.visibleCells.map {
                  (text: $0.text, screen: (vertical ? $0.frame.minY : $0.frame.minX) - offset,
                   length: vertical ? $0.frame.height : $0.frame.width)
              },
              insetBefore: vertical ? insets.top : insets.left, insetAfter: vertical ? insets.bottom : insets.right,
              viewportLength: vertical ? collectionView.viewportSize.height : collectionView.viewportSize.width,
              moved: moved, frame: frame)
    }

    /// The check itself, along the axis: cells as (text, screen position, length).
    ///
    /// A frame after one that showed nothing (a finite table scrolled past the end of content a
    /// reload shrank, as UIKit leaves it) is not compared: no item was on screen to keep.
    mutating func check(
        cells: [(text: String, screen: CGFloat, length: CGFloat)], insetBefore top: CGFloat, insetAfter bottom: CGFloat,
        viewportLength: CGFloat, moved: CGFloat, frame: Int
    ) {
        let visible = viewportLength - top - bottom
        let centre = top + max(0, visible) / 2
        // A frame that showed no cell (the content scrolled out of view, a bounce past a short
        // content's end) has no item whose identity could be kept.
        if hasPrevious, !previous.isEmpty {
            // The cell nearest the centre whose position a frame ago (moved back by the user's
            // movement) was fully inside the view.
            var best: (text: String, screen: CGFloat, length: CGFloat)?
            var bestDistance = CGFloat.infinity
            for cell in cells where !cell.text.isEmpty {
                let screen = cell.screen
                let before = screen + moved
                guard before >= 0, before + cell.length <= previousBounds,
                      screen >= 0, screen + cell.length <= viewportLength else { continue }
                let distance = screen <= centre && screen + cell.length > centre ? 0
                    : min(abs(screen - centre), abs(screen + cell.length - centre))
                if distance < bestDistance {
                    best = cell
                    bestDistance = distance
                }
            }
            if let best {
                framesCompared += 1
                let screen = best.screen
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
            previous.append(Seen(text: cell.text, screen: cell.screen, height: cell.length))
        }
        previousBounds = viewportLength
        hasPrevious = true
    }
}
