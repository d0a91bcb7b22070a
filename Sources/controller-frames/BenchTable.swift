import Foundation
import InfiniteProxy

/// A table stand-in for benchmarks: the least a ``ListSurface`` can do, so what a frame costs is
/// the shipped ``ListController``'s work. Like UIKit's table it is laid out (through the
/// controller's layout hooks) when its offset changed, once per change. Rows are 44 pt, no headers, footers or insets; the
/// layout is a table of section starts built on reload, so every per-frame look-up is O(1)
/// (one section) or O(log S) (a binary search over non-empty sections), and nothing allocates.
///
/// ```swift
/// let table = BenchTable(sourceCounts: [10], sizing: .exact)
/// let controller = ListController(surface: table, scheduler: IdleScheduler())
/// table.controller = controller
/// controller.setRequested(true)
/// ```
///
/// It counts what the controller asks of the client (``clientCalls``) and of UIKit's count
/// questions (``countQueries``), the figures of the plan/reload column of BENCHMARKS.md.
///
/// - Complexity: `leadingEdge` O(1); `virtualItem(nearest:)` O(log S); a reload O(virtual sections).
@MainActor
final class BenchTable {
    /// How the client sizes its rows (UIKit's properties and which optional delegate methods exist).
    struct Sizing {
        var rowHeight: CGFloat
        var estimatedRowHeight: CGFloat
        var implementsHeightForRow: Bool
        var implementsEstimatedHeightForRow: Bool

        /// `rowHeight = 44`, `estimatedRowHeight = 0`: exact positions.
        static let exact = Sizing(rowHeight: 44, estimatedRowHeight: 0, implementsHeightForRow: false,
                                  implementsEstimatedHeightForRow: false)
        /// `rowHeight = 44`, `estimatedRowHeight` left at UIKit's default (automatic).
        static let defaultEstimates = Sizing(rowHeight: 44, estimatedRowHeight: -1, implementsHeightForRow: false,
                                             implementsEstimatedHeightForRow: false)
        /// `heightForRowAt` returns 44, `estimatedRowHeight` at its default (automatic).
        static let delegateHeights = Sizing(rowHeight: -1, estimatedRowHeight: -1, implementsHeightForRow: true,
                                            implementsEstimatedHeightForRow: false)
    }

    static let rowExtent: CGFloat = 44

    var sourceCounts: [Int]
    let sizing: Sizing
    /// The controller, unretained: UIKit's hooks find it through an associated object, which this
    /// stand-in does not model (a weak load and release per layout pass would be the stand-in's
    /// cost, not the controller's). `main.swift` keeps the controller alive for the whole run.
    unowned(unsafe) var controller: ListController<BenchTable>?

    // ScrollSurface state.
    // The stand-in's own state is read without exclusivity checks (they would be its cost, not
    // the controller's): nothing here is accessed across a call.
    @exclusivity(unchecked) private(set) var contentOffset: CGPoint = .zero
    /// Whether the offset changed since the last layout pass.
    @exclusivity(unchecked) private var needsLayout = false
    // Constants where the protocol allows (a constant costs no exclusivity check to read).
    let viewportSize = CGSize(width: 390, height: 844)
    let surfaceInsets: SurfaceInsets = .zero
    @exclusivity(unchecked) var contentSize: CGSize = .zero
    let isTracking = false
    let isDragging = false
    /// A fling: the view decelerates on every measured frame.
    let isDecelerating = true
    var chrome = ScrollChrome()
    /// The sum of every cross offset the arc set (``setCrossOffset(_:forRowAt:)``).
    @exclusivity(unchecked) private(set) var crossOffsetSum: CGFloat = 0

    /// The laid-out content, replaced whole on reload: its arrays are constants, so reading them
    /// costs no exclusivity check.
    private final class Layout {
        let itemCounts: [Int]
        let sectionStarts: [CGFloat]
        let nonEmptySections: [Int]
        let nonEmptyStarts: [CGFloat]

        init(itemCounts: [Int], sectionStarts: [CGFloat], nonEmptySections: [Int], nonEmptyStarts: [CGFloat]) {
            self.itemCounts = itemCounts
            self.sectionStarts = sectionStarts
            self.nonEmptySections = nonEmptySections
            self.nonEmptyStarts = nonEmptyStarts
        }
    }

    @exclusivity(unchecked) private var layout = Layout(itemCounts: [], sectionStarts: [], nonEmptySections: [], nonEmptyStarts: [])

    // The counters are the stand-in's own state: no exclusivity checks (their cost is not the
    // controller's; a plan of 10⁴ sections makes about 50 000 counted calls).
    /// Calls the controller made to the client's data source and delegate (counts and sizing).
    @exclusivity(unchecked) private(set) var clientCalls = 0
    /// Of those, calls about one row (`heightForRowAt`, `estimatedHeightForRowAt`).
    @exclusivity(unchecked) private(set) var rowSizingCalls = 0
    /// UIKit's count questions answered by the controller on reloads.
    @exclusivity(unchecked) private(set) var countQueries = 0
    /// Reloads of the laid-out data.
    @exclusivity(unchecked) private(set) var reloads = 0

