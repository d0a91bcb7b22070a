import Foundation
import InfiniteProxy
import Testing
@testable import InfiniteStoryboard
@testable import InfiniteHost

@Suite struct StoryboardRecorderTests {
    @Test func cleanListRecordsJumpsAndNoViolations() {
        let (recording, list) = fakeRecording(seconds: 4)
        let stats = recording.statistics
        #expect(stats.frames == 240)
        #expect(recording.frames.count == 241)
        #expect(recording.frames.map(\.frame) == Array(0...240))
        #expect(stats.jumps == list.jumps)
        #expect(stats.jumps >= 2)
        #expect(stats.edgeHits == 0)
        #expect(stats.violations == 0, "\(recording.violationDescriptions)")
        #expect(stats.isClean)
        #expect(abs(stats.seconds - 4) < 1e-9)
        #expect(stats.peakLiveCells >= 20 && stats.peakLiveCells <= 21)
        // The fling alone (6 000 pt/s) travels ~3 000 pt at UIKit's normal rate.
        #expect(stats.distanceScrolled > 3_000)
    }

    @Test func visibleJumpsAreCaught() {
        let (recording, list) = fakeRecording(seconds: 4, jumpError: 10)
        #expect(list.jumps > 0)
        #expect(recording.statistics.violations > 0)
        #expect(recording.violationDescriptions.first?.contains("visibleJump") == true)
        #expect(!recording.statistics.isClean)
    }

    @Test func edgeHitsAreCountedOnce() {
        let (recording, _) = fakeRecording(seconds: 3, recenters: false, script: [.fling(velocity: 30_000), .wait(3)])
        #expect(recording.statistics.edgeHits == 1)
        #expect(recording.statistics.violations >= 1)
        #expect(recording.frames.filter(\.edgeHit).count == 1)
    }

    @Test func eventsAttachToTheNextFrame() {
        let (recording, _) = fakeRecording(seconds: 1, script: [.wait(0.5), .fling(velocity: 3_000), .wait(1)])
        let events = recording.frames.compactMap { frame in frame.event.map { (frame.frame, $0) } }
        #expect(events.count == 1)           // waits are not events
        #expect(events.first?.0 == 31)
        #expect(events.first?.1 == "fling ↓ 3\u{2009}000 pt/s")
    }

    /// Frames of a view that is not a list: a 2-D grid of 100 pt tiles scrolled diagonally and
    /// recentered by whole tiles on both axes.
    @Test func genericFramesAreCheckedOnBothAxes() {
        for error: CGFloat in [0, 7] {
            var recorder = StoryboardRecorder(axis: .vertical)
            var offset = CGPoint(x: 1_000, y: 1_000)
            var origin = (x: 0, y: 0)      // the tile at content (0, 0)
            for number in 0...120 {
                let moved = number == 0 ? CGPoint.zero : CGPoint(x: 13, y: 29)
                offset.x += moved.x
                offset.y += moved.y
                var jump = CGPoint.zero
                if offset.x > 1_500 { jump.x = -500 + error; origin.x += 5 }
                if offset.y > 1_500 { jump.y = -500; origin.y += 5 }
                offset.x += jump.x
                offset.y += jump.y
                let tiles = tilesCovering(offset: offset, origin: origin, size: CGSize(width: 390, height: 844))
                recorder.record(StoryboardFrame(
                    frame: 0, time: 0, offset: offset, moved: moved, jump: jump,
                    viewportSize: CGSize(width: 390, height: 844), contentSize: CGSize(width: 3_000, height: 3_000),
                    liveCells: tiles.count, visible: tiles))
            }
            let recording = recorder.recording(name: "g", title: "g", summary: "", scrollsBothAxes: true,
                                               sourceItems: 0, virtualItems: 0)
            #expect(recording.statistics.jumps > 2)
            if error == 0 {
                #expect(recording.statistics.violations == 0, "\(recording.violationDescriptions)")
            } else {
                #expect(recording.statistics.violations > 0)
            }
        }
    }

    @Test func resetContinuitySkipsOneComparison() {
        var recorder = StoryboardRecorder(axis: .vertical)
        let tile = { (y: CGFloat) in [StoryboardItem(source: [0, 0], virtual: [0, 0], frame: CGRect(x: 0, y: y, width: 100, height: 100))] }
        let frame = { (offset: CGFloat, y: CGFloat) in
            StoryboardFrame(frame: 0, time: 0, offset: CGPoint(x: 0, y: offset), viewportSize: CGSize(width: 100, height: 400),
                            contentSize: CGSize(width: 100, height: 2_000), liveCells: 1, visible: tile(y))
        }
        recorder.record(frame(0, 100))
        recorder.resetContinuity()
        recorder.record(frame(500, 700))     // a programmatic move: not a violation
        #expect(recorder.violationCount == 0)
        recorder.record(frame(900, 1_000))   // unexplained: offset and item both moved
        #expect(recorder.violationCount >= 1)
    }

    private func tilesCovering(offset: CGPoint, origin: (x: Int, y: Int), size: CGSize) -> [StoryboardItem] {
        var tiles: [StoryboardItem] = []
        let firstColumn = Int((offset.x / 100).rounded(.down)), lastColumn = Int(((offset.x + size.width) / 100).rounded(.up))
        let firstRow = Int((offset.y / 100).rounded(.down)), lastRow = Int(((offset.y + size.height) / 100).rounded(.up))
        for column in firstColumn..<lastColumn {
            for row in firstRow..<lastRow {
                tiles.append(StoryboardItem(
                    source: [column + origin.x, row + origin.y], virtual: [column, row],
                    frame: CGRect(x: CGFloat(column) * 100, y: CGFloat(row) * 100, width: 100, height: 100)))
            }
        }
        return tiles
    }
}
