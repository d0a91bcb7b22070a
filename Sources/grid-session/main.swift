// grid-session — a long 2-D session of random flings on the core's TileGridLayout: peak live
// tiles, jumps, edge hits, drift, and how many flings would have hit the edge had the grid
// recentered only when scrolling stops.
//
//   swift run -c release grid-session [simulated-seconds] [tile-points]   (defaults: 86400, 100)
import BenchmarkModels
import Foundation

let arguments = CommandLine.arguments.dropFirst()
let seconds = arguments.first.flatMap { Double($0) } ?? 86_400
let tile = arguments.dropFirst().first.flatMap { Double($0) }.map { CGFloat($0) } ?? 100

func run() -> (GridFlingSession, Duration) {
    var session = GridFlingSession(tileSize: CGSize(width: tile, height: tile), seed: 2026)
    let clock = ContinuousClock()
    let elapsed = clock.measure { session.run(simulatedSeconds: seconds) }
    return (session, elapsed)
}

let (session, elapsed) = run()
let wall = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
let columns = Int((390 / tile).rounded(.up)) + 1, rows = Int((844 / tile).rounded(.up)) + 1
print("""
grid session, \(Int(tile))×\(Int(tile)) pt tiles, 390×844, seed 2026
simulated:    \(Int(session.simulatedSeconds)) s, \(session.flings) flings, \(session.frames) moving frames
content:      \(Int(session.grid.contentSize.width))×\(Int(session.grid.contentSize.height)) pt
jumps:        \(session.grid.jumpCount)
tiles:        \(session.tilesAdded) placed, peak \(session.peakLiveTiles) alive (bound \((columns + 2) * (rows + 2))), \
peak slot index \(session.peakSlots - 1)
tile frames:  \(session.tileChangeFrames) of \(session.frames) frames add or remove tiles
edge hits:    \(session.edgeHits)
drift:        \(session.maximumDrift) pt (largest)
recenter-at-rest rule on the same content: \(session.restRuleEdgeFlings) of \(session.flings) flings run into the edge
this machine: \(String(format: "%.2f", wall)) s wall, \(Int(Double(session.frames) / max(wall, 1e-9))) frames/s
checksum \(session.checksum)
""")
exit(session.edgeHits == 0 && session.maximumDrift < 0.01 ? 0 : 1)
