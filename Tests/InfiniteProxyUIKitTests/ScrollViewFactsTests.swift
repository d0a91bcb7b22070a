#if canImport(UIKit) && canImport(XCTest)
import UIKit
import XCTest

/// The `UIScrollView` behaviours the headless host models (`HostScrollView`), checked on real
/// UIKit: register entries S1–S4 and S6 of `Docs/HostFidelity.md` (S5 and S7 need a UI test: see
/// the register). When one fails on a simulator, the host model (and the register) is what must
/// change.
@MainActor
final class ScrollViewFactsTests: XCTestCase {
    private func tallScrollView(height: CGFloat = 100_000) -> UIScrollView {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scrollView.contentSize = CGSize(width: 390, height: height)
        return scrollView
    }

    /// Register S1. The host decays momentum by UIKit's rates per millisecond: `.normal` 0.998 and
    /// `.fast` 0.99, and a new scroll view uses `.normal`. (The projection of a real fling needs a
    /// touch with a velocity, which only a UI test can make: see the register.)
    func testDecelerationRatesAreTheHostsPerMillisecondFactors() {
        XCTAssertEqual(Double(UIScrollView.DecelerationRate.normal.rawValue), 0.998, accuracy: 1e-9)
        XCTAssertEqual(Double(UIScrollView.DecelerationRate.fast.rawValue), 0.99, accuracy: 1e-9)
        XCTAssertEqual(tallScrollView().decelerationRate, .normal)
    }

    /// Register S2 (first half). Setting the `contentOffset` property calls `scrollViewDidScroll`
    /// synchronously: the library's recentering runs inside the assignment that caused it.
    func testAssigningContentOffsetCallsDidScrollSynchronously() {
        let scrollView = tallScrollView(height: 10_000)
        let delegate = CountingDelegate()
        scrollView.delegate = delegate
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        XCTAssertEqual(delegate.didScrollCount, 1)
        XCTAssertEqual(scrollView.contentOffset.y, 500)
    }

    /// Register S2 (second half, on an animated scroll: a fling cannot be synthesised).
    /// `setContentOffset(_:animated: false)` stops a running scroll where it puts the offset (the
    /// host: `moveOffset(to:byPhysics: false)` cancels momentum and animations), unlike the
    /// property's setter (S3).
    func testSetContentOffsetWithoutAnimationStopsARunningScroll() {
        let scrollView = tallScrollView()
        let window = makeKeyWindow(holding: scrollView)
        scrollView.contentOffset = CGPoint(x: 0, y: 10_000)
        scrollView.setContentOffset(CGPoint(x: 0, y: 10_400), animated: true)
        RunLoop.main.run(until: Date().addingTimeInterval(0.05))
        scrollView.setContentOffset(CGPoint(x: 0, y: 2_000), animated: false)
        RunLoop.main.run(until: Date().addingTimeInterval(1))
        XCTAssertEqual(scrollView.contentOffset.y, 2_000, accuracy: 0.5, "the animation went on after being stopped")
        _ = window
    }

    /// Register S3 (a guess, switchable in the host): an animated `setContentOffset` is not
    /// stopped by an assignment of the property, and ends at its original target — each frame
    /// sets an absolutely interpolated offset (`HostScrollView.animationRetargeting = .absolute`,
    /// the host's default). If this fails on a simulator and the offset ends 5 000 pt lower, UIKit
    /// moves the animation along: switch the host's default to `.followsAssignments`.
    func testAnimatedScrollEndsAtItsOriginalTargetAfterAnOffsetAssignment() {
        let scrollView = tallScrollView()
        let window = makeKeyWindow(holding: scrollView)
        let delegate = CountingDelegate()
        scrollView.delegate = delegate
        scrollView.contentOffset = CGPoint(x: 0, y: 10_000)
        scrollView.setContentOffset(CGPoint(x: 0, y: 10_400), animated: true)
        RunLoop.main.run(until: Date().addingTimeInterval(0.05))
        scrollView.contentOffset.y -= 5_000       // a recentering jump mid-animation
        XCTAssertTrue(runMainLoop(until: { delegate.didEndScrollingAnimationCount > 0 }), "the animation stopped")
        XCTAssertEqual(delegate.didEndScrollingAnimationCount, 1)
        XCTAssertEqual(scrollView.contentOffset.y, 10_400, accuracy: 1)
        _ = window
    }

