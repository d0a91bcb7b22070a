import Foundation
import InfiniteProxy

/// Translation hooks and index arithmetic (row ordinals, elements, sections).
extension HostTableView {
    // MARK: Translation hooks

    // `caller` is who called the public method: the tests' calls are the app's, the
    // table's own internal calls (layout, reuse, its gesture model) pass `.system`, as UIKit
    // calling its own public methods does.

    func virtualPath(forClientPath path: IndexPath, caller: CallerKind = .app) -> IndexPath {
        interposer?.virtualPath(forClientPath: path, caller: caller) ?? path
    }

    func clientPath(forVirtualPath path: IndexPath, caller: CallerKind = .app) -> IndexPath {
        interposer?.clientPath(forVirtual: path, caller: caller) ?? path
    }

    func clientPaths(forVirtualPaths paths: [IndexPath], caller: CallerKind) -> [IndexPath] {
        interposer?.clientPaths(forVirtual: paths, caller: caller) ?? paths
    }

    func virtualSection(forClientSection section: Int, caller: CallerKind) -> Int {
        interposer?.virtualSection(forClientSection: section, caller: caller) ?? section
    }

    func passingThrough<Result>(_ body: () -> Result) -> Result {
        guard let interposer else { return body() }
        return interposer.tableView(self, passingThrough: body)
    }

    // MARK: Index arithmetic

    /// Header element of `section`; its rows follow, then its footer.
    func headerElement(_ section: Int) -> Int { rowStarts[section] + 2 * section }
    func footerElement(_ section: Int) -> Int { rowStarts[section] + rowCounts[section] + 2 * section + 1 }
    func element(ofOrdinal ordinal: Int, section: Int) -> Int { ordinal + 2 * section + 1 }

    func ordinal(section: Int, row: Int) -> Int? {
        guard section >= 0, section < rowCounts.count, row >= 0, row < rowCounts[section] else { return nil }
        return rowStarts[section] + row
    }

    func path(ofOrdinal ordinal: Int) -> IndexPath {
        let section = section(ofOrdinal: ordinal)
        return IndexPath(row: ordinal - rowStarts[section], section: section)
    }

    /// The section holding a row ordinal in `0..<totalRows` (the last of equal starts: empty
    /// sections before it share its start).
    func section(ofOrdinal ordinal: Int) -> Int {
        var low = 0
        var high = rowStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if rowStarts[mid] <= ordinal { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The section an element belongs to.
    func section(ofElement element: Int) -> Int {
        var low = 0
        var high = rowStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if headerElement(mid) <= element { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The row an element is, or nil for a header or footer.
    func rowLocation(ofElement element: Int) -> (Int, Int)? {
        guard !rowStarts.isEmpty else { return nil }
        let section = section(ofElement: element)
        let row = element - headerElement(section) - 1
        return row >= 0 && row < rowCounts[section] ? (section, row) : nil
    }

    /// The first row ordinal at or after an element, which is also how many rows lie before it
    /// (`totalRows` past the end).
    func ordinal(atOrAfterElement element: Int) -> Int {
        guard element < lengths.count, !rowStarts.isEmpty else { return totalRows }
        let section = section(ofElement: element)
        let row = element - headerElement(section) - 1
        return rowStarts[section] + min(max(0, row), rowCounts[section])
    }

    func record(_ kind: HostTableViewAssertion.Kind, _ message: String, _ path: IndexPath?) {
        assertionFailures.append(HostTableViewAssertion(kind: kind, message: message, indexPath: path))
    }
}
