import Foundation

/// The platform-neutral model behind `InfinitePager`: it gives the app's data to a
/// ``PagerController`` (the three-page loop `InfinitePageView` runs on) and keeps the `selection`
/// binding and the page in step.
///
/// - **Data**: identifiers are made unique (``UniqueIdentifiers``, duplicates diagnosed); a
///   change renumbers the pager's pages by identity (``PageDataChange``,
///   ``PagerController/dataDidChange(_:)``): the page on screen stays as it is when its item
///   stays, a running swipe or animation goes on; when its item was deleted it slides away one
///   page, animated, to the nearest item that stayed in the direction the pager moves (the next
///   one at rest), which the binding names at once.
/// - **Binding** (``CenteredIDSync``): a value the app sets scrolls the shortest way round
///   (``PagerController/scrollToPage(_:animated:)``); the page's identifier is published when it
///   changes, never for the loop's recentering.
///
/// ```swift
/// let model = InfinitePagerModel<PageScrollView, Photo.ID>(controller: controller)
/// model.publish = { selection = $0 }
/// model.setData(photos.map(\.id)) { unique in source.show(unique) }
/// model.bindingRead(selection, animated: true)
/// model.didScroll()     // from onCurrentPageChange and the end of scrolling
/// ```
///
/// - Complexity: a data change O(n) plus the pager's reload; ``didScroll()`` O(1).
@MainActor
package final class InfinitePagerModel<Surface: PagerSurface, ID: Hashable> {
    /// The pager's controller (the view owns it).
    package private(set) weak var controller: PagerController<Surface>?
    /// The data shown (one page per identifier) and the binding's state.
    package private(set) var items = IdentifiedItems<UniqueIdentifiers<ID>>()
    /// Writes the binding.
    package var publish: ((ID?) -> Void)?
    /// Receives the runtime diagnostics (duplicate identifiers); each distinct one once.
    package var diagnose: ((String) -> Void)?
    /// The configuration last applied.
    package private(set) var configuration: InfiniteViewConfiguration?
    /// Data changes given to the pager (the first load included).
    package private(set) var dataChanges = 0

    package init(controller: PagerController<Surface>) {
        self.controller = controller
    }

    /// The identifier of the page shown, nil without pages.
    package var selectedID: ID? {
        guard let controller, controller.numberOfPages > 0 else { return nil }
        return items.data.id(ofItem: controller.selectedPage)
    }

    /// Whether a scroll the binding requested still runs.
    package var isScrollingToTarget: Bool { controller?.loop.isScrollingProgrammatically ?? false }

    /// The value the binding must hold now.
    package var expectedBinding: ID? {
        items.sync.expectedBinding(centred: selectedID, isScrollingToTarget: isScrollingToTarget)
    }

    /// New data: `commit` switches the page source to `unique`, then the pager's pages are
    /// renumbered by identity (see the type's notes; the first data loads the pager). Identical
    /// identifiers only commit (the caller refreshes the live pages' content).
    package func setData(_ ids: some Sequence<ID>, commit: (_ unique: UniqueIdentifiers<ID>) -> Void) {
        let (old, diagnostic) = items.load(UniqueIdentifiers(ids))
        let new = items.data
        if let diagnostic { diagnose?(diagnostic) }
        commit(new)
        guard let controller, dataChanges == 0 || old.ids != new.ids else { return }
        dataChanges += 1
        if dataChanges == 1 {
            controller.reload(count: new.count)
            return
        }
        controller.dataDidChange(PageDataChange(old: old.ids, new: new, shown: controller.shownForDataChange,
                                                direction: controller.movingDirection))
    }

    /// The binding holds `value` (at every view update): a new value scrolls to its page. While
    /// the user's finger is on the pager the finger wins: the pages stay under it and the binding
    /// gets the page shown back.
    package func bindingRead(_ value: ID?, animated: Bool) {
        if let target = items.bindingRead(value), let page = items.data.item(of: target), let controller,
           !controller.loop.isDragging {
            controller.scrollToPage(page, animated: animated)
        }
        didScroll()
    }

    /// The page changed, or scrolling ended: publishes the page's identifier when it changed.
    package func didScroll() {
        if let value = items.centred(selectedID, isScrollingToTarget: isScrollingToTarget) {
            publish?(value)
        }
    }

    /// Whether `value` is still what the binding should get: a write deferred past a view update
    /// is dropped when a request or a newer item superseded it meanwhile.
    package func isCurrent(_ value: ID?) -> Bool { items.sync.published == value }

    /// Applies what changed: auto-advance (paging is the pager's nature).
    package func apply(_ configuration: InfiniteViewConfiguration) {
        guard let controller, configuration != self.configuration else { return }
        let old = self.configuration
        self.configuration = configuration
        let interval = configuration.effectiveAutoScrollInterval
        if old == nil || old?.effectiveAutoScrollInterval != interval { controller.autoAdvanceInterval = interval }
    }
}
