#if canImport(UIKit) && canImport(XCTest)
import UIKit
import XCTest

/// The UIKit behaviours the headless host models and the library depends on, checked on real
/// UIKit. Each test names its entry in `Docs/HostFidelity.md`; when one fails on a simulator, the
/// host model (and the register) is what must change.
@MainActor
final class UIKitFactsTests: XCTestCase {
    /// Since iOS 11 a table estimates row heights by default (`automaticDimension`); the host's
    /// default must match, or the plans the tests check are not the plans apps get.
    func testEstimatedRowHeightDefaultsToAutomaticDimension() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        XCTAssertEqual(table.estimatedRowHeight, UITableView.automaticDimension)
    }

    /// UIKit asks `responds(to:)` when a delegate is assigned and caches the answers; assigning the
    /// same object again asks nothing, assigning nil first makes it ask again. The interceptors'
    /// "assign nil, then the proxy" refresh depends on this.
    func testRespondsToSelectorIsReadAtAssignmentAndNotForTheSameObjectAgain() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        let delegate = CountingDelegate()
        table.delegate = delegate
        let afterFirst = delegate.respondsQueries
        XCTAssertGreaterThan(afterFirst, 0)
        table.delegate = delegate
        XCTAssertEqual(delegate.respondsQueries, afterFirst, "the same object again: no new queries")
        table.delegate = nil
        table.delegate = delegate
        XCTAssertGreaterThan(delegate.respondsQueries, afterFirst, "nil first: UIKit asks again")
    }

    /// Setting the `contentOffset` property calls `scrollViewDidScroll` synchronously: the
    /// library's recentering runs inside the assignment that caused it.
    func testAssigningContentOffsetCallsDidScrollSynchronously() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scrollView.contentSize = CGSize(width: 390, height: 10_000)
        let delegate = CountingDelegate()
        scrollView.delegate = delegate
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        XCTAssertEqual(delegate.didScrollCount, 1)
    }

    /// An animated `setContentOffset` ends with `scrollViewDidEndScrollingAnimation`; assigning
    /// the property meanwhile moves the animation along by the same delta (the host models it
    /// so; `HostScrollView.setContentOffset(_:animated:)`). If this fails on a device, UIKit
    /// animates to an absolute offset and the host model must change (review T11/C11).
    func testAnimatedScrollMovesWithAnOffsetAssignment() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scrollView.contentSize = CGSize(width: 390, height: 100_000)
        let window = makeKeyWindow(holding: scrollView)
        let delegate = CountingDelegate()
        scrollView.delegate = delegate
        scrollView.contentOffset = CGPoint(x: 0, y: 50_000)
        scrollView.setContentOffset(CGPoint(x: 0, y: 51_000), animated: true)
        RunLoop.main.run(until: Date().addingTimeInterval(0.05))
        scrollView.contentOffset.y -= 10_000       // a recentering jump mid-animation
        RunLoop.main.run(until: Date().addingTimeInterval(1))
        XCTAssertEqual(delegate.didEndScrollingAnimationCount, 1)
        XCTAssertEqual(scrollView.contentOffset.y, 41_000, accuracy: 1)
        _ = window
    }
}

/// A table and scroll-view delegate that counts what UIKit asks it.
@MainActor
final class CountingDelegate: NSObject, UITableViewDelegate {
    /// Written from `responds(to:)`, which UIKit calls on the main thread (NSObject's override is nonisolated).
    nonisolated(unsafe) private(set) var respondsQueries = 0
    private(set) var didScrollCount = 0
    private(set) var didEndScrollingAnimationCount = 0

    override func responds(to aSelector: Selector!) -> Bool {
        respondsQueries += 1
        return super.responds(to: aSelector)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { didScrollCount += 1 }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { didEndScrollingAnimationCount += 1 }
}
#endif
