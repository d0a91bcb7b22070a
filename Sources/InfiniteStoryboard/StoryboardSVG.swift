import Foundation
import InfiniteHost
import InfiniteProxy

/// Draws storyboard frames and charts as inline SVG (no external assets, no fonts beyond the
/// page's).
///
/// A screen is the viewport drawn at ``scale``: every visible item as a rectangle coloured by its
/// *source* path (twins share a colour, so repetition is visible), labelled with its source row;
/// a dashed guide for the arc; a thin bar beside it that shows the whole content and where the
/// viewport is in it (a recentering jump moves that marker while the screen stays the same).
///
/// ```swift
/// let svg = StoryboardSVG(scale: 0.32).screen(recording.frames[40], in: recording)
/// // "<svg xmlns=… width="…" height="…">…</svg>"
/// ```
///
/// - Complexity: O(visible items) per screen, O(frames) per chart.
package struct StoryboardSVG: Sendable {
    /// Pixels per point.
    package var scale: CGFloat
    /// Width of the content map beside a screen, in pixels.
    package var mapWidth: CGFloat = 12
    /// Gap between the screen and the content map.
    package var gap: CGFloat = 6

    /// Creates a renderer.
    package init(scale: CGFloat = 0.32) {
        self.scale = scale.isFinite && scale > 0 ? scale : 0.32
    }

    // MARK: Screens

    /// The pixel size of a screen drawing: the viewport plus the content map, beside it for a
    /// vertical axis and below it for a horizontal one.
    package func screenSize(viewport: CGSize, axis: InfiniteAxis = .vertical) -> CGSize {
        axis == .vertical
            ? CGSize(width: viewport.width * scale + gap + mapWidth, height: viewport.height * scale)
            : CGSize(width: viewport.width * scale, height: viewport.height * scale + gap + mapWidth)
    }

    /// One frame as a standalone `<svg>` element.
    package func screen(_ frame: StoryboardFrame, in recording: StoryboardRecording, id: String = "s") -> String {
        let size = screenSize(viewport: frame.viewportSize, axis: recording.axis)
        let w = frame.viewportSize.width * scale, h = frame.viewportSize.height * scale
        let clip = "clip-\(StoryboardHTML.escape(id))"
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"screen\" width=\"\(f(size.width))\" height=\"\(f(size.height))\" viewBox=\"0 0 \(f(size.width)) \(f(size.height))\" role=\"img\" aria-label=\"\(StoryboardHTML.escape(recording.title)) at t = \(f(frame.time)) s\">"
        svg += "<defs><clipPath id=\"\(clip)\"><rect width=\"\(f(w))\" height=\"\(f(h))\" rx=\"8\"/></clipPath></defs>"
        svg += "<rect class=\"bg\" width=\"\(f(w))\" height=\"\(f(h))\" rx=\"8\"/>"
        svg += "<g clip-path=\"url(#\(clip))\">"
        let trailing = recording.arc?.alignment == .right
        for item in frame.supplementary {
            svg += supplementary(item, frame: frame)
        }
        for item in frame.visible {
            svg += self.item(item, frame: frame, trailingLabels: trailing)
        }
        if let arc = recording.arc {
            svg += arcGuide(arc, frame: frame)
        }
        svg += "</g>"
        svg += "<rect class=\"frame\" width=\"\(f(w))\" height=\"\(f(h))\" rx=\"8\"/>"
        if frame.didJump {
            svg += "<rect class=\"jumpflash\" width=\"\(f(w))\" height=\"\(f(h))\" rx=\"8\"/>"
        }
        svg += contentMap(frame, recording: recording, screen: CGSize(width: w, height: h))
        svg += "</svg>"
        return svg
    }

    /// The fill hue (0–359) for a source path: the same for every twin of an item.
    ///
    /// ```swift
    /// StoryboardSVG.hue(for: [0, 3]) == StoryboardSVG.hue(for: [0, 3])   // twins match
    /// ```
    package static func hue(for source: [Int]) -> Int {
        var hue = 0
        for (index, value) in source.reversed().enumerated() {
            let weight = index == 0 ? 47 : (index == 1 ? 101 : 13)
            hue = (hue + (value % 360) * weight) % 360
        }
        return (hue + 360) % 360
    }

    private func supplementary(_ item: StoryboardItem, frame: StoryboardFrame) -> String {
        let x = (item.frame.minX - frame.offset.x) * scale
        let y = (item.frame.minY - frame.offset.y) * scale
        let w = item.frame.width * scale, h = item.frame.height * scale
        guard x.isFinite, y.isFinite, w.isFinite, h.isFinite, h > 0 else { return "" }
        var out = "<rect class=\"header\" x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(w))\" height=\"\(f(h))\"/>"
        if h >= 5 {
            let fontSize = min(9, max(5, h * 0.7))
            out += "<text class=\"header\" x=\"\(f(x + 4))\" y=\"\(f(y + h / 2 + fontSize * 0.35))\" font-size=\"\(f(fontSize))\">\(StoryboardHTML.escape(item.label))</text>"
        }
        return out
    }

    private func item(_ item: StoryboardItem, frame: StoryboardFrame, trailingLabels: Bool) -> String {
        let x = (item.frame.minX - frame.offset.x) * scale
        let y = (item.frame.minY - frame.offset.y) * scale
        let w = item.frame.width * scale, h = item.frame.height * scale
        guard x.isFinite, y.isFinite, w.isFinite, h.isFinite else { return "" }
        let hue = Self.hue(for: item.source)
        var out = "<rect class=\"item\" x=\"\(f(x + 0.5))\" y=\"\(f(y + 0.5))\" width=\"\(f(max(0, w - 1)))\" height=\"\(f(max(0, h - 1)))\" rx=\"2\" fill=\"hsl(\(hue),70%,82%)\" stroke=\"hsl(\(hue),45%,45%)\"/>"
        let fontSize = min(11, max(6, min(h, w) * 0.55))
        if h >= 6, w >= 10 {
            // Leading-aligned labels for rows (so the arc shows), centred for tiles and pages.
            let isRow = w > 3 * h
            let inset = min(8, w / 4)
            let tx = isRow ? (trailingLabels ? x + w - inset : x + inset) : x + w / 2
            let anchor = isRow ? (trailingLabels ? "end" : "start") : "middle"
            out += "<text x=\"\(f(tx))\" y=\"\(f(y + h / 2 + fontSize * 0.35))\" font-size=\"\(f(fontSize))\" text-anchor=\"\(anchor)\">\(StoryboardHTML.escape(item.label))</text>"
        }
        return out
    }

    private func arcGuide(_ arc: StoryboardArc, frame: StoryboardFrame) -> String {
        guard arc.alignment != .none, arc.radius.isFinite, arc.radius > 0 else { return "" }
        let sign: CGFloat = arc.alignment == .left ? 1 : -1
        let cx = (arc.baseline + sign * arc.radius - frame.offset.x) * scale
        let cy = frame.viewportSize.height * scale / 2
        return "<circle class=\"arc\" cx=\"\(f(cx))\" cy=\"\(f(cy))\" r=\"\(f(arc.radius * scale))\"/>"
    }

    private func contentMap(_ frame: StoryboardFrame, recording: StoryboardRecording, screen: CGSize) -> String {
        let axis = recording.axis
        let content = frame.contentSize.along(axis)
        guard content.isFinite, content > 0 else { return "" }
        let along = frame.offset.along(axis)
        let visible = frame.viewportSize.along(axis)
        let length = axis == .vertical ? screen.height : screen.width
        let start = max(0, min(1, along / content)) * length
        let extent = max(2, min(1, visible / content) * length)
        let viewClass = frame.didJump ? "view jumped" : "view"
        if axis == .vertical {
            let x = screen.width + gap
            return "<g class=\"map\"><rect class=\"content\" x=\"\(f(x))\" y=\"0\" width=\"\(f(mapWidth))\" height=\"\(f(length))\" rx=\"3\"/>"
                + "<rect class=\"\(viewClass)\" x=\"\(f(x))\" y=\"\(f(start))\" width=\"\(f(mapWidth))\" height=\"\(f(extent))\" rx=\"2\"/></g>"
        }
        let y = screen.height + gap
        return "<g class=\"map\"><rect class=\"content\" x=\"0\" y=\"\(f(y))\" width=\"\(f(length))\" height=\"\(f(mapWidth))\" rx=\"3\"/>"
            + "<rect class=\"\(viewClass)\" x=\"\(f(start))\" y=\"\(f(y))\" width=\"\(f(extent))\" height=\"\(f(mapWidth))\" rx=\"2\"/></g>"
    }

    // MARK: Chart

    /// The offset along the axis over time: a line that stays inside the content while the user
    /// scrolls far, with a red mark at every jump and an orange one at every edge hit.
    package func offsetChart(_ recording: StoryboardRecording, width: CGFloat = 560, height: CGFloat = 120) -> String {
        let axis = recording.axis
        let frames = recording.frames
        let pad: CGFloat = 4
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" width=\"\(f(width))\" height=\"\(f(height))\" viewBox=\"0 0 \(f(width)) \(f(height))\" role=\"img\" aria-label=\"content offset over time\">"
        svg += "<rect class=\"plot\" width=\"\(f(width))\" height=\"\(f(height))\"/>"
        guard let last = frames.last, last.time > 0 else { return svg + "</svg>" }
        let maxContent = frames.map { $0.contentSize.along(axis) }.filter(\.isFinite).max() ?? 0
        let low = min(0, frames.map { $0.offset.along(axis) }.min() ?? 0)
        let high = max(maxContent, frames.map { $0.offset.along(axis) + $0.viewportSize.along(axis) }.max() ?? 1)
        let span = max(1, high - low)
        func px(_ time: TimeInterval) -> CGFloat { pad + CGFloat(time / last.time) * (width - 2 * pad) }
        func py(_ value: CGFloat) -> CGFloat { pad + (value - low) / span * (height - 2 * pad) }
        // Content extent, and the visible band per frame as a line for its leading edge.
        svg += "<rect class=\"contentband\" x=\"\(f(pad))\" y=\"\(f(py(0)))\" width=\"\(f(width - 2 * pad))\" height=\"\(f(max(0, py(maxContent) - py(0))))\"/>"
        var segments: [[String]] = [[]]
        var marks = ""
        for frame in frames {
            if frame.didJump {
                segments.append([])
                let before = frame.offset.along(axis) - frame.jump.along(axis)
                marks += "<line class=\"jumpline\" x1=\"\(f(px(frame.time)))\" y1=\"\(f(py(before)))\" x2=\"\(f(px(frame.time)))\" y2=\"\(f(py(frame.offset.along(axis))))\"/>"
                marks += "<circle class=\"jump\" cx=\"\(f(px(frame.time)))\" cy=\"\(f(py(frame.offset.along(axis))))\" r=\"2.5\"/>"
            }
            if frame.edgeHit {
                marks += "<circle class=\"edge\" cx=\"\(f(px(frame.time)))\" cy=\"\(f(py(frame.offset.along(axis))))\" r=\"4\"/>"
            }
            segments[segments.count - 1].append("\(f(px(frame.time))),\(f(py(frame.offset.along(axis))))")
        }
        for segment in segments where segment.count > 1 {
            svg += "<polyline class=\"offset\" points=\"\(segment.joined(separator: " "))\"/>"
        }
        svg += marks
        svg += "</svg>"
        return svg
    }

    /// A coordinate with at most one decimal (SVG does not need more at these scales).
    func f(_ value: CGFloat) -> String { Self.format(Double(value)) }
    func f(_ value: Double) -> String { Self.format(value) }

    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let tenths = (value * 10).rounded()
        if tenths == (tenths / 10).rounded() * 10 { return String(Int64(tenths / 10)) }
        return String(format: "%.1f", tenths / 10)
    }
}
