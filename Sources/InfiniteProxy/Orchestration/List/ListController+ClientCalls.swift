import Foundation

/// The translation of client calls in both directions and the `infinite` namespace's
/// source-path reads. See ``ListController``.
extension ListController {
    // MARK: Which space a call speaks

    /// The index space a call from `caller` speaks now: the view's own while inactive or finite,
    /// else ``CallbackTranslation/space(for:)`` — UIKit's own implementation (a pass-through
    /// frame) gets virtual paths, a forwarded callback the client's anchored on its item, and
    /// otherwise app code the client's paths and the system its own.
    ///
    /// - Complexity: O(1).
    package func space(for caller: CallerKind) -> PathSpace {
        guard isActive, engine.isLooping else { return .virtual }
        return engine.translation.space(for: caller)
    }

    // MARK: Paths in

    /// Runs the view's own implementation of a method called with `clientPath`, with the path
    /// the call means (``virtualPath(forClientPath:caller:)``); nothing inside is translated again.
    package func actingOn<Result>(clientPath: IndexPath, caller: CallerKind = .system,
                                  _ body: (IndexPath) -> Result) -> Result {
        guard isActive else { return body(clientPath) }
        let path = virtualPath(forClientPath: clientPath, caller: caller)
        return engine.passingThrough { body(path) }
    }

    /// The virtual path a path passed by `caller` stands for now: inside a callback the twin
    /// nearest the callback's item; outside callbacks, from app code, the twin on screen (nearest
    /// the centre when several are), else the twin nearest the centre; unchanged for the system,
    /// while inactive, and for a path outside the client's data.
    package func virtualPath(forClientPath clientPath: IndexPath, caller: CallerKind = .system) -> IndexPath {
        guard let source = SourceIndexPath(clientPath) else { return clientPath }
        switch space(for: caller) {
        case .virtual: return clientPath
        case .source: return engine.virtualIndexPath(forClientPath: source)?.indexPath ?? clientPath
        case .sourceOnScreen: return onScreenTwin(of: source)?.indexPath ?? clientPath
        }
    }

    /// The twin of `source` an app's path means outside callbacks (``OnScreenTwin``); nil for an
    /// item outside the client's data.
    package func onScreenTwin(of source: SourceIndexPath) -> VirtualIndexPath? {
        guard let surface, var twin = OnScreenTwin(source: source, center: centeredVirtualIndexPath,
                                                   in: engine.repetition) else { return nil }
        engine.passingThrough { surface.forEachVisibleItem { twin.consider($0) } }
        return twin.resolved ?? engine.homeVirtualIndexPath(for: source)
    }

    /// The view's section for a section passed by `caller` (`rect(forSection:)`,
    /// `headerView(forSection:)`…): inside a callback the copy of the callback's block, outside
    /// callbacks from app code the copy nearest the centre, unchanged otherwise.
    package func virtualSection(forClientSection section: Int, caller: CallerKind = .system) -> Int {
        switch space(for: caller) {
        case .virtual: return section
        case .source: return engine.virtualSection(forClientSection: section) ?? section
        case .sourceOnScreen:
            let anchor = centeredVirtualIndexPath?.section ?? 0
            return engine.repetition.nearestVirtualSection(toSource: section, near: anchor) ?? section
        }
    }

    /// ``actingOn(clientPath:caller:_:)`` for reloads and reconfigures
    /// (``virtualPaths(reloadingClientPaths:caller:)``).
    package func reloading<Result>(clientPaths: [IndexPath], caller: CallerKind = .system,
                                   _ body: ([IndexPath]) -> Result) -> Result {
        guard isActive else { return body(clientPaths) }
        let paths = virtualPaths(reloadingClientPaths: clientPaths, caller: caller)
        return engine.passingThrough { body(paths) }
    }

