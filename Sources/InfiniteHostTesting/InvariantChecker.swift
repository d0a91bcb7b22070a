import Foundation
import InfiniteProxy

/// One item on screen in a host frame: which item it is, and where.
public struct HostVisibleItem: Equatable, Sendable {
    /// The path UIKit (the host) laid it out at.
    public var virtual: VirtualIndexPath
    /// The client's path it shows.
    public var source: SourceIndexPath
    /// Its frame in content coordinates, after any arc offset.
    public var frame: CGRect

    public init(virtual: VirtualIndexPath, source: SourceIndexPath, frame: CGRect) {
        self.virtual = virtual
        self.source = source
        self.frame = frame
    }
}

/// What a host list looked like after one frame.
public struct HostFrameSnapshot: Sendable {
    /// The frame's number.
    public var frame: Int
    /// The scroll position along the axis after the frame.
    public var viewport: ListViewport
    /// What drag or momentum moved the offset this frame (along the axis).
    public var moved: CGFloat
    /// What recentering added this frame (0 if no jump).
    public var jump: CGFloat
    /// Edge hits so far.
    public var edgeHits: Int
    /// Cells alive (on screen or off screen but not yet in the reuse pool).
    public var liveCells: Int
    /// The items on screen.
    public var items: [HostVisibleItem]

    public init(
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
public struct InvariantViolation: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        case edgeHit, visibleJump, tooManyLiveCells, clientSawVirtualPath, offsetBookkeeping
    }

    public var frame: Int
    public var kind: Kind
    public var detail: String

    public init(frame: Int, kind: Kind, detail: String) {
        self.frame = frame
        self.kind = kind
        self.detail = detail
    }

    public var description: String { "frame \(frame): \(kind.rawValue) — \(detail)" }
}

/// The invariants every infinite session must keep, checked frame by frame.
///
/// - **No edge hit**: the content never reaches its end.
/// - **No visible jump**: every item fully on screen in both frames keeps its source identity and
///   its on-screen position, moved only by what the user's drag or the momentum moved (to
///   ``tolerance``, 0.5 pt by default) — recentering and re-layout are invisible.
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
public struct InvariantChecker: Sendable {
    public var axis: InfiniteAxis
    public var tolerance: CGFloat
    public var liveCellAllowance: Int
    /// Everything broken so far (capped at 100 entries; ``violationCount`` keeps counting).
    public private(set) var violations: [InvariantViolation] = []
    public private(set) var violationCount = 0
    public private(set) var framesChecked = 0
    public private(set) var jumpsChecked = 0
    public private(set) var peakLiveCells = 0
    private var previous: HostFrameSnapshot?

    public init(axis: InfiniteAxis, tolerance: CGFloat = 0.5, liveCellAllowance: Int = 4) {
        self.axis = axis
        self.tolerance = tolerance
        self.liveCellAllowance = liveCellAllowance
    }

    /// Forgets the previous frame (after a deliberate discontinuity: a reload that changes the
    /// data, a programmatic scroll).
    public mutating func resetContinuity() { previous = nil }

    /// Checks one frame against the previous one.
    public mutating func check(_ snapshot: HostFrameSnapshot) {
        framesChecked += 1
        peakLiveCells = max(peakLiveCells, snapshot.liveCells)
        if snapshot.jump != 0 { jumpsChecked += 1 }
        if snapshot.liveCells > snapshot.items.count + liveCellAllowance {
            record(snapshot.frame, .tooManyLiveCells,
                   "\(snapshot.liveCells) live cells for \(snapshot.items.count) visible")
        }
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
        checkNoVisibleJump(from: previous, to: snapshot)
    }

    private mutating func checkNoVisibleJump(from before: HostFrameSnapshot, to after: HostFrameSnapshot) {
        let beforeStart = before.viewport.visibleStart
        let beforeEnd = beforeStart + before.viewport.visibleLength
        let afterStart = after.viewport.visibleStart
        let afterEnd = afterStart + after.viewport.visibleLength
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
                    && abs(cross(of: candidate.frame) - cross(of: item.frame)) <= max(tolerance, 3 * abs(after.moved) + 1)
            }
            if !matched {
                record(after.frame, .visibleJump,
                       "\(item.source) at screen \(screen) was not at \(expectedBefore) before (jump \(after.jump))")
            }
        }
    }

    /// Checks a path a client was handed: it must name an item of the client's own data.
    public mutating func checkClientPath(_ path: SourceIndexPath, sourceItemCounts: [Int], frame: Int) {
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
