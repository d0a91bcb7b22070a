#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// Moves an ``InfiniteCarousel`` to its next or previous item from SwiftUI code.
///
/// ```swift
/// @StateObject private var carousel = InfiniteCarouselProxy()
/// InfiniteCarousel(cards, proxy: carousel) { card in CardView(card) }
/// Button("Next") { carousel.scrollToNext() }
/// ```
@MainActor
public final class InfiniteCarouselProxy: ObservableObject {
    var advance: ((Int, Bool) -> Void)?

    /// Creates a proxy; pass it to an ``InfiniteCarousel``.
    public nonisolated init() {}

    /// Centres the next item (after the last comes the first), continuing a running advance.
    public func scrollToNext(animated: Bool = true) { advance?(1, animated) }

    /// Centres the previous item.
    public func scrollToPrevious(animated: Bool = true) { advance?(-1, animated) }
}

/// A horizontal (or vertical) carousel of SwiftUI items that repeats the app's data forever.
///
/// ```swift
/// InfiniteCarousel(cities, centeredID: $centred) { city in Text(city.name) }
///     .infinitePaging(true)            // snap to items
///     .infiniteAutoScroll(every: 3)    // advance every 3 s, past the end and on
///     .infiniteSpacing(12)
/// ```
///
/// A `UICollectionView` with a flow layout and `enableInfiniteScrolling` on: each item a
/// `UIHostingConfiguration` of `itemSize`, velocity-aware paging, auto-scroll with its pauses
/// (touch, off screen, app inactive, VoiceOver), next and previous through an
/// ``InfiniteCarouselProxy``. Two or three items loop like twenty; one item stays put.
///
/// - **Data** as `ForEach` takes it; changes animate as edits in every copy, diffed by identity,
///   with the centred item kept; duplicate identifiers log a fault and show the first element.
/// - **`centeredID`** is published when the centred item changes (auto-scroll included, never for
///   the invisible recentering); setting it scrolls the shortest way, as `scrollPosition(id:)`.
///
/// - Important: iOS 16 and later (`UIHostingConfiguration`).
/// - Complexity: a data change costs O(n log n) to diff plus the view's batch.
@available(iOS 16.0, tvOS 16.0, *)
public struct InfiniteCarousel<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let axis: Axis
    let itemSize: CGSize
    let centeredID: Binding<ID?>?
    let proxy: InfiniteCarouselProxy?
    let content: (Data.Element) -> Content
    var selectAction: ((Data.Element) -> Void)?

    /// A carousel of `data`, identified by `id`.
    ///
    /// - Parameters:
    ///   - data: the elements, in order; the carousel repeats them forever.
    ///   - id: the key path to each element's identifier (unique: duplicates show the first).
    ///   - axis: the scrolling direction.
    ///   - itemSize: every item's size, in points.
    ///   - centeredID: the centred item's identifier, both ways.
    ///   - proxy: next and previous from your code.
    ///   - content: the view for an element.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, axis: Axis = .horizontal,
                itemSize: CGSize = CGSize(width: 280, height: 180), centeredID: Binding<ID?>? = nil,
                proxy: InfiniteCarouselProxy? = nil, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.axis = axis
        self.itemSize = itemSize
        self.centeredID = centeredID
        self.proxy = proxy
        self.content = content
    }

    /// Calls `action` with the element of a tapped item.
    public func onInfiniteSelect(_ action: @escaping (Data.Element) -> Void) -> InfiniteCarousel {
        var copy = self
        copy.selectAction = action
        return copy
    }

    /// The carousel, shown in a `UICollectionView` with a flow layout and infinite scrolling on.
    public var body: some View {
        InfiniteCarouselCollection(carousel: self)
    }
}

