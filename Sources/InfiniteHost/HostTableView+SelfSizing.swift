import Foundation
import InfiniteProxy

/// Self-sizing invalidation (iOS 16 `selfSizingInvalidation`, `.enabled` by default): a displayed
/// self-sizing cell whose content changed size — a `UIHostingConfiguration` does this when its
/// SwiftUI content grows or shrinks — is measured again and takes its new height.
///
/// ```swift
/// cell.fittingHeight = 180                         // the row's content expanded
/// tableView.selfSizingCellDidInvalidate(cell)      // the row is 180 pt; the rows after it move
/// ```
///
/// What the model does (**guess**, `Docs/HostFidelity.md`): the row's new height applies at once,
/// and the rows after it move; the content offset stays — unless the row lies wholly above the
/// visible rows, where UIKit's correction for rows above (T-b) moves the offset with it so the
/// visible rows stay still. Only the invalidated row is measured; its twins elsewhere (rows not
/// displayed) keep the height they had.
///
/// - Complexity: O(displayed rows) plus one height update.
extension HostTableView {
    /// The displayed `cell` invalidated its size: its row takes the cell's `fittingHeight`.
    package func selfSizingCellDidInvalidate(_ cell: HostTableViewCell) {
        guard let index = displayed.firstIndex(where: { $0 === cell }), let fitting = cell.fittingHeight else { return }
        let ordinal = displayedFirst + index
        let path = path(ofOrdinal: ordinal)
        let height = tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
        guard height == HostTableView.automaticDimension else { return }
        let element = element(ofOrdinal: ordinal, section: path.section)
        let top = contentOffset.y - tableHeaderHeight
        let whollyAbove = lengths.start(of: element) + lengths[element] <= top
        guard setLength(HostTableView.sanitized(fitting), ofElement: element, compensating: whollyAbove) else { return }
        measured[ordinal] = true
        positionDisplayedCells()
        setNeedsLayout()
    }
}
