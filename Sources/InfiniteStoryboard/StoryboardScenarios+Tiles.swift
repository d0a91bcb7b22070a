import Foundation
import InfiniteHost
import InfiniteProxy

nonisolated extension StoryboardScenario {
    /// The tiled screens of the storyboard: the 2-D grid and the street ribbon.
    static var tileScenarios: [StoryboardScenario] {
        [
            StoryboardScenario(name: "grid", title: "Infinite 2-D grid", defaultSeconds: 8) { seconds in
                StoryboardGridSession().run(seconds: seconds)
            },
            StoryboardScenario(name: "ribbon", title: "Street ribbon", defaultSeconds: 7) { seconds in
                StoryboardRibbonSession().run(seconds: seconds)
            },
        ]
    }
}

/// A scripted session of the grid: the shipped ``TileScrollController`` with a ``TileGridLayout``
/// on a host tile scroll view (what `InfiniteGridView` runs).
struct StoryboardGridSession {
    var viewportSize = CGSize(width: 390, height: 844)
    var tileSize = CGSize(width: 120, height: 120)
    var script: [StoryboardGesture] = [
        .wait(0.3), .fling2D(velocity: CGPoint(x: 4_000, y: 7_000)), .wait(2),
        .drag2D(distance: CGPoint(x: -300, y: 200), duration: 0.5, releaseVelocity: CGPoint(x: -6_000, y: -3_000)),
        .wait(2.2), .fling2D(velocity: CGPoint(x: 2_500, y: -9_000)), .wait(2.5),
    ]

    func run(seconds: TimeInterval) -> StoryboardRecording {
        let grid = HostTiledView(viewportSize: viewportSize, layout: TileGridLayout(tileSize: tileSize))
        let client = StoryboardGridClient()
        grid.tileProvider = client.view(on:forTileAt:)
        grid.layoutIfNeeded()
        _ = grid.takeLayoutJump()                     // the first layout places the initial tile
        var recorder = StoryboardRecorder(axis: .vertical)
        var edgeHits = grid.edgeHits
        var seen = Set<GridCoordinate>()
        StoryboardScriptRunner(axis: .vertical, seconds: seconds).run(script, on: grid, recorder: &recorder) { recorder in
            let bounds = grid.bounds
            var tiles: [StoryboardItem] = []
            grid.forEachLiveTile { coordinate, slot, view in
                guard let view, view.frame.intersects(bounds) else { return }
                // What the data source configured the view with is what the screen shows.
                let shown = view.coordinate ?? coordinate
                seen.insert(shown)
                tiles.append(StoryboardItem(source: [shown.x, shown.y], virtual: [slot], frame: view.frame,
                                            label: "\(shown.x),\(shown.y)"))
            }
            recorder.record(StoryboardFrame(
                frame: 0, time: 0, offset: grid.contentOffset, moved: grid.lastPhysicsMovement, jump: grid.takeLayoutJump(),
                viewportSize: grid.viewportSize, contentSize: grid.contentSize, edgeHit: grid.edgeHits > edgeHits,
                liveCells: grid.liveTileCount, visible: tiles))
            edgeHits = grid.edgeHits
        }
        var notes = [
            "Content \(Int(grid.contentSize.width)) × \(Int(grid.contentSize.height)) pt for a \(Int(viewportSize.width)) × \(Int(viewportSize.height)) pt viewport.",
            "\(seen.count) distinct tiles shown; at most \(grid.peakLiveTiles) tiles alive at once; \(grid.tileViewsCreated) tile views created, \(grid.tilesReused) reuses, \(grid.pooledTiles) in the pool at the end.",
        ]
        if !grid.reportedStatuses.isEmpty {
            notes.append("Layout status: \(grid.reportedStatuses.map(\.rawValue).sorted().joined(separator: ", ")).")
        }
        return recorder.recording(
            name: "grid", title: "Infinite 2-D grid",
            summary: "InfiniteGridView's shipped controller on the host: 120-point tiles addressed by integer coordinates, flung diagonally in every direction. The content is a few screens wide and tall; whenever the centre of the bounds leaves its band the offset moves back by whole tiles and the tiles' origin forward by as many, mid-fling. Only the visible tiles and one ring around them are alive, and their views are reused.",
            scrollsBothAxes: true, sourceItems: seen.count, virtualItems: grid.peakLiveTiles, notes: notes)
    }
}

/// A scripted session of the ribbon: the shipped ``TileScrollController`` with a ``TileRibbonLayout``
/// on a host tile scroll view (what `InfiniteScrollView` runs).
struct StoryboardRibbonSession {
    var viewportSize = CGSize(width: 390, height: 220)
    var widths: [CGFloat] = [140, 90, 200, 120, 160, 80, 230, 110]
    var script: [StoryboardGesture] = [
        .wait(0.3), .fling(velocity: 5_000), .wait(2), .fling(velocity: -9_000), .wait(2.5),
        .drag(distance: 250, duration: 0.6, releaseVelocity: 1_200), .wait(1.5),
    ]

    func run(seconds: TimeInterval) -> StoryboardRecording {
        let ribbon = HostTiledView(viewportSize: viewportSize, layout: TileRibbonLayout(axis: .horizontal, lengths: []))
        let client = StoryboardRibbonClient(widths: widths)
        ribbon.tileProvider = client.view(on:forTileAt:)
        ribbon.reloadData(count: widths.count) { widths[$0] }
        ribbon.layoutIfNeeded()
        _ = ribbon.takeLayoutJump()
        var recorder = StoryboardRecorder(axis: .horizontal)
        var edgeHits = ribbon.edgeHits
        StoryboardScriptRunner(axis: .horizontal, seconds: seconds).run(script, on: ribbon, recorder: &recorder) { recorder in
            let bounds = ribbon.bounds
            var tiles: [StoryboardItem] = []
            ribbon.forEachLiveTile { tile, _, view in
                guard let view, view.frame.intersects(bounds) else { return }
                let index = view.dataIndex ?? ribbon.layout.dataIndex(ofTile: tile)
                tiles.append(StoryboardItem(source: [index], virtual: [tile], frame: view.frame, label: "No. \(2 * index + 1)"))
            }
            recorder.record(StoryboardFrame(
                frame: 0, time: 0, offset: ribbon.contentOffset, moved: ribbon.lastPhysicsMovement, jump: ribbon.takeLayoutJump(),
                viewportSize: ribbon.viewportSize, contentSize: ribbon.contentSize, edgeHit: ribbon.edgeHits > edgeHits,
                liveCells: ribbon.liveTileCount, visible: tiles))
            edgeHits = ribbon.edgeHits
        }
        let notes = [
            "Content \(Int(ribbon.contentSize.width)) pt long for a \(Int(viewportSize.width)) pt viewport.",
            "At most \(ribbon.peakLiveTiles) tiles alive at once; \(ribbon.tileViewsCreated) tile views created, \(ribbon.tilesReused) reuses.",
        ]
        return recorder.recording(
            name: "ribbon", title: "Street ribbon",
            summary: "InfiniteScrollView's shipped controller on the host: eight building façades of different widths in a horizontal ribbon that wraps its data set in both directions. Recentering moves the offset by the exact length of whole tiles while the façades stay put; a hard fling back crosses the data set several times.",
            sourceItems: widths.count, virtualItems: ribbon.peakLiveTiles, notes: notes)
    }
}
