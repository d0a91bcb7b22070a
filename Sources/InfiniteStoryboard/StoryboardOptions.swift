import Foundation
import InfiniteHost

/// The command line of `infinite-demo`, parsed by hand (the package depends on nothing).
///
/// ```swift
/// let options = try StoryboardOptions.parse(
///     ["--scenario", "table-arc-left", "--seconds", "4", "--json"],
///     knownScenarios: ["table-arc-left", "grid"])
/// options.scenarios    // ["table-arc-left"]
/// options.seconds      // 4.0
/// options.output       // .json
/// ```
///
/// Every option also accepts the `--name=value` form. Unknown options, missing values, unknown
/// scenario names and seconds that are not a positive finite number up to
/// ``maximumSeconds`` are errors with a message for the user, never a crash.
package struct StoryboardOptions: Sendable, Equatable {
    /// What the run produces.
    package enum Output: Sendable, Equatable {
        /// The HTML page, written to a path.
        case html(path: String)
        /// JSON Lines on standard output.
        case json
        /// The list of scenarios.
        case list
        /// The usage text.
        case help
    }

    /// The page's path when `--out` is not given: ignored by git at the repository's root.
    package static let defaultOutputPath = "storyboard.html"
    /// The longest session `--seconds` accepts.
    package static let maximumSeconds: TimeInterval = 600

    /// The scenarios to run, in the order given; empty means all of them.
    package var scenarios: [String] = []
    /// Seconds per session; nil uses each scenario's own length.
    package var seconds: TimeInterval?
    /// What to produce.
    package var output: Output = .html(path: StoryboardOptions.defaultOutputPath)

    /// Creates the default options: every scenario, its own length, the page at the default path.
    package init(scenarios: [String] = [], seconds: TimeInterval? = nil,
                output: Output = .html(path: StoryboardOptions.defaultOutputPath)) {
        self.scenarios = scenarios
        self.seconds = seconds
        self.output = output
    }

    /// A problem with the command line.
    package struct ParseError: Error, Equatable, CustomStringConvertible {
        /// What is wrong, for the user.
        package var message: String
        package var description: String { message }
    }

    /// Parses the arguments after the program's name.
    ///
    /// - Parameters:
    ///   - arguments: `CommandLine.arguments.dropFirst()`.
    ///   - knownScenarios: the names `--scenario` accepts.
    /// - Throws: ``ParseError`` with a message for the user.
    /// - Complexity: O(arguments × known scenarios).
    package static func parse(_ arguments: some Sequence<String>, knownScenarios: [String]) throws(ParseError) -> StoryboardOptions {
        var options = StoryboardOptions()
        var outPath: String?
        var json = false, list = false, help = false
        var remaining = Array(arguments)[...]

        func value(for name: String, inline: String?) throws(ParseError) -> String {
            if let inline { return inline }
            guard let next = remaining.popFirst(), !next.hasPrefix("--") || next == "--" else {
                throw ParseError(message: "\(name) needs a value")
            }
            return next
        }

        while let argument = remaining.popFirst() {
            var name = argument
            var inline: String?
            if argument.hasPrefix("-"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            switch name {
            case "--scenario", "-s":
                let scenario = try value(for: name, inline: inline)
                guard knownScenarios.contains(scenario) else {
                    throw ParseError(message: "unknown scenario '\(scenario)'; known: \(knownScenarios.joined(separator: ", "))")
                }
                if !options.scenarios.contains(scenario) { options.scenarios.append(scenario) }
            case "--seconds":
                let text = try value(for: name, inline: inline)
                guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= maximumSeconds else {
                    throw ParseError(message: "--seconds needs a number of seconds above 0 and at most \(Int(maximumSeconds)), not '\(text)'")
                }
                options.seconds = seconds
            case "--out", "-o":
                let path = try value(for: name, inline: inline)
                guard !path.isEmpty else { throw ParseError(message: "--out needs a path") }
                outPath = path
            case "--json":
                guard inline == nil else { throw ParseError(message: "--json takes no value") }
                json = true
            case "--list":
                list = true
            case "--help", "-h":
                help = true
            default:
                throw ParseError(message: "unknown argument '\(argument)'; try --help")
            }
        }
        if json && outPath != nil {
            throw ParseError(message: "--json prints to standard output; it cannot be combined with --out")
        }
        if help {
            options.output = .help
        } else if list {
            options.output = .list
        } else if json {
            options.output = .json
        } else {
            options.output = .html(path: outPath ?? defaultOutputPath)
        }
        return options
    }

    /// The usage text.
    package static func usage(knownScenarios: [String]) -> String {
        """
        USAGE: infinite-demo [--scenario NAME]... [--seconds S] [--out PATH | --json] [--list]

        Runs scripted scrolling sessions on the headless UIKit host and writes one self-contained
        HTML page showing each screen over time, with what happened (frames, jumps, edge hits,
        live cells, invariant violations). Prints the page's path.

        OPTIONS:
          --scenario NAME   run this scenario (repeatable; default: all)
          --seconds S       simulated seconds per session (default: each scenario's own; max \(Int(maximumSeconds)))
          --out PATH        where to write the page (default: ./\(defaultOutputPath))
          --json            print one JSON object per frame on standard output instead
          --list            list the scenarios
          --help            show this text

        SCENARIOS: \(knownScenarios.joined(separator: ", "))
        """
    }
}