    /// The virtual paths a reload of `clientPaths` by `caller` refreshes. A client path stands for
    /// a change in the client's data, so every twin on screen reloads: inside a callback also
    /// the twin nearest the callback's item; outside callbacks (app code) the twin nearest the
    /// centre when none is on screen. The measured lengths of those items are forgotten.
    /// Unchanged for the system and paths outside the client's data.
    package func virtualPaths(reloadingClientPaths clientPaths: [IndexPath], caller: CallerKind = .system) -> [IndexPath] {
        // Inside the client's batch the paths name its data before the batch: they reload with
        // the batch's other edits when it closes, not now, against changed data —
        // whoever calls: a diffable data source reloads from a system framework's image, with the
        // client's paths, inside the batch it opened for the client.
        if isActive && batch.isOpen && phase.isOutsideBypass {
            clientEdited(.reloadingItems(clientPaths))
            return []
        }
        let space = space(for: caller)
        guard space.isSource else { return clientPaths }
        var paths: [IndexPath] = []
        var twinsOf = Set<SourceIndexPath>()
        for clientPath in clientPaths {
            guard let source = SourceIndexPath(clientPath), engine.repetition.contains(source) else {
                paths.append(clientPath)
                continue
            }
            if case .source = space, let virtual = engine.virtualIndexPath(forClientPath: source) {
                paths.append(virtual.indexPath)
            }
            twinsOf.insert(source)
            planning.forgetLength(of: source)
        }
        guard !twinsOf.isEmpty, let surface else { return paths }
        var seen = Set(paths)
        var shown = Set<SourceIndexPath>()
        engine.passingThrough {
            surface.forEachVisibleItem { virtual in
                let source = engine.sourceIndexPath(for: virtual)
                guard twinsOf.contains(source) else { return }
                shown.insert(source)
                if seen.insert(virtual.indexPath).inserted { paths.append(virtual.indexPath) }
            }
        }
        if case .sourceOnScreen = space {
            for clientPath in clientPaths {
                guard let source = SourceIndexPath(clientPath), twinsOf.contains(source), !shown.contains(source),
                      let twin = onScreenTwin(of: source), seen.insert(twin.indexPath).inserted else { continue }
                paths.append(twin.indexPath)
            }
        }
        return paths
    }

    /// `infinite.reloadRows`: the view's paths of every visible twin of the client's items
    /// (their measured lengths are forgotten). The client's own paths while inactive.
    package func visibleTwins(ofClientPaths clientPaths: [IndexPath]) -> [IndexPath] {
        guard isActive, let surface else { return clientPaths }
        let wanted = Set(clientPaths.compactMap(SourceIndexPath.init))
        for source in wanted { planning.forgetLength(of: source) }
        var twins: [IndexPath] = []
        engine.passingThrough {
            surface.forEachVisibleItem { virtual in
                if wanted.contains(engine.sourceIndexPath(for: virtual)) { twins.append(virtual.indexPath) }
            }
        }
        return twins
    }

    // MARK: Paths, sections and counts out

    /// Whether what the view hands out to `caller` now is in the client's space
    /// (``CallbackTranslation/handsOutClientPaths(to:)``; never while inactive or finite).
    package func handsOutClientPaths(to caller: CallerKind) -> Bool {
        isActive && engine.isLooping && engine.translation.handsOutClientPaths(to: caller)
    }

    /// A path the view hands out (`indexPath(for:)`, `indexPathForSelectedRow`,
    /// `indexPathForRow(at:)`…) as `caller` should see it: the client's path in the client's
    /// space, the view's own otherwise.
    package func clientPath(forVirtual indexPath: IndexPath, caller: CallerKind = .system) -> IndexPath {
        guard handsOutClientPaths(to: caller), let virtual = VirtualIndexPath(indexPath) else { return indexPath }
        return engine.sourceIndexPath(for: virtual).indexPath
    }

    /// Several paths the view hands out (visible, selected rows, rows in a rect) as `caller`
    /// should see them: in the client's space each client item once, in the view's order (twins
    /// of one item on screen together answer once, where the first twin was).
    package func clientPaths(forVirtual indexPaths: [IndexPath], caller: CallerKind = .system) -> [IndexPath] {
        guard handsOutClientPaths(to: caller) else { return indexPaths }
        return callbacks.uniqueSourcePaths(for: indexPaths)
    }

    /// `numberOfSections` as `caller` should see it: the client's section count in the client's
    /// space (as last loaded), nil when the view's own answer stands.
    package func sectionCount(caller: CallerKind) -> Int? {
        guard handsOutClientPaths(to: caller) else { return nil }
        return engine.repetition.sourceSectionCount
    }

