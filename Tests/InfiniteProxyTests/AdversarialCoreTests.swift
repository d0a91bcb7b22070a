import Foundation
import InfiniteHostTesting
import Testing
@testable import InfiniteProxy

/// Extreme values, mixed with ordinary ones, from a seeded generator.
struct Adversary {
    var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    static let extremeInts: [Int] = [
        .min, .min + 1, .min / 2, -(1 << 53), -1_000_000_007, -65_536, -2, -1, 0, 1, 2, 3, 7, 64,
        65_536, 2_000_000, 1 << 53, .max / 2, .max - 1, .max,
    ]
    static let extremeFloats: [CGFloat] = [
        .nan, -.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, 0, -0.0, 1e-300, 0.5, 1, -1,
        44, 390, 844, -844, 1e19, -1e19, 9.3e18, 1e154, 1e155, 1e200, -1e200, 1e300, 1e308,
    ]

    /// An integer: an extreme one a third of the time, else small or any.
    mutating func int() -> Int {
        switch generator.next() % 6 {
        case 0, 1: return Adversary.extremeInts.randomElement(using: &generator)!
        case 2: return Int(bitPattern: UInt(generator.next()))
        default: return Int.random(in: -50...50, using: &generator)
        }
    }

    /// A small non-negative count, sometimes extreme.
    mutating func count() -> Int {
        generator.next() % 5 == 0 ? int() : Int.random(in: 0...12, using: &generator)
    }

    mutating func float() -> CGFloat {
        switch generator.next() % 6 {
        case 0, 1: return Adversary.extremeFloats.randomElement(using: &generator)!
        case 2: return CGFloat(Double(bitPattern: generator.next()))
        default: return CGFloat(Double.random(in: -2_000...2_000, using: &generator))
        }
    }

    mutating func bool() -> Bool { generator.next() & 1 == 0 }

    mutating func counts() -> [Int] { (0..<Int.random(in: 0...4, using: &generator)).map { _ in count() } }

    mutating func virtualPath() -> VirtualIndexPath { VirtualIndexPath(section: int(), item: int()) }
    mutating func sourcePath() -> SourceIndexPath { SourceIndexPath(section: int(), item: int()) }
    mutating func point() -> CGPoint { CGPoint(x: float(), y: float()) }
    mutating func size() -> CGSize { CGSize(width: float(), height: float()) }
    mutating func viewport() -> ListViewport {
        ListViewport(offset: float(), length: float(), insetBefore: bool() ? 0 : float(), insetAfter: bool() ? 0 : float())
    }
    mutating func gridViewport() -> GridViewport { GridViewport(horizontal: viewport(), vertical: viewport()) }
}

/// Issue 14, item 8: every public Core entry point is total — extreme integers and floats give a
/// documented fallback, never a trap or a hang. Each test runs `cases` random cases (a few
/// seconds in all); `INFINITE_ADVERSARIAL_SCALE=100 swift test --filter AdversarialCore` runs a
/// hundred times as many.
@Suite struct AdversarialCoreTests {
    static let scale = SessionEnvironment.scale
    static let cases = 4_000 * scale

