#if canImport(UIKit) && canImport(XCTest)
import InfiniteProxy
import UIKit
import XCTest

/// The system settings the lists follow, on real UIKit: the layout direction a table's arc
/// resolves `.leading` against (register X-a), Reduce Motion (X-b) and the text size (X-c).
@MainActor
final class AccessibilitySettingsFactsTests: XCTestCase {
    /// X-a: `semanticContentAttribute = .forceRightToLeft` makes
    /// `effectiveUserInterfaceLayoutDirection` right to left, and `.leading` bends rows to the
    /// right (a row away from the centre is translated left, as with `.right`).
    func testLeadingArcInARightToLeftTableBendsLikeRight() {
        let table = UITableView(frame: .zero, style: .plain)
        table.semanticContentAttribute = .forceRightToLeft
        table.contentInsetAdjustmentBehavior = .never
        let client = RecordingTableClient(counts: [12])
        client.height = { _ in 64 }
        table.dataSource = client
        table.delegate = client
        let window = makeKeyWindow(holding: table)
        defer { window.isHidden = true }
        XCTAssertEqual(table.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        table.enableInfiniteScrolling = true
        table.contentAlignment = .leading
        table.layoutIfNeeded()
        let away = table.visibleCells.min { $0.frame.minY < $1.frame.minY }
        XCTAssertNotNil(away)
        XCTAssertLessThan(away?.transform.tx ?? 0, 0, "X-a: .leading in a right-to-left table bends like .right")
    }

    /// X-b: the library reads `UIAccessibility.isReduceMotionEnabled` when the notification is
    /// posted (the notification carries no value); with the setting off (the simulator's default)
    /// a posted notification leaves auto-scroll running.
    func testReduceMotionNotificationIsReadFromTheSetting() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 300, height: 260)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let client = RecordingCollectionClient(counts: [5])
        collectionView.dataSource = client
        collectionView.delegate = client
        let window = makeKeyWindow(holding: collectionView, size: CGSize(width: 390, height: 300))
        defer { window.isHidden = true }
        collectionView.enableInfiniteScrolling = true
        collectionView.infinite.autoScrollInterval = 1
        collectionView.layoutIfNeeded()
        NotificationCenter.default.post(name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        let advanced = expectation(description: "auto-scroll advanced")
        let start = collectionView.contentOffset.x
        DispatchQueue.main.asyncAfter(deadline: .now() + 2.5) {
            if UIAccessibility.isReduceMotionEnabled || collectionView.contentOffset.x != start { advanced.fulfill() }
        }
        wait(for: [advanced], timeout: 5)
    }

    /// X-c: after `UIContentSizeCategory.didChangeNotification` a looping table asks for its rows'
    /// heights again (the library re-plans and reloads) and the row at the centre stays on screen.
    func testTextSizeChangeReasksHeightsAndKeepsTheRow() {
        let table = UITableView(frame: .zero, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        let client = RecordingTableClient(counts: [12])
        var scale: CGFloat = 1
        client.height = { _ in 60 * scale }
        table.dataSource = client
        table.delegate = client
        let window = makeKeyWindow(holding: table)
        defer { window.isHidden = true }
        table.enableInfiniteScrolling = true
        table.layoutIfNeeded()
        table.contentOffset.y += 500
        table.layoutIfNeeded()
        let centre = table.contentOffset.y + table.bounds.height / 2
        let seen = table.visibleCells.first { $0.frame.minY <= centre && $0.frame.maxY > centre }?.tag
        scale = 1.5
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: nil)
        table.layoutIfNeeded()
        XCTAssertTrue(table.visibleCells.allSatisfy { abs($0.frame.height - 90) < 0.5 }, "X-c: new heights")
        XCTAssertTrue(table.visibleCells.contains { $0.tag == seen }, "X-c: the centred row stays on screen")
    }
}
#endif