    init(sourceCounts: [Int], sizing: Sizing) {
        self.sourceCounts = sourceCounts
        self.sizing = sizing
    }

    func resetCounters() {
        clientCalls = 0
        rowSizingCalls = 0
        countQueries = 0
        reloads = 0
    }

    /// The non-empty section holding `position`, by binary search (index into `nonEmptySections`).
    private static func nonEmptyIndex(at position: CGFloat, in layout: Layout) -> Int? {
        let nonEmptyStarts = layout.nonEmptyStarts
        guard !nonEmptyStarts.isEmpty else { return nil }
        var low = 0
        var high = nonEmptyStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if nonEmptyStarts[mid] <= position { low = mid } else { high = mid - 1 }
        }
        return low
    }

    private static func item(at position: CGFloat, in index: Int, of layout: Layout) -> Int {
        let section = layout.nonEmptySections[index]
        let raw = Int(((position - layout.nonEmptyStarts[index]) / rowExtent).rounded(.down))
        return min(max(0, raw), layout.itemCounts[section] - 1)
    }

    /// The visible rows in order with their leading edges: a section's rows in an inner loop, so a
    /// row costs an addition and a comparison (UIKit's `visibleCells` is an array it keeps).
    private func visit(_ body: (VirtualIndexPath, CGFloat) -> Void) {
        let layout = layout
        let start = contentOffset.y
        let end = start + viewportSize.height
        guard var index = Self.nonEmptyIndex(at: start, in: layout) else { return }
        var item = Self.item(at: start, in: index, of: layout)
        let nonEmptySections = layout.nonEmptySections
        while index < nonEmptySections.count {
            let section = nonEmptySections[index]
            let count = layout.itemCounts[section]
            var edge = layout.sectionStarts[section] + CGFloat(item) * Self.rowExtent
            while item < count {
                if edge >= end { return }
                body(VirtualIndexPath(section: section, item: item), edge)
                item += 1
                edge += Self.rowExtent
            }
            index += 1
            item = 0
        }
    }
}

extension BenchTable: ListSurface {
    typealias ScrollPosition = Int
    typealias Arc = BenchTable

    var listAxis: InfiniteAxis { .vertical }

    func assignContentOffset(_ offset: CGPoint) { scroll(to: offset) }
    func setContentOffset(_ offset: CGPoint, animated: Bool) { scroll(to: offset) }
    func setNeedsLayout() { needsLayout = true }

    /// UIKit's `layoutIfNeeded`: when the offset (or anything) changed since the last pass, the
    /// hooked `layoutSubviews` — the controller's `willLayout(on:)`, the view's own layout (nothing
    /// here: rows are looked up, not placed), `didLayout(on:)` — unless the controller bypasses the
    /// hooks (its own passes).
    func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        guard let controller, controller.interceptsLifecycle else { return }
        controller.willLayout(on: self)
        controller.didLayout(on: self)
    }

    /// Moves the offset as UIKit's scroll view does: the view needs a layout before the next frame
    /// is drawn (a scroll view is laid out on every offset change).
    func scroll(to offset: CGPoint) {
        guard offset != contentOffset else { return }
        contentOffset = offset
        needsLayout = true
    }

    func leadingEdge(ofVirtual item: VirtualIndexPath) -> CGFloat? {
        let layout = layout
        guard item.section >= 0, item.section < layout.itemCounts.count, item.item >= 0,
              item.item < layout.itemCounts[item.section] else { return nil }
        return layout.sectionStarts[item.section] + CGFloat(item.item) * Self.rowExtent
    }

    func virtualItem(nearest position: CGFloat) -> VirtualIndexPath? {
        let layout = layout
        guard position.isFinite, let index = Self.nonEmptyIndex(at: position, in: layout) else { return nil }
        return VirtualIndexPath(section: layout.nonEmptySections[index], item: Self.item(at: position, in: index, of: layout))
    }

    var laidOutSectionCount: Int { layout.itemCounts.count }

    func laidOutItemCount(inSection section: Int) -> Int {
        let counts = layout.itemCounts
        return section >= 0 && section < counts.count ? counts[section] : 0
    }

    func forEachVisibleItem(_ body: (VirtualIndexPath) -> Void) {
        visit { path, _ in body(path) }
    }

    /// The first and last rows `visit` reaches, by two look-ups instead of the walk: the row at
    /// the top of the bounds and the last row whose leading edge is above their bottom.
    func visibleItemEnds() -> ClosedRange<VirtualIndexPath>? {
        let layout = layout
        let start = contentOffset.y
        let end = start + viewportSize.height
        guard let index = Self.nonEmptyIndex(at: start, in: layout) else { return nil }
        let first = VirtualIndexPath(section: layout.nonEmptySections[index], item: Self.item(at: start, in: index, of: layout))
        guard let edge = leadingEdge(ofVirtual: first), edge < end,
              let lastIndex = Self.nonEmptyIndex(at: end.nextDown, in: layout) else { return nil }
        let last = VirtualIndexPath(section: layout.nonEmptySections[lastIndex],
                                    item: Self.item(at: end.nextDown, in: lastIndex, of: layout))
        return first...max(first, last)
    }

    /// The benchmarks make no structural edits: a batch just reads the counts again.
    func performVirtualBatch(_ edits: VirtualEdits, animated: Bool, completion: ((Bool) -> Void)?) {
        reloadLaidOutData()
        completion?(true)
    }

    /// UIKit's `reloadData`: the counts through the data-source interceptor (the controller).
    func reloadLaidOutData() {
        reloads += 1
        guard let controller else { return }
        let sections = controller.numberOfSections(clientIsPresent: true)
        countQueries += 1
        // Sized once: growing four arrays by appends cost the stand-in itself about 50
        // instructions per section and some 15 allocations per array, not the controller's.
        var itemCounts: [Int] = []
        var sectionStarts: [CGFloat] = []
        var nonEmptySections: [Int] = []
        var nonEmptyStarts: [CGFloat] = []
        itemCounts.reserveCapacity(sections)
        sectionStarts.reserveCapacity(sections)
        nonEmptySections.reserveCapacity(sections)
        nonEmptyStarts.reserveCapacity(sections)
        var position: CGFloat = 0
        for section in 0..<sections {
            let count = controller.numberOfItems(inSection: section)
            countQueries += 1
            itemCounts.append(count)
            sectionStarts.append(position)
            if count > 0 {
                nonEmptySections.append(section)
                nonEmptyStarts.append(position)
            }
            position += CGFloat(count) * Self.rowExtent
        }
        layout = Layout(itemCounts: itemCounts, sectionStarts: sectionStarts,
                        nonEmptySections: nonEmptySections, nonEmptyStarts: nonEmptyStarts)
        contentSize = CGSize(width: viewportSize.width, height: position)
    }

    func scrollToVirtualItem(_ path: VirtualIndexPath, at position: Int, animated: Bool) {
        guard let edge = leadingEdge(ofVirtual: path) else { return }
        scroll(to: CGPoint(x: contentOffset.x, y: edge))
    }

    func installInterceptors() {}
    func uninstallInterceptors() {}
    func refreshInterceptors() {}

    /// `numberOfSections(in:)` and one `numberOfRowsInSection` per section.
    func sourceItemCounts() -> [Int] {
        clientCalls += 1 + sourceCounts.count
        return sourceCounts
    }

    func measureCopy(viewportLength: CGFloat, crossLength: CGFloat, counts: [Int],
                     measuredExtents: [SourceIndexPath: CGFloat]) -> ListMetrics? {
        TableMeasurement.metrics(self, viewportLength: viewportLength, counts: counts, measuredExtents: measuredExtents)
    }

    func withArcSurface(_ body: (BenchTable) -> Void) { body(self) }
}

