import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import InfiniteProxy
import Testing
@testable import InfiniteStoryboard
@testable import InfiniteHost

@Suite struct StoryboardHTMLTests {
    @Test func pageIsSelfContained() {
        let (recording, _) = fakeRecording(seconds: 2)
        let page = StoryboardHTML().page(for: [recording], command: "swift run infinite-demo")
        #expect(page.hasPrefix("<!doctype html>"))
        #expect(page.hasSuffix("</html>\n"))
        // The only URL is the SVG namespace; nothing is loaded from anywhere.
        let urls = page.components(separatedBy: "http").count - 1
        let namespaces = page.components(separatedBy: "http://www.w3.org/2000/svg").count - 1
        #expect(urls == namespaces)
        for forbidden in ["<link", "<img", " src=", "@import", "<iframe", "fetch(", "XMLHttpRequest"] {
            #expect(!page.contains(forbidden), "\(forbidden)")
        }
        // url( only for in-page references (clip paths).
        #expect(page.components(separatedBy: "url(").count == page.components(separatedBy: "url(#").count)
    }

    @Test func pageShowsEveryScenarioAndItsFigures() {
        let (first, _) = fakeRecording(seconds: 2)
        var second = first
        second.name = "second-one"
        second.title = "Second <one>"
        let page = StoryboardHTML().page(for: [first, second], command: "cmd")
        #expect(page.contains("id=\"fake-list\""))
        #expect(page.contains("id=\"second-one\""))
        #expect(page.contains("href=\"#second-one\""))
        #expect(page.contains("Second &lt;one&gt;"))
        #expect(!page.contains("Second <one>"))
        let stats = first.statistics
        #expect(page.contains("<td>\(stats.frames)</td>"))
        #expect(page.contains(">\(stats.jumps)</td>"))
        #expect(page.contains("✓ clean"))
        #expect(page.components(separatedBy: "<figure class=\"player\"").count == 3)
        #expect(page.components(separatedBy: "const STORYBOARD").count == 2)
    }

    @Test func violationsShowInRed() {
        let (broken, _) = fakeRecording(seconds: 3, jumpError: 10)
        let page = StoryboardHTML().page(for: [broken], command: "cmd")
        #expect(page.contains("<ul class=\"violations\">"))
        #expect(page.contains("✗"))
        #expect(!page.contains("✓ clean"))
    }

    @Test func stripShowsTheFramesAroundTheQuietestJump() throws {
        let (recording, _) = fakeRecording(seconds: 4)
        let keys = StoryboardHTML().keyFrames(recording)
        let jumps = recording.frames.filter { $0.didJump && $0.frame > 0 }
        let quietest = try #require(jumps.map { abs($0.moved.y) }.min())
        let jump = try #require(jumps.first { abs($0.moved.y) == quietest })
        #expect(keys.map(\.frame).contains(jump.frame))
        #expect(keys.map(\.frame).contains(jump.frame - 1))
        #expect(keys.first?.frame == 0)
        #expect(keys.last?.frame == recording.frames.count - 1)
        #expect(keys.count == 6)
        #expect(keys.map(\.frame) == keys.map(\.frame).sorted())
        // Before and after the jump the screen shows the same rows where the movement puts them.
        let before = recording.frames[jump.frame - 1]
        let onScreen = { (frame: StoryboardFrame, shift: CGFloat) in
            Set(frame.visible.map { "\($0.source)@\((($0.frame.minY - frame.offset.y + shift) * 4).rounded())" })
        }
        let shared = onScreen(before, 0).intersection(onScreen(jump, jump.moved.y))
        #expect(shared.count >= 15)
    }

    @Test func screensDrawEveryItemColouredByItsSource() throws {
        let (recording, _) = fakeRecording(seconds: 1)
        let frame = recording.frames[30]
        let svg = StoryboardSVG(scale: 0.5).screen(frame, in: recording)
        #expect(svg.components(separatedBy: "<rect class=\"item\"").count - 1 == frame.visible.count)
        for item in frame.visible {
            #expect(svg.contains("hsl(\(StoryboardSVG.hue(for: item.source)),70%,82%)"))
        }
        #expect(svg.contains("<circle class=\"arc\""))
        try expectWellFormedXML(svg)
    }

    @Test func twinsShareAHueAndNeighboursDiffer() {
        for section in 0..<3 {
            for row in 0..<50 {
                #expect(StoryboardSVG.hue(for: [section, row]) == StoryboardSVG.hue(for: [section, row]))
                #expect((0..<360).contains(StoryboardSVG.hue(for: [section, row])))
                #expect(StoryboardSVG.hue(for: [section, row]) != StoryboardSVG.hue(for: [section, row + 1]))
            }
        }
        #expect((0..<360).contains(StoryboardSVG.hue(for: [-7, -3])))
    }

    @Test func chartMarksEveryJump() throws {
        let (recording, _) = fakeRecording(seconds: 4)
        let chart = StoryboardSVG().offsetChart(recording)
        #expect(chart.components(separatedBy: "<circle class=\"jump\"").count - 1 == recording.statistics.jumps)
        // One line per stretch between jumps (a stretch of a single frame has no line).
        let lines = chart.components(separatedBy: "<polyline").count - 1
        #expect(lines >= 2 && lines <= recording.statistics.jumps + 1)
        try expectWellFormedXML(chart)
    }

    @Test func everyStaticSVGOfThePageIsWellFormed() throws {
        let (recording, _) = fakeRecording(seconds: 2)
        let page = StoryboardHTML().page(for: [recording], command: "a & b")
        var rest = page[..<(page.range(of: "<script>")?.lowerBound ?? page.endIndex)]
        var count = 0
        while let start = rest.range(of: "<svg "), let end = rest.range(of: "</svg>", range: start.upperBound..<rest.endIndex) {
            try expectWellFormedXML(String(rest[start.lowerBound..<end.upperBound]))
            rest = rest[end.upperBound...]
            count += 1
        }
        #expect(count == 1 + 6 + 1)     // player's first frame, the strip, the chart
    }

    @Test func textIsEscaped() {
        #expect(StoryboardHTML.escape("a < b & \"c\" 'd' >") == "a &lt; b &amp; &quot;c&quot; &#39;d&#39; &gt;")
        #expect(StoryboardHTML.jsString("</script>\"\\\n") == #""\u003c/script\u003e\"\\\n""#)
        #expect(StoryboardHTML.points(48_213.4) == "48\u{2009}213 pt")
        #expect(StoryboardHTML.points(-1_560) == "−1\u{2009}560 pt")
        #expect(StoryboardHTML.points(999) == "999 pt")
        #expect(StoryboardHTML.points(.nan) == "—")
    }

    @Test func playerDataHoldsTheSampledFrames() {
        let (recording, _) = fakeRecording(seconds: 2)
        var html = StoryboardHTML()
        html.playerStride = 3
        let data = html.playerData([recording])
        let sampled = recording.frames.enumerated().filter { position, frame in
            position % 3 == 0 || frame.didJump || frame.edgeHit || frame.event != nil || position == recording.frames.count - 1
        }.count
        // One line per sampled frame, each starting with its time.
        let lines = data.split(separator: "\n").filter { $0.hasPrefix("[") }
        #expect(lines.count == sampled)
        #expect(!data.contains("</script"))
    }

    private func expectWellFormedXML(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let parser = XMLParser(data: Data(text.utf8))
        let ok = parser.parse()
        #expect(ok, "\(parser.parserError.map { "\($0)" } ?? "") in \(text.prefix(200))", sourceLocation: sourceLocation)
    }
}
