import Foundation
import Testing
import InfiniteProxy
import InfiniteHostTesting

/// A frame at rest showing one 50-pt row of source item 3 at `y` on screen, `x` across.
private func frame(_ number: Int, y: CGFloat, x: CGFloat) -> HostFrameSnapshot {
    HostFrameSnapshot(
        frame: number, viewport: ListViewport(offset: 1_000, length: 844), moved: 0, jump: 0, edgeHits: 0, liveCells: 1,
        items: [HostVisibleItem(virtual: VirtualIndexPath(section: 0, item: 3), source: SourceIndexPath(section: 0, item: 3),
                                frame: CGRect(x: x, y: 1_000 + y, width: 390, height: 50))])
}

@Suite struct InvariantCheckerTests {
    /// At rest, a row that moves sideways is a visible jump.
    @Test func aSidewaysMoveAtRestIsAVisibleJump() {
        var checker = InvariantChecker(axis: .vertical)
        checker.check(frame(0, y: 100, x: 0))
        checker.check(frame(1, y: 100, x: 150))
        #expect(checker.violations.map(\.kind) == [.visibleJump])
    }

    /// After ``InvariantChecker/allowCrossAxisMove()`` the next frame may move rows sideways,
    /// not along the axis, and only that frame.
    @Test func anAllowedCrossMoveHoldsTheAxisAndLastsOneFrame() {
        var checker = InvariantChecker(axis: .vertical)
        checker.check(frame(0, y: 100, x: 0))
        checker.allowCrossAxisMove()
        checker.check(frame(1, y: 100, x: 150))
        #expect(checker.violations.isEmpty)
        checker.check(frame(2, y: 100, x: 0))
        #expect(checker.violations.map(\.frame) == [2])
        checker.allowCrossAxisMove()
        checker.check(frame(3, y: 130, x: 0))
        #expect(checker.violations.map(\.frame) == [2, 3])
    }
}
