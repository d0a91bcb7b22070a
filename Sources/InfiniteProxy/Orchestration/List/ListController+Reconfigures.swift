import Foundation

/// Reconfigures (iOS 15 `reconfigureRows(at:)` / `reconfigureItems(at:)`, and a diffable
/// snapshot's `reconfigureItems`): the displayed cells of the client's items are asked for again
/// and kept — in every twin on screen. See ``ListController``.
///
/// ```swift
/// // hook: reconfigureRows(at:) → controller.reconfiguring(clientPaths: paths) { original($0) }
/// // outside a batch: the original reconfigures every visible twin now;
/// // inside the client's batch (a diffable apply): nothing now — the visible twins of the
/// // items, followed through the batch's edits, are reconfigured once the batch is applied.
/// ```
///
/// Inside the client's batch the paths name the client's data *before* the batch (a diffable
/// data source sends its reconfigures with the batch's other updates, in the paths before the
/// update), while the client's data source already answers with the data after it. Reconfiguring
/// then would ask the client for the wrong items, and turning the reconfigure into a reload (as
/// reloads inside batches are) would replace cells the client expects to keep. So the controller
/// remembers the items and, after its virtual batch, reconfigures the visible twins of where the
/// edits moved them. A batch that falls back to a reload drops them (every cell is asked again).
///
/// - Complexity: O(r + v) after a batch for r reconfigured items and v visible items, plus an
///   edit plan when the batch also edited (O(S + E log E), see ``SourceEditPlan``).
extension ListController {
    /// ``reloading(clientPaths:caller:_:)`` for reconfigures: outside the client's batch, every
    /// visible twin (as reloads); inside it, none now — the items are reconfigured after the batch.
    package func reconfiguring<Result>(clientPaths: [IndexPath], caller: CallerKind = .system,
                                       _ body: ([IndexPath]) -> Result) -> Result {
        guard isActive else { return body(clientPaths) }
        let paths = virtualPaths(reconfiguringClientPaths: clientPaths, caller: caller)
        return engine.passingThrough { body(paths) }
    }

    /// The view's paths a reconfigure of `clientPaths` by `caller` refreshes now: inside the
    /// client's batch none (remembered for after it, whoever calls — a diffable data source
    /// reconfigures from a system image with the client's paths), otherwise
    /// ``virtualPaths(reloadingClientPaths:caller:)``.
    package func virtualPaths(reconfiguringClientPaths clientPaths: [IndexPath], caller: CallerKind = .system) -> [IndexPath] {
        if isActive && batch.isOpen && phase.isOutsideBypass {
            batch.collectReconfigures(clientPaths.compactMap(SourceIndexPath.init))
            return []
        }
        return virtualPaths(reloadingClientPaths: clientPaths, caller: caller)
    }

    /// After a batch: reconfigures the visible twins of ``pendingReconfigures``, followed through
    /// `edits` (from the client's counts `oldCounts`); items the edits deleted are skipped.
    func reconfigurePending(following edits: SourceEdits, from oldCounts: [Int]) {
        guard !batch.reconfigures.isEmpty else { return }
        let before = batch.takeReconfigures()
        guard isActive, let surface else { return }
        let newCounts = engine.repetition.sourceItemCounts
        let plan = edits.isEmpty ? nil : SourceEditPlan(oldCounts: oldCounts, newCounts: newCounts, edits: edits)
        if !edits.isEmpty && plan == nil { return }
        var wanted = Set<SourceIndexPath>()
        for source in before {
            let now: SourceIndexPath?
            if let plan {
                now = plan.target(ofOld: source)
            } else {
                now = source
            }
            if let now, engine.repetition.contains(now) { wanted.insert(now) }
        }
        guard !wanted.isEmpty else { return }
        var twins: [VirtualIndexPath] = []
        engine.passingThrough {
            surface.forEachVisibleItem { virtual in
                if wanted.contains(engine.sourceIndexPath(for: virtual)) { twins.append(virtual) }
            }
        }
        guard !twins.isEmpty else { return }
        statistics.reconfiguredTwins += twins.count
        bypassingHooks { surface.reconfigureVirtualItems(twins) }
    }
}
