import Foundation
import InfiniteProxy

/// Counts and geometry: rows, sections, headers and footers as laid out.
extension HostTableView {
    // MARK: Counts and geometry

    /// Sections as last loaded.
    package var numberOfSections: Int { numberOfSections(caller: .app) }

    /// `numberOfSections` as `caller` sees it (an infinite table's app: its own sections).
    package func numberOfSections(caller: CallerKind) -> Int {
        interposer?.sectionCount(caller: caller) ?? rowCounts.count
    }

    /// Rows in a section as last loaded (0 for a section that does not exist), as `caller` sees
    /// them (an infinite table's app: its own rows).
    package func numberOfRows(inSection section: Int, caller: CallerKind = .app) -> Int {
        if let count = interposer?.itemCount(inSection: section, caller: caller) { return count }
        return section >= 0 && section < rowCounts.count ? rowCounts[section] : 0
    }

    /// `rectForRow(at:)`: the row's frame in content coordinates (its estimate if it was never
    /// displayed); `.zero` for a path that names no row.
    package func rectForRow(at indexPath: IndexPath, caller: CallerKind = .app) -> CGRect {
        let path = virtualPath(forClientPath: indexPath, caller: caller)
        return passingThrough { rowRect(section: path.section, row: path.row) ?? .zero }
    }

    /// `rect(forSection:)`: header, rows and footer.
    package func rect(forSection clientSection: Int, caller: CallerKind = .app) -> CGRect {
        let section = virtualSection(forClientSection: clientSection, caller: caller)
        guard section >= 0, section < rowCounts.count else { return .zero }
        let first = headerElement(section)
        let end = footerElement(section) + 1
        let top = tableHeaderHeight + lengths.start(of: first)
        return CGRect(x: 0, y: top, width: viewportSize.width, height: lengths.start(of: end) - (top - tableHeaderHeight))
    }

    /// `rectForHeader(inSection:)`.
    package func rectForHeader(inSection clientSection: Int, caller: CallerKind = .app) -> CGRect {
        let section = virtualSection(forClientSection: clientSection, caller: caller)
        guard section >= 0, section < rowCounts.count else { return .zero }
        return elementRect(headerElement(section))
    }

    /// `rectForFooter(inSection:)`.
    package func rectForFooter(inSection clientSection: Int, caller: CallerKind = .app) -> CGRect {
        let section = virtualSection(forClientSection: clientSection, caller: caller)
        guard section >= 0, section < rowCounts.count else { return .zero }
        return elementRect(footerElement(section))
    }

    /// `indexPathForRow(at:)`: the row under a point in content coordinates, nil over a header,
    /// a footer or outside the rows.
    package func indexPathForRow(at point: CGPoint, caller: CallerKind = .app) -> IndexPath? {
        guard totalRows > 0, point.y.isFinite else { return nil }
        let element = lengths.firstIndex(endingAfter: point.y - tableHeaderHeight)
        guard point.y >= tableHeaderHeight, element < lengths.count,
              let (section, row) = rowLocation(ofElement: element) else { return nil }
        return clientPath(forVirtualPath: IndexPath(row: row, section: section), caller: caller)
    }

    /// `indexPathsForRows(in:)`: the rows whose frames meet `rect` (content coordinates), top to
    /// bottom, as `caller` sees them (an infinite table's app: each of its rows once); nil when
    /// none does.
    package func indexPathsForRows(in rect: CGRect, caller: CallerKind = .app) -> [IndexPath]? {
        var paths: [IndexPath] = []
        forEachRow(in: rect) { section, row, _ in paths.append(IndexPath(row: row, section: section)) }
        return paths.isEmpty ? nil : clientPaths(forVirtualPaths: paths, caller: caller)
    }

    /// `indexPathsForRows(in:)` as a callback in virtual paths: each row whose frame starts
    /// before `rect.maxY` and ends after `rect.minY`, with that frame (no allocation).
    ///
    /// - Complexity: O(log n + rows in the rect).
    func forEachRow(in rect: CGRect, _ body: (_ section: Int, _ row: Int, _ frame: CGRect) -> Void) {
        guard totalRows > 0, rect.minY.isFinite, rect.maxY.isFinite, rect.height > 0 else { return }
        var element = lengths.firstIndex(endingAfter: rect.minY - tableHeaderHeight)
        while element < lengths.count {
            let frame = elementRect(element)
            guard frame.minY < rect.maxY else { break }
            if let (section, row) = rowLocation(ofElement: element) { body(section, row, frame) }
            element += 1
        }
    }

    /// A row's frame, or nil when the path names no row.
    func rowRect(section: Int, row: Int) -> CGRect? {
        guard let ordinal = ordinal(section: section, row: row) else { return nil }
        return elementRect(element(ofOrdinal: ordinal, section: section))
    }

    /// A row's leading edge (minY), or nil when the path names no row.
    func rowMinY(section: Int, row: Int) -> CGFloat? {
        guard let ordinal = ordinal(section: section, row: row) else { return nil }
        return tableHeaderHeight + lengths.start(of: element(ofOrdinal: ordinal, section: section))
    }

    func elementRect(_ element: Int) -> CGRect {
        CGRect(x: 0, y: tableHeaderHeight + lengths.start(of: element),
               width: viewportSize.width, height: lengths[element])
    }
}
