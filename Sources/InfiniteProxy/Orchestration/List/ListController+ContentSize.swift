import Foundation

extension ListController {
    /// The preferred content size category changed (Dynamic Type,
    /// `UIContentSizeCategory.didChangeNotification`): items take new lengths, so the list forgets
    /// the lengths it learned, re-plans at once and puts the item the user saw back where it was,
    /// as a rotation does, also while the user scrolls.
    ///
    /// ```swift
    /// controller.contentSizeCategoryDidChange()   // the centred item stays centred
    /// ```
    ///
    /// - Complexity: one plan and one reload of the view.
    package func contentSizeCategoryDidChange() {
        guard let surface else { return }
        planning.forgetMeasuredLengths()
        guard isActive else {
            planning.needsPlan = true
            return
        }
        let seen = currentViewport(surface)
        let memo = seen.visibleLength > 0 ? sizeChangePosition(seen: seen) : nil
        reloadKeepingPosition(memo ?? .start)
    }
}
