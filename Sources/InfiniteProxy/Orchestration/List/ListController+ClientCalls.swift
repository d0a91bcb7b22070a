import Foundation

/// The translation of client calls in both directions (T1, T2) and the `infinite` namespace's
/// source-path reads. See ``ListController``.
extension ListController {
    // MARK: Client calls inside callbacks

    /// Runs the view's own implementation of a method the client called with `clientPath`: inside
    /// a forwarded callback the client's path acts on the callback's twin (or the twin nearest it);
    /// elsewhere it is passed unchanged. Nothing inside is translated again.
    package func actingOn<Result>(clientPath: IndexPath, _ body: (IndexPath) -> Result) -> Result {
        guard isActive else { return body(clientPath) }
        return engine.passingThrough { body(virtualPath(forClientPath: clientPath)) }
    }

    /// The virtual path a client path stands for now (unchanged outside callbacks).
    package func virtualPath(forClientPath clientPath: IndexPath) -> IndexPath {
        guard isActive, let source = SourceIndexPath(clientPath),
              let virtual = engine.virtualIndexPath(forClientPath: source) else { return clientPath }
        return virtual.indexPath
    }

    /// ``actingOn(clientPath:_:)`` for reloads (T2): inside a callback a client path stands for a
    /// change in the client's data, so besides the translated twin every *visible* twin reloads.
    /// The measured lengths of those items are forgotten (T7).
    package func reloading<Result>(clientPaths: [IndexPath], _ body: ([IndexPath]) -> Result) -> Result {
        guard isActive else { return body(clientPaths) }
        return engine.passingThrough { body(virtualPaths(reloadingClientPaths: clientPaths)) }
    }

    /// The virtual paths a client's reload of `clientPaths` refreshes (see ``reloading(clientPaths:_:)``).
    package func virtualPaths(reloadingClientPaths clientPaths: [IndexPath]) -> [IndexPath] {
        guard isActive else { return clientPaths }
        // Inside the client's batch the paths name its data before the batch: they reload with
        // the batch's other edits when it closes (issue 15), not now, against changed data.
        if batchDepth > 0 && bypassDepth == 0 {
            clientEdited(.reloadingItems(clientPaths))
            return []
        }
        var paths: [IndexPath] = []
        var twinsOf = Set<SourceIndexPath>()
        for clientPath in clientPaths {
            guard let source = SourceIndexPath(clientPath),
                  let virtual = engine.virtualIndexPath(forClientPath: source) else {
                paths.append(clientPath)
                continue
            }
            paths.append(virtual.indexPath)
            twinsOf.insert(source)
            measuredExtents[source] = nil
        }
        if !twinsOf.isEmpty, let surface {
            var seen = Set(paths)
            engine.passingThrough {
                surface.forEachVisibleItem { virtual in
                    guard twinsOf.contains(engine.sourceIndexPath(for: virtual)),
                          seen.insert(virtual.indexPath).inserted else { return }
                    paths.append(virtual.indexPath)
                }
            }
        }
        return paths
    }

    /// `infinite.reloadRows`: the view's paths of every visible twin of the client's items
    /// (their measured lengths are forgotten). The client's own paths while inactive.
    package func visibleTwins(ofClientPaths clientPaths: [IndexPath]) -> [IndexPath] {
        guard isActive, let surface else { return clientPaths }
        let wanted = Set(clientPaths.compactMap(SourceIndexPath.init))
        for source in wanted { measuredExtents[source] = nil }
        var twins: [IndexPath] = []
        engine.passingThrough {
            surface.forEachVisibleItem { virtual in
                if wanted.contains(engine.sourceIndexPath(for: virtual)) { twins.append(virtual.indexPath) }
            }
        }
        return twins
    }

    /// A path the view hands out (`indexPath(for:)`, `indexPathForSelectedRow`, …) as the caller
    /// should see it (T1): the client's path inside a forwarded callback, the view's own elsewhere.
    package func clientPath(forVirtual indexPath: IndexPath) -> IndexPath {
        guard isActive, let virtual = VirtualIndexPath(indexPath) else { return indexPath }
        switch engine.translation.currentFrame {
        case .forwarded?, .forwardedSection?: return engine.sourceIndexPath(for: virtual).indexPath
        case .passthrough?, nil: return indexPath
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

    /// Remembers where a drag began (the virtual path of `itemsForBeginning`), so later drop
    /// questions of the same local drag know which row moves; nil forgets it.
    package func dragBegan(at indexPath: IndexPath?) {
        dragOrigin = indexPath
    }

    /// A user's finished move (`moveRowAt`, `moveItemAt`): the client moves its data with its own
    /// paths, then every copy reloads once the move's animation is over (the other copies are stale).
    package func userMoved(from: IndexPath, to: IndexPath, _ body: (IndexPath, IndexPath) -> Void) {
        guard callbacks.forwardUserMove(from: from, to: to, body) else { return }
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

    /// Whether the content repeats now.
    package var isLooping: Bool { isActive && engine.isLooping }
}
