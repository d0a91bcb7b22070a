import Foundation

/// A list view's laid-out frames, each requirement one layout query (UIKit's or the host's), so
/// the decisions built on them — the item nearest a position, a flow layout's lines, where a
/// section starts — live here once, not in each adapter.
///
/// ```swift
/// extension UITableView: LaidOutFrames {
///     package func laidOutFrame(ofVirtual item: VirtualIndexPath) -> CGRect? { rowFrame(of: item) }
///     …
/// }
/// tableView.nearestLaidOutItem(to: 550)   // the band search below
/// ```
///
/// - Complexity: each requirement one layout query.
@MainActor
package protocol LaidOutFrames: AnyObject {
    /// The scrolling axis.
    var listAxis: InfiniteAxis { get }
    /// The visible rectangle in content coordinates (`bounds`).
    var laidOutBounds: CGRect { get }
    /// Laid-out sections (virtual).
    var laidOutSectionCount: Int { get }
    /// Laid-out items in a section, 0 outside.
    func laidOutItemCount(inSection section: Int) -> Int
    /// An item's frame, nil when the path names none or the frame is null or infinite.
    func laidOutFrame(ofVirtual item: VirtualIndexPath) -> CGRect?
    /// Calls `body` with each item (cells only) whose frame meets `rect`.
    func forEachLaidOutFrame(in rect: CGRect, _ body: (VirtualIndexPath, CGRect) -> Void)
    /// The item whose frame contains `point`, when the view offers that query (nil otherwise).
    func laidOutItem(at point: CGPoint) -> VirtualIndexPath?
    /// The conversion to reading coordinates (``ReadingMirror``): the positions the decisions
    /// below take and give are reading positions. The identity by default (tables).
    var laidOutMirror: ReadingMirror { get }
}

/// What a flow layout adds for lines: headers, section insets, line spacing.
@MainActor
package protocol LaidOutLineFrames: LaidOutFrames {
    /// A section's header frame, nil without one.
    func laidOutHeaderFrame(inSection section: Int) -> CGRect?
    /// A section's inset (the layout's `sectionInset`).
    func laidOutSectionInset(inSection section: Int) -> SurfaceInsets
    /// The spacing between lines in a section.
    func laidOutLineSpacing(inSection section: Int) -> CGFloat
}

extension LaidOutFrames {
    package var laidOutMirror: ReadingMirror { .identity }

    /// An item's leading edge along the axis in reading coordinates, nil when it names none.
    ///
    /// - Complexity: one frame query.
    package func laidOutLeadingEdge(ofVirtual item: VirtualIndexPath) -> CGFloat? {
        // `guard let`, not `Optional.map` with a closure: a main-actor closure handed to a
        // nonisolated function checks its executor on every call (`swift_task_isCurrentExecutor`).
        guard let frame = laidOutFrame(ofVirtual: item) else { return nil }
        return listAxis == .vertical ? frame.minY : laidOutMirror.span(minX: frame.minX, maxX: frame.maxX).minX
    }

    /// The item containing `position` (the point query first, at the visible centre across the
    /// axis), else the one nearest it along the axis among the items in a band of one screen
    /// either way (four screens when that band is empty), ties to the visible centre across.
    ///
    /// ```swift
    /// table.nearestLaidOutItem(to: 550)   // virtual[0, 12]
    /// ```
    ///
    /// - Complexity: one point query, then one or two rect queries; allocates nothing itself.
    package func nearestLaidOutItem(to readingPosition: CGFloat) -> VirtualIndexPath? {
        guard readingPosition.isFinite else { return nil }
        let bounds = laidOutBounds
        let vertical = listAxis == .vertical
        // Distances along the axis are the same either way: search in content coordinates.
        let position = vertical ? readingPosition : laidOutMirror.position(readingPosition)
        let cross = vertical ? bounds.midX : bounds.midY
        if let item = laidOutItem(at: vertical ? CGPoint(x: cross, y: position) : CGPoint(x: position, y: cross)) {
            return item
        }
        let reach = max(vertical ? bounds.height : bounds.width, 44)
        for scale in stride(from: CGFloat(1), through: 4, by: 3) {
            let band = vertical
                ? CGRect(x: bounds.minX, y: position - reach * scale, width: max(bounds.width, 1), height: 2 * reach * scale)
                : CGRect(x: position - reach * scale, y: bounds.minY, width: 2 * reach * scale, height: max(bounds.height, 1))
            var search = LaidOutItem.NearestSearch(position: position, crossPosition: cross)
            forEachLaidOutFrame(in: band) { path, frame in
                search.consider(vertical
                    ? LaidOutItem(path: path, leadingEdge: frame.minY, trailingEdge: frame.maxY, crossCenter: frame.midX)
                    : LaidOutItem(path: path, leadingEdge: frame.minX, trailingEdge: frame.maxX, crossCenter: frame.midY))
            }
            if let nearest = search.path { return nearest }
        }
        return nil
    }
}

