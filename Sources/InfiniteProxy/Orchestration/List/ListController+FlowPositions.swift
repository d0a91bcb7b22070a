import Foundation

/// Size changes and first loads of flow layouts (surfaces with a ``CarouselSurface``);
/// tables keep their own rules (the item's leading edge; row 0 at the top).
///
/// ```swift
/// controller.sizeChangePosition(seen: viewport)   // .centered(item 7, fromCenter: -12) for a grid
/// ```
///
/// - Complexity: O(1) surface look-ups each.
extension ListController {
    /// On a first load a flow layout shows the client's first item where a finite list shows
    /// it at rest — after its section's header and inset, not flush with the visible area's start.
    /// 0 for tables (row 0 at the top) and while the layout cannot tell.
    func firstLoadLead(of first: SourceIndexPath, _ surface: Surface) -> CGFloat {
        guard let lines = surface.carouselSurface, let home = engine.homeVirtualIndexPath(for: first) else { return 0 }
        return engine.passingThrough {
            // The virtual section's first item stands where a finite list's first item does (a
            // section of repeated copies has its header and inset once, before the first copy).
            let sectionFirst = VirtualIndexPath(section: home.section, item: 0)
            guard let edge = surface.leadingEdge(ofVirtual: sectionFirst), let start = lines.sectionStart(home.section)
            else { return 0 }
            let lead = edge - start
            return lead.isFinite && lead > 0 ? lead : 0
        }
    }

    /// What to restore after a size change, read from the viewport the user saw: for a flow
    /// layout the centred item and its line centre's distance from the visible centre (a
    /// rotation keeps what is in the middle), for a table the item and its leading edge.
    func sizeChangePosition(seen: ListViewport) -> PendingPosition? {
        guard let surface else { return nil }
        guard let lines = surface.carouselSurface else { return capturePosition(in: seen).map(PendingPosition.memo) }
        return engine.passingThrough {
            guard let item = surface.virtualItem(nearest: seen.visibleCenter), let line = lines.line(ofVirtual: item) else {
                return nil
            }
            return .centered(engine.sourceIndexPath(for: item), fromCenter: line.start + line.extent / 2 - seen.visibleCenter)
        }
    }

    /// The leading-edge memo that puts `source`'s line centre `fromCenter` from the visible
    /// centre, clamped so the line stays inside the visible area; nil until the layout has it.
    func centeredMemo(_ source: SourceIndexPath, fromCenter: CGFloat, in viewport: ListViewport,
                      _ surface: Surface) -> ListPositionMemo? {
        guard let home = engine.homeVirtualIndexPath(for: source),
              let line = engine.passingThrough({ surface.carouselSurface?.line(ofVirtual: home) }),
              let edge = engine.passingThrough({ surface.leadingEdge(ofVirtual: home) }) else { return nil }
        let limit = max(0, (viewport.visibleLength - line.extent) / 2)
        let relative = min(max(fromCenter, -limit), limit)
        let lineStartOnScreen = viewport.insetBefore + viewport.visibleLength / 2 + relative - line.extent / 2
        return ListPositionMemo(source: source, screenPosition: lineStartOnScreen + (edge - line.start))
    }
}