    @Test func repetitionMapsEveryPathWithoutTrapping() {
        var adversary = Adversary(seed: 14_01)
        for _ in 0..<Self.cases {
            let repetition = Repetition(
                sourceItemCounts: adversary.counts(), copies: adversary.int(),
                leadingItems: adversary.int(), trailingItems: adversary.int(), copiesPerJump: adversary.int())
            for _ in 0..<4 {
                let virtual = adversary.virtualPath()
                let source = repetition.sourceIndexPath(for: virtual)
                if repetition.isLooping && repetition.repeatsWithinSection {
                    #expect(repetition.contains(source))
                }
                _ = repetition.sourceSection(forVirtualSection: virtual.section)
                _ = repetition.copyIndex(of: virtual)
                _ = repetition.contains(virtual)
                let path = adversary.sourcePath()
                let copy = adversary.int()
                if let twin = repetition.virtualIndexPath(for: path, inCopy: copy) {
                    #expect(repetition.contains(twin))
                }
                if let moved = repetition.shifted(virtual, byCopies: adversary.int()) {
                    #expect(repetition.contains(moved))
                }
                let real = SourceIndexPath(section: 0, item: adversary.int())
                for target in [path, real] {
                    if let nearest = repetition.nearestVirtualIndexPath(to: target, near: virtual) {
                        #expect(repetition.contains(nearest))
                        #expect(repetition.sourceIndexPath(for: nearest) == target)
                    }
                }
                _ = repetition.firstVirtualItem(inCopy: copy)
                _ = InfiniteNavigation.virtualNeighbour(of: virtual, step: adversary.int(), in: repetition)
                for direction in InfiniteScrollDirection.allCases {
                    _ = InfiniteNavigation.scrollPlan(to: path, from: virtual, direction: direction, in: repetition)
                }
                _ = InfiniteNavigation.flatIndex(of: path, sourceItemCounts: repetition.sourceItemCounts)
                _ = InfiniteNavigation.sourceIndexPath(atFlatIndex: adversary.int(), sourceItemCounts: repetition.sourceItemCounts)
                _ = InfiniteNavigation.neighbour(of: path, step: adversary.int(), sourceItemCounts: repetition.sourceItemCounts)
            }
            _ = repetition.numberOfVirtualSections
            _ = repetition.totalVirtualItems
            _ = repetition.virtualItemsPerSourceItem
            _ = repetition.firstCopyIndex
            _ = repetition.lastCopyIndex
        }
    }

    @Test func callbackTranslationIsTotal() {
        var adversary = Adversary(seed: 14_02)
        for _ in 0..<Self.cases {
            let repetition = Repetition(sourceItemCounts: adversary.counts(), copies: adversary.int(),
                                        leadingItems: adversary.int(), trailingItems: adversary.int())
            var translation = CallbackTranslation()
            if adversary.bool() {
                translation.beginForwarding(virtual: adversary.virtualPath(), source: adversary.sourcePath())
            } else {
                translation.beginForwarding(virtualSection: adversary.int(), sourceSection: adversary.int())
            }
            _ = translation.virtualIndexPath(forClientPath: adversary.sourcePath(), in: repetition)
            _ = translation.virtualSection(forClientSection: adversary.int(), in: repetition)
            for section in 0..<min(3, repetition.sourceSectionCount) {
                _ = translation.virtualSection(forClientSection: section, in: repetition)
                _ = translation.virtualIndexPath(forClientPath: SourceIndexPath(section: section, item: 0), in: repetition)
            }
            translation.endFrame()
        }
    }