/// An assumption (`Docs/HostFidelity.md`): a flow layout has no public line table, so a line is the
/// item's own frame along the axis, its index the item's flat position divided by the items that
/// share its line. Exact for single-line carousels (what paging is for); for grids the paging
/// target is still resolved on laid-out items.
extension LaidOutLineFrames {
    /// The line holding `item`: its frame along the axis, the section's line spacing, and its
    /// flat index over all sections divided by ``laidOutItemsPerLine(around:frame:)``.
    ///
    /// - Complexity: O(sections + items per line).
    package func laidOutLine(ofVirtual item: VirtualIndexPath) -> LayoutLine? {
        guard let frame = laidOutFrame(ofVirtual: item) else { return nil }
        let vertical = listAxis == .vertical
        var flat = item.item
        for section in 0..<max(0, min(item.section, laidOutSectionCount)) { flat += laidOutItemCount(inSection: section) }
        let start = vertical ? frame.minY : laidOutMirror.span(minX: frame.minX, maxX: frame.maxX).minX
        return LayoutLine(start: start, extent: vertical ? frame.height : frame.width,
                          spacing: laidOutLineSpacing(inSection: item.section),
                          index: flat / max(1, laidOutItemsPerLine(around: item, frame: frame)))
    }

    /// The item `lines` lines (× items per line) after `item` in flat order, stepping across
    /// sections and skipping empty ones; nil past either end.
    ///
    /// ```swift
    /// grid.laidOutItem(movingLines: 1, from: VirtualIndexPath(section: 0, item: 4))   // [1, 0] in 3 × 2 sections
    /// ```
    ///
    /// - Complexity: O(|lines| × items per line + sections crossed).
    package func laidOutItem(movingLines lines: Int, from item: VirtualIndexPath) -> VirtualIndexPath? {
        guard let frame = laidOutFrame(ofVirtual: item) else { return nil }
        let (steps0, overflow) = lines.multipliedReportingOverflow(by: max(1, laidOutItemsPerLine(around: item, frame: frame)))
        guard !overflow else { return nil }
        var steps = steps0
        var section = item.section, index = item.item
        while steps != 0 {
            let forward = steps > 0
            index += forward ? 1 : -1
            while index < 0 || index >= laidOutItemCount(inSection: section) {
                section += forward ? 1 : -1
                guard section >= 0, section < laidOutSectionCount else { return nil }
                index = forward ? 0 : laidOutItemCount(inSection: section) - 1
            }
            steps += forward ? -1 : 1
        }
        return VirtualIndexPath(section: section, item: index)
    }

    /// Where a section starts along the axis (reading coordinates): its header's leading edge
    /// when it has a non-empty header, else its first item's minus the section inset (a mirrored
    /// flow layout puts its left inset on the right, before the first item); nil without either.
    ///
    /// - Complexity: two layout queries.
    package func laidOutSectionStart(_ section: Int) -> CGFloat? {
        guard section >= 0, section < laidOutSectionCount else { return nil }
        let vertical = listAxis == .vertical
        let mirror = laidOutMirror
        if let header = laidOutHeaderFrame(inSection: section), !header.isNull, !header.isInfinite,
           header.width > 0 || header.height > 0 {
            return vertical ? header.minY : mirror.span(minX: header.minX, maxX: header.maxX).minX
        }
        guard let first = laidOutFrame(ofVirtual: VirtualIndexPath(section: section, item: 0)) else { return nil }
        let inset = laidOutSectionInset(inSection: section)
        return vertical ? first.minY - inset.top : mirror.span(minX: first.minX, maxX: first.maxX).minX - inset.left
    }

    /// Items sharing `item`'s line (leading edge within half a point) in its section, up to 64.
    ///
    /// - Complexity: O(min(items per line, 64)) frame queries.
    package func laidOutItemsPerLine(around item: VirtualIndexPath, frame: CGRect) -> Int {
        let vertical = listAxis == .vertical
        let edge = vertical ? frame.minY : frame.minX
        func sharesLine(_ index: Int) -> Bool {
            guard let other = laidOutFrame(ofVirtual: VirtualIndexPath(section: item.section, item: index)) else { return false }
            return abs((vertical ? other.minY : other.minX) - edge) < 0.5
        }
        var count = 1
        var index = item.item + 1
        while index < laidOutItemCount(inSection: item.section), count < 64, sharesLine(index) {
            count += 1
            index += 1
        }
        index = item.item - 1
        while index >= 0, count < 64, sharesLine(index) {
            count += 1
            index -= 1
        }
        return count
    }
}
