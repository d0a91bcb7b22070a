import Foundation
import InfiniteProxy
import Testing
@testable import InfiniteStoryboard
@testable import InfiniteHost

@Suite struct StoryboardDiffableScenarioTests {
    /// Issue 15, item 5: the diffable screen applies snapshots that insert, delete and move
    /// items, at rest and mid-fling, and keeps every invariant.
    @Test func diffableUpdatesRunCleanlyAtRestAndMidFling() throws {
        let recording = try #require(StoryboardScenario.selected(["table-diffable-update"]).first).run()
        #expect(recording.statistics.frames == 480)
        #expect(recording.statistics.violations == 0, "\(recording.violationDescriptions)")
        #expect(recording.statistics.edgeHits == 0)
        #expect(recording.statistics.jumps > 5)
        let applies = recording.frames.filter { $0.event?.contains("apply:") == true }
        #expect(applies.count >= 6)
        // Some applies land while the list is moving fast, some at rest.
        #expect(applies.contains { abs($0.moved.y) > 20 })
        #expect(applies.contains { $0.moved.y == 0 })
        // The inserted items reach the screen, and the data changed size (12 cities at first).
        #expect(recording.frames.contains { $0.visible.contains { $0.label.contains("New") } })
        #expect(recording.sourceItems != StoryboardSampleData.cities.count)
        #expect(recording.notes.contains { $0.contains("every cell showed its item") })
        #expect(recording.notes.contains { $0.contains("only about its own paths") })
        #expect(recording.notes.contains { $0.contains("Sections added: 1, removed: 1") })
        #expect(recording.frames.contains { $0.visible.contains { $0.label.contains("Extra") } })
    }

    /// Issue 15: the diffable carousel applies animated snapshots that insert, delete, move and
    /// reconfigure cards and add and remove a section, at rest and mid-fling, with every invariant
    /// kept; reconfigured cards change their text in the cells on screen.
    @Test func diffableCollectionUpdatesRunCleanly() throws {
        let recording = try #require(StoryboardScenario.selected(["collection-diffable-update"]).first).run()
        #expect(recording.statistics.frames == 480)
        #expect(recording.statistics.violations == 0, "\(recording.violationDescriptions)")
        #expect(recording.statistics.edgeHits == 0)
        #expect(recording.statistics.jumps > 3)
        let applies = recording.frames.filter { $0.event?.contains("apply:") == true }
        #expect(applies.count >= 7)
        #expect(applies.contains { abs($0.moved.x) > 20 })
        #expect(recording.frames.contains { $0.visible.contains { $0.label.contains("✎") } })
        #expect(recording.frames.contains { $0.visible.contains { $0.label.contains("Extra") } })
        #expect(recording.notes.contains { $0.contains("Sections added: 1, removed: 1") })
        #expect(recording.notes.contains { $0.contains("it never moved and every cell showed its item") })
        #expect(recording.notes.contains { $0.contains("only about its own paths") })
        #expect(!recording.notes.contains { $0.contains(" 0 cells on screen reconfigured") })
    }

    /// Checked from the recorded frames alone: across every apply, the row at the centre of the
    /// screen (when the snapshot keeps it) moves on screen only by what the scroll moved.
    @Test func theCentredRowStaysPutAcrossEveryApply() throws {
        let recording = try #require(StoryboardScenario.selected(["table-diffable-update"]).first).run()
        func name(_ item: StoryboardItem) -> Substring { item.label.drop { $0 != " " }.dropFirst() }
        var checked = 0
        for frame in recording.frames where frame.frame > 0 && frame.event?.contains("apply:") == true {
            let before = recording.frames[frame.frame - 1]
            let centre = before.offset.y + before.viewportSize.height / 2
            let centred = try #require(before.visible.first { $0.frame.minY <= centre && $0.frame.maxY > centre })
            let after = frame.visible.filter { name($0) == name(centred) }
            guard !after.isEmpty else { continue }     // the apply deleted it
            let expected = centred.frame.minY - before.offset.y - frame.moved.y
            #expect(after.contains { abs($0.frame.minY - frame.offset.y - expected) <= 0.5 },
                    "frame \(frame.frame): \(centred.label) expected at \(expected)")
            checked += 1
        }
        #expect(checked >= 4)
    }
}