    /// `numberOfRows(inSection:)` / `numberOfItems(inSection:)` as `caller` should see it: the
    /// client's count (as last loaded; 0 for a section it does not have) in the client's space,
    /// nil when the view's own answer stands.
    package func itemCount(inSection section: Int, caller: CallerKind) -> Int? {
        guard handsOutClientPaths(to: caller) else { return nil }
        let counts = engine.repetition.sourceItemCounts
        return section >= 0 && section < counts.count ? counts[section] : 0
    }

    // MARK: Scrolling

    /// A `scrollToRow` / `scrollToItem` by `caller`: inside a callback the shortest way from the
    /// callback's item; outside callbacks, from app code, the shortest way from the centred
    /// item ("jump to today"), and nothing for a path outside the client's data. False when
    /// the view is to scroll to the (translated) path itself: UIKit's own calls, finite content.
    package func clientScroll(to clientPath: IndexPath, position: Surface.ScrollPosition, animated: Bool,
                              caller: CallerKind) -> Bool {
        switch space(for: caller) {
        case .virtual:
            return false
        case .source:
            return clientScroll(to: clientPath, position: position, animated: animated)
        case .sourceOnScreen:
            guard let source = SourceIndexPath(clientPath), engine.repetition.contains(source) else { return true }
            let anchor = centeredVirtualIndexPath ?? engine.homeVirtualIndexPath(for: source)
            _ = navigate(to: source, from: anchor, direction: .nearest, position: position, animated: animated)
            return true
        }
    }

    /// Runs a client call that returns a path or section with no path of its own (a section index
    /// title, a preferred focus) in a frame anchored on the centred item, so the answer maps to
    /// the twin nearest what the user sees.
    package func forwardingNearCenter<Result>(_ body: () -> Result) -> Result {
        guard isActive, let center = centeredVirtualIndexPath else { return engine.passingThrough(body) }
        return engine.forwarding(center) { _ in body() }
    }

    /// The client's answer to a section-index question (`sectionForSectionIndexTitle`) as the
    /// twin of its section nearest the centre; a section outside the client's data is unchanged.
    ///
    /// ```swift
    /// controller.virtualSectionNearCenter { client.sectionForIndexTitle("C", at: 2) }   // 2 → 14
    /// ```
    package func virtualSectionNearCenter(_ body: () -> Int) -> Int {
        forwardingNearCenter {
            let section = body()
            return isActive ? engine.virtualSection(forClientSection: section) ?? section : section
        }
    }

    /// The client's answer to a question with no path of its own (a preferred focus, an index
    /// title's path) as the twin nearest the centre.
    package func virtualPathNearCenter(_ body: () -> IndexPath?) -> IndexPath? {
        forwardingNearCenter { body().map(callbacks.virtualPath(forReturned:)) }
    }

    /// Forwards a drop question (`dropSessionDidUpdate`, `performDrop`) with the client's
    /// destination: by the rows the drop falls between (post-removal for a local move of
    /// `moving`), so a drop across a copy's end lands where the user let go. Paths the client hands
    /// back inside (`coordinator.drop(_:toRowAt:)`) land on the twin nearest the destination; with
    /// no destination (a drop below the last row UIKit could name) nearest the centre.
    ///
    /// ```swift
    /// controller.forwardingDrop(at: coordinator.destinationIndexPath, moving: local) { destination in
    ///     client.performDrop(with: wrapped(coordinator, destination))
    /// }
    /// ```
    package func forwardingDrop<Result>(at destination: IndexPath?, moving: IndexPath?, _ body: (IndexPath?) -> Result) -> Result {
        guard isActive else { return engine.passingThrough { body(destination) } }
        guard let destination, let virtual = VirtualIndexPath(destination) else { return forwardingNearCenter { body(nil) } }
        let target = callbacks.dropDestination(virtual, moving: moving.flatMap(VirtualIndexPath.init))
        return engine.forwarding(virtual, as: target) { body($0.indexPath) }
    }

    /// A laid-out item at or just before `path` (a drop's destination may name the slot after a
    /// section's last item), else the centred item, else the first: somewhere to animate a drop to.
    package func existingVirtualItem(near path: IndexPath?) -> VirtualIndexPath {
        if let surface, let path, let virtual = VirtualIndexPath(path), virtual.section >= 0,
           virtual.section < surface.laidOutSectionCount {
            let count = surface.laidOutItemCount(inSection: virtual.section)
            if count > 0 { return VirtualIndexPath(section: virtual.section, item: min(max(virtual.item, 0), count - 1)) }
        }
        return centeredVirtualIndexPath ?? VirtualIndexPath(section: 0, item: 0)
    }

