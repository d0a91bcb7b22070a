import Foundation

/// The virtual-item comparison as Markdown tables, for the terminal and for BENCHMARKS.md.
///
/// ```swift
/// print(VirtualItemCountReport.markdown())
/// ```
///
/// Deterministic: the same text on every machine (counts, not timings).
package enum VirtualItemCountReport {
    /// The source sizes compared.
    package static let sourceSizes = [1, 3, 10, 100, 10_000]

    /// Every table for every scene.
    ///
    /// - Complexity: O(strategies × sizes).
    package static func markdown(
        scenes: [VirtualItemScene] = [.table, .carousel], sizes: [Int] = sourceSizes
    ) -> String {
        var out = ""
        for scene in scenes {
            out += "### \(scene.name)\n\n"
            out += "Laid-out items per source item (content length ÷ item extent ÷ n):\n\n"
            out += table(scene: scene, sizes: sizes) { formatRatio($0.ratio) }
            out += "\nItems the data source reports to UIKit:\n\n"
            out += table(scene: scene, sizes: sizes) { grouped($0.dataSourceItems) }
            out += "\nContent length along the axis, points (precision trouble starts near 1.6e8):\n\n"
            out += table(scene: scene, sizes: sizes) { formatLength($0.contentLength) }
            out += "\nDoes it keep the screen covered?\n\n"
            out += table(scene: scene, sizes: sizes) { $0.health.rawValue }
            out += "\n"
        }
        return out
    }

    static func table(
        scene: VirtualItemScene, sizes: [Int], cell: (VirtualItemCount) -> String
    ) -> String {
        var out = "| strategy |" + sizes.map { " n = \(grouped($0)) |" }.joined() + "\n"
        out += "|---|" + String(repeating: "---:|", count: sizes.count) + "\n"
        for strategy in VirtualItemStrategy.allCases {
            out += "| \(strategy.rawValue) |"
            for n in sizes {
                out += " \(cell(strategy.count(sourceItems: n, in: scene))) |"
            }
            out += "\n"
        }
        return out
    }

    /// Up to four decimals, trailing zeros dropped, whole numbers grouped: 43, 1.0042, 38 500.
    package static func formatRatio(_ value: Double) -> String {
        if value == value.rounded(), value.magnitude < 1e15 { return grouped(Int(value)) }
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// Thousands separated by a thin space: 32 767.
    package static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (index, character) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out += " " }
            out.append(character)
        }
        return value < 0 ? "-" + out : out
    }

    /// Whole points below a million, scientific notation above.
    package static func formatLength(_ value: CGFloat) -> String {
        value < 1_000_000 ? grouped(Int(value.rounded())) : String(format: "%.2e", Double(value))
    }
}
