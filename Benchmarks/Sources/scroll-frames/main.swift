// scroll-frames — runs the per-frame loop of a scenario for a fixed number of frames, for
// instruction counting under callgrind (Scripts/callgrind-per-frame) and as a smoke test.
//
//   swift run -c release scroll-frames [scenario] [frames]
//   scenarios: 10-rows-arc (default), 1000-rows-arc, 4x5-sections-arc, 10-rows-flat
import BenchmarkModels
import Foundation

let arguments = CommandLine.arguments.dropFirst()
let scenarioName = arguments.first ?? FrameScenario.tenRowsArc.rawValue
guard let scenario = FrameScenario(rawValue: scenarioName) else {
    print("unknown scenario \(scenarioName); one of: \(FrameScenario.allCases.map(\.rawValue).joined(separator: ", "))")
    exit(2)
}
let frames = arguments.dropFirst().first.flatMap { Int($0) } ?? 100_000

/// Runs the frames on a local copy of the loop (a global would add a runtime exclusivity check
/// per frame that is not the library's).
func run(_ scenario: FrameScenario, frames: Int) -> (ScrollFrameLoop, Int) {
    var loop = scenario.makeLoop()
    var checksum = 0
    for _ in 0..<FrameScenario.warmUpFrames { checksum &+= loop.step() }
    for _ in 0..<max(0, frames) { checksum &+= loop.step() }
    return (loop, checksum)
}

let (loop, checksum) = run(scenario, frames: frames)
print("""
scenario \(scenario.rawValue): \(loop.frames) frames (\(FrameScenario.warmUpFrames) warm-up), \
\(loop.jumps) jumps, \(loop.cellsShown) cells shown, \(loop.edgeHits) edge hits, \
\(loop.translationMisses) translation misses, checksum \(checksum)
""")
exit(loop.edgeHits == 0 && loop.translationMisses == 0 ? 0 : 1)
