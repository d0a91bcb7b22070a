import Foundation
import InfiniteHost
import InfiniteProxy

/// The circular arc a table's rows follow, as the storyboard draws it.
///
/// Rows on the arc are moved across by ``ArcLayout/crossAxisOffset(itemCenter:viewportCenter:)``;
/// their leading edges then lie on a circle of ``radius`` whose extreme point is at
/// ``baseline`` across the axis, level with the viewport's visible centre.
package struct StoryboardArc: Sendable, Equatable {
    /// Which way the arc bulges.
    package var alignment: InfiniteContentAlignment
    /// The circle's radius in points.
    package var radius: CGFloat
    /// Where an unbent row's leading edge sits across the axis (0 for a plain table).
    package var baseline: CGFloat

    /// Creates an arc description.
    package init(alignment: InfiniteContentAlignment, radius: CGFloat, baseline: CGFloat = 0) {
        self.alignment = alignment
        self.radius = radius
        self.baseline = baseline
    }
}

/// The figures of one session: what the table under each storyboard screen says.
///
/// ```swift
/// let stats = recording.statistics
/// "\(stats.frames) frames, \(stats.jumps) jumps, \(stats.edgeHits) edge hits"
/// ```
package struct StoryboardStatistics: Sendable, Equatable {
    /// Frames stepped (frame 0, the starting state, not counted).
    package var frames: Int
    /// Simulated seconds.
    package var seconds: TimeInterval
    /// Frames in which recentering moved the offset.
    package var jumps: Int
    /// Times the content reached an edge.
    package var edgeHits: Int
    /// The most cells (tiles, pages) alive at once.
    package var peakLiveCells: Int
    /// The most items on screen at once.
    package var peakVisibleItems: Int
    /// Distance the user's drags and the momentum moved the content, summed over both axes.
    package var distanceScrolled: CGFloat
    /// Broken invariants (see ``InvariantChecker``), counted.
    package var violations: Int

    /// Creates statistics.
    package init(
        frames: Int, seconds: TimeInterval, jumps: Int, edgeHits: Int, peakLiveCells: Int,
        peakVisibleItems: Int, distanceScrolled: CGFloat, violations: Int
    ) {
        self.frames = frames
        self.seconds = seconds
        self.jumps = jumps
        self.edgeHits = edgeHits
        self.peakLiveCells = peakLiveCells
        self.peakVisibleItems = peakVisibleItems
        self.distanceScrolled = distanceScrolled
        self.violations = violations
    }

    /// The statistics of a list of frames, with `violations` supplied by the invariant checker.
    ///
    /// - Complexity: O(frames × visible items).
    package init(frames list: [StoryboardFrame], violations: Int) {
        let stepped = list.filter { $0.frame > 0 }
        self.init(
            frames: stepped.count,
            seconds: list.last?.time ?? 0,
            jumps: stepped.filter(\.didJump).count,
            edgeHits: stepped.filter(\.edgeHit).count,
            peakLiveCells: list.map(\.liveCells).max() ?? 0,
            peakVisibleItems: list.map(\.visible.count).max() ?? 0,
            distanceScrolled: stepped.reduce(0) { $0 + abs($1.moved.x) + abs($1.moved.y) },
            violations: violations)
    }

    /// Whether the session kept every invariant: no edge hit, no violation.
    package var isClean: Bool { edgeHits == 0 && violations == 0 }
}

/// A whole scripted session of one scenario: the frames and what they add up to.
package struct StoryboardRecording: Sendable, Equatable {
    /// The scenario's command-line name (`table-arc-left`).
    package var name: String
    /// A human title ("Circular arc, bulging left").
    package var title: String
    /// One or two sentences on what the screen demonstrates.
    package var summary: String
    /// The scrolling axis (for a 2-D grid: the axis reported as `axis` in JSON).
    package var axis: InfiniteAxis
    /// Whether the content also scrolls across ``axis`` (a 2-D grid).
    package var scrollsBothAxes: Bool
    /// The arc rows follow, if any.
    package var arc: StoryboardArc?
    /// The client's items (rows, pages, or distinct tiles seen for a grid).
    package var sourceItems: Int
    /// Items the view manages (virtual rows, slots).
    package var virtualItems: Int
    /// Notes worth a line on the page (plan, fallbacks).
    package var notes: [String]
    /// Every frame, frame 0 first.
    package var frames: [StoryboardFrame]
    /// The first broken invariants, described.
    package var violationDescriptions: [String]
    /// The figures.
    package var statistics: StoryboardStatistics

    /// Creates a recording; statistics are computed from `frames`.
    package init(
        name: String, title: String, summary: String, axis: InfiniteAxis, scrollsBothAxes: Bool = false,
        arc: StoryboardArc? = nil, sourceItems: Int, virtualItems: Int, notes: [String] = [],
        frames: [StoryboardFrame], violations: Int = 0, violationDescriptions: [String] = []
    ) {
        self.name = name
        self.title = title
        self.summary = summary
        self.axis = axis
        self.scrollsBothAxes = scrollsBothAxes
        self.arc = arc
        self.sourceItems = sourceItems
        self.virtualItems = virtualItems
        self.notes = notes
        self.frames = frames
        self.violationDescriptions = violationDescriptions
        self.statistics = StoryboardStatistics(frames: frames, violations: violations)
    }
}
