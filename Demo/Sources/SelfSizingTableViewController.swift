import InfiniteProxy
import UIKit

/// Notes in three sections, rows as tall as their text: `automaticDimension` with an estimate
/// that is wrong for most rows, section headers from `titleForHeaderInSection` — and infinite.
///
/// Sections repeat as a block (Short, Longer, Mixed, Short, …) so every header stays above its
/// own rows; the row heights UIKit measures are the ones the recentering uses, so nothing jumps
/// when an estimate turns out wrong.
final class SelfSizingTableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let sections = SampleData.noteSections
    private let tableView = UITableView(frame: .zero, style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        // InfiniteProxy: the one line.
        tableView.enableInfiniteScrolling = true
    }

    // MARK: UITableViewDataSource

    func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].notes.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].header
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        let note = sections[indexPath.section].notes[indexPath.row]
        var content = UIListContentConfiguration.subtitleCell()
        content.text = note.title
        content.secondaryText = note.text
        content.secondaryTextProperties.numberOfLines = 0
        content.textProperties.font = .preferredFont(forTextStyle: .headline)
        cell.contentConfiguration = content
        return cell
    }

    // MARK: UITableViewDelegate

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let note = sections[indexPath.section].notes[indexPath.row]
        navigationItem.prompt = "\(sections[indexPath.section].header) › \(note.title)"
    }
}
