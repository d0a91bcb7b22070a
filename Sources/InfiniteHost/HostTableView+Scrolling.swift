import Foundation
import InfiniteProxy

/// Scrolling to a row.
extension HostTableView {
    // MARK: Scrolling

    /// `scrollToRow(at:at:animated:)`: moves so the row sits at `position` inside the adjusted
    /// insets (clamped to the content), correcting once after layout when estimates were wrong.
    package func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool,
                            caller: CallerKind = .app) {
        if let interposer, interposer.tableView(
            self, scrollToRowAtClientPath: indexPath, at: position, animated: animated, caller: caller) { return }
        let path = virtualPath(forClientPath: indexPath, caller: caller)
        passingThrough { scrollToVirtualRow(path, at: position, animated: animated) }
    }

    func scrollToVirtualRow(_ path: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard let rect = rowRect(section: path.section, row: path.row) else {
            record(.invalidIndexPath, "attempt to scroll to invalid index path: \(path)", path)
            return
        }
        setContentOffset(CGPoint(x: contentOffset.x, y: offset(showing: rect, at: position)), animated: animated)
        if !animated {
            layoutIfNeeded()
            if let settled = rowRect(section: path.section, row: path.row) {
                let corrected = offset(showing: settled, at: position)
                if corrected != contentOffset.y { setContentOffset(CGPoint(x: contentOffset.x, y: corrected), animated: false) }
            }
        }
    }

    func offset(showing rect: CGRect, at position: ScrollPosition) -> CGFloat {
        let insets = adjustedContentInset
        let visibleTop = contentOffset.y + insets.top
        let visibleLength = max(0, viewportSize.height - insets.top - insets.bottom)
        var target: CGFloat
        switch position {
        case .top: target = rect.minY - insets.top
        case .middle: target = rect.midY - insets.top - visibleLength / 2
        case .bottom: target = rect.maxY - insets.top - visibleLength
        case .none:
            if rect.minY < visibleTop {
                target = rect.minY - insets.top
            } else if rect.maxY > visibleTop + visibleLength {
                target = rect.maxY - insets.top - visibleLength
            } else {
                target = contentOffset.y
            }
        }
        return min(max(target, minimumOffset.y), maximumOffset.y)
    }
}