extension BenchTable: ArcSurface {
    func forEachVisibleRow(_ body: (VirtualIndexPath, CGRect) -> Void) {
        let width = viewportSize.width
        visit { path, edge in body(path, CGRect(x: 0, y: edge, width: width, height: Self.rowExtent)) }
    }

    /// Keeps every offset, as UIKit's table keeps each cell's transform: the sum depends on every
    /// row's value, so the optimiser cannot drop the arc's math (an empty sink let it: the
    /// argument of an empty function is dead, and only the square root's domain check remained).
    func setCrossOffset(_ offset: CGFloat, forRowAt path: VirtualIndexPath) {
        crossOffsetSum += offset
    }

    func resetCrossOffsets() {}

    var infiniteLayoutDirection: InfiniteLayoutDirection { .leftToRight }
}

/// The client's sizing, counted: every call the UIKit adapter would make is one client call (an
/// optional method the client lacks still costs UIKit's adapter a `responds(to:)` check).
extension BenchTable: TableSizing {
    var rowHeight: CGFloat { sizing.rowHeight }
    var estimatedRowHeight: CGFloat { sizing.estimatedRowHeight }
    var sectionHeaderHeight: CGFloat { -1 }
    var sectionFooterHeight: CGFloat { -1 }
    var clientEstimatesRowHeights: Bool {
        clientCalls += 1
        return sizing.implementsEstimatedHeightForRow
    }

    var clientSizesRowHeights: Bool {
        clientCalls += 1
        return sizing.implementsHeightForRow
    }

    func clientRowHeight(at source: SourceIndexPath) -> CGFloat? {
        clientCalls += 1
        rowSizingCalls += 1
        return sizing.implementsHeightForRow ? Self.rowExtent : nil
    }

    func clientEstimatedRowHeight(at source: SourceIndexPath) -> CGFloat? {
        clientCalls += 1
        rowSizingCalls += 1
        return sizing.implementsEstimatedHeightForRow ? Self.rowExtent : nil
    }

    func clientHeaderHeight(inSection section: Int) -> CGFloat? {
        clientCalls += 1
        return nil
    }

    func clientFooterHeight(inSection section: Int) -> CGFloat? {
        clientCalls += 1
        return nil
    }

    func clientHasHeaderTitle(inSection section: Int) -> Bool {
        clientCalls += 1
        return false
    }

    func clientHasFooterTitle(inSection section: Int) -> Bool {
        clientCalls += 1
        return false
    }
}
