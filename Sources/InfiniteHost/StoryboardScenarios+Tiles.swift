import Foundation
import InfiniteProxy

extension StoryboardScenario {
    /// The tiled screens of the storyboard: the 2-D grid and the street ribbon.
    static var tileScenarios: [StoryboardScenario] {
        [
            StoryboardScenario(name: "grid", title: "Infinite 2-D grid", defaultSeconds: 8) { seconds in
                StoryboardTileSession(
                    name: "grid", title: "Infinite 2-D grid",
                    summary: "120-point tiles addressed by integer coordinates, flung diagonally in every direction. The content is a few screens wide and tall; whenever the centre of the bounds leaves its band the offset moves back by whole tiles and the tiles' origin forward by as many, mid-fling. Only the visible tiles and one ring around them are alive.",
                    axis: .vertical, scrollsBothAxes: true,
                    controller: .grid(TileGridController(tileSize: CGSize(width: 120, height: 120))),
                    viewportSize: CGSize(width: 390, height: 844),
                    script: [.wait(0.3), .fling2D(velocity: CGPoint(x: 4_000, y: 7_000)), .wait(2),
                             .drag2D(distance: CGPoint(x: -300, y: 200), duration: 0.5, releaseVelocity: CGPoint(x: -6_000, y: -3_000)),
                             .wait(2.2), .fling2D(velocity: CGPoint(x: 2_500, y: -9_000)), .wait(2.5)]
                ).run(seconds: seconds)
            },
            StoryboardScenario(name: "ribbon", title: "Street ribbon", defaultSeconds: 7) { seconds in
                StoryboardTileSession(
                    name: "ribbon", title: "Street ribbon",
                    summary: "Eight building façades of different widths in a horizontal ribbon that wraps its data set in both directions (InfiniteScrollView's core). Recentering moves the offset by the exact length of whole tiles while the façades stay put.",
                    axis: .horizontal, scrollsBothAxes: false,
                    controller: .ribbon(RibbonController(axis: .horizontal, lengths: [140, 90, 200, 120, 160, 80, 230, 110])),
                    viewportSize: CGSize(width: 390, height: 220),
                    script: [.wait(0.3), .fling(velocity: 5_000), .wait(2), .fling(velocity: -9_000), .wait(2.5),
                             .drag(distance: 250, duration: 0.6, releaseVelocity: 1_200), .wait(1.5)]
                ).run(seconds: seconds)
            },
        ]
    }
}

/// One scripted session of a ``StoryboardTileHost``.
struct StoryboardTileSession {
    var name: String
    var title: String
    var summary: String
    var axis: InfiniteAxis
    var scrollsBothAxes: Bool
    var controller: StoryboardTileHost.Controller
    var viewportSize: CGSize
    var script: [StoryboardGesture]

    func run(seconds: TimeInterval) -> StoryboardRecording {
        let host = StoryboardTileHost(viewportSize: viewportSize, controller: controller)
        host.layoutIfNeeded()
        _ = host.takeJump()                     // the first layout places the initial tile
        var recorder = StoryboardRecorder(axis: axis)
        var edgeHits = host.edgeHits
        var seen = Set<[Int]>()
        var peakLive = 0
        StoryboardScriptRunner(axis: axis, seconds: seconds).run(script, on: host, recorder: &recorder) { recorder in
            let tiles = host.visibleTiles
            for tile in tiles { seen.insert(tile.source) }
            peakLive = max(peakLive, host.liveTileCount)
            recorder.record(StoryboardFrame(
                frame: 0, time: 0, offset: host.contentOffset, moved: host.lastPhysicsMovement, jump: host.takeJump(),
                viewportSize: host.viewportSize, contentSize: host.contentSize, edgeHit: host.edgeHits > edgeHits,
                liveCells: host.liveTileCount, visible: tiles))
            edgeHits = host.edgeHits
        }
        var notes = [
            "Content \(Int(host.contentSize.width)) × \(Int(host.contentSize.height)) pt for a \(Int(viewportSize.width)) × \(Int(viewportSize.height)) pt viewport.",
            "\(seen.count) distinct \(scrollsBothAxes ? "tiles" : "data items") shown; at most \(peakLive) tiles alive at once.",
        ]
        if !host.statuses.isEmpty {
            notes.append("Controller status: \(host.statuses.map(\.rawValue).sorted().joined(separator: ", ")).")
        }
        let sourceItems: Int
        switch controller {
        case .grid: sourceItems = seen.count
        case .ribbon(let ribbon): sourceItems = ribbon.ribbon.count
        }
        return recorder.recording(
            name: name, title: title, summary: summary, scrollsBothAxes: scrollsBothAxes,
            sourceItems: sourceItems, virtualItems: peakLive, notes: notes)
    }
}
