import Foundation
import InfiniteProxy
import Testing
@testable import InfiniteStoryboard
@testable import InfiniteHost

@Suite struct StoryboardScenarioTests {
    @Test func catalogHasTheScenariosTheIssueNamesOnce() {
        let names = StoryboardScenario.catalog.map(\.name)
        #expect(Set(names).count == names.count)
        for required in ["table-arc-left", "table-arc-right", "table-self-sizing", "table-two-rows", "carousel-paging", "carousel-rtl", "grid", "pager", "ribbon"] {
            #expect(names.contains(required), "\(required)")
        }
        #expect(StoryboardScenario.catalog.allSatisfy { $0.defaultSeconds > 0 && $0.defaultSeconds <= 12 })
    }

    @Test func selectionKeepsTheOrderGiven() {
        let all = StoryboardScenario.catalog.map(\.name)
        #expect(StoryboardScenario.selected([]).map(\.name) == all)
        let picked = Array(all.reversed().prefix(2))
        #expect(StoryboardScenario.selected(picked).map(\.name) == picked)
        #expect(StoryboardScenario.selected(["no-such-scenario"]).isEmpty)
    }

    /// Every scenario, for two seconds: the right number of frames, parseable JSON whose offsets
    /// add up, only the client's own paths, and every invariant kept.
    @Test(arguments: StoryboardScenario.catalog.map(\.name))
    func everyScenarioRunsCleanly(name: String) throws {
        let scenario = try #require(StoryboardScenario.selected([name]).first)
        let recording = scenario.run(seconds: 2)
        #expect(recording.name == name)
        #expect(recording.statistics.frames == 120)
        #expect(recording.statistics.edgeHits == 0, "\(recording.violationDescriptions)")
        #expect(recording.statistics.violations == 0, "\(recording.violationDescriptions)")
        #expect(recording.frames.allSatisfy { !$0.visible.isEmpty })
        #expect(recording.sourceItems > 0)
        var previous: Double?
        for line in StoryboardJSONWriter.lines(for: recording) {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let offset = try #require((object["offset"] as? NSNumber)?.doubleValue)
            let moved = try #require((object["moved"] as? NSNumber)?.doubleValue)
            let jump = try #require((object["jump"] as? NSNumber)?.doubleValue)
            if let previous { #expect(abs(previous + moved + jump - offset) < 0.5) }
            previous = offset
        }
    }

    /// The right-to-left carousel starts with card 0 centred, the next card on its left and the
    /// previous one on its right; its first auto-scroll brings card 1 to the centre.
    @Test func rightToLeftCarouselShowsTheNextCardOnTheLeft() throws {
        let recording = try #require(StoryboardScenario.selected(["carousel-rtl"]).first).run(seconds: 2.3)
        func order(_ frame: StoryboardFrame) -> [Int] {
            frame.visible.sorted { $0.frame.minX > $1.frame.minX }.map { $0.source[1] }
        }
        let first = try #require(recording.frames.first)
        #expect(order(first) == [6, 0, 1])
        let last = try #require(recording.frames.last)
        #expect(order(last).filter { $0 <= 2 } == [0, 1, 2])
        #expect(last.visible.contains { $0.source[1] == 2 })
    }

    /// The arc tables put every row's leading edge on a circle: a row whose centre is d from the
    /// visible centre is moved by R − √(R² − d²), to the right for `.left`, to the left for `.right`.
    @Test(arguments: ["table-arc-left", "table-arc-right"])
    func arcRowsLieOnTheCircle(name: String) throws {
        let recording = try #require(StoryboardScenario.selected([name]).first).run(seconds: 2)
        let arc = try #require(recording.arc)
        #expect(arc.radius > 200)
        var checked = 0
        for frame in recording.frames {
            let center = frame.offset.y + frame.viewportSize.height / 2
            for item in frame.visible {
                let d = abs(item.frame.midY - center)
                guard d < arc.radius else { continue }
                let sagitta = arc.radius - (arc.radius * arc.radius - d * d).squareRoot()
                let expected = name == "table-arc-left" ? sagitta : -sagitta
                #expect(abs(item.frame.minX - expected) < 0.01, "frame \(frame.frame) \(item.label)")
                checked += 1
            }
        }
        #expect(checked > 1_000)
    }

    @Test func sectionsRepeatAsABlockWithTheirHeaders() throws {
        let recording = try #require(StoryboardScenario.selected(["table-self-sizing"]).first).run(seconds: 2)
        let titles = ["Short", "Longer", "Mixed"]
        var headersSeen = 0
        for frame in recording.frames {
            for header in frame.supplementary {
                #expect(header.label == titles[header.source[0]])
                // A header's own rows follow it: the next row below is in the same source section.
                let below = frame.visible.filter { $0.frame.minY >= header.frame.maxY - 0.5 }.min { $0.frame.minY < $1.frame.minY }
                if let below { #expect(below.source[0] == header.source[0]) }
                headersSeen += 1
            }
            // Rows keep the heights their client gave them.
            for row in frame.visible {
                let heights: [[CGFloat]] = [[44, 44, 52], [124, 96], [68, 152, 44]]
                #expect(abs(row.frame.height - heights[row.source[0]][row.source[1]]) < 0.01)
            }
        }
        #expect(headersSeen > 0)
    }

    @Test func plansAreDescribedInWords() {
        #expect(Repetition(sourceItemCounts: [12], copies: 1, leadingItems: 15, trailingItems: 15).storyboardDescription
                == "1 whole copy plus 15 + 15 items of padding, 42 virtual items for 12 of the client's")
        #expect(Repetition(sourceItemCounts: [2], copies: 21).storyboardDescription
                == "21 whole copies, 42 virtual items for 2 of the client's")
        #expect(Repetition(sourceItemCounts: [0, 0], copies: 3).storyboardDescription == "finite (empty)")
    }
}