    /// Forwards a drop session's update (`dropSessionDidUpdate`): a local drag moves the row it
    /// began at (``dragBegan(at:)``), a drop from elsewhere inserts.
    package func forwardingDropUpdate<Result>(at destination: IndexPath?, isLocal: Bool,
                                              _ body: (IndexPath?) -> Result) -> Result {
        forwardingDrop(at: destination, moving: isLocal ? dragOrigin : nil, body)
    }

    /// Forwards the drop itself (`performDrop`) and ends the drag (``dragEnded()`` follows from
    /// UIKit too, but only for a drag that began in this view): `body` gets the client's
    /// destination, the client's paths for the items' origins (nil for items from elsewhere;
    /// the first origin is the moving row), and the virtual path the client's answers
    /// (`coordinator.drop(_:toRowAt:)`) land near — UIKit's destination, else the centred item.
    ///
    /// - Complexity: O(items).
    package func forwardingPerformDrop(
        at destination: IndexPath?, itemOrigins: [IndexPath?],
        _ body: (_ destination: IndexPath?, _ origins: [IndexPath?], _ anchor: IndexPath?) -> Void
    ) {
        defer { batch.dragOrigin = nil }
        let anchor = destination ?? centeredVirtualIndexPath?.indexPath
        let origins = itemOrigins.map { $0.map(sourceIndexPath(forVirtual:)) }
        forwardingDrop(at: destination, moving: itemOrigins.lazy.compactMap { $0 }.first) { clientDestination in
            let outer = batch.dropAnchor
            batch.dropAnchor = makeDropAnchor(at: destination, client: clientDestination)
            defer { batch.dropAnchor = outer }
            body(clientDestination, origins, anchor)
        }
    }

    /// Where the dropped item is to stay while the client performs a drop at `destination`
    /// (UIKit's path: the slot the user let go over, where UIKit opened its gap): the client's
    /// `client` path, at the leading edge the item at `destination` has now. Nil — the centred
    /// item stays, as for any edit — while inactive, without a destination, or when no item is
    /// laid out at `destination` (the slot after a section's last item).
    ///
    /// For items of one size this is exactly where UIKit's gap was; for a local move from before
    /// the slot of items of different sizes it is off by the difference of the two items' sizes.
    private func makeDropAnchor(at destination: IndexPath?, client: IndexPath?) -> EditBatch.DropAnchor? {
        guard isActive, let surface, let destination, let virtual = VirtualIndexPath(destination),
              let client = client.flatMap(SourceIndexPath.init),
              let edge = engine.passingThrough({ surface.leadingEdge(ofVirtual: virtual) }) else { return nil }
        return EditBatch.DropAnchor(client: client, near: virtual, screen: edge - surface.readingOffset(along: engine.axis))
    }

    /// The twin of the dropped item after the client's edits: the one nearest where it was dropped.
    func droppedItem(_ drop: EditBatch.DropAnchor, after translation: VirtualEditTranslation) -> VirtualIndexPath? {
        engine.repetition.nearestVirtualIndexPath(to: drop.client, near: translation.survivingVirtualIndexPath(near: drop.near) ?? drop.near)
    }

    /// Remembers where a drag began (the virtual path of `itemsForBeginning`), so later drop
    /// questions of the same local drag know which row moves; nil forgets it.
    package func dragBegan(at indexPath: IndexPath?) {
        batch.dragOrigin = indexPath
    }

    /// Forgets the drag that began here (`dragSessionDidEnd`): UIKit ends every drag that began
    /// in the view — dropped here, dropped on another view or app, or cancelled — and a later
    /// local session (a drag from another view of the app) moves nothing of this view's. Without
    /// this, a drag that ended without a drop here left its origin, and the next drop from another
    /// view was answered as a move of that row: one slot off.
    ///
    /// ```swift
    /// controller.dragEnded()   // in tableView(_:dragSessionDidEnd:), then forward to the client
    /// ```
    ///
    /// - Complexity: O(1).
    package func dragEnded() {
        batch.dragOrigin = nil
    }

