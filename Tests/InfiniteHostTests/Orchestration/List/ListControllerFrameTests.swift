import Foundation
import Testing
import InfiniteProxy

/// A table of `rows` rows of 44 pt in one section, 390×844, that counts what the controller asks
/// of it on a scroll frame. Like UIKit it is laid out whenever its offset changed (the hooks run
/// around its own layout, unless the controller bypasses them), and it reports a fling (the view
/// decelerates).
///
/// ```swift
/// let table = CountingTable(rows: 10)
/// let controller = table.attach()
/// table.frame()              // offset + 50, didScroll, layout with the hooks
/// table.arcPasses            // rows bent so far, in passes
/// ```
///
/// - Complexity: look-ups O(1); `forEachVisibleRow` O(visible rows).
private final class CountingTable {
    static let rowExtent: CGFloat = 44

    let rows: Int
    weak var controller: ListController<CountingTable>?

    var contentOffset: CGPoint = .zero
    let viewportSize = CGSize(width: 390, height: 844)
    let surfaceInsets: SurfaceInsets = .zero
    var contentSize: CGSize = .zero
    let isTracking = false
    let isDragging = false
    let isDecelerating = true
    var chrome = ScrollChrome()
    private var itemCount = 0
    private var needsLayout = false

    /// Passes that bent the visible rows (`forEachVisibleRow` calls).
    private(set) var arcPasses = 0
    /// Leading edges asked for (`leadingEdge(ofVirtual:)` calls).
    private(set) var edgeLookups = 0
    /// Layout passes that ran the hooks.
    private(set) var hookedLayouts = 0

    init(rows: Int) {
        self.rows = rows
    }

    /// A controller for this table, active, with the content laid out.
    func attach() -> ListController<CountingTable> {
        let controller = ListController(surface: self, scheduler: NoScheduler())
        self.controller = controller
        controller.setRequested(true)
        layoutIfNeeded()
        return controller
    }

    func resetCounters() {
        arcPasses = 0
        edgeLookups = 0
        hookedLayouts = 0
    }

    /// One frame of a 3 000 pt/s fling at 60 Hz: the offset moves 50 pt, `scrollViewDidScroll`,
    /// then the layout the offset change asked for.
    func frame() {
        assignContentOffset(CGPoint(x: 0, y: contentOffset.y + 50))
        controller?.didScroll()
        layoutIfNeeded()
    }
}

/// A scheduler whose work never runs (a fling schedules none).
private final class NoScheduler: MainScheduler {
    private final class Token: ScheduledWork, @unchecked Sendable {
        var isCancelled = false
        func cancel() { isCancelled = true }
    }

    func async(_ work: @escaping @MainActor () -> Void) {}
    func after(_ delay: TimeInterval, _ work: @escaping @MainActor () -> Void) -> any ScheduledWork { Token() }
    func repeating(every interval: TimeInterval, tolerance: TimeInterval,
                   _ tick: @escaping @MainActor (any ScheduledWork) -> Void) -> any ScheduledWork { Token() }
}

extension CountingTable: ListSurface {
    typealias ScrollPosition = Int
    typealias Arc = CountingTable

    var listAxis: InfiniteAxis { .vertical }

    func assignContentOffset(_ offset: CGPoint) {
        guard offset != contentOffset else { return }
        contentOffset = offset
        needsLayout = true
    }

    func setContentOffset(_ offset: CGPoint, animated: Bool) { assignContentOffset(offset) }
    func setNeedsLayout() { needsLayout = true }

    /// The view's layout, inside the hooks the way `layoutSubviews` is hooked.
    func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        let hooked = controller?.interceptsLifecycle ?? false
        if hooked {
            hookedLayouts += 1
            controller?.willLayout(on: self)
        }
        if hooked { controller?.didLayout(on: self) }
    }

    func leadingEdge(ofVirtual item: VirtualIndexPath) -> CGFloat? {
        edgeLookups += 1
        guard item.section == 0, item.item >= 0, item.item < itemCount else { return nil }
        return CGFloat(item.item) * Self.rowExtent
    }

    func virtualItem(nearest position: CGFloat) -> VirtualIndexPath? {
        guard itemCount > 0, position.isFinite else { return nil }
        return VirtualIndexPath(section: 0, item: min(max(0, Int((position / Self.rowExtent).rounded(.down))), itemCount - 1))
    }

    var laidOutSectionCount: Int { itemCount > 0 ? 1 : 0 }

    func laidOutItemCount(inSection section: Int) -> Int { section == 0 ? itemCount : 0 }

    func forEachVisibleItem(_ body: (VirtualIndexPath) -> Void) {
        guard itemCount > 0 else { return }
        let first = max(0, Int((contentOffset.y / Self.rowExtent).rounded(.down)))
        let last = min(itemCount - 1, Int(((contentOffset.y + viewportSize.height) / Self.rowExtent).rounded(.up)) - 1)
        guard first <= last else { return }
        for item in first...last { body(VirtualIndexPath(section: 0, item: item)) }
    }

    /// These tests make no structural edits: a batch just reads the counts again.
    func performVirtualBatch(_ edits: VirtualEdits, animated: Bool, completion: ((Bool) -> Void)?) {
        reloadLaidOutData()
        completion?(true)
    }

    func reloadLaidOutData() {
        guard let controller else { return }
        itemCount = controller.numberOfSections(clientIsPresent: true) > 0 ? controller.numberOfItems(inSection: 0) : 0
        contentSize = CGSize(width: viewportSize.width, height: CGFloat(itemCount) * Self.rowExtent)
        needsLayout = true
    }

    func scrollToVirtualItem(_ path: VirtualIndexPath, at position: Int, animated: Bool) {
        guard path.section == 0, path.item >= 0, path.item < itemCount else { return }
        assignContentOffset(CGPoint(x: 0, y: CGFloat(path.item) * Self.rowExtent))
    }

    func installInterceptors() {}
    func uninstallInterceptors() {}
    func refreshInterceptors() {}
    func sourceItemCounts() -> [Int] { [rows] }

    func measureCopy(viewportLength: CGFloat, crossLength: CGFloat, counts: [Int],
                     measuredExtents: [SourceIndexPath: CGFloat]) -> ListMetrics? {
        ListMetrics(viewportLength: viewportLength, copyLength: CGFloat(rows) * Self.rowExtent,
                    largestItemExtent: Self.rowExtent, smallestItemExtent: Self.rowExtent)
    }

    func withArcSurface(_ body: (CountingTable) -> Void) { body(self) }
}

