import Foundation
import InfiniteHost
import InfiniteProxy

/// Writes a recording as JSON Lines: one object per frame, keys in a fixed order.
///
/// ```swift
/// for line in StoryboardJSONWriter.lines(for: recording) { print(line) }
/// // {"frame": 12, "t": 0.2, "axis": "y", "offset": 1234.5, "moved": -8.25, "jump": 0,
/// //  "viewport": {"w": 390, "h": 844}, "contentLength": 5280, "edgeHit": false,
/// //  "visible": [{"source": [0, 5], "virtual": [1, 5], "x": 12.5, "y": 1200, "w": 390, "h": 44}]}
/// ```
///
/// `offset`, `moved`, `jump` and `contentLength` are along the scenario's `axis` (`"y"` for
/// vertical, `"x"` for horizontal), so `offset = previous offset + moved + jump`. Item `x`/`y`
/// are content coordinates after the arc offset. A scenario that scrolls both ways (the 2-D
/// grid) adds one key at the end, `"cross": {"axis", "offset", "moved", "jump",
/// "contentLength"}`, the same figures across the axis. Numbers are rounded to 1e-6 and printed
/// in their shortest form (integers without a fraction); a non-finite number prints as `null`.
///
/// - Complexity: O(visible items) per frame.
package enum StoryboardJSONWriter {
    /// The JSON lines of a recording, frame 0 first.
    package static func lines(for recording: StoryboardRecording) -> [String] {
        recording.frames.map { line(for: $0, axis: recording.axis, scrollsBothAxes: recording.scrollsBothAxes) }
    }

    /// One frame as a single line of JSON.
    package static func line(for frame: StoryboardFrame, axis: InfiniteAxis, scrollsBothAxes: Bool = false) -> String {
        var out = "{"
        out += "\"frame\": \(frame.frame), "
        out += "\"t\": \(number(frame.time)), "
        out += "\"axis\": \"\(name(of: axis))\", "
        out += "\"offset\": \(number(frame.offset.along(axis))), "
        out += "\"moved\": \(number(frame.moved.along(axis))), "
        out += "\"jump\": \(number(frame.jump.along(axis))), "
        out += "\"viewport\": {\"w\": \(number(frame.viewportSize.width)), \"h\": \(number(frame.viewportSize.height))}, "
        out += "\"contentLength\": \(number(frame.contentSize.along(axis))), "
        out += "\"edgeHit\": \(frame.edgeHit), "
        out += "\"visible\": ["
        out += frame.visible.map(item).joined(separator: ", ")
        out += "]"
        if scrollsBothAxes {
            let cross: InfiniteAxis = axis == .vertical ? .horizontal : .vertical
            out += ", \"cross\": {"
            out += "\"axis\": \"\(name(of: cross))\", "
            out += "\"offset\": \(number(frame.offset.along(cross))), "
            out += "\"moved\": \(number(frame.moved.along(cross))), "
            out += "\"jump\": \(number(frame.jump.along(cross))), "
            out += "\"contentLength\": \(number(frame.contentSize.along(cross)))}"
        }
        out += "}"
        return out
    }

    /// `"y"` for vertical, `"x"` for horizontal.
    package static func name(of axis: InfiniteAxis) -> String { axis == .vertical ? "y" : "x" }

    /// A number as JSON: rounded to 1e-6, integers without a fraction, `null` when not finite.
    ///
    /// ```swift
    /// StoryboardJSONWriter.number(390)          // "390"
    /// StoryboardJSONWriter.number(-8.25)        // "-8.25"
    /// StoryboardJSONWriter.number(0.1 + 0.2)    // "0.3"
    /// StoryboardJSONWriter.number(.nan)         // "null"
    /// ```
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            return String(Int64(rounded))
        }
        // Swift prints the shortest representation that reads back exactly; large or tiny
        // magnitudes use an exponent ("1e-06"), which JSON accepts.
        return "\(rounded)"
    }

    /// A number as JSON (see ``number(_:)-(Double)``).
    package static func number(_ value: CGFloat) -> String { number(Double(value)) }

    private static func item(_ item: StoryboardItem) -> String {
        "{\"source\": \(path(item.source)), \"virtual\": \(path(item.virtual)), "
            + "\"x\": \(number(item.frame.minX)), \"y\": \(number(item.frame.minY)), "
            + "\"w\": \(number(item.frame.width)), \"h\": \(number(item.frame.height))}"
    }

    private static func path(_ values: [Int]) -> String {
        "[" + values.map(String.init).joined(separator: ", ") + "]"
    }
}
