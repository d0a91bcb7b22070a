import Foundation
import InfiniteHost
import InfiniteProxy

/// The storyboard's table client: an ordinary data source and delegate that know nothing of
/// infinite scrolling — sections of titled rows, optionally self-sizing — and that note every
/// index path UIKit (the host) hands them, so the storyboard can prove they were all their own.
///
/// ```swift
/// let client = StoryboardTableClient(sections: [.init(title: nil, rows: ["Lisbon", "Osaka"])])
/// table.dataSource = client
/// table.delegate = client
/// ```
final class StoryboardTableClient: HostTableViewDataSource, HostTableViewDelegate {
    /// A section: an optional header title and its rows.
    struct Section {
        var title: String?
        var rows: [String]
        /// Self-sizing heights per row (nil: the table's fixed `rowHeight`).
        var heights: [CGFloat]?
    }

    static let reuseIdentifier = "row"

    let sections: [Section]
    /// Every index path the client was handed.
    private(set) var pathsSeen = 0
    /// Paths that were not the client's own (must stay empty).
    private(set) var foreignPaths: [IndexPath] = []
    /// Rows tapped, as the client saw them.
    private(set) var selections: [IndexPath] = []

    init(sections: [Section]) {
        self.sections = sections
    }

    var itemCounts: [Int] { sections.map(\.rows.count) }

    /// The text of a row of the client's data ("?" for a path that is not).
    func text(at path: SourceIndexPath) -> String {
        guard sections.indices.contains(path.section), sections[path.section].rows.indices.contains(path.item) else {
            return "?"
        }
        return sections[path.section].rows[path.item]
    }

    private func note(_ path: IndexPath) {
        pathsSeen += 1
        let valid = path.count == 2 && sections.indices.contains(path.section)
            && sections[path.section].rows.indices.contains(path.row)
        if !valid { foreignPaths.append(path) }
    }

    // MARK: Data source

    func numberOfSections(in tableView: HostTableView) -> Int? { sections.count }

    func tableView(_ tableView: HostTableView, numberOfRowsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    func tableView(_ tableView: HostTableView, titleForHeaderInSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].title : nil
    }

    func tableView(_ tableView: HostTableView, cellForRowAt indexPath: IndexPath) -> HostTableViewCell {
        note(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
        cell.text = text(at: SourceIndexPath(section: indexPath.section, item: indexPath.row))
        if let heights = sections[safe: indexPath.section]?.heights, heights.indices.contains(indexPath.row) {
            cell.fittingHeight = heights[indexPath.row]
        }
        return cell
    }

    // MARK: Delegate

    func tableView(_ tableView: HostTableView, willDisplay cell: HostTableViewCell, forRowAt indexPath: IndexPath) {
        note(indexPath)
    }

    func tableView(_ tableView: HostTableView, didSelectRowAt indexPath: IndexPath) {
        note(indexPath)
        selections.append(indexPath)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

extension Array {
    /// The element at `index`, or nil outside the array.
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
