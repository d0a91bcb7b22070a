import Foundation

/// Selection belongs to the client's item, not to one laid-out twin. See ``ListController``.
///
/// The view's own selection (UIKit's model) stays the truth: an item is selected while one of
/// its twins is. The controller keeps the twins in step:
/// - a twin coming on screen (`willDisplay`) of a selected item is selected too: with multiple
///   selection every twin on screen, with single selection the twin nearest the centre (the view
///   keeps one selected row), so a recentering jump, which shows other twins in the same place,
///   keeps the selection where the user sees it;
/// - the user selecting a twin selects the item's other twins on screen (multiple selection);
///   the user deselecting a twin, or the app's `deselectRow(at:)` of its path, deselects every
///   twin of the item;
/// - the library's own reloads (re-plan, rotation, switching on and off) select the items again
///   afterwards; the client's own `reloadData` clears the selection, as UIKit's does.
///
/// ```swift
/// controller.showSelection(ofTwinAt: path)            // a twin of a selected item: selected too
/// controller.userDeselected(at: path)                  // the other twins deselected
/// ```
///
/// - Complexity: each call O(s + v) for s selected items and v visible items; nothing per frame.
extension ListController {
    /// Whether the twins must be kept in step: the content repeats.
    private var keepsTwinsInStep: Bool { isActive && engine.isLooping }

    /// The view's selected items, in its own paths.
    private func selectedTwins(_ surface: Surface) -> [VirtualIndexPath] {
        bypassingHooks { surface.selectedVirtualItems() }
    }

    /// The view's own select or deselect of `twins`, no delegate calls.
    private func setTwins(_ twins: [VirtualIndexPath], selected: Bool, _ surface: Surface) {
        guard !twins.isEmpty else { return }
        bypassingHooks { for twin in twins { surface.setVirtualItem(twin, selected: selected) } }
    }

    /// How far `twin` is from the centred item, in items (`.max` when unknown).
    private func distanceFromCentre(_ twin: VirtualIndexPath) -> Int {
        guard let centre = centeredVirtualIndexPath.flatMap(engine.repetition.linearPosition(of:)),
              let linear = engine.repetition.linearPosition(of: twin) else { return .max }
        let (difference, overflow) = linear.subtractingReportingOverflow(centre)
        return overflow ? .max : difference.magnitude > UInt(Int.max) ? .max : Int(difference.magnitude)
    }

    /// A cell is about to show the twin at `indexPath` (`willDisplay`): selected too when its item
    /// is selected (with single selection only if it is nearer the centre than the selected
    /// twin). True when it was: the caller shows the cell selected, as the view had configured
    /// it before it was asked.
    @discardableResult
    package func showSelection(ofTwinAt indexPath: IndexPath) -> Bool {
        guard keepsTwinsInStep, let surface, let twin = VirtualIndexPath(indexPath) else { return false }
        let selected = selectedTwins(surface)
        guard !selected.isEmpty, !selected.contains(twin) else { return false }
        let source = engine.sourceIndexPath(for: twin)
        let others = selected.filter { engine.sourceIndexPath(for: $0) == source }
        guard !others.isEmpty else { return false }
        if !surface.allowsSeveralSelectedItems {
            let distance = distanceFromCentre(twin)
            guard others.allSatisfy({ distanceFromCentre($0) > distance }) else { return false }
        }
        setTwins([twin], selected: true, surface)
        return true
    }

    /// The user selected the twin at `indexPath` (`didSelectRowAt` / `didSelectItemAt`): with
    /// multiple selection the item's other twins on screen are selected too.
    package func userSelected(at indexPath: IndexPath) {
        endHighlight()
        guard keepsTwinsInStep, let surface, surface.allowsSeveralSelectedItems,
              let twin = VirtualIndexPath(indexPath) else { return }
        setTwins(unselectedVisibleTwins(of: engine.sourceIndexPath(for: twin), surface), selected: true, surface)
    }

    /// The user deselected the twin at `indexPath` (`didDeselectRowAt` / `didDeselectItemAt`):
    /// the item's other selected twins are deselected.
    package func userDeselected(at indexPath: IndexPath) {
        endHighlight()
        guard keepsTwinsInStep, let surface, let twin = VirtualIndexPath(indexPath) else { return }
        let source = engine.sourceIndexPath(for: twin)
        setTwins(selectedTwins(surface).filter { $0 != twin && engine.sourceIndexPath(for: $0) == source },
                 selected: false, surface)
    }

