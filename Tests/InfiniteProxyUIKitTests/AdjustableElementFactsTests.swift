#if canImport(UIKit) && canImport(XCTest)
import InfiniteProxy
@preconcurrency import UIKit
import XCTest

/// X-e: a list view that loops for VoiceOver (`voiceOverBehavior = .adjustable`) shows VoiceOver
/// one element with the `.adjustable` trait through `accessibilityElements`, which UIKit's
/// container protocol then answers (`accessibilityElementCount()`, `accessibilityElement(at:)`)
/// instead of the cells; `accessibilityIncrement()` centres the next item across the end of the
/// data and `accessibilityValue` reads it. VoiceOver cannot be started from XCTest, so the test
/// tells the controller what `voiceOverStatusDidChangeNotification` would.
@MainActor
final class AdjustableElementFactsTests: XCTestCase {
    private var client: RecordingCollectionClient?

    private func carousel(count: Int) -> (UICollectionView, UIWindow) {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 300, height: 260)
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let client = RecordingCollectionClient(counts: [count])
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = client
        view.delegate = client
        self.client = client
        let window = makeKeyWindow(holding: view, size: CGSize(width: 390, height: 300))
        view.enableInfiniteScrolling = true
        view.layoutIfNeeded()
        return (view, window)
    }

    func testTheViewIsOneAdjustableElementThatLoops() throws {
        let (view, window) = carousel(count: 3)
        defer { window.isHidden = true }
        view.infinite.voiceOverBehavior = .adjustable
        view.infinite.accessibilityItemLabel = { ["Aarhus", "Bergen", "Cork"][$0.item] }
        view.infinite.voiceOverStatusDidChange(isRunning: true)
        XCTAssertEqual(view.accessibilityElementCount(), 1, "X-e: UIKit answers the elements we set")
        let element = try XCTUnwrap(view.accessibilityElement(at: 0) as? UIAccessibilityElement)
        XCTAssertTrue(element.accessibilityTraits.contains(.adjustable))
        XCTAssertEqual(element.accessibilityValue, "Aarhus, 1 of 3")
        element.accessibilityIncrement()
        element.accessibilityIncrement()
        element.accessibilityIncrement()
        XCTAssertEqual(element.accessibilityValue, "Aarhus, 1 of 3", "across the end")
        element.accessibilityDecrement()
        XCTAssertEqual(element.accessibilityValue, "Cork, 3 of 3")
        XCTAssertTrue(view.infinite.isLooping)
        view.infinite.voiceOverStatusDidChange(isRunning: false)
        XCTAssertNil(view.accessibilityElements, "the cells are VoiceOver's again")
    }

    /// The app's wording of the position replaces "n of m" in the element's value.
    func testTheAppWordsThePosition() throws {
        let (view, window) = carousel(count: 3)
        defer { window.isHidden = true }
        view.infinite.voiceOverBehavior = .adjustable
        view.infinite.accessibilityItemLabel = { ["Aarhus", "Bergen", "Cork"][$0.item] }
        view.infinite.accessibilityPositionDescription = { index, count in "\(index + 1) von \(count)" }
        view.infinite.voiceOverStatusDidChange(isRunning: true)
        let element = try XCTUnwrap(view.accessibilityElement(at: 0) as? UIAccessibilityElement)
        XCTAssertEqual(element.accessibilityValue, "Aarhus, 1 von 3")
        element.accessibilityDecrement()
        XCTAssertEqual(element.accessibilityValue, "Cork, 3 von 3", "across the start")
        view.infinite.voiceOverStatusDidChange(isRunning: false)
    }

    /// `UIAccessibility.focusedElement(using:)` is nil while VoiceOver is off (the glue reads it in
    /// `elementFocusedNotification`); the focus then counts as outside the view.
    func testNoFocusedElementWithoutVoiceOver() {
        XCTAssertNil(UIAccessibility.focusedElement(using: .notificationVoiceOver))
    }

    /// The rule the carousel's auto-scroll and the pager's auto-advance pause by: VoiceOver's focus
    /// is inside when it is the view, the element standing for it, a subview, or an element whose
    /// container is a subview; a view beside it is outside.
    func testFocusInsideIsTheViewItsElementOrAnythingInIt() {
        let view = UIView(), subview = UIView(), beside = UIView()
        view.addSubview(subview)
        let elementOfSubview = UIAccessibilityElement(accessibilityContainer: subview)
        let elementBeside = UIAccessibilityElement(accessibilityContainer: beside)
        XCTAssertTrue(view.infiniteHoldsVoiceOverFocus(view))
        XCTAssertTrue(view.infiniteHoldsVoiceOverFocus(subview))
        XCTAssertTrue(view.infiniteHoldsVoiceOverFocus(elementOfSubview))
        XCTAssertTrue(view.infiniteHoldsVoiceOverFocus(elementBeside, or: elementBeside))
        XCTAssertFalse(view.infiniteHoldsVoiceOverFocus(elementBeside))
        XCTAssertFalse(view.infiniteHoldsVoiceOverFocus(beside))
        XCTAssertFalse(view.infiniteHoldsVoiceOverFocus(nil))
    }
}
#endif
