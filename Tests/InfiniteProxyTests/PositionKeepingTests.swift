import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct PositionKeepingTests {
    private let item = SourceIndexPath(section: 0, item: 3)
    private let anchor = VirtualIndexPath(section: 0, item: 13)

    @Test func scheduledPositionsReplaceEachOther() {
        var positions = PositionKeeping()
        #expect(positions.isSettled)
        positions.schedule(.start)
        #expect(positions.pending == .start && positions.captureOffset == nil && !positions.isSettled)
        let memo = ListPositionMemo(source: item, screenPosition: 100)
        positions.schedule(.memo(memo), capturedAt: 120)
        #expect(positions.pending == .memo(memo) && positions.captureOffset == 120)
        positions.schedule(nil)
        #expect(positions.pending == nil && positions.captureOffset == nil && positions.isSettled)
    }

    @Test func aMemoCapturedAtAnOffsetMovesWithTheView() {
        var positions = PositionKeeping()
        let memo = ListPositionMemo(source: item, screenPosition: 100)
        #expect(positions.memo(memo, atOffset: 130) == memo)   // captured for a restore now
        positions.schedule(.memo(memo), capturedAt: 100)
        #expect(positions.memo(memo, atOffset: 130).screenPosition == 70)
        #expect(positions.memo(memo, atOffset: 90).screenPosition == 110)
    }

    @Test func aRestoreIsCorrectedOverAtMostTheSettlingPasses() {
        var positions = PositionKeeping()
        positions.startCorrection(of: anchor, at: 400, clamp: true, jumps: 2)
        #expect(positions.correction == .init(item: anchor, edge: 400, clamp: true, jumps: 2))
        #expect(positions.correctionsLeft == PositionKeeping.settlingPasses)
        var passes = 0
        while let correction = positions.correction {
            positions.correction = nil
            passes += 1
            positions.continueCorrection(of: correction.item, at: 400 + CGFloat(passes), clamp: correction.clamp, jumps: 2)
        }
        #expect(passes == PositionKeeping.settlingPasses)
        #expect(positions.correctionsLeft == 0 && positions.isSettled)
    }

    @Test func theViewsOwnCompensationIsNotDrift() {
        var positions = PositionKeeping()
        positions.offsetBeforeLayout = 100
        #expect(positions.drift(from: 400, to: 430, offset: 120) == 10)
        #expect(positions.drift(from: 400, to: 420, offset: 120) == 0)
        #expect(positions.drift(from: 400, to: 390, offset: 100) == -10)
    }

    /// Five items a copy, three copies a jump: a memo captured from item 22 restores at the
    /// twin a whole jump from it (7, 22, 37), not at another column's twin.
    @Test func aGridRestoreKeepsTheCapturedColumn() {
        let repetition = Repetition(sourceItemCounts: [5], copies: 9, copiesPerJump: 3)
        var positions = PositionKeeping()
        let memo = ListPositionMemo(source: SourceIndexPath(section: 0, item: 2), screenPosition: 40)
        let home = VirtualIndexPath(section: 0, item: 12)
        #expect(positions.twinInCapturedColumn(of: home, memo: memo, in: repetition) == home)   // nothing captured
        positions.captured(memo, from: VirtualIndexPath(section: 0, item: 22), in: repetition)
        #expect(positions.twinInCapturedColumn(of: home, memo: memo, in: repetition) == VirtualIndexPath(section: 0, item: 7))
        #expect(positions.twinInCapturedColumn(of: VirtualIndexPath(section: 0, item: 22), memo: memo, in: repetition)
            == VirtualIndexPath(section: 0, item: 22))
        let other = ListPositionMemo(source: SourceIndexPath(section: 0, item: 2), screenPosition: 41)
        #expect(positions.twinInCapturedColumn(of: home, memo: other, in: repetition) == home)   // another memo
        let replanned = Repetition(sourceItemCounts: [5], copies: 12, copiesPerJump: 3)
        #expect(positions.twinInCapturedColumn(of: home, memo: memo, in: replanned) == home)     // another plan
    }

    @Test func onlyPlansWhoseJumpSpansSeveralCopiesRememberTheCapture() {
        let single = Repetition(sourceItemCounts: [5], copies: 9)
        var positions = PositionKeeping()
        let memo = ListPositionMemo(source: SourceIndexPath(section: 0, item: 2), screenPosition: 40)
        positions.captured(memo, from: VirtualIndexPath(section: 0, item: 22), in: single)
        let home = VirtualIndexPath(section: 0, item: 12)
        #expect(positions.twinInCapturedColumn(of: home, memo: memo, in: single) == home)
    }
}