/// The `UICollectionView` behind an ``InfiniteCarousel``.
@available(iOS 16.0, tvOS 16.0, *)
struct InfiniteCarouselCollection<Data: RandomAccessCollection, ID: Hashable, Content: View>: UIViewRepresentable {
    typealias Carousel = InfiniteCarousel<Data, ID, Content>
    let carousel: Carousel

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = carousel.axis == .horizontal ? .horizontal : .vertical
        layout.itemSize = carousel.itemSize
        layout.minimumLineSpacing = 10
        let view = InfiniteCarouselCollectionView(frame: .zero, collectionViewLayout: layout)
        view.onLayout = { [weak coordinator = context.coordinator] in coordinator?.binder.didLayout() }
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Coordinator.reuseIdentifier)
        view.backgroundColor = .clear
        view.decelerationRate = .fast
        view.dataSource = context.coordinator
        view.delegate = context.coordinator
        view.enableInfiniteScrolling = true
        context.coordinator.attach(view, axis: carousel.axis)
        return view
    }

    func updateUIView(_ view: UICollectionView, context: Context) {
        var configuration = context.environment.infiniteConfiguration
        if configuration.spacing == 0 { configuration.spacing = 10 }
        if view.infinite.voiceOverBehavior != configuration.voiceOverBehavior {
            view.infinite.voiceOverBehavior = configuration.voiceOverBehavior
        }
        if let layout = view.collectionViewLayout as? UICollectionViewFlowLayout {
            if layout.itemSize != carousel.itemSize { layout.itemSize = carousel.itemSize }
            if layout.minimumLineSpacing != configuration.spacing { layout.minimumLineSpacing = configuration.spacing }
        }
        carousel.proxy?.advance = { [weak coordinator = context.coordinator] steps, animated in
            coordinator?.model?.advance(by: steps, animated: animated)
        }
        context.coordinator.update(carousel, view: view, configuration: configuration,
                                   animated: !context.transaction.disablesAnimations)
    }

    static func dismantleUIView(_ view: UICollectionView, coordinator: Coordinator) {
        view.enableInfiniteScrolling = false
    }

    /// The collection view's data source and delegate.
    @MainActor
    final class Coordinator: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        static var reuseIdentifier: String { "InfiniteProxy.SwiftUIItem" }
        var carousel: Carousel?
        let binder = InfiniteListBinder<UICollectionView, Data.Element, ID>()
        var model: InfiniteListModel<UICollectionView, ID>? { binder.model }

        func attach(_ view: UICollectionView, axis: Axis) {
            binder.attach(view.infiniteCollectionController,
                          centerPosition: axis == .horizontal ? .centeredHorizontally : .centeredVertically)
        }

        func update(_ carousel: Carousel, view: UICollectionView, configuration: InfiniteViewConfiguration,
                    animated: Bool) {
            self.carousel = carousel
            binder.update(carousel.data, id: carousel.id, binding: carousel.centeredID, configuration: configuration,
                          animated: animated) {
                view.reconfigureItems(at: view.indexPathsForVisibleItems)
            }
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            binder.count(inSection: section)
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
            if let carousel, let element = binder.element(at: indexPath) {
                cell.contentConfiguration = UIHostingConfiguration { carousel.content(element) }
                    .margins(.all, 0)
            }
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            collectionView.deselectItem(at: indexPath, animated: true)
            guard let action = carousel?.selectAction, let element = binder.element(at: indexPath) else { return }
            action(element)
        }

        func scrollViewDidScroll(_ scrollView: UIScrollView) { model?.didScroll() }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { model?.didScroll() }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { model?.didScroll() }
    }
}

@available(iOS 16.0, tvOS 16.0, *)
extension InfiniteCarousel where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A carousel of `Identifiable` elements.
    public init(_ data: Data, axis: Axis = .horizontal, itemSize: CGSize = CGSize(width: 280, height: 180),
                centeredID: Binding<ID?>? = nil, proxy: InfiniteCarouselProxy? = nil,
                @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, axis: axis, itemSize: itemSize, centeredID: centeredID, proxy: proxy, content: content)
    }
}
#endif
