import Foundation
import InfiniteProxy

/// One scroll frame of an infinite table, as the UIKit glue drives the core: everything the
/// library does between two screen refreshes, with UIKit's part played by ``FixedExtentGeometry``.
///
/// Each ``step()``:
/// 1. moves the offset by ``velocity`` (a fling: 50 pt per frame is 3 000 pt/s at 60 Hz);
/// 2. asks ``InfiniteListEngine/recenteringJump(in:geometry:)`` and performs the jump, if any
///    (`scrollViewDidScroll`);
/// 3. computes the arc offset of every visible row (`layoutSubviews`, about 20 rows at 44 pt in
///    844 pt);
/// 4. for each row that appears, forwards `cellForRowAt` (with the client's `dequeue…(for:)`
///    call translated back) and `willDisplay`; for each row that leaves, `didEndDisplaying`.
///    After a jump every visible row is a new virtual path, as in UIKit, so a jump frame forwards
///    a whole screen of cells.
///
/// ```swift
/// var loop = ScrollFrameLoop(sourceItemCounts: [10])
/// for _ in 0..<1_000 { loop.step() }
/// loop.edgeHits     // 0
/// ```
///
/// The loop is a value type so that its own bookkeeping costs no runtime exclusivity checks: what
/// remains of those in a frame is the engine's (its public stored properties are class state).
///
/// - Complexity: O(visible rows) per frame.
public struct ScrollFrameLoop {
    /// How the loop asks for arc offsets.
    public enum ArcEvaluation: Sendable {
        /// `engine.crossAxisOffset(itemCenter:in:crossLength:)` for every row, as the engine's
        /// documentation shows.
        case perRow
        /// `engine.arc(for:crossLength:)` once per frame, then `ArcLayout.crossAxisOffset` per row.
        case perFrame
    }

    /// The engine under test.
    public let engine: InfiniteListEngine
    /// UIKit's layout, modelled.
    public let geometry: FixedExtentGeometry
    /// The visible length along the axis (844 for a 390×844 portrait table).
    public let viewportLength: CGFloat
    /// The length across the axis (the table's width, for the arc).
    public let crossLength: CGFloat
    /// Points moved per frame; negative scrolls backwards.
    public var velocity: CGFloat
    /// How arc offsets are asked for.
    public var arcEvaluation: ArcEvaluation

    /// The current content offset along the axis.
    public private(set) var offset: CGFloat
    /// Frames stepped.
    public private(set) var frames = 0
    /// Jumps performed.
    public private(set) var jumps = 0
    /// Cells forwarded to the client for display.
    public private(set) var cellsShown = 0
    /// Frames whose viewport reached past either end of the content (must stay 0).
    public private(set) var edgeHits = 0
    /// Client paths that did not translate back to the virtual path UIKit asked for (must stay 0).
    public private(set) var translationMisses = 0

    /// Visible rows of the last frame, as linear positions in the content.
    private var visible: Range<Int> = 0..<0

    /// Creates a loop over `sourceItemCounts` with items of `extent` points, planned by the engine
    /// with `strategy`, and puts the first source item in the middle of the screen.
    public init(
        sourceItemCounts: [Int],
        extent: CGFloat = 44,
        viewportLength: CGFloat = 844,
        crossLength: CGFloat = 390,
        strategy: RepetitionStrategy = .automatic,
        alignment: InfiniteContentAlignment = .left,
        arcEvaluation: ArcEvaluation = .perRow,
        velocity: CGFloat = 50
    ) {
        let engine = InfiniteListEngine(axis: .vertical, strategy: strategy)
        engine.alignment = alignment
        let itemCount = sourceItemCounts.reduce(0) { $0 + max(0, $1) }
        engine.reload(
            sourceItemCounts: sourceItemCounts,
            metrics: ListMetrics(
                viewportLength: viewportLength, copyLength: CGFloat(itemCount) * extent,
                largestItemExtent: extent, smallestItemExtent: extent))
        self.engine = engine
        let geometry = FixedExtentGeometry(repetition: engine.repetition, extent: extent)
        self.geometry = geometry
        self.viewportLength = viewportLength
        self.crossLength = crossLength
        self.velocity = velocity
        self.arcEvaluation = arcEvaluation
        let home = engine.homeVirtualIndexPath(for: SourceIndexPath(section: 0, item: 0))
        let edge = home.flatMap { geometry.leadingEdge(of: $0) } ?? 0
        self.offset = edge - viewportLength / 2
        visible = visibleRange(at: offset)
    }

    /// Runs one frame; the result depends on everything computed so that none of it can be
    /// optimised away (pass it to `blackHole`).
    ///
    /// - Complexity: O(visible rows).
    @discardableResult
    public mutating func step() -> Int {
        frames += 1
        offset += velocity
        var viewport = ListViewport(offset: offset, length: viewportLength)
        if let jump = engine.recenteringJump(in: viewport, geometry: geometry) {
            offset = jump.targetOffset
            viewport.offset = offset
            engine.didPerform(jump)
            jumps += 1
        }
        if viewport.visibleStart < 0 || viewport.visibleStart + viewport.visibleLength > geometry.contentLength {
            edgeHits += 1
        }

        let rows = visibleRange(at: offset)
        var checksum = 0
        var bend: CGFloat = 0
        switch arcEvaluation {
        case .perRow:
            for row in rows {
                let center = (CGFloat(row) + 0.5) * geometry.extent
                bend += engine.crossAxisOffset(itemCenter: center, in: viewport, crossLength: crossLength)
            }
        case .perFrame:
            let arc = engine.arc(for: viewport, crossLength: crossLength)
            let viewportCenter = viewport.visibleCenter
            for row in rows {
                let center = (CGFloat(row) + 0.5) * geometry.extent
                bend += arc.crossAxisOffset(itemCenter: center, viewportCenter: viewportCenter)
            }
        }
        checksum &+= Int(bend.rounded())

        for row in visible where !rows.contains(row) {
            checksum &+= didEndDisplaying(geometry.item(atLinearIndex: row))
        }
        for row in rows where !visible.contains(row) {
            checksum &+= show(geometry.item(atLinearIndex: row))
        }
        visible = rows
        return checksum
    }

    /// `cellForRowAt` (the client dequeues with its source path, which the glue translates back)
    /// followed by `willDisplay`.
    private mutating func show(_ virtual: VirtualIndexPath) -> Int {
        cellsShown += 1
        let dequeued = engine.forwarding(virtual) { source -> Int in
            guard let back = engine.virtualIndexPath(forClientPath: source), back == virtual else {
                translationMisses += 1
                return -1
            }
            return back.item &+ source.item
        }
        let displayed = engine.forwarding(virtual) { source in source.section &+ source.item }
        return dequeued &+ displayed
    }

    /// `didEndDisplaying` forwarded with the client's path.
    private mutating func didEndDisplaying(_ virtual: VirtualIndexPath) -> Int {
        engine.forwarding(virtual) { source in source.item }
    }

    /// Rows intersecting the viewport at `offset`, clamped into the content.
    private func visibleRange(at offset: CGFloat) -> Range<Int> {
        let count = geometry.itemCount
        guard count > 0 else { return 0..<0 }
        let first = Int(max(0, min((offset / geometry.extent).rounded(.down), CGFloat(count - 1))))
        let end = Int(max(0, min(((offset + viewportLength) / geometry.extent).rounded(.up), CGFloat(count))))
        return first..<max(first, end)
    }
}
