import Foundation

/// Forwarding helpers shared by every list interceptor (UIKit's Objective-C ones and the host's):
/// a callback about a virtual path reaches the client as its source path, inside a translation
/// frame of the engine, and the client's answers map back.
///
/// It also remembers which of the client's items each displayed view shows, keyed by the view's
/// identity: `didEndDisplaying` then names the item `willDisplay` named even when the plan changed
/// in between (a reload, a size change, switching infinite scrolling off) — T4, for UIKit and the
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
    /// The engine whose plan maps paths (owned by the controller that owns this bridge).
    package unowned let engine: InfiniteListEngine
    private var displayed: [ObjectIdentifier: SourceIndexPath] = [:]

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

    /// Forwards `willDisplay` for the view `view` and records the client's item it shows.
    package func startDisplay(
        of view: ObjectIdentifier, at indexPath: IndexPath, supplementary: Bool = false, _ body: (IndexPath) -> Void
    ) {
        guard let virtual = VirtualIndexPath(indexPath) else { return }
        let source = sourcePath(for: virtual, supplementary: supplementary)
        displayed[view] = source
        engine.forwarding(virtual, as: source) { body($0.indexPath) }
    }

    /// Forwards `didEndDisplaying` for `view` with the item recorded at its `willDisplay` (the
    /// current mapping when nothing was recorded), forgetting the record.
    package func endDisplay(
        of view: ObjectIdentifier, at indexPath: IndexPath, supplementary: Bool = false, _ body: (IndexPath) -> Void
    ) {
        guard let virtual = VirtualIndexPath(indexPath) else { return }
        let source = displayed.removeValue(forKey: view) ?? sourcePath(for: virtual, supplementary: supplementary)
        engine.forwarding(virtual, as: source) { body($0.indexPath) }
    }

    /// The client's item a displayed view was recorded as showing.
    package func displayedSource(of view: ObjectIdentifier) -> SourceIndexPath? {
        displayed[view]
    }

    /// Forgets every display record (the interceptors were removed: no end will come through them).
    package func forgetDisplayRecords() {
        displayed.removeAll()
    }

    /// A path the client returned from inside a forwarded call, as the virtual path UIKit should
    /// use: the twin nearest the call's path; a path outside the client's data is unchanged.
    package func virtualPath(forReturned indexPath: IndexPath) -> IndexPath {
        guard let source = SourceIndexPath(indexPath),
              let virtual = engine.virtualIndexPath(forClientPath: source) else { return indexPath }
        return virtual.indexPath
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
