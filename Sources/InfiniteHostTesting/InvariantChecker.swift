import Foundation
import InfiniteProxy

/// One item on screen in a host frame: which item it is, and where.
package struct HostVisibleItem: Equatable, Sendable {
    /// The path UIKit (the host) laid it out at.
    package var virtual: VirtualIndexPath
    /// The client's path it shows.
    package var source: SourceIndexPath
    /// Its frame in content coordinates, after any arc offset.
    package var frame: CGRect

    package init(virtual: VirtualIndexPath, source: SourceIndexPath, frame: CGRect) {
        self.virtual = virtual
        self.source = source
        self.frame = frame
    }
}

/// What a host list looked like after one frame.
package struct HostFrameSnapshot: Sendable {
    /// The frame's number.
    package var frame: Int
    /// The scroll position along the axis after the frame.
    package var viewport: ListViewport
    /// What drag or momentum moved the offset this frame (along the axis).
    package var moved: CGFloat
    /// What recentering added this frame (0 if no jump).
    package var jump: CGFloat
    /// Edge hits so far.
    package var edgeHits: Int
    /// Cells alive (on screen or off screen but not yet in the reuse pool).
    package var liveCells: Int
    /// The items on screen.
    package var items: [HostVisibleItem]

    package init(
        frame: Int, viewport: ListViewport, moved: CGFloat, jump: CGFloat,
        edgeHits: Int, liveCells: Int, items: [HostVisibleItem]
    ) {
        self.frame = frame
        self.viewport = viewport
        self.moved = moved
        self.jump = jump
        self.edgeHits = edgeHits
        self.liveCells = liveCells
        self.items = items
    }
}

/// A broken invariant, with the frame it happened in.
package struct InvariantViolation: Error, Hashable, Sendable, CustomStringConvertible {
    package enum Kind: String, Sendable {
        case edgeHit, visibleJump, tooManyLiveCells, clientSawVirtualPath, offsetBookkeeping
    }

    package var frame: Int
    package var kind: Kind
    package var detail: String

    package init(frame: Int, kind: Kind, detail: String) {
        self.frame = frame
        self.kind = kind
        self.detail = detail
    }

    package var description: String { "frame \(frame): \(kind.rawValue) — \(detail)" }
}

