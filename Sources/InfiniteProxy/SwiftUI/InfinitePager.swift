#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// Full-page paging over the app's data, looping forever: after the last page comes the first.
///
/// ```swift
/// struct Photos: View {
///     let photos: [Photo]
///     @State private var page: Photo.ID?
///     var body: some View {
///         InfinitePager(photos, selection: $page) { photo in PhotoView(photo) }
///             .infiniteAutoScroll(every: 4)
///     }
/// }
/// ```
///
/// An ``InfinitePageView``: three live pages whatever the count (each a hosting view, reused as
/// the user pages), the loop decided by the same controller as the UIKit pager, auto-scroll past
/// the last page with its pauses, and VoiceOver's page announcements. Two and three pages loop;
/// one page does not scroll.
///
/// - **Data** as `ForEach` takes it. A change renumbers the pages by identity: the page on
///   screen stays as it is while its item stays (a swipe or auto-scroll goes on; new neighbours
///   show on the next swipe); when its item is deleted it slides away one page, animated, to the
///   nearest item that stayed (the next one at rest). Duplicate identifiers log a fault and show
///   the first element.
/// - **`selection`** is the page's identifier, published when the page changes; setting it pages
///   the shortest way round. While the user's finger holds a page the finger wins: a value set
///   then is not followed, and the binding gets the page shown back.
///
/// - Important: iOS 16 and later, like ``InfiniteList`` and ``InfiniteCarousel``.
/// - Complexity: a data change is O(n) plus at most three page loads.
@available(iOS 16.0, tvOS 16.0, *)
public struct InfinitePager<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let axis: Axis
    let selection: Binding<ID?>?
    let content: (Data.Element) -> Content

    /// A pager over `data`, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, axis: Axis = .horizontal, selection: Binding<ID?>? = nil,
                @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.axis = axis
        self.selection = selection
        self.content = content
    }

    /// The pager, shown in an ``InfinitePageView``.
    public var body: some View {
        InfinitePagerRepresentable(pager: self)
    }
}

/// The ``InfinitePageView`` behind an ``InfinitePager``.
@available(iOS 16.0, tvOS 16.0, *)
struct InfinitePagerRepresentable<Data: RandomAccessCollection, ID: Hashable, Content: View>: UIViewRepresentable {
    typealias Pager = InfinitePager<Data, ID, Content>
    let pager: Pager

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> InfinitePageView {
        let pageView = InfinitePageView(frame: .zero)
        pageView.axis = pager.axis == .horizontal ? .horizontal : .vertical
        context.coordinator.attach(pageView)
        pageView.dataSource = context.coordinator
        return pageView
    }

    func updateUIView(_ pageView: InfinitePageView, context: Context) {
        let axis: InfiniteAxis = pager.axis == .horizontal ? .horizontal : .vertical
        if pageView.axis != axis { pageView.axis = axis }
        context.coordinator.update(pager, configuration: context.environment.infiniteConfiguration,
                                   animated: !context.transaction.disablesAnimations)
    }

    /// The pager's data source: one hosting controller per page view, reused with it.
    @MainActor
    final class Coordinator: InfinitePageViewDataSource {
        var pager: Pager?
        var elements: [Data.Element] = []
        var model: InfinitePagerModel<InfinitePageScrollView, ID>?
        let writer = InfiniteBindingWriter<ID>()
        var updates = 0
        /// Live page views and the item each shows.
        private var hosts: [ObjectIdentifier: (view: HostingTileView<Content>, id: ID)] = [:]
        private var offsetObservation: NSKeyValueObservation?

        func attach(_ pageView: InfinitePageView) {
            let controller = pageView.controller
            let model = InfinitePagerModel<InfinitePageScrollView, ID>(controller: controller)
            model.publish = { [weak self, weak model] value in
                self?.writer.write(value) { model?.isCurrent($0) ?? false }
            }
            model.diagnose = InfiniteBindingWriter<ID>.diagnose
            pageView.onCurrentPageChange = { [weak model] _ in model?.didScroll() }
            // The end of a scroll the binding requested (or of one the user interrupted).
            offsetObservation = controller.surface.observe(\.contentOffset) { [weak model] _, _ in
                assumeMainActor { model?.didScroll() }
            }
            self.model = model
        }

        func update(_ pager: Pager, configuration: InfiniteViewConfiguration, animated: Bool) {
            self.pager = pager
            writer.binding = pager.selection
            writer.isUpdating = true
            defer { writer.isUpdating = false }
            updates += 1
            let all = Array(pager.data)
            let ids = all.map { $0[keyPath: pager.id] }
            model?.setData(ids) { [weak self] unique in self?.elements = unique.elementOffsets.map { all[$0] } }
            // Every live page shows its element's current content; a page whose item left the data
            // keeps its content while it slides away.
            for host in hosts.values {
                if let page = model?.items.data.item(of: host.id), page < elements.count {
                    host.view.show(pager.content(elements[page]))
                }
            }
            model?.apply(configuration)
            model?.bindingRead(pager.selection?.wrappedValue, animated: animated && updates > 1)
        }

        func numberOfPages(in pageView: InfinitePageView) -> Int { elements.count }

        func pageView(_ pageView: InfinitePageView, loadPage request: InfinitePageRequest) {
            guard let pager, request.page >= 0, request.page < elements.count else { return }
            let content = pager.content(elements[request.page])
            let view: HostingTileView<Content>
            if let reused = request.reusableView as? HostingTileView<Content> {
                reused.show(content)
                view = reused
            } else {
                view = HostingTileView(rootView: content)
            }
            hosts[ObjectIdentifier(view)] = (view, elements[request.page][keyPath: pager.id])
            request.fulfill(with: view)
        }
    }
}

@available(iOS 16.0, tvOS 16.0, *)
extension InfinitePager where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A pager over `Identifiable` elements.
    public init(_ data: Data, axis: Axis = .horizontal, selection: Binding<ID?>? = nil,
                @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, axis: axis, selection: selection, content: content)
    }
}
#endif