    /// `selectRow(at:)` / `selectItem(at:)` by `caller`: `body` runs the view's own select on the
    /// path the call means (``actingOn(clientPath:caller:_:)``; nil deselects everything); with
    /// multiple selection the item's other twins on screen are selected too.
    package func selecting(clientPath: IndexPath?, caller: CallerKind, _ body: (IndexPath?) -> Void) {
        guard let clientPath else { return engine.passingThrough { body(nil) } }
        actingOn(clientPath: clientPath, caller: caller) { body($0) }
        guard keepsTwinsInStep, space(for: caller).isSource, let surface, surface.allowsSeveralSelectedItems,
              let source = SourceIndexPath(clientPath), engine.repetition.contains(source) else { return }
        setTwins(unselectedVisibleTwins(of: source, surface), selected: true, surface)
    }

    /// `deselectRow(at:)` / `deselectItem(at:)` by `caller`: `body` runs the view's own deselect
    /// on every selected twin of the client's item (on the path the call means when none is).
    package func deselecting(clientPath: IndexPath, caller: CallerKind, _ body: (IndexPath) -> Void) {
        guard keepsTwinsInStep, space(for: caller).isSource, let surface,
              let source = SourceIndexPath(clientPath), engine.repetition.contains(source) else {
            return actingOn(clientPath: clientPath, caller: caller, body)
        }
        let twins = selectedTwins(surface).filter { engine.sourceIndexPath(for: $0) == source }
        guard !twins.isEmpty else { return actingOn(clientPath: clientPath, caller: caller, body) }
        engine.passingThrough { for twin in twins { body(twin.indexPath) } }
    }

    /// `indexPathForSelectedRow` as `caller` should see it, from the view's selected paths: the
    /// client's first selected item in the client's space, the view's first path otherwise.
    package func firstSelectedPath(forVirtual indexPaths: [IndexPath]?, caller: CallerKind = .system) -> IndexPath? {
        guard let indexPaths, !indexPaths.isEmpty else { return nil }
        guard handsOutClientPaths(to: caller) else { return indexPaths.min() }
        return clientPaths(forVirtual: indexPaths, caller: caller).min()
    }

    /// The client's items selected on the view now (each once), read before a library reload.
    func selectedSources() -> [SourceIndexPath] {
        guard let surface else { return [] }
        var seen = Set<SourceIndexPath>()
        return selectedTwins(surface).compactMap {
            let source = engine.sourceIndexPath(for: $0)
            return seen.insert(source).inserted ? source : nil
        }
    }

    /// Selects `sources` again after a library reload: while inactive at once, in the client's
    /// own paths; while active after the next layout pass (``restoreSelection()``), as a reload's
    /// effect on the selection may wait for it (a collection view reloads at its next layout).
    func reselect(_ sources: [SourceIndexPath]) {
        guard !sources.isEmpty, let surface else { return }
        guard isActive else {
            positions.selectionToRestore = []
            setTwins(sources.map { VirtualIndexPath(section: $0.section, item: $0.item) }, selected: true, surface)
            return
        }
        positions.selectionToRestore = sources
        surface.setNeedsLayout()
    }

    /// After a layout pass, the items a library reload kept (``reselect(_:)``): their twins on
    /// screen (with single selection the one nearest the centre), else the twin nearest the
    /// centre. They wait while the view has no items laid out. Cells displayed later follow
    /// (``showSelection(ofTwinAt:)``).
    func restoreSelection(_ surface: Surface) {
        guard surface.laidOutSectionCount > 0 else { return }
        let sources = positions.selectionToRestore
        positions.selectionToRestore = []
        for source in sources where engine.repetition.contains(source) {
            var twins = visibleTwins(of: source, surface)
            if !surface.allowsSeveralSelectedItems {
                twins = twins.min { distanceFromCentre($0) < distanceFromCentre($1) }.map { [$0] } ?? []
            }
            if twins.isEmpty, let twin = onScreenTwin(of: source) { twins = [twin] }
            setTwins(twins, selected: true, surface)
        }
    }

    private func visibleTwins(of source: SourceIndexPath, _ surface: Surface) -> [VirtualIndexPath] {
        var twins: [VirtualIndexPath] = []
        engine.passingThrough {
            surface.forEachVisibleItem { if engine.sourceIndexPath(for: $0) == source { twins.append($0) } }
        }
        return twins
    }

    private func unselectedVisibleTwins(of source: SourceIndexPath, _ surface: Surface) -> [VirtualIndexPath] {
        let selected = Set(selectedTwins(surface))
        return visibleTwins(of: source, surface).filter { !selected.contains($0) }
    }
}
