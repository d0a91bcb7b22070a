import Foundation
import InfiniteProxy

/// One laid-out element of a host collection view, as `UICollectionViewLayoutAttributes`.
///
/// ```swift
/// let attributes = collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))
/// attributes?.frame      // (0, 150, 390, 50) in a vertical list of 50 pt items
/// ```
package struct HostCollectionViewLayoutAttributes: Hashable, Sendable {
    /// Whether the element is a cell or a supplementary view.
    package enum Category: Hashable, Sendable {
        case cell
        case supplementaryView
    }

    /// A cell or a supplementary view.
    package var representedElementCategory: Category
    /// The supplementary kind (`elementKindSectionHeader` …), nil for cells.
    package var representedElementKind: String?
    /// The element's index path (for headers and footers `[section, 0]`).
    package var indexPath: IndexPath
    /// The frame in content coordinates.
    package var frame: CGRect

    /// Creates attributes.
    package init(category: Category, kind: String?, indexPath: IndexPath, frame: CGRect) {
        self.representedElementCategory = category
        self.representedElementKind = kind
        self.indexPath = indexPath
        self.frame = frame
    }

    /// The frame's size.
    package var size: CGSize { frame.size }
    /// The frame's centre.
    package var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
}

/// A headless `UICollectionViewFlowLayout`: lines of items along either axis, section insets,
/// headers and footers, line and interitem spacing, fixed sizes, `sizeForItemAt` sizes and
/// self-sizing cells.
///
/// Behaviour modelled on UIKit's flow layout:
/// - items fill a line greedily (`n·w + (n−1)·interitemSpacing ≤ available`); a line of several
///   items is justified (extra space shared between them), a line of one item is centred across
///   the axis; items of different lengths are centred along the axis within their line;
/// - headers and footers span the whole cross length and are skipped when their reference size
///   is zero along the axis; an empty section gets its header and footer but no insets;
/// - sizes come from the flow-layout delegate's optional methods when they answer (non-nil), else
///   from this layout's properties — exactly UIKit's "delegate if implemented" rule;
/// - with ``estimatedItemSize`` not zero, an item keeps its estimate (or its delegate size) until
///   its cell is displayed, then takes the cell's ``HostCollectionViewCell/fittingSize``;
/// - every item size is asked of the delegate on each full preparation (after `reloadData`, a
///   bounds-size change or ``invalidateLayout()``), as UIKit's flow layout does; a self-sizing
///   correction only recomputes positions.
///
/// Invalid sizes (negative, NaN, infinite) read as 0 rather than trapping.
///
/// ```swift
/// let layout = HostCollectionViewFlowLayout()
/// layout.scrollDirection = .horizontal
/// layout.itemSize = CGSize(width: 300, height: 200)
/// layout.minimumLineSpacing = 10
/// let collectionView = HostCollectionView(viewportSize: CGSize(width: 390, height: 200),
///                                         collectionViewLayout: layout)
/// ```
///
/// - Complexity: preparation O(N) for N items; ``layoutAttributesForItem(at:)`` O(1);
///   ``layoutAttributesForElements(in:)`` O(log N + k) for k results; ``indexPathForItem(nearestMain:cross:)``
///   O(log N).
package final class HostCollectionViewFlowLayout: HostCollectionViewLayout {
    /// The scrolling axis (`UICollectionView.ScrollDirection`).
    package var scrollDirection: InfiniteAxis = .vertical { didSet { invalidateLayout() } }
    /// The size of every item when the delegate does not answer `sizeForItemAt`.
    package var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Not zero: self-sizing cells; items start at this size (or the delegate's) until displayed.
    package var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Space between lines (along the axis).
    package var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Least space between items of one line (across the axis).
    package var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Insets around each non-empty section's items.
    package var sectionInset: HostEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// Header size; only the length along the axis counts.
    package var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Footer size; only the length along the axis counts.
    package var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// `flipsHorizontallyInOppositeLayoutDirection` (an app's subclass override): when true and
    /// the view's direction differs from ``developmentLayoutDirection``, UIKit mirrors the
    /// drawing and the layout keeps left-to-right coordinates; false (UIKit's default), a flow
    /// layout in a right-to-left view lays its items out from the right itself.
    package var flipsHorizontallyInOppositeLayoutDirection = false { didSet { invalidateLayout() } }
    /// `developmentLayoutDirection` (an app's subclass override).
    package var developmentLayoutDirection: InfiniteLayoutDirection = .leftToRight { didSet { invalidateLayout() } }

    /// The collection view this layout serves (set by the collection view).
    package weak var collectionView: HostCollectionView?

    /// Full preparations run (each asks the delegate for every size).
    package private(set) var fullPreparationCount = 0
    /// Position-only preparations run (self-sizing corrections).
    package private(set) var positionPreparationCount = 0

    /// Creates a layout with UIKit's defaults (50×50 items, 10 pt spacing).
    package init() {}

    // MARK: State

    struct Line {
        var firstItem: Int
        var count: Int
        var start: CGFloat
        var extent: CGFloat
        var end: CGFloat { start + extent }
    }

    struct Section {
        var start: CGFloat = 0
        var end: CGFloat = 0
        var header: CGRect?
        var footer: CGRect?
        var items: [CGRect] = []
        var lines: [Line] = []
    }

    struct SectionMetrics {
        var sizes: [CGSize]
        var inset: HostEdgeInsets
        var lineSpacing: CGFloat
        var interitemSpacing: CGFloat
        var header: CGSize
        var footer: CGSize
    }

    private(set) var sections: [Section] = []
    private var metrics: [SectionMetrics] = []
    private var preferredSizes: [IndexPath: CGSize] = [:]
    private var needsDelegateMetrics = true
    private var needsPositions = true
    private(set) var contentSize: CGSize = .zero

    /// Whether the next ``prepareIfNeeded()`` has work to do.
    package var needsPreparation: Bool { needsDelegateMetrics || needsPositions }

    /// Whether items are self-sizing.
    package var isSelfSizing: Bool { estimatedItemSize.width > 0 && estimatedItemSize.height > 0 }

    /// Discards everything; the next preparation asks the delegate for every size again and
    /// forgets self-sized sizes (`invalidateLayout()` with delegate metrics).
    package func invalidateLayout() {
        needsDelegateMetrics = true
        needsPositions = true
        preferredSizes.removeAll()
    }

    /// Records a displayed cell's self-sized size; returns whether it changed the layout.
    @discardableResult
    package func applyPreferredSize(_ size: CGSize, forItemAt indexPath: IndexPath) -> Bool {
        let clean = CGSize(width: Self.sanitized(size.width), height: Self.sanitized(size.height))
        let current = preferredSizes[indexPath] ?? metricsSize(at: indexPath)
        preferredSizes[indexPath] = clean
        if current == clean { return false }
        needsPositions = true
        return true
    }

    /// Whether the item already has a self-sized size.
    package func hasPreferredSize(at indexPath: IndexPath) -> Bool { preferredSizes[indexPath] != nil }

    private func metricsSize(at indexPath: IndexPath) -> CGSize? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < metrics.count,
              indexPath.item >= 0, indexPath.item < metrics[indexPath.section].sizes.count
        else { return nil }
        return metrics[indexPath.section].sizes[indexPath.item]
    }

    // MARK: Preparation

    /// `prepare()`: lays everything out if something was invalidated.
    ///
    /// - Complexity: O(N), plus one delegate call per item on a full preparation.
    package func prepareIfNeeded() {
        guard needsPreparation else { return }
        if needsDelegateMetrics {
            queryDelegateMetrics()
            needsDelegateMetrics = false
            fullPreparationCount += 1
        } else {
            positionPreparationCount += 1
        }
        computePositions()
        needsPositions = false
    }

    private func queryDelegateMetrics() {
        guard let collectionView else { metrics = []; return }
        let flow = collectionView.storedDelegate as? HostCollectionViewDelegateFlowLayout
        let fallbackSize = isSelfSizing ? estimatedItemSize : itemSize
        metrics = (0..<collectionView.numberOfSections(caller: .system)).map { section in
            let count = collectionView.numberOfItems(inSection: section, caller: .system)
            var sizes: [CGSize] = []
            sizes.reserveCapacity(count)
            for item in 0..<count {
                let size = flow?.collectionView(
                    collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
                    ?? fallbackSize
                sizes.append(CGSize(width: Self.sanitized(size.width), height: Self.sanitized(size.height)))
            }
            let inset = flow?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            return SectionMetrics(
                sizes: sizes,
                inset: HostEdgeInsets(top: Self.sanitized(inset.top), left: Self.sanitized(inset.left),
                                      bottom: Self.sanitized(inset.bottom), right: Self.sanitized(inset.right)),
                lineSpacing: Self.sanitized(
                    flow?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                        ?? minimumLineSpacing),
                interitemSpacing: Self.sanitized(
                    flow?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                        ?? minimumInteritemSpacing),
                header: flow?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                    ?? headerReferenceSize,
                footer: flow?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                    ?? footerReferenceSize)
        }
    }

    /// The length across the axis available to the content.
    var crossLength: CGFloat {
        guard let collectionView else { return 0 }
        let insets = collectionView.adjustedContentInset
        let size = collectionView.viewportSize
        return max(0, scrollDirection == .vertical
            ? size.width - insets.left - insets.right
            : size.height - insets.top - insets.bottom)
    }

    private func computePositions() {
        let cross = crossLength
        var main: CGFloat = 0
        var laidOut: [Section] = []
        laidOut.reserveCapacity(metrics.count)
        for (sectionIndex, metric) in metrics.enumerated() {
            var section = Section()
            section.start = main
            let headerLength = Self.sanitized(mainLength(metric.header))
            if headerLength > 0 {
                section.header = rect(main: main, cross: 0, mainLength: headerLength, crossLength: cross)
                main += headerLength
            }
            let count = metric.sizes.count
            if count > 0 {
                let (before, after, crossBefore, crossAfter) = scrollDirection == .vertical
                    ? (metric.inset.top, metric.inset.bottom, metric.inset.left, metric.inset.right)
                    : (metric.inset.left, metric.inset.right, metric.inset.top, metric.inset.bottom)
                main += before
                let available = max(0, cross - crossBefore - crossAfter)
                let sizes = (0..<count).map { item in
                    preferredSizes[IndexPath(item: item, section: sectionIndex)] ?? metric.sizes[item]
                }
                section.items = Array(repeating: .zero, count: count)
                var first = 0
                while first < count {
                    var used = crossLengthOf(sizes[first])
                    var end = first + 1
                    while end < count,
                          used + metric.interitemSpacing + crossLengthOf(sizes[end]) <= available + 1e-6 {
                        used += metric.interitemSpacing + crossLengthOf(sizes[end])
                        end += 1
                    }
                    let lineItems = end - first
                    let extent = (first..<end).reduce(CGFloat(0)) { max($0, mainLength(sizes[$1])) }
                    let occupied = (first..<end).reduce(CGFloat(0)) { $0 + crossLengthOf(sizes[$1]) }
                    var crossPosition: CGFloat
                    let gap: CGFloat
                    if lineItems == 1 {
                        crossPosition = crossBefore + max(0, (available - occupied) / 2)
                        gap = 0
                    } else {
                        crossPosition = crossBefore
                        gap = max(metric.interitemSpacing, (available - occupied) / CGFloat(lineItems - 1))
                    }
                    for item in first..<end {
                        let size = sizes[item]
                        section.items[item] = rect(
                            main: main + (extent - mainLength(size)) / 2, cross: crossPosition,
                            mainLength: mainLength(size), crossLength: crossLengthOf(size))
                        crossPosition += crossLengthOf(size) + gap
                    }
                    section.lines.append(Line(firstItem: first, count: lineItems, start: main, extent: extent))
                    main += extent
                    first = end
                    if first < count { main += metric.lineSpacing }
                }
                main += after
            }
            let footerLength = Self.sanitized(mainLength(metric.footer))
            if footerLength > 0 {
                section.footer = rect(main: main, cross: 0, mainLength: footerLength, crossLength: cross)
                main += footerLength
            }
            section.end = main
            laidOut.append(section)
        }
        sections = laidOut
        contentSize = scrollDirection == .vertical
            ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
    }

    // MARK: Right to left

    /// Whether the flow layout lays out from the right (UIKit's flow layout in a right-to-left
    /// view that it does not mirror by drawing): every frame is the left-to-right one reflected
    /// in the content's width, `x' = contentWidth - maxX` (`Docs/HostFidelity.md`).
    package var laysOutRightToLeft: Bool {
        guard let collectionView, collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft else { return false }
        return !(flipsHorizontallyInOppositeLayoutDirection && developmentLayoutDirection == .leftToRight)
    }

    /// Whether UIKit draws this layout's view mirrored (the layout flips for the view's direction).
    package var drawsMirrored: Bool {
        guard let collectionView else { return false }
        return flipsHorizontallyInOppositeLayoutDirection
            && collectionView.effectiveUserInterfaceLayoutDirection != developmentLayoutDirection
    }

    /// A left-to-right frame as laid out (reflected when ``laysOutRightToLeft``); its own inverse.
    private func placed(_ rect: CGRect, _ mirrored: Bool) -> CGRect {
        guard mirrored else { return rect }
        var out = rect
        out.origin.x = contentSize.width - rect.maxX
        return out
    }

    // MARK: Geometry helpers

    func mainLength(_ size: CGSize) -> CGFloat { scrollDirection == .vertical ? size.height : size.width }
    func crossLengthOf(_ size: CGSize) -> CGFloat { scrollDirection == .vertical ? size.width : size.height }

    private func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        scrollDirection == .vertical
            ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
            : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    static func sanitized(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }

    // MARK: Queries (no preparation: callers prepare first)

    /// The laid-out content size.
    package var collectionViewContentSize: CGSize { contentSize }

    /// A laid-out item's attributes, or nil if the path is not laid out.
    ///
    /// - Complexity: O(1).
    package func layoutAttributesForItem(at indexPath: IndexPath) -> HostCollectionViewLayoutAttributes? {
        guard let frame = frameOfItem(at: indexPath) else { return nil }
        return HostCollectionViewLayoutAttributes(category: .cell, kind: nil, indexPath: indexPath, frame: frame)
    }

    /// A header's or footer's attributes, or nil if there is none.
    package func layoutAttributesForSupplementaryView(
        ofKind kind: String, at indexPath: IndexPath
    ) -> HostCollectionViewLayoutAttributes? {
        guard indexPath.count >= 1, indexPath.section >= 0, indexPath.section < sections.count else { return nil }
        let section = sections[indexPath.section]
        let frame: CGRect?
        switch kind {
        case HostCollectionView.elementKindSectionHeader: frame = section.header
        case HostCollectionView.elementKindSectionFooter: frame = section.footer
        default: frame = nil
        }
        let mirrored = laysOutRightToLeft
        return frame.map {
            HostCollectionViewLayoutAttributes(
                category: .supplementaryView, kind: kind,
                indexPath: IndexPath(item: 0, section: indexPath.section), frame: placed($0, mirrored))
        }
    }

    package func frameOfItem(at indexPath: IndexPath) -> CGRect? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections.count else { return nil }
        let items = sections[indexPath.section].items
        guard indexPath.item >= 0, indexPath.item < items.count else { return nil }
        return placed(items[indexPath.item], laysOutRightToLeft)
    }

    /// Every cell, header and footer whose frame intersects `rect`, cells in index-path order.
    ///
    /// - Complexity: O(log N + k).
    package func layoutAttributesForElements(in visibleRect: CGRect) -> [HostCollectionViewLayoutAttributes] {
        let mirrored = laysOutRightToLeft
        let rect = placed(visibleRect, mirrored)
        let low = mainStart(rect), high = mainEnd(rect)
        let crossLow = crossStart(rect), crossHigh = crossEnd(rect)
        var result: [HostCollectionViewLayoutAttributes] = []
        guard high > low, !sections.isEmpty else { return result }
        func overlaps(_ frame: CGRect) -> Bool {
            mainEnd(frame) > low && mainStart(frame) < high && crossEnd(frame) > crossLow && crossStart(frame) < crossHigh
        }
        var sectionIndex = firstSection(endingAfter: low)
        while sectionIndex < sections.count, sections[sectionIndex].start < high {
            let section = sections[sectionIndex]
            if let header = section.header, overlaps(header) {
                result.append(HostCollectionViewLayoutAttributes(
                    category: .supplementaryView, kind: HostCollectionView.elementKindSectionHeader,
                    indexPath: IndexPath(item: 0, section: sectionIndex), frame: placed(header, mirrored)))
            }
            var lineIndex = firstLine(in: section, endingAfter: low)
            while lineIndex < section.lines.count, section.lines[lineIndex].start < high {
                let line = section.lines[lineIndex]
                for item in line.firstItem..<(line.firstItem + line.count) where overlaps(section.items[item]) {
                    result.append(HostCollectionViewLayoutAttributes(
                        category: .cell, kind: nil, indexPath: IndexPath(item: item, section: sectionIndex),
                        frame: placed(section.items[item], mirrored)))
                }
                lineIndex += 1
            }
            if let footer = section.footer, overlaps(footer) {
                result.append(HostCollectionViewLayoutAttributes(
                    category: .supplementaryView, kind: HostCollectionView.elementKindSectionFooter,
                    indexPath: IndexPath(item: 0, section: sectionIndex), frame: placed(footer, mirrored)))
            }
            sectionIndex += 1
        }
        return result
    }

    /// `layoutAttributesForElements(in:)`'s cells as a callback: each item whose frame meets
    /// `rect`, in index-path order, with its frame (no allocation).
    ///
    /// - Complexity: O(log N + k).
    package func forEachItemFrame(in visibleRect: CGRect, _ body: (IndexPath, CGRect) -> Void) {
        let mirrored = laysOutRightToLeft
        let rect = placed(visibleRect, mirrored)
        let low = mainStart(rect), high = mainEnd(rect)
        let crossLow = crossStart(rect), crossHigh = crossEnd(rect)
        guard high > low, !sections.isEmpty else { return }
        var sectionIndex = firstSection(endingAfter: low)
        while sectionIndex < sections.count, sections[sectionIndex].start < high {
            let section = sections[sectionIndex]
            var lineIndex = firstLine(in: section, endingAfter: low)
            while lineIndex < section.lines.count, section.lines[lineIndex].start < high {
                let line = section.lines[lineIndex]
                for item in line.firstItem..<(line.firstItem + line.count) {
                    let frame = section.items[item]
                    if mainEnd(frame) > low && mainStart(frame) < high && crossEnd(frame) > crossLow && crossStart(frame) < crossHigh {
                        body(IndexPath(item: item, section: sectionIndex), placed(frame, mirrored))
                    }
                }
                lineIndex += 1
            }
            sectionIndex += 1
        }
    }

    /// The item whose line is nearest `main` along the axis (containing it if any does), and
    /// within that line the item nearest `cross` across it (the first one when `cross` is nil).
    ///
    /// - Complexity: O(log N).
    package func indexPathForItem(nearestMain visibleMain: CGFloat, cross visibleCross: CGFloat? = nil) -> IndexPath? {
        guard visibleMain.isFinite, !sections.isEmpty else { return nil }
        // Laid out from the right: the left-to-right position of the same point.
        let mirrored = laysOutRightToLeft
        let main = mirrored && scrollDirection == .horizontal ? contentSize.width - visibleMain : visibleMain
        let cross = visibleCross.map { mirrored && scrollDirection == .vertical ? contentSize.width - $0 : $0 }
        let containing = min(firstSection(endingAfter: main), sections.count - 1)
        var best: (section: Int, line: Int, distance: CGFloat)?
        func consider(_ sectionIndex: Int) {
            let lines = sections[sectionIndex].lines
            guard !lines.isEmpty else { return }
            let index = min(firstLine(in: sections[sectionIndex], endingAfter: main), lines.count - 1)
            for lineIndex in max(0, index - 1)...index {
                let line = lines[lineIndex]
                let distance = main < line.start ? line.start - main : (main >= line.end ? main - line.end : 0)
                if best.map({ distance < $0.distance }) ?? true { best = (sectionIndex, lineIndex, distance) }
            }
        }
        // Empty sections and headers can separate lines: look a few sections either way (no
        // allocation: the list controller asks this every frame).
        var below = containing, looked = 0
        while below >= 0, looked < 8 {
            consider(below)
            looked += 1
            if !sections[below].lines.isEmpty { break }
            below -= 1
        }
        var above = containing + 1
        while above < sections.count, looked < 16 {
            consider(above)
            looked += 1
            if !sections[above].lines.isEmpty { break }
            above += 1
        }
        guard let best else { return nil }
        let section = sections[best.section]
        let line = section.lines[best.line]
        var item = line.firstItem
        if let cross, cross.isFinite, line.count > 1 {
            var bestCross = CGFloat.infinity
            for candidate in line.firstItem..<(line.firstItem + line.count) {
                let frame = section.items[candidate]
                let distance = abs((crossStart(frame) + crossEnd(frame)) / 2 - cross)
                if distance < bestCross { bestCross = distance; item = candidate }
            }
        }
        return IndexPath(item: item, section: best.section)
    }

    /// The item whose frame contains `point`, or nil.
    ///
    /// - Complexity: O(log N + items per line).
    package func indexPathForItem(at point: CGPoint) -> IndexPath? {
        let main = scrollDirection == .vertical ? point.y : point.x
        let cross = scrollDirection == .vertical ? point.x : point.y
        guard let path = indexPathForItem(nearestMain: main, cross: cross),
              let frame = frameOfItem(at: path), frame.contains(point) else { return nil }
        return path
    }

    /// The line containing an item: its start and extent along the axis.
    func lineExtent(of indexPath: IndexPath) -> (start: CGFloat, extent: CGFloat)? {
        guard frameOfItem(at: indexPath) != nil,
              let line = sections[indexPath.section].lines.last(where: { $0.firstItem <= indexPath.item })
        else { return nil }
        guard laysOutRightToLeft, scrollDirection == .horizontal else { return (line.start, line.extent) }
        return (contentSize.width - line.end, line.extent)
    }

    private func firstSection(endingAfter position: CGFloat) -> Int {
        var low = 0, high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if sections[mid].end <= position { low = mid + 1 } else { high = mid }
        }
        return low
    }

    private func firstLine(in section: Section, endingAfter position: CGFloat) -> Int {
        var low = 0, high = section.lines.count
        while low < high {
            let mid = (low + high) / 2
            if section.lines[mid].end <= position { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