    @Test func plannerAndMeasurementAreTotal() {
        var adversary = Adversary(seed: 14_03)
        for _ in 0..<Self.cases {
            let counts = adversary.counts().map { min($0, 5_000) }
            let metrics = ListMetrics(
                viewportLength: adversary.float(), copyLength: adversary.float(),
                largestItemExtent: adversary.float(), smallestItemExtent: adversary.float(),
                itemsPerLine: adversary.int(), extentsAreEstimates: adversary.bool())
            for strategy in RepetitionStrategy.allCases {
                let plan = RepetitionPlanner.plan(sourceItemCounts: counts, metrics: metrics, strategy: strategy)
                if plan.repetition.isLooping {
                    #expect(plan.repetition.totalVirtualItems <= Repetition.maximumVirtualItems)
                    #expect(plan.repetition.numberOfVirtualSections <= RepetitionPlanner.maximumVirtualSections)
                    #expect(plan.margin.isFinite && plan.hysteresis.isFinite)
                }
            }
            _ = RepetitionPlanner.margin(viewportLength: adversary.float(), largestItemExtent: adversary.float())
            let lengths = (0..<8).map { _ in adversary.float() }
            let table = ListMeasurement.table(
                viewportLength: adversary.float(), sourceItemCounts: counts,
                rowExtent: { ItemExtent.resolve(explicit: lengths[$0.item % 8], fixed: lengths[($0.item + 1) % 8],
                                                estimate: lengths[($0.item + 2) % 8], defaultEstimate: lengths[3],
                                                fallback: lengths[4]) },
                sectionExtras: { lengths[$0 % 8] })
            let flow = ListMeasurement.flow(
                viewportLength: adversary.float(), crossLength: adversary.float(), sourceItemCounts: counts,
                section: { ListMeasurement.FlowSection(lineSpacing: lengths[$0 % 8], interitemSpacing: lengths[($0 + 1) % 8],
                                                       insetsAlongAxis: lengths[2], crossInsets: lengths[5], headerAndFooterLength: lengths[6]) },
                item: { ListMeasurement.FlowItem(length: lengths[$0.item % 8], crossLength: lengths[($0.item + 3) % 8],
                                                 isEstimate: $0.item % 2 == 0) })
            for measured in [table, flow] {
                let plan = RepetitionPlanner.plan(sourceItemCounts: counts, metrics: measured)
                // Invalid sizes never loop.
                if measured.hasInvalidExtent { #expect(!plan.repetition.isLooping) }
            }
            _ = ListMeasurement.itemsPerLine(availableCrossLength: adversary.float(), itemCrossLength: adversary.float(),
                                             interitemSpacing: adversary.float())
            _ = RepetitionPlanner.finiteReason(sourceItemCounts: adversary.counts())
        }
    }

    @Test func pageLoopsAreTotal() {
        var adversary = Adversary(seed: 14_04)
        for _ in 0..<Self.cases {
            var loop = PageLoop(count: adversary.count(), currentPage: adversary.int())
            for _ in 0..<6 {
                let pageLength = adversary.float()
                switch adversary.generator.next() % 12 {
                case 0: loop.shift(by: adversary.int())
                case 1: _ = loop.didScroll(offset: adversary.float(), pageLength: pageLength)
                case 2: loop.willBeginDragging()
                case 3: _ = loop.willEndDragging(offset: adversary.float(), velocity: adversary.float(), pageLength: pageLength,
                                                 flickVelocity: adversary.float())
                case 4: _ = loop.didEndDragging(willDecelerate: adversary.bool(), offset: adversary.float(), pageLength: pageLength)
                case 5: _ = loop.didEndScrolling(offset: adversary.float(), pageLength: pageLength)
                case 6: _ = loop.scroll(toPage: adversary.int(), animated: adversary.bool(), offset: adversary.float(), pageLength: pageLength)
                case 7: _ = loop.scroll(byPages: adversary.int(), animated: adversary.bool(), offset: adversary.float(), pageLength: pageLength)
                case 8: loop.reload(count: adversary.count())
                case 9: _ = loop.distance(to: adversary.int())
                case 10: _ = loop.page(atDistance: adversary.int())
                default:
                    _ = loop.page(atOffset: adversary.float(), pageLength: pageLength)
                    _ = loop.position(ofOffset: adversary.float(), pageLength: pageLength)
                    _ = loop.contentLength(pageLength: pageLength)
                    _ = loop.restingOffset(pageLength: pageLength)
                    for slot in PageLoop.Slot.allCases { _ = loop.origin(of: slot, pageLength: pageLength) }
                }
                #expect(loop.count == 0 ? loop.currentPage == 0 : (0..<loop.count).contains(loop.currentPage))
            }
            var slots = PageSlots()
            _ = slots.sync(with: loop)
            _ = slots.fulfill(view: adversary.int(), ticket: adversary.generator.next())
            _ = slots.content(ofView: adversary.int())
            _ = slots.slot(ofView: adversary.int())

            let caps = EndCapPageLoop(count: adversary.count(), capsPerSide: adversary.int())
            _ = EndCapPageLoop.capsNeeded(visibleItems: adversary.float(), centered: adversary.bool())
            for _ in 0..<4 {
                let index = adversary.int()
                _ = caps.page(forContentIndex: index)
                _ = caps.contentIndex(forPage: index)
                if let nearest = caps.contentIndex(forPage: index, nearestTo: adversary.float()) {
                    #expect(nearest >= 0 && nearest < max(1, caps.contentCount))
                }
                _ = caps.isCap(index)
                _ = caps.twin(ofContentIndex: index)
                _ = caps.itemJump(atPosition: adversary.float())
                _ = caps.offsetJump(atOffset: adversary.float(), grid: PagingGrid(pitch: adversary.float(), anchorOffset: adversary.float()))
                _ = caps.settledJump(atContentIndex: index)
            }
        }
    }

    @Test func pagingTargetsAreTotal() {
        var adversary = Adversary(seed: 14_05)
        for _ in 0..<Self.cases {
            let grid = adversary.bool()
                ? PagingGrid(pitch: adversary.float(), anchorOffset: adversary.float())
                : PagingGrid.centered(firstItemLeading: adversary.float(), itemExtent: adversary.float(), pitch: adversary.float(), viewportLength: adversary.float())
            _ = PagingGrid.leading(firstItemLeading: adversary.float(), pitch: adversary.float(), leadingInset: adversary.float())
            _ = grid.offset(ofIndex: adversary.int())
            _ = grid.position(ofOffset: adversary.float())
            _ = grid.nearestIndex(toOffset: adversary.float())
            let current = adversary.float()
            let projected = PagingTarget.projectedOffset(currentOffset: current, velocity: adversary.float(), decelerationRate: adversary.float())
            if current.isFinite { #expect(projected.isFinite) }
            let low = adversary.float(), high = adversary.float()
            let bounds: ClosedRange<CGFloat>? = adversary.bool() && low <= high ? low...high : nil
            let limit: Int? = adversary.bool() ? adversary.int() : nil
            let interrupted: CGFloat? = adversary.bool() ? adversary.float() : nil
            let target = PagingTarget.targetOffset(
                currentOffset: current, proposedOffset: adversary.float(), velocity: adversary.float(), grid: grid,
                maximumItemsPerFlick: limit, interruptedTargetOffset: interrupted, flickVelocity: adversary.float(), bounds: bounds)
            if current.isFinite { #expect(target.isFinite, "\(current) → \(target)") }
            let other = PagingTarget.targetOffset(
                currentOffset: current, velocity: adversary.float(), decelerationRate: adversary.float(), grid: grid,
                maximumItemsPerFlick: limit, interruptedTargetOffset: interrupted, flickVelocity: adversary.float(), bounds: bounds)
            if current.isFinite { #expect(other.isFinite, "\(current) → \(other)") }
            _ = PagingTarget.targetIndex(
                currentOffset: current, proposedOffset: adversary.float(), velocity: adversary.float(), grid: grid,
                maximumItemsPerFlick: limit, interruptedTargetOffset: interrupted, flickVelocity: adversary.float())
        }
    }

    @Test func geometryHelpersAreTotal() {
        var adversary = Adversary(seed: 14_06)
        for _ in 0..<Self.cases {
            // The arc: finite inputs give a finite offset no larger than the radius.
            for alignment in InfiniteContentAlignment.allCases {
                let arc = ArcLayout(alignment: alignment, radius: adversary.float())
                let item = adversary.float(), centre = adversary.float()
                let offset = arc.crossAxisOffset(itemCenter: item, viewportCenter: centre)
                #expect(offset.isFinite, "\(arc) \(item) \(centre)")
                if arc.radius.isFinite && arc.radius > 0 { #expect(abs(offset) <= arc.radius) }
            }
            let radius = ArcLayout.defaultRadius(visibleLength: adversary.float(), crossLength: adversary.float())
            #expect(radius.isFinite && radius >= 0)
            // Recentring lands inside its band, or does not jump.
            let centre = adversary.float(), band = adversary.float(), period = adversary.float()
            let hysteresis = adversary.bool() ? 0 : adversary.float()
            let periods = Recentering.jumpPeriods(viewportCenter: centre, bandCenter: band, period: period, hysteresis: hysteresis)
            if periods != 0 {
                // After the jump, the next decision is to stay.
                let moved = centre - CGFloat(periods) * period
                #expect(Recentering.jumpPeriods(viewportCenter: moved, bandCenter: band, period: period, hysteresis: hysteresis) == 0,
                        "\(centre) \(band) \(period) \(hysteresis): \(periods) periods land at \(moved)")
            }
            _ = Recentering.jump(viewportCenter: centre, bandCenter: band, period: period, hysteresis: hysteresis)
            let viewport = adversary.viewport()
            _ = viewport.isFinite
            _ = viewport.offsetRange(contentLength: adversary.float())
            _ = viewport.clampedOffset(adversary.float(), contentLength: adversary.float())
            if let span = RecenteringSpan.uniform(tileLength: adversary.float(), boundsLength: adversary.float()) {
                _ = span.jumpPeriods(boundsCenter: adversary.float())
                _ = span.centeredOffset(boundsLength: adversary.float())
            }
            if let span = RecenteringSpan.varying(largestTileLength: adversary.float(), boundsLength: adversary.float()) {
                _ = span.jumpPeriods(boundsCenter: adversary.float())
            }
            let coordinate = GridCoordinate(x: adversary.int(), y: adversary.int())
            _ = coordinate.offsetBy(x: adversary.int(), y: adversary.int())
            _ = coordinate.clamped
            let range = TileRange.covering(CGRect(origin: adversary.point(), size: adversary.size()),
                                           tileSize: adversary.size(), origin: coordinate)
            _ = range.count
            _ = range.expanded(by: adversary.int()).count
            _ = range.contains(coordinate)
            _ = TileRange.span(from: adversary.float(), to: adversary.float(), tileLength: adversary.float())
            _ = TileRange.maximumCount(viewportSize: adversary.size(), tileSize: adversary.size(), ring: adversary.int())
        }
    }

    @Test func tileControllersAreTotal() {
        var adversary = Adversary(seed: 14_07)
        for _ in 0..<Self.cases / 8 {
            var grid = TileGridLayout(
                tileSize: adversary.bool() ? CGSize(width: 120, height: 120) : adversary.size(),
                initialCoordinate: GridCoordinate(x: adversary.int(), y: adversary.int()), ring: min(adversary.int(), 3))
            var ribbon = TileRibbonLayout(
                axis: adversary.bool() ? .horizontal : .vertical,
                lengths: (0..<Int.random(in: 0...5, using: &adversary.generator)).map { _ in adversary.bool() ? 100 : adversary.float() },
                initialIndex: adversary.int(), ring: min(adversary.int(), 3))
            for _ in 0..<6 {
                let small = GridViewport(contentOffset: adversary.point(), size: adversary.bool() ? CGSize(width: 390, height: 844) : adversary.size())
                let viewport = adversary.bool() ? small : adversary.gridViewport()
                switch adversary.generator.next() % 5 {
                case 0:
                    _ = grid.layout(viewport, recenter: adversary.bool())
                    _ = ribbon.layout(viewport, recenter: adversary.bool())
                case 1:
                    grid.center(on: GridCoordinate(x: adversary.int(), y: adversary.int()))
                    ribbon.center(onDataIndex: adversary.int())
                case 2:
                    grid.setTileSize(adversary.size())
                    ribbon.reload(lengths: [adversary.float(), 50])
                case 3:
                    _ = grid.needsLayout(for: viewport)
                    _ = grid.willPlaceContent(for: viewport)
                    _ = grid.frame(for: GridCoordinate(x: adversary.int(), y: adversary.int()))
                    _ = grid.coordinate(at: adversary.point())
                    _ = grid.anchor(at: adversary.point())
                    _ = grid.contentOffset(centering: GridCoordinate(x: adversary.int(), y: adversary.int()))
                    _ = grid.centerCoordinate
                default:
                    _ = ribbon.frame(ofTile: adversary.int())
                    _ = ribbon.tile(at: adversary.point())
                    _ = ribbon.anchor(atPosition: adversary.float())
                    _ = ribbon.nearestTile(showing: adversary.int())
                    _ = ribbon.contentOffset(centeringDataIndex: adversary.int())
                    _ = ribbon.centerDataIndex
                    _ = ribbon.dataIndex(ofTile: adversary.int())
                }
            }
            let tiles = TileRibbon(lengths: (0..<Int.random(in: 0...4, using: &adversary.generator)).map { _ in adversary.float() })
            let from = adversary.int()
            _ = tiles.dataIndex(ofTile: from)
            _ = tiles.cycle(ofTile: from)
            _ = tiles.length(ofTile: from)
            _ = tiles.distance(fromTile: from, toTile: adversary.int())
            _ = tiles.tile(atDistance: adversary.float(), fromTile: from)
            _ = tiles.tiles(from: adversary.float(), to: adversary.float(), fromTile: from)
            _ = TileRibbon(count: adversary.count() % 10_000, length: adversary.float()).cycleLength
        }
    }

    @Test func autoScrollIsTotal() {
        var adversary = Adversary(seed: 14_08)
        for _ in 0..<Self.cases {
            var state = AutoScrollState(interval: adversary.bool() ? nil : TimeInterval(adversary.float()), itemCount: adversary.int())
            for _ in 0..<4 {
                switch adversary.generator.next() % 5 {
                case 0: _ = state.setInterval(TimeInterval(adversary.float()))
                case 1: _ = state.update(itemCount: adversary.int())
                case 2: state.noteCenteredItem(adversary.bool() ? nil : adversary.int())
                case 3: _ = state.tick(generation: adversary.generator.next(), centeredItem: adversary.int())
                default: _ = state.pause(.userInteraction); _ = state.resume(.userInteraction)
                }
            }
        }
    }

    @Test func listEngineIsTotal() {
        var adversary = Adversary(seed: 14_09)
        for _ in 0..<Self.cases / 4 {
            let engine = InfiniteListEngine(axis: .vertical, strategy: RepetitionStrategy.allCases.randomElement(using: &adversary.generator)!)
            let counts = adversary.counts().map { min($0, 400) }
            let extent = adversary.bool() ? 44 : adversary.float()
            engine.reload(sourceItemCounts: counts, metrics: ListMetrics(
                viewportLength: adversary.bool() ? 844 : adversary.float(), copyLength: CGFloat(counts.reduce(0) { $0 + max(0, $1) }) * extent,
                largestItemExtent: extent, smallestItemExtent: extent, extentsAreEstimates: adversary.bool()))
            let geometry = UniformRowsGeometry(repetition: engine.repetition, extent: extent.isFinite && extent > 0 ? extent : 44)
            for _ in 0..<4 {
                let viewport = adversary.viewport()
                _ = engine.recenteringJump(in: viewport, geometry: geometry)
                _ = engine.centeredSourceIndexPath(in: viewport, geometry: geometry)
                if let memo = engine.capturePosition(in: viewport, geometry: geometry) {
                    _ = engine.homeVirtualIndexPath(for: memo.source).flatMap { geometry.leadingEdge(of: $0) }
                }
                _ = engine.homeVirtualIndexPath(for: adversary.sourcePath())
                _ = engine.clampedSourceIndexPath(adversary.sourcePath())
                _ = engine.crossAxisOffset(itemCenter: adversary.float(), in: viewport, crossLength: adversary.float())
                _ = engine.forwarding(adversary.virtualPath()) { engine.virtualIndexPath(forClientPath: $0) }
                _ = engine.forwarding(section: adversary.int()) { engine.virtualSection(forClientSection: $0) }
            }
        }
    }
}
