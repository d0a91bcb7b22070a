import Foundation
import InfiniteProxy
import Testing
@testable import InfiniteStoryboard
@testable import InfiniteHost

@Suite struct StoryboardCollectionScenarioTests {
    /// Issue 15, item 5: a horizontal compositional list loops through flings both ways, with
    /// the layout's own geometry (260-point cards, 12-point spacing, 16-point insets across).
    @Test func compositionalCarouselLoops() throws {
        let recording = try #require(StoryboardScenario.selected(["carousel-compositional"]).first).run()
        #expect(recording.statistics.frames == 360)
        #expect(recording.statistics.violations == 0, "\(recording.violationDescriptions)")
        #expect(recording.statistics.edgeHits == 0)
        #expect(recording.statistics.jumps > 2)
        #expect(recording.virtualItems > recording.sourceItems)
        #expect(recording.notes.contains("Layout: compositional; looping: yes."))
        var pairs = 0
        for frame in recording.frames {
            let cards = frame.visible.sorted { $0.frame.minX < $1.frame.minX }
            for card in cards {
                #expect(card.frame.width == 260 && card.frame.minY == 16 && card.frame.height == 208)
            }
            for (a, b) in zip(cards, cards.dropFirst()) {
                #expect(abs(b.frame.minX - a.frame.maxX - 12) < 0.01)
                #expect(b.source[1] == (a.source[1] + 1) % StoryboardSampleData.cards.count)
                pairs += 1
            }
        }
        #expect(pairs > 300)
    }

    @Test func catalogHasTheIssue15Screens() {
        let names = StoryboardScenario.catalog.map(\.name)
        #expect(names.contains("table-diffable-update"))
        #expect(names.contains("carousel-compositional"))
    }
}
