// long-session — a long run of random flings on the core (FlingSession): frames simulated per
// second of this machine's time, jumps, edge hits and drift.
//
//   swift run -c release long-session [simulated-seconds] [rows]     (defaults: 86400 = a day, 10)
import BenchmarkModels
import Foundation

let arguments = CommandLine.arguments.dropFirst()
let seconds = arguments.first.flatMap { Double($0) } ?? 86_400
let rows = arguments.dropFirst().first.flatMap { Int($0) } ?? 10

func run() -> (FlingSession, Duration) {
    var session = FlingSession(sourceItemCounts: [rows], seed: 2026)
    let clock = ContinuousClock()
    let elapsed = clock.measure { session.run(simulatedSeconds: seconds) }
    return (session, elapsed)
}

let (session, elapsed) = run()
var usage = rusage()
#if os(Linux)
getrusage(RUSAGE_SELF.rawValue, &usage)   // ru_maxrss in KiB
#else
getrusage(RUSAGE_SELF, &usage)            // ru_maxrss in bytes on Darwin
usage.ru_maxrss /= 1024
#endif
let wall = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
let loop = session.loop
print("""
long session, \(rows) rows of 44 pt, 390×844, arc on, seed 2026
simulated:   \(Int(session.simulatedSeconds)) s, \(session.flings) flings, \(loop.frames) moving frames
jumps:       \(loop.jumps)
cells shown: \(loop.cellsShown)
edge hits:   \(loop.edgeHits)
drift:       \(session.maximumDrift) pt (largest, modulo whole periods)
misses:      \(loop.translationMisses) client paths that did not translate back
this machine: \(String(format: "%.2f", wall)) s wall, \(Int(Double(loop.frames) / max(wall, 1e-9))) frames/s, \
\(String(format: "%.0f", session.simulatedSeconds / max(wall, 1e-9)))× real time
peak resident memory of the whole process: \(usage.ru_maxrss / 1024) MB
checksum \(session.checksum)
""")
exit(loop.edgeHits == 0 && loop.translationMisses == 0 && session.maximumDrift < 0.01 ? 0 : 1)
