import Foundation

/// A finger down on a row and lifted again: the table's highlight, as UIKit's touch handling
/// does it (`touchesBegan` → `highlightRowAtIndexPath:animated:scrollPosition:`).
///
/// ```swift
/// table.simulateTouchDown(onRowAt: path)   // shouldHighlightRowAt, cell highlighted, didHighlightRowAt
/// table.simulateTouchUp()                  // didUnhighlightRowAt, then the tap's selection
/// ```
///
/// - Complexity: O(1) per call besides the delegate's and the selection's work.
extension HostTableView {
    /// A finger comes down on the row laid out at `indexPath`: without `allowsSelection`, with a
    /// finger already down or when `shouldHighlightRowAt` answers false nothing happens; else the
    /// row is highlighted (its cell's ``HostTableViewCell/isHighlighted``) and the delegate gets
    /// `didHighlightRowAt`. Returns whether the row was highlighted.
    @discardableResult
    package func simulateTouchDown(onRowAt indexPath: IndexPath) -> Bool {
        guard allowsSelection, highlighted == nil,
              let ordinal = ordinal(section: indexPath.section, row: indexPath.row) else { return false }
        if tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) == false { return false }
        highlighted = ordinal
        displayedCell(atOrdinal: ordinal)?.isHighlighted = true
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
        return true
    }

    /// The finger lifts (`selecting`: the tap selects the row as ``simulateTap(onRowAt:)`` does)
    /// or the touch is cancelled: the highlighted row is unhighlighted and the delegate gets
    /// `didUnhighlightRowAt` first. The table's highlighted path outlives a `reloadData`; a path
    /// the table no longer has is dropped without delegate calls.
    package func simulateTouchUp(selecting: Bool = true) {
        guard let ordinal = highlighted else { return }
        highlighted = nil
        guard ordinal < totalRows else { return }
        displayedCell(atOrdinal: ordinal)?.isHighlighted = false
        let path = path(ofOrdinal: ordinal)
        tableDelegate?.tableView(self, didUnhighlightRowAt: path)
        if selecting { selectByUser(tappedAt: path) }
    }

    /// The displayed cell of a row ordinal, nil when the row is not on screen.
    func displayedCell(atOrdinal ordinal: Int) -> HostTableViewCell? {
        ordinal >= displayedFirst && ordinal < displayedFirst + displayed.count ? displayed[ordinal - displayedFirst] : nil
    }
}
