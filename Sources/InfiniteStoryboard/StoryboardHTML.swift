import Foundation
import InfiniteHost
import InfiniteProxy

/// Assembles the storyboard: one self-contained HTML page (inline CSS, SVG and a little
/// JavaScript; no network, no external assets) with one section per recorded scenario.
///
/// Each section has a player that replays the session (play/pause and a scrubber; it works
/// from an inline data array), a strip of key frames drawn as static SVG (the frames just before
/// and at a recentering jump among them, so you can see that the jump does not show), a
/// chart of the content offset over time, and a table of what happened. The page opens with an
/// overview table of every scenario.
///
/// ```swift
/// let page = StoryboardHTML().page(for: recordings, command: "swift run infinite-demo")
/// try page.write(toFile: "storyboard.html", atomically: true, encoding: .utf8)
/// ```
///
/// - Complexity: O(total frames × visible items).
package struct StoryboardHTML: Sendable {
    /// Draws the screens and charts.
    package var svg = StoryboardSVG(scale: 0.32)
    /// How many key frames each strip shows.
    package var stripLength = 6
    /// The player keeps every `playerStride`-th frame (and every frame with a jump, an edge hit
    /// or a script event).
    package var playerStride = 2

    /// Creates a page builder.
    package init() {}

    /// The whole page.
    ///
    /// - Parameters:
    ///   - recordings: the sessions, in the order shown.
    ///   - command: the command line that produced it, printed in the header.
    package func page(for recordings: [StoryboardRecording], command: String) -> String {
        var html = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>InfiniteProxy storyboard</title>
        <style>\(Self.css)</style>
        </head>
        <body>
        <header>
        <h1>InfiniteProxy storyboard</h1>
        <p>Scripted scrolling sessions run on the <em>headless UIKit host</em> — the same core objects the
        UIKit glue drives, stepped at 60 frames a second with UIKit's deceleration physics. Each screen
        below is what the view showed over time. Rows are coloured by the client's own index path, so
        every copy of a row (a <em>twin</em>) has the same colour; the thin bar beside a screen is the whole
        scrollable content with the visible part marked: when it <span class="red">flashes red</span>
        the offset was recentered by whole periods, and the screen beside it does not change.</p>
        <p class="cmd">\(Self.escape(command))</p>

        """
        html += overview(recordings)
        html += "</header>\n<main>\n"
        for (index, recording) in recordings.enumerated() {
            html += section(recording, index: index)
        }
        html += "</main>\n"
        html += "<footer>Invariants checked every frame (InvariantChecker): no edge hit; no visible jump — every item fully on screen in two frames in a row moved only by what the drag or the momentum moved (0.5 pt); offset = previous offset + moved + jump; live cells ≤ visible + 4; clients only see their own index paths.</footer>\n"
        html += "<script>\n" + playerData(recordings) + Self.playerScript + "</script>\n"
        html += "</body>\n</html>\n"
        return html
    }

    // MARK: Parts

    func overview(_ recordings: [StoryboardRecording]) -> String {
        var html = "<table class=\"overview\"><thead><tr><th>scenario</th><th>frames</th><th>seconds</th><th>scrolled</th><th>jumps</th><th>edge hits</th><th>peak live cells</th><th>violations</th><th></th></tr></thead><tbody>\n"
        for recording in recordings {
            let s = recording.statistics
            html += "<tr><td><a href=\"#\(Self.escape(recording.name))\">\(Self.escape(recording.name))</a></td>"
            html += "<td>\(s.frames)</td><td>\(svg.f(s.seconds))</td><td>\(Self.points(s.distanceScrolled))</td>"
            html += "<td>\(s.jumps)</td><td class=\"\(s.edgeHits == 0 ? "ok" : "bad")\">\(s.edgeHits)</td>"
            html += "<td>\(s.peakLiveCells)</td><td class=\"\(s.violations == 0 ? "ok" : "bad")\">\(s.violations)</td>"
            html += "<td class=\"\(s.isClean ? "ok" : "bad")\">\(s.isClean ? "✓ clean" : "✗")</td></tr>\n"
        }
        return html + "</tbody></table>\n"
    }

    func section(_ recording: StoryboardRecording, index: Int) -> String {
        let id = Self.escape(recording.name)
        var html = "<section class=\"scenario\" id=\"\(id)\">\n"
        html += "<h2>\(Self.escape(recording.title)) <code>\(id)</code></h2>\n"
        html += "<p>\(Self.escape(recording.summary))</p>\n"
        html += "<div class=\"row\">\n"
        // The player starts on frame 0 drawn statically, so the page shows something without JS.
        html += "<figure class=\"player\" data-index=\"\(index)\">"
        if let first = recording.frames.first {
            html += "<div class=\"stage\">" + svg.screen(first, in: recording, id: "p\(index)") + "</div>"
        }
        html += "<figcaption><button type=\"button\" class=\"play\" aria-label=\"play or pause\">❚❚</button>"
        html += "<input type=\"range\" class=\"scrub\" min=\"0\" max=\"0\" value=\"0\" aria-label=\"time\"> "
        html += "<span class=\"clock\">t = 0.00 s</span><div class=\"event\">&nbsp;</div></figcaption></figure>\n"
        html += "<div class=\"strip\">\n"
        for frame in keyFrames(recording) {
            let width = svg.screenSize(viewport: frame.viewportSize, axis: recording.axis).width
            html += "<figure style=\"width: \(svg.f(max(width, 120)))px\">" + svg.screen(frame, in: recording, id: "k\(index)-\(frame.frame)")
            html += "<figcaption>\(caption(frame, axis: recording.axis))</figcaption></figure>\n"
        }
        html += "</div></div>\n"
        html += "<div class=\"chartbox\"><div class=\"legend\">offset along \(recording.axis == .vertical ? "y" : "x") over time; shaded: the content; <span class=\"red\">red</span>: recentering jumps; <span class=\"orange\">orange</span>: edge hits</div>"
        html += svg.offsetChart(recording) + "</div>\n"
        html += stats(recording)
        html += "</section>\n"
        return html
    }

    func stats(_ recording: StoryboardRecording) -> String {
        let s = recording.statistics
        var rows: [(String, String, Bool?)] = [
            ("frames (60 per second)", "\(s.frames) — \(svg.f(s.seconds)) s", nil),
            ("distance scrolled", Self.points(s.distanceScrolled), nil),
            ("recentering jumps", "\(s.jumps)", nil),
            ("edge hits", "\(s.edgeHits)", s.edgeHits == 0),
            ("peak live cells", "\(s.peakLiveCells) (at most \(s.peakVisibleItems) on screen)", nil),
            ("invariant violations", "\(s.violations)", s.violations == 0),
            ("source items → virtual items", "\(recording.sourceItems) → \(recording.virtualItems)", nil),
        ]
        if let arc = recording.arc, arc.alignment != .none {
            rows.append(("arc", "\(arc.alignment.rawValue), radius \(Self.points(arc.radius))", nil))
        }
        var html = "<table class=\"stats\"><tbody>\n"
        for (name, value, good) in rows {
            let cls = good.map { $0 ? " class=\"ok\"" : " class=\"bad\"" } ?? ""
            html += "<tr><th>\(Self.escape(name))</th><td\(cls)>\(Self.escape(value))</td></tr>\n"
        }
        html += "</tbody></table>\n"
        if !recording.notes.isEmpty {
            html += "<ul class=\"notes\">" + recording.notes.map { "<li>\(Self.escape($0))</li>" }.joined() + "</ul>\n"
        }
        if !recording.violationDescriptions.isEmpty {
            html += "<ul class=\"violations\">" + recording.violationDescriptions.map { "<li>\(Self.escape($0))</li>" }.joined() + "</ul>\n"
        }
        return html
    }

    /// The frames the strip shows: the start, the end, the frame before a recentering jump and the
    /// jump itself (the jump the user moved least in, so the two screens should look the same),
    /// then the frames furthest from those.
    ///
    /// - Complexity: O(frames).
    package func keyFrames(_ recording: StoryboardRecording) -> [StoryboardFrame] {
        let frames = recording.frames
        guard !frames.isEmpty, stripLength > 0 else { return [] }
        let last = frames.count - 1
        var chosen: [Int] = [0]
        // The jump the user moved least in: its two screens should look the same.
        let jumps = frames.indices.filter { $0 > 0 && frames[$0].didJump }
        if let jump = jumps.min(by: { abs(frames[$0].moved.x) + abs(frames[$0].moved.y) < abs(frames[$1].moved.x) + abs(frames[$1].moved.y) }) {
            chosen += [jump - 1, jump]
        }
        chosen.append(last)
        var seen = Set<Int>()
        chosen = chosen.filter { seen.insert($0).inserted }
        // Fill the rest with the frames furthest from every frame chosen so far.
        while chosen.count < min(stripLength, frames.count) {
            var best = 0, bestDistance = -1
            for candidate in 0...last where !seen.contains(candidate) {
                let distance = chosen.map { abs($0 - candidate) }.min() ?? 0
                if distance > bestDistance { (best, bestDistance) = (candidate, distance) }
            }
            seen.insert(best)
            chosen.append(best)
        }
        return chosen.sorted().prefix(stripLength).map { frames[$0] }
    }

    private func caption(_ frame: StoryboardFrame, axis: InfiniteAxis) -> String {
        var text = "t \(String(format: "%.2f", frame.time)) s · offset \(Self.points(frame.offset.along(axis)))"
        if frame.didJump {
            text += " · <span class=\"red\">jump \(Self.points(frame.jump.along(axis)))</span>"
        }
        if frame.edgeHit { text += " · <span class=\"orange\">edge</span>" }
        return text
    }

    // MARK: Player data

    func playerData(_ recordings: [StoryboardRecording]) -> String {
        var js = "const STORYBOARD = [\n"
        for recording in recordings {
            js += "{scale: \(svg.f(svg.scale)), mapWidth: \(svg.f(svg.mapWidth)), gap: \(svg.f(svg.gap)), axis: \"\(recording.axis == .vertical ? "y" : "x")\", "
            if let arc = recording.arc, arc.alignment != .none {
                js += "arc: {sign: \(arc.alignment == .left ? 1 : -1), r: \(svg.f(arc.radius)), base: \(svg.f(arc.baseline))}, "
            } else {
                js += "arc: null, "
            }
            js += "frames: [\n"
            for (position, frame) in recording.frames.enumerated()
            where position % max(1, playerStride) == 0 || frame.didJump || frame.edgeHit || frame.event != nil
                || position == recording.frames.count - 1 {
                js += "[\(svg.f(frame.time)), \(svg.f(frame.offset.x)), \(svg.f(frame.offset.y)), "
                js += "\(svg.f(frame.viewportSize.width)), \(svg.f(frame.viewportSize.height)), "
                js += "\(svg.f(frame.contentSize.width)), \(svg.f(frame.contentSize.height)), "
                js += "\(frame.didJump ? 1 : 0), \(frame.edgeHit ? 1 : 0), \(Self.jsString(frame.event ?? "")), ["
                js += frame.visible.map { item in
                    "[\(svg.f(item.frame.minX)),\(svg.f(item.frame.minY)),\(svg.f(item.frame.width)),\(svg.f(item.frame.height)),\(Self.jsString(item.label)),\(StoryboardSVG.hue(for: item.source))]"
                }.joined(separator: ",")
                js += "], ["
                js += frame.supplementary.map { item in
                    "[\(svg.f(item.frame.minX)),\(svg.f(item.frame.minY)),\(svg.f(item.frame.width)),\(svg.f(item.frame.height)),\(Self.jsString(item.label))]"
                }.joined(separator: ",")
                js += "]],\n"
            }
            js += "]},\n"
        }
        return js + "];\n"
    }

    // MARK: Text

    /// Escapes text for HTML and SVG content and attributes.
    ///
    /// ```swift
    /// StoryboardHTML.escape("a < b & \"c\"")   // "a &lt; b &amp; &quot;c&quot;"
    /// ```
    package static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    /// A JavaScript string literal that is safe inside a `<script>` element.
    static func jsString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\n": out += "\\n"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Points with thousands separated by a thin space: "48 213 pt".
    static func points(_ value: CGFloat) -> String {
        guard value.isFinite else { return "—" }
        let rounded = Int64(value.rounded())
        let digits = String(rounded.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped += "\u{2009}" }
            grouped.append(digit)
        }
        return (rounded < 0 ? "−" : "") + grouped + " pt"
    }

    // MARK: Assets

    static let css = """
    :root { --ink: #1d2330; --muted: #5b6475; --line: #d9dde5; --bg: #f6f7f9; --red: #d0312d; --orange: #e58a00; --green: #1f8a4c; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px/1.45 -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: var(--ink); background: var(--bg); }
    header, main, footer { max-width: 1180px; margin: 0 auto; padding: 16px 24px; }
    h1 { margin: 8px 0 4px; font-size: 24px; }
    h2 { margin: 0 0 4px; font-size: 18px; }
    h2 code { font-size: 13px; color: var(--muted); background: #eef0f4; padding: 1px 6px; border-radius: 4px; }
    p { margin: 4px 0 8px; max-width: 980px; }
    .cmd { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; color: var(--muted); }
    .red { color: var(--red); font-weight: 600; } .orange { color: var(--orange); font-weight: 600; }
    table { border-collapse: collapse; background: #fff; }
    th, td { border: 1px solid var(--line); padding: 3px 8px; text-align: left; font-variant-numeric: tabular-nums; }
    .overview td, .overview th { text-align: right; } .overview td:first-child, .overview th:first-child { text-align: left; }
    td.ok { color: var(--green); font-weight: 600; } td.bad { color: var(--red); font-weight: 700; }
    .scenario { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 14px 16px; margin: 0 0 18px; }
    .row { display: flex; gap: 18px; align-items: flex-start; flex-wrap: wrap; }
    .strip { display: flex; gap: 10px; flex-wrap: wrap; flex: 1; }
    figure { margin: 0; }
    figcaption { font-size: 11px; color: var(--muted); margin-top: 3px; }
    .player figcaption { width: 170px; }
    .player .event { min-height: 1.4em; color: var(--ink); }
    .scrub { width: 84px; vertical-align: middle; }
    .play { font-size: 11px; width: 28px; }
    svg.screen .bg { fill: #fbfbfd; }
    svg.screen .frame { fill: none; stroke: #2b3140; stroke-width: 2; }
    svg.screen .jumpflash { fill: none; stroke: var(--red); stroke-width: 3; stroke-dasharray: 6 3; }
    svg.screen text { fill: #1d2330; font-family: ui-monospace, Menlo, Consolas, monospace; }
    svg.screen rect.header { fill: #dfe3ea; }
    svg.screen text.header { fill: #4a5263; font-weight: 600; }
    svg.screen .arc { fill: none; stroke: #6a3fc8; stroke-width: 1.6; stroke-dasharray: 5 3; }
    svg.screen .map .content { fill: #e4e7ee; }
    svg.screen .map .view { fill: #5b6475; }
    svg.screen .map .view.jumped { fill: var(--red); }
    .chartbox { margin: 12px 0 8px; }
    .legend { font-size: 11px; color: var(--muted); }
    svg.chart .plot { fill: #fbfbfd; stroke: var(--line); }
    svg.chart .contentband { fill: #eef0f5; }
    svg.chart .offset { fill: none; stroke: #2f5fb3; stroke-width: 1.3; }
    svg.chart .jumpline { stroke: var(--red); stroke-width: 1; stroke-dasharray: 2 2; }
    svg.chart .jump { fill: var(--red); }
    svg.chart .edge { fill: none; stroke: var(--orange); stroke-width: 2; }
    .stats { margin-top: 6px; font-size: 13px; } .stats th { font-weight: 500; color: var(--muted); }
    .notes, .violations { font-size: 12px; margin: 6px 0 0; } .violations { color: var(--red); }
    footer { font-size: 12px; color: var(--muted); }
    """

    static let playerScript = """
    (function () {
      const NS = "http://www.w3.org/2000/svg";
      function esc(s) { return s.replace(/&/g, "&amp;").replace(/</g, "&lt;"); }
      function f(v) { return Math.round(v * 10) / 10; }
      function draw(sc, fr, id) {
        const s = sc.scale, w = fr[3] * s, h = fr[4] * s, ox = fr[1], oy = fr[2];
        const vertical = sc.axis === "y";
        const W = vertical ? w + sc.gap + sc.mapWidth : w, H = vertical ? h : h + sc.gap + sc.mapWidth;
        let o = '<svg xmlns="' + NS + '" class="screen" width="' + f(W) + '" height="' + f(H) + '" viewBox="0 0 ' + f(W) + ' ' + f(H) + '">';
        o += '<defs><clipPath id="' + id + '"><rect width="' + f(w) + '" height="' + f(h) + '" rx="8"/></clipPath></defs>';
        o += '<rect class="bg" width="' + f(w) + '" height="' + f(h) + '" rx="8"/><g clip-path="url(#' + id + ')">';
        for (const hd of fr[11]) {
          const x = (hd[0] - ox) * s, y = (hd[1] - oy) * s, hw = hd[2] * s, hh = hd[3] * s;
          o += '<rect class="header" x="' + f(x) + '" y="' + f(y) + '" width="' + f(hw) + '" height="' + f(hh) + '"/>';
          const hs = Math.min(9, Math.max(5, hh * .7));
          if (hh >= 5) o += '<text class="header" x="' + f(x + 4) + '" y="' + f(y + hh / 2 + hs * .35) + '" font-size="' + f(hs) + '">' + esc(hd[4]) + '</text>';
        }
        const trailing = sc.arc && sc.arc.sign < 0;
        for (const it of fr[10]) {
          const x = (it[0] - ox) * s, y = (it[1] - oy) * s, iw = it[2] * s, ih = it[3] * s, hue = it[5];
          o += '<rect x="' + f(x + .5) + '" y="' + f(y + .5) + '" width="' + f(Math.max(0, iw - 1)) + '" height="' + f(Math.max(0, ih - 1)) + '" rx="2" fill="hsl(' + hue + ',70%,82%)" stroke="hsl(' + hue + ',45%,45%)"/>';
          const fs = Math.min(11, Math.max(6, Math.min(ih, iw) * .55));
          if (ih >= 6 && iw >= 10) {
            const row = iw > 3 * ih, inset = Math.min(8, iw / 4);
            const tx = row ? (trailing ? x + iw - inset : x + inset) : x + iw / 2;
            o += '<text x="' + f(tx) + '" y="' + f(y + ih / 2 + fs * .35) + '" font-size="' + f(fs) + '" text-anchor="' + (row ? (trailing ? 'end' : 'start') : 'middle') + '">' + esc(it[4]) + '</text>';
          }
        }
        if (sc.arc) {
          o += '<circle class="arc" cx="' + f((sc.arc.base + sc.arc.sign * sc.arc.r - ox) * s) + '" cy="' + f(h / 2) + '" r="' + f(sc.arc.r * s) + '"/>';
        }
        o += '</g><rect class="frame" width="' + f(w) + '" height="' + f(h) + '" rx="8"/>';
        if (fr[7]) o += '<rect class="jumpflash" width="' + f(w) + '" height="' + f(h) + '" rx="8"/>';
        const along = vertical ? oy : ox, content = vertical ? fr[6] : fr[5], vis = vertical ? fr[4] : fr[3];
        if (content > 0) {
          const len = vertical ? h : w;
          const start = Math.max(0, Math.min(1, along / content)) * len, ext = Math.max(2, Math.min(1, vis / content) * len);
          const cls = fr[7] ? 'view jumped' : 'view';
          if (vertical) {
            o += '<g class="map"><rect class="content" x="' + f(w + sc.gap) + '" y="0" width="' + sc.mapWidth + '" height="' + f(h) + '" rx="3"/>';
            o += '<rect class="' + cls + '" x="' + f(w + sc.gap) + '" y="' + f(start) + '" width="' + sc.mapWidth + '" height="' + f(ext) + '" rx="2"/></g>';
          } else {
            o += '<g class="map"><rect class="content" x="0" y="' + f(h + sc.gap) + '" width="' + f(w) + '" height="' + sc.mapWidth + '" rx="3"/>';
            o += '<rect class="' + cls + '" x="' + f(start) + '" y="' + f(h + sc.gap) + '" width="' + f(ext) + '" height="' + sc.mapWidth + '" rx="2"/></g>';
          }
        }
        return o + '</svg>';
      }
      document.querySelectorAll("figure.player").forEach(function (fig) {
        const sc = STORYBOARD[+fig.dataset.index];
        if (!sc || sc.frames.length === 0) return;
        const stage = fig.querySelector(".stage"), scrub = fig.querySelector(".scrub");
        const clock = fig.querySelector(".clock"), ev = fig.querySelector(".event"), btn = fig.querySelector(".play");
        const end = sc.frames[sc.frames.length - 1][0] || 1;
        scrub.max = sc.frames.length - 1;
        let i = 0, playing = true, start = null, lastEvent = "";
        function show(k) {
          i = k; const fr = sc.frames[k];
          stage.innerHTML = draw(sc, fr, "pc" + fig.dataset.index);
          scrub.value = k; clock.textContent = "t = " + fr[0].toFixed(2) + " s";
          if (fr[9]) lastEvent = fr[9];
          ev.textContent = lastEvent || "\\u00a0";
        }
        function tick(now) {
          if (playing) {
            if (start === null) start = now - sc.frames[i][0] * 1000;
            let t = (now - start) / 1000;
            if (t > end + 0.8) { start = now; t = 0; lastEvent = ""; }
            let k = i; if (sc.frames[k][0] > t) k = 0;
            while (k + 1 < sc.frames.length && sc.frames[k + 1][0] <= t) k++;
            if (k !== i || t === 0) show(k);
          }
          requestAnimationFrame(tick);
        }
        btn.addEventListener("click", function () { playing = !playing; start = null; btn.textContent = playing ? "\\u275a\\u275a" : "\\u25b6"; });
        scrub.addEventListener("input", function () { playing = false; btn.textContent = "\\u25b6"; lastEvent = ""; show(+scrub.value); });
        show(0);
        requestAnimationFrame(tick);
      });
    })();

    """
}