    /// Register S4. A view learns of its window in `didMoveToWindow`, and `window` is nil once it
    /// left (the host's `isInWindow` / `observeWindow(_:)`, which the auto-scroll timers follow).
    func testTablesHearOfJoiningAndLeavingTheirWindow() {
        final class WindowRecordingTable: UITableView {
            private(set) var moves: [Bool] = []
            override func didMoveToWindow() {
                super.didMoveToWindow()
                moves.append(window != nil)
            }
        }
        let table = WindowRecordingTable(frame: .zero, style: .plain)
        let window = makeKeyWindow(holding: table)
        XCTAssertEqual(table.moves, [true])
        table.removeFromSuperview()
        XCTAssertEqual(table.moves, [true, false])
        XCTAssertNil(table.window)
        _ = window
    }

    /// Register S6. Assigning `contentOffset` marks the scroll view as needing layout, and the
    /// run loop lays it out before the next frame: driven from a display link (one assignment a
    /// frame, as UIKit's own animations move the offset), every frame finds the previous frame's
    /// assignment laid out. The host's `moveOffset` calls `setNeedsLayout()`, and the controller
    /// bends the arc only in its layout hook, once a frame, relying on this.
    func testEveryOffsetChangeIsLaidOutBeforeTheNextFrame() {
        let table = LayoutCountingTable(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = 44
        let client = RecordingTableClient(counts: [1_000])
        table.dataSource = client
        table.delegate = client
        let window = makeKeyWindow(holding: table)
        table.layoutIfNeeded()
        let ticker = OffsetTicker(table: table, frames: 30, step: 7)
        ticker.start()
        XCTAssertTrue(runMainLoop(until: { ticker.isDone }), "the display link stopped ticking")
        XCTAssertEqual(ticker.assignmentsNeedingLayout, 30, "an assignment did not mark the view as needing layout")
        XCTAssertEqual(ticker.layoutsBetweenFrames.count, 30)
        XCTAssertEqual(ticker.layoutsBetweenFrames.filter { $0 == 0 }.count, 0,
                       "a frame began before the previous assignment was laid out: \(ticker.layoutsBetweenFrames)")
        XCTAssertEqual(table.contentOffset.y, 30 * 7, accuracy: 0.5)
        _ = window
    }
}

/// A table that counts its `layoutSubviews` passes.
private final class LayoutCountingTable: UITableView {
    private(set) var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

/// Moves a table's offset by `step` once a display-link frame, `frames` times, and records, for
/// each assignment, whether it marked the view as needing layout and how many layout passes ran
/// before the next frame began. Never calls `layoutIfNeeded()` itself.
@MainActor
private final class OffsetTicker: NSObject {
    private let table: LayoutCountingTable
    private let frames: Int
    private let step: CGFloat
    private var link: CADisplayLink?
    private var layoutsAtAssignment: Int?
    /// Assignments after which `layer.needsLayout()` was true.
    private(set) var assignmentsNeedingLayout = 0
    /// For each assignment, the layout passes between it and the next frame.
    private(set) var layoutsBetweenFrames: [Int] = []
    private(set) var isDone = false

    init(table: LayoutCountingTable, frames: Int, step: CGFloat) {
        self.table = table
        self.frames = frames
        self.step = step
    }

    func start() {
        let link = CADisplayLink(target: self, selector: #selector(tick(_:)))
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    @objc private func tick(_ link: CADisplayLink) {
        if let before = layoutsAtAssignment { layoutsBetweenFrames.append(table.layouts - before) }
        guard layoutsBetweenFrames.count < frames else {
            link.invalidate()
            self.link = nil
            isDone = true
            return
        }
        table.contentOffset.y += step
        if table.layer.needsLayout() { assignmentsNeedingLayout += 1 }
        layoutsAtAssignment = table.layouts
    }
}
#endif
