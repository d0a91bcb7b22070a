import InfiniteProxy
import UIKit

/// A pager of five pages that wraps at both ends, with only three page views alive, pages that
/// load asynchronously (a placeholder shows meanwhile), a page control and auto-advance.
///
/// The data source is all an app writes: how many pages, and each page's view.
final class PagerViewController: UIViewController, InfinitePageViewDataSource {
    private let titles = ["Harbour", "Market", "Old town", "Hills", "Beach"]
    private let pager = InfinitePageView()
    private let pageControl = UIPageControl()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        pager.translatesAutoresizingMaskIntoConstraints = false
        pageControl.translatesAutoresizingMaskIntoConstraints = false
        pageControl.numberOfPages = titles.count
        pageControl.currentPageIndicatorTintColor = .label
        pageControl.pageIndicatorTintColor = .tertiaryLabel
        pageControl.addTarget(self, action: #selector(pageControlChanged), for: .valueChanged)
        view.addSubview(pager)
        view.addSubview(pageControl)
        NSLayoutConstraint.activate([
            pager.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pager.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            pager.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            pager.heightAnchor.constraint(equalTo: pager.widthAnchor, multiplier: 1.1),
            pageControl.topAnchor.constraint(equalTo: pager.bottomAnchor, constant: 8),
            pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])

        pager.dataSource = self
        pager.onCurrentPageChange = { [weak self] page in self?.pageControl.currentPage = page }
        // InfinitePageView: advance by itself every 4 seconds (pauses while touched).
        pager.autoAdvanceInterval = 4
    }

    @objc private func pageControlChanged() {
        pager.scrollToPage(pageControl.currentPage, animated: true)
    }

    // MARK: InfinitePageViewDataSource

    func numberOfPages(in pageView: InfinitePageView) -> Int {
        titles.count
    }

    func pageView(_ pageView: InfinitePageView, loadPage request: InfinitePageRequest) {
        let label = request.reusableView as? UILabel ?? UILabel()
        label.textAlignment = .center
        label.font = .preferredFont(forTextStyle: .largeTitle)
        label.text = titles[request.page]
        label.backgroundColor = UIColor(hue: CGFloat(request.page) / CGFloat(titles.count),
                                        saturation: 0.3, brightness: 0.95, alpha: 1)
        // Pretend the page comes from the network: a placeholder shows for a moment.
        Task { @MainActor in
            try? await Task.sleep(nanoseconds: 300_000_000)
            guard !request.isCancelled else { return }
            request.fulfill(with: label)
        }
    }
}
