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

    /// On an arc a row near the circle's end swings across far more than it moves along the
    /// axis (its tangent runs across it): within a circle's reach that is no jump; beyond it,
    /// or without an arc, it is.
    @Test func anArcAllowsWhatItsCircleMoves() {
        #expect(abs(InvariantChecker.arcCrossMove(radius: 300, moved: 45) - 158.0) < 0.1)
        #expect(InvariantChecker.arcCrossMove(radius: 300, moved: -400) == 300)
        #expect(InvariantChecker.arcCrossMove(radius: .nan, moved: 45) == 0)
        func moving(_ dx: CGFloat, radius: CGFloat?) -> Int {
            var checker = InvariantChecker(axis: .vertical)
            checker.arcRadius = radius
            checker.check(frame(0, y: 100, x: 0))
            var next = frame(1, y: 60, x: dx)
            next.viewport.offset += 40
            next.items[0].frame.origin.y += 40
            next.moved = 40
            checker.check(next)
            return checker.violationCount
        }
        #expect(moving(140, radius: 300) == 0)    // √(2·300·40 − 40²) ≈ 150
        #expect(moving(140, radius: nil) == 1)    // 3 × 40 + 1 = 121
        #expect(moving(160, radius: 300) == 1)
    }
}
