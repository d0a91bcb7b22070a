import Foundation
import InfiniteProxy

/// What `InfinitePager` does on iOS, on the host's page scroll view: the shipped
/// ``PagerController`` and ``InfinitePagerModel``, pages showing `"item <id>"`, the `selection`
/// binding modelled by ``HostStateBinding``.
///
/// ```swift
/// let pager = HostIdentifiedPagerScreen(ids: [1, 2, 3])
/// pager.binding.set(3)      // the shortest way: one page back
/// pager.step()
/// ```
@MainActor
package final class HostIdentifiedPagerScreen: HostPageContentSource {
    package let scrollView: HostPageScrollView
    package let runLoop = HostRunLoop()
    package let controller: PagerController<HostPageScrollView>
    /// The model that ships.
    package let model: InfinitePagerModel<HostPageScrollView, Int>
    /// The `selection` binding.
    package let binding: HostStateBinding<Int>
    /// The app's data, as the view was last given it.
    package private(set) var ids: [Int]
    /// The identifiers the pages show (what the model committed).
    package private(set) var shown: [Int] = []
    package var configuration = InfiniteViewConfiguration()
    package private(set) var updates = 0
    /// Pages asked for outside the shown data.
    package private(set) var foreignPages: [Int] = []
    private var isUpdating = false

    package init(ids: [Int], selection: Int? = nil, pageSize: CGSize = CGSize(width: 390, height: 300),
                 axis: InfiniteAxis = .horizontal, autoScroll: TimeInterval? = nil) {
        scrollView = HostPageScrollView(pageSize: pageSize)
        controller = PagerController(surface: scrollView, scheduler: runLoop)
        model = InfinitePagerModel(controller: controller)
        binding = HostStateBinding(selection, runLoop: runLoop)
        self.ids = ids
        scrollView.pager = controller
        scrollView.contentSource = self
        controller.axis = axis
        controller.onCurrentPageChange = { [unowned self] _ in self.model.didScroll() }
        model.publish = { [unowned self] value in
            self.binding.write(value, duringUpdate: self.isUpdating) { [unowned self] in self.model.isCurrent(value) }
        }
        binding.render = { [unowned self] in self.update() }
        configuration.isPagingEnabled = true
        configuration.autoScrollInterval = autoScroll
        update()
        scrollView.layoutIfNeeded()
        controller.windowDidChange(isInWindow: true)
        model.didScroll()
    }

    /// The app gives the view new data: a re-render.
    package func setIDs(_ ids: [Int]) {
        self.ids = ids
        update()
    }

    /// SwiftUI's `updateUIView`.
    package func update() {
        updates += 1
        isUpdating = true
        defer { isUpdating = false }
        model.setData(ids) { [unowned self] unique in shown = unique.ids }
        model.apply(configuration)
        model.bindingRead(binding.value, animated: updates > 1)
    }

    package func loadPage(_ request: HostPageRequest) {
        let content = request.reusableContent ?? HostPageContent(text: "")
        if request.page >= 0 && request.page < shown.count {
            content.text = "item \(shown[request.page])"
        } else {
            foreignPages.append(request.page)
            content.text = "?"
        }
        request.fulfill(with: content)
    }

    /// One frame: the scroll view moves (delegate callbacks, layout), then due timers and blocks.
    package func step(_ dt: TimeInterval = 1.0 / 60.0) {
        scrollView.step(dt)
        runLoop.advance(by: dt)
        model.didScroll()
    }

    package var axis: InfiniteAxis { controller.axis }
    package var selectedID: Int? { model.selectedID }
    package var expectedBinding: Int? { model.expectedBinding }
}