extension CountingTable: ArcSurface {
    func forEachVisibleRow(_ body: (VirtualIndexPath, CGRect) -> Void) {
        arcPasses += 1
        forEachVisibleItem { path in
            body(path, CGRect(x: 0, y: CGFloat(path.item) * Self.rowExtent, width: viewportSize.width, height: Self.rowExtent))
        }
    }

    func setCrossOffset(_ offset: CGFloat, forRowAt path: VirtualIndexPath) {}
    func resetCrossOffsets() {}
    var infiniteLayoutDirection: InfiniteLayoutDirection { .leftToRight }
}

/// What the shipped ``ListController`` does on a scroll frame, counted through its surface: the
/// per-frame work the benchmark measures (`Scripts/controller-frames`, BENCHMARKS.md §1) must not
/// be done twice.
@Suite struct ListControllerFrameTests {
    /// The arc bends the visible rows once per frame — after the layout, which places the rows
    /// the movement brought on screen — not also in `scrollViewDidScroll` before it; a frame that
    /// jumps bends them once the jump is done, not in each layout pass the jump makes (one before
    /// it while the user scrolls, F1, and one or more for the jump itself).
    @Test func theArcBendsOncePerFrame() {
        let table = CountingTable(rows: 10)
        let controller = table.attach()
        controller.setAlignment(.left)
        #expect(controller.isLooping)
        var passes: [Int] = []
        for _ in 0..<40 {
            table.resetCounters()
            table.frame()
            passes.append(table.arcPasses)
        }
        #expect(controller.statistics.jumps > 2)
        #expect(passes.allSatisfy { $0 == 1 }, "\(passes)")
    }

    /// A frame that does not jump decides about recentering once: the band is measured from two
    /// leading edges (the middle copy's first row and the next copy's), not measured again after a
    /// layout that only a jump needs.
    @Test func aFrameThatDoesNotJumpDecidesOnce() {
        let table = CountingTable(rows: 10)
        let controller = table.attach()
        var lookups: [Int] = []
        for _ in 0..<40 {
            let jumps = controller.statistics.jumps
            table.resetCounters()
            table.frame()
            if controller.statistics.jumps == jumps { lookups.append(table.edgeLookups) }
        }
        #expect(controller.statistics.jumps > 2)
        #expect(lookups.count > 20)
        #expect(lookups.allSatisfy { $0 == 2 }, "\(lookups)")
    }

    /// A surface without its own `visibleItemEnds()` gets the ends of its walk: the least and
    /// the greatest visible item, frame after frame; nil with nothing visible.
    @Test func theDefaultVisibleEndsAreTheWalksEnds() {
        let table = CountingTable(rows: 10)
        let controller = table.attach()
        #expect(controller.isLooping)
        for _ in 0..<30 {
            table.frame()
            var walked: [VirtualIndexPath] = []
            table.forEachVisibleItem { walked.append($0) }
            guard let low = walked.min(), let high = walked.max() else {
                Issue.record("nothing visible")
                return
            }
            #expect(table.visibleItemEnds() == low...high)
        }
        #expect(CountingTable(rows: 10).visibleItemEnds() == nil)
    }

    /// `didScroll(from:)` (the scroll interceptor's call with the view UIKit passed) is
    /// `didScroll()` for the controller's own view — the same recentering, frame by frame — and
    /// for any other object too (it loads its own view then).
    @Test func didScrollFromAViewIsDidScroll() {
        let reference = CountingTable(rows: 10)
        let referenceController = reference.attach()
        let table = CountingTable(rows: 10)
        let controller = table.attach()
        let stranger = CountingTable(rows: 10)
        for index in 0..<60 {
            reference.frame()
            table.assignContentOffset(CGPoint(x: 0, y: table.contentOffset.y + 50))
            controller.didScroll(from: index % 3 == 0 ? stranger : table)
            table.layoutIfNeeded()
            #expect(table.contentOffset == reference.contentOffset, "frame \(index)")
        }
        #expect(controller.statistics.jumps == referenceController.statistics.jumps)
        #expect(controller.statistics.jumps > 2)
        #expect(stranger.contentOffset == .zero)
    }
}
