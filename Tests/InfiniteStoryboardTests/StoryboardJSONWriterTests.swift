import Foundation
import InfiniteProxy
import Testing
@testable import InfiniteStoryboard
@testable import InfiniteHost

@Suite struct StoryboardJSONWriterTests {
    @Test func numbersPrintShortAndValid() {
        #expect(StoryboardJSONWriter.number(390.0) == "390")
        #expect(StoryboardJSONWriter.number(-8.25) == "-8.25")
        #expect(StoryboardJSONWriter.number(0.1 + 0.2) == "0.3")
        #expect(StoryboardJSONWriter.number(-0.0) == "0")
        #expect(StoryboardJSONWriter.number(1234.5) == "1234.5")
        #expect(StoryboardJSONWriter.number(Double.nan) == "null")
        #expect(StoryboardJSONWriter.number(Double.infinity) == "null")
        #expect(StoryboardJSONWriter.number(CGFloat(44)) == "44")
    }

    @Test func hugeAndTinyNumbersStillParseAsJSON() throws {
        for value in [1e20, -3e17, 1e-5, 123_456_789.125, 2.5e-6] {
            let text = "[\(StoryboardJSONWriter.number(value))]"
            let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [NSNumber]
            let back = try #require(parsed?.first).doubleValue
            #expect(abs(back - value) <= max(1e-6, abs(value) * 1e-12), "\(value) printed as \(text)")
        }
    }

    /// The example of the issue, written out by hand.
    @Test func issueExampleIsReproducedExactly() {
        let frame = StoryboardFrame(
            frame: 12, time: 0.2, offset: CGPoint(x: 0, y: 1234.5), moved: CGPoint(x: 0, y: -8.25),
            jump: .zero, viewportSize: CGSize(width: 390, height: 844),
            contentSize: CGSize(width: 390, height: 5280), edgeHit: false, liveCells: 1,
            visible: [StoryboardItem(source: [0, 5], virtual: [1, 5],
                                     frame: CGRect(x: 12.5, y: 1200, width: 390, height: 44))])
        let expected = #"{"frame": 12, "t": 0.2, "axis": "y", "offset": 1234.5, "moved": -8.25, "jump": 0, "viewport": {"w": 390, "h": 844}, "contentLength": 5280, "edgeHit": false, "visible": [{"source": [0, 5], "virtual": [1, 5], "x": 12.5, "y": 1200, "w": 390, "h": 44}]}"#
        #expect(StoryboardJSONWriter.line(for: frame, axis: .vertical) == expected)
    }

    @Test func horizontalFramesReportTheXAxis() throws {
        let frame = StoryboardFrame(
            frame: 3, time: 0.05, offset: CGPoint(x: 700, y: -20), moved: CGPoint(x: 12, y: 0),
            jump: CGPoint(x: -1_560, y: 0), viewportSize: CGSize(width: 390, height: 220),
            contentSize: CGSize(width: 4_680, height: 220), edgeHit: true, liveCells: 4, visible: [])
        let object = try parse(StoryboardJSONWriter.line(for: frame, axis: .horizontal))
        #expect(object["axis"] as? String == "x")
        #expect((object["offset"] as? NSNumber)?.doubleValue == 700)
        #expect((object["moved"] as? NSNumber)?.doubleValue == 12)
        #expect((object["jump"] as? NSNumber)?.doubleValue == -1_560)
        #expect((object["contentLength"] as? NSNumber)?.doubleValue == 4_680)
        #expect(object["edgeHit"] as? Bool == true)
        #expect(object["cross"] == nil)
    }

    @Test func twoDimensionalFramesAddTheCrossAxis() throws {
        let frame = StoryboardFrame(
            frame: 1, time: 1.0 / 60, offset: CGPoint(x: 100, y: 200), moved: CGPoint(x: 3, y: 4),
            jump: CGPoint(x: -500, y: 0), viewportSize: CGSize(width: 390, height: 844),
            contentSize: CGSize(width: 1_800, height: 3_400), liveCells: 0, visible: [])
        let object = try parse(StoryboardJSONWriter.line(for: frame, axis: .vertical, scrollsBothAxes: true))
        let cross = try #require(object["cross"] as? [String: Any])
        #expect(cross["axis"] as? String == "x")
        #expect((cross["offset"] as? NSNumber)?.doubleValue == 100)
        #expect((cross["moved"] as? NSNumber)?.doubleValue == 3)
        #expect((cross["jump"] as? NSNumber)?.doubleValue == -500)
        #expect((cross["contentLength"] as? NSNumber)?.doubleValue == 1_800)
        #expect((object["offset"] as? NSNumber)?.doubleValue == 200)
    }