/// The invariants every infinite session must keep, checked frame by frame.
///
/// - **No edge hit**: the content never reaches its end.
/// - **No visible jump**: every item fully on screen in both frames keeps its source identity and
///   its on-screen position, moved only by what the user's drag or the momentum moved (to
///   ``tolerance``, 0.5 pt by default) — recentering and re-layout are invisible. Across the
///   axis it may move by up to 3 × the movement + 1 pt (an arc bends rows as they scroll), by
///   as much as a point of the circle of ``arcRadius`` does, or anywhere in a frame after
///   ``allowCrossAxisMove()``.
/// - **Offset bookkeeping**: offset = previous offset + moved + jump.
/// - **Bounded cells**: live cells ≤ visible items + ``liveCellAllowance``.
/// - **Source paths only**: ``checkClientPath(_:sourceItemCounts:frame:)`` for every path a
///   client receives.
///
/// ```swift
/// var checker = InvariantChecker(axis: .vertical)
/// checker.check(snapshot)            // after every frame
/// #expect(checker.violations.isEmpty)
/// ```
///
/// - Complexity: O(v²) per frame for v visible items (v is small: ~20).
package struct InvariantChecker: Sendable {
    package var axis: InfiniteAxis
    package var tolerance: CGFloat
    package var liveCellAllowance: Int
    /// Everything broken so far (capped at 100 entries; ``violationCount`` keeps counting).
    package private(set) var violations: [InvariantViolation] = []
    package private(set) var violationCount = 0
    package private(set) var framesChecked = 0
    package private(set) var jumpsChecked = 0
    package private(set) var peakLiveCells = 0
    private var previous: HostFrameSnapshot?
    /// The radius of the circle the items are bent on, if any (an arc): an item moving `m` along
    /// the axis may then move across it by as much as a point of that circle does,
    /// `√(2Rm − m²)` (R once `m` ≥ R) — at the circle's ends its tangent runs across the axis.
    package var arcRadius: CGFloat?
    /// Whether the next check leaves the items' places across the axis alone.
    private var crossMoveAllowed = false

    package init(axis: InfiniteAxis, tolerance: CGFloat = 0.5, liveCellAllowance: Int = 4) {
        self.axis = axis
        self.tolerance = tolerance
        self.liveCellAllowance = liveCellAllowance
    }

    /// Forgets the previous frame (after a deliberate discontinuity: a reload that changes the
    /// data, a programmatic scroll).
    package mutating func resetContinuity() { previous = nil }

    /// Lets the next frame move items across the axis, still holding them to their places
    /// along it: the app changed what the cross position depends on (an arc follows the centre
    /// of the visible area, and a keyboard inset moves that centre).
    ///
    /// ```swift
    /// table.adjustedContentInset.bottom = 336    // the keyboard: the arc's centre moves up
    /// checker.allowCrossAxisMove()
    /// ```
    package mutating func allowCrossAxisMove() { crossMoveAllowed = true }

    /// Checks one frame against the previous one.
    package mutating func check(_ snapshot: HostFrameSnapshot) {
        framesChecked += 1
        peakLiveCells = max(peakLiveCells, snapshot.liveCells)
        if snapshot.jump != 0 { jumpsChecked += 1 }
        if snapshot.liveCells > snapshot.items.count + liveCellAllowance {
            record(snapshot.frame, .tooManyLiveCells,
                   "\(snapshot.liveCells) live cells for \(snapshot.items.count) visible")
        }
        let crossMoveAllowed = crossMoveAllowed
        self.crossMoveAllowed = false
        defer { previous = snapshot }
        guard let previous else { return }
        if snapshot.edgeHits > previous.edgeHits {
            record(snapshot.frame, .edgeHit, "offset \(snapshot.viewport.offset)")
        }
        let expectedOffset = previous.viewport.offset + snapshot.moved + snapshot.jump
        if abs(expectedOffset - snapshot.viewport.offset) > tolerance {
            record(snapshot.frame, .offsetBookkeeping,
                   "offset \(snapshot.viewport.offset), expected \(expectedOffset)")
        }
        checkNoVisibleJump(from: previous, to: snapshot, crossMoveAllowed: crossMoveAllowed)
    }

    private mutating func checkNoVisibleJump(
        from before: HostFrameSnapshot, to after: HostFrameSnapshot, crossMoveAllowed: Bool
    ) {
        let beforeStart = before.viewport.visibleStart
        let beforeEnd = beforeStart + before.viewport.visibleLength
        let afterStart = after.viewport.visibleStart
        let afterEnd = afterStart + after.viewport.visibleLength
        let crossSlack = max(tolerance, 3 * abs(after.moved) + 1, Self.arcCrossMove(radius: arcRadius, moved: after.moved) + 1)
        for item in after.items {
            let (low, high) = extent(of: item.frame)
            guard low >= afterStart, high <= afterEnd else { continue }     // fully on screen now
            // Where it must have been on screen a frame ago: the user's movement only.
            let screen = low - after.viewport.offset
            let expectedBefore = screen + after.moved
            let expectedLow = before.viewport.offset + expectedBefore
            let expectedHigh = expectedLow + (high - low)
            guard expectedLow >= beforeStart, expectedHigh <= beforeEnd else { continue }
            let matched = before.items.contains { candidate in
                let (candidateLow, _) = extent(of: candidate.frame)
                return candidate.source == item.source
                    && abs((candidateLow - before.viewport.offset) - expectedBefore) <= tolerance
                    && (crossMoveAllowed
                        || abs(cross(of: candidate.frame) - cross(of: item.frame)) <= crossSlack)
            }
            if !matched {
                record(after.frame, .visibleJump,
                       "\(item.source) at screen \(screen) was not at \(expectedBefore) before (jump \(after.jump))")
            }
        }
    }

    /// How far across the axis a point of a circle of `radius` moves at most when it moves
    /// `moved` along it: `√(2Rm − m²)`, R once `m` ≥ R; 0 without a usable radius.
    ///
    /// ```swift
    /// InvariantChecker.arcCrossMove(radius: 300, moved: 45)   // 158.0
    /// ```
    package static func arcCrossMove(radius: CGFloat?, moved: CGFloat) -> CGFloat {
        guard let radius, radius.isFinite, radius > 0 else { return 0 }
        let m = abs(moved)
        return m >= radius ? radius : (2 * radius * m - m * m).squareRoot()
    }

    /// Checks a path a client was handed: it must name an item of the client's own data.
    package mutating func checkClientPath(_ path: SourceIndexPath, sourceItemCounts: [Int], frame: Int) {
        let valid = path.section >= 0 && path.section < sourceItemCounts.count
            && path.item >= 0 && path.item < sourceItemCounts[path.section]
        if !valid { record(frame, .clientSawVirtualPath, "\(path) with counts \(sourceItemCounts)") }
    }

    private func extent(of frame: CGRect) -> (CGFloat, CGFloat) {
        axis == .vertical ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
    }

    private func cross(of frame: CGRect) -> CGFloat {
        axis == .vertical ? frame.minX : frame.minY
    }

    private mutating func record(_ frame: Int, _ kind: InvariantViolation.Kind, _ detail: String) {
        violationCount += 1
        if violations.count < 100 { violations.append(InvariantViolation(frame: frame, kind: kind, detail: detail)) }
    }
}
