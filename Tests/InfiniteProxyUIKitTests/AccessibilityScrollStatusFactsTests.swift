#if canImport(UIKit) && canImport(XCTest)
import InfiniteProxy
import UIKit
import XCTest

/// X-d: VoiceOver asks the scroll view's delegate for `accessibilityScrollStatus(for:)` after a
/// three-finger scroll; the library's delegate interceptor answers the centred item's place in the
/// data, or the client's own status when the client has one.
@MainActor
final class AccessibilityScrollStatusFactsTests: XCTestCase {
    private final class StatusClient: NSObject, UICollectionViewDataSource, UIScrollViewAccessibilityDelegate,
        UICollectionViewDelegate {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func accessibilityScrollStatus(for scrollView: UIScrollView) -> String? { "the client's" }
    }

    private func carousel(client: NSObject & UICollectionViewDataSource & UICollectionViewDelegate) -> (UICollectionView, UIWindow) {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 300, height: 260)
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = client
        view.delegate = client
        let window = makeKeyWindow(holding: view, size: CGSize(width: 390, height: 300))
        view.enableInfiniteScrolling = true
        view.layoutIfNeeded()
        return (view, window)
    }

    func testInterceptorAnswersTheCentredItemsPlace() {
        let client = RecordingCollectionClient(counts: [12])
        let (view, window) = carousel(client: client)
        defer { window.isHidden = true }
        view.infinite.scrollToNextItem(animated: false)
        view.layoutIfNeeded()
        let delegate = view.delegate as AnyObject
        XCTAssertTrue(delegate.responds(to: #selector(UIScrollViewAccessibilityDelegate.accessibilityScrollStatus(for:))))
        let status = delegate.accessibilityScrollStatus?(for: view) ?? nil
        XCTAssertNotNil(status)
        XCTAssertTrue(status?.hasSuffix(" of 12") ?? false, "X-d: \(String(describing: status))")
    }

    func testClientsOwnStatusWins() {
        let client = StatusClient()
        let (view, window) = carousel(client: client)
        defer { window.isHidden = true }
        let status = (view.delegate as AnyObject).accessibilityScrollStatus?(for: view) ?? nil
        XCTAssertEqual(status, "the client's")
    }
}
#endif