    @Test func keysComeInTheIssuesOrder() {
        let (recording, _) = fakeRecording(seconds: 0.5)
        let keys = ["\"frame\"", "\"t\"", "\"axis\"", "\"offset\"", "\"moved\"", "\"jump\"", "\"viewport\"",
                    "\"contentLength\"", "\"edgeHit\"", "\"visible\""]
        for line in StoryboardJSONWriter.lines(for: recording) {
            let positions = keys.map { line.range(of: $0)?.lowerBound }
            #expect(positions.allSatisfy { $0 != nil })
            let found = positions.compactMap { $0 }
            #expect(found == found.sorted())
        }
    }

    /// Every line of a real session parses and carries the frame's values; offsets add up.
    @Test func sessionLinesRoundTripAndAddUp() throws {
        let (recording, _) = fakeRecording(seconds: 3)
        let lines = StoryboardJSONWriter.lines(for: recording)
        #expect(lines.count == recording.frames.count)
        var previousOffset: Double?
        var jumps = 0
        for (line, frame) in zip(lines, recording.frames) {
            let object = try parse(line)
            #expect((object["frame"] as? NSNumber)?.intValue == frame.frame)
            let offset = try #require((object["offset"] as? NSNumber)?.doubleValue)
            let moved = try #require((object["moved"] as? NSNumber)?.doubleValue)
            let jump = try #require((object["jump"] as? NSNumber)?.doubleValue)
            if jump != 0 { jumps += 1 }
            if let previousOffset {
                #expect(abs(previousOffset + moved + jump - offset) < 1e-3, "frame \(frame.frame)")
            }
            previousOffset = offset
            let visible = try #require(object["visible"] as? [[String: Any]])
            #expect(visible.count == frame.visible.count)
            for (entry, item) in zip(visible, frame.visible) {
                #expect((entry["source"] as? [NSNumber])?.map(\.intValue) == item.source)
                #expect((entry["virtual"] as? [NSNumber])?.map(\.intValue) == item.virtual)
                #expect(abs(((entry["y"] as? NSNumber)?.doubleValue ?? .nan) - Double(item.frame.minY)) < 1e-5)
                #expect((entry["h"] as? NSNumber)?.doubleValue == Double(item.frame.height))
            }
        }
        #expect(jumps > 0)
        #expect(jumps == recording.statistics.jumps)
    }

    @Test func randomFramesRoundTrip() throws {
        var random = SplitMix64(seed: 0x5EED_0006)
        for number in 0..<200 {
            let value = { (range: ClosedRange<Double>) in CGFloat(Double.random(in: range, using: &random)) }
            let items = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                StoryboardItem(source: [Int.random(in: 0...3, using: &random), Int.random(in: 0...99, using: &random)],
                               virtual: [Int.random(in: 0...30, using: &random), Int.random(in: 0...999, using: &random)],
                               frame: CGRect(x: value(-50...50), y: value(0...1e6), width: value(1...400), height: value(1...200)))
            }
            let frame = StoryboardFrame(
                frame: number, time: Double(number) / 60, offset: CGPoint(x: 0, y: value(-1e6...1e6)),
                moved: CGPoint(x: 0, y: value(-100...100)), jump: CGPoint(x: 0, y: value(-1e4...1e4)),
                viewportSize: CGSize(width: value(1...1000), height: value(1...1000)),
                contentSize: CGSize(width: value(0...1e5), height: value(0...1e7)), liveCells: items.count, visible: items)
            let object = try parse(StoryboardJSONWriter.line(for: frame, axis: .vertical))
            #expect(abs(((object["offset"] as? NSNumber)?.doubleValue ?? .nan) - Double(frame.offset.y)) <= 1e-6)
            #expect(abs(((object["t"] as? NSNumber)?.doubleValue ?? .nan) - frame.time) <= 1e-6)
            let visible = try #require(object["visible"] as? [[String: Any]])
            #expect(visible.count == items.count)
            for (entry, item) in zip(visible, items) {
                #expect(abs(((entry["w"] as? NSNumber)?.doubleValue ?? .nan) - Double(item.frame.width)) <= 1e-6)
            }
        }
    }

    private func parse(_ line: String) throws -> [String: Any] {
        #expect(!line.contains("\n"))
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
        return try #require(object as? [String: Any])
    }
}
