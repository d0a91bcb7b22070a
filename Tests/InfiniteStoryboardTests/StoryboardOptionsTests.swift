import Foundation
import Testing
@testable import InfiniteStoryboard
@testable import InfiniteHost

@Suite struct StoryboardOptionsTests {
    let known = ["table-arc-left", "table-arc-right", "grid"]

    private func parse(_ arguments: [String]) throws(StoryboardOptions.ParseError) -> StoryboardOptions {
        try StoryboardOptions.parse(arguments, knownScenarios: known)
    }

    private func error(_ arguments: [String]) -> String? {
        do {
            _ = try parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func noArgumentsRunEverythingIntoTheDefaultPage() throws {
        let options = try parse([])
        #expect(options.scenarios.isEmpty)
        #expect(options.seconds == nil)
        #expect(options.output == .html(path: "storyboard.html"))
    }

    @Test func scenariosRepeatInOrderWithoutDuplicates() throws {
        let options = try parse(["--scenario", "grid", "--scenario=table-arc-left", "-s", "grid"])
        #expect(options.scenarios == ["grid", "table-arc-left"])
    }

    @Test func secondsOutAndJSON() throws {
        #expect(try parse(["--seconds", "2.5"]).seconds == 2.5)
        #expect(try parse(["--seconds=600"]).seconds == 600)
        #expect(try parse(["--out", "/tmp/x.html"]).output == .html(path: "/tmp/x.html"))
        #expect(try parse(["-o=page.html"]).output == .html(path: "page.html"))
        let json = try parse(["--scenario", "grid", "--seconds", "3", "--json"])
        #expect(json.output == .json)
        #expect(json.scenarios == ["grid"])
        #expect(json.seconds == 3)
        #expect(try parse(["--list"]).output == .list)
        #expect(try parse(["--json", "--help"]).output == .help)
    }

    @Test func badSecondsAreRejectedWithAMessage() {
        for bad in ["0", "-1", "nan", "inf", "abc", "601", ""] {
            let message = error(["--seconds", bad])
            #expect(message?.contains("--seconds") == true, "\(bad)")
        }
    }

    @Test func otherMistakesAreRejectedWithAMessage() {
        #expect(error(["--scenario", "nope"])?.contains("unknown scenario 'nope'") == true)
        #expect(error(["--scenario", "nope"])?.contains("table-arc-left") == true)
        #expect(error(["--scenario"])?.contains("needs a value") == true)
        #expect(error(["--out"])?.contains("needs a value") == true)
        #expect(error(["--out", "--json"])?.contains("needs a value") == true)
        #expect(error(["--json", "--out", "x.html"])?.contains("cannot be combined") == true)
        #expect(error(["--json=yes"])?.contains("no value") == true)
        #expect(error(["--frobnicate"])?.contains("unknown argument") == true)
        #expect(error(["table-arc-left"])?.contains("unknown argument") == true)
    }

    @Test func usageNamesEveryScenarioAndOption() {
        let usage = StoryboardOptions.usage(knownScenarios: known)
        for word in known + ["--scenario", "--seconds", "--out", "--json", "--list"] {
            #expect(usage.contains(word))
        }
    }
}
