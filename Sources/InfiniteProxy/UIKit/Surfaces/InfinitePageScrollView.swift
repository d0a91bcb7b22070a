#if canImport(UIKit)
// `@preconcurrency`: SDKs before iOS 17 declare `UIAccessibilityTraits.adjustable` as a mutable
// global, which Swift 6 otherwise refuses to read.
@preconcurrency import UIKit

/// `InfinitePageView`'s scroll view and the ``PagerSurface`` its controller acts on: three page
/// containers, the data source's requests and placeholders, the pager's accessibility element,
/// VoiceOver's three-finger swipes. A thin adapter: every decision is the controller's.
///
/// ```swift
/// let scrollView = InfinitePageScrollView()
/// let controller = PagerController(surface: scrollView, scheduler: DispatchMainScheduler.shared)
/// ```
///
/// - Complexity: Every surface call is O(1).
@MainActor
final class InfinitePageScrollView: UIScrollView {
    /// The pager view: its data source, its accessibility element, its controller.
    weak var owner: InfinitePageView?
    private var containers: [UIView] = []
    private var contentViews: [UIView?] = [nil, nil, nil]
    private var placeholders: [UIView?] = [nil, nil, nil]

    init() {
        super.init(frame: .zero)
        for _ in 0..<PageSlots.viewCount {
            let container = UIView()
            container.clipsToBounds = true
            container.isHidden = true
            addSubview(container)
            containers.append(container)
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// VoiceOver's three-finger swipe goes to the pager instead of scrolling by itself.
    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        assumeMainActor {
            guard let owner, let direction = PagerAccessibilityScrollDirection(direction) else { return false }
            return owner.controller.accessibilityScroll(direction)
        }
    }

    private func fill(_ container: UIView, with view: UIView) {
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(view)
    }

    private static func defaultPlaceholder() -> UIView {
        let indicator = UIActivityIndicatorView(style: .medium)
        indicator.startAnimating()
        let holder = UIView()
        indicator.translatesAutoresizingMaskIntoConstraints = false
        holder.addSubview(indicator)
        NSLayoutConstraint.activate([
            indicator.centerXAnchor.constraint(equalTo: holder.centerXAnchor),
            indicator.centerYAnchor.constraint(equalTo: holder.centerYAnchor),
        ])
        return holder
    }
}

extension InfinitePageScrollView: PagerSurface {
    // `infiniteLayoutDirection`: every scroll view's `effectiveUserInterfaceLayoutDirection`
    // (`UIScrollView+TileSurface.swift`), passed through; the controller mirrors.
    func placeContainer(_ index: Int, frame: CGRect?) {
        containers[index].isHidden = frame == nil
        if let frame { containers[index].frame = frame }
    }

    func install(_ view: UIView, inContainer index: Int) {
        fill(containers[index], with: view)
        contentViews[index] = view
    }

    func removeView(inContainer index: Int) -> UIView? {
        let view = contentViews[index]
        view?.removeFromSuperview()
        contentViews[index] = nil
        return view
    }

    func view(inContainer index: Int) -> UIView? { contentViews[index] }

    func loadPage(_ request: PagerPageTicket, reusing view: UIView?) {
        guard let owner else { return }
        owner.dataSource?.pageView(owner, loadPage: InfinitePageRequest(ticket: request, reusableView: view,
                                                                        controller: owner.controller))
    }

    func installPlaceholder(forPage page: Int, inContainer index: Int) {
        let placeholder = owner.flatMap { $0.dataSource?.pageView($0, placeholderForPageAt: page) }
            ?? InfinitePageScrollView.defaultPlaceholder()
        fill(containers[index], with: placeholder)
        placeholders[index] = placeholder
    }

    func removePlaceholder(inContainer index: Int) {
        placeholders[index]?.removeFromSuperview()
        placeholders[index] = nil
    }

    func applyAccessibility(_ state: PagerAccessibilityState) {
        guard let owner else { return }
        owner.isAccessibilityElement = state.isAdjustableElement
        owner.accessibilityTraits = state.isAdjustableElement ? .adjustable : []
        owner.accessibilityValue = state.value
        if case .content(let container) = state.label {
            owner.accessibilityLabel = container.flatMap { contentViews[$0]?.accessibilityLabel }
        }
        for (index, container) in containers.enumerated() {
            container.accessibilityElementsHidden = state.isHidden(container: index)
        }
    }

    func announcePageScrolled(_ description: String?) {
        UIAccessibility.post(notification: .pageScrolled, argument: description)
    }
}

extension PagerAccessibilityScrollDirection {
    /// UIKit's direction, case for case; nil for a direction this SDK does not know.
    init?(_ direction: UIAccessibilityScrollDirection) {
        switch direction {
        case .right: self = .right
        case .left: self = .left
        case .up: self = .up
        case .down: self = .down
        case .next: self = .next
        case .previous: self = .previous
        @unknown default: return nil
        }
    }
}
#endif
