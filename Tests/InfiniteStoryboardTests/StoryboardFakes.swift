import Foundation
import InfiniteProxy
@testable import InfiniteStoryboard
@testable import InfiniteHost

/// A minimal infinite list for storyboard tests, independent of the host table: `rows` fixed
/// rows repeated `copies` times, recentered by whole periods when the viewport's centre leaves
/// the middle copy. `jumpError` adds a deliberate error to every jump (a broken list whose jumps
/// show).
final class FakeInfiniteList: HostScrollView {
    let rows: Int
    let copies: Int
    let rowHeight: CGFloat
    let jumpError: CGFloat
    let recenters: Bool
    private(set) var jumps = 0
    private var pendingJump: CGFloat = 0
    private var recentering = false

    init(rows: Int = 10, copies: Int = 5, rowHeight: CGFloat = 44, viewport: CGSize = CGSize(width: 390, height: 844),
         jumpError: CGFloat = 0, recenters: Bool = true) {
        self.rows = rows
        self.copies = copies
        self.rowHeight = rowHeight
        self.jumpError = jumpError
        self.recenters = recenters
        super.init(viewportSize: viewport)
        contentSize = CGSize(width: viewport.width, height: CGFloat(rows * copies) * rowHeight)
        contentOffset = CGPoint(x: 0, y: period * CGFloat(copies / 2))
    }

    var period: CGFloat { CGFloat(rows) * rowHeight }

    override func didScroll() {
        guard recenters, !recentering else { return }
        let center = contentOffset.y + viewportSize.height / 2
        let bandCenter = contentSize.height / 2
        let periods = ((center - bandCenter) / period).rounded()
        guard abs(center - bandCenter) > period / 2, periods != 0 else { return }
        recentering = true
        let jump = -periods * period + jumpError
        contentOffset.y += jump
        pendingJump += jump
        jumps += 1
        recentering = false
    }

    /// The frame's snapshot; takes the jump accumulated since the last one.
    func takeSnapshot() -> HostFrameSnapshot {
        let y = contentOffset.y
        let first = max(0, Int((y / rowHeight).rounded(.down)))
        let last = min(rows * copies, Int(((y + viewportSize.height) / rowHeight).rounded(.up)))
        let items = (first..<max(first, last)).map { index in
            HostVisibleItem(
                virtual: VirtualIndexPath(section: 0, item: index),
                source: SourceIndexPath(section: 0, item: index % rows),
                frame: CGRect(x: 0, y: CGFloat(index) * rowHeight, width: viewportSize.width, height: rowHeight))
        }
        let jump = pendingJump
        pendingJump = 0
        return HostFrameSnapshot(
            frame: frameCount, viewport: ListViewport(offset: y, length: viewportSize.height),
            moved: lastPhysicsMovement.y, jump: jump, edgeHits: edgeHits, liveCells: items.count, items: items)
    }

    func record(into recorder: inout StoryboardRecorder) {
        recorder.record(takeSnapshot(), contentSize: contentSize, viewportSize: viewportSize)
    }
}

/// A recording of the fake list under a fixed script.
func fakeRecording(
    seconds: TimeInterval = 3, jumpError: CGFloat = 0, recenters: Bool = true,
    script: [StoryboardGesture] = [.fling(velocity: 6_000), .wait(1.2), .drag(distance: -300, duration: 0.3, releaseVelocity: -5_000), .wait(1.5)]
) -> (StoryboardRecording, FakeInfiniteList) {
    let list = FakeInfiniteList(jumpError: jumpError, recenters: recenters)
    var recorder = StoryboardRecorder(axis: .vertical)
    StoryboardScriptRunner(axis: .vertical, seconds: seconds).run(script, on: list, recorder: &recorder) { recorder in
        list.record(into: &recorder)
    }
    let recording = recorder.recording(
        name: "fake-list", title: "Fake list", summary: "Ten rows, five copies.",
        arc: StoryboardArc(alignment: .left, radius: 600), sourceItems: 10, virtualItems: 50)
    return (recording, list)
}
