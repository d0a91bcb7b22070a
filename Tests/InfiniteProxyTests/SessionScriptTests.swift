import Foundation
import InfiniteHostTesting
import Testing

/// The shared session scripts are plain, reproducible data (the runner is exercised on the host in
/// `SharedSessionTests` and on UIKit in `SharedSessionUIKitTests`).
@Suite struct SessionScriptTests {
    @Test func aDragIsSplitIntoEqualFrames() {
        #expect(SessionScript.drag(300, frames: 3) == [.move(100), .move(100), .move(100)])
        #expect(SessionScript.drag(-50, frames: 0) == [.move(-50)])
    }

    @Test func aWanderIsReproducibleAndKeepsItsBudget() {
        let first = SessionScript.wander(seed: 7, frames: 600, maximumStep: 40, counts: [10], reloads: [[3], [25]])
        let second = SessionScript.wander(seed: 7, frames: 600, maximumStep: 40, counts: [10], reloads: [[3], [25]])
        let other = SessionScript.wander(seed: 8, frames: 600, maximumStep: 40, counts: [10], reloads: [[3], [25]])
        #expect(first == second)
        #expect(first != other)
        #expect(first.frameCount == 600)
        #expect(first.counts == [10])
        let reloads = first.steps.compactMap { step -> [Int]? in if case .reload(let counts) = step { counts } else { nil } }
        #expect(reloads == [[3], [25]])
        let moves = first.steps.compactMap { step -> CGFloat? in if case .move(let distance) = step { distance } else { nil } }
        #expect(moves.allSatisfy { abs($0) >= 2 && abs($0) <= 40 })
        #expect(moves.contains { $0 > 0 } && moves.contains { $0 < 0 }, "it wanders both ways")
    }

    @Test func theNamedSessionsHaveTheirShape() {
        #expect(SessionScript.longScroll.frameCount == 1_000)
        #expect(SessionScript.wanderWithReloads.frameCount == 1_200)
        #expect(SessionScript.wanderWithReloads.steps.filter { if case .reload = $0 { true } else { false } }.count == 3)
        #expect(SessionScript.carousel.counts == [7])
        #expect(SessionScript.carousel.frameCount == 440)
        #expect((0..<6).map(SessionScript.measuredRowHeight(row:)) == [44, 64, 84, 44, 64, 84])
    }
}
