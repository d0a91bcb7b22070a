// infinite-demo — the Linux storyboard.
//
//   swift run infinite-demo                       # every scenario → storyboard.html, prints its path
//   swift run infinite-demo --scenario grid --seconds 4 --out /tmp/grid.html
//   swift run infinite-demo --scenario table-arc-left --seconds 2 --json   # one JSON object per frame
//
// Scripted sessions run on the headless UIKit host (InfiniteHost); see StoryboardScenario.catalog.
import Foundation
import InfiniteStoryboard

let catalog = StoryboardScenario.catalog
let names = catalog.map(\.name)

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("infinite-demo: \(message)\n".utf8))
    exit(2)
}

let options: StoryboardOptions
do {
    options = try StoryboardOptions.parse(CommandLine.arguments.dropFirst(), knownScenarios: names)
} catch {
    fail(error.message)
}

let scenarios = StoryboardScenario.selected(options.scenarios)

switch options.output {
case .help:
    print(StoryboardOptions.usage(knownScenarios: names))

case .list:
    for scenario in catalog {
        print("\(scenario.name.padding(toLength: 22, withPad: " ", startingAt: 0)) \(scenario.title) (\(Int(scenario.defaultSeconds)) s)")
    }

case .json:
    for scenario in scenarios {
        let recording = scenario.run(seconds: options.seconds)
        var text = ""
        for line in StoryboardJSONWriter.lines(for: recording) {
            text += line
            text += "\n"
        }
        FileHandle.standardOutput.write(Data(text.utf8))
    }

case .html(let path):
    var recordings: [StoryboardRecording] = []
    for scenario in scenarios {
        let recording = scenario.run(seconds: options.seconds)
        let s = recording.statistics
        FileHandle.standardError.write(Data(
            "  \(scenario.name): \(s.frames) frames, \(s.jumps) jumps, \(s.edgeHits) edge hits, \(s.peakLiveCells) peak live cells, \(s.violations) violations\n".utf8))
        recordings.append(recording)
    }
    let command = (["infinite-demo"] + CommandLine.arguments.dropFirst()).joined(separator: " ")
    let page = StoryboardHTML().page(for: recordings, command: command)
    let url = URL(fileURLWithPath: path)
    do {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(page.utf8).write(to: url, options: .atomic)
    } catch {
        fail("cannot write \(path): \(error.localizedDescription)")
    }
    print(url.standardizedFileURL.path)
    if recordings.contains(where: { !$0.statistics.isClean }) {
        FileHandle.standardError.write(Data("infinite-demo: some sessions broke an invariant (see the page)\n".utf8))
        exit(1)
    }
}
