import Foundation

/// Forwarding helpers shared by every list interceptor (UIKit's Objective-C ones and the host's):
/// a callback about a virtual path reaches the client as its source path, inside a translation
/// frame of the engine, and the client's answers map back.
///
/// It also remembers which of the client's items each displayed view shows, keyed by the view's
/// identity: `didEndDisplaying` then names the item `willDisplay` named even when the plan changed
/// in between (a reload, a size change, switching infinite scrolling off), for UIKit and the
/// host alike. A record is taken by its `didEndDisplaying`; the rest are forgotten when the
/// interceptors are removed.
///
/// ```swift
/// bridge.startDisplay(of: ObjectIdentifier(cell), at: [0, 13]) { client.willDisplay(cell, $0) }   // [0, 3]
/// engine.setEnabled(false)
/// bridge.endDisplay(of: ObjectIdentifier(cell), at: [0, 13]) { client.didEndDisplaying(cell, $0) } // [0, 3]
/// ```
///
/// - Complexity: every helper O(1) (a dictionary access for the display records), except
///   ``uniqueSourcePaths(for:)``, O(k).
@MainActor
package final class CallbackBridge {
    /// The engine whose plan maps paths (the controller that owns this bridge owns it too). A
    /// strong reference: the engine refers to nothing, so there is no cycle, and reading it costs
    /// no `unowned` retain and release on every callback.
    package let engine: InfiniteListEngine
    // The display records are `@exclusivity(unchecked)`: each access is one dictionary or set
    // operation that calls no client code (the client's `body` runs after it), so no two accesses
    // overlap, and a checked access costs ~77 instructions.
    /// The client's item each displayed view shows, from its `willDisplay` until its `didEndDisplaying`.
    @exclusivity(unchecked) private var displayed: [IdentityKey: SourceIndexPath] = [:]
    /// The client's item each cell was configured for (its `cellForRowAt`), until its `willDisplay`.
    @exclusivity(unchecked) private var configured: [IdentityKey: (virtual: VirtualIndexPath, source: SourceIndexPath)] = [:]
    /// Cells whose display the client was not told of (``startDisplay(of:at:supplementary:_:)``):
    /// their end is not forwarded either.
    @exclusivity(unchecked) private var withheld: Set<IdentityKey> = []

    package init(engine: InfiniteListEngine) {
        self.engine = engine
    }

    /// Runs a client call that carries no path with nothing translated inside it.
    package func neutral<Result>(_ body: () -> Result) -> Result {
        engine.passingThrough(body)
    }

    /// Runs a client callback about no item (`scrollViewDidScroll`, prefetching, a context menu
    /// for several items): the client's code speaks the client's paths inside, as outside
    /// callbacks (``CallbackTranslation/Frame/client``).
    package func client<Result>(_ body: () -> Result) -> Result {
        engine.translation.beginClientCall()
        defer { engine.translation.endFrame() }
        return body()
    }

    /// Forwards a call about a virtual path as the client's source path; `fallback` for a
    /// malformed path.
    package func forward<Result>(
        _ indexPath: IndexPath, fallback: @autoclosure () -> Result, _ body: (IndexPath) -> Result
    ) -> Result {
        guard let virtual = VirtualIndexPath(indexPath) else { return fallback() }
        return engine.forwarding(virtual) { source in body(source.indexPath) }
    }

    /// Forwards a call about a virtual section as the client's section.
    package func forward<Result>(section: Int, _ body: (Int) -> Result) -> Result {
        engine.forwarding(section: section, body)
    }

    /// Forwards a call about a supplementary view (header or footer): only its section maps.
    package func forwardSupplementary<Result>(
        _ indexPath: IndexPath, fallback: @autoclosure () -> Result, _ body: (IndexPath) -> Result
    ) -> Result {
        guard let virtual = VirtualIndexPath(indexPath) else { return fallback() }
        let source = SourceIndexPath(section: engine.sourceSection(forVirtualSection: virtual.section), item: virtual.item)
        return engine.forwarding(virtual, as: source) { body($0.indexPath) }
    }

    /// Forwards a cell request (`cellForRowAt`, `cellForItemAt`) as ``forward(_:fallback:_:)``
    /// does, and remembers which of the client's items the returned cell was configured for: its
    /// `willDisplay` then names that item even when the plan changed in between — a client that
    /// reloads inside `cellForRowAt` re-plans, and the view still displays the cell it asked for.
    ///
    /// ```swift
    /// let cell = bridge.forwardCell([0, 13], fallback: blank) { client.cellForRowAt($0) }   // [0, 3]
    /// // the client reloaded inside; the new plan maps [0, 13] to [0, 6]
    /// bridge.startDisplay(of: ObjectIdentifier(cell), at: [0, 13]) { client.willDisplay(cell, $0) } // [0, 3]
    /// ```
    ///
    /// - Complexity: O(1) plus `body` (a dictionary write).
    package func forwardCell<Cell: AnyObject>(
        _ indexPath: IndexPath, fallback: @autoclosure () -> Cell, _ body: (IndexPath) -> Cell
    ) -> Cell {
        guard let virtual = VirtualIndexPath(indexPath) else { return fallback() }
        let source = engine.sourceIndexPath(for: virtual)
        let cell = engine.forwarding(virtual, as: source) { body($0.indexPath) }
        configured[IdentityKey(ObjectIdentifier(cell))] = (virtual, source)
        return cell
    }

    /// Forwards `willDisplay` for the view `view` and records the client's item it shows (the one
    /// it was configured for, when it was configured through ``forwardCell(_:fallback:_:)``).
    ///
    /// A cell configured for an item the client's data no longer has (the client changed its
    /// counts and reloaded inside that cell's `cellForRowAt`; the view still displays the cell it
    /// asked for, then ends it) is the view's business only: neither its `willDisplay` nor its
    /// `didEndDisplaying` reaches the client, which would get a path outside its data.
    ///
    /// ```swift
    /// bridge.forwardCell([0, 8], fallback: blank) { client.cellForRowAt($0) }   // the client reloads with 5 rows
    /// bridge.startDisplay(of: ObjectIdentifier(cell), at: [0, 8]) { _ in }      // not forwarded
    /// ```
    ///
    /// - Complexity: O(1).
    package func startDisplay(
        of view: ObjectIdentifier, at indexPath: IndexPath, supplementary: Bool = false, _ body: (IndexPath) -> Void
    ) {
        guard let virtual = VirtualIndexPath(indexPath),
              let source = recordDisplay(of: view, at: virtual, supplementary: supplementary) else { return }
        engine.forwarding(virtual, as: source) { body($0.indexPath) }
    }

    /// The display-record half of ``startDisplay(of:at:supplementary:_:)``, for a caller that
    /// forwards the call itself with the source path it returns (``ListController`` learns a
    /// row's length from the same path): takes `view`'s configuration record and records the
    /// client's item it shows; nil, and the display withheld, for an item outside the client's
    /// data.
    ///
    /// ```swift
    /// if let source = bridge.recordDisplay(of: ObjectIdentifier(cell), at: virtual) {
    ///     engine.forwarding(virtual, as: source) { client.willDisplay(cell, $0.indexPath) }
    /// }
    /// ```
    ///
    /// - Complexity: O(1) (a few dictionary and set operations).
    // Inlined into its two callers: a call returning the optional path cost the frame with one
    // cell entering ~11 instructions more than the two calls it replaced.
    @inline(__always)
    package func recordDisplay(
        of view: ObjectIdentifier, at virtual: VirtualIndexPath, supplementary: Bool = false
    ) -> SourceIndexPath? {
        let key = IdentityKey(view)
        // One look-up takes the configuration record (none to take: no hashing at all).
        let record = configured.isEmpty ? nil : configured.removeValue(forKey: key)
        let source: SourceIndexPath
        if supplementary {
            source = sourcePath(for: virtual, supplementary: true)
        } else if let record, record.virtual == virtual {
            source = record.source
        } else {
            source = engine.sourceIndexPath(for: virtual)
        }
        if !withheld.isEmpty { withheld.remove(key) }
        guard supplementary || engine.contains(source) else {
            displayed[key] = nil
            withheld.insert(key)
            return nil
        }
        displayed[key] = source
        return source
    }

    /// Forwards `didEndDisplaying` for `view` with the item recorded at its `willDisplay` (the
    /// current mapping when nothing was recorded), forgetting the record; nothing for a view
    /// whose `willDisplay` was withheld.
    package func endDisplay(
        of view: ObjectIdentifier, at indexPath: IndexPath, supplementary: Bool = false, _ body: (IndexPath) -> Void
    ) {
        guard let virtual = VirtualIndexPath(indexPath) else { return }
        let key = IdentityKey(view)
        if !withheld.isEmpty, withheld.remove(key) != nil { return }
        let source = displayed.removeValue(forKey: key) ?? sourcePath(for: virtual, supplementary: supplementary)
        engine.forwarding(virtual, as: source) { body($0.indexPath) }
    }

    /// The client's item a displayed view was recorded as showing.
    package func displayedSource(of view: ObjectIdentifier) -> SourceIndexPath? {
        displayed[IdentityKey(view)]
    }

    /// Forgets every display record (the interceptors were removed: no end will come through them).
    package func forgetDisplayRecords() {
        displayed.removeAll()
        configured.removeAll()
        withheld.removeAll()
    }

    /// A path the client returned from inside a forwarded call, as the virtual path UIKit should
    /// use: the twin nearest the call's path; a path outside the client's data is unchanged.
    package func virtualPath(forReturned indexPath: IndexPath) -> IndexPath {
        guard let source = SourceIndexPath(indexPath),
              let virtual = engine.virtualIndexPath(forClientPath: source) else { return indexPath }
        return virtual.indexPath
    }

    /// Forwards a call whose answer redirects UIKit to one of the client's paths
    /// (`willSelectRowAt`, `willDeselectRowAt`): `body` gets the source path and returns `.none`
    /// when the client does not implement the method (UIKit keeps its path), `nil` to refuse, or the
    /// client's path, which lands on its twin nearest the call's path.
    ///
    /// ```swift
    /// bridge.forwardRedirect([0, 13]) { _ in .some([0, 4]) }   // [0, 14] with 10 rows per copy
    /// ```
    package func forwardRedirect(_ indexPath: IndexPath, _ body: (IndexPath) -> IndexPath??) -> IndexPath? {
        forward(indexPath, fallback: indexPath) { source in
            switch body(source) {
            case .none: indexPath
            case .some(let answer): answer.map(virtualPath(forReturned:))
            }
        }
    }

    /// Forwards an interactive move's target question: the client sees its own paths for the
    /// moving item(s) and the proposal — the proposal mapped by its neighbours, as
    /// ``ReorderTranslation`` does for the move itself — and an answer other than that proposal
    /// lands on the twin nearest it; a malformed path or no answer keeps UIKit's proposal.
    /// The last of `moving` is where the moving item is now.
    ///
    /// ```swift
    /// bridge.forwardMoveTarget(moving: [[0, 12]], proposed: [0, 15]) { moving, proposed in proposed }
    /// ```
    package func forwardMoveTarget(
        moving: [IndexPath], proposed: IndexPath, _ body: (_ moving: [IndexPath], _ proposed: IndexPath) -> IndexPath?
    ) -> IndexPath {
        var sources: [IndexPath] = []
        sources.reserveCapacity(moving.count)
        var current: VirtualIndexPath?
        for path in moving {
            guard let virtual = VirtualIndexPath(path) else { return proposed }
            sources.append(engine.sourceIndexPath(for: virtual).indexPath)
            current = virtual
        }
        guard let current, let virtualProposal = VirtualIndexPath(proposed) else { return proposed }
        let sourceProposal = reorderDestination(moving: current, destination: virtualProposal)
        return engine.forwarding(virtualProposal, as: sourceProposal) { source in
            guard let answer = body(sources, source.indexPath), answer != source.indexPath else { return proposed }
            guard let target = SourceIndexPath(answer),
                  let destination = virtualDestination(of: target, moving: current, near: virtualProposal)
            else { return virtualPath(forReturned: answer) }
            return destination.indexPath
        }
    }

    /// The virtual destination nearest `proposal` (in its section) whose move gives the client's
    /// post-removal `target`; nil when the target is in another section or none is found.
    ///
    /// - Complexity: O(n) for n items in one copy of the section (one candidate per slot until
    ///   the target's slot is met, at most a copy away).
    private func virtualDestination(
        of target: SourceIndexPath, moving: VirtualIndexPath, near proposal: VirtualIndexPath
    ) -> VirtualIndexPath? {
        guard engine.sourceSection(forVirtualSection: proposal.section) == target.section else { return nil }
        let count = engine.numberOfVirtualItems(inVirtualSection: proposal.section)
        let last = moving.section == proposal.section ? count - 1 : count
        guard last >= 0 else { return nil }
        // Repeated within one section, the client's first and last slots are the same place on
        // screen (between its last row and its first): either answer names it.
        let repetition = engine.repetition
        let lastSlot = repetition.repeatsWithinSection ? repetition.sourceItemCounts[0] - 1 : -1
        func slot(_ path: SourceIndexPath) -> SourceIndexPath {
            path.item == lastSlot && lastSlot > 0 ? SourceIndexPath(section: path.section, item: 0) : path
        }
        let wanted = slot(target)
        for distance in 0...last {
            for item in distance == 0 ? [proposal.item] : [proposal.item - distance, proposal.item + distance]
            where item >= 0 && item <= last {
                let candidate = VirtualIndexPath(section: proposal.section, item: item)
                if slot(reorderDestination(moving: moving, destination: candidate)) == wanted { return candidate }
            }
        }
        return nil
    }

    /// Forwards a finished user move (`moveRowAt`, `moveItemAt`) as the client's paths: the
    /// destination by the rows the item was dropped between (``ReorderTranslation``), so a drop
    /// across the end of a copy lands where the user let go. False (and nothing forwarded) for a
    /// malformed path. The caller reloads the other copies afterwards.
    @discardableResult
    package func forwardUserMove(from: IndexPath, to: IndexPath, _ body: (IndexPath, IndexPath) -> Void) -> Bool {
        guard let moving = VirtualIndexPath(from), let destination = VirtualIndexPath(to) else { return false }
        let sourceFrom = engine.sourceIndexPath(for: moving)
        let sourceTo = reorderDestination(moving: moving, destination: destination)
        engine.forwarding(destination, as: sourceTo) { body(sourceFrom.indexPath, $0.indexPath) }
        return true
    }

    /// The client's path for a drop's virtual destination: post-removal when the drag is a local
    /// move of `moving`, an insertion index for a drop from elsewhere (`moving` nil).
    package func dropDestination(_ destination: VirtualIndexPath, moving: VirtualIndexPath?) -> SourceIndexPath {
        reorderDestination(moving: moving, destination: destination)
    }

    /// The client's post-removal destination for a virtual move (see ``ReorderTranslation``).
    private func reorderDestination(moving: VirtualIndexPath?, destination: VirtualIndexPath) -> SourceIndexPath {
        let neighbours = ReorderTranslation.virtualNeighbours(
            moving: moving, destination: destination,
            itemCount: engine.numberOfVirtualItems(inVirtualSection: destination.section))
        return ReorderTranslation.sourceDestination(
            moving: moving.map(engine.sourceIndexPath(for:)),
            predecessor: neighbours.predecessor.map(engine.sourceIndexPath(for:)),
            successor: neighbours.successor.map(engine.sourceIndexPath(for:)),
            emptySection: engine.sourceSection(forVirtualSection: destination.section))
    }

    /// A path the client hands back later about a call at `anchor` (a drop coordinator's
    /// `drop(_:toRowAt:)`): the twin nearest `anchor`, whether or not the call is still open.
    package func virtualPath(forReturned indexPath: IndexPath, near anchor: IndexPath?) -> IndexPath {
        guard let anchor, let virtual = VirtualIndexPath(anchor) else { return virtualPath(forReturned: indexPath) }
        return engine.forwarding(virtual) { _ in virtualPath(forReturned: indexPath) }
    }

    /// The client's paths for a batch of virtual ones (prefetching), each once, in order.
    package func uniqueSourcePaths(for indexPaths: [IndexPath]) -> [IndexPath] {
        var seen = Set<SourceIndexPath>()
        var result: [IndexPath] = []
        for indexPath in indexPaths {
            guard let virtual = VirtualIndexPath(indexPath) else { continue }
            let source = engine.sourceIndexPath(for: virtual)
            if seen.insert(source).inserted { result.append(source.indexPath) }
        }
        return result
    }

    private func sourcePath(for virtual: VirtualIndexPath, supplementary: Bool) -> SourceIndexPath {
        supplementary
            ? SourceIndexPath(section: engine.sourceSection(forVirtualSection: virtual.section), item: virtual.item)
            : engine.sourceIndexPath(for: virtual)
    }
}