    /// A drop session entered the view (`dropSessionDidEnter`). Until it leaves
    /// (``dropSessionLeft()``) UIKit sends data-source calls through its own shadow updates: the
    /// controller makes no recentering jump and none of its own reloads (re-plans for a new size or
    /// learned lengths, the reload after a user's move wait); the client's own edits and reloads
    /// still go through.
    ///
    /// ```swift
    /// controller.dropSessionEntered()   // tableView(_:dropSessionDidEnter:)
    /// controller.dropSessionLeft()      // dropSessionDidExit / dropSessionDidEnd
    /// ```
    ///
    /// - Complexity: O(1).
    package func dropSessionEntered() {
        phase.insert(.underDropSession)
    }

    /// The drop session left the view or ended (`dropSessionDidExit`, `dropSessionDidEnd`; either
    /// may come alone or both): what waited runs — the reload after a user's move, a re-plan at
    /// the next layout, and recentering.
    ///
    /// - Complexity: O(1) plus a recentering check (and the reload that waited, if any).
    package func dropSessionLeft() {
        guard phase.contains(.underDropSession) else { return }
        phase.remove(.underDropSession)
        guard isActive, let surface else { return }
        if batch.userMove != nil { reloadAfterUserMove() }
        if planning.needsViewportReplan { surface.setNeedsLayout() }
        recenterIfNeeded(surface)
    }

    /// A user's finished move (`moveRowAt`, `moveItemAt`): the client moves its data with its own
    /// paths, then every copy reloads once the move's animation is over (the other copies are stale).
    ///
    /// A reload asked for while the client moves its data does not run inside UIKit's move: the
    /// reload after the move covers it. A diffable data source asks for one there: it applies its
    /// reordered snapshot inside the move and, since UIKit's move (the view's paths) and the
    /// snapshot's (the client's) differ, calls `reloadData()` (HostFidelity E-e).
    ///
    /// ```swift
    /// controller.userMoved(from: from, to: to) { client.tableView(table, moveRowAt: $0, to: $1) }
    /// ```
    ///
    /// - Complexity: O(1) plus the client's call; the reload runs on the next main-queue turn.
    package func userMoved(from: IndexPath, to: IndexPath, _ body: (IndexPath, IndexPath) -> Void) {
        var clientDestination: IndexPath?
        let entered = phase.insert(.forwardingUserMove).inserted
        let forwarded = callbacks.forwardUserMove(from: from, to: to) { clientDestination = $1; body($0, $1) }
        if entered { phase.remove(.forwardingUserMove) }
        guard forwarded else { return }
        batch.userMove = VirtualIndexPath(to).flatMap { to in
            clientDestination.flatMap(SourceIndexPath.init).map { EditBatch.UserMove(to: to, sourceTo: $0) }
        }
        reloadAfterUserMove()
    }

    // MARK: The `infinite` namespace

    /// The client's path for a path of the view's own (unchanged while inactive).
    package func sourceIndexPath(forVirtual indexPath: IndexPath) -> IndexPath {
        guard isActive, let virtual = VirtualIndexPath(indexPath) else { return indexPath }
        return engine.sourceIndexPath(for: virtual).indexPath
    }

    /// The client's paths of the visible items in layout order, each once.
    package var visibleSourceIndexPaths: [IndexPath] {
        guard let surface else { return [] }
        var seen = Set<SourceIndexPath>()
        var result: [IndexPath] = []
        let active = isActive
        engine.passingThrough {
            surface.forEachVisibleItem { virtual in
                let source = active ? engine.sourceIndexPath(for: virtual)
                    : SourceIndexPath(section: virtual.section, item: virtual.item)
                if seen.insert(source).inserted { result.append(source.indexPath) }
            }
        }
        return result
    }

    /// The offset along the axis without the controller's own adjustments (recentering jumps,
    /// restores, corrections): it moves only as the user or the app scrolls, so its deltas suit
    /// hide-on-scroll and parallax code across jumps.
    package var continuousOffset: CGFloat {
        guard let surface else { return 0 }
        return surface.readingOffset(along: engine.axis) - statistics.offsetAdjustment
    }

    /// Whether the content repeats now.
    package var isLooping: Bool { isActive && engine.isLooping }
}
