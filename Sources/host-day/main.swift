// host-day — a long bored-user session on the headless host's infinite table: frames per second of
// simulation, peak live cells, jumps, edge hits, invariant violations.
//
//   swift run -c release host-day [simulated-seconds] [seed]      (defaults: 86400, 2026)
import Foundation
import InfiniteStoryboard

let arguments = CommandLine.arguments.dropFirst()
let seconds = arguments.first.flatMap { Double($0) } ?? 86_400
let seed = arguments.dropFirst().first.flatMap { UInt64($0) } ?? 2026

let clock = ContinuousClock()
var result: HostDaySession.Result?
let elapsed = clock.measure { result = HostDaySession.run(simulatedSeconds: seconds, seed: seed) }
guard let result else { exit(2) }
let wall = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
let report = result.report
print("""
host day session: 25 rows of 44–88 pt, 390×844 table, 47/34 pt insets, seed \(seed)
simulated:    \(Int(report.seconds)) s, \(report.frames) frames, \(report.gestures) gestures, \(Int(report.distance)) pt scrolled
jumps:        \(result.jumps) (\(report.framesWithJump) frames with a jump)
cells:        peak \(report.peakLiveCells) live, \(result.cellsCreated) ever created
client paths: \(result.pathsSeen) handed, \(result.foreignPaths) not its own
edge hits:    \(report.edgeHits)
violations:   \(report.violationCount)
this machine: \(String(format: "%.1f", wall)) s wall, \(Int(Double(report.frames) / max(wall, 1e-9))) frames/s of simulation
""")
for violation in report.firstViolations { print("  \(violation)") }
exit(report.edgeHits == 0 && report.violationCount == 0 && result.foreignPaths == 0 ? 0 : 1)
