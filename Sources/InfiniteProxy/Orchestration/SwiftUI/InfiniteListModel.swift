import Foundation

/// The platform-neutral model behind `InfiniteList` and `InfiniteCarousel`: it turns the app's
/// data into edits on an infinite table or collection view, keeps the centred-item binding and
/// the scroll position in step, and applies the modifiers — all through the ``ListController``
/// the view's `enableInfiniteScrolling` created, so the SwiftUI views and the UIKit ones share
/// one implementation.
///
/// - **Data**: a flat list (one section) or sections of items. Identifiers are made unique
///   (``UniqueSections``; duplicates get a diagnostic, never a crash), diffed by identity
///   (``IdentityDiff``: sections inserted, deleted and moved, items moving within and across
///   sections) and sent as one batch of public edits (``IdentityBatchTarget``), the path a
///   diffable `apply` takes: animated in every copy, the centred item kept on screen. The first
///   data is a reload.
/// - **Binding** (``CenteredIDSync``): a value the app sets scrolls the shortest way
///   (``ListController/scroll(toSource:direction:position:animated:)`` with `.nearest`); the
///   centred item's identifier is published when it changes, never for a recentering jump.
///
/// ```swift
/// let model = InfiniteListModel<UICollectionView, City.ID>(controller: controller,
///                                                         centerPosition: .centeredHorizontally)
/// model.publish = { centred = $0 }
/// model.setData(cities.map(\.id)) { unique in source.show(unique) }
/// // or sections: model.setSections(regions.map { (id: AnyHashable($0.id), items: $0.cities.map(\.id)) }) { … }
/// model.bindingRead(centred, animated: true)   // at every view update
/// model.didScroll()                            // from scrollViewDidScroll and animation ends
/// ```
///
/// - Complexity: a data change is O(n log n) plus the controller's batch; ``didScroll()`` is one
///   centred-item look-up (O(log n)).
@MainActor
package final class InfiniteListModel<Surface: ListSurface & IdentityBatchTarget, ID: Hashable> {
    /// The controller of the view (the view owns it).
    package private(set) weak var controller: ListController<Surface>?
    /// Where a scroll to an item puts it (`.centeredHorizontally`, `.middle`, …).
    package let centerPosition: Surface.ScrollPosition
    /// The data shown and the binding's state.
    package private(set) var items = IdentifiedItems<UniqueSections<AnyHashable, ID>>()
    /// Writes the binding (the SwiftUI layer defers a write made during a view update).
    package var publish: ((ID?) -> Void)?
    /// Receives the runtime diagnostics (duplicate identifiers); each distinct one once.
    package var diagnose: ((String) -> Void)?
    /// The configuration last applied.
    package private(set) var configuration: InfiniteViewConfiguration?
    /// Data changes sent as a batch.
    package private(set) var batches = 0
    private var hasLoaded = false
    /// Inside the controller's scroll: its invisible pre-jump reports a scroll before the
    /// animation is marked as running.
    private var isStartingScroll = false
    /// A request made before the view's first layout (the restore of the start is pending): it
    /// is scrolled to, without animation, once the layout has put the list in place.
    private var deferredTarget: ID?

    package init(controller: ListController<Surface>, centerPosition: Surface.ScrollPosition) {
        self.controller = controller
        self.centerPosition = centerPosition
    }

    /// The identifier of the item centred now, nil without items.
    package var centeredID: ID? {
        guard let source = controller?.centeredSourceIndexPath else { return nil }
        return items.data.id(at: source)
    }

    /// Whether a scroll the binding requested still runs (or waits for the first layout).
    package var isScrollingToTarget: Bool {
        isStartingScroll || deferredTarget != nil || (controller?.isAnimatingScroll ?? false)
    }

    /// The value the binding must hold now (see ``CenteredIDSync/expectedBinding(centred:isScrollingToTarget:)``).
    package var expectedBinding: ID? {
        items.sync.expectedBinding(centred: centeredID, isScrollingToTarget: isScrollingToTarget)
    }

    /// New data as one section: see ``setSections(_:commit:)``.
    package func setData(_ ids: some Sequence<ID>, commit: @escaping (_ unique: UniqueSections<AnyHashable, ID>) -> Void) {
        setSections(CollectionOfOne((id: Self.flatSectionID, items: Array(ids))), commit: commit)
    }

    /// The section identifier of a flat list's one section.
    nonisolated package static var flatSectionID: AnyHashable { AnyHashable(FlatSection()) }
    private struct FlatSection: Hashable {}

    /// New data, as sections of item identifiers: `commit` switches the data source to `unique`
    /// (inside the batch). The first data, or data after none, reloads with the first item at the
    /// start; a change is one batch of edits (sections and items); the same identifiers only
    /// commit (the caller refreshes the visible cells' content).
    package func setSections(_ sections: some Sequence<(id: AnyHashable, items: [ID])>,
                             commit: @escaping (_ unique: UniqueSections<AnyHashable, ID>) -> Void) {
        let (old, diagnostic) = items.load(UniqueSections(sections))
        let new = items.data
        if let diagnostic { diagnose?(diagnostic) }
        guard let surface = controller?.surface else {
            commit(new)
            return
        }
        if !hasLoaded || old.count == 0 {
            // A first load, or data after none: nothing on screen to keep; the list starts at the
            // client's first item, as a first layout does.
            hasLoaded = true
            commit(new)
            if let controller, controller.isActive {
                controller.reloadKeepingPosition(.start)
            } else {
                surface.reloadIdentityData()
            }
        } else if !old.hasSameIdentifiers(as: new) {
            batches += 1
            let edits = IdentityDiff.edits(from: old, to: new)
            surface.applyIdentityBatch(edits, commit: { commit(new) }, completion: nil)
        } else {
            commit(new)
        }
    }

    /// The binding holds `value` (at every view update): a new value scrolls to its item.
    package func bindingRead(_ value: ID?, animated: Bool) {
        if let target = items.bindingRead(value) {
            scroll(to: target, animated: animated)
        } else {
            didScroll()
        }
    }

    /// Scrolls to the item with `id` the shortest way (nothing for an identifier not shown).
    package func scroll(to id: ID, animated: Bool) {
        guard let path = items.data.path(of: id), let controller else { return }
        guard controller.pendingPosition == nil, let surface = controller.surface,
              surface.viewportSize.width > 0, surface.viewportSize.height > 0 else {
            // Not laid out yet (a SwiftUI view's first update comes before its first layout).
            deferredTarget = id
            return
        }
        deferredTarget = nil
        isStartingScroll = true
        controller.scroll(toSource: path, direction: .nearest,
                          position: centerPosition, animated: animated)
        isStartingScroll = false
        didScroll()
    }

    /// The view laid out: carries out a request made before its first layout, and publishes the
    /// centred item when a size change moved it (the SwiftUI layer defers that write: a layout
    /// pass may run inside SwiftUI's update).
    package func didLayout() {
        didScroll()
    }

    /// Moves `steps` items (next: 1, previous: -1), from a running advance's target.
    package func advance(by steps: Int, animated: Bool) {
        controller?.advanceCarousel(by: steps, animated: animated)
    }

    /// The view scrolled, laid out or ended an animation: publishes the centred item's identifier
    /// when it changed (after a request made before the first layout is carried out).
    package func didScroll() {
        if let deferred = deferredTarget, controller?.pendingPosition == nil {
            scroll(to: deferred, animated: false)
            if deferredTarget != nil { return }
        }
        if let value = items.centred(centeredID, isScrollingToTarget: isScrollingToTarget) {
            publish?(value)
        }
    }

    /// Whether `value` is still what the binding should get: a write deferred past a view update
    /// is dropped when a request or a newer item superseded it meanwhile.
    package func isCurrent(_ value: ID?) -> Bool { items.sync.published == value }

    /// Applies what changed in `configuration` (the carousel is created only when paging or
    /// auto-scroll is asked for).
    package func apply(_ configuration: InfiniteViewConfiguration) {
        guard let controller, configuration != self.configuration else { return }
        let old = self.configuration ?? InfiniteViewConfiguration()
        let first = self.configuration == nil
        self.configuration = configuration
        if first || old.contentAlignment != configuration.contentAlignment { controller.setAlignment(configuration.contentAlignment) }
        if first || old.arcRadius != configuration.arcRadius { controller.setArcRadius(configuration.arcRadius) }
        if (first && configuration.isPagingEnabled) || (!first && old.isPagingEnabled != configuration.isPagingEnabled) {
            controller.setPagingEnabled(configuration.isPagingEnabled)
        }
        let interval = configuration.effectiveAutoScrollInterval
        if (first && interval != nil) || (!first && old.effectiveAutoScrollInterval != interval) {
            controller.setAutoScrollInterval(interval)
        }
    }
}
